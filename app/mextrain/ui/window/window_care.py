"""The window's manners: a size that fits the screen, computers that wait behind modal dialogs
and while the window is minimised (ui/window/leave_game.py asks before a game in play is left), a move log
rebuilt from the record when a game is resumed, and Play Again clearing the table for the new deal.

Kept apart from main_window.py, which only calls these.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, cast

from PySide6.QtCore import QByteArray, QEvent, QObject, QRect, QSize, Qt
from PySide6.QtWidgets import QApplication, QHBoxLayout, QMainWindow, QMessageBox, QVBoxLayout, QWidget

from mextrain.controller.game_controller import HUMAN
from mextrain.controller.network.host_table import REMOTE
from mextrain.engine import Event, Game, GameOptions, Move, Phase, PlayerView
from mextrain.engine.round import RoundState
from mextrain.i18n import TrContext
from mextrain.ui import texts
from mextrain.ui.window.handover import hand_owner_line, several_persons

if TYPE_CHECKING:
    from mextrain.controller import GameController
    from mextrain.controller.play import Play


class AgainWindow(Protocol):
    """What Play Again needs of the main window (`play_again`)."""

    play: Play
    panel: Any  # ui.side_panel.SidePanel
    logged_round: tuple[int, int] | None

    @property
    def score_sheet(self) -> QWidget: ...
    def show_game_label(self) -> None: ...


def play_again(window: AgainWindow) -> None:
    """The final score sheet's Play Again: the window's play deals this table again (how is the
    play's business: controller.play); the new game is then shown as any deal is."""
    if not window.play.may_play_again():
        return
    window.score_sheet.hide()
    window.panel.clear_log()
    window.logged_round = None
    window.play.play_again()
    window.show_game_label()


class Window(Protocol):
    """What these helpers need of the main window (QWidget and these): a Protocol because the window
    imports this module (no import cycle, tests/project/test_layering.py)."""

    controller: GameController
    play: Play
    files: Any  # ui.game_files.GameFiles (which imports this module through leave_game)
    panel: Any  # ui.side_panel.SidePanel

    def speaker_seat(self) -> int | None: ...

# the size the window opens at on a large screen
PREFERRED = QSize(1280, 800)
# the smallest window in which the table's labels and the hand stay readable (fits 1024x600)
MINIMUM = QSize(900, 540)
MODAL = "modal dialog"
MINIMISED = "minimised"
MainWindow = TrContext("MainWindow")  # the window's translation context (the name is the context)


def table_and_panel(window: QMainWindow, table: QWidget, panel: QWidget) -> QVBoxLayout:
    """The window's centre: the table and the side panel in a row; the table in a column that a
    lesson's card (ui/lesson) stands at the top of while a lesson is played (the panel keeps its
    whole height); returns that column."""
    central = QWidget()
    row = QHBoxLayout(central)
    column = QVBoxLayout()
    for layout in (column, row):
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
    column.addWidget(table, 1)
    row.addLayout(column, 1)
    row.addWidget(panel)
    window.setCentralWidget(central)
    return column


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
    """Pauses the computer seats while a modal dialog is open or the window is minimised, on the
    game the window plays (`follow`), but only at a table where nobody else waits: a hosted table
    with people elsewhere never stops for the host's dialogs (`Play.others_wait`)."""

    def __init__(self, window: QWidget, play: Play) -> None:
        super().__init__(window)
        self.window = window
        self.play = play
        self._modal: set[int] = set()
        self._minimised = False
        app = QApplication.instance()
        assert app is not None  # a window exists only in a running application
        app.installEventFilter(self)

    def follow(self, play: Play) -> None:
        """The window plays another game now: the old one is let go, the new one held if need be."""
        if play is not self.play:
            self.play.unpause(MODAL)
            self.play.unpause(MINIMISED)
            self.play = play
        self.sync()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.Show, QEvent.Type.Hide) and isinstance(watched, QWidget) and watched.isWindow():
            if watched is not self.window and watched.windowModality() != Qt.WindowModality.NonModal:
                if kind == QEvent.Type.Show:
                    self._modal.add(id(watched))
                    watched.destroyed.connect(lambda _=None, k=id(watched): self._gone(k))  # noqa: B008 - bound now, on purpose
                else:
                    self._modal.discard(id(watched))
                self.sync()
        elif kind == QEvent.Type.WindowStateChange and watched is self.window:
            self._minimised = bool(self.window.windowState() & Qt.WindowState.WindowMinimized)
            self.sync()
        return False

    def _gone(self, key: int) -> None:
        self._modal.discard(key)
        self.sync()

    def sync(self) -> None:
        """Hold or go on as the dialogs, the window and the table are now (also after a game starts)."""
        alone = not self.play.others_wait
        for reason, on in ((MODAL, bool(self._modal)), (MINIMISED, self._minimised)):
            if on and alone:
                self.play.pause(reason)
            else:
                self.play.unpause(reason)


