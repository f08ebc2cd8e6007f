"""A lesson played on the table: the game controller's turn loop, with the lesson's steps in charge.

`LessonPlay` is a `GameController` (so it is one more `Play` the window shows, as a joined game
is) whose game is the lesson's round and whose computer seats play the lesson's script
(`ScriptedSeat`). What the person may do is the step's move(s), and only where the engine allows
them (`LessonRun.asked`): the table lights those alone, and refuses any other drop, which the
lesson then explains (`judge`). Nothing is saved and nothing counts in the statistics: the
window's saves and statistics hang on its own controller, which waits, put away, meanwhile.
"""
from __future__ import annotations

import logging

from PySide6.QtCore import QObject, QTimer, Signal

from mextrain.controller.game_controller import GameController
from mextrain.controller.requests import MoveRequest
from mextrain.controller.seats import LocalPersonSeat, SeatKind, TableSeat
from mextrain.engine import Event, Move, Phase
from mextrain.engine.lesson import Judgement, Lesson, LessonRun, Step, StepKind, Verdict
from mextrain.table_setup import HUMAN, Pace, SeatConfig

log = logging.getLogger(__name__)

#: the kind a lesson's computer seats are kept under (they play the lesson's script)
LESSON_KIND = "lesson"


class ScriptedSeat(TableSeat):
    """A computer seat that plays the lesson's script: the step's move, when the step is its own."""

    kind = SeatKind.COMPUTER
    paced = True  # slowed by the lesson's pace, so that each move is seen and said
    flies = True

    def __init__(self, index: int, name: str, lesson: LessonPlay) -> None:
        super().__init__(index, name, lesson)
        self._lesson = lesson

    def _on_ask(self, request: MoveRequest) -> None:
        move = self._lesson.scripted(self.index)
        if move is None:
            log.error("lesson %s: seat %s has no scripted move at step %s", self._lesson.lesson.name, self.index,
                      self._lesson.run.index)
            move = request.legal[0]
        QTimer.singleShot(0, self, lambda: self.answer(request, move))


class LessonPlay(GameController):
    """The lesson's game and steps (module docstring)."""

    #: the step changed (a move made, a note read): the lesson's card shows the new one
    step_changed = Signal()
    #: (move, Judgement): the person's move was not the step's
    refused = Signal(object, object)

    def __init__(self, lesson: Lesson, parent: QObject | None = None, *, pace: Pace = Pace.SLOW,
                 animations: bool = True, person_name: str = "") -> None:
        super().__init__(parent, pace=pace, animations=animations, seat_factory=self._lesson_seat)
        self.lesson = lesson
        self.run = LessonRun(lesson)
        self._person_name = person_name
        #: what the computers' steps said since the person's last step (the card shows them)
        self.said: list[Step] = []

    def _lesson_seat(self, index: int, config: SeatConfig, _seed: str) -> TableSeat:
        if config.is_human:
            return LocalPersonSeat(index, config.name, self)
        return ScriptedSeat(index, config.name, self)

    def begin(self) -> None:
        """Deal the lesson's round and go to its first step."""
        self.run = LessonRun(self.lesson)
        self.said = []
        seats = [SeatConfig(self._person_name if i == self.lesson.person else name,
                            HUMAN if i == self.lesson.person else LESSON_KIND)
                 for i, name in enumerate(self.lesson.names)]
        self.resume(self.lesson.new_game(), seats)
        self.step_changed.emit()

    # ------------------------------------------------------------------ the steps
    @property
    def step(self) -> Step | None:
        return self.run.step

    @property
    def step_number(self) -> int:
        """The person's steps and notes done so far, counted from 1 (the card's "3 of 14")."""
        return sum(1 for s in self.lesson.steps[:self.run.index + 1] if s.kind is not StepKind.COMPUTER)

    @property
    def step_count(self) -> int:
        return sum(1 for s in self.lesson.steps if s.kind is not StepKind.COMPUTER)

    def asked(self) -> tuple[Move, ...]:
        """The move(s) the step asks of the person now (none while a computer moves or a note is read)."""
        g = self.game
        if g is None or self.busy:
            return ()
        return self.run.asked(g)

    def scripted(self, seat: int) -> Move | None:
        return self.run.scripted(self.game, seat) if self.game is not None else None

    def judge(self, move: Move) -> Judgement:
        g = self.game
        return self.run.judge(g, move) if g is not None else Judgement(Verdict.NOT_NOW)

    def go_on(self) -> None:
        """A note was read (its button): the next step."""
        if self.run.go_on():
            self.said = []
            self.step_changed.emit()
            self.changed.emit()

    # ------------------------------------------------------------------ the Play the window reads
    def local_legal(self) -> list[Move]:
        """Only the step's moves: the table lights them alone and refuses every other drop."""
        return [m for m in super().local_legal() if m in self.asked()]

    def submit(self, move: Move) -> None:
        judgement = self.judge(move)
        if judgement.verdict is Verdict.EXPECTED:
            super().submit(move)
            return
        self.refused.emit(move, judgement)
        self.move_rejected.emit(move, judgement.reason)

    @property
    def undoable(self) -> bool:
        return False  # the script goes one way

    def hint_request(self) -> MoveRequest | None:
        return None  # the step says what to do

    def next_round(self) -> None:
        """The lesson is one round."""

    def may_play_again(self) -> bool:
        return False

    # ------------------------------------------------------------------ following the moves
    def _tell(self, events: list[Event]) -> None:
        """Each applied move completes its step, before the window hears of it."""
        g = self.game
        if events and g is not None and g.rounds[-1].decisions:
            last = g.rounds[-1].decisions[-1]
            step = self.run.step
            self.run.moved(last.seat, last.move)
            if self.run.off_script:
                log.error("lesson %s: %s by seat %s is off the script", self.lesson.name, last.move, last.seat)
            if step is not None and step.kind is StepKind.COMPUTER:
                if step.text:
                    self.said.append(step)
            else:
                self.said = []
            self.step_changed.emit()
        super()._tell(events)

    def _advance(self, moved: list[Event] | None = None) -> None:
        """At the round's end the lesson's last note says the scoring: no score sheet, no next round."""
        g = self.game
        if g is not None and g.phase is not Phase.PLAYING:
            self._busy = False
            self._set_thinking(None)
            self._changed(moved)
            return
        super()._advance(moved)


__all__ = ["LESSON_KIND", "LessonPlay", "ScriptedSeat"]
