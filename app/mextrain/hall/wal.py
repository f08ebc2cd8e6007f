"""The hall's log ahead of its tables' journals: one file synced a batch instead of one a table.

A table's journal line is appended to its own file at once (a plain `write`, as before) and, as a
record, to the hall's log (`log/NNNNNNNN.wal` in the data folder): which file, which of its
snapshots (a hash of the file's first line, its *generation*), at which byte, and the line. The
group commit (commit.py) then syncs the log alone, one `fdatasync` for every table's lines of the
batch, where it synced each table's file before (50 files: 0.7 ms against 5.6 ms on 8 threads here).
So a line is on the disk, in the log, before anybody is told of it, as before.

The tables' files are synced later, off the loop (a *checkpoint*): every `CHECKPOINT_EVERY` seconds
the log goes on in a new segment, and once every file the old segment named is synced, the old
segment is removed. A clean stop syncs them all and leaves no log.

After a SIGKILL the tables' files hold every line (the kernel has them, synced or not); after a power
cut a file may lack its last lines. So before any table is reopened, `recover` reads what is left of
the log and writes back every line a file lacks: a record applies only to the file of its generation
(not to a newer snapshot written since), at its byte; a torn last record (the cut came mid-write) is
left out: its line was never acknowledged.
"""
from __future__ import annotations

import hashlib
import logging
import os
import struct
import tempfile
import threading
import zlib
from pathlib import Path

log = logging.getLogger("mextrain.hall")

LOG_FOLDER = "log"
SUFFIX = ".wal"
CHECKPOINT_EVERY = 30.0  # seconds a segment is written to before the next begins (its files then synced)
#: a segment's size, written with zeros before it is used (`SPARE`, made off the batches): a batch's records
#: overwrite it in place, so its fdatasync changes no metadata and waits for no commit of the file system's
#: journal, which the tables' snapshots and everybody else's files keep busy
SEGMENT_BYTES = 8 << 20
SPARE = "spare.tmp"
#: a record: CRC-32 of what follows it, the file's name length, the line's length, its byte in the file, the generation
HEADER = struct.Struct(">IHIQ16s")


def generation(first: bytes) -> bytes:
    """The generation of a journal whose first line (its snapshot, with its newline) is `first`."""
    return hashlib.blake2b(first, digest_size=16).digest()


def record(name: str, gen: bytes, offset: int, data: bytes) -> bytes:
    raw = name.encode("utf-8")
    body = HEADER.pack(0, len(raw), len(data), offset, gen)[4:] + raw + data
    return struct.pack(">I", zlib.crc32(body)) + body


def records(blob: bytes) -> tuple[list[tuple[str, bytes, int, bytes]], bool]:
    """The whole records of a segment, and whether it ended torn (a cut mid-record)."""
    out: list[tuple[str, bytes, int, bytes]] = []
    at = 0
    while at < len(blob):
        if not any(blob[at:at + HEADER.size]):
            return out, False  # the zeros of a segment written so far: its end
        if len(blob) - at < HEADER.size:
            return out, True
        crc, n, size, offset, gen = HEADER.unpack_from(blob, at)
        end = at + HEADER.size + n + size
        if end > len(blob) or zlib.crc32(blob[at + 4:end]) != crc:
            return out, True
        name = blob[at + HEADER.size:at + HEADER.size + n].decode("utf-8", "replace")
        out.append((name, gen, offset, blob[end - size:end]))
        at = end
    return out, False


