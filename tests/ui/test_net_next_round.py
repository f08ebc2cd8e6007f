"""Issue 19 point 8's rest: at a table whose host deals the next round on a timer (a server), the
joined app's score sheet counts down to it ("Next round in 3 s.") in every language, and goes when
the round is dealt. A real table on 127.0.0.1, a joined window played with the mouse."""
from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from mextrain.controller import Pace
from mextrain.engine import Phase
from mextrain.ui.netplay.dialogs import JoinRequest
from mextrain.ui.settings import Settings
from mextrain.ui.window.main_window import MainWindow
from support.net_gui import play_and_wait
from support.net_sockets import CODE
from support.ux import Languages


def _joined_window(qtbot, tmp_path: Path) -> MainWindow:
    settings = Settings.at(tmp_path / "guest.ini")
    settings.pace = Pace.INSTANT
    window = MainWindow(settings=settings, start_game=False, data_folder=tmp_path / "guest")
    window.net.announcer_factory = None
    window.net.browser_factory = None
    qtbot.addWidget(window)
    window.resize(1024, 600)
    window.show()
    qtbot.waitExposed(window)
    return window


def _count(seconds: int) -> str:
    return QApplication.translate("ScoreSheet", "Next round in %n second(s).", "", seconds)


@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_point_8_the_joined_score_sheet_counts_down_to_the_next_round_the_host_deals_by_itself(qtbot, net, tmp_path: Path) -> None:
    languages = Languages(tmp_path / "lang.ini")  # English from its .qm: "Next round in 4 seconds."
    try:
        _play_a_round_and_count_down(qtbot, net, tmp_path, languages)
    finally:
        languages.close()


def _play_a_round_and_count_down(qtbot, net, tmp_path: Path, languages: Languages) -> None:
    host = net.host(2, next_round_ms=4000)
    b = _joined_window(qtbot, tmp_path)
    b.net.join(JoinRequest("Ana", CODE, "127.0.0.1", host.port))
    qtbot.waitUntil(lambda: any(s.name == "Ana" and s.connected for s in host.table.infos()), timeout=5000)
    host.fill_with_computers("easy", ["Bo"])
    host.start(seed=5)
    qtbot.waitUntil(lambda: b.play is b.net.game and b.play.ready(), timeout=5000)
    rng = random.Random(3)
    game = host.game
    while game.phase is Phase.PLAYING:
        qtbot.waitUntil(lambda: bool(b.play.local_legal()) or game.phase is not Phase.PLAYING, timeout=10000)
        if b.play.local_legal():
            play_and_wait(qtbot, b, game, rng)
    qtbot.waitUntil(lambda: b.score_sheet.isVisible(), timeout=5000)
    sheet = b.score_sheet
    assert sheet.wait_label.isVisible() and not sheet.next_button.isVisible()
    first = sheet.wait_label.text()
    assert first in (_count(4), _count(3)) and first.endswith("seconds."), first
    qtbot.waitUntil(lambda: sheet.wait_label.text() == _count(2), timeout=3000)  # it counts down
    for code in ("de", "uk", "da"):
        languages.switch(code)
        text = sheet.wait_label.text()
        assert text in (_count(2), _count(1)) and "Next round" not in text, (code, text)
    qtbot.waitUntil(lambda: b.play.game.round_number == 2, timeout=6000)  # the host dealt by itself
    qtbot.waitUntil(lambda: not sheet.isVisible(), timeout=3000)
    b.net.end()
