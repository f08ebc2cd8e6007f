"""Issue 31 in the window: Join a Table's Watch, the watcher's table ("Watching: Kim" in every side
panel), the host's score sheet's Play Again asking "Mona wants to play again", a person who leaves
and the watcher who takes the free seat in the lobby. Three windows on real sockets on 127.0.0.1,
real clicks and drags; pictures at 1024x600 in four languages when MEXTRAIN_SHOTS is set."""
from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from mextrain.engine import Phase
from mextrain.ui.netplay.dialogs import HostSetup, JoinRequest
from support.net_gui import click, play_and_wait, same_words
from support.net_gui import net_window as _window
from support.net_sockets import BotClient
from support.ports import free_port
from support.shots import save_shot, shot_languages
from support.ux import Languages


def _nt(text: str) -> str:
    return QApplication.translate("NetTexts", text)


def _watch_by_dialog(qtbot, c, port: int, code: str) -> None:
    dialog = c.net.show_join_dialog()
    assert dialog is not None
    dialog.player_name.setText("Kim")
    dialog.code.setText(code)
    dialog.address.setText("127.0.0.1")
    dialog.port.setValue(port)
    click(dialog.watch_button)
    same_words(qtbot, c)  # a typed address met for the first time: the words compared with the host's


def _play_to_the_end(qtbot, host, persons) -> None:
    """Mona (the host's window) and Ana play with the mouse; the host deals each next round."""
    game = host.game
    rng = random.Random(7)
    a = persons[0]
    while game.phase is not Phase.GAME_OVER:
        if game.phase is Phase.ROUND_OVER:
            qtbot.waitUntil(lambda: a.score_sheet.next_button.isVisible(), timeout=5000)
            click(a.score_sheet.next_button)
            qtbot.waitUntil(lambda: game.phase is not Phase.ROUND_OVER, timeout=5000)
            continue
        qtbot.waitUntil(lambda: any(w.play.local_legal() for w in persons) or game.phase is not Phase.PLAYING,
                        timeout=10000)
        for w in persons:
            if game.phase is Phase.PLAYING and w.play.local_legal():
                play_and_wait(qtbot, w, game, rng)


@pytest.mark.slow  # a whole game played with the mouse in two windows, a third watching
def test_watch_play_again_leave_and_the_watcher_takes_the_free_seat(qtbot, tmp_path: Path) -> None:
    languages = Languages(tmp_path / "lang.ini")
    try:
        _evening(qtbot, tmp_path, languages)
    finally:
        languages.close()


