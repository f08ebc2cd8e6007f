"""The Help menu's windows, Rules and About: each made once, then shown and raised again.

The main window keeps one `HelpUi(window)` as `window.help_ui`; `mextrain.selftest` opens About
through it.
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QWidget

from mextrain.engine import GameOptions
from mextrain.ui.help.about import AboutDialog
from mextrain.ui.help.rules import RulesDialog


class HelpUi:
    def __init__(self, window: QWidget,
                 game_rules: Callable[[], tuple[GameOptions, str | None] | None] | None = None) -> None:
        self.window = window
        self.game_rules = game_rules or (lambda: None)  # the rules of the game on the table, if any
        self.rules_dialog: RulesDialog | None = None
        self.about_dialog: AboutDialog | None = None

    def show_rules(self) -> RulesDialog:
        if self.rules_dialog is None:
            self.rules_dialog = RulesDialog(parent=self.window)
        rules = self.game_rules()
        self.rules_dialog.set_game_rules(*(rules or (None, None)))
        self.rules_dialog.show()
        self.rules_dialog.raise_()
        return self.rules_dialog

    def show_about(self) -> AboutDialog:
        if self.about_dialog is None:
            self.about_dialog = AboutDialog(self.window)
        self.about_dialog.show()
        self.about_dialog.raise_()
        return self.about_dialog
