"""Issue 15: the table as a new user meets it. Enter deals, the first start greets, computers
wait behind dialogs and while minimised, New Game asks first, Preferences, the resumed log,
the drawn-tile prompt, playable marks, re-measuring after a language switch, Tab in the
table, steady buttons, contrast and the thinking mark. Driven by keys, clicks and window states."""
from __future__ import annotations

import os
import random
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from mextrain.controller import Pace
from mextrain.engine import DRAW, MoveKind, Phase, starter_of_game
from mextrain.ui import texts
from mextrain.ui.settings import GameSetup
from support.ux import Languages, answer_box, make_settings, make_window, wait_for_person

Ctrl = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def window(qtbot, tmp_path: Path):
    return make_window(qtbot, make_settings(tmp_path / "s.ini"), tmp_path / "data")


def activate(qtbot, w) -> None:
    """After a message box the window must be the active one again for its shortcuts."""
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=2000)


def deal(w, players: int = 3, seed: int = 11) -> None:
    w.start_game(GameSetup(players=players, rounds=7, kinds=["random"] * 7), seed)


def play_until(qtbot, w, rng: random.Random, done, limit: int = 300) -> bool:
    c = w.controller
    for _ in range(limit):
        wait_for_person(qtbot, w)
        if c.game.phase is not Phase.PLAYING:
            return False
        if done():
            return True
        legal = c.local_legal()
        plays = [m for m in legal if m.tile is not None]
        c.submit(rng.choice(plays or legal))
    return False


# ---------------------------------------------------------------------- 1. Enter deals
@pytest.mark.parametrize("field", ["seed", "name1", "players"])
def test_enter_in_any_field_of_new_game_deals(qtbot, window, field: str) -> None:
    dialog = window.show_new_game_dialog()
    QTest.qWaitForWindowExposed(dialog)
    number = dialog.game_number()
    widget = {"seed": dialog.seed, "name1": dialog.name_edits[0], "players": dialog.players}[field]
    widget.setFocus()
    QTest.keyClick(widget, Qt.Key.Key_Return)
    assert not dialog.isVisible()
    assert window.controller.game is not None and window.controller.game.seed == number


