"""A hall behind a balancer (`--proxy-from`): each connection from the balancer's address begins with a
PROXY v2 header, and the hall counts it under the person's address the header names; nothing else from
that address is accepted. Real sockets on 127.0.0.1 (the balancer's address here), the hall in its own
process; the clients write the header as HAProxy's `send-proxy-v2` does (net/proxy.py)."""
from __future__ import annotations

import socket
import ssl
import time

import pytest

from mextrain.net import proxy
from support.hall import HallProcess, TlsClient, create_table, join

FAST = ["--rate", "2000", "--burst", "2000"]


def _from(address: str, port: int = 51000) -> bytes:
    return proxy.header(address, "127.0.0.1", port, 47124)


def test_the_hall_counts_each_connection_under_the_address_its_balancer_names(tmp_path):
    hall = HallProcess(tmp_path / "hall", extra=[*FAST, "--proxy-from", "127.0.0.1", "--connections-per-address", "2"])
    fp = hall.fingerprint
    try:
        host, code, _token = create_table(hall.port, fp, "Oma", "Family", proxy_header=_from("203.0.113.9"))
        guest = join(hall.port, fp, "Ben", code, proxy_header=_from("203.0.113.9", 51001))
        listed = hall.admin("list")
        assert f"{code}  'Family'" in listed and "from 203.0.113.9" in listed
        # 203.0.113.9 holds its two connections: its third is told busy; another person behind the same
        # balancer is not counted with it
        over = TlsClient(hall.port, fp, name="Cleo", proxy_header=_from("203.0.113.9", 51002))
        over.hello(code=code)
        assert over.wait_for("refused")["code"] == "busy"
        other = TlsClient(hall.port, fp, name="Dan", proxy_header=_from("203.0.113.10"))
        other.hello(code=code)
        assert other.wait_for("refused")["code"] == "full"  # judged by the table, not the address's count
        assert "203.0.113.9: over its connections, told busy" in hall.log()
        for c in (host, guest):
            c.pump()  # their pings answered: alive when the ban comes
        # banned by the address the header names: its two connections are closed; a new one of it is cut at
        # once, while another person behind the same balancer still comes in
        assert hall.admin("ban", "203.0.113.9").startswith("banned 203.0.113.9; 2 connections closed")
        with pytest.raises((ConnectionError, ssl.SSLError, OSError)):
            TlsClient(hall.port, fp, timeout=3, proxy_header=_from("203.0.113.9", 51003))
        second, _code, _ = create_table(hall.port, fp, "Dan", "Dan's", proxy_header=_from("203.0.113.10"))
        for c in (host, guest, over, other, second):
            c.close()
    finally:
        hall.kill()


def test_a_connection_from_the_balancer_without_a_header_is_closed_and_the_header_may_come_in_pieces(tmp_path):
    hall = HallProcess(tmp_path / "hall", extra=[*FAST, "--proxy-from", "127.0.0.1"])
    fp = hall.fingerprint
    try:
        with pytest.raises((ConnectionError, ssl.SSLError, OSError)):
            TlsClient(hall.port, fp, timeout=3)  # a TLS hello where the header belongs
        raw = socket.create_connection(("127.0.0.1", hall.port), timeout=5)
        head = _from("198.51.100.4")
        for piece in (head[:5], head[5:20], head[20:]):  # a header written in three pieces
            raw.sendall(piece)
            time.sleep(0.05)
        sock = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
        sock.check_hostname, sock.verify_mode = False, ssl.CERT_NONE
        with sock.wrap_socket(raw) as tls:
            assert tls.version() is not None  # TLS came up behind it
        # the balancer's own connection (a health check: a LOCAL header, then closed) costs nothing
        local = socket.create_connection(("127.0.0.1", hall.port), timeout=5)
        local.sendall(proxy.SIGNATURE + bytes((0x20, 0x00, 0x00, 0x00)))
        local.close()
        host, code, _ = create_table(hall.port, fp, "Oma", "Family", proxy_header=_from("198.51.100.4"))
        assert "from 198.51.100.4" in hall.admin("list")
        assert "without a PROXY header" in hall.log()
        host.close()
    finally:
        hall.kill()


def test_a_hall_with_no_balancer_takes_a_proxy_header_from_nobody(tmp_path):
    """Anyone could write the header: a hall believes it only from the addresses it was given."""
    hall = HallProcess(tmp_path / "hall", extra=FAST)
    try:
        with pytest.raises((ConnectionError, ssl.SSLError, OSError)):
            TlsClient(hall.port, hall.fingerprint, timeout=3, proxy_header=_from("203.0.113.9"))
        host, _code, _ = create_table(hall.port, hall.fingerprint, "Oma", "Family")
        assert "from 127.0.0.1" in hall.admin("list")
        host.close()
    finally:
        hall.kill()
