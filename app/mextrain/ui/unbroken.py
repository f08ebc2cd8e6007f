"""A tile's name is never broken across lines: "6|4" at a line's end in a wrapped label or list read
"6|" on one line and "4" on the next (issue 38), because a line may break after a "|". Word joiners
(U+2060, invisible) round the bar keep the three characters together wherever such text is wrapped:
the Recent moves log, the coach's findings, the turn prompt, the hint and why line, the table's notices,
the lesson's card (ui/texts.py's `unbroken` for each).

The joiners are put in where the words are drawn, never into the words themselves: a label's
`text()` and a list item's text read as written ("6|4"), and a screen reader is given the same
(a label's accessible name, an item's DisplayRole), so it says the tile as before.
"""
from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex
from PySide6.QtWidgets import QLabel, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from mextrain.ui.texts import plain, unbroken


class UnbrokenLabel(QLabel):
    """A wrapped label whose tile names stay whole; `text()` and a screen reader read it as written."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)

    def setText(self, text: str) -> None:  # noqa: N802  (Qt's name)
        shown = unbroken(text)
        if shown != text or self.accessibleName():
            self.setAccessibleName(text if shown != text else "")  # what a reader says: the words as written
        super().setText(shown)

    def text(self) -> str:
        return plain(super().text())

    def shown_text(self) -> str:
        """What Qt draws and wraps (with the joiners)."""
        return super().text()


class UnbrokenDelegate(QStyledItemDelegate):
    """A list's lines drawn (and measured) with their tile names whole; the items keep their text."""

    def initStyleOption(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:  # noqa: N802
        super().initStyleOption(option, index)
        option.text = unbroken(option.text)
