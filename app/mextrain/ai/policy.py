"""Normal's policy on bitmasks, for the playouts: the planned row (the `arrange` row,
remembered across playouts), the greedy chain for hands too rich to search, and Normal's
play score (`normal.py`'s weights, one source). The playout in `fastsim.py` inlines the
score in its hot loop; `tests/ai/test_ai_fastsim.py` checks that copy against `play_score`
and the policy against Normal's own choices (`python -m mextrain.devtools.bench.ai`
prints how often they agree).

Why the exact row and not only the greedy chain: the fidelity to Normal's plan is what
makes a playout predict how Normal's own seats will play, and the search is cheap enough
once rows are remembered; the arena measures what each costs and gains.
"""
from __future__ import annotations

import random
from typing import cast

from mextrain.engine import END, Move, MoveKind, RoundState, Tile
from mextrain.engine.arrange import RowSearchTooLarge, arrange_bits
from mextrain.engine.moves import PLAY_MOVES, TrainId, train_slot
from mextrain.engine.tiles import DOUBLE_BIT, DOUBLES_MASK, NUM_MASK, TILE_HI, TILE_ID, TILE_LO, TILE_SCORE

from .normal import DEFAULT_WEIGHTS

# Normal's weights (one source: normal.Weights)
LIFT_MARKER = DEFAULT_WEIGHTS.lift_marker
DOUBLE_WITH_COVER = DEFAULT_WEIGHTS.double_with_cover
DOUBLE_WITHOUT_COVER = DEFAULT_WEIGHTS.double_without_cover
ROW_NEXT = DEFAULT_WEIGHTS.row_next
BREAKS_ROW = DEFAULT_WEIGHTS.breaks_row
PLANNED_ELSEWHERE = DEFAULT_WEIGHTS.planned_elsewhere
ELSEWHERE_FIRST = DEFAULT_WEIGHTS.elsewhere_first
LAST_DOUBLE = DEFAULT_WEIGHTS.last_double



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


def play_score(tid: int, rest: int, own_train: bool, marker: bool, row_next: bool, in_row: bool,
               scores: tuple[int, ...] = TILE_SCORE, free: bool = False, no_out_double: bool = False) -> float:
    """Normal's score for laying tile `tid` with `rest` left in hand: on its own train
    (lifting a marker, as its row's next tile or breaking the row) or elsewhere (a tile of
    its planned row or not), by the rules (R24's `scores`, R20's free doubles, R21). The
    hot loop of `play_out` inlines the same sum for speed."""
    lo = TILE_LO[tid]
    sc: float = scores[tid]
    if lo == TILE_HI[tid]:
        sc += DOUBLE_WITH_COVER if free or rest & NUM_MASK[lo] else DOUBLE_WITHOUT_COVER
    if no_out_double and rest & (rest - 1) == 0 and rest & DOUBLES_MASK:
        sc += LAST_DOUBLE
    if own_train:
        if marker:
            sc += LIFT_MARKER
        sc += ROW_NEXT if row_next else BREAKS_ROW
    else:
        sc += PLANNED_ELSEWHERE if in_row else ELSEWHERE_FIRST
    return sc


def engine_move(state: RoundState, legal: list[Move], rng: random.Random, noise: float) -> Move:
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
        t = cast(Tile, m.tile)  # a PLAY move names its tile and train
        tid = TILE_ID[t[0]][t[1]]
        b = 1 << tid
        s = train_slot(cast(TrainId, m.train))
        rest = hand & ~b
        if not rest:
            return m
        sc = play_score(tid, rest, s == seat, marker, b == first, bool(b & row_mask),
                        state.scores, state.free, state.no_out_double)
        if noise:
            sc += noise * rng.random()
        if sc > best_score:
            best_score = sc
            best = m
    return best


__all__ = ["chain", "engine_move", "play_score", "row_bits"]
