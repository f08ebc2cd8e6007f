"""The window's saved games: autosave after every move, resume at start, Open, Save As, Export.

The autosave is a journal (`mextrain.journal`): a move appends one short line, so a
save costs the same late in a long game as at its start. Save As and Export write a
whole record.

Nothing here knows a rule: saving writes the engine's record, loading replays it through
the engine (`mextrain.saves`). An autosave that cannot be loaded is renamed aside by the
loader (a file the person chose is left as it is); here the person is told what is wrong and
the game on the table goes on.
"""
from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import Any, Protocol, cast

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QCheckBox, QFileDialog, QMessageBox, QWidget

from mextrain.controller import GameController, SeatConfig
from mextrain.controller.play import Play
from mextrain.engine import Event, Game, Phase
from mextrain.saves import (
    AUTOSAVE_NAME,
    LAST_GAME_NAME,
    LEGACY_AUTOSAVE_NAME,
    Problem,
    SaveError,
    autosave_journal,
    data_dir,
    load_game,
    save_game,
    save_journal,
)
from mextrain.ui import texts
from mextrain.ui.settings import Settings

log = logging.getLogger(__name__)


class FilesWindow(Protocol):
    """What the game files need of their window (the main window is the one): a Protocol because the
    window imports this module (no import cycle, tests/project/test_layering.py)."""

    controller: GameController
    play: Play
    settings: Settings

    def resume_game(self, game: Game, seats: list[SeatConfig], *, hints_used: int = 0,
                    undos_used: int = 0, rule_set: str | None = None) -> None: ...

    def may_leave_for(self, path: Path) -> bool:
        """Asked before a file replaces the game in play (which is kept either way)."""


