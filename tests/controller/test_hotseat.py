"""Several persons at one computer (issue 22, R2): the controller hides every hand while the
computer changes hands, only the person shown may move or take back moves, and each person's
finished game is kept in the statistics under their name."""
from __future__ import annotations

import random
from pathlib import Path

from mextrain.controller import GameController, Pace, SeatConfig
from mextrain.controller.assist import Assist, Block
from mextrain.controller.stats_recorder import StatsRecorder
from mextrain.engine import GameOptions, MoveKind, Phase
from mextrain.stats import game_lines, people, summary

SEATS = [SeatConfig("Ada", "human"), SeatConfig("Cleo", "random"), SeatConfig("Bob", "human"),
         SeatConfig("Dora", "random")]


def wait(qtbot, c: GameController) -> None:
    qtbot.waitUntil(lambda: bool(c.local_legal()) or c.hand_hidden
                    or (c.game.phase is not Phase.PLAYING and not c.busy), timeout=10000)


def test_R2_a_new_game_of_two_persons_starts_hidden_for_the_first_of_them_to_move(qtbot) -> None:
    c = GameController(pace=Pace.INSTANT)
    c.new_game(GameOptions(players=4, rounds=7), 5, list(SEATS))
    wait(qtbot, c)
    assert c.persons == [0, 2] and c.hand_hidden
    first = next(s for s in ((c.game.current_seat + k) % 4 for k in range(4)) if s in (0, 2))
    assert c.local_seat == first
    view = c.local_view()
    assert view.hand == () and view.legal == () and view.drawn is None and c.local_legal() == []
    assert view.hand_counts == c.game.view(first).hand_counts  # the table itself is public
    rejected = []
    c.move_rejected.connect(lambda m, r: rejected.append(r))
    c.submit(c.game.legal_moves()[0])
    assert rejected == [None]  # nobody moves from a hidden hand
    c.show_hand()
    wait(qtbot, c)
    assert not c.hand_hidden and c.local_view().hand == c.game.view(first).hand
    c.shutdown()


def test_R2_the_hand_is_hidden_exactly_when_another_person_is_to_move(qtbot) -> None:
    c = GameController(pace=Pace.INSTANT)
    c.new_game(GameOptions(players=4, rounds=7), 9, list(SEATS))
    rng = random.Random(9)
    handovers = 0
    for _ in range(400):
        wait(qtbot, c)
        if c.game.phase is not Phase.PLAYING:
            break
        if c.hand_hidden:
            handovers += 1
            assert c.local_legal() == [] and c.local_view().hand == ()
            c.show_hand()
            continue
        shown = c.local_seat
        assert c.game.current_seat == shown
        c.submit(rng.choice(c.local_legal()))
        qtbot.waitUntil(lambda: c.game.phase is not Phase.PLAYING or c.game.current_seat in (0, 2), timeout=10000)
        wait(qtbot, c)
        if c.game.phase is Phase.PLAYING:
            # computers between persons play on; the hand-over only when the person changes
            assert c.hand_hidden == (c.game.current_seat != shown)
    assert handovers >= 3
    c.shutdown()


def test_one_person_never_sees_a_hand_over(qtbot) -> None:
    c = GameController(pace=Pace.INSTANT)
    c.new_game(GameOptions(players=3, rounds=7), 4,
               [SeatConfig("You", "human"), SeatConfig("C1", "random"), SeatConfig("C2", "random")])
    rng = random.Random(4)
    for _ in range(300):
        wait(qtbot, c)
        assert not c.hand_hidden and c.local_seat == 0 and c.persons == [0]
        if c.game.phase is not Phase.PLAYING:
            break
        c.submit(rng.choice(c.local_legal()))
    c.shutdown()


def test_undo_takes_back_only_the_shown_persons_moves_while_no_other_person_moved(qtbot) -> None:
    c = GameController(pace=Pace.INSTANT)
    assist = Assist(c)
    c.new_game(GameOptions(players=4, rounds=7), 12, list(SEATS))
    rng = random.Random(3)
    seen = set()
    for _ in range(200):
        wait(qtbot, c)
        if c.game.phase is not Phase.PLAYING:
            break
        if c.hand_hidden:
            assert assist.undo_block() in (Block.HAND_HIDDEN, Block.NOTHING)
            assert not assist.can_hint()
            c.show_hand()
            continue
        me = c.local_seat
        decisions = c.game.rounds[-1].decisions
        mine = [i for i, d in enumerate(decisions) if d.seat == me]
        other_since = mine and any(d.seat in (0, 2) and d.seat != me for d in decisions[mine[-1]:])
        drawn_since = mine and any(d.move.kind is MoveKind.DRAW for d in decisions[mine[-1]:])
        block = assist.undo_block()
        if other_since:
            assert block is Block.ANOTHER_PERSON
            seen.add("blocked")
        elif drawn_since:  # a tile drawn stays drawn (resources/docs/rules.md, "Undo")
            assert block is Block.DRAWN
        elif mine:
            assert block is None
            seen.add("allowed")
        assert assist.can_hint()
        plays = [m for m in c.local_legal() if m.kind is MoveKind.PLAY]
        c.submit(rng.choice(plays or c.local_legal()))
        wait(qtbot, c)
        if not c.hand_hidden and c.game.phase is Phase.PLAYING and "undone" not in seen and assist.undo_block() is None:
            before = len(c.game.rounds[-1].decisions)
            assert assist.undo()
            wait(qtbot, c)
            after = c.game.rounds[-1].decisions
            assert len(after) < before and c.game.current_seat == me and not c.hand_hidden
            seen.add("undone")
    assert {"blocked", "undone"} <= seen
    c.shutdown()


def test_a_game_of_two_persons_is_kept_for_both_by_name(qtbot, tmp_path: Path) -> None:
    c = GameController(pace=Pace.INSTANT)
    recorder = StatsRecorder(c, tmp_path)
    written: list[int] = []
    recorder.recorded.connect(written.append)
    rng = random.Random(1)
    games = []
    for seed in (31, 32):
        c.new_game(GameOptions(players=4, rounds=7), seed, list(SEATS))
        for _ in range(5000):
            wait(qtbot, c)
            if c.game.phase is Phase.GAME_OVER:
                break
            if c.game.phase is Phase.ROUND_OVER:
                c.next_round()
            elif c.hand_hidden:
                c.show_hand()
            else:
                c.submit(rng.choice(c.local_legal()))
        games.append(c.game)
        qtbot.waitUntil(lambda: len(written) == 2 * len(games), timeout=3000)
    store = recorder.store()
    assert store is not None and sorted(people(store)) == ["Ada", "Bob"]
    for name, seat in (("Ada", 0), ("Bob", 2)):
        lines = game_lines(store, name)
        assert [(g.seed, g.total, g.won) for g in lines] == [(g.seed, g.totals[seat], seat in g.winners) for g in games]
        s = summary(store, person=name)
        assert s.played == 2 and s.points == sum(g.totals[seat] for g in games)
    assert store.count() == 4 and store.count("Ada") == 2
    c.shutdown()
