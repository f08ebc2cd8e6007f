"""SIGKILL right after an undo: the app started again shows the position after the undo."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

SETTINGS = """[files]
resume=always

[game]
players=3
rounds=7
seat1\\kind=random
seat2\\kind=random

[view]
pace=instant
"""
HERE = Path(__file__).resolve().parent


def _wait_then_kill(proc: subprocess.Popen, done, timeout: float = 60) -> None:
    try:
        deadline = time.monotonic() + timeout
        while not done():
            assert proc.poll() is None, proc.stderr.read().decode() if proc.stderr else "the app ended"
            assert time.monotonic() < deadline, "the app did not get there"
            time.sleep(0.05)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
    assert proc.returncode == -signal.SIGKILL


def test_sigkill_after_an_undo_resumes_after_the_undo(tmp_path: Path) -> None:
    data, config = tmp_path / "data", tmp_path / "config"
    (config / "Mexican Train").mkdir(parents=True)
    (config / "Mexican Train" / "Mexican Train.conf").write_text(SETTINGS, encoding="utf-8")
    undone = tmp_path / "undone.json"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MEXTRAIN_DATA_DIR=str(data),
               XDG_CONFIG_HOME=str(config), HOME=str(tmp_path), UNDONE_FILE=str(undone),
               PYTHONPATH=os.pathsep.join([str(HERE), os.environ.get("PYTHONPATH", "")]))
    autosave = data / "autosave.json"

    driver = subprocess.Popen([sys.executable, str(HERE / "undo_driver.py"), "4343"], env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _wait_then_kill(driver, undone.exists)
    after_undo = json.loads(undone.read_text(encoding="utf-8"))
    assert after_undo["undos"] == 1
    saved = json.loads(autosave.read_text(encoding="utf-8"))  # what the killed app left
    assert [e["move"] for e in saved["rounds"][-1]["events"]] == after_undo["events"]
    assert saved["assist"] == {"hints": 0, "undos": 1}

    app = subprocess.Popen([sys.executable, "-m", "mextrain"], env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    log = data / "mextrain.log"
    line = f"at round {len(saved['rounds'])}, decision {len(after_undo['events'])}"
    _wait_then_kill(app, lambda: log.exists() and line in log.read_text(encoding="utf-8"))
    again = json.loads(autosave.read_text(encoding="utf-8"))
    # the person is to move at the undone decision: nothing was played since, counts kept
    assert [e["move"] for e in again["rounds"][-1]["events"]] == after_undo["events"]
    assert again["assist"] == {"hints": 0, "undos": 1}

