"""Two people at one computer of a networked table (issue 31), over real sockets on 127.0.0.1: the host's
app (Mona) and a joined app where Ada adds Ben in the lobby ("Add a Person at This Computer"). They play
a whole round through real clicks and drags; the hand-over screen comes between Ada and Ben as at a
local game, no tile of a hidden hand is ever shown (each frame the joined window shows is checked
against the tiles hidden from the seat it shows), and each of their connections carries only what
its own seat may know."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from mextrain.engine import Phase
from mextrain.net import messages as m
from mextrain.ui.netplay.dialogs import HostSetup, JoinRequest
from mextrain.ui.netplay.lobby import together_line
from mextrain.ui.window.main_window import MainWindow
from support.net_gui import add_person, click, decisions, net_window, play_turn
from support.net_sockets import SendLog, check_no_leaks, conn_of, hidden_from
from support.ports import free_port
from support.ux import Languages


def _shown_tiles(w: MainWindow) -> set:
    """Every tile the window shows now: the rack and the trains of the view it drew."""
    scene = w.table.scene()
    state = scene.state
    trains = {t for tv in state.trains for (t, _, _) in tv.tiles} if state is not None else set()
    return set(scene.hand.items) | trains


@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_two_people_at_one_joined_app_play_a_whole_round_passing_the_computer(qtbot, tmp_path: Path) -> None:
    a, b = net_window(qtbot, tmp_path, "a"), net_window(qtbot, tmp_path, "b")
    port = free_port()
    host = a.net.host_table(HostSetup("Mona", "Kitchen", 3, 7, False, port))
    assert host is not None
    log = SendLog(host)
    b.net.join(JoinRequest("Ada", host.table.code, "127.0.0.1", port))
    qtbot.waitUntil(lambda: b.net.lobby is not None and b.net.lobby.isVisible() and b.net.joined.seat == 1,
                    timeout=5000)
    add_person(qtbot, b, "Ben")
    qtbot.waitUntil(lambda: host.table.full, timeout=5000)
    qtbot.waitUntil(lambda: b.net.lobby.together.text() == "Ada and Ben (one computer)", timeout=5000)
    assert a.net.lobby.together.text() == "Ada and Ben (one computer)"
    ada, ben = host.table.seats[1], host.table.seats[2]
    assert ada.token and ben.token and ada.token != ben.token and ada.conn != ben.conn  # a seat, a token, a line each
    click(a.net.lobby.start_button)
    qtbot.waitUntil(lambda: b.play is b.net.game and b.play.game is not None, timeout=5000)
    assert b.play.persons == [1, 2]
    game = a.controller.game
    rng = random.Random(8)
    covers, moves, frames = 0, {1: 0, 2: 0}, 0
    for _ in range(2000):
        if game.phase is not Phase.PLAYING:
            break
        qtbot.waitUntil(lambda: bool(a.play.local_legal()) or bool(b.play.local_legal()) or b.handover.isVisible()
                        or game.phase is not Phase.PLAYING, timeout=10000)
        if game.phase is not Phase.PLAYING:
            break
        # what the joined window shows now is never a tile hidden from the seat it shows
        shown = _shown_tiles(b)
        if b.play.hand_hidden:
            assert not b.table.scene().hand.items, "a hidden hand shows its tiles"
        assert not shown & hidden_from(game, b.play.local_seat), "the window shows a tile its person may not see"
        frames += 1
        if b.handover.isVisible():
            # handed to Ada or Ben: on their turn, or before the first turn of theirs (the deal)
            assert b.play.hand_hidden and b.play.local_seat in (1, 2)
            click(b.handover.button)  # the person the computer was handed to is there
            covers += 1
            qtbot.waitUntil(lambda: not b.handover.isVisible(), timeout=3000)
            continue
        for w in (a, b):
            if w.play.local_legal():
                assert game.current_seat == w.play.local_seat
                before = decisions(game)
                if w is b:
                    moves[b.play.local_seat] += 1
                play_turn(w, w.play, rng)
                qtbot.waitUntil(lambda before=before: decisions(game) > before, timeout=5000)
                break
    assert game.phase is not Phase.PLAYING, "the round did not end"
    assert covers >= 2 and moves[1] > 3 and moves[2] > 3 and frames > 20
    for seat in (1, 2):  # each connection's every frame against its own seat's hidden tiles
        assert check_no_leaks(log.sent[conn_of(host, seat)]) > 20
    qtbot.waitUntil(lambda: b.score_sheet.isVisible(), timeout=5000)
    a.close()
    b.close()


def test_the_hosts_own_app_seats_a_second_person_and_passes_the_computer_between_them(qtbot, tmp_path: Path) -> None:
    a, b = net_window(qtbot, tmp_path, "a"), net_window(qtbot, tmp_path, "b")
    port = free_port()
    host = a.net.host_table(HostSetup("Mona", "Kitchen", 3, 7, False, port))
    assert host is not None
    add_person(qtbot, a, "Bea")
    qtbot.waitUntil(lambda: host.table.seats[1].name == "Bea", timeout=3000)
    b.net.join(JoinRequest("Ana", host.table.code, "127.0.0.1", port))
    qtbot.waitUntil(lambda: host.table.full and b.net.lobby is not None and b.net.lobby.isVisible(), timeout=5000)
    qtbot.waitUntil(lambda: b.net.lobby.together.text() == "Mona and Bea (one computer)", timeout=5000)
    assert a.net.lobby.together.text() == "Mona and Bea (one computer)"
    assert not a.net.lobby.add_person_button.isEnabled()  # every seat taken
    click(a.net.lobby.start_button)
    qtbot.waitUntil(lambda: b.play is b.net.game and b.play.game is not None, timeout=5000)
    assert a.play.persons == [0, 1] and b.play.persons == [2]
    game = a.controller.game
    mine = game.current_seat in (0, 1)
    if not mine:  # Ana starts: she moves, then the host's computer is handed to the next of its people
        qtbot.waitUntil(lambda: bool(b.play.local_legal()), timeout=5000)
    assert a.play.hand_hidden or not mine
    a.close()
    b.close()


@pytest.mark.parametrize("code, line", [
    ("en", "Ada and Ben (one computer)\nCy, Dana and Eli (one computer)"),
    ("de", "Ada und Ben (an einem Computer)\nCy, Dana und Eli (an einem Computer)"),
    ("uk", "Ada і Ben (за одним комп’ютером)\nCy, Dana і Eli (за одним комп’ютером)"),
    ("da", "Ada og Ben (én computer)\nCy, Dana og Eli (én computer)"),
])
def test_the_lobby_says_who_shares_a_computer_in_each_language(qapp, tmp_path: Path, code: str, line: str) -> None:
    seats = [m.SeatInfo("person", "Mona", True, None, True), m.SeatInfo("person", "Ada", True, together=1),
             m.SeatInfo("person", "Ben", True, together=1), m.SeatInfo("person", "Cy", True, together=3),
             m.SeatInfo("person", "Dana", False, together=3), m.SeatInfo("person", "Eli", True, together=3)]
    languages = Languages(tmp_path / "settings.ini")
    try:
        languages.switch(code)
        assert together_line(seats) == line
    finally:
        languages.close()
