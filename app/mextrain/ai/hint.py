"""The hint: the move a computer player would make in the person's place, and why, in a code.

`suggest(view)` asks Normal (deterministic, well under a millisecond as a rule) over the person's
`PlayerView` only, so a hint can never betray a hidden tile. The reason is not guessed
after the fact: it is the scoring term of Normal (`normal.play_terms`) that sets the
chosen play furthest apart from the next best one, or the rule that left no choice, and
it is said only in words that are true of the chosen play (`holds`): a term gains as much
by the runner-up's penalty as by the chosen play's bonus, and once named a play on the
own train "keeps your row for your own train". When the only tile that fits may go on several
trains, only the train was chosen, so only words about the train are said (never "gets rid of
heavy tiles" of a tile there was no choice about). A hint of the only move there is, a draw or
a pass (`tells_nothing`), is not counted as help used.
The UI translates the `HintReason` (ui/assist_ui.py).

Two strengths (`HintStrength`, the person's choice in Preferences): Normal's quick rule of
thumb (`suggest(view)`: deterministic, the reasons above), or Hard's search (`suggest(view,
HintStrength.SEARCH)`): every legal move is estimated with Hard's search (`estimate.estimate`,
within `HINT_SECONDS`, its random numbers seeded from the view alone) and the hint is the move Hard
would make by the same rule: Normal's move, unless the search shows another better by Hard's
`SWITCH_Z` standard errors. Its words are drawn from the search (`SearchNote`), compared with the
move it was weighed against (Normal's move when the search changed it, else the best other move
the search kept): fewer pips left at the round's end ("about 12 instead of 21", the search's
means), more tiles kept that fit the own train, the open double covered; when none of these
figures sets it apart, the quick reason is said if true of it, else that the search found it best.
"""
from __future__ import annotations

import enum
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from mextrain.engine import DRAW, END, MEXICAN, PASS, Move, MoveKind, PlayerView, Tile

from .base import DecisionStats, Player, SearchingPlayer, forced_move
from .estimate import Estimate, estimate
from .hard import SWITCH_Z
from .normal import DEFAULT_WEIGHTS, NormalPlayer, Weights, number_counts, planned_row, play_terms, run_move


class HintReason(enum.Enum):
    """Why the hinted move, in one short phrase (translated by the UI)."""

    DRAW = "draw"                  # no tile fits: draw
    PASS = "pass"                  # nothing fits and the boneyard is empty (or the drawn tile fits nowhere): pass
    END_RUN = "end_run"            # the starting run's row is laid: end it
    GO_OUT = "go_out"              # the last tile
    ONLY_PLAY = "only_play"        # the only tile that fits anywhere
    START_RUN = "start_run"        # first tile of a starting run: the longest row
    CONTINUE_RUN = "continue_run"  # the starting run's next tile
    COVER_DOUBLE = "cover_double"  # an open double must be covered (R11)
    LIFT_MARKER = "lift_marker"    # a tile on the own train lifts its marker (R8)
    ROW_NEXT = "row_next"          # the first tile of the longest row on the own train
    SAVE_ROW = "save_row"          # a tile the row does not need goes elsewhere first
    LAY_DOUBLE = "lay_double"      # a double the hand can cover
    FREE_DOUBLE = "free_double"    # a double under R20's free doubles: one more play, nobody must cover it
    KEEP_LAST_DOUBLE = "keep_last_double"  # R21: not a play that leaves a double as the last tile
    KEEP_DOUBLE = "keep_double"    # not a double that could not be covered
    VARIED_ENDS = "varied_ends"    # not the same number open at every end
    HEAVY = "heavy"                # the heaviest tile that fits
    BEST_FIT = "best_fit"          # none of the above is true of it: the best all things weighed
    # one tile fits, on several trains: only the train was chosen, and the words say why that one
    ANY_TRAIN = "any_train"        # the only tile that fits; its other trains would do as well
    BEST_TRAIN = "best_train"      # the only tile that fits; none of the above: the best train all things weighed


class HintStrength(enum.Enum):
    """How the hint is worked out (Preferences): Normal's quick rule of thumb or Hard's search."""

    QUICK = "quick"
    SEARCH = "search"


#: the search hint's time budget, all told (issue 40: at most 0.5 s; it runs off the GUI thread)
HINT_SECONDS = 0.5
#: of which the search leaves this much for Normal's move, the reason and the last playout under way
#: (bench.hint: the search alone overran its budget by up to 17 ms on the loaded machine)
HINT_MARGIN = 0.04


