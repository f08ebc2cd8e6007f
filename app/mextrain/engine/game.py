"""A whole game: options, seeded deals, rounds one after another, totals (R1–R5, R17, R18–R19)."""
from __future__ import annotations

import enum
import random
from collections.abc import Sequence
from dataclasses import dataclass

from .errors import IllegalMove, Reason
from .events import Event, EventKind, RoundEnd
from .moves import PASS, Move, MoveKind
from .options import GameOptions
from .round import RoundState
from .tiles import Tile, set_tiles
from .view import PlayerView


class Phase(enum.Enum):
    PLAYING = "playing"
    ROUND_OVER = "round_over"
    GAME_OVER = "game_over"


def engine_of_round(number: int, top: int = 12) -> int:
    """R4/R19: N|N in round 1 of a double-N set (12|12 by default), then one less each round."""
    return top + 1 - number


def starter_of_game(seed: int, players: int) -> int:
    """R5: the starter of round 1, drawn from the game's seed."""
    return random.Random(f"mextrain/{seed}/starter").randrange(players)


def placings(totals: Sequence[int]) -> tuple[int, ...]:
    """Each seat's place at the game's end (R17: the lowest total wins), ties sharing a place:
    totals 10, 30, 10, 40 place 1, 3, 1, 4."""
    return tuple(1 + sum(other < t for other in totals) for t in totals)


def play_again_seed(game: Game, first: int) -> int:
    """R5 for Play Again: the game number of the game dealt again after `game`, with its seats and
    options. Its round 1 is started by the seat after the one that started `game`'s last round, as
    a new round's would be; the seeded starter decides, so the new game's number is the first from
    `first` on (`first` a fresh game number) whose starter is that seat (about `players` tries)."""
    return seed_started_by(next_first_seat(game), game.options.players, first)


def next_first_seat(game: Game) -> int:
    """R5: the seat that starts round 1 of the game dealt again after `game` (the seat after the
    one that started its last round)."""
    n = game.options.players
    return (game.rounds[-1].deal.starter + 1) % n if game.rounds else starter_of_game(game.seed, n)


def seed_started_by(starter: int, players: int, first: int) -> int:
    """The first game number from `first` on whose round 1 `starter` begins (about `players` tries)."""
    seed = max(1, first)
    while starter_of_game(seed, players) != starter:
        seed += 1
    return seed


def shuffled(tiles: Sequence[Tile], seed: int, round_number: int) -> list[Tile]:
    """The tiles in the order a seeded shuffle gives (a game number reproduces its deals)."""
    out = list(tiles)
    random.Random(f"mextrain/{seed}/round/{round_number}").shuffle(out)
    return out


@dataclass(frozen=True)
class Deal:
    """A round's deal before any move (record-format.md `hands`, `boneyard`, `starter`)."""

    engine_number: int
    hands: tuple[tuple[Tile, ...], ...]
    boneyard: tuple[Tile, ...]
    starter: int


def deal_round(options: GameOptions, seed: int, round_number: int) -> Deal:
    """R3–R5, R19: take the engine out of the set, shuffle by the seed, deal in seat order."""
    engine = options.engine_of_round(round_number)
    rest = [t for t in set_tiles(options.set) if not (t[0] == t[1] == engine)]
    order = shuffled(rest, seed, round_number)
    size = options.hand_size
    n = options.players
    hands = tuple(tuple(order[i * size:(i + 1) * size]) for i in range(n))
    boneyard = tuple(order[n * size:])
    starter = (starter_of_game(seed, n) + round_number - 1) % n
    return Deal(engine, hands, boneyard, starter)


@dataclass
class Decision:
    """One decision of a round, as a record keeps it."""

    seat: int
    move: Move
    legal: tuple[Move, ...]
    drew: Tile | None = None


@dataclass
class RoundRecord:
    number: int
    deal: Deal
    decisions: list[Decision]
    result: RoundEnd | None = None
    out_seat: int | None = None
    points: tuple[int, ...] | None = None
    #: the tiles left in each hand when the round ended (the score sheet shows them)
    hands_left: tuple[tuple[Tile, ...], ...] | None = None


