"""A window's first size: what it prefers, but never more than the screen's available area.

The replay, statistics and rules windows each prefer a size (1280x800, 980x720, 720x640)
that overflows a 1024x600 screen; `resize_within` shrinks it to the screen and centres it.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QSize
from PySide6.QtGui import QGuiApplication, QShowEvent
from PySide6.QtWidgets import QDialog, QLabel, QWidget

FRAME = QSize(16, 40)  # borders and title bar, which Qt knows only once a window is shown


def available_area(widget: QWidget) -> QRect:
    parent = widget.parentWidget()
    screen = (parent.screen() if parent is not None else None) or widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 800)


def resize_within(widget: QWidget, preferred: QSize) -> QSize:
    """Resize to `preferred`, or to the screen's available area less the frame where that is smaller."""
    area = available_area(widget)
    size = QSize(min(preferred.width(), area.width() - FRAME.width()),
                 min(preferred.height(), area.height() - FRAME.height()))
    size = size.expandedTo(widget.minimumSize())
    widget.resize(size)
    widget.move(area.x() + max(0, (area.width() - size.width() - FRAME.width()) // 2),
                area.y() + max(0, (area.height() - size.height() - FRAME.height()) // 2))
    return size



def fit_content(widget: QWidget) -> None:
    """Grow a shown window until each of its wrapped labels has the height its words need: taller first,
    and where the screen holds no more, wider (up to the screen), so that the lines wrap less. It never
    shrinks a window. Qt's own first size keeps a window within two thirds of the screen, and its
    layouts give a wrapped label no more than its one-line minimum when room is short: on a 600-pixel
    screen that sliced explanations through (issue 38)."""
    layout = widget.layout()
    if layout is None or not widget.isVisible():
        return
    area = available_area(widget)
    most = QSize(area.width() - FRAME.width(), area.height() - FRAME.height())
    for _ in range(64):
        layout.activate()
        wrapped = [label for label in widget.findChildren(QLabel)
                   if label.wordWrap() and label.isVisible() and label.width() > 0]
        short = max((label.heightForWidth(label.width()) - label.height() for label in wrapped), default=0)
        if short <= 0:
            break
        height = min(most.height(), widget.height() + short)
        width = widget.width() if height > widget.height() else min(most.width(), widget.width() + 32)
        if (width, height) == (widget.width(), widget.height()):
            break  # the screen is full
        widget.resize(width, height)
    frame = widget.frameGeometry()  # grown past the screen's edge: back inside it
    x = max(area.x(), min(frame.x(), area.right() + 1 - frame.width()))
    y = max(area.y(), min(frame.y(), area.bottom() + 1 - frame.height()))
    if (x, y) != (frame.x(), frame.y()):
        widget.move(x, y)


class FittedDialog(QDialog):
    """A dialog of wrapped explanations (New Game, the rule-set editor): worded again on a language
    change (`retranslate_ui`), and grown when shown until every wrapped line is whole (`fit_content`)."""

    def retranslate_ui(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        fit_content(self)  # every wrapped line whole, on a small screen too
