"""A networked table's rule set in the windows (R18, issue 28): the host chooses it in Host a
Table… and in the lobby until Start (real clicks on the rule-set choice, a rule-set file
opened), every joined app's lobby shows its name and each difference before the game, and
the status bar says it during the game. Real sockets on 127.0.0.1, two windows."""
from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog

from mextrain.engine import GameOptions
from mextrain.ui.netplay.dialogs import HostDialog, HostSetup, JoinRequest
from support.net_gui import click
from support.net_gui import net_window as _window
from support.ports import free_port
from support.rules_ui import pick_row
from support.shots import save_shot

GRANDMA = {"name": "Grandma's rules", "rules": {"set": 9, "doubles": "free", "draw": "until_fits"}}


def _rule_file(tmp_path: Path, name: str, data: object) -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_host_a_table_offers_a_rule_set_file_and_words_the_game_length_by_its_set(qtbot, tmp_path: Path,
                                                                                   monkeypatch) -> None:
    dialog = HostDialog("Mona")
    qtbot.addWidget(dialog)
    dialog.show()
    choice = dialog.rules
    assert [choice.itemText(i) for i in range(choice.count())] == ["Standard rules", "Open a Rule Set File…"]
    assert dialog.length.itemText(0) == "Full game (13 rounds)"
    path = _rule_file(tmp_path, "grandma.json", {**GRANDMA, "rules": {**GRANDMA["rules"], "starting_run": True}})
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), "")))
    pick_row(qtbot, choice, 1)
    assert choice.currentText() == "Grandma's rules" and dialog.starting_run.isChecked()
    assert dialog.length.itemText(0) == "Full game (10 rounds)" and dialog.length.itemText(1) == "Short game (5 rounds)"
    pick_row(qtbot, dialog.length, 1)
    setup = dialog.setup()
    assert (setup.rounds, setup.rule_set, setup.rules["set"], setup.starting_run) == (5, "Grandma's rules", 9, True)
    box = dialog.starting_run  # its box, at the left (the row may be wider than its words)
    QTest.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))  # no longer Grandma's: no name
    assert not box.isChecked()
    assert dialog.setup().rule_set is None and dialog.setup().rules["starting_run"] is False
    pick_row(qtbot, choice, 0)
    assert dialog.length.itemText(1) == "Short game (7 rounds)" and dialog.setup().rules["set"] == 12


def test_the_rule_set_reaches_the_joined_lobby_and_the_game(qtbot, tmp_path: Path, monkeypatch) -> None:
    a, b = _window(qtbot, tmp_path, "a"), _window(qtbot, tmp_path, "b")
    port = free_port()
    host = a.net.host_table(HostSetup("Mona", "Kitchen", 3, 5, False, port, rules={**GRANDMA["rules"],
                                      "starting_run": False}, rule_set="Grandma's rules"))
    assert host is not None and host.table.options == GameOptions.of(3, short=True, **GRANDMA["rules"])
    b.net.join(JoinRequest("Ana", host.table.code, "127.0.0.1", port))
    qtbot.waitUntil(lambda: b.net.lobby is not None and b.net.lobby.isVisible(), timeout=5000)
    lobby = b.net.lobby
    assert lobby.rules.isVisible() and not lobby.rule_choice.isVisible()  # shown, not chosen, by a guest
    assert lobby.rules.text() == ("Grandma's rules: Played with a double-9 set · Doubles need not be covered: "
                                  "whoever lays one plays again · Draw until a tile fits")
    assert lobby.options.text().startswith("Short game (5 rounds)")
    save_shot(lobby.grab(), "net/lobby_rule_set_guest_en.png")

    # the host chooses another set in the lobby, from a file, with the mouse
    choice = a.net.lobby.rule_choice
    assert choice.isVisible() and choice.currentText() == "Grandma's rules"
    other = _rule_file(tmp_path, "zero.json", {"name": "Zero counts", "rules": {"zero_zero": 0}})
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(other), "")))
    pick_row(qtbot, choice, choice.count() - 1)
    qtbot.waitUntil(lambda: lobby.rules.text() == "Zero counts: 0|0 counts 0 points", timeout=5000)
    assert host.table.options == GameOptions(3, 7, zero_zero=0)  # a short game of the double-12 set
    assert lobby.options.text().startswith("Short game (7 rounds)")
    # a file that is no rule set is refused in words; the table keeps its rule set
    bad = _rule_file(tmp_path, "bad.json", {"name": "Odd", "rules": {"draw": "twice"}})
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(bad), "")))
    pick_row(qtbot, choice, choice.count() - 1)
    assert choice.message is not None and choice.message.isVisible()
    assert "draw must be \"one\" or \"until_fits\", not 'twice'" in choice.message.text()
    choice.message.close()
    assert choice.currentText() == "Zero counts" and host.table.rule_set == "Zero counts"
    pick_row(qtbot, choice, 1)  # Grandma's rules again, from the list
    qtbot.waitUntil(lambda: lobby.rules.text().startswith("Grandma's rules: "), timeout=5000)

    click(a.net.lobby.fill_button)
    qtbot.waitUntil(lambda: a.net.lobby.start_button.isEnabled(), timeout=5000)
    click(a.net.lobby.start_button)
    qtbot.waitUntil(lambda: b.play is b.net.game and b.play.game is not None, timeout=5000)
    assert b.game_label.text() == "Kitchen · Grandma's rules"
    assert b.game_label.toolTip() == ("Grandma's rules\n• Played with a double-9 set\n• Doubles need not be covered:"
                                      " whoever lays one plays again\n• Draw until a tile fits")
    assert a.game_label.text() == "Kitchen · Grandma's rules"
    # issue 38, point 19: the side panel names the rule set as the lobby did (it said "Rules: House rules")
    for w in (a, b):
        qtbot.waitUntil(lambda w=w: w.panel.rules_label.isVisible(), timeout=5000)
        assert w.panel.rules_label.text() == "Rules: Grandma's rules", w.panel.rules_label.text()
    assert a.controller.game.options.set == 9 and a.controller.game.rule_set == "Grandma's rules"


def test_the_host_chooses_a_family_s_saved_rule_set_in_the_lobby(qtbot, tmp_path: Path) -> None:
    """The rule sets New Game saved (ui/rules/store.py) are offered in the host's lobby."""
    from mextrain.ui.rules.store import FOLDER_NAME, RuleSet, RuleSets

    a, b = _window(qtbot, tmp_path, "a"), _window(qtbot, tmp_path, "b")
    RuleSets(a.files.folder / FOLDER_NAME).save(RuleSet("Oma's", {**GameOptions().rules(), "own_train_first": True}))
    port = free_port()
    host = a.net.host_table(HostSetup("Mona", "Kitchen", 2, 13, False, port))
    assert host is not None and host.table.rule_set is None
    b.net.join(JoinRequest("Ana", host.table.code, "127.0.0.1", port))
    qtbot.waitUntil(lambda: b.net.lobby is not None and b.net.lobby.isVisible(), timeout=5000)
    assert b.net.lobby.rules.text() == "Standard rules: No house rules"
    choice = a.net.lobby.rule_choice
    assert [choice.itemText(i) for i in range(choice.count())] == ["Standard rules", "Oma's", "Open a Rule Set File…"]
    pick_row(qtbot, choice, 1)
    qtbot.waitUntil(lambda: b.net.lobby.rules.text().startswith("Oma's: Own train first"), timeout=5000)
    assert host.table.options == GameOptions(2, own_train_first=True) and host.table.rule_set == "Oma's"
