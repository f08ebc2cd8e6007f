"""RemoteSeat on an ordinary GameController, without a network: the person's move arrives through
`deliver` (as the host session's ApplyMove), early or late; after the grace period a computer
answers for the seat until the person is back. The seat keeps no away state of its own: it reads
the host session's (here a `_Session` standing in for it) and acts on `state_changed`."""
from __future__ import annotations

from PySide6.QtCore import QThreadPool

from mextrain.ai import make_player
from mextrain.controller import GameController, Pace, SeatConfig
from mextrain.controller.network.remote_seat import RemoteSeat
from mextrain.engine import GameOptions, Phase


class _Session:
    """The host session's part a RemoteSeat reads (`net.host.HostSession.present`, `computer_plays`)."""

    def __init__(self) -> None:
        self.away: set[int] = set()
        self.computer: set[int] = set()

    def present(self, seat: int) -> bool:
        return seat not in self.away

    def computer_plays(self, seat: int) -> bool:
        return seat in self.computer


def _table(qtbot, *, pace: Pace = Pace.INSTANT, animations: bool = False, session: _Session | None = None):
    pool = QThreadPool()
    session = session or _Session()
    made: dict[int, RemoteSeat] = {}
    c = GameController(pace=pace, animations=animations, player_factory=lambda kind, seed: make_player("random", seed))

    def factory(index, config, seed):
        if config.kind != "remote":
            return c.default_seat(index, config, seed)
        made[index] = RemoteSeat(index, config.name, lambda: _turn(c), lambda: make_player("random", seed), pool, session, c)
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
    session = _Session()
    c, ana = _table(qtbot, session=session)
    qtbot.waitUntil(lambda: ana.thinking, timeout=5000)
    changes = []
    ana.changed.connect(lambda: changes.append((ana.present, ana.computer_plays)))
    session.away.add(1)  # away: her question stays open
    ana.state_changed()
    qtbot.wait(50)
    assert ana.thinking and _decisions_of(c, 1) == 0 and not ana.present
    session.computer.add(1)  # the grace period passed: a computer answers the open question and the next ones
    ana.state_changed()
    assert ana.paced  # a computer standing in waits the pace like any other
    qtbot.waitUntil(lambda: _decisions_of(c, 1) >= 3, timeout=5000)
    assert not ana.deliver(c.game.legal_moves()[0], _turn(c))  # her old app cannot move meanwhile
    session.away.discard(1)
    session.computer.discard(1)
    ana.state_changed()
    played = _decisions_of(c, 1)
    qtbot.waitUntil(lambda: ana.thinking or c.game.phase is not Phase.PLAYING, timeout=5000)
    qtbot.wait(50)
    assert _decisions_of(c, 1) == played  # no computer plays her seat any more: it waits for her
    if ana.thinking:
        assert ana.deliver(ana.request.legal[0], _turn(c))  # and she plays it herself again
        qtbot.waitUntil(lambda: _decisions_of(c, 1) == played + 1, timeout=3000)
    assert changes[0] == (False, False) and (False, True) in changes and changes[-1] == (True, False)
    c.shutdown()


def test_the_host_seats_read_away_and_computer_from_the_session_alone(qtbot) -> None:
    """One home: what the session says is what the seat (and so the window) shows, at once and
    without being told, for a seat made while its person was away too."""
    session = _Session()
    session.away.add(1)
    session.computer.add(1)
    c, ana = _table(qtbot, session=session)
    assert not ana.present and ana.computer_plays and not c.seat(1).present
    qtbot.waitUntil(lambda: _decisions_of(c, 1) >= 1, timeout=5000)  # the computer plays from the start
    session.away.clear()
    assert ana.present and ana.computer_plays  # back on the line, but the seat is the computer's until SeatBack
    c.shutdown()
