"""Watchers and Play Again over real sockets on 127.0.0.1 (issue 31): a whole short game with a
watcher, Play Again with one person leaving and the watcher taking the free seat, the second game
to its end; both records replay, and no frame a watcher got names a tile of any hand or of the
boneyard. A hostile watcher from 127.0.0.66 never stalls the table."""
from __future__ import annotations

import json
import random

from PySide6.QtNetwork import QHostAddress

from mextrain.controller import GameController, Pace
from mextrain.controller.network.host_table import HostTable
from mextrain.engine import DRAW, GameOptions, Phase, next_first_seat, starter_of_game
from mextrain.engine.record import game_to_record, replay
from mextrain.net import messages as m
from mextrain.net.table_save import load_table
from mextrain.net.wire import FrameDecoder
from support.net_sockets import CODE, SendLog, check_no_leaks, tls_socket

SHORT = GameOptions.of(3, short=True, set=6)  # 4 rounds of a double-6 set: a whole game in a second or two
ATTACKER = "127.0.0.66"


def _replays(game, seats) -> None:
    again = replay(json.loads(json.dumps(game_to_record(game, list(seats)))))
    assert again.totals == game.totals and again.winners == game.winners


def _all_checked(qtbot, log: SendLog, client, conn: int) -> int:
    """Every frame the host sent `conn` reached `client` and none named a tile hidden from it then."""
    sent = log.sent[conn]
    total = sum(len(r.data) for r in sent)
    qtbot.waitUntil(lambda: sum(len(r.data) for r in client.log) >= total, timeout=5000)
    assert b"".join(r.data for r in sent).startswith(b"".join(r.data for r in client.log))
    return check_no_leaks(sent)


def test_a_watcher_watches_a_game_then_takes_the_seat_of_who_left_at_play_again(qtbot, net, tmp_path) -> None:
    host = net.host(options=SHORT, save_path=tmp_path / "table.json")
    log = SendLog(host)
    ana, bo = net.client(host.port, "Ana", seed=1), net.client(host.port, "Bo", seed=2)
    qtbot.waitUntil(lambda: ana.seat is not None and bo.seat is not None, timeout=5000)
    kim = net.client(host.port, "Kim", seed=3, watch=True)
    watched: list = []
    kim.watching.connect(watched.append)
    qtbot.waitUntil(lambda: host.session.watchers() == ("Kim",) and bool(watched), timeout=5000)
    assert kim.seat is None and kim.token is None
    kim_conn = next(c.id for c in host.session.conns.values() if c.watching)
    host.fill_with_computers("easy", ["Bot"])
    host.start(seed=17)
    first = host.controller.game
    qtbot.waitUntil(lambda: first.phase is Phase.GAME_OVER, timeout=20000)
    first_seats = list(host.seat_configs())
    qtbot.waitUntil(lambda: kim.view is not None and kim.view.phase == "game_over", timeout=5000)
    assert kim.view.public and kim.moves_sent == 0

    # Play Again through the controller's one interface (the score sheet's button calls this)
    asked: list = []
    ana.asked_again.connect(asked.append)
    bo.asked_again.connect(asked.append)
    assert host.controller.may_play_again()
    host.controller.play_again()
    qtbot.waitUntil(lambda: len(asked) == 2, timeout=5000)
    assert all(a.host == "Test table" for a in asked) and host.session.game is None
    ana.play_again()
    bo.leave()  # Leave the Table
    qtbot.waitUntil(lambda: host.table.seats[bo.seat].state == "open" and host.session.again == {ana.seat}, timeout=5000)
    free = bo.seat
    qtbot.waitUntil(lambda: kim.lobby is not None and kim.lobby.watchers == ("Kim",) and kim.lobby.again == (ana.seat,),
                    timeout=5000)
    kim.take_seat(free)
    qtbot.waitUntil(lambda: kim.seat == free, timeout=5000)
    assert kim.token and host.table.seats[free].name == "Kim" and host.session.watchers() == ()
    assert load_table(tmp_path / "table.json").table.seats[free].name == "Kim"  # the lobby is kept
    host.start()
    second = host.controller.game
    assert second is not first and second.options == first.options
    assert starter_of_game(second.seed, 3) == (first.rounds[-1].deal.starter + 1) % 3  # R5
    qtbot.waitUntil(lambda: second.phase is Phase.GAME_OVER, timeout=20000)
    assert kim.moves_sent > 3  # the watcher played the second game from the free seat
    saved = load_table(tmp_path / "table.json").game  # a killed host reopens the new game
    assert saved is not None and saved.seed == second.seed and saved.totals == second.totals
    _replays(first, first_seats)
    _replays(second, host.seat_configs())
    assert _all_checked(qtbot, log, kim, kim_conn) > 50  # the watcher's frames (and then the seat's) leak nothing


