"""The View menu (zoom, speed, thinking time of Hard players, numerals, language, mute), built and
worded for the main window; its texts keep the window's translation context "MainWindow" (the
zoom's are in "ZoomMenu")."""
from __future__ import annotations

from PySide6.QtCore import QLocale
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow

from mextrain import i18n
from mextrain.controller import Pace
from mextrain.i18n import TrContext
from mextrain.ui.settings import Settings

MainWindow = TrContext("MainWindow")  # the name is the context lupdate records
ZoomMenu = TrContext("ZoomMenu")


def language_choice() -> str:
    """The remembered choice, as the language menu shows it ("" = the system's language)."""
    manager = i18n.install()  # the application's manager (made once; remembers the choice)
    return "" if manager.follows_system else manager.current


def build(window: QMainWindow) -> None:
    bar = window.menuBar()
    window.view_menu = bar.addMenu("")
    _build_zoom(window)
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
        action.setChecked(code == language_choice())
        window.language_group.addAction(action)
        window.language_actions[code] = action
    window.view_menu.addSeparator()
    window.view_menu.addAction(window.sound.mute_action)  # ui/sound.py words it


def _build_zoom(window: QMainWindow) -> None:
    """Zoom In / Zoom Out / Actual Size for the table and the hand, on the platform's keys, remembered."""
    table = window.table

    def zoomed(zoom: float) -> None:
        window.settings.zoom = zoom

    table.set_zoom(window.settings.zoom)
    table.zoom_changed.connect(zoomed)
    keys = QKeySequence.StandardKey
    window.zoom_in_action = window._action(window.view_menu, "zoomInAction", lambda: table.zoom_in(),
                                           QKeySequence(keys.ZoomIn))
    window.zoom_out_action = window._action(window.view_menu, "zoomOutAction", lambda: table.zoom_out(),
                                            QKeySequence(keys.ZoomOut))
    window.zoom_reset_action = window._action(window.view_menu, "zoomResetAction", lambda: table.set_zoom(1.0),
                                              QKeySequence("Ctrl+0"))
    window.view_menu.addSeparator()


def retranslate(window: QMainWindow) -> None:
    window.view_menu.setTitle(MainWindow.tr("&View"))
    window.zoom_in_action.setText(ZoomMenu.tr("Zoom &In"))
    window.zoom_out_action.setText(ZoomMenu.tr("Zoom &Out"))
    window.zoom_reset_action.setText(ZoomMenu.tr("&Actual Size"))
    window.speed_menu.setTitle(MainWindow.tr("&Speed of the computer players"))
    window.speed_actions[Pace.SLOW].setText(MainWindow.tr("&Slow"))
    window.speed_actions[Pace.NORMAL].setText(MainWindow.tr("&Normal"))
    window.speed_actions[Pace.FAST].setText(MainWindow.tr("&Fast"))
    window.speed_actions[Pace.INSTANT].setText(MainWindow.tr("&Instant"))
    window.thinking_menu.setTitle(MainWindow.tr("&Thinking Time of Hard Players"))
    for seconds, action in window.thinking_actions.items():
        action.setText(MainWindow.tr("%1 s per move").replace("%1", QLocale().toString(seconds, "g", 2)))
    window.numerals_action.setText(MainWindow.tr("Show &Numerals on Tiles"))
    window.language_menu.setTitle(MainWindow.tr("&Language"))
    window.language_actions[""].setText(MainWindow.tr("&System Language"))
    window.sound.retranslate()
