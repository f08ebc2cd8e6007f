"""Beside the table: the seats (tiles left, points, marker, last-tile badge), the round, the
boneyard, what the person may do now (Draw, Pass, End turn, Flip, Arrange) and a short log.

It only shows state and offers actions; whether Draw, Pass or End turn is enabled comes from
the controller's legal moves (`set_legal`), never from a rule of its own.
"""
from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QColor, QFont, QKeySequence, QPainter, QPainterPath, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from mextrain.engine import DRAW, END, MAX_SEATS, PASS, GameOptions, Move, PlayerView
from mextrain.ui import texts
from mextrain.ui.actions import action_button, window_action
from mextrain.ui.netplay import texts as net_texts
from mextrain.ui.rules import words
from mextrain.ui.window.handover import seat_name

LOG_LINES = 60
PANEL_WIDTH = 300
PANEL_MIN_WIDTH = 220   # how far the panel gives way in a small window (fit_width)...
PANEL_SHARE = 0.235     # ...as this share of the window's width, when its contents fit in that
PANEL_MAX_SHARE = 0.34  # a panel whose contents need more grows to at most this share
HEADER_COLOUR = "#5C5446"  # 6.5:1 on the panel's beige (WCAG AA asks 4.5:1)
PANEL_BACKGROUND = "#F3EEE3"
LOG_MIN_LINES = 4       # Recent moves never shows fewer lines than this
PROMPT_LINES = 3        # the prompt keeps room for this many lines, so the buttons never jump
TILES_COLUMN = 4        # the seats' grid: turn, name, kind, marker, tiles (or the badge), points
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
BADGE_STYLE = "QLabel { background: #C62828; color: white; border-radius: 8px; padding: 1px 7px; font-weight: bold; }"


def marker_pixmap(height: int = 16, colour: QColor | None = None) -> QPixmap:
    """A small locomotive: the marker on an open train (R8)."""
    colour = colour or QColor("#B23A2E")
    scale = 2
    w, h = int(height * 1.6), height
    pm = QPixmap(w * scale, h * scale)
    pm.setDevicePixelRatio(scale)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawRoundedRect(QRectF(w * 0.05, h * 0.35, w * 0.6, h * 0.4), 2, 2)   # boiler
    p.drawRect(QRectF(w * 0.6, h * 0.1, w * 0.32, h * 0.65))               # cab
    p.drawRect(QRectF(w * 0.14, h * 0.12, w * 0.12, h * 0.25))             # chimney
    path = QPainterPath(QPointF(w * 0.02, h * 0.75))
    path.lineTo(w * 0.0, h * 0.92)
    path.lineTo(w * 0.2, h * 0.75)
    p.drawPath(path)                                                       # cow-catcher
    p.setBrush(QColor("#222222"))
    for cx, r in ((w * 0.2, h * 0.14), (w * 0.45, h * 0.14), (w * 0.76, h * 0.17)):
        p.drawEllipse(QPointF(cx, h * 0.8), r, r)
    p.end()
    return pm


def kind_pixmap(person: bool, height: int = 14, colour: QColor | None = None) -> QPixmap:
    """A seat's kind when several persons play: a head and shoulders, or a screen on its stand."""
    colour = colour or QColor("#4E473B")
    scale = 2
    w = h = height
    pm = QPixmap(w * scale, h * scale)
    pm.setDevicePixelRatio(scale)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    if person:
        p.drawEllipse(QPointF(w * 0.5, h * 0.3), w * 0.2, h * 0.2)                  # head
        p.drawRoundedRect(QRectF(w * 0.16, h * 0.58, w * 0.68, h * 0.42), w * 0.3, h * 0.3)  # shoulders
    else:
        p.drawRoundedRect(QRectF(w * 0.04, h * 0.1, w * 0.92, h * 0.6), 1.5, 1.5)   # screen
        p.setBrush(QColor(PANEL_BACKGROUND))
        p.drawRect(QRectF(w * 0.14, h * 0.2, w * 0.72, h * 0.4))
        p.setBrush(colour)
        p.drawRect(QRectF(w * 0.42, h * 0.7, w * 0.16, h * 0.14))                   # stand
        p.drawRect(QRectF(w * 0.25, h * 0.84, w * 0.5, h * 0.12))
    p.end()
    return pm


