"""A hosted table: the lobby, the sockets and the game controller, wired together.

`HostTable` owns the protocol's `HostSession` (the lobby: seats, join code, tokens) and
its transport, and plays the game on an ordinary `GameController`: it gives the
controller a seat factory that makes a `RemoteSeat` for each person elsewhere, hands the
session's `ApplyMove` to that seat, and tells the session after every change of the game
(`GameController.moved`), which sends each joined person the view of their seat.
The turn loop, the pace and the window's autosave are the local game's.

The table (seats and tokens) and the game record are kept in `save_path` after every
change, so a host that is killed reopens its table (`reopen`) and the others reconnect.
"""
from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable, Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface

from mextrain.ai import make_player
from mextrain.controller.game_controller import HUMAN, GameController, SeatConfig
from mextrain.controller.network.host_transport import HandedOn, HostTransport
from mextrain.controller.network.remote_seat import RemoteSeat
from mextrain.controller.seats import TableSeat
from mextrain.engine import Event, Game, Phase, seed_started_by
from mextrain.net import actions as a
from mextrain.net.certs import Certificate
from mextrain.net.host import HostSession
from mextrain.net.lobby import Table
from mextrain.net.table_save import save_table

log = logging.getLogger(__name__)

REMOTE = "remote"  # the seat kind a save keeps for a person elsewhere
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
    """One hosted table; see the module docstring."""

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
        self.session = HostSession(table)
        self.controller = controller
        self.stand_in_level = stand_in_level
        self.save_path = save_path
        self.announcer = announcer
        self.session.stand_in_level = stand_in_level
        self.session.next_round_ms = next_round_ms  # a table without a display deals the next round by itself
        #: the rule set last chosen by name and its rules (the name goes with those rules only)
        self._named: tuple[str | None, dict[str, Any]] = (table.rule_set, table.options.rules())
        self._clock = clock
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self.transport = HostTransport(self.session, self._on_action, self, clock=clock, certificate=certificate)
        self._attached = False

    @property
    def table(self) -> Table:
        return self.session.table

    @property
    def game(self) -> Game | None:
        return self.session.game

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
        return self.transport.port

    @property
    def fingerprint(self) -> str:
        """The table's TLS certificate's fingerprint (joining apps check it)."""
        return self.transport.fingerprint

    @property
    def will_reopen(self) -> bool:
        """A game is under way and kept in the save: closed now, the table is reopened from it later."""
        game = self.session.game
        return self.save_path is not None and game is not None and game.phase is not Phase.GAME_OVER

    def close(self, for_good: bool = True) -> None:
        """The host ends the table: everybody is told, the port closes, the controller is given back.

        Not `for_good` (the app or the server only stops, its save kept): the others are told
        `back_later`, so their apps wait for the table to be reopened, and their seats stay theirs."""
        if self.announcer is not None:
            self.announcer.stop()
        back_later = not for_good and self.will_reopen
        self.transport.close("back_later" if back_later else "shutdown")
        if back_later:
            self._detach()
            return
        if self.session.game is not None and self.controller.game is self.session.game:
            self.session.hand_all_to_computers(self.stand_in_level)  # nobody can send moves any more: computers play on
            for i in range(len(self.table.seats)):
                seat = self.remote_seat(i)
                if seat is not None:
                    seat.state_changed()
        self._detach()

    # ------------------------------------------------------------------ the host's lobby buttons
    def set_computer(self, seat: int, level: str, name: str) -> None:
        self._run(self.session.set_computer(seat, level, name))

    def set_open(self, seat: int) -> None:
        self._run(self.session.set_open(seat))

    def fill_with_computers(self, level: str, names: list[str]) -> None:
        self._run(self.session.fill_with_computers(level, names))

    def set_starting_run(self, on: bool) -> None:
        """The host switches the starting run (R10) in the lobby, as the rules' text says (a named
        rule set keeps its name only while its rules are what it says)."""
        self.set_rules(replace(self.table.options, starting_run=bool(on)).rules())

    def set_rules(self, rules: Mapping[str, Any], name: str | None = None) -> None:
        """The host chooses the rule set in the lobby until Start (R18): its rules (`GameOptions.rules()`
        keys; a game as long as before, full or short) and its name (None: the rules alone; the name
        chosen last still goes with its own rules); raises RuleError for a set the table's seats
        cannot play (a double-6 set for five)."""
        options = self.table.options.with_rules(rules)
        if name:
            self._named = (name, options.rules())
        self._run(self.session.set_options(options, self._named[0] if options.rules() == self._named[1] else None))

    def set_grace(self, grace: float) -> None:
        """The host chooses in the lobby how long a person may be away before a computer plays for them
        (the protocol's longest, a day, is "the table waits"); everybody's lobby shows it."""
        self.table.grace = max(0.0, float(grace))
        self._run(self.session.set_options(self.table.options, self.table.rule_set))

    def remove_person(self, seat: int) -> None:
        self._run(self.session.remove_person(seat, self._clock(), self.stand_in_level))

    # ------------------------------------------------------------------ watchers and Play Again
    def play_again(self, host_name: str | None = None, asker: int | None = None) -> None:
        """Play Again after the game's end (the score sheet's button through the window's one Play,
        or a hall's `table_admin` `again`, `asker` the creator's seat): everybody still here but the one who
        asked is asked, the lobby opens for the next game with the same options; Start deals it once
        everyone asked answered (`start`: R5's next first seat)."""
        name = (host_name or next((s.name for s in self.table.seats if s.host), "")
                or (self.table.seats[asker].name if asker is not None else "") or self.table.name)
        self._run(self.session.play_again(name, asker))
        self.save()
        self.again_asked.emit()

    def grant_seat(self, seat: int) -> None:
        """The host agrees to the watcher who asked for `seat` (between rounds): it is theirs from the next deal."""
        self._run(self.session.grant_seat(seat, self._clock()))
        self.save()

    def send_away(self, watcher: int) -> None:
        """The host sends the watcher at place `watcher` of the lobby's list away."""
        self._run(self.session.send_away(watcher))

    def add_host_person(self, name: str) -> None:
        """Another person at this computer sits down in the lobby (raises ValueError when no seat is open);
        the window passes the computer round among the host's people, as at a local game."""
        self._run(self.session.add_host_person(name))

    def set_reactions(self, on: bool) -> None:
        """The host allows or stops reactions at the table (everybody's lobby shows it)."""
        self._run(self.session.set_reactions(on))
        self.save()

    def react(self, seat: int, reaction: str) -> None:
        """The host's own person (at `seat`) reacts: passed on like anybody's, within the same limit."""
        self._run(self.session.react(seat, reaction, self._clock()))

    def start(self, seed: int | None = None) -> None:
        """Start pressed: every seat must be taken. The game is played on the controller from here on.
        After Play Again the new game's number makes the seat after the last one's starter begin (R5)."""
        first = self.table.first_seat  # after Play Again (kept in the save, should the host have crashed since)
        if seed is None and first is not None:
            seed = seed_started_by(first, self.table.options.players, random.SystemRandom().randrange(1, 2**31))
        seed = random.SystemRandom().randrange(1, 2**31) if seed is None else seed
        game = Game(self.table.options, seed, track_decisions=True, track_events=True, rule_set=self.table.rule_set)
        self._begin(game)

    def reopen(self, game: Game) -> None:
        """Go on with a game from the save after a restart: every person is away until they reconnect."""
        self._begin(game)

    def _begin(self, game: Game) -> None:
        self._run(self.session.start(game, self._clock()))  # raises while a seat is open
        self._attach()
        self.controller.resume(game, self.seat_configs())
        self.save()
        self.started.emit()
        log.info("the game started: seed %d, %d seats", game.seed, len(self.table.seats))

    def seat_configs(self) -> list[SeatConfig]:
        """The controller's seats: the host's own person, people elsewhere, computers of their level."""
        out = []
        for seat in self.table.seats:
            kind = HUMAN if seat.host else REMOTE if seat.state == "person" else seat.level or "normal"
            out.append(SeatConfig(seat.name, kind))
        return out

    # ------------------------------------------------------------------ the controller
    def _attach(self) -> None:
        if self._attached:
            return
        self._attached = True
        c = self.controller
        c.set_seat_factory(self._make_seat)
        c.deal_again = self.play_again  # the score sheet's Play Again asks everyone here first
        c.moved.connect(self._table_changed)
        c.round_over.connect(self._round_over)

    def _detach(self) -> None:
        if not self._attached:
            return
        self._attached = False
        c = self.controller
        c.set_seat_factory(None)
        c.deal_again = None
        c.moved.disconnect(self._table_changed)
        c.round_over.disconnect(self._round_over)

    def _make_seat(self, index: int, config: SeatConfig, seed: str) -> TableSeat:
        if config.kind != REMOTE:
            return self.controller.default_seat(index, config, seed)
        return RemoteSeat(index, config.name, lambda: self.session.turn,
                          lambda: make_player(self.stand_in_level, seed), self._pool, self.session, self.controller)

    def remote_seat(self, index: int) -> RemoteSeat | None:
        if not self._attached or self.controller.game is not self.session.game:
            return None
        seat = self.controller.seat(index)
        return seat if isinstance(seat, RemoteSeat) else None

    def _table_changed(self, _number: int, events: list[Event]) -> None:
        """The one "a move happened" signal: the others' views go out and the table is saved."""
        if self.controller.game is not self.session.game:
            return  # the window went on with another game
        self._run(self.session.game_changed(events, self._clock()))
        self.save()

    def _round_over(self) -> None:
        if self.next_round_ms is not None and self.controller.game is self.session.game:
            QTimer.singleShot(self.next_round_ms, self, self._deal_next)

    def _deal_next(self) -> None:
        game = self.controller.game
        if game is not None and game is self.session.game and game.phase is Phase.ROUND_OVER:
            self.controller.next_round()

    def announce(self) -> None:
        """Tell the local network the free seats, whether the game is under way and the rule set (R18)."""
        if self.announcer is not None:
            self.announcer.update(self._seats_free(), self.session.game is not None, self.table.options.rules(),
                                  self.table.rule_set)

    # ------------------------------------------------------------------ the session's actions
    def _run(self, actions: list[a.Action]) -> None:
        self.transport.run(actions)

    def _on_action(self, action: HandedOn) -> None:
        if isinstance(action, a.LobbyChanged):
            self.announce()
            if self.session.game is None:
                self.save()
            self.lobby_changed.emit()
            return
        if isinstance(action, a.Reacted):
            self.reacted.emit(action.seat, action.reaction)
            return
        seat = self.remote_seat(action.seat)
        if seat is None:
            return
        if isinstance(action, a.ApplyMove):
            seat.deliver(action.move, action.turn)
            return
        # the session changed the seat's state (its one home): the seat reads it and acts on it
        seat.state_changed()
        if isinstance(action, a.SeatAway):
            log.info("seat %d (%s) is away", action.seat, seat.name)
        elif isinstance(action, a.SeatToComputer):
            log.info("seat %d (%s): a computer plays it now", action.seat, seat.name)
        elif isinstance(action, a.SeatBack):
            log.info("seat %d (%s) is back", action.seat, seat.name)

    def _seats_free(self) -> int:
        return 0 if self.session.game is not None else sum(1 for s in self.table.seats if s.state == "open")

    # ------------------------------------------------------------------ the save
    def save(self) -> None:
        if self.save_path is None:
            return
        try:
            save_table(self.save_path, self.table, self.session.game, self.seat_configs(), self.port or None)
        except OSError as exc:  # a full disk must not stop the game
            log.error("saving the table to %s failed: %s", self.save_path, exc)


__all__ = ["DEFAULT_PORT", "REMOTE", "Announcer", "HostTable", "local_addresses"]
