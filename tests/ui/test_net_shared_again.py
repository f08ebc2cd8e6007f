"""Issue 38, point 12 at a joined app: Play Again at a computer shared by two people asks each of them, by
name, one question after the other, and each answer goes on that person's own connection ("Ada, Mona wants
to play again." then "Ben, …"); one of them may leave while the other plays. Real sockets on 127.0.0.1,
real clicks; the questions in four languages at 1024x600 when MEXTRAIN_SHOTS is set."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication, QMessageBox

from mextrain.engine import GameOptions, Phase
from mextrain.ui.netplay.dialogs import JoinRequest
from support.net_gui import click
from support.net_gui import net_window as _window
from support.shots import save_shot, shot_languages
from support.ux import Languages


def _nt(text: str) -> str:
    return QApplication.translate("NetTexts", text)


def _question(qtbot, window, text: str) -> QMessageBox:
    qtbot.waitUntil(lambda: isinstance(window.net.evening.question, QMessageBox)
                    and window.net.evening.question.isVisible() and window.net.evening.question.text() == text,
                    timeout=8000)
    return window.net.evening.question


def _game_over_at_a_shared_computer(qtbot, net, tmp_path: Path):
    """Ada and Ben at one joined app; a computer stands in for both (their lines down) to the game's end, then
    they are back: the table is at its game's end with both of them there."""
    host = net.host(3, grace=0.05, options=GameOptions(3, 4, set=6))  # a short game
    window = _window(qtbot, tmp_path, "guest")
    joined = window.net.join(JoinRequest("Ada", host.table.code, "127.0.0.1", host.port))
    qtbot.waitUntil(lambda: joined.seat is not None, timeout=8000)
    window.net.people.add_person("Ben")
    qtbot.waitUntil(lambda: len(window.net.game.tables) == 2 and window.net.game.tables[1].seat is not None,
                    timeout=8000)
    host.fill_with_computers("easy", ["Bo"])
    host.start(seed=3)
    tables = list(window.net.game.tables)
    qtbot.waitUntil(lambda: all(t.view is not None for t in tables), timeout=8000)
    for t in tables:  # both lines go down: a computer plays both seats to the game's end
        t.retry_delays = (120.0,)
        t._sock.abort()
    qtbot.waitUntil(lambda: host.game is not None and host.game.phase is Phase.GAME_OVER, timeout=30000)
    for t in tables:
        t.rejoin()
    qtbot.waitUntil(lambda: all(t.connected for t in tables) and all(i not in host.session.away() for i in (0, 1)),
                    timeout=8000)
    return host, window, tables


def test_point_12_each_person_at_a_shared_joined_computer_is_asked_to_play_again(qtbot, net, tmp_path: Path) -> None:
    host, window, (ada, ben) = _game_over_at_a_shared_computer(qtbot, net, tmp_path)
    host.play_again("Mona")
    box = _question(qtbot, window, "Ada, Mona wants to play again.")
    click(next(b for b in box.buttons() if box.buttonRole(b) is QMessageBox.ButtonRole.AcceptRole))
    box = _question(qtbot, window, "Ben, Mona wants to play again.")  # then the other person here, by name
    languages = Languages(tmp_path / "lang.ini")
    try:
        for code in shot_languages("de"):
            languages.switch(code)
            qtbot.wait(50)
            save_shot(box.grab(), f"issue38/play_again_shared_{code}.png")
            if code == "de":
                assert box.text() == "Ben, Mona möchte noch einmal spielen."
        languages.switch("en")
    finally:
        languages.close()
    click(next(b for b in box.buttons() if box.buttonRole(b) is QMessageBox.ButtonRole.AcceptRole))
    qtbot.waitUntil(lambda: host.session.again == {ada.seat, ben.seat}, timeout=5000)  # each said Play on their line
    qtbot.wait(200)
    assert window.net.evening.question is None  # asked once each, no more
    window.net.end()


def _shown_trains(window) -> set:
    state = window.table.scene().state
    return {t for tv in state.trains for (t, _, _) in tv.tiles} if state is not None else set()


