"""The hall's pure part: its limits, its own messages, its book of tables and when a table goes.

A hall serves many tables on one TLS port (`mextrain-hall`). Each table is the same
`TableCore` (net/table_core.py) the app's own hosting drives; what the hall adds is in front
of them, before a connection belongs to a table: how many connections and handshakes one
address may hold, how many tables there may be (in all and per address), which table a
`hello` goes to (by its code or its token), the two hall messages (`create_table`,
`table_admin`), wrong codes slowed per address, and how long a table is kept.
Nothing here does I/O; time is passed in (wall-clock seconds for what outlives a restart).
protocol.md, "The hall", is the reference for every message and limit here.
"""
from __future__ import annotations

import hashlib
import secrets
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from mextrain.engine.options import RULE_KEYS, GameOptions

from . import schema as s
from .connection import BURST, RATE, Connection
from .invitation import valid_host
from .lobby import CODE_ALPHABET, Throttle, new_join_code, new_token
from .messages import APP_VERSION, CLIENT_MESSAGES, HALL_FIRST, LEVELS, PROTOCOL_VERSION, WAIT_GRACE
from .schema import ProtocolError
from .viewcodec import options_from_json, options_to_json
from .wire import MAX_FRAME

#: what the hall's `refused.code` adds to the table's (protocol.md, "The hall")
HALL_REFUSALS = ("hall_full", "too_many_tables")
#: how long a hall answers a `create_table` retried with the same `creation` for the table it made
CREATION_KEPT = 600.0
#: what `table_admin.action` may be
ADMIN_ACTIONS = ("computer", "open", "fill", "remove", "starting_run", "grace", "start", "reactions",
                 # watchers and Play Again (7): Play Again (`name`: the host's), a watcher sent away
                 # (`seat`: its place in `lobby.watchers`), a watcher's `take_seat` agreed to (`seat`)
                 "again", "send_away", "grant",
                 # the rule set chosen in the lobby (R18; `rules`: its rules, `rule_set`: its name)
                 "rules")
#: `table_admin_result.code` when `ok` is false
ADMIN_ERRORS = ("bad_host_token", "not_allowed", "slow_down")


@dataclass(frozen=True)
class HallLimits:
    """Every limit of a hall, each a command-line flag of `mextrain-server --hall` (hall.md)."""

    tables: int = 500  # tables in all
    tables_per_address: int = 4  # tables whose creator came from one address
    connections_per_address: int = 32  # open connections of one address (TLS or not, at a table or not)
    handshakes_per_address: int = 8  # connections of one address not yet at a table (TLS and hello)
    handshakes: int = 256  # ... of all addresses together
    rate: float = RATE  # messages a second a connection may send on average ...
    burst: float = BURST  # ... and at once
    max_frame: int = MAX_FRAME  # bytes in one message
    game_kept: float = 12 * 3600.0  # a table with a game, after the last person left
    lobby_kept: float = 15 * 60.0  # a lobby nobody is in
    table_max: float = 48 * 3600.0  # any table, from its creation
    record_kept: float = 24 * 3600.0  # a finished game's record, for download
    game_over_kept: float = 60.0  # a finished table stays open this long (the score sheet), then closes


@dataclass
class HallConnection(Connection):
    """A `Connection` whose message rate is the hall's (configurable) rather than the module's."""

    rate: float = RATE
    burst: float = BURST

    def spend(self, now: float) -> bool:
        self.tokens = min(self.burst, self.tokens + max(0.0, now - self.tokens_at) * self.rate)
        self.tokens_at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


def with_limits(c: Connection, limits: HallLimits) -> HallConnection:
    """The same connection under the hall's limits (its rate and its largest frame)."""
    out = HallConnection(c.id, c.peer, c.opened, c.last_in, c.last_ping, c.decoder, c.seat, c.strikes,
                         limits.burst, c.tokens_at, c.pings, c.heard, rate=limits.rate, burst=limits.burst)
    out.decoder.max_frame = limits.max_frame
    return out


