"""Whole games through the real controller, for the tests of every floor that need one."""
from __future__ import annotations

import random

from mextrain.controller import GameController
from mextrain.engine import Phase


def wait_for_human(qtbot, ctl: GameController, timeout: int = 10000) -> None:  # noqa: ANN001
    """Until the person here is asked for a move, or the round is over and nobody is thinking."""
    qtbot.waitUntil(lambda: bool(ctl.local_legal()) or (ctl.game.phase is not Phase.PLAYING and not ctl.busy),
                    timeout=timeout)


def play_to_the_end(qtbot, ctl: GameController, rng: random.Random | None = None,  # noqa: ANN001
                    timeout: int = 20000) -> None:
    """Play the game to its end: the person (if any) makes random legal moves from `rng`, and
    "Next Round" follows each round; `timeout` (ms) bounds each wait for the next question."""
    rng = rng or random.Random(0)
    for _ in range(20000):
        wait_for_human(qtbot, ctl, timeout)
        phase = ctl.game.phase
        if phase is Phase.GAME_OVER:
            return
        if phase is Phase.ROUND_OVER:
            ctl.next_round()
            continue
        ctl.submit(rng.choice(ctl.local_legal()))
    raise AssertionError("the game did not end")
