"""Before anything replaces the game in play: ask, and keep that game in a file either way.

`window` is the main window (typed Any: this module sits below it, and the window imports it).

Every path that leaves a local game in play comes here first: Game > New Game, Game > Open
(and a file opened from the command line or the file manager while the app runs), Host a
Table… and Join a Table…. Watching a game does not replace the table (the replay has its
own window), so it does not ask. A game with no move made yet, or one that is over, is
left without a question. Going on, the game is kept as `unfinished-<number>.json` in the
game folder (Game > Open continues it) and the window says where; staying, it is still in
the autosave, so it is kept either way.
"""
from __future__ import annotations

import enum
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from mextrain.i18n import TrContext
from mextrain.ui import texts
from mextrain.ui.window.window_care import game_in_progress


class LeavingWindow(Protocol):
    """What these questions need of the main window: a Protocol because the window imports this
    module (no import cycle, tests/project/test_layering.py)."""

    controller: Any
    play: Any
    files: Any
    net: Any

    def open_game_file(self, path: Path) -> bool: ...

LeaveGame = TrContext("LeaveGame")


class Leaving(enum.Enum):
    """What would replace the game in play."""

    NEW = "new"
    OPEN = "open"
    HOST = "host"
    JOIN = "join"


def _words(leaving: Leaving, what: str) -> tuple[str, str, str]:
    """(title, question, the button that leaves)."""
    if leaving is Leaving.NEW:
        return (LeaveGame.tr("New Game"), LeaveGame.tr("Leave the game in play and start a new one?"),
                LeaveGame.tr("&Start a New Game"))
    if leaving is Leaving.OPEN:
        return (LeaveGame.tr("Open Game"),
                texts.fill(LeaveGame.tr("Leave the game in play and open “%1”?", "%1 a file name"), what),
                LeaveGame.tr("&Open the Other Game"))
    if leaving is Leaving.HOST:
        return (LeaveGame.tr("Host a Table"), LeaveGame.tr("Leave the game in play and host a table?"),
                LeaveGame.tr("&Host a Table"))
    return (LeaveGame.tr("Join a Table"), LeaveGame.tr("Leave the game in play and join a table?"),
            LeaveGame.tr("&Join a Table"))


def confirm_leave(window: Any, leaving: Leaving, what: str = "") -> bool:
    """True when the local game in play may be left (asked if it has moves; kept if left)."""
    c = window.controller
    game = c.game
    if window.play is not c or not game_in_progress(game):
        return True
    assert game is not None
    title, question, go = _words(leaving, what)
    box = QMessageBox(QMessageBox.Icon.Question, title, question, parent=window)
    box.setObjectName("confirmLeaveGame")
    keep = window.files.folder / window.files.keep_name(game)
    box.setInformativeText(texts.fill(LeaveGame.tr("The game in play is saved either way: Game > Open "
                                                   "continues it from the file %1 in the folder %2."),
                                      keep.name, str(keep.parent)))
    leave = box.addButton(go, QMessageBox.ButtonRole.AcceptRole)
    box.addButton(LeaveGame.tr("&Go On Playing"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(leave)
    window.files.message = box
    box.exec()
    if box.clickedButton() is not leave:
        return False
    kept = window.files.keep_unfinished()
    if kept is not None:
        window.files.say_kept(kept)
    return True


def say_kept(window: Any, path: Path) -> None:
    """The status line says where the game left behind is (now, and again when the next game is dealt)."""
    window.kept_notice = texts.fill(LeaveGame.tr("The game you left is kept in %1."), str(path))
    window.statusBar().showMessage(window.kept_notice, 15000)


class FileOpenFilter(QObject):
    """What the running app is handed: a game file from the file manager (QFileOpenEvent) goes
    through the window's Open, which asks before the game in play is left; an invitation's link
    (a `mextrain:` URL clicked while the app runs, as a QFileOpenEvent on macOS or from a later
    start, mextrain/single_instance.py) opens Join a Table filled in. Either way the window comes
    to the front. One thing at a time: what is handed while a question about the last one is
    open waits, and only the newest of those is taken after it."""

    def __init__(self, window: LeavingWindow) -> None:
        super().__init__(window)  # type: ignore[arg-type]
        self.window = window
        self._busy = False
        self._next: str | None = None
        app = QApplication.instance()
        assert app is not None  # a window exists only in a running application
        app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.FileOpen or not isinstance(event, QFileOpenEvent):
            return False
        if event.url().scheme() == "mextrain":
            self.take(event.url().toString())
            return True
        if event.file():
            self.take(event.file())
            return True
        return False

    def take(self, argument: str) -> None:
        """A link, a file's path, or "" (the app started again with nothing: only to the front)."""
        if self._busy:
            self._next = argument
            return
        self._busy = True
        try:
            while True:
                self._front()
                if argument.lower().startswith("mextrain:"):
                    self.window.net.open_invitation(argument)
                elif argument:
                    self.window.open_game_file(Path(argument))
                if self._next is None:
                    return
                argument, self._next = self._next, None
        finally:
            self._busy = False

    def _front(self) -> None:
        window: Any = self.window
        if window.isMinimized():
            window.showNormal()
        window.raise_()
        window.activateWindow()


__all__ = ["FileOpenFilter", "Leaving", "LeaveGame", "confirm_leave"]
