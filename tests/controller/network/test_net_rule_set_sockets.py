"""A hosted table's rule set over real sockets (R18): the host chooses it in the lobby until
Start, every joined app hears its rules and its name, the game is played and recorded by it,
and a stranger from 127.0.0.66 whose lobby-shaped message names an unknown option is refused
without the table closing or changing."""
from __future__ import annotations

import pytest
from PySide6.QtNetwork import QAbstractSocket

from mextrain.engine import GameOptions
from mextrain.engine.options import RuleError
from mextrain.net import messages as m
from support.net_sockets import ATTACKER, CODE, Stranger

GRANDMA = {"set": 9, "doubles": "free", "draw": "until_fits"}


def test_the_host_s_rule_set_reaches_every_joined_app_and_a_stranger_cannot_change_it(qtbot, net) -> None:
    host = net.host(3, rounds=7)
    ana = net.client(host.port, "Ana")
    ana.playing = False
    qtbot.waitUntil(lambda: ana.lobby is not None, timeout=5000)
    assert ana.lobby.options == GameOptions(3, 7) and ana.lobby.rule_set is None

    host.set_rules(GRANDMA, "Grandma's rules")  # in the lobby, until Start
    wanted = GameOptions.of(3, short=True, **GRANDMA)  # still a short game: 5 rounds of a double-9 set
    qtbot.waitUntil(lambda: ana.lobby.options == wanted, timeout=5000)
    assert ana.lobby.rule_set == "Grandma's rules" and ana.lobby.options.rounds == 5
    with pytest.raises(RuleError):
        host.set_rules({"set": 7})
    with pytest.raises(RuleError):
        host.set_rules({"colour": "red"})
    host.set_starting_run(True)  # no longer the named set: it goes without its name
    qtbot.waitUntil(lambda: ana.lobby.options.starting_run, timeout=5000)
    assert ana.lobby.rule_set is None
    host.set_starting_run(False)  # its rules again: its name again
    qtbot.waitUntil(lambda: not ana.lobby.options.starting_run, timeout=5000)
    assert ana.lobby.rule_set == "Grandma's rules"

    stranger = Stranger(host.port, qtbot)
    stranger.send({"type": "hello", "protocol": m.PROTOCOL_VERSION, "app": "0.3.0", "name": "Mallory", "code": CODE})
    qtbot.waitUntil(lambda: bool(stranger.of_type("lobby")), timeout=5000)
    assert stranger.of_type("lobby")[-1]["rule_set"] == "Grandma's rules"
    bad_options = {"players": 3, "rounds": 5, "starting_run": False, "set": 9, "colour": "red"}
    stranger.send({"type": "lobby", "table": "Mine", "seats": [], "options": bad_options, "you": 0, "grace": 1,
                   "phase": "lobby"})
    stranger.send({"type": "set_options", "options": bad_options})
    qtbot.waitUntil(lambda: len(stranger.of_type("error")) == 2, timeout=5000)
    assert {e["code"] for e in stranger.of_type("error")} == {"unknown_type"}
    qtbot.wait(100)
    assert host.table.options == wanted and host.table.rule_set == "Grandma's rules"  # nothing changed
    assert ana.state == "connected" and ana.lobby.rule_set == "Grandma's rules"
    assert sum(1 for c in host.session.conns.values() if c.peer == ATTACKER) == 1  # refused, not closed
    assert stranger.sock.state() == QAbstractSocket.SocketState.ConnectedState
    bo = net.client(host.port, "Bo")  # the table is open as it was: the next person sits down
    bo.playing = False
    qtbot.waitUntil(lambda: bo.lobby is not None and bo.lobby.rule_set == "Grandma's rules", timeout=5000)
    assert bo.lobby.options == wanted and host.table.full

    host.start(seed=11)
    qtbot.waitUntil(lambda: ana.view is not None, timeout=5000)
    assert ana.lobby.phase == "playing" and ana.lobby.rule_set == "Grandma's rules"
    assert ana.view.view.options == wanted
    assert host.controller.game.rule_set == "Grandma's rules"  # and so its record and its save
    stranger.sock.abort()
