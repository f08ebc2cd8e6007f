"""Game > Join a Table…: your name, the join code, and the table, picked from those found or typed.

The dialog lists the tables found on the local network from a browser object with the
interface of `controller.network.discovery.TableBrowser` (`tables()`, `tables_changed`);
without one (no discovery available) joining by address and port still works.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from mextrain.engine import GameOptions
from mextrain.ui.netplay.dialogs import (
    DEFAULT_PORT,
    NAME_LENGTH,
    JoinRequest,
    error_line,
    labelled_form,
    line_edit,
    port_box,
    reworded,
)
from mextrain.ui.rules import words as rule_words
from mextrain.ui.texts import fill

SEARCH_MS = 4000  # "Searching…" this long, then "No tables found yet"


def _options(table: Any) -> GameOptions | None:
    """The rule set a found table announced, at its seats; None when it announced none."""
    rules = getattr(table, "rules", None)
    return None if rules is None else GameOptions.of(table.seats, **rules)


class JoinDialog(QDialog):
    """Your name, the join code, and the table: picked from those found, or by address and port."""

    def __init__(self, name: str = "", browser: Any = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("joinDialog")
        self.setMinimumWidth(480)  # a found table's line holds its name, free seats and address
        self.browser = browser  # discovery's TableBrowser (or a stand-in); None: no list
        self._pin: tuple[str, int, str] | None = None  # (address, port, fingerprint) of the table picked
        self._invited = False  # opened by an invitation: its table alone (no list of the tables nearby)
        self._invited_to = ("", "")  # the invitation's table and host, as its link names them
        self._closed_pick: tuple[str, int] | None = None  # (address, port) of a picked table with no free seat
        self._problem, self._offer_watch = "", False  # why the last Join did not seat the person; Watch offered
        self.found_label = QLabel()
        self.found_label.setWordWrap(True)  # an invitation's two sentences
        self.found = QListWidget()
        self.found.setObjectName("tables")
        self.found.currentItemChanged.connect(self._picked)
        self.found.itemDoubleClicked.connect(self._double_clicked)
        # the picked table's rule set (issue 28: name and each difference, before anyone sits down)
        self.table_rules = QLabel()
        self.table_rules.setObjectName("tableRules")
        self.table_rules.setWordWrap(True)
        self.table_rules.hide()
        self.empty = QLabel()  # in place of the list while it is empty: still looking, or nothing found yet
        self.empty.setObjectName("tablesEmpty")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setMinimumHeight(72)
        self.empty.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)  # it takes the list's room
        self.empty.setStyleSheet("color: palette(placeholder-text); border: 1px dashed palette(mid); border-radius: 6px;")
        self.searching = browser is not None
        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.timeout.connect(self._searched)
        self.player_name = line_edit("playerName", NAME_LENGTH, name)
        self.code = line_edit("joinCode", 16)
        self.address = line_edit("address", 255)
        self.port = port_box(DEFAULT_PORT)
        self.form, self.labels = labelled_form((self.player_name, self.code, self.address, self.port))
        self.error = error_line("joinError")  # why the last Join did not seat the person (a wrong code)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.watching = False  # Watch pressed rather than Join
        self.watch_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.watch_button.setObjectName("watchButton")
        self.watch_button.clicked.connect(self._watch)
        for edit in (self.player_name, self.code, self.address):
            edit.textChanged.connect(self._update_ok)
        self.port.valueChanged.connect(self._update_ok)
        layout = QVBoxLayout(self)
        layout.addWidget(self.found_label)
        layout.addWidget(self.found)
        layout.addWidget(self.table_rules)
        layout.addWidget(self.empty)
        layout.addLayout(self.form)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        if browser is not None:
            browser.tables_changed.connect(self.fill_tables)
            self._search_timer.start(SEARCH_MS)
        self.retranslate_ui()
        self._update_ok()

    def fill_tables(self) -> None:
        """The tables the browser knows now; the one picked stays picked if it is still there."""
        picked = self.found.currentItem().data(Qt.ItemDataRole.UserRole) if self.found.currentItem() else None
        self.found.blockSignals(True)
        self.found.clear()
        for table in self.browser.tables() if self.browser is not None else []:
            item = QListWidgetItem(self._table_line(table))
            item.setData(Qt.ItemDataRole.UserRole, (table.host, table.port))
            item.setData(Qt.ItemDataRole.UserRole + 1, getattr(table, "fingerprint", ""))
            options = _options(table)
            if options is not None:
                item.setToolTip(rule_words.summary(options, getattr(table, "rule_set", "") or None))
            item.setData(Qt.ItemDataRole.UserRole + 2, (options, getattr(table, "rule_set", "") or None))
            closed = self._closed(table)  # playing or full: no seat to join, but it can be watched
            item.setData(Qt.ItemDataRole.UserRole + 3, closed)
            if closed:
                watch = self.tr("No seat is free at this table now: you can watch it, and take a seat when one is free")
                item.setToolTip(f"{item.toolTip()}\n\n{watch}" if item.toolTip() else watch)
            self.found.addItem(item)
            if picked == (table.host, table.port):
                self.found.setCurrentItem(item)
        self.found.blockSignals(False)
        nearby = self.browser is not None and not self._invited
        listed = nearby and self.found.count() > 0
        self.found.setVisible(listed)
        self._show_rules(self.found.currentItem() if listed else None)
        self.empty.setVisible(nearby and not listed)
        self.empty.setText(self.tr("Searching for tables on your network…") if self.searching
                           else self.tr("No tables found yet. If the host told you an address, type it below."))

    def _searched(self) -> None:
        """A few seconds without a table: say so (the search goes on while the dialog is open)."""
        self.searching = False
        self.fill_tables()

    def _double_clicked(self, item: QListWidgetItem) -> None:
        """A double-click joins that table, or asks for what is still missing (a name, the code)."""
        self._picked(item)
        if self.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled():
            self.accept()
            return
        if self.watch_button.isEnabled():  # a table with no free seat: the double-click watches it
            self._watch()
            return
        missing = next(edit for edit in (self.player_name, self.code, self.address) if not edit.text().strip())
        QTimer.singleShot(0, missing, missing.setFocus)  # after the click's release, which focuses the list

    @staticmethod
    def _closed(table: Any) -> bool:
        return bool(getattr(table, "playing", False)) or table.seats_free <= 0

    def _table_line(self, table: Any) -> str:
        line = self._seats_line(table)
        options = _options(table)
        if options is None:  # an app that does not announce its rules
            return line
        return fill(self.tr("%1 · %2", "a found table's line, then the name of its rule set"), line,
                    rule_words.rule_set_name(options, getattr(table, "rule_set", "") or None))

    def _seats_line(self, table: Any) -> str:
        where = f"{table.host}:{table.port}"
        if getattr(table, "playing", False):
            return fill(self.tr("%1 · playing · %2"), table.name, where)
        if table.seats_free <= 0:
            return fill(self.tr("%1 · full · %2"), table.name, where)
        return fill(self.tr("%1 · %2 of %3 seats free · %4"), table.name, table.seats_free, table.seats, where)

    def _show_rules(self, item: QListWidgetItem | None) -> None:
        """The picked table's rule set in words under the list: its name and each difference."""
        options, name = item.data(Qt.ItemDataRole.UserRole + 2) if item is not None else (None, None)
        self.table_rules.setVisible(options is not None and self.found.isVisibleTo(self))
        if options is not None:
            self.table_rules.setText(rule_words.inline(options, name))  # as the lobby says it

    def _picked(self, item: QListWidgetItem | None) -> None:
        self._show_rules(item)
        if item is not None:
            host, port = item.data(Qt.ItemDataRole.UserRole)
            self.address.setText(str(host))
            self.port.setValue(int(port))
            self._pin = (str(host), int(port), str(item.data(Qt.ItemDataRole.UserRole + 1) or ""))
            self._closed_pick = (str(host), int(port)) if item.data(Qt.ItemDataRole.UserRole + 3) else None
        self._update_ok()

    def fill_in(self, request: JoinRequest, problem: str, field: str = "code", watch: bool = False) -> None:
        """The Join just tried, typed again as it was, with why it failed; the field to change (`field`: name,
        code or address) chosen to be retyped. `watch`: the table has no seat to give (full, or its game
        started), so Join is off for it and Watch is offered in words and as the button to press."""
        self.player_name.setText(request.name)
        self.code.setText(request.code)
        self.address.setText(request.address)
        self.port.setValue(request.port)
        self._pin = (request.address, request.port, request.fingerprint)
        self._problem, self._offer_watch = problem, watch
        if watch:
            self._closed_pick = (request.address, request.port)
        self._say_problem()
        self.error.show()
        self._update_ok()
        if watch:
            self.watch_button.setDefault(True)
            self.watch_button.setFocus()
            return
        edit = {"name": self.player_name, "address": self.address}.get(field, self.code)
        edit.setFocus()
        edit.selectAll()

    def _say_problem(self) -> None:
        if self._offer_watch:
            self.error.setText(fill(self.tr("%1 You can watch it, and take a seat when one is free."), self._problem))
        else:
            self.error.setText(self._problem)

    def fill_invitation(self, request: JoinRequest, table: str = "", host_name: str = "") -> None:
        """An invitation's table, code and certificate filled in: the person gives only their name. The
        dialog names the table and its host where the link says them (the host's Copy Invitation does)."""
        self._invited_to = (table, host_name)
        self.player_name.setText(request.name)
        self.code.setText(request.code)
        self.address.setText(request.address)
        self.port.setValue(request.port)
        self._pin = (request.address, request.port, request.fingerprint)
        self._invited = True
        self.retranslate_ui()
        self.player_name.setFocus()
        self.player_name.selectAll()

    def request(self) -> JoinRequest:
        address, port = self.address.text().strip(), self.port.value()
        # the fingerprint of the table picked (or of the invitation) holds while its address is the one typed
        fp = self._pin[2] if self._pin is not None and self._pin[:2] == (address, port) else ""
        return JoinRequest(self.player_name.text().strip(), self.code.text().strip(), address, port, fp, self.watching,
                           typed=True)

    def _watch(self) -> None:
        """Watch: join the table without a seat (a seat can be taken later, when one is free)."""
        self.watching = True
        self.accept()

    def _update_ok(self) -> None:
        ok = all(edit.text().strip() for edit in (self.player_name, self.code, self.address))
        # a table found playing or full has no seat to join: Watch only (a typed address may try)
        closed = self._closed_pick is not None and self._closed_pick == (self.address.text().strip(), self.port.value())
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok and not closed)
        self.watch_button.setEnabled(ok)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Join a Table"))
        if self._invited:  # opened by an invitation's link: only the name is left to give
            table, host = self._invited_to
            if table and host:
                whose = self.tr("%1 invites you to the table “%2”.").replace("%2", table).replace("%1", host)
            elif table:
                whose = self.tr("You are invited to the table “%1”.").replace("%1", table)
            else:
                whose = ""
            filled = self.tr("The invitation filled in the table's address, port and join code. Give your name and join.")
            self.found_label.setText(f"{whose} {filled}" if whose else filled)
        else:
            self.found_label.setText(self.tr("Tables on your network:") if self.browser is not None
                                     else self.tr("Ask the host for the address, the port and the join code."))
        for label, text in zip(self.labels, (self.tr("Your &name:"), self.tr("Join &code:"), self.tr("&Address:"),
                                             self.tr("&Port:"))):
            label.setText(text)
        self.address.setPlaceholderText(self.tr("e.g. 192.168.1.20"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Join"))
        self.watch_button.setText(self.tr("&Watch"))
        self.watch_button.setToolTip(self.tr("Watch the table without a seat; you can take a free seat later"))
        self.fill_tables()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            # after the button box has worded its standard buttons again ("OK"), not before
            QTimer.singleShot(0, self, lambda: reworded(self))
        super().changeEvent(event)
