"""The head-to-head against another checkout (devtools/bench/hard_vs_tree.py): the other package is loaded
beside today's, its player answers today's views in its own types, and the games are today's engine's.
Here the "other checkout" is this one, with Normal on both sides: the same player, so every game of a
seed pair is a mirror, and the summary says so. Not a strength test."""
from __future__ import annotations

import io
import json
from contextlib import redirect_stdout
from pathlib import Path

from mextrain.ai import make_player
from mextrain.devtools.bench import hard_vs_tree
from mextrain.engine import SHORT_GAME, Game, GameOptions

ROOT = Path(__file__).resolve().parents[2]


def test_another_checkouts_player_plays_todays_engine_as_it_would_its_own(tmp_path: Path) -> None:
    hard_vs_tree.load_old(ROOT)
    old = hard_vs_tree.OldPlayer("normal", "x")
    today = make_player("normal", "x")
    game = Game(GameOptions(2, SHORT_GAME), 5)
    for _ in range(40):  # the other package's Normal answers every view as today's Normal does
        view = game.view(game.current_seat)
        move = old.choose(view)
        assert move == today.choose(view) and move in view.legal
        game.apply(move)
    out = tmp_path / "h2h.jsonl"
    printed = io.StringIO()
    with redirect_stdout(printed):
        assert hard_vs_tree.main(["--old", str(ROOT), "--new", "normal", "--was", "normal", "--games", "2",
                                  "--out", str(out)]) == 0
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["seed"] for r in rows] == [1, 2] and [r["kinds"][0] for r in rows] == ["new", "old"]
    assert printed.getvalue().startswith("2 games: today's win share ")
    with redirect_stdout(io.StringIO()):  # the seeds already played are not played again
        hard_vs_tree.main(["--old", str(ROOT), "--new", "normal", "--was", "normal", "--games", "3", "--out", str(out)])
    assert [json.loads(line)["seed"] for line in out.read_text().splitlines()] == [1, 2, 3]
