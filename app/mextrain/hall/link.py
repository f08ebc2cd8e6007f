"""One connection to the hall: TCP from asyncio, TLS from Python's `ssl` over memory buffers.

Its first byte is looked at before TLS starts: a TLS ClientHello starts with 0x16; a frame of
the old plain protocol with 0x00, answered `refused: version` (the old app says "update the
app"); anything else is answered one line of plain text. Both are then closed. TLS is done by
an `ssl.SSLObject` over two `MemoryBIO`s rather than by asyncio's own TLS transport: the bytes
already read (the ClientHello itself) simply go into it, and everything the hall sends a
connection in one pass of the loop leaves as one TLS record and one `write` (`send`, `flush`).

The link knows nothing of messages: decrypted bytes go to its owner's `on_bytes` (the hall,
while the connection says its first message; then its table), its end to `on_lost`.
"""
from __future__ import annotations

import asyncio
import logging
import ssl
from typing import Protocol, cast

from mextrain.net import messages as m
from mextrain.net import proxy, wire
from mextrain.net.connection import HANDSHAKE_SILENT

log = logging.getLogger("mextrain.hall")

TLS_HANDSHAKE = 0x16  # the first byte of a TLS record carrying a ClientHello
#: unsent bytes a connection may have waiting before it counts as not reading (a game sends ~3 MB in all)
MAX_BACKLOG = 2 * 1024 * 1024
#: a connection told to close that does not finish within this is cut off
CLOSE_GRACE = 2.0
READ_SIZE = 256 * 1024


class Owner(Protocol):
    def on_bytes(self, link: Link, data: bytes) -> None: ...
    def on_lost(self, link: Link) -> None: ...


class Hall(Protocol):
    """What a link asks of the hall that accepted it."""

    def proxied(self, peer: str) -> bool: ...
    def accepted(self, link: Link) -> bool: ...
    def screened(self, link: Link, tls: bool) -> None: ...
    def encrypted(self, link: Link) -> None: ...
    def on_lost(self, link: Link) -> None: ...


