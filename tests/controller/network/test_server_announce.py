"""`mextrain-server` is listed by Join a Table like a table hosted from the app (issue 19, point 15):
a server process announces on 127.0.0.1 only, a browser in this process finds it; `--no-announce`
keeps it off the list. Multicast DNS stays on the loopback interface."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from mextrain.controller.network.discovery import TableBrowser
from support.discovery import LOOPBACK, loopback_multicast_problem, tag
from support.ports import free_port


@pytest.fixture
def browser(qtbot):
    problem = loopback_multicast_problem()
    if problem:
        pytest.skip(problem)
    seen = TableBrowser(interfaces=LOOPBACK)
    seen.start()
    yield seen
    seen.stop()
    assert seen.wait(10)


def _server(tmp: Path, name: str, port: int, *extra: str) -> tuple[subprocess.Popen, Path]:
    log = tmp / f"{name}.log"
    args = [sys.executable, "-m", "mextrain.server", "--seats", "person,person,computer", "--port", str(port),
            "--address", "127.0.0.1", "--name", name, "--save", str(tmp / f"{name}.json"), *extra]
    env = dict(os.environ, MEXTRAIN_DATA_DIR=str(tmp))
    return subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=log.open("ab"), env=env), log


def _stop(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        assert proc.wait(15) == 0
    finally:
        if proc.poll() is None:
            proc.kill()


def test_the_server_is_found_on_the_local_network_with_its_free_seats(qtbot, browser, tmp_path: Path) -> None:
    name, port = f"Server {tag()}", free_port()
    proc, log = _server(tmp_path, name, port, "--announce-on", "127.0.0.1")
    try:
        qtbot.waitUntil(lambda: any(t.name == name for t in browser.tables()), timeout=20000)
        (found,) = [t for t in browser.tables() if t.name == name]
        assert (found.port, found.seats, found.seats_free) == (port, 3, 2)
        assert found.host == "127.0.0.1"
    finally:
        _stop(proc)
    qtbot.waitUntil(lambda: not any(t.name == name for t in browser.tables()), timeout=10000)  # its goodbye


def test_no_announce_keeps_the_server_off_the_list(qtbot, browser, tmp_path: Path) -> None:
    name, port = f"Quiet {tag()}", free_port()
    proc, log = _server(tmp_path, name, port, "--no-announce", "--announce-on", "127.0.0.1")
    try:
        qtbot.waitUntil(lambda: b"not announced on the local network" in log.read_bytes(), timeout=20000)
        qtbot.wait(3000)
        assert not any(t.name == name for t in browser.tables())
    finally:
        _stop(proc)
