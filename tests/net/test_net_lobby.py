"""The host's lobby through its session: joining, codes and their throttle, tokens, full tables, removal."""
from __future__ import annotations

import pytest

from mextrain.engine import GameOptions
from mextrain.net import actions as a
from mextrain.net import messages as m
from mextrain.net.connection import HANDSHAKE_SILENT, MAX_PENDING, MAX_PENDING_PER_PEER
from mextrain.net.lobby import CODE_ALPHABET, Table, new_join_code, new_token, normalise_code
from support.net import CODE, MemoryTable, inbox_of


def test_join_codes_and_tokens_come_from_secrets_and_are_unambiguous() -> None:
    codes = {new_join_code() for _ in range(200)}
    assert len(codes) == 200 and all(len(c) == 6 and set(c) <= set(CODE_ALPHABET) for c in codes)
    assert not set("01OIL") & set(CODE_ALPHABET)
    tokens = {new_token() for _ in range(200)}
    assert len(tokens) == 200 and all(len(t) == 32 and int(t, 16) >= 0 for t in tokens)  # 128 bits
    assert normalise_code("kx7-p2m") == normalise_code(" KX7 P2M") == "KX7P2M"


def test_people_join_with_the_code_and_see_the_lobby() -> None:
    t = MemoryTable(players=4)
    ana = t.join("Ana", code="kx7-p2m")
    bo = t.join("Bo")
    assert (ana.client.seat, bo.client.seat) == (1, 2) and ana.client.state == "lobby"
    assert ana.client.token and ana.client.token != bo.client.token
    lobby = inbox_of(ana, m.Lobby)[-1]
    assert [s.state for s in lobby.seats] == ["person", "person", "person", "open"]
    assert [s.name for s in lobby.seats[:3]] == ["Host", "Ana", "Bo"] and lobby.seats[0].host
    assert lobby.you == 1 and lobby.options == GameOptions(4, 7) and lobby.table == "Kitchen"
    t.run(t.host.set_computer(3, "hard", "Ada"))
    assert inbox_of(bo, m.Lobby)[-1].seats[3] == m.SeatInfo("computer", "Ada", False, "hard")


def test_a_full_table_refuses_politely() -> None:
    t = MemoryTable(players=3)
    t.join("Ana")
    t.join("Bo")
    cy = t.join("Cy")
    assert inbox_of(cy, m.Refused)[0].code == "full" and cy.client.state == "closed" and not cy.open
    assert [s.name for s in t.host.table.seats] == ["Host", "Ana", "Bo"]


def test_wrong_codes_slow_down_per_name_and_address_and_are_not_even_checked_while_waiting() -> None:
    t = MemoryTable()
    delays = []
    for i in range(8):
        if delays:
            t.now += delays[-1]  # waits exactly as told
        p = t.join("Mallory", code="AAAAAA", peer="203.0.113.5")
        r = inbox_of(p, m.Refused)[0]
        assert r.code == "bad_code"
        delays.append(r.retry_after or 0.0)
    assert delays == [0.0, 0.0, 1.0, 2.0, 4.0, 8.0, 16.0, 32.0]  # a person's first two typos are free
    # while the wait runs even the right code is not looked at
    early = t.join("MALLORY", code=CODE, peer="203.0.113.5")
    assert inbox_of(early, m.Refused)[0].code == "slow_down"
    assert inbox_of(early, m.Refused)[0].retry_after == pytest.approx(32.0)
    # another address is not held up
    ana = t.join("Ana", code=CODE, peer="198.51.100.7")
    assert ana.client.seat == 1
    assert all(s.name != "Mallory" for s in t.host.table.seats)


def test_wrong_codes_of_one_person_do_not_hold_up_another_behind_the_same_router() -> None:
    t = MemoryTable()
    for _ in range(4):
        t.join("Ana", code="KX7P2N", peer="192.0.2.1")
    assert inbox_of(t.join("Ana", peer="192.0.2.1"), m.Refused)[0].code == "slow_down"
    assert t.join("Bo", peer="192.0.2.1").client.seat == 1  # same address, right code: in at once


