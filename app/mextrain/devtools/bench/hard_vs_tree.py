"""`python -m mextrain.devtools.bench.hard_vs_tree --old TREE`: today's computer player against the same kind
from another checkout of this project (issue 40: "play today's Hard against the Hard of the code before
the house rules ... it must not be weaker"), head to head, seats swapped every game, on the same seeds.

    git worktree add --detach ../oldhard fb39ca3
    python -m mextrain.devtools.bench.hard_vs_tree --old ../oldhard --new hard:100 --was hard:100 \\
        --games 200 --out h2h.jsonl
    python -m mextrain.devtools.bench.hard_vs_tree --summarise h2h.jsonl

The other checkout's package is copied once into a scratch folder as `mextrain_old` (its imports
rewritten), so both live in one process. The game is today's engine; the old player is asked with its
seat's view turned into its own engine's types (a field it never knew, such as a house rule's, is left
out: play the standard rules) and its move turned back. Game g (seed `--seed` + g) seats today's
player at seat g % 2. With a playout budget on both sides the games replay exactly. `--out` appends one
JSON line a game and skips the seeds already in it, so a long run survives an interruption.

The summary: today's win share per game (a shared win counts a half) with its Wilson 95 % interval,
and the paired points, today's total minus the old one's in the same game (lower is better for today),
± 1.96 standard errors.

Measured (issue 40, 2 seats, the short game, seeds 1-200, hard:100 on both sides, the Hard of fb39ca3,
the commit before the house rules): today's Hard won 57.0 % [50.1, 63.7] of 200 games, and its total
was 29.8 ± 23.4 points lower a game: it is not weaker.
"""
from __future__ import annotations

import argparse
import dataclasses
import importlib
import json
import math
import re
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar

from mextrain.ai import Player, make_player, selfplay
from mextrain.engine import SHORT_GAME, GameOptions, Move, PlayerView, Tile

OLD = "mextrain_old"
_IMPORT = re.compile(r"\bmextrain(?=[.\s])")


def load_old(tree: Path) -> Any:
    """The other checkout's package, as `mextrain_old` (copied once, its imports rewritten)."""
    source = tree / "app" / "mextrain"
    if not (source / "__init__.py").is_file():
        raise SystemExit(f"no app/mextrain package in {tree}")
    scratch = Path(tempfile.mkdtemp(prefix="mextrain-old-"))
    target = scratch / OLD
    shutil.copytree(source, target, ignore=shutil.ignore_patterns("__pycache__"))
    for path in target.rglob("*.py"):
        path.write_text(_IMPORT.sub(OLD, path.read_text(encoding="utf-8")), encoding="utf-8")
    sys.path.insert(0, str(scratch))
    return importlib.import_module(OLD)


class OldPlayer(Player):
    """A player of the other checkout, asked with today's view in its engine's types."""

    kind: ClassVar[str] = "old"

    def __init__(self, spec: str, seed: str) -> None:
        self.ai = importlib.import_module(f"{OLD}.ai")
        self.engine = importlib.import_module(f"{OLD}.engine")
        self.view_mod = importlib.import_module(f"{OLD}.engine.view")
        self.player = self.ai.make_player(spec, seed)
        self._fields = {f.name for f in dataclasses.fields(self.view_mod.PlayerView) if f.init}
        self._option_fields = {f.name for f in dataclasses.fields(self.engine.GameOptions) if f.init}

    def _move(self, move: Move, engine: Any) -> Any:
        """A move in `engine`'s types (the other's or today's)."""
        kind = move.kind.value
        if kind == "play":
            assert move.tile is not None
            return engine.Move.play(engine.Tile(*move.tile), move.train)
        return {"draw": engine.DRAW, "pass": engine.PASS, "end": engine.END}[kind]

    def _tile(self, tile: Any) -> Any:
        return None if tile is None else self.engine.Tile(*tile)

    def old_view(self, v: PlayerView) -> Any:
        e, vm = self.engine, self.view_mod
        values: dict[str, Any] = {
            "options": e.GameOptions(**{k: getattr(v.options, k) for k in self._option_fields}),
            "hand": tuple(self._tile(t) for t in v.hand),
            "trains": tuple(vm.TrainView(tv.train, tuple((self._tile(t), a, b) for t, a, b in tv.tiles), tv.open_end,
                                         tv.marker) for tv in v.trains),
            "legal": tuple(self._move(m, e) for m in v.legal),
            "history": tuple(vm.HistoryEntry(h.seat, self._move(h.move, e), h.lacked) for h in v.history),
            "drawn": self._tile(v.drawn),
        }
        for name in self._fields - set(values):
            values[name] = getattr(v, name)
        return vm.PlayerView(**values)

    def choose(self, view: PlayerView, should_stop: Callable[[], bool] | None = None) -> Move:
        answer = self.player.choose(self.old_view(view))
        kind = answer.kind.value
        if kind == "play":
            move = Move.play(Tile(*answer.tile), answer.train)
        else:
            move = next(m for m in view.legal if m.kind.value == kind)
        if move not in view.legal:
            raise RuntimeError(f"the old player answered {move}, not a legal move of today's engine")
        return move


