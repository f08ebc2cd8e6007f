"""Hosting a table in this app: Game > Host a Table…, the table's lobby and its buttons, its save and
certificate, reopening it after the app closed, and the start of its game.

The game is the table's core's (net/table_core.py, driven by `HostTable`); the window shows it on its
own `GameController` (the host's person is the local seat, the core plays the others' seats), so the
host's window plays as a local game does, with its autosave.
The state (the table, the lobby) is `NetPlay`'s (entry.py), which wires this part in."""
from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from mextrain.controller.network.host_table import HostTable, local_addresses
from mextrain.controller.network.joined_table import JoinedTable
from mextrain.engine import GameOptions, Phase
from mextrain.engine.options import RuleError, full_rounds
from mextrain.i18n import TrContext
from mextrain.net.certs import Certificate, ensure_self_signed
from mextrain.net.lobby import LobbySeat, Table
from mextrain.net.table_save import TABLE_SAVE_NAME, SavedTable, load_table
from mextrain.saves import SaveError
from mextrain.ui import texts
from mextrain.ui.netplay import texts as net_texts
from mextrain.ui.netplay.dialogs import (
    DEFAULT_PORT,
    HALL_KEY,
    NAME_KEY,
    HostDialog,
    HostSetup,
)
from mextrain.ui.netplay.lobby import LobbyWindow
from mextrain.ui.netplay.reactions import HostSource
from mextrain.ui.netplay.seat_watch import host_seats
from mextrain.ui.rules.label import show_table_label
from mextrain.ui.rules.store import FOLDER_NAME as RULE_SETS_FOLDER

log = logging.getLogger(__name__)
NetPlay = TrContext("NetPlay")  # the words keep the Host/Join menu's translation context


def computer_names(seats: Sequence[LobbySeat]) -> list[str]:
    """A name for each seat a computer may take: a computer keeps its own; an open seat gets the first of
    the game's names nobody at the table has (by seat order), so no computer is "Ada 2" beside a person
    named Ada (issue 38); only when all are taken does the table number a name."""
    def key(name: str) -> str:
        return name.strip().casefold()
    taken = {key(s.name) for s in seats if s.state != "open"}
    free = [name for name in texts.DEFAULT_NAMES if key(name) not in taken]
    out = []
    for i, s in enumerate(seats):
        if s.state == "computer":
            out.append(s.name)
        elif s.state == "open" and free:
            out.append(free.pop(0))
        else:
            out.append(texts.DEFAULT_NAMES[i % len(texts.DEFAULT_NAMES)])
    return out


