"""Scene items of the table other than the tiles and the rows: the engine's hub, the rack, notices.

Also the table's colours and the marker's locomotive, shared with `train_row`.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from mextrain.ui.table.layout import Box
from mextrain.ui.table.tile_paint import GOLD_COLOUR
from mextrain.ui.texts import unbroken

CREAM = QColor("#F3EBD3")
INK = QColor("#2B2100")
RAIL = QColor(205, 210, 214, 120)
TIE = QColor(74, 50, 30, 150)
MEXICAN_TIES = (QColor(0, 122, 72, 150), QColor(235, 235, 235, 120), QColor(200, 16, 46, 150))
MEXICAN_PILL = QColor(176, 30, 48, 200)
OWN_PILL = QColor(36, 104, 208, 200)  # a deeper blue than SELECT_COLOUR: white on it reads 5.4:1
PLAIN_PILL = QColor(0, 0, 0, 85)
WARN = QColor("#FFAB91")  # 5:1 on a plain label over the lightest felt (WCAG AA)
LOCO_BOX = (38.0, 24.0)


def qrect(box: Box) -> QRectF:
    return QRectF(box.x, box.y, box.w, box.h)


def font_px(pixels: float, bold: bool = False) -> QFont:
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


class BoxItem(QGraphicsItem):
    """A fixed piece of the table drawn in one layout box, cached; it follows the box on a relayout."""

    MARGINS = (0.0, 0.0, 0.0, 0.0)  # (left, top, right, bottom) drawn outside the box: shadows, rims

    def __init__(self, box: Box) -> None:
        super().__init__()
        self.box = box
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_box(self, box: Box) -> None:
        if box != self.box:
            self.prepareGeometryChange()
            self.box = box
            self.update()  # drawn again where it lies now (the cache holds the old place)

    def boundingRect(self) -> QRectF:
        left, top, right, bottom = self.MARGINS
        return qrect(self.box).adjusted(-left, -top, right, bottom)


class HubItem(BoxItem):
    """The station in the middle of the table where every train starts."""

    MARGINS = (4.0, 4.0, 4.0, 4.0)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = qrect(self.box)
        fill = QLinearGradient(rect.topLeft(), rect.topRight())
        fill.setColorAt(0.0, QColor(40, 26, 16, 200))
        fill.setColorAt(0.5, QColor(92, 62, 36, 210))
        fill.setColorAt(1.0, QColor(40, 26, 16, 200))
        painter.setPen(QPen(QColor(224, 179, 65, 170), 2.0))
        painter.setBrush(QBrush(fill))
        radius = rect.width() / 2
        painter.drawRoundedRect(rect, radius, radius)


class RackItem(BoxItem):
    """The wooden rack the person's tiles stand on. It takes the clicks on it: at a zoom it lies
    over the table, and a click on the rack never opens the train beneath."""

    MARGINS = (2.0, 2.0, 2.0, 6.0)  # room for its shadow below

    def __init__(self, box: Box) -> None:
        super().__init__(box)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = qrect(self.box)
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
        metrics = QFontMetricsF(font_px(20, True))
        bound = metrics.boundingRect(QRectF(0, 0, max_width, 400),
                                     int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), unbroken(text))
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
        painter.setFont(font_px(20, True))
        painter.drawText(self._rect.adjusted(22, 11, -22, -11),
                         int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), unbroken(self.text))