class SearchReason(enum.Enum):
    """What the search's figures say for the hinted move against the move it was weighed against."""

    FEWER_PIPS = "fewer_pips"        # leaves fewer pips at the round's end: about `pips` instead of `other_pips`
    KEEPS_ROW = "keeps_row"          # keeps `row` tiles that fit the own train (the other move keeps fewer)
    COVERS_DOUBLE = "covers_double"  # covers the open double, so nobody else must
    QUICK = "quick"                  # the quick reason (`Hint.reason`) is true of it and the search agrees
    BEST = "best"                    # the search found it best, all deals weighed


@dataclass(frozen=True)
class SearchNote:
    """The search's side of a hint: `reason`, the figures its words use (`pips` and `other_pips`
    rounded from the search's means, `row` tiles), the move it was weighed against (`other`, None
    when it was the only one searched) and how many deals of the hidden tiles were played (`deals`);
    `switched`: the search changed Normal's move."""

    reason: SearchReason
    deals: int
    other: Move | None = None
    pips: int = 0
    other_pips: int = 0
    row: int = 0
    switched: bool = False


@dataclass(frozen=True)
class Hint:
    move: Move
    reason: HintReason
    #: with Hard's search: what its figures say (None for the quick hint and forced moves)
    search: SearchNote | None = None


#: the term of `play_terms` that decided, and the reasons it may stand for (the first that
#: is true of the chosen play is said): a term gains as much by the chosen play's bonus as
#: by the runner-up's penalty, so the words must be checked against the chosen play itself
_TERM_REASONS = {
    "marker": (HintReason.LIFT_MARKER,),
    "row": (HintReason.ROW_NEXT, HintReason.SAVE_ROW),
    "elsewhere": (HintReason.SAVE_ROW, HintReason.ROW_NEXT),
    "double": (HintReason.LAY_DOUBLE, HintReason.FREE_DOUBLE, HintReason.KEEP_DOUBLE),
    "last_double": (HintReason.KEEP_LAST_DOUBLE,),
    "same_end": (HintReason.VARIED_ENDS,),
    "pips": (HintReason.HEAVY, HintReason.KEEP_DOUBLE),  # the heaviest but a double kept back
}

#: what is said when no term's words are true of the chosen play: the first that is
_FALLBACK = (HintReason.ROW_NEXT, HintReason.SAVE_ROW, HintReason.LAY_DOUBLE, HintReason.FREE_DOUBLE, HintReason.HEAVY,
             HintReason.KEEP_DOUBLE)

#: the reasons that speak of the train rather than the tile: all that may be said when the
#: only tile that fits goes on one of several trains ("gets rid of heavy tiles" was true of
#: the tile, but the tile was never chosen)
_TRAIN_REASONS = frozenset({HintReason.LIFT_MARKER, HintReason.ROW_NEXT, HintReason.SAVE_ROW, HintReason.VARIED_ENDS})


def tells_nothing(legal: Sequence[Move]) -> bool:
    """One move and no tile in it (only a draw, only a pass): the table already says so, so a
    hint there is no help used (not counted in the save, the score sheet or the statistics)."""
    return len(legal) == 1 and legal[0].kind is not MoveKind.PLAY


def suggest(view: PlayerView, strength: HintStrength = HintStrength.QUICK, *, player: Player | None = None,
            weights: Weights = DEFAULT_WEIGHTS, seconds: float = HINT_SECONDS, playouts: int | None = None,
            should_stop: Callable[[], bool] | None = None) -> Hint:
    """The hint for the seat whose `view` it is (its `legal` must not be empty): Normal's move
    (or `player`'s), or with `HintStrength.SEARCH` Hard's within `seconds` (or `playouts`)."""
    if not view.legal:
        raise ValueError("no hint: it is not this seat's turn")
    if strength is HintStrength.SEARCH and player is None:
        return search_hint(view, seconds=seconds, playouts=playouts, should_stop=should_stop, weights=weights)
    chooser = player if player is not None else NormalPlayer(weights=weights)
    move = chooser.choose(view)
    return Hint(move, reason_for(view, move, weights))


