"""Issue 38, point 11 (the app's side): a watcher's Take a Seat is a button in the side panel, under
"Watching: …", for the whole game (not only in the status bar between rounds); a click during a round is
asked when the round ends; at a table with no host at a screen (`mextrain-server`'s rule: a freed seat is the
first asker's) one watcher sits down at the next round and the other reads that someone else took it; at a
table whose host is at a screen the host is asked and lets them sit. Real windows, real sockets on 127.0.0.1,
real mouse clicks; the bar in four languages at 1024x600 when MEXTRAIN_SHOTS is set."""
from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from mextrain.controller import Pace
from mextrain.engine import GameOptions, Phase
from mextrain.ui.netplay.dialogs import HostSetup, JoinRequest
from support.net_gui import click, free_port, play_and_wait
from support.net_gui import net_window as _window
from support.net_sockets import BotClient
from support.shots import save_shot
from support.ux import Languages


def _watch(qtbot, tmp_path: Path, name: str, port: int, code: str):
    w = _window(qtbot, tmp_path, name.lower())
    joined = w.net.join(JoinRequest(name, code, "127.0.0.1", port, watch=True))
    qtbot.waitUntil(lambda: joined.connected and w.play is w.net.game and w.play.ready(), timeout=8000)
    return w, joined


def _bar_offers(qtbot, w) -> None:
    qtbot.waitUntil(lambda: w.net.evening.bar is not None and w.net.evening.bar.isVisible()
                    and w.net.evening.bar.button.isVisible(), timeout=8000)


@pytest.mark.slow  # a round played out by computers, two watchers
def test_point_11_at_a_table_with_no_host_at_a_screen_the_first_watcher_sits_and_the_other_reads_why_not(
        qtbot, net, tmp_path: Path) -> None:
    host = net.host(3, options=GameOptions(3, 7, set=6), pace=Pace.FAST, next_round_ms=3000)
    host.session.first_asker_sits = True  # as `mextrain-server` does: nobody is at a screen to agree
    ana = net.client(host.port, "Ana", seed=4, delay_ms=20)
    qtbot.waitUntil(lambda: ana.seat is not None, timeout=5000)
    host.fill_with_computers("easy", ["Bo", "Cy"])
    host.start(seed=9)
    qtbot.waitUntil(lambda: ana.view is not None, timeout=5000)
    ana.playing = False
    ana.leave()  # gone for good: a computer plays her seat, which a watcher may take
    seat = ana.seat
    qtbot.waitUntil(lambda: host.table.seats[seat].freed, timeout=5000)
    kim, kim_joined = _watch(qtbot, tmp_path, "Kim", host.port, host.table.code)
    lu, lu_joined = _watch(qtbot, tmp_path, "Lu", host.port, host.table.code)
    _bar_offers(qtbot, kim)
    bar = kim.net.evening.bar
    assert bar.line.text() == f"Seat {seat + 1} is free: you may take it."
    assert kim.panel.isAncestorOf(bar)  # where a watcher looks: the side panel, not the status bar
    languages = Languages(tmp_path / "lang.ini")
    try:
        for code in ("en", "de", "uk", "da"):
            languages.switch(code)
            qtbot.wait(50)
            save_shot(kim.grab(), f"issue38/watcher_take_seat_{code}.png")
        languages.switch("en")
    finally:
        languages.close()
    qtbot.waitUntil(lambda: host.game.phase is Phase.PLAYING and kim_joined.view.phase == "playing", timeout=8000)
    _bar_offers(qtbot, lu)
    click(kim.net.evening.bar.button)  # during the round: asked when it ends
    click(lu.net.evening.bar.button)
    assert bar.line.text() == f"You asked for seat {seat + 1}. The seat is given when this round ends."
    qtbot.waitUntil(lambda: kim_joined.seat == seat or lu_joined.seat == seat, timeout=30000)
    seated, other = (kim, lu) if kim_joined.seat == seat else (lu, kim)
    qtbot.waitUntil(lambda: other.net.evening.bar.line.text() == "Someone else took the seat you asked for.",
                    timeout=5000)
    assert host.table.seats[seat].state == "person" and not host.session.computer_plays(seat)
    qtbot.waitUntil(lambda: seated.net.joined.view is not None and seated.net.joined.view.view.hand != ()
                    and seated.play.local_seat == seat, timeout=10000)  # the next deal: the hand is theirs
    assert not seated.net.evening.bar.isVisible()
    for w in (kim, lu):
        w.net.end()


def test_point_11_a_watchers_ask_reaches_the_host_at_a_screen_who_lets_them_sit(qtbot, tmp_path: Path) -> None:
    a = _window(qtbot, tmp_path, "host")
    port = free_port()
    host = a.net.host_table(HostSetup("Mona", "Kitchen", 2, 4, False, port, rules={"set": 6}))
    assert host is not None
    ana = BotClient(port, "Ana", code=host.table.code, seed=4)
    ana.connect_to_host()
    qtbot.waitUntil(lambda: host.table.infos()[1].state == "person", timeout=5000)
    click(a.net.lobby.start_button)
    game = host.game
    qtbot.waitUntil(lambda: ana.view is not None, timeout=5000)
    ana.leave()  # gone for good: a computer plays her seat
    qtbot.waitUntil(lambda: host.table.seats[1].freed, timeout=5000)
    kim, kim_joined = _watch(qtbot, tmp_path, "Kim", port, host.table.code)
    _bar_offers(qtbot, kim)
    click(kim.net.evening.bar.button)  # during the round
    assert kim.net.evening.bar.line.text() == "You asked for seat 2. When this round ends, Mona is asked to let you sit down."
    rng = random.Random(5)
    while game.phase is Phase.PLAYING:
        qtbot.waitUntil(lambda: bool(a.play.local_legal()) or game.phase is not Phase.PLAYING, timeout=10000)
        if a.play.local_legal():
            play_and_wait(qtbot, a, game, rng)
    qtbot.waitUntil(lambda: isinstance(a.net.evening.question, QMessageBox) and a.net.evening.question.isVisible(),
                    timeout=8000)  # the ask went out at the round's end by itself
    box = a.net.evening.question
    assert "Kim" in box.text() and "Ana" in box.text()
    click(box.choices[0])  # Let Them Sit Down
    qtbot.waitUntil(lambda: kim_joined.seat == 1 and host.table.seats[1].name == "Kim", timeout=5000)
    qtbot.waitUntil(lambda: not kim.net.evening.bar.isVisible(), timeout=5000)
    ana.close()
    for w in (kim, a):
        w.net.end()
