"""Issue 38, point 11 (the app's side): a watcher's Take a Seat is a button in the side panel, under
"Watching: …", for the whole game (not only in the status bar between rounds); a click during a round is
asked when the round ends; at a table with no host at a screen (`mextrain-server`'s rule: a freed seat is the
first asker's) one watcher sits down at the next round and the other reads that someone else took it; at a
table whose host is at a screen the host is asked and lets them sit. Real windows, real sockets on 127.0.0.1,
real mouse clicks; the bar in four languages at 1024x600 when MEXTRAIN_SHOTS is set."""
from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from mextrain.controller import Pace
from mextrain.engine import GameOptions, Phase
from mextrain.ui.netplay.dialogs import HostSetup, JoinRequest
from support.hall import HallProcess, host_at_hall
from support.net_gui import click, net_window, play_and_wait, play_turn
from support.net_gui import net_window as _window
from support.net_sockets import BotClient
from support.ports import free_port
from support.shots import save_shot, shot_languages
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
    assert bar.line.text() == f"You may take seat {seat + 1}; a computer plays it until then."
    assert kim.panel.isAncestorOf(bar)  # where a watcher looks: the side panel, not the status bar
    languages = Languages(tmp_path / "lang.ini")
    try:
        for code in shot_languages("de"):
            languages.switch(code)
            qtbot.wait(50)
            save_shot(kim.grab(), f"issue38/watcher_take_seat_{code}.png")
            if code == "de":  # the bar's words from the .qm file, the button's too
                assert (bar.line.text(), bar.button.text()) == (
                    f"Du kannst Platz {seat + 1} nehmen; bis dahin spielt ihn ein Computer.", "&Platz nehmen")
        languages.switch("en")
    finally:
        languages.close()
    qtbot.waitUntil(lambda: host.game.phase is Phase.PLAYING and kim_joined.view.phase == "playing", timeout=8000)
    _bar_offers(qtbot, lu)
    click(kim.net.evening.bar.button)  # during the round: asked when it ends
    click(lu.net.evening.bar.button)
    assert bar.line.text() == f"You asked for seat {seat + 1}. The seat is given when this round ends."
    assert not bar.button.isVisible()  # asked once
    languages = Languages(tmp_path / "lang.ini")
    try:
        for code in shot_languages("uk"):
            languages.switch(code)
            qtbot.wait(50)
            save_shot(kim.grab(), f"issue38/watcher_asked_{code}.png")  # (the round may end meanwhile)
        languages.switch("en")
    finally:
        languages.close()
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


def _asked_at_a_hosts_screen(qtbot, tmp_path: Path):
    """Mona hosts at her screen; Ana left for good; Kim watches and asks for her seat during the round; Mona
    plays the round to its end, and the ask reaches her as the one-click question."""
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
    ana.close()
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
    return a, host, kim, kim_joined, box


def test_point_11_a_watchers_ask_reaches_the_host_at_a_screen_who_lets_them_sit(qtbot, tmp_path: Path) -> None:
    a, host, kim, kim_joined, box = _asked_at_a_hosts_screen(qtbot, tmp_path)
    click(box.choices[0])  # Let Them Sit Down
    qtbot.waitUntil(lambda: kim_joined.seat == 1 and host.table.seats[1].name == "Kim", timeout=5000)
    qtbot.waitUntil(lambda: not kim.net.evening.bar.isVisible(), timeout=5000)
    for w in (kim, a):
        w.net.end()


def test_point_11_a_host_who_says_not_now_is_read_by_the_watcher_after_the_next_deal(qtbot, tmp_path: Path) -> None:
    a, host, kim, kim_joined, box = _asked_at_a_hosts_screen(qtbot, tmp_path)
    click(box.choices[1])  # Not Now
    qtbot.waitUntil(lambda: a.score_sheet.next_button.isVisible(), timeout=5000)
    click(a.score_sheet.next_button)  # the next round is dealt without Kim
    bar = kim.net.evening.bar
    qtbot.waitUntil(lambda: bar.line.text() == "Mona did not let you sit down.", timeout=8000)
    assert bar.isVisible() and not bar.button.isVisible() and kim_joined.seat is None
    assert host.session.computer_plays(1)
    for w in (kim, a):
        w.net.end()


