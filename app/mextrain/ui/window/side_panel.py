"""Beside the table: the round, the boneyard, the rule set, the seats table (seat_table.py), what the
person may do now (Draw, Pass, End turn, Flip, Arrange, Hint) and Recent moves (move_log.py); it
fits its width to the window and its words to the language and the font.

It only shows state and offers actions; whether Draw, Pass or End turn is enabled comes from
the controller's legal moves (`set_legal`), never from a rule of its own.
"""
from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from PySide6.QtCore import QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QFont, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from mextrain.engine import DRAW, END, PASS, GameOptions, Move, PlayerView
from mextrain.ui import texts
from mextrain.ui.actions import action_button, window_action
from mextrain.ui.netplay import texts as net_texts
from mextrain.ui.rules import words
from mextrain.ui.unbroken import UnbrokenLabel
from mextrain.ui.window import panel_accessible
from mextrain.ui.window.move_log import LOG_MIN_LINES, MoveLog
from mextrain.ui.window.panel_accessible import EchoLabel, QuietLabel
from mextrain.ui.window.seat_table import SeatRow, SeatTable

PANEL_WIDTH = 300
PANEL_MIN_WIDTH = 220   # how far the panel gives way in a small window (fit_width)...
PANEL_SHARE = 0.235     # ...as this share of the window's width, when its contents fit in that
PANEL_MAX_SHARE = 0.34  # a panel whose contents need more grows to at most this share
PROMPT_LINES = 3        # the prompt keeps room for this many lines, so the buttons never jump
# what the window's frame, menu bar and status bar take of a screen's height, besides the panel
SCREEN_CHROME = 90

PANEL_STYLE = """
#sidePanel, #sidePanelScroll, #sidePanelContent { background: #F3EEE3; }
#sidePanel QLabel { color: #26231E; }
#sidePanel QLabel#turnPrompt[mode="turn"] {
    background: #FFF1C2; border: 1px solid #E0BD55; border-radius: 6px; padding: 5px 7px; }
#sidePanel QLabel#turnPrompt[mode="wait"] { color: #6A6356; padding: 5px 7px; font-style: italic; }
#sidePanel QLabel#hintLabel {
    background: #E3F6FC; border: 1px solid #7FCBE0; border-radius: 6px; padding: 5px 7px; }
#sidePanel QToolButton[hinted="true"] {
    background: #E3F6FC; border: 2px solid #2FA9CF; border-radius: 4px; font-weight: bold; }
#sidePanel QListWidget#moveLog {
    background: #FFFDF8; color: #26231E; border: 1px solid #D9D0BD; border-radius: 6px; padding: 2px; }
"""


