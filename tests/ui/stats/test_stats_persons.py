"""The Statistics window chooses whose figures it shows (issue 22: several persons at one
computer), by the keyboard on its person box; the CSV names each row's person."""
from __future__ import annotations

import csv
import io
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from mextrain.stats import DB_NAME, FinishedGame, RoundResult, SeatResult, StatsStore, write_csv
from mextrain.ui.stats.window import StatsWindow


def two_person_game(ada: int, bob: int, person_seat: int, when: str) -> FinishedGame:
    """One game of Ada (seat 0), a computer and Bob (seat 2), as `person_seat`'s row."""
    totals = (ada, 40, bob)
    winner = min(range(3), key=lambda s: totals[s])
    return FinishedGame(
        played_at=datetime.fromisoformat(when), seed=7, rounds_option=7, starting_run=False, person_seat=person_seat,
        seats=(SeatResult("Ada", "human", ada), SeatResult("Cleo", "hard", 40), SeatResult("Bob", "human", bob)),
        rounds=(RoundResult(1, 12, totals),), winners=(winner,))


def test_the_window_shows_each_persons_figures_and_the_csv_names_them(qtbot, tmp_path: Path) -> None:
    store, _ = StatsStore.open(tmp_path / DB_NAME)
    for i, (ada, bob) in enumerate(((10, 30), (12, 50), (60, 5))):
        for seat in (0, 2):
            store.record(two_person_game(ada, bob, seat, f"2026-04-0{i + 1}T10:00:00+00:00"))
    window = StatsWindow(lambda: store)
    qtbot.addWidget(window)
    window.show()
    assert window.person_row.isVisible()
    names = [window.person_box.itemText(i) for i in range(window.person_box.count())]
    assert sorted(names) == ["Ada", "Bob"]
    figures = {}
    window.person_box.setFocus()
    for i, name in enumerate(names):
        QTest.keyClick(window.person_box, Qt.Key.Key_Home)
        for _ in range(i):
            QTest.keyClick(window.person_box, Qt.Key.Key_Down)
        assert window.person() == name
        figures[name] = (window.summary.played, window.summary.won, window.summary.points,
                         window.card_values["won"].text())
    assert figures["Ada"][:3] == (3, 2, 82) and figures["Bob"][:3] == (3, 1, 85)
    assert figures["Ada"][3] == "2" and figures["Bob"][3] == "1"
    out = io.StringIO()
    write_csv(store, out)
    rows = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert sorted({(r["person"], r["person_seat"]) for r in rows}) == [("Ada", "1"), ("Bob", "3")]
    store.close()
