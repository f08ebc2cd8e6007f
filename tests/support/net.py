"""An in-memory table for the protocol tests: one HostSession, ClientSessions, bytes passed by hand.

`Table` plays the controller's part (it alone applies moves to the engine `Game`,
chooses the computer seats' moves with `mextrain.ai.make_player`, deals the next round)
and the transport's (it carries every `Send` to the other side, and keeps a log of every
byte the host sent to each connection, with what was hidden from that seat at the time).
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from mextrain.ai import make_player
from mextrain.engine import Game, GameOptions, Phase, Tile, seed_started_by
from mextrain.engine.record import SeatConfig
from mextrain.net import actions as a
from mextrain.net import client as cl
from mextrain.net import messages as m
from mextrain.net.host import HostSession
from mextrain.net.lobby import Table as LobbyTable
from mextrain.net.messages import Message
from mextrain.net.wire import FrameDecoder

CODE = "KX7P2M"


@dataclass
class Sent:
    data: bytes
    hidden: frozenset[Tile]  # tiles this seat may not know when the bytes left the host
    round_over: bool


@dataclass
class Peer:
    conn: int
    client: cl.ClientSession
    inbox: list = field(default_factory=list)  # everything the ClientSession handed to the app
    log: list[Sent] = field(default_factory=list)
    open: bool = True


class MemoryTable:
    def __init__(self, players: int = 4, rounds: int = 7, seed: int = 1, grace: float = 60.0,
                 options: GameOptions | None = None) -> None:
        self.options = options or GameOptions(players, rounds)
        self.host = HostSession(LobbyTable("Kitchen", self.options, host_name="Host", code=CODE, grace=grace))
        self.seed = seed
        self.now = 0.0
        self.peers: dict[int, Peer] = {}
        self.game: Game | None = None
        self.host_actions: list = []  # every action the host session produced, in order
        self.applied = 0
        self._queue: deque = deque()
        self._next_conn = 1
        self._ais: dict[int, object] = {}

    # ------------------------------------------------------------------ wiring
    def join(self, name: str, code: str | None = CODE, token: str | None = None, peer: str = "10.0.0.9",
             *, watch: bool = False, companion: str | None = None) -> Peer:
        conn = self._next_conn
        self._next_conn += 1
        p = Peer(conn, cl.ClientSession(name, code, token, watch=watch, companion=companion))
        self.peers[conn] = p
        self.run(self.host.connected(conn, peer, self.now))
        self.client_out(p, p.client.connect(self.now))
        return p

    def reconnect(self, p: Peer, peer: str = "10.0.0.9") -> Peer:
        q = self.join(p.client.name, None, p.client.token, peer)
        q.client.code = p.client.code
        return q

    def drop(self, p: Peer) -> None:
        """The connection breaks without a word (cable pulled)."""
        p.open = False
        self.client_out(p, p.client.disconnected(self.now))
        self.run(self.host.disconnected(p.conn, self.now))

    def raw(self, p: Peer, data: bytes) -> list:
        """Bytes straight to the host from `p`'s connection, as a hostile peer would send them."""
        before = len(self.host_actions)
        self.run(self.host.received(p.conn, data, self.now))
        return self.host_actions[before:]

    def client_out(self, p: Peer, outs: list) -> None:
        for o in outs:
            if isinstance(o, cl.Send):
                if p.open:
                    self._queue.append(("host", p.conn, o.data))
            elif isinstance(o, cl.Close):
                if p.open:
                    p.open = False
                    self._queue.append(("gone", p.conn, b""))
            else:
                p.inbox.append(o)
        self._drain()

    def run(self, actions: list) -> None:
        self._queue.extend(("act", 0, x) for x in actions)
        self._drain()

    def _drain(self) -> None:
        while self._queue:
            kind, conn, x = self._queue.popleft()
            if kind == "host":
                self._queue.extend(("act", 0, y) for y in self.host.received(conn, x, self.now))
            elif kind == "gone":
                self._queue.extend(("act", 0, y) for y in self.host.disconnected(conn, self.now))
            else:
                self._act(x)

    def _act(self, x) -> None:
        self.host_actions.append(x)
        if isinstance(x, a.SendTo):
            p = self.peers.get(x.conn)
            if p is None or not p.open:
                return
            hidden = self.hidden_from_watchers() if p.client.watching else self.hidden_from(p.client.seat)
            p.log.append(Sent(x.data, hidden, self.game is not None and self.game.phase is not Phase.PLAYING))
            outs = p.client.received(x.data, self.now)
            for o in outs:
                if isinstance(o, cl.Send):
                    self._queue.append(("host", p.conn, o.data))
                elif isinstance(o, cl.Close):
                    p.open = False
                    self._queue.append(("gone", p.conn, b""))
                else:
                    p.inbox.append(o)
        elif isinstance(x, a.CloseConnection):
            p = self.peers.get(x.conn)
            if p is not None and p.open:
                p.open = False
                p.inbox += p.client.disconnected(self.now)
        elif isinstance(x, a.ApplyMove):
            assert self.game is not None and self.game.current_seat == x.seat
            self.apply(x.seat, x.move)

    def hidden_from(self, seat: int | None) -> frozenset[Tile]:
        g = self.game
        if g is None or seat is None:
            return frozenset()
        rnd = g.round
        hidden = set(rnd.boneyard[rnd.drawn_count:])
        for s in range(g.options.players):
            if s != seat:
                hidden |= set(rnd.hand(s))
        return frozenset(hidden)

    def hidden_from_watchers(self) -> frozenset[Tile]:
        """What a watcher may not know now: every hand and the boneyard's undrawn tiles."""
        g = self.game
        if g is None:
            return frozenset()
        rnd = g.round
        return frozenset(rnd.boneyard[rnd.drawn_count:]).union(*(rnd.hand(s) for s in range(g.options.players)))

    # ------------------------------------------------------------------ the controller's part
    def start(self, level: str = "easy") -> None:
        t = self.host.table
        for i, s in enumerate(t.seats):
            if s.state == "open":
                self.run(self.host.set_computer(i, level, f"Bot {i}"))
        first = self.host.table.first_seat  # after Play Again: R5's next first seat
        self.seed = self.seed if first is None else seed_started_by(first, self.options.players, self.seed + 1)
        self.game = Game(self.options, self.seed, track_events=True)
        self.run(self.host.start(self.game, self.now))

    def apply(self, seat: int, move) -> None:
        g = self.game
        assert g is not None
        events = g.apply(move)
        self.applied += 1
        self.run(self.host.game_changed(events, self.now))

    def computer_plays(self, seat: int) -> bool:
        return self.host.table.seats[seat].host or self.host.computer_plays(seat)

    def advance(self, seconds: float) -> None:
        """Time passes: both sides' heartbeats and the host's grace periods run."""
        self.now += seconds
        self.run(self.host.tick(self.now))
        for p in list(self.peers.values()):
            if p.open:
                self.client_out(p, p.client.tick(self.now))

    def wait(self, seconds: float, tick: float = 0.5) -> None:
        """Time passes in small ticks, as the transports' timers would run them."""
        end = self.now + seconds
        while self.now + tick < end:
            self.advance(tick)
        self.advance(end - self.now)

    def step(self, seconds: float = 0.3) -> None:
        """One decision: a computer seat here, or the person of a joined app through its client."""
        g = self.game
        assert g is not None
        self.advance(seconds)
        if g.phase is Phase.ROUND_OVER:
            g.next_round()
            self.run(self.host.game_changed([], self.now))
            return
        seat = g.current_seat
        if self.computer_plays(seat):
            ai = self._ais.setdefault(seat, make_player(self.host.table.seats[seat].level or "easy", f"{self.seed}/{seat}"))
            self.apply(seat, ai.choose(g.view(seat)))
            return
        p = self.peer_of(seat)
        assert p is not None and p.client.view is not None, f"seat {seat} has no live client"
        view = p.client.view.view
        assert view.legal, "the client's view offers no move on its turn"
        ai = self._ais.setdefault(100 + seat, make_player("random", f"{self.seed}/client/{seat}"))
        before = self.applied
        self.client_out(p, p.client.move(ai.choose(view)))
        assert self.applied == before + 1, "the host did not apply a legal intent"

    def play_to_end(self, limit: int = 100_000) -> None:
        for _ in range(limit):
            if self.game.phase is Phase.GAME_OVER:
                return
            self.step()
        raise AssertionError("the game did not end")

    def peer_of(self, seat: int) -> Peer | None:
        for p in self.peers.values():
            if p.open and p.client.seat == seat and p.client.state != "closed":
                return p
        return None

    def record_seats(self) -> list[SeatConfig]:
        return [SeatConfig(s.name, "human" if s.state == "person" else s.level or "easy") for s in self.host.table.seats]


