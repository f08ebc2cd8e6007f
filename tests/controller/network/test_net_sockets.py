"""Whole games over real sockets on 127.0.0.1: a hosted table, headless joined apps, computers.

The host plays on an ordinary GameController (RemoteSeats for the people elsewhere);
each joined app is a JoinedTable whose person plays random legal moves. The host's
record must replay to the same result, and no joined app may have been sent a tile it
may not know.
"""
from __future__ import annotations

import json

import pytest

from mextrain.engine import Phase
from mextrain.engine.record import game_to_record, replay
from support.net_sockets import SendLog, check_no_leaks, conn_of


def _record(host) -> dict:
    return json.loads(json.dumps(game_to_record(host.controller.game, list(host.seat_configs()))))


@pytest.mark.slow  # a whole game
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
        total = sum(len(r.data) for r in sent)
        qtbot.waitUntil(lambda c=c, total=total: sum(len(r.data) for r in c.log) >= total, timeout=5000)  # the last view is on its way
        got = b"".join(r.data for r in c.log)
        assert b"".join(r.data for r in sent).startswith(got)  # every byte it got is checked below (pings may follow)
        assert check_no_leaks(sent) > 100
        assert c.view.view.totals == tuple(game.totals)


def test_the_host_sends_each_joined_app_one_view_per_change_of_the_table(qtbot, net) -> None:
    """The host's views hang on the controller's one `moved` signal: one view per move and per
    deal (the round's number tells a deal from a move), none twice, none missing."""
    host = net.host(3)
    client = net.client(host.port, "Ada", seed=4)
    views: list = []
    client.view_changed.connect(views.append)
    qtbot.waitUntil(lambda: client.seat is not None, timeout=5000)
    host.fill_with_computers("easy", ["Bot", "Cat"])
    host.start(seed=23)
    game = host.controller.game
    qtbot.waitUntil(lambda: game.round_number >= 2 and len(game.rounds[-1].decisions) >= 3, timeout=30000)
    client.playing = False
    host.controller.cancel()
    qtbot.waitUntil(lambda: views and views[-1].turn == sum(len(r.decisions) for r in game.rounds), timeout=5000)
    told = [(v.turn, v.view.round_number) for v in views]
    assert len(told) == len(set(told))  # no change told twice
    assert [v.seq for v in views] == sorted({v.seq for v in views})
    assert {t for t, _ in told} == set(range(told[0][0], told[-1][0] + 1))  # no move untold


def _decisions_of(game, seat: int) -> int:
    return sum(1 for r in game.rounds for d in r.decisions if d.seat == seat)


def _replays(host) -> None:
    """The host's record so far replays through the engine to the same position."""
    game = host.controller.game
    again = replay(_record(host))
    assert again.totals == game.totals and again.round_number == game.round_number
    assert len(again.rounds[-1].decisions) == len(game.rounds[-1].decisions)


def test_a_client_dropped_on_its_turn_comes_back_by_itself_and_plays_on(qtbot, net) -> None:
    host = net.host(3)
    a, b = net.client(host.port, "Ana", seed=1, delay_ms=30), net.client(host.port, "Bo", seed=2, delay_ms=30)
    qtbot.waitUntil(lambda: a.seat is not None and b.seat is not None, timeout=5000)
    host.fill_with_computers("easy", ["Bot"])
    a.playing = False
    host.start(seed=5)
    game = host.controller.game
    qtbot.waitUntil(lambda: game.current_seat == a.seat and host.controller.seat(a.seat).thinking, timeout=10000)
    before = _decisions_of(game, a.seat)
    away = []
    host.controller.seat(a.seat).changed.connect(lambda: away.append(host.controller.seat(a.seat).present))
    a._sock.abort()  # the line breaks while the host waits for Ana's move
    qtbot.waitUntil(lambda: a.welcomes == 2 and a.view is not None and bool(a.view.view.legal), timeout=5000)
    assert away[:2] == [False, True]  # shown away, then back
    assert game.current_seat == a.seat and _decisions_of(game, a.seat) == before  # nobody played for her
    a.playing = True
    a._on_view(a.view)
    qtbot.waitUntil(lambda: _decisions_of(game, a.seat) >= before + 3, timeout=20000)
    assert not host.remote_seat(a.seat).computer_plays
    _replays(host)


def test_after_the_grace_period_a_computer_plays_the_seat_until_its_person_is_back(qtbot, net) -> None:
    host = net.host(3, grace=0.5)
    a, b = net.client(host.port, "Ana", seed=1, delay_ms=30), net.client(host.port, "Bo", seed=2, delay_ms=30)
    qtbot.waitUntil(lambda: a.seat is not None and b.seat is not None, timeout=5000)
    host.fill_with_computers("easy", ["Bot"])
    host.start(seed=9)
    game = host.controller.game
    seat, token = a.seat, a.token
    qtbot.waitUntil(lambda: _decisions_of(game, seat) >= 2, timeout=10000)
    a.close()  # Ana's app is gone
    remote = host.remote_seat(seat)
    qtbot.waitUntil(lambda: not remote.present, timeout=5000)
    qtbot.waitUntil(lambda: remote.computer_plays, timeout=5000)
    played = _decisions_of(game, seat)
    qtbot.waitUntil(lambda: _decisions_of(game, seat) >= played + 3, timeout=20000)  # the stand-in plays
    back = net.client(host.port, "Ana", seed=3, code=None, token=token, delay_ms=30)
    qtbot.waitUntil(lambda: back.seat == seat and remote.present, timeout=5000)
    qtbot.waitUntil(lambda: not remote.computer_plays, timeout=5000)
    qtbot.waitUntil(lambda: back.moves_sent >= 3, timeout=20000)  # and she plays her seat again
    assert host.session.table.seats[seat].conn is not None
    _replays(host)


