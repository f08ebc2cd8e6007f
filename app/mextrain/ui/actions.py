"""Keyboard actions and the tool buttons that show them, made the same way in every window.

An action lives on its window (a window-wide shortcut, so the keys work wherever the focus
is) and its button is named after it ("drawAction" -> "drawButton"), which tests and
screenshots use to find it.
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QIcon, QKeySequence
from PySide6.QtWidgets import QMenu, QToolButton, QWidget


def window_action(owner: QWidget, name: str, key: QKeySequence, slot: Callable[..., object] | None = None,
                  icon: QIcon | None = None) -> QAction:
    """An action of `owner`, named `name`, triggered by `key` anywhere in owner's window."""
    action = QAction(owner)
    action.setObjectName(name)
    action.setShortcut(key)
    action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    if icon is not None:
        action.setIcon(icon)
    if slot is not None:
        action.triggered.connect(slot)
    owner.addAction(action)
    return action


def menu_action(owner: QWidget, menu: QMenu, name: str, slot: Callable[..., object],
                shortcut: QKeySequence | None = None) -> QAction:
    """An action of `owner` in `menu`, named `name`; its shortcut works while its menu bar's window is active."""
    action = QAction(owner)
    action.setObjectName(name)
    if shortcut is not None:
        action.setShortcut(shortcut)
    action.triggered.connect(slot)
    menu.addAction(action)
    return action


def action_button(action: QAction, buttons: dict[str, QToolButton]) -> QToolButton:
    """A tool button showing `action`, kept in `buttons` under the action's name."""
    button = QToolButton()
    button.setObjectName(action.objectName().replace("Action", "Button"))
    button.setDefaultAction(action)
    buttons[action.objectName()] = button
    return button
