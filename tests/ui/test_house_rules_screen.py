"""New Game and the rule-set editor on a 1024x600 screen, in every language (issue 38, points 2 and 3):
the rule set's summary is readable whole before Deal with four house rules (and with all of them),
and no one-line explanation of the editor is sliced through: each wrapped label is as tall as its
words need at its width, and each window lies inside the screen. The screen is the offscreen
platform's, set in a child process (support/rules_screen.py)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

PROBE = Path(__file__).resolve().parents[1] / "support" / "rules_screen.py"


@cache
def seen(folder: str) -> dict:
    config = Path(folder) / "screen_1024x600.json"
    config.write_text(json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": 1024, "height": 600,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    tests = str(Path(__file__).resolve().parents[1])
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               PYTHONPATH=os.pathsep.join(p for p in (tests, os.environ.get("PYTHONPATH", "")) if p))
    done = subprocess.run([sys.executable, str(PROBE), folder], env=env, capture_output=True, text=True,
                          timeout=240, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.fixture(scope="module")
def screen(tmp_path_factory: pytest.TempPathFactory) -> dict:
    return seen(str(tmp_path_factory.mktemp("rules-screen")))


def inside(frame: list[int], area: list[int]) -> bool:
    x, y, w, h = frame
    ax, ay, aw, ah = area
    return ax <= x and ay <= y and x + w <= ax + aw and y + h <= ay + ah


@pytest.mark.parametrize("window", ["new game", "editor"])
def test_every_wrapped_line_is_whole_and_the_window_on_the_screen(screen: dict, window: str) -> None:
    shown = [s for s in screen["seen"] if s["window"] == window]
    assert len(shown) == 8  # four languages, two rule sets
    for s in shown:
        where = (s["language"], s["rules"], window)
        assert inside(s["frame"], screen["area"]), (where, s["frame"], screen["area"])
        sliced = [(x["name"], x["text"], x["height"], x["needs"]) for x in s["labels"] if x["height"] < x["needs"]]
        assert not sliced, (where, sliced)


def test_new_games_summary_names_every_house_rule_before_deal(screen: dict) -> None:
    for s in screen["seen"]:
        if s["window"] == "new game":
            lines = [line for line in s["summary"].splitlines() if line.strip()]
            # every house rule but the starting run, whose box is ticked right below it
            assert len(lines) == (4 if s["rules"] == "four" else 6), (s["language"], s["summary"])
            assert all(line.startswith("• ") for line in lines), s["summary"]
            summary = next(x for x in s["labels"] if x["name"] == "rulesSummary")
            assert summary["height"] >= summary["needs"], (s["language"], s["rules"], summary)
