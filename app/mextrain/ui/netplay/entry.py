"""The window's network play: Host a Table…, Join a Table…, the lobby, and leaving.

Hosting plays the game on the window's own `GameController` (the host's person is the
local seat, people elsewhere are RemoteSeats), so the host's window plays exactly as a
local game, with its autosave. Joining shows a `JoinedGame` in the same window
(`MainWindow.set_play`). Either way the local game in play is asked about and kept first
(ui/window/leave_game.py) and put away meanwhile, not played on behind the lobby; a table with
people connected closes only after a question that names them (`may_leave`). Finding tables on the local network and announcing ours come
from `controller.network.discovery` (TableBrowser, TableAnnouncer) when it is there; the
factories can be replaced (tests pass stand-ins), and without them joining by address
and port still works.
"""
from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QSettings, SignalInstance
from PySide6.QtWidgets import QInputDialog, QMessageBox

from mextrain.controller.network.hall_admin import HallAdmin
from mextrain.controller.network.host_table import HostTable, local_addresses
from mextrain.controller.network.joined_game import JoinedGame
from mextrain.controller.network.joined_seat import JOINED_SEAT_NAME, HeldSeat, forget_seat, save_seats
from mextrain.controller.network.joined_table import PIN_REFUSALS, JoinedTable
from mextrain.controller.network.table_save import TABLE_SAVE_NAME, SavedTable, load_table
from mextrain.controller.network.tls import KnownHosts
from mextrain.controller.saves import SaveError
from mextrain.engine import GameOptions, Phase
from mextrain.engine.options import RuleError, full_rounds
from mextrain.net import invitation
from mextrain.net import messages as m
from mextrain.net.certs import Certificate, ensure_self_signed
from mextrain.net.client import RETRY_DELAYS, TableCreated
from mextrain.net.hall import CreateTable
from mextrain.net.lobby import Table
from mextrain.ui import texts
from mextrain.ui.netplay import texts as net_texts
from mextrain.ui.netplay.dialogs import (
    DEFAULT_PORT,
    HostDialog,
    HostSetup,
    JoinRequest,
    split_address,
)
from mextrain.ui.netplay.evening import Evening
from mextrain.ui.netplay.join_dialog import JoinDialog
from mextrain.ui.netplay.joined_status import JoinedStatus
from mextrain.ui.netplay.lobby import LobbyWindow
from mextrain.ui.netplay.reactions import HostSource, JoinedSource, TableReactions
from mextrain.ui.netplay.rejoin import offer_rejoin
from mextrain.ui.netplay.seat_watch import JoinedSeats, SeatNow, SeatWatch, host_seats
from mextrain.ui.rules.label import clear_table_label, show_table_label
from mextrain.ui.rules.store import FOLDER_NAME as RULE_SETS_FOLDER

QUIET_REFUSAL_MS = 10_000  # a refusal the app gets over by itself stands this long in the status bar

log = logging.getLogger(__name__)
NAME_KEY = "net/name"
HALL_KEY = "net/hall"  # the hall last hosted at (the Host dialog offers it again)
KNOWN_TABLES_NAME = "known-tables.ini"


def _discovery() -> Any:
    """controller/network/discovery.py, imported when first needed (zeroconf is slow to load)."""
    from mextrain.controller.network import discovery
    return discovery


