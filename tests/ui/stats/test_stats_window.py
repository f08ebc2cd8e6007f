"""The Statistics window through the real main window: opened from the Game menu with the
mouse, its figures, CSV export, Reset (confirmed and cancelled), a game finished while it is
open, and a language switch that changes its words and its number format."""
from __future__ import annotations

import csv
import os
import random
from collections.abc import Iterator
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QPoint, QSettings, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog, QMessageBox, QToolTip

from mextrain import i18n
from mextrain.controller import Pace
from mextrain.devtools.bench.stats import fake_games
from mextrain.stats import DB_NAME, StatsStore, summary
from mextrain.ui.settings import GameSetup, Settings
from mextrain.ui.window.main_window import MainWindow
from support.game import play_to_the_end
from support.stats import open_from_menu

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def window(qtbot, tmp_path: Path) -> MainWindow:
    settings = Settings.at(tmp_path / "settings.ini")
    settings.pace = Pace.INSTANT
    w = MainWindow(settings=settings, start_game=False)
    qtbot.addWidget(w)
    w.show()
    return w


@pytest.fixture
def games(_private_data_folder: Path) -> list:
    """Twelve made-up finished games already in the data folder's database."""
    made = fake_games(12, seed=3)
    store, _ = StatsStore.open(_private_data_folder / DB_NAME)
    for g in made:
        store.record(g)
    store.close()
    return made


def test_the_game_menu_opens_the_statistics_with_the_figures(qtbot, window: MainWindow, games) -> None:
    stats = open_from_menu(qtbot, window)
    won = sum(g.person_won for g in games)
    assert stats.card_values["played"].text() == "12"
    assert stats.card_values["won"].text() == str(won)
    assert stats.card_values["rate"].text() == f"{round(100 * won / 12)}%"
    assert not stats.empty_label.isVisible()
    assert len(stats.last_chart.bars) == 12
    assert [b.highlight for b in stats.last_chart.bars] == [g.person_won for g in games]
    assert [b.value for b in stats.last_chart.bars] == [g.seats[0].total for g in games]
    assert [int(b.label) for b in stats.engine_chart.bars] == list(range(12, -1, -1))
    seats_played = {int(stats.players_table.item(r, 0).text()): int(stats.players_table.item(r, 1).text())
                    for r in range(stats.players_table.rowCount())}
    assert seats_played == {n: sum(g.players == n for g in games) for n in {g.players for g in games}}
    assert "·" in stats.best_label.text() and stats.best_label.text() != stats.worst_label.text()
    stats.close()


def test_an_empty_database_says_so_and_offers_no_export(qtbot, window: MainWindow) -> None:
    stats = open_from_menu(qtbot, window)
    assert stats.empty_label.isVisible() and stats.empty_label.text()
    assert not stats.export_button.isEnabled() and not stats.reset_button.isEnabled()
    assert stats.card_values["played"].text() == "–"
    assert stats.last_chart.bars == [] and stats.last_chart.grab().width() > 0


def test_export_writes_one_row_per_game_and_round(qtbot, window: MainWindow, games, tmp_path: Path, monkeypatch) -> None:
    stats = open_from_menu(qtbot, window)
    target = tmp_path / "out.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    QTest.mouseClick(stats.export_button, Qt.MouseButton.LeftButton)
    with open(target, encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == sum(len(g.rounds) for g in games)
    first = games[0]
    assert [int(r["seat1_points"]) for r in rows[: len(first.rounds)]] == [r.points[0] for r in first.rounds]
    assert rows[0]["played_at_utc"] == first.played_at.strftime("%Y-%m-%dT%H:%M:%SZ")


def test_export_to_a_folder_that_cannot_be_written_is_reported(qtbot, window: MainWindow, games, tmp_path: Path) -> None:
    stats = open_from_menu(qtbot, window)
    assert not stats.export_to(tmp_path / "no-such-folder" / "out.csv")
    assert stats.message is not None and stats.message.isVisible()
    stats.message.close()


@pytest.mark.parametrize("confirm", [True, False])
def test_reset_asks_first(qtbot, window: MainWindow, games, _private_data_folder: Path, confirm: bool) -> None:
    stats = open_from_menu(qtbot, window)
    QTest.mouseClick(stats.reset_button, Qt.MouseButton.LeftButton)
    box = stats.reset_box
    assert box is not None and box.isVisible() and "12" in box.text()
    button = stats.confirm_button if confirm else box.button(QMessageBox.StandardButton.Cancel)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=2000)
    store, _ = StatsStore.open(_private_data_folder / DB_NAME)
    assert store.count() == (0 if confirm else 12)
    assert stats.empty_label.isVisible() == confirm
    assert stats.card_values["played"].text() == ("–" if confirm else "12")


