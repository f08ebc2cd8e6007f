"""One scripted deal or position per rule of rules.md (R1–R17), named by rule id."""
from __future__ import annotations

import pytest

from mextrain.engine import (
    DRAW,
    END,
    PASS,
    EventKind,
    Game,
    GameOptions,
    IllegalMove,
    Move,
    Phase,
    Reason,
    RoundEnd,
    Tile,
    deal_round,
    engine_of_round,
    full_set,
    hand_score,
    placings,
    starter_of_game,
)
from mextrain.engine.moves import MEXICAN
from support.rules import T, kinds_of, play, plays_of, position


def event_kinds(r) -> list[EventKind]:
    return [e.kind for e in r.drain_events()]


# ---------------------------------------------------------------- set-up
def test_R1_double_twelve_set_has_91_normalised_tiles() -> None:
    assert len(full_set()) == 91 == len(set(full_set()))
    assert all(t.a <= t.b for t in full_set())
    assert sum(t.is_double for t in full_set()) == 13
    assert Tile(9, 4) == Tile(4, 9) and Tile(9, 4).pips == 13
    assert Tile.parse("7|2") == Tile(2, 7) and str(Tile(2, 7)) == "2|7"
    with pytest.raises(ValueError):
        Tile(16, 1)  # no set goes past double-15 (R19)


@pytest.mark.parametrize("players", [1, 9, 0])
def test_R2_two_to_eight_seats(players: int) -> None:
    with pytest.raises(ValueError):
        GameOptions(players=players)


def test_R2_any_seat_may_be_the_one_to_move() -> None:
    for seed in range(6):
        game = Game(GameOptions(players=3), seed)
        assert game.legal_moves()  # whoever starts, the engine asks nothing about people


@pytest.mark.parametrize("players,size", [(2, 15), (3, 15), (4, 15), (5, 12), (6, 12), (7, 10), (8, 10)])
def test_R3_hand_sizes_and_boneyard(players: int, size: int) -> None:
    deal = deal_round(GameOptions(players=players), seed=3, round_number=1)
    assert [len(h) for h in deal.hands] == [size] * players
    assert len(deal.boneyard) == 90 - players * size
    assert len({t for h in deal.hands for t in h} | set(deal.boneyard)) == 90


@pytest.mark.parametrize("rounds,engines", [(13, list(range(12, -1, -1))), (7, list(range(12, 5, -1)))])
def test_R4_engines_go_down_and_are_taken_out(rounds: int, engines: list[int]) -> None:
    assert [engine_of_round(i) for i in range(1, rounds + 1)] == engines
    opts = GameOptions(players=4, rounds=rounds)
    for number, engine in enumerate(engines, 1):
        deal = deal_round(opts, seed=11, round_number=number)
        assert deal.engine_number == engine
        assert Tile(engine, engine) not in {t for h in deal.hands for t in h} | set(deal.boneyard)


def test_R4_a_game_plays_all_its_rounds() -> None:
    import random

    rng = random.Random(5)
    game = Game(GameOptions(players=2, rounds=7), seed=5)
    seen = []
    while game.phase is not Phase.GAME_OVER:
        if game.phase is Phase.ROUND_OVER:
            game.next_round()
        if game.round.engine_number not in seen:
            seen.append(game.round.engine_number)
        legal = game.legal_moves()
        game.apply(legal[rng.randrange(len(legal))])
    assert seen == [12, 11, 10, 9, 8, 7, 6]
    assert game.round_number == 7


def test_R5_starter_from_seed_then_rotates() -> None:
    opts = GameOptions(players=5)
    starters = {starter_of_game(seed, 5) for seed in range(40)}
    assert len(starters) == 5  # drawn at random from the seed
    s1 = deal_round(opts, 9, 1).starter
    assert s1 == starter_of_game(9, 5) == deal_round(opts, 9, 1).starter
    assert [deal_round(opts, 9, r).starter for r in range(1, 8)] == [(s1 + r) % 5 for r in range(7)]
    game = Game(opts, 9)
    assert game.current_seat == s1


