"""SIGKILL right after an undo: the app started again shows the position after the undo."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from mextrain.saves import AUTOSAVE_NAME, saved_record
from support.app_process import app_env, kill_when

HERE = Path(__file__).resolve().parents[1]  # the helper modules beside the test folders


def test_sigkill_after_an_undo_resumes_after_the_undo(tmp_path: Path) -> None:
    undone = tmp_path / "undone.json"
    env, data = app_env(tmp_path, UNDONE_FILE=str(undone),
                        PYTHONPATH=os.pathsep.join([str(HERE), os.environ.get("PYTHONPATH", "")]))
    autosave = data / AUTOSAVE_NAME

    driver = subprocess.Popen([sys.executable, str(HERE / "support" / "undo_driver.py"), "4343"], env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    kill_when(driver, undone.exists)
    after_undo = json.loads(undone.read_text(encoding="utf-8"))
    assert after_undo["undos"] == 1
    saved, _ = saved_record(autosave.read_text(encoding="utf-8"))  # what the killed app left
    assert [e["move"] for e in saved["rounds"][-1]["events"]] == after_undo["events"]
    assert saved["assist"] == {"hints": 0, "undos": 1}

    app = subprocess.Popen([sys.executable, "-m", "mextrain"], env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    log = data / "mextrain.log"
    line = f"at round {len(saved['rounds'])}, decision {len(after_undo['events'])}"
    kill_when(app, lambda: log.exists() and line in log.read_text(encoding="utf-8"))
    again, _ = saved_record(autosave.read_text(encoding="utf-8"))
    # the person is to move at the undone decision: nothing was played since, counts kept
    assert [e["move"] for e in again["rounds"][-1]["events"]] == after_undo["events"]
    assert again["assist"] == {"hints": 0, "undos": 1}

