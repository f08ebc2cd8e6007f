"""The shared row search against references: the unbounded search it replaced (the same rows,
tile for tile) and the benchmark's plain memoised search (the same scores), on random hands."""
from __future__ import annotations

import importlib
import random

import pytest

from mextrain.engine import ALL_TILES, Tile, full_set, is_row, row_score
from mextrain.engine.arrange import SCALE, RowSearchTooLarge, _doubles_at, _lay_out, arrange_bits
from mextrain.engine.tiles import DOUBLES_MASK, NUM_MASK, TILE_HI, TILE_LO, TILE_SCORE, mask_of
from mextrain.tools.bench import plain_arrange

#: the module (the package's `arrange` is the function of the same name)
arrange = importlib.import_module("mextrain.engine.arrange")


def unbounded_arrange_bits(hand: int, open_end: int) -> tuple[int, ...]:
    """`arrange_bits` as it was before its bounds: every state searched, memoised on
    (end, tiles used, doubles reached). The bounded search must give exactly its rows."""
    plain = hand & ~DOUBLES_MASK
    has_double = _doubles_at(hand)
    memo: dict[int, tuple[int, int]] = {}
    memo_get = memo.get

    def best_from(v: int, used: int, visited: int) -> tuple[int, int]:
        """(score, bit of the first tile or 0) of the best continuation from number v."""
        key = (used << 13 | visited) << 4 | v
        hit = memo_get(key)
        if hit is not None:
            return hit
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


def _tiles(bits: tuple[int, ...]) -> list[Tile]:
    return [ALL_TILES[b.bit_length() - 1] for b in bits]


@pytest.fixture(params=["bounded", "plain"])
def search(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Both of `arrange_bits`'s searches, whatever the hand's size: the bounded one and the
    plain memoised one it uses for hands of up to `SMALL_HAND` plain tiles."""
    monkeypatch.setattr(arrange, "SMALL_HAND", 0 if request.param == "bounded" else 99)
    return str(request.param)


@pytest.mark.parametrize("seed", range(40))
def test_the_bounded_search_gives_the_unbounded_rows_and_the_plain_scores(seed: int, search: str) -> None:
    rng = random.Random(seed)
    for _ in range(10):
        top = rng.choice((6, 8, 12, 15))  # dense sets branch a lot; double-12 and double-15 are games' sets (R19)
        pool = [t for t in full_set(15) if t.b <= top]
        hand = rng.sample(pool, rng.randrange(1, min(16, len(pool))))
        end = rng.randrange(top + 1)
        mask = mask_of(set(hand))
        row = arrange_bits(mask, end)
        assert row == unbounded_arrange_bits(mask, end)
        assert is_row(_tiles(row), end) and row_score(_tiles(row)) == row_score(plain_arrange(hand, end))


def test_a_state_cap_never_changes_a_row_it_lets_through(search: str) -> None:
    rng = random.Random(77)
    for _ in range(60):
        hand = rng.sample(full_set(), 22)
        end = rng.randrange(13)
        mask = mask_of(set(hand))
        try:
            row = arrange_bits(mask, end, max_states=700)
        except RowSearchTooLarge:
            continue
        assert row == arrange_bits(mask, end)


def test_the_two_hard_hands_match_the_unbounded_search(search: str) -> None:
    k6 = [Tile(a, b) for a in range(6) for b in range(a + 1, 6)]
    d4 = [Tile(a, b) for a in range(5) for b in range(a, 5)]
    for hand in (k6, d4):
        for end in range(5):
            assert arrange_bits(mask_of(set(hand)), end) == unbounded_arrange_bits(mask_of(set(hand)), end)
