"""The hall on Qt: one TLS port in front of many `HostTable`s (`mextrain-server --hall`).

A connection's life: accepted as a bare file descriptor by the one TLS listener of tls.py
(`tls.Listener`); its first byte is peeked at (`tls.screen`: a TLS ClientHello starts with
0x16; a frame of the old plain protocol with 0x00, answered `refused: version`; anything else
is answered one line of text), then `QSslSocket` does the server side of TLS with the hall's
certificate. Its first message then decides where it
goes (net/hall.py's rules): a `hello` to the table of its code or token, `create_table` to
a new table (the creator's connection then goes on to it with a `hello` the hall writes),
`table_admin` to one of the host's lobby powers and an answer. A connection at a table is
handed to that table's own `HostTransport` (`RoutedTransport.adopt`): from there on it is
an ordinary connection of an ordinary table, with every limit protocol.md gives.

Every table is saved as the host's table save (`table_save`, a journal) in `tables/` of the
hall's folder, with what the hall knows of it beside it (`ID.hall.json`), so a hall killed at
any moment reopens every table where it stopped; a table's messages wait until its journal
line is on the disk, many tables' lines synced (and whole files written) at once off the event
loop (`GroupCommit`). One timer ticks every table (`Hall._tick`, each table once a second). Administration:
`admin.sock` in the folder (`mextrain-server --hall-admin DIR list|close CODE|ban ADDRESS`),
for the machine's own users only.
Why Qt's TLS and not Python's `ssl`: every table is a `HostTable` on Qt's event loop (the
game controller, its computers' worker threads, the timers), so the sockets belong to that
loop; and the app's side uses the same `QSslSocket`, so one TLS stack is tested both ways.
"""
from __future__ import annotations

import json
import logging
import os
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QSocketNotifier, Qt, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QLocalServer, QLocalSocket, QSslSocket, QTcpServer

from mextrain.controller import GameController, Pace
from mextrain.controller.journal import sync_file
from mextrain.controller.network import tls
from mextrain.controller.network.host_table import HostTable
from mextrain.controller.network.host_transport import CONN_PROPERTY, HostTransport
from mextrain.controller.network.table_save import load_table, save_table, table_journal
from mextrain.controller.saves import SaveError
from mextrain.engine import Phase
from mextrain.engine.record import dumps, game_to_record
from mextrain.files import atomic_write_text, set_aside
from mextrain.net import actions as a
from mextrain.net import hall as h
from mextrain.net import messages as m
from mextrain.net import wire
from mextrain.net.certs import Certificate
from mextrain.net.connection import HANDSHAKE_SILENT, HELLO_TIMEOUT, Connection, give_way
from mextrain.net.lobby import Table, new_token
from mextrain.net.messages import SeatState
from mextrain.net.schema import ProtocolError

log = logging.getLogger("mextrain.hall")

TICK_MS = 50
#: each table is ticked on one of twenty hall ticks: once a second (its pings, limits, away seats); in
#: twenty slices, not four, so that no tick writes a burst of pings that holds up the moves behind it
SLICES = 20
SYNC_WORKERS = 8  # threads syncing tables' journals at once (the file system joins their commits)
COMPUTER_NAMES = ("Ada", "Bruno", "Clara", "Dmytro", "Eva", "Frida", "Gustav", "Hanna")
PLAIN_TEXT_ANSWER = (b"This is a Mexican Train hall. It speaks TLS only: join with the app "
                     b"(Game > Join a Table...), version 0.2 or later.\r\n")
#: an address over its connections is told so in words (`busy`) at most this often; its other
#: connections meanwhile are closed at once (each answer costs the hall a TLS handshake)
TOLD_FULL_EVERY = 10.0
ADMIN_SOCKET = "admin.sock"
BANS = "bans.txt"