def game_in_progress(game: Game | None) -> bool:
    """A game with moves made and not yet over: leaving it deserves a question."""
    return (game is not None and game.phase is not Phase.GAME_OVER
            and (game.round_number > 1 or bool(game.rounds[-1].decisions)))


def rule_set_of(window: Window) -> str | None:
    """The name of the game's rule set (R18), where it has one: the local game's, or a joined table's
    as its host named it (the side panel said "House rules" where the lobby said "Grandma's rules")."""
    return window.play.rule_set


def game_rules(window: Window) -> tuple[GameOptions, str | None] | None:
    """The rules of the game on the table and its rule set's name (Help > Rules); None before a deal."""
    game = window.play.game if window.play.ready() else None
    return None if game is None else (game.options, rule_set_of(window))


def log_fresh_deal(window: Any, view: PlayerView) -> None:
    """A fresh deal on the table: the last score sheet and notices go, the log says so (once)."""
    c = window.play
    key = (id(c.game), view.round_number)
    if key == window.logged_round:
        return
    window.logged_round = key
    if c.game.phase is Phase.PLAYING:
        window.score_sheet.hide()
        window.statusBar().clearMessage()  # a notice of the last round or game is stale now
        if window.kept_notice:  # but where the game left for this one is kept is not
            window.statusBar().showMessage(window.kept_notice, 15000)
            window.kept_notice = ""
    starter = c.game.rounds[-1].deal.starter
    number, engine = view.round_number, view.engine_number
    window.panel.add_log([lambda: texts.round_start_line(number, engine, starter, window.seat_names(),
                                                         window.speaker_seat())])


def person_moves(play: Any, seat: int | None) -> bool:
    """The seat to move (not this window's) is a person's, here or at another computer: it is their
    turn; only a computer "is thinking"."""
    return seat is not None and 0 <= seat < len(play.seats) and play.seats[seat].kind in (HUMAN, REMOTE)


def fill_panel(window: Window, view: PlayerView, names: list[str], thinking: int | None, legal: list[Move]) -> None:
    """The side panel from the play: the seats (persons told apart from computers where several
    play), the rule set (R18) and, at a computer several persons share, whose hand is shown."""
    c = window.play
    several = several_persons(c.persons)
    # persons here and at other computers of a networked table alike are persons, not computers
    people = [i for i, s in enumerate(c.seats) if s.kind in (HUMAN, REMOTE)] if several else None
    window.panel.show_state(view, names, window.speaker_seat(), thinking, legal, people, person_moves(c, thinking))
    window.panel.show_rules(view.options, rule_set_of(window))
    shown = c.local_seat
    owner = "" if not several or c.hand_hidden or shown is None else hand_owner_line(names[shown])
    window.panel.set_hand_owner(owner, several)


def round_events(game: Game) -> list[Event]:
    """The events of the round in play, replayed from the record (for the log of a resumed game)."""
    record = game.rounds[-1]
    deal = record.deal
    rnd = RoundState(game.options.players, deal.engine_number, deal.hands, deal.boneyard, deal.starter,
                     options=game.options, track_events=True, track_history=False)  # its house rules too
    events: list[Event] = []
    for decision in record.decisions:
        rnd.apply(decision.move)
        events.extend(rnd.drain_events())
    return events


def show_fault(window: Window, details: str) -> None:
    """An uncaught error: said once, the game saved and going on."""
    box = QMessageBox(QMessageBox.Icon.Critical, MainWindow.tr("Something went wrong"),
                      MainWindow.tr("The game met an unexpected error. Your game was saved, and the "
                                    "error was written to the log file; you can play on."),
                      parent=cast(QWidget, window))
    box.setDetailedText(details)
    window.files.message = box
    box.open()


def settings_were_broken(window: Window, kept_as: Path | None) -> None:
    box = QMessageBox(QMessageBox.Icon.Warning, MainWindow.tr("Settings reset"),
                      MainWindow.tr("The settings file was damaged, so the game started with its defaults."),
                      parent=cast(QWidget, window))
    if kept_as is not None:
        box.setInformativeText(MainWindow.tr("The damaged file was kept as %1.").replace("%1", str(kept_as)))
    window.files.message = box
    box.open()
