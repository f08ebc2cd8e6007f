"""Issue 32, 5: Statistics lists the past games (date, seats, the person's place and points), and
Watch This Game opens that game in the replay viewer; games kept before records were are listed
without the button, and a line says why. Through the real window, with the mouse."""
from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from mextrain.controller import Pace
from mextrain.devtools.bench.stats import fake_games
from mextrain.engine import placings
from mextrain.stats import DB_NAME, StatsStore, finished_game
from mextrain.ui import texts
from mextrain.ui.settings import Settings
from mextrain.ui.stats.locale_text import locale_time
from mextrain.ui.window.main_window import MainWindow
from support.shots import save_shot
from support.stats import open_from_menu, played_game
from support.ux import Languages

SEATS = [("You", "human"), ("Ada", "easy"), ("Boris", "hard")]


def keep_games(folder: Path) -> list:
    """Three games kept before records were (made up), then two played and kept with their records."""
    store, _ = StatsStore.open(folder / DB_NAME)
    for old in fake_games(3, seed=5, start=datetime(2026, 1, 5, 19, 30, tzinfo=UTC)):
        store.record(old)
    games = [played_game(3, seed) for seed in (31, 32)]
    for k, game in enumerate(games):
        store.record(finished_game(game, SEATS, 0, keep_record=True,
                                   played_at=datetime(2026, 3, 1, 20, 0, tzinfo=UTC) + timedelta(days=k)))
    store.close()
    return games


def show_past_games(qtbot, window: MainWindow):
    stats = open_from_menu(qtbot, window)
    bar = stats.tabs.tabBar()
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())  # the Past Games tab
    assert stats.tabs.currentWidget() is stats.past_games
    return stats


def test_the_past_games_are_listed_and_each_kept_game_can_be_watched(qtbot, tmp_path: Path, _private_data_folder) -> None:
    games = keep_games(_private_data_folder)
    settings = Settings.at(tmp_path / "settings.ini")
    settings.pace = Pace.INSTANT
    window = MainWindow(settings=settings, start_game=False)
    qtbot.addWidget(window)
    window.show()
    stats = show_past_games(qtbot, window)
    listed = stats.past_games
    table = listed.table
    assert table.rowCount() == 5
    newest = listed.games[0]
    assert newest.line.seed == games[1].seed  # newest first
    assert table.item(0, 0).text() == locale_time(newest.line.played_at)
    assert table.item(0, 1).text() == "You, Ada (Easy), Boris (Hard)"
    place = placings(games[1].totals)[0]
    assert table.item(0, 2).text() == "Standard rules"
    assert table.item(0, 3).text().startswith(texts.placing(place)) and f"{games[1].totals[0]} points" in table.item(0, 3).text()
    buttons = [table.cellWidget(r, 4) for r in range(5)]
    assert [isinstance(b, QPushButton) for b in buttons] == [True, True, False, False, False]
    assert listed.note.isVisible() and "cannot be watched" in listed.note.text()
    QTest.mouseClick(buttons[1], Qt.MouseButton.LeftButton)  # the older of the two kept games
    viewer = window.replays.viewer
    assert viewer is not None and viewer.isVisible()
    assert viewer.replay.game.seed == games[0].seed and viewer.replay.game.totals == games[0].totals
    assert viewer.names() == ["You", "Ada", "Boris"]
    viewer.close()
    stats.close()


@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_the_past_games_speak_every_language(qtbot, tmp_path: Path, _private_data_folder) -> None:
    keep_games(_private_data_folder)
    languages = Languages(tmp_path / "lang.ini")
    try:
        for code in ("en", "de", "uk", "da"):
            languages.switch(code)
            settings = Settings.at(tmp_path / f"s-{code}.ini")
            window = MainWindow(settings=settings, start_game=False)
            qtbot.addWidget(window)
            window.show()
            stats = show_past_games(qtbot, window)
            stats.resize(1000, 560)
            button = stats.past_games.table.cellWidget(0, 4)
            assert isinstance(button, QPushButton) and "&" not in button.text()
            assert button.text() == {"en": "Watch This Game", "de": "Dieses Spiel ansehen",
                                     "uk": "Переглянути цю гру", "da": "Se dette spil"}[code]
            assert stats.tabs.tabText(1).replace("&", "") == {"en": "Past Games", "de": "Frühere Spiele",
                                                              "uk": "Минулі ігри", "da": "Afsluttede spil"}[code]
            save_shot(stats.grab(), f"past-games-{code}.png")
            stats.close()
            window.close()
    finally:
        languages.close()
