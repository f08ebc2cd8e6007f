"""The hall's pure rules (net/hall.py): making tables, codes, keep times, its messages and rate."""
from __future__ import annotations

import json

import pytest

from mextrain.engine import GameOptions
from mextrain.net import hall as h
from mextrain.net.connection import Connection, give_way
from mextrain.net.schema import ProtocolError


def test_tables_in_all_and_per_address_are_limited():
    book = h.Book(h.HallLimits(tables=3, tables_per_address=2))
    book.new_entry("10.0.0.1", 0)
    book.new_entry("10.0.0.1", 0)
    assert book.may_create("10.0.0.1") == "too_many_tables"
    assert book.may_create("10.0.0.2") is None
    book.new_entry("10.0.0.2", 0)
    assert book.may_create("10.0.0.3") == "hall_full"


def test_a_code_is_never_valid_for_two_tables_at_once():
    book = h.Book(h.HallLimits())
    codes = iter(["AAAAAA", "AAAAAA", "AAAAAA", "BBBBBB"])
    first, _ = book.new_entry("a", 0, lambda: next(codes))
    second, token = book.new_entry("a", 0, lambda: next(codes))
    assert (first.code, second.code) == ("AAAAAA", "BBBBBB")
    assert book.by_code("bbb bbb") is second
    assert h.host_token_matches(second.host_key, token) and not h.host_token_matches(first.host_key, token)
    with pytest.raises(ValueError):
        book.add(h.TableEntry("0" * 16, "AAAAAA", "", "b", 0, None))


def test_keep_times():
    limits = h.HallLimits(game_kept=12 * 3600, lobby_kept=900, table_max=48 * 3600, game_over_kept=60)
    lobby = h.TableEntry("0" * 16, "AAAAAA", "", "a", created=0, empty_since=100)
    assert h.why_gone(lobby, False, limits, 100 + 899) is None
    assert h.why_gone(lobby, False, limits, 100 + 900) == "empty"
    assert h.why_gone(lobby, True, limits, 100 + 12 * 3600 - 1) is None  # a game is kept 12 h
    assert h.why_gone(lobby, True, limits, 100 + 12 * 3600) == "empty"
    busy = h.TableEntry("0" * 16, "AAAAAA", "", "a", created=0, empty_since=None)
    assert h.why_gone(busy, True, limits, 48 * 3600 - 1) is None
    assert h.why_gone(busy, True, limits, 48 * 3600) == "too_old"
    busy.finished = 10
    assert h.why_gone(busy, False, limits, 70) == "finished"
    assert h.TableEntry.from_json(busy.to_json()) == busy


def test_the_hall_messages_are_checked_field_by_field():
    made = h.CreateTable("Oma", "Family", GameOptions(4, 7, False))
    assert h.CreateTable.from_json(made.to_json()) == made
    with pytest.raises(ProtocolError):
        h.CreateTable.from_json({**made.to_json(), "extra": 1})
    order = h.TableAdmin("ABCDEF", "0" * 32, "computer", seat=2, level="hard")
    assert h.TableAdmin.from_json(order.to_json()) == order
    with pytest.raises(ProtocolError):
        h.TableAdmin.from_json({**order.to_json(), "action": "delete_everything"})


def test_a_halls_connection_has_the_halls_rate_and_message_size():
    c = Connection(1, "10.0.0.1", 0.0, 0.0, 0.0, tokens_at=0.0)
    slow = h.with_limits(c, h.HallLimits(rate=1.0, burst=2.0, max_frame=1000))
    assert [slow.spend(0.0) for _ in range(3)] == [True, True, False]
    assert slow.spend(1.0)
    assert slow.decoder.max_frame == 1000


def test_give_way_takes_the_halls_handshake_limits():
    pending = [Connection(i, "10.0.0.1", float(i), 0, 0) for i in range(3)]
    assert give_way(pending, "10.0.0.1") is None  # a table's limits: 8 an address
    assert give_way(pending, "10.0.0.1", per_peer=3).id == 0
    assert give_way(pending, "10.0.0.2", total=3).id == 0


def test_a_saved_table_keeps_its_house_rules():
    """A hall (and a host) reopens a table from Table.to_json: the house rules must survive it."""
    from mextrain.net.lobby import Table

    options = GameOptions.from_json({"players": 3, "rounds": 4, "starting_run": False, "set": 6, "draw": "until_fits"})
    table = Table("Family", options, code="ABCDEF")
    assert Table.from_json(json.loads(json.dumps(table.to_json()))).options == options
