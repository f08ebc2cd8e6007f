"""`mextrain-server` in a process of its own: killed with SIGKILL mid-game, started again, it
reopens its table from the save; the joined apps reconnect by themselves with their tokens;
the finished game's record replays, and the moves made before the kill are exactly its start."""
from __future__ import annotations

import io
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from mextrain.net.table_save import load_table
from mextrain.tools.sim import check_file
from support.ports import free_port

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


def _server(tmp: Path, port: int, log: Path) -> subprocess.Popen:
    # the shortest whole game (R19: a double-6 set, 4 rounds; about 100 turns, killed past turn 40)
    args = [sys.executable, "-m", "mextrain.server", "--seats", "person,person,computer:easy", "--set", "6", "--rounds", "4",
            "--port", str(port), "--address", "127.0.0.1", "--code", "KX7P2M", "--pace", "instant",
            "--next-round", "0", "--linger", "0.5", "--save", str(tmp / "table.json"), "--announce-on", "127.0.0.1"]
    env = dict(os.environ, MEXTRAIN_DATA_DIR=str(tmp))
    return subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=log.open("ab"), env=env)


def _decisions(game) -> list:
    return [(r.number, d.seat, d.move) for r in game.rounds for d in r.decisions]


@pytest.mark.slow  # a whole game
def test_a_killed_server_reopens_its_table_and_the_game_goes_on_without_a_move_twice(qtbot, net, tmp_path: Path) -> None:
    port, log = free_port(), tmp_path / "server.log"
    proc = _server(tmp_path, port, log)
    try:
        qtbot.waitUntil(lambda: b"join code" in log.read_bytes(), timeout=20000)
        delays = (0.3,) * 60  # the apps keep trying while the server starts again
        a = net.client(port, "Ana", seed=1, delay_ms=30, retry_delays=delays)
        b = net.client(port, "Bo", seed=2, delay_ms=30, retry_delays=delays)
        qtbot.waitUntil(lambda: all(c.view is not None and c.view.turn >= 40 for c in (a, b)), timeout=30000)
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
        before = load_table(tmp_path / "table.json").game
        assert before is not None and len(_decisions(before)) >= 40 and before.phase.value != "game_over"
        qtbot.waitUntil(lambda: a.state == "retrying" or a.state == "connecting", timeout=10000)

        proc = _server(tmp_path, port, log)
        qtbot.waitUntil(lambda: a.welcomes == 2 and b.welcomes == 2, timeout=30000)
        assert b"reopening the saved table" in log.read_bytes()
        qtbot.waitUntil(lambda: all(c.view is not None and c.view.phase == "game_over" for c in (a, b)), timeout=90000)
        assert proc.wait(20) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
    after = load_table(tmp_path / "table.json").game  # replayed through the engine
    assert _decisions(after)[: len(_decisions(before))] == _decisions(before)
    assert a.view.view.totals == tuple(after.totals)
    assert (after.options.set, len(after.rounds)) == (6, 4)
    out = io.StringIO()  # sim --check reads the server's save itself (its record sits under "game")
    assert check_file(str(tmp_path / "table.json"), out) == 0, out.getvalue()
    assert "1 records checked: 1 conform" in out.getvalue()


def test_the_seat_list_is_read_strictly_and_a_bad_one_is_refused_in_words(capsys) -> None:
    from mextrain.server import main, parse_seats

    assert parse_seats("person, Computer:HARD,computer,person") == [
        ("person", None), ("computer", "hard"), ("computer", "normal"), ("person", None)]
    for bad, words in (("person", "2 to 8"), ("person,robot", "not a seat"), ("computer,computer", "a person"),
                       ("person," * 8 + "person", "2 to 8"), ("person,computer:genius", "not a seat")):
        assert main(["--seats", bad]) == 2
        assert words in capsys.readouterr().err


def test_the_server_speaks_tls_with_the_certificate_it_keeps_and_logs_its_fingerprint(qtbot, net, tmp_path: Path) -> None:
    import re

    from mextrain.net import certs

    port, log = free_port(), tmp_path / "server.log"
    seen = []
    for _ in range(2):  # the same certificate after a restart: an app that pinned it comes back
        proc = _server(tmp_path, port, log)
        try:
            qtbot.waitUntil(lambda: log.read_bytes().count(b"certificate fingerprint") == len(seen) + 1, timeout=20000)
            fp = re.findall(r"certificate fingerprint ([0-9a-f]{64}) \(([a-z ]+)\)", log.read_text())[-1]
            assert fp[1].split() == list(certs.fingerprint_words(fp[0]))
            seen.append(fp[0])
            ana = net.client(port, "Ana", pin=fp[0])
            qtbot.waitUntil(lambda ana=ana: ana.seat is not None, timeout=5000)
            ana.leave()
        finally:
            proc.terminate()
            proc.wait(10)
    assert seen[0] == seen[1] == certs.load(tmp_path / certs.CERT_NAME, tmp_path / certs.KEY_NAME).fingerprint
