"""Why the computer did that: a computer's move in Recent moves, clicked (or chosen with the keys and
Enter), says in one line why it was made, in the UI language (issue 40).

The reason is the controller's (`GameController.why`, from `ai.why`): what the rules or the move
itself show and how the player chose, with Hard's search figures; never what it holds. The lines a
computer's decision wrote to the log carry that decision's (round, index) (`key_for`, passed to
`SidePanel.add_log` by the window; AssistUi makes the one WhyUi, beside Hint). The answer stands where the hint's words stand, under the
panel's buttons (it wraps there: the status bar cut a German reason off at 1024x600), until the
next move or another line is chosen, and as the line's tooltip; while a hint is shown its words
stay, and the reason goes to the status bar. A joined table's computers think at the host, which
sends no reasons: the joined game works one out from the views it was shown before and after the
move (`JoinedGame.seen`, `SeenViews.computer_why`), without Hard's figures, which only the host has.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, cast

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QListWidgetItem, QStatusBar

from mextrain.ai.why import Manner, Why, WhyCode
from mextrain.controller import GameController
from mextrain.controller.play import Play
from mextrain.controller.seen_replay import SeenViews
from mextrain.engine import Event, Move, MoveKind
from mextrain.i18n import TrContext
from mextrain.ui import texts
from mextrain.ui.window.side_panel import SidePanel

Whys = TrContext("Whys")

#: the log line's data role that holds its decision's (round, index)
DECISION_ROLE = Qt.ItemDataRole.UserRole + 40


class WhyWindow(Protocol):
    """What the reasons need of their window (the main window is the one): a Protocol because the
    window imports this module (no import cycle, tests/project/test_layering.py)."""

    controller: GameController
    play: Play
    panel: SidePanel

    def seat_names(self) -> list[str]: ...
    def speaker_seat(self) -> int | None: ...
    def statusBar(self) -> QStatusBar: ...


def _what(code: WhyCode, name: str) -> str:
    """What the rules or the move itself say, of the seat called `name`."""
    owner = texts.possessive(name)
    return {
        WhyCode.DRAW: texts.fill(Whys.tr("No tile of %1 fitted, so %1 drew."), name),
        WhyCode.PASS: texts.fill(Whys.tr("No tile of %1 fitted, so %1 passed."), name),
        WhyCode.GO_OUT: texts.fill(Whys.tr("%1 laid the last tile and went out."), name),
        WhyCode.COVER_DOUBLE: Whys.tr("The open double had to be covered."),
        WhyCode.RUN: texts.fill(Whys.tr("Part of %1's starting run.", "%1 the name, as a possessive"), owner),
        WhyCode.LIFT_MARKER: texts.fill(Whys.tr("It lifts the marker off %1's own train.", "%1 the name, as a possessive"),
                                        owner),
        WhyCode.FREE_DOUBLE: Whys.tr("A double: one more tile, and nobody must cover it."),
        WhyCode.OWN_TRAIN: texts.fill(Whys.tr("It builds %1's own train.", "%1 the name, as a possessive"), owner),
        WhyCode.ELSEWHERE: texts.fill(Whys.tr("It goes elsewhere than %1's own train.", "%1 the name, as a possessive"),
                                      owner),
    }[code]


def _how(why: Why) -> str:
    """How the player chose, with Hard's search figures."""
    if why.manner is Manner.ANY:
        return Whys.tr("Random players make any move.")
    if why.manner is Manner.EASY:
        return Whys.tr("Easy players lay any tile that fits, a double first.")
    if why.manner is Manner.SEARCH:
        if why.gain is None:
            return Whys.tr("Hard's search (%n deal(s)) found its rule of thumb's choice clearly worse.",
                           "a computer's reason; deals of the tiles it could not see", why.deals)
        if why.last_round:
            return texts.fill(Whys.tr("Hard's search (%n deal(s)) found it better than its rule of thumb's "
                                      "choice: about %1 in 100 more games won.", "%1 a number", why.deals),
                              max(1, round(100 * why.gain)))
        return texts.fill(Whys.tr("Hard's search (%n deal(s)) found it about %1 points a round better than its "
                                  "rule of thumb's choice.", "%1 a number", why.deals), max(1, round(why.gain)))
    if why.manner is Manner.RULE_OF_THUMB and why.deals:
        return Whys.tr("Hard's search (%n deal(s)) found nothing clearly better than its rule of thumb.",
                       "a computer's reason; deals of the tiles it could not see", why.deals)
    if why.manner is Manner.RULE_OF_THUMB:
        return Whys.tr("Its rule of thumb chose it (what it holds stays hidden).")
    if why.manner is Manner.SEARCHED:
        return Whys.tr("Hard players choose by a search over deals of the tiles they cannot see.")
    return ""


