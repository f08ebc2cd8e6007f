"""The host's lobby: who sits where, the join code, tokens, and the wrong-code throttle.

Secrets come from `secrets`, never from `random`: a join code of 6 characters from an
alphabet without look-alikes (no 0/O, 1/I/L), reconnection tokens of 128 bits. Time is
passed in as a number of seconds, never read from a clock, so tests need no waiting.
"""
from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mextrain.engine import GameOptions

from .messages import LEVELS, SeatInfo
from .schema import MAX_NAME, MAX_TABLE_NAME, clean_text

#: 31 characters that cannot be mistaken for one another when read out or typed
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6
TOKEN_BYTES = 16  # 128 bits
#: wrong codes from one peer: the first is free, then 1 s, 2 s, 4 s ... up to a minute
THROTTLE_FIRST = 1.0
THROTTLE_MAX = 60.0
#: a peer forgotten this long after its last wrong code starts afresh
THROTTLE_FORGET = 3600.0
THROTTLE_PEERS = 4096


def new_join_code(choice: Callable[[str], str] = secrets.choice, length: int = CODE_LENGTH) -> str:
    return "".join(choice(CODE_ALPHABET) for _ in range(length))


def normalise_code(text: str) -> str:
    """What a person typed ("abc-def", "ABC DEF") as the code it means."""
    return "".join(ch for ch in text.upper() if ch not in " -")


def new_token() -> str:
    return secrets.token_hex(TOKEN_BYTES)


def _named(name: str, max_len: int, what: str) -> str:
    out = clean_text(name, max_len)
    if not out:
        raise ValueError(f"{what} needs a name")
    return out


@dataclass
class Seat:
    """A seat of the table; `token` is the key a person elsewhere reconnects with."""

    state: str = "open"  # open | person | computer
    name: str = ""
    level: str | None = None
    host: bool = False  # the person at the host's own computer
    token: str | None = None
    conn: int | None = None  # the connection the person is on, when connected

    def info(self) -> SeatInfo:
        connected = self.host or self.conn is not None
        return SeatInfo(self.state, self.name, connected if self.state == "person" else False,
                        self.level if self.state == "computer" else None, self.host)


class Throttle:
    """Growing delays for one peer's wrong codes or tokens (per address, time passed in)."""

    def __init__(self) -> None:
        self._peers: dict[str, tuple[int, float]] = {}  # peer -> (wrong codes, blocked until)

    def wait(self, peer: str, now: float) -> float:
        """Seconds the peer must still wait before a code of theirs is even looked at."""
        entry = self._peers.get(peer)
        return max(0.0, entry[1] - now) if entry else 0.0

    def wrong(self, peer: str, now: float) -> float:
        """Count a wrong code; returns the delay before the next try is looked at."""
        count, _ = self._peers.pop(peer, (0, 0.0))
        count += 1
        delay = 0.0 if count == 1 else min(THROTTLE_MAX, THROTTLE_FIRST * 2 ** (count - 2))
        self._peers[peer] = (count, now + delay)
        self._forget(now)
        return delay

    def forgive(self, peer: str) -> None:
        """The peer got in with a right code or token: a typo earlier is not held against them later."""
        self._peers.pop(peer, None)

    def _forget(self, now: float) -> None:
        if len(self._peers) <= THROTTLE_PEERS:
            return
        for peer, (_, until) in list(self._peers.items()):
            if until + THROTTLE_FORGET < now:
                del self._peers[peer]
        while len(self._peers) > THROTTLE_PEERS:  # dicts keep order: the least recent goes first
            del self._peers[next(iter(self._peers))]


class Table:
    """The lobby's seats and options. Only the host changes them (the host is local)."""

    def __init__(self, name: str, options: GameOptions, *, host_name: str | None = None,
                 code: str | None = None, grace: float = 60.0) -> None:
        # cleaned as every receiver cleans them, so what the lobby sends always reads back
        # (no names are made up here: the UI gives them, in the person's language)
        self.name = _named(name, MAX_TABLE_NAME, "the table")
        self.options = options
        self.grace = grace
        self.code = normalise_code(code) if code else new_join_code()
        self.seats = [Seat() for _ in range(options.players)]
        if host_name is not None:
            self.seats[0] = Seat("person", _named(host_name, MAX_NAME, "the host"), host=True)

    # the host's own buttons
    def set_computer(self, seat: int, level: str, name: str) -> None:
        if level not in LEVELS:
            raise ValueError(f"no computer level {level!r}")
        if self.seats[seat].state == "person":
            raise ValueError(f"seat {seat} holds a person; remove them first")
        self.seats[seat] = Seat("computer", _named(name, MAX_NAME, f"seat {seat}"), level)

    def set_open(self, seat: int) -> None:
        if self.seats[seat].state == "person":
            raise ValueError(f"seat {seat} holds a person; remove them first")
        self.seats[seat] = Seat()

    def fill_with_computers(self, level: str, names: list[str]) -> None:
        """Every open seat gets a computer; `names` (the UI's, one per seat or fewer, reused) name them."""
        if not names:
            raise ValueError("computers need names")
        for i, seat in enumerate(self.seats):
            if seat.state == "open":
                self.set_computer(i, level, names[i % len(names)])

    @property
    def full(self) -> bool:
        return all(seat.state != "open" for seat in self.seats)

    def open_seat(self) -> int | None:
        return next((i for i, seat in enumerate(self.seats) if seat.state == "open"), None)

    def seat_of_token(self, token: str) -> int | None:
        for i, seat in enumerate(self.seats):
            if seat.token is not None and secrets.compare_digest(seat.token, token):
                return i
        return None

    def code_matches(self, code: str) -> bool:
        return secrets.compare_digest(normalise_code(code).encode(), self.code.encode())

    def infos(self) -> tuple[SeatInfo, ...]:
        return tuple(seat.info() for seat in self.seats)

    # ------------------------------------------------------------------ the host's autosave
    def to_json(self) -> dict[str, Any]:
        """The table for the host's own autosave (with tokens, so the others can come back)."""
        return {
            "name": self.name, "code": self.code, "grace": self.grace,
            "options": {"players": self.options.players, "rounds": self.options.rounds,
                        "starting_run": self.options.starting_run},
            "seats": [{"state": x.state, "name": x.name, "level": x.level, "host": x.host, "token": x.token}
                      for x in self.seats],
        }

    @classmethod
    def from_json(cls, data: object) -> Table:
        """A table from `to_json`; raises ProtocolError for anything malformed (a damaged autosave)."""
        from . import schema as s
        from .viewcodec import options_from_json

        d = s.fields(data, ("name", "code", "grace", "options", "seats"))
        options = options_from_json(d["options"])
        table = cls(s.name(d["name"], "table", s.MAX_TABLE_NAME), options, code=s.join_code(d["code"]),
                    grace=s.number(d["grace"], "grace", 0, 86400))
        raw = s.listing(d["seats"], "seats", options.players)
        if len(raw) != options.players:
            raise s.bad("the table lists a seat for every player")
        for i, x in enumerate(raw):
            e = s.fields(x, ("state", "name", "level", "host", "token"))
            state = s.word(e["state"], "seat state", ("open", "person", "computer"))
            table.seats[i] = Seat(state, s.name(e["name"], "seat name", empty=True),
                                  s.optional(e, "level", s.word, "level", LEVELS), s.boolean(e["host"], "host"),
                                  s.optional(e, "token", s.token))
        return table