def search_hint(view: PlayerView, *, seconds: float | None = HINT_SECONDS, playouts: int | None = None,
                should_stop: Callable[[], bool] | None = None, weights: Weights = DEFAULT_WEIGHTS) -> Hint:
    """Hard's move for `view` and the search's words for it (see the module docstring). All of
    it within `seconds` (None: `playouts` alone bounds it, for reproducible tests and the arena)."""
    start = time.perf_counter()
    prior = NormalPlayer(weights=weights).choose(view)
    left = None if seconds is None else max(0.01, seconds - HINT_MARGIN - (time.perf_counter() - start))
    est = estimate(view, seconds=left, playouts=playouts, should_stop=should_stop)
    if est.samples == 0:  # a forced move, or no deal played in time: Normal's, as Hard would
        return Hint(prior, reason_for(view, prior, weights))
    p = est.index(prior)
    best = est.best
    if best != p and not est.moves[p].dropped:
        gain, se = est.difference(best, p)
        if not (se > 0 and gain / se >= SWITCH_Z) and not (se == 0 and gain > 0):
            best = p  # not shown better than Normal's move: Hard keeps it (hard.py)
    move = est.moves[best].move
    return Hint(move, reason_for(view, move, weights), search_note(view, est, best, p, weights))


class HintPlayer(SearchingPlayer):
    """A seat that plays the search hint on every turn (the arena's "hint:0.5s", issue 40): what a
    person who always followed the hint would play. Budgeted as the hint is: `seconds` (default
    `HINT_SECONDS`) or `playouts`."""

    kind = "hint"

    def __init__(self, *, seconds: float | None = HINT_SECONDS, playouts: int | None = None) -> None:
        self.seconds = seconds
        self.playouts = playouts
        self._stats = DecisionStats()

    def choose(self, view: PlayerView, should_stop: Callable[[], bool] | None = None) -> Move:
        start = time.perf_counter()
        self._stats = DecisionStats()
        forced = forced_move(view)
        if forced is not None:
            move = forced
        else:
            hint = search_hint(view, seconds=self.seconds, playouts=self.playouts, should_stop=should_stop)
            move = hint.move
            self._stats.searched = hint.search is not None
            self._stats.samples = hint.search.deals if hint.search is not None else 0
        self._stats.seconds = time.perf_counter() - start
        return move


def search_note(view: PlayerView, est: Estimate, chosen: int, prior: int,
                weights: Weights = DEFAULT_WEIGHTS) -> SearchNote:
    """The words the search's figures give for `est.moves[chosen]`: against Normal's move (`prior`)
    when the search changed it, else against the best other move the search kept."""
    c = est.moves[chosen]
    switched = chosen != prior
    if switched:
        other_index: int | None = prior
    else:
        rivals = [i for i, m in enumerate(est.moves) if i != chosen and m.samples > 0 and m.move.kind is MoveKind.PLAY]
        kept = [i for i in rivals if not est.moves[i].dropped] or rivals
        other_index = max(kept, key=lambda i: est.moves[i].mean) if kept else None
    deals = est.samples
    if c.move.kind is MoveKind.PLAY and c.covers_double and len(view.hand) > 1:
        return SearchNote(SearchReason.COVERS_DOUBLE, deals, None, switched=switched)
    if other_index is None:
        return SearchNote(SearchReason.BEST, deals, switched=switched)
    o = est.moves[other_index]
    pips, other_pips = round(c.own_points), round(o.own_points)
    if pips < other_pips:
        return SearchNote(SearchReason.FEWER_PIPS, deals, o.move, pips, other_pips, switched=switched)
    if c.own_row > o.own_row and c.own_row > 1:
        return SearchNote(SearchReason.KEEPS_ROW, deals, o.move, row=c.own_row, switched=switched)
    if not switched:
        return SearchNote(SearchReason.QUICK, deals, o.move, switched=False)
    return SearchNote(SearchReason.BEST, deals, o.move, switched=True)


def open_ends_after(view: PlayerView, move: Move) -> set[int]:
    """The numbers open at the ends the seat may play on after laying `move` (R7)."""
    assert move.tile is not None
    seat = view.seat
    ends = set()
    for tv in view.trains:
        if tv.train == seat or tv.train == MEXICAN or tv.marker:
            ends.add(move.tile.other(tv.open_end) if tv.train == move.train else tv.open_end)
    return ends


