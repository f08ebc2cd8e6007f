"""The sound's part of Preferences: on/off and a volume. Its rows go into the dialog's form
(`rows()`), the dialog words them with its own (`retranslate_ui()`); each change takes
effect at once, through the window's TableSound."""
from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QCheckBox, QLabel, QSlider, QWidget

from mextrain.ui.settings import Settings


class SoundPreferences(QObject):
    sound_chosen = Signal(bool)
    volume_chosen = Signal(int)  # 0..100

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.sound = QCheckBox()
        self.sound.setObjectName("sound")
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setObjectName("volume")
        self.volume.setRange(0, 100)
        self.volume.setPageStep(10)
        self.volume_label = QLabel()
        self.volume_label.setBuddy(self.volume)
        self.sound.toggled.connect(self._sound_toggled)
        self.volume.valueChanged.connect(self.volume_chosen)
        self.retranslate_ui()

    def rows(self) -> list[tuple[QLabel | str, QWidget]]:
        """(label, field) for the dialog's form."""
        return [("", self.sound), (self.volume_label, self.volume)]

    def load(self, settings: Settings) -> None:
        """Show the settings as they are now (View > Mute Sounds may have changed them)."""
        self.sound.blockSignals(True)
        self.sound.setChecked(settings.sound)
        self.sound.blockSignals(False)
        self.volume.blockSignals(True)
        self.volume.setValue(settings.volume)
        self.volume.blockSignals(False)
        self.volume.setEnabled(settings.sound)

    def _sound_toggled(self, on: bool) -> None:
        self.volume.setEnabled(on)
        self.sound_chosen.emit(on)

    def retranslate_ui(self) -> None:
        self.sound.setText(self.tr("&Play sounds"))
        self.sound.setToolTip(self.tr("Tiles click when they are laid, a knock when somebody has one tile left, "
                                      "a soft call when it is your turn."))
        self.volume_label.setText(self.tr("Sound &volume:"))
