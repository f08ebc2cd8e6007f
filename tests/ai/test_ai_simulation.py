"""Random-simulation tests of every level (thousands of decisions, nothing illegal), the
arena's arithmetic and seat rotation, and the AI layer's independence from Qt."""
from __future__ import annotations

import io
import subprocess
import sys
import time

import pytest

from mextrain.ai import KINDS, make_player
from mextrain.engine import Game, GameOptions, Move, Phase, PlayerView
from mextrain.tools import arena


def simulate(spec: str, min_decisions: int, seed: int = 0) -> tuple[int, float]:
    """Games of 2 to 8 seats, with and without the starting run, all seats of one kind
    except one random seat; every decision must be one of the view's legal moves."""
    decisions = 0
    seconds = 0.0
    g = 0
    while decisions < min_decisions:
        n = 2 + g % 7
        game = Game(GameOptions(n, 7, g % 2 == 1), seed + g, track_decisions=False)
        players = [make_player("random" if i == n - 1 else spec, f"{g}/{i}") for i in range(n)]
        rounds = 0
        while game.phase is not Phase.GAME_OVER and rounds < 2:
            if game.phase is Phase.ROUND_OVER:
                game.next_round()
                rounds += 1
                continue
            seat = game.round.current
            view = game.view(seat)
            assert isinstance(view, PlayerView)
            t = time.perf_counter()
            move = players[seat].choose(view)
            dt = time.perf_counter() - t
            assert isinstance(move, Move) and move in view.legal, (spec, move, view.legal)
            if seat != n - 1:
                decisions += 1
                seconds += dt
            game.apply(move)
        g += 1
    return decisions, seconds


@pytest.mark.parametrize("spec,count", [("easy", 3000), ("normal", 3000), ("hard:6", 2000)])
@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_every_level_makes_thousands_of_legal_decisions(spec, count):
    decisions, seconds = simulate(spec, count)
    assert decisions >= count
    if spec == "normal":
        assert seconds / decisions < 0.005  # Normal: under 5 ms a decision


def test_kinds_of_the_new_game_dialog():
    assert KINDS == ("easy", "normal", "hard")
    for k in KINDS + ("random",):
        assert make_player(k, 1).kind == k


def test_the_arena_rotates_seats_and_counts_shared_wins():
    assert arena.seat_kinds(["a", "b", "c"], 0) == ("a", "b", "c")
    assert arena.seat_kinds(["a", "b", "c"], 1) == ("c", "a", "b")
    results = [
        arena.GameResult(1, ("x", "y"), (10, 20), (0,)),
        arena.GameResult(2, ("y", "x"), (15, 15), (0, 1)),  # a tie shares the win
        arena.GameResult(3, ("x", "y"), (30, 20), (1,)),
        arena.GameResult(4, ("y", "x"), (5, 40), (0,)),
    ]
    by_kind = {s.kind: s for s in arena.summarise(results, ["x", "y"])}
    assert by_kind["x"].win_share == pytest.approx((1 + 0.5 + 0 + 0) / 4)
    assert by_kind["y"].win_share == pytest.approx((0 + 0.5 + 1 + 1) / 4)
    assert by_kind["x"].mean_points == pytest.approx((10 + 15 + 30 + 40) / 4)
    assert 0 < by_kind["x"].win_low < by_kind["x"].win_share < by_kind["x"].win_high < 1
    assert arena._wilson(1.0, 400)[1] == 1.0 and 0.98 < arena._wilson(1.0, 400)[0] < 1.0


def test_the_arena_plays_and_prints_a_strength_table():
    out = io.StringIO()
    assert arena.main(["--players", "3", "--seats", "normal,random,random", "--games", "3", "--short",
                       "--seed", "4"], out) == 0
    text = out.getvalue()
    assert "3 games, 3 seats" in text and "short (7 rounds)" in text
    lines = {line.split()[0]: line for line in text.splitlines()[3:]}
    assert set(lines) == {"normal", "random"}
    assert "%" in lines["normal"] and "[" in lines["normal"] and "±" in lines["normal"]
    assert arena.main(["--players", "2", "--seats", "normal,expert", "--games", "1"], io.StringIO()) == 2


def test_the_arena_saves_each_game_and_resumes_without_replaying(tmp_path, monkeypatch):
    path = tmp_path / "games.jsonl"
    args = ["--players", "2", "--seats", "normal,easy", "--short", "--seed", "30", "--out", str(path)]
    first = io.StringIO()
    assert arena.main([*args, "--games", "4"], first) == 0
    assert len(path.read_text().splitlines()) == 4
    # a run cut short leaves a half-written line: it is skipped, and that game replayed
    with path.open("a") as f:
        f.write('{"players": 2, "seed": 3')
    played = []
    real = arena.play_one
    monkeypatch.setattr(arena, "play_one", lambda o, seed, kinds: played.append(seed) or real(o, seed, kinds))
    again = io.StringIO()
    assert arena.main([*args, "--games", "6"], again) == 0
    assert played == [34, 35]  # games 30..33 came from the file
    options, results = arena.load_results(str(path))
    assert [r.seed for r in results] == list(range(30, 36)) and options.players == 2
    assert [r.kinds for r in results] == [arena.seat_kinds(["normal", "easy"], g) for g in range(6)]
    table = io.StringIO()
    assert arena.main(["--summarise", str(path)], table) == 0
    # the summary of the file is the table of the 6-game run, line for line
    assert table.getvalue().splitlines()[2:] == again.getvalue().splitlines()[2:]
    assert "6 games, 2 seats (normal, easy)" in table.getvalue()
    assert arena.main(["--summarise", str(tmp_path / "missing.jsonl")], io.StringIO()) == 2


def test_the_ai_layer_imports_no_qt():
    code = ("import sys, mextrain.ai, mextrain.ai.easy, mextrain.ai.normal, mextrain.ai.hard, "
            "mextrain.ai.sampling, mextrain.ai.fastsim, mextrain.arena; "
            "print(any(m.startswith('PySide6') for m in sys.modules))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "False"
