"""A whole short game played through the window only: the New Game dialog by keyboard, tiles
dragged with real mouse events on the table's viewport, Draw/Pass/End turn and the score
sheet's buttons clicked, until the winner is shown. Computer seats are random; pace instant."""
from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from mextrain.controller import Pace
from mextrain.engine import Phase
from mextrain.ui import texts
from mextrain.ui.settings import GameSetup, Settings
from mextrain.ui.window.main_window import MainWindow
from support.window_play import click, play_to_the_end

SEED = 2024
@pytest.mark.slow  # a whole game
def test_a_short_game_played_through_the_window(qtbot, tmp_path: Path) -> None:
    settings = Settings.at(tmp_path / "settings.ini")
    settings.pace = Pace.INSTANT
    settings.save_setup(GameSetup(kinds=["random"] * 7))  # the dialog keeps a remembered "random"
    window = MainWindow(settings=settings)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)

    # New Game by keyboard: 3 players, a short game, the starting run on, a fixed game number.
    # If the computers have already moved in the first game, the window asks before leaving
    # it: the answer is clicked from inside that question's event loop.
    def start_anew() -> None:
        box = window.files.message
        if isinstance(box, QMessageBox) and box.objectName() == "confirmLeaveGame" and box.isVisible():
            click(next(b for b in box.buttons() if box.buttonRole(b) is QMessageBox.ButtonRole.AcceptRole))

    QTimer.singleShot(200, start_anew)
    QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = window.new_game_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.players.setValue(3)
    dialog.length.setCurrentIndex(dialog.length.findData(7))
    dialog.starting_run.setChecked(True)
    dialog.seed.setValue(SEED)
    assert all(box.currentData() == "random" for box in dialog.kind_boxes)
    assert not any(who.currentData() for who in dialog.who_boxes)  # every seat a computer
    click(dialog.deal_button)
    c = window.controller
    game = c.game
    assert (game.seed, game.options.players, game.options.rounds) == (SEED, 3, 7)

    drags, clicks = play_to_the_end(qtbot, window, random.Random(SEED))
    assert game.phase is Phase.GAME_OVER and len(game.round_points()) == 7
    sheet = window.score_sheet
    assert sheet.isVisible()
    assert sheet.headline.text() == texts.winners_line(game.winners, window.seat_names(), c.local_seat)
    assert sheet.new_game_button.isVisible()
    assert drags > 50 and clicks > 5
    window.close()


