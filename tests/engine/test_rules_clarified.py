"""The rules rules.md clarified (R11, R12, R15), each through moves on a scripted position.

The R15 positions come from random games (tests/data/r15_*.json: the deal and the moves
up to the moment in question); all but the blocked one are rounds that the engine once
ended too early, first when it judged the table as it stood, then when it judged it after
the forced pass of the seat to move only.
"""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from mextrain.engine import DRAW, PASS, GameOptions, Move, MoveKind, Reason, RoundEnd, RoundState, Tile
from mextrain.engine.events import EventKind
from mextrain.engine.moves import MEXICAN
from support.rules import T, play, plays_of, position

DATA = Path(__file__).resolve().parents[1] / "data"


def recorded_position(name: str) -> RoundState:
    """The round of a fixture, its recorded moves applied in order."""
    fix = json.loads((DATA / name).read_text())
    hands = [[Tile(*t) for t in h] for h in fix["hands"]]
    boneyard = [Tile(*t) for t in fix["boneyard"]]
    r = RoundState(len(hands), fix["engine"], hands, boneyard, fix["starter"], track_events=True)
    for m in fix["moves"]:
        r.apply(Move.from_json(m))
    return r


# ---------------------------------------------------------------- R15
def test_R15_forced_pass_opens_a_train_so_the_round_goes_on_two_seats() -> None:
    r = recorded_position("r15_two_seats.json")
    assert r.engine_number == 10 and r.current == 0 and r.boneyard_size == 1
    r.apply(DRAW)  # the boneyard's last tile, 5|5: it fits nowhere
    assert T("5|5") in r.hand(0)
    assert r.boneyard_size == 0 and r.legal_moves() == [PASS]
    # not blocked: the pass will put a marker on seat 0's train (open end 7), and seat 1 holds 7|9
    assert not r.over
    assert r.open_end(0) == 7 and T("7|9") in r.hand(1)
    r.apply(PASS)
    assert r.has_marker(0) and not r.over
    assert ("7|9", 0) in plays_of(r)
    play(r, "7|9", 0)
    assert r.train_tiles(0)[-1][0] == T("7|9")


def test_R15_forced_pass_opens_a_train_for_a_seat_that_is_not_next() -> None:
    r = recorded_position("r15_four_seats.json")
    mover = r.current
    nxt = (mover + 1) % 4
    assert r.boneyard_size == 0 and r.legal_moves() == [PASS] and not r.has_marker(mover)
    # before the pass only the marker could help: nobody can lay on the table as it is
    assert not any(r.can_lay_fresh(s) for s in range(4))
    assert not r.over
    r.apply(PASS)
    assert r.has_marker(mover) and not r.over
    # the next seat cannot lay and passes too; the seat after it lays on the mover's train
    helped = [s for s in range(4) if r.can_lay_fresh(s)]
    assert helped and nxt not in helped
    while r.current not in helped:
        assert r.legal_moves() == [PASS]
        r.apply(PASS)
        assert not r.over
    plays = [m for m in r.legal_moves() if m.kind is MoveKind.PLAY]
    assert plays and all(m.train == mover for m in plays)


def test_R15_two_seats_both_pass_and_seat_0_lays_on_train_1_seed_2001() -> None:
    """The example of R15 (issue 18): seat 1 has just laid 8|11 on its own train; the round
    once ended there as blocked, which cost seat 1 the round it then goes out of."""
    r = recorded_position("r15_seed2001_two_seats.json")
    assert r.engine_number == 12 and r.boneyard_size == 0
    assert r.current == 0 and r.legal_moves() == [PASS] and not r.over
    assert T("8|12") in r.hand(0) and r.open_end(1) == 8 and not r.has_marker(1)
    r.apply(PASS)  # seat 0's train already carries a marker: this pass opens nothing
    assert not r.over and r.hand(1) == [T("5|11")]
    assert r.legal_moves() == [PASS]  # 5|11 fits no train seat 1 may lay on
    r.apply(PASS)
    assert r.has_marker(1) and not r.over
    assert ("8|12", 1) in plays_of(r)  # the marker seat 1's pass put there opens its train
    play(r, "8|12", 1)
    r.apply(PASS)
    play(r, "3|12", 1)
    r.apply(PASS)
    play(r, "3|11", 1)
    play(r, "5|11", 1)  # seat 1 goes out
    assert r.result is RoundEnd.OUT and r.out_seat == 1 and r.points()[1] == 0


