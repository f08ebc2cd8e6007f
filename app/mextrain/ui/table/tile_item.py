"""The scene item of one domino tile: its geometry and looks (selected, glowing, face down).

The painting itself is in tile_paint.py; this item only decides what to paint and where.
"""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from mextrain.ui.table.tile_paint import (
    GOLD_COLOUR,
    GOLD_EDGE,
    HIGHLIGHT_COLOUR,
    SELECT_COLOUR,
    check_pips,
    corner_radius,
    paint_glow,
    paint_tile,
    paint_tile_back,
    rounded_path,
)

OPEN_DOUBLE_DASH = QColor("#3A2A00")


class DominoItem(QGraphicsObject):
    """One tile on the table, centred on its position; it mirrors state and holds no rules."""

    def __init__(
        self,
        first: int,
        second: int,
        long_side: float = 80.0,
        vertical: bool = False,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        check_pips(first, second)
        self._first = first
        self._second = second
        self._long_side = float(long_side)
        self._vertical = vertical
        self._numerals = False
        self._selected_look = False
        self._highlight = False
        self._gold = False
        self._face_down = False
        # Glows take several layers; cache the result at device resolution so it stays crisp.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def first(self) -> int:
        return self._first

    @property
    def second(self) -> int:
        return self._second

    @property
    def vertical(self) -> bool:
        return self._vertical

    @property
    def long_side(self) -> float:
        return self._long_side

    def tile_rect(self) -> QRectF:
        """The tile face in item coordinates, centred on the origin so rotation and snapping are simple."""
        long, short = self._long_side, self._long_side / 2
        w, h = (short, long) if self._vertical else (long, short)
        return QRectF(-w / 2, -h / 2, w, h)

    def _margin(self) -> float:
        short = self._long_side / 2
        if self._gold or self._highlight:
            return short * 0.32
        if self._selected_look:
            return short * 0.14
        return short * 0.1  # room for the drop shadow

    def boundingRect(self) -> QRectF:
        m = self._margin()
        return self.tile_rect().adjusted(-m, -m, m, m)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = self.tile_rect()
        short = self._long_side / 2
        if self._gold:
            paint_glow(painter, rect, GOLD_COLOUR, short * 0.3, 42)
        elif self._highlight:
            paint_glow(painter, rect, HIGHLIGHT_COLOUR, short * 0.28, 30)
        # Drop shadow: the tile sits on the table rather than floating over it.
        shadow = rect.translated(short * 0.03, short * 0.06)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawPath(rounded_path(shadow, corner_radius(rect)))
        if self._face_down:
            paint_tile_back(painter, rect)
        else:
            paint_tile(painter, rect, self._first, self._second, numerals=self._numerals)
        outline = None
        if self._selected_look:
            outline, width = SELECT_COLOUR, short * 0.09
        elif self._gold:
            outline, width = GOLD_EDGE, short * 0.06
        if outline is not None:
            grow = width / 2
            painter.setPen(QPen(outline, width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            ring = rect.adjusted(-grow, -grow, grow, grow)
            painter.drawPath(rounded_path(ring, corner_radius(rect) + grow))
        if self._gold:
            # the open double's second cue besides its gold: a ring of dark dashes (a hazard
            # stripe), which no other tile has
            width = short * 0.07
            grow = short * 0.2
            pen = QPen(OPEN_DOUBLE_DASH, width, Qt.PenStyle.CustomDashLine)
            pen.setDashPattern([1.6, 1.2])
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            ring = rect.adjusted(-grow, -grow, grow, grow)
            painter.drawPath(rounded_path(ring, corner_radius(rect) + grow))

    def set_faces(self, first: int, second: int) -> None:
        check_pips(first, second)
        self._first, self._second = first, second
        self.update()

    def set_vertical(self, vertical: bool) -> None:
        if vertical != self._vertical:
            self.prepareGeometryChange()
            self._vertical = vertical

    def set_long_side(self, long_side: float) -> None:
        if long_side != self._long_side:
            self.prepareGeometryChange()
            self._long_side = float(long_side)

    def _set_look(self, name: str, value: bool) -> None:
        """Change a look flag; the glow and outline flags change the bounding rect too."""
        if getattr(self, name) == value:
            return
        if name in ("_selected_look", "_highlight", "_gold"):
            self.prepareGeometryChange()
        setattr(self, name, value)
        self.update()

    def set_numerals(self, numerals: bool) -> None:
        self._set_look("_numerals", numerals)

    def set_selected_look(self, selected: bool) -> None:
        self._set_look("_selected_look", selected)

    def set_highlight(self, highlight: bool) -> None:
        self._set_look("_highlight", highlight)

    def set_gold(self, gold: bool) -> None:
        self._set_look("_gold", gold)

    def set_face_down(self, face_down: bool) -> None:
        self._set_look("_face_down", face_down)

