"""Seats: the turn loop drives any kind of seat alike; each kind keeps its side of the contract."""
from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication, QThreadPool

from mextrain.controller import ComputerSeat, GameController, LocalPersonSeat, MoveRequest, Pace, SeatConfig, SeatKind
from mextrain.engine import DRAW, EventKind, Game, GameOptions, Move
from mextrain.engine.record import game_to_record, replay
from support.game import play_to_the_end
from support.seat_fakes import BlockingPlayer, PacedScriptedSeat, ScriptedSeat


def settle(rounds: int = 5) -> None:
    """Let queued signals arrive (a late answer would come this way)."""
    for _ in range(rounds):
        QCoreApplication.processEvents()
        time.sleep(0.01)


def request_of(game: Game, number: int = 1) -> MoveRequest:
    seat = game.current_seat
    return MoveRequest(seat, number, game.view(seat), tuple(game.legal_moves()), game.round.why_illegal)


# ---------------------------------------------------------------------- the loop drives any seat
def test_a_seat_of_another_kind_is_driven_through_the_loop_like_any_other(qtbot) -> None:
    made: list[ScriptedSeat] = []

    def factory(index: int, config: SeatConfig, seed: str):
        if config.kind == "remote":
            made.append(ScriptedSeat(index, config.name, at_once=index == 2))
            return made[-1]
        return ctl.default_seat(index, config, seed)

    ctl = GameController(pace=Pace.INSTANT, animations=False, seat_factory=factory)
    seats = [SeatConfig("Far", "remote"), SeatConfig("Bot", "random"), SeatConfig("Eager", "remote")]
    ctl.new_game(GameOptions(players=3, rounds=7), 11, seats)
    assert ctl.local_seat is None and ctl.seat(0) is made[0] and ctl.seat(1).kind is SeatKind.COMPUTER
    play_to_the_end(qtbot, ctl)
    g = ctl.game
    decisions = [d for r in g.rounds for d in r.decisions]
    for seat in made:
        mine = [d for d in decisions if d.seat == seat.index]
        # asked exactly on its turns, answered each question (its last legal move)
        assert [r.seat for r in seat.asked] == [seat.index] * len(mine)
        assert [d.move for d in mine] == [r.legal[-1] for r in seat.asked]
        assert len({r.number for r in seat.asked}) == len(seat.asked)
        # told after every move, and at each of the 7 deals, only with what it may see
        assert len(seat.told) == len(decisions) + 7
        events = [e for evs, _ in seat.told for e in evs]
        drawn_by_others = [e for e in events if e.kind is EventKind.TILE_DRAWN and e.seat != seat.index]
        assert drawn_by_others and all(e.tile is None for e in drawn_by_others)
        assert all(view.seat == seat.index for _, view in seat.told)
    replay(game_to_record(g, list(seats)))  # every move was legal


def test_only_a_paced_seat_waits_the_pace(qtbot) -> None:
    seats_made: dict[int, ScriptedSeat] = {}

    def factory(index: int, config: SeatConfig, seed: str):
        kind = PacedScriptedSeat if config.kind == "paced" else ScriptedSeat
        seats_made[index] = kind(index, config.name, auto=False)
        return seats_made[index]

    ctl = GameController(pace=Pace.SLOW, animations=False, seat_factory=factory)
    ctl.new_game(GameOptions(players=2), 3, [SeatConfig("A", "quick"), SeatConfig("B", "quick")])
    g = ctl.game
    first = seats_made[g.current_seat]
    assert len(first.asked) == 1  # not paced: asked at once, at the deal
    # answering: the next question follows at once (no pace, and nothing flies here)
    while True:
        seat = seats_made[g.current_seat]
        request = seat.asked[-1]
        seat.answer(request, request.legal[0])
        if g.current_seat != request.seat:
            break
    nxt = seats_made[g.current_seat]
    assert nxt.request is nxt.asked[-1] and nxt.thinking and ctl.thinking_seat == nxt.index

    paced: dict[int, ScriptedSeat] = {}

    def paced_factory(index: int, config: SeatConfig, seed: str):
        paced[index] = PacedScriptedSeat(index, config.name, auto=False)
        return paced[index]

    ctl2 = GameController(pace=Pace.SLOW, animations=False, seat_factory=paced_factory)
    ctl2.new_game(GameOptions(players=2), 3, [SeatConfig("A", "paced"), SeatConfig("B", "paced")])
    starter = paced[ctl2.game.current_seat]
    assert starter.asked == [] and ctl2.busy and ctl2.thinking_seat == starter.index  # waits its pace
    qtbot.waitUntil(lambda: len(starter.asked) == 1, timeout=5000)
    ctl.shutdown()
    ctl2.shutdown()


