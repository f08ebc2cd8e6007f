"""The game controller: owns one game, runs the turn loop, asks computer seats off the GUI thread.

The UI never decides what is legal: it reads `human_view()` / `human_legal()` and sends the
person's moves to `submit()`. The controller applies them through the engine, lets each
computer seat think on a worker thread (`thinker.ThinkTask`), shows computer moves one at a
time with a pace delay between them, and tells the UI what happened with coarse signals.
"""
from __future__ import annotations

import enum
import logging
from dataclasses import dataclass
from typing import Callable

from PySide6.QtCore import QObject, QThreadPool, QTimer, Qt, Signal

from mextrain.ai import Player, make_player
from mextrain.engine import Event, Game, GameOptions, Move, Phase, PlayerView, Reason

from .thinker import ThinkTask, ThoughtRelay

HUMAN = "human"
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class SeatConfig:
    """A seat of the New Game dialog: its name and "human" or a computer kind (`mextrain.ai.KINDS`)."""

    name: str
    kind: str

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN


class Pace(enum.Enum):
    """How fast computer moves follow each other (View > Speed)."""

    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"
    INSTANT = "instant"

    @property
    def delay_ms(self) -> int:
        """The wait before a computer seat moves, so each move is seen on its own."""
        return {"slow": 1200, "normal": 600, "fast": 250, "instant": 0}[self.value]

    @property
    def animation_ms(self) -> int:
        """How long a computer's tile flies to its place (always shorter than the delay)."""
        return {"slow": 700, "normal": 400, "fast": 180, "instant": 0}[self.value]

    @staticmethod
    def parse(text: object, default: "Pace | None" = None) -> "Pace":
        try:
            return Pace(text)
        except ValueError:
            return default or Pace.NORMAL


