"""A fast playout of a round to its end, for the searching player.

`RoundState` is the one source of legal moves for everything else; a playout only
needs the *outcome* of a round played by a fixed policy, thousands of times a second.
This module plays that round on flat locals (hands as bitmasks, ends per slot, the
boneyard as a list of tile ids), turn by turn, with the same rules as the engine:
R6–R7 where a tile fits, R8 markers, R11 doubles (cover the oldest open double; the
seat that laid it may lay another double elsewhere; a drawn double plays again), R12
drawing and passing, R13 uncoverable doubles, R14 going out and R15 the blocked round
(judged after every move once the boneyard is empty, as the engine does, on the table as
it stands after the forced pass's marker). A starting
run (R10) only happens in a seat's first turn: while one is possible the playout steps
the engine itself (with the same policy, which lays Normal's longest row in a run),
then switches to the fast loop. `tests/test_ai_fastsim.py` checks
that the fast loop and the engine agree move for move.

Drawing: the boneyard of a sampled deal is a uniformly random order of the unseen
tiles, so any rule that picks which position to turn over next from the play so far
alone gives each draw a uniformly random tile among those left, just as drawing from
the top does. The playout lets a seat's k-th draw take position k * seats + seat (or,
when that one is gone, the first one left). The hidden deal is then the same for every
candidate move of the search, seat by seat, even when a move changes who draws when
(common random numbers). Measured, this helps little: a round is a race, and one
different tile early changes who wins it.

The policy is Normal's (`normal.py`, same weights) on bitmasks: go out when possible,
lift the own marker, lay a double only with its cover, keep the planned row (the
`arrange` row, searched on bitmasks and remembered while it stays valid: the own end
unchanged, its tiles still in hand, no draw since) for the own train and lay other
tiles elsewhere first, heavy tiles first. It picks Normal's move in 99.7% of Normal's
decisions (it skips only Normal's rule about equal ends). That fidelity is worth its
cost: with a greedy chain instead of the exact row (76% agreement, 1.5 times the
playouts a second), one Hard against three Normal won 32% of 100 games instead of 41%.
"""
from __future__ import annotations

import random

from mextrain.engine import END, Move, MoveKind, RoundState
from mextrain.engine.moves import MEXICAN_SLOT, PLAY_MOVES, train_slot
from mextrain.engine.arrange import RowSearchTooLarge, arrange_bits
from mextrain.engine.position import TILES_PER_NUMBER
from mextrain.engine.tiles import DOUBLE_BIT, NUM_MASK, TILE_HI, TILE_ID, TILE_LO, TILE_SCORE

from .normal import DEFAULT_WEIGHTS


# Normal's weights (one source: normal.Weights)
LIFT_MARKER = DEFAULT_WEIGHTS.lift_marker
DOUBLE_WITH_COVER = DEFAULT_WEIGHTS.double_with_cover
DOUBLE_WITHOUT_COVER = DEFAULT_WEIGHTS.double_without_cover
ROW_NEXT = DEFAULT_WEIGHTS.row_next
BREAKS_ROW = DEFAULT_WEIGHTS.breaks_row
PLANNED_ELSEWHERE = DEFAULT_WEIGHTS.planned_elsewhere
ELSEWHERE_FIRST = DEFAULT_WEIGHTS.elsewhere_first

_FULL = TILES_PER_NUMBER
_MEX = MEXICAN_SLOT


def chain(hand: int, end: int) -> tuple[int, int]:
    """A greedy row from `end`: (its first tile's bit, the bits of all its tiles).

    A cheap stand-in for `arrange`: a double of the current number goes first; otherwise
    the tile whose far number the rest of the hand holds most of.
    """
    first = 0
    row = 0
    v = end
    while True:
        cands = hand & NUM_MASK[v] & ~row
        if not cands:
            return first, row
        dbit = DOUBLE_BIT[v]
        if cands & dbit:
            pick = dbit
        else:
            pick = 0
            best = -1
            nxt = v
            m = cands
            while m:
                low = m & -m
                m ^= low
                tid = low.bit_length() - 1
                w = TILE_HI[tid] if TILE_LO[tid] == v else TILE_LO[tid]
                k = (hand & NUM_MASK[w] & ~row & ~low).bit_count()
                if k > best:
                    best = k
                    pick = low
                    nxt = w
            v = nxt
        row |= pick
        if not first:
            first = pick


