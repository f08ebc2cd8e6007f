"""What the statistics keep of one finished game: plain values, built from the engine's `Game`.

The store never sees a controller or a widget: the window turns the game on the table
into a `FinishedGame` (`finished_game`) and hands it over, with the game's record to watch
it again. Hints and undos used are counted elsewhere (the hint and undo features) and
arrive here as plain numbers.
"""
from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from mextrain.engine import Game, GameOptions, Phase
from mextrain.engine.options import HOUSE_RULE_KEYS
from mextrain.engine.record import SeatConfig, dumps, game_to_record

#: computer kinds from weakest to strongest ("hard:0.2s" counts as "hard")
STRENGTHS: tuple[str, ...] = ("random", "easy", "normal", "hard")
HUMAN = "human"


def base_kind(kind: str) -> str:
    """"hard:0.2s" -> "hard": the strength without its budget."""
    return kind.partition(":")[0]


@dataclass(frozen=True)
class SeatResult:
    name: str
    kind: str
    total: int


@dataclass(frozen=True)
class RoundResult:
    number: int
    engine: int
    points: tuple[int, ...]  # one per seat


@dataclass(frozen=True)
class FinishedGame:
    """One finished game as the database keeps it (`played_at` is UTC)."""

    played_at: datetime
    seed: int
    rounds_option: int
    starting_run: bool
    person_seat: int
    seats: tuple[SeatResult, ...]
    rounds: tuple[RoundResult, ...]
    winners: tuple[int, ...]
    hints_used: int = 0
    undos_used: int = 0
    #: the game's record (engine.record, as JSON text) for the replay viewer; None: not kept
    record: str | None = None
    #: R18: the house rules that differ from the standard rules (the record's option names and
    #: values; the starting run is `starting_run`), and the rule set's name ("" for none)
    house_rules: Mapping[str, Any] = field(default_factory=dict)
    rule_set: str = ""

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def person(self) -> str:
        """Whose game this row is: the person seat's name."""
        return self.seats[self.person_seat].name

    @property
    def person_won(self) -> bool:
        return self.person_seat in self.winners


def house_rules_of(options: GameOptions) -> dict[str, Any]:
    """The house rules of `options` that differ from the standard rules, as the record names them."""
    return {k: v for k, v in options.to_json().items() if k in HOUSE_RULE_KEYS}


def house_rules_text(rules: Mapping[str, Any]) -> str:
    """The house rules as the database keeps them: JSON with sorted keys, so one rule set is one text."""
    return json.dumps(dict(rules), sort_keys=True, separators=(",", ":"))


def strongest_opponent(kinds: Sequence[str], person_seat: int) -> str:
    """The strongest computer kind among the other seats ("human" if only people are left)."""
    others = [base_kind(k) for s, k in enumerate(kinds) if s != person_seat]
    known = [k for k in others if k in STRENGTHS]
    if known:
        return max(known, key=STRENGTHS.index)
    return others[0] if others else HUMAN


def finished_game(game: Game, seats: Sequence[tuple[str, str]], person_seat: int, *,
                  hints_used: int = 0, undos_used: int = 0, played_at: datetime | None = None,
                  keep_record: bool = False) -> FinishedGame:
    """The `FinishedGame` of an engine game that is over; `seats` are (name, kind) pairs; with
    `keep_record`, its record too (the game must track its decisions), to be watched again."""
    if game.phase is not Phase.GAME_OVER:
        raise ValueError("only a finished game goes into the statistics")
    if len(seats) != game.options.players or not 0 <= person_seat < len(seats):
        raise ValueError(f"{len(seats)} seats, person at {person_seat}, for {game.options.players} players")
    rounds = tuple(RoundResult(r.number, r.deal.engine_number, tuple(r.points)) for r in game.rounds if r.points is not None)
    return FinishedGame(
        played_at=played_at or datetime.now(UTC),
        seed=game.seed,
        rounds_option=game.options.rounds,
        starting_run=game.options.starting_run,
        person_seat=person_seat,
        seats=tuple(SeatResult(name, kind, game.totals[s]) for s, (name, kind) in enumerate(seats)),
        rounds=rounds,
        winners=tuple(game.winners),
        hints_used=int(hints_used),
        undos_used=int(undos_used),
        record=dumps(game_to_record(game, [SeatConfig(name, kind) for name, kind in seats])) if keep_record else None,
        house_rules=house_rules_of(game.options),
        rule_set=game.rule_set or "",
    )