class GameController(QObject):
    """Owns the engine `Game` and the turn loop; see the module docstring."""

    changed = Signal()
    #: the engine events of the move just applied (a list of `Event`)
    events_happened = Signal(list)
    #: (move, Reason) for a move of the person that is not legal now; Reason is None when
    #: it is not the person's turn (a computer moves, or a tile is still flying)
    move_rejected = Signal(object, object)
    #: the computer seat that is to move (thinking or waiting its pace), or -1
    thinking = Signal(int)
    round_over = Signal()
    game_over = Signal()

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        pace: Pace = Pace.NORMAL,
        animations: bool = True,
        player_factory: Callable[[str, str], Player] = make_player,
    ) -> None:
        super().__init__(parent)
        self._player_factory = player_factory
        self.game: Game | None = None
        self.seats: list[SeatConfig] = []
        self.human_seat = 0
        self.pace = pace
        self.animations = animations
        self.last_events: list[Event] = []
        self._players: dict[int, Player] = {}
        self._generation = 0
        self._busy = False
        self._thinking_seat = -1
        self._next_step: Callable[[], None] | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._run_next_step)
        self._relay = ThoughtRelay(self)
        self._relay.done.connect(self._on_thought, Qt.ConnectionType.QueuedConnection)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(2)
        self._pause = _Pause(self._timer, self._deliver_thought)

    # ------------------------------------------------------------------ settings
    def set_pace(self, pace: Pace) -> None:
        self.pace = pace

    def set_animations(self, enabled: bool) -> None:
        """False when the system asks for reduced motion: tiles jump to their places."""
        self.animations = enabled

    @property
    def animation_ms(self) -> int:
        return self.pace.animation_ms if self.animations else 0

    # ------------------------------------------------------------------ the game
    def new_game(self, options: GameOptions, seed: int, seats: list[SeatConfig]) -> None:
        """Start a game; a computer still thinking about the old one is cancelled."""
        if len(seats) != options.players:
            raise ValueError(f"{len(seats)} seats for {options.players} players")
        self.cancel()
        self.seats = list(seats)
        humans = [s for s, cfg in enumerate(self.seats) if cfg.is_human]
        self.human_seat = humans[0] if humans else -1
        self._players = {
            s: self._player_factory(cfg.kind, f"{seed}/{s}") for s, cfg in enumerate(self.seats) if not cfg.is_human
        }
        self.game = Game(options, seed, record=True, track_events=True)
        self.last_events = []
        self._begin_round()

    def resume(self, game: Game, seats: list[SeatConfig]) -> None:
        """Go on with a game loaded from a save: the same decision, hands, table and scores."""
        if len(seats) != game.options.players:
            raise ValueError(f"{len(seats)} seats for {game.options.players} players")
        self.cancel()
        self.seats = list(seats)
        humans = [s for s, cfg in enumerate(self.seats) if cfg.is_human]
        self.human_seat = humans[0] if humans else -1
        self._players = {
            s: self._player_factory(cfg.kind, f"{game.seed}/{s}") for s, cfg in enumerate(self.seats) if not cfg.is_human
        }
        self.game = game
        self.last_events = []
        self._advance()

    def next_round(self) -> None:
        """After the score sheet: deal the next round and go on."""
        if self.game is None or self.game.phase is not Phase.ROUND_OVER:
            return
        self.cancel()
        self.game.next_round()
        self.last_events = []
        self._begin_round()

    def _begin_round(self) -> None:
        """A fresh deal is shown first; a computer that starts waits its pace like any other move."""
        g = self.game
        assert g is not None
        if self.is_human(g.current_seat) or self.pace.delay_ms == 0:
            self._advance()
            return
        self._busy = True
        self._set_thinking(g.current_seat)
        self.changed.emit()
        self._schedule(self.pace.delay_ms, self._advance)

    def cancel(self) -> None:
        """Stop the turn loop: a thinking computer's answer will be dropped, no timer fires."""
        self._generation += 1
        player = self._players.get(self._thinking_seat)
        stop = getattr(player, "cancel", None)
        if callable(stop):  # a searching player answers at once; its answer is dropped anyway
            stop()
        self._timer.stop()
        self._next_step = None
        self._busy = False
        self._set_thinking(-1)

    def shutdown(self, wait_ms: int = 2000) -> None:
        """Quitting: cancel, then give a worker still thinking a moment to return."""
        self.cancel()
        self._pool.clear()
        self._pool.waitForDone(wait_ms)

    # ------------------------------------------------------------------ reading state
    @property
    def busy(self) -> bool:
        """A computer is to move, or a tile is still flying: the person must wait."""
        return self._busy

    def players(self) -> list[Player]:
        """The computer players of the game in play."""
        return list(self._players.values())

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat].is_human

    def names(self) -> list[str]:
        return [cfg.name for cfg in self.seats]

    def human_view(self) -> PlayerView:
        assert self.game is not None
        return self.game.view(max(self.human_seat, 0))

    def human_legal(self) -> list[Move]:
        """The person's legal moves; empty unless the person is to move and nothing animates."""
        g = self.game
        if g is None or self._busy or g.phase is not Phase.PLAYING or g.current_seat != self.human_seat:
            return []
        return list(g.legal_moves())

    def explain(self, move: Move) -> Reason:
        """Why `move` is not legal now (the engine's Reason, translated by ui.texts)."""
        g = self.game
        if g is None or g.phase is Phase.GAME_OVER:
            return Reason.GAME_OVER
        if g.phase is not Phase.PLAYING:
            return Reason.NOT_PLAYING
        return g.round.why_illegal(move)

    # ------------------------------------------------------------------ moves
    def submit(self, move: Move) -> None:
        """The person's move: applied when legal, else `move_rejected(move, reason)`."""
        legal = self.human_legal()
        if not legal:
            self.move_rejected.emit(move, None)
            return
        if move not in legal:
            self.move_rejected.emit(move, self.explain(move))
            return
        self._apply(move)

    def _apply(self, move: Move) -> None:
        g = self.game
        assert g is not None
        seat = g.current_seat
        events = g.apply(move)
        self.last_events = events
        # How long to wait before the next step: a computer's tile must finish flying
        # before the person may move; a computer waits its pace before each move.
        if g.phase is Phase.PLAYING:
            next_is_human = self.is_human(g.current_seat)
            if next_is_human:
                wait = 0 if self.is_human(seat) else self.animation_ms
            else:
                wait = self.pace.delay_ms
        else:
            wait = self.pace.delay_ms  # let the last tile be seen before the score sheet
        self._busy = not (g.phase is Phase.PLAYING and self.is_human(g.current_seat) and wait == 0)
        if g.phase is Phase.PLAYING and not self.is_human(g.current_seat):
            self._set_thinking(g.current_seat)  # the next computer is "thinking" during its pace
        else:
            self._set_thinking(-1)
        self.changed.emit()
        self.events_happened.emit(events)
        if not self._busy:
            self._set_thinking(-1)
            return
        self._schedule(wait, self._advance)

    def _advance(self) -> None:
        """Whoever is to move next: the person gets the controls, a computer starts thinking."""
        g = self.game
        if g is None:
            return
        if g.phase is Phase.ROUND_OVER:
            self._busy = False
            self._set_thinking(-1)
            self.changed.emit()
            self.round_over.emit()
            return
        if g.phase is Phase.GAME_OVER:
            self._busy = False
            self._set_thinking(-1)
            self.changed.emit()
            self.game_over.emit()
            return
        seat = g.current_seat
        if self.is_human(seat):
            self._busy = False
            self._set_thinking(-1)
            self.changed.emit()
            return
        self._busy = True
        self._set_thinking(seat)
        self.changed.emit()
        generation = self._generation
        task = ThinkTask(self._relay, generation, seat, self._players[seat], g.view(seat),
                         should_stop=lambda: self._generation != generation)
        self._pool.start(task)

    def _on_thought(self, generation: int, seat: int, move: object, error: object) -> None:
        if self._pause.hold(generation, seat, move, error):
            return  # applied on unpause()
        self._deliver_thought(generation, seat, move, error)

    def _deliver_thought(self, generation: int, seat: int, move: object, error: object) -> None:
        g = self.game
        if generation != self._generation or g is None or g.phase is not Phase.PLAYING or g.current_seat != seat:
            return  # a stale answer: New Game or cancel() came in between
        legal = g.legal_moves()
        if error is not None or move not in legal:
            # A faulty computer player must not stop the game: say so and play a legal move.
            log.error("computer seat %s answered %r (%r); playing %r instead", seat, move, error, legal[0])
            move = legal[0]
        assert isinstance(move, Move)
        self._apply(move)

    # ------------------------------------------------------------------ timing
    def _schedule(self, wait_ms: int, step: Callable[[], None]) -> None:
        self._next_step = step
        if self._pause.reasons:
            self._pause.remaining = max(0, wait_ms)  # the timer starts on unpause()
        else:
            self._timer.start(max(0, wait_ms))

    # ------------------------------------------------------------------ pausing
    def pause(self, reason: str) -> None:
        """Hold the computer seats (a modal dialog is open, the window is minimised...):
        no computer move is applied and no timer step runs until every reason is lifted."""
        self._pause.add(reason)

    def unpause(self, reason: str) -> None:
        """Lift one reason; with none left the turn loop goes on where it stopped."""
        self._pause.remove(reason, self._next_step is not None)

    @property
    def paused(self) -> frozenset[str]:
        return frozenset(self._pause.reasons)

    def _run_next_step(self) -> None:
        step, self._next_step = self._next_step, None
        if step is not None:
            step()

    def _set_thinking(self, seat: int) -> None:
        if seat != self._thinking_seat:
            self._thinking_seat = seat
            self.thinking.emit(seat)

    @property
    def thinking_seat(self) -> int:
        return self._thinking_seat


class _Pause:
    """The controller's pause: a set of reasons, the timer's remaining wait, a held answer."""

    def __init__(self, timer: QTimer, deliver: Callable[[int, int, object, object], None]) -> None:
        self.reasons: set[str] = set()
        self.remaining: int | None = None
        self.held: tuple | None = None
        self._timer = timer
        self._deliver = deliver

    def add(self, reason: str) -> None:
        if not self.reasons and self._timer.isActive():
            self.remaining = max(0, self._timer.remainingTime())
            self._timer.stop()
        self.reasons.add(reason)

    def hold(self, *thought: object) -> bool:
        """Keep a computer's answer that came in while paused; True if kept."""
        if self.reasons:
            self.held = thought
        return bool(self.reasons)

    def remove(self, reason: str, step_waiting: bool) -> None:
        if reason not in self.reasons:
            return
        self.reasons.discard(reason)
        if self.reasons:
            return
        remaining, self.remaining = self.remaining, None
        held, self.held = self.held, None
        if remaining is not None and step_waiting:
            self._timer.start(remaining)
        if held is not None:
            self._deliver(*held)
