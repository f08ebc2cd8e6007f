"""The score sheet's coach: "How could I have played better?", its progress, and the findings in words.

The coach itself (`ai.coach`) returns codes and numbers; here they become sentences ("Round 3, your
turn 5: you laid 3|5 on the Mexican Train; 12|5 on your train was better: it keeps your own train
going and leaves about 9 points fewer in your hand at the round's end (Hard's estimate)"). The panel
asks for a review (`review_requested(seat)`), shows its progress while the sheet stays usable, then
the findings; clicking one (or Enter on it) emits `finding_chosen(Finding)`, and the window opens
the replay viewer there. With several persons at this computer the button offers each person's
name: each review is one person's own decisions.
"""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from mextrain.ai.coach import Finding, Review, Why
from mextrain.engine import Move, MoveKind
from mextrain.i18n import TrContext
from mextrain.ui import texts
from mextrain.ui.texts import unbroken
from mextrain.ui.unbroken import UnbrokenDelegate

Coach = TrContext("Coach")
# the findings' list grows with its sentences up to this height, then scrolls
LIST_MAX_HEIGHT = 230


def move_words(move: Move, names: Sequence[str], seat: int) -> str:
    """What a move does, after "you": "laid 3|5 on the Mexican Train", "drew", "passed"."""
    if move.kind is MoveKind.PLAY and move.tile is not None and move.train is not None:
        return texts.fill(Coach.tr("laid %1 on %2", "after 'you'; %1 a tile, %2 a train"), texts.tile_text(move.tile),
                          texts.train_name(move.train, names, seat))
    if move.kind is MoveKind.DRAW:
        return Coach.tr("drew", "after 'you': drew a tile")
    if move.kind is MoveKind.PASS:
        return Coach.tr("passed", "after 'you'")
    return Coach.tr("ended the starting run", "after 'you'")


def better_words(move: Move, names: Sequence[str], seat: int) -> str:
    """The better move as a noun: "12|5 on your train", "drawing", "passing"."""
    if move.kind is MoveKind.PLAY and move.tile is not None and move.train is not None:
        return texts.fill(Coach.tr("%1 on %2", "%1 a tile, %2 a train"), texts.tile_text(move.tile),
                          texts.train_name(move.train, names, seat))
    if move.kind is MoveKind.DRAW:
        return Coach.tr("drawing")
    if move.kind is MoveKind.PASS:
        return Coach.tr("passing")
    return Coach.tr("ending the starting run")


def reason_words(f: Finding) -> str:
    """Why the better move was better, each reason the coach found true of it, joined."""
    parts = []
    for why in f.reasons:
        if why is Why.OWN_TRAIN:
            parts.append(Coach.tr("it keeps your own train going"))
        elif why is Why.LIFTS_MARKER:
            parts.append(Coach.tr("it lifts the marker off your train"))
        elif why is Why.COVERS_DOUBLE:
            parts.append(Coach.tr("it covers the double"))
        elif why is Why.KEEPS_ROW:
            parts.append(Coach.tr("it keeps a row of %n tile(s) for your train", "", f.own_row))
        elif why is Why.FEWER_POINTS:
            parts.append(Coach.tr("it leaves about %n point(s) fewer in your hand at the round's end", "",
                                  max(1, round(f.points_fewer))))
    if not parts:
        parts.append(Coach.tr("it comes out better in the search's playouts"))
    if len(parts) == 1:
        return parts[0]
    return texts.fill(Coach.tr("%1 and %2", "joins the last two reasons"), Coach.tr(", ").join(parts[:-1]), parts[-1])


def finding_line(f: Finding, names: Sequence[str]) -> str:
    """The whole sentence of one finding (the reviewed seat is "you")."""
    head = texts.fill(Coach.tr("Round %1, your turn %2:"), f.round_number, f.turn)
    body = texts.fill(Coach.tr("you %1; %2 was better: %3 (Hard's estimate).",
                               "%1 what you did, %2 the better move, %3 why"),
                      move_words(f.played, names, f.seat), better_words(f.better, names, f.seat), reason_words(f))
    return f"{head} {body}"


