"""Easy and Normal: each strategy point of the source texts as a behaviour in an engine position."""
from __future__ import annotations

import random
import time

from mextrain.ai import EasyPlayer, NormalPlayer
from mextrain.ai.normal import plan_row
from mextrain.engine import (
    DRAW,
    END,
    MEXICAN,
    PASS,
    Move,
    MoveKind,
    Tile,
    arrange,
    full_set,
    is_row,
    row_score,
)
from support.ai import normal_move, position, tiles, view_of


def test_normal_starting_run_lays_the_longest_row_its_hand_allows():
    hand = "12|11 12|3 3|5 5|9 9|9 9|1 2|4 7|8"
    rnd = position([hand, "0|1 0|2"], starting_run=True)
    expected = arrange(tiles(hand), 12)
    assert expected == tiles("12|3 3|5 5|9 9|9 9|1")
    player = NormalPlayer()
    played = []
    while rnd.current == 0:
        m = player.choose(view_of(rnd))
        played.append(m)
        rnd.apply(m)
    assert played == [Move.play(t, 0) for t in expected] + [END]
    assert rnd.hand(0) == tiles("2|4 7|8 12|11")  # the heavy 12|11 leads nowhere: kept


def test_normal_lays_the_rows_next_tile_on_its_own_train_not_a_heavier_dead_end():
    # seat 1 starts the Mexican Train with 12|6; seat 0 holds no 6, so only its own train is open
    rnd = position(["12|3 3|5 5|9 12|10", "12|6 0|1"], "12|6@m", starter=1)
    assert normal_move(rnd) == Move.play(Tile(3, 12), 0)


def test_normal_saves_its_row_and_plays_other_tiles_elsewhere_first():
    rnd = position(["12|3 3|5 5|9 12|10", "0|1 0|2"])
    assert Move.play(Tile(3, 12), 0) in rnd.legal_moves()
    first = normal_move(rnd)
    assert first == Move.play(Tile(10, 12), MEXICAN)  # 12|10 is not in the row 12|3 3|5 5|9
    rnd.apply(first)
    rnd.apply(DRAW)  # seat 1 holds no 12 and no 10
    rnd.apply(PASS)
    assert normal_move(rnd) == Move.play(Tile(3, 12), 0)  # then the row, on its own train


def test_normal_does_not_spend_a_planned_tile_on_another_train():
    # Mexican end 5: the row tile 5|9 (heavier) and the loose 5|1 both fit there
    rnd = position(["12|3 3|5 5|9 5|1", "12|5 0|2"], "12|5@m", starter=1)
    assert plan_row(view_of(rnd).hand, 12) == tiles("12|3 3|5 5|9")
    assert normal_move(rnd) == Move.play(Tile(1, 5), MEXICAN)


def test_normal_sheds_tiles_with_many_pips_first():
    rnd = position(["4|1 4|11 12|0", "12|4 0|2"], "12|4@m", starter=1)
    assert normal_move(rnd) == Move.play(Tile(4, 11), MEXICAN)


def test_normal_does_not_lay_a_double_it_cannot_cover():
    rnd = position(["7|7 12|2 0|3", "12|7 0|2"], "12|7@m", starter=1)
    assert Move.play(Tile(7, 7), MEXICAN) in rnd.legal_moves()
    assert normal_move(rnd) == Move.play(Tile(2, 12), 0)


def test_normal_lays_a_double_when_it_holds_the_cover_and_covers_it():
    rnd = position(["7|7 7|1 12|2 0|3", "12|7 0|2"], "12|7@m", starter=1)
    first = normal_move(rnd)
    assert first == Move.play(Tile(7, 7), MEXICAN)
    rnd.apply(first)
    assert normal_move(rnd) == Move.play(Tile(1, 7), MEXICAN)  # R11: the extra play covers it


def test_normal_lays_an_uncovered_double_only_when_nothing_else_is_legal():
    rnd = position(["7|7 0|3 1|4", "12|7 0|2"], "12|7@m", starter=1)
    assert [m for m in rnd.legal_moves() if m.kind is MoveKind.PLAY] == [Move.play(Tile(7, 7), MEXICAN)]
    assert normal_move(rnd) == Move.play(Tile(7, 7), MEXICAN)  # R9: a seat that can lay must


def test_normal_takes_its_marker_off_as_soon_as_it_can():
    # seat 0 holds no 12: it draws 2|3, passes and gets a marker (R8); seat 1 lays on
    # that train, seat 2 starts the Mexican Train with 12|10
    rnd = position(["0|1 5|6 10|11", "12|5 0|2", "12|10 0|4"],
                   "draw, pass, 12|5@0, 12|10@m", boneyard="2|3")
    assert rnd.has_marker(0)
    m = normal_move(rnd)
    assert m == Move.play(Tile(5, 6), 0)  # not the heavier 10|11 on the Mexican Train
    rnd.apply(m)
    assert not rnd.has_marker(0)


