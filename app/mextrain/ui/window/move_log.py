"""The side panel's Recent moves: a line a move, each made again in the UI language after a switch,
the newest line always in view."""
from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QListWidget

LOG_LINES = 60
LOG_MIN_LINES = 4       # Recent moves never shows fewer lines than this


class LogList(QListWidget):
    """The move log: its newest line stays in view when lines re-wrap or the log gets shorter."""

    def __init__(self) -> None:
        super().__init__()
        self._stick = True
        self.verticalScrollBar().valueChanged.connect(self._scrolled)
        self.verticalScrollBar().rangeChanged.connect(lambda _lo, _hi: self._follow())

    def _scrolled(self, value: int) -> None:
        self._stick = value >= self.verticalScrollBar().maximum()

    def _follow(self) -> None:
        if self._stick:
            self.scrollToBottom()

    def resizeEvent(self, event: QResizeEvent) -> None:
        stick = self._stick
        super().resizeEvent(event)
        self._stick = stick
        self.doItemsLayout()  # word-wrapped lines take a new height at the new width
        if stick:
            self.scrollToBottom()

    def sizeHint(self) -> QSize:
        """No taller than its minimum: the panel's stretch gives it the rest. (A list's usual 192 px
        made the panel's contents taller than a 1024x600 window, and the log's foot was cut off.)"""
        return QSize(super().sizeHint().width(), self.minimumHeight())

    def newest_visible(self) -> bool:
        """Whether the newest line is shown whole (tests and the screenshots check it)."""
        if self.count() == 0:
            return True
        rect = self.visualItemRect(self.item(self.count() - 1))
        return rect.top() >= 0 and rect.bottom() <= self.viewport().height()


class MoveLog(LogList):
    """The log's lines and the entries that word them (each entry makes its line when called)."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("moveLog")
        self.setWordWrap(True)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # reached with Tab; a click leaves the keys to the table
        self.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self._entries: list[Callable[[], str]] = []

    def add(self, entries: Sequence[Callable[[], str]], data: object = None, role: int = 0) -> None:
        """Lines made by `entries`; with `data`, each line holds it in `role` (a computer's decision
        for its reason: why_ui.py)."""
        for entry in entries:
            self._entries.append(entry)
            self.addItem(entry())
            if data is not None:
                self.item(self.count() - 1).setData(role, data)
        while self.count() > LOG_LINES:
            self.takeItem(0)
            self._entries.pop(0)
        self._stick = True
        self.scrollToBottom()

    def clear_entries(self) -> None:
        self._entries.clear()
        self.clear()

    def reword(self) -> None:
        for i, entry in enumerate(self._entries):
            self.item(i).setText(entry())
        self._stick = True
        self.doItemsLayout()
        self.scrollToBottom()

    def lines(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]
