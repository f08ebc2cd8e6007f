"""The search hint and "why the computer did that" in the window, by real clicks and keys: the
Preferences choice of the hint's strength and the hint it gives, a computer's line in Recent moves
clicked (or chosen with the arrow keys and Enter) and its reason read under the panel's buttons, in
English and in German from the .qm file, gone with the next move."""
from __future__ import annotations

import os
import random
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QListWidgetItem

from mextrain import i18n
from mextrain.ai.hint import HintStrength, suggest
from mextrain.ai.why import Manner
from mextrain.controller import Pace
from mextrain.engine import MoveKind, Phase
from mextrain.i18n.translator import LanguageManager
from mextrain.ui import texts
from mextrain.ui.settings import GameSetup, Settings
from mextrain.ui.window.assist_ui import search_text
from mextrain.ui.window.main_window import MainWindow
from mextrain.ui.window.why_ui import DECISION_ROLE, why_text
from support.rules_ui import pick_row
from support.ux import aid_window, wait_for_turn


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    s = Settings.at(tmp_path / "settings.ini")
    s.pace = Pace.INSTANT
    s.hard_seconds = 0.5
    s.save_setup(GameSetup(players=3, rounds=7, kinds=["hard", "normal"] + ["random"] * 5))
    return s


def test_preferences_choose_the_hints_strength_and_the_hint_follows(qtbot, settings: Settings, tmp_path: Path) -> None:
    w = aid_window(qtbot, settings, tmp_path / "data", seed=31)
    c = w.controller
    prefs = w.settings_ui.show_preferences()
    box = prefs.hint_strength
    assert box.currentText() == "Hard's search (up to half a second)" and settings.hint_strength == "search"
    pick_row(qtbot, box, box.findData("quick"))
    assert box.currentText() == "Normal's quick rule of thumb" and settings.hint_strength == "quick"
    assert Settings.at(tmp_path / "settings.ini").hint_strength == "quick"  # kept in the file
    prefs.close()
    rng = random.Random(3)
    for _ in range(100):  # a position where the hint is a tile to lay, chosen among several
        wait_for_turn(qtbot, w)
        plays = [m for m in c.local_legal() if m.kind is MoveKind.PLAY]
        if len(plays) > 1 and len(c.local_view().hand) > 1:
            break
        c.submit(rng.choice(c.local_legal()))
    view = c.local_view()
    button = w.panel.buttons["hintAction"]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.assist_ui.assist.hint is not None, timeout=3000)
    quick = w.assist_ui.assist.hint
    assert quick == suggest(view) and quick.search is None
    assert "Hard's search" not in w.panel.hint_label.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # withdrawn
    assert w.assist_ui.assist.hint is None
    prefs = w.settings_ui.show_preferences()
    pick_row(qtbot, prefs.hint_strength, prefs.hint_strength.findData("search"))
    prefs.close()
    assert settings.hint_strength == "search"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.assist_ui.assist.hint is not None, timeout=5000)
    hint = w.assist_ui.assist.hint
    assert w.assist_ui.assist.strength is HintStrength.SEARCH
    assert hint.search is not None and hint.search.deals > 0 and hint.move in view.legal
    words = w.panel.hint_label.text()
    assert w.panel.hint_label.isVisible() and texts.tile_text(hint.move.tile) in words
    assert search_text(hint, w.seat_names(), c.local_seat) in words and "Hard's search" in words


def _lines_by_seat(w: MainWindow) -> dict[int, list[QListWidgetItem]]:
    """The log's lines that carry a computer's decision, by the seat that made it (a tile laid)."""
    c = w.controller
    out: dict[int, list[QListWidgetItem]] = {}
    for i in range(w.panel.log.count()):
        item = w.panel.log.item(i)
        key = item.data(DECISION_ROLE)
        if isinstance(key, tuple) and key[0] == c.game.round_number:
            d = c.game.rounds[-1].decisions[key[1]]
            if d.move.kind is MoveKind.PLAY:
                out.setdefault(d.seat, []).append(item)
    return out


