"""Engine speed figures (a benchmark that prints, not a timed test).

    python -m mextrain.bench [--seconds 2]

Random play with records off, at 2, 4 and 8 seats on one core, and `arrange` on the two
hard hands of the rules-engine issue and on random 15-tile hands.
"""
from __future__ import annotations

import argparse
import random
import statistics
import time

from mextrain.engine import ALL_TILES, FULL_GAME, Game, GameOptions, Phase, Tile, arrange


def rounds_per_second(players: int, seconds: float, starting_run: bool = False) -> tuple[float, float]:
    """(rounds/s, decisions/s) of uniform random play, full rules, records off."""
    rng = random.Random(players)
    rounds = decisions = 0
    seed = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        seed += 1
        game = Game(GameOptions(players, FULL_GAME, starting_run), seed, track_decisions=False, track_history=False)
        while True:
            phase = game.phase
            if phase is Phase.PLAYING:
                rnd = game.round
                legal = rnd.legal_moves()
                game.apply(legal[rng.randrange(len(legal))] if len(legal) > 1 else legal[0])
                decisions += 1
            elif phase is Phase.ROUND_OVER:
                rounds += 1
                game.next_round()
            else:
                rounds += 1
                break
    elapsed = time.perf_counter() - start
    return rounds / elapsed, decisions / elapsed


def time_arrange(hand: list[Tile], end: int, repeat: int = 5) -> float:
    """Best of `repeat` runs, in milliseconds."""
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        arrange(hand, end)
        best = min(best, time.perf_counter() - t0)
    return best * 1000


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m mextrain.bench", description=__doc__.splitlines()[0])
    p.add_argument("--seconds", type=float, default=2.0, help="seconds of play per figure (default 2)")
    args = p.parse_args(argv)
    print("random play, full rules, records off, one core:")
    for players in (2, 4, 8):
        rps, dps = rounds_per_second(players, args.seconds)
        print(f"  {players} seats: {rps:7.0f} rounds/s  ({dps:8.0f} decisions/s)")
    rps, _ = rounds_per_second(4, args.seconds, starting_run=True)
    print(f"  4 seats, starting run on: {rps:7.0f} rounds/s")
    k6 = [Tile(a, b) for a in range(6) for b in range(a + 1, 6)]
    d4 = [Tile(a, b) for a in range(5) for b in range(a, 5)]
    print("arrange (best of 5):")
    print(f"  15 non-doubles on 0-5 from 0: {time_arrange(k6, 0):6.2f} ms  -> {len(arrange(k6, 0))} tiles")
    print(f"  double-4 set from 0:          {time_arrange(d4, 0):6.2f} ms  -> {len(arrange(d4, 0))} tiles")
    rng = random.Random(1)
    times = []
    for _ in range(200):
        hand = rng.sample(ALL_TILES, 15)
        times.append(time_arrange(hand, rng.randrange(13), repeat=1))
    print(f"  random 15-tile hands (200):   median {statistics.median(times):.3f} ms, max {max(times):.3f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
