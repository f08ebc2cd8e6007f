"""The lobby names its rule set (R18, protocol.md `lobby.rule_set`): read strictly, cleaned as
every name is, absent when the host gave none; options with an unknown rule are refused."""
from __future__ import annotations

import pytest

from mextrain.engine import GameOptions
from mextrain.net import messages as m
from mextrain.net.schema import ProtocolError

SEATS = [{"state": "open", "name": "", "connected": False, "host": False}] * 2


def _lobby(**extra) -> dict:
    return {"type": "lobby", "table": "Kitchen", "seats": SEATS, "you": 0, "grace": 60, "phase": "lobby",
            "options": {"players": 2, "rounds": 10, "starting_run": False, "set": 9}, **extra}


def test_the_lobby_carries_the_rule_set_s_name_cleaned() -> None:
    msg = m.decode(_lobby(rule_set="Grandma's\u202e rules\n"), m.HOST_MESSAGES)
    assert isinstance(msg, m.Lobby) and msg.rule_set == "Grandma's rules"
    assert msg.options == GameOptions.of(2, set=9)
    assert m.decode(_lobby(), m.HOST_MESSAGES).rule_set is None
    assert "rule_set" not in m.decode(_lobby(), m.HOST_MESSAGES).to_json()
    assert m.decode(_lobby(rule_set="x" * 60), m.HOST_MESSAGES).rule_set == "x" * 40


@pytest.mark.parametrize(("bad", "words"), [
    ({"rule_set": 7}, "rule set must be a string"),
    ({"rule_set": "x" * 200}, "rule set must be a string"),
    ({"options": {"players": 2, "rounds": 10, "starting_run": False, "set": 9, "colour": "red"}}, "colour"),
    ({"options": {"players": 2, "rounds": 13, "starting_run": False, "set": 9}}, "rounds must be 10"),
    ({"options": {"players": 5, "rounds": 7, "starting_run": False, "set": 6}}, "2 to 4 with a double-6 set"),
])
def test_a_lobby_with_a_bad_rule_set_is_refused_naming_what_is_wrong(bad: dict, words: str) -> None:
    with pytest.raises(ProtocolError) as exc:
        m.decode(_lobby(**bad), m.HOST_MESSAGES)
    assert exc.value.code == "bad_message" and words in exc.value.detail
