"""One app per person (issue 30: a link clicked "opens the app, or hands the link to the running
one"): a second start hands its link to the running app and exits at once with status 0; the
running app opens Join a Table filled in, asks first when a game is in play, refills an open Join
dialog, refuses a bad link in words; a socket left by a crashed app is cleaned and the new start
becomes the app (mextrain/single_instance.py)."""
from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from mextrain.net import invitation
from mextrain.single_instance import ANSWER, InstanceServer, message, server_name
from mextrain.ui.netplay import texts as net_texts
from support.leaving import OTHER_SEED, in_play, moves_of, other_game
from support.net_gui import net_window
from support.ux import answer_box

FP = "ab" * 32
MEXTRAIN = str(Path(sys.executable).parent / "mextrain")  # the installed entry point


def _log(data: Path) -> str:
    path = data / "mextrain.log"
    return path.read_text(encoding="utf-8") if path.exists() else ""


def _wait_log(proc: subprocess.Popen, data: Path, words: str, count: int = 1, timeout: float = 30) -> None:
    end = time.monotonic() + timeout
    while _log(data).count(words) < count:
        assert proc.poll() is None, f"the app ended ({proc.returncode}) before: {words}"
        assert time.monotonic() < end, f"not in the log: {words}\n{_log(data)}"
        time.sleep(0.05)


def _start(argv: list[str], env: dict[str, str]) -> subprocess.Popen:
    return subprocess.Popen([MEXTRAIN, *argv], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_a_second_start_hands_its_link_to_the_running_app_and_a_crashed_apps_socket_is_cleaned(tmp_path: Path) -> None:
    data = tmp_path / "data"  # a first start (no game dealt, so nothing to ask before Join a Table)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MEXTRAIN_DATA_DIR=str(data), MEXTRAIN_NO_SOUND_DEVICE="1",
               XDG_CONFIG_HOME=str(tmp_path / "config"), HOME=str(tmp_path))
    first = _start([], env)
    try:
        _wait_log(first, data, "mextrain.sound")  # the window is up (its sound said it has no device)
        good = invitation.link("192.0.2.7", 47124, "KX7P2M", FP)
        for argv in ([good], ["mextrain://192.0.2.7:47124/KX7P2M?fp=nope"], []):
            second = subprocess.run([MEXTRAIN, *argv], env=env, capture_output=True, timeout=30)
            assert second.returncode == 0, second.stderr  # handed over: done at once
        _wait_log(first, data, "a later start handed nothing to this app")
        log = _log(data)
        assert log.count("this start handed") == 3 and log.count("a later start handed") == 3
        assert "an invitation to 192.0.2.7:47124 opens Join a Table" in log  # in the running app
        assert "an invitation link was refused (bad_fingerprint)" in log  # the same refusal as at a start
        assert first.poll() is None
    finally:
        first.send_signal(signal.SIGKILL)  # a crash: its socket is left behind
        first.wait(10)
    assert (data / "instance.sock").exists()
    third = _start([invitation.link("192.0.2.8", 47124, "KX7P2M", FP)], env)
    try:
        _wait_log(third, data, "an invitation to 192.0.2.8:47124 opens Join a Table")  # it became the app itself
        assert "a socket of an app that is gone was left behind" in _log(data)
        fourth = subprocess.run([MEXTRAIN], env=env, capture_output=True, timeout=30)
        assert fourth.returncode == 0
        _wait_log(third, data, "a later start handed nothing to this app")
    finally:
        third.kill()
        third.wait(10)


def _hand(name: str, argument: str) -> socket.socket:
    """What a later start sends, from a plain Unix socket (this test's process is the running app)."""
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.connect(name)
    sock.sendall(message(argument))
    sock.setblocking(False)
    return sock


def _answered(sock: socket.socket) -> bool:
    try:
        return sock.recv(16) == ANSWER
    except BlockingIOError:
        return False


def _serve(window, folder: Path) -> InstanceServer:
    folder.mkdir(parents=True, exist_ok=True)
    server = InstanceServer(window)
    assert server.listen(server_name(folder))
    server.handed.connect(window.file_opener.take)
    return server


