"""The hint: Normal's move over the person's view only, with a reason taken from Normal's terms."""
from __future__ import annotations

import dataclasses
import random

import pytest

from mextrain.ai import NormalPlayer
from mextrain.ai.estimate import estimate
from mextrain.ai.hint import HintReason, HintStrength, SearchReason, reason_for, search_hint, suggest
from mextrain.ai.normal import number_counts, plan_row, planned_row, play_terms, score_play
from mextrain.engine import DRAW, END, MEXICAN, PASS, Move, MoveKind, Tile, full_set
from support.ai import position, view_of
from support.hint_positions import hidden_swapped, positions

SEEDS = (3, 17)


@pytest.mark.parametrize("players", range(2, 9))
def test_the_hint_is_legal_and_is_normals_move(players: int) -> None:
    seen = 0
    for seed in SEEDS:
        for _, view in positions(players, seed, starting_run=seed % 2 == 1):
            hint = suggest(view)
            assert hint.move in view.legal
            assert hint.move == NormalPlayer().choose(view)
            assert isinstance(hint.reason, HintReason)
            seen += 1
    assert seen > 200


@pytest.mark.parametrize("players", range(2, 9))
def test_the_hint_never_reads_a_hidden_tile(players: int) -> None:
    rng = random.Random(players)
    checked = 0
    for game, view in positions(players, 5 + players, starting_run=True, limit=250):
        other = hidden_swapped(game, view, rng)
        # the very same view: the history is the public record (a rebuilt round has none) and
        # the rebuilt round lists the same legal moves in another order (the markers' order)
        assert set(other.legal) == set(view.legal)
        other = dataclasses.replace(other, history=view.history, legal=view.legal)
        assert other == view
        assert suggest(other) == suggest(view)
        checked += 1
    assert checked > 100


def test_every_kind_of_move_is_hinted_with_its_reason() -> None:
    reasons: dict[HintReason, int] = {}
    kinds = set()
    for players in (2, 4, 6, 8):
        for seed in SEEDS:
            for _, view in positions(players, seed, starting_run=True):
                hint = suggest(view)
                reasons[hint.reason] = reasons.get(hint.reason, 0) + 1
                kinds.add(hint.move.kind)
                if hint.move == DRAW:
                    assert hint.reason is HintReason.DRAW
                    assert not any(m.kind is MoveKind.PLAY for m in view.legal)
                elif hint.move == PASS:
                    assert hint.reason is HintReason.PASS
                elif hint.move == END:
                    assert hint.reason is HintReason.END_RUN
                elif hint.move.train in view.open_doubles and len(view.hand) > 1:
                    assert hint.reason is HintReason.COVER_DOUBLE
    assert kinds == set(MoveKind)  # play, draw, pass and the end of a starting run
    for reason in (HintReason.DRAW, HintReason.PASS, HintReason.END_RUN, HintReason.COVER_DOUBLE,
                   HintReason.START_RUN, HintReason.CONTINUE_RUN, HintReason.ROW_NEXT, HintReason.HEAVY,
                   HintReason.LIFT_MARKER, HintReason.SAVE_ROW, HintReason.GO_OUT):
        assert reasons.get(reason, 0) > 0, reason


def _ends_after(view, move) -> set[int]:
    """The numbers open where the seat may play (own train, Mexican Train, marked trains) after `move`."""
    out = set()
    for tv in view.trains:
        if tv.train == view.seat or tv.train == MEXICAN or tv.marker:
            out.add(move.tile.other(tv.open_end) if tv.train == move.train else tv.open_end)
    return out


