"""The coach: after a round (or the game), the few decisions of one person where another move was
clearly better, as Hard's search judges them from that person's view at that moment.

`moments(game, seat)` rebuilds every decision the seat made from the game's record: the deal
replayed move by move, and at each of the seat's decisions the `PlayerView` it had then (its
hand, the table, the counts, the public history): never the hidden hands, though the round is
over. A joined table, which never holds the hidden hands at all, keeps its person's views as they
came (`Moment` made from each) and passes those.

`review(moments)` estimates every decision that had a choice (`estimate.estimate`, keeping the
move made so that its difference to the best is measured on every deal) and names a decision
when the best move's paired gain over the one made is at least `MIN_GAIN` points and `Z_NAMED`
standard errors: where the search cannot tell, the person's move stands. The costliest few are
named (`ROUND_FINDINGS` after a round, `GAME_FINDINGS` for the game), with the codes and numbers a
sentence needs (`Finding.reasons`, `points_fewer`, `own_row`); the UI makes the words.

The thresholds were measured on games of Hard against itself, where every move is Hard's own and
a coach that names one is wrong by construction (devtools/bench/coach.py --calibrate prints it).

The figures are deterministic (the estimate is seeded from each view's contents and budgeted in
playouts), unless the review's time budget cuts a decision short (`Review.cut_short`).
"""
from __future__ import annotations

import enum
import math
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from mextrain.engine import Game, Move, MoveKind, PlayerView, RoundState

from .estimate import Estimate, estimate

#: a decision is named when the better move gains at least this many points (Hard's reward: the
#: round's points against the opponents' mean; in the last round mostly the chance to win the game)
MIN_GAIN = 4.0
#: ... and its paired gain is at least this many standard errors. Measured (bench.coach --calibrate 4
#: --players 3 --hard hard:200, 700 playouts a decision): of 278 decisions of seat 0 with a choice in
#: 4 short games of Hard against itself, z >= 2 named 11 (4.0 %, 0.39 a round), z >= 2.5 named 3
#: (1.1 %), z >= 3 named 1 (0.4 %, 0.04 a round; MIN_GAIN 0 to 8 changed nothing there); that one
#: stands at z >= 4 too, so it may be one of hard:200's own misses. The round where seat 0 made one
#: blunder in moves otherwise the search's own names it and nothing else (tests/ai/test_coach.py).
Z_NAMED = 3.0
#: playouts per decision: deterministic figures; about 8 s for a round's decisions at four seats
PLAYOUTS = 700
#: deals every decision is judged on, however busy the machine (the time budget counts only after):
#: on this shared 2-core machine under load a round's 9 s left a decision a few playouts, and a
#: judgement on those says nothing
MIN_SAMPLES = 40
#: how many decisions are named after a round, and for the whole game
ROUND_FINDINGS = 3
GAME_FINDINGS = 5
#: a review's time budget (seconds) if none is given: each decision gets a fair share of what is left
ROUND_SECONDS = 9.0


class Why(enum.Enum):
    """What the better move does that the move made did not (the UI words each)."""

    OWN_TRAIN = "own_train"          # it is laid on the own train: keeps the own train going
    LIFTS_MARKER = "lifts_marker"    # it lifts the marker off the own train (R8)
    COVERS_DOUBLE = "covers_double"  # it covers an open double (R11)
    KEEPS_ROW = "keeps_row"          # it leaves more tiles that fit the own train in a row (`own_row`)
    FEWER_POINTS = "fewer_points"    # it leaves fewer points in the hand at the round's end (`points_fewer`)


@dataclass(frozen=True)
class Moment:
    """One decision a seat made: where in the game, what it saw, what it did.

    `decision` is the decision's index in its round (0-based: the replay viewer's position after
    the decisions before it); `turn` counts the seat's turns in the round from 1 (a turn may hold
    several decisions: a draw and a play, a double and its cover)."""

    round_number: int
    decision: int
    turn: int
    view: PlayerView
    played: Move


@dataclass(frozen=True)
class Finding:
    """A decision where another move was clearly better (Hard's estimate).

    `gain` and `stderr`: the better move's paired gain over the move made, in Hard's reward;
    `points_fewer`: how many points fewer the seat is expected to hold at the round's end after the
    better move (may be negative when the gain is in the race, not the hand); `own_row`: the tiles
    left in a row on the own train after the better move (against `own_row_played`)."""

    round_number: int
    decision: int
    turn: int
    seat: int
    played: Move
    better: Move
    gain: float
    stderr: float
    points_fewer: float
    own_row: int
    own_row_played: int
    reasons: tuple[Why, ...]


@dataclass(frozen=True)
class Review:
    """The findings (costliest first, at most the limit asked for) of one seat's decisions.

    `judged` counts the decisions that had a choice and were estimated, of `decisions` made;
    `named` how many met the threshold before the limit; `cut_short` how many ran out of time
    before their playout budget; `stopped`: the review was stopped before it judged every one."""

    seat: int
    findings: tuple[Finding, ...]
    decisions: int
    judged: int
    named: int
    cut_short: int
    stopped: bool
    seconds: float

    @property
    def all_sound(self) -> bool:
        """Every decision judged, and none clearly worse than another move."""
        return not self.findings and not self.stopped


