"""Vector art for domino tiles up to double-15: pip colours, pip layouts and painting.

Everything is drawn with QPainter paths so tiles stay crisp at any zoom and on high-DPI
screens. Nothing here knows the rules of the game; callers decide which look a tile has.
The scene item that shows a tile on the table is in tile_item.py.
"""
from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)

from mextrain.engine.tiles import MAX_PIPS  # 15: the largest set a game is played with (R19)

# One colour per number, after the colour-dot double-12 and double-15 sets; tuned so that every
# two hues stay apart (minimum RGB distance about 70) and each reads on the ivory face.
PIP_COLOURS: tuple[QColor, ...] = tuple(
    QColor(code)
    for code in (
        "#0E8C8C",  # 0  teal (only seen as a numeral)
        "#2E9BE0",  # 1  light blue
        "#45A33A",  # 2  green
        "#D3262B",  # 3  red
        "#7A4A22",  # 4  brown
        "#2340B8",  # 5  dark blue
        "#C9A200",  # 6  ochre yellow
        "#8A3FB5",  # 7  purple
        "#146B4A",  # 8  dark green
        "#D1338F",  # 9  magenta
        "#F26A0F",  # 10 orange
        "#1E1E1E",  # 11 black
        "#7B8189",  # 12 grey
        "#B026FF",  # 13 violet
        "#3D1A6E",  # 14 dark indigo
        "#A0185A",  # 15 crimson
    )
)

# For colour-blind players (Preferences): Okabe and Ito's and Paul Tol's safe hues, picked so
# that every two numbers stay apart also as a deuteranope or a protanope sees them
# (tests/ui/table/test_palette.py simulates both). The pips' count is still the first cue.
COLOUR_BLIND_COLOURS: tuple[QColor, ...] = tuple(
    QColor(code)
    for code in (
        "#117733",  # 0  green (only seen as a numeral)
        "#56B4E9",  # 1  sky blue
        "#009E73",  # 2  bluish green
        "#E69F00",  # 3  orange
        "#7A4A22",  # 4  brown
        "#0072B2",  # 5  blue
        "#D55E00",  # 6  vermilion
        "#CC79A7",  # 7  pink
        "#000000",  # 8  black
        "#332288",  # 9  indigo
        "#AA4499",  # 10 purple
        "#DDCC00",  # 11 yellow
        "#A8A8A8",  # 12 grey
        "#3344FF",  # 13 bright blue
        "#882255",  # 14 wine
        "#000066",  # 15 navy
    )
)
PALETTES: dict[str, tuple[QColor, ...]] = {"classic": PIP_COLOURS, "colour-blind": COLOUR_BLIND_COLOURS}
_palette: list[tuple[QColor, ...]] = [PIP_COLOURS]  # the one in use (set_palette)


def set_palette(name: str) -> None:
    """Paint pips and numerals in the named palette from now on ("classic" if unknown)."""
    _palette[0] = PALETTES.get(name, PIP_COLOURS)


def pip_colour(n: int) -> QColor:
    """The colour of the number `n` in the palette in use."""
    return _palette[0][n]


FACE_LIGHT = QColor("#FFFBEF")
FACE_DARK = QColor("#EEE4CC")
FACE_EDGE = QColor("#9A8A68")
DIVIDER = QColor("#A79877")
BACK_LIGHT = QColor("#2C4A63")
BACK_DARK = QColor("#16263A")
BACK_LINE = QColor("#C9A55A")
SELECT_COLOUR = QColor("#2F80ED")
HIGHLIGHT_COLOUR = QColor("#7FE9FF")
GOLD_COLOUR = QColor("#FFC52E")
GOLD_EDGE = QColor("#D99A00")