class HallLog:
    """See the module docstring. Its `take`, `rotate` and the bookkeeping run on the event loop;
    `write` (a batch) and `checkpoint` on the group commit's threads, one batch at a time."""

    def __init__(self, folder: Path) -> None:
        self.tables = (Path(folder) / "tables").absolute()  # as the journals name their files
        self.folder = Path(folder) / LOG_FOLDER
        self.folder.mkdir(parents=True, exist_ok=True)
        self.known: dict[Path, tuple[bytes, int]] = {}  # a journal -> (its generation, its size) as the loop wrote it
        self._pending: list[bytes] = []  # records not yet in a batch
        self._dirty: set[Path] = set()  # journals the records of the segment being written name
        self._number = max((_number(p) for p in self.folder.glob(f"*{SUFFIX}")), default=0)
        self.segment: Path | None = None
        self._opened = 0.0
        self._bytes = 0
        self._pending_bytes = 0
        self.records = 0
        self._preparing = threading.RLock()  # the spare: made by a checkpoint's thread, taken by a batch's
        self.prepare()

    # ------------------------------------------------------------------ on the loop
    def snapshot(self, path: Path, text: str) -> None:
        """`path` is written whole with `text` (its generation begins)."""
        data = text.encode("utf-8")
        self.known[path] = (generation(data[:data.find(b"\n") + 1] if b"\n" in data else data), len(data))

    def appended(self, path: Path, data: bytes) -> bool:
        """A line appended to `path`: logged with the next batch. False: the log does not know where the
        file stands (no snapshot this run): the caller syncs the file itself."""
        known = self.known.get(path)
        if known is None or path.parent != self.tables:
            return False
        gen, size = known
        entry = record(path.name, gen, size, data)
        self._pending.append(entry)
        self._pending_bytes += len(entry)
        self.known[path] = (gen, size + len(data))
        self._dirty.add(path)
        self.records += 1
        return True

    def forget(self, path: Path) -> None:
        self.known.pop(path, None)

    def take(self) -> bytes:
        """The records for the batch beginning now."""
        data = b"".join(self._pending)
        self._pending.clear()
        self._pending_bytes = 0
        return data

    def rotate(self, now: float) -> tuple[Path, set[Path]] | None:
        """When the segment is old or large enough: the next begins; the old one and the files it named
        (to sync, then remove it: `checkpoint`)."""
        if self.segment is None or (now - self._opened < CHECKPOINT_EVERY
                                    and self._bytes + self._pending_bytes <= SEGMENT_BYTES):
            return None
        old, dirty = self.segment, self._dirty
        self.segment, self._dirty = None, set()
        return old, dirty

    # ------------------------------------------------------------------ on a thread (one batch at a time)
    def write(self, data: bytes, now: float) -> Path:
        """Append a batch's records to the segment (begun here when there is none); the caller syncs it."""
        if self.segment is None:
            segment = self.folder / f"{self._number + 1:08d}{SUFFIX}"
            with self._preparing:
                self.prepare()  # (made already, off the batches, but for the first)
                os.replace(self.folder / SPARE, segment)
            _sync_folder(self.folder)  # the new segment's name is on the disk before anything relies on it
            self._number += 1
            self.segment = segment  # (not before: a full disk tries again at the next batch)
            self._opened, self._bytes = now, 0
        fd = os.open(self.segment, os.O_WRONLY)
        try:
            view = memoryview(data)
            at = self._bytes
            while view:
                n = os.pwrite(fd, view, at)
                view, at = view[n:], at + n
        finally:
            os.close(fd)
        self._bytes += len(data)
        return self.segment

    def prepare(self) -> None:
        """The next segment, `SEGMENT_BYTES` of zeros on the disk, unless it is made already."""
        with self._preparing:  # (a checkpoint's thread and a batch's)
            spare = self.folder / SPARE
            if spare.exists():
                return
            part = self.folder / (SPARE + ".part")
            with open(part, "wb") as f:
                zeros = bytes(1 << 20)
                for _ in range(SEGMENT_BYTES >> 20):
                    f.write(zeros)
                f.flush()
                os.fsync(f.fileno())
            os.replace(part, spare)
            _sync_folder(self.folder)

    def checkpoint(self, segment: Path, dirty: set[Path], sync: object) -> None:
        """Every file `segment` named synced (`sync(path)`), then the segment removed."""
        for path in sorted(dirty):
            sync(path)  # type: ignore[operator]
        segment.unlink(missing_ok=True)
        self.prepare()  # the segment after the next one begins

    def close(self, sync: object) -> None:
        """A clean stop: every file the log names synced, and the log removed."""
        for path in sorted(self._dirty):
            sync(path)  # type: ignore[operator]
        self._dirty.clear()
        for segment in sorted(self.folder.glob(f"*{SUFFIX}")):
            segment.unlink(missing_ok=True)
        (self.folder / SPARE).unlink(missing_ok=True)
        self.segment = None


def recover(folder: Path) -> int:
    """Before the tables are reopened: every line the log has and a journal lacks written back (see the
    module docstring); the log then removed. Returns how many lines were written back."""
    tables, logs = Path(folder) / "tables", Path(folder) / LOG_FOLDER
    segments = sorted(logs.glob(f"*{SUFFIX}"), key=_number) if logs.is_dir() else []
    if not segments:
        return 0
    files: dict[str, bytearray | None] = {}
    changed: set[str] = set()
    restored = 0
    for k, segment in enumerate(segments):
        found, torn = records(segment.read_bytes())
        if torn and k != len(segments) - 1:
            log.warning("the hall's log %s ends torn before its last segment", segment.name)
        for name, gen, offset, data in found:
            if "/" in name or "\\" in name or name in ("", ".", ".."):
                continue
            if name not in files:
                try:
                    files[name] = bytearray((tables / name).read_bytes())
                except OSError:
                    files[name] = None  # closed since (removed) or never written: nothing to restore
            text = files[name]
            if text is None:
                continue
            first = text[:text.find(b"\n") + 1] if b"\n" in text else bytes(text)
            if generation(bytes(first)) != gen:
                continue  # a line of an older snapshot of the file: the newer one holds it
            if offset > len(text):
                log.error("the hall's log: %s lacks bytes before a line at byte %d; left as it is", name, offset)
                continue
            if text[offset:offset + len(data)] != data:
                del text[offset:]
                text += data
                changed.add(name)
                restored += 1
    for name in sorted(changed):
        text = files[name]
        assert text is not None
        _write_bytes(tables / name, bytes(text))
        log.warning("table journal %s: lines written back from the hall's log (the disk had lost them)", name)
    if changed:
        _sync_folder(tables)
    for segment in segments:
        segment.unlink(missing_ok=True)
    _sync_folder(logs)
    return restored


def _number(path: Path) -> int:
    try:
        return int(path.stem)
    except ValueError:
        return 0


def _write_bytes(path: Path, data: bytes) -> None:
    """`path` replaced with `data` whole (a temporary file beside it, fsync, rename)."""
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _sync_folder(folder: Path) -> None:
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


__all__ = ["CHECKPOINT_EVERY", "SEGMENT_BYTES", "SPARE", "LOG_FOLDER", "HallLog", "generation", "record", "records",
           "recover"]
