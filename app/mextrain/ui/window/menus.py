"""The main window's menu bar: Game, Move, View (ui/window/view_menu.py) and Help, built once into one
typed `WindowMenus` the window keeps as `window.menus`, and worded again on each language change;
the texts keep the window's translation context "MainWindow"."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar

from mextrain.i18n import TrContext
from mextrain.ui.actions import menu_action
from mextrain.ui.help.windows import HelpUi
from mextrain.ui.lesson.entry import Lessons
from mextrain.ui.netplay.entry import NetPlay
from mextrain.ui.replay.entry import Replays
from mextrain.ui.settings import Settings
from mextrain.ui.sound.table_sound import TableSound
from mextrain.ui.stats.entry import Statistics
from mextrain.ui.table.view import TableView
from mextrain.ui.window import view_menu
from mextrain.ui.window.game_files import GameFiles
from mextrain.ui.window.settings_ui import SettingsUi
from mextrain.ui.window.side_panel import SidePanel

MainWindow = TrContext("MainWindow")  # the name is the context lupdate records


class MenusWindow(Protocol):
    """What the menus call in their window (the main window is the one): a Protocol because the
    window imports this module (no import cycle, tests/project/test_layering.py)."""

    files: GameFiles
    replays: Replays
    net: NetPlay
    statistics: Statistics
    settings_ui: SettingsUi
    help_ui: HelpUi
    lessons: Lessons
    panel: SidePanel
    table: TableView
    settings: Settings
    sound: TableSound

    def menuBar(self) -> QMenuBar: ...
    def ask_new_game(self) -> object: ...
    def show_score_sheet(self) -> object: ...
    def quit(self) -> None: ...


@dataclass
class WindowMenus:
    """Every menu and menu action of the main window, made once by `build_menus`."""
    game_menu: QMenu
    new_action: QAction
    open_action: QAction
    save_as_action: QAction
    export_action: QAction
    watch_action: QAction
    host_action: QAction
    join_action: QAction
    scores_action: QAction
    stats_action: QAction
    preferences_action: QAction
    quit_action: QAction
    move_menu: QMenu  # the panel's actions (its own), then Hint, Undo, Redo (ui/window/assist_ui.py)
    view: view_menu.ViewMenu
    help_menu: QMenu
    rules_action: QAction
    learn_action: QAction
    about_action: QAction


def build_menus(window: MenusWindow) -> WindowMenus:
    """The window's menu bar, its actions wired to the window's slots."""
    bar = window.menuBar()
    owner = bar.window()  # the actions' owner: the window itself, as a widget
    game = bar.addMenu("")

    def action(name: str, slot: Callable[..., object], shortcut: QKeySequence | None = None,
               menu: QMenu = game) -> QAction:
        return menu_action(owner, menu, name, slot, shortcut)

    keys = QKeySequence.StandardKey
    new = action("newGameAction", window.ask_new_game, QKeySequence(keys.New))
    open_ = action("openAction", window.files.open_dialog, QKeySequence(keys.Open))
    save_as = action("saveAsAction", window.files.save_as_dialog, QKeySequence(keys.SaveAs))
    export = action("exportAction", window.files.export_dialog)
    watch = action("watchAction", window.replays.open_dialog)
    game.addSeparator()
    host = action("hostTableAction", window.net.show_host_dialog)
    join = action("joinTableAction", window.net.show_join_dialog)
    game.addSeparator()
    scores = action("scoreSheetAction", window.show_score_sheet, QKeySequence(Qt.Key.Key_S))
    stats = action("statisticsAction", lambda: window.statistics.show_window())
    game.addSeparator()
    preferences = action("preferencesAction", window.settings_ui.show_preferences)
    bindings = QKeySequence.keyBindings(keys.Preferences)  # and Ctrl+, everywhere
    preferences.setShortcuts(bindings + [k for k in [QKeySequence("Ctrl+,")] if k not in bindings])
    preferences.setMenuRole(QAction.MenuRole.PreferencesRole)
    quit_ = action("quitAction", window.quit, QKeySequence(keys.Quit))
    quit_.setMenuRole(QAction.MenuRole.QuitRole)

    move = bar.addMenu("")  # the panel's actions, listed with their keys
    p = window.panel
    for act in (p.draw_action, p.pass_action, p.end_action, None, p.flip_action, p.arrange_action):
        if act is None:
            move.addSeparator()
        else:
            move.addAction(act)

    view = view_menu.build(bar, window.settings, window.table, window.sound.mute_action, window.settings_ui)
    window.settings_ui.changed.connect(lambda: view.show_choices(window.settings))

    help_ = bar.addMenu("")
    rules = action("rulesAction", window.help_ui.show_rules, QKeySequence(keys.HelpContents), help_)
    learn = action("learnAction", lambda: window.lessons.start(), menu=help_)
    about = action("aboutAction", window.help_ui.show_about, menu=help_)
    about.setMenuRole(QAction.MenuRole.AboutRole)
    return WindowMenus(game, new, open_, save_as, export, watch, host, join, scores, stats, preferences, quit_,
                       move, view, help_, rules, learn, about)


def retranslate(m: WindowMenus) -> None:
    """The menus' texts in the current language (called from the window's `retranslate_ui`)."""
    m.game_menu.setTitle(MainWindow.tr("&Game"))
    m.new_action.setText(MainWindow.tr("&New Game…"))
    m.open_action.setText(MainWindow.tr("&Open…"))
    m.save_as_action.setText(MainWindow.tr("Save &As…"))
    m.export_action.setText(MainWindow.tr("&Export Record…"))
    m.watch_action.setText(MainWindow.tr("&Watch a Game…"))
    m.scores_action.setText(MainWindow.tr("&Score Sheet"))
    m.stats_action.setText(MainWindow.tr("S&tatistics…"))
    m.quit_action.setText(MainWindow.tr("&Quit"))
    m.preferences_action.setText(MainWindow.tr("&Preferences…"))
    m.move_menu.setTitle(MainWindow.tr("&Move"))
    view_menu.retranslate(m.view)
    m.host_action.setText(MainWindow.tr("&Host a Table…"))
    m.join_action.setText(MainWindow.tr("&Join a Table…"))
    m.help_menu.setTitle(MainWindow.tr("&Help"))
    m.rules_action.setText(MainWindow.tr("&Rules"))
    m.learn_action.setText(MainWindow.tr("&Learn to Play"))
    m.about_action.setText(MainWindow.tr("&About Mexican Train"))
