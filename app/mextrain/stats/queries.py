"""The figures the statistics window shows, read from the database in a few queries.

Everything is about one person at this computer (the seat that `person_seat` names); a game
of several persons is kept once for each of them (`games.person`, their name), and every
figure takes the person whose figures are wanted (None: every row, as before names).
Fewer points is better in Mexican Train, so the best game is the one with the fewest
points per round played (a fair measure between short and full games). A shared win
(several lowest totals) counts as a win. A game's opponent strength is its strongest
computer opponent, so the rows of that table add up to all games.
"""
from __future__ import annotations

import csv
import json
from dataclasses import dataclass, field
from datetime import datetime
from typing import IO, Any

from mextrain.engine import GameOptions, placings

from .model import SeatResult, strongest_opponent
from .store import StatsStore

LAST_GAMES = 30
PAST_GAMES = 100  # the list of past games shows this many, newest first


@dataclass(frozen=True)
class GameLine:
    """One game as the person did in it."""

    id: int
    played_at: datetime   # UTC
    seed: int
    players: int
    rounds: int           # rounds played
    total: int            # the person's points
    won: bool
    hints_used: int
    undos_used: int

    @property
    def per_round(self) -> float:
        return self.total / self.rounds if self.rounds else 0.0


@dataclass(frozen=True)
class Tally:
    key: object   # a seat count (int) or an opponent strength (str)
    played: int
    won: int

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0


@dataclass
class Summary:
    played: int = 0
    won: int = 0
    rounds: int = 0
    points: int = 0
    by_players: list[Tally] = field(default_factory=list)
    by_strength: list[Tally] = field(default_factory=list)
    best: GameLine | None = None
    worst: GameLine | None = None
    current_streak: int = 0
    longest_streak: int = 0
    last_games: list[GameLine] = field(default_factory=list)   # oldest first
    by_engine: dict[int, float] = field(default_factory=dict)  # engine -> the person's mean points
    by_round: dict[int, float] = field(default_factory=dict)   # round number -> mean points

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0

    @property
    def points_per_round(self) -> float:
        return self.points / self.rounds if self.rounds else 0.0


@dataclass(frozen=True)
class RuleSet:
    """A rule set games were played by (R18), as the database keeps it: its name ("" for none),
    the starting run and the house rules (`model.house_rules_text`); `games` counts them."""

    name: str
    starting_run: bool
    house_rules: str
    games: int = field(default=0, compare=False)

    def options(self) -> GameOptions | None:
        """Its options (two seats, a full game) for its words; None when the database holds a
        rule this version does not know (a newer version's, or a file edited by hand)."""
        try:
            rules = json.loads(self.house_rules)
            return GameOptions.of(2, starting_run=self.starting_run, **rules) if isinstance(rules, dict) else None
        except (ValueError, TypeError):
            return None


def rule_sets(store: StatsStore, person: str | None = None) -> list[RuleSet]:
    """The rule sets `person`'s games were played by (None: every row's), the most played first."""
    where, args = _whose(person)
    rows = store.con.execute(
        "SELECT g.rule_set, g.starting_run, g.house_rules, COUNT(*) FROM games g"
        f" WHERE 1 = 1{where} GROUP BY 1, 2, 3 ORDER BY 4 DESC, 1, 3, 2", args)
    return [RuleSet(r[0], bool(r[1]), r[2], r[3]) for r in rows]


