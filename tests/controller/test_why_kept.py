"""The controller keeps why each computer made its move (ai/why.py), per decision, for the log's
"why did it play that?"; a person's move has none, and a decision taken back loses its reason."""
from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from mextrain.ai.why import Manner, WhyCode
from mextrain.controller import GameController, Pace, SeatConfig
from mextrain.engine import GameOptions, MoveKind, Phase
from mextrain.engine.rewind import rewind


def test_each_computer_decision_keeps_its_reason_and_a_persons_has_none(qtbot) -> None:
    ctl = GameController(pace=Pace.INSTANT, animations=False)
    seats = [SeatConfig("You", "human"), SeatConfig("Nora", "normal"), SeatConfig("Hal", "hard:30")]
    ctl.new_game(GameOptions(3, 7), 12, seats)
    mine = 0
    while mine < 6:
        qtbot.waitUntil(lambda: bool(ctl.local_legal()) or ctl.game.phase is not Phase.PLAYING, timeout=10000)
        if ctl.game.phase is not Phase.PLAYING:
            break
        legal = ctl.local_legal()
        ctl.submit(next((m for m in legal if m.kind is MoveKind.PLAY), legal[0]))
        mine += 1
    qtbot.waitUntil(lambda: bool(ctl.local_legal()) or ctl.game.phase is not Phase.PLAYING, timeout=10000)
    game = ctl.game
    number = game.round_number
    decisions = game.rounds[-1].decisions
    manners = set()
    for i, d in enumerate(decisions):
        why = ctl.why(number, i)
        if d.seat == 0:
            assert why is None  # the person's own move: nobody asks the computer why
            continue
        assert why is not None, (i, d)
        if d.move.kind is MoveKind.DRAW:
            assert why.code is WhyCode.DRAW
        elif d.move.kind is MoveKind.PLAY:
            assert why.code is not WhyCode.DRAW
            assert (why.code is WhyCode.OWN_TRAIN) <= (d.move.train == d.seat)
        manners.add((d.seat, why.manner))
        if d.seat == 2 and why.manner in (Manner.SEARCH, Manner.RULE_OF_THUMB) and why.deals:
            assert why.deals > 0
    assert (1, Manner.RULE_OF_THUMB) in manners
    assert any(seat == 2 for seat, _ in manners)
    assert ctl.why(number, len(decisions)) is None and ctl.why(number + 5, 0) is None
    # Undo to before the computers' last moves: their reasons go with them
    keep = max(i for i, d in enumerate(decisions) if d.seat != 0)
    ctl.set_position(rewind(game, keep))
    assert len(ctl.game.rounds[-1].decisions) == keep  # its answer comes later, through the queue
    assert ctl.why(number, keep) is None
    qtbot.waitUntil(lambda: len(ctl.game.rounds[-1].decisions) > keep, timeout=10000)
    assert ctl.why(number, keep) is not None  # made again: a reason again
    ctl.shutdown()
