"""What a joined app shows of its line to the host: down at once on the table and in the prompt,
a drop refused in words while it is down, and the moves made meanwhile once it is back.

One `JoinedStatus` lives as long as one joined table (`NetPlay.join` makes it, `stop` ends it).
It only shows: whether a move may be made is the joined game's (`local_legal` is empty while
the line is down, and nobody is "thinking"). While the app waits for a host that went (it keeps
trying by itself, slower and slower), the status bar says so calmly with the seconds to the next
try and a Leave the Table button, instead of a box to answer.
"""
from __future__ import annotations

import time
from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from mextrain.engine import Event
from mextrain.net import messages as m
from mextrain.net.lobby import SEQ_RUN
from mextrain.ui import texts
from mextrain.ui.netplay import texts as net_texts

MEANWHILE_LINES = 12  # a returning person's log shows at most the last this many moves (the log keeps 60 lines)
REJOIN_LINES = 50  # a person seated again after a restart: the round's moves (the log was empty)


WAITING_TICK_MS = 1000


class JoinedStatus(QObject):
    def __init__(self, window: Any, joined: Any, game: Any, parent: QObject | None = None,
                 leave: Callable[[], None] | None = None) -> None:
        """`leave`: what the waiting line's Leave the Table does (the window leaves the table)."""
        super().__init__(parent)
        self.window, self.joined, self.game = window, joined, game
        self._away_from: tuple[int, int] | None = None  # (round, moves seen) when our line went down
        self._down_at = 0.0  # when (time.monotonic) it went down
        #: the table's opening the last view came from (`seq // SEQ_RUN`): a higher one, the table itself went
        self._run: int | None = None
        self._shown = ""  # the line's state last said
        self._first_view = True  # no view came yet to this window's log
        self.waiting = QWidget()
        self.waiting.setObjectName("waitingForHost")
        row = QHBoxLayout(self.waiting)
        row.setContentsMargins(0, 0, 0, 0)
        self.waiting_label = QLabel()
        self.waiting_label.setObjectName("waitingLine")
        self.leave_button = QPushButton()
        self.leave_button.setObjectName("waitingLeave")
        if leave is not None:
            self.leave_button.clicked.connect(leave)
        row.addWidget(self.waiting_label)
        row.addWidget(self.leave_button)
        self.waiting.hide()
        window.statusBar().addPermanentWidget(self.waiting)
        self._waiting_timer = QTimer(self)
        self._waiting_timer.setInterval(WAITING_TICK_MS)
        self._waiting_timer.timeout.connect(self.word_waiting)
        joined.state_changed.connect(self._connection)
        joined.view_changed.connect(self._view_came)
        game.move_rejected.connect(self._move_refused)
        game.changed.connect(self._later)  # after the window's redraw, which words the prompt from the play
        game.moved.connect(self._later)
        window.table.move_refused.connect(self._move_refused)  # a drop the table refuses by itself
        window.installEventFilter(self)  # a language switch words the prompt again

    def stop(self) -> None:
        self.joined.state_changed.disconnect(self._connection)  # the goodbye that follows is not news
        self.window.removeEventFilter(self)
        self.window.table.move_refused.disconnect(self._move_refused)
        self._away_from = None
        self._waiting_timer.stop()
        self.window.statusBar().removeWidget(self.waiting)
        self.waiting.deleteLater()
        self.window.statusBar().clearMessage()  # "Not connected." was this table's, which is gone

    def read_to(self, round_number: int, moves: int) -> None:
        """Back after a crash: the log had read this far (the seat kept says so), so the first view lists only
        the moves made since, as back after a drop, and not the whole round again."""
        self._away_from = (round_number, moves)

    def word_waiting(self) -> None:
        """The calm line while the host is gone and the app keeps trying: the seconds to the next try."""
        joined = self.joined
        waiting = joined.seat is not None and joined.state in ("retrying", "connecting") and not joined.connected
        if waiting:
            self.waiting_label.setText(net_texts.waiting_line(joined.retry_in()))
            self.leave_button.setText(QCoreApplication.translate("NetPlay", "&Leave the Table"))
            if not self._waiting_timer.isActive():
                self._waiting_timer.start()
        else:
            self._waiting_timer.stop()
        self.waiting.setVisible(waiting)

    def _showing(self) -> bool:
        return self.window.play is self.game

    def _connection(self, state: str) -> None:
        """The line came or went: the status bar says so, and at the table the prompt and a notice, at once."""
        w = self.window
        state = self._shown_state()
        line = net_texts.connection_line(state)
        self.word_waiting()
        if state == "connected":
            self._shown = state
            w.statusBar().showMessage(line, 4000)
            return
        w.statusBar().showMessage(line)
        view = self.joined.view
        first = self._shown != state  # each retry's "connecting" again is still the same wait: said once
        self._shown = state
        if state == "retrying" and view is not None and self._away_from is None:
            self._away_from = (view.view.round_number, len(view.view.history))
            self._down_at = time.monotonic()
        if self._showing() and state in ("retrying", "lost"):
            self.show_lost()
            if first:
                w.table.show_notice(line)

    def _later(self) -> None:
        QTimer.singleShot(0, self, self.show_lost)

    def show_lost(self) -> None:
        """While the line is down the prompt says so, also after a redraw or a language switch."""
        joined, w = self.joined, self.window
        state = self._shown_state()
        if joined.connected or state not in ("retrying", "lost") or not self._showing():
            return
        w.panel.prompt.setText(net_texts.host_lost_prompt(state))
        w.statusBar().showMessage(net_texts.connection_line(state))

    def _shown_state(self) -> str:
        """The line's state as the person reads it: a retry on its way ("connecting" again after a
        seat was had) is still the wait for the host, not a first connection."""
        joined = self.joined
        return "retrying" if joined.state == "connecting" and joined.seat is not None else joined.state

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self._later()  # after the window has worded itself again
            QTimer.singleShot(0, self, self.word_waiting)
        return False

    def _view_came(self, msg: m.View) -> None:
        """Back after a drop, or seated again after a restart (the first view, the round under way): the log
        shows the round's moves made meanwhile, from the view's history, and what a computer did for us."""
        first, self._first_view = self._first_view, False
        run, self._run = self._run, msg.seq // SEQ_RUN
        if not self.joined.connected:
            return
        view = msg.view
        dropped = self._away_from is not None
        if dropped and run is not None and msg.seq // SEQ_RUN > run:  # not our line: the table went, and reopened
            gone = time.monotonic() - self._down_at
            self.window.panel.add_log([lambda: net_texts.table_back_line(gone)])
        if self._away_from is not None:
            number, seen = self._away_from
            self._away_from = None
            entries = view.history[seen:] if view.round_number == number else view.history
            limit = MEANWHILE_LINES
        elif first and view.history:  # a rejoin (or a watcher) with the round under way: the log starts empty
            entries, limit = view.history, REJOIN_LINES
        else:
            return
        if not entries:
            return
        names, local = self.window.seat_names, self.game.local_seat
        events = [e for e in (net_texts.history_event(h) for h in entries[-limit:]) if e is not None]
        count = len(entries)
        lines: list[Callable[[], str]] = [
            (lambda: net_texts.meanwhile_line(count, limit)) if dropped else (lambda: net_texts.round_so_far_line(count, limit))]

        def event_line(e: Event) -> str:  # worded when the log is drawn, as the window's own lines
            if dropped and local is not None and e.seat == local:  # a computer stood in: its move, not "You …"
                return "  " + (net_texts.stand_in_event(e, names(), local) or "")
            return "  " + (texts.event_line(e, names(), local) or "")

        lines += [partial(event_line, e) for e in events]
        ours = tuple(h.move for h in entries if h.seat == local)
        if ours and dropped:  # our seat moved while our line was down: a computer stood in
            lines.append(lambda: net_texts.stand_in_line(ours))
        self.window.panel.add_log(lines)

    def _move_refused(self, _move: object, _reason: object = None) -> None:
        """A tile dropped while the line is down: after the window's own notice, say why."""
        joined = self.joined
        if not joined.connected and self._showing():
            QTimer.singleShot(0, self, lambda: self.window.notice(net_texts.connection_line(joined.state)))


__all__ = ["MEANWHILE_LINES", "JoinedStatus"]
