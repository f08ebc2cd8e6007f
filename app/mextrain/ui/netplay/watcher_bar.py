"""A watcher's Take a Seat where a watcher looks: in the side panel, under "Watching: …", for the whole game.

While a seat is free (open, or played by a computer because its person left for good) the bar says so
and offers Take a Seat. A seat changes hands only between rounds (protocol.md, `take_seat`): a click
during a round is kept and sent when the round ends, and the bar says what happens next: the host is
asked (a table with a host at a screen, or a hall's host), or at a table with no host at a screen
(`mextrain-server`) the first watcher who asks sits down. A refusal (`seat_taken`) is said in the bar.
The bar only shows and asks; `Evening` wires it to the joined table.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from mextrain.net import messages as m
from mextrain.ui.netplay.texts import NetTexts
from mextrain.ui.texts import fill


def seat_free_line(seat: int, refused: bool = False) -> str:
    """A watcher's bar in the side panel while a seat may be taken (`refused`: the one asked for went to
    another). In a game such a seat is one a computer plays since its person left: "Seat 2 is free" beside
    "Ana (computer plays)" on the table read as the opposite of what the table showed (issue 38)."""
    if refused:
        return fill(NetTexts.tr("Someone else took the seat you asked for. You may take seat %1; a computer plays "
                                "it until then."), seat + 1)
    return fill(NetTexts.tr("You may take seat %1; a computer plays it until then."), seat + 1)


def seat_refused_line() -> str:
    return NetTexts.tr("Someone else took the seat you asked for.")


def seat_declined_line(host: str | None) -> str:
    """The round after the ask was dealt and the seat not given (the host's Not Now: the ask stands, unanswered)."""
    if host:
        return fill(NetTexts.tr("%1 did not let you sit down."), host)
    return NetTexts.tr("The seat was not given to you.")


def seat_asked_line(seat: int, host: str | None) -> str:
    """A watcher asked for a seat: it changes hands between rounds, given by the host or by the table."""
    if host:
        return fill(NetTexts.tr("You asked for seat %1. When this round ends, %2 is asked to let you sit down."),
                    seat + 1, host)
    return fill(NetTexts.tr("You asked for seat %1. The seat is given when this round ends."), seat + 1)



class WatcherBar(QWidget):
    def __init__(self, joined: object, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("watcherBar")
        self.joined = joined
        self.line = QLabel()
        self.line.setObjectName("watcherBarLine")
        self.line.setWordWrap(True)
        self.line.setTextFormat(Qt.TextFormat.PlainText)
        self.button = QPushButton()
        self.button.setObjectName("watcherTakeSeat")
        self.button.clicked.connect(self._clicked)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.line, 1)
        row.addWidget(self.button)
        # the seat asked for (kept while the round runs, sent at its end); None: not asked
        self.asked: int | None = None
        self._sent = False
        self._sent_round: int | None = None  # the round at whose end the ask went out
        self._refused = False
        self._declined = False  # the next round was dealt and the seat was not given: nobody let us sit down
        self._seat: int | None = None  # the free seat offered
        self.hide()

    # ------------------------------------------------------------------ what the table says
    def update_from(self, lobby: m.Lobby | None, view: m.View | None, watching: bool) -> None:
        """After every lobby, view or round's end: shown to a watcher while a seat is free (or asked for)."""
        free = [i for i, s in enumerate(lobby.seats) if s.state == "open" or s.freed] if lobby is not None else []
        playing = lobby is not None and lobby.phase == "playing"
        self._seat = free[0] if free else None
        if self.asked is not None and self.asked not in free:
            self.asked, self._sent = None, False  # someone else sat down there (or the seat is ours: no longer watching)
            self._refused = watching
        between = view is None or view.phase != "playing"
        if self.asked is not None and not self._sent and between:
            self._send(view.view.round_number if view is not None else None)
        elif (self.asked is not None and self._sent and view is not None and view.phase == "playing"
              and self._sent_round is not None and view.view.round_number > self._sent_round):
            self.asked, self._declined = None, True  # dealt without us: the host said Not Now (asking again changes nothing)
        self.setVisible(watching and playing and (self._seat is not None or self._refused))
        self.retranslate_ui()

    def refused(self, code: str) -> None:
        """The table's `error`: `seat_taken` is said; `not_now` (the round began meanwhile) is asked again at its end."""
        if self.asked is None:
            return
        if code == "not_now":
            self._sent = False
        elif code == "seat_taken":
            self.asked, self._sent, self._refused = None, False, True
        self.retranslate_ui()

    # ------------------------------------------------------------------ the person
    def _clicked(self) -> None:
        if self._seat is None:
            return
        self.asked, self._sent, self._refused = self._seat, False, False
        view = getattr(self.joined, "view", None)
        if view is None or view.phase != "playing":
            self._send(view.view.round_number if view is not None else None)
        self.retranslate_ui()

    def _send(self, round_number: int | None) -> None:
        if self.asked is not None:
            self._sent, self._sent_round = True, round_number
            self.joined.take_seat(self.asked)  # type: ignore[attr-defined]

    def retranslate_ui(self) -> None:
        lobby: m.Lobby | None = getattr(self.joined, "lobby", None)
        host = next((s.name for s in lobby.seats if s.host), None) if lobby is not None else None
        if self.asked is not None:
            self.line.setText(seat_asked_line(self.asked, host))
        elif self._declined:
            self.line.setText(seat_declined_line(host))
        elif self._refused and self._seat is None:
            self.line.setText(seat_refused_line())
        else:
            self.line.setText(seat_free_line(self._seat if self._seat is not None else 0,
                                                       refused=self._refused))
        self.button.setText(self.tr("&Take a Seat"))
        self.button.setVisible(self.asked is None and self._seat is not None and not self._declined)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


__all__ = ["WatcherBar"]
