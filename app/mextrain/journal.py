"""An autosave kept as a journal: a snapshot, then one short appended line per decision.

Rewriting the whole record after every move cost more the longer the game ran (the
record of a long game is tens of KiB, fsynced on the GUI thread). A journal costs the
same on the last move as on the first:

- the first line is a **snapshot**: a header object (`format`, `version`, the game's
  record under `record_key`, and the caller's other keys such as the assist counts),
  written atomically (a temporary file, fsync, rename);
- then one line per change, appended with a single write and an fsync:
  `{"event": E}` (a decision, exactly as a record's event), `{"deal": R}` (a new round's
  deal, once per round) and `{"set": {KEY: VALUE}}` (another header key changed);
- a round's end, an undo (which rewinds), another game or other seats write a new
  snapshot, so the journal never has to say how a round ended or what was taken back.

A killed process leaves at most a torn last line (the one being appended): the reader
gives it back apart from the lines that stand, for the caller to keep aside. The reader
only rebuilds the header; the record in it is checked move by move by the engine like
any other (`engine.record.replay`). The layout is described in resources/docs/journal.md.
"""
from __future__ import annotations

import json
import os
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mextrain.engine import Game
from mextrain.engine.game import Decision, RoundRecord
from mextrain.engine.record import SeatConfig, deal_to_json, decision_to_json, dumps, game_to_record
from mextrain.files import atomic_write_text

#: the game autosave's header format (the hosted table's save has its own)
JOURNAL_FORMAT = "mextrain-journal"
JOURNAL_VERSION = 1


class JournalError(ValueError):
    """A journal line that is not JSON or not a journal entry (not a torn last line)."""


@dataclass
class _Written:
    """What the file holds now, to tell what the next save has to add."""

    game: Game | None
    seats: tuple[SeatConfig, ...]
    round_index: int
    round: RoundRecord | None
    decisions: int
    last: Decision | None
    ended: bool
    extras: dict[str, str] = field(default_factory=dict)  # key -> its JSON text


def _line(entry: dict[str, Any]) -> str:
    return dumps(entry) + "\n"


