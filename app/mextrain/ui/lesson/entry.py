"""Help > Learn to Play: the window's lessons room.

A lesson is played in the main window as a game joined over the network is: its own `Play`
(controller.lesson_play.LessonPlay) is shown with `window.set_play`, and the window's own game
waits, put away, kept in memory and in its autosave, until the lesson is left, when it goes on
where it stopped. The lesson's card (card.py) stands above the table; the table lights the step's
tile and train (the hint's lift and light) or the panel's Draw or Pass button; a refused move is
said in the card, on the table and to a screen reader, with the reason and the move the step asks
for. Every step and every computer move that has words is announced.

`window` is the main window (typed Any: this room sits below it).
"""
from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QObject, Qt

from mextrain.controller.lesson_play import LessonPlay
from mextrain.engine import MEXICAN, Move, MoveKind, Phase, TrainId
from mextrain.engine.lesson import Judgement, Lesson, LessonError, StepKind, Verdict
from mextrain.paths import resources_dir
from mextrain.ui import texts
from mextrain.ui.lesson import words
from mextrain.ui.lesson.card import LessonCard

log = logging.getLogger(__name__)

FIRST_ROUND = "first_round"


def lesson_path(name: str) -> Any:
    return resources_dir() / "lessons" / f"{name}.json"