def _true_of(reason: HintReason, view, move) -> bool:
    """The hint's words, checked plainly against the move and the position (issue 23)."""
    row = planned_row(view)
    plays = [m for m in view.legal if m.kind is MoveKind.PLAY]
    t, own = move.tile, move.train == view.seat
    holds_number = lambda n: sum(1 for x in view.hand if x.has(n))  # noqa: E731
    free = view.options.doubles == "free"
    weight = lambda x: x.score if view.options.zero_zero == 50 else x.pips  # noqa: E731
    last_double = lambda x: [y for y in view.hand if y != x] in ([d] for d in view.hand if d.is_double)  # noqa: E731
    return {
        HintReason.GO_OUT: len(view.hand) == 1,
        HintReason.ONLY_PLAY: len(plays) == 1,
        HintReason.COVER_DOUBLE: move.train in view.open_doubles,
        HintReason.START_RUN: own and view.options.starting_run and not view.had_turn[view.seat] and not view.run,
        HintReason.CONTINUE_RUN: own and (view.run or view.turn_plays > 0),
        HintReason.LIFT_MARKER: own and view.train(view.seat).marker,
        HintReason.ROW_NEXT: own and bool(row) and t == row[0],
        HintReason.SAVE_ROW: not own and bool(row) and t not in row,  # a tile the row does not need, elsewhere
        HintReason.LAY_DOUBLE: t.is_double and holds_number(t[0]) > 1 and not free,
        HintReason.FREE_DOUBLE: t.is_double and free,  # R20: one more play, no cover owed
        HintReason.KEEP_DOUBLE: not t.is_double and not free
        and any(m.tile.is_double and holds_number(m.tile[0]) == 1 for m in plays),
        HintReason.KEEP_LAST_DOUBLE: not view.options.out_on_double and not last_double(t)  # R21
        and any(last_double(m.tile) for m in plays),
        HintReason.VARIED_ENDS: len(_ends_after(view, move)) > 1,
        HintReason.HEAVY: weight(t) == max(weight(m.tile) for m in plays),  # R24: 0|0 as the rules count it
        HintReason.BEST_FIT: True,
        HintReason.ANY_TRAIN: _one_tile(plays) and any(_score(view, m) == _score(view, move) for m in plays if m != move),
        HintReason.BEST_TRAIN: _one_tile(plays) and all(_score(view, m) < _score(view, move) for m in plays if m != move),
    }[reason]


def _one_tile(plays) -> bool:
    return len(plays) > 1 and len({m.tile for m in plays}) == 1


def _score(view, move) -> float:
    return score_play(view, move, planned_row(view), number_counts(view.hand))


#: the words that speak of the train, all that is true when the only tile that fits was not chosen
TRAIN_WORDS = {HintReason.LIFT_MARKER, HintReason.ROW_NEXT, HintReason.SAVE_ROW, HintReason.VARIED_ENDS,
               HintReason.ANY_TRAIN, HintReason.BEST_TRAIN}


def test_when_one_tile_fits_on_several_trains_the_reason_is_about_the_train() -> None:
    """Issue 32, 3: "9|9 on the Mexican Train – gets rid of heavy tiles" and "2|4 … gets rid of heavy
    tiles" (6 pips) were said when 9|9 and 2|4 were the only tiles that fitted: the choice was the train."""
    said: dict[HintReason, int] = {}
    for players in (2, 3, 4, 6, 8):
        for seed in SEEDS + (5,):
            for _, view in positions(players, seed, starting_run=seed % 2 == 1):
                plays = [m for m in view.legal if m.kind is MoveKind.PLAY]
                if not _one_tile(plays) or len(view.hand) == 1 or set(view.open_doubles) & {m.train for m in plays}:
                    continue
                hint = suggest(view)
                if hint.reason in (HintReason.START_RUN, HintReason.CONTINUE_RUN):
                    continue  # the starting run's row: its train is the own one by the rules (R10)
                assert hint.reason in TRAIN_WORDS, (hint, view.hand, view.legal)
                assert _true_of(hint.reason, view, hint.move), (hint, view.hand, view.legal)
                said[hint.reason] = said.get(hint.reason, 0) + 1
    assert sum(said.values()) > 20 and len(said) >= 2, said


@pytest.mark.parametrize("players", range(2, 9))
def test_each_hint_reason_is_true_of_the_chosen_move(players: int) -> None:
    """Once 25 of 39 "keeps your row for your own train" hints laid on the own train, and
    "gets rid of heavy tiles" was said of 1|5 while 1|10, 1|11 and 9|12 fitted."""
    checked = 0
    for seed in (3, 17, 5):
        for _, view in positions(players, seed, starting_run=seed % 2 == 1):
            hint = suggest(view)
            if hint.move.kind is not MoveKind.PLAY:
                continue
            assert _true_of(hint.reason, view, hint.move), (hint, view.hand, view.legal)
            if hint.reason in (HintReason.SAVE_ROW, HintReason.ROW_NEXT, HintReason.LIFT_MARKER):
                # a reason true of every play there was would not say why *this* one
                others = [m for m in view.legal if m.kind is MoveKind.PLAY and m != hint.move]
                assert not all(_true_of(hint.reason, view, m) for m in others)
            checked += 1
    assert checked > 100


