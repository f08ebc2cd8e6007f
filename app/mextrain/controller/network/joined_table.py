"""The joining app's connection to a table: a QSslSocket (TLS) around the protocol's `ClientSession`.

The table's certificate is checked by its fingerprint before a word is said (tls.py): the
`pin` given (announced on the local network, or in an invitation), else the one `known`
remembers for this address, else the one seen now, which is remembered (shown as words in
the lobby to compare). A different one is refused for good (`wrong_certificate`,
`certificate_changed`): never silently accepted, never retried. With `confirm_first`, a
certificate neither pinned nor known is not taken on trust either: the line is closed before a
word is said (`first_contact`) so that the person compares its words with the host's first, as
ssh asks on a first connection; the app remembers it only on their yes, and joins again.

Bytes from the socket go to the session; its `Send`/`Close` are carried out; the host's
typed messages come out as signals. After a drop the seat's token brings the person back
by itself, trying at a slowing pace (`RETRY_DELAYS`: 0.5, 1, 2, 5 … s, then every minute) for
as long as the table may come back: until the person leaves. `gave_up` comes only when it
cannot (the host closed the table for good, a final refusal, a first join that never got in). A move sent but not answered when the line dropped is sent
again once the host shows the same turn: the host answers a repeat without applying it twice.
"""
from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from typing import cast

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QSslSocket

from mextrain.controller.network import tls
from mextrain.engine import Move
from mextrain.net import client as cl
from mextrain.net import hall as h
from mextrain.net import messages as m
from mextrain.net.hall import CreateTable

log = logging.getLogger(__name__)

TICK_MS = 250
CONNECT_TIMEOUT_MS = 5000
#: why a connection could not be made, as the reason code the window words for the person
FAILURES = {
    QAbstractSocket.SocketError.HostNotFoundError: "no_such_host",
    QAbstractSocket.SocketError.ConnectionRefusedError: "nobody_listening",
    # what answered is no TLS table (an app from before TLS, or something else on that port)
    QAbstractSocket.SocketError.SslHandshakeFailedError: "not_tls",
    QAbstractSocket.SocketError.SslInternalError: "not_tls",
}
#: the certificate is not the one expected: said in words, and never tried again by itself
#: the certificates not trusted (nothing was sent): a false one, a changed one, and one seen for the first time
#: that the person has not compared yet (`confirm_first`)
PIN_REFUSALS = ("wrong_certificate", "certificate_changed", "first_contact")


#: seconds between tries while the host has paused its table (`bye` `back_later`): a refused connection
#: costs nothing, and the table is back within this long of being reopened, not at a retry minutes away
BACK_LATER_RETRY = 2.0


