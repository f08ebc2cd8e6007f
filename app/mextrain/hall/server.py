"""The hall: many tables on one TLS port, on one asyncio loop, with no Qt (`mextrain-hall`).

A connection's life: accepted by the loop (limits per address and bans at once, `accepted`);
its first byte is looked at (link.py: TLS, or plain text and the old plain protocol answered
in words and closed); TLS is done with the hall's certificate. Its first message then decides
where it goes (net/hall.py's rules): a `hello` to the table of its code or token,
`create_table` to a new table (the creator's connection then goes on to it with a `hello`
the hall writes), `table_admin` to one of the host's lobby powers and an answer, `get_record`
to a finished game's record. A connection at a table is handed to that table
(`HallTable.adopt`, table.py): from there on it is an ordinary connection of an ordinary
table (net/table_core.py), with every limit protocol.md gives.

Every table is saved as the host's table save (`table_save`, a journal) in `tables/` of the
hall's folder, with what the hall knows of it beside it (`ID.hall.json`), so a hall killed at
any moment reopens every table where it stopped; a table's messages wait until its journal
line is on the disk, many tables' lines synced (and whole files written) at once off the
loop (commit.py). One timer ticks every table (`_tick`, each table once a second, a twentieth
of them every 50 ms). Administration: `admin.sock` in the folder (`mextrain-hall --admin DIR
list|close CODE|ban ADDRESS|unban ADDRESS`), for the machine's own user only.
"""
from __future__ import annotations

import asyncio
import ipaddress
import json
import logging
import os
import socket
import ssl
import tempfile
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from mextrain.controller.network.table_save import load_table
from mextrain.controller.saves import SaveError
from mextrain.controller.table_setup import Pace
from mextrain.engine import Phase
from mextrain.engine.record import dumps, game_to_record
from mextrain.files import atomic_write_text, set_aside
from mextrain.net import hall as h
from mextrain.net import messages as m
from mextrain.net import wire
from mextrain.net.certs import Certificate
from mextrain.net.connection import HANDSHAKE_SILENT, HELLO_TIMEOUT, Connection, give_way
from mextrain.net.lobby import Table, new_token
from mextrain.net.messages import SeatState
from mextrain.net.schema import ProtocolError
from mextrain.net.table_core import TableCore

from .commit import GroupCommit, milliseconds
from .link import Link
from .table import HallTable

log = logging.getLogger("mextrain.hall")

TICK = 0.05
#: each table is ticked on one of twenty hall ticks: once a second (its pings, limits, away seats); in
#: twenty slices, so that no tick writes a burst of pings that holds up the moves behind it
SLICES = 20
COMPUTER_NAMES = ("Ada", "Bruno", "Clara", "Dmytro", "Eva", "Frida", "Gustav", "Hanna")
PLAIN_TEXT_ANSWER = (b"This is a Mexican Train hall. It speaks TLS only: join with the app "
                     b"(Game > Join a Table...), version 0.2 or later.\r\n")
#: an address over its connections is told so in words (`busy`) at most this often; its other
#: connections meanwhile are closed at once (each answer costs the hall a TLS handshake)
TOLD_FULL_EVERY = 10.0
ADMIN_SOCKET = "admin.sock"
BANS = "bans.txt"
LISTEN_BACKLOG = 64
#: threads the computers of every table think on (a thread pool: a player keeps its state between moves)
THINKERS = 2


def server_context(cert: Certificate) -> ssl.SSLContext:
    """The hall's TLS: its certificate and key, TLS 1.2 or later, no client certificate asked for."""
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.minimum_version = ssl.TLSVersion.TLSv1_2
    with tempfile.TemporaryDirectory(prefix="mextrain-hall-") as folder:  # ssl reads PEM from files only
        pem = Path(folder) / "cert.pem"
        key = Path(folder) / "key.pem"
        pem.write_text(cert.cert_pem, encoding="ascii")
        key.touch(mode=0o600)
        key.write_text(cert.key_pem, encoding="ascii")
        try:
            ctx.load_cert_chain(pem, key)
        except ssl.SSLError as exc:
            raise ValueError(f"the certificate or its key cannot be read: {exc}") from None
    return ctx


