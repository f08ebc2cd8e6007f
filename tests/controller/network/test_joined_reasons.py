"""Issue 19, points 6 and 11 at the connection: a host app that closes its table and quits at
once still says goodbye (the joined app gives up at once with "shutdown", no retries), a
host lost without a word is tried again until it is back (issue 29), and nothing listening is
"nobody_listening". Real sockets on 127.0.0.1; the host is a process of its own."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

from mextrain.controller.network.joined_table import JoinedTable
from support.net_sockets import CODE
from support.ports import free_port

HOST_APP = textwrap.dedent("""
    import os, sys
    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtNetwork import QHostAddress
    from mextrain.controller import GameController, Pace
    from mextrain.controller.network.host_table import HostTable
    from mextrain.engine import GameOptions
    from mextrain.net.lobby import Table

    app = QCoreApplication([])
    host = HostTable(Table("T", GameOptions(2, 7), code=sys.argv[2]), GameController(pace=Pace.INSTANT, animations=False))
    assert host.listen(int(sys.argv[1]), QHostAddress.SpecialAddress.LocalHost)

    def look():
        if any(s.state == "person" and s.conn is not None for s in host.table.seats):
            host.close()   # the host closes the table ...
            os._exit(0)    # ... and its app is gone at once: no event loop runs after the goodbye
    timer = QTimer(); timer.timeout.connect(look); timer.start(20)
    print("listening", flush=True)
    app.exec()
""")


def _gave_up(qtbot, joined: JoinedTable) -> tuple[list[str], list[str]]:
    states: list[str] = []
    reasons: list[str] = []
    joined.state_changed.connect(states.append)
    joined.gave_up.connect(reasons.append)
    return states, reasons


def test_R_net_a_host_app_that_closes_and_quits_at_once_still_says_goodbye(qtbot, tmp_path: Path) -> None:
    port = free_port()
    script = tmp_path / "host_app.py"
    script.write_text(HOST_APP, encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[3] / "app"), QT_QPA_PLATFORM="offscreen")
    proc = subprocess.Popen([sys.executable, str(script), str(port), CODE], stdout=subprocess.PIPE, env=env, text=True)
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "listening"
        joined = JoinedTable("127.0.0.1", port, "Ana", CODE, retry_delays=(0.5, 1.0, 2.0))
        states, reasons = _gave_up(qtbot, joined)
        joined.connect_to_host()
        qtbot.waitUntil(lambda: bool(reasons), timeout=10000)
        assert reasons == ["shutdown"] and "retrying" not in states  # told at once, not after 15 s of retries
        joined.close()
    finally:
        proc.wait(timeout=10)


def test_R_net_a_host_gone_without_a_word_is_tried_again_slower_and_slower_until_it_is_back(qtbot, net) -> None:
    """Issue 29, point 4: no giving up after a few tries; the last (longest) delay repeats."""
    import time

    from PySide6.QtNetwork import QHostAddress

    host = net.host(2)
    port = host.port
    joined = JoinedTable("127.0.0.1", port, "Ana", CODE, retry_delays=(0.05, 0.1, 0.3))
    states, reasons = _gave_up(qtbot, joined)
    tries: list[float] = []
    joined.state_changed.connect(lambda s: tries.append(time.monotonic()) if s == "connecting" else None)
    joined.connect_to_host()
    qtbot.waitUntil(lambda: joined.seat is not None, timeout=5000)
    seat = joined.seat
    transport = host.transport
    transport._timer.stop()
    transport._server.close()
    for sock in list(transport._socks.values()):
        sock.abort()
    qtbot.waitUntil(lambda: states.count("retrying") >= 6, timeout=10000)  # past the list of delays: still trying
    assert reasons == [] and joined.state in ("retrying", "connecting")
    gaps = [b - a for a, b in zip(tries[1:], tries[2:])]
    assert min(gaps[2:]) >= 0.25  # the last delay repeats, the pace does not start over
    assert transport.listen(port, QHostAddress.SpecialAddress.LocalHost)  # the host is back on its port
    qtbot.waitUntil(lambda: joined.connected, timeout=5000)
    assert reasons == [] and joined.seat == seat
    joined.close()


def test_R_net_nothing_listening_is_its_own_reason(qtbot) -> None:
    joined = JoinedTable("127.0.0.1", free_port(), "Ana", CODE)
    _states, reasons = _gave_up(qtbot, joined)
    joined.connect_to_host()
    qtbot.waitUntil(lambda: bool(reasons), timeout=8000)
    assert reasons == ["nobody_listening"]
    joined.close()
