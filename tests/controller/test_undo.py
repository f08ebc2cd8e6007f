"""Undo and Redo against the computer: the engine's rewind by replay, and the controller's
Assist through random sequences of moves, undos and redos; hints off the GUI thread."""
from __future__ import annotations

import os
import random
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from mextrain.ai.hint import suggest
from mextrain.controller import GameController, Pace, SeatConfig
from mextrain.controller.assist import Assist, Block
from mextrain.engine import Game, GameOptions, MoveKind, Phase
from mextrain.engine.record import game_to_record, replay
from mextrain.engine.rewind import replay_moves, rewind
from mextrain.saves import load_game, save_game
from support.hint_positions import positions
from support.seat_fakes import BlockingPlayer, ScriptedSeat


def seats(n: int) -> list[SeatConfig]:
    return [SeatConfig("You", "human")] + [SeatConfig(f"C{i}", "random") for i in range(1, n)]


def record_seats(n: int) -> list[SeatConfig]:
    return list(seats(n))


def standing_moves(game: Game) -> list[list]:
    return [[d.move for d in r.decisions] for r in game.rounds]


def played_afresh(game: Game) -> Game:
    """A game played from its seed with exactly the moves that stand in `game`, nothing taken back."""
    fresh = Game(game.options, game.seed, track_decisions=True)
    for i, moves in enumerate(standing_moves(game)):
        if i:
            fresh.next_round()
        replay_moves(fresh, moves)
    return fresh


def wait_for_person(qtbot, ctl: GameController) -> None:
    qtbot.waitUntil(lambda: bool(ctl.local_legal()) or ctl.game.phase is not Phase.PLAYING and not ctl.busy,
                    timeout=5000)


# ---------------------------------------------------------------------- the engine
@pytest.mark.parametrize("players", [2, 5, 8])
def test_rewind_equals_the_game_played_without_the_later_moves(players: int) -> None:
    for game, _ in positions(players, 40 + players, starting_run=True, limit=180):
        pass
    last = game.rounds[-1]
    n = len(last.decisions)
    for keep in sorted({0, 1, n // 2, n}):
        back = rewind(game, keep)
        assert [d.move for d in back.rounds[-1].decisions] == [d.move for d in last.decisions[:keep]]
        assert len(back.rounds) == len(game.rounds)
        assert back.totals == [sum(r.points[s] for r in back.rounds if r.points) for s in range(players)]
        record = game_to_record(back, record_seats(players))
        assert game_to_record(replay(record), record_seats(players)) == record
        assert game_to_record(played_afresh(back), record_seats(players)) == record
    assert game.phase is Phase.PLAYING
    assert all(rewind(game, n).view(s) == game.view(s) for s in range(players))
    with pytest.raises(ValueError):
        rewind(game, n + 1)


def test_rewind_leaves_the_game_alone_and_redoing_the_moves_gives_it_back() -> None:
    for game, _ in positions(4, 8, limit=70):
        pass
    before = game_to_record(game, record_seats(4))
    decisions = game.rounds[-1].decisions
    back = rewind(game, 3)
    assert game_to_record(game, record_seats(4)) == before
    replay_moves(back, [d.move for d in decisions[3:]])
    assert game_to_record(back, record_seats(4)) == before


# ---------------------------------------------------------------------- the controller
@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3), (6, 4), (8, 5)])
@pytest.mark.slow  # a whole game
def test_random_moves_undos_and_redos_keep_the_record_true(qtbot, players: int, seed: int) -> None:
    ctl = GameController(pace=Pace.INSTANT)
    assist = Assist(ctl)
    ctl.new_game(GameOptions(players=players, rounds=7, starting_run=seed % 2 == 1), seed, seats(players))
    rng = random.Random(seed)
    redo_expect: list[list] = []  # the round's moves before each undo, newest last
    undos = redos = 0
    for _ in range(160):
        wait_for_person(qtbot, ctl)
        g = ctl.game
        if g.phase is Phase.ROUND_OVER:
            assert assist.undo_block() is Block.ROUND_OVER and not assist.undo()
            ctl.next_round()
            redo_expect.clear()
            continue
        if g.phase is Phase.GAME_OVER:
            break
        moves_now = [d.move for d in g.rounds[-1].decisions]
        roll = rng.random()
        mine = [i for i, d in enumerate(g.rounds[-1].decisions) if d.seat == ctl.local_seat]
        drawn_since = bool(mine) and any(d.move.kind is MoveKind.DRAW for d in g.rounds[-1].decisions[mine[-1]:])
        assert (assist.undo_block() is Block.DRAWN) == drawn_since  # a draw is never taken back
        if roll < 0.25 and assist.undo_block() is None:
            keep = assist.undo_point()
            old = list(g.rounds[-1].decisions)
            assert old[keep].seat == ctl.local_seat
            assert not any(d.move.kind is MoveKind.DRAW for d in old[keep:])
            assert assist.undo()
            undos += 1
            redo_expect.append(moves_now)
            now = ctl.game
            assert [d.move for d in now.rounds[-1].decisions] == [d.move for d in old[:keep]]
            # back at the moment the person chose: the same question
            assert ctl.local_legal() == list(old[keep].legal)
            assert now.current_seat == ctl.local_seat
        elif roll < 0.4 and redo_expect:
            assert assist.redo_block() is None
            assert assist.redo()
            redos += 1
            assert [d.move for d in ctl.game.rounds[-1].decisions] == redo_expect.pop()
        else:
            if roll < 0.4:
                assert assist.redo_block() is Block.NOTHING_TO_REDO
            ctl.submit(rng.choice(ctl.local_legal()))
            redo_expect.clear()
        record = game_to_record(ctl.game, record_seats(players))
        assert game_to_record(replay(record), record_seats(players)) == record
        assert game_to_record(played_afresh(ctl.game), record_seats(players)) == record
    assert undos > 5 and redos > 0
    assert ctl.undos_used == undos
    ctl.shutdown()