class _Pending:
    """A connection not yet at a table: its link, its stage and the bytes it sent."""

    def __init__(self, conn: Connection, link: Link) -> None:
        self.conn = conn
        self.link = link
        self.raw = bytearray()
        self.refusal: m.Refused | None = None  # what its first message is answered, whatever it is


class LoopWatch:
    """How late the loop comes to a 10 ms timer: what a move arriving at that moment waits before
    the hall even reads it (logged at the stop, beside the group commit's figures)."""

    EVERY = 0.010

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        self.late: deque[float] = deque(maxlen=200_000)  # seconds past each timer's due time
        self._last = time.perf_counter()
        self._handle: asyncio.TimerHandle | None = loop.call_later(self.EVERY, self._beat)

    def _beat(self) -> None:
        now = time.perf_counter()
        self.late.append(max(0.0, now - self._last - self.EVERY))
        self._last = now
        self._handle = self.loop.call_later(self.EVERY, self._beat)

    def close(self) -> None:
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None
        if self.late:
            log.info("event loop: a %d ms timer came p50 %.1f ms late, p99 %.1f ms, longest %.1f ms; "
                     "%d of %d beats over 50 ms late", round(self.EVERY * 1000), *milliseconds(self.late),
                     sum(1 for x in self.late if x > 0.05), len(self.late))


