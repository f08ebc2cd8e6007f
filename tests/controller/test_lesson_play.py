"""The lesson's turn loop without a window (controller/lesson_play.py): the scripted computers play their steps,
the person may make the step's move alone, and a refused move changes nothing."""
from __future__ import annotations

from mextrain.controller import Pace
from mextrain.controller.lesson_play import LessonPlay
from mextrain.engine import MEXICAN, Move, Phase, Tile
from mextrain.engine.lesson import Lesson, StepKind, Verdict
from mextrain.paths import resources_dir


def lesson_play(qtbot) -> LessonPlay:
    play = LessonPlay(Lesson.load(resources_dir() / "lessons" / "first_round.json"), pace=Pace.INSTANT)
    play.begin()
    return play


def waiting_on_person(play: LessonPlay) -> bool:
    step = play.step
    return step is None or step.kind is StepKind.NOTE or bool(play.asked())


def test_the_lesson_plays_to_its_scoring_with_the_persons_moves_alone(qtbot) -> None:
    play = lesson_play(qtbot)
    assert play.local_legal() == [] and play.step.kind is StepKind.NOTE  # the welcome is read first
    play.go_on()
    persons = 0
    while play.step is not None and play.step.kind is not StepKind.NOTE:
        qtbot.waitUntil(lambda: waiting_on_person(play), timeout=5000)
        if play.step.kind is StepKind.NOTE:
            break
        assert play.local_legal() == list(play.asked()) and set(play.asked()) <= set(play.step.moves)
        play.submit(play.asked()[0])
        persons += 1
    assert persons == len(play.lesson.person_steps)
    game = play.game
    assert game.phase is Phase.ROUND_OVER and game.rounds[-1].out_seat == 0 and not play.run.off_script
    assert play.undoable is False and play.hint_request() is None and not play.may_play_again()
    play.shutdown()


def test_a_move_the_step_does_not_ask_for_is_refused_and_changes_nothing(qtbot) -> None:
    play = lesson_play(qtbot)
    play.go_on()
    qtbot.waitUntil(lambda: bool(play.asked()), timeout=5000)
    refused: list[tuple[object, object]] = []
    play.move_rejected.connect(lambda move, reason: refused.append((move, reason)))
    other = Move.play(Tile(7, 12), MEXICAN)  # legal, but the step asks for 5|12 on the own train
    assert play.judge(other).verdict is Verdict.OTHER_LEGAL
    play.submit(other)
    assert refused == [(other, None)] and not play.game.rounds[-1].decisions and play.run.index == 1
    play.shutdown()
