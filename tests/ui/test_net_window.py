"""Issue 19, where the network meets the window (points 2, 3, 5, 8, 12): one game in the window,
the host's dialogs never freeze a table where others wait, Hint answers for the joined hand,
the table closes only after a question naming who is connected, the joined score sheet waits
for the host, stale lobbies close. Real sockets on 127.0.0.1 and real events."""
from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from mextrain.ai.hint import tells_nothing
from mextrain.engine import MoveKind, Phase
from mextrain.ui.netplay.dialogs import HostSetup, JoinRequest
from mextrain.ui.window.main_window import MainWindow
from mextrain.ui.window.window_care import MODAL
from support.net_gui import click, play_turn, play_where_asked
from support.net_gui import decisions as _decisions
from support.net_gui import net_window as _window
from support.ports import free_port
from support.ux import Languages, answer_box


def _two_windows(qtbot, tmp_path: Path, seats: int = 2):
    a, b = _window(qtbot, tmp_path, "host"), _window(qtbot, tmp_path, "guest")
    port = free_port()
    host = a.net.host_table(HostSetup("Mona", "Kitchen", seats, 7, False, port))
    assert host is not None
    b.net.join(JoinRequest("Ana", host.table.code, "127.0.0.1", port))
    qtbot.waitUntil(lambda: host.table.infos()[1].state == "person", timeout=5000)
    return a, b, host


def _start(qtbot, a: MainWindow, b: MainWindow) -> None:
    if not a.net.host.table.full:
        a.net.host.fill_with_computers("easy", ["Bo", "Cy", "Di"])
    click(a.net.lobby.start_button)
    qtbot.waitUntil(lambda: b.play is b.net.game and b.play.ready(), timeout=5000)


def test_point_2_the_hosts_dialogs_and_minimising_never_stop_a_table_where_others_wait(qtbot, net, tmp_path: Path) -> None:
    a = _window(qtbot, tmp_path, "host")
    # alone with computers, the game waits behind a dialog (nobody else waits)
    a.start_game(a.settings.last_setup(), 3)
    prefs = a.settings_ui.show_preferences()
    qtbot.waitUntil(lambda: MODAL in a.controller.paused, timeout=3000)
    prefs.reject()
    qtbot.waitUntil(lambda: not a.controller.paused, timeout=3000)

    port = free_port()
    host = a.net.host_table(HostSetup("Mona", "Kitchen", 3, 7, False, port))
    guest = net.client(port, "Ana", code=host.table.code, delay_ms=10)
    qtbot.waitUntil(lambda: host.table.infos()[1].state == "person", timeout=5000)
    host.fill_with_computers("easy", ["Bo"])
    click(a.net.lobby.start_button)
    game = a.controller.game
    assert a.play.others_wait
    prefs = a.settings_ui.show_preferences()  # the host opens Preferences…
    a.showMinimized()  # …and minimises the window
    rng = random.Random(4)
    start = _decisions(game)
    while _decisions(game) < start + 12 and game.phase is Phase.PLAYING:
        assert not a.controller.paused  # never held for the host's own dialog or window
        qtbot.waitUntil(lambda: bool(a.play.local_legal()) or _decisions(game) > start + 12
                        or game.phase is not Phase.PLAYING, timeout=5000)
        if a.play.local_legal():  # the host's person moves (here: from the test, the dialog is open)
            a.play.submit(rng.choice(a.play.local_legal()))
        qtbot.wait(10)
    assert guest.moves_sent > 0 and _decisions(game) >= start + 12 or game.phase is not Phase.PLAYING
    prefs.reject()
    a.showNormal()
    a.net.end()


def test_point_3_hint_in_a_joined_app_answers_for_its_own_hand(qtbot, tmp_path: Path) -> None:
    a, b = _window(qtbot, tmp_path, "host"), _window(qtbot, tmp_path, "guest")
    b.start_game(b.settings.last_setup(), 8)  # b's own local game, put away while b plays at the table
    local = b.controller.game
    port = free_port()
    host = a.net.host_table(HostSetup("Mona", "Kitchen", 2, 7, False, port))
    b.net.join(JoinRequest("Ana", host.table.code, "127.0.0.1", port))
    qtbot.waitUntil(lambda: host.table.full, timeout=5000)
    _start(qtbot, a, b)
    local_hints = b.controller.hints_used
    rng = random.Random(1)
    while not b.play.local_legal():
        qtbot.waitUntil(lambda: bool(a.play.local_legal()) or bool(b.play.local_legal()), timeout=5000)
        if a.play.local_legal() and not b.play.local_legal():
            play_turn(a, a.play, rng)
            qtbot.wait(50)
    assert b.panel.hint_action.isEnabled()
    click(b.panel.buttons["hintAction"])
    qtbot.waitUntil(lambda: b.assist_ui.assist.hint is not None, timeout=5000)
    hint = b.assist_ui.assist.hint
    assert hint.move in b.play.local_legal()  # a move of the joined hand, not of the hidden local game
    if hint.move.kind is MoveKind.PLAY:
        assert hint.move.tile in b.play.local_view().hand
    # counted once, unless the hint could only say what the table says already (a lone draw or pass)
    counted = 0 if tells_nothing(b.play.local_legal()) else 1
    assert b.play.hints_used == counted and b.controller.hints_used == local_hints and b.controller.game is local
    assert not b.assist_ui.undo_action.isEnabled()  # a table with another person is never taken back
    a.net.end()
    b.net.end()