class Lessons(QObject):
    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.play: LessonPlay | None = None
        self.card = LessonCard()
        self.card.continue_clicked.connect(self._continue)
        self.card.leave_clicked.connect(self.leave)
        self.card.language_changed.connect(self.show_step)
        #: the step last shown and said (a step is announced once)
        self._shown_step: int | None = None
        self._announced: int | None = None
        self._said_count = 0
        #: a pace for tests and pictures (None: the lesson's own, slowed so each move is seen)
        self.pace: Any = None

    @property
    def active(self) -> bool:
        return self.play is not None

    # ------------------------------------------------------------------ starting and leaving
    def start(self, name: str = FIRST_ROUND) -> bool:
        """Start (or start again) a lesson; the game in play waits and comes back when it is left. A
        table hosted or joined is left first, after its own question."""
        w = self.window
        if self.play is not None:
            self._end()
        if not w.net.may_leave():
            return False
        try:
            lesson = Lesson.load(lesson_path(name))
        except LessonError as exc:
            log.error("the lesson %s cannot be run: %s", name, exc)
            return False
        w.net.end()
        w.score_sheet.hide()
        w.controller.put_away()
        kwargs = {"pace": self.pace} if self.pace is not None else {}
        play = LessonPlay(lesson, w, animations=w.controller.animations, **kwargs)
        self.play = play
        self._shown_step = self._announced = None
        self._said_count = 0
        w.central_column.insertWidget(0, self.card)
        self.card.show()
        w.set_play(play)
        for signal in (play.moved, play.changed, play.step_changed):
            signal.connect(self.show_step)  # after the window's own redraw
        play.begin()
        w.game_label.setText(words.text(lesson.title))
        self.show_step()
        return True

    def leave(self) -> None:
        """Leave the lesson (its button, or anything that replaces it): the window's own game goes on."""
        if self.play is None:
            return
        self._end()
        w = self.window
        w.set_play(None)
        w.show_game_label()
        w.table.setFocus()

    def finish(self) -> None:
        """The last note's button: leave; with no game of the person's own, New Game offers one."""
        self.leave()
        w = self.window
        if w.controller.game is None and w.play is w.controller:
            w.show_new_game_dialog()

    def _end(self) -> None:
        play, self.play = self.play, None
        self.card.hide()
        self.window.table.scene().show_hint(None)
        self.window.panel.show_hint("")
        if play is not None:
            play.shutdown()
            play.deleteLater()

    def sync(self) -> None:
        """The window shows something else than the lesson (another path replaced it): the lesson is over."""
        if self.play is not None and self.window.play is not self.play:
            self._end()
            self.window.show_game_label()

    # ------------------------------------------------------------------ the step
    def show_step(self, *_: object) -> None:
        play = self.play
        if play is None or self.window.play is not play:
            return
        step = play.step
        lesson = play.lesson
        title = words.title_line(words.text(lesson.title), play.step_number, play.step_count)
        said = " ".join(words.text(s.text) for s in play.said)
        new_said = play.said[self._said_count:] if len(play.said) >= self._said_count else play.said
        self._said_count = len(play.said)
        for s in new_said:
            self.window.table.announce(words.text(s.text))
        text, button = "", ""
        if step is not None and step.kind is StepKind.NOTE:
            text = self._note_text(step.text)
            button = "start" if play.run.index == 0 else "finish" if play.run.index == len(lesson.steps) - 1 \
                else "continue"
        elif step is not None and step.kind is StepKind.PERSON:
            text = self._step_text(step.text, step.moves)
        self.card.show_step(title, said, text, button)
        index = play.run.index
        if self._shown_step != index:
            self._shown_step = index
            self._clear_refusal()
        self._light(play)
        ready = bool(button) or bool(play.asked())
        if text and ready and self._announced != index:
            self._announced = index  # said once, when it is the person's to do
            self.window.table.announce(text, True)
            if button:
                self.card.continue_button.setFocus(Qt.FocusReason.OtherFocusReason)
            elif self.card.isAncestorOf(self.window.focusWidget()):
                self.window.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def _clear_refusal(self) -> None:
        """A refusal is stale once its step is done: out of the card, the table and the status line."""
        said = self.card.feedback.text()
        self.card.show_feedback("")
        if said:
            self.window.table.hide_notice()
            if self.window.statusBar().currentMessage() == said:
                self.window.statusBar().clearMessage()

    def _note_text(self, text_id: str) -> str:
        text = words.text(text_id)
        play = self.play
        game = play.game if play is not None else None
        if "%1" in text and game is not None and game.phase is not Phase.PLAYING:
            points = game.rounds[-1].points or ()
            names = self.window.seat_names()
            parts = [words.points_of(names[s], p) for s, p in enumerate(points) if s != game.rounds[-1].out_seat]
            text = texts.fill(text, ", ".join(parts))
        return text

    def _step_text(self, text_id: str, moves: tuple[Move, ...]) -> str:
        tile = next((m.tile for m in moves if m.tile is not None), None)
        return texts.fill(words.text(text_id), texts.tile_text(tile))

    def _light(self, play: LessonPlay) -> None:
        """The step's tile lifted and its train lit, or the Draw or Pass button lit."""
        asked = play.asked()
        scene = self.window.table.scene()
        panel = self.window.panel
        first = asked[0] if asked else None
        if first is not None and first.kind is MoveKind.PLAY:
            scene.show_hint(first)
            panel.show_hint("")
        else:
            scene.show_hint(None)
            action = {MoveKind.DRAW: panel.draw_action, MoveKind.PASS: panel.pass_action}.get(
                first.kind) if first is not None else None
            panel.show_hint("", action)

    def _continue(self) -> None:
        play = self.play
        if play is None:
            return
        if play.run.index == len(play.lesson.steps) - 1:
            self.finish()
            return
        play.go_on()
        self.window.table.setFocus(Qt.FocusReason.OtherFocusReason)

    # ------------------------------------------------------------------ refusals
    def refusal(self, move: Move) -> str | None:
        """The lesson's words for a move it does not take (None: no lesson is shown): the engine's reason
        or "allowed, but", and the move the step asks for. Said in the card and to a screen reader too."""
        play = self.play
        if play is None or self.window.play is not play:
            return None
        text = self.refusal_text(play.judge(move))
        self.card.show_feedback(text)
        self.window.table.announce(text, True)
        return text

    def refusal_text(self, judgement: Judgement) -> str:
        play = self.play
        assert play is not None
        if judgement.verdict is Verdict.NOT_NOW:
            step = play.step
            if step is not None and step.kind is StepKind.NOTE:
                return words.read_first()
            seat = play.thinking_seat
            return words.wait_for(self.window.seat_names()[seat]) if seat is not None else texts.reason_text(None)
        first = words.other_legal() if judgement.verdict is Verdict.OTHER_LEGAL else texts.reason_text(judgement.reason)
        return first + " " + self.pointer(judgement.wanted)

    def pointer(self, wanted: tuple[Move, ...]) -> str:
        """The move the step asks for, in words: "Lay 5|12 on your train.", "Press Draw (D).\""""
        if not wanted:
            return ""
        first = wanted[0]
        if first.kind is MoveKind.DRAW:
            return words.press_draw()
        if first.kind is MoveKind.PASS:
            return words.press_pass()
        tile = texts.tile_text(first.tile)
        trains = [m.train for m in wanted if m.kind is MoveKind.PLAY and m.tile == first.tile and m.train is not None]
        if len(trains) >= 2:
            return words.lay_on_either(tile, self._train(trains[0]), self._train(trains[1]))
        return words.lay_on(tile, self._train(trains[0] if trains else MEXICAN))

    def _train(self, train: TrainId) -> str:
        play = self.play
        return texts.train_name(train, self.window.seat_names(), play.local_seat if play is not None else None)


__all__ = ["FIRST_ROUND", "Lessons", "lesson_path"]