def test_new_number_is_an_ordinary_button(qtbot, window) -> None:
    dialog = window.show_new_game_dialog()
    assert dialog.deal_button.isDefault() and not dialog.new_seed_button.autoDefault()
    before = dialog.game_number()
    QTest.mouseClick(dialog.new_seed_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and dialog.game_number() != before
    QTest.keyClick(dialog.seed, Qt.Key.Key_Enter)
    assert not dialog.isVisible() and window.controller.game.seed == dialog.game_number()


# ---------------------------------------------------------------------- 2. the first start
def test_the_first_start_greets_with_new_game_and_remembers(qtbot, tmp_path: Path) -> None:
    settings = make_settings(tmp_path / "s.ini", setup=False)
    assert settings.first_start
    w = make_window(qtbot, settings, tmp_path / "data", greet=True)
    w.start()
    dialog = w.new_game_dialog
    assert dialog is not None and dialog.isVisible() and dialog.welcome.isVisible()
    assert "Welcome" in dialog.welcome.text() and w.controller.game is None
    dialog.players.setFocus()
    QTest.keyClick(dialog.players, Qt.Key.Key_A, Ctrl)
    QTest.keyClicks(dialog.players, "2")
    QTest.keyClick(dialog.players, Qt.Key.Key_Return)
    assert w.controller.game.options.players == 2 and not settings.first_start
    w.close()
    again = make_window(qtbot, settings, tmp_path / "data2", greet=True)
    again.start()  # the second start deals at once, with the remembered choice
    assert again.new_game_dialog is None and again.controller.game.options.players == 2


def test_cancelling_the_first_start_leaves_an_empty_table_with_new_game_host_and_join(qtbot, tmp_path: Path) -> None:
    """Issue 29, point 13: nothing is dealt, so Host asks nothing and no unfinished game is kept."""
    settings = make_settings(tmp_path / "s.ini", setup=False)
    w = make_window(qtbot, settings, tmp_path / "data", greet=True)
    w.start()
    QTest.keyClick(w.new_game_dialog, Qt.Key.Key_Escape)
    assert w.controller.game is None and w.table.scene().state is None
    assert settings.first_start  # nothing chosen yet: greeted again next time
    empty = w.empty_table
    assert empty.isVisible()
    assert [b.defaultAction() for b in empty.buttons] == [w.menus.new_action, w.menus.host_action, w.menus.join_action]
    QTest.mouseClick(empty.buttons[1], Qt.MouseButton.LeftButton)  # Host a Table…: no question, straight to the dialog
    dialog = w.net.host_dialog
    assert dialog is not None and dialog.isVisible() and w.net.message is None
    dialog.reject()
    assert not list((tmp_path / "data").glob("unfinished-*.json"))  # nothing to keep
    QTest.mouseClick(empty.buttons[0], Qt.MouseButton.LeftButton)  # New Game… deals, and the choices go
    QTest.keyClick(w.new_game_dialog, Qt.Key.Key_Return)
    assert w.controller.game is not None and not empty.isVisible()


# ---------------------------------------------------------------------- 4. pause
def computer_starts(seed_from: int = 1) -> int:
    return next(s for s in range(seed_from, 1000) if starter_of_game(s, 4) == 1)


def test_computers_wait_behind_a_modal_dialog_and_while_minimised(qtbot, tmp_path: Path) -> None:
    w = make_window(qtbot, make_settings(tmp_path / "s.ini", pace=Pace.FAST), tmp_path / "data")
    c = w.controller
    w.start_game(GameSetup(players=4, rounds=7, kinds=["random"] * 7), computer_starts())
    decisions = lambda: len(c.game.rounds[-1].decisions)  # noqa: E731
    QTest.keyClick(w, Qt.Key.Key_Comma, Ctrl)  # Preferences, a modal dialog
    prefs = w.settings_ui.preferences_dialog
    assert prefs is not None and prefs.isVisible() and "modal dialog" in c.paused
    held = decisions()
    qtbot.wait(900)  # more than three computer moves at this pace
    assert decisions() == held
    QTest.keyClick(prefs, Qt.Key.Key_Escape)
    assert not c.paused
    qtbot.waitUntil(lambda: decisions() > held, timeout=5000)

    wait_for_person(qtbot, w)
    c.submit(next(m for m in c.local_legal()))
    w.showMinimized()
    assert "minimised" in c.paused
    held = decisions()
    qtbot.wait(900)
    assert decisions() == held
    w.showNormal()
    assert not c.paused
    qtbot.waitUntil(lambda: decisions() > held or bool(c.local_legal()), timeout=5000)


# ---------------------------------------------------------------------- 5. New Game asks first
def test_new_game_mid_round_asks_and_keeps_the_game(qtbot, window, tmp_path: Path) -> None:
    deal(window)
    wait_for_person(qtbot, window)
    c = window.controller
    c.submit(c.local_legal()[0])
    wait_for_person(qtbot, window)
    game = c.game
    seen: list[QMessageBox] = []
    answer_box(window, QMessageBox.ButtonRole.RejectRole, seen)
    QTest.keyClick(window, Qt.Key.Key_N, Ctrl)
    assert seen and "saved" in seen[0].informativeText() and str(game.seed) in seen[0].informativeText()
    assert c.game is game and (window.new_game_dialog is None or not window.new_game_dialog.isVisible())

    answer_box(window, QMessageBox.ButtonRole.AcceptRole, seen)
    activate(qtbot, window)
    QTest.keyClick(window, Qt.Key.Key_N, Ctrl)
    assert len(seen) == 2 and window.new_game_dialog.isVisible()
    assert (tmp_path / "data" / f"unfinished-{game.seed}.json").is_file()
    QTest.keyClick(window.new_game_dialog, Qt.Key.Key_Return)
    assert c.game is not game


# ---------------------------------------------------------------------- 6. Preferences and resume
def test_preferences_change_every_setting(qtbot, window, tmp_path: Path) -> None:
    deal(window)
    wait_for_person(qtbot, window)
    assert window.menus.preferences_action.menuRole() is window.menus.preferences_action.MenuRole.PreferencesRole
    QTest.keyClick(window, Qt.Key.Key_Comma, Ctrl)
    d = window.settings_ui.preferences_dialog
    assert d.isVisible()
    s = window.settings
    d.pace.setFocus()
    QTest.keyClick(d.pace, Qt.Key.Key_Up)
    assert s.pace is Pace.FAST and window.menus.view.speed_actions[Pace.FAST].isChecked() and window.controller.pace is Pace.FAST
    QTest.keyClick(d.hard_seconds, Qt.Key.Key_Down)
    assert s.hard_seconds == 2.0 and window.menus.view.thinking_actions[2.0].isChecked()
    QTest.mouseClick(d.numerals, Qt.MouseButton.LeftButton)
    assert s.numerals and window.menus.view.numerals_action.isChecked() and window.table.scene().numerals
    assert any(item.playable for item in window.table.scene().hand.items.values())
    QTest.mouseClick(d.hints, Qt.MouseButton.LeftButton)
    assert not s.hints and not any(item.playable for item in window.table.scene().hand.items.values())
    QTest.keyClick(d.resume, Qt.Key.Key_Down)
    QTest.keyClick(d.resume, Qt.Key.Key_Down)
    assert s.resume_policy == "never"
    languages = Languages(tmp_path / "lang.ini")
    try:
        d.load()
        assert d.language.currentData() == "en"
        QTest.keyClick(d.language, Qt.Key.Key_Down)  # Deutsch
        assert window.menus.view.language_actions["de"].isChecked()
        qtbot.waitUntil(lambda: window.menus.game_menu.title() == "&Spiel", timeout=2000)
        assert d.windowTitle() == "Einstellungen"
    finally:
        languages.close()


def test_resuming_asks_over_the_window_and_rebuilds_the_log(qtbot, tmp_path: Path) -> None:
    settings = make_settings(tmp_path / "s.ini")
    first = make_window(qtbot, settings, tmp_path / "data")
    deal(first, players=3, seed=5)
    rng = random.Random(5)
    play_until(qtbot, first, rng, lambda: len(first.controller.game.rounds[-1].decisions) >= 12)
    lines = first.panel.log_lines()
    assert len(lines) > 6
    first.close()

    second = make_window(qtbot, settings, tmp_path / "data")
    second.hide()
    seen: list[QMessageBox] = []
    answer_box(second, QMessageBox.ButtonRole.AcceptRole, seen,
               check=lambda box: seen.append(second.isVisible()))  # the window is behind the question
    second.start()
    assert seen[1] is True
    assert second.panel.log_lines() == lines
    activate(qtbot, second)
    QTest.keyClick(second, Qt.Key.Key_Comma, Ctrl)  # "do the same from now on" can be undone here
    assert second.settings_ui.preferences_dialog.resume.currentData() == "ask"


# ---------------------------------------------------------------------- 7. the drawn tile
def test_after_drawing_a_tile_that_fits_the_prompt_names_it_and_the_rack_marks_it(qtbot, window) -> None:
    c = window.controller
    for seed in range(1, 60):
        deal(window, players=2, seed=seed)
        rng = random.Random(seed)
        if not play_until(qtbot, window, rng, lambda: c.local_legal() == [DRAW]):
            continue
        QTest.mouseClick(window.panel.buttons["drawAction"], Qt.MouseButton.LeftButton)
        wait_for_person(qtbot, window)
        plays = [m for m in c.local_legal() if m.kind is MoveKind.PLAY]
        if c.game.phase is not Phase.PLAYING or not plays:
            continue
        tile = plays[0].tile
        words = texts.tile_text(tile)
        assert window.panel.prompt.text().startswith("Lay the tile you drew, " + words)
        items = window.table.scene().hand.items
        assert items[tile].drawn and not any(i.drawn for t, i in items.items() if t != tile)
        return
    pytest.fail("no game drew a tile that fits")


# ---------------------------------------------------------------------- 8. playable marks
def test_the_tiles_that_may_be_laid_are_marked(qtbot, window) -> None:
    c = window.controller
    for seed in range(1, 40):
        deal(window, players=4, seed=seed)
        wait_for_person(qtbot, window)
        plays = {m.tile for m in c.local_legal() if m.kind is MoveKind.PLAY}
        hand = window.table.scene().hand
        if plays and len(plays) < len(hand.items):
            assert {t for t, i in hand.items.items() if i.playable} == plays
            return
    pytest.fail("no deal with some tiles that fit and some that do not")


# ---------------------------------------------------------------------- 10. after a language switch
def test_strength_boxes_and_the_log_measure_again_after_a_switch(qtbot, window, tmp_path: Path) -> None:
    deal(window)
    rng = random.Random(2)
    play_until(qtbot, window, rng, lambda: window.panel.log.count() >= 14)
    languages = Languages(tmp_path / "lang.ini")
    try:
        dialog = window.show_new_game_dialog()
        languages.switch("uk")
        qtbot.wait(20)
        for box in (*dialog.kind_boxes, *dialog.who_boxes):
            text = box.fontMetrics().horizontalAdvance(box.currentText())
            assert box.width() >= text + 16, (box.currentText(), box.width(), text)
        dialog.reject()
        assert window.panel.log.newest_visible()
        window.resize(940, 560)  # the panel gives way, lines wrap more, the log is shorter
        qtbot.wait(20)
        assert window.panel.log.newest_visible()
    finally:
        languages.close()


# ---------------------------------------------------------------------- 11. Tab in the table
def test_tab_stays_in_the_table_and_the_chosen_train_is_marked_and_said(qtbot, window) -> None:
    c = window.controller
    for seed in range(1, 60):
        deal(window, players=4, seed=seed)
        wait_for_person(qtbot, window)
        scene = window.table.scene()
        if any(len(scene.targets(m.tile)) > 1 for m in c.local_legal() if m.tile is not None):
            break
    window.table.setFocus()
    for _ in range(3):
        QTest.keyClick(window.table, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is window.table
    while len(scene.targets()) < 2:
        QTest.keyClick(window.table, Qt.Key.Key_Right)
    QTest.keyClick(window.table, Qt.Key.Key_Tab)
    chosen = [t for t, row in scene.rows.items() if row.look.chosen]
    lit = [t for t, row in scene.rows.items() if row.look.target]
    assert chosen == [scene.key_train] and len(lit) >= 2
    name = texts.train_name(scene.key_train, window.seat_names(), c.local_seat)
    assert name in window.statusBar().currentMessage()
    assert texts.tile_text(scene.hand.selected) in window.statusBar().currentMessage()


# ---------------------------------------------------------------------- 12. small things
@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_panel_buttons_stay_put_whatever_the_prompt_and_badges(qtbot, window) -> None:
    c = window.controller
    button = window.panel.buttons["drawAction"]
    seen_y: set[int] = set()
    prompts: set[int] = set()
    deal(window, players=2, seed=3)
    rng = random.Random(3)
    for _ in range(200):
        wait_for_person(qtbot, window)
        if c.game.phase is not Phase.PLAYING:
            if c.game.phase is Phase.GAME_OVER:
                break
            c.next_round()
            continue
        QApplication.processEvents()
        seen_y.add(button.mapTo(window, QPoint(0, 0)).y())
        prompt = window.panel.prompt
        prompts.add(prompt.fontMetrics().boundingRect(QRect(0, 0, prompt.contentsRect().width() - 14, 1000),
                                                      Qt.TextFlag.TextWordWrap, prompt.text()).height())
        legal = c.local_legal()
        plays = [m for m in legal if m.tile is not None]
        c.submit(rng.choice(plays or legal))
    assert len(prompts) > 1  # prompts of different lengths came and went
    assert len(seen_y) == 1


def contrast(fg: QColor, bg: QColor) -> float:
    def lum(c: QColor) -> float:
        def ch(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
        return 0.2126 * ch(c.redF()) + 0.7152 * ch(c.greenF()) + 0.0722 * ch(c.blueF())
    a, b = sorted((lum(fg), lum(bg)), reverse=True)
    return (a + 0.05) / (b + 0.05)


def over(colour: QColor, base: QColor) -> QColor:
    """`colour` (with alpha) painted over `base`."""
    a = colour.alphaF()
    return QColor.fromRgbF(*(a * getattr(colour, f)() + (1 - a) * getattr(base, f)() for f in ("redF", "greenF", "blueF")))


def test_every_text_on_the_table_and_panel_meets_wcag_aa() -> None:
    from mextrain.ui.table import items as table_items
    from mextrain.ui.table import scene as table_scene
    from mextrain.ui.table.tile_paint import GOLD_COLOUR
    from mextrain.ui.window import seat_table

    beige = QColor(seat_table.PANEL_BACKGROUND)
    pairs = {
        "panel headers": (QColor(seat_table.HEADER_COLOUR), beige),
        "panel text": (QColor("#26231E"), beige),
        "waiting prompt": (QColor("#6A6356"), beige),
        "turn prompt": (QColor("#26231E"), QColor("#FFF1C2")),
        "log": (QColor("#26231E"), QColor("#FFFDF8")),
        "last-tile badge": (QColor("white"), QColor("#C62828")),
    }
    for felt in (table_scene.FELT_CENTRE, table_scene.FELT_EDGE):  # the felt's lightest and darkest
        pairs[f"plain label {felt.name()}"] = (table_items.CREAM, over(table_items.PLAIN_PILL, felt))
        pairs[f"warn label {felt.name()}"] = (table_items.WARN, over(table_items.PLAIN_PILL, felt))
        pairs[f"Mexican label {felt.name()}"] = (table_items.CREAM, over(table_items.MEXICAN_PILL, felt))
        pairs[f"own label {felt.name()}"] = (QColor("white"), over(table_items.OWN_PILL, felt))
    pairs["current label"] = (table_items.INK, GOLD_COLOUR)
    from mextrain.ui.table import train_row
    pairs["open-end number"] = (train_row.SLOT_INK, train_row.SLOT_FACE)  # was a grey 12 on grey (issue 23)
    for felt in (table_scene.FELT_CENTRE, table_scene.FELT_EDGE):
        pairs[f"+k chip {felt.name()}"] = (table_items.CREAM, over(train_row.CHIP_FILL, felt))
    assert train_row.SLOT_FACE.alpha() == 255  # the face hides the felt: its number's contrast is fixed
    low = {k: round(contrast(*v), 2) for k, v in pairs.items() if contrast(*v) < 4.5}
    assert not low


def test_the_thinking_mark_is_a_bubble_not_cut_off_text(qtbot, window) -> None:
    deal(window, players=3, seed=computer_starts())
    scene = window.table.scene()
    row = scene.rows[1]
    look = row.look
    from dataclasses import replace

    def render(thinking: bool) -> QImage:
        row.set_look(replace(look, thinking=thinking, current=False))
        rect = row.label_part.mapRectToScene(row.label_part.boundingRect())
        image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        scene.render(painter, target=image.rect().toRectF(), source=rect)
        painter.end()
        return image

    assert "…" not in look.label
    plain, thinking = render(False), render(True)
    assert plain != thinking  # the bubble is drawn beside the label

