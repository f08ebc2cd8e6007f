"""Issue 38, point 15: when `mextrain-server` is killed (SIGKILL) and started again, a joined app's log says
that the table was gone and for how long ("The table was gone for 3 seconds; it is back."), not "Bo is away.
Bo is back." for every person, who went only because the table did. A real server process, a real kill, a
real window and a person at another app on 127.0.0.1."""
from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel

from mextrain.ui.netplay.dialogs import JoinRequest
from support.net_gui import net_window as _window
from support.ports import free_port

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


def _server(tmp: Path, port: int, log: Path) -> subprocess.Popen:
    args = [sys.executable, "-m", "mextrain.server", "--seats", "person,person,computer:easy", "--rounds", "7",
            "--port", str(port), "--address", "127.0.0.1", "--code", "KX7P2M", "--pace", "instant",
            "--next-round", "0", "--save", str(tmp / "table.json"), "--no-announce"]
    env = dict(os.environ, MEXTRAIN_DATA_DIR=str(tmp))
    return subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=log.open("ab"), env=env)


@pytest.mark.slow  # a server started twice
def test_point_15_a_killed_and_restarted_server_reads_as_the_table_gone_not_as_each_person_away(
        qtbot, net, tmp_path: Path) -> None:
    port, log = free_port(), tmp_path / "server.log"
    proc = _server(tmp_path, port, log)
    try:
        qtbot.waitUntil(lambda: b"join code" in log.read_bytes(), timeout=20000)
        window = _window(qtbot, tmp_path, "guest")
        window.net.retry_delays = (0.3,) * 100  # the app keeps trying while the server starts again
        joined = window.net.join(JoinRequest("Ana", "KX7P2M", "127.0.0.1", port))
        bo = net.client(port, "Bo", seed=2, delay_ms=30, retry_delays=(0.3,) * 100)
        qtbot.waitUntil(lambda: window.play is window.net.game and window.play.ready() and bo.view is not None,
                        timeout=20000)
        people = window.findChild(QLabel, "seatsLine")
        qtbot.waitUntil(lambda: "Bo: connected" in people.text(), timeout=5000)  # Bo's state is shown here
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
        killed = time.monotonic()
        qtbot.waitUntil(lambda: joined.state in ("retrying", "connecting"), timeout=10000)
        qtbot.wait(2000)  # the table is gone a while
        proc = _server(tmp_path, port, log)
        qtbot.waitUntil(lambda: bo.welcomes == 2 and joined.connected, timeout=30000)
        qtbot.waitUntil(lambda: any(x.startswith("The table was gone for") for x in window.panel.log_lines()),
                        timeout=10000)
        gone = time.monotonic() - killed
        qtbot.wait(1500)  # a second of the seats' watch: Bo's coming back would be logged by now
        lines = window.panel.log_lines()
        said = next(x for x in lines if x.startswith("The table was gone for"))
        seconds = int(re.search(r"for (\d+) seconds?;", said).group(1))
        assert 2 <= seconds <= gone + 1, (said, gone)
        assert said.endswith("; it is back.")
        assert not any(x in ("Bo is away.", "Bo is back.") for x in lines), lines
        window.net.end()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
