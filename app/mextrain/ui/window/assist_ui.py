"""The window's side of Hint and Undo/Redo: the actions, the hint on the table, the words.

The logic lives in `controller.assist.Assist` (which move, why, what to take back); here
its codes become words and looks: the hinted tile lifts out of the rack and its train
lights up (the table's own highlight looks), the reason stands under the panel's buttons,
and Undo/Redo are disabled with a tooltip that says why. The main window makes one
`AssistUi(window, move_menu)` after its own wiring; its actions go at the menu's end.
"""
from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Protocol, cast

from PySide6.QtCore import QEvent, QKeyCombination, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from mextrain.ai.hint import Hint, HintReason, HintStrength, SearchReason
from mextrain.controller import GameController
from mextrain.controller.assist import Assist, Block
from mextrain.controller.play import Play
from mextrain.engine import Event, Game, Move, MoveKind, Tile
from mextrain.i18n import TrContext
from mextrain.ui import texts
from mextrain.ui.settings import Settings
from mextrain.ui.table.view import TableView
from mextrain.ui.window import window_care
from mextrain.ui.window.game_files import GameFiles
from mextrain.ui.window.score_sheet import ScoreSheet
from mextrain.ui.window.side_panel import SidePanel
from mextrain.ui.window.why_ui import WhyUi, WhyWindow


class AssistWindow(Protocol):
    """What Hint and Undo need of their window (the main window is the one): a Protocol because the
    window imports this module (no import cycle, tests/project/test_layering.py)."""

    controller: GameController
    play: Play
    table: TableView
    panel: SidePanel
    score_sheet: ScoreSheet
    logged_round: tuple[int, int] | None
    files: GameFiles
    settings: Settings

    def seat_names(self) -> list[str]: ...
    def speaker_seat(self) -> int | None: ...

Hints = TrContext("Hints")


def reason_text(reason: HintReason) -> str:
    """The hint's reason in a few words."""
    return {
        HintReason.DRAW: Hints.tr("no tile fits: draw"),
        HintReason.PASS: Hints.tr("nothing fits: pass"),
        HintReason.END_RUN: Hints.tr("ends your starting run"),
        HintReason.GO_OUT: Hints.tr("your last tile: you go out"),
        HintReason.ONLY_PLAY: Hints.tr("the only tile that fits"),
        HintReason.START_RUN: Hints.tr("starts your longest row"),
        HintReason.CONTINUE_RUN: Hints.tr("goes on with your starting run"),
        HintReason.COVER_DOUBLE: Hints.tr("covers the open double"),
        HintReason.LIFT_MARKER: Hints.tr("lifts the marker off your train"),
        HintReason.ROW_NEXT: Hints.tr("lays the next tile of your longest row"),
        HintReason.SAVE_ROW: Hints.tr("keeps your row for your own train"),
        HintReason.LAY_DOUBLE: Hints.tr("a double you can cover yourself"),
        HintReason.FREE_DOUBLE: Hints.tr("a double: you play again, and nobody must cover it"),
        HintReason.KEEP_DOUBLE: Hints.tr("keeps back a double you cannot cover"),
        HintReason.KEEP_LAST_DOUBLE: Hints.tr("does not leave a double as your last tile"),
        HintReason.VARIED_ENDS: Hints.tr("keeps different numbers open"),
        HintReason.HEAVY: Hints.tr("gets rid of heavy tiles"),
        HintReason.BEST_FIT: Hints.tr("the best of the tiles that fit, all things weighed"),
        HintReason.ANY_TRAIN: Hints.tr("the only tile that fits, and any of its trains will do"),
        HintReason.BEST_TRAIN: Hints.tr("the only tile that fits, on the best of its trains, all things weighed"),
    }[reason]


def move_words(move: Move, names: list[str], human_seat: int | None) -> str:
    """"3|5 on the Mexican Train", or the reason's words for a draw or a pass."""
    if move.kind is MoveKind.PLAY and move.tile is not None and move.train is not None:
        return texts.fill(Hints.tr("%1 on %2", "%1 a tile, %2 a train"), texts.tile_text(move.tile),
                          texts.train_name(move.train, names, human_seat))
    return {MoveKind.DRAW: Hints.tr("drawing"), MoveKind.PASS: Hints.tr("passing")}.get(
        move.kind, Hints.tr("ending the starting run"))


