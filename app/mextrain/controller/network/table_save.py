"""A hosted table's save: the lobby (seats and reconnection tokens) and the game record, in one file.

Written atomically after every change (`saves.atomic_write_text`, a private temporary
file then a rename), so a host killed at any moment reopens its table from the last move
and nothing is played twice. The file holds the tokens: it is the host's own, never sent.
A damaged file is set aside like a damaged saved game (`SaveError`).
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from mextrain.engine import Game
from mextrain.engine.record import RecordError, Seat, game_to_record, replay
from mextrain.net.lobby import Table
from mextrain.net.schema import ProtocolError

from mextrain.controller.saves import MAX_BYTES, Problem, SaveError, atomic_write_text, set_aside

FORMAT = "mextrain-table"
VERSION = 1
TABLE_SAVE_NAME = "hosted-table.json"


@dataclass
class SavedTable:
    table: Table
    game: Game | None  # None while the table was still in the lobby
    port: int | None  # the port it listened on (reopened on the same one, so the others find it)


def save_table(path: Path, table: Table, game: Game | None, seats: Sequence, port: int | None = None) -> None:
    """`seats`: the controller's SeatConfigs (name and kind), as the record keeps them."""
    record = game_to_record(game, [Seat(s.name, s.kind) for s in seats]) if game is not None else None
    data = {"format": FORMAT, "version": VERSION, "table": table.to_json(), "game": record, "port": port}
    atomic_write_text(Path(path), json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n")


def load_table(path: Path) -> SavedTable:
    """The table, its game and port; raises SaveError and sets the file aside."""
    path = Path(path)
    try:
        if path.stat().st_size > MAX_BYTES:
            raise SaveError(Problem.TOO_LARGE, "far more than a table's save")
        text = path.read_text(encoding="utf-8")
        return parse_table(text)
    except SaveError as exc:
        exc.kept_as = set_aside(path)
        raise
    except (OSError, UnicodeDecodeError) as exc:
        err = SaveError(Problem.UNREADABLE, str(exc))
        if not isinstance(exc, FileNotFoundError):
            err.kept_as = set_aside(path)
        raise err from None


def parse_table(text: str) -> SavedTable:
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as exc:
        raise SaveError(Problem.NOT_JSON, str(exc)) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(Problem.NOT_A_GAME, "this is not a hosted table's save")
    if data.get("version") != VERSION:
        raise SaveError(Problem.VERSION, f"table save version {data.get('version')!r}")
    try:
        table = Table.from_json(data.get("table"))
    except (ProtocolError, ValueError, TypeError, KeyError) as exc:
        raise SaveError(Problem.REJECTED, f"the table: {exc}") from None
    port = data.get("port")
    port = port if type(port) is int and 0 < port < 65536 else None
    if data.get("game") is None:
        return SavedTable(table, None, port)
    try:
        game = replay(data["game"], track_events=True)
    except (RecordError, ValueError, TypeError, KeyError, IndexError, RecursionError) as exc:
        raise SaveError(Problem.REJECTED, f"the game: {exc}") from None
    if game.options != table.options:
        raise SaveError(Problem.REJECTED, "the game's options differ from the table's")
    return SavedTable(table, game, port)


__all__ = ["FORMAT", "TABLE_SAVE_NAME", "SavedTable", "load_table", "parse_table", "save_table"]
