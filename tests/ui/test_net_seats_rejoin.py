"""Two people at one joined app (issue 31) whose app crashes mid-game: the data folder keeps both seats
and their tokens, the next start offers them back in one question, and Rejoin the Table brings both
back (the first by its token, the other by its own); the computer is passed round between them again
behind the hand-over cover. Real sockets on 127.0.0.1, real clicks."""
from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from mextrain.controller.network.joined_seat import JOINED_SEAT_NAME, load_seats
from mextrain.engine import Phase
from mextrain.net import messages as m
from mextrain.ui.netplay import texts as net_texts
from mextrain.ui.netplay.dialogs import HostSetup, JoinRequest
from mextrain.ui.window.main_window import MainWindow
from support.net_gui import add_person, click, net_window, play_where_asked
from support.ports import free_port


def _crash(window: MainWindow) -> None:
    """The joined app dies: no goodbye, no retry; the kept seats stay in its data folder."""
    assert window.net.game is not None
    for table in window.net.game.tables:
        table._left = True
        assert table._sock is not None
        table._sock.abort()
    window.hide()


def _crashed_mid_game(qtbot, tmp_path: Path, seed: int = 2):
    """Mona hosts, Ada joins and adds Ben at her computer, the game starts (dealt by `seed`), Ada's app crashes."""
    a, b = net_window(qtbot, tmp_path, "a"), net_window(qtbot, tmp_path, "b")
    port = free_port()
    host = a.net.host_table(HostSetup("Mona", "Kitchen", 3, 7, False, port))
    assert host is not None
    b.net.join(JoinRequest("Ada", host.table.code, "127.0.0.1", port))
    qtbot.waitUntil(lambda: b.net.lobby is not None and b.net.lobby.isVisible() and b.net.joined.seat == 1,
                    timeout=5000)
    add_person(qtbot, b, "Ben")
    qtbot.waitUntil(lambda: host.table.full, timeout=5000)
    host.start(seed=seed)
    qtbot.waitUntil(lambda: b.play is b.net.game and b.play.game is not None, timeout=5000)
    kept = load_seats(tmp_path / "b" / JOINED_SEAT_NAME)
    assert [(s.name, s.seat, s.token) for s in kept] == [("Ada", 1, host.table.seats[1].token),
                                                            ("Ben", 2, host.table.seats[2].token)]
    _crash(b)
    qtbot.waitUntil(lambda: set(host.session.away()) == {1, 2}, timeout=10000)
    return a, b, host


def _start_again(qtbot, b: MainWindow, folder: Path) -> MainWindow:
    again = MainWindow(settings=b.settings, data_folder=folder)  # the app starts again
    again.net.announcer_factory = again.net.browser_factory = None
    qtbot.addWidget(again)
    again.resize(1024, 600)
    again.show()
    qtbot.waitExposed(again)
    return again


# the first to move: Mona, Ada, or Ben (the rejoin then hands the computer to Ben before anyone moves)
@pytest.mark.parametrize("seed, first", [(1, 0), (2, 1), (10, 2)])
def test_both_people_at_a_crashed_joined_app_get_their_seats_back_and_pass_the_computer_again(
        qtbot, tmp_path: Path, seed: int, first: int) -> None:
    a, b, host = _crashed_mid_game(qtbot, tmp_path, seed)
    assert a.controller.game.current_seat == first
    again = _start_again(qtbot, b, tmp_path / "b")
    box = again.net.message
    assert isinstance(box, QMessageBox) and box.objectName() == "offerRejoin" and box.isVisible()
    assert "Ada and Ben" in box.text() and "Kitchen" in box.text()
    click(next(btn for btn in box.buttons() if box.buttonRole(btn) is QMessageBox.ButtonRole.AcceptRole))
    kept: list[list[tuple[str, int]]] = []  # the file each time Ada's connection hears the lobby
    again.net.joined.lobby_changed.connect(lambda _lobby: kept.append(
        [(s.name, s.seat) for s in load_seats(tmp_path / "b" / JOINED_SEAT_NAME)]))
    qtbot.waitUntil(lambda: not host.session.away() and again.play is again.net.game and again.play.game is not None
                    and again.play.persons == [1, 2], timeout=10000)
    assert kept and all(k == [("Ada", 1), ("Ben", 2)] for k in kept)  # Ben's seat kept while on its way back
    assert [t.seat for t in again.net.game.tables] == [1, 2]
    assert [s.name for s in host.table.seats] == ["Mona", "Ada", "Ben"]  # their own seats, no new ones
    assert [s.together for s in again.net.joined.lobby.seats] == [None, 1, 1]  # still at one computer

    game = a.controller.game
    rng = random.Random(5)
    covers: list[int] = []  # whose hand the cover was lifted for, in turn
    for _ in range(300):
        if game.phase is not Phase.PLAYING or len(set(covers)) == 2 and len(covers) >= 3:
            break
        qtbot.waitUntil(lambda: bool(a.play.local_legal()) or bool(again.play.local_legal())
                        or again.handover.isVisible() or game.phase is not Phase.PLAYING, timeout=10000)
        if again.handover.isVisible():
            assert again.play.hand_hidden and not again.table.scene().hand.items  # no hand behind the cover
            covers.append(again.play.local_seat)
            click(again.handover.button)
            qtbot.waitUntil(lambda: not again.handover.isVisible(), timeout=3000)
            continue
        play_where_asked(qtbot, (a, again), game, rng)
    assert set(covers) == {1, 2} and len(covers) >= 3, covers  # handed from Ada to Ben and back
    again.grab().save(str(tmp_path / "rejoined.png"))
    again.net.end()
    assert not (tmp_path / "b" / JOINED_SEAT_NAME).exists()  # left on purpose: neither seat offered again
    a.close()
    again.close()


@pytest.mark.parametrize("gone, back, name", [(2, 1, "Ada"), (1, 2, "Ben")])
def test_a_held_seat_its_table_refuses_is_dropped_in_words_and_the_other_comes_back(
        qtbot, tmp_path: Path, gone: int, back: int, name: str) -> None:
    """While the app is down, Mona gives one of the seats to a computer for good: at the rejoin its token
    is refused with the words a one-seat rejoin gets, the other person is back (Ben leads when Ada's
    seat is gone), and only the seat back is kept."""
    a, b, host = _crashed_mid_game(qtbot, tmp_path)
    host.remove_person(gone)  # a computer plays that seat from now on: its token stops working
    again = _start_again(qtbot, b, tmp_path / "b")
    box = again.net.message
    assert isinstance(box, QMessageBox) and "Ada and Ben" in box.text()
    click(next(btn for btn in box.buttons() if box.buttonRole(btn) is QMessageBox.ButtonRole.AcceptRole))
    qtbot.waitUntil(lambda: again.net.message is not box and again.net.message is not None
                    and again.net.message.isVisible(), timeout=10000)
    told = again.net.message
    assert told.windowTitle() == "Not seated" and told.text() == net_texts.refusal_text(m.Refused("bad_token"))
    qtbot.waitUntil(lambda: again.play is again.net.game and again.play.persons == [back], timeout=10000)
    assert back not in host.session.away() and [t.seat for t in again.net.game.tables] == [back]
    assert [(s.name, s.seat) for s in load_seats(tmp_path / "b" / JOINED_SEAT_NAME)] == [(name, back)]
    click(told.buttons()[0])
    again.net.end()
    a.close()
    again.close()
