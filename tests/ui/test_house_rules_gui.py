"""Whole games under house rules played through the window (issue 28): the rules chosen in New
Game's editor by real clicks, every move of the person a real drag of a tile or a click, until
the winner is shown; the game's record (kept by the window itself) replays to the same totals.
Computer seats are random, the pace instant, the games short and two-handed to stay quick."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from PySide6.QtCore import QRect

from mextrain.engine import Event, EventKind, Phase
from mextrain.engine.record import replay
from mextrain.saves import LAST_GAME_NAME
from mextrain.ui.window.main_window import MainWindow
from support.rules_ui import choose_set, click, open_editor, type_into
from support.ux import make_settings, make_window
from support.window_play import play_to_the_end


def deal_under(qtbot, window: MainWindow, top: int, boxes: tuple[str, ...] = (), name: str = "",
               seed: int = 7, players: int = 2) -> None:
    """New Game: the set and the house rules ticked in the editor (saved under `name` if given),
    two players (unless told), a short game, then Deal."""
    dialog = window.show_new_game_dialog()
    editor = open_editor(qtbot, dialog)
    choose_set(editor, top)
    for key in boxes:
        click(editor.boxes[key])
    if name:
        type_into(editor.name_edit, name)
        click(editor.save_button)
    click(editor.use_button)
    dialog.players.setValue(players)
    dialog.length.setCurrentIndex(1)
    dialog.seed.setValue(seed)
    click(dialog.deal_button)


def played_and_replayed(qtbot, window: MainWindow, folder: Path, rounds: int) -> dict:
    c = window.controller
    game = c.game
    assert game is not None and game.options.rounds == rounds
    drags, _clicks = play_to_the_end(qtbot, window, random.Random(game.seed))
    assert game.phase is Phase.GAME_OVER and len(game.round_points()) == rounds and drags > 5
    record = json.loads((folder / LAST_GAME_NAME).read_text(encoding="utf-8"))
    again = replay(record)
    assert again.totals == game.totals and again.options == game.options
    return record


def test_a_double_6_game_through_the_window(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, make_settings(tmp_path / "s.ini"), tmp_path / "data")
    window.resize(1024, 600)
    deal_under(qtbot, window, 6)
    assert window.controller.game.options.hand_size == 7
    assert window.panel.rules_label.text() == "Rules: House rules"
    assert "Played with a double-6 set" in window.panel.rules_label.toolTip()
    record = played_and_replayed(qtbot, window, tmp_path / "data", 4)
    assert record["options"]["set"] == 6 and "rule_set" not in record
    assert "Played with a double-6 set" in window.score_sheet.rules_line.text()


@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_a_double_9_game_under_free_doubles_through_the_window(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, make_settings(tmp_path / "s.ini"), tmp_path / "data")
    window.resize(1024, 600)
    deal_under(qtbot, window, 9, ("doubles",), name="Oma", seed=11)
    c = window.controller
    assert c.game.options.free_doubles and c.rule_set == "Oma"
    assert window.panel.rules_label.text() == "Rules: Oma"
    seen: list[Event] = []
    c.moved.connect(lambda _n, events: seen.extend(events))
    record = played_and_replayed(qtbot, window, tmp_path / "data", 5)
    assert record["rule_set"] == "Oma" and record["options"]["doubles"] == "free"
    # R20: doubles were laid, and none was ever open for covering (nothing glowed)
    assert any(e.kind is EventKind.TILE_LAID and e.tile.is_double for e in seen)
    assert not any(e.kind is EventKind.DOUBLE_OPENED for e in seen)
    assert window.score_sheet.rules_line.text().startswith("Rules: Oma – ")


@pytest.mark.slow  # 8 rounds of 20-tile hands: about 18 s alone, 28 s beside other work (1,460 moves)
def test_a_double_15_game_through_the_window_with_its_hand_of_20_in_view(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, make_settings(tmp_path / "s.ini"), tmp_path / "data")
    window.resize(1024, 600)
    deal_under(qtbot, window, 15, seed=3, players=4)  # 55 tiles in the boneyard, not 95: fewer draws
    c = window.controller
    game = c.game
    assert game.options.hand_size == 20 and game.options.engine_of_round(1) == 15
    qtbot.waitUntil(lambda: bool(c.local_legal()), timeout=10000)
    view = window.table
    hand = view.scene().hand
    seen = view.viewport().rect()
    for tile in c.local_view().hand:
        item = hand.item_of(tile)
        assert item is not None
        shown = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        assert seen.intersects(shown) and not QRect(shown).isEmpty(), tile
    played_and_replayed(qtbot, window, tmp_path / "data", 8)
