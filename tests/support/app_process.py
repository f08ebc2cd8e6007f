"""The real app in a process of its own, for the kill-and-resume tests: a scratch home with
settings written out, and SIGKILL once it got where a test wants it."""
from __future__ import annotations

import os
import signal
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

#: three seats, a short game, random computers at instant pace, resume without asking
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


def app_env(tmp_path: Path, **extra: str) -> tuple[dict[str, str], Path]:
    """The environment of an app with its own data and settings folders: (env, data folder)."""
    data, config = tmp_path / "data", tmp_path / "config"
    (config / "Mexican Train").mkdir(parents=True)
    (config / "Mexican Train" / "Mexican Train.conf").write_text(SETTINGS, encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MEXTRAIN_DATA_DIR=str(data),
               XDG_CONFIG_HOME=str(config), HOME=str(tmp_path), **extra)
    return env, data


def kill_when(proc: subprocess.Popen, done: Callable[[], bool], timeout: float = 60, poll: float = 0.05) -> None:
    """Wait until `done()` (looked at every `poll` s, the app still running), then SIGKILL it;
    fail if it ended or stalled."""
    try:
        deadline = time.monotonic() + timeout
        while not done():
            assert proc.poll() is None, proc.stderr.read().decode() if proc.stderr else "the app ended"
            assert time.monotonic() < deadline, "the app did not get there"
            time.sleep(poll)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
    assert proc.returncode == -signal.SIGKILL
