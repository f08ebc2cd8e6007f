"""Saved games: game records written atomically, the autosave's journal, both read back through the engine.

A save is a game record (resources/docs/record-format.md) of the unfinished game; the
autosave keeps the same record as a journal (`mextrain.journal`), one line per move; the record already holds
what is needed to go on (the seed that deals later rounds, the seats' names and
strengths). Loading replays it move by move, so a save can never describe an
impossible position. A file that cannot be loaded is renamed aside, never deleted or
overwritten, and the caller gets a `SaveError` saying what is wrong. Only the app's own files
(the autosave) are set aside: a file the person chose is never renamed or moved.
"""
from __future__ import annotations

import enum
import json
import logging
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mextrain.engine import Game
from mextrain.engine.record import FORMAT, VERSION, RecordError, SeatConfig, dumps, game_to_record, replay
from mextrain.files import atomic_write_text, set_aside
from mextrain.journal import JOURNAL_FORMAT, JOURNAL_VERSION, JournalError, JournalWriter, keep_torn, rebuild

log = logging.getLogger(__name__)

#: the game in play, kept as a journal (journal.py, resources/docs/journal.md)
AUTOSAVE_NAME = "autosave.journal"
#: the autosave of earlier versions (one whole record), still resumed from
LEGACY_AUTOSAVE_NAME = "autosave.json"
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
    RULES = "rules"                # its rule set cannot be played here: an unknown option or value (R18)
    TOO_LARGE = "too_large"
    NOT_OVER = "not_over"          # a game not finished yet, asked to be shown face up (the replay viewer)


class SaveError(Exception):
    def __init__(self, problem: Problem, detail: str, kept_as: Path | None = None) -> None:
        self.problem = problem
        self.detail = detail
        self.kept_as = kept_as
        super().__init__(f"{problem.value}: {detail}")


@dataclass
class LoadedGame:
    game: Game
    seats: list[SeatConfig]
    path: Path
    #: hints shown and undos made so far (0 in saves written before they were counted)
    hints_used: int = 0
    undos_used: int = 0
    #: the name of the game's rule set, where it has one (R18)
    rule_set: str | None = None
    #: a journal's last line that a kill cut short (not applied), and where it was kept
    torn: str | None = None
    torn_kept_as: Path | None = None


#: the save's own key beside the record's (record-format.md readers ignore keys they do not know)
ASSIST_KEY = "assist"
#: the record's name of the game's rule set (R18, record-format.md); the journal keeps it beside the record
RULE_SET_KEY = "rule_set"


def data_dir() -> Path:
    """The platform's application-data folder (MEXTRAIN_DATA_DIR overrides it, for tests)."""
    override = os.environ.get("MEXTRAIN_DATA_DIR")
    if override:
        return Path(override)
    from PySide6.QtCore import QStandardPaths

    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location) if location else Path.home() / ".mextrain"


def autosave_journal(path: Path) -> JournalWriter:
    """The writer that keeps the game in play at `path` (`save_journal` brings it up to date)."""
    return JournalWriter(path)


def save_journal(journal: JournalWriter, game: Game, seats: list[SeatConfig], *, hints_used: int = 0,
                 undos_used: int = 0, rule_set: str | None = None) -> int:
    """Append the game's new decisions to its journal (or write a snapshot); the bytes written."""
    extras: dict[str, Any] = {ASSIST_KEY: {"hints": hints_used, "undos": undos_used}}
    if rule_set:
        extras[RULE_SET_KEY] = rule_set
    return journal.save(game, seats, extras)


def save_game(path: Path, game: Game, seats: list[SeatConfig], *, hints_used: int = 0, undos_used: int = 0,
              rule_set: str | None = None) -> None:
    """The game's record (with its rule set's name), and the hints and undos used so far under "assist"."""
    record = game_to_record(game, seats, rule_set)
    record[ASSIST_KEY] = {"hints": hints_used, "undos": undos_used}
    atomic_write_text(path, dumps(record) + "\n")


def rule_set_name(data: object) -> str | None:
    """The rule set's name a saved record carries (None where it has none)."""
    name = data.get(RULE_SET_KEY) if isinstance(data, dict) else None
    return name if isinstance(name, str) and name else None


def assist_counts(data: object) -> tuple[int, int]:
    """(hints, undos) a saved record carries; 0 for each that is missing or not a count."""
    block = data.get(ASSIST_KEY) if isinstance(data, dict) else None
    if not isinstance(block, dict):
        return 0, 0
    hints, undos = block.get("hints"), block.get("undos")
    return (hints if type(hints) is int and hints >= 0 else 0,
            undos if type(undos) is int and undos >= 0 else 0)


