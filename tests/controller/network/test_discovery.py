"""Tables found on the local network: real zeroconf, multicast DNS kept on 127.0.0.1.

Announcer and browser run in this process and meet over the loopback interface; no packet
goes anywhere but this machine. Every wait is bounded (qtbot's timeouts), and each test
looks only at tables named with its own random tag.
"""
from __future__ import annotations

import threading
import unicodedata

import pytest

from mextrain.controller.network import discovery as discovery
from mextrain.controller.network.discovery import TableAnnouncer, TableBrowser
from mextrain.net import APP_VERSION, PROTOCOL_VERSION
from support.discovery import LOOPBACK, NOT_HERE, loopback_multicast_problem, raw_service, register_all, tag

WAIT = 15_000  # ms; an upper bound, never a measurement


@pytest.fixture
def lo() -> list[str]:
    problem = loopback_multicast_problem()
    if problem:
        pytest.skip(problem)
    return LOOPBACK


@pytest.fixture
def browser(qtbot, lo):
    seen = TableBrowser(interfaces=lo)
    seen.start()
    yield seen
    seen.stop()
    assert seen.wait(10)


@pytest.fixture
def announce(lo):
    made: list[TableAnnouncer] = []

    def make(name: str, port: int = 47123, seats: int = 4, free: int = 3, fingerprint: str = "") -> TableAnnouncer:
        announcer = TableAnnouncer(name, port, seats, free, interfaces=lo, fingerprint=fingerprint)
        announcer.start()
        made.append(announcer)
        return announcer

    yield make
    for announcer in made:
        announcer.stop()
    assert all(announcer.wait(10) for announcer in made)


def mine(browser: TableBrowser, word: str) -> list:
    return [t for t in browser.tables() if word in t.name]


def test_an_announced_table_is_found_with_all_it_says(qtbot, browser, announce) -> None:
    word = tag()
    threads: list[threading.Thread] = []
    browser.tables_changed.connect(lambda: threads.append(threading.current_thread()))
    announcer = announce(f"Kitchen {word}", port=47123, seats=4, free=3, fingerprint="5a" * 32)
    qtbot.waitUntil(lambda: len(mine(browser, word)) == 1, timeout=WAIT)
    (table,) = mine(browser, word)
    assert table.fingerprint == "5a" * 32  # the join pins the table's certificate to it
    assert (table.name, table.host, table.port) == (f"Kitchen {word}", "127.0.0.1", 47123)
    assert (table.seats, table.seats_free, table.version, table.protocol) == (4, 3, APP_VERSION, PROTOCOL_VERSION)
    qtbot.waitUntil(lambda: announcer.instance_name != "", timeout=WAIT)
    assert table.service == announcer.instance_name
    assert threads and all(t is threading.main_thread() for t in threads)  # delivered queued, to the GUI thread
    assert browser.error == "" and announcer.error == ""


def test_free_seats_follow_updates(qtbot, browser, announce) -> None:
    word = tag()
    announcer = announce(f"Porch {word}", seats=6, free=5)
    qtbot.waitUntil(lambda: [t.seats_free for t in mine(browser, word)] == [5], timeout=WAIT)
    announcer.update(2)
    announcer.update(1)  # the latest number wins
    qtbot.waitUntil(lambda: [t.seats_free for t in mine(browser, word)] == [1], timeout=WAIT)
    announcer.update(0)
    qtbot.waitUntil(lambda: [t.seats_free for t in mine(browser, word)] == [0], timeout=WAIT)
    assert [t.playing for t in mine(browser, word)] == [False]
    announcer.update(0, True)  # issue 29, point 12: the game started, the list says "playing"
    qtbot.waitUntil(lambda: [t.playing for t in mine(browser, word)] == [True], timeout=WAIT)


def test_a_stopped_table_disappears_and_stop_returns_before_the_goodbye_is_sent(qtbot, browser, announce) -> None:
    word = tag()
    announcer = announce(f"Garden {word}")
    qtbot.waitUntil(lambda: len(mine(browser, word)) == 1, timeout=WAIT)
    qtbot.waitUntil(lambda: announcer.instance_name != "", timeout=WAIT)
    announcer.stop()
    assert not announcer.wait(0)  # the goodbye goes out on the worker thread, not here
    qtbot.waitUntil(lambda: mine(browser, word) == [], timeout=WAIT)
    assert announcer.wait(10)


def test_two_tables_alike_on_one_computer_both_show_sorted_by_name(qtbot, browser, announce) -> None:
    word = tag()
    announce(f"Table {word}", port=47001)
    announce(f"Table {word}", port=47002)
    announce(f"Attic {word}", port=47003)
    qtbot.waitUntil(lambda: len(mine(browser, word)) == 3, timeout=WAIT)
    tables = mine(browser, word)
    assert [t.name for t in tables] == [f"Attic {word}", f"Table {word}", f"Table {word}"]
    assert {t.port for t in tables} == {47001, 47002, 47003}
    assert len({t.service for t in tables}) == 3


