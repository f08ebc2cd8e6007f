"""Issue 29: the window around a networked table. After a refusal or a table that is gone the
person's own game is back and running; a dead table never stays on screen; leaving on purpose
gives the seat to a computer at once; an app whose host went keeps trying, calmly, until it is
back. Real windows, real sockets on 127.0.0.1, real clicks."""
from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from mextrain.net import messages as m
from mextrain.net.messages import conn as messages_conn
from mextrain.ui.netplay import texts as net_texts
from mextrain.ui.netplay.dialogs import HostSetup, JoinRequest
from support.net_gui import click, decisions, play_turn, same_words
from support.net_gui import net_window as _window
from support.ports import free_port
from support.ux import answer_box


def _local_game(window):
    window.start_game(window.settings.last_setup(), 11)
    return window.controller.game


def _runs(qtbot, window, game) -> None:
    """The window shows its own game, and it goes on: the person's drag is taken, the computers move."""
    assert window.play is window.controller and window.controller.game is game
    qtbot.waitUntil(lambda: bool(window.play.local_legal()), timeout=5000)
    before = decisions(game)
    play_turn(window, window.play, random.Random(3))
    qtbot.waitUntil(lambda: decisions(game) > before, timeout=5000)
    assert net_texts.connection_line("lost") not in window.statusBar().currentMessage()  # "Not connected." is gone


def _box(qtbot, window) -> QMessageBox:
    qtbot.waitUntil(lambda: window.net.message is not None and window.net.message.isVisible(), timeout=8000)
    return window.net.message


def _refusing_table(kind: str, net, monkeypatch) -> tuple[int, str]:
    """A table that refuses a newcomer for `kind` (its port and the code to give), or a port nobody listens on."""
    if kind == "unreachable":
        return free_port(), "KX7P2M"
    host = net.host(2)
    code = host.table.code
    if kind == "full":
        host.fill_with_computers("easy", ["Bo", "Cy"])
    elif kind == "started":
        host.fill_with_computers("easy", ["Bo", "Cy"])
        host.start(seed=3)
    elif kind == "version":
        # the host runs a newer protocol: its check of a hello (messages_conn) expects the next number
        monkeypatch.setattr(messages_conn, "PROTOCOL_VERSION", m.PROTOCOL_VERSION + 1)
    elif kind == "bad_code":
        code = "WRONG2"
    return host.port, code


@pytest.mark.parametrize("kind", ["started", "full", "version", "bad_code", "unreachable"])
def test_point_1_after_a_refusal_the_own_game_is_back_and_running(qtbot, net, tmp_path: Path, monkeypatch, kind) -> None:
    window = _window(qtbot, tmp_path, "guest")
    game = _local_game(window)
    port, code = _refusing_table(kind, net, monkeypatch)
    window.net.join(JoinRequest("Ana", code, "127.0.0.1", port))
    # the Join dialog is back with why (point 9; issue 38, point 16: every refusal); Cancel there
    qtbot.waitUntil(lambda: window.net.join_dialog is not None and window.net.join_dialog.isVisible(), timeout=5000)
    assert window.net.message is None or not window.net.message.isVisible()
    if kind == "unreachable":  # point 7: named for what happened; nothing was ever connected, nothing "lost"
        assert window.net.join_dialog.error.text() == net_texts.lost_text("nobody_listening")
    click(window.net.join_dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel))
    assert window.net.joined is None
    _runs(qtbot, window, game)


def test_point_9_a_wrong_code_keeps_the_join_dialog_with_all_typed_and_the_code_chosen(qtbot, net, tmp_path: Path) -> None:
    host = net.host(3)
    window = _window(qtbot, tmp_path, "guest")
    dialog = window.net.show_join_dialog()
    for edit, text in ((dialog.player_name, "Ana"), (dialog.code, "WRONG2"), (dialog.address, "127.0.0.1")):
        edit.clear()
        qtbot.keyClicks(edit, text)
    dialog.port.setValue(host.port)
    click(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))  # Join
    same_words(qtbot, window)  # a typed address met for the first time (issue 38, point 18)
    qtbot.waitUntil(lambda: window.net.join_dialog is not dialog and window.net.joined is None, timeout=5000)
    again = window.net.join_dialog
    assert (again.player_name.text(), again.code.text(), again.address.text(), again.port.value()) == (
        "Ana", "WRONG2", "127.0.0.1", host.port)
    assert again.code.selectedText() == "WRONG2" and again.error.isVisible()
    assert again.error.text() == net_texts.refusal_text(m.Refused("bad_code"))
    assert window.net.message is None or not window.net.message.isVisible()  # no box on top of it
    qtbot.keyClicks(again.code, host.table.code)  # the code typed over the chosen one, then Enter
    qtbot.keyClick(again.code, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.net.joined is not None and window.net.joined.seat is not None, timeout=5000)
    window.net.end()


