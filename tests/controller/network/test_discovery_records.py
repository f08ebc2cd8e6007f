"""What a table announces and how a stranger's TXT record is read (pure, no network)."""
from __future__ import annotations

import ipaddress
import unicodedata

import pytest

from mextrain.controller.network.discovery_records import (
    MAX_LABEL_BYTES,
    MAX_TXT_BYTES,
    FoundTable,
    instance_label,
    parse_table,
    pick_host,
    txt_properties,
)
from mextrain.net import APP_VERSION, PROTOCOL_VERSION
from mextrain.net.schema import MAX_TABLE_NAME

GOOD = {b"name": "Küche".encode(), b"seats": b"4", b"free": b"2", b"version": b"0.3.0", b"protocol": b"1"}
LO = ("127.0.0.1",)


def props(**changes: bytes | None) -> dict[bytes, bytes | None]:
    out = dict(GOOD)
    for key, value in changes.items():
        if value is None:
            out.pop(key.encode(), None)
        else:
            out[key.encode()] = value
    return out


def test_a_good_record_reads_back_whole() -> None:
    table = parse_table(GOOD, 47123, LO, "Küche [abc123]._mextrain._tcp.local.")
    assert table == FoundTable("Küche", "127.0.0.1", 47123, 4, 2, "0.3.0", 1, LO,
                               "Küche [abc123]._mextrain._tcp.local.")


def test_what_an_announcer_writes_a_browser_reads() -> None:
    txt = {k.encode(): v.encode() for k, v in txt_properties("Sofa\tcorner\x00", 6, 5).items()}
    table = parse_table(txt, 5000, LO)
    assert table is not None
    assert (table.name, table.seats, table.seats_free) == ("Sofa corner", 6, 5)
    assert (table.version, table.protocol) == (APP_VERSION, PROTOCOL_VERSION)


def test_the_certificate_fingerprint_is_announced_and_read_back_for_the_join_to_pin() -> None:
    fp = "0f" * 32
    txt = {k.encode(): v.encode() for k, v in txt_properties("Kitchen", 4, 3, fingerprint=fp).items()}
    assert txt[b"fp"] == fp.encode()
    table = parse_table(txt, 5000, LO)
    assert table is not None and table.fingerprint == fp
    assert parse_table(GOOD, 5000, LO).fingerprint == ""  # not announced: the join pins the first one seen


def test_announced_numbers_are_kept_in_range() -> None:
    assert txt_properties("x", 12, 20)["seats"] == "8" and txt_properties("x", 12, 20)["free"] == "8"
    assert txt_properties("x", 1, -3)["seats"] == "2" and txt_properties("x", 1, -3)["free"] == "0"
    long = txt_properties("ж" * 500, 4, 1)["name"]
    assert long == "ж" * MAX_TABLE_NAME
    assert txt_properties("\x07\n ", 4, 1)["name"]  # an empty name falls back to something readable


@pytest.mark.parametrize("bad", [
    props(name=None), props(name=b""), props(name=b"\x01\x02\x1b"), props(name=b"\xff\xfe bad utf-8"),
    props(name=b"A" * (MAX_TABLE_NAME * 4 + 1)),
    props(seats=None), props(seats=b"abc"), props(seats=b"1"), props(seats=b"9"), props(seats=b"-4"),
    props(seats=b" 4"), props(seats="٤".encode()), props(seats=b"4" * 400),
    props(free=None), props(free=b"5"), props(free=b"-1"), props(free=b"2.0"), props(free=b""),
    props(fp=b""), props(fp=b"ab" * 31), props(fp=b"AB" * 32), props(fp=b"g" * 64), props(fp=b"ab" * 33),
    {**GOOD, **{f"k{i}".encode(): b"x" * 200 for i in range(6)}},  # more than MAX_TXT_BYTES in all
    {}, None, "not a mapping", {b"name": None, b"seats": None},
])
def test_a_record_that_cannot_be_trusted_gives_no_table(bad: object) -> None:
    assert parse_table(bad, 47123, LO) is None  # type: ignore[arg-type]


@pytest.mark.parametrize("port", [0, -1, 65536, None, "47123", 2**70])
def test_a_bad_port_gives_no_table(port: object) -> None:
    assert parse_table(GOOD, port, LO) is None  # type: ignore[arg-type]