def play(args: argparse.Namespace) -> None:
    load_old(Path(args.old))
    done: set[int] = set()
    out = Path(args.out)
    if out.exists():
        for line in out.read_text(encoding="utf-8").splitlines():
            try:
                done.add(int(json.loads(line)["seed"]))
            except (ValueError, KeyError, TypeError):
                continue  # a torn last line: that game is played again
    options = GameOptions(players=2, rounds=SHORT_GAME)
    with out.open("a", encoding="utf-8") as f:
        for g in range(args.games):
            seed = args.seed + g
            if seed in done:
                continue
            kinds = ["new", "old"] if g % 2 == 0 else ["old", "new"]
            players: list[Player] = [make_player(args.new, f"h2h/{seed}/{i}") if k == "new"
                                     else OldPlayer(args.was, f"h2h/{seed}/{i}") for i, k in enumerate(kinds)]
            start = time.perf_counter()
            game = selfplay.play_game(options, seed, players)
            row = {"seed": seed, "kinds": kinds, "totals": list(game.totals), "winners": list(game.winners),
                   "seconds": round(time.perf_counter() - start, 2)}
            f.write(json.dumps(row) + "\n")
            f.flush()
            if args.progress:
                print(json.dumps(row), file=sys.stderr)


def summarise(path: Path) -> str:
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    n = len(rows)
    if n < 2:
        return f"{n} games: too few to say anything"
    wins, diffs = [], []
    for r in rows:
        mine = r["kinds"].index("new")
        wins.append(1 / len(r["winners"]) if mine in r["winners"] else 0.0)
        diffs.append(r["totals"][mine] - r["totals"][1 - mine])
    p = sum(wins) / n
    z = 1.96
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z / denom * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    mean = sum(diffs) / n
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1))
    return (f"{n} games: today's win share {100 * p:.1f} % [{100 * (centre - half):.1f}, {100 * (centre + half):.1f}] "
            f"(Wilson 95 %); today's total minus the old one's, per game, {mean:+.1f} ± {z * sd / math.sqrt(n):.1f} "
            f"(95 %; lower is better for today)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mextrain.devtools.bench.hard_vs_tree",
                                     description="Today's player against the same kind from another checkout.")
    parser.add_argument("--old", help="the other checkout (its app/mextrain is used)")
    parser.add_argument("--new", default="hard:100", help="today's player (default hard:100)")
    parser.add_argument("--was", default="hard:100", help="the other checkout's player (default hard:100)")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed; game g uses seed + g")
    parser.add_argument("--out", help="JSON Lines, one game a line (appended; seeds in it are skipped)")
    parser.add_argument("--progress", action="store_true")
    parser.add_argument("--summarise", metavar="FILE", help="print the summary of FILE and stop")
    args = parser.parse_args(argv)
    if args.summarise:
        print(summarise(Path(args.summarise)))
        return 0
    if not args.old or not args.out:
        parser.error("--old and --out are needed to play")
    play(args)
    print(summarise(Path(args.out)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