def test_point_8_a_language_switch_keeps_the_dialogs_own_button_words(qtbot, tmp_path: Path) -> None:
    from support.ux import Languages

    window = _window(qtbot, tmp_path, "guest")
    window.net.browser_factory = None
    host_dialog = window.net.show_host_dialog()
    ok = host_dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    langs = Languages(tmp_path / "lang.ini")
    try:
        for code in ("de", "uk", "da"):
            langs.switch(code)
            qtbot.waitUntil(lambda: ok.text() == host_dialog.tr("&Open the Lobby") != "&Open the Lobby", timeout=3000)
            box = host_dialog.starting_run  # "Дозволити перший хід кількома кісточками", whole
            qtbot.waitUntil(lambda box=box: box.width() >= box.sizeHint().width(), timeout=3000)
        host_dialog.reject()
        for code in ("uk", "de"):  # an 8-seat lobby: every seat's choice whole, every card inside the lobby
            langs.switch(code)
            window.net.host_table(HostSetup("Mona", "Kitchen", 8, 7, False, free_port()), tell=False)
            lobby = window.net.lobby

            def whole(lobby=lobby) -> bool:
                combos = [c.control for c in lobby.cards if c.control is not None]
                return len(combos) == 7 and all(c.width() >= c.sizeHint().width() for c in combos) and all(
                    lobby.rect().contains(card.geometry()) for card in lobby.cards)

            qtbot.waitUntil(whole, timeout=3000)
            window.net.end()
        join_dialog = window.net.show_join_dialog()
        join = join_dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        for code in ("uk", "de"):
            langs.switch(code)
            qtbot.waitUntil(lambda: join.text() == join_dialog.tr("&Join") != "&Join", timeout=3000)
        join_dialog.reject()
    finally:
        langs.close()


def _seated(qtbot, net, tmp_path: Path, name: str = "guest", players: int = 2, local: bool = False, **kw):
    host = net.host(players, grace=600, **kw)
    window = _window(qtbot, tmp_path, name)
    if local:
        _local_game(window)  # dealt before the Join: it waits, put away, while the table is played
    window.net.retry_delays = (0.05, 0.1, 0.2)
    joined = window.net.join(JoinRequest("Ana", host.table.code, "127.0.0.1", host.port))
    qtbot.waitUntil(lambda: joined.seat is not None, timeout=5000)
    return host, window, joined


def _start(qtbot, host, *windows) -> None:
    host.fill_with_computers("easy", ["Dora", "Eli", "Finn"])
    host.start(seed=7)
    for w in windows:
        qtbot.waitUntil(lambda w=w: w.play is w.net.game and w.play.ready(), timeout=5000)


def _kill(host) -> None:
    """The host's app dies: no goodbye, its sockets simply vanish."""
    transport = host.transport
    transport._timer.stop()
    transport._server.close()
    for sock in list(transport._socks.values()):
        sock.abort()
    host.controller.cancel()


def test_point_2_a_closed_table_then_a_lobby_left_leaves_no_table_on_screen(qtbot, net, tmp_path: Path) -> None:
    host, window, _joined = _seated(qtbot, net, tmp_path)
    _start(qtbot, host, window)
    assert window.table.scene().state is not None
    host.close()  # "The host closed the table."
    box = _box(qtbot, window)
    assert box.text() == net_texts.lost_text("shutdown")
    assert window.play is window.controller and window.table.scene().state is None  # gone at once, not kept
    assert [b.text() for b in box.buttons()] == ["OK"]  # no Try Again for a table closed for good
    click(box.buttons()[0])
    other = net.host(3)
    joined = window.net.join(JoinRequest("Ana", other.table.code, "127.0.0.1", other.port))
    qtbot.waitUntil(lambda: joined.seat is not None and window.net.lobby is not None and window.net.lobby.isVisible(),
                    timeout=5000)
    seen: list[QMessageBox] = []
    answer_box(window, QMessageBox.ButtonRole.AcceptRole, seen)  # "Leave the table …?" Leave the Table
    click(window.net.lobby.leave_button)  # leave that lobby
    qtbot.waitUntil(lambda: window.net.joined is None, timeout=3000)
    assert window.play is window.controller and window.table.scene().state is None
    assert window.panel.prompt.text() == "" and not window.panel.draw_action.isEnabled()
    assert net_texts.host_lost_prompt("lost") not in window.panel.prompt.text()


