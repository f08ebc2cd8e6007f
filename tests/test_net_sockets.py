"""Whole games over real sockets on 127.0.0.1: a hosted table, headless joined apps, computers.

The host plays on an ordinary GameController (RemoteSeats for the people elsewhere);
each joined app is a JoinedTable whose person plays random legal moves. The host's
record must replay to the same result, and no joined app may have been sent a tile it
may not know.
"""
from __future__ import annotations

import json

from mextrain.engine import Phase
from mextrain.engine.record import game_to_record, replay
from mextrain.engine.record import Seat as RecordSeat

from net_sockets import SendLog, check_no_leaks, conn_of, net  # noqa: F401 (a fixture)


def _record(host) -> dict:
    return json.loads(json.dumps(game_to_record(host.controller.game, [RecordSeat(s.name, s.kind) for s in host.seat_configs()])))


def test_a_whole_game_with_joined_apps_and_computers_replays_and_leaks_nothing(qtbot, net) -> None:
    host = net.host(4)
    log = SendLog(host)
    clients = [net.client(host.port, f"P{i}", seed=i, delay_ms=30) for i in range(3)]
    qtbot.waitUntil(lambda: all(c.seat is not None for c in clients), timeout=5000)
    assert sorted(c.seat for c in clients) == [0, 1, 2]
    host.fill_with_computers("easy", ["Bot"])
    host.start(seed=17)
    game = host.controller.game
    qtbot.waitUntil(lambda: game.phase is Phase.GAME_OVER, timeout=60000)
    qtbot.waitUntil(lambda: all(c.session.state == "playing" and c.view and c.view.phase == "game_over" for c in clients),
                    timeout=5000)
    again = replay(_record(host))
    assert again.totals == game.totals and again.winners == game.winners
    assert all(c.moves_sent > 10 for c in clients)
    for c in clients:
        assert c.welcomes == 1  # never dropped, so every byte it got came on one connection
        sent = log.sent[conn_of(host, c.seat)]
        assert b"".join(r.data for r in c.log) == b"".join(r.data for r in sent)  # every byte it got was checked
        assert check_no_leaks(sent) > 100
        assert c.view.view.totals == tuple(game.totals)
