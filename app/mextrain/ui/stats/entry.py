"""Game > Statistics… for the main window: the recorder, the window, and what went wrong.

One object so that the main window needs only a line to make it and a menu action:
finished games are written by `controller.stats_recorder.StatsRecorder` into the data
folder's database; `show_window()` opens the Statistics window, whose Watch This Game
hands the past game's record on (`watch_record`, to the replay viewer); a database that had
to be set aside (or cannot be written) is told to the person once, and the game goes on.
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from mextrain.controller import GameController
from mextrain.controller.stats_recorder import StatsRecorder
from mextrain.stats import Problem, StatsError
from mextrain.ui.stats.window import StatsWindow


def problem_text(problem: Problem) -> str:
    return {
        Problem.NOT_A_DATABASE: QCoreApplication.translate("StatsMessages", "The statistics file is not a database: it is damaged or cut short."),
        Problem.DAMAGED: QCoreApplication.translate("StatsMessages", "The statistics file is damaged."),
        Problem.FOREIGN: QCoreApplication.translate("StatsMessages", "The statistics file does not hold this game's statistics."),
        Problem.NEWER: QCoreApplication.translate("StatsMessages", "The statistics file was written by a newer version of the game."),
        Problem.UNWRITABLE: QCoreApplication.translate("StatsMessages", "The statistics file cannot be written, so finished games are not counted for now."),
    }[problem]


class Statistics(QObject):
    """The main window's statistics: see the module docstring."""

    #: Watch This Game in the list of past games: (the game's record as JSON text, the database it came from)
    watch_record = Signal(str, str)

    def __init__(self, window: QWidget, controller: GameController, folder: Path) -> None:
        super().__init__(window)
        self.window = window
        self.recorder = StatsRecorder(controller, folder, self)
        self.recorder.problem.connect(self.show_problem)
        self.stats_window: StatsWindow | None = None
        self.message: QMessageBox | None = None  # the last problem shown (tests read it)

    def show_window(self) -> StatsWindow:
        if self.stats_window is None:
            self.stats_window = StatsWindow(self.recorder.store, self.window)
            self.recorder.recorded.connect(self._game_written)
            self.stats_window.watch_requested.connect(self._watch)
        self.stats_window.show()
        self.stats_window.raise_()
        self.stats_window.activateWindow()
        return self.stats_window

    def _watch(self, game_id: int) -> None:
        store = self.recorder.store()
        record = store.game_record(game_id) if store is not None else None
        if record is not None:
            self.watch_record.emit(record, str(self.recorder.path))

    def _game_written(self, _game_id: int) -> None:
        if self.stats_window is not None and self.stats_window.isVisible():
            self.stats_window.refresh()

    def show_problem(self, error: StatsError) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, QCoreApplication.translate("StatsMessages", "Statistics"), problem_text(error.problem),
                          parent=self.window)
        if error.kept_as is not None:
            box.setInformativeText(QCoreApplication.translate("StatsMessages", "The old file was kept as %1, and a new one was started.")
                                   .replace("%1", error.kept_as.name))
        box.setDetailedText(f"{self.recorder.path}\n{error.detail}")
        self.message = box
        box.open()
