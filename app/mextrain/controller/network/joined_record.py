"""A joined game kept on the guest's side when its table ends before the game does (the host ended it for
everyone): the score so far, in the data folder's `joined-games/`, one small JSON file per game.

The host keeps the game's record (the hidden hands, every move); a joined app never had them. What it
had is what it showed: the table, who sat where, the rules, each round's points and the totals. That is
kept, so the evening's score is not lost with the table, and the box that says the table was closed
names the file. Written atomically; a failure to write is logged and said (the box then says nothing
is kept), never raised.
"""
from __future__ import annotations

import json
import logging
import re
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from mextrain.controller.network.score_book import ScoreBook
from mextrain.files import atomic_write_text

log = logging.getLogger(__name__)

FOLDER = "joined-games"
FORMAT = "mextrain-joined-game"


def record_of(book: ScoreBook, table: str, names: Sequence[str], you: Sequence[int], ended: str) -> dict[str, Any]:
    """What the app knows of the game: no hand, no move, only what every seat was shown."""
    return {
        "format": FORMAT, "version": 1, "table": table, "ended": ended,
        "at": time.strftime("%Y-%m-%dT%H:%M:%S%z"), "names": list(names), "you": list(you),
        "options": book.options.to_json(),
        "rounds": [{"number": r.number, "points": list(r.points) if r.points is not None else None,
                    "result": r.result.value if r.result is not None else None, "out": r.out_seat}
                   for r in book.rounds],
        "totals": list(book.totals),
    }


def keep_joined_game(folder: Path, book: ScoreBook, table: str, names: Sequence[str], you: Sequence[int],
                     ended: str = "host_closed") -> Path | None:
    """Write the game's score so far under `folder`/joined-games; its path, or None if it could not be written."""
    slug = re.sub(r"[^\w-]+", "-", table, flags=re.UNICODE).strip("-")[:40] or "table"
    path = Path(folder) / FOLDER / f"{time.strftime('%Y-%m-%d-%H%M%S')}-{slug}.json"
    try:
        atomic_write_text(path, json.dumps(record_of(book, table, names, you, ended), ensure_ascii=False, indent=1) + "\n")
    except OSError as exc:
        log.error("could not keep the joined game in %s: %s", path, exc)
        return None
    return path


__all__ = ["FOLDER", "FORMAT", "keep_joined_game", "record_of"]
