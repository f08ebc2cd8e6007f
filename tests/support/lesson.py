"""Driving Help > Learn to Play through the window: real drags of the step's tile, clicks of the card's
and the panel's buttons, or the keyboard alone (Tab, Enter, D, P)."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from mextrain.controller.lesson_play import LessonPlay
from mextrain.engine import Move, MoveKind, Tile, TrainId
from mextrain.engine.lesson import Step, StepKind
from mextrain.ui.window.main_window import MainWindow

DRAG_STEPS = 6


def lesson_of(w: MainWindow) -> LessonPlay:
    play = w.lessons.play
    assert play is not None and w.play is play
    return play


def wait_for_step(qtbot, w: MainWindow) -> Step | None:
    """Until the lesson waits on the person: a note to read, a step to play, or its end."""
    play = lesson_of(w)

    def ready() -> bool:
        step = play.step
        return step is None or step.kind is StepKind.NOTE or bool(play.asked())

    qtbot.waitUntil(ready, timeout=15000)
    return play.step


def _send(widget: QWidget, kind: QEvent.Type, pos: QPoint, button: Qt.MouseButton, buttons: Qt.MouseButton) -> None:
    event = QMouseEvent(kind, QPointF(pos), QPointF(widget.mapToGlobal(pos)), button, buttons,
                        Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, event)


def drag(w: MainWindow, tile: Tile, train: TrainId) -> None:
    """Press on the tile in the rack, move in steps well past the drag distance, release over the train."""
    viewport = w.table.viewport()
    item = w.table.scene().hand.item_of(tile)
    assert item is not None, f"{tile} is not in the rack"
    start = w.table.mapFromScene(item.sceneBoundingRect().center())
    hit = w.table.scene().layout_.row(train).hit
    end = w.table.mapFromScene(QPointF(hit.cx, hit.cy))
    left = Qt.MouseButton.LeftButton
    _send(viewport, QEvent.Type.MouseButtonPress, start, left, left)
    for i in range(1, DRAG_STEPS + 1):
        _send(viewport, QEvent.Type.MouseMove, start + (end - start) * (i / DRAG_STEPS), Qt.MouseButton.NoButton, left)
    _send(viewport, QEvent.Type.MouseButtonRelease, end, left, Qt.MouseButton.NoButton)


def click(widget: QWidget) -> None:
    assert widget.isVisible() and widget.isEnabled(), widget.objectName()
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


def do_by_mouse(w: MainWindow, move: Move) -> None:
    """The person's move as a hand makes it: a drag, or a click of Draw or Pass."""
    if move.kind is MoveKind.PLAY:
        assert move.tile is not None and move.train is not None
        drag(w, move.tile, move.train)
    else:
        name = {MoveKind.DRAW: "drawAction", MoveKind.PASS: "passAction"}[move.kind]
        click(w.panel.buttons[name])


def do_by_keys(qtbot, w: MainWindow, move: Move) -> None:
    """The person's move by keys alone: D or P, or Tab from the table's first stop on until the step's
    tile and train are chosen, then Enter."""
    if move.kind is not MoveKind.PLAY:
        QTest.keyClick(QApplication.focusWidget() or w, Qt.Key.Key_D if move.kind is MoveKind.DRAW else Qt.Key.Key_P)
        return
    table = w.table
    scene = table.scene()
    assert table.hasFocus(), QApplication.focusWidget()
    for _ in range(40):
        if scene.hand.selected == move.tile and scene.key_train == move.train:
            break
        QTest.keyClick(table, Qt.Key.Key_Tab)
        assert table.hasFocus(), "Tab left the table before the step's train was chosen"
    assert scene.hand.selected == move.tile and scene.key_train == move.train
    QTest.keyClick(table, Qt.Key.Key_Return)


def applied(play: LessonPlay) -> int:
    game = play.game
    assert game is not None
    return len(game.rounds[-1].decisions)
