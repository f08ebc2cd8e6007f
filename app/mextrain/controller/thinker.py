"""A computer seat thinks on a worker thread; its answer comes back by a queued signal.

The worker sees only the seat's `PlayerView` (a frozen snapshot, safe to hand to another
thread) and the seat's player object, which no other thread touches while it thinks.
"""
from __future__ import annotations

import inspect
from typing import Callable

from PySide6.QtCore import QObject, QRunnable, Signal

from mextrain.ai import Player
from mextrain.engine import PlayerView


def takes_should_stop(player: object) -> bool:
    """Whether `player.choose` accepts a `should_stop` callable (the searching players do)."""
    try:
        return "should_stop" in inspect.signature(player.choose).parameters  # type: ignore[attr-defined]
    except (TypeError, ValueError, AttributeError):
        return False


class ThoughtRelay(QObject):
    """Lives on the GUI thread; `done` is emitted from a worker and delivered queued."""

    #: generation, seat, the move chosen (or None), the error raised (or None)
    done = Signal(int, int, object, object)


class ThinkTask(QRunnable):
    """Ask one player for one move. The result is tagged with the controller's generation
    so that an answer that arrives after New Game or cancel() can be recognised and dropped."""

    def __init__(self, relay: ThoughtRelay, generation: int, seat: int, player: Player, view: PlayerView,
                 should_stop: Callable[[], bool] | None = None) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self.relay = relay
        self.generation = generation
        self.seat = seat
        self.player = player
        self.view = view
        self.should_stop = should_stop

    def run(self) -> None:
        move: object = None
        error: BaseException | None = None
        try:
            if self.should_stop is not None and takes_should_stop(self.player):
                # a searching player stops early once its answer would be stale
                move = self.player.choose(self.view, should_stop=self.should_stop)  # type: ignore[call-arg]
            else:
                move = self.player.choose(self.view)
        except BaseException as exc:  # noqa: BLE001 - a failing player must not kill the worker silently
            error = exc
        try:
            self.relay.done.emit(self.generation, self.seat, move, error)
        except RuntimeError:  # the relay is gone: the window was closed while we thought
            pass
