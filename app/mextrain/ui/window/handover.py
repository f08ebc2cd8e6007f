"""Several persons at one computer: the hand-over screen and the names they are shown by.

When the controller hides the hands (`play.hand_hidden`: the computer goes to another
person), `HandoverCover` lies over the table: the trains stay visible through it, the rack is
empty (the controller's view holds no tile of any hand), and a card says whose turn it is.
Enter, Space, a click anywhere on it or its button tells the controller the person is
there (`play.show_hand()`). The cover only shows and forwards: which hand is shown and
when is the controller's business.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QColor, QFont, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QApplication, QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from mextrain.engine import Phase, Tile
from mextrain.i18n import TrContext, possessive
from mextrain.ui import texts
from mextrain.ui.table.view import TableView


class HandoverWindow(Protocol):
    """What the hand-over needs of its window (the main window is the one): a Protocol because the
    window imports this module (no import cycle, tests/project/test_layering.py)."""

    table: TableView
    play: Any  # the GameController or a JoinedGame: `hand_hidden`, `show_hand()`, `persons`, `local_seat`

    def statusBar(self) -> Any: ...

Handover = TrContext("Handover")

CARD_STYLE = """
#handoverCard { background: #FFFDF8; border: 2px solid #E0BD55; border-radius: 12px; }
#handoverCard QLabel { color: #26231E; }
"""


def several_persons(persons: Sequence[int]) -> bool:
    """More than one person shares this computer: nobody is "You", everyone has a name."""
    return len(persons) > 1


def unnamed_first_person() -> str:
    """The first seat's name when several persons play and it was left empty (nobody is "You")."""
    return Handover.tr("Player 1", "the first seat's person, not named in New Game")


def handover_line(name: str, their_turn: bool) -> str:
    """The card's sentence: "Ada's turn: pass the computer to Ada."."""
    if their_turn:
        return texts.fill(Handover.tr("%1's turn: pass the computer to %2.",
                                      "%1 and %2 are a person's name; %1 is the possessive one (i18n.possessive)"),
                          possessive(name), name)
    return texts.fill(Handover.tr("%1 plays next: pass the computer to %1.", "%1 is a person's name"), name)


def hand_owner_line(name: str) -> str:
    """Whose hand the rack shows: "Ada's hand"."""
    return texts.fill(Handover.tr("%1's hand", "the rack's owner; %1 is a person's name"), possessive(name))


def show_button_text(name: str) -> str:
    return texts.fill(Handover.tr("&Show %1's hand", "a button; %1 is a person's name"), possessive(name))


def seat_name(name: str, person: bool) -> str:
    """The side panel's name of a seat when several persons play: persons and computers told apart."""
    if person:
        return texts.fill(Handover.tr("%1 (person)", "a seat in the side panel"), name)
    return texts.fill(Handover.tr("%1 (computer)", "a seat in the side panel"), name)