class JournalWriter:
    """Keeps one file up to date with a game: appends what changed, or writes a snapshot."""

    def __init__(self, path: Path, *, format: str = JOURNAL_FORMAT, version: int = JOURNAL_VERSION,
                 record_key: str = "record") -> None:
        self.path = Path(path)
        self.format = format
        self.version = version
        self.record_key = record_key
        self.bytes_written = 0  # over this writer's life, snapshots and lines (the benchmark reads it)
        self.snapshots = 0
        self.last_sync = 0.0  # seconds the last append waited for the disk (fdatasync)
        #: writes a snapshot whole (a temporary file, fsync, rename); the hall hands it to its
        #: group commit instead, which writes it on a worker thread (mextrain/hall/commit.py)
        self.whole: Callable[[Path, str], None] = atomic_write_text
        #: told of every line appended unsynced (`sync=False`): the hall logs it ahead (mextrain/hall/wal.py)
        self.appended: Callable[[Path, bytes], None] | None = None
        self._written: _Written | None = None

    def forget(self) -> None:
        """The file is gone or belongs to another game now: the next save writes a snapshot."""
        self._written = None

    def save(self, game: Game | None, seats: Sequence[SeatConfig], extras: Mapping[str, Any] | None = None, *,
             sync: bool = True) -> int:
        """Bring the file up to date with `game` (None: no game yet); returns the bytes written.

        `sync=False`: an appended line is written but not waited for (no fdatasync); the
        caller then owes `sync_file(path)` before it tells anybody (the hall's group commit).
        A snapshot is always synced (it is written beside and renamed, by `whole`)."""
        extras = dict(extras or {})
        texts = {k: json.dumps(v, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
                 for k, v in extras.items()}
        lines = self._lines(game, tuple(seats), extras, texts)
        if lines is None:
            return self._snapshot(game, seats, extras, texts)
        if not lines:
            return 0
        data = "".join(lines).encode("utf-8")
        try:
            self._append(data, sync)
        except FileNotFoundError:  # removed behind our back: write it whole again
            return self._snapshot(game, seats, extras, texts)
        except OSError:
            self._written = None  # whatever reached the file, the next save replaces it whole
            raise
        self._remember(game, seats, texts)
        self.bytes_written += len(data)
        if not sync and self.appended is not None:
            self.appended(self.path, data)
        return len(data)

    # ------------------------------------------------------------------ what to write
    def _lines(self, game: Game | None, seats: tuple[SeatConfig, ...], extras: dict[str, Any],
               texts: dict[str, str]) -> list[str] | None:
        """The lines that bring the file up to date, or None when only a snapshot can."""
        w = self._written
        if w is None or game is not w.game or seats != w.seats or set(texts) != set(w.extras):
            return None
        out: list[str] = []
        if game is not None:
            rounds = game.rounds
            if len(rounds) <= w.round_index or rounds[w.round_index] is not w.round:
                return None
            done = w.round.decisions
            if len(done) < w.decisions or (w.decisions and done[w.decisions - 1] is not w.last):
                return None  # an undo took moves back
            if w.round.result is not None and not w.ended:
                return None  # the round ended since: a snapshot holds its end
            out.extend(_line({"event": decision_to_json(d)}) for d in done[w.decisions:])
            for r in rounds[w.round_index + 1:]:
                if r is not rounds[-1] or r.result is not None:
                    return None  # more than a deal and some moves happened unseen
                out.append(_line({"deal": deal_to_json(r)}))
                out.extend(_line({"event": decision_to_json(d)}) for d in r.decisions)
        changed = {k: extras[k] for k, t in texts.items() if w.extras.get(k) != t}
        if changed:
            out.append(_line({"set": changed}))
        return out

    def _snapshot(self, game: Game | None, seats: Sequence[SeatConfig], extras: dict[str, Any],
                  texts: dict[str, str]) -> int:
        header: dict[str, Any] = {"format": self.format, "version": self.version,
                                  self.record_key: game_to_record(game, seats) if game is not None else None}
        header.update(extras)
        text = dumps(header) + "\n"
        self._written = None
        self.whole(self.path, text)
        self._remember(game, seats, texts)
        size = len(text.encode("utf-8"))
        self.bytes_written += size
        self.snapshots += 1
        return size

    def _append(self, data: bytes, sync: bool = True) -> None:
        fd = os.open(self.path, os.O_WRONLY | os.O_APPEND)  # no O_CREAT: a vanished file needs a snapshot
        try:
            written = os.write(fd, data)
            if written != len(data):
                raise OSError(f"only {written} of {len(data)} bytes reached {self.path}")
            if sync:
                start = time.perf_counter()
                _datasync(fd)
                self.last_sync = time.perf_counter() - start
        finally:
            os.close(fd)

    def _remember(self, game: Game | None, seats: Sequence[SeatConfig], texts: dict[str, str]) -> None:
        if game is None:
            self._written = _Written(None, tuple(seats), 0, None, 0, None, False, texts)
            return
        last = game.rounds[-1]
        self._written = _Written(game, tuple(seats), len(game.rounds) - 1, last, len(last.decisions),
                                 last.decisions[-1] if last.decisions else None, last.result is not None, texts)


_datasync = getattr(os, "fdatasync", os.fsync)


def sync_file(path: Path) -> None:
    """Wait until what was appended to `path` is on the disk (another file descriptor will do:
    the sync is of the file, not of the descriptor). Raises OSError, FileNotFoundError included."""
    fd = os.open(path, os.O_WRONLY | os.O_APPEND)
    try:
        _datasync(fd)
    finally:
        os.close(fd)


# ---------------------------------------------------------------------- reading
@dataclass
class JournalText:
    """A journal read back: the header with every line applied, and what was torn off."""

    header: dict[str, Any]
    lines: int  # lines applied after the snapshot
    torn: str | None  # a last line cut short by a kill, not applied (None when the file is whole)


def rebuild(header: dict[str, Any], text: str, *, record_key: str = "record") -> JournalText:
    """Apply the lines after the snapshot line of `text` to `header` (the snapshot, parsed).

    Raises JournalError for a line before the last that is not a journal entry; a last line
    that is not JSON is torn and returned apart. The record is not checked here: replay it.
    """
    rows = text.split("\n")[1:]
    tail = rows.pop() if rows else ""  # "" when the file ends with its newline
    torn: str | None = None
    entries: list[Any] = []
    for i, row in enumerate(rows, 2):
        if not row.strip():
            continue
        try:
            entries.append(json.loads(row))
        except (json.JSONDecodeError, RecursionError):
            raise JournalError(f"line {i} is not JSON") from None
    if tail.strip():
        try:
            entries.append(json.loads(tail))  # whole but for its newline: it stands
        except (json.JSONDecodeError, RecursionError):
            torn = tail
    record = header.get(record_key)
    for n, entry in enumerate(entries, 2):
        if not isinstance(entry, dict) or len(entry) != 1:
            raise JournalError(f"entry {n} is not a journal entry")
        (kind, value), = entry.items()
        if kind == "set" and isinstance(value, dict):
            if {"format", "version", record_key} & set(value):
                raise JournalError(f"entry {n} changes the header's own keys")
            header.update(value)
            continue
        if not isinstance(record, dict) or not isinstance(record.get("rounds"), list) or not record["rounds"]:
            raise JournalError(f"entry {n}: a move or a deal without a game")
        if kind == "event":
            events = record["rounds"][-1].get("events")
            if not isinstance(events, list):
                raise JournalError(f"entry {n}: the round has no events list")
            events.append(value)
        elif kind == "deal" and isinstance(value, dict):
            record["rounds"].append(value)
        else:
            raise JournalError(f"entry {n} is not a journal entry")
    return JournalText(header, len(entries), torn)


def keep_torn(path: Path, torn: str) -> Path | None:
    """Keep a torn last line beside its journal (`NAME.torn-STAMP`), never lost; returns where."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for k in range(1000):
        target = path.with_name(f"{path.name}.torn-{stamp}" + (f"-{k}" if k else ""))
        if not target.exists():
            try:
                atomic_write_text(target, torn)
            except OSError:
                return None
            return target
    return None


__all__ = ["JOURNAL_FORMAT", "JOURNAL_VERSION", "JournalError", "JournalText", "JournalWriter",
           "keep_torn", "rebuild", "sync_file"]
