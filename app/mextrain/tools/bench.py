"""Engine speed figures (a benchmark that prints, not a timed test).

    python -m mextrain.bench [--seconds 2]

Random play with records off, at 2, 4 and 8 seats on one core; a decision under the house
rules (R18–R24: every set at 8 seats, each rule at 4) beside the standard rules in the same
run; and `arrange` on the two hard hands of the rules-engine issue (beside a plain memoised
search, `plain_arrange`, the reference the shared row search is measured against), on
random 15-tile hands and on random 20-tile double-15 hands (goal: under 50 ms, the worst of 200).
"""
from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from mextrain.engine import FULL_GAME, Game, GameOptions, Phase, Tile, arrange, full_set


def rounds_per_second(players: int, seconds: float, starting_run: bool = False,
                      options: GameOptions | None = None) -> tuple[float, float]:
    """(rounds/s, decisions/s) of uniform random play, full rules (or `options`), records off."""
    rng = random.Random(players)
    rounds = decisions = 0
    seed = 0
    start = time.perf_counter()
    deadline = start + seconds
    if options is None:
        options = GameOptions(players, FULL_GAME, starting_run)
    while time.perf_counter() < deadline:
        seed += 1
        game = Game(options, seed, track_decisions=False, track_history=False)
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


def plain_arrange(hand: list[Tile], end: int) -> list[Tile]:
    """The longest row by a plain memoised search: every tile (doubles too) an edge, the state
    (number, tiles used), no bounds. The reference `arrange` is timed against (and checked by)."""
    tiles = sorted(set(hand))
    adjacent: dict[int, list[tuple[int, int, int, Tile]]] = {}
    for i, t in enumerate(tiles):
        for v in {t.a, t.b}:
            adjacent.setdefault(v, []).append((1 << i, t.other(v), t.pips, t))
    memo: dict[tuple[int, int], tuple[int, int, tuple[Tile, int, int] | None]] = {}

    def best(v: int, used: int) -> tuple[int, int, tuple[Tile, int, int] | None]:
        hit = memo.get((v, used))
        if hit is not None:
            return hit
        bn, bp, step = 0, 0, None
        for bit, w, pips, t in adjacent.get(v, ()):
            if not used & bit:
                n, p, _ = best(w, used | bit)
                if n + 1 > bn or (n + 1 == bn and p + pips > bp):
                    bn, bp, step = n + 1, p + pips, (t, w, bit)
        memo[(v, used)] = top = (bn, bp, step)
        return top

    row: list[Tile] = []
    v, used = end, 0
    while (step := best(v, used)[2]) is not None:
        row.append(step[0])
        v, used = step[1], used | step[2]
    return row


def time_arrange(hand: list[Tile], end: int, repeat: int = 5,
                 search: Callable[[list[Tile], int], list[Tile]] = arrange) -> float:
    """Best of `repeat` runs of `search`, in milliseconds."""
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        search(hand, end)
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
    print("a decision under the house rules, beside the standard rules in this run (µs per decision):")
    _, base8 = rounds_per_second(8, args.seconds)
    for top in (6, 9, 15):
        seats = 4 if top == 6 else 8
        _, dps = rounds_per_second(seats, args.seconds, options=GameOptions.of(seats, set=top))
        ref = base8 if seats == 8 else rounds_per_second(4, args.seconds)[1]
        print(f"  {'double-' + str(top):22} {seats} seats: {1e6 / dps:6.1f} µs  = {ref / dps:4.2f}x double-12"
              + ("  (goal: at most 1.5x)" if top == 15 else ""))
    _, base4 = rounds_per_second(4, args.seconds)
    for rule in ({"doubles": "free"}, {"out_on_double": False}, {"own_train_first": True},
                 {"draw": "until_fits"}, {"zero_zero": 0}):
        _, dps = rounds_per_second(4, args.seconds, options=GameOptions.of(4, **rule))
        (key, value), = rule.items()
        label = f"{key}={value}"
        print(f"  {label:22} 4 seats: {1e6 / dps:6.1f} µs  = {base4 / dps:4.2f}x standard ({1e6 / base4:.1f} µs)")
    k6 = [Tile(a, b) for a in range(6) for b in range(a + 1, 6)]
    d4 = [Tile(a, b) for a in range(5) for b in range(a, 5)]
    print("arrange (best of 9), beside a plain memoised search (goal: at most 0.5x on K6, 0.1x on double-4):")
    for name, hand in (("K6, 15 non-doubles on 0-5 from 0", k6), ("double-4 set from 0", d4)):
        ours = time_arrange(hand, 0, 9)
        plain = time_arrange(hand, 0, 9, plain_arrange)
        print(f"  {name:34} {ours:7.2f} ms  plain {plain:7.2f} ms  = {ours / plain:5.2f}x"
              f"  -> {len(arrange(hand, 0))} tiles")
    rng = random.Random(1)
    times = []
    for _ in range(200):
        hand = rng.sample(full_set(), 15)
        times.append(time_arrange(hand, rng.randrange(13), repeat=1))
    print(f"  random 15-tile hands (200):   median {statistics.median(times):.3f} ms, max {max(times):.3f} ms")
    times = []
    for _ in range(200):
        hand = rng.sample(full_set(15), 20)
        times.append(time_arrange(hand, rng.randrange(16), repeat=1))
    print(f"  random 20-tile double-15 hands (200): median {statistics.median(times):.3f} ms, "
          f"max {max(times):.3f} ms (goal: under 50 ms)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
