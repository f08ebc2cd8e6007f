"""Hard: determinized Monte Carlo search over the seat's information set.

Each iteration deals the unseen tiles at random, consistently with the view
(`sampling.Sampler`: counts, the table, and what every draw and pass revealed), then
plays each candidate move on that same deal and plays the round out with the fast
policy (`fastsim`: Normal's own policy on bitmasks, for every seat). Candidates are
compared on common deals (paired samples); one whose paired mean is clearly below the
leader's is dropped, so the budget goes to the close calls. (Cowling, Powley &
Whitehouse 2012 call this determinization; with statistics only at the root it is flat
Monte Carlo over the information set.)

A round is a race, so one playout says little (a standard deviation of some 60 points
against differences of a few). Hard therefore starts from Normal's move and plays
another only when the search shows it better by `switch_z` standard errors: it keeps
Normal's sense where the samples cannot tell, and corrects Normal where they can
(blocking a seat's last tile, for one: `tests/ai/test_ai_hard.py`).

The outcome of a playout is the round's points: the opponents' mean minus one's own
(R17; going out scores 0). In the last round of the game, where only the game matters,
it is whether the seat ends with the lowest total, the points breaking ties.

It is anytime: it stops at its time budget, at its iteration budget (a fixed number of
playouts, for reproducible tests and tournaments), when `cancel()` is called from
another thread, or when the `should_stop` callable passed to `choose` answers true.
Moves that need no search (one legal move, or going out) are answered at once.
"""
from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Callable, Collection
from dataclasses import dataclass

from mextrain.engine import Move, PlayerView

from .base import DEFAULT_SECONDS, DecisionStats, SearchingPlayer, forced_move
from .fastsim import play_out
from .normal import NormalPlayer
from .sampling import Sampler

#: a candidate is dropped when its paired mean is this many standard errors below the leader
PRUNE_Z = 3.0
PRUNE_MIN_SAMPLES = 12
WIN_BONUS = 100.0
#: Normal's move stands unless another is this many standard errors better (paired). 1.0 let
#: too many switches through that one noisy playout per sample had only seemed to favour:
#: hard:200 against Normal on the same seeded short 2-seat games, win share 1.0 -> 2.0: free
#: doubles 44.7 -> 61.3 % (150 games), 0|0 as 0 51 -> 61 %, own train first 55.5 -> 58.5 %,
#: the standard rules 66 -> 62 % (100 games each); no going out on a double, 51.7 % in the first
#: 60 games, came to 58.2 % [51.3, 64.9] in 200, so one threshold serves every rule set (the table
#: of every house rule and set size, with CIs, is in the closing note of issue 28)
SWITCH_Z = 2.0