def test_R5_golden_deal_seed_7() -> None:
    """A game number reproduces its deal (kpat's golden deal test)."""
    deal = deal_round(GameOptions(players=4), seed=7, round_number=1)
    assert [str(t) for t in deal.hands[0][:5]] == GOLDEN_SEED_7_SEAT_0
    assert deal.starter == GOLDEN_SEED_7_STARTER


GOLDEN_SEED_7_SEAT_0 = ["10|12", "4|11", "3|3", "3|12", "6|8"]
GOLDEN_SEED_7_STARTER = 2


# ---------------------------------------------------------------- the table
def test_R6_first_tile_carries_the_engine_and_is_turned() -> None:
    r = position(12, ["5|12 3|4", "0|1 2|2"])
    assert plays_of(r) == {("5|12", 0), ("5|12", MEXICAN)}
    with pytest.raises(IllegalMove) as exc:
        play(r, "3|4", 0)
    assert exc.value.reason is Reason.NO_MATCH and exc.value.reason.rule == "R6"
    play(r, "5|12", 0)
    tile, touching, new_end = r.train_tiles(0)[0]
    assert (tile, touching, new_end) == (T("5|12"), 12, 5)  # the 12 half touches the engine
    assert r.open_end(0) == 5


def test_R6_later_tiles_match_the_open_end() -> None:
    r = position(12, ["5|12 3|5 3|9 0|0", "1|12 2|12 7|7"])
    play(r, "5|12", 0)
    play(r, "1|12", 1)
    assert ("3|5", 0) in plays_of(r) and ("3|9", 0) not in plays_of(r)
    play(r, "3|5", 0)
    assert r.open_end(0) == 3
    assert r.train_tiles(0)[-1] == (T("3|5"), 5, 3)


def test_R7_own_train_mexican_and_marked_trains_only() -> None:
    r = position(12, ["12|1 12|2 4|5", "12|3 12|4 6|6"])
    play(r, "12|1", 0)   # seat 0 starts its own train
    # seat 1 may not lay on seat 0's train (no marker): 1|x tiles are not offered there
    assert all(train != 0 for _, train in plays_of(r))
    assert ("3|12", 1) in plays_of(r) and ("3|12", MEXICAN) in plays_of(r)
    with pytest.raises(IllegalMove) as exc:
        r.apply(Move.play(T("12|3"), 0))
    assert exc.value.reason is Reason.TRAIN_CLOSED


def test_R7_mexican_train_open_from_the_start_and_to_anyone() -> None:
    r = position(12, ["12|1 1|3", "1|9 12|4"])
    play(r, "12|1", MEXICAN)  # seat 0 starts the Mexican Train
    assert ("1|9", MEXICAN) in plays_of(r)  # seat 1 may continue it


def test_R8_marker_on_pass_off_when_owner_plays_own_train() -> None:
    r = position(12, ["3|4 12|1", "12|5 5|6 6|7"], boneyard="0|0", starter=0)
    play(r, "12|1", 0)
    play(r, "12|5", 1)
    # seat 0 holds 3|4: nothing fits 1 or 12 -> must draw, then pass (0|0 does not fit)
    assert r.legal_moves() == [DRAW]
    r.apply(DRAW)
    assert r.legal_moves() == [PASS]
    r.drain_events()
    r.apply(PASS)
    assert r.has_marker(0)
    assert EventKind.MARKER_ON in event_kinds(r)
    assert ("5|6", 1) in plays_of(r)
    play(r, "5|6", 1)
    # another seat laying on the marked train does not remove the marker
    r2 = position(12, ["3|4 12|1", "12|5 1|6 6|7"], boneyard="0|0")
    play(r2, "12|1", 0)
    play(r2, "12|5", 1)
    r2.apply(DRAW)
    r2.apply(PASS)
    assert ("1|6", 0) in plays_of(r2)  # seat 1 may lay on seat 0's marked train
    play(r2, "1|6", 0)
    assert r2.has_marker(0)


