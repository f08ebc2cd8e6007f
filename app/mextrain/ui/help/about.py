"""Help > About: the game's icon, name and version, and the Qt it runs on.

Its own module so it stays when the main window is rewritten.
"""
from __future__ import annotations

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QEvent, Qt, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from mextrain import __version__
from mextrain.identity import APP_NAME, app_icon

ICON_SIDE = 128


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.setWindowIcon(app_icon())

        self.icon_label = QLabel()
        self.icon_label.setPixmap(app_icon().pixmap(ICON_SIDE, ICON_SIDE))
        self.icon_label.setAlignment(Qt.AlignmentFlag.AlignTop)

        self.name_label = QLabel()
        font = self.name_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.name_label.setFont(font)
        self.version_label = QLabel()
        self.version_label.setObjectName("versionLabel")
        self.version_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text_label = QLabel()
        self.text_label.setWordWrap(True)
        self.qt_label = QLabel()
        self.qt_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        texts = QVBoxLayout()
        for label in (self.name_label, self.version_label, self.text_label, self.qt_label):
            texts.addWidget(label)
        texts.addStretch(1)
        top = QHBoxLayout()
        top.addWidget(self.icon_label)
        top.addSpacing(16)
        top.addLayout(texts, 1)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(buttons)

        self.retranslate()
        self.setMinimumWidth(440)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("About %1").replace("%1", APP_NAME))
        self.name_label.setText(APP_NAME)
        self.version_label.setText(self.tr("Version %1").replace("%1", __version__))
        self.text_label.setText(
            self.tr("Mexican Train dominoes with sets from double-6 to double-15 and your family's own rules, against computers or with people at this computer and at other computers.")
        )
        self.qt_label.setText(
            self.tr("Qt %1, PySide %2").replace("%1", qVersion()).replace("%2", pyside_version)
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