class HardPlayer(SearchingPlayer):
    """Samples hidden hands, plays each candidate out many times, picks the best mean."""

    kind = "hard"

    def __init__(
        self,
        rng: random.Random,
        *,
        seconds: float | None = DEFAULT_SECONDS,
        iterations: int | None = None,
        noise: float = 0.0,
        switch_z: float = SWITCH_Z,
        read_moves: bool = False,
    ) -> None:
        if seconds is None and iterations is None:
            raise ValueError("hard needs a time budget, an iteration budget or both")
        if seconds is not None and seconds <= 0:
            raise ValueError(f"the time budget must be positive, not {seconds!r}")
        if iterations is not None and iterations < 1:
            raise ValueError(f"the iteration budget must be at least 1, not {iterations!r}")
        self.rng = rng
        self.seconds = seconds
        self.iterations = iterations
        self.noise = noise
        self.switch_z = switch_z
        # deal hands that explain the opponents' last turns (inference.py); off by default:
        # measured, the knowledge it adds is small and its deals cost search time
        self.read_moves = read_moves
        self._stats = DecisionStats()
        self._cancel = threading.Event()
        self._fallback = NormalPlayer()
        #: what the last decision's search said of its move (None: it needed no search)
        self.last_search: SearchOutcome | None = None

    # ------------------------------------------------------------------ control
    def set_thinking_time(self, seconds: float) -> None:
        """A Hard budgeted by time thinks `seconds` from its next decision on; one budgeted
        by playouts (reproducible tournaments) keeps its budget."""
        if seconds <= 0:
            raise ValueError(f"the time budget must be positive, not {seconds!r}")
        if self.seconds is not None:
            self.seconds = seconds

    def cancel(self) -> None:
        """Ask a search in progress to stop now and answer with its best move so far.

        Thread-safe; meant for the GUI's controller. Each `choose` starts uncancelled, so
        a cancel that comes before `choose` begins is not kept; a controller that needs
        that passes `should_stop` instead (checked between samples, like the cancel).
        """
        self._cancel.set()

    # ------------------------------------------------------------------ deciding
    def quick_move(self, view: PlayerView) -> Move | None:
        """A move that needs no search (`forced_move`)."""
        return forced_move(view)

    def choose(self, view: PlayerView, should_stop: Callable[[], bool] | None = None) -> Move:
        self._cancel.clear()
        start = time.perf_counter()
        self._stats = DecisionStats()
        self.last_search = None
        quick = self.quick_move(view)
        if quick is not None:
            self._stats.seconds = time.perf_counter() - start
            return quick
        move = self._search(view, start, should_stop)
        self._stats.seconds = time.perf_counter() - start
        return move

    def _search(self, view: PlayerView, start: float, should_stop: Callable[[], bool] | None) -> Move:
        candidates = list(dict.fromkeys(view.legal))
        stats = self._stats
        stats.searched = True
        stats.candidates = len(candidates)
        deadline = start + self.seconds if self.seconds is not None else math.inf
        cancel = self._cancel

        def stop() -> bool:
            return cancel.is_set() or (should_stop is not None and should_stop())

        run = paired_search(view, candidates, self.rng, budget=self.iterations, deadline=deadline,
                            should_stop=stop, noise=self.noise, read_moves=self.read_moves)
        stats.playouts = run.playouts
        stats.samples = run.samples
        prior = candidates.index(self._fallback.choose(view))
        if run.samples == 0:
            return candidates[prior]
        paired = run.paired
        alive = run.alive
        best = max(alive, key=lambda i: paired.sums[i])
        if prior in alive and best != prior and paired.z(best, prior) < self.switch_z:
            best = prior  # the search has not shown the heuristic's move to be worse
        gain = (paired.sums[best] - paired.sums[prior]) / paired.n if prior in alive else None
        self.last_search = SearchOutcome(best != prior, gain, stats.samples)
        return candidates[best]


@dataclass(frozen=True)
class SearchOutcome:
    """What Hard's search said of the move it made (`HardPlayer.last_search`, for `why.py`):
    whether it `switched` from Normal's move, by how much its paired mean was higher per deal
    (`gain`, in the reward's units: points a round, or in the game's last round 100 a game won;
    None when Normal's move had been dropped as clearly worse), over how many `samples` deals."""

    switched: bool
    gain: float | None
    samples: int


@dataclass
class SearchRun:
    """What `paired_search` found: the paired sums of every candidate (`paired`), the ones still
    in the running (`alive`; the others were dropped as clearly worse), how many whole samples
    (common deals) and playouts it made, and per candidate the sum of the seat's own points at
    the round's end (R17) over the samples it was played on (`own_points`, `counts`)."""

    paired: _Paired
    alive: list[int]
    samples: int
    playouts: int
    own_points: list[float]
    counts: list[int]
    #: with `trace`: per candidate, its outcome on each deal it was played on, in order
    values: list[list[float]]


