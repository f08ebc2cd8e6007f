"""The host's lobby: who sits where, the join code, tokens, and the wrong-code throttle.

Secrets come from `secrets`, never from `random`: a join code of 6 characters from an
alphabet without look-alikes (no 0/O, 1/I/L), reconnection tokens of 128 bits. Time is
passed in as a number of seconds, never read from a clock, so tests need no waiting.
"""
from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from mextrain.engine import GameOptions

from .messages import LEVELS, SEAT_STATES, SeatInfo, SeatState
from .schema import MAX_NAME, MAX_RULE_SET_NAME, MAX_TABLE_NAME, clean_text, name_key

#: 31 characters that cannot be mistaken for one another when read out or typed
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6
TOKEN_BYTES = 16  # 128 bits
#: wrong codes or tokens: one person's first two typos (a name at an address) are free, then
#: 1 s, 2 s, 4 s ... up to a minute before that person's next try is looked at
THROTTLE_NAME_FREE = 2
#: all names at one address together (a family behind one router) may make ten before the
#: address itself waits 1 s, 2 s, 4 s ... up to a minute: a guesser who changes names gains nothing
THROTTLE_PEER_FREE = 10
THROTTLE_FIRST = 1.0
THROTTLE_MAX = 60.0
#: a count is forgotten this long after its last wrong code
THROTTLE_FORGET = 3600.0
THROTTLE_PEERS = 4096


def new_join_code(choice: Callable[[str], str] = secrets.choice, length: int = CODE_LENGTH) -> str:
    return "".join(choice(CODE_ALPHABET) for _ in range(length))


def normalise_code(text: str) -> str:
    """What a person typed ("abc-def", "ABC DEF") as the code it means."""
    return "".join(ch for ch in text.upper() if ch not in " -")


def new_token() -> str:
    return secrets.token_hex(TOKEN_BYTES)


def clean_rule_set(name: str | None) -> str | None:
    """A rule set's name as every receiver cleans it (None: it has none, R18)."""
    return (clean_text(name, MAX_RULE_SET_NAME) or None) if name else None


def _named(name: str, max_len: int, what: str) -> str:
    out = clean_text(name, max_len)
    if not out:
        raise ValueError(f"{what} needs a name")
    return out



@dataclass
class LobbySeat:
    """A seat of the table; `token` is the key a person elsewhere reconnects with."""

    state: SeatState = SeatState.OPEN
    name: str = ""
    level: str | None = None
    host: bool = False  # the person at the host's own computer
    token: str | None = None
    conn: int | None = None  # the connection the person is on, when connected
    #: a computer plays the seat because its person left for good: a watcher may ask for it (protocol 7)
    freed: bool = False
    #: the first seat of the people at this person's computer (protocol 7), None: alone there
    together: int | None = None

    def info(self) -> SeatInfo:
        connected = self.host or self.conn is not None
        computer = self.state == SeatState.COMPUTER
        person = self.state == SeatState.PERSON
        return SeatInfo(self.state, self.name, connected if person else False,
                        self.level if computer else None, self.host, computer and self.freed,
                        together=self.together if person else None)


def _delay(count: int, free: int) -> float:
    return 0.0 if count <= free else min(THROTTLE_MAX, THROTTLE_FIRST * 2 ** (count - free - 1))


class Throttle:
    """Growing waits after wrong codes or tokens, counted per address and per name at an address.

    Two counts so that a family behind one router is not punished for one member's typos
    (their count is their own until the address as a whole has made ten), while a guesser
    cannot get more tries by changing names. Nothing resets a count but time: not a right
    code, not a seat's own reconnection (else wrong codes between two reconnections would
    all be looked at). Time is passed in.
    """

    def __init__(self) -> None:
        self._counts: dict[tuple[str, str], tuple[int, float, float]] = {}  # key -> (wrong, blocked until, last wrong)

    def wait(self, peer: str, name: str, now: float) -> float:
        """Seconds before a code from `name` at `peer` is even looked at."""
        return max(self._until((peer, ""), now), self._until((peer, name_key(name)), now)) - now

    def wrong(self, peer: str, name: str, now: float) -> float:
        """Count a wrong code or token; returns the wait before this person's next try is looked at."""
        self._forget(now)
        peer_wait = self._count((peer, ""), THROTTLE_PEER_FREE, now)
        name_wait = self._count((peer, name_key(name)), THROTTLE_NAME_FREE, now)
        return max(peer_wait, name_wait)

    def wait_address(self, peer: str, now: float) -> float:
        """Seconds before a try that carries no name (a host token, a record's token) is looked at."""
        return self._until((peer, ""), now) - now

    def wrong_address(self, peer: str, now: float) -> float:
        """Count a wrong try that carries no name for the address alone: ten free, then the waits."""
        self._forget(now)
        return self._count((peer, ""), THROTTLE_PEER_FREE, now)

    def _until(self, key: tuple[str, str], now: float) -> float:
        entry = self._counts.get(key)
        return max(now, entry[1]) if entry is not None else now

    def _count(self, key: tuple[str, str], free: int, now: float) -> float:
        count, _, last = self._counts.pop(key, (0, 0.0, now))
        if now - last >= THROTTLE_FORGET:
            count = 0
        count += 1
        delay = _delay(count, free)
        self._counts[key] = (count, now + delay, now)
        return delay

    def _forget(self, now: float) -> None:
        if len(self._counts) <= THROTTLE_PEERS:
            return
        for key, (_, until, last) in list(self._counts.items()):
            if max(until, last + THROTTLE_FORGET) < now:
                del self._counts[key]
        while len(self._counts) > THROTTLE_PEERS:  # dicts keep order: the least recent goes first
            del self._counts[next(iter(self._counts))]


