"""The hall's group commit: a move is acknowledged and shown to nobody before its journal line is on the disk.

The hall runs here on an asyncio loop of the test's own thread; the protocol clients
(support.hall.TlsClient) play on a thread of their own. The disk's sync is gated: while it has not returned, the mover
gets no `result` and the other seat no view of the move, and the line is already in the file.
"""
from __future__ import annotations

import asyncio
import threading
import time
from pathlib import Path
from typing import Any

from mextrain.hall import commit as hall_commit
from mextrain.hall.loop_watch import LoopWatch
from mextrain.hall.server import Hall
from mextrain.net import certs
from mextrain.net.hall import HallLimits
from mextrain.net.messages import APP_VERSION, PROTOCOL_VERSION
from support.hall import TlsClient, admin, create_table, hall_beside, join


def _turn_view(c: TlsClient, turn: int) -> dict[str, Any] | None:
    return next((m for m in c.inbox if m.get("type") == "view" and m["turn"] == turn), None)


def test_a_move_waits_for_its_journal_on_the_disk_before_anybody_hears_of_it(tmp_path, monkeypatch):
    real = hall_commit.sync_file
    gate = threading.Event()
    gate.set()
    synced: list[tuple[Path, bytes]] = []

    def gated(path: Path) -> None:
        assert gate.wait(20)
        synced.append((Path(path), Path(path).read_bytes()))
        real(path)

    monkeypatch.setattr(hall_commit, "sync_file", gated)
    cert = certs.ensure_self_signed(tmp_path, "test hall")
    seen: dict[str, Any] = {}

    def make() -> Hall:
        return Hall(tmp_path / "hall", cert, HallLimits(rate=2000, burst=2000), next_round_ms=500)

    def play(hall: Hall) -> None:
        port, fp = hall.port, cert.fingerprint
        host, code, token = create_table(port, fp, "Oma", "Oma's table")
        guest = join(port, fp, "Ben", code)
        assert admin(port, fp, code, token, "start")["ok"]
        for c in (host, guest):
            c.plays = False
            while _turn_view(c, 0) is None:
                c.wait_for("view")
        mover = next(c for c in (host, guest) if _turn_view(c, 0)["view"]["current"] == c.seat)  # type: ignore[index]
        other = guest if mover is host else host
        move = _turn_view(mover, 0)["view"]["legal"][0]  # type: ignore[index]
        gate.clear()  # the disk "hangs" from now on
        synced.clear()
        mover.send({"type": "move", "turn": 0, "move": move})
        end = time.monotonic() + 1.0
        while time.monotonic() < end:
            mover.pump()
            other.pump()
            time.sleep(0.02)
        seen["result_early"] = any(m.get("type") == "result" for m in mover.inbox)
        seen["view_early"] = _turn_view(other, 1) is not None or _turn_view(mover, 1) is not None
        gate.set()
        seen["result"] = mover.wait_for("result")
        while _turn_view(other, 1) is None:
            other.wait_for("view")
        seen["view"] = _turn_view(other, 1)
        seen["synced"] = list(synced)  # (the hall's clean stop syncs the tables' files as well, later)
        seen["move"] = move
        for c in (host, guest):
            c.close()

    hall_beside(make, gate, play)
    assert not seen["result_early"], "the move was acknowledged before its journal line was on the disk"
    assert not seen["view_early"], "the move was shown before its journal line was on the disk"
    assert seen["result"]["ok"] is True and seen["view"]["turn"] == 1
    # the sync that let them out was of the hall's log (one file for every table's lines), with the move's line in it
    logs = [(p, data) for p, data in seen["synced"] if p.suffix == ".wal"]
    assert logs and any(b'"event"' in data for _p, data in logs)
    assert not [p for p, _ in seen["synced"] if p.name.endswith(".json") and not p.name.endswith(".hall.json")]


def test_a_snapshot_is_written_off_the_event_loop_and_its_table_is_told_only_once_it_is_on_the_disk(
        tmp_path, monkeypatch):
    """A new table's save (written whole) hangs on the disk: the hall's loop still answers others
    at once, and the creator hears `table_created` only once the save is on the disk."""
    real = hall_commit.atomic_write_text
    gate = threading.Event()
    gate.set()
    written: list[Path] = []

    def gated(path: Path, text: str) -> None:
        assert gate.wait(20)
        real(path, text)
        written.append(Path(path))

    monkeypatch.setattr(hall_commit, "atomic_write_text", gated)
    cert = certs.ensure_self_signed(tmp_path, "test hall")
    seen: dict[str, Any] = {}

    def make() -> Hall:
        return Hall(tmp_path / "hall", cert, HallLimits(rate=2000, burst=2000))

    def play(hall: Hall) -> None:
        port, fp = hall.port, cert.fingerprint
        gate.clear()  # the disk "hangs" from now on
        host = TlsClient(port, fp, name="Oma")
        host.send({"type": "create_table", "protocol": PROTOCOL_VERSION, "app": APP_VERSION, "name": "Oma",
                   "table": "Oma's table", "options": {"players": 2, "rounds": 7, "starting_run": False}})
        other = TlsClient(port, fp)  # meanwhile somebody else: the loop answers at once
        end = time.monotonic() + 0.5
        while time.monotonic() < end:
            host.pump()
            time.sleep(0.02)
        other.send({"type": "ping", "n": 7})
        seen["pong"] = other.wait_for("pong", timeout=3)
        seen["created_early"] = any(m.get("type") in ("table_created", "welcome") for m in host.inbox)
        seen["written_early"] = list(written)
        gate.set()
        seen["created"] = host.wait_for("table_created")
        host.wait_for("welcome")
        for c in (host, other):
            c.close()

    hall_beside(make, gate, play)
    assert seen["pong"]["n"] == 7
    assert not seen["created_early"], "the table was announced before its save was on the disk"
    assert seen["written_early"] == []
    code = seen["created"]["code"]
    saved = [p for p in written if p.name.endswith(".hall.json")]
    assert saved and code in saved[0].read_text(encoding="utf-8")


def test_the_loop_watch_sees_how_long_the_event_loop_was_held_up_and_says_it_at_the_stop(caplog) -> None:
    """What a move arriving meanwhile waits before the hall reads it: a callback that holds the loop for
    150 ms shows as a timer 150 ms late (the figure bench_hall prints beside the p99)."""

    async def main() -> LoopWatch:
        watch = LoopWatch(asyncio.get_running_loop())
        await asyncio.sleep(0.06)
        asyncio.get_running_loop().call_soon(time.sleep, 0.15)
        end = time.monotonic() + 2
        while max(watch.late, default=0.0) <= 0.1 and time.monotonic() < end:
            await asyncio.sleep(0.02)
        await asyncio.sleep(0.1)
        return watch

    watch = asyncio.run(main())
    assert max(watch.late) > 0.1
    assert sorted(watch.late)[len(watch.late) // 2] < 0.05  # the other beats came about on time
    with caplog.at_level("INFO", logger="mextrain.hall"):
        watch.close()
    assert any("event loop:" in r.getMessage() and " 1 of " in r.getMessage() for r in caplog.records)
