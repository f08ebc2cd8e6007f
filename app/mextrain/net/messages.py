"""Every message of the table's protocol as a frozen dataclass (protocol.md describes each).

`decode(obj, players)` turns a parsed frame into exactly one of these or raises
`ProtocolError`; `message.to_json()` is its inverse. Nothing here knows about sockets
or sessions: this is the vocabulary, `host.py` and `client.py` hold the conversations.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar, cast

import mextrain
from mextrain.engine import Event, GameOptions, Move, PlayerView, RoundEnd, Tile
from mextrain.engine.moves import MAX_SEATS
from mextrain.engine.tiles import MAX_PIPS

from . import schema as s
from . import wire
from .schema import ProtocolError, bad, tile_json
from .viewcodec import (
    event_from_json,
    event_to_json,
    options_from_json,
    options_to_json,
    seat_own_json,
    shared_view_json,
    view_from_json,
    view_to_json,
)

#: bumped whenever a message changes shape; a host refuses every other number (protocol.md).
#: 2: `view` lost its `thinking` (no app read it; it cost a second view per move), `in_use`;
#: 4: the house rules in the options; 5: the hall; 6: `bye` `back_later` (the host will reopen: its
#: people wait), a `bye` `leaving` in a game gives the seat up; 7: watchers and Play Again (`watch`,
#: `watching`, `take_seat`, `play_again`, `again`, the lobby's `watchers` `asks` `again`, a view's `public`),
#: reactions (`react`, `reaction`, the lobby's `reactions`) and several seats at one app (`hello.companion`,
#: a seat's `together`)
PROTOCOL_VERSION = 7
#: the longest grace the protocol carries (a day): a host that chose it waits for a person away
WAIT_GRACE = 86400.0
APP_VERSION: str = mextrain.__version__ if s.VERSION_RE.match(mextrain.__version__) else "0"

REFUSALS = ("version", "full", "bad_code", "bad_token", "slow_down", "removed", "started", "busy", "replaced", "in_use",
            # watchers and Play Again (7): the table has MAX_WATCHERS watchers already
            "watchers_full")
#: `error` codes: a message that changed nothing (each counts toward MAX_STRIKES on a seated connection)
ERROR_CODES = ("bad_message", "unknown_type", "unexpected", "bad_frame",
               # watchers and Play Again (7): `take_seat` of a seat nobody may take, or while a round is played
               "seat_taken", "not_now")
#: `result.code` when a move is not taken
RESULT_CODES = ("not_playing", "stale_turn", "future_turn", "not_your_turn", "illegal")
#: why a connection is closed, as `bye.reason` says it (before the hello, an error's own code)
CLOSING = ("too_big", "bad_frame", "too_many_errors", "flood", "timeout", "dead", "shutdown", "back_later",
           "leaving",
           "bad_message", "unknown_type", "unexpected")
ERRORS = tuple(dict.fromkeys(ERROR_CODES + RESULT_CODES + CLOSING))


class SeatState(StrEnum):
    """What a seat of the lobby holds; the values are the protocol's words (protocol.md), so a
    state compares equal to its word and is written as it."""

    OPEN = "open"
    PERSON = "person"
    COMPUTER = "computer"


SEAT_STATES = tuple(SeatState)
LEVELS = ("easy", "normal", "hard")
PHASES = ("lobby", "playing", "round_over", "game_over")
#: the longest wait before a next round a host may announce (an hour, in milliseconds)
MAX_NEXT_ROUND_MS = 3_600_000
#: watchers and Play Again (7): a table's watchers at most (the next is refused `watchers_full`)
MAX_WATCHERS = 8


#: the canned reactions (protocol.md, "Reactions"): the same words for everyone, each app shows its
#: own translation; there is no free text
REACTIONS = ("nice_move", "oops", "your_turn", "well_played", "good_game", "thumbs_up")
#: a seat's reactions come at most this often (seconds); the host drops those in between
REACTION_EVERY = 2.0


class Message:
    TYPE: ClassVar[str]

    def to_json(self) -> dict[str, Any]:
        raise NotImplementedError

    def encode(self) -> bytes:
        return wire.encode(self.to_json())


# ---------------------------------------------------------------------- both ways
@dataclass(frozen=True)
class Ping(Message):
    TYPE = "ping"
    n: int

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE, "n": self.n}

    @classmethod
    def from_json(cls, d: dict[str, Any], players: int) -> Ping:
        s.fields(d, ("type", "n"))
        return cls(s.integer(d["n"], "n"))


@dataclass(frozen=True)
class Pong(Ping):
    TYPE = "pong"


@dataclass(frozen=True)
class Bye(Message):
    """The sender closes the connection on purpose; `reason` is one of the codes resources/docs/protocol.md lists."""

    TYPE = "bye"
    reason: str

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE, "reason": self.reason}

    @classmethod
    def from_json(cls, d: dict[str, Any], players: int) -> Bye:
        s.fields(d, ("type", "reason"))
        return cls(s.word(d["reason"], "reason"))


# ---------------------------------------------------------------------- client to host
@dataclass(frozen=True)
class Hello(Message):
    """The first message of a joining app: who it is and how it may sit down."""

    TYPE = "hello"
    name: str
    code: str | None = None
    token: str | None = None
    protocol: int = PROTOCOL_VERSION
    app: str = APP_VERSION
    #: watchers and Play Again (7): come to watch (no seat, no hand, no move), with the join code
    watch: bool = False
    #: 7: the token of a seat this app already holds at the table: the new seat is another person
    #: at the same computer (with `code`; the lobby shows them together)
    companion: str | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.TYPE, "protocol": self.protocol, "app": self.app, "name": self.name}
        if self.code is not None:
            out["code"] = self.code
        if self.token is not None:
            out["token"] = self.token
        if self.watch:
            out["watch"] = True
        if self.companion is not None:
            out["companion"] = self.companion
        return out

    @classmethod
    def from_json(cls, d: dict[str, Any], players: int) -> Hello:
        # protocol and app are read first and kept in every version: a host must be able to
        # say "the host runs X, you run Y" to a hello whose other fields it does not know
        protocol = s.integer(d.get("protocol"), "protocol", 0, 10**6)
        app = s.version(d.get("app"), "app")
        if protocol != PROTOCOL_VERSION:
            raise VersionMismatch(protocol, app)
        s.fields(d, ("type", "protocol", "app", "name"), ("code", "token", "watch", "companion"))
        return cls(s.name(d["name"], "name"), s.optional(d, "code", s.join_code),
                   s.optional(d, "token", s.token), protocol, app, bool(s.optional(d, "watch", s.boolean, "watch")),
                   companion=s.optional(d, "companion", s.token))


class VersionMismatch(ProtocolError):
    def __init__(self, protocol: int, app: str) -> None:
        super().__init__("version", f"protocol {protocol} (app {app})")
        self.protocol = protocol
        self.app = app


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


# ---------------------------------------------------------------------- host to client
@dataclass(frozen=True)
class Welcome(Message):
    TYPE = "welcome"
    seat: int
    token: str
    protocol: int = PROTOCOL_VERSION
    app: str = APP_VERSION

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE, "seat": self.seat, "token": self.token, "protocol": self.protocol, "app": self.app}

    @classmethod
    def from_json(cls, d: dict[str, Any], players: int) -> Welcome:
        s.fields(d, ("type", "seat", "token", "protocol", "app"))
        return cls(s.seat(d["seat"], "seat"), s.token(d["token"]),
                   s.integer(d["protocol"], "protocol", 0, 10**6), s.version(d["app"], "app"))


@dataclass(frozen=True)
class Refused(Message):
    """The host will not seat this connection; it closes the connection after sending this."""

    TYPE = "refused"
    code: str
    host_app: str = APP_VERSION
    host_protocol: int = PROTOCOL_VERSION
    your_app: str | None = None
    retry_after: float | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.TYPE, "code": self.code, "host_app": self.host_app,
                               "host_protocol": self.host_protocol}
        if self.your_app is not None:
            out["your_app"] = self.your_app
        if self.retry_after is not None:
            out["retry_after"] = self.retry_after
        return out

    @classmethod
    def from_json(cls, d: dict[str, Any], players: int) -> Refused:
        s.fields(d, ("type", "code", "host_app", "host_protocol"), ("your_app", "retry_after"))
        return cls(s.word(d["code"], "code"), s.version(d["host_app"], "host_app"),
                   s.integer(d["host_protocol"], "host_protocol", 0, 10**6),
                   s.optional(d, "your_app", s.version, "your_app"),
                   s.optional(d, "retry_after", s.number, "retry_after", 0, 86400))


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
class Error(Message):
    """A message that was not accepted; it changed nothing."""

    TYPE = "error"
    code: str
    detail: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE, "code": self.code, "detail": self.detail}

    @classmethod
    def from_json(cls, d: dict[str, Any], players: int) -> Error:
        s.fields(d, ("type", "code", "detail"))
        return cls(s.word(d["code"], "code"), s.name(d["detail"], "detail", s.MAX_DETAIL, empty=True))


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


# ---------------------------------------------------------------------- watchers and Play Again (7)
@dataclass(frozen=True)
class Watching(Message):
    """The host's answer to a `hello` with `watch`: this connection watches the table (no seat, no
    token); the lobby and, in a game, the public view follow."""

    TYPE = "watching"
    protocol: int = PROTOCOL_VERSION
    app: str = APP_VERSION

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE, "protocol": self.protocol, "app": self.app}

    @classmethod
    def from_json(cls, d: dict[str, Any], players: int) -> Watching:
        s.fields(d, ("type", "protocol", "app"))
        return cls(s.integer(d["protocol"], "protocol", 0, 10**6), s.version(d["app"], "app"))


@dataclass(frozen=True)
class TakeSeat(Message):
    """A watcher asks for `seat` in the lobby or between rounds: an open seat is theirs at once (a
    `welcome` follows), a seat a computer plays because its person left for good when the host agrees."""

    TYPE = "take_seat"
    seat: int

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE, "seat": self.seat}

    @classmethod
    def from_json(cls, d: dict[str, Any], players: int) -> TakeSeat:
        s.fields(d, ("type", "seat"))
        return cls(s.seat(d["seat"], "seat", players))


@dataclass(frozen=True)
class PlayAgain(Message):
    """After the game's end the host pressed Play Again: "`host` wants to play again". The lobby
    follows (phase `lobby`, its `again` the seats that said Play); answer `again`, or `bye` `leaving`."""

    TYPE = "play_again"
    host: str

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE, "host": self.host}

    @classmethod
    def from_json(cls, d: dict[str, Any], players: int) -> PlayAgain:
        s.fields(d, ("type", "host"))
        return cls(s.name(d["host"], "host"))


@dataclass(frozen=True)
class Again(Message):
    """A seated person's Play to the host's `play_again`."""

    TYPE = "again"

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE}

    @classmethod
    def from_json(cls, d: dict[str, Any], players: int) -> Again:
        s.fields(d, ("type",))
        return cls()


# ---------------------------------------------------------------------- reactions (7)
@dataclass(frozen=True)
class React(Message):
    """A seated person's canned reaction (one of `REACTIONS`); the host passes it on as `reaction`."""

    TYPE = "react"
    reaction: str

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE, "reaction": self.reaction}

    @classmethod
    def from_json(cls, d: dict[str, Any], players: int) -> React:
        s.fields(d, ("type", "reaction"))
        return cls(s.word(d["reaction"], "reaction", REACTIONS))


