"""Hint, Undo and Redo in the window, driven by real keys and clicks: the lifted tile, the lit
train, the reason in words, disabled actions with their reasons, the counts on the score sheet."""
from __future__ import annotations

import os
import random
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from mextrain.ai.hint import suggest
from mextrain.controller import Pace
from mextrain.controller.assist import Block
from mextrain.engine import MoveKind, Phase
from mextrain.saves import AUTOSAVE_NAME
from mextrain.ui import texts
from mextrain.ui.settings import GameSetup, Settings
from mextrain.ui.table.hand import HAND_Z
from mextrain.ui.window import assist_ui
from mextrain.ui.window.assist_ui import block_text
from mextrain.ui.window.main_window import MainWindow
from support.table import drag as drag_tile
from support.table import slot_centre
from support.ux import aid_window, wait_for_turn


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    s = Settings.at(tmp_path / "settings.ini")
    s.pace = Pace.INSTANT
    s.hint_strength = "quick"  # Normal's hint, the same every time (the search hint's tests set "search")
    s.save_setup(GameSetup(players=3, rounds=7, kinds=["random"] * 7))
    return s


def find_play_hint(qtbot, w: MainWindow, rng: random.Random) -> None:
    """Play on (by the controller) until the hint for the person is a tile to lay."""
    for _ in range(200):
        wait_for_turn(qtbot, w, 5000)
        if w.controller.game.phase is Phase.ROUND_OVER:
            w.controller.next_round()
            continue
        if suggest(w.controller.local_view()).move.kind is MoveKind.PLAY:
            return
        w.controller.submit(rng.choice(w.controller.local_legal()))
    raise AssertionError("no play to hint")


def test_h_shows_the_hint_lifted_and_lit_and_h_again_hides_it(qtbot, settings: Settings, tmp_path: Path) -> None:
    w = aid_window(qtbot, settings, tmp_path / "data", seed=21)
    find_play_hint(qtbot, w, random.Random(1))
    expected = suggest(w.controller.local_view())
    scene = w.table.scene()
    QTest.keyClick(w.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: w.assist_ui.assist.hint is not None, timeout=3000)
    scene.finish_motion()
    assert w.assist_ui.assist.hint == expected
    tile, train = expected.move.tile, expected.move.train
    lifted = scene.hand.items[tile]
    others = [item for t, item in scene.hand.items.items() if t != tile]
    assert scene.hand.lifted == tile
    assert lifted.pos().y() < scene.hand.geom.centres[scene.hand.order.index(tile)][1] - 5  # out of the rack
    assert lifted._highlight and not any(o._highlight for o in others)
    lit = [t for t, row in scene.rows.items() if row.look.hover]
    assert lit == [train] and scene.rows[train].look.target
    words = w.panel.hint_label.text()
    assert w.panel.hint_label.isVisible() and assist_ui.reason_text(expected.reason) in words
    assert texts.tile_text(tile) in words
    assert w.controller.hints_used == 1

    QTest.keyClick(w.table, Qt.Key.Key_H)  # again: hidden
    scene.finish_motion()
    assert w.assist_ui.assist.hint is None and scene.hand.lifted is None
    assert not w.panel.hint_label.isVisible()
    assert not any(row.look.hover for row in scene.rows.values())
    assert lifted.pos().y() == pytest.approx(scene.hand.geom.centres[scene.hand.order.index(tile)][1])
    assert lifted.zValue() == HAND_Z


def test_the_hint_button_shows_it_and_playing_the_tile_clears_it(qtbot, settings: Settings, tmp_path: Path) -> None:
    w = aid_window(qtbot, settings, tmp_path / "data", seed=22)
    find_play_hint(qtbot, w, random.Random(2))
    button = w.panel.buttons["hintAction"]
    assert button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.assist_ui.assist.hint is not None, timeout=3000)
    hint = w.assist_ui.assist.hint
    scene = w.table.scene()
    scene.finish_motion()
    before = len(w.controller.game.rounds[-1].decisions)
    drag_tile(w.table, scene.hand.items[hint.move.tile].pos(), slot_centre(w.table, hint.move.train))
    qtbot.waitUntil(lambda: len(w.controller.game.rounds[-1].decisions) > before, timeout=3000)
    assert w.controller.game.rounds[-1].decisions[before].move == hint.move
    assert w.assist_ui.assist.hint is None and not w.panel.hint_label.isVisible()
    assert scene.hint_train is None and scene.hand.lifted is None


