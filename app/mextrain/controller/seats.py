"""Seats: who plays each place at the table, behind one interface the turn loop talks to.

The controller (`GameController`) never asks "is this a person?". It asks the seat whose
turn it is for a move and tells every seat what happened; a seat answers when it has
an answer. Three kinds of seat implement `TableSeat`:

- `LocalPersonSeat`: the person at this computer. A question waits until the window
  calls `submit(move)`, which answers it as it is: the engine judges the move, and the
  controller gives a refused one back to the person and asks again. Out of turn (no
  question open) a move is refused here (`rejected(move, None)`).
- `ComputerSeat`: a computer player (`mextrain.ai.Player`), thinking on a worker thread
  (`thinker.ThinkTask`); `cancel()` stops its search and drops its late answer.
- At a hosted table (`network.host_table.HostTable`) the table's core plays every seat but the
  persons here: the controller's `authority`. Its seats for a person elsewhere (`RemoteSeat`) and
  a computer (`HostedComputerSeat`, remote_seat.py) only wait when asked; the core's move comes
  back through `GameController.followed`. Whether the person is there and whether a computer
  plays for them is the host session's alone (they read it); the window is told on each change.

Seats are made by the controller's `seat_factory(index, config, seed)` (a `SeatConfig`:
name and kind; default `GameController.default_seat`: "human" makes a `LocalPersonSeat`,
a computer kind a `ComputerSeat`). A hosted table passes a factory that makes its waiting seats
and hands the persons here to `default_seat`. Saves keep each seat's kind string;
a kind this computer cannot play (say "remote", reloaded without the network) is played
by Normal (ui/game_files.py).

The contract the controller keeps: at most one question is open at a time, on the seat
to move; every question ends in exactly one of `answer` (taken) or `cancel` (withdrawn);
answers are taken only on the GUI thread; pace delays apply before asking a seat whose
`paced` is true; a move of a seat whose `flies` is true is animated before the next
question.
"""
from __future__ import annotations

import enum
import threading
from collections.abc import Sequence
from typing import ClassVar

from PySide6.QtCore import QObject, Qt, QThreadPool, QTimer, Signal

from mextrain.ai import Player
from mextrain.controller.requests import MoveRequest
from mextrain.controller.thinker import ThinkTask, ThoughtRelay
from mextrain.engine import Event, Move, PlayerView


class SeatKind(enum.Enum):
    """Who plays a seat (for the UI's labels and the network's messages)."""

    LOCAL_PERSON = "local"
    COMPUTER = "computer"
    REMOTE_PERSON = "remote"


class TableSeat(QObject):
    """One place at the table, asked for its moves and told what happens (module docstring)."""

    #: (MoveRequest, Move or None, error or None): the seat's answer, on the GUI thread
    answered = Signal(object, object, object)
    #: the seat's name or presence changed (the UI shows it)
    changed = Signal()

    kind: ClassVar[SeatKind]
    #: the turn loop waits the table's pace before asking this seat (so moves are seen one by one)
    paced: ClassVar[bool] = False
    #: this seat's tiles fly to their places on this window (false where the person laid them)
    flies: ClassVar[bool] = True
    #: `tell` is called after every move with this seat's view (built only for seats that listen)
    listens: ClassVar[bool] = False

    def __init__(self, index: int, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.name = name
        self._present = True
        self._request: MoveRequest | None = None
        self._asking = False

    # ------------------------------------------------------------------ state for the UI
    @property
    def present(self) -> bool:
        """Whether the player is there (a remote person may be away)."""
        return self._present

    @property
    def stand_in(self) -> bool:
        """A computer plays for the seat's person (only a hosted table's seat of a person elsewhere)."""
        return False

    def set_present(self, present: bool) -> None:
        if present != self._present:
            self._present = present
            self.changed.emit()

    @property
    def thinking(self) -> bool:
        """A question is open: the seat is choosing its move."""
        return self._request is not None

    @property
    def request(self) -> MoveRequest | None:
        """The open question, if any."""
        return self._request

    @property
    def player(self) -> Player | None:
        """The computer player of this seat; None where a person plays."""
        return None

    # ------------------------------------------------------------------ the controller's side
    def ask(self, request: MoveRequest) -> None:
        """Put a question; the seat answers later through `answered` (never inside `ask`)."""
        self.cancel()
        self._request = request
        self._asking = True
        try:
            self._on_ask(request)
        finally:
            self._asking = False

    def cancel(self) -> None:
        """Withdraw the open question, if any: an answer to it that comes later is dropped."""
        request, self._request = self._request, None
        if request is not None:
            self._on_cancel(request)

    def tell(self, events: Sequence[Event], view: PlayerView) -> None:
        """The table changed: `events` of the move just applied (none at a fresh deal) as this
        seat may see them, and its view now; called only when `listens` is true."""

    def close(self) -> None:
        """The game is over or replaced: withdraw any question and let go of resources."""
        self.cancel()

    # ------------------------------------------------------------------ the subclasses' side
    def _on_ask(self, request: MoveRequest) -> None:
        raise NotImplementedError

    def _on_cancel(self, request: MoveRequest) -> None:
        """The question was withdrawn (stop thinking, tell the remote side)."""

    def answer(self, request: MoveRequest, move: object, error: BaseException | None = None) -> bool:
        """Answer `request` (on the GUI thread). False when it was withdrawn: the answer is dropped.

        An answer given while `ask` is still running is delivered once it has returned."""
        if request is not self._request:
            return False
        if self._asking:
            QTimer.singleShot(0, self, lambda: self.answer(request, move, error))
            return True
        self._request = None
        self.answered.emit(request, move, error)
        return True


class LocalPersonSeat(TableSeat):
    """The person at this computer: the window's moves answer the open question."""

    kind = SeatKind.LOCAL_PERSON
    paced = False
    flies = False  # the person put the tile there

    #: (move, None): a move out of turn (no question open) is refused
    rejected = Signal(object, object)

    def _on_ask(self, request: MoveRequest) -> None:
        pass  # the window shows request.legal and waits for submit()

    def submit(self, move: Move) -> bool:
        """The person's move answers the open question (the engine judges it); out of turn, `rejected`."""
        request = self._request
        if request is None:
            self.rejected.emit(move, None)
            return False
        return self.answer(request, move)


class ComputerSeat(TableSeat):
    """A computer player thinking on a worker thread; cancel stops its search."""

    kind = SeatKind.COMPUTER
    paced = True
    flies = True

    def __init__(self, index: int, name: str, player: Player, pool: QThreadPool,
                 parent: QObject | None = None) -> None:
        super().__init__(index, name, parent)
        self._player = player
        self._pool = pool
        self._stop = threading.Event()
        self._relay = ThoughtRelay(self)
        self._relay.done.connect(self._on_thought, Qt.ConnectionType.QueuedConnection)

    @property
    def player(self) -> Player:
        return self._player

    def _on_ask(self, request: MoveRequest) -> None:
        self._stop = stop = threading.Event()  # one flag per question: a new one starts clear
        self._pool.start(ThinkTask(self._relay, request, self._player, stop.is_set))

    def _on_cancel(self, request: MoveRequest) -> None:
        self._stop.set()
        self._player.cancel()  # a searching player answers at once; its answer is dropped anyway

    def _on_thought(self, request: MoveRequest, move: object, error: object) -> None:
        self.answer(request, move, error if isinstance(error, BaseException) else None)


__all__ = ["ComputerSeat", "LocalPersonSeat", "MoveRequest", "SeatKind", "TableSeat"]