# Grid lines used by the layouts, in the unit square of one half of an upright tile.
_DICE = (0.25, 0.5, 0.75)
_GRID3 = (0.22, 0.5, 0.78)
_COLS4 = (0.23, 0.5, 0.77)
_ROWS4 = (0.16, 0.39, 0.61, 0.84)
_ROWS5 = (0.09, 0.295, 0.5, 0.705, 0.91)
_BETWEEN5 = tuple((a + b) / 2 for a, b in zip(_ROWS5, _ROWS5[1:]))  # four rows between the five


def check_pips(*values: int) -> None:
    """Refuse numbers outside the double-15 set before anything is drawn with them."""
    for value in values:
        if not 0 <= value <= MAX_PIPS:
            raise ValueError(f"pip count must be 0..{MAX_PIPS}, got {value!r}")


@cache
def pip_layout(n: int) -> tuple[tuple[float, float], ...]:
    """Pip centres of number n in one half of an upright tile, as (x, y) in 0..1.

    1-6 follow dice, 7-9 a 3x3 grid and 10-15 three columns, as on real double-12 and
    double-15 sets: four pips in each outer column with 2, 3 and 4 between them (10-12), then
    columns of 4-5-4, 5-4-5 and 5-5-5 (13-15), so players recognise numbers by shape as well
    as colour.
    """
    check_pips(n)
    lo, mid, hi = _DICE
    g0, g1, g2 = _GRID3
    c0, c1, c2 = _COLS4
    r0, r1, r2, r3 = _ROWS4
    outer4 = tuple((x, y) for x in (c0, c2) for y in _ROWS4)
    layouts: dict[int, tuple[tuple[float, float], ...]] = {
        0: (),
        1: ((mid, mid),),
        2: ((hi, lo), (lo, hi)),
        3: ((hi, lo), (mid, mid), (lo, hi)),
        4: ((lo, lo), (hi, lo), (lo, hi), (hi, hi)),
        5: ((lo, lo), (hi, lo), (mid, mid), (lo, hi), (hi, hi)),
        6: tuple((x, y) for x in (lo + 0.03, hi - 0.03) for y in _DICE),
        7: tuple((x, y) for x in (g0, g2) for y in _GRID3) + ((g1, g1),),
        8: tuple((x, y) for x in _GRID3 for y in _GRID3 if (x, y) != (g1, g1)),
        9: tuple((x, y) for x in _GRID3 for y in _GRID3),
        10: outer4 + ((c1, (r0 + r1) / 2), (c1, (r2 + r3) / 2)),
        11: outer4 + ((c1, (r0 + r1) / 2), (c1, 0.5), (c1, (r2 + r3) / 2)),
        12: tuple((x, y) for x in _COLS4 for y in _ROWS4),
        13: outer4 + tuple((c1, y) for y in _ROWS5),
        14: tuple((x, y) for x in (c0, c2) for y in _ROWS5) + tuple((c1, y) for y in _BETWEEN5),
        15: tuple((x, y) for x in _COLS4 for y in _ROWS5),
    }
    return layouts[n]


@cache
def pip_radius(n: int) -> float:
    """Pip radius for number n, in units of the half's side: big pips unless they would crowd."""
    points = pip_layout(n)
    spacing = min(
        (math.dist(a, b) for i, a in enumerate(points) for b in points[i + 1:]), default=1.0
    )
    return min(0.11, 0.36 * spacing)


def rounded_path(rect: QRectF, radius: float) -> QPainterPath:
    """The outline of a tile (or its glow, ring or shadow) as one path."""
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def corner_radius(rect: QRectF) -> float:
    """Corner radius in proportion to the tile, so every size looks the same."""
    return 0.12 * min(rect.width(), rect.height())


def _halves(rect: QRectF) -> tuple[QRectF, QRectF, bool]:
    """Split rect into the first and second half; vertical tiles put the first on top."""
    vertical = rect.height() > rect.width()
    if vertical:
        h = rect.height() / 2
        return QRectF(rect.left(), rect.top(), rect.width(), h), QRectF(
            rect.left(), rect.top() + h, rect.width(), h
        ), True
    w = rect.width() / 2
    return QRectF(rect.left(), rect.top(), w, rect.height()), QRectF(
        rect.left() + w, rect.top(), w, rect.height()
    ), False