def _raw_watcher(qtbot, port: int):
    sock = tls_socket()
    assert sock.bind(QHostAddress(ATTACKER), 0)
    sock.connectToHostEncrypted("127.0.0.1", port)
    qtbot.waitUntil(sock.isEncrypted, timeout=3000)
    sock.write(m.Hello("Eve", code=CODE, watch=True).encode())
    return sock


def test_a_hostile_watcher_from_another_address_never_stalls_the_table(qtbot, net) -> None:
    host = net.host(options=SHORT)
    ana = net.client(host.port, "Ana", seed=1)
    qtbot.waitUntil(lambda: ana.seat is not None, timeout=5000)
    sock = _raw_watcher(qtbot, host.port)
    qtbot.waitUntil(lambda: host.session.watchers() == ("Eve",), timeout=5000)
    host.fill_with_computers("easy", ["Bot"])
    host.start(seed=5)
    game = host.controller.game
    flood = (m.MoveIntent(0, DRAW).encode() + m.TakeSeat(0).encode() + m.TakeSeat(1).encode() + m.Again().encode()) * 30
    sock.write(flood)
    qtbot.waitUntil(lambda: host.session.watchers() == (), timeout=5000)  # closed: too many errors
    decoder, got = FrameDecoder(), []
    qtbot.waitUntil(lambda: bool(got.extend(decoder.feed(sock.readAll().data())))  # what reached Eve's socket
                    or any(x.get("type") == "error" for x in got), timeout=5000)
    qtbot.waitUntil(lambda: game.phase is Phase.GAME_OVER, timeout=20000)  # the table went on
    qtbot.waitUntil(lambda: ana.view is not None and ana.view.phase == "game_over", timeout=5000)
    assert ana.session.state == "playing" and ana.moves_sent > 3
    sock.abort()


def test_a_host_reopened_in_the_play_again_lobby_deals_the_next_game_to_the_next_seat(qtbot, net, tmp_path,
                                                                                     monkeypatch) -> None:
    """R5 after a crash: the seat that starts the next game is kept with the table's save, so a host
    started again in the Play Again lobby deals it to the seat after the last round's starter, whatever
    game number chance would have drawn."""
    host = net.host(options=SHORT, save_path=tmp_path / "table.json")
    host.fill_with_computers("easy", ["Bot"])
    host.start(seed=17)
    first = host.controller.game
    qtbot.waitUntil(lambda: first.phase is Phase.GAME_OVER, timeout=20000)
    host.play_again()
    expected = next_first_seat(first)
    host.close()  # the host's app is gone; its save is what is left
    saved = load_table(tmp_path / "table.json")
    assert saved.game is None and saved.table.first_seat == expected
    chance = next(s for s in range(1, 100) if starter_of_game(s, 3) != expected)  # what chance draws now
    monkeypatch.setattr(random.SystemRandom, "randrange", lambda self, *a: chance)
    again = HostTable(saved.table, GameController(pace=Pace.INSTANT, animations=False), save_path=tmp_path / "table.json")
    try:
        again.start()
        assert starter_of_game(again.controller.game.seed, 3) == again.controller.game.rounds[0].deal.starter == expected
        assert again.table.first_seat is None  # used once
    finally:
        again.close()
