"""The messages of a table's game: a seat's `move` and the host's `result`, and what the host
shows (`lobby` with its seats, `view`, `events`, `round_over`, `game_over`) (messages.py holds
every message together).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mextrain.engine import Event, GameOptions, Move, PlayerView, RoundEnd, Tile
from mextrain.engine.moves import MAX_SEATS
from mextrain.engine.tiles import MAX_PIPS

from .. import schema as s
from .. import wire
from ..schema import bad, tile_json
from ..viewcodec import (
    event_from_json,
    event_to_json,
    options_from_json,
    options_to_json,
    seat_own_json,
    shared_view_json,
    view_from_json,
    view_to_json,
)
from .base import (
    LEVELS,
    MAX_NEXT_ROUND_MS,
    MAX_WATCHERS,
    PHASES,
    SEAT_STATES,
    WAIT_GRACE,
    Message,
    SeatState,
)


@dataclass(frozen=True)
class MoveIntent(Message):
    """The move a person chose, answering the view of turn `turn`."""

    TYPE = "move"
    turn: int
    move: Move

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE, "turn": self.turn, "move": self.move.to_json()}

    @classmethod
    def from_json(cls, d: dict[str, Any], players: int) -> MoveIntent:
        s.fields(d, ("type", "turn", "move"))
        return cls(s.integer(d["turn"], "turn"), s.move(d["move"], players))


@dataclass(frozen=True)
class SeatInfo:
    """A seat in the lobby: open, a person (here or elsewhere), or a computer of a level."""

    state: SeatState
    name: str = ""
    connected: bool = False
    level: str | None = None
    host: bool = False
    #: watchers and Play Again (7): a computer plays the seat because its person left for good (a watcher may ask for it)
    freed: bool = False
    #: 7: the people at one computer share this number (the first of their seats); None: alone there
    together: int | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"state": self.state, "name": self.name, "connected": self.connected, "host": self.host}
        if self.level is not None:
            out["level"] = self.level
        if self.freed:
            out["freed"] = True
        if self.together is not None:
            out["together"] = self.together
        return out

    @classmethod
    def from_json(cls, x: Any) -> SeatInfo:
        d = s.fields(x, ("state", "name", "connected", "host"), ("level", "freed", "together"))
        return cls(SeatState(s.word(d["state"], "seat state", SEAT_STATES)), s.name(d["name"], "seat name", empty=True),
                   s.boolean(d["connected"], "connected"),
                   s.optional(d, "level", s.word, "level", LEVELS), s.boolean(d["host"], "host"),
                   bool(s.optional(d, "freed", s.boolean, "freed")),
                   together=s.optional(d, "together", s.seat, "together"))


@dataclass(frozen=True)
class Lobby(Message):
    """The table as the lobby shows it; options are the host's, read-only for the others."""

    TYPE = "lobby"
    table: str
    seats: tuple[SeatInfo, ...]
    options: GameOptions
    #: the receiver's seat; None (null) to a watcher (7)
    you: int | None
    grace: float
    phase: str = "lobby"
    #: the name of the rule set the options are (R18), where the host gave one
    rule_set: str | None = None
    # watchers and Play Again (7), each left out when empty / not asked:
    #: the watchers' names, in the order they came (the host sends one away by its place here)
    watchers: tuple[str, ...] = ()
    #: the seats a watcher asked to take, as (watcher's place in `watchers`, seat): the host agrees
    asks: tuple[tuple[int, int], ...] = ()
    #: after Play Again: the seats whose person said Play (None: no Play Again asked)
    again: tuple[int, ...] | None = None
    #: the host allows reactions at this table (7; sent only when false)
    reactions: bool = True

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.TYPE, "table": self.table, "seats": [x.to_json() for x in self.seats],
               "options": options_to_json(self.options), "you": self.you, "grace": self.grace, "phase": self.phase}
        if self.rule_set:
            out["rule_set"] = self.rule_set
        if self.watchers:
            out["watchers"] = list(self.watchers)
        if self.asks:
            out["asks"] = [{"watcher": w, "seat": seat} for w, seat in self.asks]
        if self.again is not None:
            out["again"] = list(self.again)
        if not self.reactions:
            out["reactions"] = False
        return out

    @classmethod
    def from_json(cls, d: dict[str, Any], players: int) -> Lobby:
        s.fields(d, ("type", "table", "seats", "options", "you", "grace", "phase"),
                 ("rule_set", "watchers", "asks", "again", "reactions"))
        options = options_from_json(d["options"])
        n = options.players
        seats = tuple(SeatInfo.from_json(x) for x in s.listing(d["seats"], "seats", MAX_SEATS))
        if len(seats) != n:
            raise bad("the lobby lists a seat for every player")
        watchers = tuple(s.name(x, "watcher") for x in s.listing(d.get("watchers", []), "watchers", MAX_WATCHERS))
        asks = []
        for x in s.listing(d.get("asks", []), "asks", MAX_WATCHERS):
            e = s.fields(x, ("watcher", "seat"))
            asks.append((s.integer(e["watcher"], "watcher", 0, len(watchers) - 1), s.seat(e["seat"], "seat", n)))
        again = None if d.get("again") is None else tuple(s.seat(x, "again", n) for x in s.listing(d["again"], "again", n))
        return cls(s.name(d["table"], "table", s.MAX_TABLE_NAME), seats, options,
                   None if d["you"] is None else s.seat(d["you"], "you", n), s.number(d["grace"], "grace", 0, 86400),
                   s.word(d["phase"], "phase", PHASES),
                   s.optional(d, "rule_set", s.name, "rule set", s.MAX_RULE_SET_NAME) or None,
                   watchers, tuple(asks), again,
                   reactions=s.boolean(d.get("reactions", True), "reactions"))


