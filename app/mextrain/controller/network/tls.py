"""TLS for a table hosted in the app and for the joined app: Qt's `QSslSocket` both ways.

A hosted table (the app's or `mextrain-server`'s) speaks TLS only, with a certificate the
app made once (net/certs.py, kept in the data folder). Before TLS starts, the first byte
of a new connection is peeked at (`screen`): a TLS ClientHello starts with 0x16; a frame
of the old plain protocol starts with 0x00 and is answered `refused: version` (the old app
says "update the app"); anything else gets one line of plain text. The hall does the same.

Nobody signed these certificates, so the joined app trusts one by its **fingerprint**
(SHA-256 of the DER bytes, `peer_fingerprint`): the one a table announces on the local
network or an invitation carries, or, for an address typed by hand, the one seen the first
time, remembered per address (`KnownHosts`, as ssh's known_hosts). A different certificate
for a pinned or known address is refused and never silently accepted (joined_table.py).
"""
from __future__ import annotations

import hashlib
import socket
from collections.abc import Callable
from enum import Enum

from PySide6.QtCore import QByteArray, QObject, QSettings
from PySide6.QtNetwork import QSsl, QSslCertificate, QSslConfiguration, QSslKey, QSslSocket, QTcpServer

from mextrain.net import messages as m
from mextrain.net import proxy, wire
from mextrain.net.certs import Certificate

#: what a plain-text connection to a table hears (then the line is closed)
PLAIN_TEXT_ANSWER = (b"This is a Mexican Train table. It speaks TLS only: join with the app "
                     b"(Game > Join a Table...), version 0.2 or later.\r\n")
TLS_HANDSHAKE = 0x16  # the first byte of a TLS record carrying a ClientHello
#: connections the operating system holds before they are accepted (listen(2)'s backlog),
#: and connections accepted but not yet taken (Qt's queue): both 64
LISTEN_BACKLOG = 64


