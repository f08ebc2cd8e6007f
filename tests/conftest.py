"""Shared test set-up: never touch the person's real data or settings."""
from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("MEXTRAIN_NO_SOUND_DEVICE", "1")  # windows under test play to no speaker
sys.path.insert(0, str(Path(__file__).resolve().parent))  # helper modules beside the tests
# Bytecode caches are written even where the environment says not to (PYTHONDONTWRITEBYTECODE):
# the suite starts about a hundred apps, halls and servers, and each compiled the whole game anew
# (about 3 CPU-s of collection per worker and a third of those processes' CPU). __pycache__ is ignored by git.
sys.dont_write_bytecode = False
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)

from PySide6.QtCore import QStandardPaths  # noqa: E402

# QSettings() and the standard locations go to a test folder (~/.qttest), not the real ones.
QStandardPaths.setTestModeEnabled(True)


@pytest.fixture(autouse=True)
def _private_data_folder(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Autosaves and logs of the game under test go to a fresh folder of their own."""
    folder = tmp_path_factory.mktemp("data")
    monkeypatch.setenv("MEXTRAIN_DATA_DIR", str(folder))
    return folder


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Leave the frozen-app tests out unless the marker expression names them.

    The default `-m 'not frozen'` (pyproject.toml) is replaced by any `-m` given on the
    command line, so `pytest -m "not slow"`, the quick loop, would build the bundle."""
    if "frozen" in (config.getoption("markexpr") or ""):
        return
    kept = [item for item in items if item.get_closest_marker("frozen") is None]
    if len(kept) != len(items):
        config.hook.pytest_deselected(items=[item for item in items if item.get_closest_marker("frozen")])
        items[:] = kept


def _wait_until(self, callback, *, timeout: int = 5000) -> None:  # noqa: ANN001 - pytest-qt's signature
    """`qtbot.waitUntil` as pytest-qt has it (a callback true, or None for its assert form), looking
    every 1 ms instead of every 10: each of its 10 ms steps runs its whole length, and a whole game
    through the controller waits a few hundred times for a computer's worker thread (the statistics'
    game tests 6.6 -> 2.6 s)."""
    __tracebackhide__ = True
    import time

    from PySide6.QtTest import QTest
    deadline = time.monotonic() + timeout / 1000
    while True:
        try:
            result = callback()
        except AssertionError as exc:
            if time.monotonic() > deadline:
                raise TimeoutError(f"waitUntil timed out in {timeout} milliseconds") from exc
        else:
            if result not in (None, True, False):
                raise ValueError(f"waitUntil() callback must return None, True or False, returned {result!r}")
            if result is None or result:
                return
            if time.monotonic() > deadline:
                raise TimeoutError(f"waitUntil timed out in {timeout} milliseconds")
        QTest.qWait(1)


from pytestqt.qtbot import QtBot  # noqa: E402

QtBot.waitUntil = QtBot.wait_until = _wait_until  # type: ignore[method-assign]
