"""The game controller's side that follows a game another applies: a hosted table's core.

At a table this app hosts (controller/network/host_table.py) the table's core (net/table_core.py)
is the authority: it applies every move, the window's person's too, and deals each round, for
the people elsewhere and the computers alike. The controller keeps its turn loop to show the
game (the flights, the pace of what the window sees, whose question is open, the person's turn)
but hands the person's move to the core (`_play_at_authority`) and goes on from what the core
tells back (`followed` for a move, `dealt` for a deal). A mixin of `GameController`; it reads the
loop through `_Loop`.
"""
from __future__ import annotations

import logging
from typing import Protocol

from PySide6.QtCore import SignalInstance

from mextrain.engine import Event, Game, IllegalMove, Move, Phase

log = logging.getLogger(__name__)


class Authority(Protocol):
    """Who applies this game's moves and deals instead of the engine here: a hosted table's core
    (`network.host_table.HostTable`), at which people elsewhere and computers play too. It tells
    every change back (`GameController.followed`, `dealt`), the window's own moves included."""

    def play(self, seat: int, move: Move) -> None:
        """A move of a person here (IllegalMove when the engine refuses it)."""
    def next_round(self) -> None: ...
    def play_again(self) -> None: ...


class _Loop(Protocol):
    """What this side reads of the turn loop."""

    game: Game | None
    last_events: list[Event]
    changed: SignalInstance
    move_rejected: SignalInstance

    @property
    def authority(self) -> Authority | None: ...
    def cancel(self) -> None: ...
    def _ask(self, index: int) -> None: ...
    def _applied(self, mover: int, events: list[Event]) -> None: ...
    def _begin_round(self) -> None: ...


class FollowsAuthority:
    """See the module docstring."""

    def _play_at_authority(self: _Loop, mover: int, move: Move) -> None:
        """The person's move goes to the hosted table's core, which applies it and tells it back (`followed`)."""
        authority = self.authority
        assert authority is not None
        try:
            authority.play(mover, move)
        except IllegalMove as exc:
            log.info("seat %s: %r refused (%s)", mover, move, exc.reason.name)
            self.move_rejected.emit(move, exc.reason)
            self._ask(mover)
            self.changed.emit()
        except ValueError:  # the core's game moved on (not this seat's turn now)
            self.move_rejected.emit(move, None)
            self.changed.emit()

    def followed(self: _Loop, mover: int, events: list[Event]) -> None:
        """A hosted table's core applied a move of `mover` (this window's person's, a computer's, a
        person's elsewhere): shown, and the next seat asked, as a move applied here is."""
        if self.game is None:
            return
        self.cancel()
        self._applied(mover, events)

    def dealt(self: _Loop) -> None:
        """The next round was dealt (here, or by a hosted table's core): shown, and its first seat asked."""
        if self.game is None or self.game.phase is not Phase.PLAYING:
            return
        self.cancel()
        nothing: list[Event] = []  # a deal is no move
        self.last_events = nothing
        self._begin_round()


__all__ = ["Authority", "FollowsAuthority"]
