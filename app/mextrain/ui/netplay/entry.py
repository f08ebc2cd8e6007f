"""The window's network play, wired in one place: Host a Table…, Join a Table…, the lobby, and leaving.

`NetPlay` keeps what its parts share (the table hosted or joined, the joined game, the lobby, the last
message) and the few acts they all use (the lobby window, a message box, the seats' line, reactions);
each thing a person does is a part of its own:
- hosting.py, hosting a table in this app (its lobby, save, certificate, reopening, the game's start);
- hall_hosting.py, hosting a table at a hall (made there, run through the host's token);
- joining.py, joining and rejoining a table elsewhere, invitations, and every refusal said;
- people.py, the other people at this computer, each on a seat of their own;
- leaving.py, closing or leaving a table, asked first when people would lose their game.
Watchers and Play Again are evening.py's. Either way the local game in play is asked about and kept
first (ui/window/leave_game.py) and put away meanwhile, not played on behind the lobby. Finding tables on
the local network and announcing ours come from `controller.network.discovery` (TableBrowser,
TableAnnouncer) when it is there; the factories can be replaced (tests pass stand-ins), and without them
joining by address and port still works.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QSettings, SignalInstance
from PySide6.QtWidgets import QInputDialog, QMessageBox

from mextrain.controller.network.hall_admin import HallAdmin
from mextrain.controller.network.host_table import HostTable
from mextrain.controller.network.joined_game import JoinedGame
from mextrain.controller.network.joined_seat import HeldSeat
from mextrain.controller.network.joined_table import JoinedTable
from mextrain.controller.network.tls import KnownHosts
from mextrain.net.certs import Certificate
from mextrain.net.client import RETRY_DELAYS
from mextrain.net.hall import CreateTable
from mextrain.net.table_save import SavedTable
from mextrain.ui.netplay.dialogs import (
    NAME_KEY,
    HostDialog,
    HostSetup,
    JoinRequest,
)
from mextrain.ui.netplay.evening import Evening
from mextrain.ui.netplay.hall_hosting import HallHosting
from mextrain.ui.netplay.hosting import Hosting
from mextrain.ui.netplay.join_dialog import JoinDialog
from mextrain.ui.netplay.joined_status import JoinedStatus
from mextrain.ui.netplay.joining import Joining
from mextrain.ui.netplay.leaving import LeavingTable
from mextrain.ui.netplay.lobby import LobbyWindow
from mextrain.ui.netplay.people import People
from mextrain.ui.netplay.reactions import HostSource, JoinedSource, TableReactions
from mextrain.ui.netplay.seat_watch import SeatNow, SeatWatch
from mextrain.ui.rules.store import FOLDER_NAME as RULE_SETS_FOLDER


def _discovery() -> Any:
    """controller/network/discovery.py, imported when first needed (zeroconf is slow to load)."""
    from mextrain.controller.network import discovery
    return discovery


class NetPlay(QObject):
    """The window's network play: the state it shares (the table hosted or joined, its lobby, the
    last message) and its parts wired together; the window calls the methods below."""

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
        # what a person does, a part each; the state above is theirs to share
        self.hosting = Hosting(self)
        self.hall_hosting = HallHosting(self)
        self.joining = Joining(self)
        self.people = People(self)
        self.leaving = LeavingTable(self)

    # ------------------------------------------------------------------ what the window (and tests) call
    def show_host_dialog(self) -> HostDialog | None:
        return self.hosting.show_host_dialog()

    def host_table(self, setup: HostSetup, tell: bool = True) -> HostTable | JoinedTable | None:
        return self.hosting.host_table(setup, tell)

    def host_at_hall(self, setup: HostSetup) -> JoinedTable | None:
        return self.hall_hosting.host_at_hall(setup)

    def certificate(self) -> Certificate:
        return self.hosting.certificate()

    @property
    def save_path(self) -> Path:
        return self.hosting.save_path

    def offer_reopen(self, then: Callable[[], None]) -> bool:
        return self.hosting.offer_reopen(then)

    def reopen(self, saved: SavedTable) -> bool:
        return self.hosting.reopen(saved)

    def show_join_dialog(self) -> JoinDialog | None:
        return self.joining.show_join_dialog()

    def open_invitation(self, link: str) -> JoinDialog | None:
        return self.joining.open_invitation(link)

    @property
    def known_hosts(self) -> KnownHosts:
        return self.joining.known_hosts

    @property
    def seat_path(self) -> Path:
        return self.joining.seat_path

    def offer_rejoin(self, then: Callable[[], None]) -> bool:
        return self.joining.offer_rejoin(then)

    def rejoin(self, seats: list[HeldSeat]) -> JoinedTable:
        return self.joining.rejoin(seats)

    def join(self, request: JoinRequest, token: str | None = None, create: CreateTable | None = None, *,
             host_powers: tuple[str, str] | None = None) -> JoinedTable:
        return self.joining.join(request, token, create, host_powers=host_powers)

    def ask_person(self) -> QInputDialog:
        return self.people.ask_person()

    def add_person(self, name: str) -> None:
        self.people.add_person(name)

    def connected_people(self) -> list[str]:
        return self.leaving.connected_people()

    def may_leave(self, quitting: bool = False) -> bool:
        return self.leaving.may_leave(quitting)

    def end(self, forget: bool = True) -> None:
        self.leaving.end(forget)

    def shutdown(self) -> None:
        self.leaving.shutdown()

    # ------------------------------------------------------------------ shared by the parts
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

    def _open_lobby(self, is_host: bool) -> LobbyWindow:
        if self.lobby is None:
            self.lobby = LobbyWindow(is_host, self.window)
            if is_host:
                self.lobby.rule_choice.offer_saved(self.window.files.folder / RULE_SETS_FOLDER)
            self.lobby.leave_requested.connect(self.leaving._leave_asked)
            self.lobby.add_person_requested.connect(self.ask_person)
        self.lobby.show()
        self.lobby.raise_()
        return self.lobby

    def _name(self) -> str:
        value = QSettings().value(NAME_KEY, "")
        return value if isinstance(value, str) else ""

    def _tell(self, icon: QMessageBox.Icon, title: str, text: str, detail: str = "") -> None:
        box = QMessageBox(icon, title, text, parent=self.window)
        box.setInformativeText(detail)
        self.message = box
        box.open()
