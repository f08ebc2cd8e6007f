"""Help for the person at this computer: a hint, and Undo/Redo against the computer seats.

`Assist(controller)` sits beside the turn loop and never runs one of its own:

- **Hint**: `toggle_hint()` asks `ai.hint.suggest` over the person's own `PlayerView` on
  a worker thread of the controller's pool (as a computer seat thinks, `thinker`). The
  hint belongs to the question the person was asked (`MoveRequest`); whenever the
  controller reports a change and that question is no longer open (a move, an undo, a
  new or loaded game) the hint is withdrawn and a late answer is dropped. `hint_changed`
  carries the `Hint` (move and reason code) or None.
- **Undo** takes back the person's last decision of the round in play and every decision
  the computer seats made after it: the game is rebuilt by replay (`engine.rewind`) and
  put back with `GameController.set_position`, after any thinking was cancelled. The
  record, so the autosave, then holds exactly the moves that stand. **Redo** makes the
  taken-back decisions again, until any new decision is made.
- `undo_block()` / `redo_block()` say why they cannot apply now (`Block`), for the
  window's disabled actions and their tooltips.

Each question the person asked a hint for (shown again for the same question: once) and
each undo count on the controller (`hints_used`, `undos_used`).
"""
from __future__ import annotations

import enum
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRunnable, Qt, Signal

from mextrain.ai.hint import Hint, suggest
from mextrain.engine import Game, Move, Phase
from mextrain.engine.rewind import replay_moves, rewind

from mextrain.controller.requests import MoveRequest
from mextrain.controller.seats import SeatKind
from mextrain.controller.thinker import ThoughtRelay

if TYPE_CHECKING:
    from mextrain.controller.game_controller import GameController


class Block(enum.Enum):
    """Why Undo or Redo cannot apply now (the UI words it)."""

    NO_GAME = "no_game"
    OTHER_PEOPLE = "other_people"    # a seat is played by a person elsewhere, or nobody here plays
    ROUND_OVER = "round_over"        # a finished round is never reopened
    NOTHING = "nothing"              # no move of the person in the round in play
    HAND_HIDDEN = "hand_hidden"      # the computer is being handed to another person here
    ANOTHER_PERSON = "another_person"  # another person here has moved since this person's last move
    NOTHING_TO_REDO = "nothing_to_redo"


class HintTask(QRunnable):
    """Work out one hint off the GUI thread; the answer carries its question."""

    def __init__(self, relay: ThoughtRelay, request: MoveRequest) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self.relay = relay
        self.request = request

    def run(self) -> None:
        hint: object = None
        error: BaseException | None = None
        try:
            hint = suggest(self.request.view)
        except BaseException as exc:  # noqa: BLE001 - reported on the GUI thread
            error = exc
        try:
            self.relay.done.emit(self.request, hint, error)
        except RuntimeError:  # the window closed meanwhile
            pass