_ROWS: dict[tuple[int, int], tuple[int, ...]] = {}
# Past this many tiles in a hand or states of the search, a playout settles for the
# greedy chain: a seat that drew a lot would otherwise cost milliseconds a turn in every
# playout (its sampled hand differs each time), and a decision seconds.
EXACT_ROW_TILES = 16
_ROW_STATES = 1500


def row_bits(hand: int, end: int) -> tuple[int, ...]:
    """Normal's planned row (`arrange`: most tiles, then most pips) as tile bits in laying
    order, searched on bitmasks. Remembered across playouts (the searching seat's own
    hand recurs in every sample)."""
    key = (hand, end)
    row = _ROWS.get(key)
    if row is None:
        if len(_ROWS) > 50_000:
            _ROWS.clear()
        row = _ROWS[key] = _row(hand, end)
    return row


def _row(hand: int, start: int) -> tuple[int, ...]:
    if hand.bit_count() > EXACT_ROW_TILES:
        return _chain_row(hand, start)
    try:
        return arrange_bits(hand, start, _ROW_STATES)
    except RowSearchTooLarge:  # a hand too rich to search in a playout
        return _chain_row(hand, start)


def _chain_row(hand: int, start: int) -> tuple[int, ...]:
    """The greedy chain (see `chain`) in laying order."""
    row = []
    _, rest = chain(hand, start)
    v = start
    while rest:
        nxt = rest & NUM_MASK[v]
        if not nxt:
            break
        b = nxt & DOUBLE_BIT[v] or nxt & -nxt
        rest &= ~b
        row.append(b)
        tid = b.bit_length() - 1
        v = TILE_HI[tid] if TILE_LO[tid] == v else TILE_LO[tid]
    return tuple(row)


def play_score(tid: int, rest: int, own_train: bool, marker: bool, row_next: bool, in_row: bool) -> int:
    """Normal's score for laying tile `tid` with `rest` left in hand: on its own train
    (lifting a marker, as its row's next tile or breaking the row) or elsewhere (a tile of
    its planned row or not). `play_out`'s hot loop inlines the same sum for speed."""
    lo = TILE_LO[tid]
    sc = TILE_SCORE[tid]
    if lo == TILE_HI[tid]:
        sc += DOUBLE_WITH_COVER if rest & NUM_MASK[lo] else DOUBLE_WITHOUT_COVER
    if own_train:
        if marker:
            sc += LIFT_MARKER
        sc += ROW_NEXT if row_next else BREAKS_ROW
    else:
        sc += PLANNED_ELSEWHERE if in_row else ELSEWHERE_FIRST
    return sc


def _engine_move(state: RoundState, legal: list[Move], rng: random.Random, noise: float) -> Move:
    """Normal's move on an engine state (the same scoring as the fast loop, and R10's run)."""
    seat = state.current
    hand = state.hands[seat]
    ends = state.ends
    row = row_bits(hand, ends[seat])
    first_turn = state.starting_run and not state.had_turn[seat] and state.turn_plays == 0 and not state.drew
    if state.run or first_turn:  # R10: lay the longest row, then end the run
        if row:
            m = PLAY_MOVES[row[0].bit_length() - 1][seat]
            if m in legal:
                return m
        if state.run and END in legal:
            return END
    first = row[0] if row else 0
    row_mask = sum(row)
    marker = state.markers[seat]
    best = legal[0]
    best_score = -1e18
    for m in legal:
        if m.kind is not MoveKind.PLAY:
            continue
        t = m.tile
        tid = TILE_ID[t[0]][t[1]]
        b = 1 << tid
        s = train_slot(m.train)
        rest = hand & ~b
        if not rest:
            return m
        sc = play_score(tid, rest, s == seat, marker, b == first, bool(b & row_mask))
        if noise:
            sc += noise * rng.random()
        if sc > best_score:
            best_score = sc
            best = m
    return best


def _engine_phase(state: RoundState, rng: random.Random, noise: float) -> None:
    """Step the engine while a starting run is under way or still possible (R10)."""
    while state.result is None and (state.run or (state.starting_run and not all(state.had_turn))):
        legal = state.legal_moves()
        state.apply(legal[0] if len(legal) == 1 else _engine_move(state, legal, rng, noise))