# ---------------------------------------------------------------- the hall's messages
@dataclass(frozen=True)
class CreateTable:
    """A host's first message: make a table and seat me at seat 0."""

    TYPE = "create_table"
    name: str  # the host's name
    table: str  # the table's name
    options: Any  # GameOptions
    grace: float = 60.0
    #: 32 hex digits the app draws once per table it makes and sends again when it retries (its line
    #: dropped before the answer): the hall then answers for the table it made, not a second one
    creation: str | None = None

    def to_json(self) -> dict[str, Any]:
        out = {"type": self.TYPE, "protocol": PROTOCOL_VERSION, "app": APP_VERSION, "name": self.name,
               "table": self.table, "options": options_to_json(self.options), "grace": self.grace}
        if self.creation is not None:
            out["creation"] = self.creation
        return out

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> CreateTable:
        s.fields(d, ("type", "protocol", "app", "name", "table", "options"), ("grace", "creation"))
        grace = s.number(d["grace"], "grace", 0, 86400) if "grace" in d else 60.0
        return cls(s.name(d["name"], "name"), s.name(d["table"], "table", s.MAX_TABLE_NAME),
                   options_from_json(d["options"]), grace, s.optional(d, "creation", s.token))


@dataclass(frozen=True)
class TableAdmin:
    """One of the host's lobby powers, on a connection of its own, with the host's token."""

    TYPE = "table_admin"
    code: str
    host_token: str
    action: str
    seat: int | None = None
    level: str | None = None
    name: str | None = None
    on: bool | None = None
    grace: float | None = None  # `grace`: the away policy, as `create_table`'s (seconds; a day: the table waits)
    #: `rules`: the rule set chosen in the lobby, its rules as `GameOptions.rules()` has them (each
    #: key once at most; the table's seats judge them) and its name
    rules: dict[str, Any] | None = None
    rule_set: str | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.TYPE, "protocol": PROTOCOL_VERSION, "app": APP_VERSION,
                               "code": self.code, "host_token": self.host_token, "action": self.action}
        for key in ("seat", "level", "name", "on", "grace", "rules", "rule_set"):
            if getattr(self, key) is not None:
                out[key] = getattr(self, key)
        return out

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> TableAdmin:
        s.fields(d, ("type", "protocol", "app", "code", "host_token", "action"),
                 ("seat", "level", "name", "on", "grace", "rules", "rule_set"))
        action = s.word(d["action"], "action", ADMIN_ACTIONS)
        return cls(s.join_code(d["code"]), s.token(d["host_token"]), action,
                   s.optional(d, "seat", s.seat, "seat"), s.optional(d, "level", s.word, "level", LEVELS),
                   s.optional(d, "name", s.name, "name"), s.optional(d, "on", s.boolean, "on"),
                   s.optional(d, "grace", s.number, "grace", 0, WAIT_GRACE),
                   _rules(d["rules"]) if "rules" in d else None,
                   s.optional(d, "rule_set", s.name, "rule set", s.MAX_RULE_SET_NAME) or None)


def _rules(x: Any) -> dict[str, Any]:
    """`table_admin.rules`: an object of rule options, each a known one (its value is judged with the
    table's seats: a set they cannot play is `not_allowed`, naming the option and what it allows)."""
    s.fields(x, (), RULE_KEYS)
    try:
        GameOptions(2).with_rules(x)  # the values alone (the kinds each option allows)
    except ValueError as exc:
        raise s.bad(str(exc)) from None
    return dict(x)


def table_created(code: str, host_token: str, route: Route | None = None) -> dict[str, Any]:
    """The hall's answer to `create_table` (then `welcome` and `lobby` follow as at any table); a hall of a
    farm names its own address (`route`), where the table's people come back and invitations point."""
    out: dict[str, Any] = {"type": "table_created", "code": code, "host_token": host_token}
    if route is not None:
        out["route"] = route.to_json()
    return out


# ---------------------------------------------------------------- several halls behind a balancer
@dataclass(frozen=True)
class Route:
    """A hall's own public address in a farm (`--route k.hall.example.org:47124`): the name (SNI) or
    the port that the balancer sends to this hall alone (hall.md, "Beyond one machine")."""

    host: str
    port: int

    def to_json(self) -> dict[str, Any]:
        return {"host": self.host, "port": self.port}

    @classmethod
    def from_json(cls, d: Any) -> Route:
        s.fields(d, ("host", "port"))
        host = d["host"]
        if type(host) is not str or not valid_host(host):
            raise s.bad("a route's host is a name or an address")
        return cls(host, s.integer(d["port"], "port", 1, 65535))

    @classmethod
    def parse(cls, text: str) -> Route:
        """`name:port` or `[v6]:port`, as the flag has it (ValueError naming what is wrong)."""
        host, sep, port = text.strip().rpartition(":")
        host = host[1:-1] if host.startswith("[") and host.endswith("]") else host
        if not sep or not port.isdigit() or not 0 < int(port) < 65536:
            raise ValueError(f"a route is NAME:PORT, e.g. 2.hall.example.org:47124, not {text!r}")
        if not valid_host(host):
            raise ValueError(f"{host!r} is not a host name or an address")
        return cls(host, int(port))

    def __str__(self) -> str:
        return f"[{self.host}]:{self.port}" if ":" in self.host else f"{self.host}:{self.port}"


