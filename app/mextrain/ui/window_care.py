"""The window's manners: a size that fits the screen, computers that wait behind modal dialogs
and while the window is minimised, a question before a running game is left, and a move log
rebuilt from the record when a game is resumed.

Kept apart from main_window.py, which only calls these.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QByteArray, QEvent, QObject, QRect, QSize, Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from mextrain.engine import Event, Game, Phase
from mextrain.engine.round import RoundState
from mextrain.i18n import TrContext

if TYPE_CHECKING:
    from mextrain.controller import GameController
    from mextrain.ui.game_files import GameFiles


class Window(Protocol):
    """What these helpers need of the main window (QWidget and these)."""

    controller: GameController
    files: GameFiles

# the size the window opens at on a large screen
PREFERRED = QSize(1280, 800)
# the smallest window in which the table's labels and the hand stay readable (fits 1024x600)
MINIMUM = QSize(900, 540)
MODAL = "modal dialog"
MINIMISED = "minimised"
MainWindow = TrContext("MainWindow")  # the window's translation context (the name is the context)


def place_window(window: QWidget, saved: QByteArray | None) -> None:
    """Restore the saved size and place only where it still fits the screen; else fit the screen."""
    window.setMinimumSize(MINIMUM)
    screen = window.screen() or QApplication.primaryScreen()
    area = screen.availableGeometry() if screen is not None else QRect(0, 0, PREFERRED.width(), PREFERRED.height())
    if saved is not None and window.restoreGeometry(saved):
        if area.contains(window.frameGeometry()) or window.isMaximized():
            return
    frame = 40  # title bar and borders, which Qt knows only once the window is shown
    size = QSize(min(PREFERRED.width(), area.width() - 16), min(PREFERRED.height(), area.height() - frame))
    size = size.expandedTo(MINIMUM) if area.width() >= MINIMUM.width() else size
    window.resize(size)
    window.move(area.x() + max(0, (area.width() - size.width()) // 2),
                area.y() + max(0, (area.height() - size.height() - frame) // 2))


class PauseGuard(QObject):
    """Pauses the computer seats while a modal dialog is open or the window is minimised."""

    def __init__(self, window: QWidget, controller: GameController) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self._modal: set[int] = set()
        QApplication.instance().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.Show, QEvent.Type.Hide) and isinstance(watched, QWidget) and watched.isWindow():
            if watched is not self.window and watched.windowModality() != Qt.WindowModality.NonModal:
                if kind == QEvent.Type.Show:
                    self._modal.add(id(watched))
                    watched.destroyed.connect(lambda _=None, k=id(watched): self._gone(k))  # noqa: B008 - bound now, on purpose
                else:
                    self._modal.discard(id(watched))
                self._sync()
        elif kind == QEvent.Type.WindowStateChange and watched is self.window:
            if self.window.windowState() & Qt.WindowState.WindowMinimized:
                self.controller.pause(MINIMISED)
            else:
                self.controller.unpause(MINIMISED)
        return False

    def _gone(self, key: int) -> None:
        self._modal.discard(key)
        self._sync()

    def _sync(self) -> None:
        if self._modal:
            self.controller.pause(MODAL)
        else:
            self.controller.unpause(MODAL)


def game_in_progress(game: Game | None) -> bool:
    """A game with moves made and not yet over: leaving it deserves a question."""
    return (game is not None and game.phase is not Phase.GAME_OVER
            and (game.round_number > 1 or bool(game.rounds[-1].decisions)))


def confirm_new_game(window: Window) -> bool:
    """Ask before a running game is left for a new one; it is kept in a file either way."""
    game = window.controller.game
    if not game_in_progress(game):
        return True
    box = QMessageBox(QMessageBox.Icon.Question, MainWindow.tr("New Game"),
                      MainWindow.tr("Leave the game in play and start a new one?"), parent=window)
    box.setObjectName("confirmNewGame")
    box.setInformativeText(MainWindow.tr("The game in play is saved either way: Game > Open continues it "
                                     "from the file %1.").replace("%1", window.files.keep_name(game)))
    start = box.addButton(MainWindow.tr("&Start a New Game"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(MainWindow.tr("&Go On Playing"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(start)
    window.files.message = box
    box.exec()
    if box.clickedButton() is not start:
        return False
    window.files.keep_unfinished()
    return True


def round_events(game: Game) -> list[Event]:
    """The events of the round in play, replayed from the record (for the log of a resumed game)."""
    record = game.rounds[-1]
    deal = record.deal
    rnd = RoundState(game.options.players, deal.engine_number, deal.hands, deal.boneyard, deal.starter,
                     starting_run=game.options.starting_run, track_events=True, track_history=False)
    events: list[Event] = []
    for decision in record.decisions:
        rnd.apply(decision.move)
        events.extend(rnd.drain_events())
    return events


def show_fault(window: Window, details: str) -> None:
    """An uncaught error: said once, the game saved and going on."""
    box = QMessageBox(QMessageBox.Icon.Critical, MainWindow.tr("Something went wrong"),
                      MainWindow.tr("The game met an unexpected error. Your game was saved, and the "
                                    "error was written to the log file; you can play on."), parent=window)
    box.setDetailedText(details)
    window.files.message = box
    box.open()


def settings_were_broken(window: Window, kept_as: Path | None) -> None:
    box = QMessageBox(QMessageBox.Icon.Warning, MainWindow.tr("Settings reset"),
                      MainWindow.tr("The settings file was damaged, so the game started with its defaults."),
                      parent=window)
    if kept_as is not None:
        box.setInformativeText(MainWindow.tr("The damaged file was kept as %1.").replace("%1", str(kept_as)))
    window.files.message = box
    box.open()
