"""A small bar chart painted with QPainter, for the Statistics window.

Drawn with Qt's own painting rather than QtCharts: two plain bar charts need a few
dozen lines here, while QtCharts would add a Qt module of several megabytes to a bundle
that must stay under 90 MB (packaging/bundle_policy.py ships QtCore, QtGui, QtWidgets only).
"""
from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QHelpEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

BAR = QColor("#4C78A8")
HIGHLIGHT = QColor("#E0A526")
HATCH = QColor("#6B4A00")  # the won bars' stripes and outline (their cue besides the colour)
GRID = QColor(0, 0, 0, 28)
AXIS_TEXT = QColor("#555555")
BACKGROUND = QColor("#FBFAF7")


@dataclass(frozen=True)
class Bar:
    value: float
    label: str          # under the bar (may be left out when bars are crowded)
    tip: str = ""       # shown when the pointer rests on the bar
    highlight: bool = False


def nice_step(top: float, lines: int = 4) -> float:
    """A round grid step (1, 2, 5 times a power of ten) giving about `lines` grid lines up to `top`."""
    if top <= 0:
        return 1.0
    raw = top / lines
    power: float = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 5, 10):
        if m * power >= raw:
            return m * power
    return 10 * power


class BarChart(QWidget):
    """Bars with a light grid and value labels on the axis; `number` formats the axis values."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bars: list[Bar] = []
        self.empty_text = ""
        self.number: Callable[[float], str] = lambda v: str(int(v))
        self.setMinimumSize(280, 170)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(True)

    def set_bars(self, bars: Sequence[Bar]) -> None:
        self.bars = list(bars)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(420, 200)

    # ------------------------------------------------------------------ geometry
    def _plot_rect(self, metrics: QFontMetricsF, step: float, top: float) -> QRectF:
        widest = max(metrics.horizontalAdvance(self.number(step * k)) for k in range(int(round(top / step)) + 1))
        left = 10 + widest + 6
        return QRectF(left, 10, max(10.0, self.width() - left - 10), max(10.0, self.height() - 10 - metrics.height() - 14))

    def _scale(self) -> tuple[float, float]:
        high = max((b.value for b in self.bars), default=0.0)
        step = nice_step(high)
        top = step * max(1, math.ceil(high / step))
        return step, top

    def bar_rects(self) -> list[QRectF]:
        """Where each bar is drawn (tests point at them; tooltips find them)."""
        if not self.bars:
            return []
        metrics = QFontMetricsF(self._axis_font())
        step, top = self._scale()
        plot = self._plot_rect(metrics, step, top)
        slot = plot.width() / len(self.bars)
        width = max(2.0, min(slot * 0.7, 46.0))
        rects = []
        for i, bar in enumerate(self.bars):
            h = plot.height() * (bar.value / top if top else 0)
            x = plot.left() + slot * i + (slot - width) / 2
            rects.append(QRectF(x, plot.bottom() - h, width, h))
        return rects

    def _axis_font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.85))
        return font

    # ------------------------------------------------------------------ painting
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        outline = QPainterPath()
        outline.addRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 8, 8)
        p.fillPath(outline, BACKGROUND)
        p.setPen(QPen(GRID, 1))
        p.drawPath(outline)
        font = self._axis_font()
        p.setFont(font)
        metrics = QFontMetricsF(font)
        if not self.bars:
            p.setPen(AXIS_TEXT)
            p.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.empty_text)
            return
        step, top = self._scale()
        plot = self._plot_rect(metrics, step, top)
        lines = int(round(top / step))
        for k in range(lines + 1):
            y = plot.bottom() - plot.height() * k / lines
            p.setPen(QPen(GRID, 1))
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(AXIS_TEXT)
            label = self.number(step * k)
            p.drawText(QRectF(0, y - metrics.height() / 2, plot.left() - 6, metrics.height()),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
        rects = self.bar_rects()
        for bar, rect in zip(self.bars, rects):
            path = QPainterPath()
            radius = min(3.0, rect.width() / 2, rect.height())
            path.addRoundedRect(rect.adjusted(0, 0, 0, radius), radius, radius)
            p.save()
            p.setClipRect(QRectF(plot.left(), plot.top() - 1, plot.width(), plot.height() + 1))
            p.fillPath(path, HIGHLIGHT if bar.highlight else BAR)
            if bar.highlight:  # a second cue besides the colour: won games are hatched and outlined
                p.fillPath(path, QBrush(HATCH, Qt.BrushStyle.BDiagPattern))
                p.setPen(QPen(HATCH, 1.5))
                p.drawPath(path)
            p.restore()
        # labels from the newest (right) bar leftwards, left out where they would overlap
        p.setPen(AXIS_TEXT)
        limit = float(self.width())
        for bar, rect in reversed(list(zip(self.bars, rects))):
            w = metrics.horizontalAdvance(bar.label) + 2
            x = min(max(rect.center().x() - w / 2, 2.0), self.width() - 2 - w)  # never cut at the edges
            if x + w > limit - 8:
                continue
            p.drawText(QRectF(x, plot.bottom() + 4, w, metrics.height()),
                       Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, bar.label)
            limit = x

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            pos = event.pos()
            for bar, rect in zip(self.bars, self.bar_rects()):
                hit = QRectF(rect.left() - 2, 0, rect.width() + 4, self.height())
                if hit.contains(QPointF(pos)) and bar.tip:
                    QToolTip.showText(event.globalPos(), bar.tip, self)
                    return True
            QToolTip.hideText()
            event.ignore()
            return True
        return super().event(event)