def _evening(qtbot, tmp_path: Path, languages: Languages) -> None:
    a, b, c = (_window(qtbot, tmp_path, n) for n in ("host", "guest", "watcher"))
    port = free_port()
    host = a.net.host_table(HostSetup("Mona", "Kitchen", 3, 4, False, port, rules={"set": 6}))
    assert host is not None
    code = host.table.code
    b.net.join(JoinRequest("Ana", code, "127.0.0.1", port))
    _watch_by_dialog(qtbot, c, port, code)
    qtbot.waitUntil(lambda: host.session.watchers() == ("Kim",) and host.table.infos()[1].state == "person", timeout=5000)
    lu = BotClient(port, "Lu", code=code, watch=True)  # a second watcher, who stays one
    lu.connect_to_host()
    qtbot.waitUntil(lambda: host.session.watchers() == ("Kim", "Lu"), timeout=5000)
    qtbot.waitUntil(lambda: c.net.lobby is not None and c.net.lobby.watchers.isVisible(), timeout=5000)
    assert a.net.lobby.watchers.line.text() == _nt("Watching: %1").replace("%1", "Kim, Lu")
    assert [x.objectName() for x in a.net.lobby.watchers.buttons] == ["sendAway0", "sendAway1"]
    assert c.net.lobby.cards[2].take_button is not None and c.net.lobby.cards[1].take_button is None
    host.fill_with_computers("easy", ["Bo"])
    click(a.net.lobby.start_button)
    qtbot.waitUntil(lambda: c.play is c.net.game and c.play.ready(), timeout=5000)
    assert c.play.local_seat is None and c.play.joined.view.public and c.play.joined.view.view.hand == ()
    qtbot.waitUntil(lambda: c.panel.watchers_label.isVisible() and a.panel.watchers_label.isVisible(), timeout=5000)
    for code_ in shot_languages("de"):
        languages.switch(code_)
        qtbot.wait(50)
        save_shot(c.grab(), f"issue31/watcher_table_{code_}.png")
    languages.switch("en")
    _play_to_the_end(qtbot, host, [a, b])
    first = host.game
    qtbot.waitUntil(lambda: a.score_sheet.isVisible() and a.score_sheet.play_again_button.isVisible(), timeout=5000)
    click(a.score_sheet.play_again_button)  # the same button as at a local game: the window's one Play
    qtbot.waitUntil(lambda: isinstance(b.net.evening.question, QMessageBox) and b.net.evening.question.isVisible(),
                    timeout=5000)
    box = b.net.evening.question
    assert box.text() == _nt("%1 wants to play again.").replace("%1", "Mona")
    for code_ in shot_languages("uk"):
        languages.switch(code_)
        qtbot.wait(50)
        save_shot(box.grab(), f"issue31/play_again_question_{code_}.png")
    languages.switch("en")
    leave = next(x for x in box.buttons() if box.buttonRole(x) is QMessageBox.ButtonRole.RejectRole)
    click(leave)  # Ana leaves the table: her seat is open again
    qtbot.waitUntil(lambda: host.table.seats[1].state == "open", timeout=5000)
    qtbot.waitUntil(lambda: c.net.lobby.isVisible() and c.net.lobby.cards[1].take_button is not None
                    and c.net.lobby.cards[1].take_button.isVisible(), timeout=5000)
    click(c.net.lobby.cards[1].take_button)
    qtbot.waitUntil(lambda: host.table.seats[1].name == "Kim" and c.net.joined.seat == 1, timeout=5000)
    qtbot.waitUntil(lambda: a.net.lobby.cards[0].again_mark is not None and a.net.lobby.cards[1].again_mark is not None,
                    timeout=5000)
    for code_ in shot_languages("da"):
        languages.switch(code_)
        qtbot.wait(50)  # the cards made again in the new language are shown
        save_shot(a.net.lobby.grab(), f"issue31/lobby_again_{code_}.png")
    languages.switch("en")
    click(a.net.lobby.start_button)
    # (until the new game's first view, the finished one stays shown: ready, and `reopened`)
    qtbot.waitUntil(lambda: host.game is not None and host.game is not first and c.play.ready()
                    and not c.play.reopened, timeout=5000)
    assert c.play.local_seat == 1 and c.play.joined.view.view.hand  # Kim plays the new game's seat
    assert host.game.options == first.options
    _play_to_the_end(qtbot, host, [a, c])  # the second game, Kim at the seat Ana left
    store = a.statistics.recorder.store()
    qtbot.waitUntil(lambda: store.count("Mona") == 2, timeout=5000)  # the two games counted apart
    assert c.panel.watchers_label.text() == _nt("Watching: %1").replace("%1", "Lu")
    lu.close()
    for w in (c, b, a):
        w.net.end()


def test_between_rounds_the_host_lets_a_watcher_take_the_seat_of_who_left_in_one_click(qtbot, tmp_path: Path) -> None:
    a = _window(qtbot, tmp_path, "host")
    port = free_port()
    host = a.net.host_table(HostSetup("Mona", "Kitchen", 2, 4, False, port, rules={"set": 6}))
    assert host is not None
    ana = BotClient(port, "Ana", code=host.table.code, seed=4)
    kim = BotClient(port, "Kim", code=host.table.code, watch=True)
    for x in (ana, kim):
        x.connect_to_host()
    qtbot.waitUntil(lambda: host.table.infos()[1].state == "person" and host.session.watchers() == ("Kim",),
                    timeout=5000)
    click(a.net.lobby.start_button)
    game = host.game
    qtbot.waitUntil(lambda: ana.view is not None, timeout=5000)
    ana.leave()  # gone for good: a computer plays her seat
    qtbot.waitUntil(lambda: host.table.seats[1].state == "computer" and host.table.seats[1].freed, timeout=5000)
    rng = random.Random(5)
    while game.phase is Phase.PLAYING:
        qtbot.waitUntil(lambda: bool(a.play.local_legal()) or game.phase is not Phase.PLAYING, timeout=10000)
        if a.play.local_legal():
            play_and_wait(qtbot, a, game, rng)
    kim.take_seat(1)
    qtbot.waitUntil(lambda: isinstance(a.net.evening.question, QMessageBox) and a.net.evening.question.isVisible(),
                    timeout=5000)
    box = a.net.evening.question
    assert "Kim" in box.text() and "Ana" in box.text()
    click(box.choices[0])  # Let Them Sit Down
    qtbot.waitUntil(lambda: kim.seat == 1 and host.table.seats[1].name == "Kim", timeout=5000)
    assert not host.session.computer_plays(1)
    click(a.score_sheet.next_button)  # the next deal: the hand is Kim's
    qtbot.waitUntil(lambda: kim.view is not None and kim.view.view.round_number == 2 and bool(kim.view.view.hand),
                    timeout=5000)
    for x in (ana, kim):
        x.close()
    a.net.end()
