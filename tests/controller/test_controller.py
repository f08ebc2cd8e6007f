"""The game controller: turn loop, the person's moves, computer seats off the GUI thread, cancel."""
from __future__ import annotations

import os
import random
import threading
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QCoreApplication

from mextrain.ai import Player, make_player
from mextrain.controller import GameController, Pace, SeatConfig
from mextrain.engine import DRAW, END, PASS, GameOptions, Move, Phase, Reason, starter_of_game
from support.seat_fakes import BlockingPlayer, RecordingPlayer

SEED = 7


def seats(n: int) -> list[SeatConfig]:
    return [SeatConfig("You", "human")] + [SeatConfig(f"C{i}", "random") for i in range(1, n)]


def starting_seed(players: int, starter: int) -> int:
    """A game number whose round 1 is started by `starter` (R5)."""
    return next(s for s in range(1000) if starter_of_game(s, players) == starter)


def wait_for_human(qtbot, ctl: GameController, timeout: int = 5000) -> None:
    qtbot.waitUntil(lambda: bool(ctl.local_legal()) or ctl.game.phase is not Phase.PLAYING, timeout=timeout)


def test_computers_play_until_the_person_is_to_move(qtbot) -> None:
    ctl = GameController(pace=Pace.INSTANT)
    events: list = []
    ctl.moved.connect(lambda _n, evs: events.extend(evs))
    ctl.new_game(GameOptions(players=4), SEED, seats(4))
    wait_for_human(qtbot, ctl)
    g = ctl.game
    assert g.current_seat == 0
    assert ctl.local_legal() == g.legal_moves()
    assert not ctl.busy
    # every computer move before the person's turn was applied and reported
    decisions = g.rounds[-1].decisions
    assert all(d.seat != 0 for d in decisions)
    laid = [e for e in events if e.kind.name == "TILE_LAID"]
    assert len(laid) == sum(1 for d in decisions if d.move.tile is not None)
    assert ctl.thinking_seat is None


def test_computer_seats_think_off_the_gui_thread(qtbot) -> None:
    player = RecordingPlayer()
    ctl = GameController(pace=Pace.INSTANT, player_factory=lambda kind, seed: player)
    ctl.new_game(GameOptions(players=3), SEED, seats(3))
    qtbot.waitUntil(lambda: len(player.threads) >= 2, timeout=5000)
    assert all(t is not threading.main_thread() for t in player.threads)


def test_the_person_submits_legal_and_illegal_moves(qtbot) -> None:
    ctl = GameController(pace=Pace.INSTANT)
    ctl.new_game(GameOptions(players=2), SEED, seats(2))
    wait_for_human(qtbot, ctl)
    legal = ctl.local_legal()
    view = ctl.local_view()
    # an illegal play: a tile of the hand on a train where it is not legal
    illegal = next(
        Move.play(t, train)
        for t in view.hand
        for train in (0, 1, "mexican")
        if Move.play(t, train) not in legal
    )
    rejected: list = []
    ctl.move_rejected.connect(lambda m, r: rejected.append((m, r)))
    before = len(ctl.game.rounds[-1].decisions)
    ctl.submit(illegal)
    # the engine refused it: back to the person with its reason, and the question is put again
    assert rejected == [(illegal, ctl.game.round.why_illegal(illegal))]
    assert isinstance(rejected[0][1], Reason)
    assert len(ctl.game.rounds[-1].decisions) == before and ctl.local_legal() == legal
    assert not ctl.busy and ctl.thinking_seat is None
    with qtbot.waitSignal(ctl.moved, timeout=1000):
        ctl.submit(legal[0])
    assert len(ctl.game.rounds[-1].decisions) == before + 1
    assert ctl.game.rounds[-1].decisions[-1].move == legal[0]


def test_a_move_out_of_turn_is_rejected_without_a_reason(qtbot) -> None:
    block = BlockingPlayer()
    ctl = GameController(pace=Pace.INSTANT, player_factory=lambda kind, seed: block)
    # find a seed where a computer starts, so the person must wait
    seed = starting_seed(2, 1)
    ctl.new_game(GameOptions(players=2), seed, seats(2))
    assert ctl.busy and ctl.local_legal() == []
    rejected: list = []
    ctl.move_rejected.connect(lambda m, r: rejected.append((m, r)))
    ctl.submit(DRAW)
    assert rejected == [(DRAW, None)]
    block.release.set()
    ctl.shutdown()


