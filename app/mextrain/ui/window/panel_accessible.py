"""The side panel for assistive technology. The seats table: a table (role Table) of a row a seat, each row named
in one sentence ("Ada: 7 tiles, 35 points, a marker on the train, to play now") with its
cells (the name, the tiles, the points) as children, instead of the grid's loose labels (a turn
arrow, empty labels, unnamed pictures) that a screen reader read as flat text (issue 38).

A line that is empty for a while but keeps its room (whose hand it is, the turn's prompt) is a
`QuietLabel`: while it has no words it is invisible to a screen reader, not a nameless text. A line
that repeats what the table says (the round and the engine) is an `EchoLabel`: never read twice.

The table's factory (ui/table/accessible.py, `add_factory`) gives every `SeatTable` and
`QuietLabel` its interface, and the parts are made once and kept, since Qt's accessibility cache
holds on to them.
"""
from __future__ import annotations

from typing import cast

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QRect
from PySide6.QtGui import QAccessible, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QAccessibleWidget, QLabel, QWidget

from mextrain.ui.table import accessible
from mextrain.ui.unbroken import UnbrokenLabel
from mextrain.ui.window.seat_table import SeatRow, SeatTable

Role = QAccessible.Role
Text = QAccessible.Text
ROW, NAME, TILES, POINTS = range(4)

_kept: list[SeatTableAccessible] = []
_quiet: list[QuietLabelAccessible] = []


def install() -> None:
    accessible.add_factory("SeatTable", lambda obj: SeatTableAccessible(cast(QWidget, obj)), _release_all)
    accessible.add_factory("QuietLabel", lambda obj: QuietLabelAccessible(cast(QLabel, obj)))
    accessible.add_factory("EchoLabel", lambda obj: QuietLabelAccessible(cast(QLabel, obj), silent=True))


def _release_all() -> None:
    for table in list(_kept):
        table.release()


class QuietLabel(UnbrokenLabel):
    """A label a screen reader finds only while it has words (see the module docstring); a tile's name
    in it is never broken across lines (ui/unbroken.py)."""

    def __init__(self) -> None:
        super().__init__()
        install()


class EchoLabel(QLabel):
    """A line that repeats what the table already says to a screen reader (the round and the engine:
    its status and engine items): shown to the eye, never read a second time (issue 38, point 21)."""

    def __init__(self) -> None:
        super().__init__()
        install()


class QuietLabelAccessible(QAccessibleWidget):
    """A `QuietLabel`'s interface; `silent`: an `EchoLabel`'s, nameless and invisible to a reader."""

    def __init__(self, label: QLabel, silent: bool = False) -> None:
        super().__init__(label, Role.StaticText, "")
        self.label = label
        self.silent = silent
        _quiet.append(self)  # Python keeps it while Qt's cache does

    def text(self, kind: QAccessible.Text) -> str:
        if self.silent:
            return ""
        if kind == Text.Name and shiboken6.isValid(self.label):
            return self.label.accessibleName() or self.label.text()
        return super().text(kind)

    def state(self) -> QAccessible.State:
        state = super().state()
        if self.silent or shiboken6.isValid(self.label) and not self.label.text():
            state.invisible = True
        return state


def row_words(row: SeatRow) -> str:
    """One seat's line in words, from what its row shows."""
    parts = [row.tiles.toolTip(), row.points.toolTip()]
    if not row.badge.isHidden():
        parts.append(QCoreApplication.translate("SidePanel", "last tile"))
    if not row.marker.isHidden():
        parts.append(QCoreApplication.translate("SidePanel", "a marker on the train"))
    if row.turn.text():
        parts.append(QCoreApplication.translate("SidePanel", "to play now"))
    who = row.name.accessibleName() or row.name.text()
    words = QCoreApplication.translate("SidePanel", "%1: %2", "a seat for a screen reader: its name, then its figures")
    return words.replace("%1", who).replace("%2", ", ".join(p for p in parts if p))


