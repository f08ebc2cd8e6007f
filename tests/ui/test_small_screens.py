"""Issue 15, points 3 and 9: on screens of 1366x768 and 1024x600 (the offscreen platform's
screen configuration, in a child process) the window opens inside the screen with the rack in
view, is remembered where it still fits, and keeps the table's labels and hand readable
down to its minimum size."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

PROBE = Path(__file__).resolve().parents[1] / "support" / "screen_probe.py"
READABLE_LABEL_PX = 10.5   # train labels' text, in pixels on screen
READABLE_TILE_PX = 44.0    # a hand tile's long side


def probe(tmp_path: Path, width: int, height: int, settings: Path, leave: str | None = None) -> dict:
    config = tmp_path / f"screen_{width}x{height}.json"
    config.write_text(json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": width, "height": height,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}")
    args = [sys.executable, str(PROBE), str(settings), str(tmp_path / "data")] + ([leave] if leave else [])
    done = subprocess.run(args, env=env, capture_output=True, text=True, timeout=120, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def inside(frame: list[int], area: list[int]) -> bool:
    x, y, w, h = frame
    ax, ay, aw, ah = area
    return ax <= x and ay <= y and x + w <= ax + aw and y + h <= ay + ah


@pytest.mark.parametrize("width,height", [(1366, 768), (1024, 600)])
def test_the_window_fits_the_screen_and_stays_readable(tmp_path: Path, width: int, height: int) -> None:
    out = probe(tmp_path, width, height, tmp_path / "s.ini")
    opened = out["opened"]
    assert inside(opened["frame"], out["area"]), out
    assert opened["rack_bottom"] <= opened["table_bottom"] <= out["area"][1] + out["area"][3]
    assert opened["label_px"] >= READABLE_LABEL_PX and opened["hand_px"] >= READABLE_TILE_PX, opened
    assert opened["newest_log_line"]
    if width == 1024:
        assert opened["panel"] < 300  # the panel gave way
    small = out["at_minimum"]
    assert out["minimum"][0] <= 1024 and out["minimum"][1] <= 600 - 40
    assert small["label_px"] >= READABLE_LABEL_PX and small["hand_px"] >= READABLE_TILE_PX, small


@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_the_size_and_place_are_remembered_only_where_they_fit(tmp_path: Path) -> None:
    settings = tmp_path / "s.ini"
    first = probe(tmp_path, 1366, 768, settings, leave="1200x700+60+30")
    again = probe(tmp_path, 1366, 768, settings)
    assert again["opened"]["size"] == first["left_at"]["size"] == [1200, 700]
    assert again["opened"]["frame"][:2] == first["left_at"]["frame"][:2]
    small = probe(tmp_path, 1024, 600, settings)  # the remembered size no longer fits
    assert inside(small["opened"]["frame"], small["area"]), small
