"""Heartbeats (protocol.md, "Heartbeats, drops and reconnection"): each side pings the other
once it has heard nothing from it for 2 s, so a connection that is talking anyway (moves,
views, its own pings) is never pinged, and a silent one still is, and is found dead in 6 s."""
from __future__ import annotations

from mextrain.net import actions as a
from mextrain.net import client as cl
from mextrain.net import messages as m
from mextrain.net.connection import DEAD_AFTER, PING_EVERY
from mextrain.net.wire import FrameDecoder
from support.net import MemoryTable


def _pings_to(actions: list, conn: int) -> int:
    dec = FrameDecoder()
    return sum(1 for x in actions if isinstance(x, a.SendTo) and x.conn == conn
               for obj in dec.feed(x.data) if obj.get("type") == "ping")


def _client_pings(outs: list) -> int:
    dec = FrameDecoder()
    return sum(1 for o in outs if isinstance(o, cl.Send) for obj in dec.feed(o.data) if obj.get("type") == "ping")


def test_the_host_pings_a_silent_connection_after_2_s_and_never_one_that_pings_it() -> None:
    t = MemoryTable(players=3)
    ana, bo = t.join("Ana"), t.join("Bo")  # both said hello at 0
    assert _pings_to(t.host.tick(PING_EVERY - 0.1), ana.conn) == 0
    # Bo's app pings every second; Ana's says nothing
    sent_to_ana = sent_to_bo = 0
    for k in range(1, 21):
        now = k * 0.5
        if k % 2 == 0:
            t.now = now
            t.raw(bo, m.Ping(k).encode())
        out = t.host.tick(now)
        sent_to_ana += _pings_to(out, ana.conn)
        sent_to_bo += _pings_to(out, bo.conn)
        if now >= DEAD_AFTER - 1:
            break
    assert sent_to_bo == 0
    assert sent_to_ana == 2  # at 2 s and at 4 s: Ana answers nothing, so it stays at one ping each 2 s
    assert a.CloseConnection(ana.conn, "dead") in t.host.tick(DEAD_AFTER)


def test_the_joined_app_pings_only_a_host_it_has_not_heard_for_2_s() -> None:
    c = cl.ClientSession("Ana", "KX7P2M")
    c.connect(0.0)
    c.received(m.Welcome(2, "12" * 16).encode(), 0.0)
    c.received(m.Ping(1).encode(), 1.5)  # the host spoke at 1.5 s
    assert _client_pings(c.tick(2.0)) == 0
    assert _client_pings(c.tick(3.4)) == 0
    assert _client_pings(c.tick(3.5)) == 1  # 2 s of silence
    assert _client_pings(c.tick(4.0)) == 0  # at most one each 2 s


def test_a_table_left_alone_stays_alive_on_half_the_heartbeats() -> None:
    """Three apps at a lobby, nobody doing anything for a minute, both sides ticking every half
    second: nobody is found dead, and the pings both ways are one for each connection every 2 s
    at most (before, both sides pinged every 2 s whatever they heard: twice as many)."""
    t = MemoryTable(players=4)
    peers = [t.join(name) for name in ("Ana", "Bo", "Cy")]
    assert all(p.client.state == "lobby" for p in peers)
    start = len(t.host_actions)
    client_pings = 0
    seconds = 60.0
    end = t.now + seconds
    while t.now < end:
        t.now += 0.5
        t.run(t.host.tick(t.now))
        for p in peers:
            outs = p.client.tick(t.now)
            client_pings += _client_pings(outs)
            t.client_out(p, outs)
    actions = t.host_actions[start:]
    assert not [x for x in actions if isinstance(x, a.CloseConnection)]
    assert all(p.client.state != "closed" for p in peers)
    host_pings = sum(_pings_to(actions, p.conn) for p in peers)
    assert 0 < host_pings + client_pings <= len(peers) * seconds / PING_EVERY