def test_normal_without_a_marker_plays_that_heavier_tile_elsewhere():
    # the same hand and table ends, but seat 0 laid 12|5 itself and carries no marker
    rnd = position(["12|5 0|1 5|6 10|11", "12|10 0|2", "12|4 0|3"], "12|5@0, 12|10@m, 12|4@2")
    assert not rnd.has_marker(0)
    assert normal_move(rnd) == Move.play(Tile(10, 11), MEXICAN)


def test_normal_uses_the_mexican_train_when_nothing_fits_its_own():
    rnd = position(["12|5 12|4 0|1", "12|9 0|2"], "12|5@0, 12|9@1")
    legal = rnd.legal_moves()
    assert not any(m.train == 0 for m in legal)  # own end 5: no 5 in the hand
    assert normal_move(rnd) == Move.play(Tile(4, 12), MEXICAN)


def test_normal_avoids_leaving_the_same_number_open_at_every_end():
    # own end 5, Mexican end 8; the row is 5|10 10|2 2|1. Laying 8|5 (heavier) on the
    # Mexican Train would leave 5 at both ends; 8|4 does not.
    rnd = position(["12|5 5|10 10|2 2|1 8|5 8|4", "12|8 0|2"], "12|5@0, 12|8@m")
    assert plan_row(view_of(rnd).hand, 5) == tiles("5|10 10|2 2|1")
    assert normal_move(rnd) == Move.play(Tile(4, 8), MEXICAN)
    # with another own end the heavier 8|5 is fine
    rnd = position(["12|3 3|10 10|2 2|1 8|5 8|4", "12|8 0|3"], "12|3@0, 12|8@m")
    assert normal_move(rnd) == Move.play(Tile(5, 8), MEXICAN)


def test_normal_goes_out_with_its_last_tile():
    rnd = position(["12|5 5|6", "12|8 0|2"], "12|5@0, 12|8@m")
    assert normal_move(rnd) == Move.play(Tile(5, 6), 0)


def test_plan_row_is_arranges_row_and_stays_fast_on_huge_hands():
    rng = random.Random(5)
    for _ in range(200):
        hand = rng.sample(full_set(), rng.choice([6, 10, 15]))
        end = rng.randrange(13)
        row = plan_row(hand, end)
        assert is_row(row, end)
        assert row_score(row) == row_score(arrange(hand, end))
    # a seat that drew a lot: arrange takes seconds here, the planner a few milliseconds
    huge = tiles("0|5 0|8 1|2 1|8 1|9 1|10 2|4 2|8 2|10 3|8 3|10 3|11 3|12 4|6 4|9 5|6 5|8 5|9 "
                 "5|11 6|8 6|9 6|12 7|8 8|9 9|9 9|10 9|11 11|11 11|12")
    t = time.perf_counter()
    row = plan_row(huge, 7)
    assert time.perf_counter() - t < 0.05
    assert is_row(row, 7) and len(row) >= 20


# ---------------------------------------------------------------------- Easy
def test_easy_goes_out_and_keeps_a_starting_run_going():
    rnd = position(["12|5 5|6", "0|1 0|2"])
    assert EasyPlayer(random.Random(1)).choose(view_of(rnd)) in rnd.legal_moves()
    rnd = position(["12|5 12|6 5|1 1|2 3|4", "0|1 0|2"], "12|5@0", starting_run=True)
    assert rnd.run and END in rnd.legal_moves()
    for seed in range(10):
        assert EasyPlayer(random.Random(seed)).choose(view_of(rnd)) == Move.play(Tile(1, 5), 0)
    rnd = position(["12|5 5|6", "12|8 0|2"], "12|5@0, 12|8@m")
    assert EasyPlayer(random.Random(1)).choose(view_of(rnd)) == Move.play(Tile(5, 6), 0)


def test_easy_prefers_a_double_and_otherwise_varies():
    rnd = position(["11|5 11|7 11|3 0|1", "0|3 0|2"], engine=11)
    choices = {EasyPlayer(random.Random(s)).choose(view_of(rnd)) for s in range(40)}
    assert len(choices) > 2  # plain: any legal tile, on any train it fits
    assert choices <= set(rnd.legal_moves())
    rnd = position(["11|5 11|7 5|5 0|1", "0|3 0|2"], "11|5@0, draw, pass", boneyard="1|2", engine=11)
    for s in range(10):
        assert EasyPlayer(random.Random(s)).choose(view_of(rnd)) == Move.play(Tile(5, 5), 0)
