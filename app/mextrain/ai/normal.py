"""Normal: the strategy the source rule texts teach ("So gewinnst du öfter", "Як частіше
вигравати?", the Danish closing tip), each point a scored preference.

1. First turn with the starting run on (R10): lay the longest row the hand allows
   (`arrange`), tile after tile, and end the run when the row is laid.
2. Otherwise keep that row in mind: the planned row is `arrange(hand, own open end)`,
   recomputed each turn. Its first tile is the one to lay on the own train; its other
   tiles are saved for the own train, and tiles outside it are played elsewhere first
   (the Mexican Train, trains with a marker).
3. Shed tiles with many pips first (they count against you at the end).
4. Do not lay a double without holding a tile that covers it (R11): it would open the
   own train to everyone.
5. Lift the own marker as soon as possible by playing on the own train (R8).
6. The Mexican Train is where a tile goes when nothing fits the own train.
7. Do not leave the same number open at every end one may play on.

The weights below order these: going out beats everything; lifting a marker beats the
plan; an uncovered double is laid only when nothing else is legal; a tile outside the
plan goes elsewhere before the plan's next tile goes on the own train; the pips break
the remaining ties. (The order of the last two matters more than the other weights: laying
the plan's next tile first cost Normal a good part of its margin over Random in the arena,
`python -m mextrain.sim --table`.)
"""
from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from mextrain.engine import END, MEXICAN, Move, MoveKind, PlayerView, Tile
from mextrain.engine.arrange import RowSearchTooLarge, arrange_anytime, arrange_bits
from mextrain.engine.tiles import ALL_TILES, MAX_PIPS, mask_of

from .base import Player, forced_move

#: states of the exact row search (ample for a fresh hand), then nodes of the bounded one
#: for a hand that drew a lot: a decision stays within milliseconds
ROW_STATES = 700
ROW_NODES = 500


@dataclass(frozen=True)
class Weights:
    """The preferences, in points of a tile's pips (see the module doc for their order)."""

    lift_marker: float = 1000
    double_without_cover: float = -500
    double_with_cover: float = 30
    row_next: float = 50           # the planned row's next tile on the own train
    breaks_row: float = -100       # a tile outside the plan on the own train
    planned_elsewhere: float = -100  # a tile of the plan laid anywhere but the own train
    elsewhere_first: float = 100   # a tile outside the plan on the Mexican Train or a marked train
    same_end_everywhere: float = -25
    same_end_none_held: float = -25
    last_double: float = -200      # R21: a double kept as the last tile can never be laid


DEFAULT_WEIGHTS = Weights()


def plan_row(hand: Iterable[Tile], open_end: int) -> list[Tile]:
    """The Arrange helper's row (`arrange`) where the exact search stays small, else the
    best row a bounded search finds, so that huge hands stay fast."""
    mask = mask_of(hand)
    try:
        bits = arrange_bits(mask, open_end, ROW_STATES)
    except RowSearchTooLarge:
        bits = arrange_anytime(mask, open_end, ROW_NODES)
    return [ALL_TILES[b.bit_length() - 1] for b in bits]


def planned_row(view: PlayerView) -> list[Tile]:
    """The longest row of the hand from the own train's open end."""
    return plan_row(view.hand, view.train(view.seat).open_end)


def run_move(view: PlayerView, row: list[Tile]) -> Move | None:
    """R10: during the first turn with the starting run on, the row's next tile or END."""
    seat = view.seat
    legal = view.legal
    first_turn = view.options.starting_run and not view.had_turn[seat] and view.turn_plays == 0 and not view.drew
    if not (view.run or first_turn):
        return None
    if row:
        m = Move.play(row[0], seat)
        if m in legal:
            return m
    if view.run and END in legal:
        return END
    return None


def score_play(view: PlayerView, move: Move, row: list[Tile], counts: list[int],
               w: Weights = DEFAULT_WEIGHTS) -> float:
    """How much Normal likes laying `move.tile` on `move.train` (higher is better)."""
    return sum(play_terms(view, move, row, counts, w).values())


def play_terms(view: PlayerView, move: Move, row: list[Tile], counts: list[int],
               w: Weights = DEFAULT_WEIGHTS) -> dict[str, float]:
    """`score_play` term by term ("pips", "double", "marker", "row", "elsewhere", "same_end"),
    so that a hint can say which preference decided (ai/hint.py)."""
    seat = view.seat
    t = move.tile
    tr = move.train
    assert t is not None and tr is not None
    # 3. heavy tiles first (0|0 counts 50, R17, or 0 under R24)
    terms: dict[str, float] = {"pips": t.score if view.options.zero_zero == 50 else t.pips}
    if t.is_double:
        # 4. a cover is another tile of the hand with the double's number (R20: a free double
        # needs none)
        free = view.options.free_doubles
        terms["double"] = w.double_with_cover if free or counts[t[0]] > 1 else w.double_without_cover
    if not view.options.out_on_double and len(view.hand) == 2:
        last = view.hand[0] if view.hand[1] == t else view.hand[1]
        if last.is_double:
            terms["last_double"] = w.last_double  # R21
    own = view.train(seat)
    in_row = t in row
    if tr == seat:
        if own.marker:
            terms["marker"] = w.lift_marker  # 5.
        terms["row"] = w.row_next if row and t == row[0] else w.breaks_row  # 2.
    else:
        terms["elsewhere"] = w.planned_elsewhere if in_row else w.elsewhere_first  # 2., 6.
    # 7. the ends this seat may play on after the move
    target = view.train(tr)
    new_end = t.other(target.open_end)
    ends = set()
    for tv in view.trains:
        if tv.train == seat or tv.train == MEXICAN or tv.marker:
            ends.add(new_end if tv.train == tr else tv.open_end)
    if len(ends) == 1:
        same = w.same_end_everywhere
        (only,) = ends
        held = counts[only] - (1 if t.has(only) else 0)
        if held <= 0:
            same += w.same_end_none_held
        terms["same_end"] = same
    return terms


def number_counts(hand: tuple[Tile, ...]) -> list[int]:
    """How many tiles of the hand carry each number (a double counts once)."""
    counts = [0] * (MAX_PIPS + 1)
    for t in hand:
        counts[t[0]] += 1
        if t[1] != t[0]:
            counts[t[1]] += 1
    return counts


class NormalPlayer(Player):
    """The source texts' strategy as fixed preferences; deterministic, well under 5 ms."""

    kind = "normal"

    def __init__(self, rng: random.Random | None = None, weights: Weights = DEFAULT_WEIGHTS) -> None:
        self.rng = rng  # unused: Normal is deterministic; kept for a uniform constructor
        self.weights = weights

    def choose(self, view: PlayerView, should_stop: Callable[[], bool] | None = None) -> Move:
        forced = forced_move(view)
        if forced is not None:
            return forced
        plays = [m for m in view.legal if m.kind is MoveKind.PLAY]
        row = planned_row(view)
        m = run_move(view, row)
        if m is not None:
            return m
        counts = number_counts(view.hand)
        return max(plays, key=lambda mv: score_play(view, mv, row, counts, self.weights))


__all__ = ["NormalPlayer", "number_counts", "plan_row", "planned_row", "play_terms", "run_move", "score_play"]
