"""Helpers for the first-use tests (issue 15): a window, message boxes answered by a click,
the person's turn, the game's languages installed for one test."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QLocale, QSettings, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from mextrain import i18n
from mextrain.controller import Pace
from mextrain.engine import Phase
from mextrain.ui.settings import GameSetup, Settings
from mextrain.ui.window.main_window import MainWindow


def make_settings(path: Path, pace: Pace = Pace.INSTANT, setup: bool = True) -> Settings:
    s = Settings.at(path)
    s.pace = pace
    if setup:
        s.save_setup(GameSetup(kinds=["random"] * 7))
    return s


def make_window(qtbot, settings: Settings, folder: Path, **kw: object) -> MainWindow:
    w = MainWindow(settings=settings, start_game=False, data_folder=folder, **kw)
    qtbot.addWidget(w)
    w.show()
    QTest.qWaitForWindowExposed(w)
    w.activateWindow()
    return w


def wait_for_person(qtbot, w: MainWindow) -> None:
    c = w.controller
    qtbot.waitUntil(lambda: bool(c.local_legal()) or (c.game.phase is not Phase.PLAYING and not c.busy),
                    timeout=10000)


def answer_box(w: MainWindow, role: QMessageBox.ButtonRole, seen: list[QMessageBox],
               check: Callable[[QMessageBox], None] | None = None) -> None:
    """Click the button of `role` in the message box the window shows next (from its event loop)."""
    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, click)
            return
        seen.append(box)
        if check is not None:
            check(box)
        button = next(b for b in box.buttons() if box.buttonRole(b) == role)
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, click)


class Languages:
    """The game's real translations for one test; English and the default locale come back after."""

    def __init__(self, path: Path) -> None:
        self.locale = QLocale()
        self.manager = i18n.install(settings=QSettings(str(path), QSettings.Format.IniFormat))
        i18n.switch_language("en")

    def switch(self, code: str) -> None:
        i18n.switch_language(code)
        QApplication.processEvents()

    def close(self) -> None:
        i18n.switch_language("en")
        i18n.uninstall()
        QLocale.setDefault(self.locale)


def aid_window(qtbot, settings: Settings, folder: Path, **kw: object) -> MainWindow:
    """A window that deals at once (`seed` and the rest as MainWindow takes them), at 1280x800, shown
    and active: the aids' tests (hint, undo, why a computer moved)."""
    w = MainWindow(settings=settings, data_folder=folder, **kw)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    return w


def wait_for_turn(qtbot, w: MainWindow, timeout: int = 10000) -> None:
    """Until the person is asked for a move (or the round is over), the tiles come to rest."""
    c = w.controller
    qtbot.waitUntil(lambda: bool(c.local_legal()) or c.game.phase is not Phase.PLAYING and not c.busy, timeout=timeout)
    w.table.scene().finish_motion()
