"""What a hosted table tells the people at it: each seat's own view and a watcher's public one, the
end of a round and of the game (with the countdown to the next deal), and the lobby.

`host.HostSession` builds on this (its lobby, seats and moves); the state it reads is the session's,
declared below. Each message is made once for all who see it alike (`Game.views`, `View.encode_many`).
"""
from __future__ import annotations

from dataclasses import replace
from typing import cast

from mextrain.engine import Game, Phase, PlayerView
from mextrain.engine.events import RoundEnd

from . import messages as m
from .actions import Action, LobbyChanged, SendTo
from .connection import Connection
from .host_again import WatchersAndAgain


class Telling(WatchersAndAgain):
    """See the module docstring."""

    # the session's, read here
    seq: int
    next_round_ms: int | None
    _round_over_at: float | None

    @property
    def turn(self) -> int:
        raise NotImplementedError

    @property
    def phase(self) -> str:
        raise NotImplementedError

    def away(self) -> tuple[int, ...]:
        raise NotImplementedError

    def away_left(self, now: float) -> tuple[float | None, ...]:
        raise NotImplementedError

    def _state(self) -> tuple[object, ...]:
        """What a change of the game shows: the turn, the round and its phase, who is away."""
        game = self.game
        return (self.turn, len(game.rounds) if game else 0, self.phase, self.away(), frozenset(self.away_book.standing_in))

    def _views_to_all(self, now: float) -> list[Action]:
        self.seq += 1
        self._shown = self._state()
        return [*self._views(self._listeners(), now)]

    def _seated(self) -> list[Connection]:
        return [c for c in self.conns.values() if c.seat is not None]

    def _listeners(self) -> list[Connection]:
        """The seated connections and the watchers: everyone the table's frames go to."""
        return [c for c in self.conns.values() if c.seat is not None or c.watching]

    def _views(self, conns: list[Connection], now: float) -> list[SendTo]:
        """The view of each of `conns` (a seat's own, or a watcher's public one), what they all see
        alike made once and JSON once (`Game.views`, `View.encode_many`)."""
        game = self.game
        conns = [c for c in conns if c.seat is not None or c.watching]
        if game is None or not conns:
            return []
        own = iter(game.views([c.seat for c in conns if c.seat is not None]))
        public = public_view(game) if any(c.seat is None for c in conns) else None
        views = [cast(PlayerView, public) if c.seat is None else next(own) for c in conns]
        data = m.View.encode_many(self.seq, self.turn, game.phase.value, views, self.away(), self.away_left(now),
                                  [c.seat is None for c in conns])
        return [SendTo(c.id, d) for c, d in zip(conns, data, strict=True)]

    def _announce(self, now: float, only: Connection | None = None) -> list[Action]:
        """The end of a round (all hands now public) and of the game, once each (or again to `only`).

        The countdown to the next deal goes with it: the whole of it when the round has just ended,
        and to a late comer (a rejoin, a watcher, a hall's host back) what is left of it."""
        game = self.game
        if game is None or game.phase is Phase.PLAYING:
            return []
        rec = game.rounds[-1]
        timer: int | None = None
        if self.next_round_ms is not None and game.phase is Phase.ROUND_OVER:
            if only is None and self._announced[0] != rec.number:
                self._round_over_at = now
            if only is None:
                timer = self.next_round_ms
            elif self._round_over_at is not None:  # (not known after a reopening: no countdown then)
                timer = max(0, self.next_round_ms - int((now - self._round_over_at) * 1000))
        msgs: list[m.Message] = [m.RoundOver(rec.number, cast(RoundEnd, rec.result), rec.out_seat, tuple(rec.points or ()),
                                             tuple(game.totals), tuple(tuple(game.round.hand(s)) for s in range(game.options.players)),
                                             timer)]
        if game.phase is Phase.GAME_OVER:
            msgs.append(m.GameOver(tuple(game.totals), tuple(game.winners)))
        if only is not None:
            return [SendTo(only.id, x.encode()) for x in msgs]
        done = self._announced
        new = msgs[(1 if done[0] == rec.number else 0):] if not done[1] else []
        self._announced = (rec.number, game.phase is Phase.GAME_OVER)
        return [SendTo(c.id, x.encode()) for x in new for c in self._listeners()]

    def _lobby_broadcast(self) -> list[Action]:
        t = self.table
        phase = "lobby" if self.game is None else "playing"
        infos = t.infos()
        watchers, asks = self.watchers(), self.asks()
        again = None if self.again is None else tuple(sorted(self.again))
        out: list[Action] = [LobbyChanged()]
        out += [SendTo(c.id, m.Lobby(t.name, infos, t.options, c.seat, t.grace, phase, t.rule_set,
                                     watchers, asks, again, reactions=t.reactions).encode())
                for c in self._listeners()]
        return out


def public_view(game: Game) -> PlayerView:
    """The table as a watcher sees it (protocol 7): every train, the counts, the log; no hand,
    no legal move, no drawn tile (seat 0's view with those taken out)."""
    return replace(game.view(0), hand=(), legal=(), drawn=None)
