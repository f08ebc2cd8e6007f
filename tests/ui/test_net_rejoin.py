"""Issue 19 point 1: a joined app killed with SIGKILL keeps its table, seat and token in its data
folder and, started again, offers to rejoin at once; rejoining gives back the seat and the whole
view. A real app process on 127.0.0.1, a real kill, a real click."""
from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from mextrain.controller.network.joined_seat import JOINED_SEAT_NAME, load_seats
from mextrain.ui.settings import Settings
from mextrain.ui.window.main_window import MainWindow
from support.app_process import app_env
from support.net_gui import click
from support.net_sockets import CODE

JOINED_APP = """
import sys
from pathlib import Path
from PySide6.QtWidgets import QApplication
app = QApplication([])
from mextrain.identity import configure_application
configure_application(app)
from mextrain.ui.window.main_window import MainWindow
from mextrain.ui.netplay.dialogs import JoinRequest
w = MainWindow(start_game=False, data_folder=Path(sys.argv[1]))
w.net.announcer_factory = None
w.net.browser_factory = None
w.show()
w.net.join(JoinRequest("Ana", sys.argv[2], "127.0.0.1", int(sys.argv[3])))
app.exec()
"""


def test_point_1_a_joined_app_killed_mid_game_rejoins_its_seat_at_the_next_start(qtbot, net, tmp_path: Path) -> None:
    host = net.host(2)
    env, data = app_env(tmp_path)
    proc = subprocess.Popen([sys.executable, "-c", JOINED_APP, str(data), CODE, str(host.port)], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        qtbot.waitUntil(lambda: any(s.name == "Ana" and s.connected for s in host.table.infos()), timeout=20000)
        seat = next(i for i, s in enumerate(host.table.infos()) if s.name == "Ana")
        host.fill_with_computers("easy", ["Bo"])
        host.start(seed=12)
        qtbot.waitUntil(lambda: (data / JOINED_SEAT_NAME).exists(), timeout=10000)
        qtbot.wait(300)  # the joined app has its view
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
    assert proc.returncode == -signal.SIGKILL
    qtbot.waitUntil(lambda: seat in host.session.away(), timeout=10000)
    kept = next(iter(load_seats(data / JOINED_SEAT_NAME)), None)
    assert kept is not None and kept.seat == seat and kept.port == host.port and kept.token

    settings = Settings.at(tmp_path / "again.ini")
    again = MainWindow(settings=settings, data_folder=data)  # the app started again: it asks at once
    again.net.announcer_factory = None
    qtbot.addWidget(again)
    box = again.net.message
    assert isinstance(box, QMessageBox) and box.isVisible() and "Ana" in box.text()
    assert again.controller.game is None  # no local game dealt behind the question
    click(next(b for b in box.buttons() if box.buttonRole(b) is QMessageBox.ButtonRole.AcceptRole))
    qtbot.waitUntil(lambda: seat not in host.session.away() and again.play is again.net.game
                    and again.play.ready(), timeout=10000)
    assert again.play.local_seat == seat
    assert sorted(again.play.local_view().hand) == sorted(host.game.round.hand(seat))  # the whole view back
    again.net.end()
    assert not (data / JOINED_SEAT_NAME).exists()  # left on purpose: not offered again