@dataclass(frozen=True)
class Reaction(Message):
    """The host tells every seated app that `seat` reacted (its own one too: the sender sees it taken)."""

    TYPE = "reaction"
    seat: int
    reaction: str

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE, "seat": self.seat, "reaction": self.reaction}

    @classmethod
    def from_json(cls, d: dict[str, Any], players: int) -> Reaction:
        s.fields(d, ("type", "seat", "reaction"))
        return cls(s.seat(d["seat"], "seat", players), s.word(d["reaction"], "reaction", REACTIONS))


CLIENT_MESSAGES: dict[str, type] = {m.TYPE: m for m in (Hello, MoveIntent, Ping, Pong, Bye, React)}
HOST_MESSAGES: dict[str, type] = {m.TYPE: m for m in (
    Welcome, Refused, Lobby, View, MoveResult, Error, Events, RoundOver, GameOver, Ping, Pong, Bye, Reaction)}
# watchers and Play Again (7)
CLIENT_MESSAGES.update({x.TYPE: x for x in (TakeSeat, Again)})
HOST_MESSAGES.update({x.TYPE: x for x in (Watching, PlayAgain)})


#: a hall's first messages besides `hello` (net/hall.py): on a connection already at a table (seated or
#: watching, or before its hello at a table hosted alone) they are `unexpected`, not an `unknown_type`
HALL_FIRST = ("create_table", "table_admin", "get_record")


def decode(obj: dict[str, Any], kinds: dict[str, type], players: int = MAX_SEATS) -> Message:
    """One parsed frame as a typed message of `kinds`; raises `ProtocolError`."""
    kind = obj.get("type")
    if type(kind) is not str or kind not in kinds:
        raise ProtocolError("unknown_type", f"no message type {str(kind)[:32]!r}")
    try:
        return cast(Message, kinds[kind].from_json(obj, players))  # type: ignore[attr-defined]  # each kind has one
    except ProtocolError:
        raise
    except (ValueError, TypeError, KeyError, RecursionError) as exc:  # a check this module forgot
        raise bad(f"{kind}: {str(exc)[:80]}") from None
