"""Game records (record-format.md): write a game, read one back, replay and check it move by move.

Reading is the first line of defence of the save loader: anything malformed raises
`RecordError` with where it is (round, event) and what is wrong, never a traceback.
"""
from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any, cast

from .errors import IllegalMove
from .events import RoundEnd
from .game import Deal, Decision, Game, Phase, RoundRecord
from .moves import MAX_SEATS, MEXICAN, Move, MoveKind
from .options import GameOptions, RuleError
from .tiles import Tile

FORMAT = "mexican-train-record"
VERSION = 1


HUMAN = "human"  # the kind of a seat a person plays (the others are computer kinds)


@dataclass(frozen=True)
class SeatConfig:
    """Who sits at a seat: a name and HUMAN or a computer kind (`mextrain.ai.KINDS`), as the New
    Game dialog sets it up, the controller seats it and a record keeps it."""

    name: str
    kind: str

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN


class RecordError(ValueError):
    """A record that does not conform; `where` says which round and event."""

    def __init__(self, what: str, round_number: int | None = None, event: int | None = None,
                 rule: RuleError | None = None) -> None:
        self.what = what
        self.round_number = round_number
        self.event = event
        self.rule = rule  # the options name a rule set that cannot be played (R18–R24)
        super().__init__(f"{self.where}: {what}" if self.where else what)

    @property
    def where(self) -> str:
        parts = []
        if self.round_number is not None:
            parts.append(f"round {self.round_number}")
        if self.event is not None:
            parts.append(f"event {self.event}")
        return ", ".join(parts)


# ---------------------------------------------------------------------- writing
def _tile(t: Tile) -> list[int]:
    return [t[0], t[1]]


def decision_to_json(d: Decision) -> dict[str, Any]:
    """One event of a round's `events` (a decision and the moves legal at it)."""
    e: dict[str, Any] = {"seat": d.seat, "move": d.move.to_json(), "legal": [m.to_json() for m in d.legal]}
    if d.drew is not None:
        e["drew"] = _tile(d.drew)
    return e


def deal_to_json(r: RoundRecord) -> dict[str, Any]:
    """A round as it stands before its first move: its number and deal, no events yet."""
    return {
        "number": r.number,
        "engine": r.deal.engine_number,
        "starter": r.deal.starter,
        "hands": [[_tile(t) for t in h] for h in r.deal.hands],
        "boneyard": [_tile(t) for t in r.deal.boneyard],
        "events": [],
    }


def game_to_record(game: Game, seats: Sequence[SeatConfig], rule_set: str | None = None) -> dict[str, Any]:
    """The record-format.md object of a finished or unfinished game (the game must keep records);
    `rule_set` is the name of its rule set, where it has one (R18; the game's own by default)."""
    if not game.track_decisions:
        raise ValueError("this game was played without records")
    if len(seats) != game.options.players:
        raise ValueError(f"{len(seats)} seats for {game.options.players} players")
    rule_set = rule_set or game.rule_set
    rounds = []
    for r in game.rounds:
        rd = deal_to_json(r)
        rd["events"] = [decision_to_json(d) for d in r.decisions]
        if r.result is not None:
            rd["end"] = {"reason": r.result.value, "seat": r.out_seat, "points": list(r.points or ())}
        rounds.append(rd)
    out: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "seed": game.seed,
        "options": game.options.to_json(),
        **({"rule_set": rule_set} if rule_set else {}),
        "seats": [{"name": s.name, "kind": s.kind} for s in seats],
        "rounds": rounds,
    }
    if game.phase is Phase.GAME_OVER:
        out["totals"] = list(game.totals)
        out["winners"] = list(game.winners)
    return out


def dumps(record: dict[str, Any]) -> str:
    """One record as one line of JSON (JSON Lines friendly, stable key order)."""
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))


# ---------------------------------------------------------------------- reading
def _need(cond: bool, what: str, rnd: int | None = None, ev: int | None = None) -> None:
    if not cond:
        raise RecordError(what, rnd, ev)


def _int(x: Any) -> bool:
    return type(x) is int


def _parse_tile(x: Any, what: str, rnd: int | None, ev: int | None = None, top: int = 12) -> Tile:
    _need(isinstance(x, list) and len(x) == 2 and _int(x[0]) and _int(x[1]), f"{what}: not a tile: {x!r}", rnd, ev)
    _need(0 <= x[0] <= top and 0 <= x[1] <= top, f"{what}: tile {x!r} is not in a double-{top} set", rnd, ev)
    _need(x[0] <= x[1], f"{what}: tile {x!r} is not written with a <= b", rnd, ev)
    return Tile(x[0], x[1])