class NetPlay(QObject):
    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.host: HostTable | None = None
        self.joined: JoinedTable | None = None
        self.game: JoinedGame | None = None
        self.lobby: LobbyWindow | None = None
        self.host_dialog: HostDialog | None = None
        self.join_dialog: JoinDialog | None = None
        self.message: QMessageBox | None = None  # the last message shown (tests read it)
        self._quiet_refusal = False  # the last refusal was said in the status bar (the app retries by itself)
        self._request: JoinRequest | None = None  # the Join of the table joined (a wrong code offers it again)
        # the other persons' seats still to come back after a crash, once the first is seated (`rejoin`)
        self._rejoining: list[HeldSeat] = []
        # the other persons' connections on their way back to the seats held before the crash (not seated yet)
        self._awaited: dict[JoinedTable, HeldSeat] = {}
        disc = _discovery()
        # makes the object that lists tables found nearby (TableBrowser's interface), or None
        self.browser_factory: Callable[[], Any] | None = (lambda: disc.TableBrowser(self)) if disc else None
        # makes the announcer of a hosted table (TableAnnouncer's interface), or None
        self.announcer_factory: Callable[[str, int, int, int, str], Any] | None = (
            (lambda name, port, seats, free, fp: disc.TableAnnouncer(name, port, seats, free, self, fingerprint=fp))
            if disc else None)
        self._known_hosts: KnownHosts | None = None
        # the lobby powers of a table this app hosts at a hall (None otherwise)
        self.hall_admin: HallAdmin | None = None
        self._browser: Any = None
        # the joined app's automatic reconnection delays (protocol.md), then Try Again by hand
        self.retry_delays: tuple[float, ...] = RETRY_DELAYS
        self.last_error = ""  # why the last table could not be opened
        self.watch: SeatWatch | None = None  # during a networked game: who is a person, how connected
        self.status: JoinedStatus | None = None  # a joined table's line to its host, as the window shows it
        self.evening = Evening(window, self)  # watchers and Play Again
        self.reactions: TableReactions | None = None  # during a networked game: the React button, the bubbles
        self.person_dialog: QInputDialog | None = None  # the name of another person at this computer (tests fill it)

    # ------------------------------------------------------------------ hosting
    def show_host_dialog(self) -> HostDialog | None:
        """Game > Host a Table…: a table or a game in play is left only when the person says so."""
        from mextrain.ui.window.leave_game import Leaving
        if not self.window.may_leave(Leaving.HOST):
            return None
        hall = QSettings().value(HALL_KEY, "")
        self.host_dialog = HostDialog(self._name(), self.window, hall=hall if isinstance(hall, str) else "")
        self.host_dialog.rules.offer_saved(self.window.files.folder / RULE_SETS_FOLDER)  # New Game's saved sets
        dialog = self.host_dialog
        dialog.opener = self._host_from_dialog  # a port that will not open keeps the dialog, all typed kept
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        return self.host_dialog

    def _host_from_dialog(self, setup: HostSetup) -> str | None:
        """The Host dialog's Open the Lobby: None when the table is open, else why not (the dialog shows it)."""
        return None if self.host_table(setup, tell=False) is not None else self.last_error

    def host_table(self, setup: HostSetup, tell: bool = True) -> HostTable | JoinedTable | None:
        """Open the table and its lobby; None (and a message, with `tell`) if the port cannot be opened.
        At a hall (`setup.hall`) the table is made there and this app plays its seat as a joined one."""
        if setup.hall:
            return self.host_at_hall(setup)
        self.end()
        QSettings().setValue(NAME_KEY, setup.name)
        rules = {**setup.rules, "starting_run": setup.starting_run}
        try:  # R18: the seats must fit the set (2-4 with a double-6 set)
            options = GameOptions.of(setup.seats, short=setup.rounds != full_rounds(rules["set"]), **rules)
        except RuleError as exc:
            self.last_error = texts.fill(self.tr("These seats cannot play this rule set: %1"), exc)
            if tell:
                self._tell(QMessageBox.Icon.Warning, self.tr("The table could not be opened"), self.last_error)
            return None
        table = Table(setup.table, options, host_name=setup.name, grace=setup.grace, rule_set=setup.rule_set)
        host = self._listen(table, setup.port, tell)
        if host is None:
            return None
        self.window.controller.put_away()  # the game in play waits (kept) instead of going on behind the lobby
        self._host_lobby(host)
        self._show_host_lobby()
        return host

    def _host_lobby(self, host: HostTable) -> LobbyWindow:
        """The hosted table's lobby window, its buttons wired to the table."""
        lobby = self._open_lobby(True)
        lobby.start_requested.connect(self._start)
        lobby.fill_requested.connect(lambda: host.fill_with_computers("normal", list(texts.DEFAULT_NAMES)))
        lobby.seat_choice.connect(self._seat_choice)
        lobby.remove_requested.connect(host.remove_person)
        lobby.starting_run_changed.connect(host.set_starting_run)
        lobby.reactions_changed.connect(host.set_reactions)
        lobby.rule_set_changed.connect(self._rules_chosen)
        lobby.away_policy_changed.connect(host.set_grace)
        self.evening.wire_host_lobby(host, lobby)
        return lobby

    def host_at_hall(self, setup: HostSetup) -> JoinedTable | None:
        """Make the table at the hall (`create_table`): the hall gives it its code, this app sits at seat 0
        and keeps the lobby's powers through `table_admin` with the host's token (HallAdmin)."""
        where = split_address(setup.hall)
        if where is None:
            self.last_error = self.tr("That is not a game server's address. Type it as name or name:port.")
            return None
        rules = {**setup.rules, "starting_run": setup.starting_run}
        try:  # R18: the rule set goes with the table to the hall, checked here first
            options = GameOptions.of(setup.seats, short=setup.rounds != full_rounds(rules["set"]), **rules)
        except RuleError as exc:
            self.last_error = texts.fill(self.tr("These seats cannot play this rule set: %1"), exc)
            return None
        QSettings().setValue(HALL_KEY, setup.hall)
        create = CreateTable(setup.name, setup.table, options, setup.grace)
        return self.join(JoinRequest(setup.name, "", where[0], where[1]), create=create)

    def _hall_table_made(self, made: TableCreated) -> None:
        joined = self.joined
        if joined is None:
            return
        self._hall_powers(joined, made.code, made.host_token)

    def _hall_powers(self, joined: JoinedTable, code: str, host_token: str) -> None:
        """The lobby's powers of the table this app hosts at a hall: made there, or taken back with the seat."""
        if self.hall_admin is not None:  # a creation asked again: the hall gave a new host token
            self.hall_admin.deleteLater()
        self.hall_admin = HallAdmin(joined.host, joined.port, code, host_token, joined.fingerprint, self)
        self.hall_admin.answered.connect(self._hall_answered)

    def _hall_answered(self, action: str, ok: bool, code: str, detail: str) -> None:
        if ok:
            return
        last = self.joined.session.lobby if self.joined is not None else None
        if action == "rules" and code == "not_allowed" and last is not None and last.phase != "playing":
            self._rules_refused(detail)  # said as at a table in this app, and the table's set shown again
            if self.lobby is not None:
                self.lobby.show_rules(last.options, last.rule_set)
            return
        self.window.statusBar().showMessage(net_texts.hall_admin_text(code, detail), QUIET_REFUSAL_MS)

    def _open_hall_lobby(self) -> None:
        """The lobby of a table hosted at a hall: the host's buttons become `table_admin`s."""
        lobby = self._open_lobby(True)
        if lobby.property("hallWired"):
            return
        lobby.setProperty("hallWired", True)

        def send(action: str, **fields: Any) -> None:
            if self.hall_admin is not None:
                self.hall_admin.send(action, **fields)

        lobby.start_requested.connect(lambda: send("start"))
        lobby.fill_requested.connect(lambda: send("fill", level="normal"))
        lobby.seat_choice.connect(lambda seat, level: send("computer", seat=seat, level=level) if level
                                  else send("open", seat=seat))
        lobby.remove_requested.connect(lambda seat: send("remove", seat=seat))
        lobby.starting_run_changed.connect(lambda on: send("starting_run", on=bool(on)))
        lobby.away_policy_changed.connect(lambda grace: send("grace", grace=float(grace)))
        lobby.send_away_requested.connect(lambda watcher: send("send_away", seat=watcher))
        lobby.grant_requested.connect(lambda seat: send("grant", seat=seat))
        if self.game is not None:  # the score sheet's Play Again: the hall asks everyone
            self.game.deal_again = lambda: send("again", name=self.joined.session.name if self.joined else None)
        lobby.reactions_changed.connect(lambda on: send("reactions", on=bool(on)))
        lobby.rule_set_changed.connect(lambda name, rules: send("rules", rules=dict(rules), rule_set=name or None))

    def _listen(self, table: Table, port: int, tell: bool = True) -> HostTable | None:
        host = HostTable(table, self.window.controller, self, save_path=self.save_path, certificate=self.certificate())
        if not host.listen(port):
            self.last_error = net_texts.port_error(port, host.transport.port_in_use, host.transport.error_text)
            if tell:
                self._tell(QMessageBox.Icon.Warning, self.tr("The table could not be opened"), self.last_error)
            host.close()
            return None
        if self.announcer_factory is not None:
            free = sum(1 for s in table.seats if s.state == "open")
            host.announcer = self.announcer_factory(table.name, host.port, len(table.seats), free, host.fingerprint)
            host.announcer.start()
            host.announce()  # its rule set too, from the first announcement on
        self.host = host
        host.lobby_changed.connect(self._show_host_lobby)
        host.lobby_changed.connect(lambda: self.evening.host_lobby(host, self.lobby))
        host.started.connect(self._host_started)
        host.again_asked.connect(self._host_again)
        return host

    @property
    def known_hosts(self) -> KnownHosts:
        """The fingerprints of the tables joined, per address (as ssh's known_hosts), in the data folder."""
        if self._known_hosts is None:
            folder: Path = self.window.files.folder
            self._known_hosts = KnownHosts(QSettings(str(folder / KNOWN_TABLES_NAME), QSettings.Format.IniFormat))
        return self._known_hosts

    def certificate(self) -> Certificate:
        """The app's own TLS certificate, made the first time a table is hosted and kept in the data folder."""
        folder: Path = self.window.files.folder
        return ensure_self_signed(folder)

    @property
    def save_path(self) -> Path:
        """The hosted table's save (seats, tokens, game) beside the window's autosave."""
        folder: Path = self.window.files.folder
        return folder / TABLE_SAVE_NAME

    def offer_reopen(self, then: Callable[[], None]) -> bool:
        """At start-up: a hosted game that did not end is offered for reopening (the others reconnect).

        True when the question is shown; `then` runs if the person declines (the usual start).
        A seat this app held at a table elsewhere when it crashed is offered first (`offer_rejoin`)."""
        if self.offer_rejoin(then):
            return True
        path = self.save_path
        if not path.exists():
            return False
        try:
            saved = load_table(path)
        except SaveError as exc:
            log.warning("the hosted table's save could not be read: %s (kept as %s)", exc, exc.kept_as)
            return False
        if saved.game is None or saved.game.phase is Phase.GAME_OVER:
            self._forget_save()
            return False
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Reopen the table?"),
                          texts.fill(self.tr("The table “%1” was still playing when the app closed. Reopen it? "
                                             "The others' apps reconnect by themselves."), saved.table.name),
                          parent=self.window)
        reopen = box.addButton(self.tr("&Reopen the Table"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("&Not Now"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(reopen)

        def answered(_result: int) -> None:
            if box.clickedButton() is reopen and self.reopen(saved):
                return
            self._forget_save()  # the game itself stays in the window's autosave
            then()

        box.finished.connect(answered)
        self.message = box
        box.open()
        return True

    def reopen(self, saved: SavedTable) -> bool:
        """Open the saved table on its port again and go on with its game."""
        self.end()
        host = self._listen(saved.table, saved.port or DEFAULT_PORT)
        if host is None or saved.game is None:
            return False
        host.reopen(saved.game)
        return True

    def _show_host_lobby(self) -> None:
        host, lobby = self.host, self.lobby
        if host is None or lobby is None:
            return
        t = host.table
        addresses = local_addresses()
        lobby.show_lobby(t.name, t.infos(), t.options, 0, t.code, addresses, host.port, t.grace, t.rule_set,
                         t.reactions)
        lobby.show_fingerprint(host.fingerprint)
        lobby.set_invitation(t.seats[0].name or self._name(), addresses[0] if addresses else "127.0.0.1", host.port, t.code,
                             host.fingerprint)

    def _host_again(self) -> None:
        """Play Again pressed at the hosted table: its lobby is open again for the next game."""
        if self.host is None:
            return
        if self.lobby is None:  # a table reopened from its save had no lobby window yet
            self._host_lobby(self.host)
        self._open_lobby(True)
        self._show_host_lobby()
        self.evening.host_lobby(self.host, self.lobby)

    def _rules_chosen(self, name: str | None, rules: dict[str, Any]) -> None:
        """The host chose another rule set in the lobby: a set the seats cannot play is said, and
        the lobby shows the table's rule set again."""
        if self.host is None:
            return
        try:
            self.host.set_rules(rules, name)
        except RuleError as exc:
            self._rules_refused(str(exc))
            self._show_host_lobby()

    def _rules_refused(self, why: str) -> None:
        """A rule set the table's seats cannot play, chosen in the lobby (the app's table or a hall's)."""
        self._tell(QMessageBox.Icon.Warning, self.tr("Another rule set"),
                   texts.fill(self.tr("These seats cannot play this rule set: %1"), why))

    def _seat_choice(self, seat: int, level: str) -> None:
        if self.host is None:
            return
        if level:
            self.host.set_computer(seat, level, texts.DEFAULT_NAMES[seat % len(texts.DEFAULT_NAMES)])
        else:
            self.host.set_open(seat)

    def _start(self) -> None:
        if self.host is not None and self.host.table.full:
            self.host.start()

    def _host_started(self) -> None:
        w = self.window
        w.set_play(None)
        w.pause_guard.sync()  # people elsewhere wait now: the host's dialogs no longer stop the game
        w.score_sheet.hide()
        w.panel.clear_log()
        w.logged_round = None
        w.refresh()
        if self.host is not None:
            show_table_label(w, self.host.table.name, self.host.table.options, self.host.table.rule_set)
        else:
            w.game_label.setText("")
        if self.lobby is not None:
            self.lobby.hide()
        host = self.host
        if host is not None:
            self._watch(lambda: host_seats(host), (host.lobby_changed,))
            self._react(HostSource(host))

    # ------------------------------------------------------------------ joining
    def show_join_dialog(self) -> JoinDialog | None:
        """Game > Join a Table…: a table or a game in play is left only when the person says so."""
        from mextrain.ui.window.leave_game import Leaving
        if not self.window.may_leave(Leaving.JOIN):
            return None
        return self._open_join_dialog()

    def _open_join_dialog(self) -> JoinDialog:
        if self._browser is None and self.browser_factory is not None:
            self._browser = self.browser_factory()
        if self._browser is not None:
            self._browser.start()
        self.join_dialog = JoinDialog(self._name(), self._browser, self.window)
        dialog = self.join_dialog
        dialog.accepted.connect(lambda: self.join(dialog.request()))
        dialog.finished.connect(self._stop_browsing)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        return dialog

    def _join_again(self, request: JoinRequest, problem: str) -> None:
        """The Join just refused for a wrong code: the dialog is back with all that was typed, and why."""
        self._open_join_dialog().fill_in(request, problem)

    def open_invitation(self, link: str) -> JoinDialog | None:
        """An invitation's link (clicked, or handed to the running app): Join a Table filled in and pinned to the
        table's certificate, the person's name still to give; a bad link is refused in words and nothing else happens."""
        try:
            found = invitation.parse(link)
        except invitation.InvitationError as exc:
            log.warning("an invitation link was refused (%s)", exc.reason)
            self._tell(QMessageBox.Icon.Warning, self.tr("This invitation cannot be used"),
                       net_texts.invitation_problem(exc.reason))
            return None
        open_now = self.join_dialog
        if open_now is not None and shiboken6.isValid(open_now) and open_now.isVisible():
            # a second link while Join a Table is open: its table instead, the name typed kept (nothing left yet)
            log.info("an invitation to %s:%d fills the open Join a Table", found.host, found.port)
            name = open_now.player_name.text().strip() or self._name()
            open_now.fill_invitation(JoinRequest(name, found.code, found.host, found.port, found.fingerprint))
            open_now.raise_()
            open_now.activateWindow()
            return open_now
        from mextrain.ui.window.leave_game import Leaving
        if not self.window.may_leave(Leaving.JOIN):
            return None
        log.info("an invitation to %s:%d opens Join a Table", found.host, found.port)
        dialog = self._open_join_dialog()
        dialog.fill_invitation(JoinRequest(self._name(), found.code, found.host, found.port, found.fingerprint))
        return dialog

    def _stop_browsing(self) -> None:
        if self._browser is not None:
            self._browser.stop()

    @property
    def seat_path(self) -> Path:
        """The seat held at a table elsewhere (with its token), beside the window's autosave."""
        folder: Path = self.window.files.folder
        return folder / JOINED_SEAT_NAME

    def offer_rejoin(self, then: Callable[[], None]) -> bool:
        """At start-up: this app still held a seat at a table elsewhere (it crashed): offer it back."""
        return offer_rejoin(self, then)

    def rejoin(self, seats: list[HeldSeat]) -> JoinedTable:
        """The seats this app held when it crashed, back by their tokens: the first person's, then, once it is
        seated, each other person's at this computer on a connection of its own. A seat its table refuses is
        dropped in words (`_refused`, `_companion_refused`); the first refused, the next one leads."""
        first, others = seats[0], seats[1:]
        # the host of a table at a hall gets the lobby's powers back with its seat
        powers = (first.code, first.host_token) if first.code and first.host_token else None
        joined = self.join(JoinRequest(first.name, "", first.address, first.port), token=first.token,
                           host_powers=powers)
        self._rejoining = others
        if others:
            def seated(_msg: object) -> None:
                joined.welcomed.disconnect(seated)
                if joined is self.joined:
                    self._rejoining = []
                    for seat in others:
                        self._companion(seat.name, seat)

            joined.welcomed.connect(seated)
        return joined

    def join(self, request: JoinRequest, token: str | None = None, create: CreateTable | None = None, *,
             host_powers: tuple[str, str] | None = None) -> JoinedTable:
        """Join a table (or, with `create`, make one at a hall and sit at it as its host; with `host_powers`,
        the code and host token of a table this app made at a hall, come back to as its host)."""
        self.end()
        self.window.controller.put_away()  # the local game waits (kept) while this table is played
        QSettings().setValue(NAME_KEY, request.name)
        joined = JoinedTable(request.address, request.port, request.name, request.code or None, token,
                             parent=self, retry_delays=self.retry_delays, pin=request.fingerprint or None,
                             known=self.known_hosts, create=create, watch=request.watch)
        game = JoinedGame(joined, self, pace=self.window.settings.pace, animations=self.window.controller.animations)
        self.joined, self.game = joined, game
        self._request = request
        self._rejoining, self._awaited = [], {}
        game.round_started.connect(self.window.score_sheet.hide)  # the host went on to the next round
        if create is not None:
            joined.table_created.connect(self._hall_table_made)
        if host_powers is not None:  # before the lobby opens: it opens as the host's
            def powers_back(_msg: object, code: str = host_powers[0], host_token: str = host_powers[1]) -> None:
                if self.hall_admin is None and joined is self.joined:
                    self._hall_powers(joined, code, host_token)

            joined.welcomed.connect(powers_back)
        joined.welcomed.connect(lambda _msg: self._open_hall_lobby() if self.hall_admin is not None
                                else self._open_lobby(False))
        joined.watching.connect(lambda _msg: self._open_lobby(False))
        self.evening.wire_joined(joined, leave=lambda: self.end())
        joined.lobby_changed.connect(self._joined_lobby)
        joined.lobby_changed.connect(lambda lobby: self._keep_seat(joined, lobby))
        joined.game_over.connect(lambda _msg: forget_seat(self.seat_path))  # nothing left to rejoin
        joined.refused.connect(self._refused)
        joined.gave_up.connect(self._gave_up)
        self.status = JoinedStatus(self.window, joined, game, self, leave=lambda: self.end())
        joined.connect_to_host()
        return joined

    def _keep_seat(self, joined: JoinedTable, lobby: m.Lobby | None) -> None:
        """Every seat held here and its token, kept while held (the first person's first, then each other
        person's at this computer): a crashed app can come back to all of them."""
        book = self.game.game if self.game is not None else None
        if (joined is not self.joined or not joined.token or joined.seat is None or lobby is None
                or lobby.phase == "game_over" or book is not None and book.phase is Phase.GAME_OVER):
            return  # not seated, or nothing left to rejoin
        admin = self.hall_admin  # the host's token goes with the seat (the lobby's powers after a crash)
        seats = [HeldSeat(joined.host, joined.port, joined.session.name, joined.token, lobby.table, joined.seat,
                          admin.code if admin else "", admin.host_token if admin else "")]
        for t in self.game.tables[1:] if self.game is not None else []:
            if t.token and t.seat is not None:
                seats.append(HeldSeat(t.host, t.port, t.session.name, t.token, lobby.table, t.seat))
            elif t in self._awaited:  # still on its way back after a crash: as it was held
                seats.append(self._awaited[t])
        save_seats(self.seat_path, seats + self._rejoining)

    def _joined_lobby(self, lobby: m.Lobby) -> None:
        if lobby.phase == "playing":
            if self.window.play is not self.game:
                self.window.set_play(self.game)
                show_table_label(self.window, lobby.table, lobby.options, lobby.rule_set)
                if self.joined is not None:
                    self._watch(JoinedSeats(self.joined), (self.joined.view_changed, self.joined.lobby_changed))
                    self._react(JoinedSource(self.joined, self.game))
            if self.lobby is not None:
                self.lobby.hide()
            if self.joined is not None:
                self.evening.joined_lobby(self.joined, lobby, None)
            self.window.refresh()
            return
        admin = self.hall_admin
        if self.lobby is None or not self.lobby.isVisible():  # (Play Again: the lobby opens again)
            self._open_hall_lobby() if admin is not None else self._open_lobby(False)
        assert self.lobby is not None
        if admin is not None:  # the host at a hall: the code to read out and the hall's address
            self.lobby.show_lobby(lobby.table, lobby.seats, lobby.options, lobby.you, admin.code, (admin.host,),
                                  admin.port, lobby.grace, rule_set=lobby.rule_set, reactions=lobby.reactions)
            self.lobby.set_invitation(self.joined.session.name if self.joined else "", admin.host, admin.port,
                                      admin.code, admin.fingerprint)
        else:
            self.lobby.show_lobby(lobby.table, lobby.seats, lobby.options, lobby.you, grace=lobby.grace,
                                  rule_set=lobby.rule_set, reactions=lobby.reactions)
        if self.joined is not None:
            self.lobby.show_fingerprint(self.joined.fingerprint)
            self.evening.joined_lobby(self.joined, lobby, self.lobby)

    def _watch(self, source: Callable[[], list[SeatNow]], triggers: tuple[SignalInstance, ...]) -> None:
        if self.watch is not None:
            self.watch.stop()
        self.watch = SeatWatch(self.window, source, triggers, self)

    def _react(self, source: HostSource | JoinedSource) -> None:
        if self.reactions is not None:
            self.reactions.stop()
            self.reactions.deleteLater()
        self.reactions = TableReactions(self.window, source, self)

    def reactions_changed(self) -> None:
        """Preferences switched reactions on or off: the button and keys follow at once."""
        if self.reactions is not None:
            self.reactions.refresh()

    def _refused(self, refused: m.Refused) -> None:
        joined = self.joined
        # the app takes its seat again by itself after the wait: a box to close would only be in the way
        # ("replaced" is retried too, but a seat taken with a copied token is said in a box)
        self._quiet_refusal = joined is not None and refused.code != "replaced" and joined.will_retry(refused.code)
        if self._quiet_refusal:
            self.window.statusBar().showMessage(net_texts.refusal_text(refused), QUIET_REFUSAL_MS)
            return
        if joined is not None and refused.code == "replaced" and not joined.will_retry(refused.code):
            self._offer_take_back(joined, refused)  # taken twice: the person decides, the token still holds
            return
        if joined is not None and not joined.will_retry(refused.code):
            others = self._rejoining if joined.seat is None else []
            if others:  # the first seat back after a crash is refused: the next one held here leads the rejoin
                self.rejoin(others)
                self._tell(QMessageBox.Icon.Information, self.tr("Not seated"), net_texts.refusal_text(refused))
                return
            # nothing comes of this table: the window's own game is back and goes on, as before the Join
            request = self._request
            self.end()
            if refused.code == "bad_code" and joined.seat is None and request is not None:
                self._join_again(request, net_texts.refusal_text(refused))  # typed again, not retyped
                return
        self._tell(QMessageBox.Icon.Information, self.tr("Not seated"), net_texts.refusal_text(refused))

    def _offer_take_back(self, joined: JoinedTable, refused: m.Refused) -> None:
        """The seat was taken over a second time with our token: Try Again takes it back, or leave."""
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Not seated"), net_texts.refusal_text(refused),
                          parent=self.window)
        retry = box.addButton(self.tr("&Try Again"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("&Leave the Table"), QMessageBox.ButtonRole.RejectRole)
        box.finished.connect(lambda _r: joined.rejoin() if box.clickedButton() is retry else self.end())
        self.message = box
        box.open()

    def _gave_up(self, reason: str) -> None:
        """The table will not come back (the host closed it for good, or it was never reached): the window
        shows its own game again, and a box says what happened with only an OK to press."""
        joined = self.joined
        if joined is None or joined.session.refused is not None and not self._quiet_refusal:
            return  # a refusal was already told in words (a quiet one, in the status bar, is told again here)
        if self.game is not None and self.game.game is not None and self.game.game.phase is Phase.GAME_OVER:
            return  # the host closed the table after the game: the score sheet says all there is
        seated = joined.seat is not None
        request = self._request
        self.end()
        if reason in PIN_REFUSALS:
            self._refuse_certificate(reason, joined.expected_fingerprint, joined.fingerprint, request)
            return
        if reason == "shutdown":
            title = self.tr("The table was closed")
        elif not seated:
            title = self.tr("The table could not be reached")
        else:
            title = self.tr("Connection lost")
        self._tell(QMessageBox.Icon.Information if reason == "shutdown" else QMessageBox.Icon.Warning, title,
                   net_texts.lost_text(reason))

    def _refuse_certificate(self, reason: str, expected: str, seen: str, request: JoinRequest | None) -> None:
        """Not the certificate expected: a plain warning (as ssh gives), nothing sent; a certificate changed
        for an address typed by hand may be trusted on purpose, after comparing the words with the host."""
        box = QMessageBox(QMessageBox.Icon.Critical, self.tr("Not the table's certificate"),
                          net_texts.lost_text(reason), parent=self.window)
        box.setObjectName("certificateRefused")
        box.setInformativeText(net_texts.changed_certificate_details(expected, seen) if reason == "certificate_changed"
                               else texts.fill(self.tr("Expected: %1\nShown: %2"), net_texts.words_of(expected),
                                                   net_texts.words_of(seen)))
        trust = None
        if reason == "certificate_changed" and request is not None:
            trust = box.addButton(self.tr("&Trust the New Certificate"), QMessageBox.ButtonRole.DestructiveRole)
        close = box.addButton(self.tr("&Do Not Join"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(close)

        def answered(_result: int) -> None:
            if trust is not None and box.clickedButton() is trust and request is not None:
                self.known_hosts.remember(request.address, request.port, seen)  # on purpose, by the person
                self.join(request)

        box.finished.connect(answered)
        self.message = box
        box.open()

    # ------------------------------------------------------------------ both
    def _open_lobby(self, is_host: bool) -> LobbyWindow:
        if self.lobby is None:
            self.lobby = LobbyWindow(is_host, self.window)
            if is_host:
                self.lobby.rule_choice.offer_saved(self.window.files.folder / RULE_SETS_FOLDER)
            self.lobby.leave_requested.connect(self._leave_asked)
            self.lobby.add_person_requested.connect(self.ask_person)
        self.lobby.show()
        self.lobby.raise_()
        return self.lobby

    def ask_person(self) -> QInputDialog:
        """The lobby's Add a Person at This Computer: their name, then a seat of their own."""
        dialog = QInputDialog(self.lobby or self.window)
        dialog.setObjectName("addPersonDialog")
        dialog.setWindowTitle(self.tr("Add a Person"))
        dialog.setLabelText(self.tr("&Name of the person at this computer:"))
        dialog.setTextValue("")
        dialog.textValueSelected.connect(lambda name: self.add_person(name.strip()))
        dialog.finished.connect(dialog.deleteLater)
        self.person_dialog = dialog
        dialog.open()
        return dialog

    def add_person(self, name: str) -> None:
        """Seat `name` at this computer: at a table hosted here, in the host's lobby; at a table
        elsewhere (a hall's too), on a connection of its own that shows the first seat's token."""
        if not name:
            return
        if self.host is not None:
            try:
                self.host.add_host_person(name)
            except ValueError:
                self.window.statusBar().showMessage(self.tr("Every seat is taken."), QUIET_REFUSAL_MS)
            return
        self._companion(name)

    def _companion(self, name: str, held: HeldSeat | None = None) -> None:
        """Another person at this computer on a connection of its own: a new seat shown the first seat's token
        as proof (`hello.companion`), or, `held`, the seat it held before the app crashed, by its own token."""
        joined, game = self.joined, self.game
        if joined is None or game is None or joined.token is None:
            return
        token = held.token if held is not None else None
        other = JoinedTable(joined.host, joined.port, name, joined.session.code, token, parent=self,
                            retry_delays=self.retry_delays, pin=joined.fingerprint or None, known=self.known_hosts,
                            companion=None if token else joined.token)
        if held is not None:
            self._awaited[other] = held
        other.refused.connect(lambda refused: self._companion_refused(other, refused))
        other.welcomed.connect(lambda _msg: self._companion_seated(other))
        game.add_person(other)
        other.connect_to_host()

    def _companion_seated(self, other: JoinedTable) -> None:
        self._awaited.pop(other, None)
        if self.joined is not None:
            self._keep_seat(self.joined, self.joined.lobby)  # kept with the others

    def _companion_refused(self, other: JoinedTable, refused: m.Refused) -> None:
        """Said in the status bar (a new person's seat, or while the app tries again by itself); a seat held
        before a crash that its table will not give back (the table is gone, a computer has it for good)
        is dropped with the words the first person gets."""
        game = self.game
        if other not in self._awaited or other.will_retry(refused.code) or game is None:
            self.window.statusBar().showMessage(net_texts.refusal_text(refused), QUIET_REFUSAL_MS)
            return
        del self._awaited[other]
        game.drop_person(other)
        other.leave()
        other.deleteLater()
        if self.joined is not None:
            self._keep_seat(self.joined, self.joined.lobby)  # the seat kept no more
        self._tell(QMessageBox.Icon.Information, self.tr("Not seated"), net_texts.refusal_text(refused))

    def _leave_asked(self) -> None:
        """Leave or Close the Table in the lobby (or Escape there): asked first when people are connected."""
        if self.may_leave():
            self.end()

    def connected_people(self) -> list[str]:
        """The people at other computers connected to the table this window hosts."""
        if self.host is None:
            return []
        return [s.name for s in self.host.table.infos() if s.state == "person" and not s.host and s.connected]

    def may_leave(self, quitting: bool = False) -> bool:
        """Before the window closes the table it hosts or leaves the one it joined: True to go on.

        A host with people connected is asked, naming them; a joined person in a game is asked too."""
        if self.host is None and self.joined is None:
            return True
        if self.host is not None:
            people = self.connected_people()
            if not people:
                return True
            title = self.tr("Close the table?")
            text = texts.fill(self.tr("Close the table “%1”? Still connected: %2."), self.host.table.name,
                              ", ".join(people))
            info = (self.tr("Their game ends here; the game is kept in your saves.") if self.host.game is not None
                    else self.tr("Their seats at this table are given up."))
            go = self.tr("&Close the Table") if not quitting else self.tr("&Close the Table and Quit")
        else:
            lobby = self.joined.lobby if self.joined is not None else None
            if lobby is None or (self.game is not None and self.game.game is not None
                                 and self.game.game.phase is Phase.GAME_OVER):
                return True  # not seated yet, or the game is over: nothing is given up
            title = self.tr("Leave the table?")
            if self.game is not None and self.game.game is not None:
                text = texts.fill(self.tr("Leave the table “%1” in the middle of the game?"), lobby.table)
                info = self.tr("The others play on; a computer plays your seat.")
            else:
                text = texts.fill(self.tr("Leave the table “%1”?"), lobby.table)
                info = self.tr("Your seat there is given up.")
            go = self.tr("&Leave the Table") if not quitting else self.tr("&Leave the Table and Quit")
        box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=self.window)
        box.setObjectName("confirmLeaveTable")
        box.setInformativeText(info)
        leave = box.addButton(go, QMessageBox.ButtonRole.AcceptRole)
        stay = box.addButton(self.tr("&Stay at the Table"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(stay)
        self.message = box
        box.exec()
        return box.clickedButton() is leave

    def end(self, forget: bool = True) -> None:
        """Close the hosted table or leave the joined one; the window shows its own game again.

        `forget`: the hosted table's save goes too (not when the app only quits: then it is
        offered for reopening at the next start, like an unfinished local game)."""
        host, joined, lobby = self.host, self.joined, self.lobby
        self.host = self.joined = self.lobby = None
        if self.hall_admin is not None:
            self.hall_admin.deleteLater()
            self.hall_admin = None
        if self.status is not None:
            self.status.stop()
            self.status.deleteLater()
            self.status = None
        if self.watch is not None:
            self.watch.stop()
            self.watch = None
        self.evening.stop()
        if self.reactions is not None:
            self.reactions.stop()
            self.reactions.deleteLater()
            self.reactions = None
        if host is not None:
            host.close(for_good=forget)  # only quitting: the others wait for the table to be reopened
            host.deleteLater()
            if forget:
                self._forget_save()
        if joined is not None:
            for table in game.tables[1:] if (game := self.game) is not None else ():
                table.leave()  # the other persons at this computer leave with the first
                table.deleteLater()
            joined.leave()
            joined.deleteLater()
            forget_seat(self.seat_path)  # left on purpose: nothing to offer at the next start
        if lobby is not None:
            lobby.hide()
            lobby.deleteLater()
        if self.window.play is not self.window.controller:
            self.window.set_play(None)
        self.window.controller.go_on()  # a game put away for the table goes on
        self.game = None
        if host is not None or joined is not None:
            self.window.show_game_label()  # the table's name leaves the status bar
            clear_table_label(self.window)

    def shutdown(self) -> None:
        self._stop_browsing()
        self.end(forget=False)

    def _forget_save(self) -> None:
        """The hosted table is over: its seats and tokens go (the game stays in the window's saves)."""
        try:
            self.save_path.unlink(missing_ok=True)
        except OSError as exc:
            log.warning("could not remove %s: %s", self.save_path, exc)

    def _name(self) -> str:
        value = QSettings().value(NAME_KEY, "")
        return value if isinstance(value, str) else ""

    def _tell(self, icon: QMessageBox.Icon, title: str, text: str) -> None:
        box = QMessageBox(icon, title, text, parent=self.window)
        self.message = box
        box.open()
