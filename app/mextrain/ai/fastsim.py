"""A fast playout of a round to its end, for the searching player.

`RoundState` is the one source of legal moves for everything else; a playout only
needs the *outcome* of a round played by a fixed policy, thousands of times a second.
This module plays that round on flat locals (hands as bitmasks, ends per slot, the
boneyard as a list of tile ids), turn by turn, with the same rules as the engine:
R6–R7 where a tile fits, R8 markers, R11 doubles (cover the oldest open double; the
seat that laid it may lay another double elsewhere; a drawn double plays again), R12
drawing and passing, R13 uncoverable doubles, R14 going out and R15 the blocked round
(judged once the boneyard is empty, as the engine does: over only when no seat holds a
tile it could lay even with a marker on every personal train), and the house rules of the
state's options: the set (R19), free doubles (R20), no going out on a double (R21), own
train first (R22), drawing until a tile fits (R23) and 0|0's score (R24). A starting run (R10) only happens in a seat's
first turn: while one is possible the playout steps the engine itself (with the same
policy, `policy.engine_move`), then switches to the fast loop. `tests/ai/test_ai_fastsim.py`
checks that the fast loop and the engine agree move for move.

Drawing: the boneyard of a sampled deal is a uniformly random order of the unseen
tiles, so any rule that picks which position to turn over next from the play so far
alone gives each draw a uniformly random tile among those left, just as drawing from
the top does. The playout lets a seat's k-th draw take position k * seats + seat (or,
when that one is gone, the first one left). The hidden deal is then the same for every
candidate move of the search, seat by seat, even when a move changes who draws when
(common random numbers); a round is a race, though, and one different tile early
changes who wins it, so the gain is small.

The policy is Normal's (`policy.py`). Its score is inlined in the hot loop below for
speed; the test compares that copy with `policy.play_score`.
"""
from __future__ import annotations

import random
from typing import Any

from mextrain.engine import RoundState
from mextrain.engine.moves import MEXICAN_SLOT
from mextrain.engine.tiles import DOUBLE_BIT, DOUBLES_MASK, NUM_MASK, TILE_HI, TILE_ID, TILE_LO, mask_score

from .policy import (
    BREAKS_ROW,
    DOUBLE_WITH_COVER,
    DOUBLE_WITHOUT_COVER,
    ELSEWHERE_FIRST,
    LAST_DOUBLE,
    LIFT_MARKER,
    PLANNED_ELSEWHERE,
    ROW_NEXT,
    engine_move,
    row_bits,
)

_MEX = MEXICAN_SLOT


def _engine_phase(state: RoundState, rng: random.Random, noise: float) -> None:
    """Step the engine while a starting run is under way or still possible (R10)."""
    while state.result is None and (state.run or (state.starting_run and not all(state.had_turn))):
        legal = state.legal_moves()
        state.apply(legal[0] if len(legal) == 1 else engine_move(state, legal, rng, noise))


