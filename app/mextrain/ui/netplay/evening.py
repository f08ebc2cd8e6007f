"""Watchers and Play Again in the window (protocol 7): what `NetPlay` shows of them, in one place.

- At a hosted table: the lobby's watchers line with Send Away and Let … Sit Down, the yes marks
  after Play Again (the score sheet's button reaches `HostTable.play_again` through the window's
  one Play), the lobby opened again for the next game, and between rounds the one-click question
  when a watcher asks for a seat a computer plays since its person left.
- At a joined table: "Ada wants to play again" with Play / Leave the Table, asked of each person at this
  computer in turn, by name ("Ben, Ada wants to play again."), each answering on their own connection; a
  watcher's lobby with Take a Seat, and during the game the watcher's bar in the side panel
  (watcher_bar.py); the host of a table at a hall gets the same one-click question as a host here.
- Everywhere: the side panel's "Watching: Kim".
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QMessageBox, QWidget

from mextrain.controller.network.joined_game import JoinedGame
from mextrain.net import messages as m
from mextrain.ui.netplay import texts as net_texts
from mextrain.ui.netplay.watcher_bar import WatcherBar


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
        self.bar: WatcherBar | None = None  # a watcher's Take a Seat in the side panel, during the game
        # each person's connection at a joined table (the first person's first): more than one, a shared computer
        self._persons: list[Any] = []
        # Play Again questions waiting for the one open to be answered (a shared computer: one per person)
        self._queued: list[tuple[Any, m.PlayAgain, Callable[[], None]]] = []
        # the first person at a shared computer said Leave: done once the others here have answered
        # (`leave_alone`: the others stay at the table on their own connections)
        self._first_leaves: Callable[[], None] | None = None
        self._leave_alone: Callable[[], None] | None = None

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
        self._ask(watchers, asks, lambda seat: host.table.seats[seat].name, host.grant_seat)

    def _ask(self, watchers: tuple[str, ...], asks: tuple[tuple[int, int], ...], seat_name: Callable[[int], str],
             grant: Callable[[int], object]) -> None:
        """The host's one-click question (here, or at a hall through `table_admin` `grant`)."""
        new = [(w, s) for w, s in asks if (w, s) not in self._asked]
        self._asked = set(asks)
        if not new or self.question is not None:
            return
        watcher, seat = new[0]
        if not 0 <= watcher < len(watchers):
            return
        who, left = watchers[watcher], seat_name(seat)
        box = Question("takeSeatQuestion", lambda: (
            self.tr("Take a Seat"), net_texts.take_seat_question(who, seat, left), "",
            (self.tr("&Let Them Sit Down"), self.tr("&Not Now"))),
            (QMessageBox.ButtonRole.AcceptRole, QMessageBox.ButtonRole.RejectRole), self.window)
        yes = box.choices[0]

        def answered(_result: int) -> None:
            self.question = None
            if box.clickedButton() is yes:
                try:
                    grant(seat)
                except ValueError:  # the watcher went, or the next round began meanwhile
                    pass

        box.finished.connect(answered)
        self.question = box
        box.open()

    # ------------------------------------------------------------------ a joined table
    def wire_joined(self, joined: Any, leave: Callable[[], None], leave_alone: Callable[[], None] | None = None) -> None:
        """`leave`: the first person's Leave the Table (the app leaves); `leave_alone`: theirs at a computer shared
        with others who play on (their seat goes, the others stay)."""
        self._persons, self._queued, self._first_leaves, self._leave_alone = [joined], [], None, leave_alone
        joined.asked_again.connect(lambda msg: self._asked_again(joined, msg, leave))
        joined.round_over.connect(lambda _msg: self._offer_take(joined))
        joined.view_changed.connect(lambda _msg: self._offer_take(joined))
        joined.error_came.connect(lambda err: self.bar.refused(err.code) if self.bar is not None else None)

    def joined_lobby(self, joined: Any, lobby: m.Lobby, lobby_window: Any | None,
                     grant: Callable[[int], object] | None = None) -> None:
        """`grant`: this app is the host of a table at a hall (its `table_admin` `grant`): during the game a
        watcher's ask is put to it as to a host here, not only in a lobby it never sees then."""
        if lobby_window is not None:
            lobby_window.show_watchers(lobby.watchers, lobby.asks, lobby.again, joined.session.watching)
            if not lobby_window.property("watchWired"):
                lobby_window.setProperty("watchWired", True)
                lobby_window.take_seat_requested.connect(joined.take_seat)
        self.window.panel.show_watchers(lobby.watchers)
        if grant is not None and lobby.phase == "playing":
            self._ask(lobby.watchers, lobby.asks, lambda seat: lobby.seats[seat].name, grant)
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
        if shared and isinstance(self.window.play, JoinedGame):  # the hand behind the question is the asked one's
            self.window.play.show_person(joined)
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
            elif shared and joined is self._persons[0] and self._leave_alone is not None:
                self._first_leaves = self._leave_alone  # the others here answer first, and may play on
            else:
                leave()
            if self._queued:  # the next person at this computer
                self._asked_again(*self._queued.pop(0))
            elif self._first_leaves is not None:
                first_leaves, self._first_leaves = self._first_leaves, None
                first_leaves()

        box.finished.connect(answered)
        self.question = box
        box.open()

    def _offer_take(self, joined: Any) -> None:
        """A watcher during the game: the side panel's bar offers Take a Seat while a seat is free to take."""
        watching = bool(joined.session.watching)
        if self.bar is None and watching:
            self.bar = WatcherBar(joined)
            self.window.panel.watcher_slot.addWidget(self.bar)
        if self.bar is not None:
            self.bar.update_from(joined.session.lobby, joined.view, watching)

    def stop(self) -> None:
        if self.bar is not None:
            self.window.panel.watcher_slot.removeWidget(self.bar)
            self.bar.deleteLater()
            self.bar = None
        self.window.panel.show_watchers(())
        self._asked = set()
        self._persons, self._queued, self._first_leaves, self._leave_alone = [], [], None, None


__all__ = ["Evening"]
