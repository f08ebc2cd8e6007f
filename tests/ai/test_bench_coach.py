"""The coach's benchmark runs and prints a line a round and the figure (not a timed test)."""
from __future__ import annotations

import io
from contextlib import redirect_stdout

from mextrain.devtools.bench import coach as bench_coach


def test_bench_coach_prints_each_rounds_time():
    out = io.StringIO()
    with redirect_stdout(out):
        assert bench_coach.main(["--players", "2", "--playouts", "40", "--seconds", "5"]) == 0
    lines = out.getvalue().splitlines()
    assert len(lines) == 8  # seven rounds of a short game, then the figure
    assert all(line.startswith(f"game 1 round {r}:") and "with a choice" in line and "of CPU" in line
               for r, line in zip(range(1, 8), lines))
    assert lines[-1].startswith("7 rounds of seat 0's decisions judged at 2 seats: median")


def test_bench_coach_calibration_prints_the_thresholds_table():
    out = io.StringIO()
    with redirect_stdout(out):
        assert bench_coach.main(["--calibrate", "1", "--players", "2", "--hard", "hard:10", "--playouts", "20"]) == 0
    lines = out.getvalue().splitlines()
    assert lines[0].startswith("1 games of hard:10 against itself at 2 seats")
    assert "MIN_GAIN" in out.getvalue() and len([x for x in lines if x.strip()[:1].isdigit()]) >= 25
