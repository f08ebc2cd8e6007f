"""The sound's part of Preferences: on/off and a volume, in a widget of its own so that the
dialog only places it; each change takes effect at once, through the window's TableSound."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QCheckBox, QFormLayout, QLabel, QSlider, QWidget

from mextrain.ui.settings import Settings


class SoundPreferences(QWidget):
    sound_chosen = Signal(bool)
    volume_chosen = Signal(int)  # 0..100

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sound = QCheckBox()
        self.sound.setObjectName("sound")
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setObjectName("volume")
        self.volume.setRange(0, 100)
        self.volume.setPageStep(10)
        self.volume_label = QLabel()
        self.volume_label.setBuddy(self.volume)
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow("", self.sound)
        form.addRow(self.volume_label, self.volume)
        self.sound.toggled.connect(self._sound_toggled)
        self.volume.valueChanged.connect(self.volume_chosen)
        self.retranslate_ui()

    def load(self, settings: Settings) -> None:
        for widget, value in ((self.sound, settings.sound), (self.volume, settings.volume)):
            widget.blockSignals(True)
            widget.setChecked(value) if widget is self.sound else widget.setValue(value)
            widget.blockSignals(False)
        self.volume.setEnabled(settings.sound)

    def _sound_toggled(self, on: bool) -> None:
        self.volume.setEnabled(on)
        self.sound_chosen.emit(on)

    def retranslate_ui(self) -> None:
        self.sound.setText(self.tr("Play &sounds"))
        self.sound.setToolTip(self.tr("Tiles click when they are laid, a knock when somebody has one tile left, "
                                      "a soft call when it is your turn."))
        self.volume_label.setText(self.tr("Sound &volume:"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