class JoinedTable(QObject):
    """One person's seat at a table hosted elsewhere; see the module docstring."""

    welcomed = Signal(object)  # m.Welcome
    lobby_changed = Signal(object)  # m.Lobby (phase "playing": the game started)
    view_changed = Signal(object)  # m.View: everything this seat may know now
    events_came = Signal(object)  # m.Events of the move just applied
    result_came = Signal(object)  # m.MoveResult: the answer to our move
    round_over = Signal(object)  # m.RoundOver
    game_over = Signal(object)  # m.GameOver
    refused = Signal(object)  # m.Refused: the host would not seat us (code, versions)
    table_created = Signal(object)  # cl.TableCreated: the hall made our table (its code, the host's token)
    error_came = Signal(object)  # m.Error
    reaction_came = Signal(object)  # m.Reaction: a seat (ours too) reacted
    #: "connecting", "connected", "retrying" or "lost"
    state_changed = Signal(str)
    #: the connection is over and will not come back by itself: the reason code
    gave_up = Signal(str)
    #: watchers and Play Again: this connection watches (m.Watching); the host asks to play again (m.PlayAgain)
    watching = Signal(object)
    asked_again = Signal(object)

    def __init__(self, host: str, port: int, name: str, code: str | None = None, token: str | None = None,
                 parent: QObject | None = None, *, retry_delays: Sequence[float] = cl.RETRY_DELAYS,
                 app: str = m.APP_VERSION, clock: Callable[[], float] = time.monotonic,
                 pin: str | None = None, known: tls.KnownHosts | None = None,
                 create: CreateTable | None = None, watch: bool = False, companion: str | None = None,
                 confirm_first: bool = False) -> None:
        super().__init__(parent)
        #: a certificate neither pinned nor known ends the line unsent (`first_contact`) for the person to compare
        self.confirm_first = confirm_first
        self.host = host
        self.port = port
        #: the hall's answer to `create` (the code, the host's token) once it came
        self.created: cl.TableCreated | None = None
        #: the fingerprint the table's certificate must have (None: the one `known` keeps, or the first seen)
        self.pin = pin.lower() if pin else None
        self.known = known
        #: the fingerprint of the certificate this connection showed ("" before the first TLS handshake)
        self.fingerprint = ""
        #: the fingerprint expected when the certificate was refused (PIN_REFUSALS)
        self.expected_fingerprint = ""
        self.session = cl.ClientSession(name, code, token, app=app, create=create, watch=watch, companion=companion)
        self.retry_delays = tuple(retry_delays)
        self.state = "idle"
        self._clock = clock
        self._sock: QSslSocket | None = None
        self._retries = 0
        self._left = False
        self._unanswered: m.MoveIntent | None = None
        self._resend_armed = False  # a reconnection happened with a move unanswered
        self._first_reason = ""
        self._sent_turn: int | None = None  # the turn our last move answered: one move a turn
        #: when (the clock) the next retry goes out while "retrying", else None
        self.retry_at: float | None = None
        #: the host said it stops for now and will reopen the table (`bye` `back_later`)
        self.back_later = False
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        self._retry_timer = QTimer(self)
        self._retry_timer.setSingleShot(True)
        self._retry_timer.timeout.connect(self._open)
        self._connect_timer = QTimer(self)
        self._connect_timer.setSingleShot(True)
        self._connect_timer.timeout.connect(self._connect_timeout)

    # ------------------------------------------------------------------ what the app asks
    @property
    def seat(self) -> int | None:
        return self.session.seat

    @property
    def token(self) -> str | None:
        return self.session.token

    @property
    def view(self) -> m.View | None:
        return self.session.view

    @property
    def lobby(self) -> m.Lobby | None:
        return self.session.lobby

    @property
    def connected(self) -> bool:
        """The line to the host is up: what is shown is the host's now, and a move can go."""
        return self.state == "connected"

    @property
    def move_pending(self) -> bool:
        """A move of ours for the turn shown is on its way (or taken): no second one this turn."""
        view = self.session.view
        return view is not None and view.turn == self._sent_turn

    def connect_to_host(self) -> None:
        self._left = False
        self._retries = 0
        self._open()

    def retry_in(self) -> float | None:
        """Seconds until the next retry while "retrying" (None otherwise)."""
        if self.state != "retrying" or self.retry_at is None:
            return None
        return max(0.0, self.retry_at - self._clock())

    def rejoin(self) -> None:
        """Retry by hand after `gave_up` (with the token when there is one, else the code)."""
        self.connect_to_host()

    def move(self, move: Move) -> bool:
        """Send the person's move for the turn of the view shown; False if it is not theirs to make now."""
        view = self.session.view
        if self.move_pending:
            return False  # a move for this turn is already on its way (or was taken)
        try:
            outs = self.session.move(move)
        except ValueError:
            return False
        assert view is not None  # session.move raises ValueError while there is no view
        self._sent_turn = view.turn
        self._unanswered = m.MoveIntent(view.turn, move)
        self._run(outs)
        return True

    def take_seat(self, seat: int) -> None:
        """A watcher's Take a Seat: the host seats them (an open seat), or asks its person (a computer's)."""
        if self.session.watching and self.session.state not in ("idle", "closed"):
            self._run(self.session.take_seat(seat))

    def play_again(self) -> None:
        """The person's Play to the host's Play Again (their Leave the Table is `leave`)."""
        if self.session.asked_again is not None and self.session.state not in ("idle", "closed"):
            self._run(self.session.again())
    def react(self, reaction: str) -> bool:
        """Send a reaction (one of `m.REACTIONS`); False while the line is down."""
        if not self.connected:
            return False
        outs = self.session.react(reaction)
        self._run(outs)
        return bool(outs)

    def leave(self) -> None:
        """The person leaves on purpose: no reconnecting."""
        self._left = True
        self._retry_timer.stop()
        self.retry_at = None
        self._run(self.session.leave())
        self._set_state("lost")

    # ------------------------------------------------------------------ the socket
    def _open(self) -> None:
        self.retry_at = None
        self._drop_socket()
        sock = QSslSocket(self)
        self._sock = sock
        sock.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        sock.setSslConfiguration(tls.client_configuration())
        # bound methods (not lambdas): signals of a socket dying with this object reach nothing
        sock.encrypted.connect(self._connected)
        sock.readyRead.connect(self._read)
        sock.disconnected.connect(self._dropped)
        sock.errorOccurred.connect(self._failed)
        self._set_state("connecting")
        sock.connectToHostEncrypted(self.host, self.port)
        self._connect_timer.start(CONNECT_TIMEOUT_MS)

    def close(self) -> None:
        """Let go of the connection without a word and never come back (the window closes)."""
        self._left = True
        self._retry_timer.stop()
        self.retry_at = None
        self._connect_timer.stop()
        self._drop_socket()

    def let_go(self) -> None:
        """End the line without a goodbye, what was written still sent (an answer just given): the seat stays
        its person's, for another connection of this app to take up with the token (`people.first_leaves`)."""
        self._left = True
        self._retry_timer.stop()
        self.retry_at = None
        self._connect_timer.stop()
        self._timer.stop()
        sock, self._sock = self._sock, None
        if sock is not None:  # (its signals reach this table's slots, which ignore a socket not theirs now)
            if self.parent() is not None:
                sock.setParent(self.parent())  # it outlives this table until its last bytes are out
            sock.disconnected.connect(sock.deleteLater)
            sock.flush()
            sock.disconnectFromHost()  # graceful: the bytes written leave first
        self._set_state("lost")

    def _connect_timeout(self) -> None:
        sock = self._sock
        if sock is not None and sock.state() != QAbstractSocket.SocketState.ConnectedState:
            self._gone(sock, "unreachable")

    def _dropped(self) -> None:
        self._gone(self.sender(), "dropped")

    def _failed(self, error: QAbstractSocket.SocketError) -> None:
        self._gone(self.sender(), FAILURES.get(error, "unreachable"))

    def _connected(self) -> None:
        """TLS is up: the certificate is checked before a word (the code, the token) is sent."""
        sock = self._sock
        if self.sender() is not sock or sock is None:
            return
        self.fingerprint = seen = tls.peer_fingerprint(sock)
        expected = self.pin or (self.known.get(self.host, self.port) if self.known is not None else None)
        if expected is not None and seen != expected:
            self.expected_fingerprint = expected
            log.warning("%s:%d showed the certificate %s, not %s: refused", self.host, self.port, seen, expected)
            self._gone(sock, "wrong_certificate" if self.pin else "certificate_changed")
            return
        if expected is None and self.confirm_first:
            log.info("%s:%d is met for the first time: its certificate is shown to compare before joining",
                     self.host, self.port)
            self._gone(sock, "first_contact")
            return
        if self.known is not None:
            self.known.remember(self.host, self.port, seen)
        self._connect_timer.stop()
        self._timer.start()
        self._run(self.session.connect(self._clock()))

    def _read(self) -> None:
        sock = self.sender()
        if sock is not self._sock or not isinstance(sock, QSslSocket):
            return
        data = cast(bytes, sock.readAll().data())  # bytes at run time; the stubs allow bytearray and memoryview too
        if data:
            self._received(data)

    def _received(self, data: bytes) -> None:
        self._run(self.session.received(data, self._clock()))

    def _gone(self, sock: object, reason: str) -> None:
        if sock is not self._sock or sock is None:
            return
        outs = self.session.disconnected(self._clock())
        if not any(isinstance(o, cl.Lost) for o in outs):
            outs.append(cl.Lost(reason))  # it never got as far as a hello
        self._run(outs)

    def _drop_socket(self) -> None:
        sock, self._sock = self._sock, None
        self._timer.stop()
        self._connect_timer.stop()
        if sock is not None:
            sock.blockSignals(True)
            sock.abort()
            sock.deleteLater()

    def _tick(self) -> None:
        self._run(self.session.tick(self._clock()))

    # ------------------------------------------------------------------ the session's outputs
    def _run(self, outs: list[cl.Output]) -> None:
        for out in outs:
            if isinstance(out, cl.Send):
                if self._sock is not None:
                    self._sock.write(out.data)
            elif isinstance(out, cl.Close):
                sock = self._sock
                if sock is not None:
                    # the session ends the line and says why (Lost follows): the socket's own
                    # "disconnected" or error, which flush() may already emit, must not count as a
                    # second loss (it once dropped the socket under this very loop)
                    sock.blockSignals(True)
                    # what was written (a goodbye) must leave before the socket is let go: without
                    # it the host never hears that a person left its lobby, and keeps the seat
                    sock.flush()
                    sock.disconnectFromHost()
            elif isinstance(out, cl.Lost):
                self._lost(out.reason)
                return
            elif isinstance(out, cl.TableCreated):
                self.created = out
                if out.route is not None:
                    self._take_route(out.route)
                self.table_created.emit(out)
            else:
                self._message(out)

    def _take_route(self, route: h.Route) -> None:
        """A hall of a farm made our table and named its own address: every later connection goes there
        (a balancer's shared name would send a reconnection to any hall), pinned to the certificate this
        connection showed; the lobby's invitation, the host's powers and the seat kept name it too."""
        self.host, self.port = route.host, route.port
        self.pin = self.fingerprint or self.pin

    def _message(self, msg: m.Message) -> None:
        if isinstance(msg, m.Welcome):
            self.back_later = False
            self._resend_armed = self._unanswered is not None
            self._retries = 0
            self._set_state("connected")
            self.welcomed.emit(msg)
        elif isinstance(msg, m.Lobby):
            self.lobby_changed.emit(msg)
        elif isinstance(msg, m.View):
            self._resend(msg)
            self.view_changed.emit(msg)
        elif isinstance(msg, m.Events):
            self.events_came.emit(msg)
        elif isinstance(msg, m.MoveResult):
            if self._unanswered is not None and msg.turn == self._unanswered.turn:
                self._unanswered = None
            if not msg.ok and msg.turn == self._sent_turn:
                self._sent_turn = None  # refused: the person may choose again
            self.result_came.emit(msg)
        elif isinstance(msg, m.RoundOver):
            self.round_over.emit(msg)
        elif isinstance(msg, m.GameOver):
            self.game_over.emit(msg)
        elif isinstance(msg, m.Refused):
            self.refused.emit(msg)
        elif isinstance(msg, m.Watching):
            self._set_state("connected")
            self.watching.emit(msg)
        elif isinstance(msg, m.PlayAgain):
            self._sent_turn = self._unanswered = None  # the next game counts its turns from 0 again
            self.asked_again.emit(msg)
        elif isinstance(msg, m.Error):
            log.warning("the host refused a message: %s %s", msg.code, msg.detail)
            self.error_came.emit(msg)
        elif isinstance(msg, m.Reaction):
            self.reaction_came.emit(msg)

    def _resend(self, view: m.View) -> None:
        """A move lost with the line: the host still at its turn and the move still legal -> again."""
        intent = self._unanswered
        if intent is None or view.turn > intent.turn:
            self._unanswered = None
            return
        if not self._resend_armed:
            return  # still on the line it was sent on: its answer is coming
        self._resend_armed = False
        if view.turn == intent.turn and intent.move in view.view.legal and self._sock is not None:
            self._sock.write(intent.encode())

    def will_retry(self, reason: str) -> bool:
        """Whether a line lost (or a refusal) for `reason` now is tried again by itself: always while the
        seat's token is good and the table may come back (the host said goodbye for good, "shutdown":
        retrying would only hide that the table is gone)."""
        return (self.session.can_rejoin and bool(self.retry_delays) and reason not in cl.NO_RETRY
                and reason not in PIN_REFUSALS)

    def _lost(self, reason: str) -> None:
        self._drop_socket()
        if self._left:
            self._set_state("lost")
            return
        if reason == "back_later":
            self.back_later = True
        if self._retries == 0:
            self._first_reason = reason  # why the line broke ("shutdown": the host closed), not why a retry failed
        if self.will_retry(reason):
            delay = self.retry_delays[min(self._retries, len(self.retry_delays) - 1)]
            if self.back_later:  # the host paused the table: it is tried often, so a reopened table is found at once
                delay = min(delay, BACK_LATER_RETRY)
            self._retries += 1
            refused = self.session.refused
            if refused is not None and refused.retry_after:
                delay = max(delay, refused.retry_after)
            log.info("connection lost (%s); trying again in %.1f s", reason, delay)
            self.retry_at = self._clock() + delay
            self._set_state("retrying")
            self._retry_timer.start(int(delay * 1000))
            return
        # why the line first broke, not why the last retry failed: a host we sat at was reachable
        first = (self._first_reason if self._first_reason in ("shutdown", "removed", "replaced", "dropped", "dead")
                 and reason not in PIN_REFUSALS else reason)
        self._retries = 0
        log.info("connection lost (%s)", first)
        self._set_state("lost")
        self.gave_up.emit(first)

    def _set_state(self, state: str) -> None:
        if state != self.state:
            self.state = state
            self.state_changed.emit(state)


__all__ = ["PIN_REFUSALS", "JoinedTable"]
