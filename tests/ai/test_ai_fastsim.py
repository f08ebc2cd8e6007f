"""The fast playout agrees with the engine, move for move (the engine is the one source of rules)."""
from __future__ import annotations

import random

from mextrain.ai import make_player
from mextrain.ai.fastsim import _engine_phase, play_out
from mextrain.ai.policy import chain, engine_move, row_bits
from mextrain.engine import (
    ALL_TILES,
    DRAW,
    PASS,
    Game,
    GameOptions,
    Move,
    MoveKind,
    Phase,
    RoundState,
    Tile,
    arrange,
    full_set,
    is_row,
    row_score,
)
from mextrain.engine.moves import slot_train
from mextrain.engine.tiles import mask_of


def replay_on_engine(state: RoundState, trace: list, points: list[int]) -> tuple[int, int]:
    """Every traced move is legal in the engine, with the same choices, and ends the round alike.

    The engine draws from the top of its boneyard; the playout may have turned the
    boneyard's tiles over in another order, so the engine gets them in that order. Returns
    (agree, choices): where the playout chose among several plays with its inlined score, how
    often the policy's one home (`policy.engine_move`) chooses the same on the engine's state."""
    left = state.boneyard[state.drawn_count:]
    drawn = [ALL_TILES[tid] for _, kind, tid, _, _ in trace if kind == "draw"]
    assert len(set(drawn)) == len(drawn) and set(drawn) <= set(left)  # each tile drawn once
    e = state.clone()
    e.boneyard = state.boneyard[:state.drawn_count] + drawn + [t for t in left if t not in set(drawn)]
    agree = choices = 0
    for seat, kind, tid, slot, options in trace:
        legal = e.legal_moves()
        assert e.current == seat
        if kind == "draw":
            assert legal == [DRAW]
            e.apply(DRAW)
            assert e.hands[seat] >> tid & 1
        elif kind == "pass":
            assert legal == [PASS]
            e.apply(PASS)
        else:
            m = Move.play(ALL_TILES[tid], slot_train(slot))
            assert m in legal
            assert sum(1 for x in legal if x.kind is MoveKind.PLAY) == options  # no play missed
            if options > 1:
                choices += 1
                agree += engine_move(e, legal, random.Random(0), 0.0) == m
            e.apply(m)
    assert e.over  # R14/R15 end it at the same moment
    assert e.points() == points
    return agree, choices


def test_fast_playouts_follow_the_engines_rules_for_2_to_8_seats_with_and_without_runs():
    """Both ways of drawing: per seat (the search's) and from the top (the engine's)."""
    rng = random.Random(7)
    checked = agree = choices = 0
    for g in range(36):
        n = 2 + g % 7
        game = Game(GameOptions(n, 7, g % 3 == 0), 100 + g, track_decisions=False)
        players = [make_player("random", f"{g}/{i}") for i in range(n)]
        while game.phase is Phase.PLAYING:
            r = game.round
            if rng.random() < 0.15:
                base = r.clone()
                _engine_phase(base, random.Random(checked), 0.0)  # a starting run goes by the engine
                trace: list = []
                noise = rng.choice([0.0, 80.0])
                points = play_out(base.clone(), random.Random(checked), noise=noise, trace=trace,
                                  per_seat=rng.random() < 0.7)
                if base.over:
                    assert base.points() == points
                else:
                    a, c = replay_on_engine(base, trace, points)
                    if not noise:
                        agree, choices = agree + a, choices + c
                checked += 1
            game.apply(players[r.current].choose(game.view(r.current)))
    assert checked > 150, checked
    # the hot loop's inlined copy of Normal's score against its one home: they differ only
    # where the playout keeps a remembered plan that a fresh row search would redraw
    print(f"inlined policy agrees with policy.engine_move on {agree}/{choices} choices")
    assert choices > 500 and agree / choices > 0.95, (agree, choices)


def test_chain_is_a_row_from_the_end_with_the_double_first():
    hand = mask_of(Tile.parse(t) for t in "5|5 5|9 9|2 2|2 0|1".split())
    first, row = chain(hand, 5)
    assert first == 1 << Tile(5, 5).id
    assert row == mask_of(Tile.parse(t) for t in "5|5 5|9 9|2 2|2".split())
    assert chain(hand, 7) == (0, 0)
    assert chain(hand, 0) == (1 << Tile(0, 1).id, 1 << Tile(0, 1).id)