class GroupCommit(QObject):
    """What a table sends waits until its journal is on the disk; many tables share one wait.

    A table's save at the hall appends its journal line without waiting for the disk
    (`save_table(sync=False)`) and holds what it would send from then on (`RoutedTransport.hold`);
    a file written whole (a journal's snapshot: a table made, a round's end; what the hall knows
    of a table; a finished game's record) is handed over as its text (`replace`). Once per pass
    of the event loop (one batch at a time: the next begins when the last is done), every file
    appended to since is synced, and every file to write whole is written (a temporary file,
    fsync, rename, the folder's fsync), all together on worker threads (concurrent syncs share
    one journal commit of the file system), the event loop going on meanwhile; when they are all
    on the disk, the messages held before the batch began go out. So a move is never acknowledged,
    nor shown to anybody, before it is on the disk, and the event loop never waits for the disk
    (resources/docs/hall.md). A table saving while its snapshot is being written waits for it
    (`after`), so its next lines go to the new file.
    """

    _synced = Signal(int, object)  # from a worker thread: the batch whose files are on the disk

    def __init__(self, parent: QObject | None = None, workers: int = SYNC_WORKERS) -> None:
        super().__init__(parent)
        self._pool = ThreadPoolExecutor(workers, thread_name_prefix="hall-sync")
        self._links: set[RoutedTransport] = set()  # holding, not yet in a batch
        self._paths: set[Path] = set()  # appended to, not yet in a batch
        self._whole: dict[Path, str] = {}  # to write whole, not yet in a batch: the latest text of each
        self._writing: set[Path] = set()  # written whole by the batch under way
        self._after: dict[Path, list[Callable[[], None]]] = {}  # what waits for a file's whole write
        self._gone: set[Path] = set()  # closed while the batch under way writes them: removed after it
        self._futures: list[Future[None]] = []
        self._marks: list[tuple[RoutedTransport, int]] = []
        self._busy = False
        self._scheduled = False
        self._synced.connect(self._done)
        self.batches = 0
        self.files = 0
        self.waits: deque[float] = deque(maxlen=100_000)  # seconds from a batch's start to its files on the disk
        self._began = 0.0

    def want(self, link: RoutedTransport | None, path: Path | None = None) -> None:
        """`link` holds what it sends until the next batch is on the disk (with `path` in it)."""
        if link is not None:
            self._links.add(link)
        if path is not None:
            self._paths.add(path)
        self._schedule()

    def replace(self, path: Path, text: str) -> None:
        """`path` is to hold `text`, written whole by the next batch (a later text for it wins)."""
        self._whole[Path(path)] = text
        self._schedule()

    def writing(self, path: Path) -> bool:
        """The batch under way writes `path` whole: a save of it must wait (`after`)."""
        return Path(path) in self._writing

    def pending(self, path: Path) -> bool:
        """`path` is to be written whole by the next batch (not begun yet)."""
        return Path(path) in self._whole

    def after(self, path: Path, then: Callable[[], None]) -> None:
        """`then()` once the batch under way has written `path` whole (on the event loop)."""
        waiting = self._after.setdefault(Path(path), [])
        if then not in waiting:
            waiting.append(then)

    def forget(self, path: Path) -> None:
        """`path` is removed (its table closed): nothing more is written to it."""
        path = Path(path)
        self._whole.pop(path, None)
        self._paths.discard(path)
        self._after.pop(path, None)
        if path in self._writing:
            self._gone.add(path)

    def _schedule(self) -> None:
        if not self._busy and not self._scheduled:
            self._scheduled = True
            QTimer.singleShot(0, self, self._start)

    def _start(self) -> None:
        self._scheduled = False
        if self._busy or not (self._links or self._paths or self._whole):
            return
        marks = [(link, len(link.held or ())) for link in self._links]  # what was held before the sync
        tasks: list[tuple[Path, str | None]] = [(path, None) for path in sorted(self._paths)]
        tasks += sorted(self._whole.items())
        self._writing = set(self._whole)
        self._links.clear()
        self._paths.clear()
        self._whole = {}
        self._busy = True
        self._marks = marks
        self._began = time.perf_counter()
        self.batches += 1
        batch = self.batches
        self.files += len(tasks)
        if not tasks:
            self._synced.emit(batch, marks)
            return
        left = [len(tasks)]
        lock = threading.Lock()

        def one(path: Path, text: str | None) -> None:
            try:
                if text is None:
                    _sync_quietly(path)
                else:
                    _write_quietly(path, text)
            finally:  # whatever happened, the batch ends (else the tables' messages wait for ever)
                with lock:
                    left[0] -= 1
                    last = left[0] == 0
                if last:
                    self._synced.emit(batch, marks)  # queued: the slot runs on the event loop's thread

        self._futures = [self._pool.submit(one, path, text) for path, text in tasks]

    def _done(self, batch: int, marks: list[tuple[RoutedTransport, int]]) -> None:
        if not self._busy or batch != self.batches:
            return  # finished already by `flush`
        self._busy = False
        self._futures = []
        self.waits.append(time.perf_counter() - self._began)
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

    def flush(self, links: list[RoutedTransport]) -> None:
        """Now, on this thread: every file synced or written and everything held sent (the hall is closing)."""
        for future in self._futures:
            future.result()
        self._done(self.batches, self._marks)
        self._scheduled = True  # no batch of its own any more: all is done here
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
            link.release(len(link.held or ()))

    def close(self) -> None:
        self._pool.shutdown(wait=True)
        if self.waits:
            log.info("group commit: %d batches, %d files synced; a batch waited p50 %.1f ms, p99 %.1f ms, "
                     "longest %.1f ms", self.batches, self.files, *_milliseconds(self.waits))


