"""The accessibility tree as a screen reader walks it, for the tests of what it reads."""
from __future__ import annotations

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget


def tree(widget: QWidget) -> list[tuple[str, str, bool, QAccessible.Role]]:
    """(name, description, hidden, role) of every node in the accessibility tree under `widget`;
    hidden: the node is a widget that is not shown, or a node a reader is told is invisible (a log
    line scrolled out of sight is not hidden)."""
    found = []
    stack = [QAccessible.queryAccessibleInterface(widget)]
    while stack:
        node = stack.pop()
        if node is None or not node.isValid():
            continue
        owner = node.object()
        hidden = isinstance(owner, QWidget) and (not owner.isVisible() or node.state().invisible)
        found.append((node.text(QAccessible.Text.Name), node.text(QAccessible.Text.Description), hidden, node.role()))
        stack.extend(node.child(i) for i in range(node.childCount()))
    return found


def said(widget: QWidget, words: str) -> list[str]:
    """The names of the shown nodes under `widget` that hold `words` (what a reader would say of them)."""
    return [name for name, _d, hidden, _r in tree(widget) if words in name and not hidden]
