"""A game joined over the network, shown by the main window as it shows a `GameController`'s.

The host runs the one engine; here there is only this seat's view (`m.View`) and what
the host announced (events, round and game ends). Several people at this computer hold a seat
each, on a connection each (`add_person`, protocol 7): the window shows one person's view at a
time and covers the table while the computer passes to the next, as at a local game
(controller/persons_here.py); the first person's connection tells the table's story (events,
lobby, round and game ends), each person's own connection their hand. `JoinedGame` is a `controller.play.Play`
like the local controller; as `game` it holds a `ScoreBook`, what the score sheet reads of
a Game (from `round_over`s). Whether a move of ours is on its way is the connection's
(`JoinedTable.move_pending`), asked here, never kept twice.
"""
from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from mextrain.ai import Player
from mextrain.ai.coach import Moment, moment_of
from mextrain.ai.sampling import Sampler
from mextrain.controller.game_controller import HUMAN, Pace, SeatConfig
from mextrain.controller.network.joined_table import JoinedTable
from mextrain.controller.network.score_book import Deal, ScoreBook, ScoreRound
from mextrain.controller.persons_here import PersonsHere
from mextrain.controller.play_signals import PlaySignals
from mextrain.controller.requests import MoveRequest
from mextrain.controller.seen_replay import SeenViews
from mextrain.engine import Event, Move, Phase, PlayerView, Reason
from mextrain.engine.explain import why_illegal
from mextrain.net import messages as m

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class HerePerson:
    """A person at this computer: their seat and the connection it is held on."""

    index: int
    table: JoinedTable


@dataclass(frozen=True)
class JoinedSeat:
    """`controller.seat(i)` for a joined game: who sits there and whether they are here."""

    index: int
    name: str
    is_person: bool
    present: bool
    thinking: bool
    #: a computer plays for the seat's person: away past the grace period, or gone for good (freed)
    stand_in: bool = False