def test_point_3_leaving_on_purpose_hands_the_seat_to_a_computer_at_once_and_says_so(qtbot, net, tmp_path: Path) -> None:
    host = net.host(3, grace=600)
    ana = _window(qtbot, tmp_path, "ana")
    bo = _window(qtbot, tmp_path, "bo")
    for w, name in ((ana, "Ana"), (bo, "Bo")):
        j = w.net.join(JoinRequest(name, host.table.code, "127.0.0.1", host.port))
        qtbot.waitUntil(lambda j=j: j.seat is not None, timeout=5000)
    seat = ana.net.joined.seat
    _start(qtbot, host, ana, bo)
    seen: list[QMessageBox] = []
    answer_box(ana, QMessageBox.ButtonRole.AcceptRole, seen)  # "Leave the table …?" Leave the Table and Quit
    ana.menus.quit_action.trigger()  # Game > Quit
    assert seen and seen[0].objectName() == "confirmLeaveTable"
    qtbot.waitUntil(lambda: host.table.seats[seat].state == "computer", timeout=3000)  # at once, no grace period
    assert host.session.computer_plays(seat) and seat not in host.session.away()
    line = net_texts.away_news("Ana", "here", "left")
    qtbot.waitUntil(lambda: any(line in x for x in bo.panel.log_lines()), timeout=3000)  # the others are told
    assert "Ana" not in bo.net.watch.label.text()  # not "Ana (away) … a computer plays in 58 s"
    assert not any(net_texts.away_news("Ana", "here", "away") in x for x in bo.panel.log_lines())
    assert ana.net.joined is None


def test_point_4_a_host_gone_is_waited_for_calmly_and_the_app_is_back_by_itself(qtbot, net, tmp_path: Path) -> None:
    from PySide6.QtNetwork import QHostAddress

    host, window, joined = _seated(qtbot, net, tmp_path)
    _start(qtbot, host, window)
    port = host.port
    states: list[str] = []
    joined.state_changed.connect(states.append)
    _kill(host)
    qtbot.waitUntil(lambda: states.count("retrying") >= 5, timeout=10000)  # past the delays given: still trying
    status = window.net.status
    assert window.net.message is None or not window.net.message.isVisible()  # no box to answer
    assert status.waiting.isVisible() and status.leave_button.isVisible()
    assert status.waiting_label.text().startswith(net_texts.waiting_line(None).split("(")[0])
    assert window.panel.prompt.text() == net_texts.host_lost_prompt("retrying")
    assert window.play is window.net.game and window.table.scene().state is not None  # the table, as it was
    assert host.transport.listen(port, QHostAddress.SpecialAddress.LocalHost)  # the host is back
    qtbot.waitUntil(lambda: joined.connected and window.play.ready(), timeout=5000)
    assert not status.waiting.isVisible() and window.play is window.net.game


def test_point_4_a_host_that_will_reopen_is_waited_for_and_leave_the_table_ends_the_wait(qtbot, net, tmp_path: Path) -> None:
    host, window, joined = _seated(qtbot, net, tmp_path, local=True, save_path=tmp_path / "table.json")
    game = window.controller.game
    _start(qtbot, host, window)
    host.close(for_good=False)  # the host's app quits with the game kept: "back later"
    qtbot.waitUntil(lambda: joined.back_later and window.net.status.waiting.isVisible(), timeout=5000)
    assert window.net.message is None or not window.net.message.isVisible()
    click(window.net.status.leave_button)  # the person gives up waiting
    assert window.net.joined is None and window.net.status is None
    _runs(qtbot, window, game)


def test_point_6_presence_is_not_shown_while_this_app_is_not_connected(qtbot, net, tmp_path: Path) -> None:
    host = net.host(3, grace=600)
    ana = _window(qtbot, tmp_path, "ana")
    ana.net.retry_delays = (0.05, 0.1, 0.2)
    cleo = net.client(host.port, "Cleo", code=host.table.code)
    j = ana.net.join(JoinRequest("Ana", host.table.code, "127.0.0.1", host.port))
    qtbot.waitUntil(lambda: j.seat is not None and cleo.seat is not None, timeout=5000)
    cleo.playing = True
    _start(qtbot, host, ana)
    seats_line = ana.net.watch.label
    connected = net_texts.people_line([_Seat("Cleo", "here")])
    qtbot.waitUntil(lambda: seats_line.text() == connected, timeout=3000)
    _kill(host)
    qtbot.waitUntil(lambda: j.state == "retrying", timeout=3000)
    qtbot.waitUntil(lambda: seats_line.text() != connected, timeout=3000)
    assert seats_line.text() == net_texts.people_line([_Seat("Cleo", "lost")])
    assert "\u25cf" not in seats_line.text()  # no "● Cleo: connected" while we cannot know