def check_no_leaks(p: Peer) -> int:
    """Decode every byte the host sent `p` (a seat's app or a watcher's); none may name a tile hidden
    from it when it was sent (`Sent.hidden`); return how many messages were checked."""

    dec = FrameDecoder()
    count = 0
    for sent in p.log:
        for obj in dec.feed(sent.data):
            assert isinstance(obj, dict)
            msg = m.decode(obj, m.HOST_MESSAGES)
            assert msg.encode() == sent.data  # the typed value holds every byte that was sent
            leaked = tiles_in(msg) & sent.hidden
            if isinstance(msg, m.RoundOver):
                assert sent.round_over  # hands become public only once the round is over
                continue
            assert not leaked, f"{msg.TYPE} sent to seat {p.client.seat} names hidden tiles {leaked}"
            count += 1
    return count


def inbox_of(p: Peer, kind: type[Message] | type) -> list:
    return [o for o in p.inbox if isinstance(o, kind)]


def sample_views(seed: int = 5, players: int = 4, every: int = 7, starting_run: bool = True) -> list:
    """PlayerViews from a real game at many points (doubles open, markers, runs, draws)."""
    from mextrain.ai import make_player as mk

    g = Game(GameOptions(players, 7, starting_run), seed)
    ai = mk("random", seed)
    out = []
    i = 0
    while g.phase is not Phase.GAME_OVER and len(out) < 60:
        if g.phase is Phase.ROUND_OVER:
            g.next_round()
        if i % every == 0:
            out.append(g.view(g.current_seat))
            out.append(g.view((g.current_seat + 1) % players))
        g.apply(ai.choose(g.view(g.current_seat)))
        i += 1
    return out


