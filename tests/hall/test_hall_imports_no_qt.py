"""The hall runs with no Qt at all: started as its own process, it plays a table with a computer,
answers the administrator and stops, and never once loads PySide6 (nor the app's UI or sound), nor
a computer's search (which runs in processes of its own)."""
from __future__ import annotations

import json
import sys

import pytest

from support.hall import HallProcess, admin, create_table, play_until

#: the hall's own command line, run by a Python that reports every module it loaded when the hall returns
RUN = ("import json, sys\n"
       "from mextrain import hall_cli\n"
       "code = hall_cli.main(sys.argv[2:])\n"
       "open(sys.argv[1], 'w').write(json.dumps(sorted(sys.modules)))\n"
       "raise SystemExit(code)\n")


@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_the_hall_plays_and_stops_without_loading_qt(tmp_path) -> None:
    data = tmp_path / "hall"
    report = tmp_path / "modules.json"
    hall = HallProcess(data, argv=[sys.executable, "-c", RUN, str(report), "--data", str(data), "--address", "127.0.0.1",
                                   "--port", "0", "--pace", "instant", "--next-round", "0.1",
                                   "--rate", "2000", "--burst", "2000"], env={"QT_QPA_PLATFORM": ""})
    try:
        host, code, token = create_table(hall.port, hall.fingerprint, "Oma", "Oma's table", seed=5)
        assert admin(hall.port, hall.fingerprint, code, token, "computer", seat=1, level="hard")["ok"]
        assert admin(hall.port, hall.fingerprint, code, token, "start")["ok"]
        assert play_until([host], lambda: bool(host.view_times) and host.view_times[-1][0] >= 20, 30)
        assert code in hall.admin("list")
        assert hall.stop() == 0
    finally:
        hall.kill()
    loaded = json.loads(report.read_text())
    assert "mextrain.hall.server" in loaded and "ssl" in loaded
    # the Hard computer played its moves (the game reached turn 20) in the computers' own processes:
    # its search never ran in the hall's (hall/thinkers.py)
    assert "mextrain.hall.thinkers" in loaded and "mextrain.ai.hard" not in loaded
    assert "uvloop" in loaded  # its event loop (a dependency of the package, and of the image)
    bad = [m for m in loaded if m.split(".")[0] in ("PySide6", "shiboken6") or m.startswith(("mextrain.ui", "mextrain.sound"))]
    assert bad == []
