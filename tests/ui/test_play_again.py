"""Play Again (issue 31): after a game's final score sheet one click deals a new game at the same
table (the same seats, names, computers and options, the rule set too), started by the seat after
the one that started the last round (rules.md R5); the two games are counted apart and the old
game's record stays kept. A short double-6 game (4 rounds, pace instant) is played to its end,
the person's moves scripted as the other whole-game tests do, the sheet's buttons clicked."""
from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from mextrain.controller import HUMAN, SeatConfig
from mextrain.controller.play_signals import PlaySignals
from mextrain.engine import Game, GameOptions, Phase, play_again_seed, starter_of_game
from mextrain.saves import LAST_GAME_NAME, load_game
from mextrain.ui.window.main_window import MainWindow
from support.game import play_to_the_end
from support.ux import make_settings, make_window

SEED = 4242
OPTIONS = GameOptions(2, 4, set=6, draw="until_fits")  # a short double-6 game under a house rule


def finished_game(qtbot, tmp_path: Path, seats: list[SeatConfig]) -> MainWindow:  # noqa: ANN001
    w = make_window(qtbot, make_settings(tmp_path / "settings.ini"), tmp_path)
    w.controller.new_game(OPTIONS, SEED, seats)
    play_to_the_end(qtbot, w.controller, random.Random(1))
    qtbot.waitUntil(w.score_sheet.isVisible, timeout=5000)
    return w


@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_play_again_deals_the_same_table_again_started_by_the_next_seat(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    seats = [SeatConfig("Kim", HUMAN), SeatConfig("Ada", "random")]
    w = finished_game(qtbot, tmp_path, seats)
    old = w.controller.game
    sheet = w.score_sheet
    assert old.phase is Phase.GAME_OVER
    assert sheet.play_again_button.isVisible() and sheet.play_again_button.isDefault()
    assert sheet.new_game_button.isVisible() and sheet.watch_button.isVisible()  # the other ways stay

    qtbot.mouseClick(sheet.play_again_button, Qt.MouseButton.LeftButton)

    new = w.controller.game
    assert new is not old and new.phase is Phase.PLAYING and new.round_number == 1
    assert new.seed != old.seed and new.options == old.options == OPTIONS
    assert w.controller.seats == seats and [p.kind for p in w.controller.players()] == ["random"]
    last_starter = old.rounds[-1].deal.starter
    assert new.rounds[0].deal.starter == (last_starter + 1) % 2 == starter_of_game(new.seed, 2)
    assert not sheet.isVisible()
    assert w.game_label.text() == f"Game number {new.seed}"
    assert w.controller.hints_used == w.controller.undos_used == 0
    # the old game is kept as it ended, for Watch This Game Again from the file
    kept = load_game(tmp_path / LAST_GAME_NAME)
    assert kept.game.seed == old.seed and kept.game.phase is Phase.GAME_OVER

    play_to_the_end(qtbot, w.controller, random.Random(2))
    qtbot.waitUntil(sheet.isVisible, timeout=5000)
    store = w.statistics.recorder.store()
    assert store is not None and store.count() == 2  # two finished games, counted apart
    seeds = {row[0] for row in store.con.execute("SELECT seed FROM games")}
    assert seeds == {old.seed, new.seed}


def test_the_starter_goes_round_the_table_game_after_game() -> None:
    """The engine's side of R5 for Play Again, over every seat count: the next game's round 1 is
    started by the seat after the one that started the last round, whatever fresh number it starts from."""
    for players in range(2, 9):
        game = Game(GameOptions(players), 7)
        for first in (1, 999_999, 123):
            seed = play_again_seed(game, first)
            assert seed >= first and starter_of_game(seed, players) == (game.rounds[-1].deal.starter + 1) % players


def test_play_again_is_not_offered_while_a_round_is_over_nor_at_a_joined_table(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    w = make_window(qtbot, make_settings(tmp_path / "settings.ini"), tmp_path)
    w.controller.new_game(OPTIONS, SEED, [SeatConfig("Kim", HUMAN), SeatConfig("Ada", "random")])
    assert not w.controller.may_play_again()
    assert not PlaySignals().may_play_again()  # a joined game (the host deals) offers nothing


def test_play_again_at_a_hot_seat_keeps_every_person_and_hands_the_computer_to_the_first(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    seats = [SeatConfig("Kim", HUMAN), SeatConfig("Ada", "random"), SeatConfig("Lev", HUMAN)]
    options = GameOptions(3, 4, set=6)
    w = make_window(qtbot, make_settings(tmp_path / "settings.ini"), tmp_path)
    c = w.controller
    c.new_game(options, SEED, seats)
    rng = random.Random(3)
    for _ in range(5000):  # the persons pass the computer round: each shows their hand, then moves
        qtbot.waitUntil(lambda: c.hand_hidden or bool(c.local_legal()) or not c.busy and c.game.phase is not Phase.PLAYING,
                        timeout=10000)
        if c.game.phase is Phase.GAME_OVER:
            break
        if c.game.phase is Phase.ROUND_OVER:
            c.next_round()
        elif c.hand_hidden:
            c.show_hand()
        else:
            c.submit(rng.choice(c.local_legal()))
    qtbot.waitUntil(w.score_sheet.isVisible, timeout=5000)
    old = c.game
    qtbot.mouseClick(w.score_sheet.play_again_button, Qt.MouseButton.LeftButton)
    new = c.game
    assert new is not old and new.options == options and c.seats == seats and c.persons == [0, 2]
    assert new.rounds[0].deal.starter == (old.rounds[-1].deal.starter + 1) % 3
    assert c.hand_hidden and not w.handover.isHidden()  # handed to the first person to move, as any new game
