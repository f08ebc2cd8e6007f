"""Issue 19's "Done when": a whole evening at one table. A host app (this process, real events),
two joined apps in processes of their own, and a computer play a whole game; one joined app is
killed with SIGKILL mid-game and started again (it rejoins its seat); the host opens Preferences
and minimises while the others play on. At the end the host's record replays through the engine
(and `sim --check`) to the totals every app shows."""
from __future__ import annotations

import io
import json
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from mextrain.controller.network.joined_seat import JOINED_SEAT_NAME
from mextrain.engine import Phase
from mextrain.net.table_save import load_table
from mextrain.tools.sim import check_file
from mextrain.ui.netplay.dialogs import HostSetup
from support.app_process import app_env
from support.net_gui import click, play_turn
from support.net_gui import decisions as _decisions
from support.net_gui import net_window as _window
from support.ports import free_port

#: a joined app as a person starts it: joins (or, started again, accepts the offer to rejoin),
#: plays a random legal move whenever it has one, and writes what its score sheet knows at the end
JOINED_APP = """
import json, os, random, sys
from pathlib import Path
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
app = QApplication([])
from mextrain.identity import configure_application
configure_application(app)
from mextrain.engine import Phase
from mextrain.ui.window.main_window import MainWindow
from mextrain.ui.netplay.dialogs import JoinRequest
data, out, mode, name, code, port = Path(sys.argv[1]), Path(sys.argv[2]), *sys.argv[3:6], int(sys.argv[6])
rng = random.Random(name + mode)
if mode == "join":
    w = MainWindow(start_game=False, data_folder=data)
else:  # started again after the crash: the app offers the seat at once
    w = MainWindow(data_folder=data)
w.net.announcer_factory = None
w.net.browser_factory = None
w.show()
if mode == "join":
    w.net.join(JoinRequest(name, code, "127.0.0.1", port))
else:
    box = w.net.message
    assert isinstance(box, QMessageBox) and name in box.text(), "no offer to rejoin"
    next(b for b in box.buttons() if box.buttonRole(b) is QMessageBox.ButtonRole.AcceptRole).click()

def tick():
    play = w.play
    if play is not w.net.game or not play.ready():
        return
    book = play.game
    if book.phase is Phase.GAME_OVER:
        rounds = {r.number: list(r.points) for r in book.rounds if r.points is not None}
        part = out.with_suffix(".part")  # whole or not there: the test reads it as soon as it exists
        part.write_text(json.dumps({"seat": play.local_seat, "totals": list(book.totals), "rounds": rounds}))
        part.replace(out)
        os._exit(0)
    legal = play.local_legal()
    if legal:
        play.submit(rng.choice(legal))

timer = QTimer()
timer.timeout.connect(tick)
timer.start(20)
app.exec()
"""


def _decisions_of(game, seat: int) -> int:
    return sum(1 for r in game.rounds for d in r.decisions if d.seat == seat)


_envs: dict[str, tuple[dict[str, str], Path]] = {}