def test_cancel_drops_a_stale_answer(qtbot) -> None:
    block = BlockingPlayer()
    ctl = GameController(pace=Pace.INSTANT, player_factory=lambda kind, seed: block)
    seed = starting_seed(2, 1)
    thinking: list[int] = []
    ctl.thinking.connect(thinking.append)
    ctl.new_game(GameOptions(players=2), seed, seats(2))
    assert block.started.wait(5)
    assert thinking == [1]
    ctl.cancel()
    assert thinking == [1, None]
    block.release.set()
    qtbot.waitUntil(lambda: block.answers == 1, timeout=5000)
    for _ in range(5):
        QCoreApplication.processEvents()
        time.sleep(0.01)
    assert ctl.game.rounds[-1].decisions == []  # the answer came back and was dropped
    ctl.shutdown()


def test_new_game_cancels_a_thinking_computer(qtbot) -> None:
    block = BlockingPlayer()
    ctl = GameController(pace=Pace.INSTANT, player_factory=lambda kind, seed: block)
    seed = starting_seed(2, 1)
    ctl.new_game(GameOptions(players=2), seed, seats(2))
    assert block.started.wait(5)
    old = ctl.game
    fresh_seed = starting_seed(2, 0)
    ctl.new_game(GameOptions(players=2), fresh_seed, seats(2))
    block.release.set()
    qtbot.waitUntil(lambda: block.answers >= 1, timeout=5000)
    for _ in range(5):
        QCoreApplication.processEvents()
        time.sleep(0.01)
    assert old.rounds[-1].decisions == []
    assert ctl.game is not old and ctl.game.rounds[-1].decisions == []
    assert ctl.local_legal()  # the person starts the new game
    ctl.shutdown()


def test_computer_moves_come_one_at_a_time_at_the_pace(qtbot) -> None:
    ctl = GameController(pace=Pace.FAST)
    stamps: list[float] = []
    ctl.moved.connect(lambda _n, evs: evs and stamps.append(time.monotonic()))  # moves, not the deal
    seat_list = [SeatConfig("A", "random"), SeatConfig("B", "random"), SeatConfig("You", "human")]
    # a seed where seat 0 starts: two computers move before the person
    seed = starting_seed(3, 0)
    ctl.new_game(GameOptions(players=3), seed, seat_list)
    assert ctl.local_seat == 2
    wait_for_human(qtbot, ctl)
    assert len(stamps) >= 2
    gaps = [b - a for a, b in zip(stamps, stamps[1:])]
    assert min(gaps) >= Pace.FAST.delay_ms / 1000 - 0.03


def test_the_person_waits_while_a_tile_flies(qtbot) -> None:
    ctl = GameController(pace=Pace.NORMAL)
    seed = starting_seed(2, 1)
    moved: list = []
    ctl.moved.connect(lambda _n, evs: evs and moved.append(evs))
    ctl.new_game(GameOptions(players=2), seed, seats(2))
    qtbot.waitUntil(lambda: bool(moved), timeout=5000)
    if ctl.game.current_seat == 0:
        assert ctl.local_legal() == []  # the computer's tile is still flying
    wait_for_human(qtbot, ctl)
    assert ctl.local_legal()


def test_without_animations_the_person_moves_at_once(qtbot) -> None:
    ctl = GameController(pace=Pace.NORMAL, animations=False)
    assert ctl.animation_ms == 0
    ctl.set_pace(Pace.SLOW)
    assert ctl.animation_ms == 0
    ctl.set_animations(True)
    assert ctl.animation_ms == Pace.SLOW.animation_ms
    assert Pace.parse("nonsense") is Pace.NORMAL and Pace.parse("fast") is Pace.FAST


def play_person_randomly(qtbot, ctl: GameController, rng: random.Random, until: Phase) -> None:
    for _ in range(2000):
        wait_for_human(qtbot, ctl)
        if ctl.game.phase is not Phase.PLAYING:
            break
        ctl.submit(rng.choice(ctl.local_legal()))
    assert ctl.game.phase is until


def test_round_over_then_next_round_then_game_over(qtbot) -> None:
    ctl = GameController(pace=Pace.INSTANT)
    rounds_over: list[int] = []
    games_over: list[int] = []
    ctl.round_over.connect(lambda: rounds_over.append(ctl.game.round_number))
    ctl.game_over.connect(lambda: games_over.append(ctl.game.round_number))
    ctl.new_game(GameOptions(players=3, rounds=7), SEED, seats(3))
    rng = random.Random(1)
    for number in range(1, 8):
        play_person_randomly(qtbot, ctl, rng, Phase.ROUND_OVER if number < 7 else Phase.GAME_OVER)
        if number < 7:
            qtbot.waitUntil(lambda number=number: rounds_over == list(range(1, number + 1)), timeout=2000)
            assert ctl.local_legal() == []
            ctl.next_round()
            assert ctl.game.round_number == number + 1
    qtbot.waitUntil(lambda: games_over == [7], timeout=2000)
    assert ctl.game.winners
    assert len(ctl.game.round_points()) == 7


