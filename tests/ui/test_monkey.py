"""A monkey: thousands of random clicks, drags and keys on the window while the computers play.

pytest-qt fails the test on any exception raised inside a Qt callback; afterwards the game
must still be consistent: every tile accounted for and the record replaying to the same state.
"""
from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from mextrain.controller import Pace
from mextrain.engine import Phase, full_set
from mextrain.engine.record import game_to_record, replay
from mextrain.ui.settings import GameSetup, Settings
from mextrain.ui.window.main_window import MainWindow

KEYS = [Qt.Key.Key_D, Qt.Key.Key_P, Qt.Key.Key_E, Qt.Key.Key_F, Qt.Key.Key_A, Qt.Key.Key_Left,
        Qt.Key.Key_Right, Qt.Key.Key_Tab, Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Escape,
        Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Backtab]


@pytest.mark.slow  # thousands of random events (about 9 s)
def test_monkey_on_the_main_window(qtbot, tmp_path: Path) -> None:
    settings = Settings.at(tmp_path / "settings.ini")
    settings.pace = Pace.INSTANT
    settings.save_setup(GameSetup(players=4, rounds=7, starting_run=True, kinds=["random"] * 7))
    w = MainWindow(settings=settings, data_folder=tmp_path / "data", seed=99)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    rng = random.Random(7)
    viewport = w.table.viewport()
    panel_buttons = list(w.panel.buttons.values())
    for step in range(3000):
        r = rng.random()
        vw, vh = viewport.width(), viewport.height()
        here = QPoint(rng.randrange(vw), rng.randrange(vh))
        if r < 0.35:  # a drag, mostly from the rack at the bottom
            start = QPoint(rng.randrange(vw), rng.randrange(int(vh * 0.75), vh)) if rng.random() < 0.8 else here
            QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
            for k in range(1, 5):
                QTest.mouseMove(viewport, start + (here - start) * k / 4)
            QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, here)
        elif r < 0.55:
            QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, here)
        elif r < 0.7:
            button = rng.choice(panel_buttons)
            if button.isEnabled():
                QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        elif r < 0.95:
            QTest.keyClick(viewport, rng.choice(KEYS))
        elif r < 0.98:  # now and then the person makes a real move, so the game goes on
            legal = w.controller.local_legal()
            if legal:
                w.controller.submit(rng.choice(legal))
        else:
            sheet = w.score_sheet
            if sheet.isVisible():  # go on to the next round, as a person would
                w.controller.next_round()
        for dialog in QApplication.topLevelWidgets():  # train views opened by clicks: close some
            if dialog is not w and dialog.isVisible() and dialog.isModal() is False and rng.random() < 0.3:
                if dialog.objectName() not in ("", "mainWindow"):
                    dialog.close()
        QApplication.processEvents()
        if step % 10 == 0:
            qtbot.wait(2)
    w.controller.cancel()
    game = w.controller.game
    r = game.round
    held = [t for s in range(r.players) for t in r.hand(s)]
    laid = [t for tr in r.train_ids() for (t, _, _) in r.train_tiles(tr)]
    assert len(held) + len(laid) + r.boneyard_size + 1 == len(full_set())
    again = replay(game_to_record(game, list(w.controller.seats)))
    assert again.totals == game.totals and again.round_number == game.round_number
    assert again.legal_moves() == game.legal_moves() or game.phase is not Phase.PLAYING
    assert sum(len(x.decisions) for x in game.rounds) > 50  # the game really went on meanwhile
    w.close()