def test_garbage_records_are_skipped_and_strange_names_cleaned(qtbot, browser, lo) -> None:
    from zeroconf import IPVersion, Zeroconf

    word = tag()
    good = {"seats": "4", "free": "1", "version": "0.1.0", "protocol": "1"}
    bad = {
        f"noname {word}": {"seats": "4", "free": "1"},
        f"noseats {word}": {"name": f"x {word}", "free": "1"},
        f"wordseats {word}": {"name": f"x {word}", "seats": "four", "free": "1"},
        f"manyseats {word}": {"name": f"x {word}", "seats": "99", "free": "1"},
        f"freeover {word}": {"name": f"x {word}", "seats": "2", "free": "3"},
        f"negative {word}": {"name": f"x {word}", "seats": "4", "free": "-1"},
        f"latin1 {word}": {b"name": b"\xe9t\xe9 " + word.encode(), b"seats": b"4", b"free": b"1"},
        f"huge {word}": {"name": "H" * 250, "seats": "4", "free": "1"},
        f"bloated {word}": {"name": f"x {word}", "seats": "4", "free": "1",
                            **{f"pad{i}": "p" * 200 for i in range(8)}},
        f"empty {word}": {},
        f"raw {word}": b"\xff\x00\x13garbage that is no TXT record at all\x05",
        f"noaddress {word}": ({"name": f"x {word}", "seats": "4", "free": "1"}, ()),
    }
    skipped: set[str] = set()
    browser.skipped.connect(skipped.add)
    zc = Zeroconf(interfaces=lo, ip_version=IPVersion.V4Only, use_asyncio=False)
    try:
        infos = [raw_service(f"ok {word}", {**good, "name": f"Fine {word}"}),
                 raw_service(f"odd {word}", {**good, "name": f"\x1b[31mOdd\u202e\r\n{word}\x00" + "!" * 60})]
        for label, properties in bad.items():
            properties, addresses = properties if isinstance(properties, tuple) else (properties, ("127.0.0.1",))
            infos.append(raw_service(label, properties, addresses=addresses))
        register_all(zc, infos)
        wanted = {f"{label}.{discovery.SERVICE_TYPE}" for label in bad}
        qtbot.waitUntil(lambda: wanted <= skipped and len(mine(browser, word)) == 2, timeout=WAIT * 2)
        odd, fine = sorted(mine(browser, word), key=lambda t: t.name.startswith("Fine"))
        assert fine.name == f"Fine {word}"
        assert odd.name.startswith(f"[31mOdd {word}") and len(odd.name) == 40
        assert not any(unicodedata.category(ch)[0] == "C" for ch in odd.name)
        assert browser.error == ""
    finally:
        zc.close()


def test_a_zeroconf_failure_is_told_and_lists_nothing(qtbot, lo) -> None:
    failed = TableBrowser(interfaces=NOT_HERE)
    with qtbot.waitSignal(failed.error_changed, timeout=WAIT) as signal:
        failed.start()
    assert signal.args[0] == failed.error and "local network" in failed.error and "address" in failed.error
    assert failed.tables() == []
    host = TableAnnouncer("Nowhere", 47123, 4, 4, interfaces=NOT_HERE)
    with qtbot.waitSignal(host.error_changed, timeout=WAIT):
        host.start()
    host.update(3)  # hosting goes on: nothing raises, nothing blocks
    assert "local network" in host.error and host.instance_name == ""
    failed.stop()
    host.stop()
    assert failed.wait(10) and host.wait(10)


def test_starting_and_stopping_often_leaks_no_thread(qtbot, lo) -> None:
    word = tag()
    before = set(threading.enumerate())
    seen = TableBrowser(interfaces=lo)
    host = TableAnnouncer(f"Busy {word}", 47123, 4, 2, interfaces=lo)
    for i in range(8):
        seen.start()
        seen.start()  # a second start while running changes nothing
        host.start()
        host.update(i % 3)
        if i % 2:
            qtbot.waitUntil(lambda: len(mine(seen, word)) == 1, timeout=WAIT)
        host.stop()
        seen.stop()
        seen.stop()  # and so does a second stop
        assert mine(seen, word) == []
    assert discovery.shutdown(20)
    qtbot.waitUntil(lambda: set(threading.enumerate()) <= before, timeout=WAIT)


def test_a_table_deleted_without_stop_still_says_goodbye(qtbot, browser, lo) -> None:
    import shiboken6
    from PySide6.QtCore import QObject

    word = tag()
    owner = QObject()  # say, the lobby window that is closed
    host = TableAnnouncer(f"Orphan {word}", 47123, 4, 2, parent=owner, interfaces=lo)
    host.start()
    qtbot.waitUntil(lambda: len(mine(browser, word)) == 1, timeout=WAIT)
    shiboken6.delete(owner)
    qtbot.waitUntil(lambda: mine(browser, word) == [], timeout=WAIT)
    qtbot.waitUntil(lambda: not any(t.name.startswith("mextrain-announce") for t in threading.enumerate()),
                    timeout=WAIT)
    assert discovery.shutdown(5)  # a deleted one in the list of live ones is no problem


def test_the_rule_set_follows_updates(qtbot, browser, announce) -> None:
    """Issue 28: the host changes the rules in the lobby, the lists nearby show the new rule set."""
    from mextrain.engine.options import STANDARD_RULES

    word = tag()
    announcer = announce(f"Attic {word}", seats=4, free=3)
    qtbot.waitUntil(lambda: len(mine(browser, word)) == 1, timeout=WAIT)
    assert mine(browser, word)[0].rules is None  # nothing said yet
    announcer.update(3, False, STANDARD_RULES)
    qtbot.waitUntil(lambda: [t.rules for t in mine(browser, word)] == [STANDARD_RULES], timeout=WAIT)
    oma = {**STANDARD_RULES, "set": 9, "draw": "until_fits"}
    announcer.update(3, False, oma, "Oma's rules")
    qtbot.waitUntil(lambda: [(t.rules, t.rule_set) for t in mine(browser, word)] == [(oma, "Oma's rules")], timeout=WAIT)
