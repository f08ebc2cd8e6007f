"""Helpers for the hall's tests: a hall in its own process, and protocol clients over real TLS.

`HallProcess` starts `mextrain-hall` (any command line: the systemd unit's, the container's)
on 127.0.0.1 and reads its port and fingerprint from its log. `TlsClient` speaks the protocol
with Python's `ssl` (so the hall's Qt TLS is checked by another stack), pins the fingerprint,
answers pings and, when `plays`, answers every view that offers it a move after a think time.
`play_until` runs several clients in one loop until each has its `game_over` (or time is up).
"""
from __future__ import annotations

import hashlib
import os
import random
import re
import selectors
import signal
import socket
import ssl
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

from mextrain.net import certs, wire
from mextrain.net.messages import APP_VERSION, PROTOCOL_VERSION

LISTENING = re.compile(r"the hall listens on [0-9.]+:(\d+)")
FINGERPRINT = re.compile(r"certificate fingerprint ([0-9a-f]{64})")


class PinError(Exception):
    """The server's certificate is not the one pinned."""


class HallProcess:
    """A hall as a process of its own; `argv` is its whole command line (default: this venv's module)."""

    def __init__(self, data: Path, *, argv: list[str] | None = None, extra: list[str] = (), env: dict | None = None,
                 timeout: float = 15.0) -> None:
        self.data = Path(data)
        cmd = argv if argv is not None else [sys.executable, "-m", "mextrain.hall_cli", "--data", str(data),
                                             "--address", "127.0.0.1", "--port", "0", "--pace", "instant",
                                             "--next-round", "0.1", *extra]
        self.proc = subprocess.Popen(cmd, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True,
                                     env={**os.environ, "QT_QPA_PLATFORM": "offscreen", **(env or {})})
        self.lines: list[str] = []
        self.port = 0
        self.fingerprint = ""
        self._ready = threading.Event()
        threading.Thread(target=self._read, daemon=True).start()
        if not self._ready.wait(timeout) or not self.port:
            self.kill()
            raise RuntimeError("the hall did not start:\n" + "".join(self.lines[-30:]))

    def _read(self) -> None:
        assert self.proc.stderr is not None
        for line in self.proc.stderr:
            self.lines.append(line)
            if (f := FINGERPRINT.search(line)) is not None:
                self.fingerprint = f.group(1)
            if (p := LISTENING.search(line)) is not None:
                self.port = int(p.group(1))
                self._ready.set()
        self._ready.set()

    def log(self) -> str:
        return "".join(self.lines)

    def logged(self, words: str, timeout: float = 10.0) -> bool:
        """`words` in the hall's log within `timeout` (its lines reach the test by a thread of their own)."""
        end = time.monotonic() + timeout
        while words not in self.log():
            if time.monotonic() > end:
                return False
            time.sleep(0.02)
        return True

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(10)

    def stop(self) -> int:
        if self.proc.poll() is None:
            self.proc.terminate()
        return self.proc.wait(10)

    def admin(self, *words: str) -> str:
        out = subprocess.run([sys.executable, "-m", "mextrain.hall_cli", "--admin", str(self.data), *words],
                             capture_output=True, text=True, timeout=15,
                             env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
        return out.stdout + out.stderr


class Proxy:
    """A middle on 127.0.0.1: `relay` passes bytes both ways and keeps them; otherwise it ends TLS
    itself with a certificate of its own and talks to the server (a hall or a table) as a client
    (a man in the middle); `seen` keeps what it read (decrypted, for the man in the middle)."""

    def __init__(self, target: int, *, relay: bool) -> None:
        self.target, self.relay = target, relay
        self.seen = bytearray()
        self.server = socket.create_server(("127.0.0.1", 0))
        self.port = self.server.getsockname()[1]
        if not relay:
            self.ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            own = certs.make_self_signed("Mexican Train hall")
            folder = Path(os.environ["MEXTRAIN_DATA_DIR"])
            (folder / "mitm.pem").write_text(own.cert_pem)
            (folder / "mitm.key").write_text(own.key_pem)
            self.ctx.load_cert_chain(folder / "mitm.pem", folder / "mitm.key")
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        while True:
            try:
                a, _ = self.server.accept()
            except OSError:
                return
            b = socket.create_connection(("127.0.0.1", self.target))
            if not self.relay:
                try:
                    a = self.ctx.wrap_socket(a, server_side=True)
                except (ssl.SSLError, OSError):
                    a.close()
                    b.close()
                    continue
                b = tls_context().wrap_socket(b)
            for x, y in ((a, b), (b, a)):
                threading.Thread(target=self._pipe, args=(x, y), daemon=True).start()

    def _pipe(self, x: socket.socket, y: socket.socket) -> None:
        try:
            while data := x.recv(65536):
                self.seen += data
                y.sendall(data)
        except OSError:
            pass
        for s in (x, y):
            try:
                s.close()
            except OSError:
                pass

    def close(self) -> None:
        self.server.close()


def tls_context() -> ssl.SSLContext:
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE  # a certificate nobody signed: trusted by its pinned fingerprint alone
    return ctx


class TlsClient:
    """One protocol client over TLS; see the module docstring."""

    def __init__(self, port: int, fingerprint: str | None, *, host: str = "127.0.0.1", source: str | None = None,
                 name: str = "", seed: int = 0, think: float = 0.0, timeout: float = 5.0, proxy_header: bytes = b"",
                 ) -> None:
        raw = socket.create_connection((host, port), timeout=timeout,
                                       source_address=(source, 0) if source else None)
        raw.sendall(proxy_header)  # as a balancer writes before the person's bytes (net/proxy.py)
        # a name (not an address) is sent as the TLS hello's SNI, as the app's QSslSocket does: a balancer routes by it
        named = not host.replace(".", "").isdigit() and ":" not in host
        self.sock = tls_context().wrap_socket(raw, server_hostname=host if named else None)
        seen = hashlib.sha256(self.sock.getpeercert(binary_form=True) or b"").hexdigest()
        if fingerprint is not None and seen != fingerprint:
            self.sock.close()
            raise PinError(f"the certificate's fingerprint is {seen}, not the pinned {fingerprint}")
        self.fingerprint = seen
        self.sock.setblocking(False)
        self.decoder = wire.FrameDecoder()
        self.inbox: list[dict[str, Any]] = []
        self.name = name
        self.rng = random.Random(seed)
        self.think = think
        self.plays = True
        self.seat: int | None = None
        self.token: str | None = None
        self.closed = False
        self.game_over: dict[str, Any] | None = None
        self.moves = 0
        self._due: tuple[float, dict[str, Any]] | None = None
        self._cursor = 0
        self.view_times: list[tuple[int, float]] = []  # (turn, when seen) for the latency figures

    # ------------------------------------------------------------------ sending
    def send(self, msg: dict[str, Any]) -> None:
        data = wire.encode(msg)
        self.sock.setblocking(True)
        try:
            self.sock.sendall(data)
        finally:
            self.sock.setblocking(False)

    def hello(self, *, code: str | None = None, token: str | None = None) -> None:
        msg: dict[str, Any] = {"type": "hello", "protocol": PROTOCOL_VERSION, "app": APP_VERSION, "name": self.name}
        if code is not None:
            msg["code"] = code
        if token is not None:
            msg["token"] = token
        self.send(msg)

    # ------------------------------------------------------------------ receiving
    def pump(self) -> list[dict[str, Any]]:
        """Whatever arrived, handled (pings, welcomes, views to play); the new messages."""
        new: list[dict[str, Any]] = []
        while True:
            try:
                data = self.sock.recv(65536)
            except (ssl.SSLWantReadError, BlockingIOError):
                break
            except (ConnectionError, ssl.SSLError, OSError):
                data = b""
            if not data:
                self.closed = True
                break
            for item in self.decoder.feed(data):
                if isinstance(item, wire.WireError):
                    self.closed = True
                    break
                new.append(item)
        now = time.monotonic()
        for msg in new:
            self.inbox.append(msg)
            kind = msg.get("type")
            if kind == "ping" and not self.closed:  # (a ping read with the goodbye: the server has gone, no pong)
                self.send({"type": "pong", "n": msg["n"]})
            elif kind == "welcome":
                self.seat, self.token = msg["seat"], msg["token"]
            elif kind == "game_over":
                self.game_over = msg
            elif kind == "view":
                self.view_times.append((msg["turn"], now))
                legal = msg["view"]["legal"]
                if self.plays and msg["phase"] == "playing" and legal and msg["view"]["current"] == self.seat:
                    self._due = (now + self.think, {"type": "move", "turn": msg["turn"], "move": self.rng.choice(legal)})
                else:
                    self._due = None
        if self._due is not None and now >= self._due[0] and not self.closed:
            self.send(self._due[1])
            self.moves += 1
            self._due = None
        return new

    def wait_for(self, kind: str, timeout: float = 5.0) -> dict[str, Any]:
        """The next message of `kind` after the last one this returned (pumping meanwhile)."""
        end = time.monotonic() + timeout
        while True:
            for i in range(self._cursor, len(self.inbox)):
                if self.inbox[i].get("type") == kind:
                    self._cursor = i + 1
                    return self.inbox[i]
            if self.closed or time.monotonic() >= end:
                raise AssertionError(f"no {kind!r} came; got {[m.get('type') for m in self.inbox[-8:]]}")
            self._wait(0.05)
            self.pump()

    def _wait(self, seconds: float) -> None:
        if self.sock.pending():
            return
        sel = selectors.DefaultSelector()
        sel.register(self.sock, selectors.EVENT_READ)
        sel.select(seconds)
        sel.close()

    def close(self) -> None:
        try:
            self.sock.close()
        except OSError:
            pass
        self.closed = True


def hall_beside(make: Any, gate: threading.Event, play: Any, seconds: float = 40.0) -> None:
    """`play(hall)` (protocol clients) on a thread of its own while the hall `make()` makes runs on this
    thread's asyncio loop; `gate` (a gated disk, say) opened whatever happens; what `play` raised, raised here."""
    import asyncio

    failed: list[BaseException] = []

    async def main() -> None:
        hall = make()
        assert await hall.listen(0, "127.0.0.1")

        def run() -> None:
            try:
                play(hall)
            except BaseException as exc:  # noqa: BLE001 - handed to the test's thread
                failed.append(exc)
            finally:
                gate.set()

        thread = threading.Thread(target=run, daemon=True)
        thread.start()
        end = time.monotonic() + seconds
        try:
            while thread.is_alive() and time.monotonic() < end:
                await asyncio.sleep(0.02)
        finally:
            gate.set()
            hall.close()

    asyncio.run(main())
    if failed:
        raise failed[0]


def create_table(port: int, fp: str, name: str, table: str, *, players: int = 2, rounds: int = 7,
                 **kw: Any) -> tuple[TlsClient, str, str]:
    """A host client that made a table: (client, code, host token)."""
    c = TlsClient(port, fp, name=name, **kw)
    c.send({"type": "create_table", "protocol": PROTOCOL_VERSION, "app": APP_VERSION, "name": name, "table": table,
            "options": {"players": players, "rounds": rounds, "starting_run": False}})
    made = c.wait_for("table_created")
    c.wait_for("welcome")
    return c, made["code"], made["host_token"]


def join(port: int, fp: str, name: str, code: str, **kw: Any) -> TlsClient:
    c = TlsClient(port, fp, name=name, **kw)
    c.hello(code=code)
    c.wait_for("welcome")
    return c


def admin(port: int, fp: str, code: str, host_token: str, action: str, **fields: Any) -> dict[str, Any]:
    """One of the host's lobby powers, on a connection of its own."""
    c = TlsClient(port, fp)
    c.send({"type": "table_admin", "protocol": PROTOCOL_VERSION, "app": APP_VERSION, "code": code,
            "host_token": host_token, "action": action, **fields})
    try:
        return c.wait_for("table_admin_result")
    finally:
        c.close()


def play_until(clients: list[TlsClient], done: Any, timeout: float = 20.0) -> bool:
    """Pump every client until `done()` is true or the time is up; False then."""
    end = time.monotonic() + timeout
    sel = selectors.DefaultSelector()
    for c in clients:
        sel.register(c.sock, selectors.EVENT_READ, c)
    try:
        while time.monotonic() < end:
            if done():
                return True
            if not any(c.sock.pending() for c in clients if not c.closed):
                sel.select(0.02)
            for c in clients:
                if not c.closed:
                    c.pump()
        return bool(done())
    finally:
        sel.close()


def host_at_hall(window: Any, hall: HallProcess, seats: int = 2, name: str = "Mona") -> None:
    """Host a Table… at `hall` through the Host dialog, as a person does: a short game of `seats` seats."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QDialogButtonBox

    window.menus.host_action.trigger()
    dialog = window.net.host_dialog
    dialog.where.setCurrentIndex(dialog.where.findData("hall"))
    dialog.player_name.clear()  # (the name last used is offered again)
    QTest.keyClicks(dialog.player_name, name)
    QTest.keyClicks(dialog.table_name, "Kitchen")
    dialog.seats.setValue(seats)
    dialog.length.setCurrentIndex(dialog.length.findData(7))
    dialog.hall.clear()  # (the hall last hosted at is offered again)
    QTest.keyClicks(dialog.hall, f"127.0.0.1:{hall.port}")
    QTest.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)


def oma_and_ben_playing(hall: HallProcess, moves: int) -> list[TlsClient]:
    """A two-seat table made at `hall` by Oma, joined by Ben, started, played until a seat made `moves`
    moves; returns [host, guest]."""
    fp = hall.fingerprint
    host, code, host_token = create_table(hall.port, fp, "Oma", "Oma's table", seed=3)
    guest = join(hall.port, fp, "Ben", code, seed=4)
    assert admin(hall.port, fp, code, host_token, "start")["ok"]
    clients = [host, guest]
    assert play_until(clients, lambda: any(c.moves >= moves for c in clients), 20)
    return clients


def kill_at_an_acknowledgement(hall: HallProcess, clients: list[TlsClient]) -> int:
    """Play on until a new `result ok` arrives, SIGKILL the hall at once; returns the turn acknowledged last."""
    marks = {c.name: len(c.inbox) for c in clients}

    def acks() -> list[dict[str, Any]]:
        return [m for c in clients for m in c.inbox[marks[c.name]:] if m.get("type") == "result" and m["ok"]]

    assert play_until(clients, lambda: bool(acks()), 10)
    hall.proc.send_signal(signal.SIGKILL)  # at once: the acknowledgement has just arrived
    hall.proc.wait(5)
    return max(m["turn"] for m in acks())
