"""The house rules R18–R24, each through moves on scripted deals (rules.md; the plain
reference in test_random_simulation.py checks them again in random games)."""
from __future__ import annotations

import pytest

from mextrain.engine import DRAW, END, PASS, Game, GameOptions, Phase, RoundEnd, full_set
from mextrain.engine.events import EventKind
from mextrain.engine.options import HAND_SIZES, RuleError, parse_rule_set
from mextrain.engine.record import SeatConfig, game_to_record, replay
from support.rules import MEXICAN, T, play, plays_of, position


def opts(players: int = 2, **rules: object) -> GameOptions:
    return GameOptions.of(players, **rules)


# ------------------------------------------------------------------ R18 rule sets
def test_R18_the_standard_rules_are_every_default_and_a_rule_set_is_one_value() -> None:
    assert GameOptions(4).standard and GameOptions(4).differences() == ()
    house = opts(4, set=9, doubles="free", zero_zero=0)
    assert house.differences() == ("set", "doubles", "zero_zero")
    assert house.to_json() == {"players": 4, "rounds": 10, "starting_run": False, "set": 9, "doubles": "free",
                               "zero_zero": 0}
    assert GameOptions.from_json(house.to_json()) == house
    assert GameOptions(4).with_rules(house.rules()) == house
    assert GameOptions.of(4, short=True).with_rules({"set": 15}).rounds == 8  # short stays short (R19)


@pytest.mark.parametrize("rules,option", [
    ({"set": 7}, "set"), ({"doubles": "open"}, "doubles"), ({"draw": "until-fits"}, "draw"),
    ({"zero_zero": 25}, "zero_zero"), ({"own_train_first": "yes"}, "own_train_first"), ({"colour": "red"}, "colour"),
])
def test_R18_a_rule_set_that_cannot_be_played_is_refused_naming_the_option(rules: dict, option: str) -> None:
    with pytest.raises(RuleError) as exc:
        parse_rule_set({"name": "Ours", "rules": rules})
    assert exc.value.option == option and option in str(exc.value)


def test_R18_a_rule_set_file_keeps_its_name_and_every_rule() -> None:
    name, rules = parse_rule_set({"name": " Grandma's ", "rules": {"set": 9, "draw": "until_fits"}})
    assert name == "Grandma's" and rules["set"] == 9 and rules["draw"] == "until_fits" and rules["doubles"] == "cover"
    assert parse_rule_set({"zero_zero": 0})[0] is None


# ------------------------------------------------------------------ R19 the set
@pytest.mark.parametrize("top", [6, 9, 12, 15])
def test_R19_each_set_deals_its_tiles_hands_rounds_and_engines(top: int) -> None:
    assert len(full_set(top)) == (top + 1) * (top + 2) // 2 and max(t.b for t in full_set(top)) == top
    for players in range(2, len(HAND_SIZES[top]) + 2):
        options = opts(players, set=top)
        assert options.rounds == top + 1 and opts(players, set=top, short=True).rounds == (top + 2) // 2
        game = Game(options, 7)
        deal = game.rounds[0].deal
        assert deal.engine_number == top  # N|N first (R4 with N)
        assert all(len(h) == HAND_SIZES[top][players - 2] for h in deal.hands)
        every = [t for h in deal.hands for t in h] + list(deal.boneyard)
        assert sorted(every + [T(f"{top}|{top}")]) == sorted(full_set(top))
    with pytest.raises(RuleError, match="players"):
        opts(len(HAND_SIZES[top]) + 2, set=top)


def test_R19_a_double_6_set_is_for_2_to_4_seats_and_its_last_round_is_0_0() -> None:
    with pytest.raises(RuleError, match="2 to 4"):
        GameOptions(5, set=6)
    game = Game(opts(4, set=6), 3)
    while game.phase is not Phase.GAME_OVER:
        if game.phase is Phase.ROUND_OVER:
            game.next_round()
        else:
            game.apply(game.legal_moves()[0])
    assert [r.deal.engine_number for r in game.rounds] == [6, 5, 4, 3, 2, 1, 0]