def _square_in(rect: QRectF) -> QRectF:
    side = min(rect.width(), rect.height())
    return QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)


def pip_centres(rect: QRectF, n: int, vertical: bool) -> list[QPointF]:
    """Pip centres of n drawn in the half rect; on a horizontal tile the upright layout turns a quarter."""
    square = _square_in(rect)
    points = []
    for x, y in pip_layout(n):
        u, v = (x, y) if vertical else (y, 1.0 - x)
        points.append(QPointF(square.left() + u * square.width(), square.top() + v * square.height()))
    return points


def _paint_pips(painter: QPainter, rect: QRectF, n: int, vertical: bool) -> None:
    side = min(rect.width(), rect.height())
    radius = pip_radius(n) * side if n else 0.0
    colour = pip_colour(n)
    rim = QPen(colour.darker(135), max(0.5, radius * 0.14))
    for centre in pip_centres(rect, n, vertical):
        # A light spot up-left and a darker rim make the pip look drilled and painted.
        shade = QRadialGradient(centre, radius, centre - QPointF(radius * 0.35, radius * 0.35))
        shade.setColorAt(0.0, colour.lighter(118))
        shade.setColorAt(0.55, colour)
        shade.setColorAt(1.0, colour.darker(118))
        painter.setPen(rim)
        painter.setBrush(QBrush(shade))
        painter.drawEllipse(centre, radius, radius)


def _paint_numeral(painter: QPainter, rect: QRectF, n: int) -> None:
    side = min(rect.width(), rect.height())
    text = str(n)
    font = QFont()
    font.setBold(True)
    size = side * 0.64
    font.setPixelSize(max(1, round(size)))
    # Two digits keep the height of one and are narrowed instead, so 10-12 read as easily as 1-9.
    squeeze = min(1.0, side * 0.8 / QFontMetricsF(font).horizontalAdvance(text))
    if squeeze < 0.78:
        font.setPixelSize(max(1, round(size * squeeze / 0.78)))
        squeeze = 0.78
    painter.save()
    painter.setFont(font)
    painter.translate(rect.center())
    painter.scale(squeeze, 1.0)
    box = QRectF(-rect.width() / (2 * squeeze), -rect.height() / 2, rect.width() / squeeze, rect.height())
    # A pale copy a touch lower makes the number look engraved in the ivory.
    offset = max(0.5, side * 0.015)
    painter.setPen(QColor(255, 255, 255, 170))
    painter.drawText(box.translated(offset, offset), Qt.AlignmentFlag.AlignCenter, text)
    painter.setPen(pip_colour(n))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


