"""The main window's menu bar: Game, Move, View and Help, built once (texts come in `retranslate_ui`)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from mextrain import i18n
from mextrain.controller import Pace

from .settings import Settings


def build_menus(window: Any) -> None:
    """`window` is the MainWindow (not imported: it imports this module)."""
    bar = window.menuBar()
    window.game_menu = bar.addMenu("")
    window.new_action = window._action(window.game_menu, "newGameAction", window.show_new_game_dialog,
                                       QKeySequence(QKeySequence.StandardKey.New))
    window.open_action = window._action(window.game_menu, "openAction", window.files.open_dialog,
                                        QKeySequence(QKeySequence.StandardKey.Open))
    window.save_as_action = window._action(window.game_menu, "saveAsAction", window.files.save_as_dialog,
                                           QKeySequence(QKeySequence.StandardKey.SaveAs))
    window.export_action = window._action(window.game_menu, "exportAction", window.files.export_dialog)
    window.game_menu.addSeparator()
    window.host_action = window._action(window.game_menu, "hostTableAction", window.net.show_host_dialog)
    window.join_action = window._action(window.game_menu, "joinTableAction", window.net.show_join_dialog)
    window.game_menu.addSeparator()
    window.scores_action = window._action(window.game_menu, "scoreSheetAction", window.show_score_sheet,
                                          QKeySequence(Qt.Key.Key_S))
    window.game_menu.addSeparator()
    window.quit_action = window._action(window.game_menu, "quitAction", window.close,
                                        QKeySequence(QKeySequence.StandardKey.Quit))
    window.quit_action.setMenuRole(QAction.MenuRole.QuitRole)

    window.move_menu = bar.addMenu("")  # the panel's actions, listed with their keys
    p = window.panel
    for action in (p.draw_action, p.pass_action, p.end_action, None, p.flip_action, p.arrange_action):
        if action is None:
            window.move_menu.addSeparator()
        else:
            window.move_menu.addAction(action)

    window.view_menu = bar.addMenu("")
    window.speed_menu = window.view_menu.addMenu("")
    window.speed_group = QActionGroup(window)
    window.speed_actions: dict[Pace, QAction] = {}
    for pace in Pace:
        action = window._action(window.speed_menu, f"speed_{pace.value}", lambda _=False, p=pace: window.set_pace(p))
        action.setCheckable(True)
        action.setChecked(pace is window.settings.pace)
        window.speed_group.addAction(action)
        window.speed_actions[pace] = action
    window.thinking_menu = window.view_menu.addMenu("")
    window.thinking_group = QActionGroup(window)
    window.thinking_actions: dict[float, QAction] = {}
    for seconds in Settings.HARD_SECONDS:
        action = window._action(window.thinking_menu, f"thinking_{seconds}",
                              lambda _=False, s=seconds: window.set_hard_seconds(s))
        action.setCheckable(True)
        action.setChecked(seconds == window.settings.hard_seconds)
        window.thinking_group.addAction(action)
        window.thinking_actions[seconds] = action
    window.numerals_action = window._action(window.view_menu, "numeralsAction", window.set_numerals)
    window.numerals_action.setCheckable(True)
    window.numerals_action.setChecked(window.settings.numerals)
    window.language_menu = window.view_menu.addMenu("")
    window.language_group = QActionGroup(window)
    window.language_actions: dict[str, QAction] = {}
    for code, name in [("", "")] + list(getattr(i18n, "LANGUAGES", (("en", "English"),))):
        action = window._action(window.language_menu, f"language_{code or 'system'}",
                              lambda _=False, c=code: window.set_language(c))
        action.setCheckable(True)
        action.setText(name)
        action.setChecked(code == window._language_choice())
        window.language_group.addAction(action)
        window.language_actions[code] = action

    window.help_menu = bar.addMenu("")
    window.rules_action = window._action(window.help_menu, "rulesAction", window.show_rules,
                                         QKeySequence(QKeySequence.StandardKey.HelpContents))
    window.about_action = window._action(window.help_menu, "aboutAction", window.show_about)
    window.about_action.setMenuRole(QAction.MenuRole.AboutRole)