class Hall:
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
        self.commit = GroupCommit(self.loop)
        self.thinkers = ThreadPoolExecutor(THINKERS, thread_name_prefix="hall-think")
        self.loop_watch: LoopWatch | None = None
        self._server: asyncio.Server | None = None
        self._admin: asyncio.Server | None = None
        self._agent: asyncio.Server | None = None
        self._ticker: asyncio.TimerHandle | None = None
        self._slice = 0
        self._pruned = 0.0  # when the old records were last looked for (once a minute)
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
        self.loop_watch = LoopWatch(self.loop)
        self._ticker = self.loop.call_later(TICK, self._tick)
        log.info("the hall listens on %s:%d (TLS), %d tables open", address, self.port, len(self.tables))
        return True

    async def listen_agent(self, port: int, address: str = "127.0.0.1") -> int:
        """HAProxy's `agent-check` port (`--agent-port`): each connection is told the hall's room for new
        tables (`h.agent_reply`) and closed. The port it listens on, 0 when it cannot."""

        async def answer(_reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            try:
                writer.write(h.agent_reply(len(self.tables), self.limits).encode("ascii"))
                await writer.drain()
            except OSError:
                pass
            finally:
                writer.close()

        try:
            self._agent = await asyncio.start_server(answer, address, port)
        except OSError as exc:
            log.error("no agent port on %s:%d: %s", address, port, exc)
            return 0
        bound = int(self._agent.sockets[0].getsockname()[1])
        log.info("the agent port (room for tables, for the balancer) listens on %s:%d", address, bound)
        return bound

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
        self.thinkers.shutdown(wait=False, cancel_futures=True)
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
        held, table.held = table.held, None
        for x in held or ():
            table._send(x)  # what it said before it closes (its lines are on their way to the disk or gone with it)
        table.close()
        for path in (self._table_path(entry), self._entry_path(entry)):
            self.commit.forget(path)
            path.unlink(missing_ok=True)

    # ------------------------------------------------------------------ accepting
    def _link(self) -> Link:
        conn = self._next_conn
        self._next_conn += 1
        return Link(self, self._ssl, PLAIN_TEXT_ANSWER, conn)

    def proxied(self, peer: str) -> bool:
        """A balancer's address (`--proxy-from`): its connections name the person's address first."""
        return peer in self.farm.proxies

    def accepted(self, link: Link) -> bool:
        """A new connection from `link.peer`: False to close it at once, without a word."""
        peer = link.peer
        now = self.clock()
        over = self._per_address.get(peer, 0) >= self.limits.connections_per_address
        if peer in self.bans or over and now - self._told_full.get(peer, -TOLD_FULL_EVERY) < TOLD_FULL_EVERY:
            return False  # no word: a banned address, or one holding its share and told so just now
        if over:  # told in words (a TLS handshake), once in a while: a person behind it learns why
            if len(self._told_full) > 4096:
                self._told_full.clear()
            self._told_full[peer] = now
        pending = [p.conn for p in self._pending.values()]
        victim = give_way(pending, peer, per_peer=self.limits.handshakes_per_address, total=self.limits.handshakes)
        if victim is not None:
            self._refuse(self._pending[victim.id], m.Refused("busy", retry_after=HELLO_TIMEOUT))
        p = _Pending(h.HallConnection(link.conn, peer, now, now, now, tokens_at=now, rate=self.limits.rate,
                                      burst=self.limits.burst), link)
        p.conn.decoder.max_frame = self.limits.max_frame
        if over:
            p.refusal = m.Refused("busy", retry_after=TOLD_FULL_EVERY)
        self._pending[link.conn] = p
        self._open[link.conn] = link
        self._per_address[peer] = self._per_address.get(peer, 0) + 1
        link.owner = self  # the hall hears it until it is at a table
        return True

    def screened(self, link: Link, tls: bool) -> None:
        p = self._pending.get(link.conn)
        if p is None:
            return
        if not tls:
            log.info("%s: not TLS (plain text or the old plain protocol), refused", link.peer)
            self._forget(p)
            return
        p.conn.heard = True

    def encrypted(self, link: Link) -> None:
        """TLS is up: what it says now is read (`on_bytes`)."""

    def forget_link(self, link: Link) -> None:
        """`link` is closed or closing: it no longer counts against its address."""
        if self._open.pop(link.conn, None) is not None:
            left = self._per_address.get(link.peer, 0) - 1
            if left > 0:
                self._per_address[link.peer] = left
            else:
                self._per_address.pop(link.peer, None)

    def on_lost(self, link: Link) -> None:
        p = self._pending.pop(link.conn, None)
        self.forget_link(link)
        if p is not None:
            p.link.owner = None

    def on_bytes(self, link: Link, data: bytes) -> None:
        p = self._pending.get(link.conn)
        if p is None:
            return
        p.raw += data
        now = self.clock()
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
                if table.core.table.seat_of_token(hello.token) is not None:
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
        host.hold()  # the new host token is told once it is on the disk
        creator = host.core.table.seats[0]
        hello = (m.Hello(create.name, token=creator.token) if creator.state == SeatState.PERSON and creator.token
                 else m.Hello(create.name, entry.code))
        log.info("table %s: its creation asked again by %s, answered for the same table", entry.code, p.conn.peer)
        rest = bytes(p.raw)[wire.HEADER_SIZE + int.from_bytes(p.raw[:wire.HEADER_SIZE], "big"):]
        self._route(p, entry.id, hello.encode() + rest,
                    wire.encode(h.table_created(entry.code, host_token, self.farm.route)))

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
            result = self._do(self.tables[entry.id], order, now)
        self._say(p, result)
        self._drop(p, gently=True)

    def _do(self, host: HallTable, order: h.TableAdmin, now: float) -> dict[str, Any]:
        seat = order.seat
        core = host.core
        try:
            if order.action in ("computer", "open", "remove") and (seat is None or not 0 <= seat < len(core.table.seats)):
                raise ValueError("a seat of the table is needed")
            if order.action == "computer":
                assert seat is not None
                out = core.set_computer(seat, order.level or "normal", order.name or COMPUTER_NAMES[seat % 8], now)
            elif order.action == "open":
                assert seat is not None
                out = core.set_open(seat, now)
            elif order.action == "fill":
                out = core.fill_with_computers(order.level or "normal", list(COMPUTER_NAMES), now)
            elif order.action == "remove":
                assert seat is not None
                out = core.remove_person(seat, now)
            elif order.action == "starting_run":
                out = core.set_starting_run(bool(order.on), now)
            elif order.action == "grace":
                if order.grace is None:
                    raise ValueError("the away policy needs its grace")
                out = core.set_grace(order.grace, now)
            elif order.action == "reactions":
                out = core.set_reactions(bool(order.on), now)
            elif order.action == "rules":  # R18: the lobby's rule set, until Start
                if order.rules is None:
                    raise ValueError("a rule set needs its rules")
                out = core.set_rules(order.rules, order.rule_set, now)
            elif order.action == "start":
                out = core.start(now)
            elif order.action == "again":  # watchers and Play Again (7): the table stays for the next game
                out = core.play_again(order.name, now, asker=0)  # the host token is the creator's, at seat 0
                host.entry.finished = None
                self._save_entry(host.entry)
            elif order.action == "send_away":
                out = core.send_away(-1 if seat is None else seat, now)
            elif order.action == "grant":
                out = core.grant_seat(-1 if seat is None else seat, now)
            else:
                out = []
        except ValueError as exc:
            return h.admin_result(False, "not_allowed", str(exc))
        host.hold()  # what the change sends waits for its journal line, as every change of a table
        host.run(out)
        return h.admin_result(True)

    def _route(self, p: _Pending, entry_id: str, data: bytes, first: bytes = b"") -> None:
        host = self.tables[entry_id]
        self._pending.pop(p.conn.id, None)
        host.adopt(p.link, data, first)

    # ------------------------------------------------------------------ helpers
    def _say(self, p: _Pending, msg: m.Message | dict[str, Any]) -> None:
        p.link.send(msg.encode() if isinstance(msg, m.Message) else wire.encode(msg))
        p.link.flush()

    def _refuse(self, p: _Pending, refusal: m.Refused) -> None:
        self._say(p, refusal)
        self._drop(p, gently=True)

    def _forget(self, p: _Pending) -> None:
        self._pending.pop(p.conn.id, None)
        self.forget_link(p.link)

    def _drop(self, p: _Pending, *, gently: bool = False) -> None:
        self._forget(p)
        p.link.owner = None
        if gently:
            p.link.close()
        else:
            p.link.abort()

    def _tick(self) -> None:
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

    async def _admin_client(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            line = await asyncio.wait_for(reader.readline(), 5.0)
            reply = self.admin(line.decode("utf-8", "replace").split())
            writer.write((reply.rstrip("\n") + "\n").encode("utf-8"))
            await writer.drain()
        except (TimeoutError, OSError, ValueError):
            pass
        finally:
            writer.close()

    def admin(self, words: list[str]) -> str:
        """One administrator's command: list | close CODE | ban ADDRESS | unban ADDRESS."""
        if words == ["list"]:
            lines = [f"{len(self.tables)} tables, {len(self._open)} connections"]
            for host in self.tables.values():
                e, t, game = host.entry, host.core.table, host.core.game
                phase = "lobby" if game is None else game.phase.value
                seats = "; ".join(f"{s.name or '-'} ({s.state}{'' if s.state != 'person' else ', here' if s.conn else ', away'})"
                                  for s in t.seats)
                lines.append(f"{e.code}  {t.name!r}  {phase}  turn {host.core.turn}  from {e.owner}  seats: {seats}")
            return "\n".join(lines)
        if len(words) == 2 and words[0] == "close":
            entry = self.book.by_code(words[1])
            if entry is None:
                return f"no table {words[1]}"
            self.close_table(entry.id, "closed by the administrator")
            return f"closed {entry.code}"
        if len(words) == 2 and words[0] in ("ban", "unban"):
            address = words[1]
            try:
                ipaddress.ip_address(address)
            except ValueError:
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
            for conn in [c for c, link in host.links.items() if link.peer == address]:
                host.drop(conn)
                cut += 1
        return cut


def admin_command(folder: Path, words: list[str], timeout_ms: int = 3000) -> str:
    """Send one command to the hall running in `folder` and return its answer."""
    path = Path(folder) / ADMIN_SOCKET
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
        sock.settimeout(timeout_ms / 1000)
        try:
            sock.connect(str(path))
        except OSError as exc:
            raise OSError(f"no hall answers at {path}: {exc.strerror or exc}") from None
        sock.sendall((" ".join(words) + "\n").encode("utf-8"))
        out = bytearray()
        while chunk := sock.recv(65536):
            out += chunk
    return out.decode("utf-8", "replace")


__all__ = ["ADMIN_SOCKET", "Hall", "LoopWatch", "admin_command", "server_context"]
