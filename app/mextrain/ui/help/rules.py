"""Help > Rules (F1): the rules page of the current language in a QTextBrowser, opened with the
game's own rules ("In this game:" and each house rule in force, R18)."""
from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtCore import QEvent, QLocale, QSize, Qt, QUrl
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTextBrowser, QVBoxLayout, QWidget

from mextrain.engine import GameOptions
from mextrain.engine.options import STANDARD_SET
from mextrain.paths import resources_dir
from mextrain.ui import texts
from mextrain.ui.rules import words
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
        self.in_this_game = QLabel()  # the game's rule set, before the rules of every game
        self.in_this_game.setObjectName("inThisGame")
        self.in_this_game.setTextFormat(Qt.TextFormat.RichText)
        self.in_this_game.setWordWrap(True)
        self.in_this_game.setVisible(False)
        self._game_rules: tuple[GameOptions, str | None] | None = None
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.in_this_game)
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

    def set_game_rules(self, options: GameOptions | None, name: str | None = None) -> None:
        """The rules of the game on the table ("In this game:"), or none when no game is dealt."""
        self._game_rules = None if options is None else (options, name)
        self._word_game_rules()

    def _word_game_rules(self) -> None:
        if self._game_rules is None:
            self.in_this_game.setVisible(False)
            return
        options, name = self._game_rules
        head = self.tr("In this game:")
        diffs = words.difference_lines(options)
        as_they_are = self.tr("No house rules: the rules below, as they are.")
        items = "".join(f"<li>{escape(line)}</li>" for line in diffs) if diffs else f"<li>{escape(as_they_are)}</li>"
        text = (f"<b>{escape(head)}</b> {escape(words.rule_set_name(options, name))}"
                f"<ul style='margin-top:2px; margin-bottom:2px'>{items}</ul>")
        if options.set != STANDARD_SET:  # the page's numbers are the double-12 set's: say what this game's are
            text += f"<p style='margin-top:0'>{escape(self._set_note(options))}</p>"
        self.in_this_game.setText(text)
        self.in_this_game.setVisible(True)

    def _set_note(self, options: GameOptions) -> str:
        """R19: the page below counts a double-12 set; this game's tiles, hand and rounds."""
        top = options.set
        note = self.tr("The page below counts the standard double-12 set: 91 tiles. This game has a double-%1 set "
                       "of %2 tiles, %3 tiles in each hand, and %4.")
        rounds = texts.plural_s(self.tr("%n round(s) from %1|%1 down", "", options.rounds), options.rounds)
        return (note.replace("%1", str(top)).replace("%2", str((top + 1) * (top + 2) // 2))
                .replace("%3", str(options.hand_size))
                .replace("%4", rounds.replace("%1", str(top)).replace("%n", str(options.rounds))))

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Rules of Mexican Train"))
        self._word_game_rules()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self.set_language(current_language())
        super().changeEvent(event)
