"""How good is each legal move? Hard's search, asked for figures instead of a move.

`estimate(view, playouts=..., seconds=..., should_stop=...)` runs Hard's search
(`hard.paired_search`: the unseen tiles dealt consistently with the view, every candidate
played out on the same deals with the fast policy, the clearly worse ones dropped) and
returns, per legal move, its mean outcome with its standard error, the paired difference
to any other move, and the figures a reason needs: the points the seat is expected to hold
at the round's end (R17; 0 when it goes out), the longest row of its hand that fits its own
train after the move, whether the move is laid on the own train, lifts its marker or
covers a double (R8, R11).

The outcome is Hard's reward (`hard._reward_function`): the opponents' mean points minus the
seat's own in the round, or, in the game's last round, mostly whether the seat ends lowest.
Higher is better.

Deterministic: the random numbers are seeded from the view's contents (`view_seed`: what the
seat sees and the public history, never a hidden tile), so with a playout budget the same view
gives the same figures, and a hidden tile that changes after the fact changes nothing. A time
budget (`seconds`) or `should_stop` cut the search where the clock says, so the figures then
depend on the machine's speed, as Hard's moves do.

Used by the coach (`coach.py`) and the hint.
"""
from __future__ import annotations

import hashlib
import math
import random
import time
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

from mextrain.engine import Move, MoveKind, PlayerView

from .hard import SearchRun, paired_search
from .normal import plan_row

#: playouts when neither a playout nor a time budget is given
DEFAULT_PLAYOUTS = 2000


@dataclass(frozen=True)
class MoveEstimate:
    """One legal move as the search saw it. `mean` and `stderr` are the outcome (higher is
    better) and its standard error over `samples` deals (0 samples: not searched, both 0);
    `own_points` is the seat's expected points at the round's end after this move (R17,
    the search's mean). The others are read from the view alone, no search: `own_row` is
    how many tiles of the hand left after the move form a row from the own train's open
    end (after the move); `on_own_train`, `lifts_marker` and `covers_double` say what the
    move itself does. `dropped`: the search stopped playing it as clearly worse."""

    move: Move
    mean: float
    stderr: float
    own_points: float
    samples: int
    own_row: int
    on_own_train: bool
    lifts_marker: bool
    covers_double: bool
    dropped: bool


@dataclass(frozen=True)
class Estimate:
    """Every legal move of one view, estimated on common deals (see the module doc).

    `moves` follows `view.legal`'s order (each move once); `best` is the index of the move with
    the highest mean among those the search kept; `samples`, `playouts` and `seconds` are what
    the search spent. `difference(a, b)` is the paired mean of a's outcome minus b's and its
    standard error, over the deals both were played on. When the view has one legal move, or
    none needed a search (going out), nothing is searched: `samples` is 0."""

    seat: int
    moves: tuple[MoveEstimate, ...]
    best: int
    samples: int
    playouts: int
    seconds: float
    seed: int
    _run: SearchRun | None

    def index(self, move: Move) -> int:
        """Where `move` is in `moves` (ValueError if it was not legal)."""
        for i, m in enumerate(self.moves):
            if m.move == move:
                return i
        raise ValueError(f"{move} was not a legal move here")

    def difference(self, a: int, b: int) -> tuple[float, float]:
        """(mean of a - b, its standard error) over the deals both moves were played on; the
        standard error is math.inf when fewer than two such deals were played."""
        run = self._run
        if run is None or a == b:
            return 0.0, math.inf if a != b else 0.0
        p = run.paired
        n = min(run.counts[a], run.counts[b])  # the first n deals: both were alive then
        if n < 2:
            return 0.0, math.inf
        # the sums of a candidate dropped early stop growing; compare on the common deals only
        if run.counts[a] != run.counts[b]:
            return _common_difference(run, a, b)
        mean = (p.sums[a] - p.sums[b]) / n
        square_sum = p.products[a][a] - 2 * p.products[a][b] + p.products[b][b]
        var = max(0.0, (square_sum - n * mean * mean) / (n - 1))
        return mean, math.sqrt(var / n)


