"""RemoteSeat on an ordinary GameController, without a network: the person's move arrives through
`deliver` (as the host session's ApplyMove), early or late; after the grace period a computer
answers for the seat (`take_over`) until the person is back (`give_back`)."""
from __future__ import annotations

from PySide6.QtCore import QThreadPool

from mextrain.ai import make_player
from mextrain.controller import GameController, Pace, SeatConfig
from mextrain.controller.network.remote_seat import RemoteSeat
from mextrain.engine import GameOptions, Phase


def _table(qtbot, *, pace: Pace = Pace.INSTANT, animations: bool = False):
    pool = QThreadPool()
    made: dict[int, RemoteSeat] = {}
    c = GameController(pace=pace, animations=animations, player_factory=lambda kind, seed: make_player("random", seed))

    def factory(index, config, seed):
        if config.kind != "remote":
            return c.default_seat(index, config, seed)
        made[index] = RemoteSeat(index, config.name, lambda: _turn(c), lambda: make_player("random", seed), pool, c)
        return made[index]

    c.set_seat_factory(factory)
    seats = [SeatConfig("Bot", "random"), SeatConfig("Ana", "remote"), SeatConfig("Bo", "random")]
    c.new_game(GameOptions(3, 7), 11, seats)
    return c, made[1]


def _turn(c: GameController) -> int:
    return sum(len(r.decisions) for r in c.game.rounds)


def _decisions_of(c: GameController, seat: int) -> int:
    return sum(1 for r in c.game.rounds for d in r.decisions if d.seat == seat)


def test_the_person_elsewhere_answers_through_deliver_and_a_stale_move_is_dropped(qtbot) -> None:
    c, ana = _table(qtbot)
    qtbot.waitUntil(lambda: ana.thinking, timeout=5000)
    assert not ana.paced and ana.flies
    turn, legal = _turn(c), ana.request.legal
    assert not ana.deliver(legal[0], turn - 1)  # a turn that has passed: nothing happens
    assert _decisions_of(c, 1) == 0 and ana.thinking
    assert ana.deliver(legal[0], turn)
    qtbot.waitUntil(lambda: _decisions_of(c, 1) == 1, timeout=3000)
    assert c.game.rounds[-1].decisions[turn].move == legal[0]


def test_a_move_that_comes_before_the_question_waits_for_it(qtbot) -> None:
    c, ana = _table(qtbot, pace=Pace.FAST, animations=True)  # a computer's tile flies before Ana is asked

    def waiting_for_a_flight() -> bool:
        if ana.thinking:  # asked at once (her turn came right after her own move, or she starts)
            ana.deliver(ana.request.legal[0], _turn(c))
        return c.game.current_seat == 1 and not ana.thinking and c.game.rounds[-1].decisions[-1:] != [] \
            and c.game.rounds[-1].decisions[-1].seat != 1

    qtbot.waitUntil(waiting_for_a_flight, timeout=5000)
    before = _decisions_of(c, 1)
    move = c.game.legal_moves()[0]
    assert ana.deliver(move, _turn(c))  # she saw her legal moves while the tile was still flying
    qtbot.waitUntil(lambda: _decisions_of(c, 1) == before + 1, timeout=3000)
    assert [d.move for r in c.game.rounds for d in r.decisions if d.seat == 1][-1] == move


def test_a_computer_stands_in_after_the_grace_period_until_the_person_is_back(qtbot) -> None:
    c, ana = _table(qtbot)
    qtbot.waitUntil(lambda: ana.thinking, timeout=5000)
    changes = []
    ana.changed.connect(lambda: changes.append((ana.present, ana.computer_plays)))
    ana.set_present(False)  # away: her question stays open
    qtbot.wait(50)
    assert ana.thinking and _decisions_of(c, 1) == 0
    ana.take_over()  # the grace period passed: a computer answers the open question and the next ones
    assert ana.paced  # a computer standing in waits the pace like any other
    qtbot.waitUntil(lambda: _decisions_of(c, 1) >= 3, timeout=5000)
    assert not ana.deliver(c.game.legal_moves()[0], _turn(c))  # her old app cannot move meanwhile
    ana.set_present(True)
    ana.give_back()
    played = _decisions_of(c, 1)
    qtbot.waitUntil(lambda: ana.thinking or c.game.phase is not Phase.PLAYING, timeout=5000)
    qtbot.wait(50)
    assert _decisions_of(c, 1) == played  # no computer plays her seat any more: it waits for her
    if ana.thinking:
        assert ana.deliver(ana.request.legal[0], _turn(c))  # and she plays it herself again
        qtbot.waitUntil(lambda: _decisions_of(c, 1) == played + 1, timeout=3000)
    assert changes[0] == (False, False) and (False, True) in changes and changes[-1] == (True, False)
    c.shutdown()
