"""Writes each game finished at this table into the statistics database (mextrain.stats).

Connected to the controller's `game_over`. A game of several persons at this computer is
written once for each of them (their name is whose figures it counts in). Only a game whose last move was made here
is written: a finished game opened from a file also ends in `game_over`, and must not
count twice. Watching computers play (no person at the table) is not the person's
record and is not written. A database problem never stops the game: it is logged, a
broken file is set aside and a fresh one started, and `problem` tells the window.
"""
from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from mextrain.controller.game_controller import GameController
from mextrain.engine import EventKind, Game, Phase
from mextrain.stats import DB_NAME, FinishedGame, Problem, StatsError, StatsStore, finished_game

log = logging.getLogger(__name__)


class StatsRecorder(QObject):
    """Owns the open statistics database of one window; see the module docstring."""

    #: a StatsError the person should hear about (the file set aside, or no database at all)
    problem = Signal(object)
    #: the id of a game just written
    recorded = Signal(int)

    def __init__(self, controller: GameController, folder: Path, parent: QObject | None = None, *,
                 usage: Callable[[], tuple[int, int]] | None = None) -> None:
        super().__init__(parent if parent is not None else controller)
        self.controller = controller
        self.path = Path(folder) / DB_NAME
        #: (hints used, undos used) of the game in play: the controller's counts unless given
        self.usage = usage or (lambda: (controller.hints_used, controller.undos_used))
        self._store: StatsStore | None = None
        #: False while the controller plays something that is not a game at this table (a replay)
        self.enabled = True
        self._written: Game | None = None  # the game last written (held, so its identity is not reused)
        controller.game_over.connect(self.on_game_over)

    def store(self) -> StatsStore | None:
        """The open database (opened on first use); None when no database can be had now."""
        if self._store is None:
            try:
                self._store, trouble = StatsStore.open(self.path)
            except StatsError as exc:
                log.error("statistics database %s unavailable: %s", self.path, exc)
                self.problem.emit(exc)
                return None
            if trouble is not None:
                log.warning("statistics database %s set aside as %s: %s", self.path, trouble.kept_as, trouble)
                self.problem.emit(trouble)
        return self._store

    def reopen(self) -> StatsStore | None:
        """Close and open again (after a write found the file damaged: it is then set aside)."""
        self.close()
        return self.store()

    def close(self) -> None:
        if self._store is not None:
            self._store.close()
            self._store = None

    def on_game_over(self) -> None:
        c = self.controller
        game = c.game
        if (not self.enabled or game is None or game.phase is not Phase.GAME_OVER or c.local_seat is None
                or game is self._written):
            return
        if not any(e.kind is EventKind.GAME_OVER for e in c.last_events):
            return  # opened from a file already finished: it was counted when it was played
        self._written = game
        hints, undos = self.usage()
        persons = c.persons or [c.local_seat]
        results = [finished_game(game, [(s.name, s.kind) for s in c.seats], seat, hints_used=hints, undos_used=undos,
                                 keep_record=True)
                   for seat in persons]  # once for every person who played it here, by name (each with the record)
        for result in results:
            store = self.store()  # after a damaged file was set aside: the fresh one
            if store is None or not self._write(store, result):
                return

    def _write(self, store: StatsStore, result: FinishedGame) -> bool:
        """Write one person's row of the game; False when the database gave out."""
        try:
            gid = store.record(result)
        except StatsError as exc:
            if exc.problem is Problem.UNWRITABLE:
                log.error("could not write the game to %s: %s", self.path, exc)
                self.problem.emit(exc)
                return False
            log.warning("statistics database damaged while writing (%s); starting a fresh one", exc)
            fresh = self.reopen()  # the damaged file is found, set aside, and a fresh one begun
            if fresh is None:
                return False
            try:
                gid = fresh.record(result)
            except StatsError as again:
                log.error("could not write the game to %s: %s", self.path, again)
                self.problem.emit(again)
                return False
        self.recorded.emit(gid)
        return True