def _parse_time(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def _whose(person: str | None) -> tuple[str, tuple[str, ...]]:
    """The SQL condition on `g.person` and its parameters (none for every person)."""
    return ("", ()) if person is None else (" AND g.person = ?", (person,))


def _where(person: str | None, rules: RuleSet | None) -> tuple[str, tuple[object, ...]]:
    """`_whose`, and the games of one rule set only when `rules` is given."""
    where, args = _whose(person)
    if rules is None:
        return where, args
    return (where + " AND g.rule_set = ? AND g.starting_run = ? AND g.house_rules = ?",
            (*args, rules.name, int(rules.starting_run), rules.house_rules))


def people(store: StatsStore) -> list[str]:
    """The persons who have games kept, the one who played last first."""
    rows = store.con.execute("SELECT person, MAX(played_at), MAX(id) FROM games GROUP BY person"
                             " ORDER BY 2 DESC, 3 DESC")
    return [r[0] for r in rows]


def game_lines(store: StatsStore, person: str | None = None, rules: RuleSet | None = None) -> list[GameLine]:
    """Every game of `person` (None: every row) under `rules` (None: any), oldest first, as the person did in it."""
    where, args = _where(person, rules)
    rows = store.con.execute(
        "SELECT g.id, g.played_at, g.seed, g.players, g.rounds_played, s.total, s.won, g.hints_used, g.undos_used"
        " FROM games g JOIN seats s ON s.game_id = g.id AND s.seat = g.person_seat"
        f" WHERE 1 = 1{where} ORDER BY g.played_at, g.id", args)
    return [GameLine(r[0], _parse_time(r[1]), r[2], r[3], r[4], r[5], bool(r[6]), r[7], r[8]) for r in rows]


def streaks(lines: list[GameLine]) -> tuple[int, int]:
    """(current, longest) runs of games won in a row."""
    current = longest = 0
    for line in lines:
        current = current + 1 if line.won else 0
        longest = max(longest, current)
    return current, longest


def summary(store: StatsStore, last: int = LAST_GAMES, person: str | None = None,
            rules: RuleSet | None = None) -> Summary:
    lines = game_lines(store, person, rules)
    out = Summary(played=len(lines), won=sum(g.won for g in lines),
                  rounds=sum(g.rounds for g in lines), points=sum(g.total for g in lines))
    if not lines:
        return out
    won_by_id = {g.id: g.won for g in lines}
    by_players: dict[int, list[int]] = {}
    for g in lines:
        t = by_players.setdefault(g.players, [0, 0])
        t[0] += 1
        t[1] += g.won
    out.by_players = [Tally(k, *v) for k, v in sorted(by_players.items())]

    kinds: dict[int, list[str]] = {}
    person_of: dict[int, int] = {}
    for gid, seat, kind, person_seat in store.con.execute(
            "SELECT s.game_id, s.seat, s.kind, g.person_seat FROM seats s JOIN games g ON g.id = s.game_id"
            " ORDER BY s.game_id, s.seat"):
        kinds.setdefault(gid, []).append(kind)
        person_of[gid] = person_seat
    by_strength: dict[str, list[int]] = {}
    for gid, seat_kinds in kinds.items():
        if gid not in won_by_id:
            continue  # another person's game
        t = by_strength.setdefault(strongest_opponent(seat_kinds, person_of[gid]), [0, 0])
        t[0] += 1
        t[1] += won_by_id.get(gid, False)
    order = ("random", "easy", "normal", "hard")
    out.by_strength = [Tally(k, *v) for k, v in sorted(by_strength.items(),
                                                       key=lambda kv: (order.index(kv[0]) if kv[0] in order else 9, kv[0]))]

    # the best and the worst are two games: with one game there is no worst, and with
    # equal figures the newest is the best and the worst the newest of the others
    out.best = min(lines, key=lambda g: (g.per_round, -g.id))
    others = [g for g in lines if g.id != out.best.id]
    out.worst = max(others, key=lambda g: (g.per_round, g.id)) if others else None
    out.current_streak, out.longest_streak = streaks(lines)
    out.last_games = lines[-last:] if last > 0 else []
    where, args = _where(person, rules)
    person_rounds = f"FROM round_points r JOIN games g ON g.id = r.game_id AND r.seat = g.person_seat{where}"
    out.by_engine = {e: float(m) for e, m in store.con.execute(
        f"SELECT r.engine, AVG(r.points) {person_rounds} GROUP BY r.engine", args)}
    out.by_round = {n: float(m) for n, m in store.con.execute(
        f"SELECT r.round, AVG(r.points) {person_rounds} GROUP BY r.round", args)}
    return out


def last_totals(store: StatsStore, n: int, person: str | None = None) -> list[int]:
    """The person's points in each of the last `n` games, oldest first."""
    return [g.total for g in game_lines(store, person)[-n:]] if n > 0 else []


@dataclass(frozen=True)
class PastGame:
    """One game in the list of past games: when, who sat where, how it ended for the person."""

    line: GameLine
    person_seat: int
    seats: tuple[SeatResult, ...]  # name, kind and total of every seat
    has_record: bool               # kept with its record (games before version 4 were not): it can be watched
    rules: RuleSet | None = None   # the rule set it was played by (R18)

    @property
    def place(self) -> int:
        """The person's place (1 for a win, shared or not), as the score sheet gave it."""
        return placings([s.total for s in self.seats])[self.person_seat]

    @property
    def place_shared(self) -> bool:
        """Another seat had the person's total: the place is shared."""
        places = placings([s.total for s in self.seats])
        return places.count(places[self.person_seat]) > 1


def past_games(store: StatsStore, person: str | None = None, limit: int = PAST_GAMES,
               rules: RuleSet | None = None) -> list[PastGame]:
    """The last `limit` games of `person` (None: every row) under `rules` (None: any), newest first."""
    lines = game_lines(store, person, rules)[::-1][:limit]
    if not lines:
        return []
    ids = [g.id for g in lines]
    marks = ",".join("?" * len(ids))
    seats: dict[int, list[SeatResult]] = {}
    for gid, name, kind, total in store.con.execute(
            f"SELECT game_id, name, kind, total FROM seats WHERE game_id IN ({marks}) ORDER BY game_id, seat", ids):
        seats.setdefault(gid, []).append(SeatResult(name, kind, total))
    person_seat = dict(store.con.execute(f"SELECT id, person_seat FROM games WHERE id IN ({marks})", ids).fetchall())
    recorded = {r[0] for r in store.con.execute(f"SELECT game_id FROM records WHERE game_id IN ({marks})", ids)}
    played_by = {r[0]: RuleSet(r[1], bool(r[2]), r[3]) for r in store.con.execute(
        f"SELECT id, rule_set, starting_run, house_rules FROM games WHERE id IN ({marks})", ids)}
    return [PastGame(g, person_seat[g.id], tuple(seats.get(g.id, ())), g.id in recorded, played_by.get(g.id))
            for g in lines]


#: the CSV's columns: one row per game and round (the seat columns repeat per seat, up to 8)
CSV_GAME_COLUMNS = ("game_id", "played_at_utc", "game_number", "players", "rounds_in_game", "starting_run",
                    "person_seat", "person", "winners", "hints_used", "undos_used", "round", "engine",
                    "rule_set", "house_rules")


def _rules_cell(text: str) -> str:
    """The house rules in one CSV cell, "set=9;doubles=free" (the record's names and values;
    empty for the standard rules)."""
    try:
        rules = json.loads(text)
    except ValueError:
        return text
    if not isinstance(rules, dict):
        return text
    return ";".join(f"{k}={v if isinstance(v, str) else json.dumps(v)}" for k, v in rules.items())


def write_csv(store: StatsStore, out: IO[str]) -> int:
    """Write every game as CSV, one row per game and round; returns the number of rows.

    Machine-readable on purpose: English column names, ISO 8601 UTC times, plain numbers,
    seats numbered from 1; the rule set as its name (empty for none) and its house rules
    ("set=9;doubles=free", empty for the standard rules; the starting run has its own column). Each row names every seat (name, kind, that round's points,
    the game's total), so a spreadsheet needs no second table.
    """
    con = store.con
    max_players = con.execute("SELECT COALESCE(MAX(players), 0) FROM games").fetchone()[0]
    seat_cols = [f"seat{s}_{what}" for s in range(1, max_players + 1) for what in ("name", "kind", "points", "total")]
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(list(CSV_GAME_COLUMNS) + seat_cols)
    seats: dict[int, list[tuple[Any, ...]]] = {}
    for gid, name, kind, total, won in con.execute(
            "SELECT game_id, name, kind, total, won FROM seats ORDER BY game_id, seat"):
        seats.setdefault(gid, []).append((name, kind, total, won))
    points: dict[tuple[int, int], list[int]] = {}
    engines: dict[tuple[int, int], int] = {}
    for gid, rnd, engine, pts in con.execute(
            "SELECT game_id, round, engine, points FROM round_points ORDER BY game_id, round, seat"):
        points.setdefault((gid, rnd), []).append(pts)
        engines[(gid, rnd)] = engine
    rule_set = {gid: (name, _rules_cell(rules)) for gid, name, rules in con.execute(
        "SELECT id, rule_set, house_rules FROM games")}  # R18: the set's name, then each house rule
    rows = 0
    for gid, played_at, seed, players, rounds_option, rounds_played, run, person, person_name, hints, undos in con.execute(
            "SELECT id, played_at, seed, players, rounds_option, rounds_played, starting_run, person_seat,"
            " person, hints_used, undos_used FROM games ORDER BY played_at, id").fetchall():
        game_seats = seats.get(gid, [])
        winners = ";".join(str(s + 1) for s, seat in enumerate(game_seats) if seat[3])
        for rnd in range(1, rounds_played + 1):
            row: list[object] = [gid, played_at, seed, players, rounds_option, int(run), person + 1, person_name, winners,
                                 hints, undos, rnd, engines.get((gid, rnd), "")]
            row += rule_set[gid]
            pts = points.get((gid, rnd), [])
            for s in range(max_players):
                if s < len(game_seats):
                    seat_name, kind, total, _ = game_seats[s]
                    row += [seat_name, kind, pts[s] if s < len(pts) else "", total]
                else:
                    row += ["", "", "", ""]
            writer.writerow(row)
            rows += 1
    return rows
