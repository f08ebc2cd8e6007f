"""House rules in the window (issue 28): New Game's Rules choice, the rule-set editor through
real clicks, a family's saved rule sets (save, rename, delete), a damaged saved rule set refused
in plain words and kept aside, the seats and the game's length that follow the set, and the
rule set's name kept in the game's save."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from mextrain.engine.options import STANDARD_RULES, RuleError
from mextrain.engine.record import replay
from mextrain.saves import AUTOSAVE_NAME, load_game
from mextrain.ui.rules.store import FOLDER_NAME, RuleSet, RuleSets, parse_rule_set
from mextrain.ui.window.main_window import MainWindow
from support.rules_ui import choose_set, click, open_editor, type_into
from support.ux import make_settings, make_window, wait_for_person


@pytest.fixture
def window(qtbot, tmp_path: Path) -> MainWindow:
    return make_window(qtbot, make_settings(tmp_path / "s.ini"), tmp_path / "data")


# ---------------------------------------------------------------------- the store
def test_saved_rule_sets_are_saved_renamed_deleted_and_a_damaged_one_is_refused_and_kept(tmp_path: Path) -> None:
    store = RuleSets(tmp_path / "rules")
    assert store.load() == ([], [])
    store.save(RuleSet("Grandma's", {**STANDARD_RULES, "set": 9, "doubles": "free"}))
    store.save(RuleSet("Ole", {**STANDARD_RULES, "zero_zero": 0}))
    saved, refused = store.load()
    assert [r.name for r in saved] == ["Grandma's", "Ole"] and not refused
    assert saved[0].options(4).set == 9 and saved[0].options(4).free_doubles
    on_disk = json.loads(store.path_of("Grandma's").read_text(encoding="utf-8"))
    assert on_disk == {"name": "Grandma's", **STANDARD_RULES, "set": 9, "doubles": "free"}
    store.rename("Ole", "Oles regler")
    assert store.names() == ["Grandma's", "Oles regler"]
    store.delete("Grandma's")
    assert store.names() == ["Oles regler"]
    # a rule set that cannot be played: refused with the option and the allowed values, kept aside
    bad = tmp_path / "rules" / "seven.json"
    bad.write_text(json.dumps({"name": "Seven", "set": 7}), encoding="utf-8")
    (tmp_path / "rules" / "cut.json").write_text('{"name": "Cut", "set": 9', encoding="utf-8")
    saved, refused = store.load()
    assert [r.name for r in saved] == ["Oles regler"]
    by_file = {r.path.name: r for r in refused}
    assert by_file["seven.json"].error.option == "set" and "6, 9, 12 or 15" in by_file["seven.json"].error.allowed
    assert not bad.exists() and by_file["seven.json"].kept_as is not None and by_file["seven.json"].kept_as.exists()
    assert by_file["cut.json"].kept_as is not None
    with pytest.raises(RuleError) as unknown:
        parse_rule_set({"name": "X", "chicken_foot": True})
    assert unknown.value.option == "chicken_foot"


# ---------------------------------------------------------------------- the editor
def test_the_editor_changes_every_option_by_clicks_and_says_how_the_rules_differ(qtbot, window: MainWindow,
                                                                                 tmp_path: Path) -> None:
    dialog = window.show_new_game_dialog()
    assert dialog.rules_box.currentText() == "Standard rules"
    editor = open_editor(qtbot, dialog)
    assert editor.summary.text() == "The standard rules: nothing differs."
    choose_set(editor, 9)
    assert "Played with a double-9 set" in editor.summary.text()
    expected = {"doubles": "free", "out_on_double": False, "own_train_first": True, "draw": "until_fits",
                "zero_zero": 0, "starting_run": True}
    seen = [editor.summary.text()]
    for key, value in expected.items():
        click(editor.boxes[key])
        assert editor.rules()[key] == value, key
        assert editor.summary.text() != seen[-1], key  # the summary follows each click
        seen.append(editor.summary.text())
        assert editor.lines[key].text()  # each option says what it changes
    lines = editor.summary.text().splitlines()
    assert len(lines) == 7 and all(line.startswith("• ") for line in lines)
    assert editor.rules() == {**STANDARD_RULES, "set": 9, **expected}
    # the standard rules back in one click, then one house rule
    click(editor.standard_button)
    assert editor.rules() == STANDARD_RULES
    click(editor.boxes["zero_zero"])
    click(editor.use_button)
    assert not editor.isVisible()
    assert dialog.rules() == {**STANDARD_RULES, "zero_zero": 0}
    assert dialog.rules_box.currentText() == "House rules"
    assert dialog.rules_summary.text() == "• 0|0 counts 0 points"
    assert "0|0 counts 0 points" in dialog.rules_box.toolTip()


def test_rules_saved_renamed_and_deleted_in_the_editor_and_remembered_for_the_next_game(
        qtbot, window: MainWindow, tmp_path: Path) -> None:
    dialog = window.show_new_game_dialog()
    editor = open_editor(qtbot, dialog)
    choose_set(editor, 15)
    click(editor.boxes["draw"])
    assert not editor.rename_button.isEnabled() and not editor.delete_button.isEnabled()
    type_into(editor.name_edit, "Standard rules")
    click(editor.save_button)
    assert "another name" in editor.message.text()  # the game's own rules are never changed
    type_into(editor.name_edit, "Oma")
    click(editor.save_button)
    store = RuleSets(tmp_path / "data" / FOLDER_NAME)
    assert store.names() == ["Oma"]
    assert [dialog.rules_box.itemText(i) for i in range(dialog.rules_box.count())][:2] == ["Standard rules", "Oma"]
    type_into(editor.name_edit, "Omas Regeln")
    click(editor.rename_button)
    assert store.names() == ["Omas Regeln"]
    click(editor.use_button)
    assert dialog.rules_box.currentText() == "Omas Regeln" and dialog.rule_set_name() == "Omas Regeln"
    # the set decides the rounds: a double-15 game is 16 rounds long, a short one 8
    assert [dialog.length.itemText(i) for i in range(2)] == ["Full game (16 rounds)", "Short game (8 rounds)"]
    dialog.players.setValue(2)
    dialog.length.setCurrentIndex(1)
    click(dialog.deal_button)
    c = window.controller
    assert c.game is not None and (c.game.options.set, c.game.options.draw, c.game.options.rounds) == (15, "until_fits", 8)
    assert c.rule_set == "Omas Regeln"
    # the save keeps the rule set's name, and loads with it
    path = tmp_path / "kept.json"
    window.files.save_to(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["rule_set"] == "Omas Regeln" and data["options"]["set"] == 15
    replay(data)
    # so does the autosave's journal, and a resumed game goes on under its name
    wait_for_person(qtbot, window)
    window.play.submit(window.play.local_legal()[0])
    wait_for_person(qtbot, window)
    journal = load_game(tmp_path / "data" / AUTOSAVE_NAME, keep_broken_aside=False)
    assert journal.rule_set == "Omas Regeln"
    window.resume_game(journal.game, journal.seats, rule_set=journal.rule_set)
    assert c.rule_set == "Omas Regeln" and window.panel.rules_label.text() == "Rules: Omas Regeln"
    # the last choice is remembered, and chosen again by its name
    dialog = window.show_new_game_dialog()
    assert dialog.rules_box.currentText() == "Omas Regeln" and dialog.rules()["set"] == 15
    editor = open_editor(qtbot, dialog)
    click(editor.delete_button)
    qtbot.waitUntil(lambda: editor.question is not None and editor.question.isVisible(), timeout=3000)
    QTest.mouseClick(next(b for b in editor.question.buttons()
                          if editor.question.buttonRole(b) == QMessageBox.ButtonRole.DestructiveRole),
                     Qt.MouseButton.LeftButton)  # Delete asks first (issue 38)
    assert store.names() == []
    click(editor.use_button)
    assert dialog.rules_box.currentText() == "House rules"  # the rules stay, without the name
    assert [dialog.rules_box.itemText(i) for i in range(dialog.rules_box.count())] == ["Standard rules", "House rules"]


def test_a_damaged_saved_rule_set_is_refused_in_plain_words_and_the_standard_rules_offered(
        qtbot, tmp_path: Path) -> None:
    settings = make_settings(tmp_path / "s.ini")
    folder = tmp_path / "data" / FOLDER_NAME
    store = RuleSets(folder)
    store.save(RuleSet("Ole", {**STANDARD_RULES, "set": 6}))
    setup = settings.last_setup()
    setup.rule_set, setup.house = "Ole", {"set": 6}
    settings.save_setup(setup)
    store.path_of("Ole").write_text(json.dumps({"name": "Ole", "set": 6, "zero_zero": 25}), encoding="utf-8")
    window = make_window(qtbot, settings, tmp_path / "data")
    dialog = window.show_new_game_dialog()
    problem = dialog.rules_problem
    assert problem.isVisible()
    assert problem.text().startswith("The saved rules “Ole” cannot be played: the rule “0|0 counts 0 points” says 25")
    assert dialog.rules_box.currentText() == "Standard rules" and dialog.rules() == STANDARD_RULES
    assert not store.path_of("Ole").exists()
    assert [p.name for p in folder.iterdir()][0].startswith(store.path_of("Ole").name + ".broken-")


def test_the_seats_follow_the_set_and_say_why(qtbot, window: MainWindow) -> None:
    dialog = window.show_new_game_dialog()
    dialog.players.setValue(6)
    assert not dialog.seats_note.isVisible() and dialog.players.maximum() == 8
    editor = open_editor(qtbot, dialog)
    choose_set(editor, 6)
    click(editor.use_button)
    assert dialog.players.maximum() == 4 and dialog.players.value() == 4
    assert dialog.seats_note.isVisible()
    assert dialog.seats_note.text() == "A double-6 set seats 2 to 4 players, so the players went down from 6 to 4."
    assert [dialog.length.itemText(i) for i in range(2)] == ["Full game (7 rounds)", "Short game (4 rounds)"]
    assert not dialog.name_edits[3].isEnabled() and dialog.name_edits[2].isEnabled()
    QTest.keyClick(dialog.players, Qt.Key.Key_Up)
    assert dialog.players.value() == 4
    dialog.rules_box.setFocus()
    QTest.keyClick(dialog.rules_box, Qt.Key.Key_Home)  # the standard rules again: 8 seats
    assert dialog.rules_box.currentText() == "Standard rules"
    assert dialog.players.maximum() == 8 and not dialog.seats_note.isVisible()


def test_a_seat_is_played_by_a_person_or_a_computer_and_only_a_computer_has_a_strength(qtbot, window: MainWindow) -> None:
    dialog = window.show_new_game_dialog()
    assert dialog.opponents_box.title() == "Seats"
    kinds = [dialog.kind_boxes[0].itemText(i) for i in range(dialog.kind_boxes[0].count())]
    assert "Person" not in kinds
    who = dialog.who_boxes[0]
    assert [who.itemText(i) for i in range(who.count())] == ["Computer", "Person"]
    assert dialog.kind_boxes[0].isEnabled()
    who.setFocus()
    QTest.keyClick(who, Qt.Key.Key_End)
    assert not dialog.kind_boxes[0].isEnabled()
    assert dialog.setup().kinds[0] == "human"


def test_help_rules_opens_with_the_house_rules_in_force(qtbot, window: MainWindow) -> None:
    dialog = window.show_new_game_dialog()
    editor = open_editor(qtbot, dialog)
    choose_set(editor, 9)
    click(editor.boxes["own_train_first"])
    type_into(editor.name_edit, "Ole")
    click(editor.save_button)
    click(editor.use_button)
    dialog.players.setValue(3)
    click(dialog.deal_button)
    assert window.panel.rules_label.text() == "Rules: Ole"
    tip = window.panel.rules_label.toolTip()
    assert "Played with a double-9 set" in tip and "Own train first" in tip
    QTest.keyClick(window, Qt.Key.Key_F1)
    rules = window.help_ui.rules_dialog
    assert rules is not None and rules.isVisible()
    head = rules.in_this_game
    assert head.isVisible() and head.text().startswith("<b>In this game:</b> Ole")
    assert "Played with a double-9 set" in head.text() and "Own train first" in head.text()
    rules.close()
    # a game under the standard rules says so
    dialog = window.show_new_game_dialog()
    dialog.rules_box.setFocus()
    QTest.keyClick(dialog.rules_box, Qt.Key.Key_Home)
    click(dialog.deal_button)
    assert not window.panel.rules_label.isVisible()  # the usual game: no line for it in the panel
    window.help_ui.show_rules()
    assert "In this game:</b> Standard rules" in rules.in_this_game.text()
    assert "No house rules" in rules.in_this_game.text()
