"""Tile art: pip layouts, pip colours, what a painted tile really shows, and the scene item's geometry."""
from __future__ import annotations

import itertools
import math

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsScene

from mextrain.ui.table.tile_item import DominoItem
from mextrain.ui.table.tile_paint import (
    FACE_LIGHT,
    MAX_PIPS,
    PIP_COLOURS,
    paint_tile,
    pip_centres,
    pip_layout,
    pip_radius,
    tile_pixmap,
)

LONG = 240  # big enough that each pip covers dozens of pixels
TOLERANCE = 60.0  # RGB distance that still counts as "this pip colour"


def _rgb(colour: QColor) -> tuple[int, int, int]:
    return colour.red(), colour.green(), colour.blue()


class Pixels:
    """Fast read access to a rendered image, as (r, g, b) per pixel."""

    def __init__(self, image: QImage) -> None:
        self.image = image.convertToFormat(QImage.Format.Format_RGB32)
        self.width, self.height = self.image.width(), self.image.height()
        self.stride = self.image.bytesPerLine()
        self.data = bytes(self.image.constBits())

    def rgb(self, x: int, y: int) -> tuple[int, int, int]:
        i = y * self.stride + 4 * x
        b, g, r = self.data[i], self.data[i + 1], self.data[i + 2]
        return r, g, b

    def near(self, x: int, y: int, colour: QColor, tolerance: float = TOLERANCE) -> bool:
        return math.dist(self.rgb(x, y), _rgb(colour)) <= tolerance


def _render(first: int, second: int, vertical: bool, numerals: bool = False) -> tuple[Pixels, QRectF]:
    w, h = (LONG // 2, LONG) if vertical else (LONG, LONG // 2)
    image = QImage(w, h, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    rect = QRectF(0, 0, w, h)
    painter = QPainter(image)
    paint_tile(painter, rect, first, second, numerals=numerals)
    painter.end()
    return Pixels(image), rect


def _halves(rect: QRectF, vertical: bool) -> tuple[QRectF, QRectF]:
    if vertical:
        h = rect.height() / 2
        return QRectF(0, 0, rect.width(), h), QRectF(0, h, rect.width(), h)
    w = rect.width() / 2
    return QRectF(0, 0, w, rect.height()), QRectF(w, 0, w, rect.height())


def _blobs(pixels: Pixels, half: QRectF, colour: QColor) -> list[int]:
    """Sizes of connected regions of the colour inside the half, away from its edges and the divider."""
    inset = half.width() * 0.06
    x0, y0 = int(half.left() + inset), int(half.top() + inset)
    x1, y1 = int(half.right() - inset), int(half.bottom() - inset)
    mask = {(x, y) for y in range(y0, y1) for x in range(x0, x1) if pixels.near(x, y, colour)}
    sizes = []
    while mask:
        stack = [mask.pop()]
        size = 0
        while stack:
            x, y = stack.pop()
            size += 1
            for step in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if step in mask:
                    mask.remove(step)
                    stack.append(step)
        sizes.append(size)
    return [s for s in sizes if s >= 12]  # ignore antialiasing specks


@pytest.mark.parametrize("n", range(MAX_PIPS + 1))
def test_pip_layout_has_n_distinct_spaced_points_inside_the_square(n: int) -> None:
    points = pip_layout(n)
    assert len(points) == n
    assert len(set(points)) == n
    radius = pip_radius(n)
    for x, y in points:
        assert radius <= x <= 1 - radius and radius <= y <= 1 - radius
    for a, b in itertools.combinations(points, 2):
        assert math.dist(a, b) >= 0.2
        assert math.dist(a, b) > 2.4 * radius  # pips never touch


def test_pip_layout_rejects_numbers_outside_the_set() -> None:
    with pytest.raises(ValueError):
        pip_layout(16)
    with pytest.raises(ValueError):
        pip_layout(-1)


def test_the_double_15_numbers_are_three_columns_told_apart_by_their_middle() -> None:
    """13-15 as on a real double-15 set: columns of 4-5-4, 5-4-5 and 5-5-5 (10-12 have 4 outside)."""
    def columns(n: int) -> list[int]:
        xs = sorted({x for x, _ in pip_layout(n)})
        return [sum(1 for x, _ in pip_layout(n) if x == col) for col in xs]
    assert columns(12) == [4, 4, 4]
    assert columns(13) == [4, 5, 4]
    assert columns(14) == [5, 4, 5]
    assert columns(15) == [5, 5, 5]


def test_pip_colours_are_distinct_and_readable_on_ivory() -> None:
    assert len(PIP_COLOURS) == MAX_PIPS + 1
    for a, b in itertools.combinations(range(MAX_PIPS + 1), 2):
        distance = math.dist(_rgb(PIP_COLOURS[a]), _rgb(PIP_COLOURS[b]))
        assert distance >= 65, f"{a} and {b} are too alike ({distance:.0f})"
    for n, colour in enumerate(PIP_COLOURS):
        assert math.dist(_rgb(colour), _rgb(FACE_LIGHT)) >= 150, f"{n} fades into the ivory"


@pytest.mark.parametrize("vertical", [False, True])
@pytest.mark.parametrize("first,second", [(0, 0), (0, 5), (1, 2), (3, 7), (6, 9), (4, 10), (8, 11), (12, 12),
                                          (5, 13), (13, 14), (14, 15), (15, 15)])
def test_painted_tile_shows_n_blobs_of_the_number_colour_in_each_half(
    qapp: QApplication, first: int, second: int, vertical: bool
) -> None:
    pixels, rect = _render(first, second, vertical)
    for half, n in zip(_halves(rect, vertical), (first, second)):
        blobs = _blobs(pixels, half, PIP_COLOURS[n])
        assert len(blobs) == n, f"{first}|{second} vertical={vertical}: {len(blobs)} blobs of {n}"
        for centre in pip_centres(half, n, vertical):
            assert pixels.near(round(centre.x()), round(centre.y()), PIP_COLOURS[n])


def test_first_number_goes_left_or_on_top(qapp: QApplication) -> None:
    for vertical in (False, True):
        pixels, rect = _render(3, 5, vertical)
        top_or_left, other = _halves(rect, vertical)
        assert len(_blobs(pixels, top_or_left, PIP_COLOURS[3])) == 3
        assert len(_blobs(pixels, other, PIP_COLOURS[5])) == 5
        assert not _blobs(pixels, top_or_left, PIP_COLOURS[5])


@pytest.mark.parametrize("first,second", [(4, 8), (8, 12), (0, 10), (13, 15)])
def test_numerals_mode_draws_the_number_not_pips(qapp: QApplication, first: int, second: int) -> None:
    pixels, rect = _render(first, second, vertical=False, numerals=True)
    for half, n in zip(_halves(rect, False), (first, second)):
        colour = PIP_COLOURS[n]
        inked = sum(
            pixels.near(x, y, colour)
            for y in range(int(half.top()), int(half.bottom()))
            for x in range(int(half.left()), int(half.right()))
        )
        assert inked > 100, f"numeral {n} barely drawn ({inked} pixels)"
        # Where the outer pips would be, there is only ivory.
        outer = pip_centres(half, n, False)[:4]
        assert not any(pixels.near(round(c.x()), round(c.y()), colour) for c in outer)


def test_item_bounding_rect_contains_tile_and_grows_with_glows(qapp: QApplication) -> None:
    item = DominoItem(6, 6, long_side=100.0)
    plain = item.boundingRect()
    assert plain.contains(item.tile_rect())
    item.set_gold(True)
    gold = item.boundingRect()
    assert gold.contains(plain) and gold.width() > plain.width() and gold.height() > plain.height()
    item.set_gold(False)
    assert item.boundingRect() == plain
    item.set_highlight(True)
    assert item.boundingRect().width() > plain.width()
    item.set_highlight(False)
    item.set_selected_look(True)
    assert item.boundingRect().contains(item.tile_rect())


def test_vertical_swaps_width_and_height(qapp: QApplication) -> None:
    item = DominoItem(2, 9, long_side=90.0)
    flat = item.tile_rect()
    assert (flat.width(), flat.height()) == (90.0, 45.0)
    item.set_vertical(True)
    upright = item.tile_rect()
    assert (upright.width(), upright.height()) == (45.0, 90.0)
    assert item.boundingRect().width() < item.boundingRect().height()
    item.set_long_side(60.0)
    assert item.tile_rect().height() == 60.0


def test_item_state_setters(qapp: QApplication) -> None:
    item = DominoItem(1, 2)
    assert (item.first, item.second) == (1, 2)
    item.set_faces(15, 0)
    assert (item.first, item.second) == (15, 0)
    with pytest.raises(ValueError):
        item.set_faces(16, 0)
    with pytest.raises(ValueError):
        DominoItem(-1, 3)


def _scene_image(item: DominoItem) -> Pixels:
    scene = QGraphicsScene()
    scene.addItem(item)
    bounds = item.sceneBoundingRect()
    image = QImage(int(bounds.width()), int(bounds.height()), QImage.Format.Format_ARGB32)
    image.fill(QColor("#1F5A3A"))
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), bounds, Qt.AspectRatioMode.IgnoreAspectRatio)
    painter.end()
    scene.removeItem(item)
    return Pixels(image)