def test_cancel_withdraws_the_question_of_any_seat_and_drops_its_late_answer(qtbot) -> None:
    made: list[ScriptedSeat] = []

    def factory(index: int, config: SeatConfig, seed: str):
        made.append(ScriptedSeat(index, config.name, auto=False))
        return made[-1]

    ctl = GameController(pace=Pace.INSTANT, seat_factory=factory)
    ctl.new_game(GameOptions(players=2), 5, [SeatConfig("A", "x"), SeatConfig("B", "x")])
    seat = made[ctl.game.current_seat]
    (request,) = seat.asked
    ctl.cancel()
    assert seat.withdrawn == [request] and not seat.thinking
    assert seat.answer(request, request.legal[0]) is False
    settle()
    assert ctl.game.rounds[-1].decisions == []


# ---------------------------------------------------------------------- each kind of seat
def test_a_computer_seat_cancelled_mid_thought_drops_its_late_answer(qtbot) -> None:
    game = Game(GameOptions(players=2), 4)
    pool = QThreadPool()
    player = BlockingPlayer()
    seat = ComputerSeat(game.current_seat, "Bot", player, pool)
    answers: list = []
    seat.answered.connect(lambda *a: answers.append(a))
    request = request_of(game)
    seat.ask(request)
    assert player.started.wait(5) and seat.thinking
    seat.cancel()
    assert player.cancelled.is_set() and not seat.thinking
    player.release.set()
    qtbot.waitUntil(lambda: player.answers == 1, timeout=5000)
    settle()
    assert answers == [] and player.stopped == [True]  # told to stop, and its answer dropped
    # the next question is heard, with a fresh stop flag
    player.release.clear()
    again = request_of(game, 2)
    seat.ask(again)
    player.release.set()
    qtbot.waitUntil(lambda: len(answers) == 1, timeout=5000)
    assert answers == [(again, again.legal[0], None)] and player.stopped == [True, False]
    pool.waitForDone(5000)


def test_the_local_seat_refuses_a_move_out_of_turn_and_passes_any_other_on_unjudged(qtbot) -> None:
    """The seat is not an edge that judges moves: the engine does (the controller's test below
    shows an illegal move given back to the person with the engine's reason)."""
    game = Game(GameOptions(players=2), 7)
    seat = LocalPersonSeat(game.current_seat, "You")
    rejected: list = []
    answers: list = []
    seat.rejected.connect(lambda m, r: rejected.append((m, r)))
    seat.answered.connect(lambda *a: answers.append(a))
    assert not seat.paced and not seat.flies
    assert seat.submit(DRAW) is False and rejected == [(DRAW, None)]  # not asked: no reason
    request = request_of(game)
    seat.ask(request)
    view = request.view
    illegal = next(Move.play(t, tr) for t in view.hand for tr in (0, 1, "mexican")
                   if Move.play(t, tr) not in request.legal)
    assert seat.submit(illegal) is True
    assert answers == [(request, illegal, None)] and seat.request is None and rejected == [(DRAW, None)]


def test_an_all_computer_table_plays_to_the_end(qtbot) -> None:
    ctl = GameController(pace=Pace.INSTANT)
    over: list[int] = []
    ctl.game_over.connect(lambda: over.append(1))
    seats = [SeatConfig(f"C{i}", kind) for i, kind in enumerate(("random", "easy", "normal"))]
    ctl.new_game(GameOptions(players=3, rounds=7), 21, seats)
    assert ctl.local_seat is None and ctl.local_legal() == []
    assert ctl.local_view().seat == 0  # the window shows seat 0's view
    assert all(ctl.seat(i).paced for i in range(3))
    rejected: list = []
    ctl.move_rejected.connect(lambda m, r: rejected.append((m, r)))
    ctl.submit(DRAW)
    assert rejected == [(DRAW, None)]
    play_to_the_end(qtbot, ctl, timeout=60000)
    assert over == [1] and ctl.game.winners and ctl.thinking_seat is None and not ctl.busy
    assert [p.kind for p in ctl.players()] == ["random", "easy", "normal"]
    ctl.shutdown()


def test_an_answer_given_inside_ask_arrives_after_ask_returns(qtbot) -> None:
    game = Game(GameOptions(players=2), 7)
    seat = ScriptedSeat(game.current_seat, "Eager", at_once=True)
    answers: list = []
    seat.answered.connect(lambda *a: answers.append(a))
    request = request_of(game)
    seat.ask(request)
    assert answers == [] and seat.thinking  # the controller never hears an answer inside its own ask()
    qtbot.waitUntil(lambda: answers == [(request, request.legal[-1], None)], timeout=2000)
    assert not seat.thinking