def test_R8_marker_removed_when_owner_lays_on_own_train() -> None:
    r = position(12, ["3|4 12|1 1|3", "12|5 5|6 6|7"], boneyard="0|0")
    play(r, "12|1", 0)
    play(r, "12|5", 1)
    # seat 0 holds 3|4 and 1|3: 1|3 fits its own train, so no marker here; set one up instead
    play(r, "1|3", 0)
    play(r, "5|6", 1)
    play(r, "3|4", 0)  # own train again
    assert not r.has_marker(0)
    r3 = position(12, ["2|3 12|1 1|4", "12|5 5|6 6|7 7|8"], boneyard="0|0 4|9")
    play(r3, "12|1", 0)
    play(r3, "12|5", 1)
    play(r3, "1|4", 0)
    play(r3, "5|6", 1)
    r3.apply(DRAW)       # 2|3 and the drawn 0|0 fit nothing (ends 4 and 12)
    r3.apply(PASS)
    assert r3.has_marker(0)
    play(r3, "6|7", 1)   # another seat playing elsewhere leaves the marker
    assert r3.has_marker(0)
    r3.drain_events()
    r3.apply(DRAW)       # 4|9 fits seat 0's own train
    play(r3, "4|9", 0)
    assert not r3.has_marker(0)
    assert EventKind.MARKER_OFF in event_kinds(r3)


# ---------------------------------------------------------------- a turn
def test_R9_one_tile_per_turn_and_no_draw_when_a_tile_fits() -> None:
    r = position(12, ["12|1 12|2", "12|3 3|3"])
    assert DRAW not in r.legal_moves()
    with pytest.raises(IllegalMove) as exc:
        r.apply(DRAW)
    assert exc.value.reason is Reason.MUST_PLAY and exc.value.reason.rule == "R9"
    play(r, "12|1", 0)
    assert r.current == 1  # one tile and the turn passes


def test_R10_off_first_turn_is_one_tile() -> None:
    r = position(12, ["12|1 1|2 2|3", "12|5 5|6"], starting_run=False)
    play(r, "12|1", 0)
    assert r.current == 1 and END not in r.legal_moves()


def test_R10_on_run_on_own_train_with_end_turn() -> None:
    r = position(12, ["12|1 1|2 2|3 9|10", "12|5 5|6"], starting_run=True)
    play(r, "12|1", 0)
    assert r.current == 0 and r.run
    assert plays_of(r) == {("1|2", 0)} and END in r.legal_moves()  # only the own train
    with pytest.raises(IllegalMove) as exc:
        play(r, "1|2", MEXICAN)
    assert exc.value.reason is Reason.RUN_OWN_TRAIN
    play(r, "1|2", 0)
    play(r, "2|3", 0)
    assert r.legal_moves() == [END]
    r.apply(END)
    assert r.current == 1
    # seat 1's first turn: a run too; seat 0's later turns are single tiles
    play(r, "12|5", 1)
    assert r.run
    r.apply(END)
    assert not r.run and END not in r.legal_moves()


def test_R10_first_tile_elsewhere_is_a_normal_turn() -> None:
    r = position(12, ["12|1 1|2", "12|5 5|6"], starting_run=True)
    play(r, "12|1", MEXICAN)
    assert r.current == 1 and not r.run


def test_R10_drawn_tile_starts_no_run() -> None:
    r = position(12, ["3|4 1|2", "12|5 5|6"], boneyard="12|1", starting_run=True)
    r.apply(DRAW)
    play(r, "12|1", 0)
    assert r.current == 1 and not r.run


def test_R10_double_inside_run_is_covered_by_the_next_tile() -> None:
    r = position(12, ["12|4 4|4 4|7 7|8", "12|5 5|6"], starting_run=True)
    play(r, "12|4", 0)
    play(r, "4|4", 0)
    assert END not in r.legal_moves()  # not while its double is open
    assert plays_of(r) == {("4|7", 0)}
    play(r, "4|7", 0)
    assert END in r.legal_moves() and r.current == 0


def test_R10_run_that_cannot_cover_its_last_double_draws_then_passes() -> None:
    r = position(12, ["12|4 4|4 9|9", "12|5 5|6"], boneyard="0|1", starting_run=True)
    play(r, "12|4", 0)
    play(r, "4|4", 0)
    assert r.legal_moves() == [DRAW]
    r.apply(DRAW)
    assert r.legal_moves() == [PASS]
    r.apply(PASS)
    assert r.has_marker(0) and r.current == 1
    assert r.coverable_open_doubles() == [0]  # the next seat must cover it
    assert kinds_of(r) == {"draw"}


