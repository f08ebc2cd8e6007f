"""Issue 38, point 14: what the log says of moves made while a person was not there. Back after a drop,
the moves a computer made for them read as the computer's ("A computer laid 3|6 … for you"), not as
"You laid 3|6"; a watcher who arrives mid-game reads the round so far, not "while you were away". Real
windows, real sockets on 127.0.0.1."""
from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from mextrain.controller import Pace
from mextrain.controller.network.joined_seat import JOINED_SEAT_NAME, load_seats
from mextrain.ui.netplay.dialogs import JoinRequest
from mextrain.ui.settings import Settings
from mextrain.ui.window.main_window import MainWindow
from support.net_gui import click, play_and_wait
from support.net_gui import net_window as _window


def _start(qtbot, host, window) -> None:
    host.fill_with_computers("easy", ["Dora", "Eli", "Finn"])
    host.start(seed=7)
    qtbot.waitUntil(lambda: window.play is window.net.game and window.play.ready(), timeout=8000)


def test_point_14_a_stand_ins_moves_read_as_the_computers_not_as_yours(qtbot, net, tmp_path: Path) -> None:
    host = net.host(2, grace=0.1)
    window = _window(qtbot, tmp_path, "guest")
    window.net.retry_delays = (1.5,)
    joined = window.net.join(JoinRequest("Ana", host.table.code, "127.0.0.1", host.port))
    qtbot.waitUntil(lambda: joined.seat is not None, timeout=8000)
    _start(qtbot, host, window)
    seat, turn = joined.seat, joined.view.turn
    joined._sock.abort()  # the line drops; a computer plays the seat meanwhile
    qtbot.waitUntil(lambda: sum(1 for r in host.game.rounds for d in r.decisions if d.seat == seat) >= 1
                    and host.session.turn > turn + 2, timeout=8000)
    qtbot.waitUntil(lambda: joined.state == "connected", timeout=8000)
    qtbot.waitUntil(lambda: any(x.startswith("While you were away") for x in window.panel.log_lines()), timeout=5000)
    lines = window.panel.log_lines()
    start = next(i for i, x in enumerate(lines) if x.startswith("While you were away"))
    meanwhile = [x for x in lines[start + 1:] if x.startswith("  ")]
    assert any(x.startswith("  A computer ") and x.endswith(" for you.") for x in meanwhile), meanwhile
    assert not any(x.startswith(("  You laid", "  You drew", "  You passed", "  You covered")) for x in meanwhile)


def test_point_14_a_watcher_arriving_mid_game_reads_the_round_so_far(qtbot, net, tmp_path: Path) -> None:
    host = net.host(2)
    host.fill_with_computers("easy", ["Bo"])
    host.start(seed=5)
    qtbot.waitUntil(lambda: host.session.turn >= 3, timeout=8000)  # the computers have moved
    window = _window(qtbot, tmp_path, "watcher")
    joined = window.net.join(JoinRequest("Kim", host.table.code, "127.0.0.1", host.port, watch=True))
    qtbot.waitUntil(lambda: joined.connected and window.play is window.net.game and window.play.ready(), timeout=8000)
    qtbot.waitUntil(lambda: any(x.startswith("The round so far") for x in window.panel.log_lines()), timeout=5000)
    assert not any("away" in x for x in window.panel.log_lines())
    window.net.end()


def test_point_14_back_after_a_crash_the_log_lists_only_what_happened_while_the_app_was_gone(
        qtbot, net, tmp_path: Path) -> None:
    """The app keeps how far its log had read in the seat it keeps: started again after a crash, it lists
    the moves made since then, not the whole round ("The round so far"), and the stand-in's as a computer's."""
    host = net.host(2, grace=0.1, pace=Pace.FAST)
    window = _window(qtbot, tmp_path, "guest")
    joined = window.net.join(JoinRequest("Ana", host.table.code, "127.0.0.1", host.port))
    qtbot.waitUntil(lambda: joined.seat is not None, timeout=8000)
    _start(qtbot, host, window)
    rng = random.Random(3)
    while len(joined.view.view.history) < 3:  # some moves read before the crash (Ana's own among them, if asked)
        shown = len(joined.view.view.history)
        qtbot.waitUntil(lambda n=shown: bool(window.play.local_legal()) or len(joined.view.view.history) > n,
                        timeout=8000)
        if window.play.local_legal():
            play_and_wait(qtbot, window, host.game, rng)
    qtbot.waitUntil(lambda: load_seats(tmp_path / "guest" / JOINED_SEAT_NAME)[0].read_moves
                    == len(joined.view.view.history), timeout=5000)
    seat, number, seen = joined.seat, joined.view.view.round_number, len(joined.view.view.history)
    joined.close()  # the app is gone without a word, as in a crash: its seat file stays
    qtbot.waitUntil(lambda: any(d.seat == seat for d in host.game.rounds[-1].decisions[seen:]), timeout=10000)

    again = MainWindow(settings=Settings.at(tmp_path / "again.ini"), data_folder=tmp_path / "guest")  # asks at once
    again.net.announcer_factory = None
    qtbot.addWidget(again)
    box = again.net.message
    assert isinstance(box, QMessageBox) and box.isVisible()
    click(next(b for b in box.buttons() if box.buttonRole(b) is QMessageBox.ButtonRole.AcceptRole))
    qtbot.waitUntil(lambda: any(x.startswith("While you were away") for x in again.panel.log_lines()), timeout=10000)
    view = again.net.joined.view.view
    lines = again.panel.log_lines()
    said = next(x for x in lines if x.startswith("While you were away"))
    assert not any(x.startswith("The round so far") for x in lines), lines
    if view.round_number == number:  # only the moves since the crash, not the round's first `seen` ones
        missed = len(view.history) - seen
        assert said in (f"While you were away, {missed} moves happened:" if missed != 1 else
                        "While you were away, 1 move happened:",
                        f"While you were away, {missed} moves happened. The last 12:")
    meanwhile = [x for x in lines[lines.index(said) + 1:] if x.startswith("  ")]
    assert any(x.startswith("  A computer ") and x.endswith(" for you.") for x in meanwhile), meanwhile
    assert not any(x.startswith(("  You laid", "  You drew", "  You passed", "  You covered")) for x in meanwhile)
    again.net.end()