def test_R15_only_the_later_passes_of_other_seats_open_the_trains_three_seats() -> None:
    """Seat 2 must pass and its train already has a marker: judged after its own pass, nobody
    could lay. The passes of seats 0 and 1 then open trains 0 and 1, where seat 2 lays."""
    r = recorded_position("r15_three_seats_later_pass.json")
    assert r.boneyard_size == 0 and r.current == 2 and r.legal_moves() == [PASS]
    assert r.has_marker(2) and not r.has_marker(0) and not r.has_marker(1)
    assert not any(r.can_lay_fresh(s) for s in range(3))  # nobody can lay on the table as it is
    assert not r.over and r.could_still_lay(2) and not r.could_still_lay(1)
    for passer in (2, 0, 1):
        assert r.current == passer and r.legal_moves() == [PASS]
        r.apply(PASS)
        assert not r.over
    assert r.current == 2
    assert plays_of(r) == {("8|11", 0), ("11|11", 0), ("3|7", 1)}


def test_R15_a_round_that_really_is_blocked_ends_with_the_turn_that_blocks_it() -> None:
    """Four seats: the last move lays 2|2, the thirteenth tile with a 2 (R13: it cannot be
    covered); no tile left in any hand fits any open end, whatever markers are added. The
    double gives its seat one more play (R11), which can only be the forced pass: the round
    ends at the end of that turn (R15), and a record that stops before the pass is read so."""
    fix = json.loads((DATA / "r15_four_seats_blocked.json").read_text())
    last = Move.from_json(fix["moves"].pop())
    hands = [[Tile(*t) for t in h] for h in fix["hands"]]
    r = RoundState(4, fix["engine"], hands, [Tile(*t) for t in fix["boneyard"]], fix["starter"], track_events=True)
    for m in fix["moves"]:
        r.apply(Move.from_json(m))
    assert not r.over and r.boneyard_size == 0 and last == Move.play(T("2|2"), 1)
    mover = r.current
    r.apply(last)
    assert not r.over and r.blocked_now() and r.legal_moves() == [PASS] and r.current == mover
    r.apply(PASS)
    assert r.result is RoundEnd.BLOCKED and r.out_seat is None
    ends = {r.open_end(t) for t in r.train_ids()}
    assert not any(t.has(v) for s in range(4) for t in r.hand(s) for v in ends)
    assert not any(r.could_still_lay(s) for s in range(4))
    assert r.points() == [12, 8, 8, 12]  # R17: 5|7; 1|1 and 1|5; 1|7; 6|6
    assert r.drain_events()[-1].kind is EventKind.ROUND_OVER


# ---------------------------------------------------------------- R12 in a starting run
def run_to_uncovered_double(boneyard: str) -> RoundState:
    """Seat 1 starts the Mexican Train with 3|8 (engine 3); seat 0's run lays 3|4 and 4|4
    and cannot cover 4|4."""
    r = position(3, ["3|4 4|4 10|11", "3|8 9|10 0|6"], boneyard=boneyard, starter=1, starting_run=True)
    play(r, "3|8", MEXICAN)  # seat 1's first tile elsewhere: a normal turn, no run
    assert r.current == 0
    play(r, "3|4", 0)
    assert r.run
    play(r, "4|4", 0)
    assert r.legal_moves() == [DRAW]  # R10/R12: it cannot cover its own double
    return r


def test_R12_drawn_double_after_a_run_goes_on_another_train_as_the_extra_play() -> None:
    r = run_to_uncovered_double("8|8 1|2")
    r.apply(DRAW)
    assert not r.run  # drawing ends the run
    assert plays_of(r) == {("8|8", MEXICAN)}  # it may not cover 4|4, but it is a double (R11)
    play(r, "8|8", MEXICAN)
    assert r.current == 0  # R11: a double plays again
    # now the oldest open double (4|4) must be covered, or another double laid: neither is held
    assert r.legal_moves() == [DRAW]
    r.apply(DRAW)  # 1|2 fits nowhere
    assert r.legal_moves() == [PASS]
    r.apply(PASS)
    assert r.has_marker(0) and r.current == 1
    assert r.coverable_open_doubles() == [0, MEXICAN]  # oldest first: 4|4, then 8|8


