"""The table with no game on it: what the person can start from there (New Game, Host, Join).

Shown over the felt while the window's own game is none and nothing else is played in it:
after the first start's New Game dialog is cancelled, or once a table left had no game of
the person's own behind it. The buttons are the menu's actions, so they say what the menu
says, in the language chosen, and do exactly what it does.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QLabel, QToolButton, QVBoxLayout, QWidget


class EmptyTable(QWidget):
    def __init__(self, window: Any) -> None:
        super().__init__(window.table.viewport())
        self.setObjectName("emptyTable")
        self.window_ = window
        self.area: QWidget = window.table.viewport()
        self.label = QLabel()
        self.label.setObjectName("emptyTableLine")
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setWordWrap(True)
        self.label.setStyleSheet("color: white; font-size: 13pt;")
        layout = QVBoxLayout(self)
        layout.addWidget(self.label)
        self.buttons: list[QToolButton] = []
        menus = window.menus
        for action in (menus.new_action, menus.host_action, menus.join_action):
            button = QToolButton()
            button.setDefaultAction(action)  # the menu's words and deed
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setMinimumWidth(220)
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
            self.buttons.append(button)
        self.area.installEventFilter(self)
        self.retranslate_ui()
        self.hide()

    def sync(self) -> None:
        """Shown while the window has no game of its own and plays nothing else; and whenever nothing is
        ready to be shown, the last game shown (a table that is gone) is not left standing."""
        w = self.window_
        if not w.play.ready() and w.table.scene().state is not None:
            w.table.show_nothing()
            w.panel.show_nothing()
        empty = w.play is w.controller and w.controller.game is None and not getattr(w, "watch", None)
        if empty:
            self._place()
        self.setVisible(empty)

    def _place(self) -> None:
        self.adjustSize()
        area = self.area.rect()
        self.move(area.center().x() - self.width() // 2, area.center().y() - self.height() // 2)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return False

    def retranslate_ui(self) -> None:
        self.label.setText(self.tr("No game on the table. Start one, or play with others:"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


__all__ = ["EmptyTable"]
