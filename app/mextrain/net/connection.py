"""One connection to a hosted table, and what any one of them may take of the host.

The limits that keep strangers from crowding a table out: a connection must say something
within `HANDSHAKE_SILENT` and hello within `HELLO_TIMEOUT`; one address holds at most
`MAX_PENDING_PER_PEER` handshakes and all together `MAX_PENDING` (`give_way` picks the one
that makes room for a newcomer); a connection sends at most `RATE` messages a second on
average (`BURST` at once), is closed after `MAX_STRIKES` bad messages, and is dead after
`DEAD_AFTER` seconds of silence (each side pings the other once it has heard nothing from it for
`PING_EVERY` seconds: views and moves are signs of life enough, and a hall of 2,000 connections
sends and hears half the heartbeats). `host.HostSession` applies them.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .wire import FrameDecoder

HELLO_TIMEOUT = 5.0  # a connection that has not said hello by then is closed
HANDSHAKE_SILENT = 3.0  # a new connection that has sent nothing at all by then is closed
PING_EVERY = 2.0  # a side that has heard nothing for this long pings (at most this often)
DEAD_AFTER = 6.0  # nothing heard for this long: the connection is dead
MAX_STRIKES = 10  # malformed or unexpected messages before the connection is closed
MAX_PENDING = 32  # connections still in the handshake, from all addresses together
MAX_PENDING_PER_PEER = 8  # ... and from one address (a whole table behind one router may join at once)
RATE = 20.0  # messages a second a connection may send on average ...
BURST = 60.0  # ... and at once


@dataclass
class Connection:
    id: int
    peer: str
    opened: float
    last_in: float  # when it was last heard, and last pinged: on the table's hearing clock (host_edge.Hearing)
    last_ping: float
    decoder: FrameDecoder = field(default_factory=FrameDecoder)
    seat: int | None = None
    strikes: int = 0
    tokens: float = BURST
    tokens_at: float = 0.0
    pings: int = 0
    heard: bool = False  # any byte arrived yet
    #: a watcher (protocol 7): past its hello with no seat; `watch_name` its name, `asks` the seat it asked for
    watching: bool = False
    watch_name: str = ""
    asks: int | None = None

    @property
    def in_handshake(self) -> bool:
        """No hello accepted yet: neither a seat nor watching."""
        return self.seat is None and not self.watching

    def spend(self, now: float) -> bool:
        """One message's worth of the rate limit (a token bucket); False: the connection floods."""
        self.tokens = min(BURST, self.tokens + max(0.0, now - self.tokens_at) * RATE)
        self.tokens_at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


def give_way(pending: list[Connection], peer: str, *, per_peer: int = MAX_PENDING_PER_PEER,
             total: int = MAX_PENDING) -> Connection | None:
    """The handshake that gives way to a newcomer from `peer`, or None when there is room.

    One address holds at most a few handshakes and all addresses together a few more; beyond
    either, the oldest of that address (or of the address holding the most) goes. A person who
    says hello at once therefore always gets in, and idle connections push out only their own kind.
    `per_peer` and `total` are a table's limits; a hall passes its own (net/hall.py).
    """
    own = [c for c in pending if c.peer == peer]
    if len(own) >= per_peer:
        return min(own, key=lambda c: c.opened)
    if len(pending) >= total:
        held: dict[str, int] = {}
        for c in pending:
            held[c.peer] = held.get(c.peer, 0) + 1
        greedy = max(held, key=lambda p: held[p])
        return min((c for c in pending if c.peer == greedy), key=lambda c: c.opened)
    return None


__all__ = ["BURST", "DEAD_AFTER", "HANDSHAKE_SILENT", "HELLO_TIMEOUT", "MAX_PENDING", "MAX_PENDING_PER_PEER",
           "MAX_STRIKES", "PING_EVERY", "RATE", "Connection", "give_way"]
