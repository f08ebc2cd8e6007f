"""Helpers for the statistics tests: seats and version 1 files (whole games: game_helpers)."""
from __future__ import annotations

import sqlite3
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from mextrain.controller import SeatConfig
from mextrain.stats import store as stats_store
from mextrain.ui.stats.window import StatsWindow
from mextrain.ui.window.main_window import MainWindow


def seats(n: int, person: int = 0, kinds: tuple[str, ...] = ("random",)) -> list[SeatConfig]:
    return [SeatConfig("You", "human") if s == person else SeatConfig(f"C{s}", kinds[s % len(kinds)])
            for s in range(n)]


def make_v1_database(path: Path, games: int = 2) -> None:
    """A statistics file as version 1 of the schema wrote it (before hints and undos were kept)."""
    con = sqlite3.connect(str(path), isolation_level=None)
    con.execute("BEGIN")
    stats_store.MIGRATIONS[0](con)
    con.execute("PRAGMA user_version = 1")
    con.execute(f"PRAGMA application_id = {stats_store.APPLICATION_ID}")
    for gid in range(1, games + 1):
        con.execute("INSERT INTO games VALUES (?, ?, ?, 2, 7, 1, 0, 0)", (gid, f"2025-0{gid}-01T10:00:00Z", 100 + gid))
        won = gid % 2  # game 1 won, game 2 lost
        con.execute("INSERT INTO seats VALUES (?, 0, 'You', 'human', ?, ?)", (gid, 10 if won else 30, won))
        con.execute("INSERT INTO seats VALUES (?, 1, 'Ada', 'easy', 20, ?)", (gid, 1 - won))
        con.execute("INSERT INTO round_points VALUES (?, 1, 12, 0, ?)", (gid, 10 if won else 30))
        con.execute("INSERT INTO round_points VALUES (?, 1, 12, 1, 20)", (gid,))
    con.execute("COMMIT")
    con.close()


def played_game(players: int, seed: int, rounds: int = 7):  # noqa: ANN201 - an engine Game
    """A whole game played by random legal moves through the engine alone (a few milliseconds),
    its decisions tracked so that its record can be kept and replayed."""
    import random

    from mextrain.engine import Game, GameOptions, Phase

    game = Game(GameOptions(players, rounds, False), seed, track_decisions=True)
    rng = random.Random(seed)
    while game.phase is not Phase.GAME_OVER:
        if game.phase is Phase.ROUND_OVER:
            game.next_round()
            continue
        legal = game.legal_moves()
        game.apply(legal[rng.randrange(len(legal))])
    return game


def open_from_menu(qtbot, window: MainWindow) -> StatsWindow:
    """Game menu → Statistics…, clicked with the mouse."""
    bar = window.menuBar()
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(window.menus.game_menu.menuAction()).center())
    qtbot.waitUntil(window.menus.game_menu.isVisible, timeout=2000)
    QTest.mouseClick(window.menus.game_menu, Qt.MouseButton.LeftButton,
                     pos=window.menus.game_menu.actionGeometry(window.menus.stats_action).center())
    qtbot.waitUntil(lambda: window.statistics.stats_window is not None and window.statistics.stats_window.isVisible(),
                    timeout=2000)
    return window.statistics.stats_window
