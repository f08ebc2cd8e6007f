"""The main window's menu bar: Game, Move, View (ui/view_menu.py) and Help, built once and
worded again on each language change; the texts keep the window's translation context "MainWindow"."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence

from mextrain.i18n import TrContext
from mextrain.ui import view_menu

MainWindow = TrContext("MainWindow")  # the name is the context lupdate records


def build_menus(window: Any) -> None:
    """`window` is the MainWindow (not imported: it imports this module)."""
    bar = window.menuBar()
    window.game_menu = bar.addMenu("")
    window.new_action = window._action(window.game_menu, "newGameAction", window.ask_new_game,
                                   QKeySequence(QKeySequence.StandardKey.New))
    window.open_action = window._action(window.game_menu, "openAction", window.files.open_dialog,
                                    QKeySequence(QKeySequence.StandardKey.Open))
    window.save_as_action = window._action(window.game_menu, "saveAsAction", window.files.save_as_dialog,
                                       QKeySequence(QKeySequence.StandardKey.SaveAs))
    window.export_action = window._action(window.game_menu, "exportAction", window.files.export_dialog)
    window.watch_action = window._action(window.game_menu, "watchAction", window.replays.open_dialog)
    window.game_menu.addSeparator()
    window.host_action = window._action(window.game_menu, "hostTableAction", window.net.show_host_dialog)
    window.join_action = window._action(window.game_menu, "joinTableAction", window.net.show_join_dialog)
    window.game_menu.addSeparator()
    window.scores_action = window._action(window.game_menu, "scoreSheetAction", window.show_score_sheet,
                                      QKeySequence(Qt.Key.Key_S))
    window.stats_action = window._action(window.game_menu, "statisticsAction", lambda: window.statistics.show_window())
    window.game_menu.addSeparator()
    window.preferences_action = window._action(window.game_menu, "preferencesAction", window.show_preferences)
    keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences)  # and Ctrl+, everywhere
    window.preferences_action.setShortcuts(keys + [k for k in [QKeySequence("Ctrl+,")] if k not in keys])
    window.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
    window.quit_action = window._action(window.game_menu, "quitAction", window.quit,
                                    QKeySequence(QKeySequence.StandardKey.Quit))
    window.quit_action.setMenuRole(QAction.MenuRole.QuitRole)

    window.move_menu = bar.addMenu("")  # the panel's actions, listed with their keys
    p = window.panel
    for action in (p.draw_action, p.pass_action, p.end_action, None, p.flip_action, p.arrange_action):
        if action is None:
            window.move_menu.addSeparator()
        else:
            window.move_menu.addAction(action)

    view_menu.build(window)

    window.help_menu = bar.addMenu("")
    window.rules_action = window._action(window.help_menu, "rulesAction", window.show_rules,
                                     QKeySequence(QKeySequence.StandardKey.HelpContents))
    window.about_action = window._action(window.help_menu, "aboutAction", window.show_about)
    window.about_action.setMenuRole(QAction.MenuRole.AboutRole)


def retranslate(window: Any) -> None:
    """The menus' texts in the current language (called from the window's `retranslate_ui`)."""
    window.game_menu.setTitle(MainWindow.tr("&Game"))
    window.new_action.setText(MainWindow.tr("&New Game…"))
    window.open_action.setText(MainWindow.tr("&Open…"))
    window.save_as_action.setText(MainWindow.tr("Save &As…"))
    window.export_action.setText(MainWindow.tr("&Export Record…"))
    window.watch_action.setText(MainWindow.tr("&Watch a Game…"))
    window.scores_action.setText(MainWindow.tr("&Score Sheet"))
    window.stats_action.setText(MainWindow.tr("S&tatistics…"))
    window.quit_action.setText(MainWindow.tr("&Quit"))
    window.preferences_action.setText(MainWindow.tr("&Preferences…"))
    window.move_menu.setTitle(MainWindow.tr("&Move"))
    view_menu.retranslate(window)
    window.host_action.setText(MainWindow.tr("&Host a Table…"))
    window.join_action.setText(MainWindow.tr("&Join a Table…"))
    window.help_menu.setTitle(MainWindow.tr("&Help"))
    window.rules_action.setText(MainWindow.tr("&Rules"))
    window.about_action.setText(MainWindow.tr("&About Mexican Train"))