class GameFiles(QObject):
    """Autosave and the Game menu's file actions for one main window."""

    def __init__(self, window: FilesWindow, folder: Path | None = None) -> None:
        super().__init__(cast(QObject, window))
        self.window = window
        self.folder = Path(folder) if folder is not None else data_dir()
        self.message: QMessageBox | None = None  # the last message shown (tests read it)
        # the finished game last set apart (with its hints and undos); () once journalled
        self._saved_mark: tuple[Game, int, int] | tuple[()] | None = None
        self.journal = autosave_journal(self.folder / AUTOSAVE_NAME)
        window.controller.moved.connect(self._moved)  # once per change of the table

    @property
    def _widget(self) -> QWidget:
        """The window as the QWidget it is (FilesWindow names only what is read of it here)."""
        return cast(QWidget, self.window)

    @property
    def autosave_path(self) -> Path:
        return self.folder / AUTOSAVE_NAME

    @property
    def legacy_autosave_path(self) -> Path:
        """Where an earlier version kept the game in play (resumed once, then replaced by the journal)."""
        return self.folder / LEGACY_AUTOSAVE_NAME

    # ------------------------------------------------------------------ autosave
    def _moved(self, _number: int, _events: list[Event]) -> None:
        self.autosave()

    def _record_seats(self) -> list[SeatConfig]:
        return list(self.window.controller.seats)

    def _save(self, path: Path) -> None:
        c = self.window.controller
        assert c.game is not None
        save_game(path, c.game, self._record_seats(), hints_used=c.hints_used, undos_used=c.undos_used,
                  rule_set=c.rule_set)

    def autosave(self, force: bool = False) -> None:
        """Bring the journal up to date after every move; a finished game is set apart whole.

        The journal itself tells what is new (it holds the game it wrote), so an undo and a
        different move between two calls are never mistaken for nothing new.
        """
        game = self.window.controller.game
        if game is None:
            return
        c = self.window.controller
        try:
            if game.phase is Phase.GAME_OVER:
                mark = (game, c.hints_used, c.undos_used)
                if self._saved_mark == mark and not force:
                    return
                self._save(self.folder / LAST_GAME_NAME)
                self.journal.forget()
                if self.autosave_path.exists():
                    os.unlink(self.autosave_path)
                self._saved_mark = mark
            else:
                save_journal(self.journal, game, self._record_seats(), hints_used=c.hints_used,
                             undos_used=c.undos_used, rule_set=c.rule_set)
                if self._saved_mark is None and self.legacy_autosave_path.exists():
                    os.unlink(self.legacy_autosave_path)  # the journal holds that game now
                self._saved_mark = ()
        except OSError as exc:  # a full disk must not stop the game; say it once in the log
            log.error("autosave to %s failed: %s", self.folder, exc)

    # ------------------------------------------------------------------ resuming
    def resume_at_start(self) -> bool:
        """Resume an unfinished game as the person chose last time (or ask). True if resumed."""
        path = self.autosave_path if self.autosave_path.exists() else self.legacy_autosave_path
        if not path.exists():
            return False
        policy = self.window.settings.resume_policy
        if policy == "never":
            return False
        if policy == "ask":
            if not self._widget.isVisible():
                self._widget.show()  # the question comes with the window behind it
            try:
                found = load_game(self.autosave_path)
            except SaveError as exc:
                log.warning("could not open %s: %s", self.autosave_path, exc)
                self.show_problem(self.autosave_path, exc)
                return False
            box = QMessageBox(QMessageBox.Icon.Question, self.tr("Unfinished game"),
                              self.tr("An unfinished game was found. Do you want to go on with it?"),
                              parent=self._widget)
            box.setInformativeText(self._which_game(found.game, found.seats))
            resume = box.addButton(self.tr("&Resume"), QMessageBox.ButtonRole.AcceptRole)
            box.addButton(self.tr("&New Game"), QMessageBox.ButtonRole.RejectRole)
            remember = QCheckBox(self.tr("Do the same from now on"))
            box.setCheckBox(remember)
            box.setDefaultButton(resume)
            self.message = box
            box.exec()
            chosen = box.clickedButton() is resume
            if remember.isChecked():
                self.window.settings.resume_policy = "always" if chosen else "never"
            if not chosen:
                return False
        return self.open_file(path)

    def _which_game(self, game: Game, seats: list[SeatConfig]) -> str:
        """"Game number 123, round 3 of 13. Points so far: You – 12, Ada – 30." (for the resume question);
        when several persons played, each is named (nobody is "You"), as the panel names them."""
        alone = sum(seat.is_human for seat in seats) == 1
        names = [texts.you() if seat.is_human and alone else seat.name for seat in seats]
        # each "Player 1 – 0" kept on one line (no break in the name, nor after the dash)
        points = ", ".join(f"{n}\u00a0\u2013\u2060\u00a0{t}".replace(" ", "\u00a0") for n, t in zip(names, game.totals))
        return texts.fill(self.tr("Game number %1, round %2 of %3. Points so far: %4."),
                          game.seed, game.round_number, game.options.rounds, points)

    @staticmethod
    def keep_name(game: Game) -> str:
        """The file a game left for a new one is kept in (in the game folder)."""
        return f"unfinished-{game.seed}.json"

    def keep_unfinished(self) -> Path | None:
        """Keep the game in play in a file of its own before a new game replaces the autosave."""
        game = self.window.controller.game
        if game is None:
            return None
        path = self.folder / self.keep_name(game)
        try:
            self._save(path)
        except OSError as exc:
            log.error("could not keep the unfinished game in %s: %s", path, exc)
            return None
        return path

    # ------------------------------------------------------------------ Open, Save As, Export
    def open_file(self, path: Path, *, ask: bool = True) -> bool:
        """Open a saved game or record; on a problem, say what is wrong and keep the game going.

        A game in play is left only when the person says so (`ask`), and kept in a file; an
        unfinished game still in the autosave (the app was just started with a file) is kept too."""
        path = Path(path)
        try:  # only the app's own file is set aside when it is damaged, never one the person chose
            loaded = load_game(path, keep_broken_aside=path in (self.autosave_path, self.legacy_autosave_path))
        except SaveError as exc:
            log.warning("could not open %s: %s", path, exc)
            self.show_problem(path, exc)
            return False
        if path != self.autosave_path:
            if ask and not self.window.may_leave_for(path):
                return False
            if self.window.controller.game is None:
                self.keep_autosave()
        seats = [cfg if cfg.is_human or _known(cfg.kind) else SeatConfig(cfg.name, "normal") for cfg in loaded.seats]
        rnd = loaded.game.rounds[-1]
        log.info("resumed %s at round %d, decision %d", path, rnd.number, len(rnd.decisions))
        self.window.resume_game(loaded.game, seats, hints_used=loaded.hints_used, undos_used=loaded.undos_used,
                                rule_set=loaded.rule_set)
        self._saved_mark = None
        self.journal.forget()
        self.autosave(force=True)  # from now on it is the game in play (a torn journal line is gone)
        return True

    def show_problem(self, path: Path, exc: SaveError) -> None:
        self.message = problem_box(self._widget, path, exc)
        self.message.open()

    def keep_autosave(self) -> Path | None:
        """An unfinished game in the autosave, before another game takes its place: kept beside it."""
        if not self.autosave_path.exists():
            return None
        try:
            found = load_game(self.autosave_path)
        except SaveError as exc:
            log.warning("the autosave could not be kept: %s", exc)
            return None
        if found.game.phase is Phase.GAME_OVER:
            return None
        path = self.folder / self.keep_name(found.game)
        try:
            save_game(path, found.game, found.seats, hints_used=found.hints_used, undos_used=found.undos_used,
                      rule_set=found.rule_set)
        except OSError as exc:
            log.error("could not keep the unfinished game in %s: %s", path, exc)
            return None
        self.say_kept(path)
        return path

    def say_kept(self, path: Path) -> None:
        """The status line says where a game left behind is (now, and again once the next game is dealt)."""
        window = cast(Any, self.window)
        window.kept_notice = self.tr("The game you left is kept in %1.").replace("%1", str(path))
        window.statusBar().showMessage(window.kept_notice, 15000)

    def _folder(self) -> str:
        folder = self.window.settings.last_folder
        return folder if folder and Path(folder).is_dir() else str(Path.home())

    def games_folder(self) -> str:
        """Where Open and Watch a Game start: the folder the game files are kept in."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return self._folder()
        return str(self.folder)

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self._widget, self.tr("Open Game"), self.games_folder(),
                                              self.tr("Mexican Train games (*.json *.jsonl);;All files (*)"))
        if path:
            self.open_file(Path(path))

    def save_as_dialog(self) -> None:
        self._save_dialog(self.tr("Save Game As"))

    def export_dialog(self) -> None:
        self._save_dialog(self.tr("Export Game Record"))

    def _save_dialog(self, title: str) -> None:
        game = self.window.controller.game
        if game is None or not self.window.play.saves_here:
            return  # a joined game's record is the host's; the local game put away is not the one shown
        suggested = str(Path(self._folder()) / f"mexican-train-{game.seed}.json")
        path, _ = QFileDialog.getSaveFileName(self._widget, title, suggested,
                                              self.tr("Mexican Train games (*.json)"))
        if path:
            self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        """Save the game (finished or not) as a record; a failure is shown, never raised."""
        game = self.window.controller.game
        if game is None:
            return False
        try:
            self._save(path)
        except OSError as exc:
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Cannot save the game"),
                              self.tr("The game could not be written to %1.").replace("%1", str(path)),
                              parent=self._widget)
            box.setDetailedText(str(exc))
            self.message = box
            box.open()
            return False
        self.window.settings.last_folder = str(path.parent)
        return True


def problem_box(parent: QWidget | None, path: Path, exc: SaveError) -> QMessageBox:
    """What is wrong with a file that could not be opened (Open, Watch a Game, `mextrain --replay`),
    and where it was kept if it was the app's own and set aside; not shown yet."""
    box = QMessageBox(QMessageBox.Icon.Warning, QCoreApplication.translate("GameFiles", "Cannot open the game"),
                      problem_text(exc.problem).replace("%1", exc.detail), parent=parent)  # RULES: the engine's words
    if exc.kept_as is not None:
        box.setInformativeText(QCoreApplication.translate("GameFiles", "The file was kept as %1.")
                               .replace("%1", exc.kept_as.name))
    box.setDetailedText(f"{path}\n{exc.detail}")
    return box


