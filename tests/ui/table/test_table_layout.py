"""The table's pure geometry (ui/layout.py): rows never overlap, open ends stay on the table."""
from __future__ import annotations

import random

import pytest

from mextrain.engine import MEXICAN
from mextrain.ui.table.layout import (
    MIN_HEIGHT,
    SCENE_WIDTH,
    Box,
    _flow,
    hand_geometry,
    hand_index_at,
    place_train,
    scene_height,
    seat_order,
    table_layout,
    train_at,
)

HEIGHTS = (MIN_HEIGHT, 700.0, 750.0, 860.0, 1000.0, 1150.0)  # 1280x800 in a window is about 750


def _overlap_free(boxes: list[Box]) -> bool:
    return not any(a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])


@pytest.mark.parametrize("players", range(2, 9))
@pytest.mark.parametrize("height", HEIGHTS)
def test_rows_hub_and_rack_never_overlap(players: int, height: float) -> None:
    lay = table_layout(players, height)
    assert {r.train for r in lay.rows} == set(range(players)) | {MEXICAN}
    boxes = [r.hit for r in lay.rows] + [lay.hub, lay.hand]
    assert _overlap_free(boxes)
    for r in lay.rows:
        assert r.hit.inside(lay.table)
        assert _overlap_free(list(r.bands) + [r.label])
    assert lay.engine.inside(lay.hub)
    assert lay.hand.inside(lay.scene) and lay.hand.y > lay.table.bottom
    assert lay.scene.w == SCENE_WIDTH


@pytest.mark.parametrize("players", range(2, 9))
def test_own_train_and_mexican_train_sit_at_the_bottom_beside_each_other(players: int) -> None:
    lay = table_layout(players)
    own, mexican = lay.row(0), lay.row(MEXICAN)
    assert own.direction == -1 and mexican.direction == 1
    assert own.label.y == pytest.approx(mexican.label.y)
    assert own.label.y == max(r.label.y for r in lay.rows)
    left, right = seat_order(players)
    assert left[0] == 0 and right[-1] == MEXICAN


@pytest.mark.parametrize("players", range(2, 9))
@pytest.mark.parametrize("height", HEIGHTS)
def test_every_open_end_is_inside_the_scene_for_any_train_length(players: int, height: float) -> None:
    lay = table_layout(players, height)
    rng = random.Random(players * 1000 + int(height))
    for r in lay.rows:
        for n in (0, 1, 5, 12, 25, 40):
            doubles = [rng.random() < 0.15 for _ in range(n)]
            p = place_train(r, doubles)
            assert p.slot.inside(lay.scene) and p.slot.inside(r.hit)
            parts = list(p.tiles) + [p.slot] + ([p.more] if p.more else [])
            assert _overlap_free(parts)
            assert all(b.inside(r.hit) for b in parts)
            assert p.hidden + len(p.tiles) == n
            assert (p.more is not None) == (p.hidden > 0)


def test_a_long_train_shows_as_many_of_its_newest_tiles_as_fit() -> None:
    lay = table_layout(8, 750)
    row = lay.row(3)
    doubles = [False] * 40
    p = place_train(row, doubles)
    assert 0 < p.hidden < 40
    widths = [row.long] * 40
    assert _flow(row, widths, doubles, p.hidden) is not None
    assert _flow(row, widths, doubles, p.hidden - 1) is None  # one more would not fit
    assert len(p.tiles) >= 5  # 8 seats at 1280x800: at least five tiles of every train are readable


def test_trains_snake_over_several_lines_when_the_table_has_room() -> None:
    lay = table_layout(2, 750)
    row = lay.row(0)
    assert row.lines >= 2
    p = place_train(row, [False] * 12)
    assert p.hidden == 0 and p.lines_used >= 2
    assert set(p.directions) == {-1, 1}  # the second line comes back towards the hub


def test_doubles_lie_crosswise() -> None:
    row = table_layout(4).row(1)
    p = place_train(row, [False, True, False])
    plain, double, _ = p.tiles
    assert plain.w == row.long and plain.h == row.short
    assert double.w == row.short and double.h == row.long


def test_train_at_finds_the_row_under_a_point() -> None:
    lay = table_layout(5)
    for r in lay.rows:
        p = place_train(r, [False] * 3)
        assert train_at(lay, p.slot.cx, p.slot.cy) == r.train
        assert train_at(lay, r.label.cx, r.label.cy) == r.train
    assert train_at(lay, lay.hub.cx, lay.hub.cy) is None
    assert train_at(lay, lay.hand.cx, lay.hand.cy) is None


@pytest.mark.parametrize("count", [1, 2, 10, 15, 24, 40])
def test_hand_slots_fit_in_the_rack_without_overlap(count: int) -> None:
    rack = table_layout(4).hand
    geom = hand_geometry(count, rack)
    boxes = [Box(x - geom.long / 2, y - geom.short / 2, geom.long, geom.short) for x, y in geom.centres]
    assert len(boxes) == count
    assert all(b.inside(rack) for b in boxes)
    assert _overlap_free(boxes)
    for i, (x, y) in enumerate(geom.centres):
        assert hand_index_at(geom, x + 3, y - 2) == i


def test_scene_height_follows_the_aspect_ratio_within_limits() -> None:
    assert scene_height(SCENE_WIDTH / 800) == pytest.approx(800)
    assert scene_height(10.0) == MIN_HEIGHT
    assert scene_height(0.0) > 0