class SeatTableAccessible(QAccessibleWidget):
    """The seats table: its rows are the seats the game has, in the order shown."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget, Role.Table, "")
        self.made: dict[tuple[int, int], CellAccessible] = {}
        _kept.append(self)
        widget.destroyed.connect(lambda *_: self.release())

    def release(self) -> None:
        for part in list(self.made.values()):
            if shiboken6.isValid(part):
                QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(part))
        self.made.clear()

    def table(self) -> SeatTable:
        return cast(SeatTable, self.widget())

    def alive(self) -> bool:
        return shiboken6.isValid(self.widget())

    def part(self, kind: int, index: int) -> CellAccessible:
        key = (kind, index)
        if key not in self.made:
            self.made[key] = CellAccessible(self, kind, index)
        return self.made[key]

    def rows(self) -> list[CellAccessible]:
        if not self.alive():
            return []
        return [self.part(ROW, i) for i in range(len(self.table().seat_order))]

    def text(self, kind: QAccessible.Text) -> str:
        if kind == Text.Name:
            return QCoreApplication.translate("SidePanel", "Players")
        return ""

    def childCount(self) -> int:
        return len(self.rows())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # None is Qt's nullptr
        rows = self.rows()
        return rows[index] if 0 <= index < len(rows) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        for i, row in enumerate(self.rows()):
            if row is child:
                return i
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # None is Qt's nullptr
        for row in self.rows():
            if row.rect().contains(x, y):
                return row
        return None


class CellAccessible(QAccessibleInterface):
    """A seat's row (ROW) or one of its cells (NAME, TILES, POINTS); no widget of its own."""

    def __init__(self, table: SeatTableAccessible, kind: int, index: int) -> None:
        super().__init__()
        self.owner = table
        self.kind = kind
        self.index = index

    def _row(self) -> SeatRow | None:
        if not self.owner.alive():
            return None
        table = self.owner.table()
        return table.rows[self.index] if self.index < len(table.seat_order) else None

    def isValid(self) -> bool:
        return self._row() is not None

    def object(self) -> QObject | None:  # type: ignore[override]  # None is Qt's nullptr
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]  # None is Qt's nullptr
        return self.owner.widget().window().windowHandle() if self.owner.alive() else None

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]  # None is Qt's nullptr
        return self.owner if self.kind == ROW else self.owner.part(ROW, self.index)

    def _cells(self) -> list[CellAccessible]:
        return [self.owner.part(k, self.index) for k in (NAME, TILES, POINTS)] if self.kind == ROW else []

    def childCount(self) -> int:
        return len(self._cells())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # None is Qt's nullptr
        cells = self._cells()
        return cells[index] if 0 <= index < len(cells) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        for i, cell in enumerate(self._cells()):
            if cell is child:
                return i
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # None is Qt's nullptr
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # None is Qt's nullptr
        return None

    def relations(self, match: QAccessible.RelationFlag | None = None
                  ) -> list[tuple[QAccessibleInterface, QAccessible.RelationFlag]]:
        return []

    def role(self) -> QAccessible.Role:
        return Role.Row if self.kind == ROW else Role.Cell

    def text(self, kind: QAccessible.Text) -> str:
        row = self._row()
        if kind != Text.Name or row is None:
            return ""
        if self.kind == ROW:
            return row_words(row)
        if self.kind == NAME:
            return row.name.accessibleName() or row.name.text()
        if self.kind == TILES:
            return row.tiles.toolTip()
        return row.points.toolTip()

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        pass

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.readOnly = True
        if self._row() is None:
            state.invalid = True
        return state

    def rect(self) -> QRect:
        row = self._row()
        if row is None:
            return QRect()
        widget = {NAME: row.name, TILES: row.tiles, POINTS: row.points}.get(self.kind)
        widgets = [widget] if widget is not None else [w for w in row.widgets if w.isVisible()]
        rect = QRect()
        for w in widgets:
            rect = rect.united(QRect(w.mapToGlobal(w.rect().topLeft()), w.size()))
        return rect
