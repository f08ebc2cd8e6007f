"""The hint: Normal's move over the person's view only, with a reason taken from Normal's terms."""
from __future__ import annotations

import dataclasses
import random

import pytest

from hint_positions import hidden_swapped, positions
from mextrain.ai import NormalPlayer
from mextrain.ai.hint import HintReason, reason_for, suggest
from mextrain.ai.normal import number_counts, planned_row, play_terms, score_play
from mextrain.engine import DRAW, END, PASS, MoveKind

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


def test_the_reason_is_the_term_that_set_the_chosen_play_apart() -> None:
    """Where Normal weighed plays, the term named is the one the chosen play gains most by."""
    names = {HintReason.LIFT_MARKER: "marker", HintReason.ROW_NEXT: "row", HintReason.SAVE_ROW: "elsewhere",
             HintReason.VARIED_ENDS: "same_end"}
    checked = 0
    for _, view in positions(4, 9):
        hint = suggest(view)
        if hint.reason not in names:
            continue
        row, counts = planned_row(view), number_counts(view.hand)
        plays = [m for m in view.legal if m.kind is MoveKind.PLAY and m != hint.move]
        runner = max(plays, key=lambda m: score_play(view, m, row, counts))
        chosen, second = play_terms(view, hint.move, row, counts), play_terms(view, runner, row, counts)
        term = names[hint.reason]
        gain = chosen.get(term, 0) - second.get(term, 0)
        assert gain > 0
        assert all(chosen.get(k, 0) - second.get(k, 0) <= gain for k in set(chosen) | set(second))
        checked += 1
    assert checked > 20


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