def test_gold_glow_is_painted_around_the_tile(qapp: QApplication) -> None:
    item = DominoItem(12, 12, long_side=120.0)
    item.set_gold(True)
    pixels = _scene_image(item)
    margin = item.tile_rect().top() - item.boundingRect().top()
    # A little way above the middle of the top edge, the felt must have turned golden.
    r, g, b = pixels.rgb(pixels.width // 2, round(margin * 0.6))
    assert r > 170 and g > 130 and b < 110, (r, g, b)
    item.set_gold(False)
    item.set_highlight(True)
    r, g, b = _scene_image(item).rgb(pixels.width // 2, round(margin * 0.6))
    assert b > r + 60 and g > r + 60, (r, g, b)  # the "may be laid here" glow is cyan, not gold


def test_face_down_hides_the_pips(qapp: QApplication) -> None:
    item = DominoItem(5, 5, long_side=120.0)
    item.set_face_down(True)
    pixels = _scene_image(item)
    blue = sum(
        pixels.near(x, y, PIP_COLOURS[5], 40)
        for y in range(0, pixels.height, 2)
        for x in range(0, pixels.width, 2)
    )
    assert blue == 0


def test_tile_pixmap_renders_at_device_pixel_ratio(qapp: QApplication) -> None:
    pixmap = tile_pixmap(3, 11, 80.0, vertical=True, device_pixel_ratio=2.0)
    assert (pixmap.width(), pixmap.height()) == (80, 160)
    assert pixmap.devicePixelRatio() == 2.0
    assert pixmap.deviceIndependentSize().width() == 40.0
    pixels = Pixels(pixmap.toImage())
    assert pixels.near(40, 80 - 40, PIP_COLOURS[3]) or len(
        _blobs(pixels, QRectF(0, 0, 80, 80), PIP_COLOURS[3])
    ) == 3
    assert len(_blobs(pixels, QRectF(0, 80, 80, 80), PIP_COLOURS[11])) == 11
