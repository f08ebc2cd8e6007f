"""Lessons as data (engine/lesson.py): every lesson file plays through the engine as written, the first round
does every rule issue 40 names, and a step's judge says what the engine says."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from mextrain.engine import DRAW, MEXICAN, PASS, EventKind, Game, Move, Phase, Reason, RoundEnd, Tile
from mextrain.engine.lesson import Lesson, LessonError, LessonRun, StepKind, Verdict, parse_move, play_script
from mextrain.paths import resources_dir

LESSONS = sorted((resources_dir() / "lessons").glob("*.json"))


def first_round() -> Lesson:
    return Lesson.load(resources_dir() / "lessons" / "first_round.json")


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_every_lesson_plays_through_the_engine_as_written(path: Path) -> None:
    lesson = Lesson.load(path)
    game = play_script(lesson)
    assert game.phase is not Phase.PLAYING  # the script plays its round to the end
    assert lesson.steps[0].kind is StepKind.NOTE and lesson.steps[-1].kind is StepKind.NOTE


def events_of(lesson: Lesson) -> list:
    """Every event of the lesson's round, the script played as written."""
    game = lesson.new_game()
    run = LessonRun(lesson)
    events = []
    while (step := run.step) is not None:
        if step.kind is StepKind.NOTE:
            run.go_on()
            continue
        events += game.apply(step.moves[0])
        run.moved(step.seat, step.moves[0])
    assert not run.off_script
    return events


def test_the_first_round_does_every_rule_the_lesson_teaches() -> None:
    """R6 own train from the engine, R7 the Mexican Train, R11 a double covered (own and another's), R12 a drawn
    tile laid and a pass with R8's marker, a marked train played on, the marker lifted, R16, R14, R17 0|0 = 50."""
    lesson = first_round()
    events = events_of(lesson)
    mine = [e for e in events if e.seat == 0]
    laid = [e for e in mine if e.kind is EventKind.TILE_LAID]
    assert laid[0].train == 0 and laid[0].value == 12  # own train, from the engine
    assert any(e.train == MEXICAN for e in laid)
    assert any(e.kind is EventKind.DOUBLE_OPENED for e in mine)
    covered = [e for e in mine if e.kind is EventKind.DOUBLE_COVERED]
    assert {e.train for e in covered} == {0, 2}  # its own double, and Boris's
    kinds = [e.kind for e in mine]
    drew = [i for i, k in enumerate(kinds) if k is EventKind.TILE_DRAWN]
    assert len(drew) == 2
    assert kinds[drew[0] + 1] is EventKind.TILE_LAID  # the drawn tile laid (R12)
    assert kinds[drew[1] + 1] is EventKind.PASSED  # the drawn tile fitting nowhere: a pass
    assert any(e.kind is EventKind.MARKER_ON and e.train == 0 for e in events)
    assert any(e.kind is EventKind.MARKER_OFF and e.train == 0 for e in events)
    marked = {e.train for e in events if e.kind is EventKind.MARKER_ON}
    assert any(e.train in marked - {0} for e in laid)  # a tile on another seat's marked train
    assert any(e.kind is EventKind.ONE_TILE_LEFT for e in mine)  # R16
    end = events[-1]
    assert end.kind is EventKind.ROUND_OVER and end.seat == 0 and end.reason is RoundEnd.OUT
    assert end.points == (0, 50, 15)  # Ada holds 0|0 alone: 50 (R17)


def test_every_person_step_is_the_persons_and_every_computer_step_one_move() -> None:
    lesson = first_round()
    for step in lesson.steps:
        if step.kind is StepKind.PERSON:
            assert step.seat == lesson.person and step.text
        elif step.kind is StepKind.COMPUTER:
            assert step.seat != lesson.person and len(step.moves) == 1


def test_the_judge_says_what_the_engine_says() -> None:
    lesson = first_round()
    game = lesson.new_game()
    run = LessonRun(lesson)
    assert run.judge(game, Move.play(Tile(5, 12), 0)).verdict is Verdict.NOT_NOW  # the welcome is read first
    assert run.go_on()
    wanted = (Move.play(Tile(5, 12), 0),)
    assert run.asked(game) == wanted
    assert run.judge(game, wanted[0]).verdict is Verdict.EXPECTED
    other = run.judge(game, Move.play(Tile(7, 12), MEXICAN))
    assert (other.verdict, other.wanted, other.reason) == (Verdict.OTHER_LEGAL, wanted, None)
    bad = run.judge(game, Move.play(Tile(5, 5), MEXICAN))
    assert (bad.verdict, bad.reason) == (Verdict.ILLEGAL, Reason.NO_MATCH)
    assert run.judge(game, DRAW).reason is Reason.MUST_PLAY
    assert run.judge(game, PASS).verdict is Verdict.ILLEGAL
    game.apply(wanted[0])
    run.moved(0, wanted[0])
    assert run.asked(game) == () and run.scripted(game, 1) == Move.play(Tile(3, 12), 1)
    assert run.scripted(game, 2) is None  # not Boris's step


def test_a_move_off_the_script_stops_the_steps() -> None:
    run = LessonRun(first_round())
    run.go_on()
    run.moved(0, Move.play(Tile(7, 12), MEXICAN))
    assert run.off_script and run.index == 1


@pytest.mark.parametrize("text", ["5|12 on 0", "7|12 on mexican", "draw", "pass", "end"])
def test_moves_are_written_as_the_engine_prints_them(text: str) -> None:
    assert str(parse_move(text)) == text


def test_a_lesson_file_that_cannot_be_run_says_why(tmp_path: Path) -> None:
    data = json.loads((resources_dir() / "lessons" / "first_round.json").read_text(encoding="utf-8"))
    data["hands"][1].append("12|5")  # dealt twice
    path = tmp_path / "twice.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(LessonError, match="twice"):
        Lesson.load(path)
    data = json.loads((resources_dir() / "lessons" / "first_round.json").read_text(encoding="utf-8"))
    data["steps"][1]["moves"] = ["7|12 on 0"]  # legal, but the next steps no longer follow
    with pytest.raises(LessonError, match="step"):
        play_script(Lesson.from_json(data))
    with pytest.raises(LessonError):
        Lesson.from_json({"players": 3})


def test_the_lessons_round_is_the_standard_rules_dealt_by_hand() -> None:
    lesson = first_round()
    game: Game = lesson.new_game()
    assert lesson.options.standard and game.round.engine_number == 12 and game.current_seat == 0
    assert [len(h) for h in lesson.deal.hands] == [7, 7, 7]