def test_R19_R13_in_a_double_6_set_a_number_has_seven_tiles() -> None:
    """Double-6, engine 6|6: a double of 4 stays open while a tile with a 4 is off the table."""
    r = position(6, ["6|4 4|4 0|1", "6|5 1|2"], options=opts(set=6))
    assert r.per_number == 7
    play(r, "6|4", 0)
    play(r, "6|5", 1)
    play(r, "4|4", 0)
    assert r.coverable_open_doubles() == [0]


# ------------------------------------------------------------------ R20 free doubles
def _free_table(doubles: str):
    r = position(12, ["12|5 5|5 12|4 1|2", "12|8 8|9 0|1"], options=opts(doubles=doubles))
    play(r, "12|5", 0)
    play(r, "12|8", 1)
    play(r, "5|5", 0)
    return r


def test_R20_under_free_a_double_plays_again_anywhere_and_nobody_must_cover_it() -> None:
    r = _free_table("free")
    assert r.current == 0 and plays_of(r) == {("4|12", MEXICAN)}  # the extra play goes anywhere it may
    assert r.coverable_open_doubles() == [] and not any(e.kind is EventKind.DOUBLE_OPENED for e in r.drain_events())
    play(r, "12|4", MEXICAN)
    assert r.current == 1 and ("8|9", 1) in plays_of(r)  # the next seat need not cover 5|5
    cover = _free_table("cover")
    assert cover.legal_moves() == [DRAW] and cover.coverable_open_doubles() == [0]  # R11: only a cover


def test_R20_a_free_double_whose_extra_play_cannot_be_made_draws_then_passes_with_a_marker() -> None:
    r = position(12, ["12|5 5|5 1|2", "12|8 8|9"], boneyard="0|3", options=opts(doubles="free"))
    play(r, "12|5", 0)
    play(r, "12|8", 1)
    play(r, "5|5", 0)
    assert r.legal_moves() == [DRAW]
    r.apply(DRAW)
    assert r.legal_moves() == [PASS]
    r.apply(PASS)
    assert r.has_marker(0) and r.current == 1


def test_R20_R10_under_free_a_starting_run_may_end_right_after_a_double() -> None:
    for doubles, may_end in (("free", True), ("cover", False)):
        r = position(12, ["12|5 5|5 7|9", "12|8 8|9"], options=opts(doubles=doubles, starting_run=True))
        play(r, "12|5", 0)
        play(r, "5|5", 0)
        assert (END in r.legal_moves()) is may_end


# ------------------------------------------------------------------ R21 going out on a double
def test_R21_a_last_double_may_not_be_laid_but_may_once_the_hand_holds_another_tile() -> None:
    for out_on_double, legal in ((True, {("5|5", 0)}), (False, set())):
        r = position(12, ["12|5 5|5", "12|8 8|11 2|3"], boneyard="0|2", options=opts(out_on_double=out_on_double))
        play(r, "12|5", 0)
        play(r, "12|8", 1)
        assert plays_of(r) == legal
    assert r.legal_moves() == [DRAW]
    r.apply(DRAW)  # 0|2 fits nowhere
    assert r.legal_moves() == [PASS]
    r.apply(PASS)
    play(r, "8|11", 1)
    assert plays_of(r) == {("5|5", 0)}  # two tiles in hand: the double may go now


def test_R21_R14_with_going_out_on_a_double_allowed_the_double_ends_the_round() -> None:
    r = position(12, ["12|5 5|5", "12|8 0|1 2|3"], options=opts())
    play(r, "12|5", 0)
    play(r, "12|8", 1)
    play(r, "5|5", 0)
    assert r.result is RoundEnd.OUT and r.out_seat == 0


