"""Help > Rules in a game of another set, and its first line (issue 38, points 7 and 20): the page's
numbers are the double-12 set's, so under "In this game:" a double-9 game says plainly that the page
counts the standard set and what this game has (55 tiles, 10 in each hand, 10 rounds from 9|9 down);
a game under the standard rules says so in the UI language, with no English left inside it. Read
in every language from the .qm files; MEXTRAIN_SHOTS keeps the double-9 pictures at 1024x600."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication

from mextrain.ui.settings import GameSetup
from support.shots import save_shot
from support.ux import Languages, make_settings, make_window, wait_for_person

STANDARD = {
    "en": "In this game: Standard rules\nNo house rules: the rules below, as they are.",
    "de": "In diesem Spiel: Standardregeln\nKeine Hausregeln: Es gelten die Regeln unten, wie sie dastehen.",
    "uk": "У цій грі: Стандартні правила\nБез домашніх правил: діють правила нижче, як вони є.",
    "da": "I dette spil: Standardregler\nIngen husregler: reglerne nedenfor gælder, som de står.",
}
DOUBLE_9 = {
    "en": "The page below counts the standard double-12 set: 91 tiles. This game has a double-9 set of 55 tiles, "
          "10 tiles in each hand, and 10 rounds from 9|9 down.",
    "de": "Die Seite unten rechnet mit dem Standardsatz Doppel-12: 91 Steine. Dieses Spiel hat einen Satz Doppel-9 "
          "mit 55 Steinen, 10 Steine auf jeder Hand und 10 Runden, von 9|9 abwärts.",
    "uk": "Сторінка нижче розрахована на стандартний набір кісточок дубль-12: 91 кісточка. У цій грі набір кісточок "
          "дубль-9 із 55 кісточок, по 10 кісточок у кожній руці та 10 раундів, від 9|9 і нижче.",
    "da": "Siden nedenfor regner med standardsættet dobbelt-12: 91 brikker. Dette spil har et dobbelt-9-sæt med 55 "
          "brikker, 10 brikker på hver hånd og 10 runder, fra 9|9 og nedad.",
}


def plain(html: str) -> list[str]:
    doc = QTextDocument()
    doc.setHtml(html)
    return [line.strip() for line in doc.toPlainText().splitlines() if line.strip()]


@pytest.mark.parametrize("code", ["en", "de", "uk", "da"])
def test_help_rules_says_the_games_own_numbers_and_its_first_line_is_translated(qtbot, tmp_path: Path,
                                                                                code: str) -> None:
    settings = make_settings(tmp_path / "s.ini")
    window = make_window(qtbot, settings, tmp_path / "data")
    window.resize(1024, 600)
    languages = Languages(tmp_path / "lang.ini")
    try:
        languages.switch(code)
        window.start_game(GameSetup(players=4, kinds=["random"] * 7), 5)
        wait_for_person(qtbot, window)
        rules = window.help_ui.show_rules()
        QApplication.processEvents()
        assert "\n".join(plain(rules.in_this_game.text())) == STANDARD[code]
        rules.close()

        window.start_game(GameSetup(players=4, kinds=["random"] * 7, house={"set": 9}), 5)
        wait_for_person(qtbot, window)
        game = window.controller.game
        assert (game.options.set, game.options.hand_size, game.options.rounds) == (9, 10, 10)
        rules = window.help_ui.show_rules()
        QApplication.processEvents()
        lines = plain(rules.in_this_game.text())
        assert lines[-1] == DOUBLE_9[code], lines
        label = rules.in_this_game
        assert label.height() >= label.heightForWidth(label.width())  # whole, not sliced
        save_shot(rules.grab(), f"house-rules/{code}-help-rules-double-9.png")
        rules.close()
    finally:
        languages.close()