def test_a_move_lost_with_the_line_is_sent_again_after_reconnecting_and_applied_once(qtbot, net) -> None:
    host = net.host(2)
    a = net.client(host.port, "Ana", seed=1, delay_ms=30)
    qtbot.waitUntil(lambda: a.seat is not None, timeout=5000)
    host.fill_with_computers("easy", ["Bot"])
    a.playing = False
    host.start(seed=13)
    game = host.controller.game
    qtbot.waitUntil(lambda: a.view is not None and bool(a.view.view.legal) and host.controller.seat(a.seat).thinking,
                    timeout=10000)
    before, turn = _decisions_of(game, a.seat), a.view.turn
    move = a.view.view.legal[-1]
    sock = a._sock
    sock.write = lambda data: len(data)  # the bytes never leave: the line is already dead
    assert a.move(move)
    sock.abort()
    qtbot.waitUntil(lambda: a.welcomes == 2, timeout=5000)
    qtbot.waitUntil(lambda: _decisions_of(game, a.seat) == before + 1, timeout=5000)
    assert game.rounds[-1].decisions[turn - sum(len(r.decisions) for r in game.rounds[:-1])].move == move
    qtbot.wait(200)
    assert _decisions_of(game, a.seat) == before + 1  # once
    _replays(host)


def test_a_joined_apps_illegal_move_is_judged_by_the_host_and_given_back_with_its_reason(qtbot, net) -> None:
    """Moves are judged at the edges: the joined app sends what its person did, the host's
    session refuses it with the engine's reason, and the game is untouched."""
    from mextrain.controller.network.joined_game import JoinedGame
    from mextrain.engine import Move, Reason

    host = net.host(2)
    client = net.client(host.port, "Ada", seed=1)
    client.playing = False  # the person plays by hand, below
    joined = JoinedGame(client)
    qtbot.waitUntil(lambda: client.seat is not None, timeout=5000)
    host.fill_with_computers("easy", ["Bot"])
    host.start(seed=5)
    qtbot.waitUntil(lambda: bool(joined.local_legal()), timeout=10000)
    game = host.controller.game
    view = joined.local_view()
    illegal = next((Move.play(t, tr) for t in view.hand for tr in range(2) if Move.play(t, tr) not in joined.local_legal()),
                   None)
    assert illegal is not None
    refused: list = []
    joined.move_rejected.connect(lambda move, reason: refused.append(reason))
    before = sum(len(r.decisions) for r in game.rounds)
    joined.submit(illegal)
    qtbot.waitUntil(lambda: bool(refused), timeout=5000)
    assert refused == [game.round.why_illegal(illegal)] and isinstance(refused[0], Reason)
    assert sum(len(r.decisions) for r in game.rounds) == before
    qtbot.waitUntil(lambda: not client.move_pending, timeout=5000)
    legal = joined.local_legal()
    joined.submit(legal[0])
    qtbot.waitUntil(lambda: sum(len(r.decisions) for r in game.rounds) > before, timeout=5000)
    assert game.rounds[-1].decisions[before - sum(len(r.decisions) for r in game.rounds[:-1])].move == legal[0]


def test_a_table_closed_during_the_game_gives_each_seat_from_elsewhere_to_a_computer_for_good(qtbot, net) -> None:
    """The host ends the table with the game in play: the person elsewhere is told goodbye and
    their seat becomes a computer's, stored as a removed person's is (not as one away who may
    come back), and the game plays on to its end on the host."""
    host = net.host(2)
    client = net.client(host.port, "Ada", seed=2)
    qtbot.waitUntil(lambda: client.seat is not None, timeout=5000)
    host.fill_with_computers("easy", ["Bot"])
    host.start(seed=9)
    game = host.controller.game
    qtbot.waitUntil(lambda: sum(len(r.decisions) for r in game.rounds) >= 4, timeout=10000)
    seat = client.seat
    host.close()
    qtbot.waitUntil(lambda: client.state == "lost", timeout=5000)
    assert host.session.table.seats[seat].state == "computer" and host.session.table.seats[seat].name == "Ada"
    assert host.session.away_book.standing_in == set() and host.session.away() == ()
    assert host.session.computer_plays(seat)
    for _ in range(7):
        if game.phase is Phase.GAME_OVER:
            break
        qtbot.waitUntil(lambda: game.phase is not Phase.PLAYING, timeout=30000)
        host.controller.next_round()
    assert game.phase is Phase.GAME_OVER and any(d.seat == seat for d in game.rounds[-1].decisions)
