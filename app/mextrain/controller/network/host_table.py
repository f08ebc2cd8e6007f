"""A hosted table in the app: the table's core (net/table_core.py) driven through Qt, and shown in the window.

The core is the table's whole flow, the same one the hall drives on asyncio: the lobby, the
turn order of persons elsewhere and computers, the pace, away and grace, the stand-in
computers, the next round, Play Again, watchers and reactions. `HostTable` only carries it out:
the sockets (`HostTransport`) feed it bytes and carry out its `SendTo`/`CloseConnection`, a
computer it asks for (`Think`) thinks on a Qt thread pool and its answer goes back to it, a `Save`
is written to `save_path` before what follows it is sent, and a `QTimer` calls it at its
`deadline()` (the pace's wait, the next deal).

The window shows the game on its `GameController` as any other: the controller's `authority` is
this table, so the person here plays through the core (`play`), and every move the core applies
and every deal reaches the controller (`followed`, `dealt`), whose seats for the others only
wait (remote_seat.py). So a killed host reopens its table from the save (`reopen`) and the others
reconnect.
"""
from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QObject, Qt, QThreadPool, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface

from mextrain.ai import Player, make_player
from mextrain.controller.game_controller import GameController, SeatConfig
from mextrain.controller.network.host_transport import HostTransport
from mextrain.controller.network.remote_seat import HostedComputerSeat, HostedSeat, RemoteSeat
from mextrain.controller.requests import MoveRequest
from mextrain.controller.seats import SeatKind, TableSeat
from mextrain.controller.thinker import ThinkTask, ThoughtRelay
from mextrain.engine import Game, Move, Phase
from mextrain.net import actions as a
from mextrain.net.certs import Certificate
from mextrain.net.lobby import Table
from mextrain.net.table_core import REMOTE, Dealt, GameEnded, Moved, Output, Save, StopThinking, TableCore, Think
from mextrain.net.table_save import save_table

log = logging.getLogger(__name__)

