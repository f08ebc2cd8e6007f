"""The main window: a game at start, Draw/Pass/End turn exactly when legal, the one-tile notice,
the score sheet, the New Game dialog, menus and settings, and quitting while a computer thinks."""
from __future__ import annotations

import os
import random
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from mextrain.controller import Pace
from mextrain.engine import DRAW, END, PASS, EventKind, Move, MoveKind, Phase, Reason, arrange
from mextrain.ui import texts
from mextrain.ui.settings import GameSetup, Settings, default_kind
from mextrain.ui.window.main_window import MainWindow

SEED = 11


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    s = Settings.at(tmp_path / "settings.ini")
    s.pace = Pace.INSTANT
    return s


@pytest.fixture
def window(qtbot, settings: Settings) -> MainWindow:
    w = MainWindow(settings=settings, start_game=False)
    qtbot.addWidget(w)
    w.show()
    return w


def deal(window: MainWindow, players: int = 3, rounds: int = 7, starting_run: bool = False, seed: int = SEED,
         house: dict | None = None) -> None:
    window.start_game(GameSetup(players=players, rounds=rounds, starting_run=starting_run, house=house or {}), seed)


def wait_for_person(qtbot, window: MainWindow) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: bool(c.local_legal()) or c.game.phase is not Phase.PLAYING and not c.busy, timeout=5000)


def check_buttons(window: MainWindow) -> None:
    legal = window.controller.local_legal()
    p = window.panel
    assert p.draw_action.isEnabled() == (DRAW in legal)
    assert p.pass_action.isEnabled() == (PASS in legal)
    assert p.end_action.isEnabled() == (END in legal)
    for name, action in (("drawButton", p.draw_action), ("passButton", p.pass_action), ("endTurnButton", p.end_action)):
        assert p.buttons[action.objectName()].isEnabled() == action.isEnabled(), name


def test_starting_puts_a_game_on_the_table_with_the_last_settings(qtbot, settings: Settings) -> None:
    settings.save_setup(GameSetup(players=5, rounds=7))
    w = MainWindow(settings=settings)
    qtbot.addWidget(w)
    c = w.controller
    assert c.game is not None and c.game.options.players == 5 and c.game.options.rounds == 7
    assert w.seat_names() == [texts.you(), "Ada", "Boris", "Clara", "Dmytro"]
    assert [s.kind for s in c.seats[1:]] == [default_kind()] * 4 and c.seats[0].is_human
    assert str(c.game.seed) in w.game_label.text()
    assert w.table.scene() is not None and w.panel.round_label.text()
    w.close()


def test_draw_pass_and_end_turn_are_enabled_exactly_when_legal(qtbot, window: MainWindow) -> None:
    deal(window, players=3, starting_run=True)
    rng = random.Random(3)
    seen = {DRAW: 0, PASS: 0, END: 0}
    c = window.controller
    for _ in range(400):
        check_buttons(window)  # also while the computers move
        wait_for_person(qtbot, window)
        check_buttons(window)
        if c.game.phase is not Phase.PLAYING:
            break
        legal = c.local_legal()
        for special in seen:
            if special in legal:
                seen[special] += 1
        specials = [m for m in legal if m.kind is not MoveKind.PLAY]
        move = specials[0] if specials and rng.random() < 0.5 else rng.choice(legal)
        actions = {DRAW: window.panel.draw_action, PASS: window.panel.pass_action, END: window.panel.end_action}
        if move in actions:
            actions[move].trigger()
        else:
            c.submit(move)
        check_buttons(window)
    assert c.game.phase is Phase.ROUND_OVER
    assert seen[DRAW] and seen[PASS] and seen[END]  # each button was enabled at least once


