"""Render every tile of a set (double-12 unless told), in each look and at two sizes, onto one PNG for review by eye.

Usage: python -m mextrain.devtools.review.tile_sheet OUT.png [--set 6|9|12|15] [--numerals] [--scale 2]
"""
from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QPainter, QRadialGradient
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsSimpleTextItem

from mextrain.engine.options import SETS, STANDARD_SET
from mextrain.ui.table.tile_item import DominoItem

BIG = 96.0
SMALL = 52.0
MARGIN = 40.0
FELT = QColor("#1F5A3A")


def _label(scene: QGraphicsScene, text: str, x: float, y: float) -> float:
    """Add a caption and return the y below it."""
    font = QFont()
    font.setPixelSize(18)
    font.setBold(True)
    item = QGraphicsSimpleTextItem(text)
    item.setFont(font)
    item.setBrush(QColor("#EDE6CF"))
    item.setPos(x, y)
    scene.addItem(item)
    return y + item.boundingRect().height() + 14


def _add(scene: QGraphicsScene, item: DominoItem, left: float, top: float) -> DominoItem:
    """Place an item by the top-left corner of its tile (items are centred on their origin)."""
    rect = item.tile_rect()
    item.setPos(left - rect.left(), top - rect.top())
    scene.addItem(item)
    return item


def _triangle(scene: QGraphicsScene, long_side: float, left: float, top: float, numerals: bool,
              top_number: int = STANDARD_SET) -> float:
    """All tiles of the set, row a holding a|a..a|N, doubles standing crosswise as on the table."""
    gap = long_side * 0.16
    short = long_side / 2
    y = top
    for a in range(top_number + 1):
        x = left
        for b in range(a, top_number + 1):
            vertical = a == b
            item = DominoItem(a, b, long_side, vertical=vertical)
            item.set_numerals(numerals)
            tile_top = y if vertical else y + (long_side - short) / 2
            _add(scene, item, x, tile_top)
            x += (short if vertical else long_side) + gap
        y += long_side + gap
    return y


def _looks(scene: QGraphicsScene, long_side: float, top: float, numerals: bool, top_number: int = STANDARD_SET) -> float:
    """One tile in each look, horizontal and standing, so the looks can be compared side by side."""
    looks: tuple[tuple[str, dict[str, bool]], ...] = (
        ("plain", {}),
        ("selected", {"set_selected_look": True}),
        ("highlight", {"set_highlight": True}),
        ("gold (open double)", {"set_gold": True}),
        ("face down", {"set_face_down": True}),
        ("selected + highlight", {"set_selected_look": True, "set_highlight": True}),
    )
    gap = long_side * 0.7
    x = MARGIN
    caption_font = QFont()
    caption_font.setPixelSize(13)
    for i, (caption, setters) in enumerate(looks):
        faces = (top_number, top_number) if "gold" in caption else ((i + 4) % (top_number + 1), (top_number - 1 - i) % (top_number + 1))
        for vertical in (False, True):
            item = DominoItem(*faces, long_side=long_side, vertical=vertical)
            item.set_numerals(numerals)
            for setter, value in setters.items():
                getattr(item, setter)(value)
            rect = item.tile_rect()
            _add(scene, item, x, top + (long_side - rect.height()) / 2)
            x += rect.width() + long_side * 0.3
        text = QGraphicsSimpleTextItem(caption)
        text.setFont(caption_font)
        text.setBrush(QColor("#EDE6CF"))
        text.setPos(x - long_side * 1.8, top + long_side + 14)
        scene.addItem(text)
        x += gap
    return top + long_side + 50


def build_scene(numerals: bool, top_number: int = STANDARD_SET) -> QGraphicsScene:
    """The whole sheet of a double-N set as a scene, made of the same items the table uses."""
    scene = QGraphicsScene()
    mode = "numerals" if numerals else "pips"
    count = (top_number + 1) * (top_number + 2) // 2
    y = _label(scene, f"All {count} tiles of a double-{top_number} set, {mode}, long side {BIG:g}", MARGIN, MARGIN / 2)
    bottom = _triangle(scene, BIG, MARGIN, y, numerals, top_number)
    # The small set fills the empty corner under the long rows of the big one.
    half = (top_number + 1) // 2
    small_left = MARGIN + BIG * 0.66 + half * BIG * 1.16
    small_top = _label(scene, f"All {count} tiles, long side {SMALL:g}", small_left, y + (half + 0.6) * BIG * 1.16)
    y = max(bottom, _triangle(scene, SMALL, small_left, small_top, numerals, top_number)) + 10
    y = _label(scene, f"Looks, long side {BIG:g}", MARGIN, y)
    y = _looks(scene, BIG, y, numerals, top_number) + 10
    y = _label(scene, f"Looks, long side {SMALL:g}", MARGIN, y)
    _looks(scene, SMALL, y, numerals, top_number)
    return scene


def render_sheet(path: str, numerals: bool = False, scale: float = 1.0, top_number: int = STANDARD_SET) -> QImage:
    """Render the sheet of a double-N set on table felt and save it as a PNG."""
    scene = build_scene(numerals, top_number)
    source = scene.itemsBoundingRect().adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
    image = QImage(
        round(source.width() * scale), round(source.height() * scale), QImage.Format.Format_ARGB32_Premultiplied
    )
    painter = QPainter(image)
    target = QRectF(0, 0, image.width(), image.height())
    felt = QRadialGradient(target.center(), max(target.width(), target.height()) * 0.75)
    felt.setColorAt(0.0, FELT.lighter(115))
    felt.setColorAt(1.0, FELT.darker(130))
    painter.fillRect(target, QBrush(felt))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    scene.render(painter, target, source, Qt.AspectRatioMode.KeepAspectRatio)
    painter.end()
    if not image.save(path):
        raise OSError(f"could not write {path}")
    return image


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", help="PNG file to write")
    parser.add_argument("--set", type=int, choices=SETS, default=STANDARD_SET, dest="top",
                        help="the set: double-6, -9, -12 (the default) or -15")
    parser.add_argument("--numerals", action="store_true", help="draw numbers instead of pips")
    parser.add_argument("--scale", type=float, default=1.0, help="pixels per scene unit, e.g. 2 for high-DPI")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    image = render_sheet(args.out, numerals=args.numerals, scale=args.scale, top_number=args.top)
    print(f"wrote {args.out} ({image.width()}x{image.height()})")
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
