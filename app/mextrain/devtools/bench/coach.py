"""`python -m mextrain.devtools.bench.coach`: how long the coach takes to judge a round of one
person's decisions, and (`--calibrate`) how often it names a decision where it should not.

The timing: short games of computer seats are played and recorded; then, round by round, seat 0's
decisions are judged as the score sheet's coach judges them (`coach.review` with its playout and
time budget). Printed per round: the decisions made, those with a choice, the seconds taken, and
how many were cut short by the time budget; the seconds are the clock's, with the CPU time this
process had beside them, since the machine is shared (the issue asks for a round within 10 s on this 2-core
machine).

The calibration: games of Hard against Hard (every seat `hard:N`). Every move of seat 0 is Hard's
own, so a decision the coach names there is a false finding (the estimate's noise, or Hard's own
budget being smaller than the coach's). For each judged decision the best move's paired gain over
the move made and its standard error are kept, and the share of decisions (and findings per round)
that each pair of thresholds (MIN_GAIN, Z_NAMED) would name is printed. Figures, not verdicts.
"""
from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Sequence

from mextrain.ai import coach
from mextrain.ai.estimate import estimate
from mextrain.engine import SHORT_GAME, Game, GameOptions
from mextrain.tools.sim import play_game


def time_rounds(players: int, games: int, seed: int, kinds: str, playouts: int, seconds: float | None) -> list[float]:
    """Review seat 0's decisions of every round of `games` short games; print a line a round."""
    times: list[float] = []
    for g in range(games):
        game = play_game(GameOptions(players, SHORT_GAME), seed + g, [kinds] * players, record=True)
        for rec in game.rounds:
            items = coach.moments(game, 0, [rec.number])
            cpu = time.process_time()
            result = coach.review(items, playouts=playouts, seconds=seconds)
            cpu = time.process_time() - cpu
            times.append(result.seconds)
            print(f"game {seed + g} round {rec.number}: {result.decisions:3d} decisions, {result.judged:3d} with a choice, "
                  f"{result.seconds:6.2f} s ({cpu:5.2f} s of CPU), {result.cut_short} cut short by the time budget, "
                  f"{result.named} named")
    return times


def calibrate(games: int, seed: int, players: int, hard: str, playouts: int) -> None:
    """Gain and standard error of the best move over Hard's own move at each of seat 0's choices; the
    table is printed again after each game (a long run shows its figures as it goes)."""
    pairs: list[tuple[float, float]] = []
    rounds = 0
    start = time.perf_counter()
    for g in range(games):
        game: Game = play_game(GameOptions(players, SHORT_GAME), seed + g, [hard] * players, record=True)
        rounds += len(game.rounds)
        for m in coach.moments(game, 0):
            if not coach.has_choice(m.view):
                continue
            est = estimate(m.view, playouts=playouts, keep=[m.played])
            i = est.index(m.played)
            pairs.append(est.difference(est.best, i) if est.best != i else (0.0, 0.0))
        _table(pairs, g + 1, rounds, players, hard, playouts, time.perf_counter() - start)


def _table(pairs: list[tuple[float, float]], games: int, rounds: int, players: int, hard: str, playouts: int,
           seconds: float) -> None:
    print(f"{games} games of {hard} against itself at {players} seats: {rounds} rounds, {len(pairs)} decisions of "
          f"seat 0 with a choice, each judged with {playouts} playouts ({seconds:.0f} s)")
    ses = [se for gain, se in pairs if gain > 0]
    if ses:
        print(f"standard error of the gain where another move led: median {statistics.median(ses):.1f}, "
              f"max {max(ses):.1f}")
    print("MIN_GAIN  Z_NAMED   decisions named   named per round")
    for min_gain in (0.0, 2.0, 4.0, 6.0, 8.0):
        for z in (2.0, 2.5, 3.0, 3.5, 4.0):
            named = sum(1 for gain, se in pairs if gain >= min_gain and gain > 0 and gain >= z * se)
            share = named / len(pairs) if pairs else 0.0
            print(f"{min_gain:8.1f}  {z:7.1f}   {named:5d} ({100 * share:5.1f} %)   {named / max(rounds, 1):6.2f}")
    print(flush=True)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=1, help="short games to time (7 rounds each)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--kinds", default="normal", help="the seats' kind in the timed games")
    parser.add_argument("--playouts", type=int, default=coach.PLAYOUTS, help="per decision")
    parser.add_argument("--seconds", type=float, default=coach.ROUND_SECONDS,
                        help="the review's time budget per round (0: none, only the playouts)")
    parser.add_argument("--calibrate", type=int, default=0, metavar="GAMES",
                        help="instead: this many games of Hard against itself, the thresholds' naming rates")
    parser.add_argument("--hard", default="hard:300", help="the calibration's players")
    args = parser.parse_args(argv)
    if args.calibrate:
        calibrate(args.calibrate, args.seed, args.players, args.hard, args.playouts)
        return 0
    times = time_rounds(args.players, args.games, args.seed, args.kinds, args.playouts, args.seconds or None)
    print(f"{len(times)} rounds of seat 0's decisions judged at {args.players} seats: median {statistics.median(times):.2f} s, "
          f"longest {max(times):.2f} s (playouts {args.playouts} a decision, time budget "
          f"{args.seconds or 'none'} s a round)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
