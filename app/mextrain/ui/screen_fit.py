"""A window's first size: what it prefers, but never more than the screen's available area.

The replay, statistics and rules windows each prefer a size (1280x800, 980x720, 720x640)
that overflows a 1024x600 screen; `resize_within` shrinks it to the screen and centres it.
"""
from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

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