# ------------------------------------------------------------------ R22 own train first
def test_R22_until_a_seat_has_laid_on_its_own_train_it_may_lay_only_there() -> None:
    r = position(12, ["12|3 12|4 4|5 3|7", "12|8 8|9 0|1"], options=opts(own_train_first=True))
    assert plays_of(r) == {("3|12", 0), ("4|12", 0)}  # not the Mexican Train
    standard = position(12, ["12|3 12|4 4|5 3|7", "12|8 8|9 0|1"])
    assert ("3|12", MEXICAN) in plays_of(standard)
    play(r, "12|3", 0)
    play(r, "12|8", 1)
    assert plays_of(r) == {("3|7", 0), ("4|12", MEXICAN)}  # started: R7 holds


def test_R22_a_seat_that_has_not_started_covers_an_open_double_wherever_it_lies_and_is_still_not_started() -> None:
    rules = opts(own_train_first=True)
    r = position(12, ["12|6 6|6 1|2", "6|3 0|1"], boneyard="2|11 0|4 9|10", options=rules)
    play(r, "12|6", 0)
    assert r.legal_moves() == [DRAW]  # seat 1 holds no 12 for its own train, and may lay nowhere else
    r.apply(DRAW)
    r.apply(PASS)
    play(r, "6|6", 0)  # a double on its own train: seat 0 must cover it (R11)
    r.apply(DRAW)
    r.apply(PASS)
    assert plays_of(r) == {("3|6", 0)}  # seat 1 covers the double on seat 0's train (R22's exception)
    play(r, "6|3", 0)
    assert not r.started[1]


# ------------------------------------------------------------------ R23 drawing until a tile fits
def test_R23_a_seat_draws_one_tile_at_a_time_until_one_fits_and_lays_that_one() -> None:
    r = position(12, ["1|2 3|4", "12|8 0|1"], boneyard="5|6 7|9 9|12 10|11", starter=0,
                 options=opts(draw="until_fits"))
    r.apply(DRAW)  # 5|6 fits nowhere
    assert r.legal_moves() == [DRAW]  # R12 would pass here
    r.apply(DRAW)  # 7|9: nor that
    r.apply(DRAW)  # 9|12 fits
    assert plays_of(r) == {("9|12", 0), ("9|12", MEXICAN)}
    play(r, "12|9", 0)
    assert r.current == 1 and r.hand_count(0) == 4
    one = position(12, ["1|2 3|4", "12|8 0|1"], boneyard="5|6 7|9 9|12", options=opts())
    one.apply(DRAW)
    assert one.legal_moves() == [PASS]


def test_R23_each_tile_drawn_is_a_decision_of_its_own_in_the_record() -> None:
    options = opts(3, set=9, draw="until_fits")
    game = Game(options, 11)
    while game.phase is not Phase.GAME_OVER:
        if game.phase is Phase.ROUND_OVER:
            game.next_round()
        else:
            game.apply(game.legal_moves()[-1])
    record = game_to_record(game, [SeatConfig(f"S{i}", "random") for i in range(3)])
    draws_in_a_row = max(sum(1 for _ in run) for rd in record["rounds"] for run in _draw_runs(rd["events"]))
    assert draws_in_a_row >= 2
    assert replay(record).totals == game.totals


def _draw_runs(events):
    run: list[dict] = []
    for e in events:
        if e["move"] == {"draw": True} and (not run or run[-1]["seat"] == e["seat"]):
            run.append(e)
        else:
            if run:
                yield run
            run = [e] if e["move"] == {"draw": True} else []
    if run:
        yield run


def test_R23_with_the_boneyard_empty_a_seat_that_drew_until_it_was_gone_passes() -> None:
    r = position(12, ["1|2 3|4", "12|8 0|1"], boneyard="5|6", rest=1, options=opts(draw="until_fits"))
    r.apply(DRAW)
    assert r.boneyard_size == 0 and r.legal_moves() == [PASS]


# ------------------------------------------------------------------ R24 the 0|0 tile
@pytest.mark.parametrize("zero_zero,points", [(50, [0, 53]), (0, [0, 3])])
def test_R24_the_0_0_tile_counts_50_or_its_pips(zero_zero: int, points: list[int]) -> None:
    r = position(12, ["12|5", "0|0 1|2"], options=opts(zero_zero=zero_zero))
    play(r, "12|5", 0)
    assert r.result is RoundEnd.OUT and r.points() == points