def test_score_play_is_the_sum_of_its_terms() -> None:
    for _, view in positions(5, 21, limit=150):
        row, counts = planned_row(view), number_counts(view.hand)
        for m in view.legal:
            if m.kind is MoveKind.PLAY:
                assert score_play(view, m, row, counts) == sum(play_terms(view, m, row, counts).values())


def test_reason_for_speaks_for_any_legal_move_and_no_hint_out_of_turn() -> None:
    for game, view in positions(3, 2, limit=60):
        for m in view.legal:
            assert isinstance(reason_for(view, m), HintReason)
        other = game.view((view.seat + 1) % view.players)
        with pytest.raises(ValueError):
            suggest(other)



HOUSE = [{"set": 9}, {"set": 15}, {"doubles": "free"}, {"out_on_double": False}, {"own_train_first": True},
         {"draw": "until_fits"}, {"zero_zero": 0}]


@pytest.mark.parametrize("rules", HOUSE, ids=lambda r: "-".join(f"{k}={v}" for k, v in r.items()))
def test_R18_R24_under_each_house_rule_the_hint_is_legal_normals_move_and_its_words_true(rules) -> None:
    """The hint plays by the rule set: Normal's move, legal under the house rule, and its reason
    true of the move there (a free double is not "a double you can cover yourself", a 0|0 that
    counts 0 is not heavy, a play that keeps a last double back says so)."""
    from mextrain.engine import GameOptions

    said: dict[HintReason, int] = {}
    for seed in (3, 17):
        for _, view in positions(4, seed, options=GameOptions.of(4, short=True, **rules), limit=250):
            hint = suggest(view)
            assert hint.move in view.legal and hint.move == NormalPlayer().choose(view)
            if hint.move.kind is MoveKind.PLAY:
                assert _true_of(hint.reason, view, hint.move), (rules, hint, view.hand, view.legal)
                said[hint.reason] = said.get(hint.reason, 0) + 1
    if rules.get("doubles") == "free":
        assert HintReason.LAY_DOUBLE not in said and HintReason.KEEP_DOUBLE not in said
        assert said.get(HintReason.FREE_DOUBLE, 0) >= 1, said


# ---------------------------------------------------------------- the search hint (issue 40)

#: a playout budget makes the search hint reproducible (its numbers are seeded from the view)
PLAYOUTS = 60


def _longest_row(hand, end: int) -> int:
    """The most tiles of `hand` that can be laid one after another from `end` (plain search)."""
    best = 0
    for t in hand:
        if t.has(end):
            rest = list(hand)
            rest.remove(t)
            best = max(best, 1 + _longest_row(rest, t.other(end)))
    return best


def _search_positions(players: int, seed: int, every: int = 9):
    """Positions with a choice of tiles (the search hint searches there), every `every`-th one."""
    n = 0
    for game, view in positions(players, seed, starting_run=seed % 2 == 1):
        plays = [m for m in view.legal if m.kind is MoveKind.PLAY]
        if len({m for m in plays}) > 1 and len(view.hand) > 1:
            n += 1
            if n % every == 0:
                yield game, view


