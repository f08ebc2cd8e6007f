"""Playing a window by hand: a drag of a tile onto a train, a click, a whole game by the person's own moves."""
from __future__ import annotations

import random

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from mextrain.engine import DRAW, END, PASS, MoveKind, Phase
from mextrain.ui.window.main_window import MainWindow

MAX_ACTIONS = 3000
DRAG_STEPS = 6


def send_mouse(widget: QWidget, kind: QEvent.Type, pos: QPoint, button: Qt.MouseButton,
               buttons: Qt.MouseButton) -> None:
    event = QMouseEvent(kind, QPointF(pos), QPointF(widget.mapToGlobal(pos)), button, buttons,
                        Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, event)


def drag(viewport: QWidget, start: QPoint, end: QPoint) -> None:
    """Press, move in steps well past the drag distance, release: what a hand does."""
    left = Qt.MouseButton.LeftButton
    send_mouse(viewport, QEvent.Type.MouseButtonPress, start, left, left)
    for i in range(1, DRAG_STEPS + 1):
        send_mouse(viewport, QEvent.Type.MouseMove, start + (end - start) * (i / DRAG_STEPS), Qt.MouseButton.NoButton, left)
    send_mouse(viewport, QEvent.Type.MouseButtonRelease, end, left, Qt.MouseButton.NoButton)


def drop_point(window, train) -> QPoint:
    hit = window.table.scene().layout_.row(train).hit
    return window.table.mapFromScene(QPointF(hit.cx, hit.cy))


def tile_point(window, tile) -> QPoint:
    item = window.table.scene().hand.item_of(tile)
    assert item is not None, f"{tile} is not in the rack"
    return window.table.mapFromScene(item.scenePos())


def click(widget: QWidget) -> None:
    assert widget.isVisible() and widget.isEnabled(), widget.objectName()
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


def one_action(window: MainWindow, rng: random.Random) -> bool:
    """One of the person's legal actions, at random: a real drag of a tile onto its train, or (three times
    in ten when there is one) a click of Draw, Pass or End turn; checked to be applied. True for a drag."""
    game = window.controller.game
    assert game is not None
    legal = window.controller.local_legal()
    plays = [m for m in legal if m.kind is MoveKind.PLAY]
    others = [m for m in legal if m.kind is not MoveKind.PLAY]
    before = len(game.rounds[-1].decisions), game.round_number
    dragged = bool(plays) and not (others and rng.random() < 0.3)
    if dragged:
        move = rng.choice(plays)
        drag(window.table.viewport(), tile_point(window, move.tile), drop_point(window, move.train))
    else:
        buttons = window.panel.buttons
        click(buttons[{DRAW: "drawAction", PASS: "passAction", END: "endTurnAction"}[rng.choice(others)]])
    assert (len(game.rounds[-1].decisions), game.round_number) != before, "the person's action was not applied"
    return dragged


def play_to_the_end(qtbot, window: MainWindow, rng: random.Random) -> tuple[int, int]:
    """The person's every move by a real drag of a tile or a click of Draw, Pass or End turn (each
    checked to be applied), and Next round on the score sheet, until the game is over; returns
    (drags, clicks)."""
    c = window.controller
    game = c.game
    assert game is not None
    drags = clicks = 0
    for _ in range(MAX_ACTIONS):
        qtbot.waitUntil(lambda: bool(c.local_legal()) or window.score_sheet.isVisible(), timeout=10000)
        sheet = window.score_sheet
        if sheet.isVisible():
            if game.phase is Phase.GAME_OVER:
                break
            click(sheet.next_button)
            continue
        if one_action(window, rng):
            drags += 1
        else:
            clicks += 1
    else:
        raise AssertionError("the game did not end")
    return drags, clicks
