"""The main window: the one place that wires the controller, the table and the panels together.

Like KDE bovo's mainwindow it holds no game logic: the controller owns the game and says what is legal;
the table (ui/table's TableView) and the side panel show the state and send the person's moves back.
`mextrain.app` and `mextrain.selftest` rely on `MainWindow()`, `open_game_file(path)` and `help_ui.show_about()`
returning the About dialog. Beside it in ui/window/: saved games (game_files.py), the menus (menus.py, view_menu.py),
choices and Preferences (settings_ui.py), the window's manners (window_care.py); Rules and About in ui/help/.
"""
from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from pathlib import Path

from PySide6.QtCore import QEvent
from PySide6.QtGui import QCloseEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget

from mextrain.controller import HUMAN, GameController, SeatConfig, random_seed
from mextrain.controller.play import Play
from mextrain.engine import DRAW, END, PASS, Event, EventKind, Game, Move, Phase, Reason, Tile, TrainId, arrange
from mextrain.faults import CrashHandler
from mextrain.identity import APP_NAME, app_icon
from mextrain.ui import texts
from mextrain.ui.help.windows import HelpUi
from mextrain.ui.lesson.entry import Lessons
from mextrain.ui.netplay.entry import NetPlay
from mextrain.ui.replay.entry import Replays
from mextrain.ui.rules.label import reword_table_label
from mextrain.ui.settings import GameSetup, Settings, default_kind, reduced_motion
from mextrain.ui.sound.table_sound import TableSound
from mextrain.ui.stats.entry import Statistics
from mextrain.ui.table.view import TableView
from mextrain.ui.window import menus, window_care
from mextrain.ui.window.assist_ui import AssistUi
from mextrain.ui.window.coach_ui import CoachUi
from mextrain.ui.window.empty_table import EmptyTable
from mextrain.ui.window.game_files import GameFiles
from mextrain.ui.window.handover import HandoverUi, several_persons, unnamed_first_person
from mextrain.ui.window.leave_game import FileOpenFilter, Leaving, confirm_leave
from mextrain.ui.window.new_game_dialog import NewGameDialog
from mextrain.ui.window.score_sheet import ScoreSheet
from mextrain.ui.window.settings_ui import SettingsUi
from mextrain.ui.window.side_panel import SidePanel

NOTICE_MS = 4000