def test_R10_run_drawn_tile_covering_ends_the_turn() -> None:
    r = position(12, ["12|4 4|4 9|9", "12|5 5|6"], boneyard="4|1", starting_run=True)
    play(r, "12|4", 0)
    play(r, "4|4", 0)
    r.apply(DRAW)
    assert plays_of(r) == {("1|4", 0)}
    play(r, "1|4", 0)
    assert r.current == 1


def test_R11_double_plays_again_and_is_covered_on_own_train() -> None:
    r = position(11, ["11|3 3|3 3|5 0|1", "11|6 6|8"])
    play(r, "11|3", 0)
    play(r, "11|6", 1)
    r.drain_events()
    play(r, "3|3", 0)
    assert EventKind.DOUBLE_OPENED in event_kinds(r)
    assert r.current == 0  # plays again
    assert plays_of(r) == {("3|5", 0)}
    assert DRAW not in r.legal_moves()
    play(r, "3|5", 0)
    assert EventKind.DOUBLE_COVERED in event_kinds(r)
    assert r.current == 1  # covering ends the turn

def test_R11_double_on_another_train_is_covered_there() -> None:
    r = position(11, ["11|3 3|3 3|5 0|1", "11|6 3|8 6|7"])
    play(r, "11|3", MEXICAN)
    play(r, "11|6", 1)
    play(r, "3|3", MEXICAN)
    assert plays_of(r) == {("3|5", MEXICAN)}
    play(r, "3|5", MEXICAN)
    assert r.coverable_open_doubles() == []


def test_R11_uncovered_double_blocks_everyone_even_own_train() -> None:
    r = position(11, ["11|3 3|3 0|1 2|4", "11|6 6|7 3|8 11|9"], boneyard="0|2")
    play(r, "11|3", 0)
    play(r, "11|6", 1)
    play(r, "3|3", 0)
    r.apply(DRAW)     # 0|2 does not cover
    r.apply(PASS)
    assert r.has_marker(0) and r.coverable_open_doubles() == [0]
    # seat 1 could lay 6|7 on its own train or 11|9 on the Mexican Train, but must cover
    assert plays_of(r) == {("3|8", 0)}
    with pytest.raises(IllegalMove) as exc:
        play(r, "6|7", 1)
    assert exc.value.reason is Reason.COVER_DOUBLE and exc.value.reason.rule == "R11"
    play(r, "3|8", 0)
    assert r.current == 0 and r.coverable_open_doubles() == []


def test_R11_owner_also_blocked_on_own_train_by_another_double() -> None:
    r = position(11, ["11|3 3|4 0|1", "11|6 6|6 2|2 0|5"], boneyard="7|8")
    play(r, "11|3", 0)
    play(r, "11|6", 1)
    play(r, "3|4", 0)
    play(r, "6|6", 1)   # double on its own train
    r.apply(DRAW)       # seat 1 cannot cover; draws 7|8
    r.apply(PASS)
    # seat 0 holds 0|1: cannot cover 6|6 and may not lay on its own train either
    assert r.legal_moves() == [DRAW]


def test_R11_two_doubles_in_one_turn_covered_in_order() -> None:
    r = position(11, ["11|3 11|5 3|3 5|5 3|9 5|8 0|1", "11|6 6|7 9|1 2|4"])
    play(r, "11|3", 0)
    play(r, "11|6", 1)
    play(r, "11|5", MEXICAN)
    play(r, "6|7", 1)
    play(r, "3|3", 0)             # first double: plays again
    # may cover it, or lay another double on another train it may play on
    assert plays_of(r) == {("3|9", 0), ("5|5", MEXICAN)}
    play(r, "5|5", MEXICAN)       # second double
    assert r.current == 0
    assert r.coverable_open_doubles() == [0, MEXICAN]
    assert plays_of(r) == {("3|9", 0)}  # oldest first
    play(r, "3|9", 0)              # covering ends the turn
    assert r.current == 1
    assert r.coverable_open_doubles() == [MEXICAN]
    assert plays_of(r) == set()   # seat 1 holds no 5: must draw
    assert r.legal_moves() == [DRAW]