#: halls in one farm at most: each draws its codes with a first letter of its own
FARM_HALLS = len(CODE_ALPHABET)


@dataclass(frozen=True)
class Farm:
    """A hall's place among several behind one balancer (`mextrain-hall --hall-number --route --proxy-from`)."""

    number: int = 0  # 1..FARM_HALLS: every code this hall draws begins with its letter; 0: a hall alone
    route: Route | None = None  # its own address, named in `table_created` (None: the one the app used)
    proxies: frozenset[str] = frozenset()  # balancers' addresses: their connections begin with a PROXY v2 header

    def __post_init__(self) -> None:
        if not 0 <= self.number <= FARM_HALLS:
            raise ValueError(f"a hall's number is 1 to {FARM_HALLS} (one code letter each)")

    @property
    def letter(self) -> str:
        """The first letter of this hall's codes ("" alone: any)."""
        return CODE_ALPHABET[self.number - 1] if self.number else ""

    def make_code(self) -> str:
        code = new_join_code()
        return self.letter + code[1:] if self.letter else code


def agent_reply(tables: int, limits: HallLimits) -> str:
    """What the hall tells HAProxy's `agent-check` (hall.md): how much room it has for new tables, as a
    weight, and `drain` when full (the balancer then sends it no new table; its own tables still reach it)."""
    room = max(0, limits.tables - tables)
    if room == 0:
        return "drain\n"
    return f"ready up {max(1, round(100 * room / max(1, limits.tables)))}%\n"


def admin_result(ok: bool, code: str | None = None, detail: str = "") -> dict[str, Any]:
    out: dict[str, Any] = {"type": "table_admin_result", "ok": ok}
    if code is not None:
        out["code"], out["detail"] = code, detail[: s.MAX_DETAIL]
    return out


#: characters of a record's JSON text in one `record_part` (a whole record is larger than a message)
RECORD_PART = 24 * 1024  # escaped, at most twice as long: under the 64 KiB of a message


def record_request(d: dict[str, Any]) -> str:
    """The token of a `get_record` (a finished game's record, for a day after its end)."""
    s.fields(d, ("type", "protocol", "app", "token"))
    return s.token(d["token"])


def record_part(part: int, parts: int, text: str) -> dict[str, Any]:
    return {"type": "record_part", "part": part, "parts": parts, "text": text}


#: what may be a connection's first message at a hall (after any `ping`/`pong`; a `bye` just leaves)
FIRST_MESSAGES = ("hello", *HALL_FIRST)


def first_kind(d: dict[str, Any]) -> str:
    """The type of a first message, read before anything else; raises ProtocolError as a table answers
    the same message before its hello: a message of the protocol that is not a first one is `unexpected`,
    a type the protocol does not have `unknown_type` (then `first_protocol` and the message's own fields)."""
    kind = d.get("type")
    if type(kind) is str and kind in FIRST_MESSAGES:
        return kind
    if type(kind) is str and kind in CLIENT_MESSAGES:
        raise ProtocolError("unexpected", f"say hello (or {', '.join(HALL_FIRST)}) first, not {kind}")
    raise ProtocolError("unknown_type", f"no message type {str(kind)[:32]!r}")


def first_protocol(d: dict[str, Any]) -> tuple[int, str]:
    """The `protocol` and `app` every first message carries (read before anything else)."""
    return s.integer(d.get("protocol"), "protocol", 0, 10**6), s.version(d.get("app"), "app")


# ---------------------------------------------------------------- the book of tables
def token_key(token: str) -> str:
    """What the hall keeps of a host token (its SHA-256): the save never holds the token itself."""
    return hashlib.sha256(token.encode("ascii")).hexdigest()


def host_token_matches(kept: str, token: str) -> bool:
    return secrets.compare_digest(kept.encode(), token_key(token).encode())