def _common_difference(run: SearchRun, a: int, b: int) -> tuple[float, float]:
    values = run.values
    n = min(run.counts[a], run.counts[b])
    diffs = [values[a][t] - values[b][t] for t in range(n)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(var / n)


def view_seed(view: PlayerView) -> int:
    """A seed from what the seat sees (its hand, the table, the counts, the public history and
    the turn's public state): the same view, the same seed; never a hidden tile."""
    parts = (
        view.seat, view.options.to_json(), view.round_number, view.engine_number, sorted(view.hand),
        view.hand_counts, view.boneyard_size,
        [(tv.train, tv.tiles, tv.open_end, tv.marker) for tv in view.trains],
        view.open_doubles, view.current, view.legal,
        [(e.seat, e.move, sorted(e.lacked) if e.lacked is not None else None) for e in view.history],
        view.totals, view.drew, view.drawn, view.run, view.turn_plays, view.turn_doubles, view.had_turn,
        view.all_open_doubles, view.started, view.weak_lack,
    )
    digest = hashlib.sha256(repr(parts).encode()).digest()
    return int.from_bytes(digest[:8], "big")


def estimate(
    view: PlayerView,
    *,
    playouts: int | None = None,
    seconds: float | None = None,
    should_stop: Callable[[], bool] | None = None,
    keep: Sequence[Move] = (),
    read_moves: bool = False,
    min_samples: int = 0,
) -> Estimate:
    """Estimate every legal move of `view` (the seat must be to move) with Hard's search.

    The budget: `playouts` (deterministic), `seconds`, or both (whichever ends first); neither
    means `DEFAULT_PLAYOUTS`. `should_stop` is checked between deals (from any thread). The
    moves in `keep` are played on every deal, never dropped as clearly worse (the coach keeps
    the move a person made so its difference to the best is measured on every deal). The time
    budget counts only once `min_samples` deals are played (`should_stop` always counts).
    """
    if not view.legal:
        raise ValueError("nothing to estimate: it is not this seat's turn")
    if playouts is not None and playouts < 1:
        raise ValueError(f"the playout budget must be at least 1, not {playouts!r}")
    if seconds is not None and seconds <= 0:
        raise ValueError(f"the time budget must be positive, not {seconds!r}")
    if playouts is None and seconds is None:
        playouts = DEFAULT_PLAYOUTS
    start = time.perf_counter()
    candidates = list(dict.fromkeys(view.legal))
    seed = view_seed(view)
    statics = [_static(view, m) for m in candidates]
    searchable = len(candidates) > 1 and not (len(view.hand) == 1 and any(m.kind is MoveKind.PLAY for m in candidates))
    if not searchable:
        moves = tuple(MoveEstimate(m, 0.0, 0.0, 0.0, 0, *statics[i], dropped=False) for i, m in enumerate(candidates))
        best = next((i for i, m in enumerate(candidates) if m.kind is MoveKind.PLAY), 0)
        return Estimate(view.seat, moves, best, 0, 0, time.perf_counter() - start, seed, None)
    deadline = start + seconds if seconds is not None else math.inf
    kept = _indices(candidates, keep)
    run = paired_search(view, candidates, random.Random(seed), budget=playouts, deadline=deadline,
                        should_stop=should_stop, read_moves=read_moves, keep=kept, trace=True,
                        min_samples=min_samples)
    out = []
    for i, m in enumerate(candidates):
        n = run.counts[i]
        mean = run.paired.sums[i] / n if n else 0.0
        own = run.own_points[i] / n if n else 0.0
        if n >= 2:
            var = max(0.0, (run.paired.products[i][i] - n * mean * mean) / (n - 1))
            se = math.sqrt(var / n)
        else:
            se = math.inf if n else 0.0
        out.append(MoveEstimate(m, mean, se, own, n, *statics[i], dropped=i not in run.alive))
    if run.samples:
        best = max(run.alive, key=lambda i: out[i].mean)
    else:  # no deal was played in time: the first play, as a forced move would be
        best = next((i for i, m in enumerate(candidates) if m.kind is MoveKind.PLAY), 0)
    return Estimate(view.seat, tuple(out), best, run.samples, run.playouts, time.perf_counter() - start, seed, run)


def _indices(candidates: list[Move], keep: Collection[Move]) -> list[int]:
    return [i for i, m in enumerate(candidates) if m in keep]


def _static(view: PlayerView, move: Move) -> tuple[int, bool, bool, bool]:
    """(own_row, on_own_train, lifts_marker, covers_double) of `move`, from the view alone."""
    seat = view.seat
    own_train = view.train(seat)
    end = own_train.open_end
    hand = list(view.hand)
    on_own = move.kind is MoveKind.PLAY and move.train == seat
    if move.kind is MoveKind.PLAY and move.tile is not None:
        hand.remove(move.tile)
        if on_own:
            end = move.tile.other(end)
    covers = move.kind is MoveKind.PLAY and move.train in view.open_doubles
    return len(plan_row(hand, end)), on_own, on_own and own_train.marker, covers


__all__ = ["DEFAULT_PLAYOUTS", "Estimate", "MoveEstimate", "estimate", "view_seed"]
