"""What a table sends waits until its journal is on the disk; many tables share one wait.

A table's save at the hall appends its journal line without waiting for the disk
(`save_table(sync=False)`) and holds what it would send from then on (`HallTable.hold`);
a file written whole (a journal's snapshot: a table made, a round's end; what the hall knows
of a table; a finished game's record) is handed over as its text (`replace`). Once per pass
of the event loop (one batch at a time: the next begins when the last is done), every line
appended since is synced (in the hall's log, wal.py: one file for every table; a journal the
log does not know is synced itself), and every file to write whole is written (a temporary file,
fsync, rename, the folder's fsync), all together on worker threads, the event loop going on
meanwhile; when they are all on the disk, the messages held before the batch began go out. The
log's segments are checkpointed on the same threads (their journals synced, then removed). So a move is never acknowledged,
nor shown to anybody, before it is on the disk, and the event loop never waits for the disk
(resources/docs/hall.md). A table saving while its snapshot is being written waits for it
(`after`), so its next lines go to the new file.
"""
from __future__ import annotations

import asyncio
import logging
import os
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Protocol

from mextrain.files import atomic_write_text
from mextrain.journal import sync_file

from .wal import HallLog

log = logging.getLogger("mextrain.hall")

SYNC_WORKERS = 8  # threads syncing tables' journals at once (the file system joins their commits)


class Holder(Protocol):
    """A table whose messages wait for the disk: `held` counts them, `release(n)` sends the first n."""

    @property
    def held_count(self) -> int: ...
    def release(self, n: int) -> None: ...