DEFAULT_PORT = 47123


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses on its networks (what the others type to join), loopback left out."""
    out = []
    for address in QNetworkInterface.allAddresses():
        if address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol and not address.isLoopback():
            out.append(address.toString())
    return out


class Announcer(Protocol):
    """Tells the local network about the table (controller/discovery.py's `TableAnnouncer`)."""

    def start(self) -> None: ...
    def update(self, seats_free: int, playing: bool = False, rules: Mapping[str, Any] | None = None,
               rule_set: str | None = None) -> None: ...
    def stop(self) -> None: ...


class HostTable(QObject):
    """One hosted table; see the module docstring. The controller's `Authority`."""

    #: the lobby changed (a person came, left, went away or back; the host changed a seat)
    lobby_changed = Signal()
    #: the game started (or was reopened) on the controller
    started = Signal()
    #: watchers and Play Again: the host pressed Play Again, the lobby is open for the next game
    again_asked = Signal()
    #: a seat reacted (seat, a `REACTIONS` word): the joined apps are told, the host's window shows it
    reacted = Signal(int, str)

    def __init__(self, table: Table, controller: GameController, parent: QObject | None = None, *,
                 stand_in_level: str = "normal", save_path: Path | None = None, announcer: Announcer | None = None,
                 next_round_ms: int | None = None, clock: Callable[[], float] = time.monotonic,
                 certificate: Certificate | None = None) -> None:
        super().__init__(parent)
        # a table without a display (next_round_ms) deals the next round by itself
        self.core = TableCore(table, pace_ms=controller.pace.delay_ms, next_round_ms=next_round_ms,
                              stand_in_level=stand_in_level)
        self.session = self.core.session
        self.table: Table = table  # the core's (the same object all the table's life)
        self.controller = controller
        self.stand_in_level = stand_in_level
        self.save_path = save_path
        self.announcer = announcer
        self._clock = clock
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = ThoughtRelay(self)
        self._relay.done.connect(self._thought, Qt.ConnectionType.QueuedConnection)
        self._players: dict[tuple[str, str], Player] = {}  # (the core's key, level) -> its player, all game long
        self._thinking: dict[int, tuple[MoveRequest, threading.Event, Player]] = {}  # seat -> its question
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._advance)
        self.transport = HostTransport(self.core, self._carry_out, self, clock=clock, certificate=certificate,
                                       after=self._schedule)
        self._attached = False

    @property
    def game(self) -> Game | None:
        return self.core.game

    @property
    def next_round_ms(self) -> int | None:
        """How long after a round's end the next is dealt by itself (None: the host's person deals);
        the session's, which tells the joined apps."""
        return self.session.next_round_ms

    # ------------------------------------------------------------------ life
    def listen(self, port: int = DEFAULT_PORT,
               address: QHostAddress | QHostAddress.SpecialAddress = QHostAddress.SpecialAddress.Any) -> bool:
        ok = self.transport.listen(port, address)
        if ok and self.announcer is not None:
            self.announcer.start()
            self.announce()
        return ok

    @property
    def port(self) -> int:
        """The port the table listens on (0 until it does)."""
        return self.transport.port

    @property
    def fingerprint(self) -> str:
        """The table's TLS certificate's fingerprint (joining apps check it)."""
        return self.transport.fingerprint

    @property
    def will_reopen(self) -> bool:
        """A game is under way and kept in the save: closed now, the table is reopened from it later."""
        game = self.core.game
        return self.save_path is not None and game is not None and game.phase is not Phase.GAME_OVER

    def close(self, for_good: bool = True) -> None:
        """The host ends the table: everybody is told, the port closes, the controller is given back
        (a game under way goes on in the window, computers in the places of the people elsewhere).

        Not `for_good` (the app or the server only stops, its save kept): the others are told
        `back_later`, so their apps wait for the table to be reopened, and their seats stay theirs."""
        if self.announcer is not None:
            self.announcer.stop()
        back_later = not for_good and self.will_reopen
        game = self.core.game
        go_on = not back_later and game is not None and self.controller.game is game and game.phase is not Phase.GAME_OVER
        if go_on:
            self.session.hand_all_to_computers(self.stand_in_level)  # nobody can send moves any more
        self.transport.close("back_later" if back_later else "shutdown")
        self._timer.stop()
        for _request, stop, player in self._thinking.values():
            stop.set()
            player.cancel()
        self._thinking.clear()
        self._detach()
        if go_on and game is not None:
            c = self.controller  # computers of this window play on where the people elsewhere were
            c.resume(game, self.core.seat_configs(), hints_used=c.hints_used, undos_used=c.undos_used)

    # ------------------------------------------------------------------ the host's lobby buttons
    def set_computer(self, seat: int, level: str, name: str) -> None:
        self._run(self.core.set_computer(seat, level, name, self._clock()))

    def set_open(self, seat: int) -> None:
        self._run(self.core.set_open(seat, self._clock()))

    def fill_with_computers(self, level: str, names: list[str]) -> None:
        self._run(self.core.fill_with_computers(level, names, self._clock()))

    def set_starting_run(self, on: bool) -> None:
        """The host switches the starting run (R10) in the lobby, as the rules' text says (a named
        rule set keeps its name only while its rules are what it says)."""
        self._run(self.core.set_starting_run(on, self._clock()))

    def set_rules(self, rules: Mapping[str, Any], name: str | None = None) -> None:
        """The host chooses the rule set in the lobby until Start (R18): its rules (`GameOptions.rules()`
        keys; a game as long as before, full or short) and its name (None: the rules alone; the name
        chosen last still goes with its own rules); raises RuleError for a set the table's seats
        cannot play (a double-6 set for five)."""
        self._run(self.core.set_rules(rules, name, self._clock()))

    def set_grace(self, grace: float) -> None:
        """The host chooses in the lobby how long a person may be away before a computer plays for them
        (the protocol's longest, a day, is "the table waits"); everybody's lobby shows it."""
        self._run(self.core.set_grace(grace, self._clock()))

    def remove_person(self, seat: int) -> None:
        self._run(self.core.remove_person(seat, self._clock()))

    # ------------------------------------------------------------------ watchers and Play Again
    def play_again(self, host_name: str | None = None, asker: int | None = None) -> None:
        """Play Again after the game's end (the score sheet's button through the window's one Play,
        or a hall's `table_admin` `again`, `asker` the creator's seat): everybody still here but the one who
        asked is asked, the lobby opens for the next game with the same options; Start deals it once
        everyone asked answered (`start`: R5's next first seat)."""
        self._run(self.core.play_again(host_name, self._clock(), asker))
        self.again_asked.emit()

    def grant_seat(self, seat: int) -> None:
        """The host agrees to the watcher who asked for `seat` (between rounds): it is theirs from the next deal."""
        self._run(self.core.grant_seat(seat, self._clock()))

    def send_away(self, watcher: int) -> None:
        """The host sends the watcher at place `watcher` of the lobby's list away."""
        self._run(self.core.send_away(watcher, self._clock()))

    def add_host_person(self, name: str) -> None:
        """Another person at this computer sits down in the lobby (raises ValueError when no seat is open);
        the window passes the computer round among the host's people, as at a local game."""
        self._run(self.core.add_host_person(name, self._clock()))

    def set_reactions(self, on: bool) -> None:
        """The host allows or stops reactions at the table (everybody's lobby shows it)."""
        self._run(self.core.set_reactions(on, self._clock()))

    def react(self, seat: int, reaction: str) -> None:
        """The host's own person (at `seat`) reacts: passed on like anybody's, within the same limit."""
        self._run(self.core.react(seat, reaction, self._clock()))

    def start(self, seed: int | None = None) -> None:
        """Start pressed: every seat must be taken. The game is shown on the controller from here on.
        After Play Again the new game's number makes the seat after the last one's starter begin (R5)."""
        self._begin(self.core.start(self._clock(), seed))  # raises while a seat is open

    def reopen(self, game: Game) -> None:
        """Go on with a game from the save after a restart: every person is away until they reconnect."""
        self._begin(self.core.reopen(game, self._clock()))

    def _begin(self, out: list[Output]) -> None:
        game = self.core.game
        assert game is not None
        self._attach()
        self._run(out)
        self.controller.resume(game, self.seat_configs())
        self.started.emit()
        log.info("the game started: seed %d, %d seats", game.seed, len(self.table.seats))

    def seat_configs(self) -> list[SeatConfig]:
        """The controller's seats: the host's own person, people elsewhere, computers of their level."""
        return self.core.seat_configs()

    # ------------------------------------------------------------------ the controller's authority
    def play(self, seat: int, move: Move) -> None:
        """A move of the person here (the controller's `submit`): the core judges and applies it."""
        self._run(self.core.play(seat, move, self._clock()))

    def next_round(self) -> None:
        """The host's person deals the next round (the score sheet's button)."""
        self._run(self.core.next_round(self._clock()))

    def _attach(self) -> None:
        if self._attached:
            return
        self._attached = True
        self.controller.set_seat_factory(self._make_seat)
        self.controller.authority = self

    def _detach(self) -> None:
        if not self._attached:
            return
        self._attached = False
        self.controller.set_seat_factory(None)
        self.controller.authority = None

    def _make_seat(self, index: int, config: SeatConfig, seed: str) -> TableSeat:
        if config.is_human:
            return self.controller.default_seat(index, config, seed)
        kind = RemoteSeat if config.kind == REMOTE else HostedComputerSeat
        return kind(index, config.name, self.session, lambda: self._player_of(index), self.controller)

    def _player_of(self, seat: int) -> Player | None:
        game = self.core.game
        return None if game is None else self._players.get((f"{game.seed}/{seat}", self.core.level_of(seat)))

    def _shown(self) -> bool:
        """The window shows this table's game (not another it went on with)."""
        return self._attached and self.core.game is not None and self.controller.game is self.core.game

    def remote_seat(self, index: int) -> RemoteSeat | None:
        if not self._shown():
            return None
        seat = self.controller.seat(index)
        return seat if isinstance(seat, RemoteSeat) else None

    def announce(self) -> None:
        """Tell the local network the free seats, whether the game is under way and the rule set (R18)."""
        if self.announcer is not None:
            self.announcer.update(self._seats_free(), self.core.game is not None, self.table.options.rules(),
                                  self.table.rule_set)

    def _seats_free(self) -> int:
        return 0 if self.core.game is not None else sum(1 for s in self.table.seats if s.state == "open")

    # ------------------------------------------------------------------ the core's outputs
    def _run(self, out: list[Output]) -> None:
        self.transport.run(out)

    def _carry_out(self, x: Output) -> None:
        """What the transport hands on (every output but the sockets')."""
        self.core.pace_ms = self.controller.pace.delay_ms  # the window's View > Speed, from the next wait on
        if isinstance(x, Save):
            self.save()
        elif isinstance(x, Think):
            self._think(x)
        elif isinstance(x, StopThinking):
            self._stop(x.seat)
        elif isinstance(x, Moved):
            if self._shown():
                self.controller.followed(x.seat, list(x.events))
        elif isinstance(x, Dealt):
            if self._shown():
                self.controller.dealt()
        elif isinstance(x, GameEnded):
            log.info("the game is over: %s", x.game.totals)
        elif isinstance(x, a.LobbyChanged):
            self.announce()
            self.lobby_changed.emit()
        elif isinstance(x, a.Reacted):
            self.reacted.emit(x.seat, x.reaction)
        elif isinstance(x, (a.SeatAway, a.SeatToComputer, a.SeatBack)):
            seat = self.controller.seat(x.seat) if self._shown() else None
            if isinstance(seat, HostedSeat):
                seat.state_changed()  # the session changed the seat's state (its one home): the window reads it
            log.info("seat %d: %s", x.seat, type(x).__name__)

    def _schedule(self) -> None:
        """The core's next step (the pace's wait, the next deal) at its `deadline()`."""
        due = self.core.deadline()
        if due is None:
            self._timer.stop()
            return
        self._timer.start(max(0, int((due - self._clock()) * 1000) + 1))

    def _advance(self) -> None:
        self._run(self.core.advance(self._clock()))

    # ------------------------------------------------------------------ computers
    def _think(self, t: Think) -> None:
        self._stop(t.seat)
        player = self._players.get((t.key, t.level))
        if player is None:
            player = self._players[(t.key, t.level)] = make_player(t.level, t.key)
        request = MoveRequest(t.seat, t.turn, t.view, t.view.legal, self.controller.explain)
        stop = threading.Event()
        self._thinking[t.seat] = (request, stop, player)
        self._pool.start(ThinkTask(self._relay, request, player, stop.is_set))

    def _stop(self, seat: int) -> None:
        asked = self._thinking.pop(seat, None)
        if asked is not None:
            asked[1].set()
            asked[2].cancel()  # a searching player answers at once; its answer is dropped

    def _thought(self, request: MoveRequest, move: object, error: object) -> None:
        asked = self._thinking.get(request.seat)
        if asked is None or asked[0] is not request:
            return  # withdrawn meanwhile
        del self._thinking[request.seat]
        if error is not None or not isinstance(move, Move):
            log.error("the computer of seat %d answered %r (%r): a legal move is played", request.seat, move, error)
            move = None
        elif self._shown() and self.controller.seat(request.seat).kind is SeatKind.COMPUTER:
            self.controller.keep_why(request.seat, request.view, move)  # the window can say why
        self._run(self.core.thought(request.seat, request.number, move if isinstance(move, Move) else None,
                                    self._clock()))

    # ------------------------------------------------------------------ the save
    def save(self) -> None:
        if self.save_path is None:
            return
        try:
            save_table(self.save_path, self.table, self.core.game, self.seat_configs(), self.port or None)
        except OSError as exc:  # a full disk must not stop the game
            log.error("saving the table to %s failed: %s", self.save_path, exc)


__all__ = ["DEFAULT_PORT", "REMOTE", "Announcer", "HostTable", "local_addresses"]