def _parse_move(x: Any, rnd: int, ev: int, players: int) -> Move:
    try:
        m = Move.from_json(x)
    except ValueError as exc:
        raise RecordError(str(exc), rnd, ev) from None
    if m.kind is MoveKind.PLAY and m.train != MEXICAN and cast(int, m.train) >= players:
        raise RecordError(f"no train {m.train!r} with {players} players", rnd, ev)
    return m


def parse_header(data: Any) -> tuple[int, GameOptions, list[SeatConfig]]:
    """Check the parts that come before the rounds; returns (seed, options, seats)."""
    _need(isinstance(data, dict), "a record must be a JSON object")
    _need(data.get("format") == FORMAT, f"format is {data.get('format')!r}, not {FORMAT!r}")
    _need(data.get("version") == VERSION, f"version {data.get('version')!r} is not supported (only {VERSION})")
    seed = data.get("seed")
    _need(_int(seed), f"seed must be an integer, not {seed!r}")
    opts = data.get("options")
    _need(isinstance(opts, dict), "options must be an object")
    players = opts.get("players")
    _need(_int(players) and 2 <= players <= MAX_SEATS, f"players must be 2 to {MAX_SEATS}, not {players!r}")
    _need("rounds" in opts, "options must give rounds")
    try:
        options = GameOptions.from_json(opts)  # record-format.md: an absent house rule has its default
    except ValueError as exc:
        raise RecordError(f"options: {exc}", rule=exc if isinstance(exc, RuleError) else None) from None
    name = data.get("rule_set")
    _need(name is None or isinstance(name, str), f"rule_set must be a string, not {name!r}")
    seats_raw = data.get("seats")
    _need(isinstance(seats_raw, list) and len(seats_raw) == players, f"seats must list {players} seats")
    seats = []
    for i, s in enumerate(seats_raw):
        _need(isinstance(s, dict) and isinstance(s.get("name"), str) and isinstance(s.get("kind"), str),
              f"seat {i} must have a name and a kind")
        seats.append(SeatConfig(s["name"], s["kind"]))
    return seed, options, seats


def _parse_deal(rd: Any, number: int, options: GameOptions) -> Deal:
    n = options.players
    engine = rd.get("engine")
    top = options.set
    _need(engine == options.engine_of_round(number), f"the engine is {engine!r}, R4 says {options.engine_of_round(number)}", number)
    starter = rd.get("starter")
    _need(_int(starter) and 0 <= starter < n, f"starter {starter!r} is not a seat", number)
    hands_raw = rd.get("hands")
    _need(isinstance(hands_raw, list) and len(hands_raw) == n, f"hands must list {n} hands", number)
    size = options.hand_size
    hands = []
    for i, h in enumerate(hands_raw):
        _need(isinstance(h, list) and len(h) == size, f"seat {i} is dealt {len(h) if isinstance(h, list) else h!r} tiles, R3 says {size}", number)
        hands.append(tuple(_parse_tile(x, f"hand of seat {i}", number, top=top) for x in h))
    by = rd.get("boneyard")
    _need(isinstance(by, list), "boneyard must be a list", number)
    boneyard = tuple(_parse_tile(x, "boneyard", number, top=top) for x in by)
    every = [t for h in hands for t in h] + list(boneyard)
    _need(len(set(every)) == len(every), "a tile is dealt twice", number)
    _need(Tile(engine, engine) not in every, "the engine is dealt (R4)", number)
    in_set = (top + 1) * (top + 2) // 2
    _need(len(every) == in_set - 1, f"the deal holds {len(every)} tiles; with the engine the set has {in_set} (R1, R19)", number)
    return Deal(engine, tuple(hands), boneyard, starter)


