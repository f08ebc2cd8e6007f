"""What a stranger may try at the host's session (issue 19, points 9, 17, 18, 19): the protocol alone, time passed in."""
from __future__ import annotations

import pytest

from mextrain.engine import GameOptions
from mextrain.net import messages as m
from mextrain.net.host import TAKEOVER_EVERY
from mextrain.net.lobby import Table
from mextrain.net.schema import clean_text, name_key
from support.net import CODE, MemoryTable, Peer, inbox_of


def test_wrong_codes_between_a_seated_persons_own_reconnections_are_still_counted() -> None:
    """A valid token does not reset its address's count: the guesses in between keep growing waits."""
    t = MemoryTable()
    mallory = t.join("Mallory", peer="203.0.113.7")
    delays = []
    for i in range(6):
        t.now += delays[-1] if delays else 0.0
        r = inbox_of(t.join("Mallory", code="AAAAAA", peer="203.0.113.7"), m.Refused)[0]
        assert r.code == "bad_code"
        delays.append(r.retry_after or 0.0)
        t.drop(mallory)
        mallory = t.reconnect(mallory, peer="203.0.113.7")  # the token still seats her at once
        assert mallory.client.seat == 1
    assert delays == [0.0, 0.0, 1.0, 2.0, 4.0, 8.0]
    early = inbox_of(t.join("Mallory", code="BBBBBB", peer="203.0.113.7"), m.Refused)[0]
    assert (early.code, early.retry_after) == ("slow_down", pytest.approx(8.0))


def test_a_token_wins_over_a_code_and_is_looked_at_while_the_address_waits() -> None:
    t = MemoryTable()
    ana = t.join("Ana", peer="192.0.2.4")
    for _ in range(3):
        t.join("Ana", code="AAAAAA", peer="192.0.2.4")
    t.drop(ana)
    back = t.join("Ana", code="WRONG1", token=ana.client.token, peer="192.0.2.4")
    assert back.client.seat == 1 and inbox_of(back, m.Welcome)


def test_a_seat_changes_hands_at_most_once_in_ten_seconds_and_the_replaced_app_takes_it_back() -> None:
    t = MemoryTable()
    ana = t.join("Ana")
    token = ana.client.token
    thief = t.join("x", code=None, token=token, peer="198.51.100.66")
    assert thief.client.seat == 1  # the first takeover is at once (an app restarted after a crash)
    refused = inbox_of(ana, m.Refused)[-1]
    assert (refused.code, refused.retry_after) == ("replaced", TAKEOVER_EVERY) and ana.client.can_rejoin
    for _ in range(50):  # a thief hammering the seat: every try within the ten seconds is refused
        again = t.join("x", code=None, token=token, peer="198.51.100.66")
        r = inbox_of(again, m.Refused)[0]
        assert r.code == "in_use" and 0 < r.retry_after <= TAKEOVER_EVERY
    assert t.host.table.seats[1].conn == thief.conn
    t.now += TAKEOVER_EVERY
    back = _same_app_again(t, ana)  # Ana's app takes her seat back as told
    assert back.client.seat == 1 and t.host.table.seats[1].conn == back.conn
    assert inbox_of(thief, m.Refused)[-1].code == "replaced"
    t.now += TAKEOVER_EVERY
    t.join("x", code=None, token=token, peer="198.51.100.66")
    assert inbox_of(back, m.Refused)[-1].code == "replaced"
    assert not back.client.can_rejoin  # replaced a second time: the person decides (Try Again)


def _same_app_again(t: MemoryTable, p: Peer) -> Peer:
    """The app of `p` reconnects with the session it keeps (as JoinedTable does)."""
    conn = t._next_conn
    t._next_conn += 1
    q = Peer(conn, p.client)
    t.peers[conn] = q
    t.run(t.host.connected(conn, "10.0.0.9", t.now))
    t.client_out(q, q.client.connect(t.now))
    return q


