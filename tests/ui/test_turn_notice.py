"""The desktop notification for the person's turn (issue 31, ui/sound/turn_notice.py), through a fake
freedesktop notification service (tests/support/fake_notifications.py) on a private session bus of its own
(dbus-daemon): exactly one Notify call per turn that comes while the window is in the background,
none while it is active, none once Preferences switch it off, the text in the window's language."""
from __future__ import annotations

import json
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtDBus import QDBusConnection
from PySide6.QtWidgets import QApplication, QWidget

from mextrain.controller import Pace
from mextrain.engine import EventKind
from mextrain.identity import APP_ID, APP_NAME
from mextrain.ui.settings import GameSetup, Settings
from mextrain.ui.sound.turn_notice import FreedesktopNotices, turn_text
from mextrain.ui.window.main_window import MainWindow
from support.system_tools import require_tool
from support.ux import Languages, make_settings, make_window, wait_for_person

TESTS = Path(__file__).resolve().parents[1]
INSTALL = "apt-get install dbus-daemon"


class FakeService:
    """A private session bus and the fake notification service on it; `calls()` reads what it was sent."""

    def __init__(self, folder: Path) -> None:
        daemon = require_tool("dbus-daemon", INSTALL)
        (folder / "bus").mkdir()
        self.daemon = subprocess.Popen([daemon, "--session", "--nofork", "--print-address=1",
                                        f"--address=unix:dir={folder / 'bus'}"],
                                       stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        assert self.daemon.stdout is not None
        self.address = self.daemon.stdout.readline().strip()
        self.log = folder / "notifications.jsonl"
        self.service = subprocess.Popen([sys.executable, str(TESTS / "support" / "fake_notifications.py"), self.address,
                                         str(self.log)], stdout=subprocess.PIPE, text=True)
        assert self.service.stdout is not None
        assert self.service.stdout.readline().strip() == "ready"
        self.connection = QDBusConnection.connectToBus(self.address, f"mextrain-test-{id(self)}")
        assert self.connection.isConnected()

    def calls(self) -> list[dict]:
        if not self.log.exists():
            return []
        return [json.loads(line) for line in self.log.read_text(encoding="utf-8").splitlines()]

    def close(self) -> None:
        QDBusConnection.disconnectFromBus(self.connection.name())
        for process in (self.service, self.daemon):
            process.terminate()
            process.wait(5)


@pytest.fixture
def service(tmp_path: Path) -> Iterator[FakeService]:
    fake = FakeService(tmp_path)
    yield fake
    fake.close()


def two_seat_window(qtbot, tmp_path: Path, service: FakeService) -> tuple[MainWindow, FreedesktopNotices]:  # noqa: ANN001
    settings = make_settings(tmp_path / "settings.ini", Pace.INSTANT, setup=False)
    settings.save_setup(GameSetup(players=2, kinds=["random"] * 7))
    w = make_window(qtbot, settings, tmp_path)
    notices = FreedesktopNotices(service.connection, w)
    w.sound.turn_notice.notices = notices  # the fake service's bus instead of the session bus
    w.start_game(settings.last_setup(), 3)
    wait_for_person(qtbot, w)
    return w, notices


def play_turns(qtbot, w: MainWindow, turns: int, rng: random.Random) -> int:  # noqa: ANN001
    """The person makes `turns` moves (the computer answers at once); how many turns came back to them."""
    came: list[int] = []
    local = w.play.local_seat

    def count(_number: int, events: list) -> None:
        came.extend(1 for e in events if e.kind is EventKind.TURN_ENDED and e.value == local)

    w.play.moved.connect(count)
    for _ in range(turns):
        wait_for_person(qtbot, w)
        if not w.play.local_legal():
            break  # the round is over
        w.play.submit(rng.choice(w.play.local_legal()))
    wait_for_person(qtbot, w)
    w.play.moved.disconnect(count)
    return len(came)


def in_front(qtbot, w: MainWindow) -> QWidget:  # noqa: ANN001
    """Another window in front: the game's window is not active (and not minimised, so nothing pauses)."""
    other = QWidget()
    qtbot.addWidget(other)
    other.show()
    other.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is other and not w.isActiveWindow(), timeout=3000)
    return other


def test_one_notification_per_turn_only_in_the_background_and_never_when_switched_off(
        qtbot, tmp_path: Path, service: FakeService) -> None:  # noqa: ANN001
    w, notices = two_seat_window(qtbot, tmp_path, service)
    rng = random.Random(5)
    qtbot.waitUntil(w.isActiveWindow, timeout=3000)
    assert play_turns(qtbot, w, 3, rng) >= 1
    assert notices.wait() and service.calls() == []  # active: the window itself is in sight

    other = in_front(qtbot, w)
    came = play_turns(qtbot, w, 4, rng)
    assert came >= 2
    assert notices.wait()
    calls = service.calls()
    assert len(calls) == came  # exactly one per turn
    first = calls[0]
    assert (first["app"], first["icon"], first["summary"], first["body"]) == (APP_NAME, APP_ID, "Your turn", "")
    assert first["hints"] == {"desktop-entry": APP_ID} and first["actions"] == [] and first["timeout"] == -1
    assert first["replaces"] == 0 and calls[1]["replaces"] == 1  # each turn's replaces the last one

    # Preferences: the box is on (the default) and a click switches it off, remembered
    other.close()
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=3000)
    dialog = w.settings_ui.show_preferences()
    box = dialog.notices_box
    assert box.isChecked()
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=box.rect().topLeft() + QPoint(8, box.height() // 2))
    assert not box.isChecked() and not Settings.at(tmp_path / "settings.ini").turn_notices  # remembered
    dialog.close()
    in_front(qtbot, w)
    assert play_turns(qtbot, w, 3, rng) >= 1
    assert notices.wait() and len(service.calls()) == came  # switched off: none


def test_the_notification_speaks_the_windows_language(qtbot, tmp_path: Path, service: FakeService) -> None:  # noqa: ANN001
    languages = Languages(tmp_path / "lang.ini")
    try:
        w, notices = two_seat_window(qtbot, tmp_path, service)
        rng = random.Random(9)
        said = {}
        for code in ("de", "uk", "da"):
            languages.switch(code)
            before = len(service.calls())
            other = in_front(qtbot, w)
            assert play_turns(qtbot, w, 1, rng) == 1
            assert notices.wait()
            calls = service.calls()
            assert len(calls) == before + 1
            said[code] = calls[-1]["summary"]
            assert said[code] == turn_text()
            other.close()
        assert said == {"de": "Du bist dran", "uk": "Твій хід", "da": "Din tur"}
        languages.switch("da")
        assert turn_text("Boris") == "Din tur ved Boris' bord"  # the Danish genitive, built in code
    finally:
        languages.close()