def play_out(state: RoundState, rng: random.Random, noise: float = 0.0, trace: list | None = None,
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
    n = state.players
    hands = state.hands[:]
    bone = [TILE_ID[t[0]][t[1]] for t in state.boneyard[state.drawn_count:]]
    n_bone = len(bone)
    bp = 0  # tiles drawn so far
    taken = [False] * n_bone
    drawn_by = [0] * state.players
    ends = state.ends[:]
    markers = state.markers[:]
    open_d = state.open_doubles[:]
    laid = state.laid[:]
    cur = state.current
    drew = state.drew
    turn_doubles = state.turn_doubles[:]
    rand = rng.random
    # per seat: the own end its plan starts from (-1: no plan), first tile, row
    p_end = [-1] * n
    p_bits: list[tuple[int, ...]] = [()] * n  # the row's tiles in laying order
    p_idx = [0] * n  # how many of them are laid
    p_row = [0] * n  # the bits of those still to lay
    seats = range(n)

    def playable() -> list[tuple[int, ...]]:
        """R7 for each seat: its own train, the Mexican Train, the trains with a marker."""
        marked = [x for x in seats if markers[x]]
        return [(x, _MEX, *[y for y in marked if y != x]) for x in seats]

    slots_of = playable()

    def plays_of(seat: int, fresh: bool) -> list[tuple[int, int]]:
        """(tile bit, slot) of every tile the seat may lay now (or in a fresh turn)."""
        hand = hands[seat]
        out = []
        od = -1
        for s in open_d:
            if laid[ends[s]] < _FULL:
                od = s
                break
        if od >= 0:
            m = hand & NUM_MASK[ends[od]]
            while m:
                low = m & -m
                out.append((low, od))
                m ^= low
            if not fresh and od in turn_doubles:
                for s in slots_of[seat]:
                    if s != od:
                        b = DOUBLE_BIT[ends[s]]
                        if hand & b:
                            out.append((b, s))
            return out
        for s in slots_of[seat]:
            m = hand & NUM_MASK[ends[s]]
            while m:
                low = m & -m
                out.append((low, s))
                m ^= low
        return out

    def points() -> list[int]:
        out = []
        for m in hands:
            total = 0
            while m:
                low = m & -m
                total += TILE_SCORE[low.bit_length() - 1]
                m ^= low
            out.append(total)
        return out

    while True:
        hand = hands[cur]
        plays = plays_of(cur, False)
        if not plays and bp >= n_bone:
            # R15, judged after every move once the boneyard is empty (as the engine does):
            # the seat to move can lay nothing and must pass, so its marker goes on first
            # (R8: it may open its train to another seat); can any other seat lay now?
            if not markers[cur]:
                markers[cur] = True
                slots_of = playable()
            for s in seats:
                if s != cur and hands[s] and plays_of(s, True):
                    break
            else:
                return points()
        if not plays:
            if drew or bp >= n_bone:  # R12: pass, and a marker (R8)
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
                sc = TILE_SCORE[tid]
                if lo == TILE_HI[tid]:
                    sc += DOUBLE_WITH_COVER if rest & NUM_MASK[lo] else DOUBLE_WITHOUT_COVER
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
            if markers[cur]:
                markers[cur] = False
                slots_of = playable()
            if p_end[cur] == touching and p_idx[cur] < len(p_bits[cur]) and bit == p_bits[cur][p_idx[cur]]:
                # the plan goes on from the new end
                p_idx[cur] += 1
                p_row[cur] &= ~bit
                p_end[cur] = new_end
        dbl = lo == hi
        if dbl:
            open_d.append(slot)
            turn_doubles.append(slot)
        if laid[lo] >= _FULL or laid[hi] >= _FULL:  # R13
            open_d = [s for s in open_d if laid[ends[s]] < _FULL]
        if not hand:  # R14
            return points()
        drew = False
        if not dbl:  # R11: a double plays again; anything else ends the turn
            if turn_doubles:
                turn_doubles = []
            cur = cur + 1 if cur + 1 < n else 0


__all__ = ["chain", "play_out", "play_score"]
