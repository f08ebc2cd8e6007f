"""The lobby: the table on the felt before the game, a card per seat, the join code to read out, and Start.

The host sees every seat as a card with a control: an open seat or a computer gets a
choice (open, computer Easy/Normal/Hard), a person from elsewhere a Remove button; the
starting run and what happens when someone is away can be chosen; Start is enabled once
every seat is taken. Everybody else sees the same lobby read-only and a Leave button.
The code is large, grouped for reading aloud, and can be copied; the address line names
what a friend types. Every text is worded here, so a language switch rewords it all.
The window only shows and asks: `NetPlay` acts.
"""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from mextrain.engine import GameOptions
from mextrain.i18n import TrContext
from mextrain.net import invitation
from mextrain.net.messages import WAIT_GRACE, SeatInfo
from mextrain.ui.netplay import texts as net_texts
from mextrain.ui.netplay.dialogs import fit_words
from mextrain.ui.netplay.seat_card import SeatCard
from mextrain.ui.netplay.watchers_row import WatchersRow
from mextrain.ui.rules import words as rule_words
from mextrain.ui.rules.choice import RuleSetChoice
from mextrain.ui.screen_fit import FRAME, available_area
from mextrain.ui.texts import fill, plural_s

# what the host may choose for a person who is away: seconds before a computer plays, or the table waits
LobbyTexts = TrContext("LobbyTexts")  # the lobby's words outside the window (who shares a computer)
AWAY_CHOICES = (30.0, 60.0, 120.0, 300.0, WAIT_GRACE)
COLUMNS = 4
LOBBY_STYLE = """
QDialog#lobbyWindow { background: qradialgradient(cx:0.5, cy:0.4, radius:0.9, fx:0.5, fy:0.4,
                      stop:0 #2E7A4E, stop:1 #113B25); }
QWidget#lobbyBody > QLabel, QWidget#lobbyBody > QCheckBox { color: #F3EBD3; }
QScrollArea#lobbyScroll, QWidget#lobbyBody { background: transparent; border: none; }
QLabel#tableName { color: #F3EBD3; }
QLabel#options, QLabel#status, QLabel#together, QLabel#awayPolicy, QLabel#ruleSet, QLabel#ruleSetCaption, QLabel#certificate { color: #F3EBD3; }
QCheckBox#startingRun { color: #F3EBD3; }
QFrame#codePanel { background: #26221F; border: 2px solid #E0B341; border-radius: 12px; }
QFrame#codePanel QLabel { color: #F3EBD3; background: transparent; }
QLabel#joinCode { color: #FFE9A8; }
"""


def together_line(seats: Sequence[SeatInfo]) -> str:
    """Who shares a computer, one group after another: "Ada and Ben (one computer)"."""
    groups: dict[int, list[str]] = {}
    for info in seats:
        if info.state == "person" and info.together is not None:
            groups.setdefault(info.together, []).append(info.name)
    lines = []
    for names in groups.values():
        if len(names) < 2:
            continue
        lines.append(fill(LobbyTexts.tr("%1 (one computer)"), names_and(names)))
    return "\n".join(lines)


def names_and(names: Sequence[str]) -> str:
    """"Ada", "Ada and Ben", "Ada, Ben and Cy"."""
    if len(names) < 2:
        return "".join(names)
    return fill(LobbyTexts.tr("%1 and %2"), ", ".join(names[:-1]), names[-1])


class LobbyScroll(QScrollArea):
    """The lobby's middle (the code, the seats, the table's options) as tall as its words need where the
    screen has the room, and scrolled where it has not: eight seats at 1024x600 pushed Start 135 px below
    the screen's edge (issue 38). It never scrolls sideways: the lobby is as wide as the middle needs."""

    def __init__(self, body: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.body = body
        self.setObjectName("lobbyScroll")
        self.setWidget(body)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.viewport().setAutoFillBackground(False)
        body.setAutoFillBackground(False)

    def _bar(self) -> int:
        return self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)

    def sizeHint(self) -> QSize:
        """All of the middle at the width it is given (QScrollArea's own is at most 24 lines tall)."""
        body = self.body
        hint = body.sizeHint()
        width = self.viewport().width() if self.viewport().width() > 0 else hint.width()
        height = body.heightForWidth(width) if body.hasHeightForWidth() else -1
        return QSize(hint.width() + self._bar(), max(height, hint.height() if height < 0 else height))

    def minimumSizeHint(self) -> QSize:
        """As narrow as the middle can be (plus room for the scroll bar), and a seat card's height."""
        return QSize(self.body.minimumSizeHint().width() + self._bar(), 120)