@pytest.mark.parametrize("players", (2, 4, 6))
def test_every_search_hint_is_legal_and_its_words_true_of_the_position(players: int) -> None:
    """The search's words checked against the position and the search's own figures: the pips
    said are the search's means rounded, the row is a row the hand can lay on its own train and the
    other move keeps a shorter one, the double covered is open; the quick reason beside it holds."""
    said: dict[SearchReason, int] = {}
    for seed in (3, 17):
        for _, view in _search_positions(players, seed):
            hint = suggest(view, HintStrength.SEARCH, playouts=PLAYOUTS, seconds=None)
            note = hint.search
            assert hint.move in view.legal and note is not None and note.deals > 0
            assert _true_of(hint.reason, view, hint.move), (hint, view.hand, view.legal)
            est = estimate(view, playouts=PLAYOUTS)  # the same figures: the same view, the same seed
            mine = est.moves[est.index(hint.move)]
            normal = NormalPlayer().choose(view)
            assert note.switched == (hint.move != normal)
            if note.switched:  # Hard's rule: another move only when the search shows it better
                assert note.other == normal
                gain, se = est.difference(est.index(hint.move), est.index(normal))
                assert est.moves[est.index(normal)].dropped or gain >= 2.0 * se > 0
            if note.reason is SearchReason.FEWER_PIPS:
                other = est.moves[est.index(note.other)]
                assert (note.pips, note.other_pips) == (round(mine.own_points), round(other.own_points))
                assert note.pips < note.other_pips
            elif note.reason is SearchReason.KEEPS_ROW:
                t = hint.move.tile
                own = view.train(view.seat)
                end = t.other(own.open_end) if hint.move.train == view.seat else own.open_end
                rest = [x for x in view.hand if x != t]
                assert 1 < note.row <= _longest_row(rest, end)
                assert note.row == len(plan_row(rest, end))
                o = note.other
                o_end = o.tile.other(own.open_end) if o.train == view.seat else own.open_end
                assert len(plan_row([x for x in view.hand if x != o.tile], o_end)) < note.row
            elif note.reason is SearchReason.COVERS_DOUBLE:
                assert hint.move.train in view.open_doubles
            elif note.reason is SearchReason.QUICK:
                assert hint.move == normal and not note.switched
            said[note.reason] = said.get(note.reason, 0) + 1
    assert sum(said.values()) >= 8 and SearchReason.FEWER_PIPS in said, said


def test_the_search_hint_blocks_a_last_tile_where_normals_lets_it_out() -> None:
    """Seat 1 holds one tile, 6|9 (seat 0 holds every other one): Normal starts its row on its own
    train and seat 1 goes out on the Mexican Train's 6; the search hint blocks the 6 and says why
    in the search's figures (far fewer pips left at the round's end)."""
    opp = [Tile(6, 12), Tile(6, 9)]
    rest = [t for t in full_set() if t not in set(opp) | {Tile(12, 12)}]
    view = view_of(position([" ".join(map(str, rest)), "12|6 6|9"], "12|6@m", starter=1))
    normal = NormalPlayer().choose(view)
    assert normal == Move.play(Tile(0, 12), 0)
    quick = suggest(view)
    assert quick.move == normal and quick.search is None
    hint = suggest(view, HintStrength.SEARCH, playouts=400, seconds=None)
    assert hint.move.train == MEXICAN and hint.move.tile != Tile(6, 9)
    note = hint.search
    assert note is not None and note.switched and note.other == normal
    assert note.reason is SearchReason.FEWER_PIPS and note.pips + 50 < note.other_pips


def test_the_search_hint_never_reads_a_hidden_tile() -> None:
    rng = random.Random(8)
    checked = 0
    for game, view in _search_positions(3, 11, every=5):
        other = hidden_swapped(game, view, rng)
        other = dataclasses.replace(other, history=view.history, legal=view.legal)
        assert other == view
        assert search_hint(other, playouts=PLAYOUTS, seconds=None) == search_hint(view, playouts=PLAYOUTS, seconds=None)
        checked += 1
        if checked == 6:
            break
    assert checked == 6


def test_the_search_hint_keeps_to_its_time_and_a_forced_move_needs_no_search() -> None:
    for _, view in _search_positions(4, 5, every=20):
        hint = suggest(view, HintStrength.SEARCH, seconds=0.1)
        assert hint.move in view.legal and hint.search is not None
        break
    for _, view in positions(2, 3, limit=80):
        if len(view.legal) == 1:
            hint = suggest(view, HintStrength.SEARCH)
            assert hint.move == view.legal[0] and hint.search is None
            break
    else:
        pytest.fail("no forced move")


def test_a_hint_seat_plays_legal_moves_as_the_hint_would() -> None:
    from mextrain.ai import make_player
    from mextrain.ai.hint import HintPlayer

    seat = make_player("hint:40", "t")
    assert isinstance(seat, HintPlayer) and seat.kind == "hint" and seat.playouts == 40 and seat.seconds is None
    assert make_player("hint", "t").thinking_time == 0.5  # the hint's own budget by default
    for _, view in _search_positions(3, 4, every=12):
        move = seat.choose(view)
        assert move == search_hint(view, playouts=40, seconds=None).move
        assert seat.stats.searched and seat.stats.samples > 0
