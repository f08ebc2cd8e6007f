"""Why the computer did that (ai/why.py): every computer's move has a reason that is true of the
move and the public table, says nothing of what the player holds, and Hard's carries its search."""
from __future__ import annotations

import dataclasses
import random

import pytest

from mextrain.ai import HardPlayer, make_player
from mextrain.ai.why import Manner, Why, WhyCode, why_of
from mextrain.engine import DRAW, END, MEXICAN, PASS, GameOptions, MoveKind, Tile, full_set
from support.ai import position, view_of
from support.hint_positions import positions


def _true_of(why: Why, view, move) -> bool:
    """The reason's words, checked plainly against the move and the public table."""
    code = why.code
    if code is WhyCode.DRAW:
        return move == DRAW
    if code is WhyCode.PASS:
        return move == PASS
    if code is WhyCode.RUN:
        return move == END or view.run
    assert move.kind is MoveKind.PLAY
    return {
        WhyCode.GO_OUT: len(view.hand) == 1 and view.hand_counts[view.seat] == 1,
        WhyCode.COVER_DOUBLE: move.train in view.open_doubles,
        WhyCode.LIFT_MARKER: move.train == view.seat and view.train(view.seat).marker,
        WhyCode.FREE_DOUBLE: move.tile.is_double and view.options.doubles == "free",
        WhyCode.OWN_TRAIN: move.train == view.seat,
        WhyCode.ELSEWHERE: move.train != view.seat and (move.train == MEXICAN or view.train(move.train).marker),
    }[code]


def _other_hand(view, move, rng: random.Random):
    """The same view but every tile of the hand other than the one laid swapped for unseen ones."""
    kept = [move.tile] if move.kind is MoveKind.PLAY else []
    seen = set(view.hand) | set(view.table_tiles()) | {Tile(view.engine_number, view.engine_number)}
    unseen = [t for t in full_set(view.options.set) if t not in seen]
    rng.shuffle(unseen)
    return dataclasses.replace(view, hand=tuple(kept + unseen[: len(view.hand) - len(kept)]))


@pytest.mark.parametrize("kind", ["random", "easy", "normal", "hard:30"])
@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_every_computer_move_has_a_true_reason_that_tells_nothing_of_its_hand(kind: str) -> None:
    rng = random.Random(kind)
    codes: dict[WhyCode, int] = {}
    for players, seed in ((2, 3), (4, 17), (6, 5)):
        player = make_player(kind, seed)
        for _, view in positions(players, seed, starting_run=seed % 2 == 1, limit=150):
            move = player.choose(view)
            why = why_of(player, view, move)
            assert _true_of(why, view, move), (kind, why, move, view.hand)
            if move.kind is MoveKind.PLAY or len(view.legal) > 1:
                expected = {"random": Manner.ANY, "easy": Manner.EASY, "normal": Manner.RULE_OF_THUMB}.get(kind)
                assert why.manner in ((expected,) if expected else (Manner.RULE_OF_THUMB, Manner.SEARCH))
            else:
                assert why.manner is None  # a draw or a pass it could not avoid
            if kind != "hard:30":  # the same words whatever else it holds
                assert why_of(player, _other_hand(view, move, rng), move) == why
            codes[why.code] = codes.get(why.code, 0) + 1
    assert {WhyCode.DRAW, WhyCode.OWN_TRAIN, WhyCode.ELSEWHERE, WhyCode.COVER_DOUBLE} <= set(codes), codes