def play_out(state: RoundState, rng: random.Random, noise: float = 0.0, trace: list[Any] | None = None,
             per_seat: bool = True) -> list[int]:
    """Play the round to its end with the policy; the points of each seat (R17).

    With `per_seat` (see the module doc) each seat draws from its own positions of the
    boneyard; otherwise tiles are drawn in the boneyard's order, as the engine does.
    `state` may be changed (it is when a starting run is possible). `trace`, if given,
    receives every move as (seat, kind, tile id, slot, number of plays it had) for the
    equivalence tests.
    """
    if state.result is None and (state.run or (state.starting_run and not all(state.had_turn))):
        _engine_phase(state, rng, noise)
    if state.result is not None:
        return state.points()
    _FULL = state.per_number  # R13/R19: the tiles of each number in the set
    free = state.free  # R20
    own_first = state.own_first  # R22
    started = state.started[:]
    until = state.until  # R23
    no_out_double = state.no_out_double  # R21
    scores = state.scores  # R24
    n = state.players
    hands = state.hands[:]
    bone = [TILE_ID[t[0]][t[1]] for t in state.boneyard[state.drawn_count:]]
    n_bone = len(bone)
    bp = 0  # tiles drawn so far
    taken = [False] * n_bone
    drawn_by = [0] * state.players
    ends = state.ends[:]
    markers = state.markers[:]
    laid = state.laid[:]
    # the open doubles, oldest first; one whose number is all laid is no longer open (R13),
    # and the list is kept so below, so the double to cover is always open_d[0] (R11)
    open_d = [s for s in state.open_doubles if laid[ends[s]] < _FULL]
    cur = state.current
    drew = state.drew
    drawn_bit = 1 << state.drawn if state.drawn >= 0 else 0
    turn_doubles = state.turn_doubles[:]
    rand = rng.random
    # per seat: the own end its plan starts from (-1: no plan), first tile, row
    p_end = [-1] * n
    p_bits: list[tuple[int, ...]] = [()] * n  # the row's tiles in laying order
    p_idx = [0] * n  # how many of them are laid
    p_row = [0] * n  # the bits of those still to lay
    seats = range(n)

    def playable() -> list[tuple[int, ...]]:
        """R7 for each seat: its own train, the Mexican Train, the trains with a marker (R22:
        only its own train until it has laid there)."""
        marked = [x for x in seats if markers[x]]
        if own_first:
            return [(x, _MEX, *[y for y in marked if y != x]) if started[x] else (x,) for x in seats]
        return [(x, _MEX, *[y for y in marked if y != x]) for x in seats]

    slots_of = playable()

    def points() -> list[int]:
        return [mask_score(m, scores) for m in hands]

    while True:
        hand = hands[cur]
        # (tile bit, slot) of every tile the seat may lay now, inlined for speed: after a draw
        # only the tile drawn (R12, R23); never a double as the last tile (R21); the oldest
        # open double first (R11: its cover, or another double elsewhere in the turn that
        # laid it), else its trains (R7)
        plays: list[tuple[int, int]] = []
        h = hand & drawn_bit if drew else hand
        if no_out_double and not drew and hand & (hand - 1) == 0 and hand & DOUBLES_MASK:
            pass  # R21
        elif open_d:
            od = open_d[0]
            m = h & NUM_MASK[ends[od]]
            while m:
                low = m & -m
                plays.append((low, od))
                m ^= low
            if od in turn_doubles:
                for s in slots_of[cur]:
                    if s != od:
                        b = DOUBLE_BIT[ends[s]]
                        if h & b:
                            plays.append((b, s))
        else:
            for s in slots_of[cur]:
                m = h & NUM_MASK[ends[s]]
                while m:
                    low = m & -m
                    plays.append((low, s))
                    m ^= low
        if not plays and bp >= n_bone:
            # R15, judged after every move once the boneyard is empty (as the engine does):
            # the round goes on while any seat holds a tile it could lay in a turn of its
            # own with a marker on every personal train (the oldest coverable open double's
            # number, else any open end); the seats that cannot lay pass until it comes
            od = open_d[0] if open_d else -1
            if od >= 0:
                want = NUM_MASK[ends[od]]
            else:
                want = NUM_MASK[ends[_MEX]]
                for s in seats:
                    want |= NUM_MASK[ends[s]]
            for s in seats:
                h = hands[s]
                if no_out_double and h & (h - 1) == 0 and h & DOUBLES_MASK:
                    continue  # R21: a last double is never laid
                if h & (NUM_MASK[ends[s]] if od < 0 and own_first and not started[s] else want):
                    break  # R22: a seat that has not started its train may lay only there
            else:
                if trace is not None and (drew or turn_doubles):
                    trace.append((cur, "pass", -1, -1, 0))  # the engine ends the turn first (R15)
                return points()
        if not plays:
            if (drew and not until) or bp >= n_bone:  # R12: pass, and a marker (R8); R23 draws again
                if trace is not None:
                    trace.append((cur, "pass", -1, -1, 0))
                if not markers[cur]:
                    markers[cur] = True
                    slots_of = playable()
                drew = False
                if turn_doubles:
                    turn_doubles = []
                cur = cur + 1 if cur + 1 < n else 0
            else:  # R12: draw one tile
                if per_seat:
                    # this seat's k-th draw takes position k * n + seat (see the module doc)
                    i = drawn_by[cur] * n + cur
                    drawn_by[cur] += 1
                    if i >= n_bone or taken[i]:
                        i = taken.index(False)
                    taken[i] = True
                    tid = bone[i]
                else:
                    tid = bone[bp]
                bp += 1
                if trace is not None:
                    trace.append((cur, "draw", tid, -1, 0))
                hands[cur] = hand | (1 << tid)
                drew = True
                p_end[cur] = -1
                drawn_bit = 1 << tid
            continue
        if len(plays) == 1:
            bit, slot = plays[0]
        else:
            # the policy (see the module doc)
            own_end = ends[cur]
            if p_end[cur] != own_end or p_row[cur] & ~hand:
                bits = row_bits(hand, own_end)
                p_bits[cur] = bits
                p_idx[cur] = 0
                p_row[cur] = sum(bits)
                p_end[cur] = own_end
            bits = p_bits[cur]
            k = p_idx[cur]
            first = bits[k] if k < len(bits) else 0
            row = p_row[cur]
            marker = markers[cur]
            best = -1e18
            bit = slot = 0
            for b, s in plays:
                rest = hand & ~b
                if not rest:
                    bit, slot = b, s
                    break
                tid = b.bit_length() - 1
                lo = TILE_LO[tid]
                sc: float = scores[tid]
                if lo == TILE_HI[tid]:
                    sc += DOUBLE_WITH_COVER if free or rest & NUM_MASK[lo] else DOUBLE_WITHOUT_COVER
                if no_out_double and rest & (rest - 1) == 0 and rest & DOUBLES_MASK:
                    sc += LAST_DOUBLE  # R21
                if s == cur:
                    if marker:
                        sc += LIFT_MARKER
                    sc += ROW_NEXT if b == first else BREAKS_ROW
                else:
                    sc += PLANNED_ELSEWHERE if b & row else ELSEWHERE_FIRST
                if noise:
                    sc += noise * rand()
                if sc > best:
                    best = sc
                    bit, slot = b, s
        # lay the tile (R6), as RoundState._play does
        if trace is not None:
            trace.append((cur, "play", bit.bit_length() - 1, slot, len(plays)))
        hand &= ~bit
        hands[cur] = hand
        tid = bit.bit_length() - 1
        lo = TILE_LO[tid]
        hi = TILE_HI[tid]
        touching = ends[slot]
        new_end = hi if lo == touching else lo
        ends[slot] = new_end
        laid[lo] += 1
        if hi != lo:
            laid[hi] += 1
        if slot in open_d:
            open_d.remove(slot)
        if slot == cur:
            if markers[cur] or (own_first and not started[cur]):
                markers[cur] = False
                started[cur] = True  # R22: the seat's own train is started (read only under R22)
                slots_of = playable()
            if p_end[cur] == touching and p_idx[cur] < len(p_bits[cur]) and bit == p_bits[cur][p_idx[cur]]:
                # the plan goes on from the new end
                p_idx[cur] += 1
                p_row[cur] &= ~bit
                p_end[cur] = new_end
        dbl = lo == hi
        if dbl:
            if not free:  # R20: under "free" no double is open
                open_d.append(slot)
            turn_doubles.append(slot)
        if open_d and (laid[lo] >= _FULL or laid[hi] >= _FULL):  # R13
            open_d = [s for s in open_d if laid[ends[s]] < _FULL]
        if not hand:  # R14
            return points()
        drew = False
        if not dbl:  # R11: a double plays again; anything else ends the turn
            if turn_doubles:
                turn_doubles = []
            cur = cur + 1 if cur + 1 < n else 0


__all__ = ["play_out"]
