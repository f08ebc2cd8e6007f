"""Help for the person at this computer: a hint, and Undo/Redo against the computer seats.

`Assist(play)` sits beside the game the window plays (a `controller.play.Play`: the
local controller or a joined game; `set_play` follows the window) and never runs a turn
loop of its own:

- **Hint**: `toggle_hint()` asks `ai.hint.suggest` (at `strength`: Hard's search within half a
  second, or Normal's rule of thumb) over the person's own `PlayerView`
  (`Play.hint_request()`: in a joined game the host's view of this seat, never the local
  game put away behind it) on a worker thread (as a computer seat thinks, `thinker`). The
  hint belongs to the question the person was asked (`MoveRequest`); whenever the
  play reports a change and that question is no longer open (a move, an undo, a
  new or loaded game) the hint is withdrawn, a search still under way stops, and a late answer is
  dropped. `hint_changed`
  carries the `Hint` (move and reason code) or None.
- **Undo** takes back the person's last decision of the round in play and every decision
  the computer seats made after it: the game is rebuilt by replay (`engine.rewind`) and
  put back with `GameController.set_position`, after any thinking was cancelled; only a
  play that is `undoable` (the local controller against computers) is taken back. The
  record, so the autosave, then holds exactly the moves that stand. **Redo** makes the
  taken-back decisions again, until any new decision is made.
- Undo never goes back past a draw from the boneyard, whoever drew: a tile drawn stays
  drawn, as at a real table. Taking a draw back would put the tile on top of the boneyard
  again, so the person could look at it and draw it (or not) on purpose
  (resources/docs/rules.md, "Undo").
- `undo_block()` / `redo_block()` say why they cannot apply now (`Block`), for the
  window's disabled actions and their tooltips.

Each question the person asked a hint for (shown again for the same question: once; never
a question with only a draw or only a pass to answer) and each undo count on the play
(`hints_used`, `undos_used`).
"""
from __future__ import annotations

import enum
import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, Signal

from mextrain.ai.hint import Hint, HintStrength, suggest, tells_nothing
from mextrain.controller.requests import MoveRequest
from mextrain.controller.thinker import ThoughtRelay
from mextrain.engine import Game, Move, MoveKind, Phase
from mextrain.engine.rewind import replay_moves, rewind

if TYPE_CHECKING:
    from mextrain.controller.game_controller import GameController
    from mextrain.controller.play import Play


class Block(enum.Enum):
    """Why Undo or Redo cannot apply now (the UI words it)."""

    NO_GAME = "no_game"
    OTHER_PEOPLE = "other_people"    # a seat is played by a person elsewhere, or nobody here plays
    ROUND_OVER = "round_over"        # a finished round is never reopened
    NOTHING = "nothing"              # no move of the person in the round in play
    DRAWN = "drawn"                  # a tile drawn since the person's last move stays drawn
    HAND_HIDDEN = "hand_hidden"      # the computer is being handed to another person here
    ANOTHER_PERSON = "another_person"  # another person here has moved since this person's last move
    NOTHING_TO_REDO = "nothing_to_redo"


