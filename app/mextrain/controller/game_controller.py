"""The game controller: owns one game and runs the turn loop over its seats.

Every seat is played by someone behind one interface (`seats.TableSeat`): the person at this
computer, a computer player thinking on a worker thread, or (the network) a person
elsewhere. The loop asks the seat to move (`TableSeat.ask`), takes its answer, applies it
through the engine and tells every seat what happened (`TableSeat.tell`); it never asks which
kind a seat is. Seats that declare `paced` are asked after the pace delay, so that moves
are seen one at a time; a move of a seat that `flies` is animated before the next question.

The window shows the view of the seat at this window (`local_seat`, None when computers
take every seat): it reads `local_view()` / `local_legal()` and sends the person's moves
to `submit()`. It is one of the two `controller.play.Play`s (the game a window plays); the
other is a joined game. Each change of the table is told once, on `moved` (the window's
redraw and the autosave hang on it); `changed` says the rest. At a hosted table the table's
core applies the moves and deals (`authority`), and this loop shows them (`followed`, `dealt`).

Legality is judged at the edges: the table scene for the person's feedback, the network
session for moves from other computers, and the engine as the authority. The seats and
this loop pass moves on unchecked; a move the engine refuses goes back to the person who
made it (`move_rejected`, with the engine's reason) and their question is put again,
while a faulty computer answer is replaced by a legal move.

Several persons may share this computer (a `LocalPersonSeat` each, passing it round the
table): `local_seat` is then the person whose hand is shown. When a person other than that
one is asked, the controller hides the hand (`hand_hidden`: `local_view()` holds no tile of
any hand and `local_legal()` nothing) until the window says the computer was handed over
(`show_hand()`). A new or resumed game with several persons starts hidden, for the first of
them to move. With one person `hand_hidden` is never true.
"""
from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QObject, QThreadPool

from mextrain.ai import Player, make_player
from mextrain.ai.why import Why, why_of
from mextrain.controller.following import Authority, FollowsAuthority
from mextrain.controller.local_play import PlayHere
from mextrain.controller.pause import TurnClock
from mextrain.controller.persons_here import PersonsHere
from mextrain.controller.play_signals import PlaySignals
from mextrain.controller.requests import MoveRequest
from mextrain.controller.seats import ComputerSeat, LocalPersonSeat, SeatKind, TableSeat
from mextrain.engine import (
    Event,
    EventKind,
    Game,
    GameOptions,
    IllegalMove,
    Move,
    Phase,
    PlayerView,
    play_again_seed,
)
from mextrain.table_setup import HUMAN, Pace, SeatConfig, random_seed

__all__ = ["HUMAN", "Authority", "GameController", "Pace", "SeatConfig"]

log = logging.getLogger(__name__)


