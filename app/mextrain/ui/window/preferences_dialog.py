"""Preferences (the platform's standard place and key): every setting the game has, in one dialog.

Each choice takes effect at once (as on GNOME and KDE) and is remembered; the window
connects the signals to the same setters its View menu uses, so both always agree. What
to do with an unfinished game at start is written straight to the settings, which makes
"Do the same from now on" of the resume question undoable here.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QLocale, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from mextrain import i18n
from mextrain.controller import Pace
from mextrain.i18n import TrContext
from mextrain.ui.settings import Settings
from mextrain.ui.sound.preferences import SoundPreferences

PipPalette = TrContext("PipPalette")  # the palette's words (a context of their own)


class PreferencesDialog(QDialog):
    pace_chosen = Signal(object)          # Pace
    hard_seconds_chosen = Signal(float)
    numerals_chosen = Signal(bool)
    hints_chosen = Signal(bool)
    palette_chosen = Signal(str)          # "classic" or "colour-blind"
    language_chosen = Signal(str)         # "" = the system's language
    reactions_chosen = Signal(bool)       # written to the settings already; a table in play shows it

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("preferencesDialog")
        self.settings = settings
        self.pace = QComboBox()
        self.pace.setObjectName("pace")
        for pace in Pace:
            self.pace.addItem("", pace)
        self.hard_seconds = QComboBox()
        self.hard_seconds.setObjectName("hardSeconds")
        for seconds in Settings.HARD_SECONDS:
            self.hard_seconds.addItem("", seconds)
        self.hint_strength = QComboBox()  # written straight to the settings (the hint reads them when asked)
        self.hint_strength.setObjectName("hintStrength")
        for strength in Settings.HINT_STRENGTHS:
            self.hint_strength.addItem("", strength)
        self.numerals = QCheckBox()
        self.numerals.setObjectName("numerals")
        self.hints = QCheckBox()
        self.hints.setObjectName("hints")
        self.notices_box = QCheckBox()  # written straight to the settings (ui/sound/turn_notice.py reads them)
        self.notices_box.setObjectName("turnNotices")
        self.reactions_box = QCheckBox()  # written straight to the settings (ui/netplay/reactions.py reads them)
        self.reactions_box.setObjectName("reactions")
        self.palette_box = QCheckBox()
        self.palette_box.setObjectName("palette")
        self.language = QComboBox()
        self.language.setObjectName("language")
        self.language.addItem("", "")
        for code, name in getattr(i18n, "LANGUAGES", (("en", "English"),)):
            self.language.addItem(name, code)
        self.resume = QComboBox()
        self.resume.setObjectName("resume")
        for policy in Settings.RESUME_POLICIES:
            self.resume.addItem("", policy)
        for box in (self.pace, self.hard_seconds, self.hint_strength, self.language, self.resume):
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)

        self.labels = [QLabel() for _ in range(5)]
        form = QFormLayout()
        for label, field in zip(self.labels, (self.pace, self.hard_seconds, self.hint_strength, self.language,
                                              self.resume)):
            label.setBuddy(field)
            form.addRow(label, field)
        form.addRow("", self.numerals)
        form.addRow("", self.hints)
        self.sound_box = SoundPreferences(self)  # the window connects its sound_chosen, volume_chosen
        for sound_label, sound_field in self.sound_box.rows():
            form.addRow(sound_label, sound_field)
        form.addRow("", self.notices_box)
        form.addRow("", self.reactions_box)
        form.addRow("", self.palette_box)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)

        self.load()
        self.pace.activated.connect(lambda _i: self.pace_chosen.emit(self.pace.currentData()))
        self.hard_seconds.activated.connect(lambda _i: self.hard_seconds_chosen.emit(float(self.hard_seconds.currentData())))
        self.language.activated.connect(lambda _i: self.language_chosen.emit(str(self.language.currentData())))
        self.resume.activated.connect(self._resume_chosen)
        self.hint_strength.activated.connect(self._hint_strength_chosen)
        self.numerals.toggled.connect(self.numerals_chosen)
        self.hints.toggled.connect(self.hints_chosen)
        self.palette_box.toggled.connect(lambda on: self.palette_chosen.emit("colour-blind" if on else "classic"))
        self.notices_box.toggled.connect(self._notices_chosen)
        self.reactions_box.toggled.connect(self._reactions_chosen)
        self.retranslate_ui()

    def load(self) -> None:
        """Show the settings as they are now (the View menu may have changed them)."""
        s = self.settings
        self.pace.setCurrentIndex(max(0, self.pace.findData(s.pace)))
        self.hard_seconds.setCurrentIndex(max(0, self.hard_seconds.findData(s.hard_seconds)))
        manager = i18n.install()
        self.language.setCurrentIndex(max(0, self.language.findData("" if manager.follows_system else manager.current)))
        self.resume.setCurrentIndex(max(0, self.resume.findData(s.resume_policy)))
        self.hint_strength.setCurrentIndex(max(0, self.hint_strength.findData(s.hint_strength)))
        self.sound_box.load(s)
        for box, on in ((self.numerals, s.numerals), (self.hints, s.hints), (self.notices_box, s.turn_notices),
                        (self.reactions_box, s.reactions),
                        (self.palette_box, s.palette == "colour-blind")):
            box.blockSignals(True)
            box.setChecked(on)
            box.blockSignals(False)

    def _notices_chosen(self, on: bool) -> None:
        self.settings.turn_notices = on

    def _reactions_chosen(self, on: bool) -> None:
        self.settings.reactions = on
        self.reactions_chosen.emit(on)

    def _hint_strength_chosen(self, _index: int) -> None:
        self.settings.hint_strength = str(self.hint_strength.currentData())

    def _resume_chosen(self, _index: int) -> None:
        self.settings.resume_policy = str(self.resume.currentData())

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Preferences"))
        for label, text in zip(self.labels, (self.tr("&Speed of the computer players:"),
                                             self.tr("&Thinking time of Hard players:"),
                                             self.tr("&Hints from:"),
                                             self.tr("&Language:"),
                                             self.tr("&Unfinished game at start:"))):
            label.setText(text)
        names = {Pace.SLOW: self.tr("Slow"), Pace.NORMAL: self.tr("Normal"), Pace.FAST: self.tr("Fast"),
                 Pace.INSTANT: self.tr("Instant")}
        for i in range(self.pace.count()):
            self.pace.setItemText(i, names[self.pace.itemData(i)])
        for i in range(self.hard_seconds.count()):
            seconds = float(self.hard_seconds.itemData(i))
            self.hard_seconds.setItemText(i, self.tr("%1 s per move").replace("%1", QLocale().toString(seconds, "g", 2)))
        strengths = {"search": self.tr("Hard's search (up to half a second)"),
                     "quick": self.tr("Normal's quick rule of thumb")}
        for i in range(self.hint_strength.count()):
            self.hint_strength.setItemText(i, strengths[self.hint_strength.itemData(i)])
        self.hint_strength.setToolTip(self.tr("Hard's search plays out each move you could make on many deals "
                                              "of the tiles you cannot see, as the Hard players do, and says "
                                              "what it found; Normal's rule of thumb answers at once."))
        self.language.setItemText(0, self.tr("System language"))
        policies = {"ask": self.tr("Ask"), "always": self.tr("Resume it"), "never": self.tr("Start a new game")}
        for i in range(self.resume.count()):
            self.resume.setItemText(i, policies[self.resume.itemData(i)])
        self.numerals.setText(self.tr("Show &numerals on tiles"))
        self.hints.setText(self.tr("&Mark the tiles that can be laid now"))
        self.hints.setToolTip(self.tr("A small light under each tile of your rack that fits a train now."))
        self.sound_box.retranslate_ui()
        self.notices_box.setText(self.tr("&Desktop notification when it is my turn"))
        self.notices_box.setToolTip(self.tr("When the game's window is minimised or behind another window, "
                                            "the desktop says that it is your turn."))
        self.reactions_box.setText(self.tr("Show the &reactions of the others at the table"))
        self.reactions_box.setToolTip(self.tr("At a networked table: the words the others send (such as "
                                              "“Nice move!”), shown beside their seat, with a soft sound."))
        self.palette_box.setText(PipPalette.tr("&Colour-blind-friendly pip colours"))
        self.palette_box.setToolTip(PipPalette.tr("Pip colours that stay apart for red-green colour blindness; "
                                                  "the classic colours are those of real domino sets."))
        self.adjustSize()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
