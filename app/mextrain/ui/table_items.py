"""Scene items of the table other than the tiles: a train's row, the engine's hub, the rack, notices.

They mirror state given to them by the scene and hold no rules: a row is told whether it
is a drop target, whose it is, whether it carries a marker, how many tiles are hidden.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from mextrain.ui.layout import HUB_GAP, TURN_ROOM, Box, Row
from mextrain.ui.tile_art import GOLD_COLOUR, HIGHLIGHT_COLOUR, PIP_COLOURS, SELECT_COLOUR

CREAM = QColor("#F3EBD3")
INK = QColor("#2B2100")
RAIL = QColor(205, 210, 214, 120)
TIE = QColor(74, 50, 30, 150)
MEXICAN_TIES = (QColor(0, 122, 72, 150), QColor(235, 235, 235, 120), QColor(200, 16, 46, 150))
MEXICAN_PILL = QColor(176, 30, 48, 200)
OWN_PILL = QColor(SELECT_COLOUR.red(), SELECT_COLOUR.green(), SELECT_COLOUR.blue(), 190)
PLAIN_PILL = QColor(0, 0, 0, 85)
WARN = QColor("#FF8A65")
LOCO_BOX = (38.0, 24.0)


def qrect(box: Box) -> QRectF:
    return QRectF(box.x, box.y, box.w, box.h)


def _font(pixels: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    return font


def paint_locomotive(painter: QPainter, rect: QRectF, facing: int = 1) -> None:
    """A small steam locomotive, side on, filling rect and heading left (-1) or right (+1)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.translate(rect.center())
    painter.scale(facing * rect.width() / 38.0, rect.height() / 24.0)
    # drawn heading right in a 38 x 24 box centred on the origin
    body = QColor("#C62828")
    dark = QColor("#26221F")
    brass = QColor("#E0B341")
    painter.setPen(QPen(dark, 1.0))
    painter.setBrush(body)
    painter.drawRoundedRect(QRectF(-18, -11, 11, 15), 1.5, 1.5)          # cab
    painter.setBrush(dark)
    painter.drawRect(QRectF(-19.5, -12.5, 14, 2.5))                       # cab roof
    painter.setBrush(QColor("#FFE9A8"))
    painter.drawRect(QRectF(-15.5, -8, 6, 5))                              # window
    painter.setBrush(body)
    painter.drawRoundedRect(QRectF(-7, -5, 21, 9), 4, 4)                   # boiler
    painter.setBrush(brass)
    painter.drawRect(QRectF(-1, -4.8, 2, 8.6))                             # band
    painter.setBrush(dark)
    chimney = QPainterPath()
    chimney.moveTo(7, -5)
    chimney.lineTo(6, -11)
    chimney.lineTo(11, -11)
    chimney.lineTo(10, -5)
    chimney.closeSubpath()
    painter.drawPath(chimney)
    painter.setBrush(brass)
    painter.drawEllipse(QPointF(1, -6.5), 2.2, 1.8)                       # dome
    catcher = QPainterPath()
    catcher.moveTo(14, 0)
    catcher.lineTo(19, 8)
    catcher.lineTo(13, 8)
    catcher.closeSubpath()
    painter.setBrush(dark)
    painter.drawPath(catcher)
    painter.drawRect(QRectF(-18, 4, 32, 2))                                # frame
    painter.setBrush(QColor("#3A3A3A"))
    painter.setPen(QPen(brass, 1.0))
    for x, r in ((-12.5, 5.0), (-1.5, 4.0), (8.0, 4.0)):
        painter.drawEllipse(QPointF(x, 12 - r), r, r)
    painter.setPen(QPen(QColor(230, 230, 230, 160), 0.8))
    painter.setBrush(QColor(230, 230, 230, 110))
    painter.drawEllipse(QPointF(11, -14), 3.2, 2.4)                        # a puff of steam
    painter.drawEllipse(QPointF(15.5, -16.5), 2.4, 1.8)
    painter.restore()


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


