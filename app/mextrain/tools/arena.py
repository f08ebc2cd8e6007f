"""The arena: strength tables of computer players, with seats rotated across games.

    python -m mextrain.arena --players 2 --seats normal,random --games 400 --seed 1 --short
    python -m mextrain.arena --players 4 --seats hard:500,normal,normal,normal --games 200 --short --jobs 2
    python -m mextrain.arena --targets --hard hard:2000 --games 400 --short --jobs 2

`--seats` names one kind a seat: random, easy, normal, hard (hard:0.2s, hard:500), or hint
(hint:0.5s, hint:500: a seat that plays the search hint on every turn, ai/hint.py's HintPlayer,
to measure the hint as a player who always follows it). Game g (seed `--seed` + g) gives seat i the kind
`seats[(i - g) mod players]`, so every kind sits in every seat equally often (the round-1
starter is drawn from the seed, R5, and later rounds rotate). A win is a whole game: the
lowest total after the last round, equal lowest totals sharing it (R17). For each kind
the arena prints its win share per seat with a 95% confidence interval (the Wilson
score interval over the games, which stays sound near 0% and 100%), its mean game total
± 1.96 standard errors (games are independent), and how long its decisions took (for
a searching kind also its playouts per second).

`--out FILE` appends each finished game to FILE (JSON Lines) as it ends, and a run with
the same FILE skips the games already in it, so a long tournament survives an
interruption; `--summarise FILE` prints the table of the games in FILE.
"""
from __future__ import annotations

import argparse
import json
import math
import signal
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass, field
from typing import TextIO

from mextrain.ai import Player, PlayerSpec, make_player, selfplay
from mextrain.engine import Game, GameOptions, Move
from mextrain.engine.options import JSON_KEYS

from .rule_flags import add_rule_arguments, options_from_args


@dataclass
class KindTiming:
    decisions: int = 0
    seconds: float = 0.0
    max_seconds: float = 0.0
    playouts: int = 0
    search_seconds: float = 0.0

    def add(self, other: KindTiming) -> None:
        self.decisions += other.decisions
        self.seconds += other.seconds
        self.max_seconds = max(self.max_seconds, other.max_seconds)
        self.playouts += other.playouts
        self.search_seconds += other.search_seconds


@dataclass
class GameResult:
    seed: int
    kinds: tuple[str, ...]  # kind of each seat in this game
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    timing: dict[str, KindTiming] = field(default_factory=dict)


def seat_kinds(seats: Sequence[str], game_index: int) -> tuple[str, ...]:
    """Seat i of game g gets seats[(i - g) mod n]: each kind visits every seat in turn."""
    n = len(seats)
    return tuple(seats[(i - game_index) % n] for i in range(n))


def play_one(options: GameOptions, seed: int, kinds: Sequence[str]) -> GameResult:
    """One whole game; each seat's player sees only its own view; each kind's times kept."""
    players = [make_player(k, f"arena/{seed}/{i}") for i, k in enumerate(kinds)]
    timing = {k: KindTiming() for k in kinds}

    def observe(game: Game, seat: int, player: Player, move: Move, dt: float) -> None:
        kt = timing[kinds[seat]]
        kt.decisions += 1
        kt.seconds += dt
        if dt > kt.max_seconds:
            kt.max_seconds = dt
        stats = player.stats
        if stats.searched:
            kt.playouts += stats.playouts
            kt.search_seconds += stats.seconds

    game = selfplay.play_game(options, seed, players, observe=observe)
    return GameResult(seed, tuple(kinds), tuple(game.totals), tuple(game.winners), timing)


def _play_indexed(job: tuple[GameOptions, int, tuple[str, ...], int]) -> GameResult:
    options, seed, seats, g = job
    return play_one(options, seed + g, seat_kinds(seats, g))