def test_R11_next_seat_covers_in_order_laid() -> None:
    """Two doubles left open by one seat: the next seat covers the older one first."""
    r = position(11, ["11|3 11|5 3|3 5|5 0|1 0|2", "11|6 6|7 3|9 5|8 2|4"], boneyard="1|2")
    play(r, "11|3", 0)
    play(r, "11|6", 1)
    play(r, "11|5", MEXICAN)
    play(r, "6|7", 1)
    play(r, "3|3", 0)
    play(r, "5|5", MEXICAN)
    r.apply(DRAW)              # seat 0 cannot cover 3|3: draws 1|2, which does not cover
    r.apply(PASS)
    assert r.coverable_open_doubles() == [0, MEXICAN]
    # seat 1 holds 3|9 and 5|8: it must cover 3|3 (older) first
    assert plays_of(r) == {("3|9", 0)}
    play(r, "3|9", 0)
    assert r.coverable_open_doubles() == [MEXICAN]

def test_R11_cannot_cover_draws_and_lays_the_drawn_cover() -> None:
    r = position(11, ["11|3 3|3 0|1", "11|6 6|7"], boneyard="3|8")
    play(r, "11|3", 0)
    play(r, "11|6", 1)
    play(r, "3|3", 0)
    assert r.legal_moves() == [DRAW]
    r.apply(DRAW)
    assert plays_of(r) == {("3|8", 0)}
    play(r, "3|8", 0)
    assert r.current == 1 and not r.has_marker(0)


def test_R12_drawn_tile_that_fits_must_be_laid_and_one_that_does_not_passes() -> None:
    r = position(12, ["1|2 3|4", "0|5 5|6"], boneyard="12|9 0|0")
    assert r.legal_moves() == [DRAW]
    r.apply(DRAW)
    assert plays_of(r) == {("9|12", 0), ("9|12", MEXICAN)}
    assert PASS not in r.legal_moves()
    play(r, "9|12", MEXICAN)
    assert r.current == 1
    r.apply(DRAW)        # 0|0 fits nothing
    assert r.legal_moves() == [PASS]
    with pytest.raises(IllegalMove) as exc:
        r.apply(DRAW)
    assert exc.value.reason is Reason.ALREADY_DREW or exc.value.reason is Reason.MUST_PLAY
    r.apply(PASS)
    assert r.has_marker(1)


def test_R12_empty_boneyard_passes_at_once() -> None:
    r = position(12, ["1|2", "0|5", "12|3"], rest=2)
    assert r.boneyard_size == 0
    assert r.legal_moves() == [PASS]


def test_R12_drawn_double_gives_the_extra_play() -> None:
    r = position(12, ["12|6 1|2", "0|8 8|9"], boneyard="2|3 6|6 6|1")
    play(r, "12|6", 0)
    r.apply(DRAW)              # seat 1 draws 2|3: fits nothing
    r.apply(PASS)
    r.apply(DRAW)              # seat 0 draws 6|6: fits its own train
    assert plays_of(r) == {("6|6", 0)}
    play(r, "6|6", 0)
    assert r.current == 0      # the extra play of R11
    assert r.legal_moves() == [DRAW]  # 1|2 cannot cover: it may draw again for the cover
    r.apply(DRAW)
    assert plays_of(r) == {("1|6", 0)}
    play(r, "1|6", 0)
    assert r.current == 1

def test_R13_uncoverable_double_stops_blocking() -> None:
    # every tile with a 4 except 4|4 and 4|11 is in seat 0's train or hands: build it by play
    r = position(11, ["11|4 4|4 0|1 2|3", "11|5 5|6"], boneyard="7|8")
    play(r, "11|4", 0)
    play(r, "11|5", 1)
    play(r, "4|4", 0)
    # 4|4 is coverable while 4|x tiles are outside the table
    assert r.coverable_open_doubles() == [0]
    # Now a table where all thirteen 4s are laid: simulate with a round whose 4s are laid
    r.laid[4] = 13
    assert r.coverable_open_doubles() == []
    r._legal = None
    assert r.legal_moves() == [DRAW]  # no longer forced to cover; nothing else fits either