def test_a_link_handed_over_during_a_game_asks_first_and_a_second_link_refills_the_open_join_dialog(
        qtbot, tmp_path: Path) -> None:
    w = in_play(qtbot, tmp_path)
    w.net.browser_factory = None
    server = _serve(w, tmp_path / "data")
    before = moves_of(w)
    seen: list[QMessageBox] = []
    answer_box(w, QMessageBox.ButtonRole.RejectRole, seen)  # Go On Playing
    sock = _hand(server.name, invitation.link("192.0.2.7", 47124, "KX7P2M", FP))
    qtbot.waitUntil(lambda: len(seen) == 1, timeout=5000)
    assert _answered(sock)  # the start was let go before the question was answered
    assert w.net.join_dialog is None and moves_of(w) == before  # never lose a game
    answer_box(w, QMessageBox.ButtonRole.AcceptRole, seen)  # this time: leave (kept in a file)
    _hand(server.name, invitation.link("192.0.2.7", 47124, "KX7P2M", FP))
    qtbot.waitUntil(lambda: w.net.join_dialog is not None and w.net.join_dialog.isVisible(), timeout=5000)
    assert len(seen) == 2 and (w.files.folder / f"unfinished-{w.controller.game.seed}.json").exists()
    dialog = w.net.join_dialog
    dialog.player_name.setText("Oma")
    _hand(server.name, invitation.link("198.51.100.4", 47200, "QW3RTY", "cd" * 32))  # a second link
    qtbot.waitUntil(lambda: dialog.code.text() == "QW3RTY", timeout=5000)
    assert w.net.join_dialog is dialog and len(seen) == 2  # the same dialog, no second question
    assert (dialog.address.text(), dialog.port.value(), dialog.player_name.text()) == ("198.51.100.4", 47200, "Oma")
    assert dialog.request().fingerprint == "cd" * 32
    dialog.reject()
    server.close()


def test_a_bad_link_handed_over_is_refused_in_words(qtbot, tmp_path: Path) -> None:
    w = net_window(qtbot, tmp_path, "guest")
    server = _serve(w, tmp_path / "guest")
    _hand(server.name, "mextrain://192.0.2.7:47124/?fp=" + FP)
    qtbot.waitUntil(lambda: isinstance(w.net.message, QMessageBox) and w.net.message.isVisible(), timeout=5000)
    assert w.net.message.text() == net_texts.invitation_problem("bad_code")
    assert w.net.join_dialog is None
    w.net.message.close()
    server.close()


def test_a_socket_left_by_a_crashed_app_is_removed_and_the_new_app_listens(qtbot, tmp_path: Path) -> None:
    w = net_window(qtbot, tmp_path, "guest")
    name = server_name(tmp_path / "guest")
    (tmp_path / "guest").mkdir(exist_ok=True)
    stale = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    stale.bind(name)  # bound and never unlinked: what a killed app leaves
    stale.close()
    assert Path(name).exists()
    server = _serve(w, tmp_path / "guest")
    assert server.name == name
    sock = _hand(name, invitation.link("192.0.2.7", 47124, "KX7P2M", FP))
    qtbot.waitUntil(lambda: w.net.join_dialog is not None and w.net.join_dialog.isVisible(), timeout=5000)
    qtbot.waitUntil(lambda: _answered(sock), timeout=5000)
    w.net.join_dialog.reject()
    server.close()


def test_the_socket_is_the_persons_own_and_short_enough(tmp_path: Path) -> None:
    name = server_name(tmp_path / "data")
    assert name == str(tmp_path / "data" / "instance.sock")
    deep = tmp_path / ("x" * 120)
    assert server_name(deep) != server_name(tmp_path / ("y" * 120))  # one per data folder
    assert len(server_name(deep).encode()) <= 100


def test_a_game_file_handed_over_opens_in_the_running_app_after_asking(qtbot, tmp_path: Path, monkeypatch) -> None:
    """`mextrain other.json` while the app runs: the running app opens it (the later start sends its
    absolute path), asking first about the game in play, which is kept."""
    from mextrain.app import handed_argument

    w = in_play(qtbot, tmp_path)
    server = _serve(w, tmp_path / "data")
    seed = w.controller.game.seed
    other = other_game(tmp_path / "other.json")
    seen: list[QMessageBox] = []
    answer_box(w, QMessageBox.ButtonRole.AcceptRole, seen)
    monkeypatch.chdir(tmp_path)  # the later start's working folder: a relative name is sent whole
    argument = handed_argument("other.json")
    assert argument == str(other)
    _hand(server.name, argument)
    qtbot.waitUntil(lambda: w.controller.game is not None and w.controller.game.seed == OTHER_SEED, timeout=5000)
    assert len(seen) == 1 and (w.files.folder / f"unfinished-{seed}.json").exists()
    server.close()