class SeatRow:
    """One line of the seats table; plain widgets in the panel's grid: whose turn it is, the name,
    the seat's kind (when several persons play), the marker, the tiles left (a red badge at one
    tile) and the points. Nothing but the name stretches, so 8 seats of 12-letter names fit a
    1024x600 window in every language (issue 32)."""

    def __init__(self, grid: QGridLayout, row: int) -> None:
        self.turn = QLabel()  # "▶" at the seat whose turn it is (a column of its own: no padded names)
        self.turn.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.name = QLabel()
        self.name.setTextFormat(Qt.TextFormat.PlainText)
        self.kind = QLabel()
        self.marker = QLabel()
        self.marker.setPixmap(marker_pixmap())
        self.tiles = QLabel()
        self.tiles.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.points = QLabel()
        self.points.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.badge = QLabel()  # stands in for the tile count at one tile left (R16)
        self.badge.setStyleSheet(BADGE_STYLE)
        self.badge.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.badge.setVisible(False)
        # a badge or marker that comes and goes never moves the rows below (nor the buttons)
        grid.setRowMinimumHeight(row, max(self.badge.sizeHint().height(), self.marker.sizeHint().height()))
        self.widgets = (self.turn, self.name, self.kind, self.marker, self.tiles, self.points)
        self._on: bool | None = None  # shown, hidden, or not yet said
        for col, widget in enumerate(self.widgets):
            grid.addWidget(widget, row, col)
        grid.addWidget(self.badge, row, TILES_COLUMN, Qt.AlignmentFlag.AlignRight)

    def set_visible(self, on: bool) -> None:
        """Show or hide the row (asked at every redraw: only a change reaches its widgets; the
        kind, the marker and the badge are then set by the seat's own state). A hidden row says
        nothing to a screen reader: its words are cleared."""
        if on == self._on:
            return
        self._on = on
        for widget in self.widgets:
            widget.setVisible(on)
            if not on:
                widget.setToolTip("")
                widget.setAccessibleName("")
        if not on:
            self.badge.setVisible(False)
            for label in (self.turn, self.name, self.tiles, self.points):
                label.setText("")


class LogList(QListWidget):
    """The move log: its newest line stays in view when lines re-wrap or the log gets shorter."""

    def __init__(self) -> None:
        super().__init__()
        self._stick = True
        self.verticalScrollBar().valueChanged.connect(self._scrolled)
        self.verticalScrollBar().rangeChanged.connect(lambda _lo, _hi: self._follow())

    def _scrolled(self, value: int) -> None:
        self._stick = value >= self.verticalScrollBar().maximum()

    def _follow(self) -> None:
        if self._stick:
            self.scrollToBottom()

    def resizeEvent(self, event: QResizeEvent) -> None:
        stick = self._stick
        super().resizeEvent(event)
        self._stick = stick
        self.doItemsLayout()  # word-wrapped lines take a new height at the new width
        if stick:
            self.scrollToBottom()

    def sizeHint(self) -> QSize:
        """No taller than its minimum: the panel's stretch gives it the rest. (A list's usual 192 px
        made the panel's contents taller than a 1024x600 window, and the log's foot was cut off.)"""
        return QSize(super().sizeHint().width(), self.minimumHeight())

    def newest_visible(self) -> bool:
        """Whether the newest line is shown whole (tests and the screenshots check it)."""
        if self.count() == 0:
            return True
        rect = self.visualItemRect(self.item(self.count() - 1))
        return rect.top() >= 0 and rect.bottom() <= self.viewport().height()