class Assist(QObject):
    """Hint and Undo/Redo for the controller's person; see the module docstring."""

    #: the hint shown now (a `Hint`), or None when it is withdrawn
    hint_changed = Signal(object)
    #: (game, undone): Undo (True) or Redo (False) is about to put this rebuilt game on the table
    rewinding = Signal(object, bool)

    def __init__(self, controller: "GameController") -> None:
        super().__init__(controller)
        self.controller = controller
        self.hint: Hint | None = None
        self._hint_for: MoveRequest | None = None  # the question a hint is shown or worked out for
        self._counted: MoveRequest | None = None   # the last question whose hint was counted
        self._relay = ThoughtRelay(self)
        self._relay.done.connect(self._on_hint, Qt.ConnectionType.QueuedConnection)
        self._redo: list[list[Move]] = []
        self._redo_mark: tuple | None = None
        controller.changed.connect(self._position_changed)

    # ------------------------------------------------------------------ hint
    def _open_request(self) -> MoveRequest | None:
        c = self.controller
        if c.game is None or c.game.phase is not Phase.PLAYING or c.local_seat < 0 or c.hand_hidden:
            return None
        request = c.seat(c.local_seat).request
        return request if request is not None and request.legal else None

    @property
    def hint_pending(self) -> bool:
        return self._hint_for is not None and self.hint is None

    def can_hint(self) -> bool:
        """The person is asked for a move now."""
        return self._open_request() is not None

    def toggle_hint(self) -> None:
        """Ask for a hint; asked again while one is shown (or coming), withdraw it."""
        if self._hint_for is not None:
            self.clear_hint()
            return
        request = self._open_request()
        if request is None:
            return
        self._hint_for = request
        self.controller.pool.start(HintTask(self._relay, request))

    def clear_hint(self) -> None:
        had = self.hint is not None
        self._hint_for = None
        self.hint = None
        if had:
            self.hint_changed.emit(None)

    def _on_hint(self, request: MoveRequest, hint: object, error: object) -> None:
        if request is not self._hint_for or request is not self._open_request():
            return  # withdrawn, or the position changed while it was worked out
        if error is not None or not isinstance(hint, Hint) or hint.move not in request.legal:
            self._hint_for = None
            return
        self.hint = hint
        self.hint_changed.emit(hint)
        if request is not self._counted:  # shown again for the same question: counted once
            self._counted = request
            self.controller.hints_used += 1
            self.controller.changed.emit()  # the count is saved at once

    def _position_changed(self) -> None:
        if self._hint_for is not None and self._hint_for is not self._open_request():
            self.clear_hint()
        mark = self._mark()
        if self._redo and mark != self._redo_mark:
            self._redo.clear()  # a new move was made: what was taken back is gone for good

    # ------------------------------------------------------------------ undo and redo
    def _mark(self) -> tuple | None:
        g = self.controller.game
        return None if g is None else self._mark_of(g)

    def _table_block(self) -> Block | None:
        c = self.controller
        if c.game is None:
            return Block.NO_GAME
        kinds = [c.seat(i).kind for i in range(len(c.seats))]
        if c.local_seat < 0 or any(k not in (SeatKind.LOCAL_PERSON, SeatKind.COMPUTER) for k in kinds):
            return Block.OTHER_PEOPLE
        if c.game.phase is not Phase.PLAYING:
            return Block.ROUND_OVER
        if c.hand_hidden:
            return Block.HAND_HIDDEN
        return None

    def undo_point(self) -> int | None:
        """How many decisions of the round in play stand after an undo (None: nothing to undo, or
        another person at this computer moved since: only the shown person's own moves go back)."""
        c = self.controller
        if c.game is None:
            return None
        decisions = c.game.rounds[-1].decisions
        persons = set(c.persons)
        for i in range(len(decisions) - 1, -1, -1):
            if decisions[i].seat == c.local_seat:
                return i
            if decisions[i].seat in persons:
                return None
        return None

    def _other_person_since(self) -> bool:
        """Another person here moved after the shown person's last move of the round."""
        c = self.controller
        if c.game is None:
            return False
        persons = set(c.persons) - {c.local_seat}
        for d in reversed(c.game.rounds[-1].decisions):
            if d.seat == c.local_seat:
                return False
            if d.seat in persons:
                return any(e.seat == c.local_seat for e in c.game.rounds[-1].decisions)
        return False

    def undo_block(self) -> Block | None:
        """Why Undo cannot apply now, or None when it can."""
        block = self._table_block()
        if block is None and self.undo_point() is None:
            return Block.ANOTHER_PERSON if self._other_person_since() else Block.NOTHING
        return block

    def redo_block(self) -> Block | None:
        block = self._table_block()
        if block is None and (not self._redo or self._mark() != self._redo_mark):
            return Block.NOTHING_TO_REDO
        return block

    def undo(self) -> bool:
        """Take back the person's last decision and all after it; False if it cannot apply."""
        if self.undo_block() is not None:
            return False
        c = self.controller
        game = c.game
        assert game is not None
        keep = self.undo_point()
        assert keep is not None
        c.cancel()  # any computer thinking stops first; its late answer is dropped
        taken = [d.move for d in game.rounds[-1].decisions[keep:]]
        rewound = rewind(game, keep)
        self._redo.append(taken)
        c.undos_used += 1
        self._redo_mark = self._mark_of(rewound)
        self.clear_hint()
        self.rewinding.emit(rewound, True)
        c.set_position(rewound)
        return True

    def redo(self) -> bool:
        """Make the last taken-back decisions again; False if it cannot apply."""
        if self.redo_block() is not None:
            return False
        c = self.controller
        game = c.game
        assert game is not None
        c.cancel()
        moves = self._redo.pop()
        again = rewind(game, len(game.rounds[-1].decisions))
        replay_moves(again, moves)
        self._redo_mark = self._mark_of(again)
        self.clear_hint()
        self.rewinding.emit(again, False)
        c.set_position(again)
        return True

    @staticmethod
    def _mark_of(game: Game) -> tuple:
        return (id(game), game.round_number, len(game.rounds[-1].decisions), game.phase)

    def reset(self) -> None:
        """A new or loaded game: no hint, nothing to redo."""
        self.clear_hint()
        self._redo.clear()
        self._redo_mark = None


__all__ = ["Assist", "Block", "HintTask"]
