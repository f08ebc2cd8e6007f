"""Issue 38, point 21: "Round 1 of 7 · engine 12|12" was said twice to a screen reader, by the table's
status item and by the side panel's line. The table says the round (its status) and the engine (its
engine item); the panel's line is shown but not read again. The replay viewer, which shows the table
without the panel, still says the round once."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication

from mextrain.ui.settings import GameSetup
from support.a11y_tree import said
from support.replay import sim_records
from support.ux import make_settings, make_window, wait_for_person


def test_the_window_says_the_round_and_the_engine_once(qtbot, tmp_path: Path) -> None:
    w = make_window(qtbot, make_settings(tmp_path / "s.ini"), tmp_path / "data")
    w.start_game(GameSetup(players=3, rounds=7, kinds=["random"] * 7), 21)
    qtbot.waitUntil(lambda: w.play.ready(), timeout=10000)
    wait_for_person(qtbot, w)
    QApplication.processEvents()
    view = w.play.local_view()
    assert w.panel.round_label.isVisible()  # shown to the eye
    assert w.panel.round_label.text().startswith(f"Round {view.round_number} of 7 · engine {view.engine_number}")
    rounds = said(w, f"Round {view.round_number} of 7")
    assert len(rounds) == 1, rounds
    assert rounds[0].startswith(f"Round {view.round_number} of 7.")  # the table's status item
    engines = said(w, "Engine: double")
    assert engines == [f"Engine: double {view.engine_number}"], engines
    assert said(w, "· engine") == [], "the panel's line is not read a second time"


def test_the_replay_viewer_says_the_round_once(qtbot, tmp_path: Path) -> None:
    from mextrain.ui.window.main_window import MainWindow

    path = tmp_path / "games.jsonl"
    sim_records(path, 3, games=1, seed=3)
    settings = make_settings(tmp_path / "s.ini")
    w = MainWindow(settings=settings, start_game=False, data_folder=tmp_path / "data")
    qtbot.addWidget(w)
    w.show()
    assert w.watch_file(path)
    viewer = w.replays.viewer
    assert viewer is not None
    qtbot.waitUntil(lambda: viewer.isVisible() and viewer.table.scene().state is not None, timeout=5000)
    status = said(viewer.table, "Round 1 of ")
    assert len(status) == 1 and status[0].startswith("Round 1 of ") and status[0].endswith("'s turn."), status
    # beside the table only the slider's place is said ("Round 1 of 7 · the deal"): where the replay is
    others = [n for n in said(viewer, "Round 1 of ") if n not in status]
    assert all(n.endswith("the deal") for n in others), others
