"""Where a hall or `mextrain-server` and protocol.md disagreed (issue 39), each checked against a real
process on 127.0.0.1: protocol clients on Python's `ssl` (hall_helpers.TlsClient) and, across a
restart, the app's own `JoinedTable`. Written against the processes alone, so they hold for any hall
that speaks protocol.md."""
from __future__ import annotations

import time
from pathlib import Path

from hall_helpers import HallProcess, TlsClient, admin, create_table, join
from mextrain.controller.network.joined_table import JoinedTable
from net_gui_helpers import free_port

FAST = ["--rate", "2000", "--burst", "2000"]


def _pump_until(clients: list[TlsClient], done, timeout: float = 10.0) -> bool:  # noqa: ANN001
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        for c in clients:
            if not c.closed:
                c.pump()
        if done():
            return True
        time.sleep(0.02)
    return bool(done())


def _ben_plays(joined: JoinedTable) -> None:
    view = joined.view
    if view is not None and joined.connected and view.view.current == joined.seat and view.view.legal:
        joined.move(view.view.legal[0])


def _seqs(c: TlsClient) -> list[int]:
    return [msg["seq"] for msg in c.inbox if msg.get("type") == "view"]


def test_a_hall_stopped_with_sigterm_says_back_later_and_the_app_comes_back_with_seq_still_growing(qtbot, tmp_path: Path) -> None:
    """SIGTERM (systemd's stop, an update) is no table closed for good: every app is told `back_later`,
    the app keeps trying, sits down again at the restarted hall, and is shown the reopened table (its
    `seq` above every one before, so a client that ignores lower numbers as protocol.md says shows it)."""
    data, port = tmp_path / "hall", free_port()
    extra = [*FAST, "--port", str(port)]
    hall = HallProcess(data, extra=extra)
    fp = hall.fingerprint
    joined = None
    try:
        oma, code, host_token = create_table(port, fp, "Oma", "Kitchen", seed=1)
        joined = JoinedTable("127.0.0.1", port, "Ben", code, pin=fp, retry_delays=(0.2, 0.5, 1.0))
        gave_up: list[str] = []
        joined.gave_up.connect(gave_up.append)
        joined.connect_to_host()
        qtbot.waitUntil(lambda: (oma.pump(), joined.seat is not None)[1], timeout=10000)
        assert admin(port, fp, code, host_token, "start")["ok"]
        # both play some moves: Oma's client by itself, Ben's app its first legal move on its turns
        qtbot.waitUntil(lambda: (oma.pump(), _ben_plays(joined), len(_seqs(oma)) >= 6)[2], timeout=15000)
        before = max([*_seqs(oma), joined.view.seq])

        hall.stop()  # SIGTERM
        qtbot.waitUntil(lambda: joined.back_later and joined.state in ("retrying", "connecting"), timeout=10000)
        oma.pump()
        byes = [msg["reason"] for msg in oma.inbox if msg.get("type") == "bye"]
        assert byes == ["back_later"], byes  # not `shutdown`: that would be a table closed for good
        assert gave_up == []

        hall = HallProcess(data, extra=extra)
        assert hall.fingerprint == fp
        qtbot.waitUntil(lambda: joined.connected and joined.view is not None and joined.view.seq > before, timeout=15000)
        assert gave_up == [] and joined.seat == 1
        # a client written from protocol.md that ignores a view whose seq is not above the last one shown
        oma2 = TlsClient(port, fp, name="Oma", seed=2)
        oma2.hello(token=oma.token)
        assert oma2.wait_for("welcome")["seat"] == 0
        assert oma2.wait_for("view")["seq"] > before
        oma.close()
        oma2.close()
    finally:
        if joined is not None:
            joined.close()
        hall.kill()
