"""Issue 32, point 13: Tab moves between the table, the side panel's buttons and the log, as in
any window; inside the hand it goes through every tile that fits (each followed by its trains)."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolButton

from mextrain.ui.settings import GameSetup
from mextrain.ui.window.main_window import MainWindow
from support.ux import make_settings, make_window, wait_for_person


def several_fit(qtbot, tmp_path: Path) -> MainWindow:
    """A window at 1024x600 on the person's turn, with at least two tiles that fit."""
    w = make_window(qtbot, make_settings(tmp_path / "s.ini"), tmp_path / "data")
    w.resize(1024, 600)
    for seed in range(1, 60):
        w.start_game(GameSetup(players=4, rounds=7, kinds=["random"] * 7), seed)
        wait_for_person(qtbot, w)
        if len({m.tile for m in w.controller.local_legal() if m.tile is not None}) >= 3:
            return w
    raise AssertionError("no deal with three tiles that fit")


def press(key: Qt.Key) -> object:
    QTest.keyClick(QApplication.focusWidget(), key)
    return QApplication.focusWidget()


def test_tab_goes_through_every_tile_that_fits_then_the_panel_and_the_log_and_back(qtbot, tmp_path: Path) -> None:
    w = several_fit(qtbot, tmp_path)
    table, scene = w.table, w.table.scene()
    fitting = {m.tile for m in w.controller.local_legal() if m.tile is not None}
    table.setFocus()
    chosen: list = []
    trains: list = []
    for _ in range(40):
        if press(Qt.Key.Key_Tab) is not table:
            break
        chosen.append(scene.hand.selected)
        trains.append(scene.key_train)
    assert set(chosen) == fitting, "every tile that fits, not only the first"
    assert [t for t in scene.hand.order if t in fitting] == list(dict.fromkeys(chosen)), "in the rack's order"
    assert {train for train in trains if train is not None} == {m.train for m in w.controller.local_legal()
                                                               if m.tile is not None}, "and the trains each fits"
    reached = [QApplication.focusWidget()]
    for _ in range(12):
        reached.append(press(Qt.Key.Key_Tab))
        if reached[-1] is table:
            break
    buttons = [x for x in reached if isinstance(x, QToolButton)]
    assert buttons and all(b in w.panel.buttons.values() and b.isEnabled() for b in buttons)
    assert w.panel.buttons["hintAction"] in buttons
    assert w.panel.log in reached, "the log is reached with Tab"
    assert reached[-1] is table, "and Tab comes round to the table again"
    assert scene.hand.selected == chosen[0] and scene.key_train is None, "at its first tile that fits"
    # Shift+Tab goes back the same way: from the first stop out of the table, to the log
    assert press(Qt.Key.Key_Backtab) is w.panel.log
    assert press(Qt.Key.Key_Backtab) is not table
    for _ in range(12):
        if press(Qt.Key.Key_Backtab) is table:
            break
    assert QApplication.focusWidget() is table
    assert (scene.hand.selected, scene.key_train) == (chosen[-1], trains[-1]), "at its last stop"
