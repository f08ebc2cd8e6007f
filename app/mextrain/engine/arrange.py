"""The longest row of a hand that can be laid from an open end: the Arrange helper, Normal's
planned row and the playouts' policy all use this one search.

A row is a trail in the graph whose vertices are the numbers and whose edges are the
non-double tiles. Doubles are loops: a row that reaches a number whose double is in the
hand always gains by laying the double on arrival, so doubles are added at the first visit
of their number and the search runs over the plain tiles only. Rows are ranked by most
tiles, then most pips. `arrange_bits` is exact: a depth-first search over trails with
memoisation on the tiles used (the end and the doubles reached follow from them) and an
upper bound that stops a state as soon as its best cannot be beaten (tests/engine/
test_arrange_bounds.py holds the unbounded search it must agree with, tile for tile). Its cost grows quickly with a hand of
25 tiles or more, so a computer player passes `max_states` and, when the search would need
more, falls back to `arrange_anytime` (the best row a bounded search finds) or a cheaper
rule of its own. Caps count states or nodes, never time, so a game replays the same.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable

from .tiles import (
    ALL_TILES,
    DOUBLE_BIT,
    DOUBLES_MASK,
    MAX_PIPS,
    NUM_MASK,
    SET_MASK,
    TILE_HI,
    TILE_LO,
    TILE_SCORE,
    Tile,
    mask_of,
)

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


def _number_tables(numbers: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Two tables over masks of the numbers 0..numbers-1, built from the mask less its highest
    number: what laying the doubles of those numbers on arrival adds to a score, and the sum
    of the numbers less the largest."""
    size = 1 << numbers
    bonus = [0] * size
    sums = [0] * size
    left = [0] * size
    for m in range(1, size):
        top = m.bit_length() - 1
        rest = m ^ (1 << top)
        bonus[m] = bonus[rest] + SCALE + 2 * top
        sums[m] = sums[rest] + top
        left[m] = sums[rest]
    return tuple(bonus), tuple(left)


#: mask of numbers -> SCALE + 2n for each number n in it (the doubles a row may still gain);
#: mask of numbers -> their sum less their largest: the fewest pips the tiles a row leaves at
#: odd-degree numbers must carry (each such number but the row's far end keeps a tile)
_TABLES = {13: _number_tables(13)}  # numbers 0..12 at import (8,192 masks); up to 15 when a hand needs them
_BEYOND_12 = SET_MASK[MAX_PIPS] & ~SET_MASK[12]  # the tiles of a double-15 set with a 13, 14 or 15


