"""A whole short game played through the window only: the New Game dialog by keyboard, tiles
dragged with real mouse events on the table's viewport, Draw/Pass/End turn and the score
sheet's buttons clicked, until the winner is shown. Computer seats are random; pace instant."""
from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from mextrain.controller import Pace
from mextrain.engine import DRAW, END, PASS, MoveKind, Phase
from mextrain.ui import texts
from mextrain.ui.settings import GameSetup, Settings
from mextrain.ui.window.main_window import MainWindow

SEED = 2024
DRAG_STEPS = 6
MAX_ACTIONS = 3000


def send_mouse(widget: QWidget, kind: QEvent.Type, pos: QPoint, button: Qt.MouseButton,
               buttons: Qt.MouseButton) -> None:
    local = QPointF(pos)
    event = QMouseEvent(kind, local, QPointF(widget.mapToGlobal(pos)), button, buttons,
                        Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, event)


def drag(viewport: QWidget, start: QPoint, end: QPoint) -> None:
    """Press, move in steps well past the drag distance, release: what a hand does."""
    left = Qt.MouseButton.LeftButton
    send_mouse(viewport, QEvent.Type.MouseButtonPress, start, left, left)
    for i in range(1, DRAG_STEPS + 1):
        p = start + (end - start) * (i / DRAG_STEPS)
        send_mouse(viewport, QEvent.Type.MouseMove, p, Qt.MouseButton.NoButton, left)
    send_mouse(viewport, QEvent.Type.MouseButtonRelease, end, left, Qt.MouseButton.NoButton)


def drop_point(window: MainWindow, train) -> QPoint:
    """A point inside the train's row on screen (the view maps scene to viewport)."""
    scene = window.table.scene()
    hit = scene.layout_.row(train).hit
    return window.table.mapFromScene(QPointF(hit.cx, hit.cy))


def tile_point(window: MainWindow, tile) -> QPoint:
    item = window.table.scene().hand.item_of(tile)
    assert item is not None, f"{tile} is not in the rack"
    return window.table.mapFromScene(item.scenePos())


def click(widget: QWidget) -> None:
    assert widget.isVisible() and widget.isEnabled(), widget.objectName()
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


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


def play_to_the_end(qtbot, window: MainWindow, rng: random.Random) -> tuple[int, int]:
    """The person's every move by a real drag of a tile or a click of Draw, Pass or End turn (each
    checked to be applied), and Next round on the score sheet, until the game is over; returns
    (drags, clicks)."""
    c = window.controller
    game = c.game
    assert game is not None
    viewport = window.table.viewport()
    panel = window.panel
    buttons = {DRAW: panel.buttons["drawAction"], PASS: panel.buttons["passAction"], END: panel.buttons["endTurnAction"]}
    drags = clicks = 0
    for _ in range(MAX_ACTIONS):
        qtbot.waitUntil(lambda: bool(c.local_legal()) or window.score_sheet.isVisible(), timeout=10000)
        sheet = window.score_sheet
        if sheet.isVisible():
            if game.phase is Phase.GAME_OVER:
                break
            click(sheet.next_button)
            continue
        legal = c.local_legal()
        plays = [m for m in legal if m.kind is MoveKind.PLAY]
        others = [m for m in legal if m.kind is not MoveKind.PLAY]
        before = len(game.rounds[-1].decisions), game.round_number
        if plays and not (others and rng.random() < 0.3):
            move = rng.choice(plays)
            drag(viewport, tile_point(window, move.tile), drop_point(window, move.train))
            drags += 1
        else:
            click(buttons[rng.choice(others)])
            clicks += 1
        after = len(game.rounds[-1].decisions), game.round_number
        assert after != before, "the person's action was not applied"
    else:
        raise AssertionError("the game did not end")
    return drags, clicks
