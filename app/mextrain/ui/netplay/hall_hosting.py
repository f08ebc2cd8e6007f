"""Hosting a table at a hall: the table is made there (`create_table`), this app sits at its seat 0 as a
joined app, and keeps the lobby's powers through `table_admin` with the host's token (HallAdmin)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSettings

from mextrain.controller.network.hall_admin import HallAdmin
from mextrain.controller.network.joined_table import JoinedTable
from mextrain.engine import GameOptions
from mextrain.engine.options import RuleError, full_rounds
from mextrain.i18n import TrContext
from mextrain.net.client import TableCreated
from mextrain.net.hall import CreateTable
from mextrain.ui import texts
from mextrain.ui.netplay import texts as net_texts
from mextrain.ui.netplay.dialogs import (
    HALL_KEY,
    HostSetup,
    JoinRequest,
    split_address,
)
from mextrain.ui.netplay.texts import QUIET_REFUSAL_MS

NetPlay = TrContext("NetPlay")  # the words keep the Host/Join menu's translation context


class HallHosting:
    def __init__(self, net: Any) -> None:
        self.net = net  # entry.NetPlay: the state of the window's network play, and its other parts

    def host_at_hall(self, setup: HostSetup) -> JoinedTable | None:
        """Make the table at the hall (`create_table`): the hall gives it its code, this app sits at seat 0
        and keeps the lobby's powers through `table_admin` with the host's token (HallAdmin)."""
        where = split_address(setup.hall)
        if where is None:
            self.net.last_error = NetPlay.tr("That is not a game server's address. Type it as name or name:port.")
            return None
        rules = {**setup.rules, "starting_run": setup.starting_run}
        try:  # R18: the rule set goes with the table to the hall, checked here first
            options = GameOptions.of(setup.seats, short=setup.rounds != full_rounds(rules["set"]), **rules)
        except RuleError as exc:
            self.net.last_error = texts.fill(NetPlay.tr("These seats cannot play this rule set: %1"), exc)
            return None
        QSettings().setValue(HALL_KEY, setup.hall)
        create = CreateTable(setup.name, setup.table, options, setup.grace)
        joined: JoinedTable = self.net.join(JoinRequest(setup.name, "", where[0], where[1]), create=create)
        return joined

    def _hall_table_made(self, made: TableCreated) -> None:
        joined = self.net.joined
        if joined is None:
            return
        self._hall_powers(joined, made.code, made.host_token)

    def _hall_powers(self, joined: JoinedTable, code: str, host_token: str) -> None:
        """The lobby's powers of the table this app hosts at a hall: made there, or taken back with the seat."""
        if self.net.hall_admin is not None:  # a creation asked again: the hall gave a new host token
            self.net.hall_admin.deleteLater()
        self.net.hall_admin = HallAdmin(joined.host, joined.port, code, host_token, joined.fingerprint, self.net)
        self.net.hall_admin.answered.connect(self._hall_answered)

    def _hall_answered(self, action: str, ok: bool, code: str, detail: str) -> None:
        if ok:
            return
        last = self.net.joined.session.lobby if self.net.joined is not None else None
        if action == "rules" and code == "not_allowed" and last is not None and last.phase != "playing":
            self.net.hosting._rules_refused(detail)  # said as at a table in this app, and the table's set shown again
            if self.net.lobby is not None:
                self.net.lobby.show_rules(last.options, last.rule_set)
            return
        self.net.window.statusBar().showMessage(net_texts.hall_admin_text(code, detail), QUIET_REFUSAL_MS)

    def _open_hall_lobby(self) -> None:
        """The lobby of a table hosted at a hall: the host's buttons become `table_admin`s."""
        lobby = self.net._open_lobby(True)
        if lobby.property("hallWired"):
            return
        lobby.setProperty("hallWired", True)

        def send(action: str, **fields: Any) -> None:
            if self.net.hall_admin is not None:
                self.net.hall_admin.send(action, **fields)

        lobby.start_requested.connect(lambda: send("start"))
        lobby.fill_requested.connect(lambda: send("fill", level="normal"))
        lobby.seat_choice.connect(lambda seat, level: send("computer", seat=seat, level=level) if level
                                  else send("open", seat=seat))
        lobby.remove_requested.connect(lambda seat: send("remove", seat=seat))
        lobby.starting_run_changed.connect(lambda on: send("starting_run", on=bool(on)))
        lobby.away_policy_changed.connect(lambda grace: send("grace", grace=float(grace)))
        lobby.send_away_requested.connect(lambda watcher: send("send_away", seat=watcher))
        lobby.grant_requested.connect(lambda seat: send("grant", seat=seat))
        if self.net.game is not None:  # the score sheet's Play Again: the hall asks everyone
            self.net.game.deal_again = lambda: send("again", name=self.net.joined.session.name if self.net.joined else None)
        lobby.reactions_changed.connect(lambda on: send("reactions", on=bool(on)))
        lobby.rule_set_changed.connect(lambda name, rules: send("rules", rules=dict(rules), rule_set=name or None))
