"""The engine, the computer players and the statistics store are pure Python: importing them loads no Qt (STYLE.md)."""
from __future__ import annotations

import pkgutil
import subprocess
import sys

import mextrain.ai
import mextrain.engine
import mextrain.stats


def test_engine_and_ai_import_no_pyside6() -> None:
    modules = ["mextrain.sim", "mextrain.files"]
    for pkg in (mextrain.engine, mextrain.ai, mextrain.stats):
        modules.append(pkg.__name__)
        modules += [f"{pkg.__name__}.{m.name}" for m in pkgutil.iter_modules(pkg.__path__)]
    code = (
        "import importlib, sys\n"
        f"for m in {modules!r}: importlib.import_module(m)\n"
        "bad = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
        "print(len(bad)); assert not bad, bad\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert len(modules) >= 10