class _Seat:
    def __init__(self, name: str, state: str) -> None:
        self.name, self.state, self.left = name, state, None


def _stand_in_words() -> str:
    return net_texts.stand_in_line(()).split(":")[0]


def test_point_5_back_after_a_drop_the_log_says_what_the_stand_in_computer_did(qtbot, net, tmp_path: Path) -> None:
    host = net.host(2, grace=0.1)
    window = _window(qtbot, tmp_path, "guest")
    window.net.retry_delays = (1.5,)
    joined = window.net.join(JoinRequest("Ana", host.table.code, "127.0.0.1", host.port))
    qtbot.waitUntil(lambda: joined.seat is not None, timeout=5000)
    _start(qtbot, host, window)
    seat, turn = joined.seat, joined.view.turn
    joined._sock.abort()  # the line drops; a computer plays the seat meanwhile
    qtbot.waitUntil(lambda: sum(1 for r in host.game.rounds for d in r.decisions if d.seat == seat) >= 1
                    and host.session.turn > turn + 2, timeout=5000)
    qtbot.waitUntil(lambda: joined.state == "connected", timeout=8000)
    qtbot.waitUntil(lambda: any(x.startswith(_stand_in_words()) for x in window.panel.log_lines()), timeout=5000)
    line = next(x for x in window.panel.log_lines() if x.startswith(_stand_in_words()))
    words = (net_texts.NetTexts.tr("drew"), net_texts.NetTexts.tr("passed"), net_texts.NetTexts.tr("laid %1")[:4])
    assert any(w in line for w in words), line


def test_point_5_a_rejoined_app_shows_the_rounds_moves_in_its_log(qtbot, net, tmp_path: Path) -> None:
    host = net.host(2, grace=m.WAIT_GRACE)  # the table waits at Ana's turn while she is gone: the round stands
    first = _window(qtbot, tmp_path, "first")
    joined = first.net.join(JoinRequest("Ana", host.table.code, "127.0.0.1", host.port))
    qtbot.waitUntil(lambda: joined.seat is not None, timeout=5000)
    _start(qtbot, host, first)
    rng = random.Random(5)
    for _ in range(3):  # a few moves of hers (and the computer's between them)
        qtbot.waitUntil(lambda: bool(first.play.local_legal()), timeout=5000)
        turn = joined.view.turn
        play_turn(first, first.play, rng)
        qtbot.waitUntil(lambda turn=turn: joined.view.turn > turn, timeout=5000)
    token = joined.token
    joined.close()  # the app is gone without a word (a crash)
    again = _window(qtbot, tmp_path, "again")  # started again: Rejoin the Table
    back = again.net.join(JoinRequest("Ana", "", "127.0.0.1", host.port), token=token)
    qtbot.waitUntil(lambda: back.connected and again.play is again.net.game and again.play.ready(), timeout=5000)
    history = back.view.view.history
    assert len(history) >= 3 and back.view.view.round_number == 1
    # not "while you were away": the app cannot know what was seen before it closed (issue 38, point 14)
    qtbot.waitUntil(lambda: net_texts.round_so_far_line(len(history), 50) in again.panel.log_lines(), timeout=3000)
    assert not any(x.startswith("While you were away") for x in again.panel.log_lines())
    lines = again.panel.log_lines()
    assert sum(1 for x in lines if x.startswith("  ")) >= len(history)  # the round's moves, one a line


