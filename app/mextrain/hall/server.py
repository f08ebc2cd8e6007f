"""The hall: many tables on one TLS port, on one asyncio loop, with no Qt (`mextrain-hall`).

A connection's life until its first message has taken it to a table: door.py (limits per
address, bans, TLS, `hello`, `create_table`, `table_admin`, `get_record`). A connection at a
table is handed to that table (`HallTable.adopt`, table.py): from there on it is an ordinary
connection of an ordinary table (net/table_core.py), with every limit protocol.md gives.

Every table is saved as the host's table save (`table_save`, a journal) in `tables/` of the
hall's folder, with what the hall knows of it beside it (`ID.hall.json`), so a hall killed at
any moment reopens every table where it stopped; a table's messages wait until its journal
line is on the disk, many tables' lines synced at once in the hall's log (wal.py; whole files
written beside) off the loop (commit.py); after a power cut the log gives back what a journal lost. One timer ticks every table (`_tick`, each table once a second, a twentieth
of them every 50 ms). Administration: admin.py (`admin.sock`, the bans); a farm's balancer is
told the room for tables by agent.py.
"""
from __future__ import annotations

import asyncio
import gc
import json
import logging
import os
import time
from collections.abc import Callable
from pathlib import Path

from mextrain.engine import Phase
from mextrain.engine.record import dumps, game_to_record
from mextrain.files import set_aside
from mextrain.net import hall as h
from mextrain.net import messages as m
from mextrain.net.certs import Certificate
from mextrain.net.connection import HANDSHAKE_SILENT, HELLO_TIMEOUT
from mextrain.net.host_edge import Hearing
from mextrain.net.lobby import Table
from mextrain.net.schema import ProtocolError
from mextrain.net.table_core import TableCore
from mextrain.net.table_save import load_table
from mextrain.saves import SaveError
from mextrain.table_setup import Pace

from .admin import ADMIN_SOCKET, Administration
from .agent import AgentPort
from .commit import GroupCommit
from .door import _Pending, server_context
from .link import Link
from .loop_watch import LoopWatch
from .table import HallTable
from .thinkers import Thinkers
from .wal import HallLog, recover

log = logging.getLogger("mextrain.hall")

TICK = 0.05
#: each table is ticked on one of twenty hall ticks: once a second (its pings, limits, away seats); in
#: twenty slices, so that no tick writes a burst of pings that holds up the moves behind it
SLICES = 20
LISTEN_BACKLOG = 64
#: the garbage collector: every object older than 10 s is set aside (`gc.freeze`), so that its passes look
#: only at the newer ones; once an hour it looks at all of them (and frees any cycles among them)
FREEZE_EVERY = 10.0
FULL_COLLECTION_EVERY = 3600.0


