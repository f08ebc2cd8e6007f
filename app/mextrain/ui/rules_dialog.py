"""Help > Rules (F1): the rules page of the current language in a QTextBrowser."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QLocale, QSize, QUrl
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from mextrain.paths import resources_dir
from mextrain.ui.screen_fit import resize_within

FALLBACK = "en"


def rules_path(language: str) -> Path:
    """resources/rules/rules_<lang>.html, else the base language's, else English."""
    folder = resources_dir() / "rules"
    code = language.replace("-", "_")
    for candidate in (code, code.split("_")[0], FALLBACK):
        path = folder / f"rules_{candidate}.html"
        if candidate and path.is_file():
            return path
    return folder / f"rules_{FALLBACK}.html"


def current_language() -> str:
    """The UI language: the default QLocale, which the language switcher sets."""
    return QLocale().name()


class RulesDialog(QDialog):
    def __init__(self, language: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.browser = QTextBrowser()
        self.browser.setObjectName("rulesBrowser")
        self.browser.setOpenExternalLinks(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        resize_within(self, QSize(720, 640))  # a small screen gets a smaller window
        self.language = ""
        self.set_language(language or current_language())
        self.retranslate_ui()

    def set_language(self, language: str) -> None:
        path = rules_path(language)
        if path.is_file():
            self.browser.setSource(QUrl.fromLocalFile(str(path)))
        else:
            self.browser.setPlainText(self.tr("The rules page is missing: %1").replace("%1", str(path)))
        self.language = language
        self.shown_path = path

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Rules of Mexican Train"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self.set_language(current_language())
        super().changeEvent(event)
