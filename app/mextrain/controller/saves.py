"""Saved games: game records written atomically, read back through the engine.

A save is a game record (RECORD.md) of the unfinished game; the record already holds
what is needed to go on (the seed that deals later rounds, the seats' names and
strengths). Loading replays it move by move, so a save can never describe an
impossible position. A file that cannot be loaded is renamed aside, never deleted or
overwritten, and the caller gets a `SaveError` saying what is wrong.
"""
from __future__ import annotations

import enum
import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from mextrain.engine import Game
from mextrain.files import set_aside  # noqa: F401  (also imported from here by app.py)
from mextrain.engine.record import FORMAT, VERSION, RecordError, Seat, dumps, game_to_record, replay

AUTOSAVE_NAME = "autosave.json"
#: a finished game's autosave is kept under this name (not offered for resuming)
LAST_GAME_NAME = "last-game.json"
#: the largest file the loader reads (a full 13-round game with 8 seats is well under 5 MB)
MAX_BYTES = 64 * 1024 * 1024


class Problem(enum.Enum):
    """What is wrong with a file, for a translated message (ui.texts)."""

    UNREADABLE = "unreadable"      # cannot be opened or is not UTF-8 text
    NOT_JSON = "not_json"          # not JSON at all, or cut short
    NOT_A_GAME = "not_a_game"      # JSON, but not a Mexican Train record
    VERSION = "version"            # a record of another version
    REJECTED = "rejected"          # the engine rejects its history
    TOO_LARGE = "too_large"


class SaveError(Exception):
    def __init__(self, problem: Problem, detail: str, kept_as: Path | None = None) -> None:
        self.problem = problem
        self.detail = detail
        self.kept_as = kept_as
        super().__init__(f"{problem.value}: {detail}")


@dataclass
class LoadedGame:
    game: Game
    seats: list[Seat]
    path: Path
    #: hints shown and undos made so far (0 in saves written before they were counted)
    hints_used: int = 0
    undos_used: int = 0


#: the save's own key beside the record's (RECORD.md readers ignore keys they do not know)
ASSIST_KEY = "assist"


def data_dir() -> Path:
    """The platform's application-data folder (MEXTRAIN_DATA_DIR overrides it, for tests)."""
    override = os.environ.get("MEXTRAIN_DATA_DIR")
    if override:
        return Path(override)
    from PySide6.QtCore import QStandardPaths

    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location) if location else Path.home() / ".mextrain"


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


def save_game(path: Path, game: Game, seats: list[Seat], *, hints_used: int = 0, undos_used: int = 0) -> None:
    """The game's record, with the hints and undos used so far under "assist"."""
    record = game_to_record(game, seats)
    record[ASSIST_KEY] = {"hints": hints_used, "undos": undos_used}
    atomic_write_text(path, dumps(record) + "\n")


def assist_counts(data: object) -> tuple[int, int]:
    """(hints, undos) a saved record carries; 0 for each that is missing or not a count."""
    block = data.get(ASSIST_KEY) if isinstance(data, dict) else None
    if not isinstance(block, dict):
        return 0, 0
    hints, undos = block.get("hints"), block.get("undos")
    return (hints if type(hints) is int and hints >= 0 else 0,
            undos if type(undos) is int and undos >= 0 else 0)


def parse_saved(text: str) -> tuple[Game, list[Seat]]:
    """The game a saved text describes; raises SaveError (without touching any file)."""
    game, seats, _ = parse_saved_data(text)
    return game, seats


def parse_saved_data(text: str) -> tuple[Game, list[Seat], object]:
    """`parse_saved`, with the parsed JSON as well (for the keys beside the record)."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        cut = exc.pos >= len(text.rstrip()) - 1
        raise SaveError(Problem.NOT_JSON, f"{'the file is cut short' if cut else 'not JSON'} "
                        f"(line {exc.lineno}, column {exc.colno}: {exc.msg})") from None
    except RecursionError:
        raise SaveError(Problem.NOT_JSON, "nested too deeply to be a game record") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(Problem.NOT_A_GAME, "this is not a Mexican Train game record")
    if data.get("version") != VERSION:
        raise SaveError(Problem.VERSION, f"record version {data.get('version')!r}; this app reads version {VERSION}")
    try:
        game = replay(data, track_events=True)
    except RecordError as exc:
        raise SaveError(Problem.REJECTED, str(exc)) from None
    except (ValueError, TypeError, KeyError, IndexError, RecursionError) as exc:
        raise SaveError(Problem.REJECTED, f"{type(exc).__name__}: {exc}") from None
    seats = [Seat(s["name"], s["kind"]) for s in data["seats"]]
    return game, seats, data


def load_game(path: Path, *, keep_broken_aside: bool = True,
              parse: Callable[[str], tuple[Game, list[Seat]]] = parse_saved) -> LoadedGame:
    """Load a saved game or record; on any problem the file is renamed aside and SaveError raised.

    `parse` reads the text (the replay viewer passes one that picks a game of a JSON Lines file).
    """
    path = Path(path)
    try:
        if path.stat().st_size > MAX_BYTES:
            raise SaveError(Problem.TOO_LARGE, f"{path.stat().st_size} bytes is far more than a game record")
        text = path.read_text(encoding="utf-8")
        if parse is parse_saved:
            game, seats, data = parse_saved_data(text)
        else:
            game, seats = parse(text)
            data = None
    except SaveError as exc:
        if keep_broken_aside:
            exc.kept_as = set_aside(path)
        raise
    except (OSError, UnicodeDecodeError) as exc:
        err = SaveError(Problem.UNREADABLE, str(exc))
        if keep_broken_aside and not isinstance(exc, FileNotFoundError):
            err.kept_as = set_aside(path)
        raise err from None
    return LoadedGame(game, seats, path, *assist_counts(data))