def iter_replay(data: Any, *, track_events: bool = False) -> Iterator[Game]:
    """Replay a record against the engine, yielding the game after each round; raises RecordError."""
    seed, options, seats = parse_header(data)
    rounds = data.get("rounds")
    _need(isinstance(rounds, list) and 1 <= len(rounds) <= options.rounds,
          f"rounds must list 1 to {options.rounds} rounds")
    game: Game | None = None
    first_starter = 0
    for i, rd in enumerate(rounds):
        number = i + 1
        _need(isinstance(rd, dict), "a round must be an object", number)
        _need(rd.get("number") == number, f"round number {rd.get('number')!r}, expected {number}", number)
        deal = _parse_deal(rd, number, options)
        if i == 0:
            first_starter = deal.starter
        else:
            expected = (first_starter + i) % options.players
            _need(deal.starter == expected, f"starter {deal.starter}, R5 says seat {expected}", number)
        try:
            if game is None:
                game = Game(options, seed, track_decisions=True, track_events=track_events, first_deal=deal,
                            rule_set=data.get("rule_set"))
            else:
                _need(game.phase is Phase.ROUND_OVER, "a round follows a round that did not end", number)
                game.start_round(deal)
        except (ValueError, IllegalMove) as exc:
            raise RecordError(f"the deal: {exc}", number) from None
        events = rd.get("events")
        _need(isinstance(events, list), "events must be a list", number)
        for j, e in enumerate(events):
            _replay_event(game, e, number, j, options.players)
        end = rd.get("end")
        if end is None:
            _need(game.phase is Phase.PLAYING,
                  "the round ended in the engine but the record gives no end", number)
            _need(i == len(rounds) - 1, "only the last round of an unfinished game may lack an end", number)
        else:
            if game.phase is Phase.PLAYING and isinstance(end, dict) and end.get("reason") == RoundEnd.BLOCKED.value:
                game.make_forced_passes()  # R15: a record may stop before the last forced passes
            if game.phase is Phase.PLAYING and isinstance(end, dict) and end.get("reason") == RoundEnd.BLOCKED.value \
                    and game.round.blocked_by_the_first_judgement():
                # written before R15 was clarified (a seat two passes later could still lay):
                # the round ended here then, and a saved game or record of it stays readable
                game.end_round_as_first_recorded()
            _need(game.phase is not Phase.PLAYING, "the record ends the round but the engine says play goes on", number)
            _check_end(game, end, number)
        yield game
    assert game is not None
    if game.phase is Phase.GAME_OVER:
        _need(data.get("totals") == list(game.totals), f"totals {data.get('totals')!r}, the engine says {game.totals}")
        _need(data.get("winners") == list(game.winners), f"winners {data.get('winners')!r}, the engine says {list(game.winners)}")
    else:
        _need("totals" not in data and "winners" not in data, "an unfinished game has no totals or winners")


def _replay_event(game: Game, e: Any, number: int, j: int, players: int) -> None:
    _need(isinstance(e, dict), "an event must be an object", number, j)
    _need(game.phase is Phase.PLAYING, "an event after the round ended", number, j)
    seat = e.get("seat")
    _need(_int(seat) and 0 <= seat < players, f"seat {seat!r} does not exist", number, j)
    _need(seat == game.current_seat, f"seat {seat} moves, but it is seat {game.current_seat}'s turn", number, j)
    move = _parse_move(e.get("move"), number, j, players)
    legal_raw = e.get("legal")
    _need(isinstance(legal_raw, list), "legal must be a list", number, j)
    legal = [_parse_move(x, number, j, players) for x in legal_raw]
    _need(len(set(legal)) == len(legal), "the legal list names a move twice", number, j)
    engine_legal = game.legal_moves()
    if set(legal) != set(engine_legal):
        missing = sorted(str(m) for m in set(engine_legal) - set(legal))
        extra = sorted(str(m) for m in set(legal) - set(engine_legal))
        raise RecordError(f"legal list differs from the rules: missing {missing}, not legal {extra}", number, j)
    _need(move in engine_legal, f"move {move} is not legal ({game.round.why_illegal(move).rule})", number, j)
    if move.kind is MoveKind.DRAW:
        rnd = game.round
        drew = _parse_tile(e.get("drew"), "drew", number, j, top=game.options.set)
        nxt = rnd.boneyard[rnd.drawn_count]
        _need(drew == nxt, f"drew {drew}, but the boneyard's next tile is {nxt}", number, j)
    else:
        _need("drew" not in e, "only a draw gives 'drew'", number, j)
    game.apply(move)


def _check_end(game: Game, end: Any, number: int) -> None:
    _need(isinstance(end, dict), "end must be an object", number)
    r = game.rounds[-1]
    assert r.result is not None
    _need(end.get("reason") == r.result.value, f"end reason {end.get('reason')!r}, the engine says {r.result.value!r}", number)
    _need(end.get("seat") == r.out_seat, f"end seat {end.get('seat')!r}, the engine says {r.out_seat!r}", number)
    _need(end.get("points") == list(r.points or ()), f"points {end.get('points')!r}, the engine says {list(r.points or ())}", number)


def replay(data: Any, *, track_events: bool = False) -> Game:
    """The game a record describes, replayed through the engine (raises RecordError)."""
    game = None
    for game in iter_replay(data, track_events=track_events):
        pass
    assert game is not None
    return game


def load_records(text: str) -> list[Any]:
    """One JSON object, or JSON Lines; raises RecordError naming the line that is not JSON."""
    stripped = text.strip()
    if not stripped:
        raise RecordError("the file is empty")
    try:
        return [json.loads(stripped)]
    except json.JSONDecodeError:
        pass
    out = []
    for i, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            out.append(json.loads(line))
        except json.JSONDecodeError as exc:
            raise RecordError(f"line {i} is not JSON ({exc.msg} at column {exc.colno}); the file may be cut short") from None
    return out