class HintTask(QRunnable):
    """Work out one hint off the GUI thread; the answer carries its question."""

    def __init__(self, relay: ThoughtRelay, request: MoveRequest,
                 strength: HintStrength = HintStrength.QUICK, stop: threading.Event | None = None) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self.relay = relay
        self.request = request
        self.strength = strength
        self.stop = stop if stop is not None else threading.Event()

    def run(self) -> None:
        hint: object = None
        error: BaseException | None = None
        try:
            hint = suggest(self.request.view, self.strength, should_stop=self.stop.is_set)
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
    #: a hint was counted (`play.hints_used` grew): the save keeps the count at once
    counted = Signal()

    def __init__(self, play: Play, pool: QThreadPool | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent if parent is not None else play)  # type: ignore[arg-type]
        self.play = play
        self._pool = pool if pool is not None else getattr(play, "pool", None) or QThreadPool.globalInstance()
        self.hint: Hint | None = None
        #: how the next hint is worked out (the window sets it from Preferences, whose default is the search)
        self.strength = HintStrength.QUICK
        self._hint_for: MoveRequest | None = None  # the question a hint is shown or worked out for
        self._hint_stop = threading.Event()  # set: the search for the hint worked out now stops
        self._counted: MoveRequest | None = None   # the last question whose hint was counted
        self._relay = ThoughtRelay(self)
        self._relay.done.connect(self._on_hint, Qt.ConnectionType.QueuedConnection)
        self._redo: list[list[Move]] = []
        self._redo_mark: tuple[object, ...] | None = None
        play.changed.connect(self._position_changed)
        play.moved.connect(self._position_changed)

    def set_play(self, play: Play) -> None:
        """The window plays another game now (a table joined or left): hint and undo follow it."""
        if play is self.play:
            return
        for signal in (self.play.changed, self.play.moved):
            signal.disconnect(self._position_changed)
        self.play = play
        play.changed.connect(self._position_changed)
        play.moved.connect(self._position_changed)
        self.reset()

    @property
    def controller(self) -> GameController:
        """The play as the local controller (only while it is `undoable`)."""
        return self.play  # type: ignore[return-value]

    # ------------------------------------------------------------------ hint
    def _open_request(self) -> MoveRequest | None:
        return self.play.hint_request()

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
        self._hint_stop = threading.Event()
        self._pool.start(HintTask(self._relay, request, self.strength, self._hint_stop))

    def clear_hint(self) -> None:
        had = self.hint is not None
        self._hint_stop.set()  # a search still under way answers at once; its answer is dropped
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
        # shown again for the same question: counted once; the only move there is, a draw or a
        # pass, is what the table says already: no help used
        if request is not self._counted and not tells_nothing(request.legal):
            self._counted = request
            self.play.hints_used += 1
            self.counted.emit()

    def _position_changed(self) -> None:
        if self._hint_for is not None and self._hint_for is not self._open_request():
            self.clear_hint()
        mark = self._mark()
        if self._redo and mark != self._redo_mark:
            self._redo.clear()  # a new move was made: what was taken back is gone for good

    # ------------------------------------------------------------------ undo and redo
    def _mark(self) -> tuple[object, ...] | None:
        g = self.play.game
        return None if g is None or not self.play.undoable else self._mark_of(g)

    def _table_block(self) -> Block | None:
        c = self.play
        if c.game is None:
            return Block.NO_GAME
        if not c.undoable:
            return Block.OTHER_PEOPLE
        if c.game.phase is not Phase.PLAYING:
            return Block.ROUND_OVER
        if c.hand_hidden:
            return Block.HAND_HIDDEN
        return None

    def undo_point(self) -> int | None:
        """How many decisions of the round in play stand after an undo (None: nothing to undo).

        The shown person's last decision, unless a tile was drawn from the boneyard at it or
        since (a draw is never taken back: see the module docstring), or another person at this
        computer moved since (only the shown person's own moves go back)."""
        return self._scan_back()[0]

    def _scan_back(self) -> tuple[int | None, Block | None]:
        """(the undo point, or None and why there is none: a draw, another person's move, or
        no move of the shown person's in this round)."""
        c = self.controller
        if c.game is None or not c.undoable:
            return None, Block.NOTHING
        decisions = c.game.rounds[-1].decisions
        persons = set(c.persons)
        drawn = False
        for i in range(len(decisions) - 1, -1, -1):
            drawn = drawn or decisions[i].move.kind is MoveKind.DRAW
            if decisions[i].seat == c.local_seat:
                return (None, Block.DRAWN) if drawn else (i, None)
            if decisions[i].seat in persons:  # only the shown person's own moves go back
                mine = any(d.seat == c.local_seat for d in decisions[:i])
                return None, Block.ANOTHER_PERSON if mine else Block.NOTHING
        return None, Block.NOTHING

    def undo_block(self) -> Block | None:
        """Why Undo cannot apply now, or None when it can."""
        block = self._table_block()
        if block is None:
            point, why = self._scan_back()
            if point is None:
                return why
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
    def _mark_of(game: Game) -> tuple[object, ...]:
        return (id(game), game.round_number, len(game.rounds[-1].decisions), game.phase)

    def reset(self) -> None:
        """A new or loaded game: no hint, nothing to redo."""
        self.clear_hint()
        self._redo.clear()
        self._redo_mark = None


__all__ = ["Assist", "Block", "HintTask"]