class CoachPanel(QWidget):
    """The coach on the score sheet; see the module docstring."""

    review_requested = Signal(int)  # the seat whose decisions to judge
    finding_chosen = Signal(object)  # a Finding
    # the window says whether the replay can open (the local game's record, a joined table's views)
    can_watch = True

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("coachPanel")
        self.button = QPushButton()
        self.button.setObjectName("coachButton")
        self.button.clicked.connect(self._clicked)
        self.menu = QMenu(self)  # several persons here: one entry each
        self.progress = QProgressBar()
        self.progress.setObjectName("coachProgress")
        self.progress.setTextVisible(False)
        self.progress.setMaximumHeight(10)
        self.progress.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.status = QLabel()
        self.status.setObjectName("coachStatus")
        self.status.setWordWrap(True)
        self.list = QListWidget()
        self.list.setObjectName("coachFindings")
        self.list.setWordWrap(True)
        self.list.setItemDelegate(UnbrokenDelegate(self.list))  # a tile's name whole on its line
        self.list.setSizeAdjustPolicy(QListWidget.SizeAdjustPolicy.AdjustToContents)
        self.list.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self.list.itemActivated.connect(self._chosen)
        self.list.itemClicked.connect(self._chosen)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.button)
        top.addWidget(self.progress, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.status)
        layout.addWidget(self.list)
        self._persons: list[int] = []
        self._names: list[str] = []
        self._whole_game = False
        self._seat: int | None = None  # whose review is shown or under way
        self._review: Review | None = None
        self._running: tuple[int, int] | None = None
        self.reset()
        self.hide()  # until the window says who may ask (`set_table`)

    # ------------------------------------------------------------------ what the window says
    def set_table(self, persons: Sequence[int], names: Sequence[str], whole_game: bool) -> None:
        """Who may ask (the persons here, by seat), the seats' names, and the round's or the game's coach.
        Nobody here (computers only): the coach is hidden."""
        self._persons = list(persons)
        self._names = list(names)
        self._whole_game = whole_game
        self.setVisible(bool(self._persons))
        self._word()

    def reset(self) -> None:
        """A new sheet: nothing asked yet."""
        self._seat = None
        self._review = None
        self._running = None
        self.list.clear()
        self.list.hide()
        self.progress.hide()
        self.status.hide()
        self.button.setEnabled(True)
        self._word()

    def started(self, seat: int) -> None:
        self._seat = seat
        self._review = None
        self._running = (0, 0)
        self.list.clear()
        self.list.hide()
        self.progress.setRange(0, 0)  # busy until the first decision is judged
        self.progress.show()
        self.status.show()
        self._word()

    def show_progress(self, done: int, total: int) -> None:
        self._running = (done, total)
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)
        self._word()

    def show_review(self, review: Review) -> None:
        self._running = None
        self._review = review
        self.progress.hide()
        self._word()

    def failed(self) -> None:
        self._running = None
        self._review = None
        self.progress.hide()
        self.status.setText(Coach.tr("The coach could not judge these decisions."))
        self.status.show()

    # ------------------------------------------------------------------ inside
    def _clicked(self) -> None:
        if len(self._persons) == 1:
            self.review_requested.emit(self._persons[0])
            return
        self.menu.clear()
        for seat in self._persons:
            action = self.menu.addAction(self._names[seat] if seat < len(self._names) else str(seat))
            action.triggered.connect(lambda _=False, s=seat: self.review_requested.emit(s))
        self.menu.popup(self.button.mapToGlobal(self.button.rect().bottomLeft()))

    def _chosen(self, item: QListWidgetItem) -> None:
        finding = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(finding, Finding):
            self.finding_chosen.emit(finding)

    def _fill(self) -> None:
        review = self._review
        self.list.clear()
        if review is None or not review.findings:
            self.list.hide()
            return
        for f in review.findings:
            item = QListWidgetItem(finding_line(f, self._names))
            item.setData(Qt.ItemDataRole.UserRole, f)
            if self.can_watch:
                item.setToolTip(Coach.tr("Click to see this position in the replay viewer, with both moves."))
            item.setData(Qt.ItemDataRole.AccessibleTextRole, item.text())
            self.list.addItem(item)
        self.list.show()
        self._fit_list()

    def _fit_list(self) -> None:
        """Each finding as tall as its wrapped words at the list's width, and the list as tall as its
        findings (up to LIST_MAX_HEIGHT; beyond, it scrolls): a sentence is never cut off."""
        lst = self.list
        if not lst.count():
            return
        width = max(lst.viewport().width(), lst.width() - 2 * lst.frameWidth(), 200) - 12
        metrics = lst.fontMetrics()
        total = 0
        for i in range(lst.count()):
            item = lst.item(i)
            rect = metrics.boundingRect(QRect(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap), unbroken(item.text()))
            height = rect.height() + 10
            item.setSizeHint(QSize(width, height))
            total += height
        lst.setFixedHeight(min(total + 2 * lst.frameWidth() + 2, LIST_MAX_HEIGHT))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width() and self.list.isVisible():
            QTimer.singleShot(0, self, self._fit_list)  # after the list took its new width

    def _owner(self) -> str:
        seat = self._seat
        if seat is None or len(self._persons) < 2 or seat >= len(self._names):
            return ""
        return texts.fill(Coach.tr("%1's review:"), self._names[seat]) + " "

    def _word(self) -> None:
        game = self._whole_game
        self.button.setText(Coach.tr("How could I have played &better in this game?") if game
                            else Coach.tr("How could I have played &better?"))
        self.button.setToolTip(Coach.tr("Hard's search looks at each of your decisions from what you could see then, "
                                        "and names the ones where another move was clearly better."))
        self.progress.setAccessibleName(Coach.tr("The coach's progress"))
        self.list.setAccessibleName(Coach.tr("Decisions another move would have done better"))
        running = self._running
        review = self._review
        if running is not None:
            done, total = running
            text = (texts.fill(Coach.tr("Judging your decisions… %1 of %2"), done, total) if total
                    else Coach.tr("Judging your decisions…"))
            self.status.setText(self._owner() + text)
            self.button.setEnabled(False)
            return
        self.button.setEnabled(True)
        if review is None:
            return
        if review.findings and game:
            text = Coach.tr("The costliest decisions of the game, as Hard's search sees them.")
        elif review.findings:
            text = Coach.tr("Where another move was clearly better, as Hard's search sees it.")
        elif review.judged == 0 and not review.stopped:
            text = Coach.tr("You had no choice to make: every move was the only one.")
        elif review.stopped:
            text = Coach.tr("The coach was stopped before it judged every decision.")
        else:
            text = (Coach.tr("Every move you made in this game was sound: Hard's search found no other move clearly better.")
                    if game else
                    Coach.tr("Every move you made this round was sound: Hard's search found no other move clearly better."))
        self.status.setText(self._owner() + text)
        self.status.show()
        self._fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._word()
        super().changeEvent(event)


__all__ = ["CoachPanel", "better_words", "finding_line", "move_words", "reason_words"]