class LobbyWindow(QDialog):
    start_requested = Signal()
    fill_requested = Signal()
    # (seat, level or "" for an open seat)
    seat_choice = Signal(int, str)
    remove_requested = Signal(int)
    starting_run_changed = Signal(bool)
    reactions_changed = Signal(bool)  # the host allows the table's reactions (issue 31)
    add_person_requested = Signal()  # another person at this computer would take a seat (issue 31)
    # the host chose another rule set (R18): its name (or None) and its rules
    rule_set_changed = Signal(object, object)
    # the host's choice for a person away: seconds before a computer plays (WAIT_GRACE: the table waits)
    away_policy_changed = Signal(float)
    leave_requested = Signal()
    # watchers and Play Again: a watcher's Take a Seat (the seat); the host's Send Away (the watcher's
    # place in the list) and Let … Sit Down (the seat)
    take_seat_requested = Signal(int)
    send_away_requested = Signal(int)
    grant_requested = Signal(int)

    def __init__(self, is_host: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lobbyWindow")
        self.setStyleSheet(LOBBY_STYLE)
        self.setMinimumWidth(700)
        self.is_host = is_host
        # the host may change the away policy (not at a hall: the hall keeps the one the table was made with)
        self.grace_editable = True
        self.title = QLabel()
        self.title.setObjectName("tableName")
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.title.setFont(font)
        self.options = QLabel()
        self.options.setObjectName("options")
        self.rules = QLabel()  # R18: the rule set, its name and each difference, for everybody
        self.rules.setObjectName("ruleSet")
        self.rules.setWordWrap(True)
        self.rules.setTextFormat(Qt.TextFormat.PlainText)
        self.rule_choice = RuleSetChoice()  # the host's, until Start
        self.rule_choice.chosen.connect(lambda: self.rule_set_changed.emit(*self.rule_choice.rule_set()))
        self.rule_caption = QLabel()
        self.rule_caption.setObjectName("ruleSetCaption")
        self.rule_caption.setBuddy(self.rule_choice)
        self.code_panel = QFrame()
        self.code_panel.setObjectName("codePanel")
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
        self.copy_button = QPushButton()
        self.copy_button.setObjectName("copyCode")
        self.copy_button.clicked.connect(self.copy_code)
        self.invite_button = QPushButton()  # the host's: a short text with the link, to send to friends
        self.invite_button.setObjectName("copyInvitation")
        self.invite_button.clicked.connect(self.copy_invitation)
        self.invite_button.hide()
        self._invitation: tuple[str, str, str, int, str, str] | None = None
        self.address = QLabel()
        self.address.setObjectName("address")
        self.address.setWordWrap(True)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        code_box = QGridLayout(self.code_panel)
        code_box.addWidget(self.code_caption, 0, 0)
        code_box.addWidget(self.code, 1, 0)
        code_box.addWidget(self.copy_button, 1, 1, Qt.AlignmentFlag.AlignVCenter)
        code_box.addWidget(self.invite_button, 1, 2, Qt.AlignmentFlag.AlignVCenter)
        code_box.addWidget(self.address, 2, 0, 1, 2)
        code_box.setColumnStretch(0, 1)
        # the table's certificate as words, the same in the host's lobby and a joined one: to compare
        self.certificate = QLabel()
        self.certificate.setObjectName("certificate")
        self.certificate.setWordWrap(True)
        self.certificate.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.certificate.hide()
        self._fingerprint = ""
        self.grid = QGridLayout()
        self.grid.setSpacing(10)
        self.starting_run = QCheckBox()
        self.starting_run.setObjectName("startingRun")
        self.starting_run.toggled.connect(self.starting_run_changed)
        self.reactions_box = QCheckBox()
        self.reactions_box.setObjectName("reactionsAllowed")
        self.reactions_box.setChecked(True)
        self.reactions_box.toggled.connect(self.reactions_changed)
        self.away_caption = QLabel()
        self.away_caption.setObjectName("awayPolicy")
        self.away_choice = QComboBox()
        self.away_choice.setObjectName("awayChoice")
        for grace in AWAY_CHOICES:
            self.away_choice.addItem("", grace)
        self.away_choice.currentIndexChanged.connect(
            lambda _i: self.away_policy_changed.emit(float(self.away_choice.currentData())))
        self.away_choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.away_caption.setBuddy(self.away_choice)
        self.status = QLabel()
        self.status.setObjectName("status")
        self.watchers = WatchersRow(is_host)
        self.watchers.send_away.connect(self.send_away_requested)
        self.watchers.grant.connect(self.grant_requested)
        # what show_watchers was last given: (watchers, asks, again, this window watches)
        self._watch: tuple[tuple[str, ...], tuple[tuple[int, int], ...], tuple[int, ...] | None, bool] = ((), (), None, False)
        self.fill_button = QPushButton()
        self.fill_button.setObjectName("fillButton")
        self.fill_button.clicked.connect(self.fill_requested)
        self.start_button = QPushButton()
        self.start_button.setObjectName("startButton")
        self.start_button.clicked.connect(self.start_requested)
        self.leave_button = QPushButton()
        self.leave_button.setObjectName("leaveButton")
        self.leave_button.clicked.connect(self.leave_requested)
        self.add_person_button = QPushButton()
        self.add_person_button.setObjectName("addPersonButton")
        self.add_person_button.clicked.connect(self.add_person_requested)
        self.together = QLabel()  # "Ada and Ben (one computer)" for every computer several people share
        self.together.setObjectName("together")
        self.together.setWordWrap(True)
        self.together.setTextFormat(Qt.TextFormat.PlainText)
        buttons = QHBoxLayout()
        for b in (self.fill_button, self.add_person_button, self.leave_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)
        away = QHBoxLayout()
        away.addWidget(self.away_caption)
        away.addWidget(self.away_choice)
        away.addStretch(1)
        self.body = QWidget()
        self.body.setObjectName("lobbyBody")
        layout = QVBoxLayout(self.body)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(10)
        for w in (self.options, self.rules, self.code_panel, self.certificate):
            layout.addWidget(w)
        layout.addLayout(self.grid)
        layout.addWidget(self.watchers)
        layout.addWidget(self.together)
        choose_rules = QHBoxLayout()
        choose_rules.addWidget(self.rule_caption)
        choose_rules.addWidget(self.rule_choice)
        choose_rules.addStretch(1)
        layout.addLayout(choose_rules)
        layout.addWidget(self.starting_run)
        layout.addWidget(self.reactions_box)
        layout.addLayout(away)
        layout.addWidget(self.status)
        # room to spare goes above the buttons, never between the seats and the table's options (a wide
        # empty band there at 1024x600: issue 38, point 19); and the lobby is no taller than it needs
        layout.addStretch(1)
        self.middle = LobbyScroll(self.body)
        outer = QVBoxLayout(self)
        outer.setSpacing(10)
        outer.addWidget(self.title)
        outer.addWidget(self.middle, 1)
        outer.addLayout(buttons)  # the buttons (Start) stay in sight however many seats scroll above them
        for host_only in (self.fill_button, self.start_button, self.starting_run, self.away_choice, self.rule_choice,
                          self.rule_caption, self.reactions_box):
            host_only.setVisible(is_host)
        self.cards: list[SeatCard] = []
        # what show_lobby was last given (Copy Code reads the code; a new language shows it again)
        self._state: tuple[str, tuple[SeatInfo, ...], GameOptions, int | None, str | None, tuple[str, ...], int | None,
                           float, str | None, bool] | None = None
        self.retranslate_ui()

    # ------------------------------------------------------------------ showing
    def show_lobby(self, table: str, seats: Sequence[SeatInfo], options: GameOptions, you: int | None,
                   code: str | None = None, addresses: Sequence[str] = (), port: int | None = None,
                   grace: float = 60.0, rule_set: str | None = None, reactions: bool = True) -> None:
        """Everything the lobby shows; `addresses` and `port` (the host's) become the line a friend types;
        `rule_set` is the name of the options' rule set, where the host gave one (R18); `reactions`:
        the host allows them (protocol 7)."""
        self._state = (table, tuple(seats), options, you, code, tuple(addresses), port, grace, rule_set, reactions)
        self.title.setText(table)
        self.code.setText(code[:3] + " " + code[3:] if code and len(code) == 6 else code or "")
        self.code_panel.setVisible(bool(code))
        self.address.setText(self._address_line(tuple(addresses), port))
        self._fill_seats(seats, you)
        line = self._options_line(options)
        self.options.setText(line if reactions else fill(self.tr("%1 · %2"), line, self.tr("no reactions")))
        self.show_rules(options, rule_set)
        self.reactions_box.blockSignals(True)
        self.reactions_box.setChecked(reactions)
        self.reactions_box.blockSignals(False)
        self.starting_run.blockSignals(True)
        self.starting_run.setChecked(options.starting_run)
        self.starting_run.blockSignals(False)
        self._show_away(grace)
        full = all(s.state != "open" for s in seats)
        self.add_person_button.setEnabled(not full)
        self.together.setText(together_line(seats))
        self.together.setVisible(bool(self.together.text()))
        self.fill_button.setEnabled(not full)
        self._show_watch()

    def show_watchers(self, watchers: Sequence[str], asks: Sequence[tuple[int, int]] = (),
                      again: Sequence[int] | None = None, watching: bool = False) -> None:
        """Protocol 7: who watches (the host's buttons for them), after Play Again who said Play, and
        for a watcher (`watching`) Take a Seat on every seat free to take."""
        self._watch = (tuple(watchers), tuple(asks), None if again is None else tuple(again), watching)
        self._show_watch()

    def _show_watch(self) -> None:
        watchers, asks, again, watching = self._watch
        self.watchers.show_watchers(watchers, asks)
        seats = self._state[1] if self._state is not None else ()
        for card, info in zip(self.cards, seats):
            if again is not None and card.index in again:
                card.mark_again()
            if watching and (info.state == "open" or info.freed) and card.take_button is None:
                card.offer_take()
                card.take.connect(self.take_seat_requested)
        full = bool(seats) and all(s.state != "open" for s in seats)
        # after Play Again, Start waits until everyone asked has answered (Play, or Leave opens the seat)
        waiting = [info.name for i, info in enumerate(seats) if info.state == "person" and i not in again] \
            if again is not None else []
        self.start_button.setEnabled(full and not waiting)
        self.status.setText(net_texts.watching_status() if watching
                            else fill(self.tr("Waiting for %1 to answer Play Again…"), names_and(waiting)) if waiting
                            else self.tr("Every seat is taken: press Start.") if full and self.is_host
                            else self.tr("Waiting for the host to start the game…") if full
                            else self.tr("Waiting for players…"))

    def show_fingerprint(self, fingerprint: str) -> None:
        """The table's certificate's fingerprint, shown as words (net/certs.py) to compare aloud."""
        self._fingerprint = fingerprint
        self.certificate.setVisible(bool(fingerprint))
        self.certificate.setText(net_texts.fingerprint_line(fingerprint, self.is_host) if fingerprint else "")

    def _show_away(self, grace: float) -> None:
        self.away_choice.setVisible(self.is_host and self.grace_editable)
        if self.is_host and self.grace_editable:
            self.away_caption.setText(self.tr("If someone is &away:"))
            self.away_choice.blockSignals(True)
            for i, value in enumerate(AWAY_CHOICES):
                self.away_choice.setItemText(i, self._away_choice_text(value))
            index = self.away_choice.findData(grace)
            if index < 0:  # a grace typed in the Host dialog: offered as it is
                self.away_choice.addItem(self._away_choice_text(grace), grace)
                index = self.away_choice.count() - 1
            self.away_choice.setCurrentIndex(index)
            self.away_choice.blockSignals(False)
        else:
            self.away_caption.setText(net_texts.away_policy(grace, WAIT_GRACE))

    def _away_choice_text(self, grace: float) -> str:
        return net_texts.away_choice(grace, WAIT_GRACE)

    def _address_line(self, addresses: tuple[str, ...], port: int | None) -> str:
        if port is None:
            return ""
        if not addresses:
            return fill(self.tr("This computer is on no network: only this computer can join (port %1)."), port)
        return fill(self.tr("To join by hand, type the address %1 and the port %2."),
                    self.tr(" or ").join(addresses), port)

    def _fill_seats(self, seats: Sequence[SeatInfo], you: int | None) -> None:
        for card in self.cards:
            self.grid.removeWidget(card)
            card.hide()
            card.deleteLater()
        self.cards = []
        for i, info in enumerate(seats):
            card = SeatCard(i, info, i == you, self.is_host, self)
            card.chosen.connect(self.seat_choice)
            card.remove.connect(self.remove_requested)
            self.grid.addWidget(card, i // COLUMNS, i % COLUMNS)
            self.cards.append(card)
        # eight cards whose choices say "Frei für einen Spieler" widen the lobby, not cut it (once polished)
        QTimer.singleShot(0, self, self._fit)

    def _fit(self) -> None:
        """As wide as the words need (`fit_words`), and as tall as the contents: no empty band."""
        self.middle.updateGeometry()  # its size hint follows the cards and the width (layouts keep it cached)
        fit_words(self)
        layout = self.layout()
        if layout is None:
            return
        self.middle.updateGeometry()
        layout.activate()
        room = available_area(self).height() - FRAME.height()
        # the height its contents need at its width (wrapped lines are shorter when wider)
        need = layout.totalHeightForWidth(self.width()) if layout.hasHeightForWidth() else layout.sizeHint().height()
        height = min(max(need, self.minimumSizeHint().height()), room)
        if height != self.height():
            self.resize(self.width(), height)
        area = available_area(self)  # a lobby grown past the screen's edge comes back inside it
        frame = self.frameGeometry()
        x = max(area.x(), min(frame.x(), area.right() + 1 - max(frame.width(), self.width() + FRAME.width())))
        y = max(area.y(), min(frame.y(), area.bottom() + 1 - max(frame.height(), height + FRAME.height())))
        if (x, y) != (frame.x(), frame.y()):
            self.move(x, y)

    def show_rules(self, options: GameOptions, rule_set: str | None) -> None:
        """The rule set on one line (its name and each difference), the list in its tooltip;
        the host's choice shows the table's."""
        self.rules.setText(rule_words.inline(options, rule_set))
        self.rules.setToolTip(rule_words.summary(options, rule_set))
        self.rule_choice.show_rule_set(rule_set, options.rules())

    def _options_line(self, options: GameOptions) -> str:
        rounds = plural_s(self.tr("%n round(s)", "", options.rounds), options.rounds)  # 10 with a double-9 set
        length = fill(self.tr("Short game (%1)") if options.short else self.tr("Full game (%1)"), rounds)
        run = self.tr("starting run allowed") if options.starting_run else self.tr("no starting run")
        return fill(self.tr("%1 · %2"), length, run)

    def set_invitation(self, host_name: str, address: str, port: int, code: str, fingerprint: str) -> None:
        """What Copy Invitation words (in the language shown when it is pressed): who, where, the code, the certificate."""
        table = self._state[0] if self._state is not None else ""
        self._invitation = (host_name, table, address, port, code, fingerprint)
        self.invite_button.setVisible(self.is_host and bool(code and fingerprint))

    def invitation_text(self) -> str:
        if self._invitation is None:
            return ""
        host_name, table, address, port, code, fp = self._invitation
        return net_texts.invitation_text(invitation.link(address, port, code, fp, table, host_name), table, host_name,
                                         address, port, code)

    def copy_invitation(self) -> None:
        """The invitation (the link, and what to do without the app) to the clipboard, in the host's language."""
        text = self.invitation_text()
        if text:
            QGuiApplication.clipboard().setText(text)
            self.invite_button.setText(self.tr("Copied"))

    def copy_code(self) -> None:
        """The join code to the clipboard, to paste into a message to a friend."""
        if self._state is not None and self._state[4]:
            QGuiApplication.clipboard().setText(self._state[4])
            self.copy_button.setText(self.tr("Copied"))

    # ------------------------------------------------------------------ words
    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Lobby"))
        self.code_caption.setText(self.tr("Join code: read it out to the others"))
        self.copy_button.setText(self.tr("Co&py Code"))
        self.invite_button.setText(self.tr("Copy &Invitation"))
        self.starting_run.setText(self.tr("Allow the starting &run"))
        self.reactions_box.setText(self.tr("Allow reactions across the &table"))
        self.reactions_box.setToolTip(self.tr("A few set words such as “Nice move!”, shown beside the seat that "
                                              "sent them; no free text."))
        self.rule_caption.setText(self.tr("R&ules:"))
        self.fill_button.setText(self.tr("&Fill Open Seats with Computers"))
        self.start_button.setText(self.tr("&Start"))
        self.leave_button.setText(self.tr("&Close the Table") if self.is_host else self.tr("&Leave"))
        self.add_person_button.setText(self.tr("Add a Perso&n at This Computer"))
        self.add_person_button.setToolTip(self.tr("Someone sharing this computer takes a seat of their own; "
                                                  "the computer is passed round between you, as at a local game."))
        if self._state is not None:
            self.show_lobby(*self._state)
        self.show_fingerprint(self._fingerprint)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def reject(self) -> None:
        """Escape or the window's close button: the same as Leave (Close the Table for the host)."""
        self.leave_requested.emit()
