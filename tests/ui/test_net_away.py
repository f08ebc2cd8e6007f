"""Issue 19, point 7: away and the computer standing in, explained — the host's choice in the
lobby, the grace countdown in the status line, the log's lines when someone goes away, is
played by a computer and is back, and the moves made meanwhile for a returning person.
Real sockets on 127.0.0.1, real clicks and keys."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from mextrain.net.messages import WAIT_GRACE
from mextrain.ui.netplay import texts as net_texts
from mextrain.ui.netplay.dialogs import HostSetup, JoinRequest
from mextrain.ui.window.main_window import MainWindow
from support.net_gui import click
from support.net_gui import net_window as _window
from support.ports import free_port


def _seats_line(window: MainWindow) -> str:
    return window.findChild(object, "seatsLine").text()


def test_R_net_the_host_chooses_in_the_lobby_that_the_table_waits_and_everybody_reads_it(qtbot, net, tmp_path: Path) -> None:
    a = _window(qtbot, tmp_path, "host")
    port = free_port()
    host = a.net.host_table(HostSetup("Mona", "Kitchen", 3, 7, False, port))
    guest = net.client(port, "Ana", code=host.table.code)
    qtbot.waitUntil(lambda: guest.lobby is not None, timeout=5000)
    lobby = a.net.lobby
    choice = lobby.away_choice
    assert choice.currentData() == 60.0  # today's minute unless the host says otherwise
    choice.setFocus()
    QTest.keyClick(choice, Qt.Key.Key_End)  # the last choice: the table waits
    assert choice.currentData() == WAIT_GRACE
    qtbot.waitUntil(lambda: guest.lobby.grace == WAIT_GRACE, timeout=3000)  # the others' lobbies say so
    assert host.table.grace == WAIT_GRACE
    host.fill_with_computers("easy", ["Dora"])
    click(lobby.start_button)
    qtbot.waitUntil(lambda: guest.view is not None, timeout=5000)
    qtbot.waitUntil(lambda: "Ana" in _seats_line(a), timeout=3000)
    guest.playing = False
    guest.close()  # Ana's line drops without a word
    qtbot.waitUntil(lambda: net_texts.person_state("away", None) in _seats_line(a), timeout=5000)
    assert any(line == net_texts.away_news("Ana", "here", "away") for line in a.panel.log_lines())
    qtbot.wait(1200)
    assert 1 not in host.session.away_book.standing_in  # no computer plays her hand: the table waits
    a.net.end()


def test_R_net_the_grace_counts_down_a_computer_takes_over_and_the_person_is_back_in_the_log(qtbot, net, tmp_path: Path) -> None:
    a = _window(qtbot, tmp_path, "host")
    port = free_port()
    host = a.net.host_table(HostSetup("Mona", "Kitchen", 2, 7, False, port, grace=2.0))
    guest = net.client(port, "Ana", code=host.table.code)
    qtbot.waitUntil(lambda: host.table.full, timeout=5000)
    click(a.net.lobby.start_button)
    qtbot.waitUntil(lambda: guest.view is not None, timeout=5000)
    guest.playing = False
    guest.close()
    qtbot.waitUntil(lambda: "Ana" in _seats_line(a) and net_texts.person_state("away", 2.0) in _seats_line(a)
                    or net_texts.person_state("away", 1.0) in _seats_line(a), timeout=3000)
    qtbot.waitUntil(lambda: net_texts.person_state("computer") in _seats_line(a), timeout=5000)
    log = a.panel.log_lines()
    assert net_texts.away_news("Ana", "here", "away") in log
    assert net_texts.away_news("Ana", "away", "computer") in log
    guest.connect_to_host()  # her app comes back with its token
    qtbot.waitUntil(lambda: net_texts.away_news("Ana", "computer", "here") in a.panel.log_lines(), timeout=5000)
    assert net_texts.person_state("here") in _seats_line(a)
    a.net.end()
    assert a.findChild(object, "seatsLine") is None or not a.findChild(object, "seatsLine").isVisible()


def test_R_net_a_joined_app_sees_the_others_away_and_back_from_the_moves_made_meanwhile(qtbot, net, tmp_path: Path) -> None:
    host = net.host(3, grace=0.2)
    b = _window(qtbot, tmp_path, "guest")
    b.net.retry_delays = (1.5,)
    joined = b.net.join(JoinRequest("Ana", host.table.code, "127.0.0.1", host.port))
    frida = net.client(host.port, "Frida", seed=3)
    qtbot.waitUntil(lambda: host.table.full or sum(s.state == "open" for s in host.table.seats) == 1, timeout=5000)
    host.fill_with_computers("easy", ["Dora"])
    host.start(seed=11)
    qtbot.waitUntil(lambda: b.play is b.net.game and b.play.ready(), timeout=5000)
    qtbot.waitUntil(lambda: "Frida" in _seats_line(b), timeout=3000)
    frida.playing = False
    frida.close()  # Frida's line drops
    qtbot.waitUntil(lambda: net_texts.away_news("Frida", "here", "away") in b.panel.log_lines(), timeout=5000)
    # Ana's own line drops for a moment; a computer plays her seat meanwhile (grace 0.2 s)
    states: list[str] = []
    joined.state_changed.connect(states.append)
    joined._sock.abort()
    qtbot.waitUntil(lambda: "retrying" in states, timeout=3000)
    turn = joined.view.turn
    qtbot.waitUntil(lambda: host.session.turn > turn + 1, timeout=5000)  # the table plays on meanwhile
    qtbot.waitUntil(lambda: joined.state == "connected", timeout=8000)
    qtbot.waitUntil(lambda: any(line.startswith(net_texts.meanwhile_line(2)[:20]) for line in b.panel.log_lines()),
                    timeout=5000)
    lines = b.panel.log_lines()
    at = next(i for i, line in enumerate(lines) if line.startswith(net_texts.meanwhile_line(2)[:20]))
    assert lines[at + 1].startswith("  ")  # the moves follow, one a line


def test_R_net_a_joined_app_counts_down_from_the_hosts_figure_not_from_when_it_looked() -> None:
    """The grace period has one clock, the host's: a joined app (just restarted, say) that gets a
    view saying 12 s are left shows 12 s, counts down from there, and shows a computer playing
    when the host says so, not a minute of its own."""
    from types import SimpleNamespace

    from mextrain.net import messages as m
    from mextrain.ui.netplay.seat_watch import JoinedSeats
    from support.net import sample_views

    pv = sample_views(players=3)[0]
    seats = (m.SeatInfo("person", "Ana", True), m.SeatInfo("person", "Frida", False), m.SeatInfo("computer", "Dora"))
    lobby = m.Lobby("Kitchen", seats, pv.options, 0, 60.0, "playing")
    now = [100.0]
    joined = SimpleNamespace(lobby=lobby, view=m.View(7, 3, "playing", pv, (1,), (12.0,)), connected=True)
    watch = JoinedSeats(joined, clock=lambda: now[0])
    frida = next(s for s in watch() if s.name == "Frida")
    assert (frida.state, frida.left) == ("away", 12.0)
    now[0] += 5.0
    assert next(s for s in watch() if s.name == "Frida").left == 7.0
    joined.view = m.View(8, 3, "playing", pv, (1,), (0.0,))  # the host: a computer plays for her now
    assert next(s for s in watch() if s.name == "Frida").state == "computer"
    joined.view = m.View(9, 3, "playing", pv, (1,), (None,))  # the table waits for her
    frida = next(s for s in watch() if s.name == "Frida")
    assert (frida.state, frida.left) == ("away", None)