def test_undo_goes_back_to_the_start_of_the_round_and_no_further(qtbot) -> None:
    ctl = GameController(pace=Pace.INSTANT)
    assist = Assist(ctl)
    for seed in range(12, 60):  # the first game whose first moves draw no tile (a draw stops Undo)
        ctl.new_game(GameOptions(players=3, rounds=7), seed, seats(3))
        rng = random.Random(2)
        for _ in range(4):
            wait_for_person(qtbot, ctl)
            ctl.submit(rng.choice([m for m in ctl.local_legal() if m.kind is MoveKind.PLAY] or ctl.local_legal()))
        wait_for_person(qtbot, ctl)
        if not any(d.move.kind is MoveKind.DRAW for d in ctl.game.rounds[-1].decisions):
            break
    else:
        raise AssertionError("every game drew a tile in its first moves")
    while assist.undo_block() is None:
        assert assist.undo()
    assert assist.undo_block() is Block.NOTHING
    decisions = ctl.game.rounds[-1].decisions
    assert all(d.seat != ctl.local_seat for d in decisions)  # only the computers before the person's first turn
    assert ctl.local_legal()


def test_undo_stops_at_a_draw_whoever_drew(qtbot) -> None:
    """Undo never goes back past a draw from the boneyard (rules.md, "Undo"): it stops after
    the last draw, with the reason, and the drawn tiles stay where they went."""
    ctl = GameController(pace=Pace.INSTANT)
    assist = Assist(ctl)
    ctl.new_game(GameOptions(players=3, rounds=7), 12, seats(3))
    rng = random.Random(2)
    seen = {"own": False, "computer": False}
    for _ in range(400):
        wait_for_person(qtbot, ctl)
        if ctl.game.phase is not Phase.PLAYING:
            break
        while assist.undo_block() is None:
            assert assist.undo()
        block = assist.undo_block()
        decisions = ctl.game.rounds[-1].decisions
        mine = [i for i, d in enumerate(decisions) if d.seat == ctl.local_seat]
        if block is Block.DRAWN:
            last_draw = max(i for i, d in enumerate(decisions) if d.move.kind is MoveKind.DRAW)
            assert mine and last_draw >= mine[-1]  # the person's last move stands only because of it
            seen["own" if decisions[last_draw].seat == ctl.local_seat else "computer"] = True
            tile = ctl.game.round.history[last_draw]  # the drawn tile is still drawn
            assert tile[1].kind is MoveKind.DRAW
        else:
            assert block is Block.NOTHING and not mine
        if all(seen.values()):
            break
        while assist.redo_block() is None:
            assert assist.redo()
        ctl.submit(rng.choice(ctl.local_legal()))
    assert all(seen.values()), seen
    ctl.shutdown()


def test_undo_cancels_a_computer_still_thinking(qtbot) -> None:
    player = BlockingPlayer()
    ctl = GameController(pace=Pace.INSTANT, animations=False, player_factory=lambda kind, seed: player)
    assist = Assist(ctl)
    ctl.new_game(GameOptions(players=2), next(s for s in range(200) if Game(GameOptions(2), s).current_seat == 0),
                 seats(2))
    wait_for_person(qtbot, ctl)
    ctl.submit(ctl.local_legal()[0])
    qtbot.waitUntil(player.started.is_set, timeout=3000)
    assert assist.undo()
    assert player.cancelled.is_set()
    player.release.set()
    qtbot.wait(100)
    assert ctl.game.rounds[-1].decisions == [] and ctl.local_legal()  # the late answer was dropped
    ctl.shutdown()


