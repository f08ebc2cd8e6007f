"""The lobby's line of watchers (protocol 7): "Watching: Kim, Lu", and the host's buttons for them.

The host sees a Send Away button for each watcher and, for a watcher who asked for a seat a
computer plays because its person left, a one-click Let … Sit Down. A watcher sees the same
line (the lobby's seat cards carry their Take a Seat). The row only shows and asks: the lobby
passes the host's choice on, and `NetPlay` acts.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from mextrain.ui.netplay import texts as net_texts
from mextrain.ui.texts import fill


class WatchersRow(QWidget):
    # the host sends away the watcher at this place of the lobby's list
    send_away = Signal(int)
    # the host lets the watcher who asked sit down at this seat
    grant = Signal(int)

    def __init__(self, is_host: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("watchersRow")
        self.is_host = is_host
        self.line = QLabel()
        self.line.setObjectName("watchersLine")
        self.line.setWordWrap(True)
        self.line.setTextFormat(Qt.TextFormat.PlainText)
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.addWidget(self.line, 1)
        self.buttons: list[QPushButton] = []
        self._state: tuple[tuple[str, ...], tuple[tuple[int, int], ...]] = ((), ())
        self.hide()

    def show_watchers(self, watchers: Sequence[str], asks: Sequence[tuple[int, int]]) -> None:
        self._state = (tuple(watchers), tuple(asks))
        for b in self.buttons:
            self._row.removeWidget(b)
            b.deleteLater()
        self.buttons = []
        self.line.setText(net_texts.watching_line(watchers))
        self.setVisible(bool(watchers))
        if not self.is_host:
            return
        for watcher, seat in asks:
            if 0 <= watcher < len(watchers):
                self._add(fill(self.tr("Let %1 Sit Down at Seat %2"), watchers[watcher], seat + 1), f"grant{seat}",
                          partial(self.grant.emit, seat))
        for i, name in enumerate(watchers):
            self._add(fill(self.tr("Send %1 Away"), name), f"sendAway{i}", partial(self.send_away.emit, i))

    def _add(self, text: str, name: str, slot: Callable[[], object]) -> None:
        button = QPushButton(text)
        button.setObjectName(name)
        button.clicked.connect(lambda _=False: slot())
        self._row.addWidget(button)
        self.buttons.append(button)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.show_watchers(*self._state)
        super().changeEvent(event)


__all__ = ["WatchersRow"]