class GameController(PlayHere, FollowsAuthority, PlaySignals):
    """Owns the engine `Game` and the turn loop; see the module docstring. Its signals are
    the window's (`PlaySignals`); a hosted table hears `moved` too."""

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        pace: Pace = Pace.NORMAL,
        animations: bool = True,
        player_factory: Callable[[str, str], Player] = make_player,
        seat_factory: Callable[[int, SeatConfig, str], TableSeat] | None = None,
    ) -> None:
        super().__init__(parent)
        self._player_factory = player_factory
        self._seat_factory = seat_factory or self.default_seat
        self.game: Game | None = None
        #: a hosted table's core (`Authority`): it plays the game, this loop shows it; None: played here
        self.authority: Authority | None = None
        #: how the table was set up (names and kinds, as saved in game files)
        self.seats: list[SeatConfig] = []
        #: the name of the game's rule set (R18), kept in its save and record; None: unnamed
        self.rule_set: str | None = None
        self.pace = pace
        self.animations = animations
        self.last_events: list[Event] = []
        #: (round, decision index) -> (seat, move, why) of each computer decision of this game (`why`)
        self._whys: dict[tuple[int, int], tuple[int, Move, Why]] = {}
        #: how many times the table changed (`moved`'s number; it never goes back, not even on Undo)
        self.move_number = 0
        #: hints shown and undos made in this game (kept in its save, shown on the score sheet)
        self.hints_used = 0
        self.undos_used = 0
        self._seats: list[TableSeat] = []
        self._here: PersonsHere[LocalPersonSeat] = PersonsHere()
        self._asked: MoveRequest | None = None
        self._questions = 0
        self._busy = False
        self._thinking_seat: int | None = None
        self._put_away = False
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(2)
        self._clock = TurnClock(self._deliver_answer, self)  # the pace's waits and the pause

    # ------------------------------------------------------------------ settings
    def set_pace(self, pace: Pace) -> None:
        self.pace = pace

    def set_animations(self, enabled: bool) -> None:
        """False when the system asks for reduced motion: tiles jump to their places."""
        self.animations = enabled

    @property
    def animation_ms(self) -> int:
        return self.pace.animation_ms if self.animations else 0

    def flight_ms(self, seat: int) -> int:
        """How long a move of `seat` animates on this window (0 for the person who laid it here)."""
        if 0 <= seat < len(self._seats) and not self._seats[seat].flies:
            return 0
        return self.animation_ms

    # ------------------------------------------------------------------ seats
    def default_seat(self, index: int, config: SeatConfig, seed: str) -> TableSeat:
        """The person at this computer for a "human" seat, else a computer player of its kind."""
        if config.is_human:
            return LocalPersonSeat(index, config.name, self)
        return ComputerSeat(index, config.name, self._player_factory(config.kind, seed), self._pool, self)

    def _take_seats(self, seats: list[SeatConfig], seed: int) -> None:
        for old in self._seats:
            old.close()
            old.blockSignals(True)  # a worker may still deliver to it: nothing reaches this game
        self._put_away = False
        self.seats = list(seats)
        self._seats = [self._seat_factory(i, cfg, f"{seed}/{i}") for i, cfg in enumerate(self.seats)]
        self._here = PersonsHere([s for s in self._seats if isinstance(s, LocalPersonSeat)])
        for seat in self._seats:
            seat.answered.connect(self._on_answer)
            seat.changed.connect(self.changed)
        for person in self._here.seats:
            person.rejected.connect(self.move_rejected)

    def set_seat_factory(self, factory: Callable[[int, SeatConfig, str], TableSeat] | None) -> None:
        """Who makes the seats of the next game (None: `default_seat`); a hosted table passes its own."""
        self._seat_factory = factory or self.default_seat

    # ------------------------------------------------------------------ the game
    def new_game(self, options: GameOptions, seed: int, seats: list[SeatConfig], rule_set: str | None = None) -> None:
        """Start a game (under the rule set of that name, where it has one); a seat still thinking
        about the old one is cancelled."""
        if len(seats) != options.players:
            raise ValueError(f"{len(seats)} seats for {options.players} players")
        self.cancel()
        self.rule_set = rule_set or None
        self._take_seats(seats, seed)
        self.game = Game(options, seed, track_decisions=True, track_events=True, rule_set=rule_set)
        self.last_events = []
        self._whys.clear()
        self.hints_used = self.undos_used = 0
        self._here.start(self.game.current_seat, options.players)
        self._begin_round()

    def resume(self, game: Game, seats: list[SeatConfig], *, hints_used: int = 0, undos_used: int = 0,
               rule_set: str | None = None) -> None:
        """Go on with a game loaded from a save: the same decision, hands, table, scores, counts and rule set."""
        if len(seats) != game.options.players:
            raise ValueError(f"{len(seats)} seats for {game.options.players} players")
        self.cancel()
        self.rule_set = rule_set or game.rule_set or None  # the save's name is the record's (engine.record)
        game.rule_set = self.rule_set
        self._take_seats(seats, game.seed)
        self._whys.clear()  # another game's reasons (a loaded game's own were not kept)
        self.hints_used, self.undos_used = max(0, hints_used), max(0, undos_used)
        self._here.start(game.current_seat, game.options.players)
        self.set_position(game)

    def set_position(self, game: Game) -> None:
        """Put `game` on the table with the seats in place and go on from its decision
        (a resumed game, or this one rewound by Undo or replayed by Redo: controller.assist)."""
        self.cancel()
        self._put_away = False
        self.game = game
        self.last_events = []
        self._tell([])
        self._advance(moved=[])

    def next_round(self) -> None:
        """After the score sheet: deal the next round and go on."""
        if self.game is None or self.game.phase is not Phase.ROUND_OVER:
            return
        self.cancel()
        if self.authority is not None:
            self.authority.next_round()  # the deal comes back through `dealt`
            return
        self.game.next_round()
        self.dealt()

    def may_play_again(self) -> bool:
        """A game over at this computer with nobody elsewhere at the table: Play Again deals at once;
        at a hosted table (`authority`) the people there are asked first."""
        over = self.game is not None and self.game.phase is Phase.GAME_OVER
        return over and (self.authority is not None or not self.others_wait)

    def play_again(self) -> None:
        """Play Again: the same seats (names, kinds, computers made afresh) and options, a new game
        number whose round 1 the next seat starts (engine.play_again_seed, R5). The finished game
        stays as it was kept (its record, its statistics): the new one is another `Game`. A hosted
        table's core asks everyone there instead (HostTable.play_again)."""
        g = self.game
        if g is None or not self.may_play_again():
            return
        if self.authority is not None:
            self.authority.play_again()
            return
        self.new_game(g.options, play_again_seed(g, random_seed()), list(self.seats))

    def _begin_round(self) -> None:
        """A fresh deal is shown first; a paced seat that starts waits its pace like any other move."""
        g = self.game
        assert g is not None
        self._tell([])
        if not self._seats[g.current_seat].paced or self.pace.delay_ms == 0:
            self._advance(moved=[])
            return
        self._busy = True
        self._set_thinking(self._shown_thinking(g.current_seat))
        self._moved([])
        self._schedule(self.pace.delay_ms, self._advance)

    def cancel(self) -> None:
        """Stop the turn loop: every open question is withdrawn (a late answer is dropped), no timer fires."""
        self._asked = None
        for seat in self._seats:
            seat.cancel()
        self._clock.stop()
        self._busy = False
        self._set_thinking(None)

    def put_away(self) -> None:
        """The window shows another game (a table joined): this one stops where it is, kept."""
        self.cancel()
        self._put_away = True

    def go_on(self) -> None:
        """Shown again after `put_away`: the turn loop goes on from the game's decision."""
        if self._put_away and self.game is not None:
            self._put_away = False
            self.set_position(self.game)

    def shutdown(self, wait_ms: int = 2000) -> None:
        """Quitting: cancel, then give a worker still thinking a moment to return."""
        self.cancel()
        for seat in self._seats:
            seat.close()
        self._pool.clear()
        self._pool.waitForDone(wait_ms)

    # ------------------------------------------------------------------ moves

    def _on_answer(self, request: MoveRequest, move: object, error: object) -> None:
        if self._clock.hold(request, move, error):
            return  # applied on unpause()
        self._deliver_answer(request, move, error)

    def _deliver_answer(self, request: MoveRequest, move: object, error: object) -> None:
        g = self.game
        if request is not self._asked or g is None or g.phase is not Phase.PLAYING:
            return  # a stale answer: New Game or cancel() came in between
        self._asked = None
        if error is not None or not isinstance(move, Move):
            log.error("seat %s answered %r (%r); playing %r instead", request.seat, move, error, request.legal[0])
            move = request.legal[0]
        self._apply(move, request)

    def why(self, round_number: int, index: int) -> Why | None:
        """Why the computer made decision `index` (0-based) of round `round_number`, or None: a
        person's decision, or one whose reason was not kept (made before a save was loaded).
        Kept per decision as it was made (`ai.why`: never what the player holds)."""
        g = self.game
        kept = self._whys.get((round_number, index))
        if g is None or kept is None or not 1 <= round_number <= len(g.rounds):
            return None
        decisions = g.rounds[round_number - 1].decisions
        seat, move, why = kept
        if index >= len(decisions) or decisions[index].seat != seat or decisions[index].move != move:
            return None  # taken back by Undo, or another game: the reason was of another move
        return why

    def _keep_why(self, request: MoveRequest, move: Move) -> None:
        """Right after a computer answered: why it chose `move` (read off the player's last decision)."""
        self.keep_why(request.seat, request.view, move)

    def keep_why(self, seat: int, view: PlayerView, move: Move) -> None:
        """Before a computer's `move` from `view` is applied (here, or by a hosted table's core): why."""
        g = self.game
        player = self._seats[seat].player if 0 <= seat < len(self._seats) else None
        if g is None or player is None or self._seats[seat].kind is not SeatKind.COMPUTER:
            return
        try:
            why = why_of(player, view, move)
        except Exception:  # noqa: BLE001 - a reason is a courtesy: never stop the game for it
            log.exception("no reason for seat %s's %r", seat, move)
            return
        self._whys[(g.round_number, len(g.rounds[-1].decisions))] = (seat, move, why)

    def _apply(self, move: Move, request: MoveRequest) -> None:
        g = self.game
        assert g is not None
        mover = g.current_seat
        if self.authority is not None:
            self._play_at_authority(mover, move)
            return
        if request.legal and move in request.legal:
            self._keep_why(request, move)
        try:
            events = g.apply(move)  # the engine is the authority on legality (module docstring)
        except IllegalMove as exc:
            if self._seats[mover].kind is not SeatKind.COMPUTER:
                # a person's move (a stale click, a faulty client): back to them, asked again
                log.info("seat %s: %r refused (%s)", mover, move, exc.reason.name)
                self.move_rejected.emit(move, exc.reason)
                self._ask(mover)
                self.changed.emit()
                return
            # A faulty computer player must not stop the game: say so and play a legal move.
            log.error("seat %s answered %r (%s); playing %r instead", request.seat, move, exc, request.legal[0])
            events = g.apply(request.legal[0])
        self._applied(mover, events)

    def _applied(self, mover: int, events: list[Event]) -> None:
        g = self.game
        assert g is not None
        self.last_events = events
        self._tell(events)
        # How long to wait before the next question: a paced seat waits its pace; otherwise
        # the tile just moved must finish flying first; at a round's end the last tile is seen.
        if g.phase is Phase.PLAYING:
            wait = self.pace.delay_ms if self._seats[g.current_seat].paced else self.flight_ms(mover)
        else:
            wait = self.pace.delay_ms
        asked_now = g.phase is Phase.PLAYING and wait == 0
        if asked_now:
            self._ask(g.current_seat)
        else:
            self._busy = True
            self._set_thinking(self._shown_thinking(g.current_seat) if g.phase is Phase.PLAYING else None)
        self._moved(events)
        if not asked_now:
            self._schedule(wait, self._advance)

    def _advance(self, moved: list[Event] | None = None) -> None:
        """Whoever is to move next is asked; at a round's or the game's end, say so. With `moved`
        the table just changed (a deal, a position set): that is told once, on `moved`."""
        g = self.game
        if g is None:
            return
        if g.phase is Phase.PLAYING:
            self._ask(g.current_seat)
            self._changed(moved)
            return
        self._busy = False
        self._set_thinking(None)
        self._changed(moved)
        if g.phase is Phase.ROUND_OVER:
            self.round_over.emit()
        else:
            self.game_over.emit()

    def _ask(self, index: int) -> None:
        g = self.game
        assert g is not None
        self._questions += 1
        request = MoveRequest(index, self._questions, g.view(index), tuple(g.legal_moves()), self.explain)
        self._asked = request
        self._here.asking(index)  # another person's turn: the computer changes hands first
        self._busy = index != self.local_seat or self._here.hidden
        self._set_thinking(self._shown_thinking(index))
        self._seats[index].ask(request)

    def _tell(self, events: list[Event]) -> None:
        """The seats that listen hear of the move (or the fresh deal), each as it may see it: a
        view is built only for them (a hosted table sends its own views, on `moved`)."""
        g = self.game
        assert g is not None
        for seat in self._seats:
            if not seat.listens:
                continue
            seen = [e._replace(tile=None) if e.kind is EventKind.TILE_DRAWN and e.seat != seat.index else e
                    for e in events]
            seat.tell(seen, g.view(seat.index))

    def _moved(self, events: list[Event]) -> None:
        """Tell the window (and a hosted table) once that the table changed."""
        self.move_number += 1
        self.moved.emit(self.move_number, list(events))

    def _changed(self, moved: list[Event] | None) -> None:
        if moved is None:
            self.changed.emit()
        else:
            self._moved(moved)

    # ------------------------------------------------------------------ timing
    def _schedule(self, wait_ms: int, step: Callable[[], None]) -> None:
        self._clock.schedule(wait_ms, step)

    # ------------------------------------------------------------------ pausing
    def pause(self, reason: str) -> None:
        """Hold the turn loop (a modal dialog is open, the window is minimised...): no answer
        is applied and no timer step runs until every reason is lifted."""
        self._clock.add(reason)

    def unpause(self, reason: str) -> None:
        """Lift one reason; with none left the turn loop goes on where it stopped."""
        self._clock.remove(reason)

    @property
    def paused(self) -> frozenset[str]:
        return frozenset(self._clock.reasons)

    def _shown_thinking(self, seat: int) -> int | None:
        """The seat the window shows as thinking: any seat to move but its own."""
        return None if seat == self.local_seat else seat

    def _set_thinking(self, seat: int | None) -> None:
        if seat != self._thinking_seat:
            self._thinking_seat = seat
            self.thinking.emit(seat)