def _milliseconds(seconds: Iterable[float]) -> tuple[float, float, float]:
    """p50, p99 and the longest of some durations, in ms (what the hall logs at its stop)."""
    ordered = sorted(seconds)
    n = len(ordered)
    return ordered[n // 2] * 1000, ordered[min(n - 1, int(n * 0.99))] * 1000, ordered[-1] * 1000


class LoopWatch(QObject):
    """How late the event loop comes to a 10 ms timer: what a move arriving at that moment waits
    before the hall even reads it (logged at the stop, beside the group commit's figures)."""

    EVERY_MS = 10

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.late: deque[float] = deque(maxlen=200_000)  # seconds past each timer's due time
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(self.EVERY_MS)
        self._timer.timeout.connect(self._beat)
        self._last = time.perf_counter()
        self._timer.start()

    def _beat(self) -> None:
        now = time.perf_counter()
        self.late.append(max(0.0, now - self._last - self.EVERY_MS / 1000))
        self._last = now

    def close(self) -> None:
        self._timer.stop()
        if self.late:
            log.info("event loop: a %d ms timer came p50 %.1f ms late, p99 %.1f ms, longest %.1f ms; "
                     "%d of %d beats over 50 ms late", self.EVERY_MS, *_milliseconds(self.late),
                     sum(1 for x in self.late if x > 0.05), len(self.late))


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


class RoutedTransport(HostTransport):
    """A table's transport at the hall: it never listens; the hall hands it connections and ticks it
    (`Hall._tick`: one timer for all tables). What it sends to a connection in one pass is written
    to its socket at once, one TLS record instead of one per message."""

    held: list[a.Action] | None = None  # what waits for the disk (None: nothing waits)
    commit: GroupCommit | None = None

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._out: dict[int, list[bytes]] = {}  # conn -> what goes out to it at the end of this pass

    def hold(self, path: Path | None = None) -> None:
        """From now on what this table sends waits for the next group commit (`GroupCommit`)."""
        if self.commit is None:
            return
        if self.held is None:
            self.held = []
        self.commit.want(self, path)

    def release(self, n: int) -> None:
        """The first `n` held actions go out (what they show is on the disk)."""
        held = self.held
        if held is None:
            return
        out = held[:n]
        del held[:n]
        if not held:
            self.held = None
        elif self.commit is not None:
            self.commit.want(self)  # held after that batch began: the next one
        for action in out:
            self._send(action)
        self._write_out()

    def run(self, actions: list[a.Action]) -> None:
        super().run(actions)
        if not self._draining:
            self._write_out()

    def tick(self) -> None:
        self._tick()

    def _carry_out(self, action: a.Action) -> None:
        if self.held is not None and isinstance(action, (a.SendTo, a.CloseConnection)):
            self.held.append(action)  # in order, behind what already waits
            return
        self._send(action)

    def _send(self, action: a.Action) -> None:
        if isinstance(action, a.SendTo) and action.conn in self._socks:
            self._out.setdefault(action.conn, []).append(action.data)
            return
        if isinstance(action, a.CloseConnection):
            self._write_out(action.conn)  # the goodbye before the close
        super()._carry_out(action)

    def _write_out(self, conn: int | None = None) -> None:
        """What waits for `conn` (None: for every connection) goes out now: one write, and flushed at
        once, rather than at the event loop's next pass (which looks at every socket of the hall)."""
        if conn is not None:
            parts = self._out.pop(conn, None)
            out = {conn: parts} if parts else {}
        else:
            out, self._out = self._out, {}
        for c, parts in out.items():
            super()._carry_out(a.SendTo(c, b"".join(parts)))
            sock = self._socks.get(c)
            if sock is not None:
                sock.flush()

    def adopt(self, sock: QSslSocket, conn: int, peer: str, data: bytes, limits: h.HallLimits,
              first: bytes = b"") -> None:
        """`sock` (TLS up) becomes connection `conn` of this table; `data`: what it sent so far;
        `first`: what the hall says to it before the table does (`table_created`)."""
        self._socks[conn] = sock
        sock.setProperty(CONN_PROPERTY, conn)
        sock.readyRead.connect(self._read)
        sock.disconnected.connect(self._gone)
        self.run(self._call(self.session.connected, conn, peer, self._clock()))
        c = self.session.conns.get(conn)
        if c is not None:
            self.session.conns[conn] = h.with_limits(c, limits)
        if first:
            self.run([a.SendTo(conn, first)])
        if data:
            self.run(self._call(self.session.received, conn, data, self._clock()))


class HallTable(HostTable):
    """A `HostTable` whose connections come from the hall (see `RoutedTransport`)."""

    def __init__(self, table: Table, entry: h.TableEntry, save_path: Path, pace: Pace, next_round_ms: int,
                 commit: GroupCommit | None = None) -> None:
        controller = GameController(pace=pace, animations=False)
        super().__init__(table, controller, save_path=save_path, next_round_ms=next_round_ms)
        self.transport.deleteLater()  # the one HostTable made listens nowhere: replaced
        self.link = RoutedTransport(self.session, self._on_action, self, clock=self._clock)
        self.link.commit = commit
        self.transport = self.link
        self.entry = entry
        if commit is not None:
            table_journal(save_path).whole = commit.replace  # snapshots written by the group commit too

    def _run(self, actions: list[a.Action]) -> None:
        """What a change sends (a move's views, a lobby's, Play Again's question) waits for the change's
        journal line to be on the disk: the table saves it once the session has made the actions."""
        self.link.hold()
        super()._run(actions)

    def save(self) -> None:
        """As the host's save, but the disk is waited for by the group commit (`GroupCommit`)."""
        if self.save_path is None:
            return
        commit = self.link.commit
        if commit is None:
            return super().save()
        self.link.hold(self.save_path)  # before the line: nothing sent from here on goes ahead of it
        if commit.writing(self.save_path):  # its snapshot is being written: the lines go to the new file
            commit.after(self.save_path, self.save)
            return None
        journal = table_journal(self.save_path)
        if commit.pending(self.save_path):
            journal.forget()  # a snapshot waits for the next batch: this one, newer, replaces it
        try:
            save_table(self.save_path, self.table, self.session.game, self.seat_configs(), sync=False)
        except OSError as exc:  # a full disk must not stop the game
            log.error("saving the table to %s failed: %s", self.save_path, exc)
        return None

    @property
    def will_reopen(self) -> bool:
        """A hall reopens every table from its journal at its next start (lobbies and finished games too):
        a hall that stops tells every app `back_later`, never `shutdown` (which is a table closed for good)."""
        return self.save_path is not None

    @property
    def people_here(self) -> int:
        return sum(1 for s in self.table.seats if s.state == SeatState.PERSON and s.conn is not None)


class _Pending:
    """A connection not yet at a table: its socket, its stage and the bytes it sent."""

    def __init__(self, conn: Connection) -> None:
        self.conn = conn
        self.sock: QSslSocket | None = None
        self.notifier: QSocketNotifier | None = None
        self.handle = -1
        self.raw = bytearray()
        self.refusal: m.Refused | None = None  # what its first message is answered, whatever it is


class Hall(QObject):
    """See the module docstring."""

    def __init__(self, folder: Path, cert: Certificate, limits: h.HallLimits, *, pace: Pace = Pace.NORMAL,
                 next_round_ms: int = 8000, clock: Any = time.monotonic, wall: Any = time.time,
                 farm: h.Farm | None = None) -> None:
        super().__init__()
        self.farm = farm = farm or h.Farm()  # its place behind a balancer: its code letter, its route, the balancers' addresses
        self.folder = Path(folder)
        (self.folder / "tables").mkdir(parents=True, exist_ok=True)
        (self.folder / "records").mkdir(parents=True, exist_ok=True)
        self.cert = cert
        self.limits = limits
        self.pace = pace
        self.next_round_ms = next_round_ms
        self._clock = clock
        self._wall = wall
        self.book = h.Book(limits, make_code=farm.make_code)
        self.tables: dict[str, HallTable] = {}
        self._pending: dict[int, _Pending] = {}
        self._open: dict[int, str] = {}  # every open connection's address (pending or at a table)
        self._told_full: dict[str, float] = {}  # address -> when it was last told it holds its connections
        self._proxying: dict[int, QSocketNotifier] = {}  # a balancer's connections whose PROXY header is awaited
        self._next_conn = 1
        self.bans: set[str] = set()
        self._ssl = tls.server_configuration(cert)
        self.commit = GroupCommit(self)
        self.loop_watch = LoopWatch(self)
        self._server = tls.Listener(self._accepted, self)
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._slice = 0
        self._pruned = 0.0  # when the old records were last looked for (once a minute)
        self._timer.timeout.connect(self._tick)
        self._admin = QLocalServer(self)
        self._admin.newConnection.connect(self._admin_accept)
        self._read_bans()

    # ------------------------------------------------------------------ life
    def listen(self, port: int, address: str = "0.0.0.0") -> bool:
        if not self._server.listen(QHostAddress(address), port):
            log.error("cannot listen on %s:%d: %s", address, port, self._server.errorString())
            return False
        admin_path = str(self.folder / ADMIN_SOCKET)
        QLocalServer.removeServer(admin_path)
        self._admin.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not self._admin.listen(admin_path):
            log.warning("no administration socket at %s: %s", admin_path, self._admin.errorString())
        self._timer.start()
        log.info("the hall listens on %s:%d (TLS), %d tables open", address, self.port, len(self.tables))
        return True

    @property
    def port(self) -> int:
        return self._server.serverPort()

    def listen_agent(self, port: int, address: str = "127.0.0.1") -> int:
        """HAProxy's `agent-check` port (`--agent-port`): each connection is told the hall's room for new
        tables (`h.agent_reply`) and closed. The port it listens on, 0 when it cannot."""
        agent = QTcpServer(self)
        if not agent.listen(QHostAddress(address), port):
            log.error("no agent port on %s:%d: %s", address, port, agent.errorString())
            return 0

        def answer() -> None:
            while agent.hasPendingConnections():
                sock = agent.nextPendingConnection()
                sock.write(h.agent_reply(len(self.tables), self.limits).encode("ascii"))
                sock.disconnectFromHost()
                sock.disconnected.connect(sock.deleteLater)

        agent.newConnection.connect(answer)
        log.info("the agent port (room for tables, for the balancer) listens on %s:%d", address, agent.serverPort())
        return agent.serverPort()

    def close(self) -> None:
        """Every table saved and told `back_later` (the hall reopens every table at its next start, so the
        apps keep trying); the port closes. The saves stay: a restart reopens them."""
        self.loop_watch.close()
        self._timer.stop()
        self._server.close()
        self._admin.close()
        for table in list(self.tables.values()):
            table.controller.cancel()
            table.save()
        self.commit.flush([t.link for t in self.tables.values()])
        for table in list(self.tables.values()):
            table.close(for_good=False)
            table.controller.shutdown(500)
        self.commit.flush([t.link for t in self.tables.values()])  # the goodbyes
        self.commit.close()
        for p in list(self._pending.values()):
            self._drop(p)
        for handle, notifier in list(self._proxying.items()):  # a balancer's, its PROXY header not read yet
            notifier.setEnabled(False)
            os.close(handle)
        self._proxying.clear()

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
                table.reopen(saved.game)
                if saved.game.phase is Phase.GAME_OVER and entry.finished is None:
                    entry.finished = self._wall()
            log.info("reopened table %s (%s), %s", entry.code, saved.table.name,
                     "in the lobby" if saved.game is None else f"turn {table.session.turn}")
        return len(self.tables)

    def _make(self, table: Table, entry: h.TableEntry) -> HallTable:
        host = HallTable(table, entry, self._table_path(entry), self.pace, self.next_round_ms, self.commit)
        host.setParent(self)
        self.tables[entry.id] = host
        host.controller.game_over.connect(lambda e=entry: self._finished(e))
        return host

    def _finished(self, entry: h.TableEntry) -> None:
        entry.finished = self._wall()
        self._save_entry(entry)
        table = self.tables.get(entry.id)
        if table is not None and table.game is not None:
            record = game_to_record(table.game, table.seat_configs())
            keys = [h.token_key(s.token) for s in table.table.seats if s.token is not None]
            # a game dealt by Play Again keeps a record of its own beside the first game's (the first
            # game's record on the disk, or on its way there, says so: a hall restarted in between
            # no longer has the first game in its memory)
            first = self.folder / "records" / f"{entry.id}.json"
            again = first.exists() or self.commit.pending(first) or self.commit.writing(first)
            name = f"{entry.id}-{table.game.seed}" if again else entry.id
            self.commit.replace(self.folder / "records" / f"{name}.json", dumps(record))
            # who may download it: the SHA-256 of each seat's token (never the tokens)
            self.commit.replace(self.folder / "records" / f"{name}.keys", json.dumps(keys))
        log.info("table %s: the game is over", entry.code)

    def _send_record(self, p: _Pending, token: str, now: float) -> None:
        """A finished game's record to a seat's token, in `record_part`s (a record is larger than a message)."""
        wanted = h.token_key(token)
        found = None
        for keys in sorted((self.folder / "records").glob("*.keys"), key=lambda p: p.stat().st_mtime):  # the newest last
            try:
                if wanted in json.loads(keys.read_text(encoding="utf-8")):
                    found = keys.with_suffix(".json")
            except (OSError, ValueError):
                continue
        wait = self.book.throttle.wait_address(p.conn.peer, now)
        if wait > 0:
            return self._refuse(p, m.Refused("slow_down", retry_after=round(wait, 3)))
        try:
            text = found.read_text(encoding="utf-8") if found is not None else None
        except OSError:
            text = None
        if text is None:
            delay = self.book.throttle.wrong_address(p.conn.peer, now)
            return self._refuse(p, m.Refused("bad_token", retry_after=delay or None))
        parts = [text[i:i + h.RECORD_PART] for i in range(0, len(text), h.RECORD_PART)]
        for i, part in enumerate(parts):
            self._say(p, h.record_part(i, len(parts), part))
        self._drop(p, gently=True)
        return None

    def close_table(self, entry_id: str, why: str) -> None:
        table = self.tables.pop(entry_id, None)
        entry = self.book.entries.pop(entry_id, None)
        if table is None or entry is None:
            return
        log.info("table %s closed: %s", entry.code, why)
        table.controller.cancel()
        table.close()
        table.controller.shutdown(500)
        table.deleteLater()
        for path in (self._table_path(entry), self._entry_path(entry)):
            self.commit.forget(path)
            path.unlink(missing_ok=True)

    # ------------------------------------------------------------------ accepting
    def _accepted(self, handle: int) -> None:
        peer = tls.peer_of(handle)
        if not peer:
            os.close(handle)
            return
        if peer in self.farm.proxies:  # a balancer's: the person's address is in its PROXY header
            return self._proxied(handle)
        return self._admit(handle, peer)

    def _proxied(self, handle: int) -> None:
        """A connection from a balancer (`--proxy-from`): its PROXY v2 header is read first, and the
        connection counts under the address it names (net/proxy.py); without one within the silent
        time it is closed without a word."""
        notifier = QSocketNotifier(handle, QSocketNotifier.Type.Read, self)

        def done() -> None:
            notifier.setEnabled(False)
            notifier.deleteLater()
            self._proxying.pop(handle, None)

        def readable() -> None:
            try:
                found = tls.take_proxy_header(handle)
            except (OSError, ValueError) as exc:
                log.info("a connection from the balancer without a PROXY header (%s): closed", exc)
                done()
                os.close(handle)
                return
            if found is None:
                return  # more to come
            done()
            source = found.source or tls.peer_of(handle)
            if source:
                self._admit(handle, source)
            else:
                os.close(handle)

        def late() -> None:
            if handle in self._proxying:
                done()
                os.close(handle)

        self._proxying[handle] = notifier
        notifier.activated.connect(lambda *_a: readable())
        QTimer.singleShot(int(HANDSHAKE_SILENT * 1000), notifier, late)

    def _admit(self, handle: int, peer: str) -> None:
        now = self._clock()
        over = sum(1 for p in self._open.values() if p == peer) >= self.limits.connections_per_address
        if peer in self.bans or over and now - self._told_full.get(peer, -TOLD_FULL_EVERY) < TOLD_FULL_EVERY:
            os.close(handle)  # no word: a banned address, or one holding its share and told so just now
            return
        if over:  # told in words (a TLS handshake), once in a while: a person behind it learns why
            if len(self._told_full) > 4096:
                self._told_full.clear()
            self._told_full[peer] = now
        conn = self._next_conn
        self._next_conn += 1
        pending = [p.conn for p in self._pending.values()]
        victim = give_way(pending, peer, per_peer=self.limits.handshakes_per_address, total=self.limits.handshakes)
        if victim is not None:
            self._refuse(self._pending[victim.id], m.Refused("busy", retry_after=HELLO_TIMEOUT))
        p = _Pending(h.HallConnection(conn, peer, now, now, now, tokens_at=now, rate=self.limits.rate,
                                      burst=self.limits.burst))
        p.conn.decoder.max_frame = self.limits.max_frame
        p.handle = handle
        if over:
            p.refusal = m.Refused("busy", retry_after=TOLD_FULL_EVERY)
        self._pending[conn] = p
        self._open[conn] = peer
        p.notifier = QSocketNotifier(handle, QSocketNotifier.Type.Read, self)
        p.notifier.activated.connect(lambda *_a, c=conn: self._peek(c))

    def _peek(self, conn: int) -> None:
        p = self._pending.get(conn)
        if p is None or p.notifier is None:
            return
        p.notifier.setEnabled(False)
        p.notifier.deleteLater()
        p.notifier = None
        seen = tls.screen(p.handle, PLAIN_TEXT_ANSWER)
        if seen is not tls.Screened.TLS:
            if seen is tls.Screened.REFUSED:
                log.info("%s: not TLS (plain text or the old plain protocol), refused", p.conn.peer)
            self._forget(p)
            tls.close_handle(p.handle)
            return
        p.conn.heard = True
        sock = QSslSocket(self)
        if not sock.setSocketDescriptor(p.handle):
            self._forget(p)
            os.close(p.handle)
            return
        p.sock = sock
        sock.setProperty(CONN_PROPERTY, conn)
        sock.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        sock.setSslConfiguration(self._ssl)
        sock.readyRead.connect(self._pending_read)
        sock.disconnected.connect(self._socket_gone)
        sock.errorOccurred.connect(self._pending_error)
        sock.startServerEncryption()

    def _of(self) -> tuple[int, QSslSocket | None]:
        sock = self.sender()
        if not isinstance(sock, QSslSocket):
            return 0, None
        conn = sock.property(CONN_PROPERTY)
        return (conn if isinstance(conn, int) else 0), sock

    def _socket_gone(self) -> None:
        conn, sock = self._of()
        if sock is None:
            return
        self._open.pop(conn, None)
        p = self._pending.pop(conn, None)
        if p is not None:
            sock.deleteLater()

    def _pending_error(self, _error: object) -> None:
        conn, sock = self._of()
        p = self._pending.get(conn)
        if p is not None and sock is not None and not sock.isEncrypted():
            log.info("%s: the TLS handshake failed (%s)", p.conn.peer, sock.errorString())
            self._drop(p)

    def _pending_read(self) -> None:
        conn, sock = self._of()
        p = self._pending.get(conn)
        if p is None or sock is None:
            return
        data = bytes(sock.readAll().data())
        p.raw += data
        now = self._clock()
        p.conn.last_in = now
        for item in p.conn.decoder.feed(data):
            if isinstance(item, wire.WireError):
                if isinstance(item, wire.BadFrame):  # the stream is in step: said as an error first, as at a table
                    self._say(p, m.Error("bad_frame", item.detail))
                self._say(p, m.Bye(item.code))
                self._drop(p, gently=True)
                return
            if not p.conn.spend(now):
                self._say(p, m.Bye("flood"))
                self._drop(p, gently=True)
                return
            kind = item.get("type")
            if kind == "ping":
                self._say(p, m.Pong(int(item["n"]) if type(item.get("n")) is int else 0))
                p.raw.clear()
                continue
            if kind == "pong":
                p.raw.clear()
                continue
            if kind == "bye":  # it leaves before a word: as at a table, nothing to answer
                self._drop(p, gently=True)
                return
            self._first(p, item, now)
            return

    # ------------------------------------------------------------------ the first message
    def _first(self, p: _Pending, obj: dict[str, Any], now: float) -> None:
        kind = obj.get("type")
        if p.refusal is not None:
            log.info("%s: over its connections, told busy", p.conn.peer)
            return self._refuse(p, p.refusal)
        try:
            h.first_kind(obj)  # `unexpected` / `unknown_type` before any field is read, as at a table
            protocol, app = h.first_protocol(obj)
            if protocol != m.PROTOCOL_VERSION:
                return self._refuse(p, m.Refused("version", your_app=app))
            if kind == "hello":
                return self._hello(p, m.Hello.from_json(obj, 8), now)
            if kind == h.CreateTable.TYPE:
                return self._create(p, h.CreateTable.from_json(obj), now)
            if kind == h.TableAdmin.TYPE:
                return self._admin_action(p, h.TableAdmin.from_json(obj), now)
            return self._send_record(p, h.record_request(obj), now)  # (`first_kind`: get_record)
        except ProtocolError as exc:
            self._say(p, m.Error(exc.code, exc.detail))
            self._say(p, m.Bye(exc.code if exc.code in m.CLOSING else "bad_message"))
            self._drop(p, gently=True)
        return None

    def _hello(self, p: _Pending, hello: m.Hello, now: float) -> None:
        peer = p.conn.peer
        if hello.token is not None:
            for entry_id, table in self.tables.items():
                if table.table.seat_of_token(hello.token) is not None:
                    return self._route(p, entry_id, bytes(p.raw))
            what = "bad_token"
        else:
            entry = self.book.by_code(hello.code) if hello.code else None
            wait = self.book.throttle.wait(peer, hello.name, now)
            if wait > 0:
                return self._refuse(p, m.Refused("slow_down", retry_after=round(wait, 3)))
            if entry is not None:
                return self._route(p, entry.id, bytes(p.raw))
            what = "bad_code"
        wait = self.book.throttle.wait(peer, hello.name, now)
        if wait > 0:
            return self._refuse(p, m.Refused("slow_down", retry_after=round(wait, 3)))
        delay = self.book.throttle.wrong(peer, hello.name, now)
        return self._refuse(p, m.Refused(what, retry_after=delay or None))

    def _create(self, p: _Pending, create: h.CreateTable, now: float) -> None:
        if create.creation is not None:
            made = self.book.by_creation(create.creation, self._wall())
            if made is not None and made.id in self.tables:
                return self._created_again(p, made, create)
        refusal = self.book.may_create(p.conn.peer)
        if refusal is not None:
            log.info("%s: no new table (%s)", p.conn.peer, refusal)
            return self._refuse(p, m.Refused(refusal))
        entry, host_token = self.book.new_entry(p.conn.peer, self._wall(), creation=create.creation)
        table = Table(create.table, create.options, code=entry.code, grace=create.grace)
        host = self._make(table, entry)
        self._save_entry(entry)
        host.save()
        log.info("table %s (%r, %d seats) made for %s", entry.code, table.name, len(table.seats), p.conn.peer)
        rest = bytes(p.raw)[wire.HEADER_SIZE + int.from_bytes(p.raw[:wire.HEADER_SIZE], "big"):]
        # held with the table's first save: nobody hears of a table that a crash now would lose
        self._route(p, entry.id, m.Hello(create.name, entry.code).encode() + rest,
                    wire.encode(h.table_created(entry.code, host_token, self.farm.route)))

    def _created_again(self, p: _Pending, entry: h.TableEntry, create: h.CreateTable) -> None:
        """A `create_table` retried (the line dropped before the app was seated): the table made for it
        is answered again, with a new host token (the first one is not known to have arrived), and the
        app takes the creator's seat back with that seat's token; no second table is made."""
        host = self.tables[entry.id]
        host_token = new_token()
        entry.host_key = h.token_key(host_token)
        self._save_entry(entry)
        host.link.hold()  # the new host token is told once it is on the disk
        creator = host.table.seats[0]
        hello = (m.Hello(create.name, token=creator.token) if creator.state == SeatState.PERSON and creator.token
                 else m.Hello(create.name, entry.code))
        log.info("table %s: its creation asked again by %s, answered for the same table", entry.code, p.conn.peer)
        rest = bytes(p.raw)[wire.HEADER_SIZE + int.from_bytes(p.raw[:wire.HEADER_SIZE], "big"):]
        self._route(p, entry.id, hello.encode() + rest, wire.encode(h.table_created(entry.code, host_token, self.farm.route)))

    def _admin_action(self, p: _Pending, order: h.TableAdmin, now: float) -> None:
        peer = p.conn.peer
        wait = self.book.throttle.wait_address(peer, now)  # no name: counted for the address (ten free)
        entry = self.book.by_code(order.code)
        if wait > 0:
            result = h.admin_result(False, "slow_down", f"wait {wait:.0f} s")
        elif entry is None or not h.host_token_matches(entry.host_key, order.host_token):
            self.book.throttle.wrong_address(peer, now)
            result = h.admin_result(False, "bad_host_token")
        else:
            result = self._do(self.tables[entry.id], order)
        self._say(p, result)
        self._drop(p, gently=True)

    def _do(self, host: HallTable, order: h.TableAdmin) -> dict[str, Any]:
        seat = order.seat
        try:
            if order.action in ("computer", "open", "remove") and (seat is None or not 0 <= seat < len(host.table.seats)):
                raise ValueError("a seat of the table is needed")
            if order.action == "computer":
                assert seat is not None
                host.set_computer(seat, order.level or "normal", order.name or COMPUTER_NAMES[seat % 8])
            elif order.action == "open":
                assert seat is not None
                host.set_open(seat)
            elif order.action == "fill":
                host.fill_with_computers(order.level or "normal", list(COMPUTER_NAMES))
            elif order.action == "remove":
                assert seat is not None
                host.remove_person(seat)
            elif order.action == "starting_run":
                host.set_starting_run(bool(order.on))
            elif order.action == "grace":
                if order.grace is None:
                    raise ValueError("the away policy needs its grace")
                host.set_grace(order.grace)
            elif order.action == "reactions":
                host.set_reactions(bool(order.on))
            elif order.action == "rules":  # R18: the lobby's rule set, until Start
                if order.rules is None:
                    raise ValueError("a rule set needs its rules")
                host.set_rules(order.rules, order.rule_set)
            elif order.action == "start":
                host.start()
            elif order.action == "again":  # watchers and Play Again (7): the table stays for the next game
                host.play_again(order.name, asker=0)  # the host token is the creator's, at seat 0
                host.entry.finished = None
                self._save_entry(host.entry)
            elif order.action in ("send_away", "grant"):
                (host.send_away if order.action == "send_away" else host.grant_seat)(-1 if seat is None else seat)
        except ValueError as exc:
            return h.admin_result(False, "not_allowed", str(exc))
        return h.admin_result(True)

    def _route(self, p: _Pending, entry_id: str, data: bytes, first: bytes = b"") -> None:
        host = self.tables[entry_id]
        sock = p.sock
        assert sock is not None
        self._pending.pop(p.conn.id, None)
        for signal, slot in ((sock.readyRead, self._pending_read), (sock.errorOccurred, self._pending_error)):
            signal.disconnect(slot)
        sock.setParent(host.transport)
        host.link.adopt(sock, p.conn.id, p.conn.peer, data, self.limits, first)

    # ------------------------------------------------------------------ helpers
    def _say(self, p: _Pending, msg: m.Message | dict[str, Any]) -> None:
        if p.sock is not None and p.sock.isEncrypted():
            p.sock.write(msg.encode() if isinstance(msg, m.Message) else wire.encode(msg))

    def _refuse(self, p: _Pending, refusal: m.Refused) -> None:
        self._say(p, refusal)
        self._drop(p, gently=True)

    def _forget(self, p: _Pending) -> None:
        self._pending.pop(p.conn.id, None)
        self._open.pop(p.conn.id, None)
        if p.notifier is not None:
            p.notifier.setEnabled(False)
            p.notifier.deleteLater()
            p.notifier = None

    def _drop(self, p: _Pending, *, gently: bool = False) -> None:
        self._forget(p)
        sock = p.sock
        if sock is None:
            if p.handle >= 0:
                os.close(p.handle)
            return
        if gently and sock.isEncrypted():  # in its TLS handshake nothing can be said: cut at once
            sock.flush()
            sock.disconnectFromHost()
            QTimer.singleShot(2000, sock, sock.abort)
        else:
            sock.abort()

    def _tick(self) -> None:
        now, wall = self._clock(), self._wall()
        for p in list(self._pending.values()):
            age = now - p.conn.opened
            if age >= HELLO_TIMEOUT or (not p.conn.heard and age >= HANDSHAKE_SILENT):
                self._say(p, m.Bye("timeout"))
                self._drop(p, gently=True)
        # one timer for all tables: each is ticked once a second, a twentieth of them on each tick
        self._slice = (self._slice + 1) % SLICES
        for entry_id, host in list(self.tables.items())[self._slice::SLICES]:
            host.link.tick()
            entry = host.entry
            here = host.people_here > 0
            if here and entry.empty_since is not None:
                entry.empty_since = None
                self._save_entry(entry)
            elif not here and entry.empty_since is None:
                entry.empty_since = wall
                self._save_entry(entry)
            playing = host.game is not None and host.game.phase is not Phase.GAME_OVER
            why = h.why_gone(entry, playing, self.limits, wall)
            if why is not None:
                self.close_table(entry_id, why)
        self._prune_records(wall)

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

    # ------------------------------------------------------------------ administration (this machine only)
    def _read_bans(self) -> None:
        try:
            text = (self.folder / BANS).read_text(encoding="utf-8")
        except OSError:
            return
        self.bans = {line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#")}

    def _admin_accept(self) -> None:
        while self._admin.hasPendingConnections():
            sock = self._admin.nextPendingConnection()
            sock.readyRead.connect(lambda s=sock: self._admin_read(s))

    def _admin_read(self, sock: QLocalSocket) -> None:
        if not sock.canReadLine():
            return
        words = bytes(sock.readLine().data()).decode("utf-8", "replace").split()
        reply = self.admin(words)
        sock.write((reply.rstrip("\n") + "\n").encode("utf-8"))
        sock.flush()
        sock.disconnectFromServer()

    def admin(self, words: list[str]) -> str:
        """One administrator's command: list | close CODE | ban ADDRESS | unban ADDRESS."""
        if words == ["list"]:
            lines = [f"{len(self.tables)} tables, {len(self._open)} connections"]
            for host in self.tables.values():
                e, t = host.entry, host.table
                phase = "lobby" if host.game is None else host.game.phase.value
                seats = "; ".join(f"{s.name or '-'} ({s.state}{'' if s.state != 'person' else ', here' if s.conn else ', away'})"
                                  for s in t.seats)
                lines.append(f"{e.code}  {t.name!r}  {phase}  turn {host.session.turn}  from {e.owner}  seats: {seats}")
            return "\n".join(lines)
        if len(words) == 2 and words[0] == "close":
            entry = self.book.by_code(words[1])
            if entry is None:
                return f"no table {words[1]}"
            self.close_table(entry.id, "closed by the administrator")
            return f"closed {entry.code}"
        if len(words) == 2 and words[0] in ("ban", "unban"):
            address = words[1]
            if QHostAddress(address).isNull():
                return f"not an address: {address}"
            if words[0] == "ban":
                self.bans.add(address)
            else:
                self.bans.discard(address)
            atomic_write_text(self.folder / BANS, "".join(f"{b}\n" for b in sorted(self.bans)))
            cut = self._cut(address) if words[0] == "ban" else 0
            return f"{words[0]}ned {address}" + (f"; {cut} connections closed" if cut else "")
        return "commands: list | close CODE | ban ADDRESS | unban ADDRESS"

    def _cut(self, address: str) -> int:
        cut = 0
        for p in [p for p in self._pending.values() if p.conn.peer == address]:
            self._drop(p)
            cut += 1
        for host in self.tables.values():
            session = host.session
            for conn in [c.id for c in session.conns.values() if c.peer == address]:
                host.transport.run([*session.disconnected(conn, self._clock())])
                sock = host.transport._socks.pop(conn, None)
                if sock is not None:
                    sock.abort()
                    cut += 1
        return cut


def admin_command(folder: Path, words: list[str], timeout_ms: int = 3000) -> str:
    """Send one command to the hall running in `folder` and return its answer."""
    sock = QLocalSocket()
    sock.connectToServer(str(Path(folder) / ADMIN_SOCKET))
    if not sock.waitForConnected(timeout_ms):
        raise OSError(f"no hall answers at {Path(folder) / ADMIN_SOCKET}: {sock.errorString()}")
    sock.write((" ".join(words) + "\n").encode("utf-8"))
    sock.flush()
    out = bytearray()
    while sock.waitForReadyRead(timeout_ms):
        out += sock.readAll().data()
    out += sock.readAll().data()
    return out.decode("utf-8", "replace")


__all__ = ["ADMIN_SOCKET", "GroupCommit", "Hall", "HallTable", "RoutedTransport", "admin_command"]