def test_undo_is_blocked_with_another_person_or_nobody_here(qtbot) -> None:
    def factory(ctl):
        return lambda i, cfg, seed: ScriptedSeat(i, cfg.name, auto=False) if i == 2 else ctl.default_seat(i, cfg, seed)

    ctl = GameController(pace=Pace.INSTANT)
    ctl._seat_factory = factory(ctl)
    assist = Assist(ctl)
    ctl.new_game(GameOptions(players=3), 5, seats(3))
    assert assist.undo_block() is Block.OTHER_PEOPLE and assist.redo_block() is Block.OTHER_PEOPLE
    assert not assist.undo()
    watch = GameController(pace=Pace.INSTANT)
    watched = Assist(watch)
    watch.new_game(GameOptions(players=2), 5, [SeatConfig("A", "random"), SeatConfig("B", "random")])
    assert watched.undo_block() is Block.OTHER_PEOPLE and not watched.can_hint()
    for c in (ctl, watch):
        c.shutdown()


# ---------------------------------------------------------------------- hints through the controller
def test_a_hint_is_normals_move_and_any_change_withdraws_it(qtbot) -> None:
    ctl = GameController(pace=Pace.INSTANT, animations=False)
    assist = Assist(ctl)
    shown: list = []
    assist.hint_changed.connect(shown.append)
    ctl.new_game(GameOptions(players=4), 34, seats(4))  # nobody draws before the undo below
    wait_for_person(qtbot, ctl)
    assist.toggle_hint()
    qtbot.waitUntil(lambda assist=assist: assist.hint is not None, timeout=3000)
    assert assist.hint == suggest(ctl.local_view()) and shown == [assist.hint]
    assert ctl.hints_used == 1
    assist.toggle_hint()  # pressed again: hidden
    assert assist.hint is None and shown[-1] is None
    assist.toggle_hint()  # and shown again for the same question: counted once
    qtbot.waitUntil(lambda assist=assist: assist.hint is not None, timeout=3000)
    assert ctl.hints_used == 1
    assist.toggle_hint()
    # asked, then a move is made before the answer comes: the late answer is dropped
    assist.toggle_hint()
    ctl.submit(ctl.local_legal()[0])
    qtbot.wait(150)
    assert assist.hint is None and ctl.hints_used == 1
    wait_for_person(qtbot, ctl)
    assist.toggle_hint()
    qtbot.waitUntil(lambda assist=assist: assist.hint is not None, timeout=3000)
    assert ctl.hints_used == 2
    assert assist.undo()  # an undo withdraws it too
    assert assist.hint is None and shown[-1] is None
    assist.toggle_hint()
    qtbot.waitUntil(lambda assist=assist: assist.hint is not None, timeout=3000)
    ctl.new_game(GameOptions(players=3), 32, seats(3))  # and a new game, with fresh counts
    assert assist.hint is None and ctl.hints_used == 0 and ctl.undos_used == 0
    ctl.shutdown()


# ---------------------------------------------------------------------- the save
def test_counts_are_kept_in_the_save_and_old_saves_load_with_none(tmp_path: Path) -> None:
    for game, _ in positions(3, 4, limit=30):
        pass
    path = tmp_path / "autosave.json"
    save_game(path, game, record_seats(3), hints_used=4, undos_used=2)
    loaded = load_game(path)
    assert (loaded.hints_used, loaded.undos_used) == (4, 2)
    assert game_to_record(loaded.game, record_seats(3)) == game_to_record(game, record_seats(3))
    import json
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["assist"]
    path.write_text(json.dumps(data), encoding="utf-8")  # a save from before the counts
    old = load_game(path)
    assert (old.hints_used, old.undos_used) == (0, 0)
    data["assist"] = {"hints": "many", "undos": -3}
    path.write_text(json.dumps(data), encoding="utf-8")
    odd = load_game(path)
    assert (odd.hints_used, odd.undos_used) == (0, 0) and path.exists()


@pytest.mark.parametrize("players", range(2, 9))
def test_the_controllers_hint_is_the_same_whatever_the_hidden_tiles(qtbot, players: int) -> None:
    """Two deals that give the person the same hand and differ in every hidden tile: the hint
    the window gets (through the controller's question and the worker) is the same."""
    from mextrain.engine import Deal, full_set, hand_size

    rng = random.Random(players)
    rest = [t for t in full_set() if not t[0] == t[1] == 12]
    rng.shuffle(rest)
    size = hand_size(players)
    mine, hidden = rest[:size], rest[size:]
    hints = []
    for swap in range(3):
        rng.shuffle(hidden)
        hands = (tuple(mine),) + tuple(tuple(hidden[i * size:(i + 1) * size]) for i in range(players - 1))
        deal = Deal(12, hands, tuple(hidden[(players - 1) * size:]), 0)
        game = Game(GameOptions(players, 7), 1, track_decisions=True, track_events=True, first_deal=deal)
        ctl = GameController(pace=Pace.INSTANT)
        assist = Assist(ctl)
        ctl.resume(game, seats(players))
        assert ctl.local_legal()
        assist.toggle_hint()
        qtbot.waitUntil(lambda assist=assist: assist.hint is not None, timeout=3000)
        hints.append(assist.hint)
        ctl.shutdown()
    assert hints[0] == hints[1] == hints[2]
