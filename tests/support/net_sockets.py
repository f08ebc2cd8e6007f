"""Helpers for the tests over real sockets on 127.0.0.1: a hosted table and headless joined apps.

`BotClient` is a `JoinedTable` whose person plays a random legal move whenever its view
offers one, and which keeps every byte the host sent it (with the tiles hidden from its
seat at that moment, read from the host's game) for the leak test.
"""
from __future__ import annotations

import json
import random
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer
from PySide6.QtNetwork import QHostAddress, QSslSocket

from mextrain.controller import GameController, Pace
from mextrain.controller.network.host_table import HostTable
from mextrain.controller.network.joined_table import JoinedTable
from mextrain.controller.network.tls import client_configuration
from mextrain.engine import Game, GameOptions, Phase, Tile
from mextrain.net.lobby import Table
from mextrain.net.wire import FrameDecoder
from support.net import tiles_in

CODE = "KX7P2M"
ATTACKER = "127.0.0.66"  # where a stranger's program connects from (tests bind to 127.0.0.1)
LOCAL = QHostAddress.SpecialAddress.LocalHost


@dataclass
class Received:
    data: bytes
    hidden: frozenset[Tile]


def hidden_from(game: Game | None, seat: int | None) -> frozenset[Tile]:
    """What `seat` may not know now: the other hands and the boneyard's undrawn tiles."""
    if game is None or seat is None or game.phase is not Phase.PLAYING:
        return frozenset()
    rnd = game.round
    hidden = set(rnd.boneyard[rnd.drawn_count:])
    for s in range(game.options.players):
        if s != seat:
            hidden |= set(rnd.hand(s))
    return frozenset(hidden)


def hidden_from_watchers(game: Game | None) -> frozenset[Tile]:
    """What a watcher may not know now: every hand and the boneyard's undrawn tiles."""
    if game is None or game.phase is not Phase.PLAYING:
        return frozenset()
    rnd = game.round
    return frozenset(rnd.boneyard[rnd.drawn_count:]).union(*(rnd.hand(s) for s in range(game.options.players)))


def tls_socket(parent: QObject | None = None) -> QSslSocket:
    """A raw client socket as a stranger's program would use: TLS (a table speaks nothing else), no pin."""
    sock = QSslSocket(parent)
    sock.setSslConfiguration(client_configuration())
    return sock


class BotClient(JoinedTable):
    """A headless joined app: plays random legal moves (after `delay_ms`) and logs what it hears."""

    def __init__(self, port: int, name: str, *, seed: int = 0, code: str | None = CODE, token: str | None = None,
                 host_game=None, delay_ms: int = 0, retry_delays=(0.05, 0.1, 0.2), **kw) -> None:
        super().__init__("127.0.0.1", port, name, code, token, retry_delays=retry_delays, **kw)
        self.rng = random.Random(seed)
        self.host_game = host_game  # a callable giving the host's Game (for the leak log), or None
        self.delay_ms = delay_ms
        self.playing = True  # False: the person sits still (the test plays by hand)
        self.log: list[Received] = []
        self.moves_sent = 0
        self.views = 0
        self.results: list = []
        self.refusals: list = []
        self.welcomes = 0
        self.welcomed.connect(self._on_welcome)
        self.view_changed.connect(self._on_view)
        self.result_came.connect(self.results.append)
        self.refused.connect(self.refusals.append)

    def _received(self, data: bytes) -> None:
        game = self.host_game() if self.host_game is not None else None
        self.log.append(Received(data, hidden_from(game, self.seat)))
        super()._received(data)

    def _on_welcome(self, _msg) -> None:
        self.welcomes += 1

    def _on_view(self, msg) -> None:
        self.views += 1
        if self.playing and msg.phase == "playing" and msg.view.legal:
            QTimer.singleShot(self.delay_ms, self, lambda turn=msg.turn: self._play(turn))

    def resume(self) -> None:
        """Play again after sitting still (`playing` False): the move now, if it is this seat's turn."""
        self.playing = True
        if self.view is not None:
            self._play(self.view.turn)

    def _play(self, turn: int) -> None:
        v = self.view
        if not self.playing or v is None or v.turn != turn or not v.view.legal:
            return
        if self.move(self.rng.choice(list(v.view.legal))):
            self.moves_sent += 1


