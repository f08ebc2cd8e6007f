"""Run by tests/ui/test_net_small_screen.py in a child process whose offscreen screen is 1024x600
(QT_QPA_PLATFORM="offscreen:configfile=..."): in each language, Host a Table and Join a Table, then a
hosted table of 8 seats, its lobby at the host and at a joined app in each language, Fill Open Seats
and Start pressed with the mouse where a person sees them; prints as JSON each window's frame, the screen's area, where
Start is and whether the game began. Pictures go to $MEXTRAIN_SHOTS (support.shots).
Usage: lobby_screen.py DATA_FOLDER PORT"""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QPoint, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from mextrain import i18n
from mextrain.ui.netplay.dialogs import HostSetup, JoinRequest
from support.net_gui import offline_window
from support.shots import save_shot

LANGUAGES = ("en", "de", "uk", "da")


def settle(seconds: float = 0.15) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QCoreApplication.processEvents()
        time.sleep(0.005)


def wait_for(check, seconds: float = 15.0) -> bool:  # noqa: ANN001
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QCoreApplication.processEvents()
        if check():
            return True
        time.sleep(0.005)
    return False


def frame(widget: QWidget) -> list[int]:
    g = widget.frameGeometry()
    return [g.x(), g.y(), g.width(), g.height()]


def button(b: QPushButton) -> dict:
    """Where a button is on the screen, and whether a click at its middle in its window reaches it (the
    two apps' lobbies lie over each other on this one screen: each is asked about its own)."""
    top = b.window()
    corner = b.mapToGlobal(QPoint(b.width() - 1, b.height() - 1))
    return {"rect": [b.mapToGlobal(QPoint(0, 0)).x(), b.mapToGlobal(QPoint(0, 0)).y(), corner.x(), corner.y()],
            "visible": b.isVisible(), "reached": top.childAt(b.mapTo(top, b.rect().center())) is b}


def evening(folder: Path, port: int) -> list[dict]:
    """One host and one joined app, switched through the four languages: the dialogs, then a table of
    8 seats filled with the mouse, its two lobbies in each language; Start clicked in the last one."""
    a, b = offline_window(folder, "host"), offline_window(folder, "guest")
    seen: list[dict] = []
    for code in LANGUAGES:
        i18n.switch_language(code)
        settle()
        one: dict = {"language": code}
        host_dialog = a.net.show_host_dialog()
        assert host_dialog is not None
        settle()
        one["host dialog"] = frame(host_dialog)
        save_shot(host_dialog.grab(), f"host_dialog_{code}.png")
        host_dialog.reject()
        join_dialog = b.net.show_join_dialog()
        assert join_dialog is not None
        settle()
        one["join dialog"] = frame(join_dialog)
        save_shot(join_dialog.grab(), f"join_dialog_{code}.png")
        join_dialog.reject()
        seen.append(one)
    settle()
    host = a.net.host_table(HostSetup("Mona", "Kitchen", 8, 7, False, port))
    assert host is not None
    b.net.join(JoinRequest("Ada", host.table.code, "127.0.0.1", port))
    wait_for(lambda: b.net.lobby is not None and len(b.net.lobby.cards) == 8
             and a.net.lobby is not None and a.net.lobby.cards[1].name.text().startswith("Ada"))
    lobby, guest = a.net.lobby, b.net.lobby
    assert lobby is not None and guest is not None
    QTest.mouseClick(lobby.fill_button, Qt.MouseButton.LeftButton)
    wait_for(lambda: lobby.start_button.isEnabled())
    for one in seen:
        code = one["language"]
        i18n.switch_language(code)
        settle(0.3)
        asking = b.net.ask_person()  # another person at the guest's computer: the name box fits too
        settle()
        one["person dialog"] = frame(asking)
        asking.reject()
        one["guest lobby"] = frame(guest)
        one["guest leave"] = button(guest.leave_button)
        save_shot(guest.grab(), f"lobby_8_guest_{code}.png")
        one["host lobby"] = frame(lobby)
        one["start"] = button(lobby.start_button)
        one["start enabled"] = lobby.start_button.isEnabled()
        save_shot(lobby.grab(), f"lobby_8_host_{code}.png")
    at = lobby.childAt(lobby.start_button.mapTo(lobby, lobby.start_button.rect().center()))
    if isinstance(at, QPushButton):
        QTest.mouseClick(at, Qt.MouseButton.LeftButton)  # where a person's click lands
    seen[-1]["started"] = wait_for(lambda: a.controller.game is not None and b.net.game is not None
                                   and b.play is b.net.game)
    for w in (a, b):
        w.net.end()
        w.close()
    settle(0.2)
    return seen


def main() -> int:
    started = time.monotonic()
    app = QApplication(sys.argv[:1])
    folder, port = Path(sys.argv[1]), int(sys.argv[2])
    i18n.install(settings=QSettings(str(folder / "language.ini"), QSettings.Format.IniFormat))
    area = app.primaryScreen().availableGeometry()
    out = {"area": [area.x(), area.y(), area.width(), area.height()],
           "seen": evening(folder, port)}
    out["seconds"] = round(time.monotonic() - started, 1)
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
