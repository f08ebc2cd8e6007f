"""Placeholder main window until the table lands: a Game menu and Help > About.

The table engineer replaces this file. What `mextrain.app` and `mextrain.selftest` rely on:
`MainWindow()` with no arguments, `open_game_file(path)`, and `show_about()` returning the
About dialog it opened.
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget

from mextrain.app import APP_NAME, app_icon
from mextrain.ui.about_dialog import AboutDialog


class MainWindow(QMainWindow):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.setWindowIcon(app_icon())
        self.resize(1024, 720)
        self.about_dialog: AboutDialog | None = None

        self.placeholder = QLabel()
        self.placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setCentralWidget(self.placeholder)

        self.game_menu = self.menuBar().addMenu("")
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.quit_action.triggered.connect(self.close)
        self.game_menu.addAction(self.quit_action)

        self.help_menu = self.menuBar().addMenu("")
        self.about_action = QAction(self)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self.show_about)
        self.help_menu.addAction(self.about_action)

        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(APP_NAME)
        self.placeholder.setText(self.tr("The table is on its way."))
        self.game_menu.setTitle(self.tr("&Game"))
        self.quit_action.setText(self.tr("&Quit"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.about_action.setText(self.tr("&About Mexican Train"))

    def show_about(self) -> AboutDialog:
        if self.about_dialog is None:
            self.about_dialog = AboutDialog(self)
        self.about_dialog.show()
        self.about_dialog.raise_()
        return self.about_dialog

    def open_game_file(self, path: Path) -> None:
        """Open a saved game (the table engineer fills this in)."""
        self.statusBar().showMessage(self.tr("Cannot open saved games yet: %1").replace("%1", str(path)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