def why_text(why: Why, move: Move, name: str) -> str:
    """The one line: "Why Hal played 3|5: It goes elsewhere than Hal's own train. Hard's search …"."""
    if move.kind is MoveKind.PLAY and move.tile is not None:
        head = texts.fill(Whys.tr("Why %1 laid %2:", "%1 a name, %2 a tile"), name, texts.tile_text(move.tile))
    else:
        head = texts.fill(Whys.tr("Why %1 did that:", "%1 a name"), name)
    return " ".join(part for part in (head, _what(why.code, name), _how(why)) if part)


class WhyUi(QObject):
    """Answers a click (or Enter) on a computer's line in Recent moves; see the module docstring."""

    def __init__(self, window: WhyWindow) -> None:
        super().__init__(cast(QObject, window))
        self.window = window
        self.last_text = ""  # the last reason said (tests and screenshots read it)
        self._shown: tuple[int, int] | None = None  # the decision whose reason stands under the buttons
        log = window.panel.log
        log.itemClicked.connect(self.explain)
        log.itemActivated.connect(self.explain)  # Enter on the line chosen with the arrow keys
        self._play = window.play
        self._play.moved.connect(self.withdraw)
        cast(QObject, window).installEventFilter(self)

    def data_for(self, events: Sequence[Event]) -> tuple[tuple[int, int] | None, int]:
        """What the log keeps with the lines of `events` and in which role (`SidePanel.add_log`)."""
        return self.key_for(events), DECISION_ROLE

    def key_for(self, events: Sequence[Event]) -> tuple[int, int] | None:
        """The decision that just wrote `events` to the log, if a computer here made it and its
        reason is kept: (round, index) for its lines."""
        c = self.window.controller
        g = c.game
        seen = self._seen()
        if seen is not None:
            return self._seen_key(seen) if events else None
        if self.window.play is not c or g is None or not events or not g.rounds:
            return None
        index = len(g.rounds[-1].decisions) - 1
        if index < 0 or c.why(g.round_number, index) is None:
            return None
        return g.round_number, index

    def text_of(self, item: QListWidgetItem) -> str | None:
        """The line's reason in words, or None: not a computer's move (or its reason is gone)."""
        return self._text_for(item.data(DECISION_ROLE))

    def _seen(self) -> SeenViews | None:
        """A joined table's views (None: the game is played here)."""
        seen = getattr(self.window.play, "seen", None)
        return seen if isinstance(seen, SeenViews) else None

    def _seen_key(self, seen: SeenViews) -> tuple[int, int] | None:
        """At a joined table: the decision the newest view shows, if a computer made it."""
        play = self.window.play
        if not play.ready():
            return None
        view = play.local_view()
        index = len(view.history) - 1
        kinds = [cfg.kind for cfg in play.seats]
        if index < 0 or seen.computer_why(view.round_number, index, kinds) is None:
            return None
        return view.round_number, index

    def _text_for(self, key: object) -> str | None:
        seen = self._seen()
        if seen is not None and isinstance(key, tuple):
            kinds = [cfg.kind for cfg in self.window.play.seats]
            found = seen.computer_why(key[0], key[1], kinds)
            if found is None:
                return None
            reason, seat, move = found
            return why_text(reason, move, self.window.seat_names()[seat])
        c = self.window.controller
        if not isinstance(key, tuple) or c.game is None or self.window.play is not c:
            return None
        round_number, index = key
        why = c.why(round_number, index)
        if why is None:
            return None
        decision = c.game.rounds[round_number - 1].decisions[index]
        return why_text(why, decision.move, self.window.seat_names()[decision.seat])

    def explain(self, item: QListWidgetItem) -> None:
        text = self.text_of(item)
        if text is None:
            return
        item.setToolTip(text)
        label = self.window.panel.hint_label
        ours = self._shown is not None and label.text() == self.last_text
        self.last_text = text
        if label.isVisible() and not ours:  # a hint's words: they stay
            self.window.statusBar().showMessage(text, 15000)
            return
        self._shown = item.data(DECISION_ROLE)
        self.window.panel.show_hint(text)

    def withdraw(self) -> None:
        """A move was made (or the game changed): a reason shown under the buttons goes."""
        if self.window.play is not self._play:  # the window plays another game now: follow it
            self._play.moved.disconnect(self.withdraw)
            self._play = self.window.play
            self._play.moved.connect(self.withdraw)
        if self._shown is not None:
            self._shown = None
            if self.window.panel.hint_label.text() == self.last_text:
                self.window.panel.show_hint("")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange and self._shown is not None:
            QTimer.singleShot(0, self, self._reword)  # after the window's own words (Hint's clears the box)
        return False

    def _reword(self) -> None:
        """The reason shown, in the new language."""
        text = self._text_for(self._shown)
        label = self.window.panel.hint_label
        if text is not None and (label.text() in ("", self.last_text) or not label.isVisible()):
            self.last_text = text
            self.window.panel.show_hint(text)


__all__ = ["DECISION_ROLE", "WhyUi", "why_text"]
