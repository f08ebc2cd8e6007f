"""The window's side of the coach: which review the score sheet's coach asks for, run off the GUI
thread (`controller.coaching.CoachRun`), and where a finding opens (the replay viewer: the local
game's record, or at a joined table the views this app was shown, `controller.seen_replay`).

After a round the coach judges that round's decisions (the three costliest named); on the final
score sheet, the whole game's (the five costliest). The decisions are the person's own, each with
the view they had then: from the local game's record, or at a joined table from the views this app
was shown (`JoinedGame.coach_moments`). A review goes on while the sheet is open, the sheet usable
meanwhile; it stops when the sheet closes or another game comes to the table. Shown again for the
same round (Game > Score Sheet), the sheet keeps the review it had.
"""
from __future__ import annotations

from functools import partial
from typing import Protocol

from PySide6.QtCore import QObject

from mextrain.ai import coach
from mextrain.ai.coach import Finding, Review
from mextrain.controller.coaching import CoachRun, moments_for
from mextrain.controller.play import Play
from mextrain.engine import Phase
from mextrain.ui.replay.entry import Replays
from mextrain.ui.window.coach_panel import CoachPanel, finding_line
from mextrain.ui.window.score_sheet import ScoreSheet


class CoachWindow(Protocol):
    """What the coach needs of its window (the main window): a Protocol, as for the other parts."""

    play: Play
    score_sheet: ScoreSheet
    replays: Replays

    def seat_names(self) -> list[str]: ...
    def show_score_sheet(self) -> ScoreSheet: ...


class CoachUi(QObject):
    """Wires the score sheet's coach panel to a `CoachRun` and the replay viewer."""

    def __init__(self, window: CoachWindow) -> None:
        super().__init__(window)  # type: ignore[arg-type]
        self.window = window
        self.run = CoachRun(parent=self)
        self.panel: CoachPanel = window.score_sheet.coach
        self.panel.review_requested.connect(self.review)
        self.panel.finding_chosen.connect(self.watch)
        self.run.progress.connect(self.panel.show_progress)
        self.run.finished.connect(self._finished)
        self.run.failed.connect(lambda _what: self.panel.failed())
        window.score_sheet.finished.connect(lambda _result: self.stop())
        self._key: tuple[int, int, bool] | None = None  # the game, round and scope the panel shows
        self.last: Review | None = None  # the last review shown (tests read it)
        #: the time a round's decisions may take (None: only the playouts bound it, as the tests want:
        #: on a loaded machine a time budget cuts decisions short, and the figures vary)
        self.seconds_per_round: float | None = coach.ROUND_SECONDS
        self._back_for: tuple[int, int, bool] | None = None  # the sheet to show again when the viewer closes
        self._back_connected = False

    def sheet_shown(self) -> None:
        """The score sheet is shown (a round's end, the game's end, or Game > Score Sheet)."""
        play = self.window.play
        game = play.game
        over = game is not None and game.phase in (Phase.ROUND_OVER, Phase.GAME_OVER)
        whole = over and game.phase is Phase.GAME_OVER
        persons = list(play.persons) if over else []
        self.panel.can_watch = play.saves_here or hasattr(play, "seen")  # a joined table: the views it was shown
        self.panel.set_table(persons, self.window.seat_names(), whole)
        key = (id(game), game.round_number if game is not None else 0, whole)
        if key != self._key:
            self.stop()
            self._key = key
            self.panel.reset()

    def review(self, seat: int) -> None:
        """Judge `seat`'s decisions: the round just over, or the whole game at its end."""
        play = self.window.play
        game = play.game
        if game is None or game.phase not in (Phase.ROUND_OVER, Phase.GAME_OVER) or seat not in play.persons:
            return
        whole = game.phase is Phase.GAME_OVER
        rounds = None if whole else [game.round_number]
        items = moments_for(game, getattr(play, "coach_moments", None), seat, rounds)
        self.panel.started(seat)
        played = sum(1 for r in game.rounds if r.points is not None) if whole else 1
        budget = self.seconds_per_round
        self.run.start(items, coach.GAME_FINDINGS if whole else coach.ROUND_FINDINGS,
                       seconds=None if budget is None else budget * max(1, played))

    def stop(self) -> None:
        if self.run.running:
            self.run.cancel()
            self.panel.reset()

    def _finished(self, review: Review) -> None:
        self.last = review
        self.panel.show_review(review)

    def watch(self, finding: Finding) -> None:
        """Open the replay viewer at the finding's position, both moves shown. The score sheet (modal
        to the window, so it would hold the viewer's keys) steps aside while the viewer is open, and
        comes back with its review when the viewer closes, if the game still waits on it."""
        sheet = self.window.score_sheet
        key = self._key
        sheet.hide()  # not accept or reject: neither deals the next round nor stops anything
        # the line is made anew in the language of the moment, from the names as they are now
        if not self.window.replays.watch_finding(finding, partial(finding_line, finding, self.window.seat_names())):
            self.window.show_score_sheet()
            return
        viewer = self.window.replays.viewer
        assert viewer is not None  # made by watch_finding
        if not self._back_connected:
            viewer.closed.connect(self._viewer_closed)
            self._back_connected = True
        self._back_for = key

    def _viewer_closed(self) -> None:
        key, self._back_for = self._back_for, None
        game = self.window.play.game
        if key is not None and key == self._key and game is not None and game.phase is not Phase.PLAYING \
                and not self.window.score_sheet.isVisible():
            self.window.show_score_sheet()


__all__ = ["CoachUi"]