def parse_saved(text: str) -> tuple[Game, list[SeatConfig]]:
    """The game a saved text describes; raises SaveError (without touching any file)."""
    game, seats, _, _ = parse_saved_data(text)
    return game, seats


def saved_record(text: str) -> tuple[Any, str | None]:
    """The record a save holds (a record, or the autosave's journal rebuilt), and a torn last line.

    The record carries the assist counts under "assist"; it is not checked against the rules
    here (`parse_saved_data` replays it). Raises SaveError.
    """
    data: Any
    try:
        data = json.loads(text)
        rest = ""
    except json.JSONDecodeError as exc:
        first, _, rest = text.partition("\n")
        try:
            data = json.loads(first) if exc.msg == "Extra data" else None
        except (json.JSONDecodeError, RecursionError):
            data = None
        if not (isinstance(data, dict) and data.get("format") == JOURNAL_FORMAT):
            cut = exc.pos >= len(text.rstrip()) - 1
            raise SaveError(Problem.NOT_JSON, f"{'the file is cut short' if cut else 'not JSON'} "
                            f"(line {exc.lineno}, column {exc.colno}: {exc.msg})") from None
    except RecursionError:
        raise SaveError(Problem.NOT_JSON, "nested too deeply to be a game record") from None
    if not (isinstance(data, dict) and data.get("format") == JOURNAL_FORMAT):
        return data, None
    if data.get("version") != JOURNAL_VERSION:
        raise SaveError(Problem.VERSION, f"journal version {data.get('version')!r}; this app reads {JOURNAL_VERSION}")
    try:
        read = rebuild(data, "\n" + rest)
    except JournalError as exc:
        raise SaveError(Problem.NOT_JSON, f"the autosave's journal: {exc}") from None
    record = read.header.get("record")
    if isinstance(record, dict):
        record[ASSIST_KEY] = read.header.get(ASSIST_KEY)
        if RULE_SET_KEY in read.header:
            record[RULE_SET_KEY] = read.header[RULE_SET_KEY]
    return record, read.torn


def parse_saved_data(text: str) -> tuple[Game, list[SeatConfig], object, str | None]:
    """`parse_saved`, with the parsed record (for the keys beside it) and a journal's torn last line."""
    data, torn = saved_record(text)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(Problem.NOT_A_GAME, "this is not a Mexican Train game record")
    if data.get("version") != VERSION:
        raise SaveError(Problem.VERSION, f"record version {data.get('version')!r}; this app reads version {VERSION}")
    try:
        game = replay(data, track_events=True)
    except RecordError as exc:
        if exc.rule is not None:  # the detail names the option and the values it allows
            raise SaveError(Problem.RULES, str(exc.rule)) from None
        raise SaveError(Problem.REJECTED, str(exc)) from None
    except (ValueError, TypeError, KeyError, IndexError, RecursionError) as exc:
        raise SaveError(Problem.REJECTED, f"{type(exc).__name__}: {exc}") from None
    seats = [SeatConfig(s["name"], s["kind"]) for s in data["seats"]]
    return game, seats, data, torn


def load_game(path: Path, *, keep_broken_aside: bool = True,
              parse: Callable[[str], tuple[Game, list[SeatConfig]]] = parse_saved) -> LoadedGame:
    """Load a saved game, the autosave's journal or a record; on any problem SaveError is raised and
    the file renamed aside (`keep_broken_aside`: only for the app's own files, never for a file
    the person chose). A journal's torn last line is kept aside and reported (`torn_kept_as`).

    `parse` reads the text (the replay viewer passes one that picks a game of a JSON Lines file).
    """
    path = Path(path)
    torn: str | None = None
    try:
        if path.stat().st_size > MAX_BYTES:
            raise SaveError(Problem.TOO_LARGE, f"{path.stat().st_size} bytes is far more than a game record")
        text = path.read_text(encoding="utf-8")
        if parse is parse_saved:
            game, seats, data, torn = parse_saved_data(text)
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
    loaded = LoadedGame(game, seats, path, *assist_counts(data), rule_set=rule_set_name(data))
    if torn is not None:
        loaded.torn = torn
        loaded.torn_kept_as = keep_torn(path, torn) if keep_broken_aside else None
        log.warning("%s: its last line was cut short (the app stopped while saving a move); "
                    "resumed without it, the line kept as %s", path, loaded.torn_kept_as)
    return loaded