def test_a_guesser_who_changes_names_waits_once_the_address_made_ten_wrong_codes() -> None:
    t = MemoryTable()
    delays: list[float] = []
    for i in range(12):
        t.now += delays[-1] if delays else 0.0
        r = inbox_of(t.join(f"M{i}", code="AAAAAA", peer="203.0.113.9"), m.Refused)[0]
        assert r.code == "bad_code"
        delays.append(r.retry_after or 0.0)
    assert delays == [0.0] * 10 + [1.0, 2.0]
    late = inbox_of(t.join("Fresh", code=CODE, peer="203.0.113.9"), m.Refused)[0]
    assert (late.code, late.retry_after) == ("slow_down", pytest.approx(2.0))
    t.now += 2.0
    assert t.join("Fresh", peer="203.0.113.9").client.seat == 1


def test_a_person_rejoins_with_the_token_and_a_wrong_token_counts_as_a_wrong_code() -> None:
    t = MemoryTable()
    ana = t.join("Ana")
    t.drop(ana)
    assert inbox_of(t.join("Eve", code=None, token="0" * 32, peer="1.2.3.4"), m.Refused)[0].code == "bad_token"
    back = t.reconnect(ana)
    assert back.client.seat == 1 and inbox_of(back, m.Welcome)[0].token == ana.client.token
    assert t.host.table.seats[1].conn == back.conn


def test_a_second_connection_with_the_same_token_replaces_the_first() -> None:
    t = MemoryTable()
    ana = t.join("Ana")
    again = t.reconnect(ana)
    assert inbox_of(ana, m.Refused)[-1].code == "replaced" and not ana.open
    assert ana.client.can_rejoin  # it takes its seat back once (the other may be a stolen token)
    assert again.client.seat == 1 and t.host.table.seats[1].conn == again.conn


def test_the_host_removes_a_person_whose_token_then_stops_working() -> None:
    t = MemoryTable()
    ana = t.join("Ana")
    token = ana.client.token
    t.run(t.host.remove_person(1, t.now))
    assert inbox_of(ana, m.Refused)[-1].code == "removed" and not ana.client.can_rejoin
    assert t.host.table.seats[1].state == "open"
    assert inbox_of(t.join("Ana", code=None, token=token), m.Refused)[0].code == "bad_token"


def test_start_needs_every_seat_taken() -> None:
    t = MemoryTable(players=3)
    ana = t.join("Ana")
    from mextrain.engine import Game

    with pytest.raises(ValueError, match="every seat"):
        t.host.start(Game(t.options, 1), t.now)
    t.start()
    assert ana.client.state == "playing" and inbox_of(ana, m.Lobby)[-1].phase == "playing"
    assert inbox_of(ana, m.View)[-1].view.hand == tuple(t.game.round.hand(1))
    late = t.join("Late")
    assert inbox_of(late, m.Refused)[0].code == "started"


def test_a_client_of_another_version_is_told_both_versions() -> None:
    t = MemoryTable()
    p = t.join("Old")
    conn = 99
    t.run(t.host.connected(conn, "10.1.1.1", t.now))
    old = m.Hello("Old", CODE, protocol=m.PROTOCOL_VERSION + 1, app="0.3.0").encode()
    acts = t.host.received(conn, old, t.now)
    (send,) = [x for x in acts if isinstance(x, a.SendTo)]
    refusal = m.decode(__import__("json").loads(send.data[4:]), m.HOST_MESSAGES)
    assert (refusal.code, refusal.host_app, refusal.your_app) == ("version", m.APP_VERSION, "0.3.0")
    assert a.CloseConnection(conn, "version") in acts and p.client.seat == 1


def test_silent_connections_are_closed_and_handshakes_are_bounded_per_address() -> None:
    t = MemoryTable()
    for conn in range(1000, 1000 + MAX_PENDING_PER_PEER):
        assert t.host.connected(conn, "10.9.9.9", t.now) == []
    over = t.host.connected(5000, "10.9.9.9", t.now + 0.1)
    assert a.CloseConnection(1000, "busy") in over and 5000 in t.host.conns  # the oldest of that address gives way
    t.now += HANDSHAKE_SILENT + 0.1  # nothing said at all: closed before the hello timeout
    acts = t.host.tick(t.now)
    assert {x.conn for x in acts if isinstance(x, a.CloseConnection)} == set(range(1001, 1000 + MAX_PENDING_PER_PEER)) | {5000}
    assert t.host.conns == {}


