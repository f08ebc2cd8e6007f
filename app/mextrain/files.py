"""File helpers every layer may use (no Qt, no game): atomic writes, setting a broken file aside.

A damaged file is never deleted or overwritten: it is renamed beside itself, so the
person (or a bug report) still has it. Saved games, settings and the statistics
database all keep their broken files the same way, under the same kind of name.
"""
from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path


def set_aside(path: Path) -> Path | None:
    """Rename a broken file to `NAME.broken-YYYYmmdd-HHMMSS[-k]` beside it; returns the new path."""
    path = Path(path)
    if not path.exists():
        return None
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for k in range(1000):
        target = path.with_name(f"{path.name}.broken-{stamp}" + (f"-{k}" if k else ""))
        if not target.exists():
            try:
                os.replace(path, target)
            except OSError:
                return None
            return target
    return None


def atomic_write_text(path: Path, text: str) -> None:
    """Write a temporary file beside `path`, flush it to disk, then replace `path` with it."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