class Listener(QTcpServer):
    """The TLS port of a table or of the hall: hands `incoming` each new connection as a bare
    descriptor, so that its first byte is peeked at (`screen`) before TLS starts."""

    def __init__(self, incoming: Callable[[int], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._incoming = incoming
        self.setListenBacklogSize(LISTEN_BACKLOG)
        self.setMaxPendingConnections(LISTEN_BACKLOG)

    def incomingConnection(self, handle: int) -> None:  # noqa: N802 - Qt's name
        self._incoming(int(handle))


def server_configuration(cert: Certificate) -> QSslConfiguration:
    """The server side's TLS: `cert` and its key, TLS 1.2 or later, no client certificate asked for."""
    conf = QSslConfiguration.defaultConfiguration()
    chain = QSslCertificate.fromData(QByteArray(cert.cert_pem.encode("ascii")), QSsl.EncodingFormat.Pem)
    algorithm = QSsl.KeyAlgorithm.Ec if "EC PRIVATE" in cert.key_pem else QSsl.KeyAlgorithm.Rsa
    key = QSslKey(QByteArray(cert.key_pem.encode("ascii")), algorithm, QSsl.EncodingFormat.Pem)
    if not chain or key.isNull():
        raise ValueError("the certificate or its key cannot be read")
    conf.setLocalCertificateChain(chain)
    conf.setPrivateKey(key)
    conf.setPeerVerifyMode(QSslSocket.PeerVerifyMode.VerifyNone)
    conf.setProtocol(QSsl.SslProtocol.TlsV1_2OrLater)
    return conf


def client_configuration() -> QSslConfiguration:
    """The joined app's TLS: no authority is asked (nobody signed a table's certificate); the
    certificate is checked by its fingerprint once the handshake is done."""
    conf = QSslConfiguration.defaultConfiguration()
    conf.setPeerVerifyMode(QSslSocket.PeerVerifyMode.VerifyNone)
    conf.setProtocol(QSsl.SslProtocol.TlsV1_2OrLater)
    return conf


def peer_fingerprint(sock: QSslSocket) -> str:
    """The fingerprint (64 hex digits) of the certificate the other end showed; "" if none."""
    der = bytes(sock.peerCertificate().toDer().data())
    return hashlib.sha256(der).hexdigest() if der else ""


class Screened(Enum):
    TLS = "tls"  # a ClientHello: TLS may start
    REFUSED = "refused"  # plain text or the old protocol: answered and to be closed
    GONE = "gone"  # closed before it said anything


def _borrow(handle: int) -> socket.socket:
    """A Python socket over a descriptor Qt owns (detach it, never close it)."""
    return socket.socket(fileno=handle)


def peer_of(handle: int) -> str:
    """The address of the other end of a bare socket descriptor ("" when it is gone)."""
    sock = _borrow(handle)
    try:
        peer = str(sock.getpeername()[0])
    except OSError:
        peer = ""
    finally:
        sock.detach()
    return peer[7:] if peer.startswith("::ffff:") else peer


def screen(handle: int, answer: bytes = PLAIN_TEXT_ANSWER) -> Screened:
    """Peek at the first byte of a connection with something to read (see the module docstring);
    plain text is answered `answer`."""
    sock = _borrow(handle)
    try:
        first = sock.recv(1, socket.MSG_PEEK | getattr(socket, "MSG_DONTWAIT", 0))
        if not first:
            return Screened.GONE
        if first[0] == TLS_HANDSHAKE:
            return Screened.TLS
        sock.settimeout(1.0)
        # a frame (its length's first byte is 0): the plain protocol of an app from before TLS
        sock.sendall(wire.encode(m.Refused("version").to_json()) if first[0] == 0 else answer)
        sock.shutdown(socket.SHUT_WR)
        return Screened.REFUSED
    except OSError:
        return Screened.GONE
    finally:
        sock.setblocking(True)  # Qt's descriptor as it was (settimeout made it non-blocking)
        sock.detach()


def take_proxy_header(handle: int) -> proxy.Proxied | None:
    """A balancer's PROXY v2 header at the start of a connection (net/proxy.py), taken off the socket
    whole once it is all there; None while it is not (ProxyError: it is none; OSError: the line is gone)."""
    sock = _borrow(handle)
    try:
        seen = sock.recv(proxy.MOST, socket.MSG_PEEK | getattr(socket, "MSG_DONTWAIT", 0))
        if not seen:
            raise ConnectionResetError("closed before its PROXY header")
        found = proxy.parse(seen)
        if found is not None:
            sock.recv(found.size, getattr(socket, "MSG_DONTWAIT", 0))  # peeked: all there
        return found
    except BlockingIOError:
        return None
    finally:
        sock.detach()


def close_handle(handle: int) -> None:
    """Close a bare descriptor Qt never took over."""
    try:
        socket.socket(fileno=handle).close()
    except OSError:
        pass


class KnownHosts:
    """The fingerprint last accepted for each address (QSettings group `net/knownHosts`; the app keeps
    them in a file of the data folder, beside the seat it holds)."""

    GROUP = "net/knownHosts"

    def __init__(self, settings: QSettings | None = None) -> None:
        self._settings = settings

    def _s(self) -> QSettings:
        return self._settings if self._settings is not None else QSettings()

    @staticmethod
    def key(host: str, port: int) -> str:
        # QSettings keys may not hold "/" or ":" safely on every platform: the address as hex
        return f"{_safe(host)}_{int(port)}"

    def get(self, host: str, port: int) -> str | None:
        value = self._s().value(f"{self.GROUP}/{self.key(host, port)}", "")
        return value if isinstance(value, str) and value else None

    def remember(self, host: str, port: int, fp: str) -> None:
        self._s().setValue(f"{self.GROUP}/{self.key(host, port)}", fp)

    def forget(self, host: str, port: int) -> None:
        self._s().remove(f"{self.GROUP}/{self.key(host, port)}")


def _safe(host: str) -> str:
    """`host` as a QSettings key part: lower case, only letters, digits, dots and dashes (others as %XX)."""
    return "".join(c if c.isascii() and (c.isalnum() or c in ".-") else f"%{ord(c):02X}" for c in host.lower())


__all__ = ["LISTEN_BACKLOG", "PLAIN_TEXT_ANSWER", "KnownHosts", "Listener", "Screened", "client_configuration", "close_handle", "peer_fingerprint",
           "peer_of", "screen", "server_configuration"]