def test_when_every_handshake_place_is_taken_the_greediest_address_gives_way() -> None:
    t = MemoryTable()
    conn = 1000
    for i in range(MAX_PENDING // MAX_PENDING_PER_PEER):
        for _ in range(MAX_PENDING_PER_PEER):
            assert t.host.connected(conn, f"10.66.0.{i}", t.now) == []
            conn += 1
    acts = t.host.connected(9000, "10.1.1.1", t.now)  # a person from yet another address
    assert a.CloseConnection(1000, "busy") in acts and 9000 in t.host.conns
    ana = t.join("Ana", peer="10.1.1.2")
    assert ana.client.seat == 1


def test_a_person_behind_the_hoarders_own_address_still_gets_in_by_saying_hello_at_once() -> None:
    t = MemoryTable()
    for conn in range(1000, 1000 + 3 * MAX_PENDING_PER_PEER):
        t.host.connected(conn, "10.66.6.6", t.now)
    ana = t.join("Ana", peer="10.66.6.6")
    assert ana.client.seat == 1


def test_the_table_keeps_its_seats_and_tokens_when_persons_come_and_go() -> None:
    table = Table("T", GameOptions(2, 7), host_name="H", code="abc-def")
    assert table.code == "ABCDEF" and table.code_matches("abc def") and not table.code_matches("ABCDEG")
    table.fill_with_computers("easy", ["Bot"])
    assert table.full and table.seats[1].state == "computer"


def test_the_host_fills_open_seats_with_computers_and_everybody_sees_it() -> None:
    t = MemoryTable(players=5)
    ana = t.join("Ana")
    t.run(t.host.fill_with_computers("hard", ["Ada", "Grace"]))
    seats = inbox_of(ana, m.Lobby)[-1].seats
    assert [(s.state, s.level) for s in seats[2:]] == [("computer", "hard")] * 3 and t.host.table.full
    assert a.LobbyChanged() in t.host_actions


def test_a_reopened_table_takes_its_people_back_by_their_tokens() -> None:
    """The host's app restarts from its autosave: same seats and tokens; everybody is away until back."""
    import json

    from mextrain.net.host import HostSession
    from mextrain.net.schema import ProtocolError

    t = MemoryTable(players=3, seed=6)
    ana, _bo = t.join("Ana"), t.join("Bo")
    t.start()
    for _ in range(10):
        t.step()
    saved = json.loads(json.dumps(t.host.table.to_json()))
    # the host is killed: a new session from the autosave, the game replayed from its record
    t.host = HostSession(Table.from_json(saved))
    assert [s.conn for s in t.host.table.seats] == [None] * 3
    t.peers.clear()
    acts = t.host.start(t.game, t.now)
    assert a.SeatAway(1) in acts and a.SeatAway(2) in acts
    ana2 = t.reconnect(ana)
    assert ana2.client.seat == 1 and a.SeatBack(1) in t.host_actions
    assert inbox_of(ana2, m.View)[-1].view.hand == tuple(t.game.round.hand(1))
    for broken in ({}, {**saved, "seats": saved["seats"][:2]}, {**saved, "code": "../x"}, [1]):
        with pytest.raises(ProtocolError):
            Table.from_json(broken)


def test_names_the_host_gives_are_cleaned_so_every_lobby_reads_back() -> None:
    import json

    from mextrain.net.wire import FrameDecoder

    with pytest.raises(ValueError, match="name"):
        Table("\u0007" * 3, GameOptions(3, 7))
    table = Table(" Kitchen\n", GameOptions(3, 7), host_name="H" * 100 + "\u202e", code="ABCDEF")
    with pytest.raises(ValueError, match="name"):
        table.set_computer(1, "easy", "\u200b")
    table.set_computer(1, "easy", "Ada")
    table.set_computer(2, "hard", "Grace\u0000 Hopper " * 5)
    msg = m.Lobby(table.name, table.infos(), table.options, 0, 60.0)
    (obj,) = FrameDecoder().feed(msg.encode())
    assert m.decode(obj, m.HOST_MESSAGES) == msg
    assert table.name == "Kitchen" and len(table.seats[0].name) == 24 and table.seats[2].name.startswith("Grace Hopper")
    assert json.dumps(obj)



def test_the_host_switches_the_starting_run_in_the_lobby_and_everybody_sees_it() -> None:
    t = MemoryTable(players=3)
    p = t.join("Ana")
    t.options = GameOptions(3, 7, True)
    t.run(t.host.set_options(t.options))
    assert inbox_of(p, m.Lobby)[-1].options.starting_run is True
    with pytest.raises(ValueError):
        t.host.set_options(GameOptions(4, 7, True))  # the seats are the table's
    t.start()
    assert t.game.options.starting_run
    with pytest.raises(ValueError):
        t.host.set_options(GameOptions(3, 7, False))  # not once the game runs
