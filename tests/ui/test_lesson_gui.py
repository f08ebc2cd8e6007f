"""Issue 40, "A first round that teaches": Help > Learn to Play played through the window, by real drags in
each language and by the keyboard alone; a wrong move at each step refused with the engine's reason and a
pointer to the step's move, in the words of the .qm files; the game in play kept and given back; the
first start's offer; every step said to a screen reader."""
from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from mextrain.controller import Pace
from mextrain.engine import MEXICAN, Event, EventKind, Move, MoveKind, Phase, RoundEnd, Tile
from mextrain.engine.lesson import StepKind
from mextrain.saves import load_game
from mextrain.ui import texts
from mextrain.ui.lesson import words
from mextrain.ui.lesson.card import shown
from mextrain.ui.settings import GameSetup
from support.lesson import applied, click, do_by_keys, do_by_mouse, drag, lesson_of, wait_for_step
from support.ux import Languages, answer_box, make_settings, make_window, wait_for_person

LANGUAGES = ["en", "de", "uk", "da"]


@pytest.fixture
def window(qtbot, tmp_path: Path):
    w = make_window(qtbot, make_settings(tmp_path / "s.ini"), tmp_path / "data")
    w.resize(1024, 600)
    w.lessons.pace = Pace.INSTANT
    return w


@pytest.fixture
def languages(tmp_path: Path):
    langs = Languages(tmp_path / "lang.ini")
    yield langs
    langs.close()


def game_in_play(qtbot, w) -> int:
    """A game of the person's own with a few moves made: how many decisions it has."""
    w.start_game(GameSetup(players=3, rounds=7, kinds=["random"] * 7), 11)
    c = w.controller
    for _ in range(2):
        wait_for_person(qtbot, w)
        c.submit(c.local_legal()[0])
    wait_for_person(qtbot, w)
    return len(c.game.rounds[-1].decisions)


def expected_step_text(w, step) -> str:
    tile = next((m.tile for m in step.moves if m.tile is not None), None)
    return texts.fill(words.text(step.text), texts.tile_text(tile))


def play_lesson(qtbot, w, by_keys: bool = False) -> list[str]:
    """The whole lesson from its welcome to its last note, each step checked on the card; the step texts read."""
    play = lesson_of(w)
    card = w.lessons.card
    read: list[str] = []
    while True:
        step = wait_for_step(qtbot, w)
        assert step is not None
        said = list(w.table.announced)[-4:]  # a screen reader hears the step when it is the person's
        if step.kind is StepKind.NOTE:
            assert card.continue_button.isVisible()
            read.append(shown(card.step))
            assert shown(card.step) in said
            if play.run.index == len(play.lesson.steps) - 1:
                return read
            if by_keys:
                assert card.continue_button.hasFocus()
                QTest.keyClick(card.continue_button, Qt.Key.Key_Space)
            else:
                click(card.continue_button)
            continue
        assert not card.continue_button.isVisible()
        assert shown(card.step) == expected_step_text(w, step)
        read.append(shown(card.step))
        assert shown(card.step) in said
        move = play.asked()[0]
        assert play.local_legal() == list(play.asked())  # the table lights the step's move alone
        if move.kind is MoveKind.PLAY:  # the step's tile lifted, its train lit
            assert w.table.scene().hand.lifted == move.tile and w.table.scene().hint_train == move.train
        before = applied(play)
        if by_keys:
            do_by_keys(qtbot, w, move)
        else:
            do_by_mouse(w, move)
        assert applied(play) == before + 1, f"{move} was not applied"


def check_the_round(w) -> None:
    game = lesson_of(w).game
    rnd = game.rounds[-1]
    assert game.phase is Phase.ROUND_OVER and rnd.result is RoundEnd.OUT and rnd.out_seat == 0
    assert rnd.points == (0, 50, 15) and rnd.hands_left[1] == (Tile(0, 0),)  # R17: 0|0 counts 50
    assert not w.score_sheet.isVisible()  # the lesson's note says the scoring


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_lesson_played_by_drags_in_each_language(qtbot, window, languages, language: str) -> None:
    w = window
    languages.switch(language)
    kept = game_in_play(qtbot, w)
    w.menus.learn_action.trigger()  # Help > Learn to Play
    assert w.controller.game is not None and w.lessons.card.isVisible()
    read = play_lesson(qtbot, w)
    check_the_round(w)
    if language != "en":  # the card reads the .qm's words, not the English source
        assert read[1] != "Start your own train: drag 5|12 onto the row “Your train”. The first tile of every " \
                          "train must carry the engine's number, 12."
    scoring = shown(w.lessons.card.step)
    assert "50" in scoring and "15" in scoring and w.lessons.card.continue_button.text() == \
        w.lessons.card.tr("Fi&nish")
    click(w.lessons.card.continue_button)
    # the lesson is over: the game in play is back where it was, and goes on
    assert w.lessons.play is None and w.play is w.controller and not w.lessons.card.isVisible()
    assert len(w.controller.game.rounds[-1].decisions) == kept
    wait_for_person(qtbot, w)
    assert w.controller.local_legal()


