"""The edge of a hosted table: what its connections send, judged before the table hears any of it.

Bytes in, frames out of each connection's decoder; a connection that floods (its rate spent)
or sends what is not a frame is closed, a frame that is not a message of the protocol is a
strike (too many and the connection is closed), a handshake that stays silent or slow times
out, a connection heard from no more is pinged and then given up, and one address's idle
handshakes give way to a newcomer (`give_way`). What passes is a message of the protocol for
the table (`_heard`, `host.HostSession`'s); a connection that ends is the table's to forget
(`_lost`). Nothing here knows the table's seats or its game.

Silence is counted only in time the table could hear (`Hearing`): a hall whose loop was held
(the disk, a burst of work) read nothing and pinged nobody meanwhile, so those seconds are not
a connection's silence; a connection that says nothing while the table listens is still found
dead after `DEAD_AFTER` seconds of listening.
"""
from __future__ import annotations

from typing import Any

from . import messages as m
from .actions import Action, CloseConnection, SendTo
from .connection import DEAD_AFTER, HANDSHAKE_SILENT, HELLO_TIMEOUT, MAX_STRIKES, PING_EVERY, Connection, give_way
from .lobby import Throttle
from .schema import ProtocolError
from .wire import BadFrame, WireError


class Hearing:
    """Seconds the transport could not hear its connections (its loop held), summed: the clock of
    silence is `now - deaf`. One is shared by every table of a hall (hall/loop_watch.py's `LoopWatch`
    adds each stall); a table on its own never stalls that long and keeps the zero."""

    __slots__ = ("deaf",)

    def __init__(self) -> None:
        self.deaf = 0.0


class HostEdge:
    """Judges what a hosted table's connections send; see the module docstring."""

    def __init__(self, players: int) -> None:
        self.conns: dict[int, Connection] = {}
        self.hearing = Hearing()  # `last_in` and `last_ping` are on its clock: now less the deaf seconds
        self.throttle = Throttle()
        self._players = players  # a message naming a seat is checked against the table's seats

    # ------------------------------------------------------------------ what the table does with it
    def _heard(self, c: Connection, msg: m.Message, now: float) -> list[Action]:
        """A message of the protocol from `c` (neither a ping nor a pong), for the table."""
        raise NotImplementedError

    def _lost(self, c: Connection, now: float) -> list[Action]:
        """Connection `c` ended (closed here, refused, or gone)."""
        raise NotImplementedError

    # ------------------------------------------------------------------ transport
    def connected(self, conn: int, peer: str, now: float) -> list[Action]:
        """A new connection. One address holds at most a few handshakes, and all addresses
        together a few more; beyond either, the oldest handshake of that address (or of the
        address holding the most) gives way to the newcomer. A person who says hello at
        once therefore always gets in, a seated person's token with them, and idle
        connections only ever push out their own kind."""
        victim = give_way([c for c in self.conns.values() if c.in_handshake], peer)
        heard = now - self.hearing.deaf
        self.conns[conn] = Connection(conn, peer, now, heard, heard, tokens_at=now)
        if victim is None:
            return []
        return self._refuse(victim.id, m.Refused("busy", retry_after=HELLO_TIMEOUT), now)

    def received(self, conn: int, data: bytes, now: float) -> list[Action]:
        c = self.conns.get(conn)
        if c is None:
            return []
        c.last_in, c.heard = now - self.hearing.deaf, True
        out: list[Action] = []
        for item in c.decoder.feed(data):
            if conn not in self.conns:
                break
            if isinstance(item, WireError) and not isinstance(item, BadFrame):
                out += self._close(c, item.code, now)
                break
            if not c.spend(now):
                out += self._close(c, "flood", now)
                break
            if isinstance(item, BadFrame):
                out += self._strike(c, ProtocolError(item.code, item.detail), now)
                continue
            out += self._message(c, item, now)
        return out

    def disconnected(self, conn: int, now: float) -> list[Action]:
        c = self.conns.pop(conn, None)
        return self._lost(c, now) if c is not None else []

    def _tick_connections(self, now: float) -> list[Action]:
        """Handshakes that time out, connections heard from no more, pings to the silent ones (silence
        counted on the hearing clock: see `Hearing`)."""
        out: list[Action] = []
        heard = now - self.hearing.deaf
        for c in list(self.conns.values()):
            if c.in_handshake and (now - c.opened >= HELLO_TIMEOUT or not c.heard and now - c.opened >= HANDSHAKE_SILENT):
                out += self._close(c, "timeout", now)
            elif heard - c.last_in >= DEAD_AFTER:
                out += self._close(c, "dead", now)
            elif heard - c.last_in >= PING_EVERY and heard - c.last_ping >= PING_EVERY:  # silent for 2 s
                c.last_ping = heard
                c.pings += 1
                out.append(SendTo(c.id, m.Ping(c.pings).encode()))
        return out

    def _message(self, c: Connection, obj: dict[str, Any], now: float) -> list[Action]:
        if obj.get("type") in m.HALL_FIRST:  # a message the protocol has, but only as a hall's first
            return self._strike(c, ProtocolError("unexpected", f"{obj['type']} is only a first message at a hall"), now)
        try:
            msg = m.decode(obj, m.CLIENT_MESSAGES, self._players)
        except m.VersionMismatch as exc:
            if c.seat is not None:  # a seated app's second hello: not a reason to lose the seat
                return self._strike(c, ProtocolError("unexpected", "no hello after the hello"), now)
            return self._refuse(c.id, m.Refused("version", your_app=exc.app), now)
        except ProtocolError as exc:
            return self._strike(c, exc, now)
        if isinstance(msg, m.Pong):
            return []
        if isinstance(msg, m.Ping):
            return [SendTo(c.id, m.Pong(msg.n).encode())]
        return self._heard(c, msg, now)

    def _strike(self, c: Connection, err: ProtocolError, now: float) -> list[Action]:
        c.strikes += 1
        if c.in_handshake or c.strikes >= MAX_STRIKES:
            return [SendTo(c.id, m.Error(err.code, err.detail).encode())] + self._close(
                c, err.code if c.in_handshake else "too_many_errors", now)
        return [SendTo(c.id, m.Error(err.code, err.detail).encode())]

    def _refuse(self, conn: int, refusal: m.Refused, now: float) -> list[Action]:
        c = self.conns.pop(conn, None)
        out: list[Action] = [SendTo(conn, refusal.encode()), CloseConnection(conn, refusal.code)]
        return out + (self._lost(c, now) if c else [])

    def _close(self, c: Connection, reason: str, now: float, *, say_bye: bool = True) -> list[Action]:
        self.conns.pop(c.id, None)
        out: list[Action] = [SendTo(c.id, m.Bye(reason).encode())] if say_bye else []
        return out + [CloseConnection(c.id, reason)] + self._lost(c, now)


__all__ = ["Hearing", "HostEdge"]
