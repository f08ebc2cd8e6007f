"""Watchers and Play Again (protocol 7) through the pure host and client sessions, bytes passed by hand.

A watcher has no seat, makes no move and is sent no hand; Play Again reopens the lobby with the
same options, asks every person still there, opens the seats of those who left, and the next
game's first seat moves on by one (R5); a watcher takes a free seat and plays the next game.
"""
from __future__ import annotations

import json

import pytest

from mextrain.engine import DRAW, GameOptions, Phase, next_first_seat, starter_of_game
from mextrain.engine.record import game_to_record, replay
from mextrain.net import messages as m
from support.net import CODE, MemoryTable, check_no_leaks, inbox_of


def _short(players: int = 3, seed: int = 4) -> MemoryTable:
    return MemoryTable(seed=seed, options=GameOptions.of(players, short=True, set=6))  # 4 rounds


def _replays(t: MemoryTable, seats) -> None:
    g = t.game
    again = replay(json.loads(json.dumps(game_to_record(g, seats))))
    assert again.totals == g.totals and again.winners == g.winners


def test_a_watcher_sees_the_public_table_never_a_hand_and_makes_no_move() -> None:
    t = _short()
    ana = t.join("Ana")
    kim = t.join("Kim", watch=True)
    assert kim.client.watching and kim.client.seat is None and kim.client.token is None
    assert inbox_of(kim, m.Watching)
    assert ana.client.lobby.watchers == ("Kim",) and kim.client.lobby.you is None
    t.start()
    kim_views = inbox_of(kim, m.View)
    assert kim_views and all(v.public and v.view.hand == () and v.view.legal == () for v in kim_views)
    # a move from the watcher is an error; the table goes on
    t.client_out(kim, [cl_send(m.MoveIntent(t.host.turn, DRAW))])
    assert inbox_of(kim, m.Error)[-1].code == "unexpected"
    t.play_to_end()
    assert t.game.phase is Phase.GAME_OVER
    assert len(inbox_of(kim, m.RoundOver)) == 4 and inbox_of(kim, m.GameOver)
    assert check_no_leaks(kim) > 20  # every frame the watcher got, against every hand and the boneyard then
    drawn = [e for ev in inbox_of(kim, m.Events) for e in ev.events if e.kind.value == "tile_drawn"]
    assert drawn and all(e.tile is None for e in drawn)


def cl_send(msg: m.Message):
    from mextrain.net import client as cl

    return cl.Send(msg.encode())


def test_the_ninth_watcher_is_refused_and_the_host_can_send_one_away() -> None:
    t = _short()
    watchers = [t.join(f"W{i}", watch=True) for i in range(m.MAX_WATCHERS)]
    ninth = t.join("Late", watch=True)
    assert ninth.client.refused is not None and ninth.client.refused.code == "watchers_full"
    assert t.host.watchers() == tuple(f"W{i}" for i in range(8))
    t.run(t.host.send_away(2))
    assert watchers[2].client.refused.code == "removed" and not watchers[2].open
    assert t.host.watchers() == tuple(f"W{i}" for i in range(8) if i != 2)
    assert watchers[0].client.lobby.watchers == t.host.watchers()
    assert t.join("Late", watch=True).client.watching  # room again


def test_a_watcher_needs_the_code() -> None:
    t = _short()
    p = t.join("Kim", code="AAAAAA", watch=True)
    assert p.client.refused.code == "bad_code" and not t.host.watchers()


def test_play_again_asks_everyone_opens_the_seat_of_who_left_and_a_watcher_takes_it() -> None:
    t = _short(players=3)
    ana, bo = t.join("Ana"), t.join("Bo")
    kim = t.join("Kim", watch=True)
    t.start()
    first = t.game
    t.play_to_end()
    t.run(t.host.play_again("Host"))
    assert t.host.game is None and t.host.table.first_seat == next_first_seat(first)
    for p in (ana, bo):
        (asked,) = inbox_of(p, m.PlayAgain)
        assert asked.host == "Host" and p.client.state == "lobby"
    assert not inbox_of(kim, m.PlayAgain)  # a watcher is not asked
    assert ana.client.lobby.phase == "lobby" and ana.client.lobby.again == (0,)  # the host's own seat says Play
    t.client_out(ana, ana.client.again())
    assert kim.client.lobby.again == (0, 1)
    t.client_out(bo, bo.client.leave())  # Leave the Table: the seat is open again
    assert t.host.table.seats[2].state == "open"
    t.client_out(kim, kim.client.take_seat(2))  # open in the lobby: the watcher's at once
    assert kim.client.seat == 2 and kim.client.token and not kim.client.watching
    assert t.host.table.seats[2].name == "Kim" and ana.client.lobby.again == (0, 1, 2) and not t.host.watchers()
    t.start()
    second = t.game
    assert second is not first and second.options == first.options
    assert starter_of_game(second.seed, 3) == (first.rounds[-1].deal.starter + 1) % 3  # R5, as the local Play Again
    t.play_to_end()
    _replays(t, t.record_seats())
    assert inbox_of(kim, m.GameOver) and check_no_leaks(kim) > 20 and check_no_leaks(ana) > 20
    # the watcher-become-player comes back with its token
    t.drop(kim)
    back = t.reconnect(kim)
    assert back.client.seat == 2 and not back.client.watching


