"""Game > Host a Table… and Game > Join a Table…: what a person fills in before the lobby.

The Join dialog lists the tables found on the local network from a browser object with
the interface of `controller.network.discovery.TableBrowser` (`tables()`, `tables_changed`);
without one (no discovery available) joining by address and port still works.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mextrain.engine import MAX_SEATS
from mextrain.engine.options import STANDARD_RULES, full_rounds, short_rounds
from mextrain.i18n import possessive
from mextrain.ui.new_game_dialog import game_length_boxes
from mextrain.ui.rules.choice import RuleSetChoice
from mextrain.ui.texts import fill, plural_s

DEFAULT_PORT = 47123
HALL_PORT = 47124  # a hall's port unless its address names another (mextrain-hall's default)
NAME_LENGTH = 24
TABLE_NAME_LENGTH = 40
SEARCH_MS = 4000  # "Searching…" this long, then "No tables found yet"


@dataclass(frozen=True)
class HostSetup:
    name: str
    table: str
    seats: int
    rounds: int
    starting_run: bool
    port: int
    grace: float = 60.0  # seconds before a computer plays for a person who is away
    # R18: the rule set (`GameOptions.rules()` keys; `starting_run` above wins) and its name
    rules: Mapping[str, Any] = field(default_factory=lambda: dict(STANDARD_RULES))
    rule_set: str | None = None
    # "" to host on this computer, else the hall's address ("host" or "host:port") to host the table at
    hall: str = ""


@dataclass(frozen=True)
class JoinRequest:
    name: str
    code: str
    address: str
    port: int
    # the fingerprint the table's certificate must have (announced, or in an invitation); "": none known
    fingerprint: str = ""
    # come to watch (no seat): Join a Table's Watch
    watch: bool = False


def _line(name: str, length: int, text: str = "") -> QLineEdit:
    edit = QLineEdit(text)
    edit.setObjectName(name)
    edit.setMaxLength(length)
    return edit


def _form(widgets: tuple[QWidget, ...]) -> tuple[QFormLayout, list[QLabel]]:
    """A form with one label a row (texts set in retranslate_ui; each label's key focuses its field)."""
    form = QFormLayout()
    labels = []
    for widget in widgets:
        label = QLabel()
        label.setBuddy(widget)
        form.addRow(label, widget)
        labels.append(label)
    return form, labels


def _reworded(dialog: HostDialog | JoinDialog) -> None:
    """A language switch with the dialog open: its words again, and room for the longer ones
    (a check box cannot wrap: "Дозволити перший хід кількома кісточками" must fit whole)."""
    dialog.retranslate_ui()
    fit_words(dialog)


def fit_words(dialog: QDialog) -> None:
    """The dialog at least as wide as its words need."""
    layout = dialog.layout()
    if layout is None:
        return
    layout.activate()
    need = layout.sizeHint()
    dialog.setMinimumWidth(max(dialog.minimumWidth(), need.width()))
    dialog.resize(dialog.size().expandedTo(need))


def split_address(text: str, default_port: int = HALL_PORT) -> tuple[str, int] | None:
    """ "host" or "host:port" (an IPv6 address in brackets) as (host, port); None when it is no address."""
    text = text.strip()
    host, port = text, default_port
    if text.startswith("["):
        end = text.find("]")
        if end < 0:
            return None
        host, rest = text[1:end], text[end + 1:]
        if rest:
            if not rest.startswith(":") or not rest[1:].isdigit():
                return None
            port = int(rest[1:])
    elif text.count(":") == 1:
        host, _, digits = text.partition(":")
        if not digits.isdigit():
            return None
        port = int(digits)
    if not host or not 0 < port < 65536 or any(c.isspace() or c in "/?#@" for c in host) or len(host) > 253:
        return None
    return host, port


def _port(value: int) -> QSpinBox:
    box = QSpinBox()
    box.setObjectName("port")
    box.setRange(1024, 65535)
    box.setValue(value)
    return box


class HostDialog(QDialog):
    """Seats (2-8), game length, starting run (off by default: R10), table name, your name, port."""

    def __init__(self, name: str = "", parent: QWidget | None = None, hall: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("hostDialog")
        self.setMinimumWidth(380)
        # where the table runs: on this computer (its port), or at a hall (its address, remembered)
        self.where = QComboBox()
        self.where.setObjectName("where")
        self.where.addItem("", "here")
        self.where.addItem("", "hall")
        self.hall = _line("hallAddress", 255, hall)
        self.player_name = _line("playerName", NAME_LENGTH, name)
        self.table_name = _line("tableName", TABLE_NAME_LENGTH)
        self.seats = QSpinBox()
        self.seats.setObjectName("seats")
        self.seats.setRange(2, MAX_SEATS)
        self.seats.setValue(4)
        self.length, self.starting_run = game_length_boxes()
        self.rules = RuleSetChoice()  # R18: the standard rules or a rule set from a file
        self.rules.chosen.connect(self._rules_chosen)
        self.port = _port(DEFAULT_PORT)
        self.grace = QSpinBox()
        self.grace.setObjectName("grace")
        self.grace.setRange(10, 600)
        self.grace.setSingleStep(10)
        self.grace.setValue(60)
        self.form, self.labels = _form((self.player_name, self.table_name, self.seats, self.rules, self.length,
                                        self.starting_run, self.where, self.port, self.hall, self.grace))
        # opens the table from the setup: None when open, else why not (shown here; the dialog stays)
        self.opener: Callable[[HostSetup], str | None] | None = None
        self.error = QLabel()
        self.error.setObjectName("hostError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b3261e; font-weight: bold;")
        self.error.hide()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.player_name.textChanged.connect(self._update_ok)
        self.hall.textChanged.connect(self._update_ok)
        self.where.currentIndexChanged.connect(self._where_changed)
        self.port.valueChanged.connect(lambda _v: self.error.hide())
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.retranslate_ui()
        self._where_changed()
        fit_words(self)

    @property
    def at_hall(self) -> bool:
        return bool(self.where.currentData() == "hall")

    def _where_changed(self, _index: int = 0) -> None:
        self.form.setRowVisible(self.port, not self.at_hall)
        self.form.setRowVisible(self.hall, self.at_hall)
        self.error.hide()
        self._update_ok()

    def setup(self) -> HostSetup:
        name = self.player_name.text().strip()
        table = self.table_name.text().strip() or fill(self.tr("%1's table"), possessive(name))
        rule_set, rules = self.rules.rule_set()
        top = rules["set"]
        rounds = short_rounds(top) if self.length.currentIndex() == 1 else full_rounds(top)
        run = self.starting_run.isChecked()
        return HostSetup(name, table, self.seats.value(), rounds, run, self.port.value(), float(self.grace.value()),
                         {**rules, "starting_run": run}, rule_set if rules["starting_run"] == run else None,
                         self.hall.text().strip() if self.at_hall else "")

    def _rules_chosen(self) -> None:
        """Another rule set: its starting run, and the game's length in its rounds."""
        self.starting_run.setChecked(bool(self.rules.rule_set()[1]["starting_run"]))
        self.error.hide()
        self._word_length()

    def _word_length(self) -> None:
        top = self.rules.rule_set()[1]["set"]
        for i, (text, n) in enumerate(((self.tr("Full game (%1)"), full_rounds(top)),
                                       (self.tr("Short game (%1)"), short_rounds(top)))):
            self.length.setItemText(i, fill(text, plural_s(self.tr("%n round(s)", "", n), n)))

    def _update_ok(self) -> None:
        ok = bool(self.player_name.text().strip()) and (not self.at_hall or split_address(self.hall.text()) is not None)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)

    def accept(self) -> None:
        """Open the Lobby: only closes once the table is open; a port error is shown here, on the port."""
        if self.opener is not None:
            problem = self.opener(self.setup())
            if problem:
                self.error.setText(problem)
                self.error.show()
                field = self.hall if self.at_hall else self.port
                field.setFocus()
                field.selectAll()
                return
        super().accept()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Host a Table"))
        labels = (self.tr("Your &name:"), self.tr("&Table name:"), self.tr("&Seats:"), self.tr("R&ules:"),
                  self.tr("Game &length:"), "", self.tr("&Where:"), self.tr("&Port:"), self.tr("&Game server:"),
                  self.tr("A computer plays for someone &away after:"))
        for label, text in zip(self.labels, labels):
            label.setText(text)
        self.table_name.setPlaceholderText(self.tr("e.g. Kitchen table"))
        self.where.setItemText(0, self.tr("On this computer"))
        self.where.setItemText(1, self.tr("At a game server on the internet (nobody opens a port)"))
        self.hall.setPlaceholderText(self.tr("e.g. games.example.org or 203.0.113.5:47124"))
        self.grace.setSuffix(self.tr(" s", "seconds"))
        self._word_length()
        self.starting_run.setText(self.tr("Allow the starting &run"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Open the Lobby"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            # after the button box has worded its standard buttons again ("OK"), not before
            QTimer.singleShot(0, self, lambda: _reworded(self))
        super().changeEvent(event)


class JoinDialog(QDialog):
    """Your name, the join code, and the table: picked from those found, or by address and port."""

    def __init__(self, name: str = "", browser: Any = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("joinDialog")
        self.setMinimumWidth(480)  # a found table's line holds its name, free seats and address
        self.browser = browser  # discovery's TableBrowser (or a stand-in); None: no list
        self._pin: tuple[str, int, str] | None = None  # (address, port, fingerprint) of the table picked
        self.found_label = QLabel()
        self.found = QListWidget()
        self.found.setObjectName("tables")
        self.found.currentItemChanged.connect(self._picked)
        self.found.itemDoubleClicked.connect(self._double_clicked)
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
        self.player_name = _line("playerName", NAME_LENGTH, name)
        self.code = _line("joinCode", 16)
        self.address = _line("address", 255)
        self.port = _port(DEFAULT_PORT)
        self.form, self.labels = _form((self.player_name, self.code, self.address, self.port))
        self.error = QLabel()  # why the last Join did not seat the person (a wrong code): the dialog stays
        self.error.setObjectName("joinError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b3261e; font-weight: bold;")
        self.error.hide()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.watching = False  # Watch pressed rather than Join
        self.watch_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.watch_button.setObjectName("watchButton")
        self.watch_button.clicked.connect(self._watch)
        for edit in (self.player_name, self.code, self.address):
            edit.textChanged.connect(self._update_ok)
        layout = QVBoxLayout(self)
        layout.addWidget(self.found_label)
        layout.addWidget(self.found)
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
            if self._closed(table):  # listed for what it is, never offered: a join there only fails
                item.setFlags(item.flags() & ~(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable))
            self.found.addItem(item)
            if picked == (table.host, table.port):
                self.found.setCurrentItem(item)
        self.found.blockSignals(False)
        listed = self.browser is not None and self.found.count() > 0
        self.found.setVisible(listed)
        self.empty.setVisible(self.browser is not None and not listed)
        self.empty.setText(self.tr("Searching for tables on your network…") if self.searching
                           else self.tr("No tables found yet. If the host told you an address, type it below."))

    def _searched(self) -> None:
        """A few seconds without a table: say so (the search goes on while the dialog is open)."""
        self.searching = False
        self.fill_tables()

    def _double_clicked(self, item: QListWidgetItem) -> None:
        """A double-click joins that table, or asks for what is still missing (a name, the code)."""
        if not item.flags() & Qt.ItemFlag.ItemIsEnabled:
            return
        self._picked(item)
        if self.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled():
            self.accept()
            return
        missing = next(edit for edit in (self.player_name, self.code, self.address) if not edit.text().strip())
        QTimer.singleShot(0, missing, missing.setFocus)  # after the click's release, which focuses the list

    @staticmethod
    def _closed(table: Any) -> bool:
        return bool(getattr(table, "playing", False)) or table.seats_free <= 0

    def _table_line(self, table: Any) -> str:
        where = f"{table.host}:{table.port}"
        if getattr(table, "playing", False):
            return fill(self.tr("%1 · playing · %2"), table.name, where)
        if table.seats_free <= 0:
            return fill(self.tr("%1 · full · %2"), table.name, where)
        return fill(self.tr("%1 · %2 of %3 seats free · %4"), table.name, table.seats_free, table.seats, where)

    def _picked(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            host, port = item.data(Qt.ItemDataRole.UserRole)
            self.address.setText(str(host))
            self.port.setValue(int(port))
            self._pin = (str(host), int(port), str(item.data(Qt.ItemDataRole.UserRole + 1) or ""))

    def fill_in(self, request: JoinRequest, problem: str) -> None:
        """The Join just tried, typed again as it was, with why it failed; the code chosen to be retyped."""
        self.player_name.setText(request.name)
        self.code.setText(request.code)
        self.address.setText(request.address)
        self.port.setValue(request.port)
        self._pin = (request.address, request.port, request.fingerprint)
        self.error.setText(problem)
        self.error.show()
        self.code.setFocus()
        self.code.selectAll()

    def fill_invitation(self, request: JoinRequest) -> None:
        """An invitation's table, code and certificate filled in: the person gives only their name."""
        self.player_name.setText(request.name)
        self.code.setText(request.code)
        self.address.setText(request.address)
        self.port.setValue(request.port)
        self._pin = (request.address, request.port, request.fingerprint)
        self.player_name.setFocus()
        self.player_name.selectAll()

    def request(self) -> JoinRequest:
        address, port = self.address.text().strip(), self.port.value()
        # the fingerprint of the table picked (or of the invitation) holds while its address is the one typed
        fp = self._pin[2] if self._pin is not None and self._pin[:2] == (address, port) else ""
        return JoinRequest(self.player_name.text().strip(), self.code.text().strip(), address, port, fp, self.watching)

    def _watch(self) -> None:
        """Watch: join the table without a seat (a seat can be taken later, when one is free)."""
        self.watching = True
        self.accept()

    def _update_ok(self) -> None:
        ok = all(edit.text().strip() for edit in (self.player_name, self.code, self.address))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)
        self.watch_button.setEnabled(ok)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Join a Table"))
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
            QTimer.singleShot(0, self, lambda: _reworded(self))
        super().changeEvent(event)