def test_each_change_of_the_table_is_told_once_on_moved_with_a_growing_number(qtbot) -> None:
    """`moved` is the one "a move happened" signal: once per move (with its events), once per
    deal or position set (none), never twice for one change, numbered 1, 2, 3..."""
    ctl = GameController(pace=Pace.FAST)  # paced: a computer's move is asked for after a timer step
    told: list[tuple[int, list]] = []
    ctl.moved.connect(lambda n, evs: told.append((n, evs)))
    ctl.new_game(GameOptions(players=3), SEED, seats(3))
    rng = random.Random(3)
    def enough() -> bool:
        return len(ctl.game.rounds[-1].decisions) >= 12 or ctl.game.phase is not Phase.PLAYING

    while not enough():  # the computers' moves and the person's own
        qtbot.waitUntil(lambda: bool(ctl.local_legal()) or enough(), timeout=20000)
        if ctl.local_legal():
            ctl.submit(rng.choice(ctl.local_legal()))
    ctl.cancel()
    decisions = len(ctl.game.rounds[-1].decisions)
    assert [n for n, _ in told] == list(range(1, len(told) + 1))
    assert [bool(evs) for _, evs in told] == [False] + [True] * decisions  # the deal, then each move
    ctl.set_position(ctl.game)  # as Undo and Redo do
    assert told[-1] == (decisions + 2, []) and ctl.move_number == decisions + 2
    ctl.shutdown()


def test_explain_speaks_for_the_phase(qtbot) -> None:
    ctl = GameController(pace=Pace.INSTANT)
    assert ctl.explain(DRAW) is Reason.GAME_OVER  # no game yet
    ctl.new_game(GameOptions(players=2), SEED, seats(2))
    wait_for_human(qtbot, ctl)
    assert ctl.explain(END) is Reason.NOT_IN_RUN
    if PASS not in ctl.local_legal():
        assert ctl.explain(PASS) in (Reason.MUST_PLAY, Reason.MUST_DRAW)


def test_a_faulty_player_does_not_stop_the_game(qtbot, caplog) -> None:
    class Broken(Player):
        kind = "random"

        def choose(self, view, should_stop=None):
            raise RuntimeError("boom")

    ctl = GameController(pace=Pace.INSTANT, player_factory=lambda kind, seed: Broken())
    ctl.new_game(GameOptions(players=2), SEED, seats(2))
    wait_for_human(qtbot, ctl)
    ctl.submit(ctl.local_legal()[0])
    wait_for_human(qtbot, ctl)
    assert any(d.seat == 1 for d in ctl.game.rounds[-1].decisions)
    assert "boom" in caplog.text and "playing" in caplog.text  # the fault is logged


def test_seats_must_match_the_players() -> None:
    ctl = GameController()
    with pytest.raises(ValueError):
        ctl.new_game(GameOptions(players=3), SEED, seats(2))


def test_real_players_come_from_the_ai_package() -> None:
    assert make_player("random", "1/1").kind == "random"


def test_cancel_stops_a_searching_player_early(qtbot) -> None:
    class Searcher(Player):
        """Stands for the hard player: stops when told, by cancel() or by should_stop()."""

        kind = "hard"

        def __init__(self) -> None:
            self.started = threading.Event()
            self.cancelled = threading.Event()
            self.stopped_by: list[str] = []

        def cancel(self) -> None:
            self.cancelled.set()

        def choose(self, view, should_stop=None):
            self.started.set()
            deadline = time.monotonic() + 5
            while time.monotonic() < deadline:
                if should_stop is not None and should_stop():
                    self.stopped_by.append("should_stop")
                    break
                time.sleep(0.005)
            return view.legal[0]

    searcher = Searcher()
    ctl = GameController(pace=Pace.INSTANT, player_factory=lambda kind, seed: searcher)
    ctl.new_game(GameOptions(players=2), starting_seed(2, 1), seats(2))
    assert searcher.started.wait(5)
    started = time.monotonic()
    ctl.cancel()
    assert searcher.cancelled.is_set()
    ctl.shutdown(wait_ms=3000)
    assert time.monotonic() - started < 1.0  # it did not think out its whole budget
    assert searcher.stopped_by == ["should_stop"]
    assert ctl.game.rounds[-1].decisions == []