class HandoverCover(QWidget):
    """Lies over the table while the computer is handed over; see the module docstring."""

    def __init__(self, table: QWidget, on_ready: Callable[[], None]) -> None:
        super().__init__(table)
        self.setObjectName("handoverCover")
        self._on_ready = on_ready
        self._name = ""
        self._their_turn = True
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.card = QFrame(self)
        self.card.setObjectName("handoverCard")
        self.card.setStyleSheet(CARD_STYLE)
        self.label = QLabel(self.card)
        self.label.setObjectName("handoverText")
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.button = QPushButton(self.card)
        self.button.setObjectName("showHandButton")
        self.button.setDefault(True)
        self.button.clicked.connect(self._ready)
        self._set_fonts()
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.fontChanged.connect(self._font_changed)
        box = QVBoxLayout(self.card)
        box.setContentsMargins(24, 20, 24, 20)
        box.setSpacing(14)
        box.addWidget(self.label)
        box.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        table.installEventFilter(self)
        self.hide()

    def show_for(self, name: str, their_turn: bool) -> None:
        """Cover the table for `name`'s person (shown, raised and holding the keyboard)."""
        self._name, self._their_turn = name, their_turn
        self.retranslate()
        self._fit()
        if not self.isVisible():
            self.show()
        self.raise_()
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    def _ready(self) -> None:
        if self.isVisible():
            self._on_ready()

    def retranslate(self) -> None:
        self.label.setText(handover_line(self._name, self._their_turn))
        self.button.setText(show_button_text(self._name))
        self.setAccessibleName(handover_line(self._name, self._their_turn))

    def _fit(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        width = min(max(280, self.width() * 6 // 10), max(280, self.width() - 40))
        self.card.setFixedWidth(width)
        # as tall as the wrapped words need at that width (adjustSize left a third line cut off
        # once the font had grown)
        box = self.card.layout()
        if box is not None and box.hasHeightForWidth():
            self.card.resize(width, box.totalHeightForWidth(width))
        else:
            self.card.adjustSize()
        self.card.move((self.width() - self.card.width()) // 2, (self.height() - self.card.height()) // 2)

    # ------------------------------------------------------------------ events
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize and self.isVisible():
            self._fit()
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(20, 30, 25, 110))  # the table shows through, dimmed

    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()  # nothing reaches the table beneath

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._ready()
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._ready()
            return
        event.accept()  # no key plays on the hidden table

    def _set_fonts(self) -> None:
        """The words 1.4x the application's font, bold; the card's style sheet applied again, since a
        widget with a sheet keeps the font it had when the sheet was set (the cover kept its size
        when the desktop's font grew 1.5x: issue 38)."""
        font = QFont(QApplication.font())
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.label.setFont(font)
        self.button.setFont(QApplication.font())
        self.card.setStyleSheet("")
        self.card.setStyleSheet(CARD_STYLE)

    def _font_changed(self, _font: QFont) -> None:
        self._set_fonts()
        if self.isVisible():
            self._fit()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class HandoverUi:
    """The main window's side of passing the computer round: the cover, the panel's names, and
    each person's rack kept as they arranged it while the others play."""

    def __init__(self, window: HandoverWindow) -> None:
        self.window = window
        self.cover = HandoverCover(window.table, lambda: window.play.show_hand())
        self._racks: dict[tuple[int, int, int], tuple[list[Tile], set[Tile]]] = {}
        self._restore: tuple[int, int, int] | None = None

    def before_refresh(self) -> None:
        """Cover the table while the computer changes hands (called before the table is drawn)."""
        w, c = self.window, self.window.play
        # nothing says "your train" (or "you") of the next person's seat before their hand is shown
        # nor of seat 0's train to a watcher of a networked table (its view is seat 0's, without the hand)
        w.table.scene().person_at_rack = not c.hand_hidden and not getattr(c, "watching", False)
        # the train of the hand shown is "Your train" only to the one person of this computer (issue 38)
        w.table.scene().name_own_train = several_persons(c.persons)
        if not c.hand_hidden:
            if self.cover.isVisible():
                self.cover.hide()
                w.table.setFocus()  # the keyboard plays the hand just shown
                self._restore = self._key(c.local_seat)
            return
        if not self.cover.isVisible():
            self._keep_rack()
            w.statusBar().clearMessage()  # a notice of the last person may name their tile
            w.table.hide_notice()
        their_turn = c.game is not None and c.game.phase is Phase.PLAYING and c.game.current_seat == c.local_seat
        self.cover.show_for(c.seats[c.local_seat].name, their_turn)

    def after_refresh(self) -> None:
        """The hand just shown is in the order its person left it (tiles played since are gone)."""
        key, self._restore = self._restore, None
        kept = self._racks.pop(key, None) if key is not None else None
        if kept is None:
            return
        hand = self.window.table.scene().hand
        present = set(hand.items)
        order = [t for t in kept[0] if t in present]
        hand.order = order + [t for t in hand.order if t not in set(order)]
        for t in kept[1] & present:
            if t not in hand.flipped:
                hand.flip(t)
        hand.relayout()

    def _key(self, seat: int) -> tuple[int, int, int]:
        game = self.window.play.game
        return (seat, id(game), game.round_number if game is not None else 0)

    def _keep_rack(self) -> None:
        state = self.window.table.scene().state
        if state is None or not state.hand or not several_persons(self.window.play.persons):
            return
        hand = self.window.table.scene().hand
        self._racks[self._key(state.seat)] = (list(hand.order), set(hand.flipped))


__all__ = [
    "HandoverCover", "HandoverUi", "hand_owner_line", "handover_line",
    "seat_name", "several_persons", "unnamed_first_person",
]