def test_point_5_the_table_closes_only_after_a_question_naming_who_is_connected(qtbot, tmp_path: Path) -> None:
    a, b, host = _two_windows(qtbot, tmp_path)
    qtbot.waitUntil(lambda: host.table.infos()[1].connected, timeout=5000)
    seen: list[QMessageBox] = []
    # Escape in the lobby: asked, and Stay keeps the table
    a.net.lobby.activateWindow()
    answer_box(a, QMessageBox.ButtonRole.RejectRole, seen)
    QTest.keyClick(a.net.lobby, Qt.Key.Key_Escape)
    assert len(seen) == 1 and "Ana" in seen[0].text() and a.net.host is host
    _start(qtbot, a, b)
    # Host a Table… during the hosted game: asked, naming Ana
    answer_box(a, QMessageBox.ButtonRole.RejectRole, seen)
    a.menus.host_action.trigger()
    assert len(seen) == 2 and "Ana" in seen[1].text() and a.net.host is host and a.net.host_dialog is None
    # Game > Quit with Ana connected: asked; Stay keeps the window and the table
    answer_box(a, QMessageBox.ButtonRole.RejectRole, seen)
    a.menus.quit_action.trigger()
    assert len(seen) == 3 and "Ana" in seen[2].text() and a.isVisible() and a.net.host is host
    # and after the question, Quit closes the table and the window
    answer_box(a, QMessageBox.ButtonRole.AcceptRole, seen)
    a.menus.quit_action.trigger()
    assert len(seen) == 4 and not a.isVisible() and a.net.host is None
    b.net.end()


@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_point_8_the_joined_score_sheet_waits_for_the_host_in_every_language(qtbot, tmp_path: Path) -> None:
    a, b, _host = _two_windows(qtbot, tmp_path)
    _start(qtbot, a, b)
    rng = random.Random(7)
    game = a.controller.game
    while game.phase is Phase.PLAYING:
        qtbot.waitUntil(lambda: bool(a.play.local_legal()) or bool(b.play.local_legal())
                        or game.phase is not Phase.PLAYING, timeout=10000)
        play_where_asked(qtbot, (a, b), game, rng)
    qtbot.waitUntil(lambda: b.score_sheet.isVisible(), timeout=5000)
    sheet = b.score_sheet
    languages = Languages(tmp_path / "lang.ini")
    try:
        for code in ("en", "de", "uk", "da"):
            languages.switch(code)
            assert not sheet.next_button.isVisible() and sheet.wait_label.isVisible()
            assert sheet.close_button.isVisible()
            expected = QApplication.translate("ScoreSheet", "Waiting for the host to deal the next round.")
            assert sheet.wait_label.text() == expected
            if code != "en":
                assert expected != "Waiting for the host to deal the next round."
    finally:
        languages.close()
    QTest.keyClick(sheet, Qt.Key.Key_Escape)  # Escape only hides it: the host deals
    assert not sheet.isVisible() and b.play.game.phase is Phase.ROUND_OVER
    click(a.score_sheet.next_button)
    qtbot.waitUntil(lambda: b.play.game.round_number == 2, timeout=5000)
    a.net.end()
    b.net.end()


def test_point_12_the_lobby_closes_when_the_host_removes_you(qtbot, tmp_path: Path) -> None:
    a, b, host = _two_windows(qtbot, tmp_path, seats=3)
    qtbot.waitUntil(lambda: b.net.lobby is not None and b.net.lobby.isVisible(), timeout=5000)
    click(a.net.lobby.findChild(object, "seatControl1"))  # Remove Ana
    qtbot.waitUntil(lambda: b.net.lobby is None, timeout=5000)
    assert b.net.joined is None and b.play is b.controller
    assert b.net.message is not None and b.net.message.isVisible()  # told in words
    a.net.end()


def test_point_4_leave_in_the_lobby_frees_the_seat_and_a_rejoin_takes_it_again(qtbot, tmp_path: Path) -> None:
    a, b, host = _two_windows(qtbot, tmp_path, seats=3)
    qtbot.waitUntil(lambda: b.net.lobby is not None and b.net.lobby.isVisible(), timeout=5000)
    seen: list[QMessageBox] = []
    answer_box(b, QMessageBox.ButtonRole.AcceptRole, seen)  # "Leave the table?": yes
    click(b.net.lobby.leave_button)
    assert len(seen) == 1 and b.net.joined is None
    qtbot.waitUntil(lambda: host.table.infos()[1].state == "open", timeout=5000)  # free again, not "Away"
    b.net.join(JoinRequest("Ana", host.table.code, "127.0.0.1", host.port))
    qtbot.waitUntil(lambda: b.net.joined is not None and b.net.joined.seat is not None, timeout=5000)
    assert [s.name for s in host.table.infos()].count("Ana") == 1  # one Ana, in one seat
    a.net.end()
    b.net.end()


def test_point_1_join_a_table_again_while_seated_asks_before_giving_up_the_seat(qtbot, tmp_path: Path) -> None:
    a, b, host = _two_windows(qtbot, tmp_path, seats=3)
    qtbot.waitUntil(lambda: b.net.lobby is not None and b.net.lobby.isVisible(), timeout=5000)
    joined = b.net.joined
    seen: list[QMessageBox] = []
    answer_box(b, QMessageBox.ButtonRole.RejectRole, seen)  # Stay at the Table
    b.menus.join_action.trigger()
    assert len(seen) == 1 and host.table.name in seen[0].text()
    assert b.net.joined is joined and b.net.join_dialog is None  # the seat is kept, no Join dialog
    assert host.table.infos()[1].name == "Ana" and host.table.infos()[1].connected
    a.net.end()
    b.net.end()