class Hall(Administration, AgentPort):
    """See the module docstring. Made and run on a running asyncio loop (`listen`, then `close`)."""

    def __init__(self, folder: Path, cert: Certificate, limits: h.HallLimits, *, pace: Pace = Pace.NORMAL,
                 next_round_ms: int = 8000, clock: Callable[[], float] = time.monotonic,
                 wall: Callable[[], float] = time.time, farm: h.Farm | None = None) -> None:
        self.loop = asyncio.get_running_loop()
        self.farm = farm = farm or h.Farm()  # its place behind a balancer: its code letter, its route, the balancers' addresses
        self.folder = Path(folder)
        (self.folder / "tables").mkdir(parents=True, exist_ok=True)
        (self.folder / "records").mkdir(parents=True, exist_ok=True)
        self.cert = cert
        self.limits = limits
        self.pace = pace
        self.next_round_ms = next_round_ms
        self.clock = clock
        self._wall = wall
        self.book = h.Book(limits, make_code=farm.make_code)
        self.tables: dict[str, HallTable] = {}
        self._pending: dict[int, _Pending] = {}
        self._open: dict[int, Link] = {}  # every open connection (pending or at a table)
        self._per_address: dict[str, int] = {}
        self._told_full: dict[str, float] = {}  # address -> when it was last told it holds its connections
        self._next_conn = 1
        self.bans: set[str] = set()
        self._ssl = server_context(cert)
        restored = recover(self.folder)  # a power cut's lost lines, from the hall's log, before any table is read
        if restored:
            log.warning("%d journal lines written back from the hall's log", restored)
        self.commit = GroupCommit(self.loop, wal=HallLog(self.folder))
        self.thinkers = Thinkers(self.loop)
        self.loop_watch: LoopWatch | None = None
        self.hearing = Hearing()  # every table's: the seconds the loop was held, nobody's silence
        self._server: asyncio.Server | None = None
        self._admin: asyncio.Server | None = None
        self._agent: asyncio.Server | None = None
        self._ticker: asyncio.TimerHandle | None = None
        self._slice = 0
        self._pruned = 0.0  # when the old records were last looked for (once a minute)
        self._frozen = self._collected = time.monotonic()  # the collector's freeze and its last full pass
        self._read_bans()

    # ------------------------------------------------------------------ life
    async def listen(self, port: int, address: str = "0.0.0.0") -> bool:
        try:
            self._server = await self.loop.create_server(self._link, address, port, backlog=LISTEN_BACKLOG,
                                                         reuse_address=True)
        except OSError as exc:
            log.error("cannot listen on %s:%d: %s", address, port, exc)
            return False
        admin_path = self.folder / ADMIN_SOCKET
        try:
            admin_path.unlink(missing_ok=True)
            mask = os.umask(0o077)  # the socket is the machine's user's alone
            try:
                self._admin = await asyncio.start_unix_server(self._admin_client, str(admin_path))
            finally:
                os.umask(mask)
        except OSError as exc:
            log.warning("no administration socket at %s: %s", admin_path, exc)
        self.loop_watch = LoopWatch(self.loop, self.hearing)
        gc.freeze()  # the modules and the tables reopened: the collector's passes need not look at them
        self._ticker = self.loop.call_later(TICK, self._tick)
        log.info("the hall listens on %s:%d (TLS), %d tables open", address, self.port, len(self.tables))
        return True

    @property
    def port(self) -> int:
        if self._server is None or not self._server.sockets:
            return 0
        return int(self._server.sockets[0].getsockname()[1])

    def close(self) -> None:
        """Every table saved and told `back_later` (the hall reopens every table at its next start, so the
        apps keep trying); the port closes. The saves stay: a restart reopens them."""
        if self.loop_watch is not None:
            self.loop_watch.close()
        gc.unfreeze()  # whatever lives on in this process (a test's) is the collector's again
        log.info("CPU: %.1f s in all, %.1f s of it on the loop's thread (the rest: the disk's and the computers' "
                 "threads)", time.process_time(), time.thread_time())
        if self._ticker is not None:
            self._ticker.cancel()
        if self._server is not None:
            self._server.close()
        if self._admin is not None:
            self._admin.close()
            (self.folder / ADMIN_SOCKET).unlink(missing_ok=True)
        if self._agent is not None:
            self._agent.close()
        for table in list(self.tables.values()):
            table.stop_thinking()
            table.save()
        self.commit.flush(self.tables.values())
        for table in list(self.tables.values()):
            table.close("back_later")  # every table, lobbies and finished games too, is reopened at the next start
        self.commit.flush(self.tables.values())  # the goodbyes
        self.commit.close()
        self.thinkers.shutdown()
        for p in list(self._pending.values()):
            self._drop(p)

    # ------------------------------------------------------------------ tables on disk
    def _table_path(self, entry: h.TableEntry) -> Path:
        return self.folder / "tables" / f"{entry.id}.json"

    def _entry_path(self, entry: h.TableEntry) -> Path:
        return self.folder / "tables" / f"{entry.id}.hall.json"

    def _save_entry(self, entry: h.TableEntry) -> None:
        """Written whole by the group commit (what waits for it: the table's own messages held with it)."""
        self.commit.replace(self._entry_path(entry), json.dumps(entry.to_json()))

    def reopen_all(self) -> int:
        """Every table in `tables/` reopened where it stopped (after a crash, an update, a reboot)."""
        for path in sorted((self.folder / "tables").glob("*.hall.json")):
            try:
                entry = h.TableEntry.from_json(json.loads(path.read_text(encoding="utf-8")))
                saved = load_table(self._table_path(entry))
                self.book.add(entry)
            except (OSError, ValueError, ProtocolError, SaveError) as exc:
                log.error("table %s cannot be reopened (%s); set aside", path.name, exc)
                set_aside(path)
                continue
            table = self._make(saved.table, entry)
            if saved.game is not None:
                table.run(table.core.reopen(saved.game, self.clock()))
                if saved.game.phase is Phase.GAME_OVER and entry.finished is None:
                    entry.finished = self._wall()
            log.info("reopened table %s (%s), %s", entry.code, saved.table.name,
                     "in the lobby" if saved.game is None else f"turn {table.core.turn}")
        return len(self.tables)

    def _make(self, table: Table, entry: h.TableEntry) -> HallTable:
        core = TableCore(table, pace_ms=self.pace.delay_ms, next_round_ms=self.next_round_ms)
        core.session.hearing = self.hearing
        host = HallTable(self, core, entry, self._table_path(entry), self.commit, self.thinkers)
        self.tables[entry.id] = host
        return host

    def finished(self, table: HallTable) -> None:
        """A table's game is over: its record is kept for download by its seats' tokens."""
        entry = table.entry
        entry.finished = self._wall()
        self._save_entry(entry)
        game = table.core.game
        if game is not None:
            record = game_to_record(game, table.core.seat_configs())
            keys = [h.token_key(s.token) for s in table.core.table.seats if s.token is not None]
            # a game dealt by Play Again keeps a record of its own beside the first game's (the first
            # game's record on the disk, or on its way there, says so: a hall restarted in between
            # no longer has the first game in its memory)
            first = self.folder / "records" / f"{entry.id}.json"
            again = first.exists() or self.commit.pending(first) or self.commit.writing(first)
            name = f"{entry.id}-{game.seed}" if again else entry.id
            self.commit.replace(self.folder / "records" / f"{name}.json", dumps(record))
            # who may download it: the SHA-256 of each seat's token (never the tokens)
            self.commit.replace(self.folder / "records" / f"{name}.keys", json.dumps(keys))
        log.info("table %s: the game is over", entry.code)

    def close_table(self, entry_id: str, why: str) -> None:
        table = self.tables.pop(entry_id, None)
        entry = self.book.entries.pop(entry_id, None)
        if table is None or entry is None:
            return
        log.info("table %s closed: %s", entry.code, why)
        held, table.held = table.held, None
        for x in held or ():
            table._send(x)  # what it said before it closes (its lines are on their way to the disk or gone with it)
        table.close()
        for path in (self._table_path(entry), self._entry_path(entry)):
            self.commit.forget(path)
            path.unlink(missing_ok=True)

    def _tick(self) -> None:
        if self.loop_watch is not None:
            self.loop_watch.note()  # a stall just ended is nobody's silence (this tick may come before the beat)
        self._ticker = self.loop.call_later(TICK, self._tick)
        now, wall = self.clock(), self._wall()
        for p in list(self._pending.values()):
            age = now - p.conn.opened
            if age >= HELLO_TIMEOUT or (not p.conn.heard and age >= HANDSHAKE_SILENT):
                self._say(p, m.Bye("timeout"))
                self._drop(p, gently=True)
        # one timer for all tables: each is ticked once a second, a twentieth of them on each tick
        self._slice = (self._slice + 1) % SLICES
        for entry_id, host in list(self.tables.items())[self._slice::SLICES]:
            try:
                host.tick()
            except Exception:  # noqa: BLE001 - one table's fault must not stop the hall
                log.exception("table %s: its tick failed", host.entry.code)
            entry = host.entry
            here = host.core.people_here > 0
            if here and entry.empty_since is not None:
                entry.empty_since = None
                self._save_entry(entry)
            elif not here and entry.empty_since is None:
                entry.empty_since = wall
                self._save_entry(entry)
            why = h.why_gone(entry, host.core.playing, self.limits, wall)
            if why is not None:
                self.close_table(entry_id, why)
        self._prune_records(wall)
        self._collect()

    def _collect(self) -> None:
        """The garbage collector's full pass over a hall's objects holds the loop 100-200 ms at 1,000 tables (and
        found nothing to free: the tables' objects are freed by their counts) and came four times a minute: so
        what has lived 10 s is frozen out of its passes, and looked at in a full pass once an hour."""
        now = time.monotonic()
        if now - self._collected >= FULL_COLLECTION_EVERY:
            self._collected = self._frozen = now
            gc.unfreeze()
            began = time.perf_counter()
            freed = gc.collect()
            gc.freeze()
            log.info("garbage collector: a full pass over %d objects took %.0f ms, freed %d", gc.get_freeze_count(),
                     (time.perf_counter() - began) * 1000, freed)
        elif now - self._frozen >= FREEZE_EVERY:
            self._frozen = now
            gc.freeze()

    def _prune_records(self, wall: float) -> None:
        if wall - self._pruned < 60:
            return
        self._pruned = wall
        for path in [*(self.folder / "records").glob("*.json"), *(self.folder / "records").glob("*.keys")]:
            try:
                if wall - path.stat().st_mtime >= self.limits.record_kept:
                    path.unlink()
            except OSError:
                pass



__all__ = ["Hall"]