class SidePanel(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sidePanel")
        self.setFixedWidth(PANEL_WIDTH)
        self._window_width = 0  # the window's width fit_width was last given (0: never yet)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setStyleSheet(PANEL_STYLE)

        self.round_label = QLabel()
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
        self.seat_order: list[int] = []  # the seat each row of the seats table shows, top down

        grid_box = QWidget()
        self.grid = QGridLayout(grid_box)
        self.grid.setContentsMargins(0, 4, 0, 4)
        self.grid.setHorizontalSpacing(6)
        self.grid.setVerticalSpacing(2)
        self.grid.setColumnStretch(1, 1)
        self.header_name = QLabel()
        self.header_tiles = QLabel()
        self.header_points = QLabel()
        for col, span, label in ((0, 2, self.header_name), (TILES_COLUMN, 1, self.header_tiles),
                                 (TILES_COLUMN + 1, 1, self.header_points)):
            label.setStyleSheet(f"color: {HEADER_COLOUR};")
            self.grid.addWidget(label, 0, col, 1, span)
        self.header_tiles.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.header_points.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.rows = [SeatRow(self.grid, i + 1) for i in range(MAX_SEATS)]
        # the seats keep their full height in a short window (at 1024x600 with eight seats the rows
        # were squashed and the header's descenders cut); the move log gives way instead
        grid_box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        for seat_row in self.rows:  # no seats before the first deal (a first start shows the dialog)
            seat_row.set_visible(False)

        self.hand_owner = QLabel()  # "Ada's hand" when several persons share this computer
        self.hand_owner.setObjectName("handOwner")
        self.hand_owner.setVisible(False)
        self.prompt = QLabel()
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

        self.hint_label = QLabel()  # the hint's move and reason (ui/window/assist_ui.py fills it)
        self.hint_label.setObjectName("hintLabel")
        self.hint_label.setWordWrap(True)
        self.hint_label.setVisible(False)

        self.log_title = QLabel()
        self.log = LogList()
        self.log.setObjectName("moveLog")
        self.log.setWordWrap(True)
        self.log.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # reached with Tab; a click leaves the keys to the table
        self.log.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self._log_entries: list[Callable[[], str]] = []

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
        layout.addWidget(grid_box)
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
    ) -> None:
        """`persons`: the seats of the persons sharing this computer when there are several (each
        seat then shows whether a person or a computer plays it); None when there is one."""
        line = texts.engine_line(view.round_number, view.options.rounds, view.engine_number)
        self.round_label.setText(line)
        self.round_label.setAccessibleName(line.replace("\u2060", ""))  # a reader would spell the joiners
        self.boneyard_label.setText(texts.boneyard_line(view.boneyard_size))
        n = view.players
        start = human_seat or 0
        order = [(start + i) % n for i in range(n)]
        self.seat_order = order
        for row, widgets in enumerate(self.rows):
            if row >= n:
                widgets.set_visible(False)
                continue
            seat = order[row]
            widgets.set_visible(True)
            self._show_seat(widgets, view, seat, names, human_seat, thinking_seat, persons)
        self.set_legal(legal)
        self.arrange_action.setEnabled(bool(view.hand))
        self._refit()
        if legal:
            self._set_prompt(texts.turn_prompt(view, legal), "turn")
        elif thinking_seat is not None:
            self._set_prompt(texts.thinking_line(thinking_seat, names), "wait")
        else:
            self._set_prompt("", "")

    def row_of(self, seat: int) -> SeatRow | None:
        """The row that shows `seat` now (None before a deal, or for a seat the table has not)."""
        return self.rows[self.seat_order.index(seat)] if seat in self.seat_order else None

    def show_nothing(self) -> None:
        """No game is shown: no seats, no counts, no moves offered (nothing of a table that is gone)."""
        self.round_label.setText("")
        self.boneyard_label.setText("")
        for widgets in self.rows:
            widgets.set_visible(False)
        self.seat_order = []
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

    def _show_seat(self, row: SeatRow, view: PlayerView, seat: int, names: Sequence[str],
                   human_seat: int | None, thinking_seat: int | None, persons: Collection[int] | None) -> None:
        count = view.hand_counts[seat]
        current = seat == view.current and count > 0
        name = names[seat]
        row.turn.setText("▶" if current else "")
        row.name.setText(name)
        font = QFont()  # only the weight is set: the size follows the application's font
        font.setBold(current)
        row.name.setFont(font)
        row.name.setToolTip(texts.thinking_line(seat, names) if seat == thinking_seat else "")
        row.kind.setVisible(persons is not None)
        if persons is not None:  # a picture of the kind, its words for the tooltip and a screen reader
            kind = seat_name(name, seat in persons)
            if row.kind.toolTip() != kind:
                row.kind.setPixmap(kind_pixmap(seat in persons))
                row.kind.setToolTip(kind)
                row.kind.setAccessibleName(kind)
            row.name.setAccessibleName(kind)
        else:
            row.name.setAccessibleName("")
            row.kind.setToolTip("")
            row.kind.setAccessibleName("")
        row.tiles.setText(str(count))
        row.tiles.setToolTip(texts.tiles_left(count))
        row.points.setText(str(view.totals[seat]))
        row.points.setToolTip(texts.points(view.totals[seat]))
        has_marker = view.trains[seat].marker
        row.marker.setVisible(has_marker)
        row.marker.setToolTip(self.tr("Marker: everyone may lay on this train.") if has_marker else "")
        # at one tile the count turns into a red badge; a hidden badge has no words, so a screen
        # reader does not find "Last tile!" (nor "Ada has one tile left!") at every seat
        last = count == 1
        row.tiles.setVisible(not last)
        row.badge.setVisible(last)
        row.badge.setText("1" if last else "")
        row.badge.setAccessibleName(self.tr("Last tile!") if last else "")
        row.badge.setToolTip(texts.one_tile_left(seat, names, human_seat) if last else "")

    # ------------------------------------------------------------------ log
    def add_log(self, entries: Sequence[Callable[[], str]]) -> None:
        """Each entry makes its line when called, so the log is re-worded after a language change."""
        for entry in entries:
            self._log_entries.append(entry)
            self.log.addItem(entry())
        while self.log.count() > LOG_LINES:
            self.log.takeItem(0)
            self._log_entries.pop(0)
        self.log._stick = True
        self.log.scrollToBottom()

    def clear_log(self) -> None:
        self._log_entries.clear()
        self.log.clear()

    def _reword_log(self) -> None:
        for i, entry in enumerate(self._log_entries):
            self.log.item(i).setText(entry())
        self.log._stick = True
        self.log.doItemsLayout()
        self.log.scrollToBottom()

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
        return [self.log.item(i).text() for i in range(self.log.count())]

    # ------------------------------------------------------------------ words
    def retranslate_ui(self) -> None:
        self.header_name.setText(self.tr("Player"))
        self.header_tiles.setText(self.tr("Tiles"))
        self.header_points.setText(self.tr("Points"))
        self.log_title.setText(self.tr("Recent moves"))
        self._word_rules()
        self.show_watchers(self._watchers)
        self._reword_log()
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
