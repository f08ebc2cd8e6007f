"""A seat played by a person at another computer (the recipe in `seats`' docstring).

The seat itself sends nothing: the host's session (`net.host.HostSession`) sends every
joined person the view of their seat after each change, and that view already holds the
legal moves when it is their turn. The seat's part is the other way round: the session's
`ApplyMove` for this seat reaches `deliver`, which answers the controller's open question.

Away: whether the person is there and whether a computer plays for them lives in one
place, the host's session (`AwayState`, `net.host.HostSession`); this seat reads it and
keeps no copy. When the session changes it (away, the grace period over, back) the host
calls `state_changed`: a computer player then answers this seat's open question, or
stops because the person is back. That policy lives here, not in the turn loop: the
controller only sees a seat that answers.
"""
from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject, QThreadPool

from mextrain.ai import Player
from mextrain.controller.requests import MoveRequest
from mextrain.controller.seats import ComputerSeat, SeatKind, TableSeat
from mextrain.engine import Move

log = logging.getLogger(__name__)


class AwayState(Protocol):
    """Where the away and computer-plays state of the seats lives (the host's session)."""

    def present(self, seat: int) -> bool: ...
    def computer_plays(self, seat: int) -> bool: ...


class RemoteSeat(TableSeat):
    """A person elsewhere; while away past the grace period, a computer player stands in."""

    kind = SeatKind.REMOTE_PERSON
    flies = True  # the tile was laid on another computer: it flies on this one

    def __init__(self, index: int, name: str, turn: Callable[[], int], stand_in: Callable[[], Player],
                 pool: QThreadPool, state: AwayState, parent: QObject | None = None) -> None:
        super().__init__(index, name, parent)
        self._turn = turn  # the game's turn now (HostSession.turn): an early move must still be for it
        self._stand_in_factory = stand_in
        self._pool = pool
        self._state = state
        self._stand_in: ComputerSeat | None = None
        self._early: tuple[int, Move] | None = None  # a move that came before the question was put

    # ------------------------------------------------------------------ state for the UI
    @property
    def paced(self) -> bool:  # type: ignore[override]
        """A person is never slowed down; the computer standing in waits the pace like any other."""
        return self.computer_plays

    @property
    def present(self) -> bool:
        """The person is connected (the session's word)."""
        return self._state.present(self.index)

    @property
    def computer_plays(self) -> bool:
        """The grace period passed and the person is not back: a computer answers for them."""
        return self._state.computer_plays(self.index)

    # ------------------------------------------------------------------ the network's side
    def deliver(self, move: Move, turn: int) -> bool:
        """The session accepted this move of the person for `turn`: answer with it if the game is
        still at that turn (a computer standing in may have moved first). True if taken."""
        if self.computer_plays or turn != self._turn():
            return False
        request = self._request
        if request is None:
            # the person saw their legal moves before the turn loop asked (a tile still flying)
            self._early = (turn, move)
            return True
        return self.answer(request, move)  # the session took only a legal move for this turn

    def state_changed(self) -> None:
        """The session changed this seat's state (away, a computer plays, back): a computer now
        playing answers the open question; a person back has their next decision (a computer
        still thinking is stopped). The UI is told either way."""
        if self.computer_plays:
            self._early = None
            if self._request is not None and (self._stand_in is None or not self._stand_in.thinking):
                self._think(self._request)
        elif self._stand_in is not None:
            self._stand_in.cancel()
        self.changed.emit()

    # ------------------------------------------------------------------ the controller's side
    def _on_ask(self, request: MoveRequest) -> None:
        if self.computer_plays:
            self._think(request)
            return
        early, self._early = self._early, None
        if early is not None and early[0] == self._turn():  # still that turn: still legal
            self.answer(request, early[1])  # delivered once ask() has returned

    def _on_cancel(self, request: MoveRequest) -> None:
        if self._stand_in is not None:
            self._stand_in.cancel()

    def close(self) -> None:
        super().close()
        if self._stand_in is not None:
            self._stand_in.close()

    # ------------------------------------------------------------------ the stand-in
    def _think(self, request: MoveRequest) -> None:
        if self._stand_in is None:
            self._stand_in = ComputerSeat(self.index, self.name, self._stand_in_factory(), self._pool, self)
            self._stand_in.answered.connect(self._on_stand_in)
        self._stand_in.ask(request)

    def _on_stand_in(self, request: MoveRequest, move: object, error: object) -> None:
        if self.computer_plays:
            self.answer(request, move, error if isinstance(error, BaseException) else None)


__all__ = ["RemoteSeat", "AwayState"]
