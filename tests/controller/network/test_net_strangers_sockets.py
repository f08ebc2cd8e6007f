"""Strangers at a hosted table over real sockets on loopback (issue 19, points 9, 16-19): an
attacker from 127.0.0.66 holds connections, guesses codes and steals a token while the family
plays from 127.0.0.1; nobody is kept out for more than seconds and no hidden tile is told."""
from __future__ import annotations

import itertools
import json
import time

import pytest
from PySide6.QtCore import QObject, QTimer
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpSocket

from mextrain.net import host as host_module
from mextrain.net import messages as m
from mextrain.net.connection import MAX_PENDING_PER_PEER
from mextrain.net.schema import name_key
from mextrain.net.wire import FrameDecoder
from support.net_sockets import CODE, tls_socket

ATTACKER = "127.0.0.66"


class Hoarder(QObject):
    """Opens `burst` silent connections from `source` every `every_ms` and never says a word."""

    def __init__(self, port: int, source: str = ATTACKER, burst: int = 40, every_ms: int = 2500) -> None:
        super().__init__()
        self.port, self.source, self.burst = port, source, burst
        self.socks: list[QTcpSocket] = []
        self.opened = 0
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.open_burst)
        self.open_burst()
        self.timer.start(every_ms)

    def open_burst(self) -> None:
        self.socks = [s for s in self.socks if s.state() != QAbstractSocket.SocketState.UnconnectedState]
        for _ in range(self.burst):
            s = QTcpSocket(self)
            assert s.bind(QHostAddress(self.source), 0), s.errorString()
            s.connectToHost("127.0.0.1", self.port)
            self.socks.append(s)
            self.opened += 1

    def stop(self) -> None:
        self.timer.stop()
        for s in self.socks:
            s.abort()


def raw_hello(qtbot, port: int, hello: dict, source: str = ATTACKER, keep: bool = False):
    """One connection from `source` that says `hello` (any JSON) and returns what the host answered
    (and, with `keep`, the socket, left open)."""
    sock = tls_socket()
    assert sock.bind(QHostAddress(source), 0)
    sock.connectToHostEncrypted("127.0.0.1", port)
    qtbot.waitUntil(sock.isEncrypted, timeout=3000)  # the host answers on this same event loop
    body = json.dumps(hello).encode()
    sock.write(len(body).to_bytes(4, "big") + body)
    dec, got = FrameDecoder(), []

    def answered() -> bool:
        if sock.bytesAvailable():
            got.extend(dec.feed(sock.readAll().data()))
        return any(x.get("type") in ("refused", "welcome") for x in got)

    qtbot.waitUntil(answered, timeout=5000)
    if keep:
        return sock, got
    sock.abort()
    return got


def test_idle_connections_from_one_address_never_keep_a_person_from_another_out(qtbot, net) -> None:
    host = net.host(4)
    hoarder = Hoarder(host.port, every_ms=500)
    try:
        def held() -> int:
            return sum(1 for c in host.session.conns.values() if c.seat is None and c.peer == ATTACKER)

        qtbot.waitUntil(lambda: held() == MAX_PENDING_PER_PEER, timeout=5000)
        t0 = time.monotonic()
        ana = net.client(host.port, "Ana")
        qtbot.waitUntil(lambda: ana.seat is not None, timeout=5000)
        joined = time.monotonic() - t0
        pending = [c for c in host.session.conns.values() if c.seat is None]
        assert sum(1 for c in pending if c.peer == ATTACKER) <= MAX_PENDING_PER_PEER
        bo = net.client(host.port, "Bo")
        qtbot.waitUntil(lambda: bo.seat is not None, timeout=5000)
        host.fill_with_computers("easy", ["Cy"])
        host.start(seed=3)
        qtbot.waitUntil(lambda: ana.view is not None and ana.view.turn >= 5, timeout=20000)
        # Ana's line drops; the hoarder keeps hammering; her app is back within seconds
        ana._sock.abort()
        t1 = time.monotonic()
        qtbot.waitUntil(lambda: ana.welcomes == 2 and ana.state == "connected", timeout=8000)
        rejoined = time.monotonic() - t1
        qtbot.waitUntil(lambda: hoarder.opened >= 120, timeout=5000)  # the attack goes on
        # both are at the table (on a machine loaded to the full, a line may drop and come back:
        # what counts is that nobody is kept out, so a moment's retry is waited for, up to 5 s)
        qtbot.waitUntil(lambda: bo.state == "connected" and ana.state == "connected", timeout=5000)
    finally:
        hoarder.stop()
    assert joined < 3 and rejoined < 5, (joined, rejoined)
    assert not [s for s in host.table.seats if s.state == "person" and s.conn is None and not s.host]


