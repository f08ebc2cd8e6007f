"""Watchers and Play Again (protocol 7): the people at a hosted table beyond its seats' turns.

A watcher says hello with the join code and `watch`: it gets the public table (no hand, no legal
move), sends no move, and may ask for a seat between rounds (`take_seat`): an open seat in the
lobby is theirs at once, a seat a computer plays because its person left waits for the host
(`grant_seat`, or the first asker's at a table with no host at a screen). After the game's end
the host's Play Again opens the lobby for the next game: everybody still here is asked, their
answers are the table's (kept in its save), and Start waits for them. `host.HostSession` builds
on this; what it tells the listeners (`_lobby_broadcast`, `_views`, `_announce`) and how a
connection takes a seat (`_seat`) are its own.
"""
from __future__ import annotations

from typing import cast

from mextrain.engine import Game, Move, Phase, next_first_seat

from . import messages as m
from .actions import Action, CloseConnection, SeatBack, SendTo
from .away import AwayBook
from .connection import Connection
from .host_edge import HostEdge
from .lobby import LobbySeat, Table, new_token
from .messages import SeatState
from .schema import ProtocolError


class WatchersAndAgain(HostEdge):
    """See the module docstring."""

    # the session's, read and reset here
    table: Table
    game: Game | None
    first_asker_sits: bool
    away_book: AwayBook
    _accepted: dict[int, tuple[int, Move]]
    _pending: tuple[int, int, Move] | None
    _announced: tuple[int, bool]
    _shown: tuple[object, ...] | None

    def _seat(self, c: Connection, seat: int, token: str | None, now: float) -> list[Action]:
        raise NotImplementedError

    def _seated(self) -> list[Connection]:
        raise NotImplementedError

    def _views(self, conns: list[Connection], now: float) -> list[SendTo]:
        raise NotImplementedError

    def _announce(self, now: float, only: Connection | None = None) -> list[Action]:
        raise NotImplementedError

    def _lobby_broadcast(self) -> list[Action]:
        raise NotImplementedError

    @property
    def again(self) -> set[int] | None:
        """After Play Again, the seats whose person said Play (None: no Play Again asked); the table's,
        so its save keeps them (`Table.again`)."""
        return self.table.again

    @again.setter
    def again(self, seats: set[int] | None) -> None:
        self.table.again = seats

    def watchers(self) -> tuple[str, ...]:
        """The watchers' names in the order they came (the lobby's `watchers`)."""
        return tuple(c.watch_name for c in self._watching())

    def asks(self) -> tuple[tuple[int, int], ...]:
        """(watcher's place in `watchers()`, seat) for each watcher waiting for the host to agree."""
        return tuple((i, c.asks) for i, c in enumerate(self._watching()) if c.asks is not None)

    def _watching(self) -> list[Connection]:
        return [c for c in self.conns.values() if c.watching]

    def _between_rounds(self) -> bool:
        return self.game is None or self.game.phase is not Phase.PLAYING

    def _watch(self, c: Connection, hello: m.Hello, now: float) -> list[Action]:
        """A hello with `watch` and the right code: the connection watches (no seat), up to MAX_WATCHERS."""
        if len(self._watching()) >= m.MAX_WATCHERS:
            return self._refuse(c.id, m.Refused("watchers_full"), now)
        c.watching, c.watch_name = True, hello.name
        out: list[Action] = [SendTo(c.id, m.Watching().encode())]
        out += self._lobby_broadcast()  # everybody's lobby and side panel list the watcher
        if self.game is not None:
            out += [*self._views([c], now), *self._announce(now, only=c)]
        return out

    def _watcher_message(self, c: Connection, msg: m.Message, now: float) -> list[Action]:
        """A watcher makes no move and says no hello; it may only ask for a seat (`take_seat`)."""
        if isinstance(msg, m.TakeSeat):
            return self._take_seat(c, msg.seat, now)
        return self._strike(c, ProtocolError("unexpected", f"a watcher sends no {msg.TYPE}"), now)

    def _take_seat(self, c: Connection, seat: int, now: float) -> list[Action]:
        """An open seat in the lobby is the watcher's at once; a seat a computer plays because its person
        left for good waits for the host (`grant_seat`), or is the first asker's at once at a table with no
        host at a screen (`first_asker_sits`); between rounds only. Anything else is refused in words
        (`error` `not_now` during a round, `seat_taken` for a seat nobody may take)."""
        if not self._between_rounds():
            return self._strike(c, ProtocolError("not_now", "a seat is taken between rounds"), now)
        s = self.table.seats[seat]
        if s.state == SeatState.OPEN and self.game is None:
            return self._sit_down(c, seat, now)
        if s.state == SeatState.COMPUTER and s.freed:
            if self.first_asker_sits:
                return self._sit_down(c, seat, now)
            if c.asks == seat:
                return []  # asked already: nothing new to show
            c.asks = seat
            return self._lobby_broadcast()
        return self._strike(c, ProtocolError("seat_taken", f"seat {seat} is not free"), now)

    def grant_seat(self, seat: int, now: float) -> list[Action]:
        """The host agrees: the (first) watcher who asked for `seat` takes it; its hand comes from the next deal."""
        if not self._between_rounds():
            raise ValueError("a seat is handed over between rounds")
        asker = next((c for c in self._watching() if c.asks == seat), None)
        if asker is None:
            raise ValueError(f"no watcher asked for seat {seat}")
        return self._sit_down(asker, seat, now)

    def _sit_down(self, c: Connection, seat: int, now: float) -> list[Action]:
        """Watcher `c` becomes the person of `seat`, with a token of its own from now on."""
        for other in self._watching():
            if other.asks == seat:
                other.asks = None
        c.watching, c.asks = False, None
        self.table.seats[seat] = LobbySeat(SeatState.PERSON, self.table.distinct_name(c.watch_name, seat), token=new_token())
        if self.again is not None:
            self.again.add(seat)  # who sat down for the next game plays it
        out = self._seat(c, seat, self.table.seats[seat].token, now)
        if self.game is not None:
            out.append(SeatBack(seat))  # the controller's seat is a person's again (from the next deal)
        return out

    def send_away(self, watcher: int) -> list[Action]:
        """The host sends the watcher at place `watcher` of `watchers()` away."""
        watching = self._watching()
        if not 0 <= watcher < len(watching):
            raise ValueError(f"no watcher {watcher}")
        c = watching[watcher]
        self.conns.pop(c.id, None)
        out: list[Action] = [SendTo(c.id, m.Refused("removed").encode()), CloseConnection(c.id, "removed")]
        return out + self._lobby_broadcast()

    def waiting_again(self) -> tuple[int, ...]:
        """After Play Again, the persons' seats whose answer Start waits for (none otherwise)."""
        if self.again is None or self.game is not None:
            return ()
        return tuple(i for i, s in enumerate(self.table.seats) if s.state == SeatState.PERSON and i not in self.again)

    def play_again(self, host_name: str, asker: int | None = None) -> list[Action]:
        """After the game's end the host pressed Play Again: the lobby reopens for a new game with the same
        options; every person still here is asked (`play_again`) but the one who asked, whose seat counts
        as a Play at once: the host's own people (`host`), or at a hall the seat `asker` (the creator's,
        whose app holds the host token); each seat of a shared computer is asked on its own connection.
        A seat whose person left is open again, the computers the host chose stay. The table keeps the
        seat that starts the new game (R5: `first_seat`)."""
        game = self.game
        if game is None or game.phase is not Phase.GAME_OVER:
            raise ValueError("Play Again comes after the game's end")
        self.game = None
        self.table.first_seat = next_first_seat(game)  # R5, kept with the table (a crash in this lobby keeps it)
        self.again = set()
        for i, s in enumerate(self.table.seats):
            if s.state == SeatState.PERSON and (s.host or i == asker or s.conn is not None):
                if s.host or i == asker:
                    self.again.add(i)
            elif s.state == SeatState.PERSON or s.freed:
                self.table.seats[i] = LobbySeat()
        self.away_book = AwayBook()
        self._accepted, self._pending, self._announced, self._shown = {}, None, (0, False), None
        asked = m.PlayAgain(host_name).encode()
        return [SendTo(c.id, asked) for c in self._seated() if c.seat not in self.again] + self._lobby_broadcast()

    def _said_again(self, c: Connection, now: float) -> list[Action]:
        if self.again is None or self.game is not None:
            return self._strike(c, ProtocolError("unexpected", "nobody asked to play again"), now)
        seat = cast(int, c.seat)
        if seat in self.again:
            return []
        self.again.add(seat)
        return self._lobby_broadcast()


__all__ = ["WatchersAndAgain"]
