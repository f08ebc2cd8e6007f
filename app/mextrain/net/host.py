"""The host's side of the table as a pure state machine (bytes and time in, actions out).

The transport calls `connected`, `received`, `disconnected` and `tick` and carries out
the `SendTo`/`CloseConnection` actions; the table's core (table_core.py) carries out
`ApplyMove` and the seat changes (`SeatAway`, `SeatToComputer`, `SeatBack`) and calls
`game_changed` after every change of the engine `Game`, which it alone applies. The edge
(host_edge.py) judges every frame first; what it lets through is the lobby's and the game's
business here: hellos, seats and tokens, move intents, reactions, and what each person and
watcher is told (host_tells.py; watchers and Play Again: host_again.py). Nothing a connection sends reaches
the game unless it is the legal move of that connection's seat for the current turn.
"""
from __future__ import annotations

from mextrain.engine import Event, Game, GameOptions, Move, Phase

from . import messages as m
from .actions import (
    Action,
    ApplyMove,
    CloseConnection,
    Reacted,
    SeatAway,
    SeatBack,
    SeatToComputer,
    SendTo,
    public_events,
)
from .away import AwayBook
from .connection import Connection
from .host_tells import Telling
from .lobby import SEQ_RUN, LobbySeat, Table, clean_rule_set, new_token
from .messages import SeatState
from .schema import ProtocolError

TAKEOVER_EVERY = 10.0  # a seat whose connection is live changes hands at most this often