def test_the_lesson_played_by_the_keyboard_alone(qtbot, window) -> None:
    w = window
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3000)
    w.table.setFocus()
    w.menus.learn_action.trigger()
    play_lesson(qtbot, w, by_keys=True)
    check_the_round(w)
    card = w.lessons.card
    assert card.continue_button.hasFocus()
    QTest.keyClick(card.continue_button, Qt.Key.Key_Space)  # Finish
    assert w.lessons.play is None
    # no game of the person's own behind the lesson: New Game is offered
    assert w.new_game_dialog is not None and w.new_game_dialog.isVisible()
    w.new_game_dialog.reject()


def wrong_moves(play, move: Move) -> list[Move]:
    """A move the rules forbid now, and one they allow but the step does not ask for (where there is one)."""
    game = play.game
    legal = game.legal_moves()
    hand = game.round.hand(0)
    trains = [0, 1, 2, MEXICAN]
    illegal = next(Move.play(t, tr) for t in hand for tr in trains if Move.play(t, tr) not in legal)
    other = [m for m in legal if m not in play.asked() and m.kind is MoveKind.PLAY]
    return [illegal, *other[:1]]


def test_a_wrong_move_at_each_step_is_refused_with_the_reason_and_the_right_move(qtbot, window, languages) -> None:
    w = window
    languages.switch("de")
    w.menus.learn_action.trigger()
    play = lesson_of(w)
    card = w.lessons.card
    refused = 0
    while True:
        step = wait_for_step(qtbot, w)
        if step.kind is StepKind.NOTE:
            if play.run.index == len(play.lesson.steps) - 1:
                break
            click(card.continue_button)
            continue
        move = play.asked()[0]
        for wrong in wrong_moves(play, move):
            before = applied(play)
            assert wrong.tile is not None and wrong.train is not None
            drag(w, wrong.tile, wrong.train)  # the tile snaps back
            assert applied(play) == before and wrong.tile in w.table.scene().hand.items
            legal = wrong in play.game.legal_moves()
            reason = (words.other_legal() if legal
                      else texts.reason_text(play.game.round.why_illegal(wrong)))
            said = shown(card.feedback)
            assert card.feedback.isVisible() and said.startswith(reason) and said == reason + " " + \
                w.lessons.pointer(play.asked())
            assert w.statusBar().currentMessage() == said and w.table.announced[-1] == said
            refused += 1
        do_by_mouse(w, move)
    check_the_round(w)
    assert refused >= 14
    w.lessons.leave()


def test_the_refusals_read_the_german_words(qtbot, window, languages) -> None:
    """Two refusals read word for word from mextrain_de.qm."""
    w = window
    languages.switch("de")
    w.menus.learn_action.trigger()
    play = lesson_of(w)
    click(w.lessons.card.continue_button)
    wait_for_step(qtbot, w)
    drag(w, Tile(7, 12), 0)  # allowed, but the step asks for 5|12 on the own train
    assert shown(w.lessons.card.feedback) == ("Die Regeln erlauben das, aber dieser Schritt verlangt einen anderen "
                                              "Spielzug. Lege 5|12 an deinen eigenen Zug.")
    drag(w, Tile(5, 5), MEXICAN)
    assert shown(w.lessons.card.feedback) == ("Der Stein passt nicht an das offene Ende des Zuges. "
                                              "Lege 5|12 an deinen eigenen Zug.")
    assert applied(play) == 0


def test_leaving_the_lesson_gives_the_game_in_play_back(qtbot, window) -> None:
    w = window
    kept = game_in_play(qtbot, w)
    game = w.controller.game
    w.menus.learn_action.trigger()
    assert w.play is not w.controller and w.controller.game is game
    click(w.lessons.card.continue_button)
    wait_for_step(qtbot, w)
    do_by_mouse(w, lesson_of(w).asked()[0])
    click(w.lessons.card.leave_button)
    assert w.play is w.controller and w.controller.game is game
    assert len(game.rounds[-1].decisions) == kept and not w.lessons.card.isVisible()
    w.menus.learn_action.trigger()  # started again from Help: from its first step
    assert lesson_of(w).run.index == 0 and applied(lesson_of(w)) == 0


def test_new_game_during_the_lesson_leaves_it_and_asks_about_the_game_in_play(qtbot, window) -> None:
    w = window
    game_in_play(qtbot, w)
    w.menus.learn_action.trigger()
    seen: list[QMessageBox] = []
    answer_box(w, QMessageBox.ButtonRole.RejectRole, seen)  # Go On Playing
    assert w.ask_new_game() is None
    assert seen and seen[0].objectName() == "confirmLeaveGame"
    assert w.lessons.play is None and w.play is w.controller