def holds(reason: HintReason, view: PlayerView, move: Move, row: list[Tile], counts: list[int]) -> bool:
    """Whether the words of `reason` are true of laying `move` in this position."""
    t = move.tile
    assert t is not None
    plays = [m for m in view.legal if m.kind is MoveKind.PLAY]
    fits = [m.tile for m in plays if m.tile is not None]  # the tiles that may be laid now
    own = move.train == view.seat
    if reason is HintReason.LIFT_MARKER:
        return own and view.train(view.seat).marker
    if reason is HintReason.ROW_NEXT:
        return own and bool(row) and t == row[0]
    if reason is HintReason.SAVE_ROW:  # a tile the row does not need, laid elsewhere
        return not own and bool(row) and t not in row
    free = view.options.free_doubles  # R20: a double needs no cover
    if reason is HintReason.LAY_DOUBLE:
        return t.is_double and counts[t[0]] > 1 and not free
    if reason is HintReason.FREE_DOUBLE:
        return t.is_double and free
    if reason is HintReason.KEEP_DOUBLE:
        return not t.is_double and not free and any(x.is_double and counts[x[0]] <= 1 for x in fits)
    if reason is HintReason.KEEP_LAST_DOUBLE:  # R21: another play would leave a last double
        return (not view.options.out_on_double and not _leaves_last_double(view, t)
                and any(_leaves_last_double(view, x) for x in fits))
    if reason is HintReason.VARIED_ENDS:
        return len(open_ends_after(view, move)) > 1 and any(len(open_ends_after(view, m)) == 1 for m in plays)
    if reason is HintReason.HEAVY:
        zero = view.options.zero_zero  # R24: what 0|0 counts

        def weight(x: Tile) -> int:
            return x.score if zero == 50 else x.pips

        return weight(t) >= max(weight(x) for x in fits)
    return False


def _leaves_last_double(view: PlayerView, t: Tile) -> bool:
    """R21: laying `t` leaves one tile in the hand, and it is a double."""
    rest = [x for x in view.hand if x != t]
    return len(rest) == 1 and rest[0].is_double


def reason_for(view: PlayerView, move: Move, weights: Weights = DEFAULT_WEIGHTS) -> HintReason:
    """Why Normal would make `move` (one of `view.legal`) in this position: the rule that
    left no choice, else the scoring term that set it furthest apart from the runner-up,
    said only in words that are true of `move` itself."""
    if move == DRAW:
        return HintReason.DRAW
    if move == PASS:
        return HintReason.PASS
    if move == END:
        return HintReason.END_RUN
    assert move.kind is MoveKind.PLAY and move.tile is not None
    plays = [m for m in view.legal if m.kind is MoveKind.PLAY]
    if len(view.hand) == 1:
        return HintReason.GO_OUT
    if move.train in view.open_doubles:
        return HintReason.COVER_DOUBLE
    row = planned_row(view)
    if run_move(view, row) == move:
        return HintReason.CONTINUE_RUN if view.run or view.turn_plays else HintReason.START_RUN
    if len(plays) == 1:
        return HintReason.ONLY_PLAY
    only_tile = all(m.tile == move.tile for m in plays)  # only the train was chosen
    counts = number_counts(view.hand)
    chosen = play_terms(view, move, row, counts, weights)
    others = [m for m in plays if m != move]
    runner = max(others, key=lambda m: sum(play_terms(view, m, row, counts, weights).values()))
    second = play_terms(view, runner, row, counts, weights)
    gains = {k: chosen.get(k, 0.0) - second.get(k, 0.0) for k in set(chosen) | set(second)}
    for term in sorted(sorted(gains), key=lambda k: -gains[k]):
        if gains[term] <= 0:
            break
        for reason in _TERM_REASONS.get(term, ()):
            if (not only_tile or reason in _TRAIN_REASONS) and holds(reason, view, move, row, counts):
                return reason
    if only_tile:
        if sum(chosen.values()) <= sum(second.values()):
            return HintReason.ANY_TRAIN  # a tie: the first of equal trains
        return next((r for r in _FALLBACK if r in _TRAIN_REASONS and holds(r, view, move, row, counts)),
                    HintReason.BEST_TRAIN)
    for reason in _FALLBACK:
        if holds(reason, view, move, row, counts):
            return reason
    return HintReason.BEST_FIT


__all__ = ["HINT_SECONDS", "Hint", "HintReason", "HintPlayer", "HintStrength", "SearchNote", "SearchReason", "holds",
           "search_hint", "search_note", "open_ends_after", "reason_for", "suggest", "tells_nothing"]