def paired_search(
    view: PlayerView,
    candidates: list[Move],
    rng: random.Random,
    *,
    budget: int | None,
    deadline: float = math.inf,
    should_stop: Callable[[], bool] | None = None,
    noise: float = 0.0,
    read_moves: bool = False,
    keep: Collection[int] = (),
    trace: bool = False,
    min_samples: int = 0,
) -> SearchRun:
    """Hard's search (see the module doc): deal the unseen tiles, play every candidate still in the
    running out on that same deal, drop the ones clearly below the leader, until `budget` playouts
    are spent (None: no bound), `deadline` (a `time.perf_counter` value) passes or `should_stop()`.
    The candidates whose indices are in `keep` are never dropped (the coach keeps the move a person
    made). Only whole samples count, so every candidate still in the running has the same deals.
    With `trace` every outcome is kept (`SearchRun.values`), to compare candidates dropped at
    different times on the deals they share. The deadline counts only once `min_samples` deals are
    played (a judgement needs a few, however busy the machine); `should_stop` always counts."""
    stop = should_stop if should_stop is not None else _never
    limit = budget if budget is not None else math.inf
    reward = _reward_function(view)
    me = view.seat
    sampler = Sampler(view, read_moves)
    k = len(candidates)
    paired = _Paired(k)
    alive = list(range(k))
    playouts = 0
    samples = 0
    clock = time.perf_counter
    values = [0.0] * k
    own = [0.0] * k
    mine = [0] * k
    counts = [0] * k
    traced: list[list[float]] = [[] for _ in range(k)]
    while len(alive) > 1 and playouts + len(alive) <= max(limit, len(alive)):
        if stop() or (clock() >= deadline and samples >= min_samples):
            break
        root = sampler.state(rng)
        seed = rng.getrandbits(32) if noise else 0
        for i in alive:
            st = root.clone()
            st.apply(candidates[i])
            if st.result is not None:
                points = st.points()
            else:  # the same noise for every candidate (common random numbers)
                points = play_out(st, random.Random(seed) if noise else rng, noise)
            values[i] = reward(points)
            mine[i] = points[me]
            if clock() >= deadline and samples >= min_samples:
                break
        else:  # only whole samples count, so that every candidate is compared on the same deals
            playouts += len(alive)
            paired.add(alive, values)
            for i in alive:
                own[i] += mine[i]
                counts[i] += 1
                if trace:
                    traced[i].append(values[i])
            samples += 1
            if samples >= PRUNE_MIN_SAMPLES and samples % 4 == 0:
                alive = paired.prune(alive, keep)
            continue
        break
    return SearchRun(paired, alive, samples, playouts, own, counts, traced)


def _never() -> bool:
    return False


class _Paired:
    """Running sums for paired comparisons of candidates evaluated on the same samples."""

    def __init__(self, k: int) -> None:
        self.n = 0
        self.sums = [0.0] * k
        self.products = [[0.0] * k for _ in range(k)]  # sum of v_i * v_j

    def add(self, alive: list[int], values: list[float]) -> None:
        self.n += 1
        sums = self.sums
        products = self.products
        for i in alive:
            v = values[i]
            sums[i] += v
            row = products[i]
            for j in alive:
                row[j] += v * values[j]

    def z(self, a: int, b: int) -> float:
        """How many standard errors the paired mean of a - b lies above zero."""
        n = self.n
        if n < 2:
            return 0.0
        mean = (self.sums[a] - self.sums[b]) / n
        p = self.products
        square_sum = p[a][a] - 2 * p[a][b] + p[b][b]
        var = max(0.0, (square_sum - n * mean * mean) / (n - 1))
        if var <= 1e-12:
            return math.inf if mean > 0 else -math.inf if mean < 0 else 0.0
        return mean / math.sqrt(var / n)

    def prune(self, alive: list[int], keep: Collection[int] = ()) -> list[int]:
        """Drop the candidates whose paired mean is clearly below the leader's (never those in `keep`)."""
        leader = max(alive, key=lambda i: self.sums[i])
        return [i for i in alive if i == leader or i in keep or self.z(i, leader) > -PRUNE_Z]


def _reward_function(view: PlayerView) -> Callable[[list[int]], float]:
    """Outcome of a finished sampled round, from this seat's side (higher is better)."""
    me = view.seat
    n = view.players
    others = [s for s in range(n) if s != me]
    last_round = view.round_number >= view.options.rounds
    if not last_round:
        def round_points(points: list[int]) -> float:
            return sum(points[s] for s in others) / (n - 1) - points[me]
        return round_points
    totals = view.totals

    def game_result(points: list[int]) -> float:
        mine = totals[me] + points[me]
        best_other = min(totals[s] + points[s] for s in others)
        diff = sum(points[s] for s in others) / (n - 1) - points[me]
        if mine < best_other:
            return WIN_BONUS + 0.01 * diff
        if mine == best_other:
            ties = 1 + sum(1 for s in others if totals[s] + points[s] == mine)
            return WIN_BONUS / ties + 0.01 * diff
        return 0.01 * diff
    return game_result


__all__ = ["DEFAULT_SECONDS", "HardPlayer", "SearchOutcome", "SearchRun", "paired_search"]
