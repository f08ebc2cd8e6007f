"""The engine, the computer players and the network protocol are pure Python: importing them loads no Qt (STYLE.md)."""
from __future__ import annotations

import pkgutil
import subprocess
import sys

import mextrain.ai
import mextrain.engine
import mextrain.net


def test_engine_and_ai_import_no_pyside6() -> None:
    modules = ["mextrain.sim"]
    for pkg in (mextrain.engine, mextrain.ai, mextrain.net):
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


def test_net_protocol_imports_only_the_engine() -> None:
    """The protocol layer stays below the AI and the controller: no socket, thread or Qt module either."""
    modules = ["mextrain.net"] + [f"mextrain.net.{m.name}" for m in pkgutil.iter_modules(mextrain.net.__path__)]
    code = (
        "import importlib, sys\n"
        "import mextrain, mextrain.engine\n"  # (importlib.metadata itself loads socket and threading)
        "before = set(sys.modules)\n"
        f"for m in {modules!r}: importlib.import_module(m)\n"
        "new = set(sys.modules) - before\n"
        "bad = sorted(m for m in new if m.split('.')[0] in ('PySide6', 'shiboken6', 'socket', 'threading', 'asyncio', 'pickle')"
        " or m.startswith(('mextrain.ai', 'mextrain.controller', 'mextrain.ui')))\n"
        "assert not bad, bad\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