def _tables(hand: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The tables for the numbers a hand can hold (65,536 masks, built once, for a double-15 hand)."""
    numbers = MAX_PIPS + 1 if hand & _BEYOND_12 else 13
    tables = _TABLES.get(numbers)
    if tables is None:
        tables = _TABLES[numbers] = _number_tables(numbers)
    return tables


def arrange_bits(hand: int, open_end: int, max_states: int | None = None) -> tuple[int, ...]:
    """The best row from `open_end` as tile bits in laying order (`hand` is a tile mask).

    Raises `RowSearchTooLarge` when the search would memoise more than `max_states` states.
    Ties go to the row whose tiles come first in the set's order.

    A state is the set of plain tiles used: the trail's far end and the doubles it reached
    follow from it (the end is where the used tiles' degrees are odd, the start aside). Each
    state's best is bounded from above by every plain tile left (less one for every pair of
    odd-degree numbers a trail cannot pass through) and every double not yet reached; a
    state stops looking once its best meets that bound, and a tile is not tried when even
    its bound cannot beat the best so far. Both skip only moves that cannot win (ties keep
    the first), so the row is the one the unbounded search finds.
    """
    plain = hand & ~DOUBLES_MASK
    has_double = _doubles_at(hand)
    n = plain.bit_count()
    if n <= TINY_HAND or n <= SMALL_HAND and _sparse(plain, n):
        return _small_row(plain, has_double, open_end, max_states)
    memo: dict[int, int] = {}  # used -> best score << 8 | (first tile id + 1, or 0)
    memo_get = memo.get
    cap = max_states if max_states is not None else 1 << 62
    bonus, left_pips = _tables(hand)
    rest0 = 0
    odd0 = 0
    #: number -> its plain tiles in the set's order: (bit, id, far number's bit, far number,
    #: the tile's score, the score its far number's double adds, or 0)
    adjacent: list[list[tuple[int, int, int, int, int, int]]] = [[] for _ in range(MAX_PIPS + 1)]
    m = plain
    while m:
        low = m & -m
        m ^= low
        tid = low.bit_length() - 1
        lo, hi = TILE_LO[tid], TILE_HI[tid]
        gain = SCALE + TILE_SCORE[tid]
        rest0 += gain
        odd0 ^= (1 << lo) ^ (1 << hi)
        adjacent[lo].append((low, tid, 1 << hi, hi, gain, SCALE + 2 * hi if has_double >> hi & 1 else 0))
        adjacent[hi].append((low, tid, 1 << lo, lo, gain, SCALE + 2 * lo if has_double >> lo & 1 else 0))

    def best_from(v: int, used: int, visited: int, rest: int, odd: int) -> int:
        """Packed (score << 8 | first tile id + 1) of the best continuation from number v.

        `rest` is the score of every plain tile not used, `odd` the numbers of odd degree
        among them."""
        hit = memo_get(used)
        if hit is not None:
            return hit
        if len(memo) >= cap:
            raise RowSearchTooLarge
        vbit = 1 << v
        best = 0
        best_tid = -1
        k = odd.bit_count()
        need = (k - 2 if odd & vbit else k) >> 1
        bound = (rest - (need * SCALE if need > 0 else 0) - left_pips[odd & ~vbit]
                 + bonus[has_double & ~visited])
        for low, tid, wbit, w, gain, double in adjacent[v]:
            if used & low:
                continue
            if double and not visited & wbit:
                sub = (best_from(w, used | low, visited | wbit, rest - gain, odd ^ vbit ^ wbit) >> 8) + gain + double
            else:
                sub = (best_from(w, used | low, visited, rest - gain, odd ^ vbit ^ wbit) >> 8) + gain
            if sub > best:
                best = sub
                best_tid = tid
                if best >= bound:
                    break  # nothing can beat it; a tie goes to the tile first in the set
        packed = best << 8 | (best_tid + 1)
        memo[used] = packed
        return packed

    def next_edge(v: int, used: int, visited: int) -> int:
        rest = rest0
        odd = odd0
        m = used
        while m:
            low = m & -m
            m ^= low
            tid = low.bit_length() - 1
            rest -= SCALE + TILE_SCORE[tid]
            odd ^= (1 << TILE_LO[tid]) ^ (1 << TILE_HI[tid])
        first = best_from(v, used, visited, rest, odd) & 255
        return 1 << (first - 1) if first else 0

    return _lay_out(open_end, has_double, next_edge)


#: up to this many plain tiles the plain memoised search is quicker than setting up the bounded
#: one: a hand of up to 8, or up to 16 whose tiles meet few at each number (below); both give
#: the same row, ties to the first tile. Measured on random hands of 10 to 16 tiles of every set
#: (the figures are in the closing note of issue 28): the plain search takes half to 0.9 of the
#: bounded one's time while a number has at most 2.6 tiles on average (double-12 and double-15
#: hands), and 1.3 to 2.6 times it from 2.9 on (double-6 hands, K6: 8.5 against 2.6 ms)
TINY_HAND = 8
SMALL_HAND = 16
SPARSE_DEGREE_X10 = 26  # tiles a number has on average, times 10, up to which the plain search is quicker


def _sparse(plain: int, n: int) -> bool:
    """Whether the `n` plain tiles meet at few tiles a number (2n ends over the numbers they touch)."""
    numbers = 0
    for mask in NUM_MASK:
        if plain & mask:
            numbers += 1
    return 20 * n <= SPARSE_DEGREE_X10 * numbers


def _small_row(plain: int, has_double: int, open_end: int, max_states: int | None) -> tuple[int, ...]:
    """`arrange_bits` for a hand of few plain tiles: every trail, memoised on (tiles used, doubles
    reached, end), no bounds to set up."""
    memo: dict[int, int] = {}  # state -> best score << 8 | (first tile id + 1, or 0)
    memo_get = memo.get
    cap = max_states if max_states is not None else 1 << 62

    def best_from(v: int, used: int, visited: int) -> int:
        key = (used << 16 | visited) << 4 | v
        hit = memo_get(key)
        if hit is not None:
            return hit
        if len(memo) >= cap:
            raise RowSearchTooLarge
        best = 0
        best_tid = -1
        avail = plain & NUM_MASK[v] & ~used
        while avail:
            low = avail & -avail
            avail ^= low
            tid = low.bit_length() - 1
            lo = TILE_LO[tid]
            w = TILE_HI[tid] if lo == v else lo
            wbit = 1 << w
            if has_double & wbit and not visited & wbit:
                sub = (best_from(w, used | low, visited | wbit) >> 8) + SCALE + TILE_SCORE[tid] + SCALE + 2 * w
            else:
                sub = (best_from(w, used | low, visited) >> 8) + SCALE + TILE_SCORE[tid]
            if sub > best:
                best = sub
                best_tid = tid
        packed = best << 8 | (best_tid + 1)
        memo[key] = packed
        return packed

    def next_edge(v: int, used: int, visited: int) -> int:
        first = best_from(v, used, visited) & 255
        return 1 << (first - 1) if first else 0

    return _lay_out(open_end, has_double, next_edge)


def _lay_out(start: int, has_double: int, next_edge: Callable[[int, int, int], int]) -> tuple[int, ...]:
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
