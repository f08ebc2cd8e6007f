"""A game record as positions to step through, for the replay viewer (no widgets here).

A record is read and checked exactly as Game > Open reads it (`saves.load_game`, so a
damaged file gets the same problems); a JSON Lines file (the simulator's) holds one game a
line, and the caller says which one to take. Only a finished game is shown (every hand is
face up in the viewer).

`Replay` turns the replayed game into positions: each round's start, the position after
every decision, and the round's end. A round's positions are worked out the first time
the round is visited (one pass of the engine over that round) and kept, so stepping,
jumping and going back are lookups, never a replay from the start.
"""
from __future__ import annotations

import enum
import json
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from mextrain.engine import Event, EventKind, Game, GameOptions, Move, Phase, PlayerView, RoundState, Tile
from mextrain.engine.game import RoundRecord
from mextrain.engine.record import SeatConfig
from mextrain.saves import LoadedGame, Problem, SaveError, load_game, parse_saved


class Kind(enum.Enum):
    START = "start"  # the deal, before any move
    MOVE = "move"    # just after a decision
    END = "end"      # the round is over and scored


@dataclass(frozen=True)
class Position:
    index: int
    kind: Kind
    round_index: int            # 0 for the first round shown (a joined app's views may start later)
    decision: int               # decisions made in this round so far
    view: PlayerView            # the table as the viewing seat sees it
    hands: tuple[tuple[Tile, ...], ...]  # every seat's hand, face up
    events: tuple[Event, ...]   # what the position's move caused (a MOVE), or the game's end
    seat: int | None = None     # who made the move (a MOVE)
    move: Move | None = None

    @property
    def round_number(self) -> int:
        return self.view.round_number


@dataclass
class ScoreState:
    """What the score sheet reads of a game (`ScoreSheet.show_game`), as it stood at a position."""

    options: GameOptions
    rounds: list[RoundRecord]
    totals: list[int]
    phase: Phase
    winners: tuple[int, ...]
    round_number: int


