"""`python -m mextrain.devtools.bench.stats`: how fast the statistics database and window are.

Writes 1,000 made-up finished games into a temporary database, one transaction each as
the game does, and prints how long a write takes (median and max); then opens the
Statistics window on those 1,000 games (off screen) and prints how long that takes
(the goal is under 0.5 s). `fake_games` also feeds the screenshots.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from mextrain.engine import engine_of_round
from mextrain.stats import DB_NAME, FinishedGame, RoundResult, SeatResult, StatsStore

NAMES = ("You", "Ada", "Boris", "Clara", "Dmytro", "Emma", "Frida", "Gustav")


def fake_games(count: int, seed: int = 1, start: datetime | None = None) -> list[FinishedGame]:
    """Plausible finished games (seat counts, strengths, points), the same for the same seed."""
    rng = random.Random(seed)
    when = start or datetime(2026, 1, 5, 19, 30, tzinfo=UTC)
    games = []
    for _ in range(count):
        players = rng.choice((2, 3, 4, 4, 4, 5, 6, 8))
        rounds = rng.choice((13, 7, 7))
        kind = rng.choice(("easy", "normal", "normal", "hard"))
        skill = {"easy": 0.7, "normal": 1.0, "hard": 1.25}[kind]
        points: list[tuple[int, ...]] = []
        for number in range(1, rounds + 1):
            engine = engine_of_round(number)
            out = rng.randrange(players) if rng.random() < 0.9 else None
            row = []
            for s in range(players):
                heavy = 1.0 + engine / 24  # high engines leave heavier hands
                mean = 26 * heavy * (skill if s == 0 else 1.0)
                row.append(0 if s == out else max(0, int(rng.gauss(mean, mean / 2))))
            points.append(tuple(row))
        totals = [sum(p[s] for p in points) for s in range(players)]
        best = min(totals)
        games.append(FinishedGame(
            played_at=when, seed=rng.randrange(1, 10**9), rounds_option=rounds, starting_run=rng.random() < 0.3,
            person_seat=0,
            seats=tuple(SeatResult(NAMES[s], "human" if s == 0 else kind, totals[s]) for s in range(players)),
            rounds=tuple(RoundResult(n, engine_of_round(n), p) for n, p in enumerate(points, start=1)),
            winners=tuple(s for s in range(players) if totals[s] == best),
            hints_used=rng.choice((0, 0, 0, 1, 2)), undos_used=rng.choice((0, 0, 1)),
        ))
        when += timedelta(hours=rng.uniform(2, 40))
    return games


def bench_writes(folder: Path, count: int) -> list[float]:
    store, _ = StatsStore.open(folder / DB_NAME)
    times = []
    for game in fake_games(count):
        t0 = time.perf_counter()
        store.record(game)
        times.append(time.perf_counter() - t0)
    store.close()
    return times


def bench_window(folder: Path, repeats: int = 3) -> list[float]:
    """Seconds from asking for the Statistics window to its first paint, with the games in `folder`."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from mextrain.ui.stats.window import StatsWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        store, _ = StatsStore.open(folder / DB_NAME)

        def store_of(store: StatsStore = store) -> StatsStore:  # this round's store
            return store

        window = StatsWindow(store_of)
        window.show()
        window.grab()  # lay out and paint everything, charts included
        app.processEvents()
        times.append(time.perf_counter() - t0)
        window.close()
        window.deleteLater()
        store.close()
        app.processEvents()
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mextrain.devtools.bench.stats", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="mextrain-bench-stats-") as scratch:
        folder = Path(scratch)
        writes = bench_writes(folder, args.games)
        size = (folder / DB_NAME).stat().st_size
        print(f"write one game ({args.games} games, one transaction each, {size / 1024:.0f} KiB in all): "
              f"median {statistics.median(writes) * 1000:.2f} ms, max {max(writes) * 1000:.2f} ms")
        opens = bench_window(folder)
        print(f"open the Statistics window with {args.games} games: median {statistics.median(opens) * 1000:.0f} ms, "
              f"max {max(opens) * 1000:.0f} ms (goal < 500 ms; first open {opens[0] * 1000:.0f} ms)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
