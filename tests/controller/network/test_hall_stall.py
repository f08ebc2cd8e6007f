"""A hall whose loop is held does not count the time against its people (net/host_edge.py, `Hearing`).

A connection is dead after `DEAD_AFTER` seconds of silence, and pinged after `PING_EVERY`. A hall whose
event loop is held longer than that (a burst of work, a machine that gives it no CPU) read nothing and
pinged nobody meanwhile: before, its next tick found every connection "dead" whose answer was waiting
unread in its socket. The hall runs here on this thread's loop, its clients on another thread, with the
heartbeat shortened (1.5 s dead, 0.5 s ping) and the loop held 2.5 s by a callback that sleeps.
"""
from __future__ import annotations

import threading
import time
from typing import Any

from mextrain.hall import server as hall_server
from mextrain.hall.loop_watch import LoopWatch
from mextrain.hall.server import Hall
from mextrain.net import certs, host_edge
from mextrain.net.hall import HallLimits
from support.hall import TlsClient, create_table, hall_beside, join

DEAD, PING, HELD = 1.5, 0.5, 2.5


def _bye(c: TlsClient) -> str | None:
    return next((m.get("reason") for m in c.inbox if m.get("type") == "bye"), None)


def _pump_for(seconds: float, *clients: TlsClient) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        for c in clients:
            c.pump()
        time.sleep(0.02)


def _stalled_hall(tmp_path, monkeypatch) -> dict[str, Any]:
    """Three people at a table (a lobby): Oma and Ben answer pings, Cy never reads. The loop is held
    HELD s; then everybody is watched for 2 * DEAD s more. What each was told, and the hall's hearing."""
    monkeypatch.setattr(host_edge, "DEAD_AFTER", DEAD)
    monkeypatch.setattr(host_edge, "PING_EVERY", PING)
    cert = certs.ensure_self_signed(tmp_path, "test hall")
    seen: dict[str, Any] = {}

    def make() -> Hall:
        return Hall(tmp_path / "hall", cert, HallLimits())

    def play(hall: Hall) -> None:
        port, fp = hall.port, cert.fingerprint
        oma, code, _token = create_table(port, fp, "Oma", "Oma's table", players=3)
        ben = join(port, fp, "Ben", code)
        cy = join(port, fp, "Cy", code)  # from here on Cy reads nothing: it answers no ping
        _pump_for(0.3, oma, ben)
        held = threading.Event()
        hall.loop.call_soon_threadsafe(lambda: (held.set(), time.sleep(HELD)))
        assert held.wait(5)
        _pump_for(HELD + 2 * DEAD, oma, ben)  # Oma and Ben answer whatever comes (nothing while it is held)
        cy.pump()
        seen.update(oma=_bye(oma), ben=_bye(ben), cy=_bye(cy), deaf=hall.hearing.deaf,
                    oma_closed=oma.closed, ben_closed=ben.closed)
        for c in (oma, ben, cy):
            c.close()

    hall_beside(make, threading.Event(), play)
    return seen


def test_a_held_loop_drops_nobody_who_answers_and_a_silent_client_is_still_found_dead(tmp_path, monkeypatch):
    seen = _stalled_hall(tmp_path, monkeypatch)
    assert seen["deaf"] >= HELD - 0.1  # the held loop was counted as time the hall could not hear
    assert seen["oma"] is None and not seen["oma_closed"], f"Oma was dropped: {seen['oma']}"
    assert seen["ben"] is None and not seen["ben_closed"], f"Ben was dropped: {seen['ben']}"
    assert seen["cy"] == "dead"  # silent while the hall listened: still given up


def test_without_counting_the_held_time_the_same_stall_drops_everybody(tmp_path, monkeypatch):
    """The test above can fail: with the hearing clock switched off (a held loop counted as silence,
    as before) the very same stall closes Oma and Ben as dead."""
    monkeypatch.setattr(LoopWatch, "DEAF", 1e9)
    seen = _stalled_hall(tmp_path, monkeypatch)
    assert seen["deaf"] == 0.0
    assert seen["oma"] == "dead" and seen["ben"] == "dead" and seen["cy"] == "dead"



def test_the_collector_passes_over_what_has_lived_a_while_and_looks_at_everything_once_an_hour(
        tmp_path, monkeypatch, caplog):
    """The collector's full pass held a hall of 1,000 tables 100-200 ms four times a minute (freeing
    nothing): the hall freezes what has lived `FREEZE_EVERY` out of its passes, makes a full pass of its own
    every `FULL_COLLECTION_EVERY` (shortened here), and leaves nothing frozen when it closes."""
    import gc

    monkeypatch.setattr(hall_server, "FREEZE_EVERY", 0.1)
    monkeypatch.setattr(hall_server, "FULL_COLLECTION_EVERY", 0.6)
    cert = certs.ensure_self_signed(tmp_path, "test hall")
    seen: dict[str, int] = {}

    def play(hall: Hall) -> None:
        keep = [[object()] for _ in range(2000)]  # objects that live on: frozen at the next freeze
        end = time.monotonic() + 3
        while gc.get_freeze_count() < len(keep) and time.monotonic() < end:
            time.sleep(0.02)
        seen["frozen"] = gc.get_freeze_count()
        end = time.monotonic() + 3
        while not any("a full pass" in r.getMessage() for r in caplog.records) and time.monotonic() < end:
            time.sleep(0.02)
        del keep

    with caplog.at_level("INFO", logger="mextrain.hall"):
        hall_beside(lambda: Hall(tmp_path / "hall", cert, HallLimits()), threading.Event(), play)
    assert seen["frozen"] >= 2000
    assert any("a full pass" in r.getMessage() for r in caplog.records)
    assert gc.get_freeze_count() == 0  # closed: whatever lives on in the process is the collector's again
