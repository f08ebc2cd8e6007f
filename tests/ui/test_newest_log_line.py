"""Issue 38, point 23: "At 1024x600 Recent moves shrinks to two or three lines and its last line is cut in
half (also at 1366): the newest line is always whole." The cut came from the side panel: with eight seats
and a 1.25x font its contents are taller than the window, its scroll area cuts the log's foot, and the
log scrolled its newest line into that cut. In every state below the newest line's rectangle lies
whole inside the part of the log a person sees (its viewport and every widget that holds it, on screen)."""
from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QListWidget, QWidget

from mextrain.engine import Phase
from mextrain.ui.settings import GameSetup
from mextrain.ui.window.main_window import MainWindow
from support.hotseat import hotseat_settings
from support.shots import save_shot
from support.ux import Languages, make_settings, make_window

NAMES = ["Bartholomäus", "Wolfgangmann", "Konstantinos", "Oleksandrina", "Christophers", "Mwanamwezima", "Gwendolynmaw"]


def on_screen(widget: QWidget, rect: QRect) -> QRect:
    """`rect` (in `widget`'s coordinates) in global coordinates, cut by `widget` and each widget holding it."""
    seen = QRect(widget.mapToGlobal(rect.topLeft()), rect.size())
    while widget is not None:
        seen = seen.intersected(QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size()))
        widget = None if widget.isWindow() else widget.parentWidget()
    return seen


def newest_whole(log: QListWidget) -> tuple[bool, str]:
    """Whether the newest line is whole on screen, and the figures for a failure's message."""
    QApplication.processEvents()
    item = log.visualItemRect(log.item(log.count() - 1))
    seen = on_screen(log.viewport(), item)
    return seen.size() == item.size() and not item.isEmpty(), f"line {item.getRect()} seen {seen.getRect()}"


def assert_whole(log: QListWidget, state: str) -> None:
    whole, figures = newest_whole(log)
    assert whole, f"{state}: {figures}"


def play(qtbot, w: MainWindow, rng: random.Random, moves: int) -> None:
    """The person makes `moves` random legal moves (the computers play between them), the rounds go on."""
    c = w.controller
    for _ in range(moves):
        qtbot.waitUntil(lambda: bool(c.local_legal()) or (c.game.phase is not Phase.PLAYING and not c.busy)
                        or w.handover.isVisible(), timeout=10000)
        if w.handover.isVisible():
            QTest.keyClick(w.handover, Qt.Key.Key_Return)
            continue
        if c.game.phase is Phase.GAME_OVER:
            return
        if c.game.phase is Phase.ROUND_OVER:
            w.score_sheet.hide()
            c.next_round()
            continue
        c.submit(rng.choice(c.local_legal()))


@pytest.mark.slow  # about 10 s: a long game of eight, four sizes and a font change
def test_the_newest_line_is_whole_in_a_long_game_of_eight_resized_and_at_a_larger_font(qtbot, tmp_path: Path) -> None:
    settings = make_settings(tmp_path / "s.ini")
    w = make_window(qtbot, settings, tmp_path / "data")
    w.resize(1024, 600)
    w.start_game(GameSetup(players=8, rounds=13, kinds=["random"] * 7, names=list(NAMES), person_name="Maximilianus",
                           house={"doubles": "free"}), 5)  # a house rule: the panel has its "Rules:" line too
    log, rng = w.panel.log, random.Random(23)
    qtbot.waitUntil(lambda: log.count() > 0, timeout=5000)
    while log.count() < 30:  # a long game: the log is scrolled far down
        play(qtbot, w, rng, 1)
        assert_whole(log, f"8 seats, {log.count()} lines")
    assert log.verticalScrollBar().value() > 0
    for size in ((1366, 768), (1024, 600), (980, 560), (1024, 600)):  # resized while playing
        w.resize(*size)
        assert_whole(log, f"resized to {size}")
        play(qtbot, w, rng, 1)
        assert_whole(log, f"a move at {size}")
    old = QApplication.font()
    larger = QFont(old)
    larger.setPointSizeF(old.pointSizeF() * 1.25)
    try:
        QApplication.setFont(larger)
        qtbot.waitUntil(lambda: log.fontMetrics().height() > QFontMetrics(old).height(), timeout=3000)
        # the panel is now taller than the window: its scroll area cuts the log's foot
        panel_bar = w.panel.scroll_area.verticalScrollBar()
        qtbot.waitUntil(lambda: panel_bar.maximum() > 0, timeout=3000)
        assert_whole(log, "font 1.25x")
        save_shot(w.grab(), "log-font-125-1024x600.png")
        log.verticalScrollBar().setValue(0)  # the person scrolled up to read; then a move comes
        play(qtbot, w, rng, 2)
        assert_whole(log, "font 1.25x, a move after scrolling up")
        panel_bar.setValue(panel_bar.maximum())  # the panel scrolled down, and back up
        assert_whole(log, "panel scrolled down")
        panel_bar.setValue(0)
        assert_whole(log, "panel scrolled up")
        languages = Languages(tmp_path / "lang.ini")
        try:
            for code in ("de", "uk", "da"):  # longer words: the newest line wraps, taller than the part seen
                languages.switch(code)
                qtbot.waitUntil(lambda: newest_whole(log)[0], timeout=2000)
                save_shot(w.grab(), f"log-font-125-1024x600-{code}.png")
                play(qtbot, w, rng, 1)
                qtbot.waitUntil(lambda: newest_whole(log)[0], timeout=2000)
        finally:
            languages.close()
        w.resize(1366, 768)
        assert_whole(log, "font 1.25x at 1366x768")
    finally:
        QApplication.setFont(old)


def test_the_newest_line_is_whole_across_hot_seat_hand_overs(qtbot, tmp_path: Path) -> None:
    w = make_window(qtbot, hotseat_settings(tmp_path / "s.ini"), tmp_path / "data")
    w.resize(1024, 600)
    w.start_game(w.settings.last_setup(), 7)
    log, rng, c = w.panel.log, random.Random(7), w.controller
    handovers = 0
    for _ in range(200):
        qtbot.waitUntil(lambda: bool(c.local_legal()) or w.handover.isVisible()
                        or (c.game.phase is not Phase.PLAYING and not c.busy), timeout=10000)
        if w.handover.isVisible():
            assert_whole(log, "under the hand-over cover")
            QTest.keyClick(w.handover, Qt.Key.Key_Return)
            assert_whole(log, "after the hand-over")
            handovers += 1
            if handovers >= 4 and log.count() >= 30:
                return
            continue
        if c.game.phase is not Phase.PLAYING:
            w.score_sheet.hide()
            c.next_round()
            continue
        c.submit(rng.choice(c.local_legal()))
        assert_whole(log, "a person's move")
    raise AssertionError(f"{handovers} hand-overs, {log.count()} lines")
