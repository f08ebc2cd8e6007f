"""Damaged saved rule sets (issue 38, point 4): New Game says of each, by the rule set's name (not
its file's), why it cannot be played in a family's words and the UI language (no English of the
code, no file keys but the unknown one it quotes), and where its file was kept; every message is
readable whole. Read in every language from the .qm files, on one dialog."""
from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtWidgets import QApplication

from mextrain.engine.options import STANDARD_RULES
from mextrain.ui.rules.store import FOLDER_NAME, RuleSet, RuleSets
from support.ux import Languages, make_settings, make_window

#: the first line of each message, per language: the rule set by its name, and why
WHY = {
    "en": ["The saved rules “Oma” cannot be played: the rule “0|0 counts 0 points” says 25, where the box can only "
           "be ticked or not.",
           "The saved rules “Opa” cannot be played: it has a rule this game does not know (“dubbles”).",
           "A saved rule set cannot be played: the file is damaged, or it is not a rule set.",
           "The standard rules are offered instead."],
    "de": ["Mit den gespeicherten Regeln „Oma“ kann nicht gespielt werden: bei der Regel „0|0 zählt 0 Punkte“ steht "
           "25, doch ihr Kästchen kann nur angekreuzt sein oder nicht.",
           "Mit den gespeicherten Regeln „Opa“ kann nicht gespielt werden: darin steht eine Regel, die das Spiel "
           "nicht kennt („dubbles“).",
           "Mit einem gespeicherten Regelsatz kann nicht gespielt werden: die Datei ist beschädigt oder kein "
           "Regelsatz.",
           "Stattdessen gelten die Standardregeln."],
    "uk": ["За збереженими правилами «Oma» грати не можна: правило «0|0 — 0 очок» має значення 25, а його "
           "прапорець можна лише поставити чи зняти.",
           "За збереженими правилами «Opa» грати не можна: у них є правило, якого гра не знає («dubbles»).",
           "За збереженим набором правил грати не можна: файл пошкоджено, або це не набір правил.",
           "Натомість діють стандартні правила."],
    "da": ["De gemte regler »Oma« kan ikke spilles: reglen »0|0 tæller 0 point« siger 25, men feltet kan kun være "
           "afkrydset eller ej.",
           "De gemte regler »Opa« kan ikke spilles: der står en regel i dem, som spillet ikke kender (»dubbles«).",
           "Et gemt regelsæt kan ikke spilles: filen er beskadiget, eller den er ikke et regelsæt.",
           "I stedet gælder standardreglerne."],
}
#: the code's English that a message once carried
ENGLISH = ("must be", "not an option", "the options are", "JSON", "zero_zero", "starting_run", "rule set", "not 25")


def test_each_damaged_rule_set_is_named_explained_and_its_file_placed_in_every_language(qtbot, tmp_path: Path) -> None:
    folder = tmp_path / "data" / FOLDER_NAME
    store = RuleSets(folder)
    store.save(RuleSet("Oma", dict(STANDARD_RULES)))
    store.path_of("Oma").write_text(json.dumps({"name": "Oma", "zero_zero": 25}), encoding="utf-8")
    store.path_of("Opa").write_text(json.dumps({"name": "Opa", "set": 6, "dubbles": True}), encoding="utf-8")
    (folder / "kaputt.json").write_text('{"name": "Ole", "set": 9', encoding="utf-8")
    window = make_window(qtbot, make_settings(tmp_path / "s.ini"), tmp_path / "data")
    window.resize(1024, 600)
    languages = Languages(tmp_path / "lang.ini")
    try:
        dialog = window.show_new_game_dialog()
        kept = sorted(p for p in folder.iterdir() if ".broken-" in p.name)
        assert len(kept) == 3 and not list(folder.glob("*.json"))
        for code in ("en", "de", "uk", "da"):
            languages.switch(code)
            QApplication.processEvents()
            problem = dialog.rules_problem
            assert problem.isVisible()
            assert problem.height() >= problem.heightForWidth(problem.width()), (code, "sliced")
            lines = problem.text().splitlines()
            assert len(lines) == 4, (code, lines)
            for why in WHY[code]:
                assert sum(line.startswith(why) for line in lines) == 1, (code, why, lines)
            assert lines[-1] == WHY[code][-1]
            for path in kept:  # each message says where its file was kept
                assert sum(str(path) in line for line in lines) == 1, (code, path)
            said = problem.text()
            for path in kept:
                said = said.replace(str(path), "")
            assert "opa-" not in said and "oma-" not in said, (code, said)  # the name, not the file's
            if code != "en":
                assert not [w for w in ENGLISH if w in said], (code, said)
        dialog.reject()
    finally:
        languages.close()
