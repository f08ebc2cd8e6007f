"""The side panel's Recent moves: a line a move, each made again in the UI language after a switch,
the newest line always in view."""
from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QListWidget, QScrollArea, QWidget

from mextrain.ui.unbroken import UnbrokenDelegate

LOG_LINES = 60
LOG_MIN_LINES = 4       # Recent moves never shows fewer lines than this


class LogList(QListWidget):
    """The move log: its newest line stays in view, whole, when lines are added, re-wrap, or the log or
    what holds it changes size. "In view" is the part of the list a person sees: a side panel taller
    than its window (eight seats, a larger font) scrolls, and its scroll area may cut the log's foot;
    then the newest line is raised to the foot of the part still seen (issue 38, point 23)."""

    def __init__(self) -> None:
        super().__init__()
        self._stick = True
        self.verticalScrollBar().valueChanged.connect(self._scrolled)
        self.verticalScrollBar().rangeChanged.connect(lambda _lo, _hi: self._follow())

    def seen_rect(self) -> QRect:
        """The part of the viewport not cut by the widgets that hold the list (viewport coordinates)."""
        return self._seen(self.viewport())

    def _seen(self, widget: QWidget) -> QRect:
        seen = widget.rect()
        holder = widget.parentWidget()
        while holder is not None:
            seen = seen.intersected(QRect(widget.mapFrom(holder, QPoint(0, 0)), holder.size()))
            if holder.isWindow():
                break
            holder = holder.parentWidget()
        return seen

    def _fit_viewport(self) -> None:
        """The viewport ends where the part a person sees ends (a blank margin under it, out of sight)."""
        seen = self._seen(self)
        cut = max(0, self.height() - (seen.bottom() + 1)) if not seen.isEmpty() else 0
        cut = min(cut, max(0, self.height() - self.frameWidth() * 2 - 1))
        if self.viewportMargins().bottom() != cut:
            self.setViewportMargins(0, 0, 0, cut)

    def _scrolled(self, value: int) -> None:
        self._stick = value >= self.verticalScrollBar().maximum()

    def _follow(self) -> None:
        if self._stick:
            self.show_newest()

    def show_newest(self) -> None:
        """Scroll so the newest line ends at the foot of the part a person sees."""
        self._fit_viewport()
        self.scrollToBottom()
        self._stick = True

    def reveal_newest(self) -> None:
        """A line came (or the words changed): where the part seen is shorter than the newest line (a
        wrapped line in a panel cut by its scroll area), the panel scrolls down just enough to show it whole.
        Only then, never when the person scrolls the panel (`follow`): that stays theirs."""
        self.show_newest()
        if self.count() == 0:
            return
        short = self.visualItemRect(self.item(self.count() - 1)).height() - self.seen_rect().height()
        holder = self.parentWidget()
        while holder is not None and not isinstance(holder, QScrollArea):
            holder = holder.parentWidget()
        if short > 0 and holder is not None:
            bar = holder.verticalScrollBar()
            bar.setValue(min(bar.maximum(), bar.value() + short))
            self.show_newest()

    def follow(self) -> None:
        """What holds the list moved or changed size (the panel's scroll area): keep the newest line seen."""
        stick = self._stick
        self._fit_viewport()
        self._stick = stick
        self._follow()

    def resizeEvent(self, event: QResizeEvent) -> None:
        stick = self._stick
        super().resizeEvent(event)
        self._stick = stick
        self.doItemsLayout()  # word-wrapped lines take a new height at the new width
        if stick:
            self.show_newest()

    def sizeHint(self) -> QSize:
        """No taller than its minimum: the panel's stretch gives it the rest. (A list's usual 192 px
        made the panel's contents taller than a 1024x600 window, and the log's foot was cut off.)"""
        return QSize(super().sizeHint().width(), self.minimumHeight())

    def newest_visible(self) -> bool:
        """Whether the newest line is shown whole (tests and the screenshots check it)."""
        if self.count() == 0:
            return True
        rect = self.visualItemRect(self.item(self.count() - 1))
        return self.seen_rect().contains(rect)


class MoveLog(LogList):
    """The log's lines and the entries that word them (each entry makes its line when called)."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("moveLog")
        self.setWordWrap(True)
        self.setItemDelegate(UnbrokenDelegate(self))  # "6|4" never split into "6|" and "4"
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
        self.show_newest()
        QTimer.singleShot(0, self, self.reveal_newest)  # once the new line has its wrapped height

    def clear_entries(self) -> None:
        self._entries.clear()
        self.clear()

    def reword(self) -> None:
        for i, entry in enumerate(self._entries):
            self.item(i).setText(entry())
        self.doItemsLayout()
        self.show_newest()
        QTimer.singleShot(0, self, self.reveal_newest)

    def lines(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]
