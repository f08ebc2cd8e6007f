"""Watchers and Play Again in the window (protocol 7): what `NetPlay` shows of them, in one place.

- At a hosted table: the lobby's watchers line with Send Away and Let … Sit Down, the yes marks
  after Play Again (the score sheet's button reaches `HostTable.play_again` through the window's
  one Play), the lobby opened again for the next game, and between rounds the one-click question
  when a watcher asks for a seat a computer plays since its person left.
- At a joined table: "Ada wants to play again" with Play / Leave the Table, asked of each person at this
  computer in turn, by name ("Ben, Ada wants to play again."), each answering on their own connection; a
  watcher's lobby with Take a Seat, and between rounds the same Take a Seat from the status bar.
- Everywhere: the side panel's "Watching: Kim".
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

from mextrain.net import messages as m
from mextrain.ui.netplay import texts as net_texts


class Question(QMessageBox):
    """A question of the evening, worded again when the language changes (`words` gives the title,
    the text, the detail and the buttons' words, in the order of `buttons`)."""

    def __init__(self, name: str, words: Callable[[], tuple[str, str, str, tuple[str, ...]]],
                 roles: tuple[QMessageBox.ButtonRole, ...], parent: QWidget) -> None:
        super().__init__(QMessageBox.Icon.Question, "", "", QMessageBox.StandardButton.NoButton, parent)
        self.setObjectName(name)
        self.words = words
        self.choices = [self.addButton("", role) for role in roles]
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        title, text, detail, buttons = self.words()
        self.setWindowTitle(title)
        self.setText(text)
        self.setInformativeText(detail)
        for button, word in zip(self.choices, buttons):
            button.setText(word)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


class Evening(QObject):
    def __init__(self, window: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.window = window
        self.question: QMessageBox | None = None  # the open Play Again or Take a Seat question
        self._asked: set[tuple[int, int]] = set()  # (watcher, seat) asks the host was shown already
        self.take_button: QPushButton | None = None  # a watcher's Take a Seat in the status bar, between rounds
        self._take: tuple[Any, int] | None = None  # (the joined table, the seat) that button asks for
        #: each person's connection at a joined table (the first person's first): more than one, a shared computer
        self._persons: list[Any] = []
        #: Play Again questions waiting for the one open to be answered (a shared computer: one per person)
        self._queued: list[tuple[Any, m.PlayAgain, Callable[[], None]]] = []

    # ------------------------------------------------------------------ a hosted table
    def wire_host_lobby(self, host: Any, lobby: Any) -> None:
        lobby.send_away_requested.connect(host.send_away)
        lobby.grant_requested.connect(host.grant_seat)

    def host_lobby(self, host: Any, lobby: Any | None) -> None:
        """The host's lobby and side panel after every change of the table."""
        session = host.session
        again = None if session.again is None else sorted(session.again)
        if lobby is not None:
            lobby.show_watchers(session.watchers(), session.asks(), again)
        self.window.panel.show_watchers(session.watchers())
        if host.game is not None:
            self._ask_host(host, session.watchers(), session.asks())

    def _ask_host(self, host: Any, watchers: tuple[str, ...], asks: tuple[tuple[int, int], ...]) -> None:
        """Between rounds a watcher asked for a seat a computer plays since its person left: one click."""
        new = [(w, s) for w, s in asks if (w, s) not in self._asked]
        self._asked = set(asks)
        if not new or self.question is not None:
            return
        watcher, seat = new[0]
        who, left = watchers[watcher], host.table.seats[seat].name
        box = Question("takeSeatQuestion", lambda: (
            self.tr("Take a Seat"), net_texts.take_seat_question(who, seat, left), "",
            (self.tr("&Let Them Sit Down"), self.tr("&Not Now"))),
            (QMessageBox.ButtonRole.AcceptRole, QMessageBox.ButtonRole.RejectRole), self.window)
        yes = box.choices[0]

        def answered(_result: int) -> None:
            self.question = None
            if box.clickedButton() is yes:
                try:
                    host.grant_seat(seat)
                except ValueError:  # the watcher went, or the next round began meanwhile
                    pass

        box.finished.connect(answered)
        self.question = box
        box.open()

    # ------------------------------------------------------------------ a joined table
    def wire_joined(self, joined: Any, leave: Callable[[], None]) -> None:
        self._persons, self._queued = [joined], []
        joined.asked_again.connect(lambda msg: self._asked_again(joined, msg, leave))
        joined.round_over.connect(lambda _msg: self._offer_take(joined))
        joined.view_changed.connect(lambda _msg: self._offer_take(joined))

    def joined_lobby(self, joined: Any, lobby: m.Lobby, lobby_window: Any | None) -> None:
        if lobby_window is not None:
            lobby_window.show_watchers(lobby.watchers, lobby.asks, lobby.again, joined.session.watching)
            if not lobby_window.property("watchWired"):
                lobby_window.setProperty("watchWired", True)
                lobby_window.take_seat_requested.connect(joined.take_seat)
        self.window.panel.show_watchers(lobby.watchers)
        self._offer_take(joined)

    def wire_person(self, table: Any, leave: Callable[[], None]) -> None:
        """Another person at this computer (`add_person`): asked Play Again too, on their own connection;
        `leave`, their Leave the Table (their seat only)."""
        self._persons.append(table)
        table.asked_again.connect(lambda msg: self._asked_again(table, msg, leave))

    def person_gone(self, table: Any) -> None:
        self._persons = [t for t in self._persons if t is not table]
        self._queued = [q for q in self._queued if q[0] is not table]

    def _asked_again(self, joined: Any, msg: m.PlayAgain, leave: Callable[[], None]) -> None:
        """"Ada wants to play again": Play (the lobby opens for the next game) or Leave the Table. At a computer
        shared by several people each is asked by name, one question after the other."""
        self.window.score_sheet.hide()
        if self.question is not None:
            self._queued.append((joined, msg, leave))
            return
        shared = len(self._persons) > 1
        name = joined.session.name
        box = Question("playAgainQuestion", lambda: (
            self.tr("Play Again"),
            net_texts.play_again_question_for(name, msg.host) if shared else net_texts.play_again_question(msg.host),
            net_texts.play_again_detail(), (self.tr("&Play"), self.tr("&Leave the Table"))),
            (QMessageBox.ButtonRole.AcceptRole, QMessageBox.ButtonRole.RejectRole), self.window)
        play = box.choices[0]

        def answered(_result: int) -> None:
            self.question = None
            if box.clickedButton() is play:
                joined.play_again()
            else:
                leave()
            if self._queued:  # the next person at this computer
                self._asked_again(*self._queued.pop(0))

        box.finished.connect(answered)
        self.question = box
        box.open()

    def _offer_take(self, joined: Any) -> None:
        """A watcher between rounds: Take a Seat in the status bar while a seat is free to take."""
        lobby, view = joined.session.lobby, joined.view
        between = view is None or view.phase != "playing"
        free = [i for i, s in enumerate(lobby.seats) if s.state == "open" or s.freed] if lobby is not None else []
        shown = bool(joined.session.watching and between and free and lobby is not None and lobby.phase == "playing")
        self._take = (joined, free[0]) if shown else None
        if shown and self.take_button is None:
            self.take_button = QPushButton(self.tr("&Take a Seat"))
            self.take_button.setObjectName("watcherTakeSeat")
            self.take_button.clicked.connect(self._take_clicked)
            self.window.statusBar().addPermanentWidget(self.take_button)
        if self.take_button is not None:
            self.take_button.setVisible(shown)

    def _take_clicked(self) -> None:
        if self._take is not None:
            joined, seat = self._take
            joined.take_seat(seat)

    def stop(self) -> None:
        if self.take_button is not None:
            self.window.statusBar().removeWidget(self.take_button)
            self.take_button.deleteLater()
            self.take_button = None
        self.window.panel.show_watchers(())
        self._asked = set()
        self._persons, self._queued = [], []


__all__ = ["Evening"]
