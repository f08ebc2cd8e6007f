"""The person's choices applied: View menu and Preferences set the pace, the Hard players' thinking
time, numerals, hints, the palette and the language here, which keeps the settings, the table, the
controller, the computer players and the replay viewer in step; `changed` tells the View menu to
check what is chosen now.

The main window makes one `SettingsUi(window, window)` before anything that reads a choice (its
controller makes computer players through `make_player`) and keeps it as `window.settings_ui`.
"""
from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from mextrain import i18n
from mextrain.ai import Player, make_player
from mextrain.controller import GameController, Pace
from mextrain.controller.play import Play
from mextrain.ui.replay.entry import Replays
from mextrain.ui.settings import Settings
from mextrain.ui.sound.table_sound import TableSound
from mextrain.ui.table.view import TableView
from mextrain.ui.window.preferences_dialog import PreferencesDialog


class NetChoices(Protocol):
    """What of the window's network play a choice reaches (ui/netplay/entry.py's NetPlay)."""

    def reactions_changed(self) -> None: ...


class SettingsWindow(Protocol):
    """What the choices change in their window (the main window is the one): a Protocol because
    the window imports this module (no import cycle, tests/project/test_layering.py)."""

    settings: Settings
    controller: GameController
    play: Play
    table: TableView
    replays: Replays
    sound: TableSound
    net: NetChoices


class SettingsUi(QObject):
    #: a choice changed (here or in Preferences): the View menu checks what is chosen now
    changed = Signal()

    def __init__(self, window: SettingsWindow, parent: QWidget) -> None:
        super().__init__(parent)
        self.window = window
        self.parent_widget = parent  # Preferences opens over it
        self.preferences_dialog: PreferencesDialog | None = None

    def set_pace(self, pace: Pace) -> None:
        w = self.window
        w.settings.pace = pace
        w.controller.set_pace(pace)
        w.play.set_pace(pace)
        self.changed.emit()
        w.replays.follow_settings()

    def make_player(self, kind: str, seed: str) -> Player:
        """Computer players; one that thinks by time thinks as long as View > Thinking Time says."""
        player = make_player(kind, seed)
        player.set_thinking_time(self.window.settings.hard_seconds)
        return player

    def set_hard_seconds(self, seconds: float) -> None:
        w = self.window
        w.settings.hard_seconds = seconds
        self.changed.emit()
        for player in w.controller.players():
            player.set_thinking_time(w.settings.hard_seconds)  # from its next decision on

    def set_numerals(self, on: bool) -> None:
        w = self.window
        w.settings.numerals = bool(on)
        w.table.set_numerals(bool(on))
        self.changed.emit()
        w.replays.follow_settings()

    def set_hints(self, on: bool) -> None:
        self.window.settings.hints = bool(on)
        self.window.table.set_hints(bool(on))

    def set_palette(self, name: str) -> None:
        w = self.window
        w.settings.palette = name
        w.table.set_palette(name)
        if w.replays.viewer is not None:
            w.replays.viewer.table.set_palette(name)

    def set_language(self, code: str) -> None:
        i18n.switch_language(code)  # i18n remembers it (QSettings "ui/language")
        self.changed.emit()

    def show_preferences(self) -> PreferencesDialog:
        """Game > Preferences…: made once, loaded from the settings each time it opens."""
        if self.preferences_dialog is None:
            d = self.preferences_dialog = PreferencesDialog(self.window.settings, self.parent_widget)
            d.pace_chosen.connect(self.set_pace)
            d.hard_seconds_chosen.connect(self.set_hard_seconds)
            d.numerals_chosen.connect(self.set_numerals)
            d.hints_chosen.connect(self.set_hints)
            d.palette_chosen.connect(self.set_palette)
            d.language_chosen.connect(self.set_language)
            d.reactions_chosen.connect(lambda _on: self.window.net.reactions_changed())
            d.sound_box.sound_chosen.connect(self.window.sound.set_enabled)
            d.sound_box.volume_chosen.connect(self.window.sound.set_volume)
        self.preferences_dialog.load()
        self.preferences_dialog.open()
        return self.preferences_dialog