def test_a_seat_whose_person_is_away_is_taken_back_at_once_however_often() -> None:
    t = MemoryTable()
    ana = t.join("Ana")
    for _ in range(5):
        t.drop(ana)
        ana = t.reconnect(ana)
        assert ana.client.seat == 1


@pytest.mark.parametrize("name, reads", [
    ("A\u200bd\u200ba", "Ada"), ("\uff21\uff44\uff41", "Ada"), ("Ada\u3164", "Ada"), ("\u2800Ada", "Ada"),
    ("Ad\u034fa", "Ada"), ("A\ufe0fda", "Ada"), ("Z\u0301\u0301\u0301\u0301\u0301o", "\u0179\u0301o"),
    ("  Ana\u0000\u0007 \u202e\tMaria\n ", "Ana Maria"), ("\u0301Ada", "Ada"),
])
def test_names_are_kept_as_people_read_them(name: str, reads: str) -> None:
    assert clean_text(name, 24) == reads


def test_names_at_one_table_stay_distinct_as_people_read_them() -> None:
    t = MemoryTable(players=6)
    t.run(t.host.set_computer(5, "easy", "Ada"))
    names = ["Mallory", "Mallory", "MALLORY", "A\u200bd\u200ba"]
    peers = [t.join(n, peer=f"10.0.0.{i}") for i, n in enumerate(names)]
    seated = [t.host.table.seats[p.client.seat].name for p in peers]
    assert seated == ["Mallory", "Mallory 2", "MALLORY 3", "Ada 2"]
    keys = [name_key(s.name) for s in t.host.table.seats]
    assert len(set(keys)) == len(keys)
    assert inbox_of(peers[0], m.Lobby)[-1].seats[2].name == "Mallory 2"  # everybody sees the same names


def test_a_name_of_look_alike_letters_from_another_script_is_not_a_second_ada() -> None:
    """Cyrillic "А" and Greek "Α" read as Latin "A": "Аda" beside "Ada" becomes "Аda 2", shown
    as it was written; Ukrainian names of their own letters stay as they are."""
    t = MemoryTable(players=7)
    names = ["Ada", "\u0410da", "\u0391DA", "Олена", "Oлена", "Олег"]  # Cyrillic А, Greek Α, a Latin O
    peers = [t.join(n, peer=f"10.0.0.{i}") for i, n in enumerate(names)]
    seated = [t.host.table.seats[p.client.seat].name for p in peers]
    assert seated == ["Ada", "\u0410da 2", "\u0391DA 3", "Олена", "Oлена 2", "Олег"]


def test_a_long_name_keeps_its_number_within_the_limit() -> None:
    table = Table("T", GameOptions(3, 7), host_name="X" * 24)
    table.set_computer(1, "easy", "x" * 30)
    assert table.seats[1].name == "x" * 22 + " 2" and len(table.seats[1].name) == 24


def test_an_app_of_another_version_with_the_same_protocol_joins() -> None:
    """Point 9, decided: the protocol number is the contract (the host alone runs the rules)."""
    t = MemoryTable()
    t.run(t.host.connected(50, "10.1.1.1", t.now))
    acts = t.host.received(50, m.Hello("Newer", CODE, app="9.9.9").encode(), t.now)
    assert t.host.table.seats[1].name == "Newer" and t.host.conns[50].seat == 1 and acts


def test_a_takeover_sends_the_view_to_the_newcomer_only_and_a_return_to_everybody() -> None:
    t = MemoryTable(players=3)
    ana, bo = t.join("Ana"), t.join("Bo")
    t.start()
    seen = len(inbox_of(bo, m.View))
    again = t.reconnect(ana)  # Ana's old connection is still live: nothing changes for Bo
    assert inbox_of(again, m.View) and len(inbox_of(bo, m.View)) == seen
    t.drop(again)
    assert inbox_of(bo, m.View)[-1].away == (1,)
    t.reconnect(ana)
    assert inbox_of(bo, m.View)[-1].away == ()