@dataclass
class KindSummary:
    kind: str
    seats: int            # seats of this kind in each game
    games: int
    win_share: float      # per seat, 0..1
    win_low: float        # its 95% interval (Wilson score interval over games)
    win_high: float
    mean_points: float    # mean game total per seat
    points_ci: float
    timing: KindTiming


def _mean_ci(values: Sequence[float]) -> tuple[float, float]:
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, math.inf
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, 1.96 * math.sqrt(var / n)


def _wilson(p: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a share p over n games (sound near 0% and 100% too)."""
    if n == 0:
        return 0.0, 1.0
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z / denom * math.sqrt(max(0.0, p * (1 - p) / n + z * z / (4 * n * n)))
    return max(0.0, centre - half), min(1.0, centre + half)


def summarise(results: Sequence[GameResult], seats: Sequence[str]) -> list[KindSummary]:
    """Per kind: win share per seat and mean total, each with a 95% confidence interval."""
    out = []
    for kind in dict.fromkeys(seats):
        count = sum(1 for k in seats if k == kind)
        shares: list[float] = []
        points: list[float] = []
        timing = KindTiming()
        for r in results:
            mine = [s for s, k in enumerate(r.kinds) if k == kind]
            share = sum(1 / len(r.winners) for s in mine if s in r.winners)
            shares.append(share / count)
            points.append(sum(r.totals[s] for s in mine) / count)
            if kind in r.timing:
                timing.add(r.timing[kind])
        w = sum(shares) / len(shares)
        low, high = _wilson(w, len(shares))
        p, pci = _mean_ci(points)
        out.append(KindSummary(kind, count, len(results), w, low, high, p, pci, timing))
    return out


def result_to_json(r: GameResult, options: GameOptions) -> str:
    return json.dumps({**options.to_json(), "seed": r.seed, "kinds": list(r.kinds),
                       "totals": list(r.totals), "winners": list(r.winners),
                       "timing": {k: asdict(t) for k, t in r.timing.items()}})


def load_results(path: str) -> tuple[GameOptions | None, list[GameResult]]:
    """The games of an `--out` file, by seed (a line cut short by an interruption is skipped)."""
    options = None
    results: dict[int, GameResult] = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            try:
                d = json.loads(line)
                options = GameOptions.from_json({k: v for k, v in d.items() if k in JSON_KEYS})
                results[d["seed"]] = GameResult(d["seed"], tuple(d["kinds"]), tuple(d["totals"]),
                                                tuple(d["winners"]),
                                                {k: KindTiming(**t) for k, t in d["timing"].items()})
            except (ValueError, KeyError, TypeError):
                continue
    return options, [results[k] for k in sorted(results)]


def run(options: GameOptions, seats: Sequence[str], games: int, seed: int, jobs: int = 1,
        progress: TextIO | None = None, out_path: str | None = None) -> list[GameResult]:
    """Play `games` games with rotated seats; `jobs` > 1 plays them in worker processes.

    With `out_path`, each game is appended to that file as it ends, and games already
    there (same seed, same seats in the same places) are taken from it, not replayed.
    """
    done: dict[int, GameResult] = {}
    if out_path is not None:
        try:
            _, old = load_results(out_path)
        except FileNotFoundError:
            old = []
        for r in old:
            g = r.seed - seed
            if 0 <= g < games and r.kinds == seat_kinds(seats, g):
                done[r.seed] = r
    work = [(options, seed, tuple(seats), g) for g in range(games) if seed + g not in done]
    results: list[GameResult] = list(done.values())
    out_file = None
    if out_path is not None:
        out_file = open(out_path, "a+", encoding="utf-8")
        if out_file.tell() > 0:
            out_file.seek(out_file.tell() - 1)
            if out_file.read(1) != "\n":  # a line cut short by an interruption: end it
                out_file.write("\n")
    it: Iterator[GameResult]
    if jobs <= 1:
        it = map(_play_indexed, work)
        pool = None
    else:
        import multiprocessing

        pool = multiprocessing.get_context("spawn").Pool(jobs)
        it = pool.imap(_play_indexed, work)
    try:
        for r in it:
            results.append(r)
            if out_file is not None:
                out_file.write(result_to_json(r, options) + "\n")
                out_file.flush()
            i = len(results)
            if progress is not None and (i % 10 == 0 or i == games):
                print(f"  {i}/{games} games", file=progress, flush=True)
    except BaseException:
        if pool is not None:
            pool.terminate()  # an interrupted tournament leaves no worker behind
        raise
    finally:
        if out_file is not None:
            out_file.close()
    if pool is not None:
        pool.close()
        pool.join()
    results.sort(key=lambda r: r.seed)
    return results


def report(summaries: Sequence[KindSummary], options: GameOptions, seats: Sequence[str], games: int,
           seed: int, elapsed: float, out: TextIO, seeds: str | None = None) -> None:
    length = f"{'short' if options.short else 'full'} ({options.rounds} rounds)"
    seeds = seeds or f"seeds {seed}..{seed + games - 1}"
    house = ", ".join(f"{k} {getattr(options, k)}" for k in options.differences() if k != "starting_run")
    print(f"{games} games, {options.players} seats ({', '.join(seats)}), {length}, "
          f"starting run {'on' if options.starting_run else 'off'}, "
          f"{'house rules: ' + house if house else 'standard rules'}, {seeds}, "
          f"seats rotated; {elapsed:.1f} s", file=out)
    print(f"chance win share per seat: {100 / options.players:.1f}%", file=out)
    print(f"{'kind':<14} {'seats':>5} {'win share per seat [95% CI]':>30} {'mean total ± 95% CI':>22} "
          f"{'ms/decision':>11} {'max ms':>7} {'playouts/s':>10}", file=out)
    for s in summaries:
        t = s.timing
        ms = 1000 * t.seconds / t.decisions if t.decisions else 0.0
        pps = f"{t.playouts / t.search_seconds:.0f}" if t.search_seconds > 0 else "-"
        win = f"{100 * s.win_share:.1f}% [{100 * s.win_low:.1f}, {100 * s.win_high:.1f}]"
        pts = f"{s.mean_points:.1f} ± {s.points_ci:.1f}"
        print(f"{s.kind:<14} {s.seats:>5} {win:>30} {pts:>22} {ms:>11.2f} {1000 * t.max_seconds:>7.1f} {pps:>10}",
              file=out)


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m mextrain.arena",
                                description="Strength tables of computer players, seats rotated across games.")
    p.add_argument("--players", type=int, default=2, help="seats, 2 to 8 (default 2)")
    p.add_argument("--seats",
                   help="one kind a seat, comma separated (e.g. hard:500,normal,normal,normal); one kind fills all")
    p.add_argument("--targets", action="store_true",
                   help="play the issue's three target matches (--games each) and say whether each is met")
    p.add_argument("--hard", default="hard:2000", help="the Hard budget of --targets (default hard:2000)")
    p.add_argument("--games", type=int, default=100, help="how many games (default 100)")
    p.add_argument("--seed", type=int, default=1, help="the first game number; game g uses seed+g")
    p.add_argument("--short", action="store_true", help="the short game: the top half of the rounds (7 instead of 13)")
    p.add_argument("--starting-run", action="store_true", help="allow the starting run (R10)")
    add_rule_arguments(p)
    p.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    p.add_argument("--progress", action="store_true", help="print progress to stderr")
    p.add_argument("--out", metavar="FILE",
                   help="append each game to FILE as it ends; games already in FILE are not replayed")
    p.add_argument("--summarise", metavar="FILE", help="print the table of the games in FILE (from --out)")
    return p


#: (claim, seats, the kind whose win share is judged, the share it must reach)
TARGETS: tuple[tuple[str, tuple[str, ...], str, float], ...] = (
    ("Normal wins >= 90% of 2-seat games against Random", ("normal", "random"), "normal", 0.90),
    ("Hard wins >= 60% of 2-seat games against Normal", ("{hard}", "normal"), "{hard}", 0.60),
    ("one Hard wins >= 35% of 4-seat games against three Normal", ("{hard}", "normal", "normal", "normal"),
     "{hard}", 0.35),
)


def _options(args: argparse.Namespace, players: int) -> GameOptions:
    """The simulator's rule flags (R18–R24) for `players` seats."""
    return options_from_args(argparse.Namespace(**{**vars(args), "players": players}))[0]


def run_targets(args: argparse.Namespace, out: TextIO) -> int:
    """The three target matches; a target is met when its whole 95% interval reaches it."""
    verdicts = []
    for claim, seats_t, judged_t, share in TARGETS:
        seats = [k.format(hard=args.hard) for k in seats_t]
        judged = judged_t.format(hard=args.hard)
        options = _options(args, len(seats))
        start = time.perf_counter()
        results = run(options, seats, args.games, args.seed, args.jobs, sys.stderr if args.progress else None)
        summaries = summarise(results, seats)
        report(summaries, options, seats, args.games, args.seed, time.perf_counter() - start, out)
        print(file=out, flush=True)
        s = next(x for x in summaries if x.kind == judged)
        low = s.win_low
        verdict = ("met" if low >= share else
                   "not shown: the point estimate reaches it, the interval does not" if s.win_share >= share else
                   "NOT MET")
        verdicts.append(f"{claim}: {100 * s.win_share:.1f}% [{100 * low:.1f}, {100 * s.win_high:.1f}] "
                        f"over {args.games} games -> {verdict}")
    for line in verdicts:
        print(line, file=out)
    return 0


def main(argv: Sequence[str] | None = None, out: TextIO = sys.stdout) -> int:
    args = _parser().parse_args(argv)
    if args.summarise:
        try:
            options, results = load_results(args.summarise)
        except OSError as exc:
            print(f"mextrain.arena: error: {exc}", file=sys.stderr)
            return 2
        if options is None or not results:
            print(f"mextrain.arena: error: {args.summarise} holds no games", file=sys.stderr)
            return 2
        seats = list(results[0].kinds)  # the lowest seed's order
        runs: list[list[int]] = []  # the file's seeds as runs of consecutive numbers
        for r in results:
            if runs and r.seed == runs[-1][1] + 1:
                runs[-1][1] = r.seed
            else:
                runs.append([r.seed, r.seed])
        seeds = "seeds " + ", ".join(f"{a}..{b}" if b > a else f"{a}" for a, b in runs)
        report(summarise(results, seats), options, seats, len(results), results[0].seed, 0.0, out, seeds)
        return 0
    if args.targets:
        try:
            PlayerSpec.parse(args.hard)
        except ValueError as exc:
            print(f"mextrain.arena: error: {exc}", file=sys.stderr)
            return 2
        return run_targets(args, out)
    try:
        if not args.seats:
            raise ValueError("--seats is required (or --targets)")
        options = _options(args, args.players)
        seats = [k.strip() for k in args.seats.split(",")]
        if len(seats) == 1:
            seats = seats * args.players
        if len(seats) != args.players:
            raise ValueError(f"--seats names {len(seats)} kinds for {args.players} players")
        for k in set(seats):
            PlayerSpec.parse(k)  # an unknown kind fails here, before any game
        if args.games < 1:
            raise ValueError("--games must be at least 1")
    except ValueError as exc:
        print(f"mextrain.arena: error: {exc}", file=sys.stderr)
        return 2
    start = time.perf_counter()
    results = run(options, seats, args.games, args.seed, args.jobs, sys.stderr if args.progress else None,
                  args.out)
    report(summarise(results, seats), options, seats, args.games, args.seed, time.perf_counter() - start, out)
    return 0


if __name__ == "__main__":
    # a terminated tournament stops its worker processes too (see `run`)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    raise SystemExit(main())