def search_text(hint: Hint, names: list[str], human_seat: int | None) -> str:
    """What Hard's search found, in a few words: "leaves fewer pips at the round's end: about 12
    instead of 21 after 3|5 on the Mexican Train (Hard's search, 240 deals)"."""
    note = hint.search
    assert note is not None
    other = move_words(note.other, names, human_seat) if note.other is not None else ""
    if note.reason is SearchReason.FEWER_PIPS:
        words = texts.fill(Hints.tr("leaves fewer pips: about %1 instead of %2 after %3",
                                    "%1 and %2 numbers of pips, %3 another move, e.g. 3|5 on the Mexican Train"),
                           note.pips, note.other_pips, other)
    elif note.reason is SearchReason.KEEPS_ROW:
        words = texts.fill(Hints.tr("keeps %n tiles that fit your own train (%1 keeps fewer)",
                                    "%1 another move, e.g. 3|5 on the Mexican Train", note.row), other)
    elif note.reason is SearchReason.COVERS_DOUBLE:
        words = Hints.tr("covers the double so nobody else must")
    elif note.reason is SearchReason.QUICK:
        words = texts.fill(Hints.tr("%1; Hard's search agrees", "%1 the rule of thumb's reason"),
                           reason_text(hint.reason))
    else:
        words = Hints.tr("Hard's search found it the best move")
    return texts.fill(Hints.tr("%1 (Hard's search, %n deal(s))", "%1 the reason; deals of the tiles you cannot see",
                               note.deals), words)


def hint_text(hint: Hint, names: list[str], human_seat: int | None) -> str:
    """"Hint: 6|4 on your train: starts your longest row." (a draw, pass or end: the reason says it);
    with Hard's search, its words ("leaves fewer pips at the round's end: …")."""
    move = hint.move
    reason = search_text(hint, names, human_seat) if hint.search is not None else reason_text(hint.reason)
    if move.kind is MoveKind.PLAY and move.tile is not None and move.train is not None:
        where = texts.train_name(move.train, names, human_seat)
        return texts.fill(Hints.tr("Hint: %1 on %2 – %3.", "%1 a tile, %2 a train, %3 the reason"),
                          texts.tile_text(move.tile), where, reason)
    return texts.fill(Hints.tr("Hint: %1.", "%1 is the reason, e.g. no tile fits: draw"), reason)


def block_text(block: Block) -> str:
    """Why Undo (or Redo) is greyed out, for its tooltip."""
    if block is Block.OTHER_PEOPLE:
        return Hints.tr("Undo works only in a game against computer players.")
    if block is Block.ROUND_OVER:
        return Hints.tr("The round is over: a finished round cannot be taken back.")
    if block is Block.NOTHING:
        return Hints.tr("You have made no move in this round to take back.")
    if block is Block.DRAWN:
        return Hints.tr("Undo cannot go back past a draw: a tile drawn from the boneyard stays drawn, "
                        "so Undo never shows what lies in the boneyard.")
    if block is Block.HAND_HIDDEN:
        return Hints.tr("The computer is being handed to the next person: nothing can be taken back now.")
    if block is Block.ANOTHER_PERSON:
        return Hints.tr("Another person has moved since your last move: it cannot be taken back.")
    if block is Block.NOTHING_TO_REDO:
        return Hints.tr("Nothing to redo: no move was taken back since your last move.")
    return Hints.tr("No game is in play.")


