"""Stand-ins for the seat tests: players that block or record, and a seat the test answers for."""
from __future__ import annotations

import threading

from PySide6.QtCore import QTimer

from mextrain.ai import Player
from mextrain.controller import MoveRequest, SeatKind, TableSeat


class RecordingPlayer(Player):
    """Plays the first legal move and notes the thread it was asked on."""

    kind = "random"

    def __init__(self) -> None:
        self.threads: list[threading.Thread] = []

    def choose(self, view, should_stop=None):
        self.threads.append(threading.current_thread())
        return view.legal[0]


class BlockingPlayer(Player):
    """Thinks until released: stands for a strong player still searching."""

    kind = "random"

    def __init__(self) -> None:
        self.release = threading.Event()
        self.started = threading.Event()
        self.cancelled = threading.Event()
        self.stopped: list[bool] = []  # should_stop() as it read when released
        self.answers = 0

    def cancel(self) -> None:
        self.cancelled.set()

    def choose(self, view, should_stop=None):
        self.started.set()
        self.release.wait(5)
        self.stopped.append(bool(should_stop and should_stop()))
        self.answers += 1
        return view.legal[0]


class ScriptedSeat(TableSeat):
    """A seat of a made-up kind (a person elsewhere, say) that the test plays: it answers
    each question with its last legal move, later on the GUI thread, and notes all it hears."""

    kind = SeatKind.REMOTE_PERSON
    paced = False
    flies = True
    listens = True  # it notes every view it is told

    def __init__(self, index: int, name: str, *, auto: bool = True, at_once: bool = False) -> None:
        super().__init__(index, name)
        self.auto = auto
        self.at_once = at_once  # answer inside ask(): the seat must still deliver it afterwards
        self.asked: list[MoveRequest] = []
        self.told: list[tuple[list, object]] = []
        self.withdrawn: list[MoveRequest] = []

    def _on_ask(self, request: MoveRequest) -> None:
        self.asked.append(request)
        if self.at_once:
            self.answer(request, request.legal[-1])
        elif self.auto:
            QTimer.singleShot(0, self, lambda: self.answer(request, request.legal[-1]))

    def _on_cancel(self, request: MoveRequest) -> None:
        self.withdrawn.append(request)

    def tell(self, events, view) -> None:
        self.told.append((list(events), view))


class PacedScriptedSeat(ScriptedSeat):
    paced = True
