"""The AI decision-time benchmark runs and prints a line per player (figures, not a timed test)."""
from __future__ import annotations

import io
from contextlib import redirect_stdout

import pytest

from mextrain.devtools.bench import ai as bench_ai


def test_bench_ai_prints_each_players_times():
    out = io.StringIO()
    with redirect_stdout(out):
        assert bench_ai.main(["--positions", "3", "--budgets", "0.05", "--playouts", "100",
                              "--normal-positions", "100"]) == 0
    lines = out.getvalue().splitlines()
    assert lines[0].startswith("3 positions for Hard, 100 for Normal")
    assert [line.split()[0] for line in lines[1:]] == ["normal", "hard:0.05s", "hard:100"]
    assert "over budget by at most" in lines[2] and "playouts/s" in lines[3]


def test_positions_are_real_choices():
    views = bench_ai.positions(12)
    assert len(views) == 12 and all(len(v.legal) > 1 for v in views)
    assert {v.players for v in views} <= {2, 4, 8}


@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_bench_ai_reading_prints_each_seat_count_and_try_count():
    out = io.StringIO()
    with redirect_stdout(out):
        assert bench_ai.main(["--reading", "--positions", "2"]) == 0
    lines = out.getvalue().splitlines()[1:]
    assert len(lines) == 12 and all("held tiles' share" in line and "Brier" in line for line in lines)
    assert [line.split()[0] for line in lines] == ["2"] * 4 + ["4"] * 4 + ["8"] * 4
