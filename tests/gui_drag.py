"""Real mouse drags on the table's viewport, for GUI tests."""
from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from mextrain.ui.table_view import TableView


def drag_tile(view: TableView, start: QPointF, end: QPointF, steps: int = 10) -> None:
    """Press at `start`, move in steps well past the start-drag distance, release at `end` (scene points)."""
    vp = view.viewport()
    p0, p1 = view.mapFromScene(start), view.mapFromScene(end)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p0)
    for i in range(1, steps + 1):
        QTest.mouseMove(vp, p0 + (p1 - p0) * (i / steps))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p1)


def slot_centre(view: TableView, train: object) -> QPointF:
    slot = view.table.rows[train].look.slot
    return QPointF(slot.cx, slot.cy)
