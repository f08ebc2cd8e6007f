"""Reactions over real sockets (issue 31): a stranger's flood of reactions from 127.0.0.66 neither crashes
nor stalls the table and is cut off by the protocol's message limits, seated or not."""
from __future__ import annotations

from PySide6.QtNetwork import QAbstractSocket

from mextrain.engine import Phase
from mextrain.net import messages as m
from mextrain.net.connection import BURST
from support.net_sockets import ATTACKER, CODE, Stranger


def test_a_strangers_flood_of_reactions_is_cut_off_and_the_table_plays_on(qtbot, net) -> None:
    host = net.host(3, rounds=7, grace=0.0)  # a computer plays for whoever is away, at once
    ana = net.client(host.port, "Ana")
    heard: list[m.Reaction] = []
    ana.reaction_came.connect(heard.append)
    qtbot.waitUntil(lambda: ana.lobby is not None, timeout=5000)

    loud = Stranger(host.port, qtbot)  # not seated: the first reaction already closes it
    loud.send(m.React("oops").to_json())
    qtbot.waitUntil(lambda: loud.sock.state() == QAbstractSocket.SocketState.UnconnectedState, timeout=5000)
    assert [e["code"] for e in loud.of_type("error")] == ["unexpected"]

    mallory = Stranger(host.port, qtbot)  # seated with the code, then hostile
    mallory.send({"type": "hello", "protocol": m.PROTOCOL_VERSION, "app": "0.3.0", "name": "Mallory", "code": CODE})
    qtbot.waitUntil(lambda: bool(mallory.of_type("welcome")), timeout=5000)
    seat = mallory.of_type("welcome")[0]["seat"]
    for _ in range(int(BURST) * 3):
        mallory.send(m.React("thumbs_up").to_json())
    qtbot.waitUntil(lambda: mallory.sock.state() == QAbstractSocket.SocketState.UnconnectedState, timeout=5000)
    assert mallory.of_type("bye")[-1]["reason"] == "flood"
    assert not any(c.peer == ATTACKER for c in host.session.conns.values())
    qtbot.waitUntil(lambda: len(heard) == 1, timeout=5000)
    assert (heard[0].seat, heard[0].reaction) == (seat, "thumbs_up")  # one passed on, the rest dropped

    host.fill_with_computers("easy", ["Bot"])  # Mallory's seat stays hers (away), a computer fills the last
    host.start(seed=3)  # and the table plays on: Ana and the computers through a whole round
    qtbot.waitUntil(lambda: host.game is not None and (len(host.game.rounds) > 1 or host.game.phase is not Phase.PLAYING),
                    timeout=20000)
    assert ana.state == "connected" and len(heard) == 1
