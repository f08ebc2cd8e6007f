"""Issue 38, point 17: the app's version changes when the protocol does, from one place (pyproject.toml).

Its minor number is the table protocol's, so a new `PROTOCOL_VERSION` without a new version fails
here; the running app, the `hello`'s `app` and a host's `refused` all say the number pyproject.toml
gives (an editable install made before the number changed too)."""
from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import mextrain
from mextrain.net import messages as m

ROOT = Path(__file__).resolve().parents[2]


def _project_version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def test_the_minor_version_is_the_protocol_so_a_new_protocol_is_a_new_version() -> None:
    major, minor, _patch = (int(x) for x in _project_version().split("."))
    assert (major, minor) == (0, m.PROTOCOL_VERSION), "a new protocol needs a new version in pyproject.toml"


def test_the_app_says_the_version_pyproject_gives() -> None:
    assert mextrain.__version__ == m.APP_VERSION == _project_version()
    assert m.Hello("Ada", "K7P2MX").to_json()["app"] == _project_version()
    assert m.Refused("version").to_json()["host_app"] == _project_version()
    out = subprocess.run([sys.executable, "-m", "mextrain", "--version"], capture_output=True, text=True, timeout=60,
                         env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin", "HOME": str(ROOT)})
    assert out.stdout.split()[-1] == _project_version(), out.stdout + out.stderr
