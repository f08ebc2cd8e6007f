"""Issue 38: every dialog and lobby of network play fits a 1024x600 screen, in every language. A lobby of
8 seats was 660 px tall there, its Start button below the screen's edge: now the seats and the table's
options scroll and the buttons stay in sight. The host fills the open seats and presses Start with the
mouse where a person sees it, and the game begins at both apps. The screen is the offscreen platform's,
set in a child process (support/lobby_screen.py), over real loopback sockets."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from support.ports import free_port

PROBE = Path(__file__).resolve().parents[1] / "support" / "lobby_screen.py"


def inside(frame: list[int], area: list[int]) -> bool:
    x, y, w, h = frame
    ax, ay, aw, ah = area
    return ax <= x and ay <= y and x + w <= ax + aw and y + h <= ay + ah


@pytest.fixture(scope="module")
def screen(tmp_path_factory: pytest.TempPathFactory) -> dict:
    folder = tmp_path_factory.mktemp("lobby-screen")
    config = folder / "screen_1024x600.json"
    config.write_text(json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": 1024, "height": 600,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    tests = str(Path(__file__).resolve().parents[1])
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               PYTHONPATH=os.pathsep.join(p for p in (tests, os.environ.get("PYTHONPATH", "")) if p))
    done = subprocess.run([sys.executable, str(PROBE), str(folder), str(free_port())], env=env, capture_output=True,
                          text=True, timeout=240, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.slow
def test_an_eight_seat_lobby_fits_and_its_start_is_pressed_with_the_mouse(screen: dict) -> None:
    assert screen["area"] == [0, 0, 1024, 600]
    assert [s["language"] for s in screen["seen"]] == ["en", "de", "uk", "da"]
    for s in screen["seen"]:
        where = s["language"]
        for name in ("host lobby", "guest lobby"):
            assert inside(s[name], screen["area"]), (where, name, s[name])
        x0, y0, x1, y1 = s["start"]["rect"]
        assert inside([x0, y0, x1 - x0 + 1, y1 - y0 + 1], screen["area"]), (where, s["start"])
        assert s["start"]["visible"] and s["start"]["reached"] and s["start enabled"], (where, s["start"])
        assert s["guest leave"]["visible"] and s["guest leave"]["reached"], (where, s["guest leave"])
    assert screen["seen"][-1]["started"], "the click on Start began no game"


@pytest.mark.slow
def test_host_join_and_add_a_person_fit_the_screen(screen: dict) -> None:
    for s in screen["seen"]:
        for name in ("host dialog", "join dialog", "person dialog"):
            assert inside(s[name], screen["area"]), (s["language"], name, s[name])
