"""GameController.pause(reason)/unpause(reason): while any reason holds, no computer move is
applied and no timer step runs; when the last is lifted the game goes on where it was."""
from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from mextrain.controller import GameController, Pace, SeatConfig
from mextrain.engine import GameOptions, starter_of_game


def computer_start(players: int = 3) -> int:
    return next(s for s in range(1, 1000) if starter_of_game(s, players) == 1)


@pytest.mark.parametrize("pace", [Pace.INSTANT, Pace.FAST])
def test_pause_holds_the_computers_and_unpause_goes_on(qtbot, pace: Pace) -> None:
    ctl = GameController(pace=pace, animations=False)
    seats = [SeatConfig("You", "human")] + [SeatConfig(f"C{i}", "random") for i in (1, 2)]
    ctl.pause("dialog")
    ctl.new_game(GameOptions(3, 7), computer_start(), seats)
    decisions = lambda: len(ctl.game.rounds[-1].decisions)  # noqa: E731
    qtbot.wait(700)  # the computer's answer (or its pace) comes in and is held
    assert decisions() == 0 and ctl.busy and not ctl.local_legal()
    ctl.pause("minimised")
    ctl.unpause("dialog")  # one reason is still there
    qtbot.wait(400)
    assert decisions() == 0 and ctl.paused == frozenset({"minimised"})
    ctl.unpause("minimised")
    qtbot.waitUntil(lambda: bool(ctl.local_legal()), timeout=5000)
    assert decisions() >= 1 and not ctl.paused
    ctl.unpause("never paused")  # lifting a reason that is not there changes nothing
    assert not ctl.paused
    ctl.shutdown()


def test_a_new_game_while_paused_drops_the_held_answer(qtbot) -> None:
    ctl = GameController(pace=Pace.INSTANT, animations=False)
    seats = [SeatConfig("You", "human")] + [SeatConfig(f"C{i}", "random") for i in (1, 2)]
    ctl.pause("dialog")
    ctl.new_game(GameOptions(3, 7), computer_start(), seats)
    qtbot.wait(300)
    seed = next(s for s in range(1, 1000) if starter_of_game(s, 3) == 0)
    ctl.new_game(GameOptions(3, 7), seed, seats)  # the person starts this one
    ctl.unpause("dialog")
    qtbot.waitUntil(lambda: bool(ctl.local_legal()), timeout=3000)
    assert len(ctl.game.rounds[-1].decisions) == 0  # the old game's held answer was not applied
    ctl.shutdown()