def test_keyboard_shortcuts_draw_and_pass(qtbot, window: MainWindow) -> None:
    deal(window, players=2)
    c = window.controller
    rng = random.Random(5)
    window.activateWindow()
    for _ in range(300):
        wait_for_person(qtbot, window)
        if c.game.phase is not Phase.PLAYING:
            pytest.fail("no draw came up in a round")
        legal = c.local_legal()
        if DRAW in legal:
            before = c.game.round.boneyard_size
            QTest.keyClick(window, Qt.Key.Key_D)
            assert c.game.round.boneyard_size == before - 1
            wait_for_person(qtbot, window)
            if PASS in c.local_legal():
                QTest.keyClick(window, Qt.Key.Key_P)
                assert c.game.round.markers[0]
                return
            continue
        c.submit(rng.choice(legal))
    pytest.fail("no pass came up")


def test_one_tile_left_is_told_with_a_badge_and_a_message(qtbot, window: MainWindow) -> None:
    deal(window, players=3)
    c = window.controller
    told: list = []
    c.moved.connect(lambda _n, evs: told.extend(e for e in evs if e.kind is EventKind.ONE_TILE_LEFT))
    rng = random.Random(2)
    for _ in range(400):
        wait_for_person(qtbot, window)
        if told or c.game.phase is not Phase.PLAYING:
            break
        c.submit(rng.choice(c.local_legal()))
    assert told, "nobody got down to one tile in this deal"
    seat = told[0].seat
    message = texts.one_tile_left(seat, window.seat_names(), 0)
    assert message in window.panel.log_lines()
    view = c.local_view()
    if view.hand_counts[seat] == 1:  # still one tile: the badge is up
        rows = window.panel.rows
        row = next(r for r in rows if r.name.text().strip().lstrip("▶ ").strip() == window.seat_names()[seat])
        assert row.badge.isVisibleTo(window.panel) and row.badge.text()


def test_badge_shows_for_every_seat_with_one_tile(qtbot, window: MainWindow) -> None:
    deal(window, players=4)
    view = window.controller.local_view()
    counts = list(view.hand_counts)
    counts[2] = 1
    fake = view.__class__(**{**view.__dict__, "hand_counts": tuple(counts)})
    window.panel.show_state(fake, window.seat_names(), 0, -1, [])
    badges = [r.badge.isVisibleTo(window.panel) for r in window.panel.rows[:4]]
    assert badges == [False, False, True, False]


def play_round_by_controller(qtbot, window: MainWindow, rng: random.Random) -> None:
    c = window.controller
    for _ in range(1000):
        wait_for_person(qtbot, window)
        if c.game.phase is not Phase.PLAYING:
            return
        c.submit(rng.choice(c.local_legal()))
    pytest.fail("the round did not end")


def test_score_sheet_at_the_end_of_a_round_then_the_next_round(qtbot, window: MainWindow) -> None:
    deal(window, players=3)
    play_round_by_controller(qtbot, window, random.Random(4))
    sheet = window.score_sheet
    qtbot.waitUntil(sheet.isVisible, timeout=3000)
    g = window.controller.game
    record = g.rounds[-1]
    assert sheet.table.rowCount() == 3 and sheet.table.columnCount() == 3  # round, total, tiles left
    for seat in range(3):
        assert sheet.table.item(0, seat).text().startswith(str(record.points[seat]))
        assert sheet.table.item(2, seat).text() == str(g.totals[seat])  # row 1: the tiles left
    assert sheet.detail.text() == texts.round_end_line(record.result, record.out_seat, window.seat_names(), 0)
    assert sheet.next_button.isVisible() and not sheet.new_game_button.isVisible()
    QTest.mouseClick(sheet.next_button, Qt.MouseButton.LeftButton)
    assert not sheet.isVisible()
    assert g.round_number == 2 and g.phase is Phase.PLAYING