def test_ctrl_z_takes_back_and_ctrl_shift_z_makes_it_again(qtbot, settings: Settings, tmp_path: Path) -> None:
    folder = tmp_path / "data"
    w = aid_window(qtbot, settings, folder, seed=23)
    c = w.controller
    wait_for_turn(qtbot, w, 5000)
    undo, redo = w.assist_ui.undo_action, w.assist_ui.redo_action
    assert not undo.isEnabled() and undo.toolTip() == block_text(Block.NOTHING)
    assert not redo.isEnabled() and redo.toolTip() == block_text(Block.NOTHING_TO_REDO)
    c.submit(c.local_legal()[0])
    wait_for_turn(qtbot, w, 5000)
    after = [d.move for d in c.game.rounds[-1].decisions]
    mine = max(i for i, d in enumerate(c.game.rounds[-1].decisions) if d.seat == c.local_seat)
    assert undo.isEnabled()
    QTest.keyClick(w.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert [d.move for d in c.game.rounds[-1].decisions] == after[:mine]
    assert c.undos_used == 1 and bool(c.local_legal())
    assert redo.isEnabled()
    assert "took back" in w.panel.log_lines()[-1]
    QTest.keyClick(w.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert [d.move for d in c.game.rounds[-1].decisions][:len(after)] == after
    assert not redo.isEnabled()
    # the counts are on the score sheet
    QTest.keyClick(w.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: c.hints_used == 1, timeout=3000)
    sheet = w.show_score_sheet()
    assert sheet.assist_label.isVisible()
    assert sheet.assist_label.text() == texts.assists_line(1, 1)
    sheet.close()


def test_undo_is_off_where_it_cannot_apply_and_says_why(qtbot, settings: Settings, tmp_path: Path) -> None:
    watch = aid_window(qtbot, settings, tmp_path / "watch", watch=True, seed=24)
    qtbot.waitUntil(lambda: len(watch.controller.game.rounds[-1].decisions) > 2, timeout=5000)
    undo = watch.assist_ui.undo_action
    assert not undo.isEnabled() and undo.toolTip() == block_text(Block.OTHER_PEOPLE)
    assert not watch.assist_ui.hint_action.isEnabled()
    assert not watch.score_sheet.assist_label.isVisible() or watch.controller.local_seat is None
    watch.close()

    w = aid_window(qtbot, settings, tmp_path / "data", seed=25)
    c = w.controller
    rng = random.Random(3)
    while c.game.phase is Phase.PLAYING:
        wait_for_turn(qtbot, w, 5000)
        if c.game.phase is Phase.PLAYING:
            c.submit(rng.choice(c.local_legal()))
    qtbot.waitUntil(lambda: c.game.phase is Phase.ROUND_OVER and not c.busy, timeout=5000)
    undo = w.assist_ui.undo_action
    assert not undo.isEnabled() and undo.toolTip() == block_text(Block.ROUND_OVER)
    undo.trigger()  # off: nothing happens (the score sheet's Close would deal the next round)
    assert not w.assist_ui.assist.undo()
    assert c.game.phase is Phase.ROUND_OVER and c.undos_used == 0
    assert w.menus.move_menu.toolTipsVisible()


def test_a_resumed_game_keeps_its_hints_and_undos(qtbot, settings: Settings, tmp_path: Path) -> None:
    folder = tmp_path / "data"
    w = aid_window(qtbot, settings, folder, seed=27)  # nobody draws before the undo
    c = w.controller
    wait_for_turn(qtbot, w, 5000)
    QTest.keyClick(w.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: c.hints_used == 1, timeout=3000)
    c.submit(c.local_legal()[0])
    wait_for_turn(qtbot, w, 5000)
    QTest.keyClick(w.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert c.undos_used == 1
    decisions = [d.move for d in c.game.rounds[-1].decisions]
    c.cancel()  # stop here, as a crash would
    w.files.autosave()
    assert (folder / AUTOSAVE_NAME).exists()
    w.close()
    settings.resume_policy = "always"
    again = aid_window(qtbot, settings, folder)
    assert (again.controller.hints_used, again.controller.undos_used) == (1, 1)
    assert [d.move for d in again.controller.game.rounds[-1].decisions] == decisions
    assert again.score_sheet.assist_label.text() == texts.assists_line(1, 1)


def test_a_language_switch_rewords_the_hint_and_undos_reasons(qtbot, settings: Settings, tmp_path: Path) -> None:
    from PySide6.QtCore import QCoreApplication, QLocale, QSettings

    from mextrain import i18n
    from mextrain.i18n.translator import LanguageManager

    w = aid_window(qtbot, settings, tmp_path / "data", seed=21)
    find_play_hint(qtbot, w, random.Random(1))
    QTest.keyClick(w.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: w.assist_ui.assist.hint is not None, timeout=3000)
    hint = w.assist_ui.assist.hint
    english = w.panel.hint_label.text()
    saved_locale = QLocale()
    manager = LanguageManager(settings=QSettings(str(tmp_path / "lang.ini"), QSettings.Format.IniFormat))
    try:
        manager.set_language("de")
        QCoreApplication.processEvents()
        german = w.panel.hint_label.text()
        assert german != english and german.startswith("Tipp: ")
        assert assist_ui.reason_text(hint.reason) in german and assist_ui.reason_text(hint.reason) not in english
        assert w.assist_ui.assist.hint == hint  # the same hint, not a stale one: the position did not change
        assert w.assist_ui.undo_action.text() == "&Rückgängig"
        manager.set_language("uk")
        QCoreApplication.processEvents()
        assert w.panel.hint_label.text().startswith("Підказка: ")
    finally:
        manager.shutdown()
        i18n.uninstall()
        QLocale.setDefault(saved_locale)
        QCoreApplication.processEvents()


def test_a_draw_hint_lights_the_draw_button_and_drawing_clears_it(qtbot, settings: Settings, tmp_path: Path) -> None:
    from mextrain.engine import DRAW

    w = aid_window(qtbot, settings, tmp_path / "data", seed=27)
    c = w.controller
    rng = random.Random(4)
    for _ in range(300):
        wait_for_turn(qtbot, w, 5000)
        if c.game.phase is Phase.ROUND_OVER:
            c.next_round()
            continue
        if suggest(c.local_view()).move == DRAW:
            break
        legal = c.local_legal()
        c.submit(rng.choice([m for m in legal if m.kind is MoveKind.PLAY] or legal))
    else:
        raise AssertionError("no draw to hint")
    QTest.keyClick(w.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: w.assist_ui.assist.hint is not None, timeout=3000)
    draw_button = w.panel.buttons["drawAction"]
    assert draw_button.property("hinted") is True
    assert not any(b.property("hinted") for name, b in w.panel.buttons.items() if name != "drawAction")
    assert assist_ui.reason_text(w.assist_ui.assist.hint.reason) in w.panel.hint_label.text()
    assert w.table.scene().hand.lifted is None and not any(r.look.hover for r in w.table.scene().rows.values())
    w.grab().save(str(tmp_path / "draw_hint.png"))
    qtbot.mouseClick(draw_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.assist_ui.assist.hint is None, timeout=3000)
    assert not draw_button.property("hinted") and not w.panel.hint_label.isVisible()


def play_on_until(qtbot, w: MainWindow, rng: random.Random, wanted) -> None:
    """Let the controller play the person's tiles (plays first) until `wanted()` holds at the person's turn."""
    c = w.controller
    for _ in range(400):
        wait_for_turn(qtbot, w, 5000)
        if c.game.phase is Phase.ROUND_OVER:
            c.next_round()
            continue
        if wanted():
            return
        legal = c.local_legal()
        c.submit(rng.choice([m for m in legal if m.kind is MoveKind.PLAY] or legal))
    raise AssertionError("the position never came")


def test_undo_cannot_show_a_boneyard_tile(qtbot, settings: Settings, tmp_path: Path) -> None:
    """Undo a draw and draw again once gave the same tile: a look at the boneyard. A draw is
    never taken back (rules.md, "Undo"): after the person's own draw Undo is off, says why,
    and Ctrl+Z leaves the drawn tile in the hand and the boneyard as it is."""
    from mextrain.engine import DRAW

    w = aid_window(qtbot, settings, tmp_path / "data", seed=27)
    c = w.controller
    undo = w.assist_ui.undo_action
    play_on_until(qtbot, w, random.Random(4), lambda: c.local_legal() == [DRAW] and undo.isEnabled())
    before = set(c.local_view().hand)
    qtbot.mouseClick(w.panel.buttons["drawAction"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(c.local_view().hand) == len(before) + 1 or c.local_seat != c.game.current_seat,
                    timeout=3000)
    wait_for_turn(qtbot, w, 5000)
    rnd = c.game.round
    assert any(d.seat == c.local_seat and d.move == DRAW for d in c.game.rounds[-1].decisions)
    standing = list(c.game.rounds[-1].decisions)
    left = rnd.boneyard_size
    assert not undo.isEnabled() and undo.toolTip() == block_text(Block.DRAWN)
    QTest.keyClick(w.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert c.game.rounds[-1].decisions == standing and c.game.round.boneyard_size == left
    assert c.undos_used == 0
    undo.trigger()  # off: nothing happens either way
    assert c.game.rounds[-1].decisions == standing
    w.grab().save(str(tmp_path / "undo_after_draw.png"))


def test_undo_stops_at_a_computers_draw_too(qtbot, settings: Settings, tmp_path: Path) -> None:
    w = aid_window(qtbot, settings, tmp_path / "data", seed=27)
    c = w.controller

    def computer_drew_since_my_move() -> bool:
        d = c.game.rounds[-1].decisions
        mine = [i for i, x in enumerate(d) if x.seat == c.local_seat]
        return bool(mine) and any(x.move.kind is MoveKind.DRAW and x.seat != c.local_seat for x in d[mine[-1]:])

    play_on_until(qtbot, w, random.Random(5), computer_drew_since_my_move)
    undo = w.assist_ui.undo_action
    assert not undo.isEnabled() and undo.toolTip() == block_text(Block.DRAWN)
    standing = list(c.game.rounds[-1].decisions)
    QTest.keyClick(w.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert c.game.rounds[-1].decisions == standing


def test_after_an_undo_the_log_lists_only_the_moves_that_stand(qtbot, settings: Settings, tmp_path: Path) -> None:
    """The computers' moves taken back by an undo once stayed in Recent moves."""
    w = aid_window(qtbot, settings, tmp_path / "data", seed=27)  # nobody draws before the undo
    c = w.controller
    wait_for_turn(qtbot, w, 5000)
    names = w.seat_names()
    c.submit(next(m for m in c.local_legal() if m.kind is MoveKind.PLAY))
    wait_for_turn(qtbot, w, 5000)
    decisions = c.game.rounds[-1].decisions
    mine = max(i for i, d in enumerate(decisions) if d.seat == c.local_seat)
    taken = decisions[mine:]
    kept = [d for d in decisions[:mine] if d.move.kind is MoveKind.PLAY]
    assert kept and len(taken) >= 3 and all(d.move.kind is MoveKind.PLAY for d in taken)  # mine and both computers'

    def listed(d) -> bool:
        return any(texts.tile_text(d.move.tile) in line and names[d.seat] in line
                   or texts.tile_text(d.move.tile) in line and d.seat == c.local_seat
                   for line in w.panel.log_lines())

    assert all(listed(d) for d in taken + kept)
    QTest.keyClick(w.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert c.undos_used == 1
    assert not any(listed(d) for d in taken), w.panel.log_lines()
    assert all(listed(d) for d in kept)
    assert "took back" in w.panel.log_lines()[-1]
    assert w.panel.log_lines()[0].startswith("Round 1 begins")
    QTest.keyClick(w.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert all(listed(d) for d in taken + kept)  # Redo lists them again


def test_a_hint_of_the_only_move_there_is_a_draw_or_a_pass_is_not_help_used(qtbot, settings: Settings,
                                                                           tmp_path: Path) -> None:
    """Issue 32, 3: 31 of 223 hints counted were "nothing fits: pass" (or a draw), the only move there was."""
    from mextrain.engine import DRAW, PASS
    from mextrain.saves import load_game

    w = aid_window(qtbot, settings, tmp_path / "data", seed=27)
    c = w.controller
    rng = random.Random(4)
    forced: set = set()
    for _ in range(400):
        wait_for_turn(qtbot, w, 5000)
        if c.game.phase is Phase.ROUND_OVER:
            c.next_round()
            continue
        if c.game.phase is not Phase.PLAYING or forced == {DRAW, PASS}:
            break
        legal = c.local_legal()
        if legal in ([DRAW], [PASS]):
            QTest.keyClick(w.table, Qt.Key.Key_H)
            qtbot.waitUntil(lambda: w.assist_ui.assist.hint is not None, timeout=3000)
            assert w.assist_ui.assist.hint.move == legal[0]  # shown, as always
            assert c.hints_used == 0  # but nothing was told that the table did not say
            forced.add(legal[0])
        c.submit(rng.choice([m for m in legal if m.kind is MoveKind.PLAY] or legal))
    assert forced == {DRAW, PASS}
    find_play_hint(qtbot, w, rng)
    QTest.keyClick(w.table, Qt.Key.Key_H)  # a real choice: counted, in the save too
    qtbot.waitUntil(lambda: c.hints_used == 1, timeout=3000)
    assert load_game(w.files.autosave_path).hints_used == 1
