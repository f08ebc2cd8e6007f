"""The longest row of a hand that can be laid from an open end: the Arrange helper, Normal's
planned row and the playouts' policy all use this one search.

A row is a trail in the graph whose vertices are the numbers and whose edges are the
non-double tiles. Doubles are loops: a row that reaches a number whose double is in the
hand always gains by laying the double on arrival, so doubles are added at the first visit
of their number and the search runs over the plain tiles only. Rows are ranked by most
tiles, then most pips. `arrange_bits` is exact: a depth-first search over trails with
memoisation on (end, tiles used, doubles reached). Its cost grows quickly with a hand of
25 tiles or more, so a computer player passes `max_states` and, when the search would need
more, falls back to `arrange_anytime` (the best row a bounded search finds) or a cheaper
rule of its own. Caps count states or nodes, never time, so a game replays the same.
"""
from __future__ import annotations

from typing import Iterable

from .tiles import ALL_TILES, DOUBLE_BIT, DOUBLES_MASK, NUM_MASK, TILE_HI, TILE_LO, TILE_SCORE, Tile, mask_of

#: a row's score: tiles * SCALE + pips (the pips of a hand stay far below SCALE)
SCALE = 1 << 12


class RowSearchTooLarge(Exception):
    """The exact search would need more than its `max_states`."""


def _doubles_at(hand: int) -> int:
    """The numbers whose double is in the hand, as a bitmask over numbers."""
    has_double = 0
    m = hand & DOUBLES_MASK
    while m:
        low = m & -m
        m ^= low
        has_double |= 1 << TILE_LO[low.bit_length() - 1]
    return has_double


def _other(tid: int, v: int) -> int:
    lo = TILE_LO[tid]
    return TILE_HI[tid] if lo == v else lo


def arrange_bits(hand: int, open_end: int, max_states: int | None = None) -> tuple[int, ...]:
    """The best row from `open_end` as tile bits in laying order (`hand` is a tile mask).

    Raises `RowSearchTooLarge` when the search would memoise more than `max_states` states.
    Ties go to the row whose tiles come first in the set's order.
    """
    plain = hand & ~DOUBLES_MASK
    has_double = _doubles_at(hand)
    memo: dict[int, tuple[int, int]] = {}
    memo_get = memo.get
    cap = max_states if max_states is not None else 1 << 62

    def best_from(v: int, used: int, visited: int) -> tuple[int, int]:
        """(score, bit of the first tile or 0) of the best continuation from number v."""
        key = (used << 13 | visited) << 4 | v
        hit = memo_get(key)
        if hit is not None:
            return hit
        if len(memo) >= cap:
            raise RowSearchTooLarge
        best = 0
        best_edge = 0
        avail = plain & NUM_MASK[v] & ~used
        while avail:
            low = avail & -avail
            avail ^= low
            tid = low.bit_length() - 1
            lo = TILE_LO[tid]
            w = TILE_HI[tid] if lo == v else lo
            wbit = 1 << w
            gain = SCALE + TILE_SCORE[tid]
            if has_double & wbit and not visited & wbit:
                sub = best_from(w, used | low, visited | wbit)[0] + gain + SCALE + 2 * w
            else:
                sub = best_from(w, used | low, visited)[0] + gain
            if sub > best:
                best = sub
                best_edge = low
        memo[key] = (best, best_edge)
        return best, best_edge

    return _lay_out(open_end, has_double, lambda v, used, visited: best_from(v, used, visited)[1])


def _lay_out(start: int, has_double: int, next_edge) -> tuple[int, ...]:
    """Follow `next_edge(v, used, visited)` from `start`, adding each double on arrival."""
    row: list[int] = []
    v = start
    used = 0
    visited = (1 << v) & has_double
    if has_double & (1 << v):
        row.append(DOUBLE_BIT[v])
    while True:
        edge = next_edge(v, used, visited)
        if not edge:
            return tuple(row)
        used |= edge
        row.append(edge)
        v = _other(edge.bit_length() - 1, v)
        wbit = 1 << v
        if has_double & wbit and not visited & wbit:
            row.append(DOUBLE_BIT[v])
            visited |= wbit


def arrange_anytime(hand: int, open_end: int, max_nodes: int) -> tuple[int, ...]:
    """The best row a depth-first search finds within `max_nodes` nodes, richest branches
    first (numbers with most tiles left, then heavy tiles): for hands too large for
    `arrange_bits`. Same output form and ranking; not always the best row."""
    plain = hand & ~DOUBLES_MASK
    has_double = _doubles_at(hand)
    best_score = -1
    best_path: list[int] = []
    path: list[int] = []
    nodes = 0

    def dfs(v: int, used: int, visited: int, score: int) -> bool:
        """False once the node budget is spent: the search stops."""
        nonlocal best_score, best_path, nodes
        nodes += 1
        if score > best_score:
            best_score = score
            best_path = path[:]
        if nodes >= max_nodes:
            return False
        left = plain & ~used
        options = []
        m = left & NUM_MASK[v]
        while m:
            low = m & -m
            m ^= low
            tid = low.bit_length() - 1
            w = _other(tid, v)
            # (tiles left at the far number, the candidate included; pips; the set's order)
            options.append(((left & NUM_MASK[w]).bit_count(), TILE_SCORE[tid], tid, w, low))
        options.sort(reverse=True)
        for _, pips, _, w, low in options:
            wbit = 1 << w
            gain = SCALE + pips
            if has_double & wbit and not visited & wbit:
                gain += SCALE + 2 * w
                visited_next = visited | wbit
            else:
                visited_next = visited
            path.append(low)
            go_on = dfs(w, used | low, visited_next, score + gain)
            path.pop()
            if not go_on:
                return False
        return True

    dfs(open_end, 0, (1 << open_end) & has_double, 0)
    steps = iter(best_path)
    return _lay_out(open_end, has_double, lambda v, used, visited: next(steps, 0))


def arrange(hand: Iterable[Tile], open_end: int) -> list[Tile]:
    """The row to lay from `open_end`, in laying order: most tiles, then most pips."""
    return [ALL_TILES[b.bit_length() - 1] for b in arrange_bits(mask_of(set(hand)), open_end)]


def row_score(row: list[Tile]) -> tuple[int, int]:
    return len(row), sum(t[0] + t[1] for t in row)


def is_row(row: list[Tile], open_end: int) -> bool:
    """Whether the tiles can be laid one after another from `open_end` in this order."""
    v = open_end
    for t in row:
        if not t.has(v):
            return False
        v = t.other(v)
    return len(set(row)) == len(row)


__all__ = ["SCALE", "RowSearchTooLarge", "arrange", "arrange_anytime", "arrange_bits", "is_row", "row_score"]