@dataclass(frozen=True)
class View(Message):
    """Everything the seat may know now; `seq` grows with every update, `turn` with every move.

    Sent once per change. Whose turn it is lies in `view.current`; who is deciding there
    (a person, a computer) is not sent: no app showed it, and it took a second view per move.
    `away` lists the seats whose person is not connected; `away_left`, in the same order,
    the seconds (at the host, when it sent this) until a computer plays for each: 0 when a
    computer plays for them now, None when the table waits for them.
    """

    TYPE = "view"
    seq: int
    turn: int
    phase: str
    view: PlayerView
    away: tuple[int, ...] = ()
    away_left: tuple[float | None, ...] = ()
    #: watchers and Play Again (7): the public table a watcher gets (no hand, no legal move, no drawn tile)
    public: bool = False

    def __post_init__(self) -> None:
        if len(self.away_left) != len(self.away):
            raise ValueError("away_left has one entry for each seat away")

    def to_json(self) -> dict[str, Any]:
        out = {"type": self.TYPE, "seq": self.seq, "turn": self.turn, "phase": self.phase,
               "view": view_to_json(self.view), "away": list(self.away), "away_left": list(self.away_left)}
        if self.public:
            out["public"] = True
        return out

    @classmethod
    def encode_many(cls, seq: int, turn: int, phase: str, views: list[PlayerView], away: tuple[int, ...] = (),
                    away_left: tuple[float | None, ...] = (), public: list[bool] | None = None) -> list[bytes]:
        """The `view` of one moment for each of `views` (a seat's, or with `public` a watcher's), each byte
        for byte as `View(...).encode()`, but what every seat sees alike (`shared_view_json`, the largest
        part: the trains, the history) is made JSON once, not once a connection."""
        if not views:
            return []
        cls(seq, turn, phase, views[0], away, away_left)  # checks away_left as a View does
        head = wire.dumps({"type": cls.TYPE, "seq": seq, "turn": turn, "phase": phase})[:-1]
        shared = wire.dumps(shared_view_json(views[0]))[1:]
        tail = wire.dumps({"away": list(away), "away_left": list(away_left)})[1:-1]
        flags = public if public is not None else [False] * len(views)
        return [wire.frame_text(f'{head},"view":{wire.dumps(seat_own_json(v))[:-1]},{shared},{tail}'
                                + (',"public":true}' if watcher else "}"), cls.TYPE)
                for v, watcher in zip(views, flags, strict=True)]

    @classmethod
    def from_json(cls, d: dict[str, Any], players: int) -> View:
        s.fields(d, ("type", "seq", "turn", "phase", "view", "away", "away_left"), ("public",))
        public = bool(s.optional(d, "public", s.boolean, "public"))
        view = view_from_json(d["view"], public=public)
        n = view.players
        away = tuple(s.seat(x, "away", n) for x in s.listing(d["away"], "away", n))
        if len(set(away)) != len(away):
            raise bad("a seat is away only once")
        left = s.listing(d["away_left"], "away_left", n)
        if len(left) != len(away):
            raise bad("away_left has one entry for each seat away")
        away_left = tuple(None if x is None else s.number(x, "away_left", 0, WAIT_GRACE) for x in left)
        return cls(s.integer(d["seq"], "seq"), s.integer(d["turn"], "turn"),
                   s.word(d["phase"], "phase", PHASES[1:]), view, away, away_left, public)


