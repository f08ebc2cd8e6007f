"""A table's whole flow as one pure object: inputs and a clock in, actions out (h11's shape).

`HostSession` (net/host.py) is the lobby and the edge that judges what connections send;
this core adds the turn loop of a table whose seats are persons elsewhere and computers:
who is asked to move and when (the pace), a computer's move asked for (`Think`) and taken
(`thought`), a person's legal move applied (the session's `ApplyMove`), a computer standing
in for a person away past the grace period and stopping when they are back, the next round
dealt by itself after `next_round_ms`, the game's end (`GameEnded`), and when the table's
save is due (`Save`: carried out before anything that follows it in the same list is sent,
so no move is shown before it is kept). A driver feeds it bytes, closed connections, the
host's buttons, computers' answers and the time (`tick` once a second, `advance` at
`deadline()`), and carries out what comes back: `SendTo`/`CloseConnection` on its sockets,
`Think` on its computers' pool, `Save` on its disk; a driver with a window shows `Moved` and
`Dealt`. The hall drives it on asyncio (mextrain/hall/), the app's own hosting on Qt
(controller/network/host_table.py); nothing here touches a socket, a thread, a clock or a file.

The seats' kinds, as a record keeps them (`seat_configs`): a person elsewhere is `REMOTE`, a
computer its level; a person at the host's own computer (`LobbySeat.host`) is `HUMAN`, and its
moves come through `play` (the app's own table; a hall has none).
"""
from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from mextrain.engine import Event, Game, IllegalMove, Move, Phase, PlayerView, seed_started_by
from mextrain.engine.record import HUMAN, SeatConfig

from .actions import Action, ApplyMove, LobbyChanged, SeatBack, SeatToComputer
from .host import HostSession
from .lobby import Table
from .messages import SeatState

REMOTE = "remote"  # the seat kind a save keeps for a person elsewhere


@dataclass(frozen=True)
class Think:
    """A computer is to choose the move of `seat` at `turn`: a player of `level`, made once per
    `key` (the game's number and the seat: the same player all game long), given `view` (its
    legal moves in it). Answer with `TableCore.thought`; an answer no longer wanted is dropped."""

    seat: int
    turn: int
    level: str
    key: str
    view: PlayerView


@dataclass(frozen=True)
class StopThinking:
    """The computer thinking for `seat` is no longer asked (its person is back): stop it."""

    seat: int


@dataclass(frozen=True)
class Save:
    """The table changed: keep it (the table and its game) before carrying out what follows."""


@dataclass(frozen=True)
class Moved:
    """The core applied `move` of `seat` (`events`: the engine's): a driver that shows the table
    (the app's own window) shows it; the joined apps have their views already."""

    seat: int
    move: Move
    events: tuple[Event, ...]


@dataclass(frozen=True)
class Dealt:
    """The core dealt the next round (after `next_round_ms`, or the host's `next_round`)."""


@dataclass(frozen=True)
class GameEnded:
    """The game is over (its record is to be kept); told once per game."""

    game: Game


Output = Action | Think | StopThinking | Save | Moved | Dealt | GameEnded


