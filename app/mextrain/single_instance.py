"""One app per person: a second start hands its link (or file) to the app already running.

An invitation's link clicked while the app runs starts the program again (the desktop entry's
`Exec=mextrain %u`). That start must not open a second window on the same autosave: it connects
to the running app over a local socket (QLocalServer/QLocalSocket), hands over its argument and
exits at once with status 0; the running app raises its window and opens Join a Table (asking
first when a game is in progress, ui/leave_game.py). When nobody answers, the start becomes the
running app itself; a socket left behind by a crashed app is removed first. Starts with
`--replay` (the viewer alone, as a document viewer opens a document), `--watch` or `--seed` (a
developer's) and `--self-test` neither hand over nor listen (app.py).

The hand-off, one line each way (UTF-8): the start sends `open <argument>\\n` (a `mextrain:`
link, a file's absolute path, or nothing after `open `) and the running app answers `ok\\n`
before it acts, so the start never waits for a question to be answered.

The socket is the person's own: in the data folder when its path is short enough for a Unix
socket (else in `$XDG_RUNTIME_DIR`, a folder only its owner may enter), a named pipe on
Windows, each named after a hash of the data folder, and opened with
`QLocalServer.SocketOption.UserAccessOption`. Nobody else's program can take a link meant for
this app, nor hand it one. A lock file beside it keeps two starts at the same moment from both
becoming the running app.
"""
from __future__ import annotations

import hashlib
import logging
import os
import sys
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QLocalServer, QLocalSocket

log = logging.getLogger(__name__)

SOCKET_NAME = "instance.sock"
LOCK_NAME = "instance.lock"
PREFIX = b"open "
ANSWER = b"ok\n"
MAX_MESSAGE = 4096  # a link is at most 400 characters (net/invitation.py), a path a few hundred bytes
CONNECT_MS = 1000
ANSWER_MS = 5000  # a running app that does not answer by then is hung: the start gives up
LOCK_MS = 10000
_MAX_UNIX_PATH = 100  # sun_path holds 104 (macOS) or 108 (Linux) bytes with its terminating zero


def server_name(folder: Path) -> str:
    """Where the running app of this data folder listens (see the module docstring)."""
    tag = hashlib.sha256(str(Path(folder).absolute()).encode("utf-8")).hexdigest()[:16]
    if sys.platform == "win32":
        return f"mextrain-{tag}"
    path = str(Path(folder).absolute() / SOCKET_NAME)
    if len(path.encode("utf-8")) <= _MAX_UNIX_PATH:
        return path
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if runtime and len(runtime.encode("utf-8")) + 26 <= _MAX_UNIX_PATH:
        return str(Path(runtime) / f"mextrain-{tag}.sock")
    return f"mextrain-{tag}"  # Qt's temporary folder: the last resort, still opened for its owner only


def message(argument: str) -> bytes:
    """What a start sends: its argument on one line (a link, or a file's absolute path)."""
    text = argument.replace("\r", " ").replace("\n", " ")
    return PREFIX + text.encode("utf-8") + b"\n"


def hand_over(name: str, argument: str) -> bool | None:
    """Hand `argument` to the app listening at `name`: True when it took it, None when nobody
    listens there (no app, or a crashed one's socket), False when it did not answer."""
    sock = QLocalSocket()
    sock.connectToServer(name)
    if not sock.waitForConnected(CONNECT_MS):
        return None
    sock.write(message(argument))
    sock.flush()
    answer = b""
    while len(answer) < len(ANSWER):
        if not sock.waitForReadyRead(ANSWER_MS):
            break
        answer += bytes(sock.readAll().data())
    sock.disconnectFromServer()
    return answer.startswith(ANSWER)


class InstanceServer(QObject):
    """The running app's end: `handed` carries each argument a later start handed over."""

    handed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._accept)

    def listen(self, name: str) -> bool:
        """Listen at `name`; a socket left there by an app that crashed is removed first (on Unix,
        Qt puts the new socket in its place; the caller holds the lock and found nobody answering)."""
        stale = os.path.isabs(name) and os.path.exists(name)
        if self._server.listen(name):
            if stale:
                log.info("a socket of an app that is gone was left behind: replaced")
            return True
        if self._server.serverError() == QAbstractSocket.SocketError.AddressInUseError:
            log.info("a socket of an app that is gone was left behind: removed")
            QLocalServer.removeServer(name)
            if self._server.listen(name):
                return True
        log.warning("no hand-off socket at %s: %s", name, self._server.errorString())
        return False

    @property
    def name(self) -> str:
        return self._server.fullServerName()

    def close(self) -> None:
        self._server.close()

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            sock = self._server.nextPendingConnection()
            if sock is None:
                return
            sock.setParent(self)
            buffer = bytearray()
            sock.readyRead.connect(lambda s=sock, b=buffer: self._read(s, b))
            sock.disconnected.connect(sock.deleteLater)
            QTimer.singleShot(ANSWER_MS, sock, sock.abort)  # a connection that never says anything

    def _read(self, sock: QLocalSocket, buffer: bytearray) -> None:
        buffer += bytes(sock.readAll().data())
        end = buffer.find(b"\n")
        if end < 0:
            if len(buffer) > MAX_MESSAGE:
                sock.abort()
            return
        line = bytes(buffer[:end])
        del buffer[:]
        if not line.startswith(PREFIX) or end > MAX_MESSAGE:
            sock.abort()
            return
        argument = line[len(PREFIX):].decode("utf-8", errors="replace").strip()
        sock.write(ANSWER)
        sock.flush()
        sock.disconnectFromServer()
        log.info("a later start handed %s to this app", "a link" if argument.lower().startswith("mextrain:")
                 else "a file" if argument else "nothing")
        QTimer.singleShot(0, self, lambda: self.handed.emit(argument))  # after the answer is on its way


def become_the_app(folder: Path, argument: str) -> InstanceServer | bool:
    """At start: hand `argument` ("" for none) to the app already running for `folder` and return
    True (this start is done), or False when that app did not answer; else listen as the running
    app and return its server."""
    folder.mkdir(parents=True, exist_ok=True)
    lock = QLockFile(str(folder / LOCK_NAME))
    lock.setStaleLockTime(0)  # only a lock whose process is gone counts as stale
    locked = lock.tryLock(LOCK_MS)
    try:
        name = server_name(folder)
        taken = hand_over(name, argument)
        if taken is not None:
            if taken:
                log.info("this start handed %s to the running app", "its link" if argument.lower().startswith(
                    "mextrain:") else "its file" if argument else "nothing (only to the front)")
            else:
                log.warning("the running app did not answer this start")
            return taken
        server = InstanceServer()
        server.listen(name)
        return server
    finally:
        if locked:
            lock.unlock()


__all__ = ["InstanceServer", "become_the_app", "hand_over", "message", "server_name"]