def test_a_seat_a_computer_plays_for_who_left_is_the_watchers_when_the_host_agrees_between_rounds() -> None:
    t = _short(players=3)
    ana, bo = t.join("Ana"), t.join("Bo")
    kim = t.join("Kim", watch=True)
    t.start()
    t.client_out(kim, kim.client.take_seat(1))  # a round is being played
    assert inbox_of(kim, m.Error)[-1].code == "not_now"
    t.client_out(bo, bo.client.leave())  # a computer plays Bo's seat from now on
    assert t.host.table.seats[2].state == "computer" and t.host.table.seats[2].freed
    assert kim.client.lobby.seats[2].freed and not kim.client.lobby.seats[1].freed  # the watcher sees which to ask for
    while t.game.phase is Phase.PLAYING:
        t.step()
    t.client_out(kim, kim.client.take_seat(1))  # Ana's seat is hers
    assert inbox_of(kim, m.Error)[-1].code == "seat_taken"
    t.client_out(kim, kim.client.take_seat(2))
    assert t.host.asks() == ((0, 2),) and ana.client.lobby.asks == ((0, 2),)
    assert kim.client.watching  # until the host agrees
    with pytest.raises(ValueError):
        t.host.grant_seat(1, t.now)
    t.run(t.host.grant_seat(2, t.now))
    assert kim.client.seat == 2 and t.host.table.seats[2].state == "person" and not t.host.computer_plays(2)
    t.play_to_end()  # the hand of the next deal is Kim's: her client plays it
    assert inbox_of(kim, m.GameOver) and check_no_leaks(kim) > 10


def test_a_hostile_watcher_never_stalls_the_table() -> None:
    t = _short(players=3)
    ana = t.join("Ana")
    bad = t.join("Eve", watch=True, peer="127.0.0.66")
    t.start()
    for _ in range(3):
        t.client_out(bad, [cl_send(m.MoveIntent(t.host.turn, DRAW)), cl_send(m.Again()), cl_send(m.TakeSeat(0))])
    t.raw(bad, m.TakeSeat(1).encode() * 200)  # a flood
    assert not bad.open  # closed (too many errors, or a flood), the game goes on
    t.play_to_end()
    assert t.game.phase is Phase.GAME_OVER and ana.open


def test_only_a_person_asked_answers_again_and_only_after_the_game() -> None:
    t = _short()
    ana = t.join("Ana")
    t.start()
    with pytest.raises(ValueError):
        t.host.play_again("Host")  # not before the end
    t.client_out(ana, [cl_send(m.Again())])
    assert inbox_of(ana, m.Error)[-1].code == "unexpected"


def test_a_version_6_app_is_refused_with_the_version() -> None:
    t = _short()
    t.run(t.host.connected(99, "10.0.0.8", t.now))
    out = t.host.received(99, m.Hello("Old", CODE, protocol=6, app="0.9.0").encode(), t.now)
    refusal = json.loads(out[0].data[4:])
    assert refusal["type"] == "refused" and refusal["code"] == "version" and refusal["host_protocol"] == 7


def test_the_watchers_leak_check_catches_a_drawn_tile_sent_to_a_watcher(monkeypatch: pytest.MonkeyPatch) -> None:
    from mextrain.net import host as host_module

    monkeypatch.setattr(host_module, "public_events", lambda events, seat: tuple(events))  # a host that tells draws
    t = _short()
    kim = t.join("Kim", watch=True)
    t.start()
    t.play_to_end()
    with pytest.raises(AssertionError, match="hidden tiles"):
        check_no_leaks(kim)