def sample_messages() -> list[Message]:
    """At least one of every message type, with optional fields both present and absent."""
    from dataclasses import replace

    from mextrain.engine import DRAW, Event, EventKind, Move, RoundEnd, tile
    from mextrain.net import messages as m

    views = sample_views()
    opts = GameOptions(5, 13, True)
    seats = (m.SeatInfo("person", "Host", True, None, True), m.SeatInfo("person", "Ana", False),
             m.SeatInfo("computer", "Bot", False, "hard"), m.SeatInfo("open"), m.SeatInfo("person", "Бо ✓", True))
    freed = (m.SeatInfo("person", "Host", True, None, True), m.SeatInfo("computer", "Bo", False, "easy", freed=True))
    return [
        m.Hello("Ana"), m.Hello("Ana", code="KX7-P2M"), m.Hello("Ben", code="KX7P2M", companion="ab" * 16), m.Hello("Ana", token="0123456789abcdef" * 2),
        m.MoveIntent(0, DRAW), m.MoveIntent(17, Move.play(tile(3, 12), "mexican")), m.MoveIntent(9, Move.play(tile(0, 0), 4)),
        m.Ping(0), m.Pong(2**40), m.Bye("leaving"),
        m.Welcome(3, "f" * 32), m.Refused("version", "0.3.0", 2, "0.2.0"), m.Refused("slow_down", retry_after=4.0),
        m.Refused("full"),
        m.Lobby("Kitchen table", seats, opts, 1, 60.0), m.Lobby("K", seats, opts, 4, 0.5, "playing"),
        m.Lobby("K", seats, GameOptions.of(5, set=9, doubles="free"), 2, 60.0, "lobby", "Grandma's rules"),
        *[m.View(i + 1, 3 * i, "playing", v, (1,) if i % 2 else (), (12.5,) if i % 2 else ()) for i, v in enumerate(views)],
        m.MoveResult(5, True), m.MoveResult(5, False, "illegal", "no_match"), m.MoveResult(6, False, "stale_turn"),
        m.Error("bad_message", "missing 'turn'"), m.Error("unexpected"),
        m.Events(12, (Event(EventKind.TILE_LAID, seat=1, tile=tile(2, 5), train="mexican", value=5),
                      Event(EventKind.TILE_DRAWN, seat=2), Event(EventKind.TILE_DRAWN, seat=3, tile=tile(4, 4)),
                      Event(EventKind.TURN_ENDED, seat=3, value=0), Event(EventKind.MARKER_ON, seat=3, train=3),
                      Event(EventKind.ROUND_OVER, seat=None, points=(1, 2, 3, 4), reason=RoundEnd.BLOCKED),
                      Event(EventKind.GAME_OVER, points=(5, 6, 7, 8), winners=(0,))), 4),
        m.RoundOver(2, RoundEnd.OUT, 1, (10, 0, 50), (30, 12, 50), ((tile(1, 2), tile(3, 4)), (), (tile(0, 0),))),
        m.RoundOver(13, RoundEnd.BLOCKED, None, (1, 2), (3, 4), ((tile(1, 1),), (tile(2, 2),))),
        m.RoundOver(3, RoundEnd.OUT, 0, (0, 7), (5, 9), ((), (tile(6, 5),)), 8000),
        m.GameOver((100, 80, 80), (1, 2)),
        # watchers and Play Again (7)
        m.Hello("Kim", code="KX7P2M", watch=True), m.Watching(), m.TakeSeat(2), m.PlayAgain("Ada"), m.Again(),
        m.Lobby("K", seats, opts, None, 60.0, "lobby", None, ("Kim", "Lu"), ((1, 3),), (0, 4)),
        m.View(99, 7, "playing", replace(views[0], hand=(), legal=(), drawn=None), public=True),
        m.Lobby("K", freed, GameOptions(2, 7), 0, 60.0, "playing"),
        m.React("thumbs_up"), m.Reaction(2, "nice_move"),
        m.Lobby("K", seats, opts, 1, 60.0, "playing", reactions=False),
        m.Lobby("K", (m.SeatInfo("person", "Ada", True, together=0), m.SeatInfo("person", "Ben", True, together=0)),
                GameOptions(2, 7), 1, 60.0),
    ]


def tiles_in(msg: m.Message) -> set:
    """Every tile a host message names (the strict schema leaves no other place for one)."""
    out: set = set()
    if isinstance(msg, m.View):
        v = msg.view
        out |= set(v.hand)
        out |= {t for tv in v.trains for (t, _, _) in tv.tiles}
        out |= {x.tile for x in v.legal if x.tile is not None}
        out |= {h.move.tile for h in v.history if h.move.tile is not None}
    elif isinstance(msg, m.Events):
        out |= {e.tile for e in msg.events if e.tile is not None}
    elif isinstance(msg, m.RoundOver):
        out |= {t for h in msg.hands for t in h}
    return out


