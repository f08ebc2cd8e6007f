"""A notice of the round ("Enter lays 1|11 on…", "Ada has only one tile left!") does not stay on
screen with the round-over score sheet (issue 23, "Aids that tell the truth"), and the keyboard's
"Enter lays…" goes with the next move (issue 32, 4)."""
from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from mextrain.engine import MoveKind, Phase
from mextrain.ui.settings import GameSetup
from mextrain.ui.window.main_window import MainWindow
from support.ux import make_settings, wait_for_person


def _window(qtbot, tmp_path: Path, players: int) -> MainWindow:
    settings = make_settings(tmp_path / "s.ini")
    settings.save_setup(GameSetup(players=players, rounds=7, kinds=["random"] * 7))
    w = MainWindow(settings=settings, data_folder=tmp_path / "data", seed=3)
    qtbot.addWidget(w)
    w.resize(1024, 600)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    return w


def test_the_round_end_clears_the_status_line_and_the_tables_notice(qtbot, tmp_path: Path) -> None:
    w = _window(qtbot, tmp_path, 2)
    c = w.controller
    rng = random.Random(2)
    by_keys = False
    for _ in range(400):
        wait_for_person(qtbot, w)
        if c.game.phase is not Phase.PLAYING:
            break
        legal = c.local_legal()
        plays = [m for m in legal if m.kind is MoveKind.PLAY]
        if plays and len(c.local_view().hand) == 1:  # the last tile: chosen by keys, as a person would
            w.table.setFocus()
            QTest.keyClick(w.table, Qt.Key.Key_Tab)
            QTest.keyClick(w.table, Qt.Key.Key_Tab)
            assert w.statusBar().currentMessage().startswith("Enter lays ")
            w.notice("Ada has only one tile left!")
            QTest.keyClick(w.table, Qt.Key.Key_Return)
            by_keys = True
            continue
        c.submit(rng.choice(plays or legal))
    qtbot.waitUntil(lambda: c.game.phase is not Phase.PLAYING and not c.busy, timeout=10000)
    qtbot.waitUntil(lambda: w.score_sheet.isVisible(), timeout=5000)
    assert by_keys, "the person went out by keys with the notices on screen"
    assert w.statusBar().currentMessage() == ""
    assert not w.table.scene().notice.isVisible()


def test_the_keyboards_prompt_goes_with_the_move_it_named(qtbot, tmp_path: Path) -> None:
    """Issue 32, 4: "Enter lays 6|9 on your train." stayed after the tile was laid, into later turns."""
    w = _window(qtbot, tmp_path, 3)
    c = w.controller
    laid = 0
    for _ in range(60):
        wait_for_person(qtbot, w)
        if c.game.phase is not Phase.PLAYING or laid == 3:
            break
        legal = c.local_legal()
        if not any(m.kind is MoveKind.PLAY for m in legal):
            c.submit(legal[0])  # a draw or a pass
            continue
        moves = len(c.game.rounds[-1].decisions)
        w.table.setFocus()
        QTest.keyClick(w.table, Qt.Key.Key_Tab)  # a tile that fits
        QTest.keyClick(w.table, Qt.Key.Key_Tab)  # a train for it
        prompt = w.statusBar().currentMessage()
        assert prompt.startswith("Enter lays ")
        QTest.keyClick(w.table, Qt.Key.Key_Return)
        assert len(c.game.rounds[-1].decisions) > moves  # laid
        assert w.statusBar().currentMessage() != prompt  # not said of a tile no longer in the hand
        laid += 1
        wait_for_person(qtbot, w)  # the computers moved: nothing says where the old tile goes
        assert not w.statusBar().currentMessage().startswith("Enter lays ")
    assert laid == 3