@pytest.mark.slow  # a hall in a process of its own, a round played with the mouse
def test_point_11_at_a_hall_the_hosts_app_is_asked_during_the_game_and_the_watcher_sits(qtbot, tmp_path: Path) -> None:
    """At a hall the host's app is a joined app: the watcher's ask reaches it as a one-click question during the
    game (not only in a lobby it does not see then), and its yes goes to the hall as `table_admin` `grant`."""
    # a hall deals the next round after a pause (as by default): a seat changes hands then
    hall = HallProcess(tmp_path / "hall", extra=["--rate", "2000", "--burst", "2000", "--next-round", "6"])
    try:
        mona = net_window(qtbot, tmp_path, "host")
        host_at_hall(mona, hall, seats=3)
        qtbot.waitUntil(lambda: mona.net.lobby is not None and mona.net.lobby.code.text() != "", timeout=10000)
        lobby = mona.net.lobby
        code = lobby.code.text().replace(" ", "")
        ana = BotClient(hall.port, "Ana", code=code, pin=hall.fingerprint, delay_ms=20)
        ana.connect_to_host()
        qtbot.waitUntil(lambda: ana.seat is not None, timeout=10000)
        combo = lobby.findChild(object, "seatControl2")
        combo.setCurrentIndex(combo.findData("easy"))
        qtbot.waitUntil(lobby.start_button.isEnabled, timeout=10000)
        click(lobby.start_button)
        qtbot.waitUntil(lambda: ana.view is not None and mona.play is mona.net.game and mona.play.ready(),
                        timeout=10000)
        seat = ana.seat
        ana.playing = False
        ana.leave()  # gone for good: a computer plays her seat
        qtbot.waitUntil(lambda: mona.net.joined.lobby.seats[seat].freed, timeout=10000)
        kim = net_window(qtbot, tmp_path, "kim")
        kim_joined = kim.net.join(JoinRequest("Kim", code, "127.0.0.1", hall.port, hall.fingerprint, watch=True))
        qtbot.waitUntil(lambda: kim_joined.connected and kim.play is kim.net.game and kim.play.ready(), timeout=10000)
        _bar_offers(qtbot, kim)
        click(kim.net.evening.bar.button)
        assert kim.net.evening.bar.line.text().startswith(f"You asked for seat {seat + 1}.")
        rng = random.Random(7)
        book = mona.play.game
        while book.phase is Phase.PLAYING and not isinstance(mona.net.evening.question, QMessageBox):
            qtbot.waitUntil(lambda: bool(mona.play.local_legal()) or book.phase is not Phase.PLAYING, timeout=20000)
            if mona.play.local_legal() and not mona.net.joined.move_pending:
                turn = mona.net.joined.view.turn
                play_turn(mona, mona.play, rng)
                qtbot.waitUntil(lambda turn=turn: mona.net.joined.view.turn > turn or book.phase is not Phase.PLAYING,
                                timeout=10000)
        qtbot.waitUntil(lambda: isinstance(mona.net.evening.question, QMessageBox)
                        and mona.net.evening.question.isVisible(), timeout=10000)
        box = mona.net.evening.question
        assert "Kim" in box.text() and "Ana" in box.text()
        click(box.choices[0])  # Let Them Sit Down: the hall's table_admin grant
        qtbot.waitUntil(lambda: kim_joined.seat == seat, timeout=10000)
        qtbot.waitUntil(lambda: not kim.net.evening.bar.isVisible(), timeout=5000)
        for w in (kim, mona):
            w.net.end()
    finally:
        hall.kill()


@pytest.mark.slow  # a server in a process of its own, a round played out
def test_point_11_at_a_mextrain_server_the_first_watcher_who_asks_sits_down_at_the_next_round(
        qtbot, net, tmp_path: Path) -> None:
    """The issue's table: `mextrain-server`, where Take a Seat did nothing. The click is asked at the round's
    end and the server, with nobody at a screen to agree, seats the watcher for the next deal."""
    port, log = free_port(), tmp_path / "server.log"
    args = [sys.executable, "-m", "mextrain.server", "--seats", "person,person,computer:easy", "--rounds", "7",
            "--port", str(port), "--address", "127.0.0.1", "--code", "KX7P2M", "--pace", "fast",
            "--next-round", "4", "--save", str(tmp_path / "table.json"), "--no-announce", "--set", "6"]
    proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=log.open("ab"),
                            env=dict(os.environ, MEXTRAIN_DATA_DIR=str(tmp_path)))
    try:
        qtbot.waitUntil(lambda: b"join code" in log.read_bytes(), timeout=20000)
        ana = net.client(port, "Ana", code="KX7P2M", seed=1, delay_ms=20)
        bo = net.client(port, "Bo", code="KX7P2M", seed=2, delay_ms=20)
        qtbot.waitUntil(lambda: ana.view is not None and bo.view is not None, timeout=20000)
        seat = bo.seat
        bo.playing = False
        bo.leave()  # gone for good: the server's computer plays the seat, which a watcher may ask for
        kim, kim_joined = _watch(qtbot, tmp_path, "Kim", port, "KX7P2M")
        _bar_offers(qtbot, kim)
        round_number = kim_joined.view.view.round_number
        click(kim.net.evening.bar.button)
        qtbot.waitUntil(lambda: kim_joined.seat == seat, timeout=30000)
        qtbot.waitUntil(lambda: kim_joined.view is not None and kim_joined.view.view.round_number > round_number
                        and bool(kim_joined.view.view.hand), timeout=15000)  # the next deal: the hand is Kim's
        assert kim.play.local_seat == seat and not kim.net.evening.bar.isVisible()
        kim.net.end()
    finally:
        proc.kill()
        proc.wait(10)
