"""The replay viewer: a finished or saved game stepped through on the real table, every hand face up.

The table is the game's own `TableView`, made read-only (no drag, no drop, no keys of its
own); beside it every seat's hand (`HandsPanel`), the move log of the round so far and the
score sheet as it stood. All of it follows one `Replay` cursor (controller/replay.py), moved
by the buttons, the slider over the whole game, the keys (Left/Right a move, Page Up/Down a
round, Home/End, Space plays at the game's pace) or the timer while playing. The controls bar
is made and worded in ui/replay/controls.py.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import cast

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QFont
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from mextrain.controller import Pace
from mextrain.controller.replay import Kind, Position, Positions
from mextrain.engine import EventKind, Move, MoveKind
from mextrain.ui import texts
from mextrain.ui.replay import controls as replay_controls
from mextrain.ui.replay.hands import HandsPanel
from mextrain.ui.rules import words as rule_words
from mextrain.ui.screen_fit import resize_within
from mextrain.ui.table.view import TableView
from mextrain.ui.window.score_sheet import ScoreSheet

SIDE_WIDTH = 340
INSTANT_MS = 80  # "Instant" still shows each move, briefly
SIDE_STYLE = """
#replaySide { background: #F3EEE3; }
#replaySide QLabel { color: #26231E; }
#replaySide QLabel#replayLine { background: #FFFDF8; border: 1px solid #D9D0BD; border-radius: 6px; padding: 5px 7px; }
#replaySide QListWidget#replayLog { background: #FFFDF8; color: #26231E; border: 1px solid #D9D0BD; }
"""


class ReplayWindow(QWidget):
    game_chosen = Signal(int)  # another game of a JSON Lines file was picked (0-based)
    closed = Signal()  # the window was closed (the coach's score sheet comes back)

    def __init__(self, parent: QWidget | None = None, *, pace: Pace = Pace.NORMAL, numerals: bool = False) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("replayWindow")
        self.replay: Positions | None = None
        self.seat_names: list[str] = []
        self.human: int | None = None
        self.pace = pace
        self._sheet_key: tuple[int, bool] | None = None
        self._seeds: list[int | None] = []
        # the coach's finding shown (`show_finding`): its position, the better move and the sentence
        # (made anew in the language of the moment)
        self._finding: tuple[int, Move, Callable[[], str]] | None = None

        self.title = QLabel()
        self.title.setObjectName("replayTitle")
        bold = QFont(self.title.font())
        bold.setBold(True)
        self.title.setFont(bold)
        self.chooser = QComboBox()
        self.chooser.setObjectName("gameChooser")
        self.chooser.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.chooser.activated.connect(self.game_chosen)
        self.chooser.hide()
        top = QHBoxLayout()
        top.setContentsMargins(10, 6, 10, 2)
        self.rules = QLabel()  # R18: the game's rule set, its name and each difference
        self.rules.setObjectName("replayRules")
        self.rules.setWordWrap(True)
        top.addWidget(self.title)
        top.addSpacing(12)
        top.addWidget(self.rules, 1)
        top.addWidget(self.chooser)

        self.table = TableView(self)
        self.table.setInteractive(False)  # a replay cannot be changed: no drags, drops or clicks
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.set_numerals(numerals)
        self.hands = HandsPanel()
        self.hands.set_numerals(numerals)
        self.line = QLabel()
        self.line.setObjectName("replayLine")
        self.line.setWordWrap(True)
        self.line.setMinimumHeight(44)
        self.log = QListWidget()
        self.log.setObjectName("replayLog")
        self.log.setWordWrap(True)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.sheet = ScoreSheet()
        self.sheet.setWindowFlags(Qt.WindowType.Widget)  # the game's own score sheet, inside the window
        self.sheet.buttons.hide()
        self.sheet.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        sheet_layout = cast(QVBoxLayout, self.sheet.layout())  # the one ScoreSheet makes for itself
        sheet_layout.setContentsMargins(24, 18, 24, 18)
        sheet_layout.addStretch(1)  # the sheet at the top of the page, not spread over it
        self.log_title = QLabel()
        self.stack = QStackedWidget()  # the table, or the score sheet in its place (S)
        self.stack.addWidget(self.table)
        self.stack.addWidget(self.sheet)
        side = QFrame()
        side.setObjectName("replaySide")
        side.setStyleSheet(SIDE_STYLE)
        side.setFixedWidth(SIDE_WIDTH)
        column = QVBoxLayout(side)
        column.setContentsMargins(8, 8, 8, 8)
        column.addWidget(self.hands)
        column.addWidget(self.line)
        column.addSpacing(4)
        column.addWidget(self.log_title)
        column.addWidget(self.log, 1)
        middle = QHBoxLayout()
        middle.setContentsMargins(0, 0, 0, 0)
        middle.setSpacing(0)
        middle.addWidget(self.stack, 1)
        middle.addWidget(side)

        self.controls = replay_controls.build(self, self)  # the actions, buttons, slider and where label

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(top)
        layout.addLayout(middle, 1)
        layout.addLayout(self.controls.bar)

        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        resize_within(self, QSize(1280, 800))  # a small screen gets a smaller window
        self.retranslate_ui()

    # ------------------------------------------------------------------ the game shown
    def show_replay(self, replay: Positions, names: Sequence[str], human_seat: int | None = None,
                    game: int = 0, seeds: Sequence[int | None] = ()) -> None:
        """Show `replay` from its first position; `names` as recorded (the person's seat says "You").

        `seeds` lists the games of a file that holds several (the chooser offers them).
        """
        self.stop()
        self._finding = None
        self.hands.show()
        self.replay = replay
        self.seat_names = list(names)
        self.human = human_seat
        self.table.scene().person_at_rack = human_seat == replay.viewer
        self._sheet_key = None
        self.controls.slider.blockSignals(True)
        self.controls.slider.setMaximum(replay.count - 1)
        self.controls.slider.setPageStep(max(1, replay.count // 20))
        self.controls.slider.blockSignals(False)
        self._fill_chooser(game, seeds)
        self._set_title()
        replay.jump(0)
        self.refresh()

    def _fill_chooser(self, game: int, seeds: Sequence[int | None]) -> None:
        self._seeds = list(seeds)
        self.chooser.clear()
        for i, seed in enumerate(self._seeds):
            text = self.tr("Game %1 of %2").replace("%1", str(i + 1)).replace("%2", str(len(self._seeds)))
            self.chooser.addItem(text if seed is None else f"{text} · {seed}")
        if self._seeds:
            self.chooser.setCurrentIndex(game)
        self.chooser.setVisible(len(self._seeds) > 1)

    def show_finding(self, index: int, better: Move, text: Callable[[], str]) -> None:
        """The coach's finding: the position before the person's move (`index`), the better move lit on
        the table as a hint is (its tile lifted out of the rack, its train lit) and the sentence naming
        both moves in the line; the next position shows the move that was made. Only the viewer's own
        hand is shown (the game may still be in play: the other hands stay hidden)."""
        if self.replay is None:
            return
        self._finding = (index, better, text)
        self.hands.hide()
        self._set_title()
        self.replay.jump(index)
        self.refresh()

    def names(self) -> list[str]:
        """Names as shown now: the person's is translated, so it follows a language change."""
        return [texts.you() if i == self.human else n for i, n in enumerate(self.seat_names)]

    def count(self) -> int:
        """How many positions the replay shown has (none before one is shown)."""
        return self.replay.count if self.replay is not None else 0

    # ------------------------------------------------------------------ moving
    def go(self, index: int) -> None:
        if self.replay is not None and index != self.replay.index:
            self.replay.jump(index)
            self.refresh()

    def step(self, delta: int) -> None:
        if self.replay is not None:
            self.go(max(0, min(self.replay.count - 1, self.replay.index + delta)))

    def next_round(self) -> None:
        if self.replay is not None:
            self.replay.next_round()
            self.refresh()

    def previous_round(self) -> None:
        if self.replay is not None:
            self.replay.previous_round()
            self.refresh()

    def show_sheet(self, on: bool) -> None:
        """The score sheet in the table's place, or the table again."""
        self.controls.sheet_action.setChecked(on)
        self.stack.setCurrentWidget(self.sheet if on else self.table)

    def set_pace(self, pace: Pace) -> None:
        self.pace = pace
        if self.timer.isActive():
            self.timer.start(self.interval_ms())

    def interval_ms(self) -> int:
        return self.pace.delay_ms or INSTANT_MS

    def play(self) -> None:
        """Play on from here at the game's pace (from the start when at the end)."""
        if self.replay is None:
            return
        if self.replay.at_end:
            self.go(0)
        self.timer.start(self.interval_ms())
        replay_controls.show_playing(self.controls, self.style(), True)

    def stop(self) -> None:
        self.timer.stop()
        replay_controls.show_playing(self.controls, self.style(), False)

    @property
    def playing(self) -> bool:
        return self.timer.isActive()

    def _tick(self) -> None:
        if self.replay is None or self.replay.at_end:
            self.stop()
            return
        self.step(1)
        if self.replay.at_end:
            self.stop()

    # ------------------------------------------------------------------ showing
    def refresh(self) -> None:
        replay = self.replay
        if replay is None:
            return
        pos = replay.position()
        names = self.names()
        view = pos.view
        self.table.show_state(view, (), names, None)
        finding = self._finding
        self.table.scene().show_hint(finding[1] if finding is not None and finding[0] == pos.index else None)
        drawn = next((e.tile for e in pos.events if e.kind is EventKind.TILE_DRAWN), None)
        self.hands.set_hands(pos.hands, names, view.current if pos.kind is not Kind.END else None, drawn)
        self._fill_log(pos, names)
        if finding is not None and finding[0] == pos.index:
            self.line.setText(finding[2]())
        key = (pos.round_index, pos.kind is Kind.END)
        if key != self._sheet_key:
            self._sheet_key = key
            self.sheet.show_game(replay.score_state(), names, self.human)  # type: ignore[arg-type]
        self.controls.slider.blockSignals(True)
        self.controls.slider.setValue(pos.index)
        self.controls.slider.blockSignals(False)
        self.controls.where.setText(self._where(pos))
        self.controls.previous_action.setEnabled(pos.index > 0)
        self.controls.previous_round_action.setEnabled(pos.index > 0)
        self.controls.next_action.setEnabled(not replay.at_end)
        self.controls.next_round_action.setEnabled(not replay.at_end)
        QTimer.singleShot(0, self._prefetch)

    def _prefetch(self) -> None:
        """Work out the neighbouring rounds while the person looks, so stepping into them is instant."""
        replay = self.replay
        if replay is not None:
            r = replay.round_of(replay.index)
            for near in (r + 1, r - 1):
                if 0 <= near < len(replay.round_starts):
                    replay.position(replay.round_starts[near])

    def _fill_log(self, pos: Position, names: list[str]) -> None:
        replay = self.replay
        assert replay is not None  # only called while a replay is shown
        engine, starter = replay.deal_of(pos.round_index)
        first = texts.round_start_line(pos.round_number, engine, starter, names, self.human)
        lines = [first] + [t for t in (texts.event_line(e, names, self.human) for e in replay.round_events()) if t]
        self.log.clear()
        self.log.addItems(lines)
        self.log.scrollToBottom()
        if pos.kind is Kind.START:
            self.line.setText(first)
        elif pos.kind is Kind.END:
            self.line.setText(lines[-1])
        else:
            said = [t for t in (texts.event_line(e, names, self.human) for e in pos.events) if t]
            self.line.setText(" ".join(said) or self._quiet_move(pos, names))

    def _quiet_move(self, pos: Position, names: list[str]) -> str:
        """A move with no line of its own in the log (the end of a starting run)."""
        if pos.move is not None and pos.move.kind is MoveKind.END and pos.seat is not None:
            return self.tr("%1 ended the starting run.").replace("%1", names[pos.seat])
        return ""

    def _where(self, pos: Position) -> str:
        assert self.replay is not None  # only called while a replay is shown
        rounds = str(self.replay.options.rounds)
        if pos.kind is Kind.START:
            text = self.tr("Round %1 of %2 · the deal")
        elif pos.kind is Kind.END:
            text = self.tr("Round %1 of %2 · round over")
        else:
            text = self.tr("Round %1 of %2 · move %3 of %4")
            total = self.replay.decisions_in(pos.round_index)
            text = text.replace("%3", str(pos.decision)).replace("%4", str(total))
        return text.replace("%1", str(pos.round_number)).replace("%2", rounds)

    # ------------------------------------------------------------------ words and life
    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Watch a Game"))
        self.log_title.setText(self.tr("Moves of this round"))
        replay_controls.retranslate(self.controls)
        if self.replay is not None:
            self._set_title()
            self._fill_chooser(self.chooser.currentIndex(), self._seeds)
            self._sheet_key = None
            self.refresh()

    def _set_title(self) -> None:
        assert self.replay is not None  # only called while a replay is shown
        seed = self.replay.seed
        if seed is None:  # the views a joined app was shown: its person's hand, never another
            self.title.setText(self.tr("The game as you saw it · your hand only"))
        elif self._finding is not None:
            self.title.setText(self.tr("Game number %1 · your hand only").replace("%1", str(seed)))
        else:
            self.title.setText(self.tr("Game number %1 · every hand face up").replace("%1", str(seed)))
        replay = self.replay
        self.rules.setText(rule_words.inline(replay.options, replay.rule_set))
        self.rules.setToolTip(rule_words.summary(replay.options, replay.rule_set))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.stop()
        super().closeEvent(event)
        self.closed.emit()
