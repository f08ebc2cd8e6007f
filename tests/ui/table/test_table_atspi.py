"""The table as a screen reader on Linux sees it: through the AT-SPI bus, with pyatspi (what Orca
uses), on a real X display (Xvfb). The app and the reader run in their own processes inside a
private D-Bus session; nothing listens on the network (Xvfb -nolisten tcp, the buses are sockets)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from support.system_tools import require_tool

TESTS = Path(__file__).resolve().parents[2]
APP = Path(__file__).resolve().parents[3] / "app"
INSTALL = "apt-get install xvfb at-spi2-core dbus-daemon python3-pyatspi libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1"

SCRIPT = """
set -u
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$WORK/display" >"$WORK/xvfb.log" 2>&1 &
XPID=$!
for _ in $(seq 50); do [ -s "$WORK/display" ] && break; sleep 0.1; done
export DISPLAY=":$(cat "$WORK/display")"
"$LAUNCHER" --launch-immediately >"$WORK/bus.log" 2>&1 &
BPID=$!
sleep 1
QT_QPA_PLATFORM=xcb QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 PYTHONPATH="$APP" "$PY" "$TESTS/support/atspi_app.py" \\
    "$WORK/lang.ini" "$LANG_CODE" 5 >"$WORK/app.log" 2>&1 &
APID=$!
"$READER_PY" "$TESTS/support/atspi_reader.py" mextrain-atspi-probe 9
kill $APID $BPID $XPID 2>/dev/null
wait 2>/dev/null
"""


def read_by_atspi(tmp_path: Path, code: str) -> dict:
    require_tool("Xvfb", INSTALL)
    require_tool("dbus-run-session", INSTALL)
    launcher = require_tool("/usr/libexec/at-spi-bus-launcher", INSTALL)
    reader = require_tool("/usr/bin/python3", INSTALL)
    if subprocess.run([reader, "-c", "import pyatspi"], capture_output=True).returncode != 0:
        require_tool("pyatspi-for-python3", INSTALL)  # skips (or fails in CI) naming the install
    env = dict(os.environ, WORK=str(tmp_path), LAUNCHER=launcher, APP=str(APP), PY=sys.executable,
               TESTS=str(TESTS), READER_PY=reader, LANG_CODE=code)
    env.pop("QT_QPA_PLATFORM", None)
    done = subprocess.run(["dbus-run-session", "--", "bash", "-c", SCRIPT], env=env, capture_output=True,
                          text=True, timeout=90)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert lines, (done.stdout, done.stderr, (tmp_path / "app.log").read_text(errors="replace"))
    return json.loads(lines[-1])


@pytest.mark.slow  # an X display, the AT-SPI bus and a reader, once per language (about 11 s each)
@pytest.mark.parametrize("code,words", [
    ("de", ("Tisch", "Du bist dran", "Vorrat: ", "Lokomotive: 12er-Pasch", "Dein eigener Zug, offenes Ende 12",
            "Zug von Ada", "Gemeinsamer Zug, offenes Ende", "Deine Hand: 15 Steine", "passt an: Dein eigener Zug")),
    ("uk", ("Твій хід", "Базар: ", "Локомотив: дубль 12", "Твій потяг, відкритий кінець 12",
            "Мексиканський потяг", "Твоя рука: 15 кісточок", "підходить до:")),
    ("da", ("Din tur", "Bunken: ", "Startbrik: dobbelt-12", "Dit tog, åben ende 12", "Adas tog",
            "Din hånd: 15 brikker", "passer på:")),
])
def test_a_screen_reader_on_the_atspi_bus_reads_the_table_and_hears_the_move(tmp_path: Path, code: str,
                                                                              words: tuple[str, ...]) -> None:
    out = read_by_atspi(tmp_path, code)
    assert "error" not in out, out
    tree = out["tree"]
    said = " / ".join(name for (_depth, name, _role) in tree)
    for word in words:
        assert word in said, (code, word, said)
    roles = {role for (_d, _n, role) in tree}
    assert {"list", "list item", "label"} <= roles
    assert "\u2060" not in said
    heard = out["heard"]
    assert any(h.startswith("object:state-changed:focused: ") for h in heard), heard  # Tab chose a tile
    assert any(h.startswith("object:announcement: ") for h in heard), heard            # the move was said