def test_one_game_is_worded_as_one(qtbot, window: MainWindow, _private_data_folder: Path) -> None:
    """Once "Forget all 1 finished game?", "Your points in the last 1 game", and the one
    game was both the best and the worst."""
    store, _ = StatsStore.open(_private_data_folder / DB_NAME)
    store.record(fake_games(1, seed=5)[0])
    store.close()
    stats = open_from_menu(qtbot, window)
    title = stats.last_box.title()
    assert "1 game" not in title and "game(s)" not in title and "one game" in title
    assert "·" in stats.best_label.text() and stats.worst_label.text() != stats.best_label.text()
    assert "one game" in stats.worst_label.text().lower()
    QTest.mouseClick(stats.reset_button, Qt.MouseButton.LeftButton)
    box = stats.reset_box
    assert box is not None and box.isVisible()
    assert "all 1" not in box.text() and "one finished game" in box.text()
    QTest.mouseClick(box.button(QMessageBox.StandardButton.Cancel), Qt.MouseButton.LeftButton)
    window.close()


@pytest.mark.slow  # a whole game
def test_a_game_finished_while_the_window_is_open_shows_at_once(qtbot, window: MainWindow) -> None:
    stats = open_from_menu(qtbot, window)
    assert stats.empty_label.isVisible()
    # a whole game, the shortest (R19: 4 rounds of a double-6 set)
    window.start_game(GameSetup(players=2, rounds=4, kinds=["random"] * 7, house={"set": 6}), 17)
    play_to_the_end(qtbot, window.controller, random.Random(6))
    qtbot.waitUntil(lambda: stats.card_values["played"].text() == "1", timeout=3000)
    g = window.controller.game
    assert stats.last_chart.bars[0].value == g.totals[0]
    assert stats.card_values["won"].text() == ("1" if 0 in g.winners else "0")


@pytest.fixture
def german(qapp, tmp_path: Path) -> Iterator[None]:
    saved = QLocale()
    i18n.install(settings=QSettings(str(tmp_path / "language.ini"), QSettings.Format.IniFormat),
                 folder=ROOT / "translations")
    i18n.switch_language("en")
    yield
    i18n.uninstall()
    QLocale.setDefault(saved)
    QCoreApplication.processEvents()


def test_the_window_follows_a_language_switch(qtbot, window: MainWindow, games, german) -> None:
    stats = open_from_menu(qtbot, window)
    english_title, english_caption = stats.windowTitle(), stats.card_captions["played"].text()
    assert (english_title, english_caption) == ("Statistics", "Games played")
    per_round = summary(window.statistics.recorder.store()).points_per_round
    assert stats.card_values["per_round"].text() == f"{per_round:.1f}"
    window.menus.view.language_actions["de"].trigger()
    QCoreApplication.processEvents()
    assert stats.windowTitle() == "Statistik"
    assert stats.card_captions["played"].text() == "Gespielte Spiele"
    assert stats.card_values["per_round"].text() == f"{per_round:.1f}".replace(".", ",")  # German decimal comma
    assert stats.reset_button.text() == "&Zurücksetzen…"
    assert window.menus.stats_action.text() == "S&tatistik…"
    window.menus.view.language_actions["en"].trigger()
    QCoreApplication.processEvents()
    assert (stats.windowTitle(), stats.card_captions["played"].text()) == (english_title, english_caption)


def test_the_chart_shows_a_bars_tip_under_the_pointer(qtbot, window: MainWindow, games) -> None:
    stats = open_from_menu(qtbot, window)
    chart = stats.last_chart
    rect = chart.bar_rects()[-1]
    assert rect.height() > 0 and rect.right() <= chart.width()
    at = QPoint(int(rect.center().x()), int(rect.bottom()) - 2)
    # the ToolTip event Qt sends after the pointer rests there (no hover timer off screen)
    QCoreApplication.sendEvent(chart, QHelpEvent(QEvent.Type.ToolTip, at, chart.mapToGlobal(at)))
    qtbot.waitUntil(QToolTip.isVisible, timeout=2000)
    last = games[-1]
    assert QToolTip.text() == chart.bars[-1].tip
    assert str(last.seats[0].total) in QToolTip.text()
    QToolTip.hideText()


def test_a_garbage_database_is_reported_kept_and_replaced(qtbot, window: MainWindow, _private_data_folder: Path) -> None:
    path = _private_data_folder / DB_NAME
    path.write_bytes(b"\x00garbage, not SQLite\n" * 500)
    stats = open_from_menu(qtbot, window)
    box = window.statistics.message
    assert box is not None and box.isVisible()
    assert box.text() == "The statistics file is not a database: it is damaged or cut short."
    kept = [p for p in _private_data_folder.iterdir() if p.name.startswith(f"{DB_NAME}.broken-")]
    assert len(kept) == 1 and kept[0].name in box.informativeText()
    assert kept[0].read_bytes().startswith(b"\x00garbage")
    assert stats.empty_label.isVisible()  # a fresh, empty database, and the window works
    box.close()