def paint_tile(
    painter: QPainter, rect: QRectF, first: int, second: int, *, numerals: bool = False
) -> None:
    """Paint the face of tile first|second filling rect; first goes left, or on top if rect is tall."""
    check_pips(first, second)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    short = min(rect.width(), rect.height())
    edge_width = max(0.75, short * 0.025)
    face_rect = rect.adjusted(edge_width / 2, edge_width / 2, -edge_width / 2, -edge_width / 2)
    radius = corner_radius(rect)

    face = QLinearGradient(rect.topLeft(), rect.bottomRight())
    face.setColorAt(0.0, FACE_LIGHT)
    face.setColorAt(1.0, FACE_DARK)
    painter.setPen(QPen(FACE_EDGE, edge_width))
    painter.setBrush(QBrush(face))
    painter.drawPath(rounded_path(face_rect, radius))

    # A faint inner bevel catches the light along the top and left edges.
    bevel = face_rect.adjusted(edge_width, edge_width, -edge_width, -edge_width)
    painter.setPen(QPen(QColor(255, 255, 255, 150), max(0.5, short * 0.02)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(rounded_path(bevel, max(0.0, radius - edge_width)))

    half_a, half_b, vertical = _halves(rect)
    inset = short * 0.12
    line_width = max(0.75, short * 0.03)
    if vertical:
        y = half_b.top()
        start, end = QPointF(rect.left() + inset, y), QPointF(rect.right() - inset, y)
        glint = QPointF(0, line_width)
    else:
        x = half_b.left()
        start, end = QPointF(x, rect.top() + inset), QPointF(x, rect.bottom() - inset)
        glint = QPointF(line_width, 0)
    cap = Qt.PenCapStyle.RoundCap
    painter.setPen(QPen(QColor(255, 255, 255, 180), line_width, Qt.PenStyle.SolidLine, cap))
    painter.drawLine(start + glint, end + glint)
    painter.setPen(QPen(DIVIDER, line_width, Qt.PenStyle.SolidLine, cap))
    painter.drawLine(start, end)

    for half, value in ((half_a, first), (half_b, second)):
        if numerals:
            _paint_numeral(painter, half, value)
        else:
            _paint_pips(painter, half, value, vertical)
    painter.restore()


def paint_tile_back(painter: QPainter, rect: QRectF) -> None:
    """Paint the back of a tile, for tiles that the player may not see."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    short = min(rect.width(), rect.height())
    edge_width = max(0.75, short * 0.025)
    radius = corner_radius(rect)
    body = rect.adjusted(edge_width / 2, edge_width / 2, -edge_width / 2, -edge_width / 2)
    back = QLinearGradient(rect.topLeft(), rect.bottomRight())
    back.setColorAt(0.0, BACK_LIGHT)
    back.setColorAt(1.0, BACK_DARK)
    painter.setPen(QPen(BACK_DARK.darker(150), edge_width))
    painter.setBrush(QBrush(back))
    painter.drawPath(rounded_path(body, radius))

    inner = rect.adjusted(short * 0.12, short * 0.12, -short * 0.12, -short * 0.12)
    inner_path = rounded_path(inner, radius * 0.5)
    painter.setClipPath(inner_path)
    # A diamond lattice, like the printed backs of card and tile sets.
    line = QColor(BACK_LINE)
    line.setAlpha(90)
    painter.setPen(QPen(line, max(0.5, short * 0.02)))
    step = short * 0.2
    span = inner.width() + inner.height()
    k = -span
    while k <= span:
        painter.drawLine(QPointF(inner.left() + k, inner.top()), QPointF(inner.left() + k + span, inner.top() + span))
        painter.drawLine(QPointF(inner.left() + k, inner.bottom()), QPointF(inner.left() + k + span, inner.bottom() - span))
        k += step
    painter.setClipping(False)
    painter.setPen(QPen(BACK_LINE, max(0.75, short * 0.03)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(inner_path)
    painter.restore()


def paint_glow(painter: QPainter, rect: QRectF, colour: QColor, spread: float, strength: int) -> None:
    """Soft halo around rect, built from stacked translucent rounded rects."""
    steps = 8
    radius = corner_radius(rect)
    painter.setPen(Qt.PenStyle.NoPen)
    for i in range(steps, 0, -1):
        grow = spread * i / steps
        layer = QColor(colour)
        layer.setAlpha(strength)
        painter.setBrush(layer)
        painter.drawPath(rounded_path(rect.adjusted(-grow, -grow, grow, grow), radius + grow))


def tile_pixmap(
    first: int,
    second: int,
    long_side: float,
    vertical: bool = False,
    numerals: bool = False,
    device_pixel_ratio: float = 1.0,
) -> QPixmap:
    """A tile face as a pixmap for widgets and icons, rendered at the screen's pixel ratio."""
    long, short = float(long_side), float(long_side) / 2
    w, h = (short, long) if vertical else (long, short)
    pixmap = QPixmap(math.ceil(w * device_pixel_ratio), math.ceil(h * device_pixel_ratio))
    pixmap.setDevicePixelRatio(device_pixel_ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    try:
        paint_tile(painter, QRectF(0, 0, w, h), first, second, numerals=numerals)
    finally:
        painter.end()
    return pixmap
