"""The real app, killed with SIGKILL mid-game, resumes at the same decision when started again."""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from mextrain.saves import AUTOSAVE_NAME, SaveError, saved_record
from support.app_process import app_env, kill_when


def _saved(path: Path) -> dict:
    """The record the autosave's journal holds (a torn last line left out)."""
    return saved_record(path.read_text(encoding="utf-8"))[0]


def _decisions(path: Path) -> int:
    try:
        data = _saved(path)
    except (OSError, ValueError, SaveError):
        return -1
    return sum(len(r["events"]) for r in data["rounds"])


def _run_until(env: dict[str, str], args: list[str], autosave: Path, at_least: int, timeout: float = 60) -> None:
    proc = subprocess.Popen([sys.executable, "-m", "mextrain", *args], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    kill_when(proc, lambda: _decisions(autosave) >= at_least, timeout)


@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_sigkill_then_restart_resumes_the_same_game(tmp_path: Path) -> None:
    env, data = app_env(tmp_path)
    autosave = data / AUTOSAVE_NAME

    _run_until(env, ["--watch", "--seed", "4242"], autosave, at_least=30)
    first = _saved(autosave)  # a snapshot is written atomically; a torn line is left out
    n_first = _decisions(autosave)
    assert first["seed"] == 4242 and "totals" not in first

    _run_until(env, [], autosave, at_least=n_first + 8)
    second = _saved(autosave)
    # the second run went on from exactly where the first stopped: same deals, same moves first
    assert second["seed"] == first["seed"] and second["seats"] == first["seats"]
    for r1, r2 in zip(first["rounds"], second["rounds"]):
        assert {k: r1[k] for k in ("hands", "boneyard", "starter", "engine")} == \
               {k: r2[k] for k in ("hands", "boneyard", "starter", "engine")}
    flat1 = [e for r in first["rounds"] for e in r["events"]]
    flat2 = [e for r in second["rounds"] for e in r["events"]]
    assert flat2[: len(flat1)] == flat1 and len(flat2) > len(flat1)
    log = (data / "mextrain.log").read_text(encoding="utf-8")
    last_round = first["rounds"][-1]
    assert f"at round {last_round['number']}, decision {len(last_round['events'])}" in log


def test_a_broken_file_on_the_command_line_is_kept_and_the_app_goes_on(tmp_path: Path) -> None:
    data = tmp_path / "data"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MEXTRAIN_DATA_DIR=str(data),
               XDG_CONFIG_HOME=str(tmp_path / "config"), HOME=str(tmp_path))
    broken = tmp_path / "game.json"
    broken.write_text('{"format": "mexican-train-record", "version": 1, "seed": 1, "options": {"players": 99}}')
    proc = subprocess.Popen([sys.executable, "-m", "mextrain", str(broken)], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 30
        while not (data / AUTOSAVE_NAME).exists():
            assert proc.poll() is None, proc.stderr.read().decode() if proc.stderr else "the app ended"
            assert time.monotonic() < deadline, "no new game began"
            time.sleep(0.05)
        time.sleep(0.3)
        assert proc.poll() is None  # still running, with a new game on the table
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
    # the file the person chose is left as it was, where it was (issue 32, 16)
    assert '"players": 99' in broken.read_text() and list(tmp_path.glob("game.json.*")) == []
    assert "could not open" in (data / "mextrain.log").read_text(encoding="utf-8")


@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_sigkill_at_random_moments_never_loses_an_applied_move(tmp_path: Path) -> None:
    """Kills at random moments of a game the computers play: each start resumes every saved move.

    Each run is killed a random few decisions after it saved its first one, plus a random
    few milliseconds (so that kills also land in the middle of a write): counted in moves,
    not in time, since at the instant pace a whole round takes about half a second and a
    faster machine would otherwise reach the round's end before the third kill. A round's
    score sheet waits for the person, so a run that resumes at a round's end is killed once
    it has resumed, and that ends the test.
    """
    env, data = app_env(tmp_path)
    autosave = data / AUTOSAVE_NAME
    log = data / "mextrain.log"
    rng = random.Random(20261201)
    before: list[dict] = []
    args = ["--watch", "--seed", "5151"]
    resumed_at = ""
    record: dict = {}
    for run in range(5):
        proc = subprocess.Popen([sys.executable, "-m", "mextrain", *args], env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        more, pause = rng.randint(1, 6), rng.uniform(0.0, 0.015)
        moment: list[float] = []  # when to kill: `pause` after the run saved `more` moves
        at_round_end = bool(before) and "end" in record["rounds"][-1]

        def later(start: int = len(before), line: str = resumed_at, waits: bool = at_round_end,
                  moment: list[float] = moment, pause: float = pause, more: int = more) -> bool:
            if waits:
                return log.exists() and line in log.read_text(encoding="utf-8")
            if not moment:
                if _decisions(autosave) < start + more:
                    return False
                moment.append(time.monotonic() + pause)
            return time.monotonic() >= moment[0]

        kill_when(proc, later, poll=0.002)
        if run:
            assert resumed_at in log.read_text(encoding="utf-8"), f"run {run} did not resume where run {run - 1} stopped"
        record, _ = saved_record(autosave.read_text(encoding="utf-8"))  # a torn last line left out, as a start does
        flat = [e for r in record["rounds"] for e in r["events"]]
        assert flat[: len(before)] == before, f"run {run}: a saved move was lost or changed"
        if at_round_end:
            assert flat == before
            break
        assert len(flat) > len(before)
        before, args = flat, []
        resumed_at = f"at round {len(record['rounds'])}, decision {len(record['rounds'][-1]['events'])}"
    assert run >= 3  # at least three starts resumed a game that had been killed
