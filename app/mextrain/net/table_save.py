"""A hosted table's save: the lobby (seats and reconnection tokens) and the game record, in one file.

Kept as a journal (`mextrain.journal`): a snapshot of the table, its port and the game
record, written atomically, then one appended line per decision (and one whenever the
table's seats change), so a host killed at any moment reopens its table from the last
move, nothing is played twice, and a move late in the game costs what the first did.
Version 1 saves (one whole object) are still read. The file holds the tokens: it is the
host's own, never sent. A damaged file is set aside like a damaged saved game (`SaveError`).
"""
from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mextrain.engine import Game
from mextrain.engine.record import RecordError, SeatConfig, replay
from mextrain.files import set_aside
from mextrain.journal import JournalError, JournalWriter, keep_torn, rebuild
from mextrain.net.lobby import MAX_RUNS, Table
from mextrain.net.schema import ProtocolError
from mextrain.saves import MAX_BYTES, Problem, SaveError

FORMAT = "mextrain-table"
VERSION = 2  # a journal; version 1 was the same header alone, rewritten whole after every change
TABLE_SAVE_NAME = "hosted-table.json"

log = logging.getLogger(__name__)


@dataclass
class SavedTable:
    table: Table
    game: Game | None  # None while the table was still in the lobby
    port: int | None  # the port it listened on (reopened on the same one, so the others find it)
    torn: str | None = None  # a journal line a kill cut short (not applied)
    torn_kept_as: Path | None = None


#: one writer per save file, holding what the file already has (save_table keeps its signature)
_writers: dict[Path, JournalWriter] = {}


def table_journal(path: Path) -> JournalWriter:
    """The journal writer of the table save at `path` (the same one for every call)."""
    writer = _writers.get(path)  # the path as given, looked up first: a hall saves a table at every move
    if writer is None:
        key = Path(path).absolute()
        writer = _writers.get(key)
        if writer is None:
            writer = _writers[key] = JournalWriter(key, format=FORMAT, version=VERSION, record_key="game")
        _writers[path] = writer
    return writer


def save_table(path: Path, table: Table, game: Game | None, seats: Sequence[SeatConfig],
               port: int | None = None, *, sync: bool = True) -> None:
    """`seats`: the controller's SeatConfigs (name and kind), as the record keeps them.
    `sync=False`: see `JournalWriter.save` (the hall syncs many tables' lines at once)."""
    record_seats = list(seats) if game is not None else []
    table_journal(path).save(game, record_seats, {"table": table.to_json(), "port": port}, sync=sync)


def load_table(path: Path) -> SavedTable:
    """The table, its game and port; raises SaveError and sets the file aside."""
    path = Path(path)
    try:
        if path.stat().st_size > MAX_BYTES:
            raise SaveError(Problem.TOO_LARGE, "far more than a table's save")
        text = path.read_text(encoding="utf-8")
        saved = parse_table(text)
    except SaveError as exc:
        exc.kept_as = set_aside(path)
        raise
    except (OSError, UnicodeDecodeError) as exc:
        err = SaveError(Problem.UNREADABLE, str(exc))
        if not isinstance(exc, FileNotFoundError):
            err.kept_as = set_aside(path)
        raise err from None
    table_journal(path).forget()  # the game goes on as a new object: the next save is a snapshot
    # opened once more: its views count `seq` from above every one it sent before (kept by that snapshot)
    saved.table.runs = min(saved.table.runs + 1, MAX_RUNS)
    if saved.torn is not None:
        saved.torn_kept_as = keep_torn(path, saved.torn)
        log.warning("%s: its last line was cut short; reopened without it, the line kept as %s",
                    path, saved.torn_kept_as)
    return saved


def _read(text: str) -> tuple[Any, str | None]:
    """The header with the journal's lines applied, and a torn last line."""
    first, _, _ = text.partition("\n")
    try:
        data = json.loads(first)
    except (json.JSONDecodeError, RecursionError) as exc:
        try:
            return json.loads(text), None  # a version 1 save written over several lines
        except (json.JSONDecodeError, RecursionError):
            raise SaveError(Problem.NOT_JSON, str(exc)) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(Problem.NOT_A_GAME, "this is not a hosted table's save")
    if data.get("version") not in (1, VERSION):
        raise SaveError(Problem.VERSION, f"table save version {data.get('version')!r}")
    try:
        read = rebuild(data, text, record_key="game")
    except JournalError as exc:
        raise SaveError(Problem.NOT_JSON, f"the table's journal: {exc}") from None
    return read.header, read.torn


def parse_table(text: str) -> SavedTable:
    data, torn = _read(text)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(Problem.NOT_A_GAME, "this is not a hosted table's save")
    try:
        table = Table.from_json(data.get("table"))
    except (ProtocolError, ValueError, TypeError, KeyError) as exc:
        raise SaveError(Problem.REJECTED, f"the table: {exc}") from None
    port = data.get("port")
    port = port if type(port) is int and 0 < port < 65536 else None
    if data.get("game") is None:
        return SavedTable(table, None, port, torn)
    try:
        game = replay(data["game"], track_events=True)
    except (RecordError, ValueError, TypeError, KeyError, IndexError, RecursionError) as exc:
        raise SaveError(Problem.REJECTED, f"the game: {exc}") from None
    if game.options != table.options:
        raise SaveError(Problem.REJECTED, "the game's options differ from the table's")
    return SavedTable(table, game, port, torn)


__all__ = ["FORMAT", "TABLE_SAVE_NAME", "SavedTable", "load_table", "parse_table", "save_table", "table_journal"]