@pytest.mark.slow  # a whole game
def test_game_over_shows_the_winners_and_offers_a_new_game(qtbot, window: MainWindow) -> None:
    deal(window, players=2, rounds=4, house={"set": 6})  # the shortest whole game (R19: 4 rounds of a double-6 set)
    rng = random.Random(8)
    g = window.controller.game
    for number in range(1, 5):
        play_round_by_controller(qtbot, window, rng)
        qtbot.waitUntil(window.score_sheet.isVisible, timeout=3000)
        if number < 4:
            QTest.mouseClick(window.score_sheet.next_button, Qt.MouseButton.LeftButton)
    sheet = window.score_sheet
    assert g.phase is Phase.GAME_OVER
    assert sheet.headline.text() == texts.winners_line(g.winners, window.seat_names(), 0)
    assert sheet.table.rowCount() == 7  # 4 rounds, the tiles left, the totals, the places
    assert sheet.new_game_button.isVisible() and not sheet.next_button.isVisible()
    QTest.mouseClick(sheet.new_game_button, Qt.MouseButton.LeftButton)
    assert window.new_game_dialog is not None and window.new_game_dialog.isVisible()
    window.new_game_dialog.reject()


def test_ctrl_n_opens_the_new_game_dialog_and_deals_what_it_says(qtbot, window: MainWindow, settings: Settings) -> None:
    deal(window)
    window.activateWindow()
    QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = window.new_game_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.players.setValue(6)
    dialog.length.setCurrentIndex(1)
    dialog.starting_run.setChecked(True)
    dialog.seed.setValue(4242)
    dialog.name_edits[0].setText("Zoë")
    assert not dialog.name_edits[5].isEnabled() and dialog.name_edits[4].isEnabled()
    dialog.accept()
    g = window.controller.game
    assert (g.options.players, g.options.rounds, g.options.starting_run, g.seed) == (6, 7, True, 4242)
    assert window.seat_names()[1] == "Zoë"
    remembered = settings.last_setup()
    assert (remembered.players, remembered.rounds, remembered.starting_run, remembered.names[0]) == (6, 7, True, "Zoë")


def test_new_game_dialog_offers_every_kind_with_the_middle_one_chosen(qtbot, window: MainWindow) -> None:
    from mextrain.ai import KINDS
    from mextrain.ui.settings import default_kind

    dialog = window.show_new_game_dialog()
    box = dialog.kind_boxes[0]
    kinds = list(KINDS)  # every computer strength; another person at this computer is chosen beside it (issue 32)
    assert [box.itemData(i) for i in range(box.count())] == kinds
    assert box.currentData() == default_kind()
    assert all(box.itemText(i) == texts.kind_name(kinds[i]) for i in range(box.count()))
    dialog.reject()


def test_a_refused_drop_shows_the_reason(qtbot, window: MainWindow) -> None:
    deal(window)
    wait_for_person(qtbot, window)
    c = window.controller
    view = c.local_view()
    illegal = next(Move.play(t, tr) for t in view.hand for tr in (0, 1, "mexican") if Move.play(t, tr) not in c.local_legal())
    window.table.move_refused.emit(illegal)
    assert window.statusBar().currentMessage() == texts.reason_text(c.explain(illegal))
    window.controller.move_rejected.emit(DRAW, None)
    assert window.statusBar().currentMessage() == texts.reason_text(None)


def test_a_drop_out_of_turn_says_wait(qtbot, settings: Settings) -> None:
    from mextrain.engine import starter_of_game

    settings.pace = Pace.SLOW
    w = MainWindow(settings=settings, start_game=False)
    qtbot.addWidget(w)
    deal(w, players=3, seed=next(s for s in range(1000) if starter_of_game(s, 3) == 1))
    view = w.controller.local_view()
    w.table.move_refused.emit(Move.play(view.hand[0], 0))
    assert w.statusBar().currentMessage() == texts.reason_text(None)
    w.close()


