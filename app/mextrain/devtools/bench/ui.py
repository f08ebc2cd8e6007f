"""`python -m mextrain.devtools.bench.ui`: how fast the window starts and redraws.

1. Start to a playable window (goal <= 1.5 s from source): a fresh Python process is started
   and timed until the window is shown, painted, with a game on the table and the person's
   moves enabled. Measured from outside (process start included), several runs.
2. Redrawing after one move, 8 seats late in a round (goal <= 16 ms): the engine applies a
   move (not timed), then the window shows it: the scene (`TableView.show_state`), the side
   panel and the log, and a synchronous repaint of the table and the panel.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:
    from mextrain.engine import Game
    from mextrain.ui.window.main_window import MainWindow

START_GOAL_S = 1.5
UPDATE_GOAL_MS = 16.0


# ---------------------------------------------------------------------- 1. start-up
def child_startup(scratch: Path) -> None:
    """In the child: build the real window as `mextrain.app` does and say when it is playable."""
    t0 = time.perf_counter()
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    from mextrain.identity import configure_application

    app = QApplication(sys.argv[:1])
    configure_application(app)
    t_qt = time.perf_counter()
    from mextrain.engine import starter_of_game
    from mextrain.ui.settings import Settings
    from mextrain.ui.window.main_window import MainWindow

    t_import = time.perf_counter()
    window = MainWindow(settings=Settings.at(scratch / "settings.ini"), start_game=False)
    window.resize(1280, 800)
    seed = next(s for s in range(1, 1000) if starter_of_game(s, 4) == 0)  # the person starts
    window.start_game(window.settings.last_setup(), seed)
    window.show()
    t_built = time.perf_counter()
    handle = window.windowHandle()
    while not (handle is not None and handle.isExposed() and window.controller.local_legal()):
        QCoreApplication.processEvents()
        handle = window.windowHandle()
    window.repaint()  # the first paint of the whole window, synchronously
    t_ready = time.perf_counter()
    print(json.dumps({
        "ready_unix": time.time(),
        "qt_s": t_qt - t0, "imports_s": t_import - t_qt, "window_s": t_built - t_import,
        "first_paint_s": t_ready - t_built,
    }), flush=True)
    window.close()


def bench_startup(runs: int) -> dict[str, float]:
    results: list[float] = []
    parts: list[dict[str, float]] = []
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    with tempfile.TemporaryDirectory(prefix="mextrain-bench-") as scratch:
        for _ in range(runs):
            started = time.time()
            out = subprocess.run([sys.executable, "-m", "mextrain.devtools.bench.ui", "--child-startup", scratch],
                                 capture_output=True, text=True, env=env, check=True).stdout
            line = next(line for line in out.splitlines() if line.startswith("{"))
            data = json.loads(line)
            results.append(data["ready_unix"] - started)
            parts.append(data)
    return {
        "median_s": statistics.median(results),
        "max_s": max(results),
        "qt_s": statistics.median(p["qt_s"] for p in parts),
        "imports_s": statistics.median(p["imports_s"] for p in parts),
        "window_s": statistics.median(p["window_s"] for p in parts),
        "first_paint_s": statistics.median(p["first_paint_s"] for p in parts),
    }


# ---------------------------------------------------------------------- 2. one move
def late_round_window(seed: int) -> tuple[MainWindow, Game, random.Random]:
    """A window with 8 seats, late in round 1: about 50 tiles laid, the boneyard nearly empty."""
    from mextrain.controller import Pace
    from mextrain.engine import Phase
    from mextrain.ui.settings import GameSetup, Settings
    from mextrain.ui.window.main_window import MainWindow

    scratch = Path(tempfile.mkdtemp(prefix="mextrain-bench-"))
    settings = Settings.at(scratch / "settings.ini")
    settings.pace = Pace.INSTANT
    window = MainWindow(settings=settings, start_game=False)
    window.resize(1280, 800)
    window.show()
    window.start_game(GameSetup(players=8, kinds=["random"] * 7), seed)
    window.controller.cancel()  # the benchmark moves every seat itself
    game = window.controller.game
    assert game is not None  # start_game dealt it
    rng = random.Random(seed)
    while game.phase is Phase.PLAYING and len(game.view(0).table_tiles()) < 50:
        game.apply(rng.choice(game.legal_moves()))
    return window, game, rng


def bench_update(moves: int, seed: int) -> dict[str, float]:
    from PySide6.QtCore import QCoreApplication

    from mextrain.engine import Phase

    scene_ms: list[float] = []
    window_ms: list[float] = []
    laid_before = 0
    while len(scene_ms) < moves:
        window, game, rng = late_round_window(seed)
        c = window.controller
        window.refresh()
        QCoreApplication.processEvents()
        laid_before = laid_before or len(game.view(0).table_tiles())
        while game.phase is Phase.PLAYING and len(scene_ms) < moves:
            events = game.apply(rng.choice(game.legal_moves()))
            view = c.local_view()
            legal = c.local_legal()
            names = window.seat_names()
            t0 = time.perf_counter()
            window.table.show_state(view, legal, names, None)
            t1 = time.perf_counter()
            window.panel.show_state(view, names, c.local_seat, None, legal)
            window.on_events(events)
            window.table.viewport().repaint()
            window.panel.repaint()
            t2 = time.perf_counter()
            scene_ms.append((t1 - t0) * 1000)
            window_ms.append((t2 - t0) * 1000)
        window.close()
        seed += 1

    def p95(xs: list[float]) -> float:
        return sorted(xs)[int(len(xs) * 0.95) - 1]

    return {
        "moves": len(scene_ms),
        "tiles_on_table_at_start": laid_before,
        "scene_median_ms": statistics.median(scene_ms),
        "scene_p95_ms": p95(scene_ms),
        "window_median_ms": statistics.median(window_ms),
        "window_p95_ms": p95(window_ms),
        "window_max_ms": max(window_ms),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mextrain.devtools.bench.ui", description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="start-ups to time (default 5)")
    parser.add_argument("--moves", type=int, default=200, help="moves to redraw (default 200)")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--child-startup", metavar="SCRATCH", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if args.child_startup:
        child_startup(Path(args.child_startup))
        return 0

    from PySide6.QtWidgets import QApplication

    from mextrain.identity import configure_application

    start = bench_startup(args.runs)
    # instance() is typed as the QCoreApplication base; the one running here is a QApplication
    app = cast(QApplication, QApplication.instance() or QApplication(sys.argv[:1]))
    configure_application(app)
    update = bench_update(args.moves, args.seed)
    if args.json:
        print(json.dumps({"startup": start, "update": update}, indent=2))
        return 0
    print(f"Start to a playable window ({args.runs} runs, {os.environ['QT_QPA_PLATFORM']}): "
          f"median {start['median_s']:.2f} s, max {start['max_s']:.2f} s (goal <= {START_GOAL_S} s)")
    print(f"  in the process: Qt {start['qt_s']:.2f} s, imports {start['imports_s']:.2f} s, "
          f"window and deal {start['window_s']:.2f} s, first paint {start['first_paint_s']:.2f} s")
    print(f"Redraw after one move, 8 seats late in a round ({update['moves']} moves, "
          f"{update['tiles_on_table_at_start']} tiles on the table at the start):")
    print(f"  scene (show_state): median {update['scene_median_ms']:.1f} ms, p95 {update['scene_p95_ms']:.1f} ms")
    print(f"  scene + panel + log, both repainted: median {update['window_median_ms']:.1f} ms, "
          f"p95 {update['window_p95_ms']:.1f} ms, max {update['window_max_ms']:.1f} ms (goal <= {UPDATE_GOAL_MS:.0f} ms)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
