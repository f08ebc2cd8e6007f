"""What the window reads of a game run at this computer, and sends to it: the `Play` side of the
game controller (controller/play.py), beside its turn loop (game_controller.py).

The seat whose view the window shows (`local_seat`), the persons sharing this computer and whether
the computer is being handed over (`hand_hidden`), that view and its legal moves, why a move is
illegal, the person's move (`submit`), the open question a hint answers, and what the window asks
of the table (busy, thinking, others waiting, undoable). A mixin of `GameController`; it reads the
loop's state through `_Loop`.
"""
from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QThreadPool, SignalInstance

from mextrain.ai import Player
from mextrain.controller.persons_here import PersonsHere
from mextrain.controller.requests import MoveRequest
from mextrain.controller.seats import LocalPersonSeat, SeatKind, TableSeat
from mextrain.engine import Game, Move, Phase, PlayerView, Reason
from mextrain.table_setup import SeatConfig


class _Loop(Protocol):
    """What this side reads of the turn loop."""

    game: Game | None
    seats: list[SeatConfig]
    changed: SignalInstance
    move_rejected: SignalInstance
    _seats: list[TableSeat]
    _here: PersonsHere[LocalPersonSeat]
    _asked: MoveRequest | None
    _busy: bool
    _thinking_seat: int | None
    _pool: QThreadPool

    @property
    def authority(self) -> object | None: ...
    @property
    def local_seat(self) -> int | None: ...
    @property
    def hand_hidden(self) -> bool: ...
    def explain(self, move: Move) -> Reason: ...


class PlayHere:
    """The window's side of a game run here (see the module docstring)."""

    @property
    def local_seat(self: _Loop) -> int | None:
        """The seat whose view this window shows and whose moves `submit` makes; None if none."""
        return self._here.shown_index

    @property
    def persons(self: _Loop) -> list[int]:
        """The seats of the persons at this computer (more than one: they pass it round)."""
        return self._here.indices

    @property
    def hand_hidden(self: _Loop) -> bool:
        """The computer is being handed over to `local_seat`'s person: no hand may be shown."""
        return self._here.hidden

    def show_hand(self: _Loop) -> None:
        """The person the computer was handed to is there: show their hand (and their question)."""
        if not self._here.reveal():
            return
        if self._asked is not None and self._asked.seat == self.local_seat:
            self._busy = False
        self.changed.emit()

    def seat(self: _Loop, index: int) -> TableSeat:
        """Who plays seat `index` (name, kind, person or not, present, thinking)."""
        return self._seats[index]

    @property
    def busy(self: _Loop) -> bool:
        """Another seat is to move, or a tile is still flying: the person must wait."""
        return self._busy

    def players(self: _Loop) -> list[Player]:
        """The computer players of the game in play."""
        return [s.player for s in self._seats if s.player is not None]

    def names(self: _Loop) -> list[str]:
        return [cfg.name for cfg in self.seats]

    def local_view(self: _Loop) -> PlayerView:
        """What this window shows: the local seat's view (seat 0's when computers take every seat);
        while the computer is handed over, with no tile of the hand in it."""
        assert self.game is not None
        return self._here.view(self.game.view(self.local_seat or 0))

    def local_legal(self: _Loop) -> list[Move]:
        """The legal moves of the person at this window; empty unless that person is asked now
        (and has the computer: nothing while it is handed over)."""
        shown = self._here.shown
        request = shown.request if shown is not None and not self._here.hidden else None
        return list(request.legal) if request is not None else []

    def explain(self: _Loop, move: Move) -> Reason:
        """Why `move` is not legal now (the engine's Reason, translated by ui.texts)."""
        g = self.game
        if g is None or g.phase is Phase.GAME_OVER:
            return Reason.GAME_OVER
        if g.phase is not Phase.PLAYING:
            return Reason.NOT_PLAYING
        return g.round.why_illegal(move)

    def submit(self: _Loop, move: Move) -> None:
        """The person's move: answers the local seat's question when legal, else `move_rejected(move, reason)`."""
        shown = self._here.shown
        if shown is None or self._here.hidden:
            self.move_rejected.emit(move, None)
            return
        shown.submit(move)

    @property
    def thinking_seat(self: _Loop) -> int | None:
        return self._thinking_seat

    @property
    def others_wait(self: _Loop) -> bool:
        """A hosted table (people elsewhere may play or watch): this window's dialogs never stop it."""
        return self.authority is not None or any(s.kind is SeatKind.REMOTE_PERSON for s in self._seats)

    @property
    def undoable(self: _Loop) -> bool:
        """Only the person here against computers may take moves back (never at a hosted table)."""
        return self.authority is None and self.local_seat is not None and all(
            s.kind in (SeatKind.LOCAL_PERSON, SeatKind.COMPUTER) for s in self._seats)

    @property
    def saves_here(self: _Loop) -> bool:
        return True

    def ready(self: _Loop) -> bool:
        return self.game is not None

    def hint_request(self: _Loop) -> MoveRequest | None:
        """The local seat's open question (None when it is not asked now)."""
        seat = self.local_seat
        if seat is None or self.hand_hidden or self.game is None or self.game.phase is not Phase.PLAYING:
            return None
        request = self._seats[seat].request
        return request if request is not None and request.legal else None

    @property
    def pool(self: _Loop) -> QThreadPool:
        """The worker threads computer seats think on (the hint is worked out there too)."""
        return self._pool
