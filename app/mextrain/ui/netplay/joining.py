"""Joining a table elsewhere and coming back to it: Game > Join a Table…, an invitation's link, the
joined game in the window (`MainWindow.set_play`), the seats kept for a rejoin after a crash, and every
refusal or lost connection said in words (a changed certificate as ssh says it)."""
from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from mextrain.controller.network.joined_game import JoinedGame
from mextrain.controller.network.joined_record import keep_joined_game
from mextrain.controller.network.joined_seat import JOINED_SEAT_NAME, HeldSeat, forget_seat, save_seats
from mextrain.controller.network.joined_table import PIN_REFUSALS, JoinedTable
from mextrain.controller.network.tls import KnownHosts
from mextrain.engine import Phase
from mextrain.i18n import TrContext
from mextrain.net import invitation
from mextrain.net import messages as m
from mextrain.net.hall import CreateTable
from mextrain.ui import texts
from mextrain.ui.netplay import texts as net_texts
from mextrain.ui.netplay.dialogs import (
    NAME_KEY,
    JoinRequest,
)
from mextrain.ui.netplay.join_dialog import JoinDialog
from mextrain.ui.netplay.joined_status import JoinedStatus
from mextrain.ui.netplay.reactions import JoinedSource
from mextrain.ui.netplay.rejoin import offer_rejoin
from mextrain.ui.netplay.seat_watch import JoinedSeats
from mextrain.ui.netplay.texts import QUIET_REFUSAL_MS
from mextrain.ui.rules.label import show_table_label

log = logging.getLogger(__name__)
KNOWN_TABLES_NAME = "known-tables.ini"
NetPlay = TrContext("NetPlay")  # the words keep the Host/Join menu's translation context


