"""The Statistics window (Game > Statistics…): how the person has done, from the database.

Reads `mextrain.stats.summary` each time it is shown or a game is written, and draws two
charts with `stats_chart.BarChart` (QPainter; see that module for why not QtCharts).
Numbers and dates follow the language's QLocale; the texts re-translate on LanguageChange.
Export writes `mextrain.stats.write_csv` (one row per game and round); Reset asks first.
A second tab lists the past games (`stats.past_games`) with Watch This Game for each.
"""
from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import cast

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QFont, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from mextrain.stats import (
    PastGame,
    RuleSet,
    StatsError,
    StatsStore,
    Summary,
    Tally,
    past_games,
    people,
    rule_sets,
    summary,
    write_csv,
)
from mextrain.ui import texts
from mextrain.ui.screen_fit import resize_within
from mextrain.ui.stats import words
from mextrain.ui.stats.chart import Bar, BarChart
from mextrain.ui.stats.choice import FigureChoice
from mextrain.ui.stats.locale_text import locale_date, locale_number
from mextrain.ui.stats.past_games import PastGamesList

log = logging.getLogger(__name__)
CARDS = ("played", "won", "rate", "per_round", "streak", "longest")
FIGURES_MIN_HEIGHT = 160  # the tables, the best and worst games and the charts scroll below this


