"""Issue 38, point 14: what the log says of moves made while a person was not there. Back after a drop,
the moves a computer made for them read as the computer's ("A computer laid 3|6 … for you"), not as
"You laid 3|6"; a watcher who arrives mid-game reads the round so far, not "while you were away". Real
windows, real sockets on 127.0.0.1."""
from __future__ import annotations

from pathlib import Path

from mextrain.ui.netplay.dialogs import JoinRequest
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