class GroupCommit:
    """See the module docstring."""

    def __init__(self, loop: asyncio.AbstractEventLoop, workers: int = SYNC_WORKERS, wal: HallLog | None = None) -> None:
        self._loop = loop
        self.wal = wal  # the hall's log: the tables' lines synced in it, one file a batch (wal.py)
        self._pool = ThreadPoolExecutor(workers, thread_name_prefix="hall-sync")
        self._links: set[Holder] = set()  # holding, not yet in a batch
        self._paths: set[Path] = set()  # appended to, not yet in a batch
        self._whole: dict[Path, str] = {}  # to write whole, not yet in a batch: the latest text of each
        self._writing: set[Path] = set()  # written whole by the batch under way
        self._after: dict[Path, list[Callable[[], None]]] = {}  # what waits for a file's whole write
        self._gone: set[Path] = set()  # closed while the batch under way writes them: removed after it
        self._futures: list[Future[None]] = []
        self._marks: list[tuple[Holder, int]] = []
        self._busy = False
        self._scheduled = False
        self.batches = 0
        self.files = 0
        self.waits: deque[float] = deque(maxlen=100_000)  # seconds from a batch's start to its messages let out
        #: ... to its last file on the disk (on the worker thread): `waits` less this is the loop coming to it
        self.disk: deque[float] = deque(maxlen=100_000)
        self.slow: list[tuple[float, float, float, int]] = []  # batches over 100 ms: (began, disk s, out s, files)
        self._began = 0.0
        self._files = 0
        self.logged = 0  # batches that wrote the hall's log
        self.checkpointed: list[tuple[float, int]] = []  # (seconds, files) of each checkpoint done
        self._checkpointing: Future[None] = Future()  # the checkpoint under way (one at a time)
        self._checkpointing.set_result(None)
        self.checkpoints = 0

    def want(self, link: Holder | None, path: Path | None = None) -> None:
        """`link` holds what it sends until the next batch is on the disk (with `path` in it)."""
        if link is not None:
            self._links.add(link)
        if path is not None:
            self._paths.add(path)
        self._schedule()

    def appended(self, path: Path, data: bytes) -> None:
        """`data` was appended to `path` (a journal's line): on the disk with the next batch, in the hall's
        log (or, a file the log does not know, by syncing the file itself)."""
        if self.wal is None or not self.wal.appended(path, data):
            self._paths.add(_path(path))
        self._schedule()

    def replace(self, path: Path, text: str) -> None:
        """`path` is to hold `text`, written whole by the next batch (a later text for it wins)."""
        path = _path(path)
        self._whole[path] = text
        if self.wal is not None and path.parent == self.wal.tables and not path.name.endswith(".hall.json"):
            self.wal.snapshot(path, text)  # a journal's new generation: its lines from here on are logged at their byte
        self._schedule()

    def writing(self, path: Path) -> bool:
        """The batch under way writes `path` whole: a save of it must wait (`after`)."""
        return _path(path) in self._writing

    def pending(self, path: Path) -> bool:
        """`path` is to be written whole by the next batch (not begun yet)."""
        return _path(path) in self._whole

    def after(self, path: Path, then: Callable[[], None]) -> None:
        """`then()` once the batch under way has written `path` whole (on the event loop)."""
        waiting = self._after.setdefault(_path(path), [])
        if then not in waiting:
            waiting.append(then)

    def forget(self, path: Path) -> None:
        """`path` is removed (its table closed): nothing more is written to it."""
        path = _path(path)
        self._whole.pop(path, None)
        self._paths.discard(path)
        if self.wal is not None:
            self.wal.forget(path)
        self._after.pop(path, None)
        if path in self._writing:
            self._gone.add(path)

    def _schedule(self) -> None:
        if not self._busy and not self._scheduled:
            self._scheduled = True
            self._loop.call_soon(self._start)  # after this pass of the loop: its tables' lines together

    def _start(self) -> None:
        self._scheduled = False
        if self._busy or not (self._links or self._paths or self._whole):
            return
        marks = [(link, link.held_count) for link in self._links]  # what was held before the sync
        tasks: list[tuple[Path | None, str | bytes | None]] = [(path, None) for path in sorted(self._paths)]
        tasks += sorted(self._whole.items())
        if self.wal is not None:
            rotated = self.wal.rotate(time.monotonic()) if self._checkpointing.done() else None
            if rotated is not None:  # the old segment's files synced off the batches, then it is removed
                self.checkpoints += 1
                self._checkpointing = self._pool.submit(self._checkpoint, *rotated)
            records = self.wal.take()
            if records:
                tasks.append((None, records))
                self.logged += 1
        self._writing = set(self._whole)
        self._links.clear()
        self._paths.clear()
        self._whole = {}
        self._busy = True
        self._marks = marks
        self._began = began = time.perf_counter()
        self._files = len(tasks)
        self.batches += 1
        batch = self.batches
        self.files += len(tasks)
        if not tasks:
            self._loop.call_soon(self._done, batch, marks)
            return
        left = [len(tasks)]
        lock = threading.Lock()

        def one(path: Path | None, text: str | bytes | None) -> None:
            try:
                if path is None:
                    self._log(text)  # type: ignore[arg-type]
                elif text is None:
                    _sync_quietly(path)
                else:
                    _write_quietly(path, text)  # type: ignore[arg-type]
            finally:  # whatever happened, the batch ends (else the tables' messages wait for ever)
                with lock:
                    left[0] -= 1
                    last = left[0] == 0
                if last:
                    self.disk.append(time.perf_counter() - began)
                    try:
                        self._loop.call_soon_threadsafe(self._done, batch, marks)
                    except RuntimeError:
                        pass  # the loop is closed: `flush` finished the batch

        self._futures = [self._pool.submit(one, path, text) for path, text in tasks]

    def _log(self, records: bytes) -> None:
        """A batch's records appended to the hall's log, and the log synced (on a worker thread)."""
        assert self.wal is not None
        try:
            _sync_quietly(self.wal.write(records, time.monotonic()))
        except OSError as exc:  # as a failed save: logged, and the game goes on
            log.error("writing the hall's log failed: %s", exc)

    def _checkpoint(self, segment: Path, dirty: set[Path]) -> None:
        assert self.wal is not None
        began = time.perf_counter()
        try:
            self.wal.checkpoint(segment, dirty, _sync_quietly)
        except OSError as exc:
            log.error("the hall's log: a checkpoint failed: %s", exc)
        self.checkpointed.append((time.perf_counter() - began, len(dirty)))

    def _done(self, batch: int, marks: list[tuple[Holder, int]]) -> None:
        if not self._busy or batch != self.batches:
            return  # finished already by `flush`
        self._busy = False
        self._futures = []
        wait = time.perf_counter() - self._began
        self.waits.append(wait)
        if wait > 0.1 and len(self.slow) < 1000:
            self.slow.append((time.monotonic() - wait, self.disk[-1] if self.disk else 0.0, wait, self._files))
        written, self._writing = self._writing, set()
        for path in self._gone & written:
            path.unlink(missing_ok=True)
        self._gone -= written
        for link, n in marks:
            link.release(n)
        for path in sorted(written):
            for then in self._after.pop(path, ()):
                then()  # a table's save that waited: its lines now go to the new file (the next batch)
        self._schedule()

    def flush(self, links: Iterable[Holder]) -> None:
        """Now, on this thread: every file synced or written and everything held sent (the hall is closing)."""
        for future in self._futures:
            future.result()
        self._done(self.batches, self._marks)
        self._scheduled = True  # no batch of its own any more: all is done here
        if self.wal is not None:
            records = self.wal.take()
            if records:
                self._log(records)
        while self._paths or self._whole:
            for path in sorted(self._paths):
                _sync_quietly(path)
            self._paths.clear()
            whole, self._whole = self._whole, {}
            for path, text in sorted(whole.items()):
                _write_quietly(path, text)
                for then in self._after.pop(path, ()):
                    then()
        self._links.clear()
        for link in links:
            link.release(link.held_count)

    def close(self) -> None:
        self._pool.shutdown(wait=True)
        if self.wal is not None:
            try:
                self.wal.close(_sync_quietly)  # a clean stop: every journal synced, no log left
            except OSError as exc:
                log.error("the hall's log: closing it failed: %s", exc)
            took = [t for t, _ in self.checkpointed]
            log.info("the hall's log: %d lines in %d batches; %d checkpoints, each syncing up to %d tables' files "
                     "in %.0f ms (p50), %.0f ms (longest)", self.wal.records, self.logged, self.checkpoints,
                     max((n for _, n in self.checkpointed), default=0), *(milliseconds(took)[::2] if took else (0, 0)))
        if self.waits:
            log.info("group commit: %d batches, %d files synced; a batch waited p50 %.1f ms, p99 %.1f ms, "
                     "longest %.1f ms", self.batches, self.files, *milliseconds(self.waits))
        if self.disk:
            log.info("group commit: its files on the disk p50 %.1f ms, p99 %.1f ms, longest %.1f ms (the rest of a "
                     "batch's wait: the loop coming to it); %d batches over 100 ms: %s", *milliseconds(self.disk),
                     len(self.slow), ", ".join(f"at {t:.1f} disk {d * 1000:.0f} ms, out {w * 1000:.0f} ms, {n} files"
                                               for t, d, w, n in self.slow[:30]))


def _path(path: Path | str) -> Path:
    return path if isinstance(path, Path) else Path(path)  # (a Path made again costs a parse, at every move)


def milliseconds(seconds: Iterable[float]) -> tuple[float, float, float]:
    """p50, p99 and the longest of some durations, in ms (what the hall logs at its stop)."""
    ordered = sorted(seconds)
    n = len(ordered)
    return ordered[n // 2] * 1000, ordered[min(n - 1, int(n * 0.99))] * 1000, ordered[-1] * 1000


def _sync_quietly(path: Path) -> None:
    try:
        sync_file(path)
    except FileNotFoundError:
        pass  # the table was closed meanwhile
    except OSError as exc:  # as a failed save: logged, and the game goes on
        log.error("syncing %s failed: %s", path, exc)


def _write_quietly(path: Path, text: str) -> None:
    """`path` holds `text` on the disk, its name too (a temporary file, fsync, rename, the folder's fsync)."""
    try:
        atomic_write_text(path, text)
        folder = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(folder)
        finally:
            os.close(folder)
    except OSError as exc:  # as a failed save: logged, and the game goes on
        log.error("writing %s failed: %s", path, exc)


__all__ = ["SYNC_WORKERS", "GroupCommit", "Holder", "milliseconds"]