class HostSession(Telling):
    """The table's lobby and game for the connections the edge let through (module docstring)."""

    def __init__(self, table: Table) -> None:
        super().__init__(table.options.players)
        self.table = table
        self.game: Game | None = None
        #: grows with every change shown, and across a reopening too (`Table.runs`: above every seq sent before)
        self.seq = table.runs * SEQ_RUN
        self._taken_at: dict[int, float] = {}  # seat -> when its token last took it from a live connection
        self._shown: tuple[object, ...] | None = None  # the state the last views showed (`_state`)
        #: who is away and for whom a computer stands in (`net.away`); read through `present`,
        #: `computer_plays` and `away_left`
        self.away_book = AwayBook()
        #: the host deals each next round by itself this long after a round ends (None: its person does);
        #: told in `round_over` so the joined score sheets count down
        self.next_round_ms: int | None = None
        self._round_over_at: float | None = None  # when the last round's end was announced (the countdown's start)
        self._accepted: dict[int, tuple[int, Move]] = {}  # seat -> the last move accepted from it
        self._pending: tuple[int, int, Move] | None = None  # accepted, not yet applied
        self._announced: tuple[int, bool] = (0, False)  # (round whose end was sent, game over sent)
        #: the computer that takes the seat of a person who leaves the game on purpose (or is removed)
        self.stand_in_level = "normal"
        self._reacted: dict[int, float] = {}  # seat -> when its last reaction was passed on
        #: no host at a screen to agree (`mextrain-server`): a seat a computer plays because its person left
        #: for good goes to the first watcher who asks for it (`take_seat`), between rounds, at once
        self.first_asker_sits = False

    # ------------------------------------------------------------------ state
    @property
    def turn(self) -> int:
        """Decisions applied in the whole game: the number a move intent must answer."""
        return sum(len(r.decisions) for r in self.game.rounds) if self.game else 0

    @property
    def phase(self) -> str:
        return "lobby" if self.game is None else self.game.phase.value

    def stage(self, conn: int) -> str:
        """Where a connection is: "handshake" (no hello accepted yet), "lobby", "playing" or "closed"."""
        c = self.conns.get(conn)
        if c is None:
            return "closed"
        if c.watching:
            return "watching"
        if c.seat is None:
            return "handshake"
        return "lobby" if self.game is None else "playing"

    def away(self) -> tuple[int, ...]:
        return tuple(i for i, s in enumerate(self.table.seats) if s.state == "person" and not s.host and s.conn is None)

    # the one home of a seat's away and computer-plays state: the host's seats (controller's
    # RemoteSeat) and the window's seat list read these, nobody keeps a copy
    def present(self, seat: int) -> bool:
        """The seat's player is there: a computer, the host's person, or a person connected now."""
        s = self.table.seats[seat]
        return s.state != "person" or s.host or s.conn is not None

    def computer_plays(self, seat: int) -> bool:
        """A computer answers for the seat: it stands in for a person away past the grace period
        (who may come back), or the seat is a computer's (the host removed its person or closed
        the table during the game: nobody comes back to it)."""
        return seat in self.away_book.standing_in or self.table.seats[seat].state == "computer"

    def away_left(self, now: float) -> tuple[float | None, ...]:
        """For each seat of `away()`: the seconds until a computer plays for it (0: it does now;
        None: the table waits for its person)."""
        return tuple(self.away_book.left(seat, self.table.grace, now) for seat in self.away())

    def hand_all_to_computers(self, level: str = "normal") -> None:
        """The host ends the table with the game in play: nobody elsewhere can send a move any
        more, so every seat of a person elsewhere becomes a computer's, as when one is removed."""
        for i, s in enumerate(self.table.seats):
            if s.state == "person" and not s.host:
                self.table.seats[i] = LobbySeat(SeatState.COMPUTER, s.name, level, freed=True)
                self.away_book.back(i)

    # ------------------------------------------------------------------ transport
    def tick(self, now: float) -> list[Action]:
        out = self._tick_connections(now)
        if self.game is not None:
            out += [SeatToComputer(seat) for seat in self.away_book.due(now, self.table.grace)]
            if self._state() != self._shown:  # a computer plays for someone now: everybody sees it
                out += self._views_to_all(now)
        return out

    # ------------------------------------------------------------------ the host's own buttons
    def set_computer(self, seat: int, level: str, name: str) -> list[Action]:
        self._lobby_only()
        self.table.set_computer(seat, level, name)
        return self._lobby_broadcast()

    def fill_with_computers(self, level: str, names: list[str]) -> list[Action]:
        self._lobby_only()
        self.table.fill_with_computers(level, names)
        return self._lobby_broadcast()

    def set_open(self, seat: int) -> list[Action]:
        self._lobby_only()
        self.table.set_open(seat)
        return self._lobby_broadcast()

    def set_options(self, options: GameOptions, rule_set: str | None = None) -> list[Action]:
        """The host changed the options in the lobby (the rule set, R18: its rules and name);
        the seats stay, so a set must allow them (2–4 with a double-6 set)."""
        self._lobby_only()
        if options.players != self.table.options.players:
            raise ValueError("the number of seats is the table's")
        self.table.options = options
        self.table.rule_set = clean_rule_set(rule_set)
        return self._lobby_broadcast()

    def add_host_person(self, name: str) -> list[Action]:
        """Another person at the host's own computer sits down in the lobby (`Table.add_host_person`)."""
        self._lobby_only()
        self.table.add_host_person(name)
        return self._lobby_broadcast()

    def set_reactions(self, on: bool) -> list[Action]:
        """The host allows or stops reactions at the table, in the lobby or during the game."""
        self.table.reactions = bool(on)
        return self._lobby_broadcast()

    def react(self, seat: int, reaction: str, now: float) -> list[Action]:
        """A person of `seat` reacts (the host's own through this, the others with `react`).

        Only a person's seat reacts, never a computer's; at most one every `REACTION_EVERY`
        seconds per seat, and none while the host has them off: the rest is dropped without a word
        (each `react` still spends the connection's rate like any message, so a flood is closed)."""
        if reaction not in m.REACTIONS:
            raise ValueError(f"no reaction {reaction!r}")
        if not self.table.reactions or self.table.seats[seat].state != SeatState.PERSON:
            return []
        last = self._reacted.get(seat)
        if last is not None and now - last < m.REACTION_EVERY:
            return []
        self._reacted[seat] = now
        data = m.Reaction(seat, reaction).encode()
        out: list[Action] = [Reacted(seat, reaction)]
        return out + [SendTo(c.id, data) for c in self._seated()]

    def remove_person(self, seat: int, now: float, level: str | None = None) -> list[Action]:
        """Send the person of `seat` away; their token stops working."""
        s = self.table.seats[seat]
        if s.state != "person" or s.host and (s.together is None or s.together == seat):
            raise ValueError(f"seat {seat} holds no person from elsewhere (nor another person at the host's computer)")
        out: list[Action] = []
        if s.conn is not None and s.conn in self.conns:
            c = self.conns.pop(s.conn)
            out += [SendTo(c.id, m.Refused("removed").encode()), CloseConnection(c.id, "removed")]
        return out + self._give_up_seat(seat, level or self.stand_in_level, now)

    def _give_up_seat(self, seat: int, level: str, now: float) -> list[Action]:
        """The person of `seat` is gone for good: in the lobby the seat opens, in a game a computer
        plays it from now on, under their name (their token stops working)."""
        s = self.table.seats[seat]
        self.away_book.back(seat)
        out: list[Action] = []
        if self.game is None:
            self.table.seats[seat] = LobbySeat()
        else:
            self.table.seats[seat] = LobbySeat(SeatState.COMPUTER, s.name, level, freed=True)
            out.append(SeatToComputer(seat))
            if self.game.phase is not Phase.GAME_OVER:
                out += self._views_to_all(now)
        return out + self._lobby_broadcast()

    def _left(self, c: Connection, now: float) -> list[Action]:
        """A person's app said goodbye (`leaving`): they left on purpose, not dropped. In the lobby the
        seat is free again; in a game a computer takes it at once (nobody waits out a grace period
        for someone who said they go) and everybody's lobby shows it as a computer's."""
        seat = c.seat
        self.conns.pop(c.id, None)
        out: list[Action] = [CloseConnection(c.id, "leaving")]
        if c.watching:
            return out + self._lobby_broadcast()
        if seat is None or self.table.seats[seat].conn != c.id:
            return out  # a handshake, or a connection that had been replaced: the seat is not its to give up
        self.table.seats[seat].conn = None
        if self.game is not None and self.game.phase is Phase.GAME_OVER:
            return out + self._lobby_broadcast()  # (Play Again opens the seat)
        return out + self._give_up_seat(seat, self.stand_in_level, now)

    def start(self, game: Game, now: float) -> list[Action]:
        """The host pressed Start, or reopens a table from its autosave (a game under way).

        Every seat must be taken and the game must fit the table. A person not connected
        now (after a restart: everybody) is away from `now` on, so the grace period runs.
        """
        self._lobby_only()
        if not self.table.full:
            raise ValueError("every seat must be taken before the game starts")
        waiting = self.waiting_again()
        if waiting:  # after Play Again, Start waits for everyone asked (Play, or Leave the Table opens the seat)
            raise ValueError("waiting for " + ", ".join(self.table.seats[i].name for i in waiting)
                             + " to answer Play Again")
        if game.options != self.table.options or not game.track_decisions:
            raise ValueError("the game's options differ from the table's, or it keeps no record")
        self.game = game
        self.again = None
        self.table.first_seat = None
        out: list[Action] = []
        for seat in self.away():
            self.away_book.went(seat, now)
            out.append(SeatAway(seat))
        return out + self._lobby_broadcast() + self.game_changed([], now)

    def game_changed(self, events: list[Event], now: float) -> list[Action]:
        """The controller changed the game (a move, a new round): tell every person what they may see."""
        self._pending = None
        if not events and self._state() == self._shown:
            return []  # told already (the controller reports the same state again after a start)
        self.seq += 1
        self._shown = self._state()
        out: list[Action] = []
        listeners = self._listeners()
        views = self._views(listeners, now)
        for c, view in zip(listeners, views, strict=True):
            if events:
                seat = -1 if c.seat is None else c.seat  # a watcher sees no drawn tile
                out.append(SendTo(c.id, m.Events(self.turn, public_events(events, seat), self.table.options.players).encode()))
            out.append(view)
        out += self._announce(now)
        return out

    def shutdown(self, reason: str = "shutdown") -> list[Action]:
        """The host closes every connection: `shutdown` for good, `back_later` when it will reopen
        the table from its save (its people's apps then keep trying to come back)."""
        out: list[Action] = []
        for c in list(self.conns.values()):
            out += [SendTo(c.id, m.Bye(reason).encode()), CloseConnection(c.id, reason)]
        self.conns.clear()
        return out

    # ------------------------------------------------------------------ messages
    def _heard(self, c: Connection, msg: m.Message, now: float) -> list[Action]:
        if isinstance(msg, m.Bye):
            return self._left(c, now)
        if c.watching:
            return self._watcher_message(c, msg, now)
        if c.seat is None:
            if isinstance(msg, m.Hello):
                return self._hello(c, msg, now)
            return self._strike(c, ProtocolError("unexpected", "say hello first"), now)
        if isinstance(msg, m.MoveIntent):
            return self._intent(c, msg)
        if isinstance(msg, m.Again):
            return self._said_again(c, now)
        if isinstance(msg, m.React):
            return self.react(c.seat, msg.reaction, now)
        return self._strike(c, ProtocolError("unexpected", f"no {msg.TYPE} after the hello"), now)

    def _hello(self, c: Connection, hello: m.Hello, now: float) -> list[Action]:
        if hello.token is not None:  # a token wins over a code; the code is not looked at
            return self._token_hello(c, hello, now)
        wait = self.throttle.wait(c.peer, hello.name, now)
        if wait > 0:
            return self._refuse(c.id, m.Refused("slow_down", retry_after=round(wait, 3)), now)
        if hello.code is None or not self.table.code_matches(hello.code):
            delay = self.throttle.wrong(c.peer, hello.name, now)
            return self._refuse(c.id, m.Refused("bad_code", retry_after=delay or None), now)
        if hello.watch:
            return self._watch(c, hello, now)
        companion = None
        if hello.companion is not None:  # another person at the computer of a seat this app holds
            companion = self.table.seat_of_token(hello.companion)
            if companion is None:
                delay = self.throttle.wrong(c.peer, hello.name, now)
                return self._refuse(c.id, m.Refused("bad_token", retry_after=delay or None), now)
        if self.game is not None:
            return self._refuse(c.id, m.Refused("started"), now)
        seat = self.table.open_seat()
        if seat is None:
            return self._refuse(c.id, m.Refused("full"), now)
        name = self.table.distinct_name(hello.name, seat)
        self.table.seats[seat] = LobbySeat(SeatState.PERSON, name, token=new_token())
        if companion is not None:
            self.table.join_together(seat, companion)
        return self._seat(c, seat, self.table.seats[seat].token, now)

    def _token_hello(self, c: Connection, hello: m.Hello, now: float) -> list[Action]:
        """A person comes back to their seat. A token is 128 random bits, so looking at one
        tells a guesser nothing about the join code: it is looked at even while the address
        waits for its wrong codes, and a wrong one is counted like a wrong code."""
        assert hello.token is not None
        seat = self.table.seat_of_token(hello.token)
        if seat is None:
            wait = self.throttle.wait(c.peer, hello.name, now)
            if wait > 0:
                return self._refuse(c.id, m.Refused("slow_down", retry_after=round(wait, 3)), now)
            delay = self.throttle.wrong(c.peer, hello.name, now)
            return self._refuse(c.id, m.Refused("bad_token", retry_after=delay or None), now)
        s = self.table.seats[seat]
        if s.conn is not None and s.conn in self.conns:
            since = now - self._taken_at.get(seat, -TAKEOVER_EVERY)
            if since < TAKEOVER_EVERY:
                return self._refuse(c.id, m.Refused("in_use", retry_after=round(TAKEOVER_EVERY - since, 3)), now)
            self._taken_at[seat] = now
        return self._seat(c, seat, s.token, now)

    def _seat(self, c: Connection, seat: int, token: str | None, now: float) -> list[Action]:
        assert token is not None
        out: list[Action] = []
        s = self.table.seats[seat]
        old = self.conns.pop(s.conn, None) if s.conn is not None else None
        if old is not None and old.id != c.id:
            # the person may be the one replaced (a stolen token): tell their app when it may take the seat back
            out += [SendTo(old.id, m.Refused("replaced", retry_after=TAKEOVER_EVERY).encode()), CloseConnection(old.id, "replaced")]
        s.conn, c.seat = c.id, seat
        out.append(SendTo(c.id, m.Welcome(seat, token).encode()))
        if self.away_book.back(seat):
            out.append(SeatBack(seat))
            self.seq += 1
        out += self._lobby_broadcast()
        if self.game is not None:
            changed = self._state() != self._shown  # someone is back: everybody sees it
            self._shown = self._state()
            out += self._views(self._listeners() if changed else [c], now)  # the newcomer always gets the whole view
            out += self._announce(now, only=c)
        return out

    def _intent(self, c: Connection, intent: m.MoveIntent) -> list[Action]:
        seat, turn, move = c.seat, intent.turn, intent.move
        assert seat is not None

        def answer(ok: bool, code: str | None = None, reason: str | None = None) -> list[Action]:
            return [SendTo(c.id, m.MoveResult(turn, ok, code, reason).encode())]

        if self._accepted.get(seat) == (turn, move):
            return answer(True)  # a repeat: answered again, never applied twice
        game = self.game
        if game is None or game.phase is not Phase.PLAYING:
            return answer(False, "not_playing")
        now_turn = self.turn
        if self._pending is not None or turn < now_turn:
            return answer(False, "stale_turn")
        if turn > now_turn:
            return answer(False, "future_turn")
        if game.current_seat != seat or self.computer_plays(seat):
            return answer(False, "not_your_turn")
        if move not in game.legal_moves():
            return answer(False, "illegal", game.round.why_illegal(move).name.lower())
        self._accepted[seat] = (turn, move)
        self._pending = (seat, turn, move)
        return [ApplyMove(seat, move, turn)] + answer(True)

    def _lobby_only(self) -> None:
        if self.game is not None:
            raise ValueError("the game has started")

    def _lost(self, c: Connection, now: float) -> list[Action]:
        """A connection ended: a person's seat stays theirs and shows as away."""
        if c.watching:
            return self._lobby_broadcast()  # one watcher fewer
        if c.seat is None:
            return []
        s = self.table.seats[c.seat]
        if s.conn != c.id:
            return []
        s.conn = None
        out: list[Action] = []
        if self.game is not None and self.game.phase is not Phase.GAME_OVER:
            self.away_book.went(c.seat, now)
            out.append(SeatAway(c.seat))
            out += self._views_to_all(now)
        return out + self._lobby_broadcast()

