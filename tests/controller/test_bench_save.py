"""The autosave benchmark runs and shows the journal's figure (devtools/bench/save.py)."""
from __future__ import annotations

import pytest

from mextrain.devtools.bench import save as bench_save


@pytest.mark.slow  # a whole game
def test_bench_save_prints_the_three_points_and_the_bytes_per_decision(capsys: pytest.CaptureFixture[str]) -> None:
    figures = bench_save.run(seed=3, players=2)
    out = capsys.readouterr().out
    for part in ("start", "middle", "end", "round-end snapshots", "bytes written per decision"):
        assert part in out
    assert 0 < figures["bytes_per_decision"] <= 4096  # the journal's goal, over a whole game