class Game:
    """A game of the rounds its options say (R4, R19). `legal_moves` and `apply` speak for
    the round in play."""

    def __init__(
        self,
        options: GameOptions,
        seed: int,
        *,
        track_decisions: bool = True,
        track_events: bool = False,
        track_history: bool = True,
        first_deal: Deal | None = None,
        rule_set: str | None = None,
    ) -> None:
        if type(seed) is not int:
            raise ValueError(f"the game number must be an integer, not {seed!r}")
        self.options = options
        self.seed = seed
        #: the name of the game's rule set, where it has one (R18): shown to people and kept
        #: in its record, it changes no rule (the options are the rules)
        self.rule_set = rule_set
        self.track_decisions = track_decisions  # every decision and its legal list, for records
        self.track_events = track_events
        self.track_history = track_history  # the public move history that views (and so the AI) read
        self.round_number = 0
        self.round: RoundState
        self.rounds: list[RoundRecord] = []
        self.totals: list[int] = [0] * options.players
        self.winners: tuple[int, ...] = ()
        self.phase = Phase.PLAYING
        self._events: list[Event] = []
        self.start_round(first_deal)

    # ------------------------------------------------------------------ rounds
    def start_round(self, deal: Deal | None = None) -> None:
        """Deal the next round from the seed, or from `deal` (replaying a record)."""
        if self.round_number >= self.options.rounds:
            raise IllegalMove("next round", Reason.GAME_OVER)
        number = self.round_number + 1
        if deal is None:
            deal = deal_round(self.options, self.seed, number)
        else:
            engine = self.options.engine_of_round(number)
            if deal.engine_number != engine:
                raise ValueError(f"round {number} has the engine {engine}|{engine}, not {deal.engine_number}")
        self.round = RoundState(
            self.options.players,
            deal.engine_number,
            deal.hands,
            deal.boneyard,
            deal.starter,
            options=self.options,
            track_events=self.track_events,
            track_history=self.track_history,
        )
        self.round_number = number
        self.rounds.append(RoundRecord(number, deal, []))
        self.phase = Phase.PLAYING

    def next_round(self) -> None:
        """After a round's score sheet: deal the next round (the phase must be ROUND_OVER)."""
        if self.phase is not Phase.ROUND_OVER:
            raise IllegalMove("next round", Reason.GAME_OVER if self.phase is Phase.GAME_OVER else Reason.NOT_PLAYING,
                              "the round in play is not over")
        self.start_round()

    # ------------------------------------------------------------------ moves
    @property
    def current_seat(self) -> int:
        return self.round.current

    def legal_moves(self) -> list[Move]:
        if self.phase is not Phase.PLAYING:
            return []
        return self.round.legal_moves()

    def apply(self, move: Move) -> list[Event]:
        """Apply a legal move of the seat to move; returns the events it caused."""
        if self.phase is not Phase.PLAYING:
            raise IllegalMove(move, Reason.GAME_OVER if self.phase is Phase.GAME_OVER else Reason.NOT_PLAYING)
        rnd = self.round
        if self.track_decisions:
            seat = rnd.current
            legal = rnd.legal_moves()
            drawn_index = rnd.drawn_count
            rnd.apply(move)
            drew = rnd.boneyard[drawn_index] if move.kind is MoveKind.DRAW else None
            self.rounds[-1].decisions.append(Decision(seat, move, tuple(legal), drew))
        else:
            rnd.apply(move)
        if rnd.result is not None:
            self._finish_round()
        if self.track_events:
            events = rnd.drain_events() + self._events
            self._events = []
            return events
        return []

    def make_forced_passes(self) -> None:
        """A record may stop before the last forced passes of a blocked round (R15): make
        them, while the round is blocked and the seat to move can only pass (the markers they
        add change no score)."""
        for _ in range(self.options.players + 1):
            if self.phase is not Phase.PLAYING or not self.round.blocked_now() or self.legal_moves() != [PASS]:
                return
            self.apply(PASS)

    def end_round_as_first_recorded(self) -> None:
        """A record written under R15's first judgement ended the round in play here (see
        `RoundState.end_as_blocked_by_the_first_judgement`): end it so, for reading it."""
        if self.phase is not Phase.PLAYING:
            raise ValueError("no round in play")
        self.round.end_as_blocked_by_the_first_judgement()
        self._finish_round()

    def _finish_round(self) -> None:
        rnd = self.round
        points = rnd.points()
        for s, p in enumerate(points):
            self.totals[s] += p
        rec = self.rounds[-1]
        rec.result = rnd.result
        rec.out_seat = rnd.out_seat
        rec.points = tuple(points)
        rec.hands_left = tuple(tuple(rnd.hand(s)) for s in range(rnd.players))
        if self.round_number >= self.options.rounds:
            self.phase = Phase.GAME_OVER
            self.winners = tuple(s for s, place in enumerate(placings(self.totals)) if place == 1)
            if self.track_events:
                self._events.append(Event(EventKind.GAME_OVER, points=tuple(self.totals), winners=self.winners))
        else:
            self.phase = Phase.ROUND_OVER

    # ------------------------------------------------------------------ views
    def view(self, seat: int) -> PlayerView:
        """What `seat` may know (its hand, the table, counts, the public history)."""
        return self.round.view(seat, self.options, self.round_number, tuple(self.totals))

    def views(self, seats: Sequence[int]) -> list[PlayerView]:
        """`view` of each of `seats`, what they see alike made once (a host's views of one change)."""
        return self.round.views(seats, self.options, self.round_number, tuple(self.totals))

    def round_points(self) -> list[tuple[int, ...]]:
        """Points of every finished round so far (for the score sheet)."""
        return [r.points for r in self.rounds if r.points is not None]