def test_point_12_a_full_or_playing_table_is_listed_as_such_and_offered_to_watch_only(qtbot, net, tmp_path: Path) -> None:
    """A full or playing table is listed for what it is; picking it offers Watch, never Join (a join there
    only fails; issue 31's watchers pick it from the list)."""
    from PySide6.QtWidgets import QDialogButtonBox

    from support.net_gui import FakeBrowser, FoundTable

    open_table, full, playing = net.host(3), net.host(2), net.host(2)
    full.fill_with_computers("easy", ["Bo", "Cy"])
    playing.fill_with_computers("easy", ["Bo", "Cy"])
    playing.start(seed=2)
    browser = FakeBrowser()
    window = _window(qtbot, tmp_path, "guest")
    window.net.browser_factory = lambda: browser
    dialog = window.net.show_join_dialog()
    for name, host in (("Den", open_table), ("Attic", full), ("Porch", playing)):
        free = sum(1 for s in host.table.seats if s.state == "open")
        browser.add(FoundTable(name, "127.0.0.1", host.port, len(host.table.seats), free,
                               playing=host.game is not None))
    lines = [dialog.found.item(i).text() for i in range(dialog.found.count())]
    assert lines[1] == f"Attic · full · 127.0.0.1:{full.port}"
    assert lines[2] == f"Porch · playing · 127.0.0.1:{playing.port}"
    join = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    rect = dialog.found.visualItemRect(dialog.found.item(2))
    qtbot.mouseDClick(dialog.found.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert dialog.port.value() == playing.port and window.net.joined is None  # picked, not joined (no name yet)
    dialog.player_name.setText("Kim")
    dialog.code.setText(playing.table.code)
    assert not join.isEnabled() and dialog.watch_button.isEnabled()
    qtbot.mouseClick(dialog.found.viewport(), Qt.MouseButton.LeftButton, pos=dialog.found.visualItemRect(
        dialog.found.item(1)).center())
    assert dialog.port.value() == full.port and not join.isEnabled() and dialog.watch_button.isEnabled()
    qtbot.mouseClick(dialog.found.viewport(), Qt.MouseButton.LeftButton, pos=dialog.found.visualItemRect(
        dialog.found.item(0)).center())
    assert dialog.port.value() == open_table.port and join.isEnabled()
    dialog.reject()


def _round_one_over(players: int, seed: int):
    """A game at the end of round 1 whose losers hold many tiles (the "Tiles left" row wraps)."""
    from mextrain.ai import make_player
    from mextrain.engine import Game, GameOptions, Phase

    game = Game(GameOptions(players, 7), seed, track_decisions=True, track_events=True)
    ai = make_player("random", seed)
    while game.phase is Phase.PLAYING:
        game.apply(ai.choose(game.view(game.current_seat)))
    return game


def test_point_10_the_score_sheets_totals_are_visible_without_scrolling_at_1024x600(qtbot, net, tmp_path: Path) -> None:
    host = net.host(4, grace=600)
    window = _window(qtbot, tmp_path, "guest")  # 1024×600
    joined = window.net.join(JoinRequest("Ana", host.table.code, "127.0.0.1", host.port))
    qtbot.waitUntil(lambda: joined.seat is not None, timeout=5000)
    host.fill_with_computers("easy", ["Dora", "Eli", "Finn"])
    game = _round_one_over(4, 5)
    host.session.next_round_ms = 8000  # the host deals by itself: the sheet also counts down
    host.reopen(game)  # the table goes on at the end of round 1
    sheet = window.score_sheet
    qtbot.waitUntil(lambda: sheet.isVisible() and sheet.table.rowCount() == 3, timeout=5000)
    qtbot.wait(50)  # laid out
    table = sheet.table
    total = table.visualItemRect(table.item(2, 0))
    assert not table.verticalScrollBar().isVisible()
    assert table.viewport().rect().contains(total), (total, table.viewport().rect())
    assert sheet.frameGeometry().height() <= 600


def test_point_14_a_name_taken_by_a_computer_is_numbered_as_the_document_says(qtbot, net, tmp_path: Path) -> None:
    doc = (Path(__file__).resolve().parents[2] / "resources" / "docs" / "network-play.md").read_text(encoding="utf-8")
    assert '"Bruno" as "Bruno" seats you as "Bruno 2"' in doc and 'after you took the name is the one called "Bruno 2"' in doc
    host = net.host(3)
    host.set_computer(2, "easy", "Bruno")  # a table whose computer is Bruno (mextrain-server names its computers first)
    window = _window(qtbot, tmp_path, "guest")
    joined = window.net.join(JoinRequest("bruno", host.table.code, "127.0.0.1", host.port))  # capitals do not count
    qtbot.waitUntil(lambda: joined.seat is not None and window.net.lobby is not None, timeout=5000)
    qtbot.waitUntil(lambda: joined.lobby is not None and joined.lobby.seats[joined.seat].name == "bruno 2", timeout=3000)
    other = net.client(host.port, "Cleo", code=host.table.code)
    qtbot.waitUntil(lambda: other.seat is not None, timeout=5000)
    host.set_open(2)
    host.set_computer(2, "easy", "Cleo")  # a computer named later, after the person: it gets the number
    qtbot.waitUntil(lambda: joined.lobby.seats[2].name == "Cleo 2", timeout=3000)
    window.net.end()
