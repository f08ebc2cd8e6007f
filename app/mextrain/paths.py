"""Where the game's data files are: in a source tree, an installed package or a frozen app.

`resources/` and `translations/` sit at the top of the repository. An installed
package carries them as `mextrain/_data/resources` and `mextrain/_data/translations`
(see pyproject.toml), and PyInstaller puts them under `sys._MEIPASS/mextrain/_data`.
"""
from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


def _candidates(name: str) -> list[Path]:
    found: list[Path] = []
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        found.append(Path(frozen_root) / "mextrain" / "_data" / name)
    found.append(_PACKAGE_DIR / "_data" / name)
    found.append(_PACKAGE_DIR.parent.parent / name)  # app/mextrain -> repository top
    return found


def data_dir(name: str) -> Path:
    """The first existing folder called `name` (`resources` or `translations`)."""
    for path in _candidates(name):
        if path.is_dir():
            return path
    return _candidates(name)[-1]


def resources_dir() -> Path:
    return data_dir("resources")


def translations_dir() -> Path:
    return data_dir("translations")