def test_R13_uncoverable_double_laid_is_no_constraint() -> None:
    """The thirteenth 5 on the table is the double itself: it cannot be covered."""
    r = position(0, ["0|5 5|5 1|2 0|6", "0|7 7|8 2|3"])
    play(r, "0|5", 0)
    play(r, "0|7", 1)
    r.laid[5] = 12  # as if the eleven other 5s were laid already
    r._legal = None
    r.drain_events()
    play(r, "5|5", 0)
    assert EventKind.DOUBLE_UNCOVERABLE in event_kinds(r)
    assert r.coverable_open_doubles() == []
    assert r.current == 0  # a double still gives the extra play
    assert ("0|6", MEXICAN) in plays_of(r)  # and it is free to play anywhere it may

def test_R14_going_out_ends_the_round_even_on_a_double() -> None:
    r = position(12, ["12|3 3|3", "12|5 5|6 1|1"])
    play(r, "12|3", 0)
    play(r, "12|5", 1)
    play(r, "3|3", 0)  # last tile, a double
    assert r.over and r.result is RoundEnd.OUT and r.out_seat == 0
    assert r.legal_moves() == []
    with pytest.raises(IllegalMove):
        r.apply(DRAW)


def test_R15_blocked_round_ends_at_once() -> None:
    # 3 seats; seat 2 holds all the rest, boneyard empty
    r = position(12, ["1|2", "3|4", "12|0"], rest=2)
    # seat 0 cannot play: passes; seat 1 passes; seat 2 can play: not blocked yet
    r.apply(PASS)
    assert not r.over
    r.apply(PASS)
    assert not r.over


def test_R15_blocked_round_by_play() -> None:
    """Both seats pass with an empty boneyard and no tile that fits: the round ends blocked."""
    # seat 1 holds every tile but 1|2 and the 12s (which seat 0 holds with 1|2);
    # seat 0 lays its twelve 12-tiles? too long; use R13: laid counts block everything.
    r = position(12, ["1|2", "0|3"], rest=1)
    r.laid[12] = 13  # no 12 remains outside the table: nothing can start a train
    # remove every 12-tile from seat 1's hand to make the table agree
    from mextrain.engine.tiles import NUM_MASK

    r.hands[1] &= ~NUM_MASK[12]
    r._legal = None
    assert r.legal_moves() == [PASS]
    r.apply(PASS)
    assert r.over and r.result is RoundEnd.BLOCKED and r.out_seat is None


def test_R16_one_tile_left_is_announced() -> None:
    r = position(12, ["12|3 3|4 9|9", "12|5 5|6 6|7"])
    play(r, "12|3", 0)
    assert EventKind.ONE_TILE_LEFT not in event_kinds(r)
    play(r, "12|5", 1)
    r.drain_events()
    play(r, "3|4", 0)
    evs = r.drain_events()
    assert any(e.kind is EventKind.ONE_TILE_LEFT and e.seat == 0 for e in evs)


def test_R17_scoring_zero_zero_counts_fifty() -> None:
    assert hand_score([T("0|0")]) == 50
    assert hand_score([T("0|0"), T("5|6"), T("0|1")]) == 62
    r = position(12, ["12|3", "0|0 5|6", "0|1 2|2"])
    play(r, "12|3", 0)
    assert r.over and r.points() == [0, 61, 5]


def test_R17_lowest_total_wins_and_ties_share() -> None:
    import random

    rng = random.Random(3)
    for seed in range(30):
        game = Game(GameOptions(players=2, rounds=7), seed, track_decisions=False)
        while game.phase is not Phase.GAME_OVER:
            if game.phase is Phase.ROUND_OVER:
                game.next_round()
            legal = game.legal_moves()
            game.apply(legal[rng.randrange(len(legal))])
        best = min(game.totals)
        assert game.winners == tuple(s for s, t in enumerate(game.totals) if t == best)
        assert sum(sum(p) for p in game.round_points()) == sum(game.totals)
        assert [s for s, place in enumerate(placings(game.totals)) if place == 1] == list(game.winners)


def test_R17_the_places_at_the_games_end_share_ties() -> None:
    """Issue 32, 5: the final sheet's places, ties shared as in any ranking (1st, 1st, 3rd)."""
    assert placings([10, 30, 10, 40]) == (1, 3, 1, 4)
    assert placings([5, 5, 5]) == (1, 1, 1)
    assert placings([70, 20, 20, 90, 20, 3, 70, 90]) == (5, 2, 2, 7, 2, 1, 5, 7)