#: the `seq` numbers of one opening of a table: its n-th reopening counts from n * SEQ_RUN, so that
#: `seq` only grows across a restart without a journal line for every change (2^32 changes an opening)
SEQ_RUN = 2**32
#: openings of one table `seq` has room for (2^53 / 2^32)
MAX_RUNS = 2**21 - 1


class Table:
    """The lobby's seats and options. Only the host changes them (the host is local)."""

    def __init__(self, name: str, options: GameOptions, *, host_name: str | None = None,
                 code: str | None = None, grace: float = 60.0, rule_set: str | None = None) -> None:
        # cleaned as every receiver cleans them, so what the lobby sends always reads back
        # (no names are made up here: the UI gives them, in the person's language)
        self.name = _named(name, MAX_TABLE_NAME, "the table")
        self.options = options
        #: the rule set's name, where it has one (R18; None: the words say "Standard rules" or "House rules")
        self.rule_set = clean_rule_set(rule_set)
        self.grace = grace
        #: the host allows reactions at this table (protocol 7; the lobby carries it to everyone)
        self.reactions = True
        #: after Play Again, the seat that starts the next game's round 1 (R5); kept in the host's save,
        #: so that a host that crashes in that lobby still deals the next game to the right seat
        self.first_seat: int | None = None
        #: after Play Again, the seats whose person said Play (None: no Play Again asked); kept in the
        #: save too, so that a host or hall restarted in that lobby still knows who answered
        self.again: set[int] | None = None
        #: how many times a host has opened this table again from its save (after a stop, a crash): each
        #: opening's `seq` starts at `runs * SEQ_RUN`, above every `seq` the table sent before (protocol.md)
        self.runs = 0
        self.code = normalise_code(code) if code else new_join_code()
        self.seats = [LobbySeat() for _ in range(options.players)]
        if host_name is not None:
            self.seats[0] = LobbySeat(SeatState.PERSON, _named(host_name, MAX_NAME, "the host"), host=True)

    # the host's own buttons
    def set_computer(self, seat: int, level: str, name: str) -> None:
        if level not in LEVELS:
            raise ValueError(f"no computer level {level!r}")
        if self.seats[seat].state == SeatState.PERSON:
            raise ValueError(f"seat {seat} holds a person; remove them first")
        self.seats[seat] = LobbySeat(SeatState.COMPUTER, self.distinct_name(_named(name, MAX_NAME, f"seat {seat}"), seat), level)

    def set_open(self, seat: int) -> None:
        if self.seats[seat].state == SeatState.PERSON:
            raise ValueError(f"seat {seat} holds a person; remove them first")
        self.seats[seat] = LobbySeat()

    def fill_with_computers(self, level: str, names: list[str]) -> None:
        """Every open seat gets a computer; `names` (the UI's, one per seat or fewer, reused) name them."""
        if not names:
            raise ValueError("computers need names")
        for i, seat in enumerate(self.seats):
            if seat.state == SeatState.OPEN:
                self.set_computer(i, level, names[i % len(names)])

    def distinct_name(self, name: str, seat: int) -> str:
        """`name` for `seat`, or "name 2", "name 3" … if another seat's name reads the same.

        Names are compared as people read them (`name_key`: cleaned, case folded), so "Ada",
        "ADA" and "A\u200bda" are one name, and nobody can sit down named like a computer.
        """
        taken = {name_key(s.name) for i, s in enumerate(self.seats) if i != seat and s.state != SeatState.OPEN}
        if name_key(name) not in taken:
            return name
        for n in range(2, len(self.seats) + 2):  # one of these is always free
            suffix = f" {n}"
            candidate = clean_text(name[: MAX_NAME - len(suffix)], MAX_NAME) + suffix
            if name_key(candidate) not in taken:
                return candidate
        raise AssertionError("unreachable: fewer other seats than suffixes")

    @property
    def full(self) -> bool:
        return all(seat.state != SeatState.OPEN for seat in self.seats)

    def open_seat(self) -> int | None:
        return next((i for i, seat in enumerate(self.seats) if seat.state == SeatState.OPEN), None)

    def add_host_person(self, name: str) -> int:
        """Another person at the host's own computer takes the first open seat (the host's app passes
        the computer round among them, as at a local game); raises ValueError when none is open."""
        seat = self.open_seat()
        first = next((i for i, s in enumerate(self.seats) if s.host), None)
        if seat is None or first is None:
            raise ValueError("no open seat, or no person at the host's computer")
        self.seats[seat] = LobbySeat(SeatState.PERSON, self.distinct_name(_named(name, MAX_NAME, "the person"), seat),
                                     host=True, together=first)
        self.seats[first].together = first
        return seat

    def join_together(self, seat: int, companion: int) -> None:
        """`seat` is another person at the computer of `companion`'s seat (`hello.companion`)."""
        first = self.seats[companion].together
        first = companion if first is None else first
        self.seats[companion].together = first
        self.seats[seat].together = first

    def seat_of_token(self, token: str) -> int | None:
        for i, seat in enumerate(self.seats):
            if seat.token is not None and secrets.compare_digest(seat.token, token):
                return i
        return None

    def code_matches(self, code: str) -> bool:
        return secrets.compare_digest(normalise_code(code).encode(), self.code.encode())

    def infos(self) -> tuple[SeatInfo, ...]:
        """The seats as the lobby sends them; `together` only where two persons or more share a computer
        (one whose companions left is alone again), numbered by the first of their seats."""
        groups: dict[int, list[int]] = {}
        for i, seat in enumerate(self.seats):
            if seat.state == SeatState.PERSON and seat.together is not None:
                groups.setdefault(seat.together, []).append(i)
        first = {i: group[0] for group in groups.values() if len(group) > 1 for i in group}
        return tuple(replace(seat.info(), together=first.get(i)) for i, seat in enumerate(self.seats))

    # ------------------------------------------------------------------ the host's autosave
    def to_json(self) -> dict[str, Any]:
        """The table for the host's own autosave (with tokens, so the others can come back)."""
        return {
            "name": self.name, "code": self.code, "grace": self.grace,
            "options": self.options.to_json(),  # the house rules too (R18-R24): a reopened table keeps them
            **({"rule_set": self.rule_set} if self.rule_set else {}),
            **({} if self.reactions else {"reactions": False}),
            **({} if self.first_seat is None else {"first_seat": self.first_seat}),
            **({} if self.again is None else {"again": sorted(self.again)}),
            **({"runs": self.runs} if self.runs else {}),
            "seats": [{"state": x.state, "name": x.name, "level": x.level, "host": x.host, "token": x.token,
                       **({"freed": True} if x.freed else {}),
                       **({} if x.together is None else {"together": x.together})} for x in self.seats],
        }

    @classmethod
    def from_json(cls, data: object) -> Table:
        """A table from `to_json`; raises ProtocolError for anything malformed (a damaged autosave)."""
        from . import schema as s
        from .viewcodec import options_from_json

        d = s.fields(data, ("name", "code", "grace", "options", "seats"), ("rule_set", "reactions", "first_seat", "runs", "again"))
        options = options_from_json(d["options"])
        table = cls(s.name(d["name"], "table", s.MAX_TABLE_NAME), options, code=s.join_code(d["code"]),
                    grace=s.number(d["grace"], "grace", 0, 86400),
                    rule_set=s.optional(d, "rule_set", s.name, "rule set", s.MAX_RULE_SET_NAME))
        table.reactions = s.boolean(d.get("reactions", True), "reactions")
        table.first_seat = s.optional(d, "first_seat", s.seat, "first seat", options.players)
        table.runs = s.integer(d.get("runs", 0), "runs", 0, MAX_RUNS)
        if "again" in d:
            table.again = {s.seat(x, "again", options.players) for x in s.listing(d["again"], "again", options.players)}
        raw = s.listing(d["seats"], "seats", options.players)
        if len(raw) != options.players:
            raise s.bad("the table lists a seat for every player")
        for i, x in enumerate(raw):
            e = s.fields(x, ("state", "name", "level", "host", "token"), ("freed", "together"))
            state = SeatState(s.word(e["state"], "seat state", SEAT_STATES))
            table.seats[i] = LobbySeat(state, s.name(e["name"], "seat name", empty=True),
                                       s.optional(e, "level", s.word, "level", LEVELS), s.boolean(e["host"], "host"),
                                       s.optional(e, "token", s.token), freed=bool(s.optional(e, "freed", s.boolean, "freed")),
                                       together=s.optional(e, "together", s.seat, "together", options.players))
        return table
