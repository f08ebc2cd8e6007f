"""The sounds really play: a private PulseAudio with a null sink, a game between computers at
the normal pace, the sink's monitor recorded with parec, and a click found in the recording at
every moment a tile landed (and nothing where nothing was asked for)."""
from __future__ import annotations

import array
import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from mextrain.controller import Pace
from mextrain.sound import Cue
from mextrain.sound import output as output_module
from mextrain.sound.mixer import RATE
from mextrain.sound.output import DeviceOutput
from mextrain.ui.settings import GameSetup
from support.sound import RecordingBoard, use_board
from support.system_tools import require_tool
from support.ux import make_settings, make_window

INSTALL = "apt-get install pulseaudio pulseaudio-utils"
WINDOW_S = 0.005  # the recording is read in windows of 5 ms
LOUD = 400        # RMS of a window with a sound in it; the null sink's silence is 0


@pytest.fixture
def pulse_server(tmp_path: Path) -> Iterator[str]:
    """A PulseAudio of this test's own, with a null sink "probe"; its server address."""
    daemon = require_tool("pulseaudio", INSTALL)
    require_tool("parec", INSTALL)
    pactl = require_tool("pactl", INSTALL)
    home = Path(tempfile.gettempdir()) / f"mextrain-pa-{os.getpid()}"  # short: a socket path has at most 107 bytes
    home.mkdir(exist_ok=True)
    socket = home / "native"
    env = dict(os.environ, HOME=str(home), XDG_RUNTIME_DIR=str(home), PULSE_RUNTIME_PATH=str(home))
    log = open(tmp_path / "pulseaudio.log", "wb")
    process = subprocess.Popen(
        [daemon, "-n", "--daemonize=no", "--exit-idle-time=-1", "--use-pid-file=no", "--log-target=stderr",
         "-L", f"module-null-sink sink_name=probe rate={RATE} channels=1",
         "-L", f"module-native-protocol-unix socket={socket} auth-anonymous=1"],
        env=env, stdout=log, stderr=subprocess.STDOUT)
    server = f"unix:{socket}"
    try:
        deadline = time.monotonic() + 15
        while subprocess.run([pactl, "-s", server, "info"], capture_output=True).returncode != 0:
            if process.poll() is not None or time.monotonic() > deadline:
                pytest.fail("PulseAudio did not start: " + (tmp_path / "pulseaudio.log").read_text(errors="replace"))
            time.sleep(0.1)
        yield server
    finally:
        process.terminate()
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()
        shutil.rmtree(home, ignore_errors=True)


def onsets(samples: array.array) -> list[float]:
    """Where a sound starts: a loud window after a quiet one, in seconds from the start."""
    step = int(RATE * WINDOW_S)
    found, quiet = [], True
    for start in range(0, len(samples) - step, step):
        block = samples[start:start + step]
        loud = (sum(v * v for v in block) / step) ** 0.5 > LOUD
        if loud and quiet:
            found.append(start / RATE)
        quiet = not loud
    return found


def test_clicks_are_heard_when_the_computers_tiles_land(qtbot, tmp_path: Path, pulse_server: str,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PULSE_SERVER", pulse_server)
    monkeypatch.delenv(output_module.NO_DEVICE_ENV, raising=False)
    out = DeviceOutput().start()
    try:
        assert out.ready.wait(10) and out.playing, out.reason
        settings = make_settings(tmp_path / "s.ini", Pace.NORMAL, setup=False)
        settings.save_setup(GameSetup(players=3, kinds=["random"] * 7))
        settings.volume = 100
        w = make_window(qtbot, settings, tmp_path, watch=True)
        board = use_board(w, RecordingBoard(out))
        recording = tmp_path / "monitor.raw"
        with open(recording, "wb") as sink:
            parec = subprocess.Popen(["parec", "-s", pulse_server, "-d", "probe.monitor", "--raw", "--format=s16le",
                                      "--channels=1", f"--rate={RATE}", "--latency-msec=10"], stdout=sink)
            try:
                time.sleep(0.3)
                board.play(Cue.DRAW)  # wakes the sink up (PulseAudio resumes a sink a little late)
                qtbot.wait(1000)
                w.start_game(settings.last_setup(), 11)
                qtbot.waitUntil(lambda: sum(1 for _t, c, heard in board.asked
                                            if heard and c in (Cue.CLICK, Cue.CLICK_HEAVY)) >= 6, timeout=30000)
                w.controller.cancel()
                qtbot.wait(600)
            finally:
                parec.terminate()
                parec.wait(5)
    finally:
        out.close()
    samples = array.array("h")
    samples.frombytes(recording.read_bytes()[: recording.stat().st_size // 2 * 2])
    clicks = [t for t, cue, played in board.asked if played and cue in (Cue.CLICK, Cue.CLICK_HEAVY)]
    heard = [t for t, _cue, played in board.asked if played and t >= clicks[0]]
    found = onsets(samples)
    assert found, "the recording is silent"

    def matched(times: list[float], offset: float) -> int:
        return sum(1 for t in times if any(abs(t + offset - f) <= 0.04 for f in found))

    # The recording's clock and ours start apart, and PulseAudio leaves a gap in the monitor
    # while the window deals (the sink idles): line the first click up with an onset, then
    # every later sound must sound when it was asked for, within 40 ms.
    offset = max((f - clicks[0] for f in found), key=lambda o: matched(heard, o))
    assert matched(clicks, offset) == len(clicks), ([t - clicks[0] for t in clicks], found, offset)
    assert matched(heard, offset) == len(heard)
    strays = [f for f in found if f >= clicks[0] + offset - 0.04 and not any(abs(f - (t + offset)) <= 0.2 for t in heard)]
    assert strays == [], strays
