"""The seats of a hosted table that its core plays (net/table_core.py), as the window's turn loop sees them.

At a hosted table the table's core is the authority (`GameController.authority`): it asks a person
elsewhere for their move (their view holds their legal moves), has a computer think (the host
table's pool) and applies every move, a computer standing in for a person away past the grace
period included. The controller's seats for those places therefore decide nothing: asked, they
wait, and the core's move reaches the controller through `GameController.followed`. What they hold
is what the window shows of them: the name, the kind, whether the person is there and whether a
computer plays for them, read from the one place that keeps it, the host's session (`AwayState`,
`net.host.HostSession`); `state_changed` tells the window when it changed. A computer's seat also
offers the player the core's move was asked of, so the window can say why it moved (`player`).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject

from mextrain.ai import Player
from mextrain.controller.requests import MoveRequest
from mextrain.controller.seats import SeatKind, TableSeat


class AwayState(Protocol):
    """Where the away and computer-plays state of the seats lives (the host's session)."""

    def present(self, seat: int) -> bool: ...
    def computer_plays(self, seat: int) -> bool: ...


class HostedSeat(TableSeat):
    """A place the table's core plays (module docstring): asked, it waits for the core's move."""

    flies = True  # the tile was laid elsewhere (another computer, a worker thread): it flies here

    def __init__(self, index: int, name: str, state: AwayState, player: Callable[[], Player | None],
                 parent: QObject | None = None) -> None:
        super().__init__(index, name, parent)
        self._state = state
        self._player = player

    @property
    def present(self) -> bool:
        """The person is connected, or a computer plays the seat (the session's word)."""
        return self._state.present(self.index)

    @property
    def computer_plays(self) -> bool:
        """A computer answers for the seat: a computer's seat, or one standing in for a person away."""
        return self._state.computer_plays(self.index)

    def state_changed(self) -> None:
        """The session changed this seat's state (away, a computer plays, back): the window is told."""
        self.changed.emit()

    def _on_ask(self, request: MoveRequest) -> None:
        pass  # the core asks and applies; `GameController.followed` ends the question


class RemoteSeat(HostedSeat):
    """A person elsewhere; while away past the grace period, the core's computer stands in."""

    kind = SeatKind.REMOTE_PERSON

    @property
    def stand_in(self) -> bool:
        """The core's computer plays for the person: away past the grace period, or gone for good."""
        return self.computer_plays


class HostedComputerSeat(HostedSeat):
    """A computer of the table's host, thinking on the host table's pool at the core's request."""

    kind = SeatKind.COMPUTER

    @property
    def player(self) -> Player | None:
        return self._player()


__all__ = ["AwayState", "HostedComputerSeat", "HostedSeat", "RemoteSeat"]