class SidePanel(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sidePanel")
        self.setFixedWidth(PANEL_WIDTH)
        self._window_width = 0  # the window's width fit_width was last given (0: never yet)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setStyleSheet(PANEL_STYLE)

        self.round_label = EchoLabel()  # the table's status and engine items say it to a screen reader
        self.round_label.setObjectName("roundLabel")
        self.round_label.setWordWrap(True)  # a narrow panel wraps it rather than cutting it
        self.boneyard_label = QLabel()
        self.boneyard_label.setObjectName("boneyardLabel")
        # R18: the game's rule set by name, its differences in the tooltip; a game under the standard
        # rules (the usual one) shows no line, so the panel is no taller for it
        self.rules_label = QLabel()
        self.rules_label.setObjectName("rulesLabel")
        self.rules_label.setWordWrap(True)
        self.rules_label.setVisible(False)
        self._rules: tuple[GameOptions, str | None] | None = None
        # "Watching: Kim, Lu" at a networked table that has watchers (the words are the netplay's)
        self.watchers_label = QLabel()
        self.watchers_label.setObjectName("watchersLabel")
        self.watchers_label.setWordWrap(True)
        self.watchers_label.setTextFormat(Qt.TextFormat.PlainText)
        self.watchers_label.setVisible(False)
        self._watchers: tuple[str, ...] = ()

        panel_accessible.install()  # a screen reader reads the seats as a table, a row a seat
        self.seats = SeatTable()
        self.grid = self.seats.grid  # fit_width measures the names in it
        self.rows = self.seats.rows

        self.hand_owner = QuietLabel()  # "Ada's hand" when several persons share this computer
        self.hand_owner.setObjectName("handOwner")
        self.hand_owner.setVisible(False)
        self.prompt = QuietLabel()
        self.prompt.setObjectName("turnPrompt")
        self.prompt.setWordWrap(True)
        self.prompt.setMargin(4)
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)

        # the person's actions; the main window connects them to the controller and the table
        self.draw_action = self._action("drawAction", QKeySequence(Qt.Key.Key_D))
        self.pass_action = self._action("passAction", QKeySequence(Qt.Key.Key_P))
        self.end_action = self._action("endTurnAction", QKeySequence(Qt.Key.Key_E))
        self.flip_action = self._action("flipAction", QKeySequence(Qt.Key.Key_F))
        self.arrange_action = self._action("arrangeAction", QKeySequence(Qt.Key.Key_A))
        self.hint_action = self._action("hintAction", QKeySequence(Qt.Key.Key_H))
        buttons = QGridLayout()
        buttons.setSpacing(6)
        self.buttons: dict[str, QToolButton] = {}
        # two columns, so that the glossary's longer labels fit ("Взяти з базару", "Zug beenden")
        buttons.addWidget(self._button(self.draw_action), 0, 0)
        buttons.addWidget(self._button(self.pass_action), 0, 1)
        buttons.addWidget(self._button(self.end_action), 1, 0)
        buttons.addWidget(self._button(self.hint_action), 1, 1)
        buttons.addWidget(self._button(self.flip_action), 2, 0)
        buttons.addWidget(self._button(self.arrange_action), 2, 1)

        self.hint_label = UnbrokenLabel()  # the hint's move and reason (ui/window/assist_ui.py fills it)
        self.hint_label.setObjectName("hintLabel")
        self.hint_label.setWordWrap(True)
        self.hint_label.setVisible(False)

        self.log_title = QLabel()
        self.log = MoveLog()

        # the panel's contents scroll when the screen cannot hold them (a 1.5x system font on a
        # 1024x600 screen needs about 700 px): the window still fits, every button can be reached
        content = QWidget()
        content.setObjectName("sidePanelContent")
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setObjectName("sidePanelScroll")
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.scroll_area)
        layout = QVBoxLayout(content)
        layout.setContentsMargins(10, 10, 10, 10)
        layout.setSpacing(5)  # at 1024x600 with 8 seats one more line still fits (the rule set's name)
        layout.addWidget(self.round_label)
        layout.addWidget(self.boneyard_label)
        layout.addWidget(self.rules_label)
        layout.addWidget(self.watchers_label)
        self.watcher_slot = QVBoxLayout()  # a watcher's Take a Seat goes here (ui/netplay/watcher_bar.py)
        self.watcher_slot.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self.watcher_slot)
        layout.addWidget(self.seats)
        layout.addSpacing(4)
        layout.addWidget(self.hand_owner)
        layout.addWidget(self.prompt)
        layout.addLayout(buttons)
        layout.addWidget(self.hint_label)
        layout.addSpacing(6)
        self.log_header = QHBoxLayout()  # a networked table puts its React button here (ui/netplay/reactions.py)
        self.log_header.setContentsMargins(0, 0, 0, 0)
        self.log_header.addWidget(self.log_title, 1)
        layout.addLayout(self.log_header)
        layout.addWidget(self.log, 1)
        self.scroll_area.setWidget(content)
        # the scroll area may cut the log's foot: the log keeps its newest line in the part still seen
        panel_bar = self.scroll_area.verticalScrollBar()
        panel_bar.valueChanged.connect(lambda _v: self.log.follow())
        panel_bar.rangeChanged.connect(lambda _lo, _hi: self.log.follow())
        self.set_legal(())
        self.flip_action.setEnabled(False)     # nothing to flip or arrange before a deal
        self.arrange_action.setEnabled(False)
        self.retranslate_ui()
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.fontChanged.connect(self._application_font_changed)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # a scroll bar only while the contents cannot fit: one that came and went would leave the
        # wrapped labels measured at its narrower width (and the buttons a line lower)
        content = self.scroll_area.widget()
        need = content.minimumSizeHint().height() if content is not None else 0
        self.scroll_area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded if need > event.size().height()
                                               else Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def minimumSizeHint(self) -> QSize:
        """As tall as the contents need while the screen has room for them (then nothing scrolls
        and the panel lays out as it always did); on a shorter screen, short enough to fit it."""
        hint = super().minimumSizeHint()
        content = self.scroll_area.widget()
        need = content.minimumSizeHint().height() if content is not None else hint.height()
        screen = self.screen()
        room = screen.availableGeometry().height() - SCREEN_CHROME if screen is not None else need
        return QSize(hint.width(), max(hint.height(), min(need, room)))

    def _action(self, name: str, key: QKeySequence) -> QAction:
        return window_action(self, name, key)

    def _button(self, action: QAction) -> QToolButton:
        button = action_button(action, self.buttons)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        button.setMinimumHeight(30)
        return button

    # ------------------------------------------------------------------ state
    def set_legal(self, legal: Sequence[Move]) -> None:
        """Draw, Pass and End turn are enabled exactly when the controller lists them."""
        self.draw_action.setEnabled(DRAW in legal)
        self.pass_action.setEnabled(PASS in legal)
        self.end_action.setEnabled(END in legal)

    def show_rules(self, options: GameOptions, name: str | None) -> None:
        """The game's rule set: its name in one line, how it differs from the standard rules in the tooltip."""
        if self._rules == (options, name):
            return
        self._rules = (options, name)
        self._word_rules()

    def _word_rules(self) -> None:
        if self._rules is None:
            return
        options, name = self._rules
        shown = not options.standard or bool(name)  # a standard game shows no line (the panel's room)
        self.rules_label.setText(self.tr("Rules: %1").replace("%1", words.rule_set_name(options, name)) if shown else "")
        self.rules_label.setToolTip(words.differences_text(options) if shown else "")  # hidden: nothing in the tree
        self.rules_label.setVisible(shown)

    def show_state(
        self,
        view: PlayerView,
        names: Sequence[str],
        human_seat: int | None,
        thinking_seat: int | None,
        legal: Sequence[Move],
        persons: Collection[int] | None = None,
        person_moves: bool = False,
    ) -> None:
        """`persons`: the seats of the persons sharing this computer when there are several (each
        seat then shows whether a person or a computer plays it); None when there is one.
        `person_moves`: `thinking_seat` is a person elsewhere's (their turn, not "thinking")."""
        line = texts.engine_line(view.round_number, view.options.rounds, view.engine_number)
        self.round_label.setText(line)
        self.boneyard_label.setText(texts.boneyard_line(view.boneyard_size))
        self.seats.show_seats(view, names, human_seat, thinking_seat, persons, person_moves)
        self.set_legal(legal)
        self.arrange_action.setEnabled(bool(view.hand))
        self._refit()
        if legal:
            self._set_prompt(texts.turn_prompt(view, legal), "turn")
        elif thinking_seat is not None:
            self._set_prompt(texts.thinking_line(thinking_seat, names, person_moves), "wait")
        else:
            self._set_prompt("", "")

    @property
    def seat_order(self) -> list[int]:
        """The seat each row of the seats table shows, top down."""
        return self.seats.seat_order

    def row_of(self, seat: int) -> SeatRow | None:
        return self.seats.row_of(seat)

    def show_nothing(self) -> None:
        """No game is shown: no seats, no counts, no moves offered (nothing of a table that is gone)."""
        self.round_label.setText("")
        self.boneyard_label.setText("")
        self.seats.hide_seats()
        self.set_legal(())
        self.arrange_action.setEnabled(False)
        self._set_prompt("", "")

    def show_watchers(self, names: Sequence[str]) -> None:
        """Who watches this networked table (none hides the line)."""
        self._watchers = tuple(names)
        self.watchers_label.setText(net_texts.watching_line(self._watchers))
        self.watchers_label.setVisible(bool(self._watchers))

    def set_hand_owner(self, text: str, shown: bool) -> None:
        """Whose hand the rack shows; the line keeps its room while `shown` (no hand, no jump)."""
        self.hand_owner.setText(text)  # its minimum height keeps the room while it is empty
        self.hand_owner.setVisible(shown)

    def show_hint(self, text: str, action: QAction | None = None) -> None:
        """The hint in words under the buttons (an empty text hides it); `action` is the
        button the hint means (Draw, Pass or End Turn), which lights up like a hinted train."""
        self.hint_label.setText(text)
        self.hint_label.setVisible(bool(text))
        for name, button in self.buttons.items():
            hinted = action is not None and name == action.objectName()
            if bool(button.property("hinted")) != hinted:
                button.setProperty("hinted", hinted)
                button.style().unpolish(button)
                button.style().polish(button)

    def _set_prompt(self, text: str, mode: str) -> None:
        self.prompt.setText(text)
        if self.prompt.property("mode") != mode:
            self.prompt.setProperty("mode", mode)
            self.prompt.style().unpolish(self.prompt)
            self.prompt.style().polish(self.prompt)

    # ------------------------------------------------------------------ log
    def add_log(self, entries: Sequence[Callable[[], str]], data: object = None, role: int = 0) -> None:
        """Each entry makes its line when called, so the log is re-worded after a language change;
        `data` is kept with each line in `role` (a computer's decision, for why_ui.py)."""
        self.log.add(entries, data, role)

    def clear_log(self) -> None:
        self.log.clear_entries()

    def fit_width(self, window_width: int) -> None:
        """Give way in a small window, so the table and the hand keep their size, but never so far
        that a name, a heading or a button is cut: the panel is as wide as its contents need."""
        self._window_width = window_width
        share = max(PANEL_MIN_WIDTH, min(PANEL_WIDTH, int(window_width * PANEL_SHARE)))
        content = self.scroll_area.widget()
        self.grid.activate()  # the seats' grid measures its new names now, not at the next event
        need = content.minimumSizeHint().width() if content is not None else 0
        if content is not None and content.minimumSizeHint().height() > self.height():
            need += self.scroll_area.verticalScrollBar().sizeHint().width()  # it scrolls: room for the bar
        width = min(max(share, need), max(PANEL_WIDTH, int(window_width * PANEL_MAX_SHARE)))
        if width != self.width():
            self.setFixedWidth(width)
            self._fit_prompt()

    def _font_changed(self) -> None:
        self._fit_prompt()
        self._refit()

    def _refit(self) -> None:
        """The names, the words or the font changed: the panel's width follows what they need."""
        if self._window_width:
            self.fit_width(self._window_width)

    def _fit_prompt(self) -> None:
        # the round's line a little larger than the panel's font, whatever that font is now
        heading = QFont(self.font())
        heading.setBold(True)
        heading.setPointSizeF(heading.pointSizeF() * 1.1)
        self.round_label.setFont(heading)
        self.hand_owner.setMinimumHeight(self.hand_owner.fontMetrics().height())
        # Recent moves keeps LOG_MIN_LINES lines however large the font (it shrank to three at 1.5x)
        log_frame = self.log.frameWidth() * 2 + 6
        self.log.setMinimumHeight(self.log.fontMetrics().lineSpacing() * LOG_MIN_LINES + log_frame)
        # the round's line keeps room for two lines, so a round whose line wraps moves nothing
        self.round_label.setMinimumHeight(self.round_label.fontMetrics().size(0, "A\nA").height())
        margins = self.prompt.contentsMargins()
        lines = self.prompt.fontMetrics().lineSpacing() * PROMPT_LINES
        self.prompt.setMinimumHeight(lines + margins.top() + margins.bottom() + 2 * self.prompt.margin() + 8)

    def log_lines(self) -> list[str]:
        return self.log.lines()

    # ------------------------------------------------------------------ words
    def retranslate_ui(self) -> None:
        self.seats.retranslate_ui()
        self.log_title.setText(self.tr("Recent moves"))
        self.log.setAccessibleName(self.tr("Recent moves"))
        self.setAccessibleName(self.tr("The game"))
        self._word_rules()
        self.show_watchers(self._watchers)
        self.log.reword()
        self.draw_action.setText(self.tr("&Draw"))
        self.draw_action.setToolTip(self.tr("Draw a tile from the boneyard (D)"))
        self.pass_action.setText(self.tr("&Pass"))
        self.pass_action.setToolTip(self.tr("Pass: your train gets a marker (P)"))
        self.end_action.setText(self.tr("&End Turn"))
        self.end_action.setToolTip(self.tr("End your starting run (E)"))
        self.flip_action.setText(self.tr("&Flip"))
        self.flip_action.setToolTip(self.tr("Turn the selected tile around (F or Space)"))
        self.arrange_action.setText(self.tr("&Arrange"))
        self.arrange_action.setToolTip(self.tr("Put the longest row for your own train at the front of your hand (A)"))
        self._fit_prompt()
        self.hint_action.setText(self.tr("&Hint"))
        self.hint_action.setToolTip(self.tr("Suggest a move; press again to hide it (H)"))
        self._refit()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        elif event.type() == QEvent.Type.FontChange:
            # the application's font changed while the game runs: all follows, measured once the
            # labels inside have their new fonts too (they hear of it after the panel)
            QTimer.singleShot(0, self, self._font_changed)
        super().changeEvent(event)

    def _application_font_changed(self, _font: QFont) -> None:
        """A widget with a style sheet keeps the font it had when its sheet was applied (the table
        and the menus followed a larger desktop font, the panel did not): the sheets applied
        again take the application's new font, and the FontChange that follows re-fits the panel."""
        for widget in [self, *self.findChildren(QWidget)]:
            sheet = widget.styleSheet()
            if sheet:
                widget.setStyleSheet("")
                widget.setStyleSheet(sheet)

    def sizeHint(self) -> QSize:
        return QSize(PANEL_WIDTH, 600)