def test_quitting_during_the_lesson_keeps_the_game_in_play_in_the_autosave(qtbot, window, tmp_path: Path) -> None:
    w = window
    kept = game_in_play(qtbot, w)
    w.menus.learn_action.trigger()
    w.close()
    saved = load_game(w.files.autosave_path)
    assert len(saved.game.rounds[-1].decisions) == kept


def test_the_first_start_offers_the_lesson(qtbot, tmp_path: Path) -> None:
    settings = make_settings(tmp_path / "s.ini", setup=False)
    w = make_window(qtbot, settings, tmp_path / "data", greet=True)
    w.lessons.pace = Pace.INSTANT
    w.start()
    dialog = w.new_game_dialog
    assert dialog.learn_button.isVisible()
    click(dialog.learn_button)
    assert not dialog.isVisible() and w.lessons.play is not None and w.controller.game is None
    assert not w.empty_table.isVisible()
    click(w.lessons.card.leave_button)
    assert w.empty_table.isVisible()  # nothing was dealt: New Game, Host, Join
    again = w.show_new_game_dialog()
    assert not again.learn_button.isVisible()  # offered at the first start only (Help has it always)


def test_a_screen_reader_hears_the_computers_and_every_knock(qtbot, window) -> None:
    """Every step is heard as it comes (play_lesson checks it); the computers' words and R16's knocks too."""
    w = window
    heard: list[str] = []
    announce = w.table.announce
    w.table.announce = lambda text, assertive=False: (heard.append(text), announce(text, assertive))[1]
    w.menus.learn_action.trigger()
    play_lesson(qtbot, w)
    for said in ("ada_draws", "ada_passes", "boris_double", "boris_passes", "boris_knock", "ada_knock"):
        assert words.text(said) in heard, said
    names = w.seat_names()
    for seat in (0, 1, 2):  # R16: every knock is said, the person's included
        knock = texts.event_line(Event(EventKind.ONE_TILE_LEFT, seat=seat), names, 0)
        assert knock in heard, knock


def test_every_text_of_the_lesson_is_known() -> None:
    from mextrain.engine.lesson import Lesson
    from mextrain.ui.lesson.entry import lesson_path
    lesson = Lesson.load(lesson_path("first_round"))
    ids = [lesson.title] + [s.text for s in lesson.steps if s.text]
    assert all(words.known(i) for i in ids), [i for i in ids if not words.known(i)]


def test_the_lesson_pictures_show_every_kind_of_step_at_1024x600(qtbot, tmp_path: Path) -> None:
    """`python -m mextrain.devtools.review.lesson_shots`, in one language here (the README's command makes all four)."""
    from PySide6.QtGui import QImage

    from mextrain.devtools.review.lesson_shots import shoot
    saved = shoot(tmp_path, ("da",))
    kinds = ["welcome", "lay-a-tile", "refused", "computer-says", "after-the-computers", "draw", "pass",
             "one-tile-left", "scoring"]
    assert [p.name for p in saved] == [f"lesson-{i}-{k}-da.png" for i, k in enumerate(kinds, 1)]
    assert all(QImage(str(p)).size().toTuple() == (1024, 600) for p in saved)


def test_the_card_follows_a_language_switched_during_the_lesson(qtbot, window, languages) -> None:
    w = window
    w.menus.learn_action.trigger()
    click(w.lessons.card.continue_button)
    step = wait_for_step(qtbot, w)
    english = shown(w.lessons.card.step)
    languages.switch("uk")
    assert shown(w.lessons.card.step) == expected_step_text(w, step) != english
    assert w.lessons.card.leave_button.text() == "&Вийти з уроку"


@pytest.mark.parametrize("language", ["uk", "de"])
def test_the_lesson_fits_1024x600(qtbot, window, languages, language: str) -> None:
    """The longest note whole in the card, the rack whole on the table and readable, the panel's buttons inside."""
    w = window
    languages.switch(language)
    w.menus.learn_action.trigger()
    qtbot.wait(50)
    card = w.lessons.card
    assert w.size().toTuple() == (1024, 600)
    for label in (card.step, card.title):
        assert label.height() >= label.heightForWidth(label.width())
    assert card.continue_button.geometry().right() < card.width()
    scene = w.table.scene()
    rack = scene.layout_.hand
    bottom = w.table.mapFromScene(QPointF(rack.x + rack.w / 2, rack.bottom)).y()
    assert bottom <= w.table.viewport().height()
    assert scene.hand.geom.long * w.table.transform().m11() >= 44  # a hand tile's long side, as on a small screen
    for button in w.panel.buttons.values():
        right = button.mapTo(w, button.rect().bottomRight())
        assert right.x() <= w.width() and right.y() <= w.height(), button.objectName()