@dataclass
class TableEntry:
    """What the hall knows of one table besides its session (kept beside its save)."""

    id: str  # the table's file name at the hall (random hex, never from the network)
    code: str
    host_key: str  # token_key of the host token
    owner: str  # the address that created it
    created: float  # wall clock
    empty_since: float | None  # wall clock; None while a person is connected
    finished: float | None = None  # wall clock of the game's end
    creation_key: str | None = None  # token_key of the creator's `creation` (a retry finds its table)

    def to_json(self) -> dict[str, Any]:
        out = {"id": self.id, "code": self.code, "host_key": self.host_key, "owner": self.owner,
               "created": self.created, "empty_since": self.empty_since, "finished": self.finished}
        if self.creation_key is not None:
            out["creation_key"] = self.creation_key
        return out

    @classmethod
    def from_json(cls, d: Any) -> TableEntry:
        e = s.fields(d, ("id", "code", "host_key", "owner", "created", "empty_since"), ("finished", "creation_key"))
        hexid = str(e["id"])
        if len(hexid) != 16 or not all(ch in "0123456789abcdef" for ch in hexid):
            raise s.bad("a table id is 16 lower-case hex digits")
        when = [None if e.get(k) is None else s.number(e[k], k, 0, 1e11) for k in ("empty_since", "finished")]
        creation = e.get("creation_key")
        return cls(hexid, s.join_code(e["code"]), str(e["host_key"]), str(e["owner"])[:64],
                   s.number(e["created"], "created", 0, 1e11), when[0], when[1],
                   None if creation is None else str(creation)[:64])


def why_gone(entry: TableEntry, playing: bool, limits: HallLimits, now: float) -> str | None:
    """Why a table is to be closed now (None: it is kept): its keep times, hall.md."""
    if now - entry.created >= limits.table_max:
        return "too_old"
    if entry.finished is not None and now - entry.finished >= limits.game_over_kept:
        return "finished"
    if entry.empty_since is not None:
        kept = limits.game_kept if playing else limits.lobby_kept
        if now - entry.empty_since >= kept:
            return "empty"
    return None


@dataclass
class Book:
    """The tables by code, by owner's address: the hall's rules on making one."""

    limits: HallLimits
    entries: dict[str, TableEntry] = field(default_factory=dict)  # id -> entry
    make_code: Callable[[], str] = new_join_code  # a farm's hall: codes with its own first letter (`Farm`)
    throttle: Throttle = field(default_factory=Throttle)  # wrong codes and unknown tokens at the hall

    def by_code(self, code: str) -> TableEntry | None:
        from .lobby import normalise_code

        wanted = normalise_code(code).encode()
        found = None
        for e in self.entries.values():  # every one compared, in constant time
            if secrets.compare_digest(e.code.encode(), wanted):
                found = e
        return found

    def by_creation(self, creation: str, now: float) -> TableEntry | None:
        """The table made for `creation` (a `create_table` retried) up to `CREATION_KEPT` ago, or None."""
        found = None
        for e in self.entries.values():
            if e.creation_key is not None and now - e.created < CREATION_KEPT and host_token_matches(e.creation_key, creation):
                found = e
        return found

    def may_create(self, owner: str) -> str | None:
        """None, or the refusal code: the hall is full, or this address made its share."""
        if len(self.entries) >= self.limits.tables:
            return "hall_full"
        if sum(1 for e in self.entries.values() if e.owner == owner) >= self.limits.tables_per_address:
            return "too_many_tables"
        return None

    def new_entry(self, owner: str, now: float, make_code: Callable[[], str] | None = None,
                  creation: str | None = None) -> tuple[TableEntry, str]:
        """A new table's entry (a code no live table has) and its host token (given once, kept hashed)."""
        taken = {e.code for e in self.entries.values()}
        make_code = make_code or self.make_code
        code = make_code()
        while code in taken:
            code = make_code()
        host_token = new_token()
        entry = TableEntry(secrets.token_hex(8), code, token_key(host_token), owner, now, now,
                           creation_key=None if creation is None else token_key(creation))
        self.entries[entry.id] = entry
        return entry, host_token

    def add(self, entry: TableEntry) -> None:
        """A table reopened from its save (a code another table already holds is not accepted)."""
        if self.by_code(entry.code) is not None:
            raise ValueError(f"the code {entry.code} is another table's")
        self.entries[entry.id] = entry


def count_by(values: Iterable[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for v in values:
        out[v] = out.get(v, 0) + 1
    return out


__all__ = ["ADMIN_ACTIONS", "ADMIN_ERRORS", "CREATION_KEPT", "FARM_HALLS", "FIRST_MESSAGES", "HALL_REFUSALS", "Book",
           "CreateTable", "Farm", "HallConnection", "HallLimits", "ProtocolError", "RECORD_PART", "Route", "TableAdmin",
           "TableEntry", "admin_result", "agent_reply", "count_by", "first_kind", "first_protocol",
           "host_token_matches", "record_part", "record_request", "table_created", "token_key", "why_gone", "with_limits"]