def test_a_stolen_token_takes_a_seat_at_most_every_ten_seconds_and_the_person_takes_it_back(
        qtbot, net, monkeypatch) -> None:
    monkeypatch.setattr(host_module, "TAKEOVER_EVERY", 3.0)  # the rule, at a pace a test can wait for
    host = net.host(3)
    ana = net.client(host.port, "Ana", retry_delays=(0.2,) * 5)
    qtbot.waitUntil(lambda: ana.token is not None and ana.state == "connected", timeout=5000)
    token = ana.token
    thief, said = raw_hello(qtbot, host.port, m.Hello("Eve", token=token).to_json(), keep=True)
    assert said[0]["type"] == "welcome"  # the first takeover is at once (a restarted app); the thief stays
    qtbot.waitUntil(lambda: ana.session.refused is not None and ana.session.refused.code == "replaced", timeout=3000)
    assert ana.refusals[-1].retry_after == pytest.approx(3.0)
    answers = [raw_hello(qtbot, host.port, m.Hello("Eve", token=token).to_json())[0] for _ in range(10)]
    assert all(x["type"] == "refused" and x["code"] == "in_use" and 0 < x["retry_after"] <= 3.0 for x in answers), answers
    qtbot.waitUntil(lambda: ana.welcomes == 2 and ana.state == "connected", timeout=5000)  # she took it back
    assert host.table.seats[0].name == "Ana" and host.session.conns[host.table.seats[0].conn].peer == "127.0.0.1"
    thief.abort()


def test_wrong_codes_wait_longer_each_time_and_a_valid_token_does_not_reset_the_count(qtbot, net) -> None:
    host = net.host(4)
    mallory = net.client(host.port, "Mallory")
    qtbot.waitUntil(lambda: mallory.seat is not None, timeout=5000)
    waits = []
    for i in range(5):
        if waits:
            qtbot.wait(int(waits[-1] * 1000) + 50)
        got = raw_hello(qtbot, host.port, m.Hello("Mallory", code="AAAAAA").to_json(), source="127.0.0.1")
        assert got[0]["code"] == "bad_code"
        waits.append(got[0].get("retry_after", 0.0))
        mallory._sock.abort()  # her own seat's reconnection, between two guesses
        qtbot.waitUntil(lambda i=i: mallory.welcomes == i + 2, timeout=5000)
    assert waits == [0.0, 0.0, 1.0, 2.0, 4.0]
    early = raw_hello(qtbot, host.port, m.Hello("Mallory", code=CODE).to_json(), source="127.0.0.1")[0]
    assert early["code"] == "slow_down" and early["retry_after"] == pytest.approx(4.0, abs=0.5)
    # another person behind the same router, with the right code, is not held up at all
    bo = net.client(host.port, "Bo")
    qtbot.waitUntil(lambda: bo.seat is not None, timeout=3000)


def test_look_alike_names_are_made_distinct_at_the_table(qtbot, net) -> None:
    host = net.host(5, host_name="Host")
    host.set_computer(4, "easy", "Ada")
    people = [net.client(host.port, n) for n in ("Mallory", "Mallory", "A\u200bd\u200ba")]
    qtbot.waitUntil(lambda: all(p.lobby is not None and p.lobby.seats[3].state == "person" for p in people)
                    and people[0].lobby.seats[3].name != "", timeout=5000)
    qtbot.waitUntil(lambda: people[0].lobby.seats[3].name == host.table.seats[3].name, timeout=3000)
    names = [s.name for s in people[0].lobby.seats]
    assert names[1:] == ["Mallory", "Mallory 2", "Ada 2", "Ada"]
    assert len({name_key(n) for n in names}) == len(names)


def test_an_app_of_another_version_with_the_same_protocol_joins_and_another_protocol_is_told(qtbot, net) -> None:
    host = net.host(3, host_name="Host")
    newer = net.client(host.port, "Newer", app="99.1.0")
    qtbot.waitUntil(lambda: newer.seat == 1, timeout=5000)
    got = raw_hello(qtbot, host.port, {"type": "hello", "protocol": m.PROTOCOL_VERSION + 1, "app": "99.2.0",
                                       "name": "Old", "future": True}, source="127.0.0.1")
    assert (got[0]["code"], got[0]["your_app"], got[0]["host_protocol"]) == ("version", "99.2.0", m.PROTOCOL_VERSION)


@pytest.mark.slow  # a whole game over real sockets (about 13 s)
def test_the_host_sends_each_view_once_per_change(qtbot, net) -> None:
    """No view repeats the one before it: every view shows a move, a new round or someone away or back."""
    host = net.host(3, rounds=7)
    a = net.client(host.port, "Ana", seed=1, delay_ms=60)  # a person's pace: well under the flood limit
    qtbot.waitUntil(lambda: a.seat is not None, timeout=5000)
    host.fill_with_computers("easy", ["Cy"])
    host.start(seed=11)
    qtbot.waitUntil(lambda: a.view is not None and a.view.phase == "game_over", timeout=120000)
    dec = FrameDecoder()
    assert a.welcomes == 1  # one connection throughout: a new one is sent the whole view again, rightly
    views = [m.decode(o, m.HOST_MESSAGES) for r in a.log for o in dec.feed(r.data) if o.get("type") == "view"]
    assert len(views) > 100
    for before, after in itertools.pairwise(views):
        assert (after.turn, after.away, after.view.round_number, after.phase) != \
               (before.turn, before.away, before.view.round_number, before.phase)


def test_a_whole_table_behind_one_router_joins_at_the_same_moment(qtbot, net) -> None:
    host = net.host(8, host_name="Host")
    people = [net.client(host.port, f"P{i}") for i in range(7)]  # all from 127.0.0.1, all at once
    qtbot.waitUntil(lambda: all(p.seat is not None for p in people), timeout=10000)
    assert host.table.full and not any(p.refusals for p in people)