@pytest.mark.parametrize("addresses", [(), ("nonsense",), ("224.0.0.251",), ("0.0.0.0",), ("fe80::1",), [None]])
def test_no_usable_address_gives_no_table(addresses: tuple) -> None:
    assert parse_table(GOOD, 47123, addresses) is None


def test_optional_fields_fall_back_to_unknown() -> None:
    for version in (None, b"", b"0.3.0; rm -rf /", b"1" * 40, "é".encode(), b"\x00"):
        table = parse_table(props(version=version, protocol=b"x"), 47123, LO)
        assert table is not None and table.version == "" and table.protocol == 0


def test_names_lose_control_and_format_characters_and_are_cut() -> None:
    evil = "Evil\x1b[2J\r\nTable\u202e\u200b" + "x" * 100
    table = parse_table(props(name=evil.encode()), 47123, LO)
    assert table is not None
    assert table.name.startswith("Evil[2J Table") and len(table.name) == MAX_TABLE_NAME
    assert not any(unicodedata.category(ch)[0] == "C" for ch in table.name)


def test_the_instance_label_is_unique_and_fits_a_dns_label() -> None:
    labels = {instance_label("Kitchen") for _ in range(50)}
    assert len(labels) == 50 and all(label.startswith("Kitchen [") for label in labels)
    for name in ("ж" * 40, "🚂" * 40, "a.b.c" * 8, "\x00", ""):
        label = instance_label(name)
        assert 0 < len(label.encode()) <= MAX_LABEL_BYTES and "." not in label


def test_the_address_chosen_is_one_on_our_network_and_not_loopback() -> None:
    ours = [ipaddress.ip_network("192.168.5.0/24"), ipaddress.ip_network("127.0.0.0/8")]
    assert pick_host(("127.0.0.1", "172.17.0.1", "192.168.5.20"), ours) == "192.168.5.20"
    assert pick_host(("127.0.0.1", "10.1.1.1"), []) == "10.1.1.1"
    assert pick_host(("2001:db8::5", "10.1.1.1"), []) == "10.1.1.1"
    assert pick_host(("127.0.0.1",), ours) == "127.0.0.1"


def test_many_addresses_are_bounded() -> None:
    table = parse_table(GOOD, 47123, [f"10.0.{i // 250}.{i % 250 + 1}" for i in range(1000)])
    assert table is not None and len(table.addresses) <= 16
    assert MAX_TXT_BYTES >= sum(len(k) + len(v) for k, v in GOOD.items())


def test_the_rule_set_is_announced_and_read_back_name_and_every_option() -> None:
    """Issue 28: a joining app shows the table's rule set before it sits down (`rules`, `rule_set`)."""
    from mextrain.engine.options import STANDARD_RULES

    oma = {**STANDARD_RULES, "set": 9, "doubles": "free", "starting_run": True}
    announced = txt_properties("Kitchen", 4, 3, rules=oma, rule_set="Oma's\nrules")
    assert announced["rules"] == "starting_run=1;set=9;doubles=free" and announced["rule_set"] == "Oma's rules"
    table = parse_table({k.encode(): v.encode() for k, v in announced.items()}, 5000, LO)
    assert table is not None and table.rules == oma and table.rule_set == "Oma's rules"
    standard = txt_properties("Kitchen", 4, 3, rules=STANDARD_RULES)
    assert standard["rules"] == "" and "rule_set" not in standard
    table = parse_table({k.encode(): v.encode() for k, v in standard.items()}, 5000, LO)
    assert table is not None and table.rules == STANDARD_RULES and table.rule_set == ""
    older = parse_table(GOOD, 5000, LO)  # an app that does not announce its rules
    assert older is not None and older.rules is None and older.rule_set == ""


@pytest.mark.parametrize("raw", [b"set=7", b"set=6", b"doubles=maybe", b"set=9;set=9", b"r25=1", b"starting_run=yes",
                                 b"set=" + b"9" * 300, "set=9\u00e9".encode()])
def test_a_rule_set_this_app_cannot_read_lists_the_table_without_its_rules(raw: bytes) -> None:
    """Unreadable or unplayable at the announced seats (a double-6 set for 8 seats): the table is listed,
    its rules not (a later version's option must not hide the table)."""
    table = parse_table(props(seats=b"8", free=b"8", rules=raw, rule_set=b"Oma"), 5000, LO)
    assert table is not None and table.rules is None and table.rule_set == ""
