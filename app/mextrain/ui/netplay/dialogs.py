"""Game > Host a Table…, and what it shares with Game > Join a Table… (join_dialog.py): what a
person fills in before the lobby (HostSetup, JoinRequest), the forms' parts, a hall's address."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QEvent, QSize, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mextrain.engine import MAX_SEATS
from mextrain.engine.options import STANDARD_RULES, full_rounds, short_rounds
from mextrain.i18n import possessive
from mextrain.ui.rules.choice import RuleSetChoice
from mextrain.ui.screen_fit import FRAME, available_area
from mextrain.ui.texts import fill, plural_s
from mextrain.ui.window.new_game_dialog import game_length_boxes

DEFAULT_PORT = 47123
HALL_PORT = 47124  # a hall's port unless its address names another (mextrain-hall's default)
NAME_LENGTH = 24
NAME_KEY = "net/name"  # the name last given (both dialogs offer it again)
HALL_KEY = "net/hall"  # the hall last hosted at (the Host dialog offers it again)
TABLE_NAME_LENGTH = 40


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
    # typed by the person in Join a Table: a table met for the first time shows its certificate's words to
    # compare with the host's before anything is sent (as ssh asks)
    typed: bool = False


def line_edit(name: str, length: int, text: str = "") -> QLineEdit:
    edit = QLineEdit(text)
    edit.setObjectName(name)
    edit.setMaxLength(length)
    return edit


def error_line(name: str) -> QLabel:
    """A form's line that says why the last try failed (the dialog stays open); hidden until then."""
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setStyleSheet("color: #b3261e; font-weight: bold;")
    label.hide()
    return label


def labelled_form(widgets: tuple[QWidget, ...]) -> tuple[QFormLayout, list[QLabel]]:
    """A form with one label a row (texts set in retranslate_ui; each label's key focuses its field)."""
    form = QFormLayout()
    labels = []
    for widget in widgets:
        label = QLabel()
        label.setBuddy(widget)
        form.addRow(label, widget)
        labels.append(label)
    return form, labels


def reworded(dialog: Any) -> None:
    """A language switch with the dialog open: its words again, and room for the longer ones
    (a check box cannot wrap: "Дозволити перший хід кількома кісточками" must fit whole)."""
    dialog.retranslate_ui()
    fit_words(dialog)


def fit_words(dialog: QDialog) -> None:
    """The dialog at least as wide as its words need, yet never larger than the screen's available
    area (a lobby laid out narrow, then widened, kept its old height: 635 px on a 600-pixel screen)."""
    layout = dialog.layout()
    if layout is None:
        return
    layout.activate()
    need = layout.sizeHint()
    area = available_area(dialog)
    room = QSize(area.width() - FRAME.width(), area.height() - FRAME.height())
    dialog.setMinimumWidth(max(dialog.minimumWidth(), min(need.width(), room.width())))
    dialog.resize(dialog.size().expandedTo(need).boundedTo(room).expandedTo(dialog.minimumSizeHint()))


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


def port_box(value: int) -> QSpinBox:
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
        self.hall = line_edit("hallAddress", 255, hall)
        self.player_name = line_edit("playerName", NAME_LENGTH, name)
        self.table_name = line_edit("tableName", TABLE_NAME_LENGTH)
        self.seats = QSpinBox()
        self.seats.setObjectName("seats")
        self.seats.setRange(2, MAX_SEATS)
        self.seats.setValue(4)
        self.length, self.starting_run = game_length_boxes()
        self.rules = RuleSetChoice()  # R18: the standard rules or a rule set from a file
        self.rules.chosen.connect(self._rules_chosen)
        self.port = port_box(DEFAULT_PORT)
        self.grace = QSpinBox()
        self.grace.setObjectName("grace")
        self.grace.setRange(10, 600)
        self.grace.setSingleStep(10)
        self.grace.setValue(60)
        self.form, self.labels = labelled_form((self.player_name, self.table_name, self.seats, self.rules, self.length,
                                        self.starting_run, self.where, self.port, self.hall, self.grace))
        # opens the table from the setup: None when open, else why not (shown here; the dialog stays)
        self.opener: Callable[[HostSetup], str | None] | None = None
        self.error = error_line("hostError")
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
            QTimer.singleShot(0, self, lambda: reworded(self))
        super().changeEvent(event)
