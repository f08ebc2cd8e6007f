"""The lobby: who sits where before the game, the join code in large letters, and Start.

The host sees every seat with a control: an open seat or a computer gets a choice (open,
computer Easy/Normal/Hard), a person from elsewhere a Remove button; the starting run can
be switched; Start is enabled once every seat is taken. Everybody else sees the same
lobby read-only and a Leave button. The window only shows and asks: `NetPlay` acts.
"""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mextrain.engine import GameOptions
from mextrain.net.messages import SeatInfo
from mextrain.ui.netplay import texts as net_texts
from mextrain.ui.texts import fill

CHOICES = ("", "easy", "normal", "hard")  # "" = an open seat


class LobbyWindow(QDialog):
    start_requested = Signal()
    fill_requested = Signal()
    # (seat, level or "" for an open seat)
    seat_choice = Signal(int, str)
    remove_requested = Signal(int)
    starting_run_changed = Signal(bool)
    leave_requested = Signal()

    def __init__(self, is_host: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lobbyWindow")
        self.is_host = is_host
        self.title = QLabel()
        self.title.setObjectName("tableName")
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.title.setFont(font)
        self.code_caption = QLabel()
        self.code = QLabel()
        self.code.setObjectName("joinCode")
        big = QFont("monospace")
        big.setStyleHint(QFont.StyleHint.Monospace)
        big.setPointSize(40)
        big.setBold(True)
        big.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 115)
        self.code.setFont(big)
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address = QLabel()
        self.address.setObjectName("address")
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.grid = QGridLayout()
        self.options = QLabel()
        self.options.setObjectName("options")
        self.starting_run = QCheckBox()
        self.starting_run.setObjectName("startingRun")
        self.starting_run.toggled.connect(self.starting_run_changed)
        self.status = QLabel()
        self.status.setObjectName("status")
        self.fill_button = QPushButton()
        self.fill_button.setObjectName("fillButton")
        self.fill_button.clicked.connect(self.fill_requested)
        self.start_button = QPushButton()
        self.start_button.setObjectName("startButton")
        self.start_button.clicked.connect(self.start_requested)
        self.leave_button = QPushButton()
        self.leave_button.setObjectName("leaveButton")
        self.leave_button.clicked.connect(self.leave_requested)
        buttons = QHBoxLayout()
        for b in (self.fill_button, self.leave_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)
        layout = QVBoxLayout(self)
        for w in (self.title, self.code_caption, self.code, self.address):
            layout.addWidget(w)
        layout.addLayout(self.grid)
        layout.addWidget(self.options)
        layout.addWidget(self.starting_run)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        self.fill_button.setVisible(is_host)
        self.start_button.setVisible(is_host)
        self.starting_run.setVisible(is_host)
        self.rows: list[tuple[QLabel, QLabel, QWidget | None]] = []
        self._state: tuple | None = None
        self.retranslate_ui()

    # ------------------------------------------------------------------ showing
    def show_lobby(self, table: str, seats: Sequence[SeatInfo], options: GameOptions, you: int,
                   code: str | None = None, address: str = "") -> None:
        self._state = (table, tuple(seats), options, you, code, address)
        self.title.setText(table)
        self.code.setText(code[:3] + " " + code[3:] if code and len(code) == 6 else code or "")
        self.code.setVisible(bool(code))
        self.code_caption.setVisible(bool(code))
        self.address.setText(address)
        self.address.setVisible(bool(address))
        self._fill_seats(seats, you)
        self.options.setText(self._options_line(options))
        self.starting_run.blockSignals(True)
        self.starting_run.setChecked(options.starting_run)
        self.starting_run.blockSignals(False)
        full = all(s.state != "open" for s in seats)
        self.start_button.setEnabled(full)
        self.fill_button.setEnabled(not full)
        self.status.setText(self.tr("Every seat is taken: press Start.") if full and self.is_host
                            else self.tr("Waiting for the host to start the game…") if full
                            else self.tr("Waiting for players…"))

    def _fill_seats(self, seats: Sequence[SeatInfo], you: int) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()
                item.widget().deleteLater()
        self.rows = []
        for i, info in enumerate(seats):
            number = QLabel(fill(self.tr("Seat %1"), i + 1))
            name = QLabel(info.name + ("  " + self.tr("(you)") if i == you else ""))
            name.setObjectName(f"seatName{i}")
            state = QLabel(net_texts.seat_state(info))
            state.setObjectName(f"seatState{i}")
            control: QWidget | None = None
            if self.is_host and info.state != "person":
                control = QComboBox()
                for level in CHOICES:
                    control.addItem(self._choice_text(level), level)
                control.setCurrentIndex(CHOICES.index(info.level or "") if info.state == "computer" else 0)
                control.currentIndexChanged.connect(lambda _i, s=i, c=control: self.seat_choice.emit(s, c.currentData()))
            elif self.is_host and not info.host:
                control = QPushButton(self.tr("Remove"))
                control.clicked.connect(lambda _=False, s=i: self.remove_requested.emit(s))
            if control is not None:
                control.setObjectName(f"seatControl{i}")
            for col, w in enumerate((number, name, state, control)):
                if w is not None:
                    self.grid.addWidget(w, i, col)
            self.rows.append((name, state, control))

    def _choice_text(self, level: str) -> str:
        return {"": self.tr("Open"), "easy": self.tr("Computer: Easy"), "normal": self.tr("Computer: Normal"),
                "hard": self.tr("Computer: Hard")}[level]

    def _options_line(self, options: GameOptions) -> str:
        length = self.tr("Full game (13 rounds)") if options.rounds == 13 else self.tr("Short game (7 rounds)")
        run = self.tr("starting run allowed") if options.starting_run else self.tr("no starting run")
        return fill(self.tr("%1 · %2"), length, run)

    # ------------------------------------------------------------------ words
    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Lobby"))
        self.code_caption.setText(self.tr("Join code:"))
        self.starting_run.setText(self.tr("Allow the starting &run"))
        self.fill_button.setText(self.tr("&Fill Open Seats with Computers"))
        self.start_button.setText(self.tr("&Start"))
        self.leave_button.setText(self.tr("&Close the Table") if self.is_host else self.tr("&Leave"))
        if self._state is not None:
            self.show_lobby(*self._state)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def reject(self) -> None:
        """Escape or the window's close button: the same as Leave (Close the Table for the host)."""
        self.leave_requested.emit()
