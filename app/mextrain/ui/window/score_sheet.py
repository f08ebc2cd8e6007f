"""The score sheet: every seat's points in every round so far, totals, how each round ended,
and at the game's end each seat's place (ties share one).

Shown at the end of each round (then "Next Round") and of the game (the winners, then
"Play Again" where the window's play offers it, or "New Game"); Game > Score Sheet shows it at any time. It reads the engine's records only.
"""
from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mextrain.controller.network.score_book import ScoreBook
from mextrain.engine import Game, GameOptions, Phase, RoundEnd, Tile, placings
from mextrain.ui import texts
from mextrain.ui.rules import words
from mextrain.ui.window.coach_panel import CoachPanel

WIN_COLOUR = QColor("#FFE08A")
OUT_COLOUR = QColor("#D8F0D0")


def tiles_line(tiles: Sequence[Tile]) -> str:
    """A hand's tiles as the table writes them, heaviest first: "12|11 5|7"."""
    return " ".join(texts.tile_text(t) for t in sorted(tiles, key=lambda t: (-t.score, t)))


class ScoreSheet(QDialog):
    next_round_requested = Signal()
    new_game_requested = Signal()
    watch_requested = Signal()  # "Watch this game again": the replay viewer

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreSheet")
        self.headline = QLabel()
        self.headline.setObjectName("headline")
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setWordWrap(True)
        self.detail = QLabel()
        self.detail.setObjectName("detail")
        self.detail.setWordWrap(True)
        self.assist_label = QLabel()  # hints and undos used: a win is honest about them
        self.assist_label.setObjectName("assistUsed")
        self.assist_label.setWordWrap(True)
        self.assist_label.setVisible(False)
        self._assists: tuple[int, int] | None = None
        self.rules_line = QLabel()  # R18: the rules the points were counted by
        self.rules_line.setObjectName("rulesLine")
        self.rules_line.setWordWrap(True)
        self._rule_set: str | None = None
        self.wait_label = QLabel()  # at a joined table: the host deals the next round
        self.wait_label.setObjectName("waitForHost")
        self.wait_label.setWordWrap(True)
        self.wait_label.setVisible(False)
        self._host_deals = False
        self._again_offered: Callable[[], bool] = lambda: False  # offer_play_again
        self._again: Callable[[], None] = lambda: None
        self._countdown = QTimer(self)  # "Next round in 8 s": the host deals on a timer
        self._countdown.setInterval(250)
        self._countdown.timeout.connect(self._show_wait)

        self.table = QTableWidget()
        self.table.setObjectName("scores")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        self.table.installEventFilter(self)

        self.buttons = QDialogButtonBox()
        self.next_button = QPushButton()
        self.next_button.setObjectName("nextRound")
        self.new_game_button = QPushButton()
        self.new_game_button.setObjectName("newGame")
        self.play_again_button = QPushButton()
        self.play_again_button.setObjectName("playAgain")
        self.close_button = QPushButton()
        self.close_button.setObjectName("close")
        self.watch_button = QPushButton()
        self.watch_button.setObjectName("watchAgain")
        self.buttons.addButton(self.watch_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.watch_button.clicked.connect(self._watch)
        self.buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.play_again_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.new_game_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.next_button.clicked.connect(self._next_round)
        self.new_game_button.clicked.connect(self._new_game)
        self.play_again_button.clicked.connect(self._play_again_clicked)
        self.close_button.clicked.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addWidget(self.detail)
        layout.addWidget(self.table)
        layout.addWidget(self.assist_label)
        layout.addWidget(self.rules_line)
        layout.addWidget(self.wait_label)
        self.coach = CoachPanel()  # "How could I have played better?" (the window wires it: coach_ui.py)
        layout.addWidget(self.coach)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(620)

        self._game: Game | ScoreBook | None = None
        self._names: list[str] = []
        self._human: int | None = None
        self.retranslate_ui()

    def _word_rules(self, options: GameOptions) -> None:
        """The rule set's name and each of its differences from the standard rules."""
        diffs = words.difference_lines(options)
        name = words.rule_set_name(options, self._rule_set)
        line = self.tr("Rules: %1").replace("%1", name)
        self.rules_line.setText(line + (" – " + "; ".join(diffs) if diffs else ""))

    # ------------------------------------------------------------------ filling
    def show_game(self, game: Game | ScoreBook, names: Sequence[str], human_seat: int | None,
                  rule_set: str | None = None) -> None:
        """Fill the sheet from the game's records (call again after a language change); `rule_set`
        is the name of the game's rule set, where it has one."""
        self._game = game
        self._rule_set = rule_set
        self._names = list(names)
        self._human = human_seat
        self._fill()

    def _fill(self) -> None:
        game = self._game
        if game is None:
            return
        names = self._names
        self._word_rules(game.options)
        finished = [r for r in game.rounds if r.points is not None]
        n = game.options.players
        # at a round's end (and the game's) the hands are public: the tiles left in each
        left = finished[-1].hands_left if finished and game.phase is not Phase.PLAYING else None
        over = game.phase is Phase.GAME_OVER
        self.table.clear()
        self.table.setColumnCount(n)
        self.table.setRowCount(len(finished) + 1 + (left is not None) + over)
        self.table.setHorizontalHeaderLabels(names)
        bold = QFont(self.table.font())
        bold.setBold(True)
        for row, rec in enumerate(finished):
            points = rec.points
            assert points is not None  # the finished rounds, picked above
            engine = rec.deal.engine_number
            head = QTableWidgetItem(self.tr("Round %1 (%2)").replace("%1", str(rec.number)).replace("%2", f"{engine}|{engine}"))
            self.table.setVerticalHeaderItem(row, head)
            for seat in range(n):
                item = QTableWidgetItem(str(points[seat]))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if rec.result is RoundEnd.OUT and rec.out_seat == seat:
                    item.setText(self.tr("%1 (out)").replace("%1", str(points[seat])))
                    item.setBackground(QBrush(OUT_COLOUR))
                    item.setToolTip(texts.round_end_line(rec.result, seat, names, self._human))
                elif rec.result is RoundEnd.BLOCKED:
                    item.setToolTip(texts.round_end_line(rec.result, None, names, self._human))
                if rec.hands_left is not None and rec.hands_left[seat]:
                    tip = self.tr("Tiles left: %1").replace("%1", tiles_line(rec.hands_left[seat]))
                    item.setToolTip("\n".join(x for x in (item.toolTip(), tip) if x))
                self.table.setItem(row, seat, item)
        total_row = len(finished)
        if left is not None:
            self.table.setVerticalHeaderItem(total_row, QTableWidgetItem(self.tr("Tiles left")))
            for seat in range(n):
                item = QTableWidgetItem(tiles_line(left[seat]) if left[seat] else self.tr("none"))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(total_row, seat, item)
            total_row += 1
        self.table.setVerticalHeaderItem(total_row, QTableWidgetItem(self.tr("Total")))
        best = min(game.totals) if finished else None
        for seat in range(n):
            item = QTableWidgetItem(str(game.totals[seat]))
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            item.setFont(bold)
            if game.phase is Phase.GAME_OVER and seat in game.winners:
                item.setBackground(QBrush(WIN_COLOUR))
            elif best is not None and game.totals[seat] == best:
                item.setToolTip(self.tr("Lowest total so far"))
            self.table.setItem(total_row, seat, item)
        if over:  # the placings, ties sharing a place (1st, 1st, 3rd)
            self.table.setVerticalHeaderItem(total_row + 1, QTableWidgetItem(self.tr("Place")))
            for seat, place in enumerate(placings(game.totals)):
                item = QTableWidgetItem(texts.placing(place))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setFont(bold)
                self.table.setItem(total_row + 1, seat, item)

        last = finished[-1] if finished else None
        if game.phase is Phase.GAME_OVER:
            self.headline.setText(texts.winners_line(game.winners, names, self._human))
            self.detail.setText(
                texts.plural_s(self.tr("The game is over after %n round(s). The lowest total wins.", "", len(finished)), len(finished))
                + " " + (texts.round_end_line(last.result, last.out_seat, names, self._human) if last else "")
            )
        elif last is not None and game.phase is Phase.ROUND_OVER:
            self.headline.setText(self.tr("Round %1 is over").replace("%1", str(last.number)))
            self.detail.setText(texts.round_end_line(last.result, last.out_seat, names, self._human))
        else:
            self.headline.setText(self.tr("Score sheet"))
            self.detail.setText(self.tr("Round %1 is in play.").replace("%1", str(game.round_number)))
        waiting = self._host_deals and game.phase is Phase.ROUND_OVER
        self.wait_label.setVisible(waiting)
        self._show_wait()
        self.next_button.setVisible(game.phase is Phase.ROUND_OVER and not waiting)
        self.new_game_button.setVisible(game.phase is Phase.GAME_OVER)
        again = game.phase is Phase.GAME_OVER and self._again_offered()
        self.play_again_button.setVisible(again)
        self.watch_button.setVisible(game.phase is Phase.GAME_OVER and not self._host_deals)
        self.close_button.setVisible(game.phase is Phase.PLAYING or game.phase is Phase.GAME_OVER or waiting)
        self._fit_table()
        default = {Phase.ROUND_OVER: self.close_button if waiting else self.next_button,
                   Phase.GAME_OVER: self.play_again_button if again else self.new_game_button}.get(game.phase, self.close_button)
        default.setDefault(True)
        default.setFocus()

    def _fit_table(self) -> None:
        """The table as tall as its rows, so the totals are never behind a scrollbar. A row that wraps
        ("Tiles left") is as tall as the columns' width makes it, known only once the sheet is laid out:
        so this runs again whenever the table's width changes."""
        table = self.table
        table.resizeRowsToContents()
        rows_height = sum(table.rowHeight(r) for r in range(table.rowCount()))
        table.setFixedHeight(min(rows_height + table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth() + 2,
                                 520))
        self.adjustSize()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table and isinstance(event, QResizeEvent) and event.size().width() != event.oldSize().width():
            QTimer.singleShot(0, self, self._fit_table)  # after the columns took their new widths
        return False

    def set_host_deals(self, on: bool) -> None:
        """At a joined table the host deals the next round: the sheet says so instead of offering it."""
        self._host_deals = bool(on)
        self._fill()

    def offer_play_again(self, offered: Callable[[], bool], again: Callable[[], None]) -> None:
        """The final sheet offers Play Again whenever `offered()` says (the window's play:
        `Play.may_play_again`); the button calls `again`."""
        self._again_offered, self._again = offered, again

    def _next_round_at(self) -> float | None:
        game = self._game
        if not self._host_deals or not isinstance(game, ScoreBook) or game.phase is not Phase.ROUND_OVER:
            return None
        return game.next_round_at

    def _show_wait(self) -> None:
        """What a joined app waits for at a round's end: the host's timer (counted down), or the host."""
        at = self._next_round_at()
        if at is None:
            self._countdown.stop()
            self.wait_label.setText(self.tr("Waiting for the host to deal the next round."))
            return
        seconds = max(0, math.ceil(at - time.monotonic()))
        self.wait_label.setText(self.tr("Next round in %n second(s).", "", seconds) if seconds else
                                self.tr("The next round is being dealt…"))
        if seconds and not self._countdown.isActive():
            self._countdown.start()
        elif not seconds:
            self._countdown.stop()

    def set_assists(self, counts: tuple[int, int] | None) -> None:
        """(hints, undos) the person used in this game, or None where nobody here plays."""
        self._assists = counts
        self.assist_label.setVisible(counts is not None)
        if counts is not None:
            self.assist_label.setText(texts.assists_line(*counts))

    # ------------------------------------------------------------------ buttons
    def _next_round(self) -> None:
        self.accept()
        self.next_round_requested.emit()

    def _new_game(self) -> None:
        self.accept()
        self.new_game_requested.emit()

    def _play_again_clicked(self) -> None:
        self.accept()
        self._again()

    def _watch(self) -> None:
        self.accept()
        self.watch_requested.emit()

    def reject(self) -> None:
        """Escape at a round's end goes on to the next round: the sheet is not a dead end."""
        if self._game is not None and self._game.phase is Phase.ROUND_OVER and not self._host_deals:
            self._next_round()
            return
        super().reject()

    # ------------------------------------------------------------------ words
    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Score Sheet"))
        self.next_button.setText(self.tr("&Next Round"))
        self.new_game_button.setText(self.tr("&New Game…"))
        self.play_again_button.setText(self.tr("&Play Again"))
        self.play_again_button.setToolTip(self.tr("A new game at this table: the same players and options, "
                                                  "started by the next player."))
        self.close_button.setText(self.tr("&Close"))
        self.watch_button.setText(self.tr("&Watch This Game Again"))
        self.set_assists(self._assists)
        self._fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