class AssistUi(QObject):
    """Hint, Undo and Redo for one main window; see the module docstring."""

    def __init__(self, window: AssistWindow, menu: QMenu | None = None) -> None:
        super().__init__(cast(QObject, window))
        self.window = window
        self.assist = Assist(window.play, window.controller.pool, self)
        self.why = WhyUi(cast(WhyWindow, window))  # a computer's move in Recent moves, clicked, says why
        self._play = window.play
        self.hint_action = window.panel.hint_action
        parent = cast(QObject, window)
        self.undo_action = QAction(parent)
        self.undo_action.setObjectName("undoAction")
        self.undo_action.setShortcut(QKeySequence(QKeyCombination(Qt.Modifier.CTRL, Qt.Key.Key_Z)))
        self.redo_action = QAction(parent)
        self.redo_action.setObjectName("redoAction")
        ctrl_shift = Qt.Modifier.CTRL | Qt.Modifier.SHIFT
        self.redo_action.setShortcuts([QKeySequence(QKeyCombination(ctrl_shift, Qt.Key.Key_Z)),
                                       QKeySequence(QKeySequence.StandardKey.Redo)])
        for action in (self.undo_action, self.redo_action):
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            cast(QWidget, window).addAction(action)  # the keys work with the menu closed
        self.hint_action.triggered.connect(self._toggle_hint)
        self.undo_action.triggered.connect(self.assist.undo)
        self.redo_action.triggered.connect(self.assist.redo)
        self.assist.hint_changed.connect(self._show_hint)
        self.assist.rewinding.connect(self._rewinding)
        window.play.changed.connect(self.update)  # after the window's own refresh
        window.play.moved.connect(self.update)
        self.assist.counted.connect(self.update)  # the score sheet's count
        self.assist.counted.connect(lambda: window.files.autosave())  # and the save's, at once
        self._kept_hand: tuple[list[Tile], set[Tile]] | None = None
        parent.installEventFilter(self)
        if menu is not None:
            self.install(menu)
        self.retranslate()

    def install(self, menu: QMenu) -> None:
        """Hint, Undo and Redo at the end of the Move menu (tooltips shown: they say why one is off)."""
        menu.addSeparator()
        for action in (self.hint_action, self.undo_action, self.redo_action):
            menu.addAction(action)
        menu.setToolTipsVisible(True)

    def follow(self, play: Play) -> None:
        """The window plays another game now: Hint and Undo answer for that one."""
        if play is self._play:
            return
        for signal in (self._play.changed, self._play.moved):
            signal.disconnect(self.update)
        self._play = play
        self.assist.set_play(play)
        play.changed.connect(self.update)
        play.moved.connect(self.update)
        self.why.withdraw()  # a reason shown goes, and the reasons follow the new game's moves
        self.update()

    def _toggle_hint(self) -> None:
        """Hint asked for (or withdrawn): worked out as Preferences says now."""
        strength = self.window.settings.hint_strength
        self.assist.strength = HintStrength.SEARCH if strength == "search" else HintStrength.QUICK
        self.assist.toggle_hint()

    # ------------------------------------------------------------------ state
    def update(self) -> None:
        a, c = self.assist, self._play
        if self._kept_hand is not None:
            self._restore_hand()
        self.hint_action.setEnabled(a.can_hint() or a.hint is not None or a.hint_pending)
        undo_block, redo_block = a.undo_block(), a.redo_block()
        self.undo_action.setEnabled(undo_block is None)
        self.undo_action.setToolTip(self._undo_tip() if undo_block is None else block_text(undo_block))
        self.redo_action.setEnabled(redo_block is None)
        self.redo_action.setToolTip(self._redo_tip() if redo_block is None else block_text(redo_block))
        sheet = self.window.score_sheet
        sheet.set_assists((c.hints_used, c.undos_used) if c.local_seat is not None and c.game is not None else None)

    def _show_hint(self, hint: Hint | None) -> None:
        table = self.window.table.scene()
        table.show_hint(hint.move if hint is not None else None)
        self.window.panel.show_hint(self._hint_words(hint), self._hint_button(hint))
        if hint is not None and hint.move.kind is not MoveKind.PLAY:
            self.window.table.show_notice(self._hint_words(hint))

    def _hint_button(self, hint: Hint | None) -> QAction | None:
        """The panel's action a draw, pass or end-of-run hint means."""
        p = self.window.panel
        if hint is None:
            return None
        return {MoveKind.DRAW: p.draw_action, MoveKind.PASS: p.pass_action, MoveKind.END: p.end_action}.get(hint.move.kind)

    def _hint_words(self, hint: Hint | None) -> str:
        if hint is None:
            return ""
        return hint_text(hint, self.window.seat_names(), self._play.local_seat)

    def _rewinding(self, game: Game, undone: bool) -> None:
        """Before the rebuilt game is shown: keep the rack as the person arranged it, and write
        the log again from the moves that stand (a taken-back move is no longer listed), with
        a line that says what happened instead of announcing the round again."""
        hand = self.window.table.scene().hand
        self._kept_hand = (list(hand.order), set(hand.flipped))
        self.window.logged_round = (id(game), game.round_number)  # the same round goes on
        deal = game.rounds[-1].deal
        number, engine, starter = game.round_number, deal.engine_number, deal.starter

        def names() -> list[str]:
            return self.window.seat_names()

        local = self.window.speaker_seat()  # None when several persons share the computer
        who = self._play.local_seat
        lines: list[Callable[[], str]] = [lambda: texts.round_start_line(number, engine, starter, names(), local)]
        lines += [partial(self._event_line, e) for e in window_care.round_events(game)
                  if texts.event_line(e, names(), local)]
        if not undone:
            lines.append(lambda: Hints.tr("The move taken back was made again."))
        elif local is None and who is not None:  # several persons here: the log names who took it back
            lines.append(lambda: texts.fill(Hints.tr("%1 took back their last move."), names()[who]))
        else:
            lines.append(lambda: Hints.tr("You took back your last move."))
        self.window.panel.clear_log()
        self.window.panel.add_log(lines)

    def _event_line(self, event: Event) -> str:
        return texts.event_line(event, self.window.seat_names(), self.window.speaker_seat()) or ""

    def _restore_hand(self) -> None:
        order, flipped = self._kept_hand or ([], set())
        self._kept_hand = None
        hand = self.window.table.scene().hand
        present = set(hand.items)
        kept = [t for t in order if t in present]
        hand.order = kept + [t for t in hand.order if t not in set(kept)]
        for t in flipped & present:
            if t not in hand.flipped:
                hand.flip(t)
        hand.relayout()

    # ------------------------------------------------------------------ words
    def _undo_tip(self) -> str:
        return Hints.tr("Take back your last move and the computer players' moves after it (Ctrl+Z)")

    def _redo_tip(self) -> str:
        return Hints.tr("Make the move taken back again (Ctrl+Shift+Z)")

    def retranslate(self) -> None:
        self.undo_action.setText(Hints.tr("&Undo"))
        self.redo_action.setText(Hints.tr("&Redo"))
        self.update()
        self.window.panel.show_hint(self._hint_words(self.assist.hint), self._hint_button(self.assist.hint))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is cast(QObject, self.window) and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False


__all__ = ["AssistUi", "block_text", "hint_text", "move_words", "reason_text", "search_text"]
