"""A computer seat thinks on a worker thread; its answer comes back by a queued signal.

The worker sees only the seat's `PlayerView` (a frozen snapshot, safe to hand to another
thread) and the seat's player object, which no other thread touches while it thinks.
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, Signal

from mextrain.ai import Player
from mextrain.controller.requests import MoveRequest


class ThoughtRelay(QObject):
    """Lives on the GUI thread; `done` is emitted from a worker and delivered queued."""

    #: the MoveRequest answered, the move chosen (or None), the error raised (or None)
    done = Signal(object, object, object)


class ThinkTask(QRunnable):
    """Ask one player for one move. The answer carries its request, so that an answer to a
    question withdrawn in the meantime (New Game, cancel()) can be recognised and dropped."""

    def __init__(self, relay: ThoughtRelay, request: MoveRequest, player: Player,
                 should_stop: Callable[[], bool]) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self.relay = relay
        self.request = request
        self.player = player
        self.should_stop = should_stop

    def run(self) -> None:
        move: object = None
        error: BaseException | None = None
        try:
            # a searching player stops early once its answer would be stale
            move = self.player.choose(self.request.view, should_stop=self.should_stop)
        except BaseException as exc:  # noqa: BLE001 - a failing player must not kill the worker silently
            error = exc
        try:
            self.relay.done.emit(self.request, move, error)
        except RuntimeError:  # the relay is gone: the window was closed while we thought
            pass