def test_hards_reason_carries_its_search_where_it_changed_the_rule_of_thumbs_move() -> None:
    """Seat 1's last tile is 6|9: Normal would start its own train and let it out on the Mexican
    Train's 6; Hard's search blocks the 6, and its reason says the search changed the move and
    found it better by many points a round."""
    opp = [Tile(6, 12), Tile(6, 9)]
    rest = [t for t in full_set() if t not in set(opp) | {Tile(12, 12)}]
    view = view_of(position([" ".join(map(str, rest)), "12|6 6|9"], "12|6@m", starter=1))
    hard = HardPlayer(random.Random(1), seconds=None, iterations=400)
    move = hard.choose(view)
    assert move.train == MEXICAN
    why = why_of(hard, view, move)
    assert why.code is WhyCode.ELSEWHERE and why.manner is Manner.SEARCH and why.switched
    assert why.deals == hard.stats.samples > 10
    assert why.gain is None or why.gain > 30
    assert not why.last_round
    # a quick move (its last tile) needs no search: no deals said
    alone = view_of(position(["3|12", "5|5 6|6"], starter=0))
    hard.choose(alone)
    assert why_of(hard, alone, alone.legal[0]).deals == 0


def test_in_the_last_round_hards_gain_is_a_share_of_games() -> None:
    for _, view in positions(2, 9, options=GameOptions(2, 7), limit=3000):
        plays = [m for m in view.legal if m.kind is MoveKind.PLAY]
        if view.round_number == 7 and len(plays) > 2 and len(view.hand) > 3:
            hard = HardPlayer(random.Random(2), seconds=None, iterations=200)
            why = why_of(hard, view, hard.choose(view))
            assert why.last_round and why.deals > 0
            assert why.gain is None or -1.0 <= why.gain <= 1.0
            return
    pytest.fail("no position with a choice")


def test_a_move_the_engine_forced_is_not_called_a_choice() -> None:
    for _, view in positions(3, 4, limit=120):
        if view.legal == (DRAW,):
            why = why_of(make_player("normal", 1), view, DRAW)
            assert why == Why(WhyCode.DRAW)
            return
    pytest.fail("no forced draw")


def test_a_lone_tile_that_fits_is_not_called_the_only_one() -> None:
    for _, view in positions(3, 4, limit=300):
        if len(view.legal) == 1 and view.legal[0].kind is MoveKind.PLAY and len(view.hand) > 1:
            why = why_of(make_player("normal", 1), view, view.legal[0])
            assert why.manner is Manner.RULE_OF_THUMB
            return
    pytest.fail("no lone tile")



@pytest.mark.parametrize("kind", ["random", "easy", "normal", "hard:30"])
def test_a_joined_tables_reason_is_worked_out_from_another_seats_view_and_tells_nothing(kind: str) -> None:
    """At a joined table the reason is worked out from the joined person's own view of the table just
    before the computer's move (`public_why`): what the rules and the move say is the computer's own
    reason; how it chose is its kind's (Hard's figures stay at the host); and it is the same when every
    tile hidden from the joined person (the computer's hand, the boneyard) is dealt anew."""
    from mextrain.ai.why import public_why
    from support.hint_positions import hidden_swapped

    rng = random.Random(kind)
    base = kind.partition(":")[0]
    checked = 0
    for players, seed in ((2, 3), (4, 17)):
        player = make_player(kind, seed)
        for game, view in positions(players, seed, starting_run=seed % 2 == 1, limit=120):
            move = player.choose(view)
            own = why_of(player, view, move)
            mover = view.seat
            watcher = (mover + 1) % players
            seen = game.view(watcher)  # the joined person's view, a moment before the computer's move
            why = public_why(seen, mover, move, base)
            assert why is not None and why.code is own.code and not why.searched
            if move.kind is MoveKind.PLAY:
                expected = {"random": Manner.ANY, "easy": Manner.EASY, "normal": Manner.RULE_OF_THUMB,
                            "hard": Manner.SEARCHED}[base]
                assert why.manner is expected
                assert own.manner in ((expected,) if base != "hard" else (Manner.RULE_OF_THUMB, Manner.SEARCH))
            else:
                assert why.manner is None  # never whether a run's end was all it could do
            # every tile the joined person cannot see dealt anew: the same words
            assert public_why(hidden_swapped(game, seen, rng), mover, move, base) == why
            checked += 1
    assert checked > 150
    assert public_why(game.view(0), game.current_seat, DRAW, "remote") is None  # a person's move: no reason
