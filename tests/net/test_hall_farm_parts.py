"""The pure parts of several halls behind one balancer (hall.md, "Beyond one machine"): the PROXY v2
header a balancer writes, a hall's route and code letter, what it tells the balancer's agent-check,
and the app's reading of a `table_created` that names its hall's route."""
from __future__ import annotations

import pytest

from mextrain.engine.options import GameOptions
from mextrain.net import client as cl
from mextrain.net import hall as h
from mextrain.net import proxy, wire
from mextrain.net.lobby import CODE_ALPHABET
from mextrain.net.schema import ProtocolError


def test_a_proxy_header_names_the_persons_address_and_how_many_bytes_it_takes() -> None:
    head = proxy.header("203.0.113.9", "10.9.0.2", 51000, 47124)
    assert len(head) == 16 + 12
    tls_hello = b"\x16\x03\x01\x02\x00"
    assert proxy.parse(head + tls_hello) == proxy.Proxied(28, "203.0.113.9")
    six = proxy.header("2001:db8::7", "2001:db8::1", 1, 2)
    assert proxy.parse(six) == proxy.Proxied(52, "2001:db8::7")
    mapped = proxy.header("::ffff:198.51.100.4", "::ffff:10.0.0.1", 1, 2)
    assert proxy.parse(mapped) == proxy.Proxied(52, "198.51.100.4")  # as the hall writes an IPv4 peer
    for cut in (1, 12, 15, 20):  # arrived in pieces: wait for the rest
        assert proxy.parse(head[:cut]) is None


def test_a_local_header_keeps_the_balancers_own_address() -> None:
    local = proxy.SIGNATURE + bytes((0x20, 0x00)) + (0).to_bytes(2, "big")
    assert proxy.parse(local) == proxy.Proxied(16, None)


@pytest.mark.parametrize("data", [
    b"\x16\x03\x01",  # a TLS hello straight away: no header
    b"PROXY TCP4 1.2.3.4 5.6.7.8 1 2\r\n",  # version 1 (text): not what the hall is configured for
    proxy.SIGNATURE + bytes((0x11, 0x11)) + (12).to_bytes(2, "big") + bytes(12),  # version 1 in the v2 frame
    proxy.SIGNATURE + bytes((0x22, 0x11)) + (12).to_bytes(2, "big") + bytes(12),  # an unknown command
    proxy.SIGNATURE + bytes((0x21, 0x11)) + (4000).to_bytes(2, "big"),  # longer than any of ours
    proxy.SIGNATURE + bytes((0x21, 0x12)) + (12).to_bytes(2, "big") + bytes(12),  # UDP
    proxy.SIGNATURE + bytes((0x21, 0x11)) + (4).to_bytes(2, "big") + bytes(4),  # IPv4 with no room for it
])
def test_anything_else_is_no_proxy_header(data: bytes) -> None:
    with pytest.raises(proxy.ProxyError):
        proxy.parse(data)


def test_a_route_is_a_name_or_address_and_a_port() -> None:
    assert h.Route.parse("2.hall.example.org:47124") == h.Route("2.hall.example.org", 47124)
    assert h.Route.parse("[2001:db8::1]:47126") == h.Route("2001:db8::1", 47126)
    assert str(h.Route("2001:db8::1", 47126)) == "[2001:db8::1]:47126"
    for bad in ("hall.example.org", "hall.example.org:0", "hall.example.org:70000", "-x-:47124", "a b:1", ":47124",
                "0.0.0.0:47124"):
        with pytest.raises(ValueError):
            h.Route.parse(bad)
    assert h.Route.from_json({"host": "k.hall.example.org", "port": 443}) == h.Route("k.hall.example.org", 443)
    for bad_json in ({"host": "x"}, {"host": "x", "port": "1"}, {"host": "x y", "port": 1}, {"host": "x", "port": 1, "z": 0},
                     {"host": 5, "port": 1}, "x:1"):
        with pytest.raises(ProtocolError):
            h.Route.from_json(bad_json)


