"""Reactions (issue 31, protocol 7) at the host's session: passed on to every seat, one every 2 s per
seat, switched off by the host, never from a computer, and a flood cut off by the message limits."""
from __future__ import annotations

import json

import pytest

from mextrain.net import actions as a
from mextrain.net import messages as m
from mextrain.net import wire
from mextrain.net.connection import BURST
from mextrain.net.lobby import Table
from support.net import MemoryTable, inbox_of


def _reacted(t: MemoryTable) -> list[tuple[int, str]]:
    return [(x.seat, x.reaction) for x in t.host_actions if isinstance(x, a.Reacted)]


def test_a_reaction_reaches_every_seat_the_senders_own_too_and_the_hosts_window() -> None:
    t = MemoryTable()
    ana, ben = t.join("Ana"), t.join("Ben")
    t.client_out(ana, ana.client.react("nice_move"))
    for p in (ana, ben):
        assert [(r.seat, r.reaction) for r in inbox_of(p, m.Reaction)] == [(1, "nice_move")]
    assert _reacted(t) == [(1, "nice_move")]


def test_a_second_reaction_within_two_seconds_is_dropped_and_one_after_them_passes() -> None:
    t = MemoryTable()
    ana, ben = t.join("Ana"), t.join("Ben")
    t.client_out(ana, ana.client.react("oops"))
    t.now += m.REACTION_EVERY - 0.1
    t.client_out(ana, ana.client.react("good_game"))
    t.client_out(ben, ben.client.react("thumbs_up"))  # another seat's own limit
    t.now += 0.1
    t.client_out(ana, ana.client.react("well_played"))
    assert [(r.seat, r.reaction) for r in inbox_of(ben, m.Reaction)] == [
        (1, "oops"), (2, "thumbs_up"), (1, "well_played")]
    assert not inbox_of(ana, m.Error) and ana.open  # dropped without a word


def test_the_hosts_switch_stops_reactions_and_every_lobby_says_so() -> None:
    t = MemoryTable()
    ana, ben = t.join("Ana"), t.join("Ben")
    t.run(t.host.set_reactions(False))
    assert inbox_of(ben, m.Lobby)[-1].reactions is False
    t.client_out(ana, ana.client.react("oops"))
    assert t.host.react(0, "oops", t.now) == []  # the host's own person too
    assert not inbox_of(ben, m.Reaction) and not _reacted(t)
    t.run(t.host.set_reactions(True))
    assert inbox_of(ben, m.Lobby)[-1].reactions is True
    t.client_out(ana, ana.client.react("oops"))
    assert inbox_of(ben, m.Reaction)


def test_the_switch_is_kept_in_the_hosts_save() -> None:
    t = MemoryTable()
    t.run(t.host.set_reactions(False))
    def again(table: Table) -> Table:
        return Table.from_json(json.loads(json.dumps(table.to_json())))

    assert again(t.host.table).reactions is False
    assert again(Table("K", t.options)).reactions is True


def test_the_hosts_own_person_reacts_and_a_computer_seat_never_does() -> None:
    t = MemoryTable()
    ana = t.join("Ana")
    t.start()
    t.run(t.host.react(0, "your_turn", t.now))
    assert [(r.seat, r.reaction) for r in inbox_of(ana, m.Reaction)] == [(0, "your_turn")]
    computer = next(i for i, s in enumerate(t.host.table.seats) if s.state == "computer")
    assert t.host.react(computer, "oops", t.now + 5) == []
    with pytest.raises(ValueError):
        t.host.react(0, "hello there", t.now + 5)  # no free text


def test_a_reaction_before_the_hello_or_with_a_made_up_word_is_an_error() -> None:
    t = MemoryTable()
    ana = t.join("Ana")
    out = t.raw(ana, wire.encode({"type": "react", "reaction": "you_stink"}))
    assert any(isinstance(x, a.SendTo) and b"bad_message" in x.data for x in out) and not _reacted(t)
    t.host.connected(99, "198.51.100.66", t.now)
    out = t.host.received(99, m.React("oops").encode(), t.now)
    assert any(isinstance(x, a.SendTo) and b"unexpected" in x.data for x in out)
    assert any(isinstance(x, a.CloseConnection) for x in out)


def test_a_flood_of_reactions_counts_toward_the_rate_and_is_closed() -> None:
    t = MemoryTable()
    ana, ben = t.join("Ana", peer="127.0.0.66"), t.join("Ben")
    out = t.raw(ana, m.React("oops").encode() * int(BURST + 10))
    assert any(isinstance(x, a.CloseConnection) and x.reason == "flood" for x in out)
    assert len(inbox_of(ben, m.Reaction)) == 1  # one passed on, the rest dropped, then the line cut
    assert t.host.table.seats[2].conn is not None  # Ben sits on
