"""Tests of the main window and its dialogs, driven by real mouse and key events (app/mextrain/ui)."""
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