class StatsWindow(QDialog):
    """See the module docstring; `store_of` gives the open database (None when there is none)."""

    reset_done = Signal()
    watch_requested = Signal(int)  # Watch This Game in the list of past games: the game's id

    def __init__(self, store_of: Callable[[], StatsStore | None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statsWindow")
        self.store_of = store_of
        self.summary = Summary()
        self.past: list[PastGame] = []
        self.reset_box: QMessageBox | None = None
        self.message: QMessageBox | None = None  # the last problem shown (tests read it)

        self.empty_label = QLabel()
        self.empty_label.setObjectName("emptyLabel")
        self.empty_label.setWordWrap(True)
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        larger = QFont(self.empty_label.font())
        larger.setPointSizeF(larger.pointSizeF() * 1.25)
        self.empty_label.setFont(larger)
        self.empty_label.setStyleSheet("color: #666666;")

        # whose figures (several persons at this computer each have their own), by which rules (R18)
        self.person_row = FigureChoice()
        self.person_row.chosen.connect(self.refresh)
        self.person_box, self.rules_box = self.person_row.person_box, self.person_row.rules_box

        cards = QHBoxLayout()
        self.card_values: dict[str, QLabel] = {}
        self.card_captions: dict[str, QLabel] = {}
        for key in CARDS:
            frame = QFrame()
            frame.setObjectName(f"card_{key}")
            frame.setFrameShape(QFrame.Shape.StyledPanel)
            frame.setStyleSheet(f"QFrame#card_{key} {{ background: #FBFAF7; border: 1px solid #E2DED5; border-radius: 8px; }}")
            box = QVBoxLayout(frame)
            box.setContentsMargins(10, 8, 10, 8)
            value, caption = QLabel(), QLabel()
            value.setObjectName(f"value_{key}")
            value.setAlignment(Qt.AlignmentFlag.AlignCenter)
            big = QFont(value.font())
            big.setPointSizeF(big.pointSizeF() * 1.7)
            big.setBold(True)
            value.setFont(big)
            caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
            caption.setWordWrap(True)
            caption.setStyleSheet("color: #666666;")
            box.addWidget(value)
            box.addWidget(caption)
            cards.addWidget(frame)
            self.card_values[key], self.card_captions[key] = value, caption

        self.players_box, self.players_table = self._tally_table("byPlayers")
        self.strength_box, self.strength_table = self._tally_table("byStrength")
        tables = QHBoxLayout()
        tables.addWidget(self.players_box)
        tables.addWidget(self.strength_box)

        self.games_box = QGroupBox()
        grid = QGridLayout(self.games_box)
        self.best_caption, self.best_label = QLabel(), QLabel()
        self.worst_caption, self.worst_label = QLabel(), QLabel()
        self.best_label.setObjectName("bestGame")
        self.worst_label.setObjectName("worstGame")
        for row, (caption, label) in enumerate(((self.best_caption, self.best_label), (self.worst_caption, self.worst_label))):
            caption.setStyleSheet("font-weight: bold;")
            caption.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Preferred)  # never cut short
            label.setWordWrap(True)
            grid.addWidget(caption, row, 0)
            grid.addWidget(label, row, 1)
        grid.setColumnStretch(1, 1)

        self.last_box, self.last_chart = self._chart_box("lastGamesChart")
        self.engine_box, self.engine_chart = self._chart_box("engineChart")
        charts = QHBoxLayout()
        charts.addWidget(self.last_box, 3)
        charts.addWidget(self.engine_box, 2)

        self.export_button = QPushButton()
        self.export_button.setObjectName("exportCsv")
        self.reset_button = QPushButton()
        self.reset_button.setObjectName("resetStats")
        self.close_button = QPushButton()
        self.close_button.setObjectName("close")
        buttons = QDialogButtonBox()
        buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.export_button.clicked.connect(self.export_dialog)
        self.reset_button.clicked.connect(self.ask_reset)
        self.close_button.clicked.connect(self.reject)

        self.figures = QWidget()  # everything below the cards; hidden while there is no game
        inner = QVBoxLayout(self.figures)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.addLayout(tables)
        inner.addWidget(self.games_box)
        inner.addLayout(charts, 1)
        # the figures scroll in a short window (the cards and the buttons stay): with them all the
        # window needed 589 px, more than a 600-pixel screen holds beside its title bar
        self.figures_area = QScrollArea()
        self.figures_area.setObjectName("figuresArea")
        self.figures_area.setWidgetResizable(True)
        self.figures_area.setFrameShape(QFrame.Shape.NoFrame)
        self.figures_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.figures_area.setMinimumHeight(FIGURES_MIN_HEIGHT)
        self.figures_area.setWidget(self.figures)
        # the figures, and beside them (a tab: no taller window) the past games to watch again
        self.past_games = PastGamesList()
        self.past_games.watch_requested.connect(self.watch_requested)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("statsTabs")
        self.tabs.addTab(self.figures_area, "")
        self.tabs.addTab(self.past_games, "")
        layout = QVBoxLayout(self)
        layout.addWidget(self.person_row)
        layout.addLayout(cards)
        layout.addWidget(self.empty_label, 1)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)
        resize_within(self, QSize(980, 720))  # a small screen gets a smaller window
        self.retranslate_ui()

    def _tally_table(self, name: str) -> tuple[QGroupBox, QTableWidget]:
        box = QGroupBox()
        table = QTableWidget(0, 4)
        table.setObjectName(name)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.verticalHeader().hide()
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
        QVBoxLayout(box).addWidget(table)
        return box, table

    def _chart_box(self, name: str) -> tuple[QGroupBox, BarChart]:
        box = QGroupBox()
        chart = BarChart()
        chart.setObjectName(name)
        QVBoxLayout(box).addWidget(chart)
        return box, chart

    # ------------------------------------------------------------------ filling
    def refresh(self) -> None:
        """Read the figures again (on show, after a game is written, after Reset)."""
        store = self.store_of()
        try:
            self.person_row.fill_people(people(store) if store is not None else [])
            self.person_row.fill_rule_sets(rule_sets(store, self.person()) if store is not None else [])
            self.summary = (summary(store, person=self.person(), rules=self.rule_set()) if store is not None
                            else Summary())
            self.past = past_games(store, person=self.person(), rules=self.rule_set()) if store is not None else []
        except sqlite3.Error as exc:  # a database gone bad under us: show nothing rather than fail
            log.error("reading the statistics failed: %s", exc)
            self.summary, self.past = Summary(), []
        self._fill()

    def person(self) -> str | None:
        """Whose figures are shown (None before any game is kept)."""
        return self.person_row.person()

    def choose_person(self, name: str) -> bool:
        """Show `name`'s figures; False when no game of theirs is kept."""
        if not self.person_row.select_person(name):
            return False
        self.refresh()
        return True

    def rule_set(self) -> RuleSet | None:
        """The rule set whose games are shown (None: every rule set's)."""
        return self.person_row.rule_set()

    def choose_rule_set(self, rules: RuleSet | None) -> bool:
        """Show the games of `rules` (None: every rule set's); False when none of them is kept."""
        if not self.person_row.select_rule_set(rules):
            return False
        self.refresh()
        return True

    def _fill(self) -> None:
        s = self.summary
        has = s.played > 0
        self.empty_label.setVisible(not has)
        self.tabs.setVisible(has)
        self.past_games.show_games(self.past)
        self.export_button.setEnabled(has)
        self.reset_button.setEnabled(has)
        values = {
            "played": locale_number(s.played), "won": locale_number(s.won), "rate": words.percent(s.win_rate),
            "per_round": locale_number(s.points_per_round, 1), "streak": locale_number(s.current_streak),
            "longest": locale_number(s.longest_streak),
        }
        for key, text in values.items():
            self.card_values[key].setText(text if has else "–")
        self._fill_tally(self.players_table, s.by_players, lambda k: locale_number(int(cast(int, k))))  # a seat count
        self._fill_tally(self.strength_table, s.by_strength, lambda k: texts.kind_name(str(k)))
        self.best_label.setText(words.game_text(s.best) if s.best else "")
        self.worst_label.setText(words.game_text(s.worst) if s.worst else
                                 self.tr("Only one game so far: play another to compare.") if s.best else "")

        self.last_box.setTitle(words.last_title(len(s.last_games)) if has else self.tr("Your points in the last games"))
        self.last_chart.number = lambda v: locale_number(v)
        self.last_chart.set_bars([Bar(g.total, locale_date(g.played_at), words.game_tip(g), g.won) for g in s.last_games])
        self.engine_chart.number = lambda v: locale_number(v)
        self.engine_chart.set_bars([Bar(mean, locale_number(e), words.engine_tip(e, mean))
                                    for e, mean in sorted(s.by_engine.items(), reverse=True)])

    def _fill_tally(self, table: QTableWidget, rows: list[Tally], key_text: Callable[[object], str]) -> None:
        table.setRowCount(len(rows))
        shown = max(4, len(self.summary.by_players), len(self.summary.by_strength))  # both tables alike, no scrolling
        table.setFixedHeight(table.horizontalHeader().sizeHint().height() + shown * table.verticalHeader().defaultSectionSize() + 4)
        for r, t in enumerate(rows):
            cells = (key_text(t.key), locale_number(t.played), locale_number(t.won), words.percent(t.win_rate))
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(r, c, item)

    # ------------------------------------------------------------------ export and reset
    def export_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export Statistics"),
                                              str(Path.home() / "mexican-train-statistics.csv"),
                                              self.tr("CSV files (*.csv);;All files (*)"))
        if path:
            self.export_to(Path(path))

    def export_to(self, path: Path) -> bool:
        """Write the CSV; a failure is shown, never raised."""
        store = self.store_of()
        if store is None:
            return False
        try:
            with open(path, "w", encoding="utf-8", newline="") as out:
                write_csv(store, out)
        except (OSError, sqlite3.Error) as exc:
            log.error("exporting the statistics to %s failed: %s", path, exc)
            self.message = QMessageBox(QMessageBox.Icon.Warning, self.tr("Cannot export the statistics"),
                                       self.tr("The statistics could not be written to %1.").replace("%1", str(path)),
                                       parent=self)
            self.message.setDetailedText(str(exc))
            self.message.open()
            return False
        return True

    def ask_reset(self) -> QMessageBox:
        """Ask before forgetting every game; the answer arrives in `_reset_answered`."""
        n = self.summary.played
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Reset Statistics"),
                          words.reset_question(n),
                          parent=self)
        box.setObjectName("resetBox")
        self.confirm_button = box.addButton(self.tr("&Reset"), QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.finished.connect(lambda _result: self._reset_answered(box))
        self.reset_box = box
        box.open()
        return box

    def _reset_answered(self, box: QMessageBox) -> None:
        if box.clickedButton() is not self.confirm_button:
            return
        store = self.store_of()
        if store is not None:
            try:
                store.reset()
            except StatsError as exc:
                log.error("resetting the statistics failed: %s", exc)
        self.refresh()
        self.reset_done.emit()

    # ------------------------------------------------------------------ words
    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        captions = {
            "played": self.tr("Games played"), "won": self.tr("Games won"), "rate": self.tr("Win rate"),
            "per_round": self.tr("Points per round"), "streak": self.tr("Current winning streak"),
            "longest": self.tr("Longest winning streak"),
        }
        for key, text in captions.items():
            self.card_captions[key].setText(text)
        self.empty_label.setText(self.tr("No finished games yet. Play a game to the end and it shows here."))
        self.players_box.setTitle(self.tr("By number of seats"))
        self.strength_box.setTitle(self.tr("By strongest opponent"))
        played, won, rate = self.tr("Games"), self.tr("Won"), self.tr("Win rate")
        self.players_table.setHorizontalHeaderLabels([self.tr("Seats"), played, won, rate])
        self.strength_table.setHorizontalHeaderLabels([self.tr("Opponent"), played, won, rate])
        self.games_box.setTitle(self.tr("Best and worst games (by points per round)"))
        self.best_caption.setText(self.tr("Best game"))
        self.worst_caption.setText(self.tr("Worst game"))
        self.engine_box.setTitle(self.tr("Your average points per round, by engine"))
        self.last_chart.empty_text = self.tr("No games yet")
        self.engine_chart.empty_text = self.tr("No games yet")
        self.export_button.setText(self.tr("&Export CSV…"))
        self.reset_button.setText(self.tr("&Reset…"))
        self.close_button.setText(self.tr("&Close"))
        self.tabs.setTabText(0, self.tr("&Summary"))
        self.tabs.setTabText(1, self.tr("&Past Games"))
        self._fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.LocaleChange):
            self.retranslate_ui()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        self.refresh()
        super().showEvent(event)
