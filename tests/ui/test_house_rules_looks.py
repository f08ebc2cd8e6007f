"""What the house rules look like at 1024x600 in every language (issue 28): New Game with its
Rules choice, the rule-set editor, a double-15 table and hand, Help > Rules "In this game:".
Each fits the small screen; MEXTRAIN_SHOTS=folder keeps the pictures for a person to look at."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from mextrain.engine.options import STANDARD_RULES
from mextrain.ui.rules.store import FOLDER_NAME, RuleSet, RuleSets
from mextrain.ui.settings import GameSetup
from support.shots import save_shot
from support.ux import Languages, make_settings, make_window, wait_for_person

SMALL = (1024, 600)
OMA = {**STANDARD_RULES, "set": 15, "doubles": "free", "draw": "until_fits", "zero_zero": 0}


@pytest.mark.parametrize("code", ["en", "de", "uk", "da"])
def test_the_house_rules_fit_a_1024x600_screen_in_every_language(qtbot, tmp_path: Path, code: str) -> None:
    RuleSets(tmp_path / "data" / FOLDER_NAME).save(RuleSet("Oma", OMA))
    settings = make_settings(tmp_path / "s.ini")
    window = make_window(qtbot, settings, tmp_path / "data")
    window.resize(*SMALL)
    languages = Languages(tmp_path / "lang.ini")
    try:
        languages.switch(code)
        house = {k: v for k, v in OMA.items() if k != "starting_run"}
        setup = GameSetup(players=4, rounds=8, kinds=["random"] * 7, rule_set="Oma", house=house)
        settings.save_setup(setup)  # the choice New Game remembers
        window.start_game(setup, 15)
        wait_for_person(qtbot, window)
        assert window.controller.game.options.set == 15
        QApplication.processEvents()
        save_shot(window.grab(), f"house-rules/{code}-table-double-15.png")
        hand = window.table.scene().hand
        seen = window.table.viewport().rect()
        for tile in window.controller.local_view().hand:  # the whole hand of 20 in view
            item = hand.item_of(tile)
            assert item is not None
            assert seen.contains(window.table.mapFromScene(item.sceneBoundingRect()).boundingRect()), tile

        dialog = window.show_new_game_dialog()
        QApplication.processEvents()
        assert dialog.rules_box.currentText() == "Oma" and dialog.length.currentData() == 8  # remembered: short
        assert dialog.height() <= SMALL[1] and dialog.width() <= SMALL[0], (dialog.size(), code)
        save_shot(dialog.grab(), f"house-rules/{code}-new-game.png")
        editor = dialog.edit_rules()
        QApplication.processEvents()
        assert editor.height() <= SMALL[1] and editor.width() <= SMALL[0], (editor.size(), code)
        save_shot(editor.grab(), f"house-rules/{code}-editor.png")
        editor.reject()
        dialog.reject()

        rules = window.help_ui.show_rules()
        QApplication.processEvents()
        assert rules.in_this_game.isVisible()
        save_shot(rules.grab(), f"house-rules/{code}-help-rules.png")
        rules.close()
    finally:
        languages.close()
