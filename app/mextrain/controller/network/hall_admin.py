"""The host's lobby powers at a hall: one `table_admin` on a TLS connection of its own, one answer.

A table hosted at a hall is run by the hall; the host's app plays its seat as a joined app
(`JoinedTable`) and sends what the lobby's buttons ask (a computer in a seat, a seat opened,
the open seats filled, a person removed, the starting run, Start) as `table_admin` with the
host's token (protocol.md, "The hall"). Each goes on a new connection, pinned to the hall's
certificate like the seat's own, and `answered` says how it went; the change itself reaches
the lobby as every seat's next `lobby`.
"""
from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QSslSocket

from mextrain.controller.network import tls
from mextrain.net import hall as h
from mextrain.net import wire

log = logging.getLogger(__name__)

ANSWER_MS = 5000  # an answer that does not come by then counts as "unreachable"


class HallAdmin(QObject):
    """Sends the host's lobby powers for one table at a hall (see the module docstring)."""

    #: (action, ok, code: "" or one of h.ADMIN_ERRORS / "unreachable" / "wrong_certificate", detail)
    answered = Signal(str, bool, str, str)

    def __init__(self, host: str, port: int, code: str, host_token: str, fingerprint: str,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host, self.port, self.code, self.host_token = host, port, code, host_token
        self.fingerprint = fingerprint  # the hall's certificate, as the seat's connection saw it
        self._calls: list[_Call] = []

    def send(self, action: str, **fields: Any) -> None:
        """One lobby power (`action` of h.ADMIN_ACTIONS; `seat`, `level`, `name`, `on` as it needs)."""
        msg = h.TableAdmin(self.code, self.host_token, action, **fields)
        call = _Call(self, action, wire.encode(msg.to_json()), self._done)
        self._calls.append(call)
        call.start()

    def _done(self, call: _Call, ok: bool, code: str, detail: str) -> None:
        if call in self._calls:
            self._calls.remove(call)
        if not ok:
            log.warning("the hall refused %s: %s %s", self.code, code, detail)
        self.answered.emit(call.action, ok, code, detail)


class _Call(QObject):
    def __init__(self, admin: HallAdmin, action: str, data: bytes,
                 done: Callable[[_Call, bool, str, str], None]) -> None:
        super().__init__(admin)
        self._admin, self.action, self._data, self._done = admin, action, data, done
        self._decoder = wire.FrameDecoder()
        self._finished = False
        self.sock = QSslSocket(self)
        self.sock.setSslConfiguration(tls.client_configuration())
        self.sock.encrypted.connect(self._encrypted)
        self.sock.readyRead.connect(self._read)
        self.sock.disconnected.connect(lambda: self._finish(False, "unreachable", ""))
        self.sock.errorOccurred.connect(lambda _e: self._finish(False, "unreachable", self.sock.errorString()))
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(lambda: self._finish(False, "unreachable", "no answer"))

    def start(self) -> None:
        self._timer.start(ANSWER_MS)
        self.sock.connectToHostEncrypted(self._admin.host, self._admin.port)

    def _encrypted(self) -> None:
        if tls.peer_fingerprint(self.sock) != self._admin.fingerprint:
            self._finish(False, "wrong_certificate", "")  # the host's token never goes to another certificate
            return
        self.sock.write(self._data)

    def _read(self) -> None:
        for item in self._decoder.feed(bytes(self.sock.readAll().data())):
            if isinstance(item, dict) and item.get("type") == "table_admin_result":
                ok = item.get("ok") is True
                code, detail = item.get("code"), item.get("detail")
                self._finish(ok, code if isinstance(code, str) else "", detail if isinstance(detail, str) else "")
                return
            if isinstance(item, dict) and item.get("type") == "refused":
                code = item.get("code")
                self._finish(False, code if isinstance(code, str) else "refused", "")
                return

    def _finish(self, ok: bool, code: str, detail: str) -> None:
        if self._finished:
            return
        self._finished = True
        self._timer.stop()
        self.sock.blockSignals(True)
        self.sock.disconnectFromHost()
        self.deleteLater()
        self._done(self, ok, code, detail)


__all__ = ["HallAdmin"]