def _play_until_both_computers_laid(qtbot, w: MainWindow) -> dict[int, list[QListWidgetItem]]:
    c = w.controller
    rng = random.Random(5)
    for _ in range(60):
        wait_for_turn(qtbot, w)
        found = _lines_by_seat(w)
        if c.game.phase is Phase.PLAYING and 1 in found and 2 in found:
            return found
        if c.game.phase is Phase.ROUND_OVER:
            c.next_round()
            continue
        c.submit(rng.choice(c.local_legal()))
    raise AssertionError("the computers laid no tile")


def _click(w: MainWindow, item: QListWidgetItem) -> None:
    log = w.panel.log
    log.scrollToItem(item)
    QTest.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     log.visualItemRect(item).center())


def _expected(w: MainWindow, item: QListWidgetItem) -> str:
    c = w.controller
    number, index = item.data(DECISION_ROLE)
    d = c.game.rounds[number - 1].decisions[index]
    return why_text(c.why(number, index), d.move, w.seat_names()[d.seat])


def test_a_computers_move_in_recent_moves_clicked_says_why(qtbot, settings: Settings, tmp_path: Path) -> None:
    w = aid_window(qtbot, settings, tmp_path / "data", seed=32)
    c = w.controller
    found = _play_until_both_computers_laid(qtbot, w)
    hard_line = found[1][-1]
    assert w.seat_names()[1] in hard_line.text()
    _click(w, hard_line)
    said = w.panel.hint_label.text()
    assert w.panel.hint_label.isVisible()
    number, index = hard_line.data(DECISION_ROLE)
    why = c.why(number, index)
    tile = c.game.rounds[-1].decisions[index].move.tile
    assert said == _expected(w, hard_line) and said == w.assist_ui.why.last_text and hard_line.toolTip() == said
    assert said.startswith(f"Why {w.seat_names()[1]} laid {texts.tile_text(tile)}:")
    if why.deals:  # Hard searched: its figures are said, never its hand
        assert "Hard's search (" in said and str(why.deals) in said
    for t in c.game.round.hand(1):  # no tile Hard holds is named
        assert texts.tile_text(t) not in said.replace(texts.tile_text(tile), "")
    # a person's own line says nothing (the reason shown stays)
    mine = next(w.panel.log.item(i) for i in range(w.panel.log.count())
                if w.panel.log.item(i).text().startswith("You "))
    _click(w, mine)
    assert w.panel.hint_label.text() == said and w.statusBar().currentMessage() == ""
    # with the keys: Tab to the log, arrows to Normal's line, Enter
    normal_line = found[2][-1]
    log = w.panel.log
    log.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(log, Qt.Key.Key_End)
    for _ in range(log.count()):
        if log.currentItem() is normal_line:
            break
        QTest.keyClick(log, Qt.Key.Key_Up)
    assert log.currentItem() is normal_line
    QTest.keyClick(log, Qt.Key.Key_Return)
    said = w.panel.hint_label.text()
    assert said == _expected(w, normal_line) and "rule of thumb" in said
    number, index = normal_line.data(DECISION_ROLE)
    assert c.why(number, index).manner is Manner.RULE_OF_THUMB
    # the next move takes the reason away
    c.submit(c.local_legal()[0])
    qtbot.waitUntil(lambda: not w.panel.hint_label.isVisible(), timeout=3000)


def test_the_reason_is_said_in_german(qtbot, settings: Settings, tmp_path: Path) -> None:
    w = aid_window(qtbot, settings, tmp_path / "data", seed=33)
    found = _play_until_both_computers_laid(qtbot, w)
    line = found[2][-1]
    english = _expected(w, line)
    _click(w, line)
    assert w.panel.hint_label.text() == english
    saved_locale = QLocale()
    manager = LanguageManager(settings=QSettings(str(tmp_path / "lang.ini"), QSettings.Format.IniFormat))
    try:
        manager.set_language("de")  # the reason shown is said again in German
        qtbot.waitUntil(lambda: w.panel.hint_label.text().startswith("Warum"), timeout=3000)
        said = w.panel.hint_label.text()
        assert w.panel.hint_label.isVisible() and said == _expected(w, line) and said != english
        assert "Faustregel" in said and w.seat_names()[2] in said, said
    finally:
        manager.shutdown()
        i18n.uninstall()
        QLocale.setDefault(saved_locale)
        QCoreApplication.processEvents()
