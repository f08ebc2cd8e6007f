"""How much the autosave costs per move: `python -m mextrain.devtools.bench.save`.

Plays one full game (13 rounds, 8 seats, random moves from a fixed seed) and keeps it in
a journal (`mextrain.journal`) after every decision, as the window does. Prints the
median save time of the moves at the start, the middle and the end of the game (round
ends, which write a snapshot, counted apart), the snapshots' times, and the bytes written
per decision over the whole game; beside it the old way, the whole record rewritten
after a move, timed at the same three points. The fsync column is the part of a move's
save spent waiting for the disk: on a busy disk it is nearly all of it.
"""
from __future__ import annotations

import argparse
import random
import shutil
import statistics
import tempfile
import time
from pathlib import Path

from mextrain.engine import Game, GameOptions, Phase
from mextrain.engine.record import SeatConfig
from mextrain.saves import autosave_journal, save_game, save_journal


def _ms(values: list[float]) -> str:
    return f"{statistics.median(values) * 1e3:6.3f} ms" if values else "     -   "


def run(seed: int = 1, players: int = 8) -> dict[str, float]:
    rng = random.Random(seed)
    seats = [SeatConfig("You", "human")] + [SeatConfig(f"SeatConfig {i}", "random") for i in range(1, players)]
    game = Game(GameOptions(players=players, rounds=13), seed)
    folder = Path(tempfile.mkdtemp(prefix="mextrain-bench-save-"))
    journal = autosave_journal(folder / "autosave.journal")
    save_journal(journal, game, seats)
    moves: list[float] = []  # the time of each save that appended
    syncs: list[float] = []  # of which the wait for the disk (fdatasync)
    snapshots: list[float] = []
    whole: dict[int, float] = {}  # decision number -> the time of a whole-record save there
    decisions = 0
    while game.phase is not Phase.GAME_OVER:
        if game.phase is Phase.ROUND_OVER:
            game.next_round()
        legal = game.legal_moves()
        game.apply(legal[rng.randrange(len(legal))])
        decisions += 1
        before = journal.snapshots
        start = time.perf_counter()
        save_journal(journal, game, seats)
        spent = time.perf_counter() - start
        if journal.snapshots > before:
            snapshots.append(spent)
        else:
            moves.append(spent)
            syncs.append(journal.last_sync)
        if decisions % 25 == 0:
            start = time.perf_counter()
            save_game(folder / "whole.json", game, seats)
            whole[len(moves)] = time.perf_counter() - start
    third = len(moves) // 3
    parts = {"start": (0, third), "middle": (third, 2 * third), "end": (2 * third, len(moves))}
    print(f"one game: {players} seats, 13 rounds, {decisions} decisions, {journal.snapshots} snapshots")
    print(f"{'':8} {'journal, per move':>18} {'of which fsync':>15} {'whole record':>14}")
    figures: dict[str, float] = {}
    for name, (a, b) in parts.items():
        old = [t for i, t in whole.items() if a <= i < b]
        print(f"{name:8} {_ms(moves[a:b]):>18} {_ms(syncs[a:b]):>15} {_ms(old):>14}")
        figures[f"{name}_ms"] = statistics.median(moves[a:b]) * 1e3
    print(f"round-end snapshots: median {_ms(snapshots).strip()}, max {max(snapshots) * 1e3:.3f} ms")
    per = journal.bytes_written / decisions
    print(f"bytes written per decision over the game: {per:,.0f} ({per / 1024:.2f} KiB); "
          f"the whole record at the end: {(folder / 'whole.json').stat().st_size / 1024:,.1f} KiB")
    figures["bytes_per_decision"] = per
    shutil.rmtree(folder, ignore_errors=True)
    return figures


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=8)
    args = parser.parse_args(argv)
    run(args.seed, args.players)


if __name__ == "__main__":
    main()
