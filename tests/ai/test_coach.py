"""The coach (ai/coach.py): the decisions it rebuilds from a record, one clearly worse move named with
its reasons, a round of sound moves with none named, and a hidden tile changed after the fact that
changes no verdict."""
from __future__ import annotations

import pytest

from mextrain.ai import NormalPlayer, coach
from mextrain.ai.estimate import estimate
from mextrain.engine import MEXICAN, SHORT_GAME, Deal, Game, GameOptions, Move, Phase, Tile, full_set
from mextrain.engine.record import SeatConfig, game_to_record, replay
from support.coach import SEED, searched_round


def blocking_game() -> Game:
    """Two seats; seat 1 opens the Mexican Train with 12|6 and holds one tile, which can only be 6|9
    (seat 0 holds every other tile). Seat 0 lays 0|12 on its own train, as Normal would, and seat 1
    goes out on the Mexican Train: a tile laid there instead (6|x) would have blocked it."""
    opp = (Tile(6, 12), Tile(6, 9))
    mine = tuple(t for t in full_set() if t not in set(opp) | {Tile(12, 12)})
    game = Game(GameOptions(2, SHORT_GAME), 7, first_deal=Deal(12, (mine, opp), (), 1))
    for move in (Move.play(Tile(6, 12), MEXICAN), Move.play(Tile(0, 12), 0), Move.play(Tile(6, 9), MEXICAN)):
        game.apply(move)
    assert game.phase is Phase.ROUND_OVER and game.rounds[0].out_seat == 1
    return game


def test_the_move_that_let_the_other_seat_go_out_is_named_with_why():
    game = blocking_game()
    items = coach.moments(game, 0)
    assert [(m.round_number, m.decision, m.turn, m.played) for m in items] == [(1, 1, 1, Move.play(Tile(0, 12), 0))]
    assert items[0].view.hand_counts == (len(items[0].view.hand), 1)  # what seat 0 saw: a count, not the tile
    result = coach.review(items, seconds=None)
    assert result.judged == 1 and result.named == 1 and not result.all_sound
    (f,) = result.findings
    assert (f.round_number, f.turn, f.decision, f.seat, f.played) == (1, 1, 1, 0, Move.play(Tile(0, 12), 0))
    assert f.better.train == MEXICAN and f.better.tile is not None and 6 in f.better.tile
    assert f.gain >= coach.MIN_GAIN and f.gain >= coach.Z_NAMED * f.stderr
    # seat 0 would have kept its 1,000-odd points either way but for seat 1 going out; the figure is
    # the points its hand is expected to hold fewer, and the better move is not on its own train
    assert f.points_fewer > 50 and coach.Why.FEWER_POINTS in f.reasons
    assert coach.Why.OWN_TRAIN not in f.reasons


@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_a_recorded_round_with_one_clearly_worse_move_names_it():
    game, where = searched_round(SEED, blunder=True)
    assert where is not None
    # through a saved record, as the score sheet's game would be read back
    again = replay(game_to_record(game, [SeatConfig("Ann", "human"), SeatConfig("Bo", "normal")]))
    items = coach.moments(again, 0, [1])
    assert items == coach.moments(game, 0, [1])
    result = coach.review(items, playouts=300, seconds=None)
    assert result.findings and result.findings[0].decision == where
    assert result.named == 1  # every other move was the search's own best


def test_turns_count_a_draw_and_its_play_as_one_turn():
    game = Game(GameOptions(3, SHORT_GAME), 21)
    normal = NormalPlayer()
    while game.phase is Phase.PLAYING:
        game.apply(normal.choose(game.view(game.current_seat)))
    decisions = game.rounds[0].decisions
    items = coach.moments(game, 1)
    assert [m.decision for m in items] == [k for k, d in enumerate(decisions) if d.seat == 1]
    turns = 0
    for k, d in enumerate(decisions):
        if d.seat == 1 and (k == 0 or decisions[k - 1].seat != 1):
            turns += 1
    assert items[-1].turn == turns and turns < len(items)  # some turn held more than one decision
    for m in items:  # each view is the seat's own, at that decision, with its legal moves
        assert m.view.seat == 1 and m.played in m.view.legal and m.view.legal == decisions[m.decision].legal


def test_a_round_of_the_searchs_own_best_moves_names_none():
    game, _ = searched_round(SEED, blunder=False)
    result = coach.review(coach.moments(game, 0, [1]), playouts=300, seconds=None)
    assert result.judged >= 5 and result.named == 0 and result.all_sound


@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_a_hidden_tile_changed_after_the_fact_changes_no_verdict():
    # the round again with one tile seat 1 never laid swapped for one nobody drew: what seat 0 saw at
    # each of its decisions is the same, and so is every figure the coach judged by
    options = GameOptions(3, SHORT_GAME)
    game = Game(options, 13)
    normal = NormalPlayer()
    while game.phase is Phase.PLAYING:
        game.apply(normal.choose(game.view(game.current_seat)))
    rec = game.rounds[0]
    deal = rec.deal
    assert rec.hands_left is not None
    drawn = sum(1 for d in rec.decisions if d.drew is not None)
    changed = None
    for kept in rec.hands_left[1]:
        for unseen in deal.boneyard[drawn:]:
            hands = [list(h) for h in deal.hands]
            hands[1][hands[1].index(kept)] = unseen
            bone = list(deal.boneyard)
            bone[bone.index(unseen)] = kept
            other = Game(options, 13, first_deal=Deal(deal.engine_number, tuple(map(tuple, hands)), tuple(bone), deal.starter))
            try:
                for d in rec.decisions:
                    other.apply(d.move)
            except Exception:  # noqa: BLE001 - the swapped tile fitted where seat 1 drew: try another
                continue
            changed = other
            break
        if changed is not None:
            break
    assert changed is not None and changed.rounds[0].deal.hands[1] != deal.hands[1]
    a, b = coach.moments(game, 0), coach.moments(changed, 0)
    assert a == b and any(coach.has_choice(m.view) for m in a)
    ra, rb = coach.review(a, playouts=200, seconds=None), coach.review(b, playouts=200, seconds=None)
    assert ra.findings == rb.findings and ra.judged == rb.judged
    for m in a:
        if coach.has_choice(m.view):
            assert estimate(m.view, playouts=100, keep=[m.played]).moves == \
                estimate(next(x for x in b if x.decision == m.decision).view, playouts=100, keep=[m.played]).moves


def test_the_costliest_findings_first_and_at_most_the_limit():
    game = blocking_game()
    items = coach.moments(game, 0)
    assert coach.review(items, limit=0, seconds=None).findings == ()
    assert coach.review(items, limit=0, seconds=None).named == 1


def test_a_stopped_review_says_so():
    game = blocking_game()
    result = coach.review(coach.moments(game, 0), should_stop=lambda: True)
    assert result.stopped and result.judged == 0 and not result.all_sound
    progress: list[tuple[int, int]] = []
    coach.review(coach.moments(game, 0), seconds=None, progress=lambda done, total: progress.append((done, total)))
    assert progress == [(1, 1)]


def test_a_moment_kept_from_a_view_alone_is_the_one_the_record_rebuilds():
    # a joined table keeps its person's views as they come: the same decision index and turn
    game = Game(GameOptions(3, SHORT_GAME), 21)
    normal = NormalPlayer()
    while game.phase is Phase.PLAYING:
        game.apply(normal.choose(game.view(game.current_seat)))
    for m in coach.moments(game, 2, [1]):
        assert coach.moment_of(m.view, m.played) == m
