"""Pictures a test takes for a person to look at: saved only when MEXTRAIN_SHOTS names a folder.

`MEXTRAIN_SHOTS=/some/folder pytest tests/ui` keeps them there; a normal run writes nothing."""
from __future__ import annotations

import os
from pathlib import Path
from typing import Protocol


class Picture(Protocol):
    def save(self, path: str) -> bool: ...


def save_shot(picture: Picture, name: str) -> Path | None:
    """Save a QPixmap or QImage as NAME in $MEXTRAIN_SHOTS (made if need be); None when unset."""
    folder = os.environ.get("MEXTRAIN_SHOTS")
    if not folder:
        return None
    path = Path(folder) / name
    path.parent.mkdir(parents=True, exist_ok=True)
    picture.save(str(path))
    return path
