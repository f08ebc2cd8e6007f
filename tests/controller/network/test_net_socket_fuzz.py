"""Fuzz over real sockets: while two joined apps and a computer play a whole game, several
connections send thousands of random, truncated, oversized and mutated frames. The host
answers or closes them, nothing crashes, the players are never dropped, the game ends and
its record replays."""
from __future__ import annotations

import json
import random
import struct

import pytest
from PySide6.QtCore import QObject, QTimer
from PySide6.QtNetwork import QAbstractSocket, QSslSocket

from mextrain.engine import DRAW, GameOptions, Phase
from mextrain.engine.record import game_to_record, replay
from mextrain.net import messages as m
from mextrain.net.wire import MAX_FRAME
from support.net_sockets import CODE, tls_socket


class Fuzzer(QObject):
    """`count` connections to the host, each sending garbage now and then; one closed is opened anew."""

    def __init__(self, port: int, count: int, seed: int) -> None:
        super().__init__()
        self.port = port
        self.rng = random.Random(seed)
        self.frames = 0
        self.reopened = 0
        self.samples = [m.Hello("Eve", code=CODE).encode(), m.Hello("Eve", code="WRONG1").encode(),
                        m.Hello("Eve", token="0" * 32).encode(), m.MoveIntent(3, DRAW).encode(),
                        m.Ping(1).encode(), m.Bye("leaving").encode(), json.dumps({"type": "move"}).encode()]
        self.socks = [self._open() for _ in range(count)]
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._burst)
        self.timer.start(15)

    def _open(self) -> QSslSocket:
        sock = tls_socket(self)  # the garbage goes inside TLS, where the session reads it
        sock.connectToHostEncrypted("127.0.0.1", self.port)
        return sock

    def frame(self) -> bytes:
        rng = self.rng
        kind = rng.randrange(6)
        if kind == 0:  # random bytes
            return rng.randbytes(rng.randrange(1, 64))
        if kind == 1:  # a length far over the limit
            return struct.pack(">I", rng.randrange(MAX_FRAME + 1, 2**32)) + rng.randbytes(8)
        if kind == 2:  # a real frame cut short
            data = rng.choice(self.samples)
            return data[: rng.randrange(1, len(data))]
        if kind == 3:  # a real frame with bytes changed
            data = bytearray(rng.choice(self.samples))
            for _ in range(rng.randrange(1, 4)):
                data[rng.randrange(len(data))] = rng.randrange(256)
            return bytes(data)
        if kind == 4:  # well framed JSON of the wrong shape
            body = json.dumps(rng.choice([[], {"type": "view"}, {"type": "hello", "protocol": 99, "app": "9.9.9"},
                                          {"type": "move", "turn": -1, "move": {"draw": True}}, "x" * 50, 1e308])).encode()
            return struct.pack(">I", len(body)) + body
        return rng.choice(self.samples)  # a real message out of place

    def _burst(self) -> None:
        for i, sock in enumerate(self.socks):
            if sock.state() == QAbstractSocket.SocketState.UnconnectedState:
                sock.abort()
                sock.deleteLater()
                self.socks[i] = self._open()
                self.reopened += 1
            elif sock.isEncrypted():
                sock.readAll()
                sock.write(self.frame())
                self.frames += 1

    def stop(self) -> None:
        self.timer.stop()
        for sock in self.socks:
            sock.abort()


@pytest.mark.slow  # a whole game
def test_garbage_from_many_connections_does_not_stop_the_game(qtbot, net) -> None:
    """The shortest whole game (R19: double-6, 4 rounds): the two persons sit still mid-game while the
    first 2,000 frames come (the host waits on a person, as it mostly does), then play it to its end
    with the garbage still coming."""
    host = net.host(3, options=GameOptions.of(3, short=True, set=6))
    a, b = net.client(host.port, "Ana", seed=1, delay_ms=30), net.client(host.port, "Bo", seed=2, delay_ms=30)
    qtbot.waitUntil(lambda: a.seat is not None and b.seat is not None, timeout=5000)
    for person in (a, b):
        person.playing = False
    host.fill_with_computers("easy", ["Bot"])
    host.start(seed=23)
    game = host.controller.game
    fuzz = Fuzzer(host.port, 5, seed=4)
    try:
        qtbot.waitUntil(lambda: fuzz.frames >= 2000, timeout=120000)
        assert game.phase is Phase.PLAYING and game.round_number == 1
        for person in (a, b):  # back to the table: whoever's turn it is moves
            person.resume()
        qtbot.waitUntil(lambda: game.phase is Phase.GAME_OVER, timeout=120000)
    finally:
        fuzz.stop()
    assert fuzz.frames >= 2000 and fuzz.reopened >= 10, (fuzz.frames, fuzz.reopened)
    assert a.welcomes == 1 and b.welcomes == 1  # the players were never dropped
    assert a.moves_sent > 10 and b.moves_sent > 10
    assert len(game.round_points()) == 4
    seats = list(host.seat_configs())
    again = replay(json.loads(json.dumps(game_to_record(game, seats))))
    assert again.totals == game.totals
    assert all(s.state != "open" for s in host.table.seats)  # nobody got a seat by garbage
