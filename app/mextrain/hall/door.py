"""The hall's door: a connection until its first message has taken it somewhere (server.py's `Hall`).

Accepted by the loop (limits per address and bans at once, `accepted`); its first byte looked
at by its link (TLS, or plain text and the old plain protocol answered in words and closed);
TLS done with the hall's certificate (`server_context`). Its first message then decides where
it goes (net/hall.py's rules): a `hello` to the table of its code or token, `create_table` to a
new table (the creator's connection then goes on to it with a `hello` the hall writes),
`table_admin` to one of the host's lobby powers and an answer, `get_record` to a finished
game's record. A connection at a table is handed to that table (`HallTable.adopt`).
"""
from __future__ import annotations

import json
import logging
import ssl
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from mextrain.net import hall as h
from mextrain.net import messages as m
from mextrain.net import wire
from mextrain.net.certs import Certificate
from mextrain.net.connection import HELLO_TIMEOUT, Connection, give_way
from mextrain.net.lobby import Table, new_token
from mextrain.net.messages import SeatState
from mextrain.net.schema import ProtocolError

from .link import Link
from .table import HallTable

log = logging.getLogger("mextrain.hall")

COMPUTER_NAMES = ("Ada", "Bruno", "Clara", "Dmytro", "Eva", "Frida", "Gustav", "Hanna")
PLAIN_TEXT_ANSWER = (b"This is a Mexican Train hall. It speaks TLS only: join with the app "
                     b"(Game > Join a Table...), version 0.2 or later.\r\n")
#: an address over its connections is told so in words (`busy`) at most this often; its other
#: connections meanwhile are closed at once (each answer costs the hall a TLS handshake)
TOLD_FULL_EVERY = 10.0


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


class Door:
    """The door's half of the hall (a base of server.py's `Hall`, which keeps the tables and the state named here)."""

    folder: Path
    limits: h.HallLimits
    clock: Callable[[], float]
    farm: h.Farm
    book: h.Book
    tables: dict[str, HallTable]
    bans: set[str]
    _wall: Callable[[], float]
    _ssl: ssl.SSLContext
    _pending: dict[int, _Pending]
    _open: dict[int, Link]  # every open connection (pending or at a table)
    _per_address: dict[str, int]
    _told_full: dict[str, float]  # address -> when it was last told it holds its connections
    _next_conn: int

    def _make(self, table: Table, entry: h.TableEntry) -> HallTable:
        raise NotImplementedError

    def _save_entry(self, entry: h.TableEntry) -> None:
        raise NotImplementedError

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


__all__ = ["COMPUTER_NAMES", "Door", "PLAIN_TEXT_ANSWER", "server_context"]