def test_each_hall_of_a_farm_draws_codes_with_its_own_first_letter() -> None:
    assert h.FARM_HALLS == len(CODE_ALPHABET) == 31
    for number in (1, 2, 31):
        farm = h.Farm(number)
        book = h.Book(h.HallLimits(tables=200, tables_per_address=200), make_code=farm.make_code)
        codes = [book.new_entry("10.0.0.1", 0)[0].code for _ in range(200)]
        assert {c[0] for c in codes} == {CODE_ALPHABET[number - 1]}
        assert len(set(codes)) == 200 and all(len(c) == 6 and set(c) <= set(CODE_ALPHABET) for c in codes)
    alone = [h.Farm().make_code() for _ in range(300)]
    assert len({c[0] for c in alone}) > 20  # a hall alone: any first letter
    for bad in (-1, 32):
        with pytest.raises(ValueError):
            h.Farm(bad)


def test_the_agent_reply_is_the_room_left_and_drain_when_full() -> None:
    limits = h.HallLimits(tables=4)
    assert [h.agent_reply(n, limits) for n in range(6)] == [
        "ready up 100%\n", "ready up 75%\n", "ready up 50%\n", "ready up 25%\n", "drain\n", "drain\n"]
    assert h.agent_reply(499, h.HallLimits()) == "ready up 1%\n"  # never 0%: that would be drain's job


def _created(session: cl.ClientSession, msg: dict) -> list:
    session.connect(0.0)
    return session.received(wire.encode(msg), 0.1)


def test_the_app_reads_a_route_in_table_created_and_refuses_a_bad_one() -> None:
    create = h.CreateTable("Oma", "Family", GameOptions(2))
    out = _created(cl.ClientSession("Oma", create=create),
                   {**h.table_created("BK7P2M", "ab" * 16, h.Route("2.hall.example.org", 47124))})
    assert out == [cl.TableCreated("BK7P2M", "ab" * 16, h.Route("2.hall.example.org", 47124))]
    out = _created(cl.ClientSession("Oma", create=create), h.table_created("BK7P2M", "ab" * 16))
    assert out == [cl.TableCreated("BK7P2M", "ab" * 16, None)]  # a hall alone names none
    for bad in ({"host": "two words", "port": 1}, {"host": "x.org"}, "x.org:1"):
        session = cl.ClientSession("Oma", create=create)
        out = _created(session, {**h.table_created("BK7P2M", "ab" * 16), "route": bad})
        assert isinstance(out[-1], cl.Lost) and out[-1].reason == "bad_message"


def test_the_farm_flags_refuse_what_cannot_be_in_words(tmp_path, capsys) -> None:
    from mextrain import hall_cli

    for flags, words in ((["--hall-number", "32"], "a hall's number is 1 to 31"),
                         (["--proxy-from", "balancer"], "'balancer' does not appear to be an IPv4 or IPv6 address")):
        assert hall_cli.main(["--data", str(tmp_path), *flags]) == 2
        assert words in capsys.readouterr().err
    with pytest.raises(SystemExit):
        hall_cli.main(["--data", str(tmp_path), "--route", "hall.example.org"])
    assert "a route is NAME:PORT, e.g. 2.hall.example.org:47124, not 'hall.example.org'" in capsys.readouterr().err
    args = hall_cli._parser().parse_args(["--hall-number", "3", "--route", "03.hall.example.org:47124",
                                          "--proxy-from", "10.0.0.2", "--proxy-from", "::ffff:10.0.0.3"])
    assert hall_cli.farm_of(args) == h.Farm(3, h.Route("03.hall.example.org", 47124), frozenset({"10.0.0.2", "10.0.0.3"}))
    assert hall_cli.main(["--new-certificate", str(tmp_path / "farm")]) == 0
    shown = capsys.readouterr().out
    assert "tls-cert.pem" in shown and len(shown.split("fingerprint ")[1].split()[0]) == 64
    assert hall_cli.main(["--new-certificate", str(tmp_path / "farm")]) == 0  # kept, and shown again
    assert capsys.readouterr().out == shown
