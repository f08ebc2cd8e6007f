"""A train's row on the table: its track, label (with the marker's locomotive), "+k" chip and open end.

The row is split into small cached items so that a move repaints only what changed: the
label of the seat whose turn ends and begins, the open end that moved, the chip whose
count grew. The track is painted again only when a drag starts or ends or the train turns
onto a new line. Items mirror the `RowLook` the scene gives them and hold no rules.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from mextrain.ui.table.items import (
    CREAM,
    INK,
    LOCO_BOX,
    MEXICAN_PILL,
    MEXICAN_TIES,
    OWN_PILL,
    PLAIN_PILL,
    RAIL,
    TIE,
    WARN,
    font_px,
    paint_locomotive,
    qrect,
)
from mextrain.ui.table.layout import HUB_GAP, TURN_ROOM, Box, Row
from mextrain.ui.table.tile_paint import GOLD_COLOUR, HIGHLIGHT_COLOUR

REFUSE = QColor(235, 87, 87, 220)
SLOT_FACE = QColor("#FFFBEF")  # the open end's ghost tile: opaque, so its number reads 14:1 (WCAG AA asks 4.5)
SLOT_INK = INK
CHIP_FILL = QColor(0, 0, 0, 150)  # behind the "+k" chip's cream text
FITS_TICK = QColor("#1B5E20")  # the check mark on an open end the chosen tile may go on
REFUSE_CROSS = QColor("#9A1B1B")  # the cross on an open end the dragged tile may not go on
PILL_GROWS_AFTER = 1.3  # text scales above this (a large system font) make the label's pill taller too


def label_text_px(label_height: float, text_scale: float) -> float:
    """The pixel size of a label's text in scene units, and with it how tall its pill is."""
    h = (label_height - 2) * max(1.0, text_scale / PILL_GROWS_AFTER)
    return h * min(0.8, 0.62 * text_scale)


@dataclass(frozen=True)
class RowLook:
    """Everything a row shows apart from the tiles; the scene builds it from the state."""

    label: str = ""
    own: bool = False
    mexican: bool = False
    current: bool = False
    thinking: bool = False
    marker: bool = False
    warn: bool = False            # one tile left (R16)
    hidden: int = 0
    more: Box | None = None
    slot: Box | None = None
    slot_direction: int = 1       # the way the line with the open end runs
    lines_used: int = 1
    open_end: int = 0
    numerals: bool = False
    target: bool = False          # the dragged or selected tile may go here
    hover: bool = False           # the drag is over this row, or the keyboard chose it
    refuse: bool = False          # the drag is over this row but the tile may not go here
    chosen: bool = False          # Tab chose this row: Enter lays the selected tile here
    text_scale: float = 1.0       # larger label text when the table is drawn small (TableView)


class _Part(QGraphicsItem):
    """A cached piece of a row that repaints only when its own key changes."""

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.key: tuple[Any, ...] = ()  # each part unpacks its own
        self.rect = QRectF()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # clicks go to the row

    def set_key(self, key: tuple[Any, ...], rect: QRectF) -> None:
        if key != self.key or rect != self.rect:
            if rect != self.rect:
                self.prepareGeometryChange()
                self.rect = rect
            self.key = key
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect


class LabelPart(_Part):
    """Marker, name and tile count, starting next to the hub; gold for the seat to move."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        row, look = self.key
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        d = row.direction
        box = qrect(row.label)
        h = (box.height() - 2) * max(1.0, look.text_scale / PILL_GROWS_AFTER)
        x = row.start_x
        if look.marker:
            w, lh = LOCO_BOX
            paint_locomotive(painter, QRectF(x - w if d < 0 else x, box.center().y() - lh / 2, w, lh), d)
            x += d * (w + 6)
        text = look.label
        font = font_px(label_text_px(box.height(), look.text_scale), look.current or look.own)
        metrics = QFontMetricsF(font)
        max_w = abs((row.label.x if d < 0 else row.label.right) - x) - 4 - (h * 1.6 if look.thinking else 0)
        text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, max(10.0, max_w - 20))
        w = metrics.horizontalAdvance(text) + 20
        pill = QRectF(x - w if d < 0 else x, box.center().y() - h / 2, w, h)
        if look.current:
            fill, pen, ink = GOLD_COLOUR, QPen(QColor("#FFF3C4"), 1.5), INK
            glow = QColor(GOLD_COLOUR)
            glow.setAlpha(60)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(glow)
            painter.drawRoundedRect(pill.adjusted(-4, -3, 4, 3), h / 2 + 3, h / 2 + 3)
        elif look.mexican:
            fill, pen, ink = MEXICAN_PILL, QPen(QColor(255, 255, 255, 120), 1.0), CREAM
        elif look.own:
            fill, pen, ink = OWN_PILL, QPen(QColor(255, 255, 255, 150), 1.0), QColor("white")
        else:
            fill, pen, ink = PLAIN_PILL, QPen(QColor(255, 255, 255, 50), 1.0), CREAM
        painter.setPen(pen)
        painter.setBrush(fill)
        painter.drawRoundedRect(pill, h / 2, h / 2)
        painter.setFont(font)
        painter.setPen(WARN if look.warn and not look.current else ink)
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)
        if look.chosen:
            painter.setPen(QPen(QColor("white"), 3.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(pill.adjusted(-3, -3, 3, 3), h / 2 + 3, h / 2 + 3)
        if look.thinking:
            paint_thinking(painter, pill, d, h)


def paint_thinking(painter: QPainter, pill: QRectF, direction: int, h: float) -> None:
    """A small speech bubble with three dots beside the label: this seat is thinking."""
    w = h * 1.35
    x = pill.right() + 5 if direction > 0 else pill.left() - 5 - w
    bubble = QRectF(x, pill.top() + 1, w, h - 2)
    painter.setPen(QPen(QColor(255, 255, 255, 160), 1.0))
    painter.setBrush(QColor("#FFF6DC"))
    painter.drawRoundedRect(bubble, bubble.height() / 2, bubble.height() / 2)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(INK)
    r = h * 0.08
    for i in (-1, 0, 1):
        painter.drawEllipse(QPointF(bubble.center().x() + i * r * 3.2, bubble.center().y()), r, r)


class SlotPart(_Part):
    """The open end: a ghost tile with the number the next tile must carry, glowing when it may."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        open_end, d, target, hover, refuse, chosen = self.key
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        slot = self.rect.adjusted(12, 12, -12, -12)
        radius = slot.height() * 0.14
        if chosen:  # unmistakable: a thick white ring with a dark rim, unlike any other lit train
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(20, 30, 25, 200), 7.0))
            painter.drawRoundedRect(slot.adjusted(-7, -7, 7, 7), radius + 7, radius + 7)
            painter.setPen(QPen(QColor("white"), 4.0))
            painter.drawRoundedRect(slot.adjusted(-7, -7, 7, 7), radius + 7, radius + 7)
        if target:
            glow = QColor(HIGHLIGHT_COLOUR)
            painter.setPen(Qt.PenStyle.NoPen)
            for grow, alpha in ((10, 30), (6, 55), (3, 85)):
                glow.setAlpha(alpha + (45 if hover else 0))
                painter.setBrush(glow)
                painter.drawRoundedRect(slot.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow)
        edge = HIGHLIGHT_COLOUR if target else REFUSE if refuse else QColor(243, 235, 211, 190)
        # the second cue beside the glow's colour: a train the tile may go on has a solid, thick
        # edge; any other open end a thin dashed one
        pen = QPen(edge, 3.2 if target else 2.4 if refuse else 1.5)
        if not (target or refuse):
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(SLOT_FACE)
        painter.drawRoundedRect(slot.adjusted(1, 1, -1, -1), radius, radius)
        half_w = slot.width() / 2
        half = QRectF(slot.right() - half_w if d < 0 else slot.left(), slot.top(), half_w, slot.height())
        # the number in dark ink on the opaque face (a grey "12" on grey fell below WCAG AA)
        font = font_px(slot.height() * 0.66, True)
        text = str(open_end)
        metrics = QFontMetricsF(font)
        number = QPainterPath()
        number.addText(half.center().x() - metrics.horizontalAdvance(text) / 2,
                       half.center().y() + (metrics.ascent() - metrics.descent()) / 2, font, text)
        painter.fillPath(number, SLOT_INK)
        if target:  # and a check mark where the arrow would be: "it fits here"
            tick = QPainterPath()
            cx, cy, s = slot.left() + slot.width() * (0.25 if d < 0 else 0.75), slot.center().y(), slot.height() * 0.2
            tick.moveTo(cx - s, cy)
            tick.lineTo(cx - s * 0.3, cy + s * 0.8)
            tick.lineTo(cx + s, cy - s * 0.8)
            painter.setPen(QPen(FITS_TICK, max(2.0, slot.height() * 0.09), Qt.PenStyle.SolidLine,
                                Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(tick)
            return
        if refuse:  # the dragged tile may not go here: a cross where the arrow would be, not only red
            cx, cy, s = slot.left() + slot.width() * (0.25 if d < 0 else 0.75), slot.center().y(), slot.height() * 0.2
            cross = QPainterPath()
            cross.moveTo(cx - s, cy - s)
            cross.lineTo(cx + s, cy + s)
            cross.moveTo(cx - s, cy + s)
            cross.lineTo(cx + s, cy - s)
            painter.setPen(QPen(REFUSE_CROSS, max(2.0, slot.height() * 0.09), Qt.PenStyle.SolidLine,
                                Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(cross)
            return
        arrow = QPainterPath()  # points the way the train grows
        ax = slot.left() + slot.width() * (0.25 if d < 0 else 0.75)
        ay, s = slot.center().y(), slot.height() * 0.18
        arrow.moveTo(ax - d * s * 0.6, ay - s)
        arrow.lineTo(ax + d * s * 0.6, ay)
        arrow.lineTo(ax - d * s * 0.6, ay + s)
        painter.setPen(QPen(QColor(60, 45, 20, 120), 2.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(arrow)


class ChipPart(_Part):
    """"+k": how many older tiles of the train are not shown."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        hidden, short = self.key
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        chip = self.rect.adjusted(2, 2, -2, -2)
        painter.setPen(QPen(QColor(255, 255, 255, 90), 1.2))
        painter.setBrush(CHIP_FILL)
        painter.drawRoundedRect(chip, chip.height() / 2, chip.height() / 2)
        painter.setPen(CREAM)
        painter.setFont(font_px(short * 0.48, True))
        painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, f"+{hidden}")


class TrainRowItem(QGraphicsObject):
    """A train's strip: the track (and the drop highlight) itself, the other parts as children."""

    clicked = Signal(object)

    def __init__(self, row: Row) -> None:
        super().__init__()
        self.row = row
        self.look = RowLook()
        self._track_key: tuple[object, ...] = ()
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._press: QPointF | None = None
        self.label_part = LabelPart(self)
        self.slot_part = SlotPart(self)
        self.chip_part = ChipPart(self)
        self._sync_parts()

    @property
    def train(self) -> object:
        return self.row.train

    def set_row(self, row: Row) -> None:
        if row != self.row:
            self.prepareGeometryChange()
            self.row = row
            self._sync_parts()

    def set_look(self, look: RowLook) -> None:
        if look != self.look:
            self.look = look
            self._sync_parts()

    def update_look(self, **changes: Any) -> None:
        self.set_look(replace(self.look, **changes))

    def _sync_parts(self) -> None:
        r, look = self.row, self.look
        track_key = (r, look.lines_used, look.mexican, look.target, look.hover, look.chosen)
        if track_key != self._track_key:
            self._track_key = track_key
            self.update()
        label_look = replace(look, hidden=0, more=None, slot=None, slot_direction=1, lines_used=1,
                             open_end=0, numerals=False, target=False, hover=False, refuse=False)
        grow = (r.label.h - 2) * max(0.0, look.text_scale / PILL_GROWS_AFTER - 1.0) / 2
        self.label_part.set_key((r, label_look), qrect(r.label).adjusted(-6, -4 - grow, 6, 4 + grow))
        self.label_part.setZValue(1)
        if look.slot is not None:
            self.slot_part.set_key((look.open_end, look.slot_direction, look.target, look.hover, look.refuse,
                                    look.chosen),
                                   qrect(look.slot).adjusted(-12, -12, 12, 12))
        self.slot_part.setVisible(look.slot is not None)
        if look.more is not None and look.hidden:
            self.chip_part.set_key((look.hidden, r.short), qrect(look.more).adjusted(-2, -2, 2, 2))
        self.chip_part.setVisible(look.more is not None and look.hidden > 0)

    def boundingRect(self) -> QRectF:
        return qrect(self.row.hit).adjusted(-6, -6, 6, 6)

    def label_anchor(self) -> QPointF:
        """Where a tile laid by this row's seat starts its flight: the start of the label."""
        r = self.row
        return QPointF(r.start_x + r.direction * 40, r.label.cy)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r, look = self.row, self.look
        if look.target:
            wash = QColor(HIGHLIGHT_COLOUR)
            wash.setAlpha(70 if look.hover else 30)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(wash)
            for band in r.bands[:max(1, look.lines_used)]:
                painter.drawRoundedRect(qrect(band).adjusted(2, 2, -2, -2), 10, 10)
        if look.chosen:
            painter.setPen(QPen(QColor("white"), 3.0, Qt.PenStyle.SolidLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for band in r.bands[:max(1, look.lines_used)]:
                painter.drawRoundedRect(qrect(band).adjusted(1, 1, -1, -1), 10, 10)
        self._paint_track(painter)

    def _paint_track(self, painter: QPainter) -> None:
        r = self.row
        gauge = r.short * 0.34
        step = r.short * 0.42
        tie_w, tie_h = r.short * 0.16, r.short * 1.05
        used = max(1, min(self.look.lines_used, r.lines))
        rail_pen = QPen(RAIL, max(1.0, r.short * 0.07))
        for line in range(used):
            d = r.line_direction(line)
            cy = r.bands[line].cy
            x0 = r.line_start(line)
            if line % 2:
                x1 = r.start_x
            elif line == used - 1:
                x1 = r.band.x + 4 if d < 0 else r.band.right - 4
            else:
                x1 = r.far_x
            painter.setPen(Qt.PenStyle.NoPen)
            n = int(abs(x1 - x0) // step)
            for i in range(n + 1):
                x = x0 + d * i * step
                painter.setBrush(MEXICAN_TIES[i % 3] if self.look.mexican else TIE)
                painter.drawRect(QRectF(x - tie_w / 2, cy - tie_h / 2, tie_w, tie_h))
            painter.setPen(rail_pen)
            for dy in (-gauge, gauge):
                painter.drawLine(QPointF(x0, cy + dy), QPointF(x1, cy + dy))
            if line + 1 < used:  # the rails turn round to the next line
                turn_x = r.far_x if line % 2 == 0 else r.start_x
                room = TURN_ROOM - 2 if line % 2 == 0 else HUB_GAP - 2
                mid = (cy + r.bands[line + 1].cy) / 2
                half = (r.bands[line + 1].cy - cy) / 2
                painter.setBrush(Qt.BrushStyle.NoBrush)
                for ry, rx in ((half + gauge, room), (half - gauge, room * 0.45)):
                    arc = QPainterPath()
                    rect = QRectF(turn_x - rx, mid - ry, 2 * rx, 2 * ry)
                    arc.arcMoveTo(rect, 90)
                    arc.arcTo(rect, 90, 180 if d < 0 else -180)
                    painter.drawPath(arc)

    # ------------------------------------------------------------------ clicks
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.scenePos()
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        press, self._press = self._press, None
        if press is not None and (event.scenePos() - press).manhattanLength() < 12:
            self.clicked.emit(self.row.train)