def moments(game: Game, seat: int, rounds: Iterable[int] | None = None) -> list[Moment]:
    """Every decision `seat` made in `rounds` (numbers from 1; all by default) of `game`, each with the
    view the seat had then, rebuilt by replaying the round's deal through the engine."""
    if not game.track_decisions:
        raise ValueError("this game was played without records")
    wanted = set(rounds) if rounds is not None else None
    opts = game.options
    totals = [0] * opts.players
    out: list[Moment] = []
    for rec in game.rounds:
        before = tuple(totals)
        if rec.points is not None:
            totals = [a + b for a, b in zip(totals, rec.points)]
        if wanted is not None and rec.number not in wanted:
            continue
        deal = rec.deal
        rnd = RoundState(opts.players, deal.engine_number, deal.hands, deal.boneyard, deal.starter,
                         options=opts, track_history=True)
        turn = 0
        previous: int | None = None
        for k, d in enumerate(rec.decisions):
            if d.seat == seat:
                if previous != seat:
                    turn += 1
                out.append(Moment(rec.number, k, turn, rnd.view(seat, opts, rec.number, before), d.move))
            previous = d.seat
            rnd.apply(d.move)
    return out


def moment_of(view: PlayerView, played: Move) -> Moment:
    """The moment a seat made `played` seeing `view` (a joined table keeps its person's so): the
    decision's index is the public history's length (one entry a decision), the turn is counted
    from it as `moments` counts it."""
    seat = view.seat
    turn = 0
    previous: int | None = None
    for e in view.history:
        if e.seat == seat and previous != seat:
            turn += 1
        previous = e.seat
    if previous != seat:
        turn += 1
    return Moment(view.round_number, len(view.history), turn, view, played)


def has_choice(view: PlayerView) -> bool:
    """More than one move, and not the last tile going out (R14: nothing to judge)."""
    legal = view.legal
    if len(set(legal)) < 2:
        return False
    return not (len(view.hand) == 1 and any(m.kind is MoveKind.PLAY for m in legal))


def judge(moment: Moment, est: Estimate) -> Finding | None:
    """A finding when the best move is clearly better than the one made (see the module doc)."""
    played = est.index(moment.played)
    best = est.best
    if best == played:
        return None
    gain, se = est.difference(best, played)
    if not (gain >= MIN_GAIN and gain >= Z_NAMED * se and math.isfinite(se)):
        return None
    b, p = est.moves[best], est.moves[played]
    reasons: list[Why] = []
    if b.covers_double and not p.covers_double:
        reasons.append(Why.COVERS_DOUBLE)
    if b.lifts_marker and not p.lifts_marker:
        reasons.append(Why.LIFTS_MARKER)
    elif b.on_own_train and not p.on_own_train:
        reasons.append(Why.OWN_TRAIN)
    if b.own_row > p.own_row:
        reasons.append(Why.KEEPS_ROW)
    fewer = p.own_points - b.own_points
    if fewer >= 1:
        reasons.append(Why.FEWER_POINTS)
    return Finding(moment.round_number, moment.decision, moment.turn, moment.view.seat, moment.played, b.move,
                   gain, se, fewer, b.own_row, p.own_row, tuple(reasons))


def review(
    items: Sequence[Moment],
    *,
    limit: int = ROUND_FINDINGS,
    playouts: int = PLAYOUTS,
    seconds: float | None = ROUND_SECONDS,
    should_stop: Callable[[], bool] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Review:
    """Judge every moment that had a choice; the `limit` costliest findings, by gain.

    `seconds` bounds the whole review (each decision gets an even share of the time left, so a slow
    machine judges every decision with fewer playouts rather than leaving the last ones out, but never
    fewer than `MIN_SAMPLES` deals: a busy machine takes longer; None: only the playout budget). `should_stop` (checked between deals, from any thread) ends it early
    with what was found so far; `progress(done, total)` is called after each decision with a choice.
    """
    start = time.perf_counter()
    seat = items[0].view.seat if items else -1
    todo = [m for m in items if has_choice(m.view)]
    found: list[Finding] = []
    cut = 0
    judged = 0
    stopped = False
    for i, m in enumerate(todo):
        if should_stop is not None and should_stop():
            stopped = True
            break
        share = None
        if seconds is not None:
            left = seconds - (time.perf_counter() - start)
            share = max(left / (len(todo) - i), 0.01)
        est = estimate(m.view, playouts=playouts, seconds=share, should_stop=should_stop, keep=[m.played],
                       min_samples=min(MIN_SAMPLES, playouts))
        alive = sum(1 for x in est.moves if not x.dropped)
        if alive > 1 and est.playouts + alive <= playouts:
            cut += 1  # the time, not the playouts, ended it (or should_stop did)
        if should_stop is not None and should_stop():
            stopped = True  # this decision's figures may be cut short: not judged
            break
        judged += 1
        finding = judge(m, est)
        if finding is not None:
            found.append(finding)
        if progress is not None:
            progress(i + 1, len(todo))
    named = len(found)
    found.sort(key=lambda f: (-f.gain, f.round_number, f.decision))
    return Review(seat, tuple(found[:limit]), len(items), judged, named, cut, stopped, time.perf_counter() - start)


__all__ = ["GAME_FINDINGS", "MIN_GAIN", "PLAYOUTS", "ROUND_FINDINGS", "Finding", "Moment", "Review", "Why",
           "has_choice", "judge", "moment_of", "moments", "review"]
