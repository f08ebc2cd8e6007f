"""Who at a networked table is a person, how they are connected, and what happens while one is away.

During a hosted or joined game a `SeatWatch` keeps a line in the window's status bar
(each person: here, away with the grace countdown, or played by a computer for now) and
writes to the move log when someone goes away, when a computer takes their seat over and
when they are back; when the seat to move is a person who is away, the prompt says what the
table waits for (the countdown, or that it waits). It only reads: `host_seats` reads the
host's session, and `JoinedSeats` what the host sends a joined app: every view lists the
seats away and, for each, the seconds the host's clock gave it then (`away_left`), counted
down here from when the view came. The grace period has one clock, the host's: an app that
joins or comes back while someone is away shows what is really left.
"""
from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, QObject, QTimer, SignalInstance
from PySide6.QtWidgets import QLabel

from mextrain.net.lobby import SEQ_RUN
from mextrain.ui.netplay import texts as net_texts

TICK_MS = 1000


@dataclass(frozen=True)
class SeatNow:
    """A person's seat as shown now: state "you", "host", "lost" (not known: our own line to the host is
    down), "here", "away" or "computer"."""

    seat: int
    name: str
    state: str
    left: float | None = None  # away: seconds until a computer plays; None: the table waits


def host_seats(host: Any, clock: Callable[[], float] = time.monotonic) -> list[SeatNow]:
    """The hosted table's people, from its session (seat 0 is the host's own person)."""
    session, table, now = host.session, host.table, clock()
    out = []
    for i, seat in enumerate(table.seats):
        if seat.state != "person":
            continue
        if seat.host:
            out.append(SeatNow(i, seat.name, "you"))
        elif session.computer_plays(i):  # the session's one word on it, as the host's seats read it
            out.append(SeatNow(i, seat.name, "computer"))
        elif i in session.away_book.since:
            out.append(SeatNow(i, seat.name, "away", session.away_book.left(i, table.grace, now)))
        else:
            out.append(SeatNow(i, seat.name, "here"))
    return out


class JoinedSeats:
    """A joined app's people, from the host's lobby and views (the countdown is the host's)."""

    def __init__(self, joined: Any, clock: Callable[[], float] = time.monotonic) -> None:
        self.joined = joined
        self.clock = clock
        self._came: tuple[Any, float] | None = None  # the last view and when it came
        self._run: int | None = None  # the table's opening the views come from (`seq // SEQ_RUN`)
        #: the persons away because the table itself went and reopened (a server restarted): not news of
        #: each of them ("Dora is away. Dora is back."), the log says the table was gone (joined_status)
        self._reopened: set[int] = set()

    def __call__(self) -> list[SeatNow]:
        lobby, view, now = self.joined.lobby, self.joined.view, self.clock()
        if lobby is None:
            return []
        if view is not None and (self._came is None or self._came[0] is not view):
            self._came = (view, now)
            run = view.seq // SEQ_RUN
            self._reopened = set(view.away) if self._run is not None and run > self._run else self._reopened
            self._run = run
        passed = now - self._came[1] if self._came is not None else 0.0
        away: dict[int, float | None] = dict(zip(view.away, view.away_left)) if view is not None else {}
        self._reopened &= set(away)  # back: from now on their comings and goings are news again
        out = []
        for i, info in enumerate(lobby.seats):
            if info.state != "person":
                continue
            ours = lobby.seats[lobby.you].together if lobby.you is not None else None  # a watcher: no seat
            if i == lobby.you or ours is not None and info.together == ours:  # a person at this computer
                out.append(SeatNow(i, info.name, "you"))
            elif not self.joined.connected:  # our line is down: how the others are is not known here
                out.append(SeatNow(i, info.name, "lost"))
            elif i in away:
                given = away[i]
                left = None if given is None else max(0.0, given - passed)
                state = "computer" if left == 0.0 else "lost" if i in self._reopened else "away"
                out.append(SeatNow(i, info.name, state, left))
            else:
                out.append(SeatNow(i, info.name, "host" if info.host else "here"))
        return out


class SeatWatch(QObject):
    """The status bar's line of people and the log's away/back lines, once a second; see the module."""

    def __init__(self, window: Any, source: Callable[[], list[SeatNow]], triggers: tuple[SignalInstance, ...] = (),
                 parent: QObject | None = None) -> None:
        """`triggers`: signals after which to look at once (the lobby or a view changed), not a second later."""
        super().__init__(parent)
        self.window = window
        self.source = source
        self.play = window.play  # the networked game watched (the window's play while it lasts)
        self._seats: dict[int, SeatNow] = {}
        self.play.changed.connect(self._later)  # after the window's redraw, which words the prompt
        self.play.moved.connect(self._later)
        self.label = QLabel()
        self.label.setObjectName("seatsLine")
        window.statusBar().addPermanentWidget(self.label)
        self._last: dict[int, str] = {}
        self._names: dict[int, str] = {}
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self.update)
        self._timer.start()
        for signal in triggers:
            signal.connect(self.update)
        self.label.installEventFilter(self)  # worded again at a language switch at once, not at the next tick
        self.update()

    def update(self, *_args: object) -> None:
        seats = self.source()
        line = net_texts.people_line(seats)
        self.label.setText(line)
        self.label.setVisible(bool(line))
        names = {s.seat: s.name for s in seats}
        now = {s.seat: s.state for s in seats}
        for seat in self._last.keys() - now.keys():  # a person no more: they left, a computer has the seat
            self._log(self._names.get(seat, ""), self._last[seat], "left")
        for seat, state in now.items():
            before = self._last.get(seat)
            if before is not None and before != state:
                self._log(names[seat], before, state)
        self._last = now
        self._names = names
        self._seats = {s.seat: s for s in seats}
        self.word_prompt()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.label and event.type() == QEvent.Type.LanguageChange:
            self.update()  # the translators are installed before Qt sends this
        return False

    def _log(self, name: str, before: str, state: str) -> None:
        if net_texts.away_news(name, before, state):  # worded again on a language change
            self.window.panel.add_log([lambda: net_texts.away_news(name, before, state)])

    def _later(self) -> None:
        QTimer.singleShot(0, self, self.word_prompt)

    def word_prompt(self) -> None:
        """When the seat to move is a person elsewhere, the prompt says it is their turn (a person is not
        "thinking", as the table says of a computer); when they are away, what the table waits for, a
        countdown worded each second."""
        play, panel = self.play, self.window.panel
        if self.window.play is not play:
            return
        seat = play.thinking_seat
        now = self._seats.get(seat) if seat is not None else None
        if now is None or play.local_legal():
            return
        if now.state in ("here", "host"):
            panel.prompt.setText(net_texts.person_turn(now.name))
        elif now.state in ("away", "computer"):
            panel.prompt.setText(net_texts.away_prompt(now.name, now.state, now.left))

    def stop(self) -> None:
        self.play.changed.disconnect(self._later)
        self._timer.stop()
        self.window.statusBar().removeWidget(self.label)
        self.label.deleteLater()


__all__ = ["JoinedSeats", "SeatNow", "SeatWatch", "host_seats"]
