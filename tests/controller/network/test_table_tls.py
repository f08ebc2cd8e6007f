"""Every connection to a hosted table is TLS (issue 30): real handshakes over 127.0.0.1.

The table (HostTable, Qt's QSslServer side) and the joined app (JoinedTable, QSslSocket) on
one event loop; the middles are `support.hall.Proxy` (Python's ssl, threads of their own).
"""
from __future__ import annotations

import json
import socket

from PySide6.QtCore import QSettings
from PySide6.QtNetwork import QTcpSocket

from mextrain.controller.network import tls
from mextrain.engine import Phase
from mextrain.net import certs
from mextrain.net.messages import PROTOCOL_VERSION
from mextrain.net.wire import FrameDecoder
from support.hall import Proxy
from support.net_sockets import CODE, BotClient


def _plain_answer(qtbot, port: int, data: bytes) -> bytes:
    """What a plain-text client hears after sending `data` (the host answers on this event loop)."""
    sock = QTcpSocket()
    sock.connectToHost("127.0.0.1", port)
    qtbot.waitUntil(lambda: sock.state() == QTcpSocket.SocketState.ConnectedState, timeout=3000)
    sock.write(data)
    got = bytearray()

    def closed() -> bool:
        got.extend(sock.readAll().data())
        return sock.state() == QTcpSocket.SocketState.UnconnectedState

    qtbot.waitUntil(closed, timeout=5000)
    return bytes(got)


def test_a_plain_text_client_is_told_tls_only_and_an_app_from_before_tls_to_update(qtbot, net) -> None:
    host = net.host(2)
    text = _plain_answer(qtbot, host.port, b"GET / HTTP/1.1\r\n\r\n")
    assert b"TLS only" in text and b"Join a Table" in text
    hello = json.dumps({"type": "hello", "protocol": 5, "app": "0.1.0", "name": "Old", "code": CODE}).encode()
    frames = FrameDecoder().feed(_plain_answer(qtbot, host.port, len(hello).to_bytes(4, "big") + hello))
    assert [(f["type"], f["code"], f["host_protocol"]) for f in frames] == [("refused", "version", PROTOCOL_VERSION)]
    # (the old app words this "update the app", naming both versions)
    assert all(s.conn is None for s in host.table.seats)  # nobody was seated in plain text


def test_the_joined_app_checks_the_pinned_fingerprint_before_saying_a_word(qtbot, net) -> None:
    host = net.host(3)
    wrong = certs.make_self_signed().fingerprint
    refused = net.client(host.port, "Eve", pin=wrong, retry_delays=(0.05,))
    lost: list[str] = []
    refused.gave_up.connect(lost.append)
    qtbot.waitUntil(lambda: lost == ["wrong_certificate"], timeout=5000)
    assert refused.fingerprint == host.fingerprint and refused.expected_fingerprint == wrong
    assert refused.welcomes == 0 and refused.state == "lost"
    seated = net.client(host.port, "Ana", pin=host.fingerprint.upper())  # as an invitation may spell it
    qtbot.waitUntil(lambda: seated.seat is not None, timeout=5000)
    assert [s.name for s in host.table.infos() if s.state == "person"] == ["Ana"]


def test_a_middle_with_another_certificate_is_refused_and_hears_nothing(qtbot, net, tmp_path) -> None:
    host = net.host(2)
    mitm = Proxy(host.port, relay=False)
    try:
        pinned = net.client(mitm.port, "Grandmother Oma", pin=host.fingerprint, retry_delays=(0.05,))
        known = tls.KnownHosts(QSettings(str(tmp_path / "known.ini"), QSettings.Format.IniFormat))
        known.remember("127.0.0.1", mitm.port, host.fingerprint)  # the address was the table's last time
        typed = net.client(mitm.port, "Grandmother Oma", known=known, retry_delays=(0.05,))
        reasons: list[str] = []
        pinned.gave_up.connect(reasons.append)
        typed.gave_up.connect(reasons.append)
        qtbot.waitUntil(lambda: sorted(reasons) == ["certificate_changed", "wrong_certificate"], timeout=5000)
        assert known.get("127.0.0.1", mitm.port) == host.fingerprint  # the changed one is not remembered
        assert typed.fingerprint != host.fingerprint and typed.expected_fingerprint == host.fingerprint
        qtbot.wait(200)
        assert b"Oma" not in bytes(mitm.seen) and CODE.encode() not in bytes(mitm.seen)
        assert all(s.conn is None for s in host.table.seats)
    finally:
        mitm.close()


def test_an_address_typed_by_hand_is_remembered_with_its_fingerprint(qtbot, net, tmp_path) -> None:
    host = net.host(2)
    known = tls.KnownHosts(QSettings(str(tmp_path / "known.ini"), QSettings.Format.IniFormat))
    assert known.get("127.0.0.1", host.port) is None
    ana = net.client(host.port, "Ana", known=known)
    qtbot.waitUntil(lambda: ana.seat is not None, timeout=5000)
    assert known.get("127.0.0.1", host.port) == host.fingerprint == ana.fingerprint
    ana.leave()
    again = net.client(host.port, "Ana", known=known)  # the same certificate: in, as before
    qtbot.waitUntil(lambda: again.seat is not None, timeout=5000)


def test_a_relay_in_the_middle_sees_no_name_code_token_or_tile(qtbot, net) -> None:
    host = net.host(2)
    relay = Proxy(host.port, relay=True)
    try:
        clients: list[BotClient] = []
        for i, name in enumerate(("Grandmother Oma", "Cousin Benedikt")):
            c = BotClient(relay.port, name, seed=i, pin=host.fingerprint)
            net.clients.append(c)
            clients.append(c)
            c.connect_to_host()
        qtbot.waitUntil(lambda: all(c.seat is not None for c in clients), timeout=5000)
        host.start(seed=5)
        qtbot.waitUntil(lambda: all(c.views > 30 for c in clients)
                        or host.controller.game.phase is Phase.GAME_OVER, timeout=20000)
        assert any(c.view is not None and c.view.view.hand for c in clients)  # tiles did cross the middle
        seen = bytes(relay.seen)
        assert len(seen) > 10_000
        tokens = [c.token.encode() for c in clients if c.token]
        assert len(tokens) == 2
        for secret in (b"Grandmother", b"Benedikt", b"Test table", CODE.encode(), *tokens,
                       b'"hand"', b'"legal"', b'"hello"', b'"welcome"'):
            assert secret not in seen, secret
    finally:
        relay.close()


def test_a_connection_that_closes_before_a_word_leaves_no_trace(qtbot, net) -> None:
    host = net.host(2)
    for _ in range(3):
        s = socket.create_connection(("127.0.0.1", host.port))
        s.close()
    qtbot.waitUntil(lambda: not host.session.conns and not host.transport._screening, timeout=5000)
