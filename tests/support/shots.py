"""Pictures a test takes for a person to look at: saved only when MEXTRAIN_SHOTS names a folder.

`MEXTRAIN_SHOTS=/some/folder pytest tests/ui` keeps them there; a normal run writes nothing."""
from __future__ import annotations

import os
from pathlib import Path
from typing import Protocol

#: the app's languages, each in the pictures of a moment when they are kept
LANGUAGES = ("en", "de", "uk", "da")


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


def shot_languages(*switched: str) -> tuple[str, ...]:
    """The languages to show a moment in: all four when its pictures are kept (MEXTRAIN_SHOTS), else
    only `switched`, the ones the test reads words in or switches a live window to (a switch of three
    windows costs about a third of a CPU-second; the pictures' other languages are for a person's eyes)."""
    return LANGUAGES if os.environ.get("MEXTRAIN_SHOTS") else switched
