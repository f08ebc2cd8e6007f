"""`python -m mextrain.devtools.bench.replay`: how fast the replay viewer steps through a long game.

A full game (13 rounds) with 8 Normal seats, the largest there is, is loaded the way the
viewer loads it; then every position is visited forward and back, by the model alone and
by the window (offscreen), and the times per step are printed. Figures only, no verdicts.
"""
from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path


def _figures(name: str, times: list[float]) -> None:
    ms = [t * 1000 for t in times]
    print(f"{name:38s} median {statistics.median(ms):7.3f} ms   max {max(ms):7.2f} ms   ({len(ms)} steps)")


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from mextrain.controller.replay import Replay, load_replay
    from mextrain.engine import GameOptions
    from mextrain.engine.record import SeatConfig, dumps, game_to_record
    from mextrain.tools.sim import play_game
    from mextrain.ui.replay.window import ReplayWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    game = play_game(GameOptions(8, 13), 2024, ["normal"] * 8, record=True)
    seats = [SeatConfig(f"SeatConfig {i}", "normal") for i in range(8)]
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.json"
        path.write_text(dumps(game_to_record(game, seats)) + "\n", encoding="utf-8")
        start = time.perf_counter()
        found = load_replay(path)
        print(f"load and check the record (8 seats, 13 rounds)   {1000 * (time.perf_counter() - start):.1f} ms")
    loaded = found.loaded
    rep = Replay(loaded.game, loaded.seats)
    print(f"positions: {rep.count}")
    forward, back = [], []
    for _ in range(rep.count - 1):
        t = time.perf_counter()
        rep.step(1)
        forward.append(time.perf_counter() - t)
    for _ in range(rep.count - 1):
        t = time.perf_counter()
        rep.step(-1)
        back.append(time.perf_counter() - t)
    _figures("model: step forward (first visit)", forward)
    _figures("model: step back (rounds cached)", back)

    window = ReplayWindow()
    window.resize(1280, 800)
    window.show()
    window.show_replay(Replay(loaded.game, loaded.seats), [s.name for s in loaded.seats])
    app.processEvents()
    replay = window.replay
    assert replay is not None  # show_replay set it
    shown = []
    for _ in range(replay.count - 1):
        t = time.perf_counter()
        window.step(1)
        window.repaint()
        shown.append(time.perf_counter() - t)
        app.processEvents()  # idle time between steps (the viewer works out the next round then)
    _figures("window: step forward, painted", shown)
    jumps = []
    for index in range(0, replay.count, 37):
        t = time.perf_counter()
        window.go(replay.count - 1 - index)
        window.repaint()
        jumps.append(time.perf_counter() - t)
    _figures("window: jump anywhere, painted", jumps)
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
