"""One seat of the lobby as a card on the felt: the seat's number, who sits there and how they are connected.

The host's card of an open seat or a computer carries the choice (open, or a computer of
a level) instead of a second line saying the same; the card of a person from elsewhere
carries Remove. The card only shows and asks: the lobby passes the choice on.
"""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QComboBox, QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from mextrain.net.messages import SeatInfo
from mextrain.ui.netplay import texts as net_texts
from mextrain.ui.texts import fill

CHOICES = ("", "easy", "normal", "hard")  # "" = an open seat
# the card's dot by how the seat is taken (the table's own cream, felt and brass)
DOTS = {"host": "#E0B341", "connected": "#2E9B4E", "away": "#E07B00", "computer": "#6D6D6D", "open": "#B9AE8F"}
CARD_STYLE = """
QFrame#seatCard { background: #F3EBD3; border: 2px solid #6E4526; border-radius: 10px; }
QFrame#seatCard[you="true"] { border: 3px solid #E0B341; }
QFrame#seatCard[open="true"] { background: #E7DDC0; border-style: dashed; }
QFrame#seatCard QLabel { color: #2B2100; background: transparent; }
QFrame#seatCard QLabel[role="number"] { color: #6E4526; }
"""


def seat_kind(info: SeatInfo) -> str:
    if info.state == "open":
        return "open"
    if info.state == "computer":
        return "computer"
    return "host" if info.host else "connected" if info.connected else "away"


class SeatCard(QFrame):
    # the host's choice for this seat: a level, or "" to open it
    chosen = Signal(int, str)
    remove = Signal(int)
    # a watcher's Take a Seat on this card (protocol 7)
    take = Signal(int)

    def __init__(self, index: int, info: SeatInfo, you: bool, is_host: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seatCard")
        self.index = index
        kind = seat_kind(info)
        self.setProperty("you", you)
        self.setProperty("open", kind == "open")
        self.setMinimumSize(150, 104)
        layout = self.box = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(2)
        self.number = QLabel(fill(self.tr("Seat %1"), index + 1))
        self.number.setProperty("role", "number")
        self.name = QLabel(self._name_text(info, you))
        self.name.setObjectName(f"seatName{index}")
        font = QFont(self.name.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(kind != "open")
        font.setItalic(kind == "open")
        self.name.setFont(font)
        self.name.setTextFormat(Qt.TextFormat.PlainText)
        self.state = QLabel(self._state_text(info))
        self.state.setObjectName(f"seatState{index}")
        self.dot = DOTS[kind]
        self.state.setStyleSheet(f"QLabel {{ border-left: 10px solid {self.dot}; padding-left: 6px; }}")
        self.control: QWidget | None = None
        if is_host and info.state != "person":
            combo = QComboBox()
            for level in CHOICES:
                combo.addItem(self._choice_text(level), level)
            combo.setCurrentIndex(CHOICES.index(info.level or "") if info.state == "computer" else 0)
            # never narrower than its longest choice ("Вільне для гравця", "Frei für einen Spieler"):
            # eight cards make the lobby wider rather than cut the words
            combo.setMinimumWidth(combo.sizeHint().width())
            combo.currentIndexChanged.connect(lambda _i: self.chosen.emit(self.index, combo.currentData()))
            self.control = combo
            self.state.hide()  # the choice says what the seat is: not twice
        elif is_host and not info.host and not you:  # (at a game server the host sits as a person: not removed)
            button = QPushButton(self.tr("Remove"))
            button.clicked.connect(lambda _=False: self.remove.emit(self.index))
            self.control = button
        for w in (self.number, self.name, self.state):
            layout.addWidget(w)
        layout.addStretch(1)
        if self.control is not None:
            self.control.setObjectName(f"seatControl{index}")
            layout.addWidget(self.control)
        self.setMinimumWidth(max(150, layout.minimumSize().width()))  # the minimum set above would cut the choice
        self.setStyleSheet(CARD_STYLE)
        self.again_mark: QLabel | None = None
        self.take_button: QPushButton | None = None

    # ------------------------------------------------------------------ watchers and Play Again
    def mark_again(self) -> None:
        """After Play Again: this seat's person said Play."""
        if self.again_mark is None:
            self.again_mark = QLabel("\u2713 " + self.tr("Plays again"))
            self.again_mark.setObjectName(f"seatAgain{self.index}")
            self.again_mark.setStyleSheet("QLabel { color: #1F6B36; font-weight: bold; }")
            self.box.insertWidget(3, self.again_mark)

    def offer_take(self) -> None:
        """A watcher sees Take a Seat on a free seat (or one a computer plays for someone who left)."""
        if self.take_button is None:
            self.take_button = QPushButton(self.tr("&Take a Seat"))
            self.take_button.setObjectName(f"takeSeat{self.index}")
            self.take_button.clicked.connect(lambda _=False: self.take.emit(self.index))
            self.box.addWidget(self.take_button)

    def _name_text(self, info: SeatInfo, you: bool) -> str:
        if info.state == "open":
            return self.tr("Free seat")
        return fill(self.tr("%1 (you)"), info.name) if you else info.name

    def _state_text(self, info: SeatInfo) -> str:
        if info.state == "open":
            return self.tr("waiting for a player")
        return net_texts.seat_state(info)

    def _choice_text(self, level: str) -> str:
        return {"": self.tr("Open for a player"), "easy": self.tr("Computer: Easy"),
                "normal": self.tr("Computer: Normal"), "hard": self.tr("Computer: Hard")}[level]


__all__ = ["CHOICES", "SeatCard", "seat_kind"]
