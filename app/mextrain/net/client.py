"""The joining app's side of the table as a pure state machine (bytes and time in, messages out).

`ClientSession` says hello, keeps the seat's reconnection token, checks every message
from the host as strictly as the host checks ours, and hands the typed host messages
(`Welcome`, `Refused`, `Lobby`, `View`, `MoveResult`, `Events`, `RoundOver`,
`GameOver`, `Error`) to the app, together with `Send`/`Close` for the transport and
`Lost` when the connection ended. Moves go out with the turn number of the view they
answer, so a repeat or a late move can never be applied twice.

At a hall, a host's app makes its table with its first message (`create`: `create_table`
instead of `hello`); the hall answers `table_created` (the code and the host's token for the
lobby powers: `TableCreated`), then `welcome` as to any hello, and from then on the session is
an ordinary seat's, which comes back with its token like any other.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from mextrain.engine import Move

from . import hall as h
from . import messages as m
from . import schema as s
from . import wire
from .connection import DEAD_AFTER, PING_EVERY
from .lobby import new_token
from .schema import ProtocolError
from .wire import BadFrame, FrameDecoder

#: refusals after which coming back with the same token is pointless
FINAL_REFUSALS = ("removed", "bad_token", "version")
#: replaced this often, the app stops taking its seat back (the person plays elsewhere; a
#: retry by hand still may): the first time it may have been a stranger with a stolen token
MAX_TAKE_BACKS = 1
#: the pace of the retries after a drop, slowing; the last is repeated for as long as the table may
#: come back (a host away, a server restarting, a host app that will reopen), until the person leaves
RETRY_DELAYS = (0.5, 1.0, 2.0, 5.0, 10.0, 20.0, 30.0, 60.0)
#: refusals and goodbyes after which the table will not come back by itself: no retry
NO_RETRY = ("full", "started", "shutdown", *FINAL_REFUSALS, *h.HALL_REFUSALS)


@dataclass(frozen=True)
class Send:
    data: bytes


@dataclass(frozen=True)
class Close:
    reason: str


@dataclass(frozen=True)
class Lost:
    """The connection is over; `reason` is a code. `ClientSession.can_rejoin` says whether to retry."""

    reason: str


@dataclass(frozen=True)
class TableCreated:
    """The hall made our table: its join code, and the host's token for the lobby powers (`table_admin`);
    a hall of a farm names its own address (`route`): the app comes back there, and invites people there."""

    code: str
    host_token: str
    route: h.Route | None = None


Output = Send | Close | Lost | TableCreated | m.Message


class ClientSession:
    def __init__(self, name: str, code: str | None = None, token: str | None = None, *, app: str = m.APP_VERSION,
                 create: h.CreateTable | None = None, watch: bool = False, companion: str | None = None) -> None:
        self.name = name
        #: the token of a seat this app holds at the table: this person shares that computer (protocol 7)
        self.companion = companion
        #: the table to make at a hall with the first message, until the hall seats us (then None: the
        #: seat's token brings us back); a retry sends it again with the same `creation`, so the hall
        #: answers for the table it made instead of making a second one
        self.create = create if create is None or create.creation else replace(create, creation=new_token())
        self.code = code
        self.token = token
        self.app = app
        self.state = "idle"  # idle | create (at a hall) | hello | lobby | playing | closed
        self.seat: int | None = None
        self.lobby: m.Lobby | None = None
        self.view: m.View | None = None
        self.refused: m.Refused | None = None
        self.players = 8
        self.replaced = 0  # times another connection took this seat (with our token)
        self._decoder = FrameDecoder()
        self._last_in = self._last_ping = 0.0
        self._pings = 0
        self._new_line = True  # no view came on this connection yet
        #: watchers and Play Again (7): come to watch (the hello says so); True while watching
        self.watch = watch
        self.watching = False
        #: the host's last `play_again` question (None: none open)
        self.asked_again: m.PlayAgain | None = None
        self._create_sent = False  # `create` went to a hall at least once

    @property
    def can_rejoin(self) -> bool:
        """A token is kept and the host did not say it is useless: reconnect with it (or, at a hall, the
        table asked for reached the hall and no welcome came yet: ask again with the same `creation`)."""
        if self.token is None and self.create is not None and self._create_sent:
            return self.refused is None or self.refused.code not in FINAL_REFUSALS
        if self.token is None or (self.refused is not None and self.refused.code in FINAL_REFUSALS):
            return False
        return not (self.refused is not None and self.refused.code == "replaced" and self.replaced > MAX_TAKE_BACKS)

    # ------------------------------------------------------------------ transport
    def connect(self, now: float) -> list[Output]:
        """A new connection is open: say hello (with the token when there is one)."""
        self._decoder = FrameDecoder()
        self._last_in = self._last_ping = now
        self.state = "hello"
        self.refused = None
        # the last view stays shown until the host's next one (a reopened host counts `seq` anew)
        self._new_line = True
        if self.create is not None and self.token is None:
            self.state = "create"
            self._create_sent = True
            return [Send(wire.encode(self.create.to_json()))]
        watch = self.watch and self.token is None  # a watcher who took a seat comes back to it
        hello = m.Hello(self.name, None if self.token else self.code, self.token, app=self.app, watch=watch,
                        companion=None if self.token else self.companion)
        return [Send(hello.encode())]

    def received(self, data: bytes, now: float) -> list[Output]:
        if self.state in ("idle", "closed"):
            return []
        self._last_in = now
        out: list[Output] = []
        for item in self._decoder.feed(data):
            if isinstance(item, Exception):
                code = item.code if isinstance(item, BadFrame) else getattr(item, "code", "bad_frame")
                return out + self._end(code)
            if self.state == "create" and item.get("type") == "table_created":
                try:
                    s.fields(item, ("type", "code", "host_token"), ("route",))
                    made = TableCreated(s.join_code(item["code"]), s.token(item["host_token"]),
                                        h.Route.from_json(item["route"]) if "route" in item else None)
                except ProtocolError as exc:
                    return out + self._end(exc.code)
                self.code, self.state = made.code, "hello"  # the welcome follows (`create` kept until then)
                out.append(made)
                continue
            try:
                msg = m.decode(item, m.HOST_MESSAGES, self.players)
            except ProtocolError as exc:
                return out + self._end(exc.code)
            out += self._message(msg)
            if self.state == "closed":
                break
        return out

    def disconnected(self, now: float) -> list[Output]:
        if self.state in ("idle", "closed"):
            return []
        self.state = "closed"
        return [Lost("dropped")]

    def tick(self, now: float) -> list[Output]:
        if self.state in ("idle", "closed"):
            return []
        if now - self._last_in >= DEAD_AFTER:
            return self._end("dead")
        if now - self._last_in >= PING_EVERY and now - self._last_ping >= PING_EVERY:  # the host silent for 2 s
            self._last_ping = now
            self._pings += 1
            return [Send(m.Ping(self._pings).encode())]
        return []

    # ------------------------------------------------------------------ the person
    def move(self, move: Move) -> list[Output]:
        """Send the person's move as an intent for the turn of the last view. It is not judged
        here: the host is the edge that judges what its clients send, and says why it refuses."""
        if self.state != "playing" or self.view is None:
            raise ValueError("no game is being played")
        return [Send(m.MoveIntent(self.view.turn, move).encode())]

    def take_seat(self, seat: int) -> list[Output]:
        """A watcher asks for `seat` (the host answers with a `welcome`, or an `error`)."""
        if not self.watching:
            raise ValueError("only a watcher takes a seat")
        return [Send(m.TakeSeat(seat).encode())]

    def again(self) -> list[Output]:
        """The person's Play to the host's Play Again (their Leave the Table is `leave`)."""
        if self.asked_again is None or self.state in ("idle", "closed"):
            raise ValueError("nobody asked to play again")
        self.asked_again = None
        return [Send(m.Again().encode())]
    def react(self, reaction: str) -> list[Output]:
        """Send one of `REACTIONS` (protocol 7) from the seat; the host passes it on or drops it."""
        if self.state not in ("lobby", "playing"):
            return []
        return [Send(m.React(reaction).encode())]

    def leave(self) -> list[Output]:
        """The person leaves on purpose: no automatic reconnection."""
        if self.state in ("idle", "closed"):
            return []
        self.token = None
        out: list[Output] = [Send(m.Bye("leaving").encode())]
        return out + self._end("leaving")

    # ------------------------------------------------------------------ messages
    def _message(self, msg: m.Message) -> list[Output]:
        if isinstance(msg, m.Ping) and not isinstance(msg, m.Pong):
            return [Send(m.Pong(msg.n).encode())]
        if isinstance(msg, m.Pong):
            return []
        if isinstance(msg, m.Bye):
            return self._end(msg.reason, say=False)
        if isinstance(msg, m.Refused):
            self.refused = msg
            if msg.code == "replaced":
                self.replaced += 1
            if msg.code in FINAL_REFUSALS:
                self.token = None
            return [msg] + self._end(msg.code, say=False)
        if self.state == "hello":
            if isinstance(msg, m.Watching) and self.watch:
                self.seat, self.watching, self.state = None, True, "lobby"
                return [msg]
            if not isinstance(msg, m.Welcome):
                return self._end("unexpected")
            self.seat, self.token, self.state = msg.seat, msg.token, "lobby"
            self.create = None
            return [msg]
        if isinstance(msg, m.Welcome) and self.watching:  # the host gave this watcher a seat
            self.seat, self.token, self.watching = msg.seat, msg.token, False
            return [msg]
        if isinstance(msg, m.Lobby):
            if msg.you != self.seat:
                return self._end("bad_message")
            self.lobby = msg
            self.players = msg.options.players
            if msg.phase == "playing":
                self.state = "playing"
            elif self.state == "playing":  # Play Again: the lobby is open for the next game
                self.state, self.view = "lobby", None
            return [msg]
        if isinstance(msg, m.PlayAgain):
            if self.watching:
                return self._end("unexpected")
            self.asked_again = msg
            return [msg]
        if isinstance(msg, m.View):
            if msg.public != self.watching or (not msg.public and msg.view.seat != self.seat) or self.state != "playing":
                return self._end("unexpected")
            if self.view is not None and not self._new_line and msg.seq <= self.view.seq:
                return []  # an older picture than the one shown
            self.view, self._new_line = msg, False
            return [msg]
        if isinstance(msg, (m.MoveResult, m.Events, m.RoundOver, m.GameOver, m.Error, m.Reaction)):
            return [msg]
        return self._end("unexpected")

    def _end(self, reason: str, *, say: bool = True) -> list[Output]:
        self.state = "closed"
        out: list[Output] = [Send(m.Bye(reason).encode())] if say and reason != "leaving" else []
        return out + [Close(reason), Lost(reason)]