class TrainRowItem(QGraphicsObject):
    """A train's strip: the track, the label with marker, the "+k" chip and the open-end slot."""

    clicked = Signal(object)

    def __init__(self, row: Row) -> None:
        super().__init__()
        self.row = row
        self.look = RowLook()
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._press: QPointF | None = None

    @property
    def train(self) -> object:
        return self.row.train

    def set_row(self, row: Row) -> None:
        if row != self.row:
            self.prepareGeometryChange()
            self.row = row
            self.update()

    def set_look(self, look: RowLook) -> None:
        if look != self.look:
            self.look = look
            self.update()

    def update_look(self, **changes: object) -> None:
        self.set_look(replace(self.look, **changes))

    def boundingRect(self) -> QRectF:
        return qrect(self.row.hit).adjusted(-6, -6, 6, 6)

    def label_anchor(self) -> QPointF:
        """Where a tile laid by this row's seat starts its flight: the start of the label."""
        r = self.row
        return QPointF(r.start_x + r.direction * 40, r.label.cy)

    # ------------------------------------------------------------------ painting
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
        self._paint_track(painter)
        self._paint_label(painter)
        if look.more is not None and look.hidden:
            chip = qrect(look.more)
            painter.setPen(QPen(QColor(255, 255, 255, 90), 1.2))
            painter.setBrush(QColor(0, 0, 0, 110))
            painter.drawRoundedRect(chip, chip.height() / 2, chip.height() / 2)
            painter.setPen(CREAM)
            painter.setFont(_font(r.short * 0.48, True))
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, f"+{look.hidden}")
        if look.slot is not None:
            self._paint_slot(painter, qrect(look.slot))

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

    def _paint_label(self, painter: QPainter) -> None:
        r, look = self.row, self.look
        d = r.direction
        box = qrect(r.label)
        h = box.height() - 2
        x = r.start_x
        if look.marker:
            w, lh = LOCO_BOX
            loco = QRectF(x - w if d < 0 else x, box.center().y() - lh / 2, w, lh)
            paint_locomotive(painter, loco, d)
            x += d * (w + 6)
        text = look.label + (" …" if look.thinking else "")
        font = _font(h * 0.62, look.current or look.own)
        metrics = QFontMetricsF(font)
        max_w = abs((r.label.x if d < 0 else r.label.right) - x) - 4
        text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, max(10.0, max_w - 20))
        w = metrics.horizontalAdvance(text) + 20
        pill = QRectF(x - w if d < 0 else x, box.top() + 1, w, h)
        if look.current:
            fill, pen, ink = GOLD_COLOUR, QPen(QColor("#FFF3C4"), 1.5), INK
        elif look.mexican:
            fill, pen, ink = MEXICAN_PILL, QPen(QColor(255, 255, 255, 120), 1.0), CREAM
        elif look.own:
            fill, pen, ink = OWN_PILL, QPen(QColor(255, 255, 255, 150), 1.0), QColor("white")
        else:
            fill, pen, ink = PLAIN_PILL, QPen(QColor(255, 255, 255, 50), 1.0), CREAM
        if look.current:
            glow = QColor(GOLD_COLOUR)
            glow.setAlpha(60)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(glow)
            painter.drawRoundedRect(pill.adjusted(-4, -3, 4, 3), h / 2 + 3, h / 2 + 3)
        painter.setPen(pen)
        painter.setBrush(fill)
        painter.drawRoundedRect(pill, h / 2, h / 2)
        painter.setFont(font)
        painter.setPen(WARN if look.warn and not look.current else ink)
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_slot(self, painter: QPainter, slot: QRectF) -> None:
        """The open end: a ghost tile showing the number the next tile must carry."""
        look = self.look
        radius = slot.height() * 0.14
        if look.target:
            glow = QColor(HIGHLIGHT_COLOUR)
            for grow, alpha in ((10, 30), (6, 55), (3, 85)):
                glow.setAlpha(alpha + (45 if look.hover else 0))
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(glow)
                painter.drawRoundedRect(slot.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow)
        pen = QPen(HIGHLIGHT_COLOUR if look.target else QColor(243, 235, 211, 190), 2.4 if look.hover else 1.5)
        if not look.hover:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QColor(255, 251, 239, 200 if look.hover else 150 if look.target else 105))
        painter.drawRoundedRect(slot.adjusted(1, 1, -1, -1), radius, radius)
        d = look.slot_direction
        half_w = slot.width() / 2
        half = QRectF(slot.right() - half_w if d < 0 else slot.left(), slot.top(), half_w, slot.height())
        # the number, rimmed in white so every pip colour reads on the felt and the ghost tile
        font = _font(slot.height() * 0.66, True)
        text = str(look.open_end)
        metrics = QFontMetricsF(font)
        number = QPainterPath()
        number.addText(half.center().x() - metrics.horizontalAdvance(text) / 2,
                       half.center().y() + (metrics.ascent() - metrics.descent()) / 2, font, text)
        painter.strokePath(number, QPen(QColor(255, 255, 255, 210), slot.height() * 0.09,
                                        Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        painter.fillPath(number, PIP_COLOURS[look.open_end].darker(110))
        arrow = QPainterPath()
        ax = slot.left() + slot.width() * (0.25 if d < 0 else 0.75)
        ay, s = slot.center().y(), slot.height() * 0.18
        arrow.moveTo(ax - d * s * 0.6, ay - s)
        arrow.lineTo(ax + d * s * 0.6, ay)
        arrow.lineTo(ax - d * s * 0.6, ay + s)
        painter.setPen(QPen(QColor(60, 45, 20, 120), 2.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(arrow)

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


class HubItem(QGraphicsItem):
    """The station in the middle of the table where every train starts."""

    def __init__(self, hub: Box) -> None:
        super().__init__()
        self.hub = hub
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_hub(self, hub: Box) -> None:
        if hub != self.hub:
            self.prepareGeometryChange()
            self.hub = hub

    def boundingRect(self) -> QRectF:
        return qrect(self.hub).adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = qrect(self.hub)
        fill = QLinearGradient(rect.topLeft(), rect.topRight())
        fill.setColorAt(0.0, QColor(40, 26, 16, 200))
        fill.setColorAt(0.5, QColor(92, 62, 36, 210))
        fill.setColorAt(1.0, QColor(40, 26, 16, 200))
        painter.setPen(QPen(QColor(224, 179, 65, 170), 2.0))
        painter.setBrush(QBrush(fill))
        radius = rect.width() / 2
        painter.drawRoundedRect(rect, radius, radius)


class RackItem(QGraphicsItem):
    """The wooden rack the person's tiles stand on."""

    def __init__(self, rack: Box) -> None:
        super().__init__()
        self.rack = rack
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_rack(self, rack: Box) -> None:
        if rack != self.rack:
            self.prepareGeometryChange()
            self.rack = rack

    def boundingRect(self) -> QRectF:
        return qrect(self.rack).adjusted(-2, -2, 2, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = qrect(self.rack)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawRoundedRect(rect.translated(0, 4), 14, 14)
        wood = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        wood.setColorAt(0.0, QColor("#8A5A34"))
        wood.setColorAt(0.12, QColor("#6E4526"))
        wood.setColorAt(1.0, QColor("#4A2C17"))
        painter.setPen(QPen(QColor("#2E1A0C"), 1.5))
        painter.setBrush(QBrush(wood))
        painter.drawRoundedRect(rect, 14, 14)
        painter.setPen(QPen(QColor(255, 225, 180, 60), 1.0))
        painter.drawLine(QPointF(rect.left() + 14, rect.top() + 3), QPointF(rect.right() - 14, rect.top() + 3))


class NoticeItem(QGraphicsObject):
    """A message shown on the table for a few seconds (a refused drop, one tile left)."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self._rect = QRectF()
        self.setZValue(100)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def set_text(self, text: str, centre: QPointF, max_width: float) -> None:
        self.prepareGeometryChange()
        self.text = text
        metrics = QFontMetricsF(_font(20, True))
        bound = metrics.boundingRect(QRectF(0, 0, max_width, 400),
                                     int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), text)
        w, h = bound.width() + 44, bound.height() + 22
        self._rect = QRectF(-w / 2, -h / 2, w, h)
        self.setPos(centre)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(self._rect.translated(0, 4), 16, 16)
        painter.setPen(QPen(QColor(GOLD_COLOUR), 1.5))
        painter.setBrush(QColor(24, 22, 20, 225))
        painter.drawRoundedRect(self._rect, 16, 16)
        painter.setPen(CREAM)
        painter.setFont(_font(20, True))
        painter.drawText(self._rect.adjusted(22, 11, -22, -11),
                         int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), self.text)