class Positions:
    """A cursor over a game's positions, round after round: what the replay viewer steps through.

    `Replay` has every position of a recorded game (every hand face up); `seen_replay.SeenReplay`
    has only the views a joined app was shown (one person's hand). The viewer reads either through
    these methods, never the game behind them."""

    viewer: int
    index: int
    count: int
    _starts: list[int]

    def position(self, index: int | None = None) -> Position:
        raise NotImplementedError

    def round_events(self, index: int | None = None) -> list[Event]:
        """Every event of the position's round up to the position: the move log so far."""
        raise NotImplementedError

    def score_state(self, index: int | None = None) -> ScoreState:
        """The score sheet at a position: rounds before it, and its own round once it is over."""
        raise NotImplementedError

    # ------------------------------------------------------------------ what the viewer's lines say
    @property
    def seed(self) -> int | None:
        """The game's number (None: not known here, as at a joined table)."""
        raise NotImplementedError

    @property
    def options(self) -> GameOptions:
        raise NotImplementedError

    @property
    def rule_set(self) -> str | None:
        raise NotImplementedError

    def deal_of(self, round_index: int) -> tuple[int, int]:
        """The round's engine number and who started it."""
        raise NotImplementedError

    def decisions_in(self, round_index: int) -> int:
        """How many decisions the round holds (as far as they are known)."""
        raise NotImplementedError

    def index_of(self, round_number: int, decision: int) -> int | None:
        """The position in round `round_number` after `decision` of its decisions (None: not here)."""
        raise NotImplementedError

    # ------------------------------------------------------------------ the cursor
    def round_of(self, index: int) -> int:
        """The round (0-based) a position belongs to."""
        lo, hi = 0, len(self._starts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self._starts[mid] <= index:
                lo = mid
            else:
                hi = mid - 1
        return lo

    @property
    def round_starts(self) -> list[int]:
        return list(self._starts)

    def jump(self, index: int) -> Position:
        self.index = max(0, min(self.count - 1, index))
        return self.position()

    def step(self, delta: int = 1) -> Position:
        return self.jump(self.index + delta)

    def next_round(self) -> Position:
        """The start of the next round, or the game's last position."""
        later = [s for s in self._starts if s > self.index]
        return self.jump(later[0] if later else self.count - 1)

    def previous_round(self) -> Position:
        """Back to the start of this round; from a round's start, to the start of the one before."""
        earlier = [s for s in self._starts if s < self.index]
        return self.jump(earlier[-1] if earlier else 0)

    @property
    def at_end(self) -> bool:
        return self.index >= self.count - 1


@dataclass
class Replay(Positions):
    """The positions of one recorded game, with a cursor that the viewer moves."""

    game: Game
    seats: list[SeatConfig]
    viewer: int = 0  # whose hand is in the rack (the person's seat, or the first seat)
    index: int = 0
    _starts: list[int] = field(default_factory=list)
    _cache: dict[int, list[Position]] = field(default_factory=dict)
    _totals_before: list[tuple[int, ...]] = field(default_factory=list)

    def __post_init__(self) -> None:
        n = self.game.options.players
        totals = (0,) * n
        at = 0
        for rec in self.game.rounds:
            self._starts.append(at)
            self._totals_before.append(totals)
            at += 1 + len(rec.decisions) + (1 if rec.points is not None else 0)
            if rec.points is not None:
                totals = tuple(a + b for a, b in zip(totals, rec.points))
        self.count = at

    @property
    def seed(self) -> int | None:
        return self.game.seed

    @property
    def options(self) -> GameOptions:
        return self.game.options

    @property
    def rule_set(self) -> str | None:
        return self.game.rule_set

    def deal_of(self, round_index: int) -> tuple[int, int]:
        deal = self.game.rounds[round_index].deal
        return deal.engine_number, deal.starter

    def decisions_in(self, round_index: int) -> int:
        return len(self.game.rounds[round_index].decisions)

    def index_of(self, round_number: int, decision: int) -> int | None:
        if not 1 <= round_number <= len(self._starts) or not 0 <= decision <= self.decisions_in(round_number - 1):
            return None
        return self._starts[round_number - 1] + decision

    # ------------------------------------------------------------------ positions
    def position(self, index: int | None = None) -> Position:
        index = self.index if index is None else index
        if not 0 <= index < self.count:
            raise IndexError(f"no position {index} (the game has {self.count})")
        r = self.round_of(index)
        return self._round(r)[index - self._starts[r]]

    def _round(self, r: int) -> list[Position]:
        cached = self._cache.get(r)
        if cached is not None:
            return cached
        game, rec = self.game, self.game.rounds[r]
        opts, deal = game.options, rec.deal
        rnd = RoundState(opts.players, deal.engine_number, deal.hands, deal.boneyard, deal.starter,
                         options=opts, track_events=True, track_history=True)  # by the game's rule set
        before = self._totals_before[r]
        at = self._starts[r]
        out = [self._at(rnd, at, Kind.START, r, 0, before, ())]
        for k, d in enumerate(rec.decisions, 1):
            rnd.apply(d.move)
            out.append(self._at(rnd, at + k, Kind.MOVE, r, k, before, tuple(rnd.drain_events()), d.seat, d.move))
        if rec.points is not None:
            after = tuple(a + b for a, b in zip(before, rec.points))
            last = r == len(game.rounds) - 1 and game.phase is Phase.GAME_OVER
            ending = (Event(EventKind.GAME_OVER, points=after, winners=tuple(game.winners)),) if last else ()
            out.append(self._at(rnd, at + len(out), Kind.END, r, len(rec.decisions), after, ending))
        self._cache[r] = out
        return out

    def _at(self, rnd: RoundState, index: int, kind: Kind, r: int, decision: int, totals: tuple[int, ...],
            events: tuple[Event, ...], seat: int | None = None, move: Move | None = None) -> Position:
        view = rnd.view(self.viewer, self.game.options, r + 1, totals)
        hands = tuple(tuple(rnd.hand(s)) for s in range(rnd.players))
        return Position(index, kind, r, decision, view, hands, events, seat, move)

    def round_events(self, index: int | None = None) -> list[Event]:
        """Every event of the position's round up to the position: the move log so far."""
        pos = self.position(index)
        start = self._starts[pos.round_index]
        return [e for p in self._round(pos.round_index)[: pos.index - start + 1] for e in p.events]

    def score_state(self, index: int | None = None) -> ScoreState:
        """The score sheet at a position: rounds before it, and its own round once it is over."""
        pos = self.position(index)
        rounds = []
        for rec in self.game.rounds[: pos.round_index + 1]:
            if rec.number == pos.round_number and pos.kind is not Kind.END:
                rec = replace(rec, result=None, out_seat=None, points=None)
            rounds.append(rec)
        totals = list(pos.view.totals)
        last = pos.round_index == len(self.game.rounds) - 1
        if pos.kind is not Kind.END:
            phase, winners = Phase.PLAYING, tuple[int, ...]()
        elif last and self.game.phase is Phase.GAME_OVER:
            phase, winners = Phase.GAME_OVER, tuple(self.game.winners)
        else:
            phase, winners = Phase.ROUND_OVER, ()
        return ScoreState(self.game.options, rounds, totals, phase, winners, pos.round_number)


# ---------------------------------------------------------------------- files
@dataclass
class ReplayFile:
    """A game chosen from a file: the game, its seats, which game of how many it is."""

    loaded: LoadedGame
    number: int   # 0-based: which game of the file
    games: int    # how many games the file holds
    seeds: list[int | None]


def split_games(text: str) -> list[str]:
    """The games of a file's text: one JSON object, or one a line (JSON Lines)."""
    try:
        json.loads(text)
        return [text]
    except json.JSONDecodeError:
        pass
    except RecursionError:
        raise SaveError(Problem.NOT_JSON, "nested too deeply to be a game record") from None
    lines = [(i, line) for i, line in enumerate(text.splitlines(), 1) if line.strip()]
    if len(lines) < 2:
        return [text]  # parse_saved says what is wrong with it
    for i, line in lines:
        try:
            json.loads(line)
        except (json.JSONDecodeError, RecursionError):
            raise SaveError(Problem.NOT_JSON, f"line {i} is not a game record: the file may be cut short") from None
    return [line for _, line in lines]


def _seed(text: str) -> int | None:
    try:
        seed = json.loads(text).get("seed")
    except (AttributeError, json.JSONDecodeError):
        return None
    return seed if type(seed) is int else None


def load_replay(path: Path, number: int = 0, *, keep_broken_aside: bool = False) -> ReplayFile:
    """Game `number` of a record file (the first if there are fewer); raises SaveError as Game > Open
    does (a file the person chose is left where it is: `keep_broken_aside` only for the app's own).

    A game that is not over is refused (Problem.NOT_OVER): the viewer shows every hand face up,
    and the game in play (or one left unfinished) may still be played on, by people who share
    this computer."""
    found: dict[str, object] = {}

    def parse(text: str) -> tuple[Game, list[SeatConfig]]:
        games = split_games(text)
        chosen = max(0, min(number, len(games) - 1))
        found.update(number=chosen, games=len(games), seeds=[_seed(g) for g in games] if len(games) > 1 else [])
        return parse_saved(games[chosen])

    loaded = load_game(Path(path), keep_broken_aside=keep_broken_aside, parse=parse)
    if loaded.game.phase is not Phase.GAME_OVER:
        raise SaveError(Problem.NOT_OVER, f"game {loaded.game.seed} is in round {loaded.game.round_number}, not over")
    return ReplayFile(loaded, found["number"], found["games"], found["seeds"])  # type: ignore[arg-type]


def viewer_seat(seats: Sequence[SeatConfig]) -> int:
    """The person's seat if a person played, else the first seat."""
    return next((i for i, s in enumerate(seats) if s.kind == "human"), 0)
