"""Issue 23, "Small screens": the replay (1280x800), Statistics (980x720) and Rules (720x640)
windows open inside a 1024x600 screen's available area, their controls in view."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

PROBE = Path(__file__).resolve().parents[1] / "support" / "window_probe.py"


def probe(tmp_path: Path, width: int, height: int) -> dict:
    config = tmp_path / f"screen_{width}x{height}.json"
    config.write_text(json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": width, "height": height,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}")
    done = subprocess.run([sys.executable, str(PROBE)], env=env, capture_output=True, text=True, timeout=120,
                          check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("width,height", [(1024, 600), (1366, 768)])
def test_every_window_opens_inside_the_screen_with_its_controls_in_view(tmp_path: Path, width: int,
                                                                        height: int) -> None:
    out = probe(tmp_path, width, height)
    ax, ay, aw, ah = out["area"]
    for name in ("replay", "statistics", "rules"):
        x, y, w, h = out[name]["frame"]
        assert ax <= x and ay <= y and x + w <= ax + aw and y + h <= ay + ah, (name, out)
        mw, mh = out[name]["minimum"]
        assert mw <= aw and mh <= ah, (name, "cannot be made small enough", out[name])
        assert out[name]["controls_inside"], (name, out[name])
