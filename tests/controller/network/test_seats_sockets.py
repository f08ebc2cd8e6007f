"""Two people at one app over real sockets (issue 31): each seat on a connection and a token of its own,
and after the line drops the app brings every one of them back by itself."""
from __future__ import annotations


def test_after_a_drop_every_seat_of_the_app_comes_back_with_its_own_token(qtbot, net) -> None:
    host = net.host(3, rounds=7)
    ada = net.client(host.port, "Ada")
    qtbot.waitUntil(lambda: ada.lobby is not None, timeout=5000)
    ben = net.client(host.port, "Ben", companion=ada.token)
    qtbot.waitUntil(lambda: ben.lobby is not None and ada.lobby.seats[1].together == 0, timeout=5000)
    assert [s.together for s in ben.lobby.seats] == [0, 0, None]
    tokens = (ada.token, ben.token)
    for client in (ada, ben):  # the line breaks under both (a router restarted)
        client._sock.abort()
    qtbot.waitUntil(lambda: all(s.conn is None for s in host.table.seats[:2]), timeout=5000)
    qtbot.waitUntil(lambda: all(s.conn is not None for s in host.table.seats[:2]) and ada.connected and ben.connected,
                    timeout=5000)
    assert (ada.seat, ben.seat) == (0, 1) and (ada.token, ben.token) == tokens
    assert [s.together for s in host.table.infos()] == [0, 0, None]
