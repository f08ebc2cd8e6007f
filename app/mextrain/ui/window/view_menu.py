"""The View menu (zoom, speed, thinking time of Hard players, numerals, language, mute), built into
one typed `ViewMenu` and worded for the main window; its texts keep the window's translation
context "MainWindow" (the zoom's are in "ZoomMenu")."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from PySide6.QtCore import QLocale
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QWidget

from mextrain import i18n
from mextrain.controller import Pace
from mextrain.i18n import TrContext
from mextrain.ui.actions import menu_action
from mextrain.ui.settings import Settings
from mextrain.ui.table.view import TableView

MainWindow = TrContext("MainWindow")  # the name is the context lupdate records
ZoomMenu = TrContext("ZoomMenu")


def language_choice() -> str:
    """The remembered choice, as the language menu shows it ("" = the system's language)."""
    manager = i18n.install()  # the application's manager (made once; remembers the choice)
    return "" if manager.follows_system else manager.current


class ViewChoices(Protocol):
    """What the View menu's choices call (ui/settings_ui.py's `SettingsUi` is the one): a Protocol
    because that module shows its choices in this menu (no import cycle, tests/project/test_layering.py)."""

    def set_pace(self, pace: Pace) -> None: ...
    def set_hard_seconds(self, seconds: float) -> None: ...
    def set_numerals(self, on: bool) -> None: ...
    def set_language(self, code: str) -> None: ...


@dataclass
class ViewMenu:
    """The View menu and its actions; a choice made elsewhere (Preferences) checks its action here."""
    menu: QMenu
    zoom_in_action: QAction
    zoom_out_action: QAction
    zoom_reset_action: QAction
    speed_menu: QMenu
    speed_group: QActionGroup
    speed_actions: dict[Pace, QAction]
    thinking_menu: QMenu
    thinking_group: QActionGroup
    thinking_actions: dict[float, QAction]
    numerals_action: QAction
    language_menu: QMenu
    language_group: QActionGroup
    language_actions: dict[str, QAction]

    def show_choices(self, settings: Settings) -> None:
        """Check the actions that say what is chosen now (also when Preferences chose it)."""
        self.speed_actions[settings.pace].setChecked(True)
        self.thinking_actions[settings.hard_seconds].setChecked(True)
        self.numerals_action.setChecked(settings.numerals)
        self.language_actions[language_choice()].setChecked(True)


def build(bar: QMenuBar, settings: Settings, table: TableView, mute: QAction, choices: ViewChoices) -> ViewMenu:
    """The View menu at the end of `bar`; `mute` is the sound's own action."""
    window = bar.window()  # the actions' owner: the window whose menu bar it is
    menu = bar.addMenu("")
    zoom_in, zoom_out, zoom_reset = _build_zoom(window, menu, settings, table)

    def checkable(submenu: QMenu, values: list[Any], name: Callable[[Any], str], checked: object,
                slot: Callable[[Any], None]) -> tuple[QActionGroup, dict[Any, QAction]]:
        """Checkable actions, one checked at a time, each calling `slot` with its value."""
        group = QActionGroup(window)
        actions: dict[Any, QAction] = {}
        for value in values:
            action = menu_action(window, submenu, name(value), lambda _=False, v=value: slot(v))
            action.setCheckable(True)
            action.setChecked(value == checked)
            group.addAction(action)
            actions[value] = action
        return group, actions

    speed_menu = menu.addMenu("")
    speed_group, paces = checkable(speed_menu, list(Pace), lambda p: f"speed_{p.value}", settings.pace,
                                 choices.set_pace)
    thinking_menu = menu.addMenu("")
    thinking_group, thinking = checkable(thinking_menu, list(Settings.HARD_SECONDS), lambda s: f"thinking_{s}",
                                       settings.hard_seconds, choices.set_hard_seconds)
    numerals = menu_action(window, menu, "numeralsAction", choices.set_numerals)
    numerals.setCheckable(True)
    numerals.setChecked(settings.numerals)
    language_menu = menu.addMenu("")
    languages = dict([("", ""), *i18n.LANGUAGES])
    language_group, language = checkable(language_menu, list(languages), lambda c: f"language_{c or 'system'}",
                                       language_choice(), choices.set_language)
    for code, action in language.items():
        action.setText(languages[code])  # each language in its own words ("" is worded by retranslate)
    menu.addSeparator()
    menu.addAction(mute)  # ui/sound/table_sound.py words it
    return ViewMenu(menu, zoom_in, zoom_out, zoom_reset, speed_menu, speed_group, paces,
                    thinking_menu, thinking_group, thinking, numerals, language_menu, language_group, language)


def _build_zoom(window: QWidget, menu: QMenu, settings: Settings,
                table: TableView) -> tuple[QAction, QAction, QAction]:
    """Zoom In / Zoom Out / Actual Size for the table and the hand, on the platform's keys, remembered."""

    def zoomed(zoom: float) -> None:
        settings.zoom = zoom

    table.set_zoom(settings.zoom)
    table.zoom_changed.connect(zoomed)
    keys = QKeySequence.StandardKey
    zoom_in = menu_action(window, menu, "zoomInAction", lambda: table.zoom_in(), QKeySequence(keys.ZoomIn))
    zoom_out = menu_action(window, menu, "zoomOutAction", lambda: table.zoom_out(), QKeySequence(keys.ZoomOut))
    zoom_reset = menu_action(window, menu, "zoomResetAction", lambda: table.set_zoom(1.0), QKeySequence("Ctrl+0"))
    menu.addSeparator()
    return zoom_in, zoom_out, zoom_reset


def retranslate(v: ViewMenu) -> None:
    v.menu.setTitle(MainWindow.tr("&View"))
    v.zoom_in_action.setText(ZoomMenu.tr("Zoom &In"))
    v.zoom_out_action.setText(ZoomMenu.tr("Zoom &Out"))
    v.zoom_reset_action.setText(ZoomMenu.tr("&Actual Size"))
    v.speed_menu.setTitle(MainWindow.tr("&Speed of the computer players"))
    v.speed_actions[Pace.SLOW].setText(MainWindow.tr("&Slow"))
    v.speed_actions[Pace.NORMAL].setText(MainWindow.tr("&Normal"))
    v.speed_actions[Pace.FAST].setText(MainWindow.tr("&Fast"))
    v.speed_actions[Pace.INSTANT].setText(MainWindow.tr("&Instant"))
    v.thinking_menu.setTitle(MainWindow.tr("&Thinking Time of Hard Players"))
    for seconds, action in v.thinking_actions.items():
        action.setText(MainWindow.tr("%1 s per move").replace("%1", QLocale().toString(seconds, "g", 2)))
    v.numerals_action.setText(MainWindow.tr("Show &Numerals on Tiles"))
    v.language_menu.setTitle(MainWindow.tr("&Language"))
    v.language_actions[""].setText(MainWindow.tr("&System Language"))
