"""Helpers for the network GUI tests: a stand-in table browser, a free port, playing a window's turn."""
from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QLineEdit, QMessageBox

from mextrain.controller import Pace
from mextrain.engine import MoveKind
from mextrain.ui.settings import Settings
from mextrain.ui.window.main_window import MainWindow
from support.window_play import click as click
from support.window_play import drag as drag
from support.window_play import drop_point as drop_point
from support.window_play import send_mouse as send_mouse
from support.window_play import tile_point as tile_point


@dataclass(frozen=True)
class FoundTable:
    name: str
    host: str
    port: int
    seats: int
    seats_free: int
    version: str = "0.1.0"
    playing: bool = False
    fingerprint: str = ""
    rules: dict | None = None  # the rule set announced (every option), None: not announced
    rule_set: str = ""


class FakeBrowser(QObject):
    """controller.network.discovery.TableBrowser's interface, filled by the test."""

    tables_changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.found: list[FoundTable] = []
        self.running = False

    def start(self) -> None:
        self.running = True

    def stop(self) -> None:
        self.running = False

    def tables(self) -> list[FoundTable]:
        return list(self.found)

    def add(self, table: FoundTable) -> None:
        self.found.append(table)
        self.tables_changed.emit()


def same_words(qtbot, window: MainWindow) -> QMessageBox:
    """A table met for the first time at a typed address: the person compared the certificate's words with
    the host's and answers Same Words: Join (issue 38, point 18). The question answered is returned."""
    qtbot.waitUntil(lambda: window.net.message is not None and window.net.message.objectName() == "firstContact"
                    and window.net.message.isVisible(), timeout=8000)
    box = window.net.message
    same = next(b for b in box.buttons() if box.buttonRole(b) is QMessageBox.ButtonRole.AcceptRole)
    QTest.mouseClick(same, Qt.MouseButton.LeftButton)
    return box


def play_turn(window, play, rng: random.Random) -> None:
    """The person of `window` makes one legal move with the mouse: a drag, or a panel button."""
    legal = play.local_legal()
    panel = window.panel
    buttons = {"draw": panel.buttons["drawAction"], "pass": panel.buttons["passAction"], "end": panel.buttons["endTurnAction"]}
    plays = [m for m in legal if m.kind is MoveKind.PLAY]
    others = [m for m in legal if m.kind is not MoveKind.PLAY]
    if plays and not (others and rng.random() < 0.3):
        move = rng.choice(plays)
        drag(window.table.viewport(), tile_point(window, move.tile), drop_point(window, move.train))
    else:
        move = rng.choice(others)
        click(buttons[move.kind.value])


def offline_window(folder: Path, name: str = "guest", size: tuple[int, int] = (1024, 600)) -> MainWindow:
    """A window for a network test, shown: its own settings and data folder, instant pace, no game
    dealt, and no announcing or browsing on the machine's network (issue 19's GUI tests)."""
    settings = Settings.at(folder / f"{name}.ini")
    settings.pace = Pace.INSTANT
    window = MainWindow(settings=settings, start_game=False, data_folder=folder / name)
    window.net.announcer_factory = None
    window.net.browser_factory = None
    window.resize(*size)
    window.show()
    QTest.qWaitForWindowExposed(window)
    return window


def net_window(qtbot, tmp_path: Path, name: str = "guest", size: tuple[int, int] = (1024, 600)) -> MainWindow:
    """`offline_window`, closed by pytest-qt after the test."""
    window = offline_window(tmp_path, name, size)
    qtbot.addWidget(window)
    return window


def decisions(game) -> int:
    """The decisions applied in the whole game (the protocol's `turn`)."""
    return sum(len(r.decisions) for r in game.rounds)


def play_and_wait(qtbot, window, game, rng: random.Random) -> None:
    """`play_turn` in `window`, then until the move is applied to `game` (it travels through the host)."""
    before = decisions(game)
    play_turn(window, window.play, rng)
    qtbot.waitUntil(lambda: decisions(game) > before, timeout=5000)


def play_where_asked(qtbot, windows, game, rng: random.Random) -> bool:
    """The first of `windows` whose person is asked for a move makes one (`play_and_wait`); False: none was asked."""
    for w in windows:
        if w.play.local_legal():
            play_and_wait(qtbot, w, game, rng)
            return True
    return False


def add_person(qtbot, w: MainWindow, name: str) -> None:
    """The lobby's Add a Person at This Computer, the name typed, OK clicked."""
    click(w.net.lobby.add_person_button)
    dialog = w.net.person_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible, timeout=3000)
    edit = dialog.findChild(QLineEdit)
    QTest.keyClicks(edit, name)
    click(dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok))