def _start_app(tmp_path: Path, name: str, mode: str, code: str, port: int) -> subprocess.Popen:
    """The joined app of `name`, with its own data and settings (kept when it is started again)."""
    if mode == "join":
        _envs[name] = app_env(tmp_path / name)
    env, data = _envs[name]
    return subprocess.Popen([sys.executable, "-c", JOINED_APP, str(data), str(tmp_path / f"{name}.json"), mode,
                             name, code, str(port)], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


@pytest.mark.slow
def test_issue_19_a_whole_evening_with_a_crash_a_rejoin_and_the_hosts_dialogs_ends_with_one_record(
        qtbot, tmp_path: Path) -> None:
    started = time.monotonic()
    a = _window(qtbot, tmp_path, "host")
    port = free_port()
    # a whole game, the shortest (R19: 4 rounds of a double-6 set)
    host = a.net.host_table(HostSetup("Mona", "Kitchen", 4, 4, False, port, rules={"set": 6}))
    assert host is not None
    procs = {name: _start_app(tmp_path, name, "join", host.table.code, port) for name in ("Ana", "Ben")}
    try:
        qtbot.waitUntil(lambda: sum(1 for s in host.table.infos() if s.state == "person" and s.connected) == 3,
                        timeout=30000)
        host.fill_with_computers("easy", ["Bo"])
        click(a.net.lobby.start_button)
        game = a.controller.game
        ana = next(i for i, s in enumerate(host.table.infos()) if s.name == "Ana")
        ben = next(i for i, s in enumerate(host.table.infos()) if s.name == "Ben")
        rng = random.Random(19)

        def host_moves(until, *, by_mouse: bool = True, timeout: float = 20) -> None:
            """The host's person plays (with the mouse, or through the play while a dialog is open),
            deals each next round from the score sheet, until `until()`."""
            deadline = time.monotonic() + timeout
            while not until():
                assert time.monotonic() < deadline, f"the table stood still: {game.phase}, {_decisions(game)}"
                for name, p in procs.items():
                    assert p.poll() is None or (tmp_path / f"{name}.json").exists(), p.stderr.read().decode()
                assert not a.controller.paused  # never held for the host's dialog or window
                if game.phase is Phase.ROUND_OVER and a.score_sheet.isVisible() and a.score_sheet.next_button.isVisible():
                    click(a.score_sheet.next_button)
                elif a.play.local_legal():
                    before = _decisions(game)
                    if by_mouse:
                        play_turn(a, a.play, rng)
                    else:
                        a.play.submit(rng.choice(a.play.local_legal()))
                    qtbot.waitUntil(lambda before=before: _decisions(game) > before, timeout=5000)
                qtbot.wait(10)

        # the host opens Preferences and minimises: the others go on playing all the while
        host_moves(lambda: _decisions(game) >= 8)
        prefs = a.settings_ui.show_preferences()
        a.showMinimized()
        at = _decisions(game)
        others = _decisions_of(game, ana) + _decisions_of(game, ben)
        host_moves(lambda: _decisions(game) >= at + 24, by_mouse=False)
        assert a.settings_ui.preferences_dialog is prefs and prefs.isVisible() and a.isMinimized()
        assert _decisions_of(game, ana) + _decisions_of(game, ben) > others  # the joined apps played meanwhile
        prefs.reject()
        a.showNormal()
        qtbot.waitExposed(a)

        # Ana's app dies mid-game (SIGKILL) and is started again: it rejoins her seat
        assert (tmp_path / "Ana" / "data" / JOINED_SEAT_NAME).exists()
        procs["Ana"].send_signal(signal.SIGKILL)
        procs["Ana"].wait(10)
        assert procs["Ana"].returncode == -signal.SIGKILL
        qtbot.waitUntil(lambda: ana in host.session.away(), timeout=10000)
        procs["Ana"] = _start_app(tmp_path, "Ana", "rejoin", host.table.code, port)
        host_moves(lambda: ana not in host.session.away(), timeout=30)
        assert ana not in host.session.away_book.standing_in  # back before the grace ran out: her own seat again
        back_at = _decisions_of(game, ana)

        host_moves(lambda: game.phase is Phase.GAME_OVER, timeout=90)
        assert _decisions_of(game, ana) > back_at  # the app started again played her seat to the end
        for name in ("Ana", "Ben"):
            qtbot.waitUntil(lambda name=name: (tmp_path / f"{name}.json").exists(), timeout=15000)
    finally:
        for p in procs.values():
            if p.poll() is None:
                p.send_signal(signal.SIGKILL)
                p.wait(10)

    # every app's record says the same: the host's save replays to the totals everybody shows
    saved = load_table(a.net.save_path)  # the save's record, replayed through engine.record.replay
    assert saved.game is not None and saved.game.phase is Phase.GAME_OVER
    totals = list(game.totals)
    assert list(saved.game.totals) == totals and saved.game.winners == game.winners
    out = io.StringIO()
    assert check_file(str(a.net.save_path), out) == 0, out.getvalue()
    points = {r.number: list(r.points) for r in game.rounds}
    for name in ("Ana", "Ben"):
        seen = json.loads((tmp_path / f"{name}.json").read_text())
        assert seen["totals"] == totals, name
        assert seen["rounds"], name
        for number, pts in seen["rounds"].items():
            assert pts == points[int(number)], (name, number)
    assert len(json.loads((tmp_path / "Ben.json").read_text())["rounds"]) == 4  # Ben saw every round end
    a.net.end()
    assert time.monotonic() - started < 120