@dataclass(frozen=True)
class MoveResult(Message):
    """The answer to a move intent: applied (`ok`), or an error code and the rule's reason."""

    TYPE = "result"
    turn: int
    ok: bool
    code: str | None = None
    reason: str | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.TYPE, "turn": self.turn, "ok": self.ok}
        if self.code is not None:
            out["code"] = self.code
        if self.reason is not None:
            out["reason"] = self.reason
        return out

    @classmethod
    def from_json(cls, d: dict[str, Any], players: int) -> MoveResult:
        s.fields(d, ("type", "turn", "ok"), ("code", "reason"))
        return cls(s.integer(d["turn"], "turn"), s.boolean(d["ok"], "ok"),
                   s.optional(d, "code", s.word, "code"), s.optional(d, "reason", s.word, "reason"))


@dataclass(frozen=True)
class Events(Message):
    """What the move of turn `turn - 1` did, as this seat may see it."""

    TYPE = "events"
    turn: int
    events: tuple[Event, ...]
    players: int

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE, "turn": self.turn, "players": self.players,
                "events": [event_to_json(e) for e in self.events]}

    @classmethod
    def from_json(cls, d: dict[str, Any], players: int) -> Events:
        s.fields(d, ("type", "turn", "players", "events"))
        n = s.integer(d["players"], "players", 2, MAX_SEATS)
        return cls(s.integer(d["turn"], "turn"), tuple(event_from_json(e, n) for e in s.listing(d["events"], "events", 64)), n)


@dataclass(frozen=True)
class RoundOver(Message):
    """A round ended: now every hand is public."""

    TYPE = "round_over"
    round: int
    reason: RoundEnd
    out: int | None
    points: tuple[int, ...]
    totals: tuple[int, ...]
    hands: tuple[tuple[Tile, ...], ...]
    #: the host deals the next round by itself this many milliseconds after this message (None: when
    #: the host's person says so; never sent after the last round)
    next_round_ms: int | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.TYPE, "round": self.round, "reason": self.reason.value, "out": self.out,
                               "points": list(self.points), "totals": list(self.totals),
                               "hands": [[tile_json(t) for t in h] for h in self.hands]}
        if self.next_round_ms is not None:
            out["next_round_ms"] = self.next_round_ms
        return out

    @classmethod
    def from_json(cls, d: dict[str, Any], players: int) -> RoundOver:
        s.fields(d, ("type", "round", "reason", "out", "points", "totals", "hands"), ("next_round_ms",))
        hands = tuple(s.tiles(h, "hand") for h in s.listing(d["hands"], "hands", MAX_SEATS))
        n = len(hands)
        if n < 2:
            raise bad("a round has 2 to 8 hands")
        points = tuple(s.integer(p, "points", 0, 100_000) for p in s.listing(d["points"], "points", n))
        totals = tuple(s.integer(p, "totals", 0, 100_000) for p in s.listing(d["totals"], "totals", n))
        if not len(points) == len(totals) == n:
            raise bad("points and totals list every seat")
        return cls(s.integer(d["round"], "round", 1, MAX_PIPS + 1),
                   RoundEnd(s.word(d["reason"], "reason", [r.value for r in RoundEnd])),
                   None if d["out"] is None else s.seat(d["out"], "out", n), points, totals, hands,
                   s.optional(d, "next_round_ms", s.integer, "next_round_ms", 0, MAX_NEXT_ROUND_MS))


@dataclass(frozen=True)
class GameOver(Message):
    TYPE = "game_over"
    totals: tuple[int, ...]
    winners: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE, "totals": list(self.totals), "winners": list(self.winners)}

    @classmethod
    def from_json(cls, d: dict[str, Any], players: int) -> GameOver:
        s.fields(d, ("type", "totals", "winners"))
        totals = tuple(s.integer(p, "totals", 0, 100_000) for p in s.listing(d["totals"], "totals", MAX_SEATS))
        if len(totals) < 2:
            raise bad("a game has 2 to 8 seats")
        winners = tuple(s.seat(w, "winner", len(totals)) for w in s.listing(d["winners"], "winners", len(totals)))
        return cls(totals, winners)
