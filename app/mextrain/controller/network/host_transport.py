"""The host's sockets: a TLS port whose connections only carry bytes to and from the table's core.

Every connection is TLS (controller/network/tls.py): a new one is counted by the session at
once (its limits on handshakes apply from the first moment), its first byte is peeked at
(plain text and the old plain protocol are answered in plain words and closed), then
`QSslSocket` does the server side of TLS with the table's certificate.

Nothing here reads a message: bytes that arrive go to `core.received` (net/table_core.py), a
socket that closes goes to `core.disconnected`, a timer calls `core.tick`, and the core's
`SendTo`/`CloseConnection` actions are carried out. Every other output (a save, a computer to
ask, a move to show, a seat away or back, the lobby changed) is handed to `on_action`, the host
table's, and `after` runs once a batch is carried out. A connection whose unsent bytes pile up
(it does not read) is closed, so a stranger cannot fill our memory.
"""
from __future__ import annotations

import logging
import time
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QObject, QSocketNotifier, QTimer
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QSslConfiguration, QSslSocket, QTcpSocket

from mextrain.controller.network import tls
from mextrain.net import actions as a
from mextrain.net.certs import Certificate, make_self_signed
from mextrain.net.table_core import Output, TableCore

log = logging.getLogger(__name__)

TICK_MS = 250
#: unsent bytes a connection may have waiting before it counts as not reading (a game sends ~3 MB in all)
MAX_BACKLOG = 2 * 1024 * 1024
#: a connection told to close that does not finish within this is cut off
CLOSE_GRACE_MS = 2000
CONN_PROPERTY = "mextrainConnection"
LISTEN_BACKLOG = tls.LISTEN_BACKLOG


