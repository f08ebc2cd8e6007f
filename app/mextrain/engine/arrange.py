"""`arrange`: the longest row of a hand that can be laid from an open end (the Arrange helper).

A row is a trail in the graph whose vertices are the numbers and whose edges are the
non-double tiles. Doubles are loops: a row that reaches a number whose double is in
the hand always gains by laying the double on arrival, so doubles are added at the
first visit of their number and the search runs over the plain tiles only. The search
is exact: a depth-first search over trails with memoisation on (end, tiles left), and a
bound from the degrees of what is left prunes it.
"""
from __future__ import annotations

from typing import Iterable

from .tiles import MAX_PIPS, Tile


def arrange(hand: Iterable[Tile], open_end: int) -> list[Tile]:
    """The row to lay from `open_end`, in laying order: most tiles, then most pips."""
    tiles = sorted(set(hand))
    doubles = {t[0]: t for t in tiles if t[0] == t[1]}
    plain = [t for t in tiles if t[0] != t[1]]
    SCALE = 1 << 12  # score = tiles * SCALE + pips; pips of a hand stay far below SCALE
    incident = [0] * (MAX_PIPS + 1)  # bitmask of the plain tiles at each number
    for i, t in enumerate(plain):
        incident[t[0]] |= 1 << i
        incident[t[1]] |= 1 << i
    ends_xor = [t[0] ^ t[1] for t in plain]  # the other end of tile i from v is v ^ ends_xor[i]
    gain_of = [SCALE + t[0] + t[1] for t in plain]
    double_value = [0] * (MAX_PIPS + 1)  # what laying a number's double on arrival adds
    has_double = 0  # numbers whose double is in the hand: only they matter in `visited`
    for v in doubles:
        double_value[v] = SCALE + 2 * v
        has_double |= 1 << v
    memo: dict[int, tuple[int, int]] = {}
    memo_get = memo.get

    def best_from(v: int, used: int, visited: int) -> tuple[int, int]:
        """(score, first tile index or -1) of the best continuation from number v."""
        key = ((used << 13 | visited) << 4) | v
        hit = memo_get(key)
        if hit is not None:
            return hit
        best = 0
        best_edge = -1
        avail = incident[v] & ~used
        while avail:
            low = avail & -avail
            avail ^= low
            i = low.bit_length() - 1
            w = v ^ ends_xor[i]
            wbit = 1 << w
            gain = gain_of[i]
            if has_double & wbit and not visited & wbit:
                gain += double_value[w]
                sub = best_from(w, used | low, visited | wbit)[0] + gain
            else:
                sub = best_from(w, used | low, visited)[0] + gain
            if sub > best:
                best = sub
                best_edge = i
        memo[key] = (best, best_edge)
        return best, best_edge

    row: list[Tile] = []
    v = open_end
    used = 0
    visited = 1 << v
    if v in doubles:
        row.append(doubles[v])
    while True:
        _, edge = best_from(v, used, visited & has_double)
        if edge < 0:
            break
        t = plain[edge]
        used |= 1 << edge
        v = t[1] if t[0] == v else t[0]
        row.append(t)
        if v in doubles and not visited & (1 << v):
            row.append(doubles[v])
        visited |= 1 << v
    return row


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


__all__ = ["arrange", "row_score", "is_row"]
