"""The search's figures per move (ai/estimate.py): a clearly worse move shows, the same view gives
the same figures, a hidden tile cannot change them, budgets and what each move itself does."""
from __future__ import annotations

import math
import time

from mextrain.ai import NormalPlayer
from mextrain.ai.estimate import estimate, view_seed
from mextrain.engine import MEXICAN, Deal, Game, GameOptions, Move, MoveKind, Tile, deal_round, full_set
from support.ai import parse_move, position, view_of


def blocking_position():
    """Seat 1 holds one tile, and it can only be 6|9 (seat 0 holds every other tile): a tile on
    seat 0's own train lets seat 1 go out on the Mexican Train's 6; a tile there blocks it."""
    opp = [Tile(6, 12), Tile(6, 9)]
    rest = [t for t in full_set() if t not in set(opp) | {Tile(12, 12)}]
    return position([" ".join(map(str, rest)), "12|6 6|9"], "12|6@m", starter=1)


def test_a_move_that_lets_the_last_tile_out_is_clearly_worse():
    view = view_of(blocking_position())
    played = Move.play(Tile(0, 12), 0)  # Normal's move: the start of its row, on the own train
    assert NormalPlayer().choose(view) == played
    est = estimate(view, playouts=400, keep=[played])
    best = est.moves[est.best]
    assert best.move.train == MEXICAN and best.move.tile is not None and best.move.tile != Tile(6, 9)
    i = est.index(played)
    assert est.moves[i].samples == est.samples and not est.moves[i].dropped  # kept: played on every deal
    gain, se = est.difference(est.best, i)
    assert gain > 50 and gain > 3 * se
    # seat 1 goes out after the own-train move: seat 0 keeps far more points in its hand
    assert est.moves[i].own_points > best.own_points + 50
    assert est.moves[i].on_own_train and not best.on_own_train


def test_the_same_view_gives_the_same_figures():
    game = Game(GameOptions(3, 7), 5)
    players = [NormalPlayer() for _ in range(3)]
    for _ in range(9):
        game.apply(players[game.current_seat].choose(game.view(game.current_seat)))
    view = game.view(game.current_seat)
    a = estimate(view, playouts=300)
    b = estimate(view, playouts=300)
    assert a.moves == b.moves and a.best == b.best and a.seed == b.seed == view_seed(view)
    assert a.playouts <= 300 and a.samples > 0


def test_a_hidden_tile_changed_after_the_fact_changes_nothing():
    # the same deal but for one tile of seat 2's hand swapped with the boneyard's last tile: until
    # seat 2 lays it or it is drawn, seat 0 sees the same thing, and the estimate is the same
    options = GameOptions(3, 7)
    deal = deal_round(options, 11, 1)
    hands = [list(h) for h in deal.hands]
    hidden = hands[2][-1]
    hands[2][-1] = deal.boneyard[-1]
    changed = Deal(deal.engine_number, tuple(tuple(h) for h in hands), deal.boneyard[:-1] + (hidden,), deal.starter)
    a, b = Game(options, 11, first_deal=deal), Game(options, 11, first_deal=changed)
    player = NormalPlayer()
    decisions = 0
    while decisions < 3:
        seat = a.current_seat
        move = player.choose(a.view(seat))
        assert move.tile not in (hidden, deal.boneyard[-1])
        if seat == 0 and len(a.legal_moves()) > 1:
            va, vb = a.view(0), b.view(0)
            assert va == vb
            assert estimate(va, playouts=200).moves == estimate(vb, playouts=200).moves
            decisions += 1
        a.apply(move)
        b.apply(move)
    # the hidden hands did differ all along
    assert a.round.hand(2) != b.round.hand(2)


def test_a_single_legal_move_or_the_last_tile_is_not_searched():
    rnd = position(["12|5 0|1", "3|4 5|6 7|8"], "12|5@0, draw", boneyard="0|0")
    est = estimate(view_of(rnd, 1))
    assert est.samples == 0 and [m.move for m in est.moves] == list(view_of(rnd, 1).legal)
    out = position(["12|5", "3|4 5|6 7|8"], "")
    est = estimate(view_of(out))
    assert est.samples == 0 and est.moves[est.best].move.kind is MoveKind.PLAY


def test_the_budgets_bound_the_search():
    view = view_of(blocking_position())
    assert estimate(view, playouts=100).playouts <= 100
    stopped = estimate(view, playouts=10_000, should_stop=lambda: True)
    assert stopped.samples == 0 and stopped.moves[stopped.best].move.kind is MoveKind.PLAY
    assert all(m.samples == 0 and m.mean == 0 for m in stopped.moves)
    game = Game(GameOptions(4, 7), 3)
    player = NormalPlayer()
    while len(game.legal_moves()) < 3:
        game.apply(player.choose(game.view(game.current_seat)))
    t = time.perf_counter()
    timed = estimate(game.view(game.current_seat), seconds=0.2)
    assert time.perf_counter() - t < 1.5 and timed.samples > 0
    _, se = timed.difference(timed.best, timed.best)
    assert se == 0
    # however busy the machine, a judgement gets its few deals; a stop still stops at once
    floor = estimate(game.view(game.current_seat), seconds=1e-6, min_samples=20)
    assert floor.samples >= 20 or all(m.dropped for i, m in enumerate(floor.moves) if i != floor.best)
    assert estimate(game.view(game.current_seat), seconds=1e-6, min_samples=20, should_stop=lambda: True).samples == 0


def test_what_each_move_does_is_read_from_the_view():
    rnd = position(["12|5 5|7 7|9 9|3 2|8", "12|2 0|10 0|11 1|1 1|4"], "12|2@m", starter=1)
    view = view_of(rnd)
    by = {m.move: m for m in estimate(view, playouts=60).moves}
    own = by[parse_move("12|5@0")]
    assert own.on_own_train and not own.lifts_marker and not own.covers_double
    assert own.own_row == 3  # 5|7 7|9 9|3 from the new end 5
    mex = by[parse_move("2|8@m")]
    assert not mex.on_own_train and not mex.lifts_marker and mex.own_row == 4  # 12|5 5|7 7|9 9|3
    assert math.isfinite(own.mean) and math.isfinite(mex.mean)
    # seat 0 drew 0|0 and passed (a marker on its train); next turn it draws 12|5, which fits its own
    # train (lifting the marker) and the Mexican Train's 5
    rnd = position(["6|7 7|9 9|4 2|8 4|10", "12|3 3|5 0|10 0|11 1|1"], "12|3@m, draw, pass, 3|5@m, draw",
                   starter=1, boneyard="0|0 12|5")
    view = view_of(rnd)
    assert view.train(0).marker
    by = {m.move: m for m in estimate(view, playouts=60).moves}
    assert set(by) == {parse_move("12|5@0"), parse_move("12|5@m")}
    assert by[parse_move("12|5@0")].lifts_marker and not by[parse_move("12|5@m")].lifts_marker
    # seat 1 lays 2|2 on the Mexican Train and cannot cover it: seat 0 must (R11)
    rnd = position(["12|5 2|9 2|7 3|4 3|5", "12|2 2|2 0|10 0|11 1|1"], "12|2@m, 12|5@0, 2|2@m, draw, pass",
                   starter=1, boneyard="0|0")
    est = estimate(view_of(rnd), playouts=60)
    assert {m.move for m in est.moves} == {parse_move("2|9@m"), parse_move("2|7@m")}
    assert all(m.covers_double and not m.on_own_train for m in est.moves)
