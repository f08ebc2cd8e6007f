"""The app's own hosting is the table's core (net/table_core.py) driven through Qt, without a
socket here: the person at the host plays through the core (`GameController.authority`), the
core's computers think on the host table's pool, every change reaches the window once
(`moved`), and the seats of the others decide nothing: they read the host's session."""
from __future__ import annotations

from PySide6.QtNetwork import QHostAddress

from mextrain.controller import GameController, Pace
from mextrain.controller.network.host_table import HostTable
from mextrain.controller.network.remote_seat import HostedComputerSeat, RemoteSeat
from mextrain.controller.seats import LocalPersonSeat, SeatKind
from mextrain.engine import GameOptions, Move, Phase
from mextrain.engine.moves import MEXICAN
from mextrain.net.lobby import LobbySeat, Table, new_token
from mextrain.net.messages import SeatState


def _host(qtbot, players: int = 3, pace: Pace = Pace.INSTANT) -> HostTable:
    controller = GameController(pace=pace, animations=False)
    host = HostTable(Table("Kitchen", GameOptions(players, 7), host_name="Mona", code="KX7P2M"), controller,
                     stand_in_level="easy")
    host.fill_with_computers("easy", ["Bot", "Cat"])
    return host


def _turn(host: HostTable) -> int:
    return sum(len(r.decisions) for r in host.controller.game.rounds)


def test_the_person_here_plays_through_the_core_and_the_window_hears_each_change_once(qtbot) -> None:
    host = _host(qtbot)
    c = host.controller
    moved: list[int] = []
    c.moved.connect(lambda number, _events: moved.append(number))
    host.start(seed=5)
    assert c.authority is host and c.game is host.core.game
    assert isinstance(c.seat(0), LocalPersonSeat)
    assert all(isinstance(c.seat(i), HostedComputerSeat) and c.seat(i).kind is SeatKind.COMPUTER for i in (1, 2))
    assert not c.undoable and c.others_wait  # a hosted table: no Undo, no pause for the window's dialogs
    for _ in range(6):  # six of Mona's moves, the computers' in between
        qtbot.waitUntil(lambda: bool(c.local_legal()) or c.game.phase is not Phase.PLAYING, timeout=5000)
        if c.game.phase is not Phase.PLAYING:
            break
        before, turn = len(moved), _turn(host)
        move = c.local_legal()[-1]
        c.submit(move)
        qtbot.waitUntil(lambda turn=turn: _turn(host) > turn, timeout=3000)
        assert c.game.rounds[-1].decisions[-1].move == move or c.game.phase is not Phase.PLAYING
        assert host.core.turn == _turn(host)  # one game: the core's is the window's
        assert len(moved) > before
    assert moved == list(range(moved[0], moved[0] + len(moved)))  # numbered once each, none twice
    assert _turn(host) >= 6
    # why a computer of the host's made its move, as at a game played here (the core asked it, the window says why)
    rnd = c.game.rounds[-1]
    by_computer = [i for i, d in enumerate(rnd.decisions) if d.seat in (1, 2)]
    assert by_computer and all(c.why(rnd.number, i) is not None for i in by_computer)
    assert all(c.why(rnd.number, i) is None for i, d in enumerate(rnd.decisions) if d.seat == 0)


def test_a_move_the_engine_refuses_goes_back_to_the_person_and_nothing_is_applied(qtbot) -> None:
    host = _host(qtbot, players=2)
    c = host.controller
    host.set_computer(1, "easy", "Bot")
    refused: list[tuple[Move, object]] = []
    c.move_rejected.connect(lambda move, reason: refused.append((move, reason)))
    host.start(seed=8)
    qtbot.waitUntil(lambda: bool(c.local_legal()), timeout=5000)
    turn = _turn(host)
    legal = set(c.local_legal())
    hand = c.local_view().hand
    wrong = next(Move.play(t, train) for t in hand for train in (0, 1, MEXICAN) if Move.play(t, train) not in legal)
    c.submit(wrong)
    qtbot.waitUntil(lambda: bool(refused), timeout=3000)
    assert refused[0][0] == wrong and refused[0][1] is not None  # the engine's reason, as at a game played here
    assert _turn(host) == turn and c.local_legal()  # nothing applied; asked again


def test_the_seats_of_the_others_read_the_session_and_a_computer_of_the_core_stands_in(qtbot) -> None:
    """One home: what the session says is what the seat (and so the window) shows; past the grace
    period the core's computer plays the seat of the person away, and the window shows its moves."""
    controller = GameController(pace=Pace.INSTANT, animations=False)
    table = Table("Kitchen", GameOptions(3, 7), host_name="Mona", code="KX7P2M", grace=0.3)
    table.seats[2] = LobbySeat(SeatState.PERSON, "Ana", token=new_token())  # a person elsewhere, not connected now
    host = HostTable(table, controller, stand_in_level="easy")
    host.set_computer(1, "easy", "Bot")
    assert host.listen(0, QHostAddress.SpecialAddress.LocalHost)  # its clock ticks (nobody connects)
    host.start(seed=3)
    ana = host.remote_seat(2)
    assert isinstance(ana, RemoteSeat) and ana.kind is SeatKind.REMOTE_PERSON and controller.seat(2) is ana
    assert not ana.present and not ana.computer_plays  # away from the start, within the grace period
    shown: list[tuple[bool, bool]] = []
    ana.changed.connect(lambda: shown.append((ana.present, ana.computer_plays)))
    qtbot.waitUntil(lambda: host.session.computer_plays(2), timeout=5000)
    assert ana.computer_plays and shown[-1] == (False, True)  # the window was told
    played = sum(1 for r in controller.game.rounds for d in r.decisions if d.seat == 2)
    for _ in range(3):  # Mona plays on; Ana's stand-in answers in between
        qtbot.waitUntil(lambda: bool(controller.local_legal()) or controller.game.phase is not Phase.PLAYING, timeout=5000)
        if controller.game.phase is not Phase.PLAYING:
            break
        controller.submit(controller.local_legal()[0])
    qtbot.waitUntil(lambda: sum(1 for r in controller.game.rounds for d in r.decisions if d.seat == 2) > played,
                    timeout=5000)
    host.close()