class Hosting:
    def __init__(self, net: Any) -> None:
        self.net = net  # entry.NetPlay: the state of the window's network play, and its other parts

    def show_host_dialog(self) -> HostDialog | None:
        """Game > Host a Table…: a table or a game in play is left only when the person says so."""
        from mextrain.ui.window.leave_game import Leaving
        if not self.net.window.may_leave(Leaving.HOST):
            return None
        hall = QSettings().value(HALL_KEY, "")
        self.net.host_dialog = HostDialog(self.net._name(), self.net.window, hall=hall if isinstance(hall, str) else "")
        self.net.host_dialog.rules.offer_saved(self.net.window.files.folder / RULE_SETS_FOLDER)  # New Game's saved sets
        dialog: HostDialog = self.net.host_dialog
        dialog.opener = self._host_from_dialog  # a port that will not open keeps the dialog, all typed kept
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        return dialog

    def _host_from_dialog(self, setup: HostSetup) -> str | None:
        """The Host dialog's Open the Lobby: None when the table is open, else why not (the dialog shows it)."""
        return None if self.host_table(setup, tell=False) is not None else self.net.last_error

    def host_table(self, setup: HostSetup, tell: bool = True) -> HostTable | JoinedTable | None:
        """Open the table and its lobby; None (and a message, with `tell`) if the port cannot be opened.
        At a hall (`setup.hall`) the table is made there and this app plays its seat as a joined one."""
        if setup.hall:
            at_hall: JoinedTable | None = self.net.host_at_hall(setup)
            return at_hall
        self.net.end()
        QSettings().setValue(NAME_KEY, setup.name)
        rules = {**setup.rules, "starting_run": setup.starting_run}
        try:  # R18: the seats must fit the set (2-4 with a double-6 set)
            options = GameOptions.of(setup.seats, short=setup.rounds != full_rounds(rules["set"]), **rules)
        except RuleError as exc:
            self.net.last_error = texts.fill(NetPlay.tr("These seats cannot play this rule set: %1"), exc)
            if tell:
                self.net._tell(QMessageBox.Icon.Warning, NetPlay.tr("The table could not be opened"), self.net.last_error)
            return None
        table = Table(setup.table, options, host_name=setup.name, grace=setup.grace, rule_set=setup.rule_set)
        host = self._listen(table, setup.port, tell)
        if host is None:
            return None
        self.net.window.controller.put_away()  # the game in play waits (kept) instead of going on behind the lobby
        self._host_lobby(host)
        self._show_host_lobby()
        return host

    def _host_lobby(self, host: HostTable) -> LobbyWindow:
        """The hosted table's lobby window, its buttons wired to the table."""
        lobby: LobbyWindow = self.net._open_lobby(True)
        lobby.start_requested.connect(self._start)
        lobby.fill_requested.connect(lambda: host.fill_with_computers("normal", computer_names(host.table.seats)))
        lobby.seat_choice.connect(self._seat_choice)
        lobby.remove_requested.connect(host.remove_person)
        lobby.starting_run_changed.connect(host.set_starting_run)
        lobby.reactions_changed.connect(host.set_reactions)
        lobby.rule_set_changed.connect(self._rules_chosen)
        lobby.away_policy_changed.connect(host.set_grace)
        self.net.evening.wire_host_lobby(host, lobby)
        return lobby

    def _listen(self, table: Table, port: int, tell: bool = True) -> HostTable | None:
        host = HostTable(table, self.net.window.controller, self.net, save_path=self.save_path, certificate=self.certificate())
        if not host.listen(port):
            self.net.last_error = net_texts.port_error(port, host.transport.port_in_use, host.transport.error_text)
            if tell:
                self.net._tell(QMessageBox.Icon.Warning, NetPlay.tr("The table could not be opened"), self.net.last_error)
            host.close()
            return None
        if self.net.announcer_factory is not None:
            free = sum(1 for s in table.seats if s.state == "open")
            host.announcer = self.net.announcer_factory(table.name, host.port, len(table.seats), free, host.fingerprint)
            host.announcer.start()
            host.announce()  # its rule set too, from the first announcement on
        self.net.host = host
        host.lobby_changed.connect(self._show_host_lobby)
        host.lobby_changed.connect(lambda: self.net.evening.host_lobby(host, self.net.lobby))
        host.started.connect(self._host_started)
        host.again_asked.connect(self._host_again)
        return host

    def certificate(self) -> Certificate:
        """The app's own TLS certificate, made the first time a table is hosted and kept in the data folder."""
        folder: Path = self.net.window.files.folder
        return ensure_self_signed(folder)

    @property
    def save_path(self) -> Path:
        """The hosted table's save (seats, tokens, game) beside the window's autosave."""
        folder: Path = self.net.window.files.folder
        return folder / TABLE_SAVE_NAME

    def offer_reopen(self, then: Callable[[], None]) -> bool:
        """At start-up: a hosted game that did not end is offered for reopening (the others reconnect).

        True when the question is shown; `then` runs if the person declines (the usual start).
        A seat this app held at a table elsewhere when it crashed is offered first (`offer_rejoin`)."""
        if self.net.offer_rejoin(then):
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
        box = QMessageBox(QMessageBox.Icon.Question, NetPlay.tr("Reopen the table?"),
                          texts.fill(NetPlay.tr("The table “%1” was still playing when the app closed. Reopen it? "
                                             "The others' apps reconnect by themselves."), saved.table.name),
                          parent=self.net.window)
        reopen = box.addButton(NetPlay.tr("&Reopen the Table"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(NetPlay.tr("&Not Now"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(reopen)

        def answered(_result: int) -> None:
            if box.clickedButton() is reopen and self.reopen(saved):
                return
            self._forget_save()  # the game itself stays in the window's autosave
            then()

        box.finished.connect(answered)
        self.net.message = box
        box.open()
        return True

    def reopen(self, saved: SavedTable) -> bool:
        """Open the saved table on its port again and go on with its game."""
        self.net.end()
        host = self._listen(saved.table, saved.port or DEFAULT_PORT)
        if host is None or saved.game is None:
            return False
        host.reopen(saved.game)
        return True

    def _show_host_lobby(self) -> None:
        host, lobby = self.net.host, self.net.lobby
        if host is None or lobby is None:
            return
        t = host.table
        addresses = local_addresses()
        lobby.show_lobby(t.name, t.infos(), t.options, 0, t.code, addresses, host.port, t.grace, t.rule_set,
                         t.reactions)
        lobby.show_fingerprint(host.fingerprint)
        lobby.set_invitation(t.seats[0].name or self.net._name(), addresses[0] if addresses else "127.0.0.1", host.port, t.code,
                             host.fingerprint)

    def _host_again(self) -> None:
        """Play Again pressed at the hosted table: its lobby is open again for the next game."""
        if self.net.host is None:
            return
        if self.net.lobby is None:  # a table reopened from its save had no lobby window yet
            self._host_lobby(self.net.host)
        self.net._open_lobby(True)
        self._show_host_lobby()
        self.net.evening.host_lobby(self.net.host, self.net.lobby)

    def _rules_chosen(self, name: str | None, rules: dict[str, Any]) -> None:
        """The host chose another rule set in the lobby: a set the seats cannot play is said, and
        the lobby shows the table's rule set again."""
        if self.net.host is None:
            return
        try:
            self.net.host.set_rules(rules, name)
        except RuleError as exc:
            self._rules_refused(str(exc))
            self._show_host_lobby()

    def _rules_refused(self, why: str) -> None:
        """A rule set the table's seats cannot play, chosen in the lobby (the app's table or a hall's)."""
        self.net._tell(QMessageBox.Icon.Warning, NetPlay.tr("Another rule set"),
                   texts.fill(NetPlay.tr("These seats cannot play this rule set: %1"), why))

    def _seat_choice(self, seat: int, level: str) -> None:
        if self.net.host is None:
            return
        if level:
            self.net.host.set_computer(seat, level, computer_names(self.net.host.table.seats)[seat])
        else:
            self.net.host.set_open(seat)

    def _start(self) -> None:
        if self.net.host is not None and self.net.host.table.full and not self.net.host.session.waiting_again():
            self.net.host.start()

    def _host_started(self) -> None:
        w = self.net.window
        w.set_play(None)
        w.pause_guard.sync()  # people elsewhere wait now: the host's dialogs no longer stop the game
        w.score_sheet.hide()
        w.panel.clear_log()
        w.logged_round = None
        w.refresh()
        if self.net.host is not None:
            show_table_label(w, self.net.host.table.name, self.net.host.table.options, self.net.host.table.rule_set)
        else:
            w.game_label.setText("")
        if self.net.lobby is not None:
            self.net.lobby.hide()
        host = self.net.host
        if host is not None:
            self.net._watch(lambda: host_seats(host), (host.lobby_changed,))
            self.net._react(HostSource(host))

    def _forget_save(self) -> None:
        """The hosted table is over: its seats and tokens go (the game stays in the window's saves)."""
        try:
            self.save_path.unlink(missing_ok=True)
        except OSError as exc:
            log.warning("could not remove %s: %s", self.save_path, exc)