def test_the_playouts_row_is_arranges_row():
    rng = random.Random(3)
    for _ in range(300):
        hand = rng.sample(full_set(), rng.choice([3, 6, 10, 15]))
        end = rng.randrange(13)
        row = [ALL_TILES[b.bit_length() - 1] for b in row_bits(mask_of(hand), end)]
        assert is_row(row, end) and row_score(row) == row_score(arrange(hand, end))


def test_the_playout_policy_is_normals():
    """The playouts model every seat as Normal; they pick Normal's move almost always
    (all but Normal's rule about equal ends)."""
    from mextrain.ai.normal import NormalPlayer
    from mextrain.ai.policy import engine_move as _engine_move

    normal = NormalPlayer()
    agree = total = 0
    for g in range(12):
        game = Game(GameOptions(2 + g % 4, 7, g % 2 == 0), 900 + g, track_decisions=False)
        while game.phase is Phase.PLAYING:
            r = game.round
            view = game.view(r.current)
            move = normal.choose(view)
            if len(view.legal) > 1:
                total += 1
                agree += _engine_move(r, r.legal_moves(), random.Random(0), 0.0) == move
            game.apply(move)
    assert total > 300 and agree / total > 0.98


HOUSE = [
    {"set": 6}, {"set": 9}, {"set": 15}, {"doubles": "free"}, {"out_on_double": False},
    {"own_train_first": True}, {"draw": "until_fits"}, {"zero_zero": 0},
    {"set": 9, "doubles": "free", "out_on_double": False, "own_train_first": True, "draw": "until_fits", "zero_zero": 0},
]


def test_R18_R24_fast_playouts_follow_the_engine_under_every_house_rule():
    """The same move-for-move check under each house rule and all of them at once (a playout
    that ignores one of them fails it: the mutation test below)."""
    for k, rules in enumerate(HOUSE):
        rng = random.Random(k)
        checked = 0
        for g in range(6):
            n = 2 + (g + k) % (3 if rules.get("set") == 6 else 7)
            game = Game(GameOptions.of(n, short=True, starting_run=g % 3 == 0, **rules), 500 + 10 * k + g,
                        track_decisions=False)
            players = [make_player("random", f"{g}/{i}") for i in range(n)]
            while game.phase is Phase.PLAYING:
                r = game.round
                if rng.random() < 0.2:
                    base = r.clone()
                    _engine_phase(base, random.Random(checked), 0.0)
                    trace: list = []
                    points = play_out(base.clone(), random.Random(checked), noise=rng.choice([0.0, 80.0]),
                                      trace=trace, per_seat=rng.random() < 0.7)
                    if base.over:
                        assert base.points() == points
                    else:
                        replay_on_engine(base, trace, points)
                    checked += 1
                game.apply(players[r.current].choose(game.view(r.current)))
        assert checked > 15, (rules, checked)


#: each house rule as the playout reads it off the state, and the standard value that ignores it
MUTATIONS = [({"set": 6}, "per_number", 13), ({"set": 15}, "per_number", 13), ({"doubles": "free"}, "free", False),
             ({"out_on_double": False}, "no_out_double", False), ({"own_train_first": True}, "own_first", False),
             ({"draw": "until_fits"}, "until", False), ({"zero_zero": 0}, "scores", None)]


def test_R18_R24_a_playout_that_ignores_one_house_rule_fails_the_check_against_the_engine():
    """The check above can fail: the playout is handed a state that forgets one rule (the
    engine, replaying its moves, keeps it), and the check catches it every time."""
    from mextrain.engine.tiles import TILE_SCORE

    for rules, attr, standard in MUTATIONS:
        caught = 0
        for g in range(40):
            n = 2 + g % 3
            game = Game(GameOptions.of(n, **rules), 900 + g, track_decisions=False)
            players = [make_player("random", f"{g}/{i}") for i in range(n)]
            rng = random.Random(g)
            while game.phase is not Phase.GAME_OVER and not caught:
                if game.phase is Phase.ROUND_OVER:
                    game.next_round()
                    continue
                r = game.round
                if rng.random() < 0.3:
                    base = r.clone()
                    forgetful = base.clone()
                    setattr(forgetful, attr, TILE_SCORE if attr == "scores" else standard)
                    trace: list = []
                    points = play_out(forgetful, random.Random(g), trace=trace)
                    try:
                        replay_on_engine(base, trace, points)
                    except AssertionError:
                        caught += 1
                game.apply(players[r.current].choose(game.view(r.current)))
            if caught:
                break
        assert caught, f"a playout ignoring {attr} went unnoticed"
