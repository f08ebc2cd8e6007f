"""A game in play, and another game's file: what the tests of leaving a game (and of a second start) begin from."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication

from mextrain.engine import Game, GameOptions, Phase
from mextrain.engine.record import SeatConfig
from mextrain.saves import save_game
from mextrain.ui.settings import GameSetup
from mextrain.ui.window.main_window import MainWindow
from support.ux import make_settings, make_window, wait_for_person

OTHER_SEED = 4242


def in_play(qtbot, tmp_path: Path, seed: int = 5) -> MainWindow:
    """A window whose person has made a move and is asked again: a game in play."""
    w = make_window(qtbot, make_settings(tmp_path / "s.ini"), tmp_path / "data")
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3000)
    w.start_game(GameSetup(players=3, rounds=7, kinds=["random"] * 7), seed)
    wait_for_person(qtbot, w)
    w.play.submit(w.play.local_legal()[0])
    wait_for_person(qtbot, w)
    assert w.controller.game.phase is Phase.PLAYING and w.controller.local_legal()
    return w


def other_game(path: Path) -> Path:
    game = Game(GameOptions(3, 7, False), OTHER_SEED, track_decisions=True)
    save_game(path, game, [SeatConfig("You", "human"), SeatConfig("Ada", "random"), SeatConfig("Bo", "random")])
    return path


def moves_of(w: MainWindow) -> list:
    return [(r.number, d.seat, d.move) for r in w.controller.game.rounds for d in r.decisions]
