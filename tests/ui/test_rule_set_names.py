"""A family's saved rule sets and the seats (issue 38, points 5 and 6): Rename after an edit renames
the rules shown, Delete and saving over a name that is taken ask first (and Cancel keeps what was
there), and a double-6 set chosen with six players says that the players went down to four."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from mextrain.engine.options import STANDARD_RULES
from mextrain.ui.rules.editor import RuleSetEditor
from mextrain.ui.rules.store import FOLDER_NAME, RuleSets
from mextrain.ui.window.main_window import MainWindow
from support.rules_ui import choose_set, click, open_editor, type_into
from support.ux import Languages, make_settings, make_window


@pytest.fixture
def window(qtbot, tmp_path: Path) -> MainWindow:
    return make_window(qtbot, make_settings(tmp_path / "s.ini"), tmp_path / "data")


def answer(qtbot, editor: RuleSetEditor, role: QMessageBox.ButtonRole) -> QMessageBox:
    """The question the editor asks now, answered by a click on the button of `role`."""
    qtbot.waitUntil(lambda: editor.question is not None and editor.question.isVisible(), timeout=3000)
    box = editor.question
    assert box is not None
    button = next(b for b in box.buttons() if box.buttonRole(b) == role)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=3000)
    editor.question = None
    return box


def test_rename_after_an_edit_renames_the_rules_shown(qtbot, window: MainWindow, tmp_path: Path) -> None:
    store = RuleSets(tmp_path / "data" / FOLDER_NAME)
    dialog = window.show_new_game_dialog()
    editor = open_editor(qtbot, dialog)
    click(editor.boxes["draw"])
    type_into(editor.name_edit, "Oma")
    click(editor.save_button)
    click(editor.boxes["zero_zero"])  # an edit, then the new name
    type_into(editor.name_edit, "Omas Regeln")
    click(editor.rename_button)
    assert editor.message.text() == "“Oma” is now called “Omas Regeln”."
    saved = {r.name: dict(r.rules) for r in store.load()[0]}
    assert saved == {"Omas Regeln": {**STANDARD_RULES, "draw": "until_fits", "zero_zero": 0}}
    click(editor.use_button)
    assert dialog.rules_box.currentText() == "Omas Regeln" and dialog.rule_set_name() == "Omas Regeln"
    assert dialog.rules() == saved["Omas Regeln"]


def test_delete_and_saving_over_a_name_ask_first(qtbot, window: MainWindow, tmp_path: Path) -> None:
    store = RuleSets(tmp_path / "data" / FOLDER_NAME)
    dialog = window.show_new_game_dialog()
    editor = open_editor(qtbot, dialog)
    click(editor.boxes["doubles"])
    type_into(editor.name_edit, "Ole")
    click(editor.save_button)
    assert store.names() == ["Ole"]
    # saving other rules under the same name: asked; Cancel keeps Ole's rules
    click(editor.boxes["own_train_first"])
    click(editor.save_button)
    box = answer(qtbot, editor, QMessageBox.ButtonRole.RejectRole)
    assert box.text() == "There are rules called “Ole” already. Replace them with the rules shown here?"
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.Cancel)
    assert store.load()[0][0].rules["own_train_first"] is False
    click(editor.save_button)
    answer(qtbot, editor, QMessageBox.ButtonRole.DestructiveRole)
    assert store.load()[0][0].rules["own_train_first"] is True and editor.message.text() == "Saved as “Ole”."
    # Delete: asked, naming the rules; Cancel keeps them, Delete deletes them
    click(editor.delete_button)
    box = answer(qtbot, editor, QMessageBox.ButtonRole.RejectRole)
    assert box.text() == "Delete the rules “Ole”? Games played under them keep their rules."
    assert store.names() == ["Ole"]
    click(editor.delete_button)
    answer(qtbot, editor, QMessageBox.ButtonRole.DestructiveRole)
    assert store.names() == [] and editor.message.text() == "“Ole” is deleted."
    assert not editor.delete_button.isEnabled()


DROPPED = {
    "en": "A double-6 set seats 2 to 4 players, so the players went down from 6 to 4.",
    "de": "An einem Satz Doppel-6 haben 2 bis 4 Spieler Platz, daher sind es jetzt 4 statt 6 Spieler.",
    "uk": "Набором дубль-6 грають від 2 до 4 гравців, тому кількість гравців зменшено з 6 до 4.",
    "da": "Med et dobbelt-6-sæt kan 2 til 4 spillere være med, så antallet af spillere er sat ned fra 6 til 4.",
}
PLAIN = {"en": "A double-6 set seats 2 to 4 players.", "de": "An einem Satz Doppel-6 haben 2 bis 4 Spieler Platz.",
         "uk": "Набором дубль-6 грають від 2 до 4 гравців.", "da": "Med et dobbelt-6-sæt kan 2 til 4 spillere være med."}


@pytest.mark.parametrize("code", ["en", "de", "uk", "da"])
def test_a_double_6_set_chosen_for_six_players_says_the_players_went_down_to_four(qtbot, window: MainWindow,
                                                                                   tmp_path: Path, code: str) -> None:
    languages = Languages(tmp_path / "lang.ini")
    try:
        languages.switch(code)
        dialog = window.show_new_game_dialog()
        dialog.players.setValue(6)
        editor = open_editor(qtbot, dialog)
        choose_set(editor, 6)
        click(editor.use_button)
        QApplication.processEvents()
        assert dialog.players.value() == 4
        assert dialog.seats_note.isVisible() and dialog.seats_note.text() == DROPPED[code]
        QTest.keyClick(dialog.players, Qt.Key.Key_Down)  # the person chooses again: the plain rule
        assert dialog.players.value() == 3 and dialog.seats_note.text() == PLAIN[code]
        dialog.reject()
    finally:
        languages.close()
