"""The Statistics window filters by rule set (R18): the filter is chosen with real clicks on its
popup, the figures follow it, each rule set is named in the person's language, and the CSV the
Export button writes has the rule set's columns."""
from __future__ import annotations

import csv
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog

from mextrain.stats import DB_NAME, FinishedGame, RoundResult, SeatResult, StatsStore
from mextrain.ui.stats.window import StatsWindow
from support.rules_ui import pick_row
from support.shots import save_shot

ROOT = Path(__file__).resolve().parents[3]


def _game(total: int, won: bool, day: int, house_rules: dict | None = None, rule_set: str = "") -> FinishedGame:
    return FinishedGame(
        played_at=datetime.fromisoformat(f"2026-05-{day:02d}T10:00:00+00:00"), seed=day, rounds_option=7,
        starting_run=False, person_seat=0,
        seats=(SeatResult("You", "human", total), SeatResult("Ada", "easy", total + (5 if won else -5))),
        rounds=(RoundResult(1, 12, (total, 0)),), winners=(0,) if won else (1,),
        house_rules=house_rules or {}, rule_set=rule_set)


def _store(tmp_path: Path) -> StatsStore:
    store, _ = StatsStore.open(tmp_path / DB_NAME)
    for day, (total, won) in enumerate(((10, True), (20, False), (30, True)), 1):
        store.record(_game(total, won, day))  # three games by the standard rules
    store.record(_game(40, False, 4, {"set": 9, "doubles": "free"}, "Grandma's rules"))
    store.record(_game(50, True, 5, {"set": 9, "doubles": "free"}, "Grandma's rules"))
    store.record(_game(60, False, 6, {"zero_zero": 0}))  # house rules without a name
    return store


def _pick(qtbot, window: StatsWindow, row: int) -> None:
    """Open the rule-set filter with the mouse and click its row `row`."""
    pick_row(qtbot, window.rules_box, row)
    qtbot.waitUntil(lambda: window.rules_box.currentIndex() == row, timeout=2000)


def test_the_filter_shows_the_games_of_one_rule_set(qtbot, tmp_path: Path, monkeypatch) -> None:
    store = _store(tmp_path)
    window = StatsWindow(lambda: store)
    qtbot.addWidget(window)
    window.resize(1024, 600)
    window.show()
    box = window.rules_box
    assert window.person_row.isVisible() and box.isVisible() and not window.person_box.isVisible()  # one person
    items = [box.itemText(i) for i in range(box.count())]
    assert items == ["Every rule set", "Standard rules", "Grandma's rules", "House rules"]
    assert box.itemData(2, Qt.ItemDataRole.ToolTipRole) == (
        "Grandma's rules\n• Played with a double-9 set\n• Doubles need not be covered: whoever lays one plays again")
    assert window.card_values["played"].text() == "6"

    _pick(qtbot, window, 2)
    assert window.card_values["played"].text() == "2" and window.card_values["won"].text() == "1"
    assert [b.value for b in window.last_chart.bars] == [40, 50]
    save_shot(window.grab(), "stats/rule_set_filter_en.png")
    _pick(qtbot, window, 3)
    assert window.card_values["played"].text() == "1" and [b.value for b in window.last_chart.bars] == [60]
    _pick(qtbot, window, 1)
    assert window.card_values["played"].text() == "3" and window.summary.points == 60
    store.record(_game(70, True, 7))  # a game finished meanwhile: the choice stays
    window.refresh()
    assert box.currentText() == "Standard rules" and window.card_values["played"].text() == "4"
    _pick(qtbot, window, 0)
    assert window.card_values["played"].text() == "7"

    target = tmp_path / "out.csv"  # the CSV Export writes names every game's rule set
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    QTest.mouseClick(window.export_button, Qt.MouseButton.LeftButton)
    with open(target, encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    assert [(r["rule_set"], r["house_rules"]) for r in rows] == [("", "")] * 3 + [
        ("Grandma's rules", "doubles=free;set=9")] * 2 + [("", "zero_zero=0"), ("", "")]
    store.close()


def test_the_filter_speaks_the_chosen_language(qtbot, tmp_path: Path) -> None:
    store = _store(tmp_path)
    window = StatsWindow(lambda: store)
    qtbot.addWidget(window)
    window.resize(1024, 600)
    window.show()
    _pick(qtbot, window, 1)
    expected = {"de": ("Regelsatz:", "Alle Regelsätze", "Standardregeln", "Hausregeln"),
                "uk": ("Набір правил:", "Усі набори правил", "Стандартні правила", "Домашні правила"),
                "da": ("Regelsæt:", "Alle regelsæt", "Standardregler", "Husregler")}
    for lang, (label, every, standard, house) in expected.items():
        translator = QTranslator()
        assert translator.load(str(ROOT / "translations" / f"mextrain_{lang}.qm"))
        QCoreApplication.installTranslator(translator)
        try:
            QCoreApplication.processEvents()
            assert window.person_row.rules_label.text().replace("&", "") == label
            items = [window.rules_box.itemText(i) for i in range(window.rules_box.count())]
            assert items == [every, standard, "Grandma's rules", house]
            assert window.rules_box.currentIndex() == 1 and window.card_values["played"].text() == "3"
            save_shot(window.grab(), f"stats/rule_set_filter_{lang}.png")
        finally:
            QCoreApplication.removeTranslator(translator)
            QCoreApplication.processEvents()
    store.close()


#: the Rules column of Past Games, newest game first (issue 38, point 8), per language
PAST_RULES = {
    "en": ["House rules: 0|0 counts 0 points", "Grandma's rules", "Grandma's rules", "Standard rules",
           "Standard rules", "Standard rules"],
    "de": ["Hausregeln: 0|0 zählt 0 Punkte", "Grandma's rules", "Grandma's rules", "Standardregeln", "Standardregeln",
           "Standardregeln"],
    "uk": ["Домашні правила: 0|0 — 0 очок", "Grandma's rules", "Grandma's rules", "Стандартні правила",
           "Стандартні правила", "Стандартні правила"],
    "da": ["Husregler: 0|0 tæller 0 point", "Grandma's rules", "Grandma's rules", "Standardregler", "Standardregler",
           "Standardregler"],
}


def test_each_past_game_says_under_which_rules_it_was_played(qtbot, tmp_path: Path) -> None:
    store = _store(tmp_path)
    window = StatsWindow(lambda: store)
    qtbot.addWidget(window)
    window.resize(1024, 600)
    window.show()
    bar = window.tabs.tabBar()
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())  # the Past Games tab
    table = window.past_games.table
    for lang, rules in PAST_RULES.items():
        translator = QTranslator()
        if lang != "en":
            assert translator.load(str(ROOT / "translations" / f"mextrain_{lang}.qm"))
            QCoreApplication.installTranslator(translator)
        try:
            QCoreApplication.processEvents()
            qtbot.waitUntil(lambda: table.rowCount() == 6, timeout=3000)
            header = table.horizontalHeaderItem(2).text()
            assert header == {"en": "Rules", "de": "Regeln", "uk": "Правила", "da": "Regler"}[lang]
            assert [table.item(r, 2).text() for r in range(6)] == rules, lang
            tip = table.item(1, 2).toolTip().splitlines()
            assert tip[0] == "Grandma's rules" and len(tip) == 3  # the name, then each house rule
            save_shot(window.grab(), f"stats/past_games_rules_{lang}.png")
        finally:
            QCoreApplication.removeTranslator(translator)
            QCoreApplication.processEvents()
    store.close()
