"""The other people at this computer: Add a Person, each on a seat (and a connection) of their own at a
table elsewhere, or on a seat of the host's at a table hosted here."""
from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QInputDialog, QMessageBox

from mextrain.controller.network.joined_seat import HeldSeat
from mextrain.controller.network.joined_table import JoinedTable
from mextrain.i18n import TrContext
from mextrain.net import messages as m
from mextrain.ui.netplay import texts as net_texts
from mextrain.ui.netplay.texts import QUIET_REFUSAL_MS

NetPlay = TrContext("NetPlay")  # the words keep the Host/Join menu's translation context


class People:
    def __init__(self, net: Any) -> None:
        self.net = net  # entry.NetPlay: the state of the window's network play, and its other parts

    def ask_person(self) -> QInputDialog:
        """The lobby's Add a Person at This Computer: their name, then a seat of their own."""
        dialog = QInputDialog(self.net.lobby or self.net.window)
        dialog.setObjectName("addPersonDialog")
        dialog.setWindowTitle(NetPlay.tr("Add a Person"))
        dialog.setLabelText(NetPlay.tr("&Name of the person at this computer:"))
        dialog.setTextValue("")
        dialog.textValueSelected.connect(lambda name: self.add_person(name.strip()))
        dialog.finished.connect(dialog.deleteLater)
        self.net.person_dialog = dialog
        dialog.open()
        return dialog

    def add_person(self, name: str) -> None:
        """Seat `name` at this computer: at a table hosted here, in the host's lobby; at a table
        elsewhere (a hall's too), on a connection of its own that shows the first seat's token."""
        if not name:
            return
        if self.net.host is not None:
            try:
                self.net.host.add_host_person(name)
            except ValueError:
                self.net.window.statusBar().showMessage(NetPlay.tr("Every seat is taken."), QUIET_REFUSAL_MS)
            return
        self._companion(name)

    def _companion(self, name: str, held: HeldSeat | None = None) -> None:
        """Another person at this computer on a connection of its own: a new seat shown the first seat's token
        as proof (`hello.companion`), or, `held`, the seat it held before the app crashed, by its own token."""
        joined, game = self.net.joined, self.net.game
        if joined is None or game is None or joined.token is None:
            return
        token = held.token if held is not None else None
        other = JoinedTable(joined.host, joined.port, name, joined.session.code, token, parent=self.net,
                            retry_delays=self.net.retry_delays, pin=joined.fingerprint or None, known=self.net.known_hosts,
                            companion=None if token else joined.token)
        if held is not None:
            self.net._awaited[other] = held
        other.refused.connect(lambda refused: self._companion_refused(other, refused))
        other.welcomed.connect(lambda _msg: self._companion_seated(other))
        game.add_person(other)
        self.net.evening.wire_person(other, lambda: self._companion_leaves(other))
        other.connect_to_host()

    def first_leaves(self) -> None:
        """The first person at a shared computer leaves (Play Again's Leave) while others here play on: their
        seats are let go without a word (a seat stays its person's when the line ends), the first person says
        goodbye, and the others come back on their tokens with the next of them telling the table's story."""
        joined, game = self.net.joined, self.net.game
        lobby = joined.lobby if joined is not None else None
        others = [t for t in (game.tables[1:] if game is not None else []) if t.token and t.seat is not None]
        if joined is None or game is None or lobby is None or not others:
            self.net.end()
            return
        held = [HeldSeat(t.host, t.port, t.session.name, t.token or "", lobby.table, t.seat or 0,
                         read_moves=-1) for t in others]
        for t in others:
            game.drop_person(t)
            self.net.evening.person_gone(t)
            t.let_go()  # Ben's Play just given still reaches the table
            t.deleteLater()
        self.net.end()
        self.net.rejoin(held)

    def _companion_leaves(self, other: JoinedTable) -> None:
        """Another person here says Leave the Table (to Play Again): their seat goes, the others stay."""
        game = self.net.game
        self.net.evening.person_gone(other)
        if game is not None:
            game.drop_person(other)
        other.leave()
        other.deleteLater()

    def _companion_seated(self, other: JoinedTable) -> None:
        self.net._awaited.pop(other, None)
        if self.net.joined is not None:
            self.net.joining._keep_seat(self.net.joined, self.net.joined.lobby)  # kept with the others

    def _companion_refused(self, other: JoinedTable, refused: m.Refused) -> None:
        """Said in the status bar (a new person's seat, or while the app tries again by itself); a seat held
        before a crash that its table will not give back (the table is gone, a computer has it for good)
        is dropped with the words the first person gets."""
        game = self.net.game
        if other not in self.net._awaited or other.will_retry(refused.code) or game is None:
            self.net.window.statusBar().showMessage(net_texts.refusal_text(refused), QUIET_REFUSAL_MS)
            return
        del self.net._awaited[other]
        self.net.evening.person_gone(other)
        game.drop_person(other)
        other.leave()
        other.deleteLater()
        if self.net.joined is not None:
            self.net.joining._keep_seat(self.net.joined, self.net.joined.lobby)  # the seat kept no more
        self.net._tell(QMessageBox.Icon.Information, NetPlay.tr("Not seated"), net_texts.refusal_text(refused))
