"""View > Thinking Time: the Hard player's time budget is a setting, applied at once."""
from __future__ import annotations

from pathlib import Path

from mextrain.controller import Pace
from mextrain.ui.settings import GameSetup, Settings
from mextrain.ui.window.main_window import MainWindow


def test_thinking_time_sets_the_hard_players_budget(qtbot, tmp_path: Path) -> None:
    settings = Settings.at(tmp_path / "s.ini")
    settings.pace = Pace.SLOW  # nobody moves during the test
    settings.save_setup(GameSetup(players=3, rounds=7, kinds=["hard", "normal"] + ["normal"] * 5))
    w = MainWindow(settings=settings, data_folder=tmp_path / "data", seed=3)
    qtbot.addWidget(w)
    hard = [p for p in w.controller.players() if p.kind == "hard"]
    assert len(hard) == 1 and hard[0].thinking_time == 0.9  # the default, under a second
    assert [p.thinking_time for p in w.controller.players()] == [0.9, None]  # Normal has no time budget
    w.menus.view.thinking_actions[2.0].trigger()
    assert hard[0].thinking_time == 2.0 and settings.hard_seconds == 2.0
    assert w.menus.view.thinking_actions[2.0].isChecked()
    w.controller.cancel()
    w.close()
    again = MainWindow(settings=settings, data_folder=tmp_path / "data2", seed=4)
    qtbot.addWidget(again)
    assert [p.thinking_time for p in again.controller.players() if p.kind == "hard"] == [2.0]
    again.controller.cancel()
    again.close()


def test_a_bad_stored_thinking_time_falls_back(tmp_path: Path) -> None:
    ini = tmp_path / "s.ini"
    ini.write_text("[ai]\nhard_seconds=eleventy\n", encoding="utf-8")
    assert Settings.at(ini).hard_seconds == 0.9