def test_point_12_the_finished_game_stays_on_the_table_behind_the_question(qtbot, net, tmp_path: Path) -> None:
    """Answering Play Again, each person still sees the game just finished: its last trains, every seat
    with its final total, their own tiles left under their name, and the final score sheet a key away.
    (The lobby's message that comes with the question once emptied the table and the panel, and the rack's
    line named whoever was shown last: "Ben's hand" while Ada was asked.)"""
    host, window, (ada, ben) = _game_over_at_a_shared_computer(qtbot, net, tmp_path)
    final = host.game
    truth = {seat: final.view(seat) for seat in (ada.seat, ben.seat)}
    totals = list(truth[ada.seat].totals)
    trains = {t for tv in truth[ada.seat].trains for (t, _, _) in tv.tiles}
    names = [s.name for s in host.table.seats]
    assert trains and _shown_trains(window) == trains  # what the game's end showed, before the question
    host.play_again("Mona")
    for person, answer in ((ada, QMessageBox.ButtonRole.AcceptRole), (ben, QMessageBox.ButtonRole.AcceptRole)):
        name = person.session.name
        box = _question(qtbot, window, f"{name}, Mona wants to play again.")
        qtbot.waitUntil(lambda name=name: window.panel.hand_owner.text() == f"{name}'s hand", timeout=3000)
        assert window.net.joined.lobby.phase == "lobby"  # the lobby's message came: the table is still shown
        assert _shown_trains(window) == trains
        assert window.panel.round_label.text() != ""
        rows = {seat: window.panel.row_of(seat) for seat in range(len(names))}
        assert all(r is not None and r.name.isVisibleTo(window.panel) for r in rows.values())
        assert [rows[seat].name.text() for seat in range(len(names))] == names
        assert [rows[seat].points.text() for seat in range(len(names))] == [str(t) for t in totals]
        assert window.panel.hand_owner.isVisibleTo(window.panel)
        assert set(window.table.scene().hand.items) == set(truth[person.seat].hand)  # their tiles left
        click(next(b for b in box.buttons() if box.buttonRole(b) is answer))
    qtbot.waitUntil(lambda: host.session.again == {ada.seat, ben.seat}, timeout=5000)
    assert _shown_trains(window) == trains  # still, behind the lobby, until the next deal
    window.menus.scores_action.trigger()  # the Score Sheet item (key S): the finished game's totals
    sheet = window.score_sheet
    qtbot.waitUntil(sheet.isVisible, timeout=3000)
    total_row = next(r for r in range(sheet.table.rowCount()) if sheet.table.verticalHeaderItem(r).text() == "Total")
    assert [sheet.table.item(total_row, seat).text() for seat in range(len(names))] == [str(t) for t in totals]
    sheet.hide()
    host.start(seed=4)  # the next deal: the finished game gives way to the new one
    qtbot.waitUntil(lambda: not window.play.reopened and window.play.ready(), timeout=8000)
    qtbot.waitUntil(lambda: [window.panel.row_of(seat).points.text() for seat in range(len(names))]
                    == ["0"] * len(names), timeout=3000)
    assert window.play.game.phase is Phase.PLAYING and window.play.game is not None and not window.play.game.winners
    window.net.end()


def test_point_12_one_person_at_a_shared_computer_leaves_and_the_other_plays_again(qtbot, net, tmp_path: Path) -> None:
    host, window, (ada, ben) = _game_over_at_a_shared_computer(qtbot, net, tmp_path)
    host.play_again("Mona")
    box = _question(qtbot, window, "Ada, Mona wants to play again.")
    click(next(b for b in box.buttons() if box.buttonRole(b) is QMessageBox.ButtonRole.AcceptRole))
    box = _question(qtbot, window, "Ben, Mona wants to play again.")
    click(next(b for b in box.buttons() if box.buttonRole(b) is QMessageBox.ButtonRole.RejectRole))
    qtbot.waitUntil(lambda: host.table.seats[1].state == "open" and host.session.again == {0}, timeout=5000)
    assert window.net.joined is ada and ada.connected  # Ada stays at the table
    assert window.net.game.tables == [ada]
    window.net.end()


def test_point_12_the_first_person_at_a_shared_computer_leaves_and_the_other_stays_at_the_table(
        qtbot, net, tmp_path: Path) -> None:
    """Ada, whose connection tells this app the table's story, says Leave; Ben says Play: Ada's seat is free
    again, Ben's stays his and says Play, and the window stays at the table for Ben."""
    host, window, (ada, ben) = _game_over_at_a_shared_computer(qtbot, net, tmp_path)
    ben_seat = ben.seat
    host.play_again("Mona")
    box = _question(qtbot, window, "Ada, Mona wants to play again.")
    click(next(b for b in box.buttons() if box.buttonRole(b) is QMessageBox.ButtonRole.RejectRole))
    box = _question(qtbot, window, "Ben, Mona wants to play again.")  # Ben is still asked
    click(next(b for b in box.buttons() if box.buttonRole(b) is QMessageBox.ButtonRole.AcceptRole))
    qtbot.waitUntil(lambda: host.table.seats[0].state == "open" and host.session.again == {ben_seat}, timeout=8000)
    qtbot.waitUntil(lambda: window.net.joined is not None and window.net.joined.connected
                    and window.net.joined.seat == ben_seat and window.net.lobby is not None
                    and window.net.lobby.isVisible(), timeout=8000)
    assert window.net.joined.session.name == "Ben" and host.table.seats[ben_seat].name == "Ben"
    assert host.table.seats[ben_seat].state == "person"
    window.net.end()