class Joining:
    def __init__(self, net: Any) -> None:
        self.net = net  # entry.NetPlay: the state of the window's network play, and its other parts
        self._read: tuple[int, int] | None = None  # how far the log had read when the seat was last kept

    def show_join_dialog(self) -> JoinDialog | None:
        """Game > Join a Table…: a table or a game in play is left only when the person says so."""
        from mextrain.ui.window.leave_game import Leaving
        if not self.net.window.may_leave(Leaving.JOIN):
            return None
        return self._open_join_dialog()

    def _open_join_dialog(self) -> JoinDialog:
        if self.net._browser is None and self.net.browser_factory is not None:
            self.net._browser = self.net.browser_factory()
        if self.net._browser is not None:
            self.net._browser.start()
        self.net.join_dialog = JoinDialog(self.net._name(), self.net._browser, self.net.window)
        dialog: JoinDialog = self.net.join_dialog
        dialog.accepted.connect(lambda: self.net.join(dialog.request()))
        dialog.finished.connect(self._stop_browsing)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        return dialog

    def _join_again(self, request: JoinRequest, problem: str, field: str = "code", watch: bool = False) -> None:
        """The Join just refused (or its table not reached): the dialog is back with all that was typed, why,
        and the field to change chosen; `watch`, a table with no seat to give offers Watch instead."""
        self._open_join_dialog().fill_in(request, problem, field=field, watch=watch)

    @staticmethod
    def _typed(joined: JoinedTable, request: JoinRequest | None) -> bool:
        """This table was asked for in the Join dialog (a code typed, no seat ever given, no token of a seat
        held): what went wrong is said in the dialog, with all that was typed."""
        return request is not None and bool(request.code) and joined.seat is None and not joined.token

    def open_invitation(self, link: str) -> JoinDialog | None:
        """An invitation's link (clicked, or handed to the running app): Join a Table filled in and pinned to the
        table's certificate, the person's name still to give; a bad link is refused in words and nothing else happens."""
        try:
            found = invitation.parse(link)
        except invitation.InvitationError as exc:
            log.warning("an invitation link was refused (%s)", exc.reason)
            self.net._tell(QMessageBox.Icon.Warning, NetPlay.tr("This invitation cannot be used"),
                       net_texts.invitation_problem(exc.reason))
            return None
        open_now: JoinDialog | None = self.net.join_dialog
        if open_now is not None and shiboken6.isValid(open_now) and open_now.isVisible():
            # a second link while Join a Table is open: its table instead, the name typed kept (nothing left yet)
            log.info("an invitation to %s:%d fills the open Join a Table", found.host, found.port)
            name = open_now.player_name.text().strip() or self.net._name()
            open_now.fill_invitation(JoinRequest(name, found.code, found.host, found.port, found.fingerprint),
                                     found.table, found.host_name)
            open_now.raise_()
            open_now.activateWindow()
            return open_now
        from mextrain.ui.window.leave_game import Leaving
        if not self.net.window.may_leave(Leaving.JOIN):
            return None
        log.info("an invitation to %s:%d opens Join a Table", found.host, found.port)
        dialog = self._open_join_dialog()
        dialog.fill_invitation(JoinRequest(self.net._name(), found.code, found.host, found.port, found.fingerprint),
                               found.table, found.host_name)
        return dialog

    def _stop_browsing(self) -> None:
        if self.net._browser is not None:
            self.net._browser.stop()

    @property
    def known_hosts(self) -> KnownHosts:
        """The fingerprints of the tables joined, per address (as ssh's known_hosts), in the data folder."""
        if self.net._known_hosts is None:
            folder: Path = self.net.window.files.folder
            self.net._known_hosts = KnownHosts(QSettings(str(folder / KNOWN_TABLES_NAME), QSettings.Format.IniFormat))
        known: KnownHosts = self.net._known_hosts
        return known

    @property
    def seat_path(self) -> Path:
        """The seat held at a table elsewhere (with its token), beside the window's autosave."""
        folder: Path = self.net.window.files.folder
        return folder / JOINED_SEAT_NAME

    def offer_rejoin(self, then: Callable[[], None]) -> bool:
        """At start-up: this app still held a seat at a table elsewhere (it crashed): offer it back."""
        return offer_rejoin(self.net, then)

    def rejoin(self, seats: list[HeldSeat]) -> JoinedTable:
        """The seats this app held when it crashed, back by their tokens: the first person's, then, once it is
        seated, each other person's at this computer on a connection of its own. A seat its table refuses is
        dropped in words (`_refused`, `_companion_refused`); the first refused, the next one leads."""
        first, others = seats[0], seats[1:]
        # the host of a table at a hall gets the lobby's powers back with its seat
        powers = (first.code, first.host_token) if first.code and first.host_token else None
        joined: JoinedTable = self.net.join(JoinRequest(first.name, "", first.address, first.port),
                                            token=first.token, host_powers=powers)
        if first.read_moves >= 0 and self.net.status is not None:  # the log goes on from where it was read
            self.net.status.read_to(first.read_round, first.read_moves)
        self.net._rejoining = others
        if others:
            def seated(_msg: object) -> None:
                joined.welcomed.disconnect(seated)
                if joined is self.net.joined:
                    self.net._rejoining = []
                    for seat in others:
                        self.net.people._companion(seat.name, seat)

            joined.welcomed.connect(seated)
        return joined

    def join(self, request: JoinRequest, token: str | None = None, create: CreateTable | None = None, *,
             host_powers: tuple[str, str] | None = None) -> JoinedTable:
        """Join a table (or, with `create`, make one at a hall and sit at it as its host; with `host_powers`,
        the code and host token of a table this app made at a hall, come back to as its host)."""
        self.net.end()
        self.net.window.controller.put_away()  # the local game waits (kept) while this table is played
        QSettings().setValue(NAME_KEY, request.name)
        joined = JoinedTable(request.address, request.port, request.name, request.code or None, token,
                             parent=self.net, retry_delays=self.net.retry_delays, pin=request.fingerprint or None,
                             known=self.known_hosts, create=create, watch=request.watch,
                             confirm_first=request.typed and not request.fingerprint and create is None and not token)
        game = JoinedGame(joined, self.net, pace=self.net.window.settings.pace, animations=self.net.window.controller.animations)
        self.net.joined, self.net.game = joined, game
        self.net._request = request
        self.net._rejoining, self.net._awaited = [], {}
        self._read = None
        game.round_started.connect(self.net.window.score_sheet.hide)  # the host went on to the next round
        if create is not None:
            joined.table_created.connect(self.net.hall_hosting._hall_table_made)
        if host_powers is not None:  # before the lobby opens: it opens as the host's
            def powers_back(_msg: object, code: str = host_powers[0], host_token: str = host_powers[1]) -> None:
                if self.net.hall_admin is None and joined is self.net.joined:
                    self.net.hall_hosting._hall_powers(joined, code, host_token)

            joined.welcomed.connect(powers_back)
        joined.welcomed.connect(lambda _msg: self.net.hall_hosting._open_hall_lobby() if self.net.hall_admin is not None
                                else self.net._open_lobby(False))
        joined.watching.connect(lambda _msg: self.net._open_lobby(False))
        self.net.evening.wire_joined(joined, leave=lambda: self.net.end(), leave_alone=self.net.people.first_leaves)
        joined.lobby_changed.connect(self._joined_lobby)
        joined.lobby_changed.connect(lambda lobby: self._keep_seat(joined, lobby))
        joined.game_over.connect(lambda _msg: forget_seat(self.seat_path))  # nothing left to rejoin
        joined.refused.connect(self._refused)
        joined.gave_up.connect(self._gave_up)
        self.net.status = JoinedStatus(self.net.window, joined, game, self.net, leave=lambda: self.net.end())
        joined.view_changed.connect(lambda _msg: self._keep_read(joined))
        joined.connect_to_host()
        return joined

    def _keep_read(self, joined: JoinedTable) -> None:
        """A move shown: how far the log has read goes into the seat kept (a small file, written only when
        the move count changes), so an app that crashes lists only what happened while it was gone."""
        view = joined.view
        read = (view.view.round_number, len(view.view.history)) if view is not None else None
        if read is not None and read != self._read:
            self._read = read
            self._keep_seat(joined, joined.lobby)

    def _keep_seat(self, joined: JoinedTable, lobby: m.Lobby | None) -> None:
        """Every seat held here and its token, kept while held (the first person's first, then each other
        person's at this computer): a crashed app can come back to all of them."""
        book = self.net.game.playing_book if self.net.game is not None else None
        if (joined is not self.net.joined or not joined.token or joined.seat is None or lobby is None
                or lobby.phase == "game_over" or book is not None and book.phase is Phase.GAME_OVER):
            return  # not seated, or nothing left to rejoin
        admin = self.net.hall_admin  # the host's token goes with the seat (the lobby's powers after a crash)
        view = joined.view
        read = (view.view.round_number, len(view.view.history)) if view is not None else (0, -1)
        seats = [HeldSeat(joined.host, joined.port, joined.session.name, joined.token, lobby.table, joined.seat,
                          admin.code if admin else "", admin.host_token if admin else "", *read)]
        for t in self.net.game.tables[1:] if self.net.game is not None else []:
            if t.token and t.seat is not None:
                seats.append(HeldSeat(t.host, t.port, t.session.name, t.token, lobby.table, t.seat))
            elif t in self.net._awaited:  # still on its way back after a crash: as it was held
                seats.append(self.net._awaited[t])
        save_seats(self.seat_path, seats + self.net._rejoining)

    def _joined_lobby(self, lobby: m.Lobby) -> None:
        if lobby.phase == "playing":
            if self.net.window.play is not self.net.game:
                self.net.window.set_play(self.net.game)
                show_table_label(self.net.window, lobby.table, lobby.options, lobby.rule_set)
                if self.net.joined is not None:
                    self.net._watch(JoinedSeats(self.net.joined), (self.net.joined.view_changed, self.net.joined.lobby_changed))
                    self.net._react(JoinedSource(self.net.joined, self.net.game))
            if self.net.lobby is not None:
                self.net.lobby.hide()
            if self.net.joined is not None:  # the host of a table at a hall grants a watcher's seat from here
                admin = self.net.hall_admin
                grant = (lambda seat: admin.send("grant", seat=seat)) if admin is not None else None
                self.net.evening.joined_lobby(self.net.joined, lobby, None, grant)
            self.net.window.refresh()
            return
        admin = self.net.hall_admin
        if self.net.lobby is None or not self.net.lobby.isVisible():  # (Play Again: the lobby opens again)
            self.net.hall_hosting._open_hall_lobby() if admin is not None else self.net._open_lobby(False)
        assert self.net.lobby is not None
        if admin is not None:  # the host at a hall: the code to read out and the hall's address
            self.net.lobby.show_lobby(lobby.table, lobby.seats, lobby.options, lobby.you, admin.code, (admin.host,),
                                  admin.port, lobby.grace, rule_set=lobby.rule_set, reactions=lobby.reactions)
            self.net.lobby.set_invitation(self.net.joined.session.name if self.net.joined else "", admin.host, admin.port,
                                      admin.code, admin.fingerprint)
        else:
            self.net.lobby.show_lobby(lobby.table, lobby.seats, lobby.options, lobby.you, grace=lobby.grace,
                                  rule_set=lobby.rule_set, reactions=lobby.reactions)
        if self.net.joined is not None:
            self.net.lobby.show_fingerprint(self.net.joined.fingerprint)
            self.net.evening.joined_lobby(self.net.joined, lobby, self.net.lobby)

    def _refused(self, refused: m.Refused) -> None:
        joined = self.net.joined
        # the app takes its seat again by itself after the wait: a box to close would only be in the way
        # ("replaced" is retried too, but a seat taken with a copied token is said in a box)
        self.net._quiet_refusal = joined is not None and refused.code != "replaced" and joined.will_retry(refused.code)
        if self.net._quiet_refusal:
            self.net.window.statusBar().showMessage(net_texts.refusal_text(refused), QUIET_REFUSAL_MS)
            return
        if joined is not None and refused.code == "replaced" and not joined.will_retry(refused.code):
            self._offer_take_back(joined, refused)  # taken twice: the person decides, the token still holds
            return
        if joined is not None and not joined.will_retry(refused.code):
            others = self.net._rejoining if joined.seat is None else []
            if others:  # the first seat back after a crash is refused: the next one held here leads the rejoin
                self.net.rejoin(others)
                self.net._tell(QMessageBox.Icon.Information, NetPlay.tr("Not seated"), net_texts.refusal_text(refused))
                return
            # nothing comes of this table: the window's own game is back and goes on, as before the Join
            request = self.net._request
            self.net.end()
            if request is not None and self._typed(joined, request):  # typed again, not retyped
                field = "code" if refused.code in ("bad_code", "slow_down") else "name"
                self._join_again(request, net_texts.refusal_text(refused), field,
                                 watch=refused.code in ("started", "full") and not request.watch)
                return
        self.net._tell(QMessageBox.Icon.Information, NetPlay.tr("Not seated"), net_texts.refusal_text(refused))

    def _offer_take_back(self, joined: JoinedTable, refused: m.Refused) -> None:
        """The seat was taken over a second time with our token: Try Again takes it back, or leave."""
        box = QMessageBox(QMessageBox.Icon.Warning, NetPlay.tr("Not seated"), net_texts.refusal_text(refused),
                          parent=self.net.window)
        retry = box.addButton(NetPlay.tr("&Try Again"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(NetPlay.tr("&Leave the Table"), QMessageBox.ButtonRole.RejectRole)
        box.finished.connect(lambda _r: joined.rejoin() if box.clickedButton() is retry else self.net.end())
        self.net.message = box
        box.open()

    def _gave_up(self, reason: str) -> None:
        """The table will not come back (the host closed it for good, or it was never reached): the window
        shows its own game again, and a box says what happened with only an OK to press."""
        joined = self.net.joined
        if joined is None or joined.session.refused is not None and not self.net._quiet_refusal:
            return  # a refusal was already told in words (a quiet one, in the status bar, is told again here)
        book = self.net.game.playing_book if self.net.game is not None else None
        if book is not None and book.phase is Phase.GAME_OVER:
            return  # the host closed the table after the game: the score sheet says all there is
        seated = joined.seat is not None
        request = self.net._request
        kept = self._keep_game(joined) if reason == "shutdown" and seated else None
        self.net.end()
        if reason == "first_contact" and request is not None:
            self._compare_first(joined.fingerprint, request)
            return
        if reason in PIN_REFUSALS:
            self._refuse_certificate(reason, joined.expected_fingerprint, joined.fingerprint, request)
            return
        if not seated and reason != "shutdown" and self._typed(joined, request):
            assert request is not None
            self._join_again(request, net_texts.lost_text(reason), "address")  # the address or port to check
            return
        if reason == "shutdown":
            title = NetPlay.tr("The table was closed")
        elif not seated:
            title = NetPlay.tr("The table could not be reached")
        else:
            title = NetPlay.tr("Connection lost")
        self.net._tell(QMessageBox.Icon.Information if reason == "shutdown" else QMessageBox.Icon.Warning, title,
                       net_texts.lost_text(reason), net_texts.game_kept_text(str(kept)) if kept is not None else "")

    def _keep_game(self, joined: JoinedTable) -> Path | None:
        """The table ended before its game (the host ended it for everyone): the score so far is kept here."""
        game = self.net.game
        book = game.playing_book if game is not None else None
        if game is None or book is None or not book.rounds:
            return None
        table = joined.lobby.table if joined.lobby is not None else ""
        folder: Path = self.net.window.files.folder
        return keep_joined_game(folder, book, table, game.names(), game.persons)

    def _compare_first(self, seen: str, request: JoinRequest) -> None:
        """A table met for the first time at an address typed by hand: nothing was sent to it yet. Its
        certificate's words are shown to compare with those the host's lobby shows, and the person joins
        only if they are the same (as ssh asks); the certificate is then remembered for this address."""
        where = f"{request.address}:{request.port}"
        box = QMessageBox(QMessageBox.Icon.Question, NetPlay.tr("Is this the host's table?"),
                          texts.fill(NetPlay.tr("This is the first time you join the table at %1. Its certificate's "
                                                "words are:"), where), parent=self.net.window)
        box.setObjectName("firstContact")
        box.setInformativeText(texts.fill(NetPlay.tr(
            "%1\n\nAsk the host to read out the words their lobby shows (in English, whatever the language). "
            "Join only if they are the same: if they differ, someone between you and the table may be "
            "pretending to be it."), net_texts.words_of(seen)))
        same = box.addButton(NetPlay.tr("&Same Words: Join"), QMessageBox.ButtonRole.AcceptRole)
        close = box.addButton(NetPlay.tr("&Do Not Join"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(close)

        def answered(_result: int) -> None:
            if box.clickedButton() is same:
                self.known_hosts.remember(request.address, request.port, seen)  # compared, by the person
                self.net.join(request)

        box.finished.connect(answered)
        self.net.message = box
        box.open()

    def _refuse_certificate(self, reason: str, expected: str, seen: str, request: JoinRequest | None) -> None:
        """Not the certificate expected: a plain warning (as ssh gives), nothing sent; a certificate changed
        for an address typed by hand may be trusted on purpose, after comparing the words with the host."""
        box = QMessageBox(QMessageBox.Icon.Critical, NetPlay.tr("Not the table's certificate"),
                          net_texts.lost_text(reason), parent=self.net.window)
        box.setObjectName("certificateRefused")
        box.setInformativeText(net_texts.changed_certificate_details(expected, seen) if reason == "certificate_changed"
                               else texts.fill(NetPlay.tr("Expected: %1\nShown: %2"), net_texts.words_of(expected),
                                                   net_texts.words_of(seen)))
        trust = None
        if reason == "certificate_changed" and request is not None:
            trust = box.addButton(NetPlay.tr("&Trust the New Certificate"), QMessageBox.ButtonRole.DestructiveRole)
        close = box.addButton(NetPlay.tr("&Do Not Join"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(close)

        def answered(_result: int) -> None:
            if trust is not None and box.clickedButton() is trust and request is not None:
                self.known_hosts.remember(request.address, request.port, seen)  # on purpose, by the person
                self.net.join(request)

        box.finished.connect(answered)
        self.net.message = box
        box.open()