def problem_text(problem: Problem) -> str:
    return {
        Problem.UNREADABLE: QCoreApplication.translate("GameFiles", "The file could not be read."),
        Problem.NOT_JSON: QCoreApplication.translate("GameFiles", "The file is damaged or cut short: it is not a saved game."),
        Problem.NOT_A_GAME: QCoreApplication.translate("GameFiles", "The file is not a Mexican Train game."),
        Problem.VERSION: QCoreApplication.translate("GameFiles", "The file was saved by another version of the game."),
        Problem.REJECTED: QCoreApplication.translate("GameFiles", "The game in the file breaks the rules, so it cannot be continued."),
        Problem.RULES: QCoreApplication.translate("GameFiles", "The game in the file has a rule set this version cannot play "
                                                  "(%1), so it cannot be continued."),
        Problem.TOO_LARGE: QCoreApplication.translate("GameFiles", "The file is far too large to be a saved game."),
        Problem.NOT_OVER: QCoreApplication.translate("GameFiles", "This game is not over yet. Watching shows every hand face up, "
                                                          "so only a finished game can be watched."),
    }[problem]


def _known(kind: str) -> bool:
    """Whether a seat kind read from a file makes a computer player here."""
    from mextrain.ai import make_player

    try:
        make_player(kind, 0)
    except ValueError:
        return False
    return True