class Link(asyncio.Protocol):
    """See the module docstring. `conn`: the hall's number for it; `peer`: the other end's address."""

    def __init__(self, hall: Hall, context: ssl.SSLContext, plain_answer: bytes, conn: int) -> None:
        self.hall = hall
        self.context = context
        self.plain_answer = plain_answer
        self.conn = conn
        self.peer = ""
        self.owner: Owner | None = None
        self.transport: asyncio.Transport | None = None
        self._in = ssl.MemoryBIO()
        self._out = ssl.MemoryBIO()
        self._tls: ssl.SSLObject | None = None
        self.encrypted = False
        self.closing = False
        self.lost = False
        self._pending: list[bytes] = []  # plain bytes to encrypt at the next flush
        self._proxy: bytearray | None = None  # a balancer's connection: its PROXY v2 header, read so far

    # ------------------------------------------------------------------ asyncio's side
    def connection_made(self, base: asyncio.BaseTransport) -> None:
        self.transport = transport = cast(asyncio.Transport, base)  # (uvloop's is one, not by subclass)
        peer = transport.get_extra_info("peername")
        address = str(peer[0]) if peer else ""
        self.peer = address[7:] if address.startswith("::ffff:") else address
        if self.peer and self.hall.proxied(self.peer):
            # a balancer's (`--proxy-from`): the person's address comes first, in its PROXY v2 header
            # (net/proxy.py); without one within the silent time it is closed without a word
            self._proxy = bytearray()
            asyncio.get_running_loop().call_later(HANDSHAKE_SILENT, self._no_header)
            return
        if not self.peer or not self.hall.accepted(self):
            self.lost = True
            transport.abort()

    def _no_header(self) -> None:
        if self._proxy is not None and not self.lost:
            self.lost = True
            assert self.transport is not None
            self.transport.abort()

    def _header(self, data: bytes) -> bytes | None:
        """Bytes of a balancer's connection before its PROXY header is whole: what follows it, or None
        (more to come, or no header: then it is closed)."""
        assert self._proxy is not None and self.transport is not None
        self._proxy += data
        try:
            found = proxy.parse(bytes(self._proxy[:proxy.MOST]))
        except proxy.ProxyError as exc:
            log.info("a connection from the balancer without a PROXY header (%s): closed", exc)
            found = None
            self._proxy = None
            self.lost = True
            self.transport.abort()
            return None
        if found is None:
            return None
        rest = bytes(self._proxy[found.size:])
        self._proxy = None
        self.peer = found.source or self.peer
        if not self.hall.accepted(self):
            self.lost = True
            self.transport.abort()
            return None
        return rest

    def data_received(self, data: bytes) -> None:
        if self.closing or self.lost:
            return
        if self._proxy is not None:
            rest = self._header(data)
            if not rest:
                return
            data = rest
        if self._tls is None:
            if data[0] != TLS_HANDSHAKE:
                # a frame (its length's first byte is 0): the plain protocol of an app from before TLS
                self.hall.screened(self, False)
                self._plain_close(wire.encode(m.Refused("version").to_json()) if data[0] == 0 else self.plain_answer)
                return
            self.hall.screened(self, True)
            self._tls = self.context.wrap_bio(self._in, self._out, server_side=True)
        self._in.write(data)
        if not self.encrypted:
            try:
                self._tls.do_handshake()
            except ssl.SSLWantReadError:
                self._send_out()
                return
            except (ssl.SSLError, OSError) as exc:
                log.info("%s: the TLS handshake failed (%s)", self.peer, exc)
                self._send_out()
                self.abort()
                return
            self.encrypted = True
            self._send_out()
            self.hall.encrypted(self)
            if self.closing or self.lost:
                return
        chunks: list[bytes] = []
        closed = False
        while True:
            try:
                chunk = self._tls.read(READ_SIZE)
            except ssl.SSLWantReadError:
                break
            except ssl.SSLZeroReturnError:
                closed = True
                break
            except (ssl.SSLError, OSError) as exc:
                log.info("%s: TLS failed (%s)", self.peer, exc)
                closed = True
                break
            if not chunk:
                closed = True
                break
            chunks.append(chunk)
        if chunks and self.owner is not None:
            self.owner.on_bytes(self, b"".join(chunks))
        self.flush()
        if closed:
            self.abort()

    def eof_received(self) -> bool | None:
        return False  # the other end is done: the connection closes

    def connection_lost(self, exc: Exception | None) -> None:
        if self.lost:
            return
        self.lost = True
        (self.owner or self.hall).on_lost(self)

    # ------------------------------------------------------------------ the hall's side
    def send(self, data: bytes) -> None:
        """Queue `data` (plain): it leaves at the next `flush`, with whatever else was queued."""
        if self.encrypted and not self.lost:
            self._pending.append(data)

    def flush(self) -> None:
        if not self._pending or self._tls is None or self.lost:
            return
        data = b"".join(self._pending) if len(self._pending) > 1 else self._pending[0]
        self._pending.clear()
        try:
            self._tls.write(data)
        except (ssl.SSLError, OSError):
            self.abort()
            return
        self._send_out()

    @property
    def backlog(self) -> int:
        """Bytes written and not yet taken by the other end's TCP."""
        return self.transport.get_write_buffer_size() if self.transport is not None else 0

    def close(self) -> None:
        """What was sent still goes out (a TLS close_notify after it), then the connection closes;
        cut off after `CLOSE_GRACE` if the other end does not take it."""
        if self.closing or self.lost or self.transport is None:
            return
        self.flush()
        self.closing = True
        if self._tls is not None and self.encrypted:
            try:
                self._tls.unwrap()
            except (ssl.SSLError, OSError):
                pass
            self._send_out()
        transport = self.transport
        transport.close()
        asyncio.get_running_loop().call_later(CLOSE_GRACE, transport.abort)

    def abort(self) -> None:
        """Cut off now (nothing more is sent)."""
        if self.transport is not None and not self.lost:
            self.closing = True
            self.transport.abort()

    def _plain_close(self, answer: bytes) -> None:
        assert self.transport is not None
        self.transport.write(answer)
        self.closing = True
        transport = self.transport
        transport.close()
        asyncio.get_running_loop().call_later(CLOSE_GRACE, transport.abort)

    def _send_out(self) -> None:
        out = self._out.read()
        if out and self.transport is not None and not self.transport.is_closing():
            self.transport.write(out)


__all__ = ["CLOSE_GRACE", "Link", "MAX_BACKLOG", "Owner"]
