"""`arrange` against a brute force on small hands, and on the two hard hands of the issue."""
from __future__ import annotations

import random

import pytest

from mextrain.engine import Tile, arrange, full_set, is_row, row_score


def brute_force(hand: list[Tile], end: int) -> tuple[int, int]:
    best = (0, 0)

    def walk(v: int, left: list[Tile], n: int, pips: int) -> None:
        nonlocal best
        best = max(best, (n, pips))
        for i, t in enumerate(left):
            if t.has(v):
                walk(t.other(v), left[:i] + left[i + 1:], n + 1, pips + t.pips)

    walk(end, hand, 0, 0)
    return best


@pytest.mark.parametrize("seed", range(60))
def test_arrange_matches_brute_force_on_small_hands(seed: int) -> None:
    rng = random.Random(seed)
    pool = [t for t in full_set() if t.b <= 6]  # a dense set, so rows branch a lot
    hand = rng.sample(pool, rng.randrange(1, 10))
    end = rng.randrange(7)
    row = arrange(hand, end)
    assert is_row(row, end) and set(row) <= set(hand)
    assert row_score(row) == brute_force(hand, end)


def test_arrange_hard_hand_k6() -> None:
    hand = [Tile(a, b) for a in range(6) for b in range(a + 1, 6)]  # 15 non-doubles on 0-5
    row = arrange(hand, 0)
    assert is_row(row, 0)
    assert row_score(row) == (13, 65)


def test_arrange_hard_hand_double_four_set() -> None:
    hand = [Tile(a, b) for a in range(5) for b in range(a, 5)]  # the 15 tiles of a double-4 set
    row = arrange(hand, 0)
    assert is_row(row, 0)
    assert row_score(row) == (15, 60)


def test_arrange_empty_when_nothing_fits() -> None:
    assert arrange([Tile(1, 2), Tile(3, 3)], 7) == []
    assert arrange([Tile(7, 7)], 7) == [Tile(7, 7)]
