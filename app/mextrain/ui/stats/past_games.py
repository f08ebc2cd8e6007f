"""The Statistics window's list of past games: when, who sat at the table, under which rules (R18),
the person's place and points, and *Watch This Game* for each game kept with its record.

The records are kept from schema version 4 on (`stats.store`); games finished before have none,
so they are listed without the button and a line under the list says why. Watching is the main
window's replay viewer: the list only says which game (`watch_requested`, the game's id).
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mextrain.engine import GameOptions
from mextrain.stats import PastGame
from mextrain.stats.model import HUMAN
from mextrain.ui import texts
from mextrain.ui.rules import words as rule_words
from mextrain.ui.stats.locale_text import locale_time


class PastGamesList(QWidget):
    """See the module docstring; `show_games` fills it, newest game first."""

    watch_requested = Signal(int)  # the id of the game to watch

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pastGames")
        self.games: list[PastGame] = []
        self._stale = False  # games given while hidden, not in the table yet
        self.table = QTableWidget(0, 5)
        self.table.setObjectName("pastGamesTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setWordWrap(True)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        for column, mode in enumerate((QHeaderView.ResizeMode.ResizeToContents, QHeaderView.ResizeMode.Stretch,
                                       QHeaderView.ResizeMode.Stretch, QHeaderView.ResizeMode.ResizeToContents,
                                       QHeaderView.ResizeMode.ResizeToContents)):
            header.setSectionResizeMode(column, mode)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.note = QLabel()  # why an older game has no button
        self.note.setObjectName("pastGamesNote")
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #666666;")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.note)
        self.buttons: dict[int, QPushButton] = {}  # game id -> its Watch This Game button
        self.retranslate_ui()

    def show_games(self, games: list[PastGame]) -> None:
        """The games to list; filled when the list is shown (a hidden tab costs the window nothing)."""
        self.games = list(games)
        self._stale = True
        if self.isVisible():
            self._fill()

    def showEvent(self, event: QShowEvent) -> None:
        if self._stale:
            self._fill()
        super().showEvent(event)

    def _fill(self) -> None:
        self._stale = False
        table = self.table
        table.setRowCount(len(self.games))
        self.buttons = {}
        for row, game in enumerate(self.games):
            cells = (locale_time(game.line.played_at), self.seats_text(game), self.rules_text(game),
                     self.result_text(game))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignVCenter | (Qt.AlignmentFlag.AlignLeft if column in (1, 2)
                                                                       else Qt.AlignmentFlag.AlignCenter))
                if column == 2:
                    item.setToolTip(self.rules_tip(game))
                table.setItem(row, column, item)
            if game.has_record:
                button = QPushButton(self.tr("Watch This Game"))  # no accelerator: one button a row
                button.setObjectName("watchPastGame")
                button.setAccessibleName(self.tr("Watch the game of %1").replace("%1", cells[0]))
                button.clicked.connect(lambda _checked=False, gid=game.line.id: self.watch_requested.emit(gid))
                table.setCellWidget(row, 4, button)
                self.buttons[game.line.id] = button
            else:
                table.removeCellWidget(row, 4)
                item = QTableWidgetItem("")
                item.setToolTip(self.tr("No record was kept of this game."))
                table.setItem(row, 4, item)
        self.note.setVisible(any(not g.has_record for g in self.games))

    def seats_text(self, game: PastGame) -> str:
        """"You, Ada (Easy), Boris (Hard)": persons by name, computers with their strength."""
        return ", ".join(s.name if s.kind == HUMAN else
                         self.tr("%1 (%2)", "a computer seat: its name and strength").replace("%2", texts.kind_name(s.kind))
                         .replace("%1", s.name) for s in game.seats)

    @staticmethod
    def _options(game: PastGame) -> GameOptions | None:
        return game.rules.options() if game.rules is not None else None

    def rules_text(self, game: PastGame) -> str:
        """The rules the game was played by: the rule set's name, "Standard rules", or (house rules
        without a name) each house rule: "House rules: Draw until a tile fits · 0|0 counts 0 points"."""
        options = self._options(game)
        if game.rules is None or options is None:  # a rule this version does not know: as the database says it
            return (game.rules.name or game.rules.house_rules) if game.rules is not None else ""
        if game.rules.name or options.standard:
            return rule_words.rule_set_name(options, game.rules.name)
        return rule_words.inline(options)

    def rules_tip(self, game: PastGame) -> str:
        options = self._options(game)
        return rule_words.summary(options, game.rules.name if game.rules else None) if options is not None else ""

    def result_text(self, game: PastGame) -> str:
        """"1st (shared) · 85 points": the person's place and points."""
        points = texts.plural_s(self.tr("%n point(s)", "", game.line.total), game.line.total)
        return f"{texts.shared_placing(game.place, game.place_shared)} · {points}"

    def retranslate_ui(self) -> None:
        self.table.setHorizontalHeaderLabels([self.tr("Date"), self.tr("Seats"), self.tr("Rules"), self.tr("Result"), ""])
        self.note.setText(self.tr("Games finished before this version of the game kept no record, "
                                  "so they are listed but cannot be watched again."))
        self.show_games(self.games)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.LocaleChange):
            self.retranslate_ui()
        super().changeEvent(event)
