"""Decision times of the computer players (a benchmark that prints, not a timed test).

    python -m mextrain.devtools.bench.ai [--positions 40] [--budgets 0.2,0.9]
    python -m mextrain.devtools.bench.ai --reading [--positions 300]

Positions come from short games that Normal plays at 2, 4 and 8 seats (every k-th
decision where more than one move is legal, so that Hard has something to search).
For each player it prints the decision time (median, 99th percentile, max). For Hard with
a time budget it also prints how far the slowest decision ran over its budget and the
playouts per second it reached; for Hard with a playout budget, the time that budget
took.

`--reading` measures instead how well Hard's sampled deals know the hidden hands, with
and without reading the opponents' moves (inference.py): the share of the tiles each
opponent really holds that the deals give it, the Brier score of those shares, and the
time a deal takes.
"""
from __future__ import annotations

import argparse
import random
import statistics
import time

from mextrain.ai import HardPlayer, NormalPlayer
from mextrain.ai.inference import READ_TRIES
from mextrain.ai.sampling import Sampler
from mextrain.engine import SHORT_GAME, Game, GameOptions, Phase, PlayerView
from mextrain.engine.tiles import N_TILES, ids_of


def positions(count: int, seed: int = 1, seat_counts: tuple[int, ...] = (2, 4, 8)) -> list[PlayerView]:
    """`count` views with a choice to make, from Normal's games at 2, 4 and 8 seats."""
    return [v for v, _ in _positions(count, seed, seat_counts)]


def _positions(count: int, seed: int, seat_counts: tuple[int, ...]) -> list[tuple[PlayerView, list[int]]]:
    """Views with a choice to make, each with the true hands (bitmasks) at that moment."""
    normal = NormalPlayer()
    out: list[tuple[PlayerView, list[int]]] = []
    g = 0
    while len(out) < count:
        players = seat_counts[g % len(seat_counts)]
        game = Game(GameOptions(players, SHORT_GAME), seed + g, track_decisions=False)
        g += 1
        k = 0
        while game.phase is not Phase.GAME_OVER and len(out) < count:
            if game.phase is Phase.ROUND_OVER:
                game.next_round()
                continue
            view = game.view(game.round.current)
            if len(view.legal) > 1:
                k += 1
                if k % 7 == 0:
                    out.append((view, list(game.round.hands)))
            game.apply(normal.choose(view))
    return out


def _ms(values: list[float]) -> str:
    values = sorted(values)
    p99 = values[min(len(values) - 1, int(0.99 * len(values)))]
    return (f"median {1000 * statistics.median(values):8.2f} ms  p99 {1000 * p99:8.2f} ms  "
            f"max {1000 * values[-1]:8.2f} ms")


def reading(count: int, samples: int = 200) -> None:
    """Hand knowledge of the sampled deals, without and with reading the moves."""
    for players in (2, 4, 8):
        found = _positions(count, 1, (players,))
        for tries in (0, 2, READ_TRIES, 2 * READ_TRIES):
            held = 0.0
            held_total = 0
            brier = 0.0
            cells = 0
            start = time.perf_counter()
            for view, hands in found:
                sampler = Sampler(view, tries > 0, tries)
                rng = random.Random(7)
                counts = [[0] * N_TILES for _ in range(players)]
                for _ in range(samples):
                    dealt, _ = sampler.sample(rng)
                    for s in range(players):
                        if s != view.seat:
                            row = counts[s]
                            for t in ids_of(dealt[s]):
                                row[t] += 1
                for s in range(players):
                    if s == view.seat:
                        continue
                    for t in sampler.unknown:
                        p = counts[s][t] / samples
                        y = (hands[s] >> t) & 1
                        brier += (p - y) ** 2
                        cells += 1
                        if y:
                            held += p
                            held_total += 1
            us = 1e6 * (time.perf_counter() - start) / (len(found) * samples)
            label = "not reading" if tries == 0 else f"reading, {tries} tries"
            print(f"{players} seats {label:<20} held tiles' share {100 * held / held_total:5.2f}%  "
                  f"Brier {brier / cells:.5f}  {us:6.0f} us a deal (incl. counting)")


def _time_hard(hard: HardPlayer, views: list[PlayerView]) -> tuple[list[float], float]:
    """Hard's decision times on the views, and the playouts a second of its searches."""
    times, playouts, search = [], 0, 0.0
    for v in views:
        t0 = time.perf_counter()
        hard.choose(v)
        times.append(time.perf_counter() - t0)
        if hard.stats.searched:
            playouts += hard.stats.playouts
            search += hard.stats.seconds
    return times, (playouts / search if search else 0.0)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m mextrain.devtools.bench.ai", description=__doc__.split("\n")[0])
    p.add_argument("--positions", type=int, default=40, help="positions Hard decides (default 40)")
    p.add_argument("--budgets", default="0.2,0.9", help="Hard's time budgets in seconds (default 0.2,0.9)")
    p.add_argument("--playouts", type=int, default=2000, help="Hard's playout budget (default 2000)")
    p.add_argument("--normal-positions", type=int, default=2000, help="positions Normal decides (default 2000)")
    p.add_argument("--reading", action="store_true",
                   help="how well the sampled deals know the hidden hands, with and without reading moves")
    args = p.parse_args(argv)
    if args.reading:
        print(f"{args.positions} positions a seat count from Normal's games, 200 deals each")
        reading(args.positions)
        return 0
    views = positions(max(args.positions, 1))
    many = positions(max(args.normal_positions, 1), seed=1000)
    print(f"{len(views)} positions for Hard, {len(many)} for Normal (2, 4 and 8 seats, short games)")

    normal = NormalPlayer()
    times = []
    for v in many:
        t0 = time.perf_counter()
        normal.choose(v)
        times.append(time.perf_counter() - t0)
    print(f"{'normal':<18}{_ms(times)}")

    for budget in (float(b) for b in args.budgets.split(",")):
        times, pps = _time_hard(HardPlayer(random.Random(1), seconds=budget), views)
        over = max(0.0, max(times) - budget)
        print(f"{f'hard:{budget:g}s':<18}{_ms(times)}  over budget by at most "
              f"{1000 * over:.1f} ms  {pps:,.0f} playouts/s")
    times, pps = _time_hard(HardPlayer(random.Random(1), seconds=None, iterations=args.playouts), views)
    print(f"{f'hard:{args.playouts}':<18}{_ms(times)}  {pps:,.0f} playouts/s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
