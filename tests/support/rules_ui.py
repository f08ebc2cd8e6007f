"""Helpers for the house-rules GUI tests: real clicks on New Game's rule-set editor."""
from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QWidget

from mextrain.ui.rules.editor import RuleSetEditor
from mextrain.ui.window.new_game_dialog import NewGameDialog


def pick_row(qtbot, box: QComboBox, row: int) -> None:
    """Open `box` with the mouse and click its row `row`."""
    QTest.mouseClick(box, Qt.MouseButton.LeftButton)
    popup = box.view()
    qtbot.waitUntil(popup.isVisible, timeout=2000)
    QTest.qWait(QApplication.doubleClickInterval() + 50)  # a popup ignores a release that comes at once
    rect = popup.visualRect(box.model().index(row, 0))
    QTest.mouseMove(popup.viewport(), rect.center())
    QTest.mouseClick(popup.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
    qtbot.waitUntil(lambda: not popup.isVisible(), timeout=2000)


def click(widget: QWidget) -> None:
    assert widget.isVisible() and widget.isEnabled(), widget.objectName()
    if isinstance(widget, QCheckBox):  # on the box and its words, not the empty space beside them
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton, pos=QPoint(8, widget.height() // 2))
    else:
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


def type_into(widget: QWidget, text: str) -> None:
    widget.setFocus()
    QTest.keyClick(widget, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(widget, Qt.Key.Key_Delete)
    QTest.keyClicks(widget, text)


def choose_set(editor: RuleSetEditor, top: int) -> None:
    """The set chosen by keyboard in the editor's list (double-6, -9, -12, -15)."""
    box = editor.set_box
    box.setFocus()
    QTest.keyClick(box, Qt.Key.Key_Home)
    for _ in range((6, 9, 12, 15).index(top)):
        QTest.keyClick(box, Qt.Key.Key_Down)
    assert box.currentData() == top


def open_editor(qtbot, dialog: NewGameDialog) -> RuleSetEditor:
    click(dialog.edit_rules_button)
    editor = dialog.editor
    assert editor is not None
    qtbot.waitUntil(editor.isVisible, timeout=3000)
    return editor
