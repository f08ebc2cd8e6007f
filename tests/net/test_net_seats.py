"""Several seats at one app (issue 31, protocol 7): a second person at a joined app's computer takes a seat
over a connection of its own (`hello.companion`), the lobby shows them together, each seat has its own
token, the limits hold against strangers, and no frame shows a seat a hidden tile."""
from __future__ import annotations

import json

import pytest

from mextrain.net import messages as m
from mextrain.net.lobby import Table
from support.net import MemoryTable, check_no_leaks, inbox_of


def test_a_second_person_at_a_joined_apps_computer_sits_down_and_the_lobby_shows_them_together() -> None:
    t = MemoryTable()
    ada = t.join("Ada", peer="10.0.0.9")
    ben = t.join("Ben", peer="10.0.0.9", companion=ada.client.token)
    cy = t.join("Cy", peer="10.0.0.7")
    assert (ada.client.seat, ben.client.seat, cy.client.seat) == (1, 2, 3)
    assert ben.client.token != ada.client.token  # each seat its own token
    seats = inbox_of(cy, m.Lobby)[-1].seats
    assert [s.together for s in seats] == [None, 1, 1, None]
    t.drop(ada)  # Ada's connection drops: her seat is away, Ben's is not, and her token brings her back
    assert t.host.table.seats[1].conn is None and t.host.table.seats[2].conn == ben.conn
    back = t.reconnect(ada, peer="10.0.0.9")
    assert back.client.seat == 1 and inbox_of(back, m.Lobby)[-1].seats[2].together == 1


def test_a_person_alone_again_is_shown_alone_and_the_save_keeps_who_sits_together() -> None:
    t = MemoryTable()
    ada = t.join("Ada")
    ben = t.join("Ben", companion=ada.client.token)
    again = Table.from_json(json.loads(json.dumps(t.host.table.to_json())))
    assert [s.together for s in again.infos()] == [None, 1, 1, None]
    t.client_out(ben, ben.client.leave())
    assert [s.together for s in t.host.table.infos()] == [None, None, None, None]


def test_a_made_up_companion_is_a_wrong_token_and_counts_toward_the_throttle() -> None:
    t = MemoryTable()
    t.join("Ada")
    waits = []
    for _ in range(4):
        p = t.join("Mallory", peer="198.51.100.66", companion="0" * 32)
        refused = inbox_of(p, m.Refused)[0]
        waits.append((refused.code, refused.retry_after))
    assert waits == [("bad_token", None), ("bad_token", None), ("bad_token", 1.0), ("slow_down", 1.0)]
    assert sum(s.state == "person" for s in t.host.table.seats) == 2  # the host and Ada


def test_a_companion_still_needs_the_join_code_and_an_open_seat() -> None:
    t = MemoryTable(players=2)
    ada = t.join("Ada")
    p = t.join("Ben", code="AAAAAA", companion=ada.client.token)
    assert inbox_of(p, m.Refused)[0].code == "bad_code"
    p = t.join("Ben", companion=ada.client.token)
    assert inbox_of(p, m.Refused)[0].code == "full"


def test_the_host_s_own_computer_seats_another_person_and_both_are_the_hosts() -> None:
    t = MemoryTable()
    t.run(t.host.add_host_person("Bea"))
    seats = t.host.table.seats
    assert (seats[1].name, seats[1].host, seats[1].token) == ("Bea", True, None)
    ana = t.join("Ana")
    assert [s.together for s in inbox_of(ana, m.Lobby)[-1].seats] == [0, 0, None, None]
    t.run(t.host.remove_person(1, t.now))  # the host may send its own second person away again
    assert t.host.table.seats[1].state == "open"


@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_two_people_at_one_app_play_a_whole_game_and_no_frame_shows_either_a_hidden_tile() -> None:
    t = MemoryTable(players=3, seed=4)
    ada = t.join("Ada")
    ben = t.join("Ben", companion=ada.client.token)
    t.start("easy")
    t.play_to_end()
    for p in (ada, ben):
        assert check_no_leaks(p) > 100  # each connection's frames against that seat's hidden tiles
        assert all(v.view.seat == p.client.seat for v in inbox_of(p, m.View))