class MainWindow(QMainWindow):
    def __init__(self, parent: QWidget | None = None, *, settings: Settings | None = None,
                 start_game: bool = True, data_folder: Path | None = None, watch: bool = False,
                 seed: int | None = None, greet: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.setWindowIcon(app_icon())
        self.settings = settings if settings is not None else Settings()
        self.settings_ui = SettingsUi(self, self)  # View menu and Preferences apply the person's choices there
        self.new_game_dialog: NewGameDialog | None = None
        self.greet = greet  # a first start opens the New Game dialog with a welcome (mextrain.app)
        self.score_sheet = ScoreSheet(self)
        self.watch = watch  # computer players take every seat (mextrain --watch)
        self._first_seed = seed
        # the round the log announced last (game id, round number); None: the next refresh announces it
        self.logged_round: tuple[int, int] | None = None
        self._asked_to_quit = False  # Quit asked its question already: closing does not ask again
        #: where the game just left is kept, said again once the next game is dealt (ui/window/leave_game.py)
        self.kept_notice = ""
        self._key_prompt = ""  # "Enter lays 6|9 on your train.": true only until the next move

        animations = not reduced_motion()
        self.controller = GameController(self, pace=self.settings.pace, animations=animations,
                                         player_factory=self.settings_ui.make_player)
        # the one game the window shows and plays (controller.play): the controller, or a game
        # joined over the network; every feature reads and plays it through this
        self.play: Play = self.controller
        self.help_ui = HelpUi(self, lambda: window_care.game_rules(self))  # Rules, About
        self.table = TableView(self)
        self.table.set_numerals(self.settings.numerals)
        self.table.set_hints(self.settings.hints)
        self.table.set_palette(self.settings.palette)
        if not animations:
            self.table.set_motion(0)  # tiles in the rack jump back instead of gliding
        self.panel = SidePanel(self)
        self.handover_ui = HandoverUi(self)
        self.handover = self.handover_ui.cover
        # the table's column beside the panel, under whatever stands above the table (a lesson's card: ui/lesson)
        self.central_column = window_care.table_and_panel(self, self.table, self.panel)
        self.game_label = QLabel()
        self.statusBar().addPermanentWidget(self.game_label)

        self.files = GameFiles(self, data_folder)
        self.statistics = Statistics(self, self.controller, self.files.folder)  # writes each finished game
        self.replays = Replays(self)  # the replay viewer (Watch a Game…)
        self.net = NetPlay(self)
        self.sound = TableSound(self)  # the table's sounds; its mute action sits in the View menu
        self.lessons = Lessons(self)  # Help > Learn to Play
        self.menus = menus.build_menus(self)  # every menu and menu action, typed (ui/window/menus.py)
        self._wire()
        self.assist_ui = AssistUi(self, self.menus.move_menu)  # Hint, Undo, Redo at the Move menu's end
        self.coach_ui = CoachUi(self)  # the score sheet's "How could I have played better?"
        self.empty_table = EmptyTable(self)  # no game on the table: New Game, Host, Join over the felt
        self.retranslate_ui()
        window_care.place_window(self, self.settings.geometry)
        self.pause_guard = window_care.PauseGuard(self, self.play)
        self.file_opener = FileOpenFilter(self)  # a file handed to the running app (QFileOpenEvent)
        if start_game:
            self.start()

    # ------------------------------------------------------------------ building
    def _wire(self) -> None:
        t, p = self.table, self.panel
        self._connect_play(self.play, True)
        t.move_requested.connect(lambda move: self.play.submit(move))
        t.move_refused.connect(self._drop_refused)
        t.selection_changed.connect(self._update_flip)
        t.train_chosen.connect(self._train_chosen)
        p.draw_action.triggered.connect(lambda: self.play.submit(DRAW))
        p.pass_action.triggered.connect(lambda: self.play.submit(PASS))
        p.end_action.triggered.connect(lambda: self.play.submit(END))
        p.flip_action.triggered.connect(t.flip_selected)
        p.arrange_action.triggered.connect(self.arrange_hand)
        self.score_sheet.next_round_requested.connect(lambda: self.play.next_round())
        self.score_sheet.new_game_requested.connect(self.show_new_game_dialog)
        self.score_sheet.offer_play_again(lambda: self.play.may_play_again(), partial(window_care.play_again, self))
        self.score_sheet.watch_requested.connect(self.replays.watch_current)
        self.statistics.watch_record.connect(self.replays.watch_record)  # a past game, from Statistics

    def _connect_play(self, c: Play, on: bool) -> None:
        pairs = [(c.moved, self.on_moved), (c.changed, self.refresh), (c.move_rejected, self._move_rejected),
                 (c.round_over, self.show_score_sheet), (c.game_over, self.show_score_sheet),
                 (c.round_over, self.sound.round_over), (c.game_over, self.sound.game_over)]
        for signal, slot in pairs:
            signal.connect(slot) if on else signal.disconnect(slot)

    def set_play(self, play: Play | None) -> None:
        """Show and play `play` (a game joined over the network), or the local controller again (None).

        Hint, Undo and the pause follow it; the local game stays put away (not asked) while
        another play is shown, and goes on from where it stopped when it is shown again."""
        play = play if play is not None else self.controller
        if play is self.play:
            return
        self._connect_play(self.play, False)
        self.play = play
        self._connect_play(play, True)
        self.assist_ui.follow(play)
        self.pause_guard.follow(play)
        if play is self.controller:
            self.controller.go_on()  # the local game put away goes on from its decision
        self.score_sheet.hide()
        self.panel.clear_log()
        self.logged_round = None
        self.refresh()

    def _move_rejected(self, move: Move, reason: Reason | None) -> None:
        self.notice(self.lessons.refusal(move) or texts.reason_text(reason))

    # ------------------------------------------------------------------ games
    def start(self) -> None:
        """At start-up: reopen a hosted table, or resume an unfinished game, else deal a new one at once
        (the very first start greets the person with the New Game dialog instead)."""
        if not self.net.offer_reopen(self.start_local):
            self.start_local()

    def start_local(self) -> None:
        if not self.resume_unfinished_game():
            if self.greet and self.settings.first_start and not self.watch:
                dialog = self.show_new_game_dialog()
                dialog.set_welcome(True)
                dialog.rejected.connect(self._first_start_cancelled)
                dialog.learn_requested.connect(self.lessons.start)
                return
            seed = self._first_seed if self._first_seed is not None else random_seed()
            self.start_game(self.settings.last_setup(), seed)

    def _first_start_cancelled(self) -> None:  # nothing dealt, nothing kept: the empty table offers the choices
        self.refresh()

    def resume_unfinished_game(self) -> bool:
        """Put the autosaved unfinished game on the table (as the person chose); True if done."""
        return self.files.resume_at_start()

    def resume_game(self, game: Game, seats: list[SeatConfig], *, hints_used: int = 0, undos_used: int = 0,
                    rule_set: str | None = None) -> None:
        """Go on with a loaded game at the decision where it stopped (its hints, undos and rule set's name)."""
        self.net.end()  # a table hosted or joined is left first
        self.score_sheet.hide()
        self.panel.clear_log()
        self.logged_round = None
        self.controller.resume(game, seats, hints_used=hints_used, undos_used=undos_used, rule_set=rule_set)
        self.panel.add_log([partial(self._event_line, e) for e in window_care.round_events(game)
                            if texts.event_line(e, self.seat_names(), self.speaker_seat())])
        self.game_label.setText(self.tr("Game number %1").replace("%1", str(game.seed)))
        if game.phase is not Phase.PLAYING:
            self.show_score_sheet()

    def start_game(self, setup: GameSetup, seed: int) -> None:
        self.net.end()  # a table hosted or joined is left first
        self.score_sheet.hide()
        self.panel.clear_log()
        several = HUMAN in setup.kinds[:setup.players - 1]
        seats = setup.seats(unnamed_first_person() if several else texts.you())
        if self.watch:
            seats[0] = SeatConfig(seats[0].name, default_kind())
        self.controller.new_game(setup.options(), seed, seats, setup.rule_set or None)
        self.game_label.setText(self.tr("Game number %1").replace("%1", str(seed)))

    def ask_new_game(self) -> NewGameDialog | None:
        """Game > New Game: a game in play is left only when the person says so (it is kept)."""
        return self.show_new_game_dialog() if self.may_leave(Leaving.NEW) else None

    def may_leave(self, leaving: Leaving, what: str = "") -> bool:
        """Before something replaces the game in play: a lesson, a table left, a local game kept (leave_game.py)."""
        self.lessons.leave()
        if not self.net.may_leave():
            return False
        return confirm_leave(self, leaving, what)

    def may_leave_for(self, path: Path) -> bool:
        """Before a file replaces the game in play (Game > Open, a file handed to the running app)."""
        return self.may_leave(Leaving.OPEN, Path(path).name)

    def show_new_game_dialog(self) -> NewGameDialog:
        if self.new_game_dialog is None:
            self.new_game_dialog = NewGameDialog(self.settings.last_setup(), parent=self, data_folder=self.files.folder)
            self.new_game_dialog.accepted.connect(self._new_game_accepted)
        else:
            self.new_game_dialog.set_setup(self.settings.last_setup(), random_seed())
        self.new_game_dialog.set_welcome(False)
        self.new_game_dialog.open()
        return self.new_game_dialog

    def _new_game_accepted(self) -> None:
        dialog = self.new_game_dialog
        assert dialog is not None
        setup = dialog.setup()
        self.settings.save_setup(setup)
        self.start_game(setup, dialog.game_number())

    def open_game_file(self, path: Path) -> bool:
        """Open a saved game or record (Game > Open, a file named on the command line or handed to
        the running app by the file manager): a game in play is left only when the person says so."""
        return self.files.open_file(path)

    def watch_file(self, path: Path) -> bool:
        """Step through a game record in the replay viewer (Watch a Game…, `mextrain --replay`)."""
        return self.replays.watch_file(path)

    # ------------------------------------------------------------------ showing state
    def seat_names(self) -> list[str]:
        """Names as shown now: the person's is translated, so it follows a language change
        (persons sharing this computer are each called by their own name)."""
        c = self.play
        you = not several_persons(c.persons)
        return [texts.you() if cfg.is_human and you else texts.stand_in_name(cfg.name) if c.seat(i).stand_in
                else cfg.name if c.seat(i).present else texts.away_name(cfg.name) for i, cfg in enumerate(c.seats)]

    def speaker_seat(self) -> int | None:
        """The seat the log and the score sheet call "you": none when several persons share this
        computer (each line names its person, and a drawn tile is never named)."""
        return None if several_persons(self.play.persons) else self.play.local_seat

    def refresh(self) -> None:
        c = self.play
        self.lessons.sync()  # a lesson replaced by another path is over
        self.empty_table.sync()  # no game shown: nothing of a table that is gone, and the choices to start one
        if not c.ready():
            return
        view = c.local_view()
        legal = c.local_legal()
        names = self.seat_names()
        thinking = c.thinking_seat
        window_care.log_fresh_deal(self, view)
        self.handover_ui.before_refresh()
        self.table.show_state(view, legal, names, thinking, window_care.person_moves(c, thinking))
        self.handover_ui.after_refresh()
        window_care.fill_panel(self, view, names, thinking, legal)
        self._update_flip()

    def on_moved(self, _number: int, events: Sequence[Event]) -> None:
        """The table changed (the one "a move happened" signal): redraw, log and animate the move,
        and sound it (heard after the table drew it: a computer's tile clicks when its flight lands)."""
        if self._key_prompt and self.statusBar().currentMessage() == self._key_prompt:
            self.statusBar().clearMessage()  # the tile it named was laid, or the turn went on without it
        self._key_prompt = ""
        self.refresh()
        if events:
            self.on_events(events)
            self.sound.on_events(events)

    def on_events(self, events: Sequence[Event]) -> None:
        c = self.play
        names = self.seat_names()
        self.panel.add_log([partial(self._event_line, e) for e in events if texts.event_line(e, names, self.speaker_seat())],
                           *self.assist_ui.why.data_for(events))  # a computer's lines say why, clicked
        mover = next((e.seat for e in events if e.seat is not None), c.local_seat)
        self.table.animate_events(events, c.flight_ms(mover) if mover is not None else 0)
        over = any(e.kind in (EventKind.ROUND_OVER, EventKind.GAME_OVER) for e in events)
        for e in events:
            if e.kind is EventKind.ONE_TILE_LEFT and not over:  # R16: everyone is told
                self.notice(texts.one_tile_left(e.seat, names, self.speaker_seat()))
        if over:  # the score sheet comes: "Ada has one tile left!", "Enter lays 1|11…" are stale
            self.statusBar().clearMessage()

    def _event_line(self, event: Event) -> str:
        return texts.event_line(event, self.seat_names(), self.speaker_seat()) or ""

    def _train_chosen(self, tile: Tile, train: TrainId) -> None:
        """Tab chose a train: the status line says where Enter lays the tile (until the next move)."""
        self._key_prompt = texts.chosen_train_line(tile, train, self.seat_names(), self.speaker_seat())
        self.statusBar().showMessage(self._key_prompt, NOTICE_MS)

    def _drop_refused(self, move: Move) -> None:
        """A tile dropped where it may not go: the engine's reason, or "wait" out of turn."""
        c = self.play
        self.notice(self.lessons.refusal(move) or texts.reason_text(c.explain(move) if c.local_legal() else None))

    def notice(self, text: str) -> None:
        self.table.show_notice(text)
        self.statusBar().showMessage(text, NOTICE_MS)

    def _update_flip(self) -> None:
        self.panel.flip_action.setEnabled(self.table.selected_tile() is not None)

    def arrange_hand(self) -> None:
        c = self.play
        if not c.ready() or c.hand_hidden:
            return
        view = c.local_view()
        row = arrange(view.hand, view.train(view.seat).open_end)
        self.table.arrange_hand(row)

    def show_score_sheet(self) -> ScoreSheet:
        if self.play.game is not None:
            self.score_sheet.set_host_deals(not self.play.saves_here)  # at a joined table the host deals
            self.score_sheet.show_game(self.play.game, self.seat_names(), self.speaker_seat(), window_care.rule_set_of(self))
            self.coach_ui.sheet_shown()
        self.score_sheet.open()
        return self.score_sheet

    # ------------------------------------------------------------------ words and life
    def show_game_label(self) -> None:
        """The status bar's game: the local game's number (a table shows its name instead, netplay)."""
        game = self.controller.game
        self.game_label.setText(self.tr("Game number %1").replace("%1", str(game.seed)) if game is not None else "")

    def retranslate_ui(self) -> None:
        self.setWindowTitle(APP_NAME)
        menus.retranslate(self.menus)
        self.sound.retranslate()
        if self.play is self.controller and self.controller.seats and self.net.host is None:
            self.show_game_label()
        else:
            reword_table_label(self)  # a networked table's name and rule set, in the new language
        if self.play.seats:
            self.refresh()
            if self.score_sheet.isVisible() and self.play.game is not None:
                self.score_sheet.show_game(self.play.game, self.seat_names(), self.speaker_seat(), window_care.rule_set_of(self))

    def install_crash_handler(self) -> CrashHandler:
        """Uncaught exceptions: logged, the game saved first, shown once; the game goes on."""
        handler = CrashHandler(lambda: self.files.autosave(force=True), self._show_fault)
        handler.install()
        return handler

    def _show_fault(self, details: str) -> None:
        window_care.show_fault(self, details)

    def settings_were_broken(self, kept_as: Path | None) -> None:
        window_care.settings_were_broken(self, kept_as)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.panel.fit_width(event.size().width())
        super().resizeEvent(event)

    def quit(self) -> None:
        """Game > Quit: a table with people connected closes only after a question naming them."""
        if self.net.may_leave(quitting=True):
            self._asked_to_quit = True
            self.close()

    def closeEvent(self, event: QCloseEvent) -> None:
        # the window's own close button: the same question as Quit (a close from code does not ask)
        if event.spontaneous() and not self._asked_to_quit and not self.net.may_leave(quitting=True):
            event.ignore()
            return
        self._asked_to_quit = False
        self.net.shutdown()  # a hosted table says goodbye, a joined one leaves
        self.controller.shutdown()  # a computer still thinking is cancelled
        self.coach_ui.run.shutdown()  # so is the coach
        self.files.autosave()
        self.settings.geometry = self.saveGeometry()
        self.settings.sync()
        super().closeEvent(event)
