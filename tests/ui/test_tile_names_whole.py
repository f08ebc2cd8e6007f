"""Issue 38: a tile's name is never broken across lines. "6|4" split into "6|" and "4" in the wrapped
Recent moves, the turn prompt and the hint's line under the buttons (a line may break after "|"). Now
what Qt lays out keeps each tile's name whole at every width, while the words a person's screen reader
gets (the label's accessible name, the log line's text) read the tile as written, "6|4". A real window,
a real drag and the H key."""
from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QStyleOptionViewItem

from mextrain.ai.hint import suggest
from mextrain.controller import Pace
from mextrain.engine import MoveKind, Phase
from mextrain.ui import texts
from mextrain.ui.settings import GameSetup, Settings
from support.table import drag, slot_centre
from support.tile_breaks import TILE, cut_tiles
from support.ux import aid_window, wait_for_turn


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    s = Settings.at(tmp_path / "settings.ini")
    s.pace = Pace.INSTANT
    s.hint_strength = "quick"  # Normal's hint: this test is not of the search
    s.save_setup(GameSetup(players=3, rounds=7, kinds=["random"] * 7))
    return s


def drawn_line(log, row: int) -> str:
    """The text the log's delegate draws for a line (and measures its wrapped height by)."""
    option = QStyleOptionViewItem()
    log.itemDelegate().initStyleOption(option, log.model().index(row, 0, QModelIndex()))
    return option.text


def test_a_tile_name_stays_whole_in_the_log_the_prompt_and_the_hint(qtbot, settings: Settings, tmp_path: Path) -> None:
    w = aid_window(qtbot, settings, tmp_path / "data", seed=21)
    c, rng = w.controller, random.Random(3)
    for _ in range(200):  # play on until the hint is a tile to lay
        wait_for_turn(qtbot, w, 5000)
        if c.game.phase is Phase.ROUND_OVER:
            c.next_round()
            continue
        if suggest(c.local_view()).move.kind is MoveKind.PLAY:
            break
        c.submit(rng.choice(c.local_legal()))
    QTest.keyClick(w.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: w.panel.hint_label.isVisible(), timeout=3000)
    hint = w.panel.hint_label
    move = suggest(c.local_view()).move
    name = texts.tile_text(move.tile)
    assert name in hint.text()  # what the label says, as written
    said = QAccessible.queryAccessibleInterface(hint).text(QAccessible.Text.Name)
    assert name in said and "\u2060" not in said  # a screen reader hears "6|4", nothing between
    assert cut_tiles(hint.text(), hint.font()), "the test's widths never cut a tile as written"
    assert cut_tiles(hint.shown_text(), hint.font()) == []
    # lay the hinted tile with the mouse: the log's line names it, drawn whole at every width
    w.table.scene().finish_motion()
    drag(w.table, w.table.scene().hand.items[move.tile].pos(), slot_centre(w.table, move.train))
    log = w.panel.log
    qtbot.waitUntil(lambda: any(name in line for line in log.lines()), timeout=5000)
    row = max(i for i, line in enumerate(log.lines()) if name in line)
    assert "\u2060" not in log.item(row).text()
    assert "\u2060" not in log.item(row).data(Qt.ItemDataRole.DisplayRole)  # what a screen reader reads
    drawn = drawn_line(log, row)
    assert TILE.search(drawn) and cut_tiles(drawn, log.font()) == []
    assert cut_tiles(log.item(row).text(), log.font())  # as written it would be cut somewhere
    # the turn prompt (a tile named when a double is open, or the drawn tile's): whole too
    prompt = w.panel.prompt
    prompt.setText(texts.fill("Lay the tile you drew, %1, or pass.", name))
    assert prompt.text() == f"Lay the tile you drew, {name}, or pass."
    assert cut_tiles(prompt.shown_text(), prompt.font()) == []
