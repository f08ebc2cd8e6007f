"""The ways into the replay viewer: Game > Watch a Game…, `mextrain --replay FILE`, and
"Watch this game again" on the score sheet at the end of a game.

Files are read by `controller.replay.load_replay`, which goes through the same loader as
Game > Open: a damaged file gets Open's message (`game_files.problem_box`), the file the
person chose is left where it is, and the game on the table goes on. A game that is not over
(the game in play, one left unfinished) is refused: the viewer shows every hand face up.

`ReplayViewer` is the viewer and the file it shows; `Replays` is a main window's (with the
score sheet's game and the file dialog), and `mextrain --replay FILE` makes one of its own
(`watch_alone`): the viewer alone, as a document viewer opens a document.
"""
from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Protocol, cast

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from mextrain.ai.coach import Finding
from mextrain.controller import GameController
from mextrain.controller.play import Play
from mextrain.controller.replay import Positions, Replay, load_replay, viewer_seat
from mextrain.controller.seen_replay import SeenViews
from mextrain.engine import Game, Phase
from mextrain.engine.record import SeatConfig, game_to_record, replay
from mextrain.saves import Problem, SaveError, parse_saved
from mextrain.ui.replay.window import ReplayWindow
from mextrain.ui.settings import Settings
from mextrain.ui.window.game_files import GameFiles, problem_box


class ReplaysWindow(Protocol):
    """What the replay viewer needs of its window (the main window is the one): a Protocol because
    the window imports this module (no import cycle, tests/project/test_layering.py)."""

    files: GameFiles
    settings: Settings
    controller: GameController
    play: Play  # the game on the table: the controller's, or a joined table's

    def speaker_seat(self) -> int | None:
        """The seat the texts call "you" (None when several persons share the computer)."""

log = logging.getLogger(__name__)


class ReplayViewer(QObject):
    """The one replay window of its owner (a main window, or none: `watch_alone`) and the file it shows."""

    def __init__(self, settings: Settings, owner: QWidget | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent if parent is not None else owner)
        self.settings = settings
        self.owner = owner
        self.viewer: ReplayWindow | None = None
        self.path: Path | None = None  # the file shown, when it came from a file
        self.message: QMessageBox | None = None  # what was wrong with the last file (tests read it)

    def watch_file(self, path: Path, number: int = 0) -> bool:
        """Show game `number` of a record file; a damaged or unfinished one is refused with a word."""
        path = Path(path)
        try:
            found = load_replay(path, number)
        except SaveError as exc:
            log.warning("could not replay %s: %s", path, exc)
            self.show_problem(path, exc)
            return False
        self.path = path
        self._show_game(found.loaded.game, found.loaded.seats, found.number, found.seeds)
        return True

    def watch_record(self, text: str, source: str) -> bool:
        """Show a finished game from its record's text (a past game the statistics kept, from `source`)."""
        try:
            game, seats = parse_saved(text)
            if game.phase is not Phase.GAME_OVER:
                raise SaveError(Problem.NOT_OVER, "a past game's record that does not reach the game's end")
        except SaveError as exc:
            log.warning("could not replay a record from %s: %s", source, exc)
            self.show_problem(Path(source), exc)
            return False
        self.path = None
        self._show_game(game, seats)
        return True

    def _show_game(self, game: Game, seats: list[SeatConfig], number: int = 0,
                   seeds: list[int | None] | None = None) -> None:
        persons = sum(s.kind == "human" for s in seats)
        human = viewer_seat(seats) if persons == 1 else None  # several persons: each by name, nobody "You"
        self._show(Replay(game, seats, viewer_seat(seats)), [s.name for s in seats], human, number, seeds)

    def show_problem(self, path: Path, exc: SaveError) -> None:
        self.message = problem_box(self.owner, path, exc)
        self.message.open()

    def _show(self, rep: Positions, names: list[str], human: int | None, number: int = 0,
              seeds: list[int | None] | None = None) -> None:
        if self.viewer is None:
            self.viewer = ReplayWindow(self.owner, pace=self.settings.pace, numerals=self.settings.numerals)
            self.viewer.game_chosen.connect(self._game_chosen)
        viewer = self.viewer
        self.follow_settings()
        viewer.show_replay(rep, names, human, number, seeds or [])
        viewer.show()
        viewer.raise_()
        viewer.activateWindow()

    def follow_settings(self) -> None:
        """View > Speed and Show Numerals apply to the viewer too."""
        if self.viewer is not None:
            settings = self.settings
            self.viewer.set_pace(settings.pace)
            self.viewer.table.set_numerals(settings.numerals)
            self.viewer.hands.set_numerals(settings.numerals)

    def _game_chosen(self, number: int) -> None:
        if self.path is not None and not self.watch_file(self.path, number) and self.viewer is not None:
            self.viewer.close()


class Replays(ReplayViewer):
    """A main window's replay viewer: Watch a Game…, and the game just finished on its table."""

    def __init__(self, window: ReplaysWindow) -> None:
        super().__init__(window.settings, cast(QWidget, window))
        self.window = window

    def open_dialog(self) -> None:
        files = self.window.files
        path, _ = QFileDialog.getOpenFileName(cast(QWidget, self.window), self.tr("Watch a Game"), files.games_folder(),
                                              self.tr("Mexican Train games (*.json *.jsonl);;All files (*)"))
        if path:
            self.watch_file(Path(path))

    def show_problem(self, path: Path, exc: SaveError) -> None:
        self.window.files.show_problem(path, exc)  # the window's one message (Open's)
        self.message = self.window.files.message

    def watch_current(self) -> bool:
        """The game on the table (just finished), from the controller's record."""
        c = self.window.play
        if not c.saves_here or c.game is None or not c.game.rounds:
            return False  # a joined game's record is the host's
        seats = list(c.seats)
        game = replay(game_to_record(c.game, seats))  # a copy: the next game cannot change it
        self.path = None
        self._show(Replay(game, seats, c.local_seat or 0), [cfg.name for cfg in c.seats], self.window.speaker_seat())
        return True


    def watch_finding(self, finding: Finding, text: Callable[[], str]) -> bool:
        """The coach's finding in the game on the table: the viewer at the position before the
        person's move, the better move lit and `text()` (both moves in words) in its line, only the
        person's own hand shown. At a joined table, which has no record here, the positions are the
        views this app was shown (`JoinedGame.seen`: the person's own, in order)."""
        c = self.window.play
        game = c.game
        rep: Positions | None = None
        if c.saves_here and isinstance(game, Game):
            if finding.round_number > len(game.rounds):
                return False
            seats = list(c.seats)
            copy = replay(game_to_record(game, seats))  # a copy: the next round cannot change it
            rep = Replay(copy, seats, finding.seat)
        elif not c.saves_here:
            seen = getattr(c, "seen", None)
            if isinstance(seen, SeenViews):
                rep = seen.replay(finding.seat, getattr(game, "rounds", ()))
        index = rep.index_of(finding.round_number, finding.decision) if rep is not None else None
        if rep is None or index is None:
            return False
        self.path = None
        self._show(rep, [cfg.name for cfg in c.seats], self.window.speaker_seat())
        assert self.viewer is not None  # made by _show
        self.viewer.show_finding(index, finding.better, text)
        return True


def watch_alone(path: Path, settings: Settings | None = None) -> ReplayViewer:
    """`mextrain --replay FILE`: the viewer alone (no game window, no first-start dialog, no
    question about an unfinished game); a file it cannot show gets its message, nothing else."""
    alone = ReplayViewer(settings if settings is not None else Settings())
    alone.watch_file(path)
    return alone