class Stranger:
    """A protocol client of its own from 127.0.0.66: frames in, every answer kept."""

    def __init__(self, port: int, qtbot) -> None:
        self.sock = tls_socket()  # a table speaks TLS only
        assert self.sock.bind(QHostAddress(ATTACKER), 0), self.sock.errorString()
        self.sock.connectToHostEncrypted("127.0.0.1", port)
        qtbot.waitUntil(self.sock.isEncrypted, timeout=3000)  # the host answers on this same event loop
        self.dec = FrameDecoder()
        self.got: list[dict] = []

    def send(self, obj: dict) -> None:
        body = json.dumps(obj).encode()
        self.sock.write(len(body).to_bytes(4, "big") + body)

    def read(self) -> list[dict]:
        if self.sock.bytesAvailable():
            self.got.extend(self.dec.feed(self.sock.readAll().data()))
        return self.got

    def of_type(self, kind: str) -> list[dict]:
        return [x for x in self.read() if x.get("type") == kind]


class Net:
    """What a test opened (tables, joined apps), closed at its end so nothing outlives it."""

    def __init__(self) -> None:
        self.hosts: list[HostTable] = []
        self.clients: list[JoinedTable] = []

    def host(self, *args, **kw) -> HostTable:
        h = host_table(*args, **kw)
        self.hosts.append(h)
        return h

    def client(self, port: int, name: str, **kw) -> BotClient:
        c = BotClient(port, name, **kw)
        self.clients.append(c)
        c.connect_to_host()
        return c

    def close(self) -> None:
        for c in self.clients:
            c.playing = False
            c.close()
        for h in self.hosts:
            h.controller.shutdown(wait_ms=3000)
            h.close()


def host_table(players: int = 4, *, rounds: int = 7, host_name: str | None = None, grace: float = 60.0,
               pace: Pace = Pace.INSTANT, save_path=None, next_round_ms: int | None = 0,
               stand_in_level: str = "easy", options: GameOptions | None = None) -> HostTable:
    """A table listening on a free port of 127.0.0.1, its game on a fresh controller."""
    controller = GameController(pace=pace, animations=False)
    table = Table("Test table", options or GameOptions(players, rounds), host_name=host_name, code=CODE, grace=grace)
    host = HostTable(table, controller, save_path=save_path, next_round_ms=next_round_ms, stand_in_level=stand_in_level)
    assert host.listen(0, LOCAL), host.transport.error_text
    return host


class SendLog:
    """Every frame the host's transport wrote, per connection, with the tiles hidden from that seat then."""

    def __init__(self, host: HostTable) -> None:
        self.host = host
        self.sent: dict[int, list[Received]] = {}
        transport = host.transport
        original = transport._carry_out

        def carry_out(action) -> None:
            from mextrain.net import actions as a

            if isinstance(action, a.SendTo) and action.conn in transport._socks:
                c = host.session.conns.get(action.conn)
                seat = c.seat if c is not None else None
                game = host.session.game
                hidden = hidden_from_watchers(game) if c is not None and c.watching else hidden_from(game, seat)
                self.sent.setdefault(action.conn, []).append(Received(action.data, hidden))
            original(action)

        transport._carry_out = carry_out

    def bytes_to(self, conn: int) -> bytes:
        return b"".join(r.data for r in self.sent.get(conn, []))


def check_no_leaks(entries: list[Received]) -> int:
    """Decode every frame; none may name a tile hidden from its seat when it was sent. Returns the count."""
    from mextrain.net import messages as m
    from mextrain.net.wire import FrameDecoder

    dec = FrameDecoder()
    count = 0
    for sent in entries:
        for obj in dec.feed(sent.data):
            assert isinstance(obj, dict), obj
            msg = m.decode(obj, m.HOST_MESSAGES)
            leaked = tiles_in(msg) & sent.hidden
            assert not leaked, f"{msg.TYPE} names hidden tiles {leaked}"
            count += 1
    return count


def conn_of(host: HostTable, seat: int) -> int:
    conn = host.table.seats[seat].conn
    assert conn is not None, f"seat {seat} is not connected"
    return conn
