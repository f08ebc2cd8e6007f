"""Leaving: closing the table this app hosts or leaving the one it joined, asked first when people would
lose their game, and what the window shows after (its own game again)."""
from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QMessageBox

from mextrain.controller.network.joined_seat import forget_seat
from mextrain.engine import Phase
from mextrain.i18n import TrContext
from mextrain.ui import texts
from mextrain.ui.rules.label import clear_table_label

NetPlay = TrContext("NetPlay")  # the words keep the Host/Join menu's translation context


class LeavingTable:
    def __init__(self, net: Any) -> None:
        self.net = net  # entry.NetPlay: the state of the window's network play, and its other parts
        # the host's answer at Quit: pause the table (the others wait, it reopens at the next start), or end it
        self.pause_on_quit = True

    def _leave_asked(self) -> None:
        """Leave or Close the Table in the lobby (or Escape there): asked first when people are connected."""
        if self.may_leave():
            self.end()

    def connected_people(self) -> list[str]:
        """The people at other computers connected to the table this window hosts."""
        if self.net.host is None:
            return []
        return [s.name for s in self.net.host.table.infos() if s.state == "person" and not s.host and s.connected]

    def may_leave(self, quitting: bool = False) -> bool:
        """Before the window closes the table it hosts or leaves the one it joined: True to go on.

        A host with people connected is asked, naming them; a joined person in a game is asked too."""
        if self.net.host is None and self.net.joined is None:
            return True
        if self.net.host is not None:
            people = self.connected_people()
            if not people:
                return True
            if quitting and self.net.host.will_reopen:
                return self._pause_or_end(people)
            title = NetPlay.tr("Close the table?")
            text = texts.fill(NetPlay.tr("Close the table “%1”? Still connected: %2."), self.net.host.table.name,
                              ", ".join(people))
            info = (NetPlay.tr("Their game ends here; the game is kept in your saves.") if self.net.host.game is not None
                    else NetPlay.tr("Their seats at this table are given up."))
            go = NetPlay.tr("&Close the Table") if not quitting else NetPlay.tr("&Close the Table and Quit")
        else:
            lobby = self.net.joined.lobby if self.net.joined is not None else None
            book = self.net.game.playing_book if self.net.game is not None else None  # (Play Again's lobby: None)
            if lobby is None or (book is not None and book.phase is Phase.GAME_OVER):
                return True  # not seated yet, or the game is over: nothing is given up
            title = NetPlay.tr("Leave the table?")
            if book is not None:
                text = texts.fill(NetPlay.tr("Leave the table “%1” in the middle of the game?"), lobby.table)
                info = NetPlay.tr("The others play on; a computer plays your seat.")
            else:
                text = texts.fill(NetPlay.tr("Leave the table “%1”?"), lobby.table)
                info = NetPlay.tr("Your seat there is given up.")
            go = NetPlay.tr("&Leave the Table") if not quitting else NetPlay.tr("&Leave the Table and Quit")
        box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=self.net.window)
        box.setObjectName("confirmLeaveTable")
        box.setInformativeText(info)
        leave = box.addButton(go, QMessageBox.ButtonRole.AcceptRole)
        stay = box.addButton(NetPlay.tr("&Stay at the Table"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(stay)
        self.net.message = box
        box.exec()
        return box.clickedButton() is leave

    def end(self, forget: bool = True) -> None:
        """Close the hosted table or leave the joined one; the window shows its own game again.

        `forget`: the hosted table's save goes too (not when the app only quits: then it is
        offered for reopening at the next start, like an unfinished local game)."""
        host, joined, lobby = self.net.host, self.net.joined, self.net.lobby
        self.net.host = self.net.joined = self.net.lobby = None
        if self.net.hall_admin is not None:
            self.net.hall_admin.deleteLater()
            self.net.hall_admin = None
        if self.net.status is not None:
            self.net.status.stop()
            self.net.status.deleteLater()
            self.net.status = None
        if self.net.watch is not None:
            self.net.watch.stop()
            self.net.watch = None
        self.net.evening.stop()
        if self.net.reactions is not None:
            self.net.reactions.stop()
            self.net.reactions.deleteLater()
            self.net.reactions = None
        if host is not None:
            host.close(for_good=forget)  # only quitting: the others wait for the table to be reopened
            host.deleteLater()
            if forget:
                self.net.hosting._forget_save()
        if joined is not None:
            for table in game.tables[1:] if (game := self.net.game) is not None else ():
                table.leave()  # the other persons at this computer leave with the first
                table.deleteLater()
            joined.leave()
            joined.deleteLater()
            forget_seat(self.net.seat_path)  # left on purpose: nothing to offer at the next start
        if lobby is not None:
            lobby.hide()
            lobby.deleteLater()
        if self.net.window.play is not self.net.window.controller:
            self.net.window.set_play(None)
        self.net.window.controller.go_on()  # a game put away for the table goes on
        self.net.game = None
        if host is not None or joined is not None:
            self.net.window.show_game_label()  # the table's name leaves the status bar
            clear_table_label(self.net.window)

    def shutdown(self) -> None:
        """The app quits: a hosted game is paused (its save kept for the next start) unless the host chose
        to end it for everyone."""
        self.net.joining._stop_browsing()
        pause, self.pause_on_quit = self.pause_on_quit, True
        self.end(forget=not pause)

    def _pause_or_end(self, people: list[str]) -> bool:
        """Quit while the hosted game is under way: the question offers what really happens. Pause the
        table (the others' apps wait, and it reopens at the next start) or end it for everyone (their apps
        say the host closed the table; the game stays in this app's saves). True to quit."""
        assert self.net.host is not None
        box = QMessageBox(QMessageBox.Icon.Question, NetPlay.tr("Quit while the table plays?"),
                          texts.fill(NetPlay.tr("Quit while the table “%1” is playing? Still connected: %2."),
                                     self.net.host.table.name, ", ".join(people)), parent=self.net.window)
        box.setObjectName("confirmLeaveTable")
        box.setInformativeText(NetPlay.tr("Pause the table: the others wait, and it reopens when you start the "
                                          "app again.\nEnd it for everyone: the others' game ends here; it is "
                                          "kept in your saves."))
        pause = box.addButton(NetPlay.tr("&Pause the Table and Quit"), QMessageBox.ButtonRole.AcceptRole)
        end = box.addButton(NetPlay.tr("&End It for Everyone and Quit"), QMessageBox.ButtonRole.DestructiveRole)
        stay = box.addButton(NetPlay.tr("&Stay at the Table"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(stay)
        self.net.message = box
        box.exec()
        self.pause_on_quit = box.clickedButton() is not end
        return box.clickedButton() in (pause, end)