def test_every_reason_and_event_has_words() -> None:
    for reason in Reason:
        assert texts.reason_text(reason) and texts.reason_text(reason) != reason.text
    names = ["You", "Ada", "Boris"]
    from mextrain.engine import Event, RoundEnd, Tile

    for kind in EventKind:
        e = Event(kind, seat=1, tile=Tile(5, 9), train=2, value=5, reason=RoundEnd.OUT, winners=(1,))
        line = texts.event_line(e, names, 0)
        assert (line is None) == (kind is EventKind.TURN_ENDED)
    assert texts.event_line(Event(EventKind.TILE_LAID, seat=1, tile=Tile(5, 9), train="mexican"), names, 0) == \
        "Ada laid 5|9 on the Mexican Train."
    assert texts.boneyard_line(1) == "Boneyard: 1 tile" and texts.boneyard_line(2) == "Boneyard: 2 tiles"


def test_flip_and_arrange_act_on_the_hand(qtbot, window: MainWindow) -> None:
    deal(window)
    wait_for_person(qtbot, window)
    p = window.panel
    window.table.scene().hand.select(None)
    assert not p.flip_action.isEnabled()
    view = window.controller.local_view()
    window.table.scene().hand.select(view.hand[0])
    assert p.flip_action.isEnabled()
    p.arrange_action.trigger()
    row = arrange(view.hand, view.train(0).open_end)
    assert window.table.hand_order()[: len(row)] == row


def test_view_menu_changes_speed_and_numerals_and_lists_languages(qtbot, window: MainWindow, settings: Settings) -> None:
    window.menus.view.speed_actions[Pace.SLOW].trigger()
    assert window.controller.pace is Pace.SLOW and settings.pace is Pace.SLOW
    window.menus.view.numerals_action.trigger()
    assert settings.numerals and window.table.scene().numerals
    assert "" in window.menus.view.language_actions and len(window.menus.view.language_actions) >= 2
    assert window.menus.view.language_menu.actions()


def test_f1_shows_the_rules(qtbot, window: MainWindow) -> None:
    window.activateWindow()
    QTest.keyClick(window, Qt.Key.Key_F1)
    dialog = window.help_ui.rules_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.shown_path.name.startswith("rules_") and dialog.browser.toPlainText().strip()
    dialog.close()


def test_closing_while_a_computer_thinks_cancels_it(qtbot, settings: Settings) -> None:
    settings.pace = Pace.SLOW
    w = MainWindow(settings=settings, start_game=False)
    qtbot.addWidget(w)
    w.show()
    from mextrain.engine import starter_of_game

    seed = next(s for s in range(1000) if starter_of_game(s, 3) == 1)
    deal(w, players=3, seed=seed)
    assert w.controller.thinking_seat == 1
    w.close()
    assert w.controller.thinking_seat is None and w.controller.game.rounds[-1].decisions == []
    QTest.qWait(50)
    assert w.controller.game.rounds[-1].decisions == []


def test_self_test_hooks_exist(qtbot, window: MainWindow, tmp_path: Path) -> None:
    about = window.help_ui.show_about()
    assert about.isVisible()
    about.close()
    window.open_game_file(tmp_path / "x.json")
    assert window.resume_unfinished_game() is False


def test_a_language_change_rewords_the_window_and_the_log(qtbot, window: MainWindow) -> None:
    from PySide6.QtCore import QCoreApplication, QTranslator

    class Marked(QTranslator):
        """Stands for a real translation: every text comes back marked."""

        def translate(self, context, source, disambiguation=None, n=-1):
            return "» " + source

        def isEmpty(self) -> bool:
            return False

    deal(window)
    wait_for_person(qtbot, window)
    english_log = window.panel.log_lines()
    assert english_log
    translator = Marked()
    QCoreApplication.installTranslator(translator)
    try:
        QCoreApplication.processEvents()
        log = window.panel.log_lines()
        assert len(log) == len(english_log) and all(line.startswith("» ") for line in log), log
        assert window.panel.draw_action.text().startswith("» ")
        assert window.menus.game_menu.title().startswith("» ")
        assert window.seat_names()[0] == "» You"
    finally:
        QCoreApplication.removeTranslator(translator)
        QCoreApplication.processEvents()
    assert window.panel.log_lines() == english_log