class JoinedGame(PlaySignals):
    #: the host dealt a new round (the score sheet of the last one can go)
    round_started = Signal()

    def __init__(self, joined: JoinedTable, parent: QObject | None = None, *, pace: Pace = Pace.NORMAL,
                 animations: bool = True) -> None:
        super().__init__(parent)
        self.joined = joined
        self.pace = pace
        self.animations = animations
        self.game: ScoreBook | None = None
        self.seats: list[SeatConfig] = []
        self.last_events: list[Event] = []
        #: hints shown here (the score sheet's count); a joined game is never taken back
        self.hints_used = 0
        self.undos_used = 0
        self._events: list[Event] = []
        self._thinking_seat: int | None = None
        self._request: MoveRequest | None = None  # the question of the turn shown (for a hint)
        #: the Play Again of a hall table's host (its `table_admin` `again`); None: the host of the table deals
        self.deal_again: Callable[[], None] | None = None
        #: every connection of this app to the table, the first person's first (`add_person`)
        self.tables: list[JoinedTable] = [joined]
        self._here: PersonsHere[HerePerson] = PersonsHere()
        #: the coach's material: each person's decisions here, with the view the host sent when they
        #: moved (never anything more: the host keeps the record and the hidden hands), by seat
        self.coach_moments: dict[int, list[Moment]] = {}
        #: Play Again opened the lobby: the finished game (`game`, and each person's last view in `_final`)
        #: stays on the table behind the questions and the lobby until the next game's first view
        self.reopened = False
        self._final: dict[JoinedTable, m.View] = {}
        #: every view the persons here were shown, for the coach's replay and a computer's reason
        self.seen = SeenViews()
        joined.lobby_changed.connect(self._on_lobby)
        joined.view_changed.connect(self._on_view)
        joined.events_came.connect(self._on_events)
        joined.result_came.connect(self._on_result)
        joined.round_over.connect(self._on_round_over)
        joined.game_over.connect(self._on_game_over)
        joined.state_changed.connect(self._on_connection)

    # ------------------------------------------------------------------ the persons at this computer
    def add_person(self, table: JoinedTable) -> None:
        """Another person at this computer, on a connection of their own (`hello.companion`)."""
        self.tables.append(table)
        table.view_changed.connect(lambda msg, table=table: self._on_own_view(table, msg))
        table.result_came.connect(self._on_result)
        table.welcomed.connect(lambda _msg: self._person_seated())

    def _person_seated(self) -> None:
        """A person here is seated (again): in a game under way (a rejoin after a crash) the computer is
        handed to whichever of the persons here moves first from now, as when a game resumes."""
        before = self._here.indices
        self._seat_persons()
        view = self.joined.view
        if self._here.indices != before and self.game is not None and view is not None:
            self._here.start(view.view.current, view.view.players)
            self.changed.emit()

    def drop_person(self, table: JoinedTable) -> None:
        """A person here who left the table (Play Again's Leave), or whose seat the table would not give back."""
        if table in self.tables[1:]:
            self.tables.remove(table)
            self._seat_persons()

    def _seat_persons(self) -> None:
        """The persons here as the connections' seats are known (the order of the seats)."""
        persons = sorted((HerePerson(t.seat, t) for t in self.tables if t.seat is not None), key=lambda p: p.index)
        if [p.index for p in persons] != self._here.indices:
            self._here = PersonsHere(persons)

    @property
    def _shown(self) -> JoinedTable:
        """The connection of the person whose view the window shows."""
        shown = self._here.shown
        return shown.table if shown is not None and len(self._here.seats) > 1 else self.joined

    @property
    def _view(self) -> m.View | None:
        """The shown person's view: the host's last, or after Play Again their last of the finished game
        (the connection forgets it when the lobby opens again)."""
        table = self._shown
        return self._final.get(table) if self.reopened else table.view

    @property
    def playing_book(self) -> ScoreBook | None:
        """The game this table plays: None in the lobby, Play Again's too (the finished game still shown
        there is over: nothing of it is left to rejoin, keep or leave in the middle of)."""
        return None if self.reopened else self.game

    def show_person(self, table: JoinedTable) -> None:
        """Play Again asks the person of `table` at this computer: the finished game is shown as theirs (at
        the game's end every hand is public, so nothing is covered for the computer to change hands)."""
        book = self.game
        person = next((p for p in self._here.seats if p.table is table), None)
        if book is None or book.phase is not Phase.GAME_OVER or person is None:
            return
        if self._here.show(person):
            self.changed.emit()

    @property
    def local_seat(self) -> int | None:
        return self._shown.seat

    @property
    def watching(self) -> bool:
        """This window watches the table (no seat, no hand: protocol 7)."""
        return bool(self.joined.session.watching)

    @property
    def rule_set(self) -> str | None:
        """The name of the table's rule set (R18), as the host's lobby gives it; None where it has none."""
        lobby = self.joined.lobby
        return lobby.rule_set if lobby is not None else None

    @property
    def thinking_seat(self) -> int | None:
        """Nobody is shown thinking while the line is down: what the host does then is unknown."""
        return self._thinking_seat if self.joined.connected else None

    @property
    def hand_hidden(self) -> bool:
        """The computer is being handed to the shown person: no hand may be shown (one person: never)."""
        return self._here.hidden

    @property
    def persons(self) -> list[int]:
        """The persons at this window: its seats (one, or several passing the computer round)."""
        if len(self._here.seats) > 1:
            return self._here.indices
        seat = self.joined.seat
        return [seat] if seat is not None and seat >= 0 else []

    def table_of(self, seat: int | None) -> JoinedTable | None:
        """The connection `seat` is held on at this computer (None: not ours)."""
        return next((t for t in self.tables if seat is not None and t.seat == seat), None)

    def show_hand(self) -> None:
        """The person the computer was handed to is there: show their hand."""
        if self._here.reveal():
            self.changed.emit()

    @property
    def others_wait(self) -> bool:
        return True  # the host and the others play on whatever this window does

    @property
    def undoable(self) -> bool:
        return False

    @property
    def saves_here(self) -> bool:
        return False  # the host keeps the record

    def ready(self) -> bool:
        return self.game is not None and self._view is not None

    def hint_request(self) -> MoveRequest | None:
        """This seat's question now, from the host's view: its own hand and legal moves
        (the same object while the turn stands, so a hint belongs to one question)."""
        view = self._view
        legal = self.local_legal()
        if view is None or not legal or self.local_seat is None:
            self._request = None
            return None
        if self._request is None or self._request.number != view.turn or self._request.view is not view.view:
            self._request = MoveRequest(self.local_seat, view.turn, view.view, tuple(legal), self.explain)
        return self._request

    @property
    def busy(self) -> bool:
        return not self.local_legal()

    @property
    def animation_ms(self) -> int:
        return self.pace.animation_ms if self.animations else 0

    def flight_ms(self, seat: int) -> int:
        return 0 if seat == self.local_seat else self.animation_ms

    def local_view(self) -> PlayerView:
        view = self._view
        assert view is not None
        return self._here.view(view.view)

    def local_legal(self) -> list[Move]:
        shown = self._shown
        view = shown.view
        if view is None or view.phase != "playing" or shown.move_pending or not shown.connected or self.hand_hidden:
            return []
        return list(view.view.legal)

    def names(self) -> list[str]:
        return [cfg.name for cfg in self.seats]

    def seat(self, index: int) -> JoinedSeat:
        lobby = self.joined.lobby
        view = self.joined.view
        info = lobby.seats[index] if lobby is not None and index < len(lobby.seats) else m.SeatInfo(m.SeatState.OPEN)
        away = view is not None and index in view.away
        present = not away and (info.state != "person" or info.connected or index in self.persons)
        left = dict(zip(view.away, view.away_left)).get(index) if view is not None and away else None
        stand_in = (info.state == "computer" and info.freed) or (left is not None and left <= 0)
        return JoinedSeat(index, info.name, info.state == "person", present, index == self._thinking_seat, stand_in)

    def players(self) -> list[Player]:
        return []  # the host's computers think on the host's machine

    def explain(self, move: Move) -> Reason:
        """Why `move` is not legal now, judged on a position consistent with this seat's view."""
        view = self._view
        if view is None or view.phase == "game_over":
            return Reason.GAME_OVER
        if view.phase != "playing":
            return Reason.NOT_PLAYING
        try:
            return why_illegal(Sampler(view.view, read_moves=False).state(random.Random(0)), move)
        except (ValueError, AssertionError, IndexError):
            return Reason.NOT_A_MOVE

    # ------------------------------------------------------------------ what the window does
    def submit(self, move: Move) -> None:
        """Sent to the host as it is: the host's session judges it (and says why it refuses);
        out of turn or with the line down, the move goes straight back."""
        if not self.local_legal():
            self.move_rejected.emit(move, None)
        elif self._shown.move(move):
            shown = self._shown.view
            if shown is not None:  # what the person saw when they moved, for the coach
                self.coach_moments.setdefault(shown.view.seat, []).append(moment_of(shown.view, move))
            self.changed.emit()  # the move is on its way: nothing more to do until the host answers
        else:
            self.move_rejected.emit(move, None)  # the line went down meanwhile: the tile goes back
            self.changed.emit()

    def next_round(self) -> None:
        """The host deals the next round; here there is nothing to do but wait for it."""

    def set_pace(self, pace: Pace) -> None:
        self.pace = pace

    def set_animations(self, enabled: bool) -> None:
        self.animations = enabled

    def cancel(self) -> None:
        """Nothing runs here to stop: the host runs the turn loop."""

    def pause(self, reason: str) -> None:
        """The host's table never waits for this window's dialogs."""

    def unpause(self, reason: str) -> None:
        """See `pause`."""

    def shutdown(self, wait_ms: int = 0) -> None:
        """The window closes or leaves the table: say goodbye to the host (for every person here)."""
        for table in self.tables:
            table.leave()

    # ------------------------------------------------------------------ what the host sends
    def _on_connection(self, state: str) -> None:
        """Down or up again: the table stops (or starts) offering moves and showing who thinks, at once."""
        if self.game is None:
            return
        self.thinking.emit(self.thinking_seat)
        self.changed.emit()

    def may_play_again(self) -> bool:
        """Only the host of a table at a hall deals again from here (`deal_again`); everyone is asked."""
        return (self.deal_again is not None and self.game is not None and self.game.phase is Phase.GAME_OVER
                and not self.reopened)

    def play_again(self) -> None:
        if self.may_play_again() and self.deal_again is not None:
            self.deal_again()

    def _on_lobby(self, lobby: m.Lobby) -> None:
        if lobby.phase == "lobby" and self.game is not None and self.game.phase is Phase.GAME_OVER:
            self.reopened = True  # Play Again: the next game keeps a score book of its own, from its first view
        self._seat_persons()
        ours = {t.seat for t in self.tables} | {lobby.you}
        self.seats = [SeatConfig(s.name, HUMAN if i in ours else ("remote" if s.state == "person" else s.level or "normal"))
                      for i, s in enumerate(lobby.seats)]
        self.changed.emit()

    def _on_events(self, msg: m.Events) -> None:
        self._events.extend(msg.events)

    def _on_view(self, msg: m.View) -> None:
        v = msg.view
        if self.game is None or self.reopened:  # the first view of a game (after Play Again: the next one)
            if self.reopened:
                self.coach_moments.clear()  # the coach judges the new game's decisions only
            self.game, self.reopened, self._final = ScoreBook(v.options), False, {}
            self._seat_persons()
            self._here.start(v.current, v.players)  # several persons: hidden for the first of them to move
        self._keep_final(self.joined, msg)
        book = self.game
        book.current_seat = v.current
        if msg.phase == "playing":
            self._here.asking(v.current)  # another person's turn here: the computer changes hands first
        fresh = bool(book.rounds) and book.rounds[-1].number != v.round_number
        if not book.rounds or book.rounds[-1].number != v.round_number:
            starter = v.history[0].seat if v.history else v.current
            book.rounds.append(ScoreRound(v.round_number, Deal(v.engine_number, starter)))
        book.totals = list(v.totals)
        book.phase = Phase(msg.phase)
        playing = msg.phase == "playing"
        # a watcher: anyone; else the seats of the people elsewhere
        seat = v.current if playing and (msg.public or v.current not in self.persons) else None
        events, self._events = self._events, []
        self.last_events = events
        if not msg.public:
            self.seen.add(v, msg.phase, events)
        if seat != self._thinking_seat:
            self._thinking_seat = seat
            self.thinking.emit(seat)
        self.moved.emit(msg.seq, events)  # the host sends each view once per change
        if fresh:
            book.next_round_at = None
            self.round_started.emit()

    def _on_own_view(self, table: JoinedTable, msg: m.View) -> None:
        """Another person's own view came on their connection: shown at once when it is theirs."""
        self._keep_final(table, msg)
        if not msg.public:
            self.seen.add(msg.view, msg.phase)
        if msg.view.seat == self.local_seat:
            self.changed.emit()

    def _keep_final(self, table: JoinedTable, msg: m.View) -> None:
        """Each person's last view of the game: what stays shown of it after Play Again."""
        if not self.reopened:
            self._final[table] = msg

    def _on_result(self, result: m.MoveResult) -> None:
        if result.ok:
            return
        reason = None
        if result.reason:
            try:
                reason = Reason[result.reason.upper()]
            except KeyError:
                reason = Reason.NOT_A_MOVE
        log.info("the host refused our move for turn %d: %s %s", result.turn, result.code, result.reason)
        kept = self.coach_moments.get(self.local_seat) if self.local_seat is not None else None
        if kept:
            kept.pop()  # the move did not stand: not a decision the person made
        self.move_rejected.emit(None, reason)
        self.changed.emit()

    def _on_round_over(self, msg: m.RoundOver) -> None:
        book = self.game
        if book is None:
            return
        rnd = next((r for r in book.rounds if r.number == msg.round), None)
        if rnd is None:
            rnd = ScoreRound(msg.round, Deal(0, 0))
            book.rounds.append(rnd)
        rnd.points, rnd.result, rnd.out_seat = msg.points, msg.reason, msg.out
        rnd.hands_left = msg.hands
        book.totals = list(msg.totals)
        book.next_round_at = None if msg.next_round_ms is None else time.monotonic() + msg.next_round_ms / 1000
        if book.phase is Phase.PLAYING:
            book.phase = Phase.ROUND_OVER
        self.round_over.emit()

    def _on_game_over(self, msg: m.GameOver) -> None:
        book = self.game
        if book is None:
            return
        book.totals, book.winners, book.phase = list(msg.totals), list(msg.winners), Phase.GAME_OVER
        self.game_over.emit()


__all__ = ["HerePerson", "JoinedGame", "JoinedSeat", "ScoreBook", "ScoreRound"]