class HostTransport(QObject):
    """Listens on one TCP port (TLS) and moves bytes between the sockets and the table's core."""

    def __init__(self, core: TableCore, on_action: Callable[[Output], None],
                 parent: QObject | None = None, *, clock: Callable[[], float] = time.monotonic,
                 certificate: Certificate | None = None, after: Callable[[], None] | None = None) -> None:
        super().__init__(parent)
        self.core = core
        self.session = core.session
        self._on_action = on_action
        self._after = after
        self._clock = clock
        self._certificate = certificate
        self._ssl: QSslConfiguration | None = None  # made when the port opens (a hall's tables never listen)
        #: connections counted by the session whose first byte has not come yet: descriptor, notifier
        self._screening: dict[int, tuple[int, QSocketNotifier]] = {}
        self._server = tls.Listener(self._incoming, self)
        self._socks: dict[int, QTcpSocket] = {}
        self._next_conn = 1
        self._queue: deque[Output] = deque()
        self._draining = False
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        #: bytes sent to each connection (the benchmark and tests read it); None: not counted
        self.bytes_out: dict[int, int] = {}

    # ------------------------------------------------------------------ life
    def listen(self, port: int = 0, address: QHostAddress | QHostAddress.SpecialAddress = QHostAddress.SpecialAddress.Any) -> bool:
        """Open the port (0: any free one; `port` says which); False with `error_text` if it is taken."""
        self._ssl = tls.server_configuration(self.certificate)
        ok = self._server.listen(QHostAddress(address), port)
        if ok:
            self._timer.start()
            log.info("listening on port %d", self.port)
        else:
            log.error("cannot listen on port %d: %s", port, self._server.errorString())
        return ok

    @property
    def port(self) -> int:
        return self._server.serverPort()

    @property
    def error_text(self) -> str:
        return self._server.errorString()

    @property
    def port_in_use(self) -> bool:
        """The last `listen` failed because another program (or table) holds the port."""
        return self._server.serverError() == QAbstractSocket.SocketError.AddressInUseError

    @property
    def connections(self) -> int:
        return len(self._socks)

    def run(self, actions: list[Output]) -> None:
        """Carry out the core's outputs in order; outputs produced meanwhile wait their turn."""
        self._queue.extend(actions)
        if self._draining:
            return
        self._draining = True
        try:
            while self._queue:
                action = self._queue.popleft()
                try:
                    self._carry_out(action)
                except Exception:  # noqa: BLE001 - one bad action must not stop the table
                    log.exception("carrying out %r failed", action)
        finally:
            self._draining = False
        if self._after is not None:
            self._after()

    def close(self, reason: str = "shutdown") -> None:
        """Say goodbye to everybody (`shutdown`, or `back_later`: the table reopens) and stop listening."""
        self.run(self._call(self.core.shutdown, reason))
        self._timer.stop()
        self._server.close()
        for sock in list(self._socks.values()):
            sock.abort()
        self._socks.clear()
        for conn in list(self._screening):
            self._unscreen(conn)

    @property
    def certificate(self) -> Certificate:
        """The table's certificate (a new one for this table alone when none was given)."""
        if self._certificate is None:
            self._certificate = make_self_signed()
        return self._certificate

    @property
    def fingerprint(self) -> str:
        """The certificate's fingerprint: what a joining app checks (announced, in the invitation)."""
        return self.certificate.fingerprint

    # ------------------------------------------------------------------ sockets
    def _incoming(self, handle: int) -> None:
        """A new connection: the session counts it now; TLS starts once its first byte shows it is TLS."""
        conn = self._next_conn
        self._next_conn += 1
        notifier = QSocketNotifier(handle, QSocketNotifier.Type.Read, self)
        notifier.activated.connect(lambda *_a, c=conn: self._screen(c))
        self._screening[conn] = (handle, notifier)
        self.run(self._call(self.core.connected, conn, tls.peer_of(handle), self._clock()))

    def _unscreen(self, conn: int, close: bool = True) -> int | None:
        handle, notifier = self._screening.pop(conn, (None, None))
        if notifier is not None:
            notifier.setEnabled(False)
            notifier.deleteLater()
        if handle is not None and close:
            tls.close_handle(handle)
        return handle

    def _screen(self, conn: int) -> None:
        entry = self._screening.get(conn)
        if entry is None:
            return
        seen = tls.screen(entry[0])
        if seen is not tls.Screened.TLS:
            log.info("connection %d: %s", conn, "not TLS, refused" if seen is tls.Screened.REFUSED else "closed")
            self._unscreen(conn)
            self.run(self._call(self.core.disconnected, conn, self._clock()))
            return
        handle = self._unscreen(conn, close=False)
        sock = QSslSocket(self)
        if handle is None or self._ssl is None or not sock.setSocketDescriptor(handle):
            if handle is not None:
                tls.close_handle(handle)
            sock.deleteLater()
            self.run(self._call(self.core.disconnected, conn, self._clock()))
            return
        c = self.session.conns.get(conn)
        if c is not None:
            c.heard = True  # it spoke (TLS): the handshake's own time limit is the session's hello timeout
        self._socks[conn] = sock
        sock.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        sock.setProperty(CONN_PROPERTY, conn)
        sock.setSslConfiguration(self._ssl)
        # bound methods (not lambdas): a signal of a socket dying with this object reaches nothing
        sock.readyRead.connect(self._read)
        sock.disconnected.connect(self._gone)
        sock.errorOccurred.connect(self._tls_failed)
        sock.startServerEncryption()

    def _tls_failed(self, _error: object) -> None:
        conn, sock = self._sender()
        if isinstance(sock, QSslSocket) and not sock.isEncrypted() and self._socks.get(conn) is sock:
            log.info("connection %d: the TLS handshake failed (%s)", conn, sock.errorString())
            self._drop(conn)

    def _sender(self) -> tuple[int, QTcpSocket | None]:
        sock = self.sender()
        if not isinstance(sock, QTcpSocket):
            return 0, None
        conn = sock.property(CONN_PROPERTY)
        return (conn if isinstance(conn, int) else 0), sock

    def _read(self) -> None:
        conn, sock = self._sender()
        if sock is None:
            return
        if self._socks.get(conn) is not sock:
            sock.readAll()  # closing: what it still says is not heard
            return
        data = sock.readAll().data()
        if data:
            self.run(self._call(self.core.received, conn, data, self._clock()))

    def _gone(self) -> None:
        conn, sock = self._sender()
        if sock is None:
            return
        if self._socks.get(conn) is sock:
            del self._socks[conn]
            self.run(self._call(self.core.disconnected, conn, self._clock()))
        sock.deleteLater()

    def _tick(self) -> None:
        self.run(self._call(self.core.tick, self._clock()))

    def _call(self, method: Callable[..., list[Output]], *args: object) -> list[Output]:
        """The core is tested against every kind of input; should it still raise, the table goes on."""
        try:
            return method(*args)
        except Exception:  # noqa: BLE001
            log.exception("the table's core failed in %s", getattr(method, "__name__", method))
            return []

    def _carry_out(self, action: Output) -> None:
        if isinstance(action, a.SendTo):
            sock = self._socks.get(action.conn)  # none yet while screened: nothing goes out in plain text
            if sock is None:
                return
            if sock.bytesToWrite() > MAX_BACKLOG:
                log.warning("connection %d does not read; closed", action.conn)
                self._drop(action.conn)
                return
            sock.write(action.data)
            self.bytes_out[action.conn] = self.bytes_out.get(action.conn, 0) + len(action.data)
        elif isinstance(action, a.CloseConnection):
            if action.conn in self._screening:
                self._unscreen(action.conn)
            sock = self._socks.pop(action.conn, None)
            if sock is not None and isinstance(sock, QSslSocket) and not sock.isEncrypted():
                log.info("connection %d closed in its TLS handshake: %s", action.conn, action.reason)
                sock.abort()  # nothing can be said before TLS is up: cut now, not after CLOSE_GRACE_MS more
            elif sock is not None:
                log.info("connection %d closed: %s", action.conn, action.reason)
                sock.flush()  # the goodbye leaves now, even if the app quits before the event loop runs again
                sock.disconnectFromHost()  # what was written still goes out first
                QTimer.singleShot(CLOSE_GRACE_MS, sock, sock.abort)
        else:
            self._on_action(action)

    def _drop(self, conn: int) -> None:
        sock = self._socks.pop(conn, None)
        if sock is not None:
            sock.abort()
            self.run(self._call(self.core.disconnected, conn, self._clock()))


__all__ = ["HostTransport", "LISTEN_BACKLOG", "MAX_BACKLOG", "TICK_MS"]