class TableCore:
    """One table: see the module docstring. `pace_ms`: the wait before a computer moves (so that
    the people see the moves one by one); `next_round_ms`: the next round is dealt that long after a
    round's end (None: the host deals it, `next_round`)."""

    def __init__(self, table: Table, *, pace_ms: int = 0, next_round_ms: int | None = None,
                 stand_in_level: str = "normal") -> None:
        self.session = HostSession(table)
        self.session.stand_in_level = stand_in_level
        self.session.next_round_ms = next_round_ms
        self.pace_ms = max(0, pace_ms)
        self.stand_in_level = stand_in_level
        #: the rule set last chosen by name and its rules (the name goes with those rules only)
        self._named: tuple[str | None, dict[str, Any]] = (table.rule_set, table.options.rules())
        self._due: float | None = None  # when the next step runs (`advance`)
        self._step: str | None = None  # "ask" (the pace's wait is over) or "deal" (the next round)
        self._asked: tuple[int, int] | None = None  # (seat, turn) a computer is thinking about
        self._ended: Game | None = None  # the game whose end was told

    # ------------------------------------------------------------------ state
    @property
    def table(self) -> Table:
        return self.session.table

    @property
    def game(self) -> Game | None:
        return self.session.game

    @property
    def turn(self) -> int:
        return self.session.turn

    @property
    def people_here(self) -> int:
        """Persons elsewhere connected now."""
        return sum(1 for s in self.table.seats if s.state == SeatState.PERSON and s.conn is not None)

    @property
    def playing(self) -> bool:
        game = self.session.game
        return game is not None and game.phase is not Phase.GAME_OVER

    def deadline(self) -> float | None:
        """When `advance` has a step to run (the pace's wait, the next deal); None: nothing waits."""
        return self._due

    def computer_plays(self, seat: int) -> bool:
        """A computer answers for `seat`: a computer's seat, or one standing in for a person away."""
        s = self.table.seats[seat]
        return not s.host and (s.state == SeatState.COMPUTER or self.session.computer_plays(seat))

    def level_of(self, seat: int) -> str:
        s = self.table.seats[seat]
        return (s.level or "normal") if s.state == SeatState.COMPUTER else self.stand_in_level

    def seat_configs(self) -> list[SeatConfig]:
        """The seats as a record keeps them: the host's own person, people elsewhere, computers of their level."""
        return [SeatConfig(s.name, HUMAN if s.host else REMOTE if s.state == SeatState.PERSON else s.level or "normal")
                for s in self.table.seats]

    # ------------------------------------------------------------------ the transport's inputs
    def connected(self, conn: int, peer: str, now: float) -> list[Output]:
        return self._run(self.session.connected(conn, peer, now), now)

    def received(self, conn: int, data: bytes, now: float) -> list[Output]:
        return self._run(self.session.received(conn, data, now), now)

    def disconnected(self, conn: int, now: float) -> list[Output]:
        return self._run(self.session.disconnected(conn, now), now)

    def tick(self, now: float) -> list[Output]:
        """Once a second or so: pings, silent connections, the grace periods; and a step now due."""
        return self._front(self._run(self.session.tick(now), now) + self.advance(now))

    def advance(self, now: float) -> list[Output]:
        """The step waiting for `deadline()`, if its time has come."""
        if self._due is None or now < self._due:
            return []
        step, self._step, self._due = self._step, None, None
        if step == "deal":
            return self.next_round(now)
        return self._ask(now)

    def shutdown(self, reason: str = "shutdown") -> list[Output]:
        """Everybody told `reason` and closed; the turn loop stops (a computer's answer is dropped)."""
        self._due = self._step = None
        out: list[Output] = [StopThinking(self._asked[0])] if self._asked is not None else []
        self._asked = None
        return out + list(self.session.shutdown(reason))

    # ------------------------------------------------------------------ the computers' and the host's person's moves
    def thought(self, seat: int, turn: int, move: Move | None, now: float) -> list[Output]:
        """A computer's answer to `Think(seat, turn)` (None: it failed; a legal move is played instead)."""
        game = self.session.game
        if self._asked != (seat, turn) or game is None or game.phase is not Phase.PLAYING or self.turn != turn:
            return []  # withdrawn meanwhile (its person is back, the table closed)
        self._asked = None
        legal = game.legal_moves()
        return self._apply(move if move is not None and move in legal else legal[0], now)

    def play(self, seat: int, move: Move, now: float) -> list[Output]:
        """A move of a person at the host's own computer (`LobbySeat.host`); ValueError when it is
        not that seat's turn, IllegalMove (the engine's reason) when the move is not legal now."""
        game = self.session.game
        if game is None or game.phase is not Phase.PLAYING or game.current_seat != seat or not self.table.seats[seat].host:
            raise ValueError(f"it is not the turn of seat {seat}, a person at this computer")
        if move not in game.legal_moves():
            raise IllegalMove(move, game.round.why_illegal(move))
        return self._apply(move, now)

    # ------------------------------------------------------------------ the host's lobby buttons
    def set_computer(self, seat: int, level: str, name: str, now: float) -> list[Output]:
        return self._run(self.session.set_computer(seat, level, name), now)

    def set_open(self, seat: int, now: float) -> list[Output]:
        return self._run(self.session.set_open(seat), now)

    def fill_with_computers(self, level: str, names: list[str], now: float) -> list[Output]:
        return self._run(self.session.fill_with_computers(level, names), now)

    def set_rules(self, rules: Mapping[str, Any], name: str | None, now: float) -> list[Output]:
        """The rule set chosen in the lobby until Start (R18): its rules and name (None: the rules
        alone; the name chosen last still goes with its own rules); raises RuleError for a set
        the table's seats cannot play."""
        options = self.table.options.with_rules(rules)
        if name:
            self._named = (name, options.rules())
        rule_set = self._named[0] if options.rules() == self._named[1] else None
        return self._run(self.session.set_options(options, rule_set), now)

    def set_starting_run(self, on: bool, now: float) -> list[Output]:
        return self.set_rules(replace(self.table.options, starting_run=bool(on)).rules(), None, now)

    def set_grace(self, grace: float, now: float) -> list[Output]:
        self.table.grace = max(0.0, float(grace))
        return self._run(self.session.set_options(self.table.options, self.table.rule_set), now)

    def remove_person(self, seat: int, now: float) -> list[Output]:
        return self._run(self.session.remove_person(seat, now, self.stand_in_level), now)

    def set_reactions(self, on: bool, now: float) -> list[Output]:
        return self._saved(self._run(self.session.set_reactions(on), now))

    def react(self, seat: int, reaction: str, now: float) -> list[Output]:
        return self._run(self.session.react(seat, reaction, now), now)

    def grant_seat(self, seat: int, now: float) -> list[Output]:
        return self._saved(self._run(self.session.grant_seat(seat, now), now))

    def send_away(self, watcher: int, now: float) -> list[Output]:
        return self._run(self.session.send_away(watcher), now)

    def add_host_person(self, name: str, now: float) -> list[Output]:
        return self._run(self.session.add_host_person(name), now)

    def play_again(self, host_name: str | None, now: float, asker: int | None = None) -> list[Output]:
        """Play Again after the game's end (`asker`: the seat that asked, at a hall the creator's):
        everybody still here but the one who asked is asked, the lobby opens for the next game with
        the same options; `start` deals it once everyone asked answered (R5's next first seat)."""
        name = (host_name or next((s.name for s in self.table.seats if s.host), "")
                or (self.table.seats[asker].name if asker is not None else "") or self.table.name)
        self._due = self._step = None
        return self._saved(self._run(self.session.play_again(name, asker), now))

    def start(self, now: float, seed: int | None = None) -> list[Output]:
        """Start: every seat must be taken (ValueError). After Play Again the new game's number makes
        the seat after the last one's starter begin (R5)."""
        first = self.table.first_seat
        if seed is None and first is not None:
            seed = seed_started_by(first, self.table.options.players, random.SystemRandom().randrange(1, 2**31))
        seed = random.SystemRandom().randrange(1, 2**31) if seed is None else seed
        game = Game(self.table.options, seed, track_decisions=True, track_events=True, rule_set=self.table.rule_set)
        return self.reopen(game, now)

    def reopen(self, game: Game, now: float) -> list[Output]:
        """Go on with `game` (a new one, or one from the save: every person is away until they come back)."""
        out = self._run(self.session.start(game, now), now)
        self._ended = game if game.phase is Phase.GAME_OVER else None
        return self._saved(out + self._next(now, begin=True))

    def next_round(self, now: float) -> list[Output]:
        """Deal the next round (by itself after `next_round_ms`, or the host's button)."""
        game = self.session.game
        if game is None or game.phase is not Phase.ROUND_OVER:
            return []
        self._due = self._step = None
        game.next_round()
        out = self._run(self.session.game_changed([], now), now) + [Dealt()]
        return self._saved(out + self._next(now, begin=True))

    # ------------------------------------------------------------------ the turn loop
    def _apply(self, move: Move, now: float) -> list[Output]:
        game = self.session.game
        assert game is not None
        seat = game.current_seat
        events: list[Event] = game.apply(move)  # the engine is the authority (the callers checked it)
        out = self._run(self.session.game_changed(events, now), now) + [Moved(seat, move, tuple(events))]
        return self._saved(out + self._next(now))

    def _next(self, now: float, *, begin: bool = False) -> list[Output]:
        """After a change of the game: whoever moves next is asked (a computer after the pace's wait);
        at a round's end the next is dealt after `next_round_ms`; at the game's end, `GameEnded`."""
        game = self.session.game
        if game is None:
            return []
        if game.phase is Phase.PLAYING:
            if self.pace_ms and self.computer_plays(game.current_seat):
                self._due, self._step = now + self.pace_ms / 1000, "ask"
                return []
            return self._ask(now)
        if game.phase is Phase.ROUND_OVER:
            if self.session.next_round_ms is not None:
                wait = (0 if begin else self.pace_ms) + self.session.next_round_ms  # the last tile is seen first
                self._due, self._step = now + wait / 1000, "deal"
            return []
        if self._ended is game:
            return []
        self._ended = game
        return [GameEnded(game)]

    def _ask(self, now: float) -> list[Output]:
        game = self.session.game
        if game is None or game.phase is not Phase.PLAYING:
            return []
        seat, turn = game.current_seat, self.turn
        if not self.computer_plays(seat) or self._asked == (seat, turn):
            return []  # a person's move comes through the session (or `play`); or asked already
        self._asked = (seat, turn)
        return [Think(seat, turn, self.level_of(seat), f"{game.seed}/{seat}", game.view(seat))]

    def _run(self, actions: list[Action], now: float) -> list[Output]:
        """The session's actions: the turn loop's own carried out here, the rest handed on."""
        out: list[Output] = []
        save = False
        for action in actions:
            if isinstance(action, ApplyMove):
                out += self._person_move(action, now)
                continue
            out.append(action)
            if isinstance(action, SeatToComputer):
                game = self.session.game
                if game is not None and game.phase is Phase.PLAYING and game.current_seat == action.seat and self._step is None:
                    out += self._ask(now)  # the open question is answered by the computer standing in
            elif isinstance(action, SeatBack):
                if self._asked is not None and self._asked[0] == action.seat and not self.computer_plays(action.seat):
                    self._asked = None  # the person is back: the computer's answer is no longer wanted
                    out.append(StopThinking(action.seat))
            elif isinstance(action, LobbyChanged) and self.session.game is None:
                save = True  # the lobby is kept too (tokens, seats), so a restart finds its people
        return self._saved(out) if save else self._front(out)

    def _person_move(self, action: ApplyMove, now: float) -> list[Output]:
        game = self.session.game
        if (game is None or game.phase is not Phase.PLAYING or action.turn != self.turn
                or game.current_seat != action.seat or self.computer_plays(action.seat)):
            return []  # a computer played the seat meanwhile: the person's move is not applied
        return self._apply(action.move, now)

    @staticmethod
    def _saved(out: list[Output]) -> list[Output]:
        """`out` with its save first (one per list): kept before any of it is carried out."""
        rest = [x for x in out if not isinstance(x, Save)]
        return [Save(), *rest]

    @classmethod
    def _front(cls, out: list[Output]) -> list[Output]:
        """`out` as a caller gets it: a save anywhere in it comes first, once."""
        return cls._saved(out) if any(isinstance(x, Save) for x in out) else out


__all__ = ["REMOTE", "Dealt", "GameEnded", "Moved", "Output", "Save", "StopThinking", "TableCore", "Think"]
