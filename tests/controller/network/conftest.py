"""Tests of the networked table over real sockets on loopback, and discovery (app/mextrain/controller/network)."""
from __future__ import annotations

import pytest

from support.net_sockets import Net


@pytest.fixture
def net(qtbot):  # noqa: ANN001
    """Hosts and guests on real loopback sockets, all closed after the test (`support.net_sockets.Net`)."""
    n = Net()
    yield n
    n.close()
    qtbot.wait(10)
