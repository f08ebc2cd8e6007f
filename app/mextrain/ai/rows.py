"""The planned row of a hand, in bounded time.

`engine.arrange` is exact, and fast for the hands of a fresh round, but its search grows
quickly with a hand of 25 tiles or more (a seat that drew a lot): seconds, not
milliseconds. A computer player must answer within its budget, so `plan_row` runs the
same exact search (same order of preference: most tiles, then most pips) under a cap on
the states it expands, and when the cap is hit falls back to an anytime depth-first
search that keeps the best row found within a second cap. On ordinary hands it returns
exactly `arrange`'s row.
"""
from __future__ import annotations

import time
from typing import Iterable

from mextrain.engine import Tile
from mextrain.engine.tiles import MAX_PIPS

EXACT_LIMIT = 700     # memoised states of the exact search
ANYTIME_LIMIT = 500   # nodes of the fallback search
ANYTIME_SECONDS = 0.0015
EXACT_SECONDS = 0.0015
_SCALE = 1 << 12       # score = tiles * _SCALE + pips


class _Overflow(Exception):
    pass


def plan_row(hand: Iterable[Tile], open_end: int) -> list[Tile]:
    """The row to lay from `open_end`, in laying order: most tiles, then most pips."""
    tiles = sorted(set(hand))
    doubles = {t[0]: t for t in tiles if t[0] == t[1]}
    plain = [t for t in tiles if t[0] != t[1]]
    adj: list[list[tuple[int, int, int]]] = [[] for _ in range(MAX_PIPS + 1)]
    for i, t in enumerate(plain):
        adj[t[0]].append((i, t[1], t[0] + t[1]))
        adj[t[1]].append((i, t[0], t[0] + t[1]))
    double_value = [0] * (MAX_PIPS + 1)
    has_double = 0
    for v in doubles:
        double_value[v] = _SCALE + 2 * v
        has_double |= 1 << v
    try:
        edges = _exact(adj, double_value, has_double, open_end)
    except _Overflow:
        edges = _anytime(adj, double_value, has_double, open_end)
    row: list[Tile] = []
    v = open_end
    visited = 1 << v
    if v in doubles:
        row.append(doubles[v])
    for i in edges:
        t = plain[i]
        v = t[1] if t[0] == v else t[0]
        row.append(t)
        if v in doubles and not visited & (1 << v):
            row.append(doubles[v])
        visited |= 1 << v
    return row


def _exact(adj, double_value, has_double, start: int) -> list[int]:
    """`arrange`'s memoised search, giving up after EXACT_LIMIT states or EXACT_SECONDS."""
    memo: dict[int, tuple[int, int]] = {}
    clock = time.perf_counter
    deadline = clock() + EXACT_SECONDS

    def best_from(v: int, used: int, visited: int) -> tuple[int, int]:
        visited &= has_double
        key = (used << 13 | visited) << 4 | v
        hit = memo.get(key)
        if hit is not None:
            return hit
        size = len(memo)
        if size >= EXACT_LIMIT or (size & 63 == 63 and clock() > deadline):
            raise _Overflow
        best = 0
        best_edge = -1
        for i, w, pips in adj[v]:
            bit = 1 << i
            if used & bit:
                continue
            gain = _SCALE + pips
            wbit = 1 << w
            if has_double & wbit and not visited & wbit:
                gain += double_value[w]
            sub = best_from(w, used | bit, visited | wbit)[0] + gain
            if sub > best:
                best = sub
                best_edge = i
        memo[key] = (best, best_edge)
        return best, best_edge

    edges = []
    v = start
    used = 0
    visited = 1 << v
    while True:
        _, e = best_from(v, used, visited)
        if e < 0:
            return edges
        edges.append(e)
        for i, w, _ in adj[v]:
            if i == e:
                v = w
                break
        used |= 1 << e
        visited |= 1 << v


def _anytime(adj, double_value, has_double, start: int) -> list[int]:
    """Depth-first over rows, richest branches first; the best row within the caps."""
    best_score = -1
    best_edges: list[int] = []
    path: list[int] = []
    nodes = 0
    deadline = time.perf_counter() + ANYTIME_SECONDS
    clock = time.perf_counter
    degree = [len(a) for a in adj]  # unused tiles at each number

    def dfs(v: int, used: int, visited: int, score: int) -> bool:
        """False once a cap is hit: the search stops."""
        nonlocal best_score, best_edges, nodes
        nodes += 1
        if score > best_score:
            best_score = score
            best_edges = path[:]
        if nodes >= ANYTIME_LIMIT or (nodes & 31 == 0 and clock() > deadline):
            return False
        options = [(degree[w], p, i, w) for i, w, p in adj[v] if not used & (1 << i)]
        options.sort(reverse=True)
        for _, pips, i, w in options:
            wbit = 1 << w
            gain = _SCALE + pips
            if has_double & wbit and not visited & wbit:
                gain += double_value[w]
            path.append(i)
            degree[v] -= 1
            degree[w] -= 1
            go_on = dfs(w, used | (1 << i), visited | wbit, score + gain)
            degree[v] += 1
            degree[w] += 1
            path.pop()
            if not go_on:
                return False
        return True

    dfs(start, 0, 1 << start, 0)
    return best_edges


__all__ = ["plan_row"]
