"""Every seat's hand face up, for the replay viewer: a name line and a row of tiles per seat.

Painted, not made of widgets, so a step redraws one widget. The tiles shrink to keep a hand
on one line and wrap only when they would become too small to read; the seat to move is
lit as in the side panel, and a tile the last move drew is ringed.
"""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPen, QPixmap, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from mextrain.engine import Tile
from mextrain.ui import texts
from mextrain.ui.table.tile_paint import tile_pixmap

PAD = 8.0
GAP = 3.0
NAME_GAP = 3.0
SEAT_GAP = 6.0
MIN_LONG = 30.0
NAME_COLUMN = 78.0
BACKGROUND = QColor("#F3EEE3")
TEXT = QColor("#26231E")
MUTED = QColor("#6A6356")
TURN_FILL = QColor("#FFF1C2")
TURN_EDGE = QColor("#E0BD55")
DRAWN_RING = QColor("#2E7A4E")


def max_long(players: int) -> float:
    """Bigger tiles when there are few hands to show."""
    return 46.0 if players <= 4 else 42.0 if players <= 6 else 38.0


class HandsPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayHands")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.hands: tuple[tuple[Tile, ...], ...] = ()
        self.names: tuple[str, ...] = ()
        self.current: int | None = None
        self.drawn: Tile | None = None
        self.numerals = False
        # tile faces, drawn once a size (a step repaints fast)
        self._pixmaps: dict[tuple[Tile, float, bool, float], QPixmap] = {}

    def set_hands(self, hands: Sequence[Sequence[Tile]], names: Sequence[str], current: int | None,
                  drawn: Tile | None = None) -> None:
        """Show `hands` (one per seat, in seat order); `current` is the seat to move."""
        resized = len(hands) != len(self.hands)
        self.hands = tuple(tuple(h) for h in hands)
        self.names = tuple(names)
        self.current = current
        self.drawn = drawn
        height = self._height(self.width())
        if resized or height != self.minimumHeight():
            self.setFixedHeight(height)
        self.update()

    def set_numerals(self, numerals: bool) -> None:
        self.numerals = numerals
        self.update()

    # ------------------------------------------------------------------ geometry
    @property
    def compact(self) -> bool:
        """With five seats or more the name goes left of the tiles, so eight hands fit the window."""
        return len(self.hands) >= 5

    def _name_width(self) -> float:
        return NAME_COLUMN if self.compact else 0.0

    def _name_height(self) -> float:
        return float(QFontMetrics(self._bold()).height())

    def _bold(self) -> QFont:
        font = QFont(self.font())
        font.setBold(True)
        return font

    def _room(self, width: float) -> float:
        return width - 2 * PAD - 2 * GAP - self._name_width()

    def tile_long(self, width: float) -> float:
        """The long side of a tile: as big as fits the longest hand on one line, within bounds."""
        most = max((len(h) for h in self.hands), default=1) or 1
        fit = 2 * (self._room(width) / most - GAP)
        return max(MIN_LONG, min(max_long(len(self.hands)), fit))

    def _per_line(self, width: float, long: float) -> int:
        return max(1, int((self._room(width) + GAP) // (long / 2 + GAP)))

    def _seat_height(self, count: int, width: float, long: float) -> float:
        lines = max(1, -(-count // self._per_line(width, long)))
        tiles = lines * (long + GAP) + 2 * GAP
        if self.compact:
            return max(tiles, 2 * self._name_height() + 2 * GAP)
        return self._name_height() + NAME_GAP + tiles

    def _height(self, width: float) -> int:
        if not self.hands:
            return 0
        long = self.tile_long(width)
        body = sum(self._seat_height(len(h), width, long) for h in self.hands)
        return int(2 * PAD + body + SEAT_GAP * (len(self.hands) - 1)) + 1

    def tile_rects(self) -> list[list[QRectF]]:
        """Where each seat's tiles are drawn (tests and the painter share it)."""
        width = float(self.width())
        long = self.tile_long(width)
        per_line = self._per_line(width, long)
        left = PAD + GAP + self._name_width()
        out: list[list[QRectF]] = []
        y = PAD
        for hand in self.hands:
            top = y + GAP + (0.0 if self.compact else self._name_height() + NAME_GAP)
            rects = []
            for i in range(len(hand)):
                line, col = divmod(i, per_line)
                rects.append(QRectF(left + col * (long / 2 + GAP), top + line * (long + GAP), long / 2, long))
            out.append(rects)
            y += self._seat_height(len(hand), width, long) + SEAT_GAP
        return out

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        height = self._height(self.width())
        if height != self.height():
            self.setFixedHeight(height)

    def sizeHint(self) -> QSize:
        return QSize(320, self._height(320))

    # ------------------------------------------------------------------ painting
    def _pixmap(self, tile: Tile, long: float) -> QPixmap:
        ratio = self.devicePixelRatioF()
        key = (tile, long, self.numerals, ratio)
        pm = self._pixmaps.get(key)
        if pm is None:
            if len(self._pixmaps) > 400:  # sizes change with the window: keep only the current ones
                self._pixmaps.clear()
            pm = self._pixmaps[key] = tile_pixmap(tile[0], tile[1], long, vertical=True,
                                                  numerals=self.numerals, device_pixel_ratio=ratio)
        return pm

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), BACKGROUND)
        width = float(self.width())
        long = self.tile_long(width)
        name_h = self._name_height()
        bold = self._bold()
        y = PAD
        for seat, (hand, rects) in enumerate(zip(self.hands, self.tile_rects())):
            h = self._seat_height(len(hand), width, long)
            box = QRectF(PAD - 3, y - 2, width - 2 * PAD + 6, h + 2)
            if seat == self.current:
                p.setPen(QPen(TURN_EDGE, 1))
                p.setBrush(TURN_FILL)
                p.drawRoundedRect(box, 6, 6)
            name = self.names[seat] if seat < len(self.names) else str(seat + 1)
            count = texts.tiles_left(len(hand))
            marker = "▶ " if seat == self.current else ""
            metrics = QFontMetrics(bold)
            if self.compact:
                name_rect = QRectF(PAD + GAP, y + GAP, NAME_COLUMN - GAP, name_h)
                count_rect = name_rect.translated(0, name_h)
                shown = metrics.elidedText(marker + name, Qt.TextElideMode.ElideRight, int(name_rect.width()))
            else:
                name_rect = QRectF(PAD + GAP, y, width - 2 * PAD - 2 * GAP, name_h)
                count_rect = name_rect
                shown = metrics.elidedText(marker + name, Qt.TextElideMode.ElideRight, int(name_rect.width() * 0.7))
            p.setFont(bold)
            p.setPen(TEXT)
            p.drawText(name_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, shown)
            p.setFont(self.font())
            p.setPen(MUTED)
            side = Qt.AlignmentFlag.AlignLeft if self.compact else Qt.AlignmentFlag.AlignRight
            p.drawText(count_rect, side | Qt.AlignmentFlag.AlignVCenter, count)
            for tile, rect in zip(hand, rects):
                p.drawPixmap(rect.topLeft(), self._pixmap(tile, long))
                if tile == self.drawn:
                    p.setPen(QPen(DRAWN_RING, 2))
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    p.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), 4, 4)
            y += h + SEAT_GAP
        p.end()