def test_R12_drawn_tile_after_a_run_may_cover_its_double() -> None:
    r = run_to_uncovered_double("4|9")
    r.apply(DRAW)
    assert plays_of(r) == {("4|9", 0)}
    play(r, "4|9", 0)
    assert r.current == 1 and not r.run
    assert r.coverable_open_doubles() == []


def test_R12_drawn_tile_after_a_run_that_fits_only_elsewhere_is_not_laid() -> None:
    r = run_to_uncovered_double("8|9")  # fits the Mexican Train, but 4|4 is open
    r.apply(DRAW)
    assert r.legal_moves() == [PASS]
    r.apply(PASS)
    assert r.has_marker(0) and r.current == 1


def test_R12_after_a_run_draws_only_the_drawn_tile_may_be_laid() -> None:
    # seat 0 holds 10|10, which the Mexican Train (open end 10) would take as R11's extra
    # play, but the run kept it on its own train, and after the draw only 1|2 may be laid
    r = position(3, ["3|4 4|4 10|10 0|6", "3|10 9|11 0|5"], boneyard="1|2", starter=1, starting_run=True)
    play(r, "3|10", MEXICAN)
    play(r, "3|4", 0)
    play(r, "4|4", 0)
    assert r.legal_moves() == [DRAW]
    r.apply(DRAW)
    assert r.legal_moves() == [PASS]
    assert r.why_illegal(Move.play(T("10|10"), MEXICAN)) is Reason.DRAWN_TILE_ONLY


def test_R12_drawn_double_after_a_run_is_what_normal_and_the_playout_choose() -> None:
    from mextrain.ai import NormalPlayer
    from mextrain.ai.policy import engine_move as _engine_move

    r = run_to_uncovered_double("8|8 1|2")
    r.apply(DRAW)
    double = Move.play(T("8|8"), MEXICAN)
    assert _engine_move(r, r.legal_moves(), random.Random(0), 0.0) == double
    view = r.view(0, GameOptions(2, 13, True))
    assert view.legal == (double,)
    assert NormalPlayer().choose(view) == double


# ---------------------------------------------------------------- R11 on a personal train
def test_R11_next_seat_covers_an_open_double_on_a_personal_train_without_a_marker() -> None:
    # seat 0 lays 5|5 on the Mexican Train, then 6|6 on its own train as the extra play,
    # then covers 5|5 (the oldest): its turn ends with 6|6 open on its own, unmarked train
    r = position(4, ["4|6 5|5 6|6 5|1 0|0", "4|5 6|9 2|3"])
    play(r, "4|6", 0)
    play(r, "4|5", MEXICAN)
    play(r, "5|5", MEXICAN)
    assert ("6|6", 0) in plays_of(r)
    play(r, "6|6", 0)
    assert plays_of(r) == {("1|5", MEXICAN)}  # the oldest open double first
    play(r, "1|5", MEXICAN)
    assert r.current == 1 and not r.has_marker(0)
    assert r.coverable_open_doubles() == [0]
    # seat 1 must cover 6|6 on seat 0's personal train, though it carries no marker
    assert plays_of(r) == {("6|9", 0)}
    play(r, "6|9", 0)
    assert r.coverable_open_doubles() == [] and r.current == 0
    # covering opened that train for this one tile only
    assert not r.has_marker(0) and 0 not in r.playable_slots(1)


# ---------------------------------------------------------------- R15 in records written before
def test_R15_a_record_written_under_the_first_judgement_still_reads() -> None:
    """Seed 2001 as the engine once played it: round 1 ended blocked after 8|11 (seat 1 could
    have gone out two passes later). A saved game or record of it must still open, with the
    points it had; the round in play goes on under R15 as it is now."""
    from mextrain.engine import Phase
    from mextrain.engine.record import replay

    data = json.loads((DATA / "r15_first_judgement_record.json").read_text())
    game = replay(data)
    first = game.rounds[0]
    assert first.result is RoundEnd.BLOCKED and list(first.points) == data["rounds"][0]["end"]["points"] == [140, 16]
    assert game.phase is Phase.PLAYING and game.round_number == 2 and game.totals == [140, 16]


def test_R15_a_record_that_ends_a_round_where_neither_judgement_did_is_refused() -> None:
    from mextrain.engine.record import RecordError, replay

    data = json.loads((DATA / "r15_first_judgement_record.json").read_text())
    data["rounds"][0]["events"].pop()  # seat 1 could still lay 8|11 here
    with pytest.raises(RecordError, match="play goes on"):
        replay(data)
