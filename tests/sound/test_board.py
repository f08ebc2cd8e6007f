"""The sound board and its mixer (mextrain.sound): what is played, how loud, never a pile,
and silence (said once) for a damaged file or a machine without an audio device."""
from __future__ import annotations

import array
import logging
import wave
from pathlib import Path

import pytest

from mextrain.sound import Cue, SoundBoard
from mextrain.sound import board as board_module
from mextrain.sound import output as output_module
from mextrain.sound.mixer import MAX_VOICES, Mixer
from mextrain.sound.output import DeviceOutput
from support.sound import RecordingOutput


class Clock:
    def __init__(self) -> None:
        self.now = 10.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture(autouse=True)
def _say_again(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(output_module, "_said", False)  # each test sees the one log line


def test_every_cue_loads_and_plays_at_the_volume_chosen() -> None:
    out = RecordingOutput()
    board = SoundBoard(out, clock=Clock())
    assert board.broken == {} and set(board.sounds) == set(Cue)
    board.volume = 100
    assert board.play(Cue.CLICK)
    board.volume = 50
    assert board.play(Cue.KNOCK)
    board.volume = 0
    assert not board.play(Cue.DRAW)
    assert [gain for _s, gain in out.played] == [1.0, 0.25]
    assert out.played[1][0] is board.sounds[Cue.KNOCK]


def test_muted_nothing_reaches_the_output() -> None:
    out = RecordingOutput()
    board = SoundBoard(out, clock=Clock())
    board.enabled = False
    assert not any(board.play(cue) for cue in Cue)
    assert out.played == []


def test_a_burst_of_the_same_sound_is_heard_once_per_gap() -> None:
    """Eight computers at the instant pace: clicks closer than MIN_GAP_S merge into one."""
    clock = Clock()
    out = RecordingOutput()
    board = SoundBoard(out, clock=clock)
    heard = []
    for _ in range(8):
        heard.append(board.play(Cue.CLICK))
        clock.now += 0.005
    assert heard == [True] + [False] * 7
    clock.now += board_module.MIN_GAP_S
    assert board.play(Cue.CLICK) and board.play(Cue.DRAW)


def test_the_mixer_plays_a_few_voices_at_most_scaled_and_clipped() -> None:
    mixer = Mixer()
    loud = array.array("h", [30000] * 100)
    for _ in range(MAX_VOICES + 3):
        mixer.add(loud, 1.0)
    assert mixer.active() == MAX_VOICES
    block = mixer.render(50)
    assert len(block) == 50 and max(block) == 32767  # clipped, not wrapped around
    mixer.clear()
    mixer.add(array.array("h", [20000] * 10), 0.25)
    assert list(mixer.render(20)) == [5000] * 10 + [0] * 10
    assert mixer.active() == 0 and len(mixer.render(20)) == 0  # silence costs nothing


def test_a_damaged_or_missing_file_leaves_that_sound_silent_and_says_so_once(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    for cue in Cue:
        (tmp_path / f"{cue.value}.wav").write_bytes((board_module.sounds_dir() / f"{cue.value}.wav").read_bytes())
    (tmp_path / "knock.wav").write_bytes(b"RIFF\x10\x00\x00\x00WAVEfmt garbage")
    (tmp_path / "draw.wav").unlink()
    with wave.open(str(tmp_path / "pass.wav"), "wb") as stereo:
        stereo.setnchannels(2)
        stereo.setsampwidth(2)
        stereo.setframerate(44100)
        stereo.writeframes(b"\0\0" * 20)
    out = RecordingOutput()
    with caplog.at_level(logging.WARNING, logger="mextrain.sound"):
        board = SoundBoard(out, folder=tmp_path, clock=Clock())
        SoundBoard(out, folder=tmp_path, clock=Clock())
    assert set(board.broken) == {Cue.KNOCK, Cue.DRAW, Cue.PASS}
    assert not board.play(Cue.KNOCK) and not board.play(Cue.DRAW) and board.play(Cue.CLICK)
    lines = [r.getMessage() for r in caplog.records if "silently" in r.getMessage()]
    assert len(lines) == 1 and "knock" in lines[0]


def test_an_output_that_fails_does_not_stop_the_game(caplog: pytest.LogCaptureFixture) -> None:
    class Broken:
        def play(self, samples: array.array, gain: float) -> None:
            raise OSError("device gone")

    board = SoundBoard(Broken(), clock=Clock())
    assert not board.play(Cue.CLICK)


def test_without_an_audio_device_the_output_is_silent_and_says_so_once(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.setenv(output_module.NO_DEVICE_ENV, "1")
    with caplog.at_level(logging.WARNING, logger="mextrain.sound"):
        outputs = [DeviceOutput().start() for _ in range(2)]
        for out in outputs:
            assert out.ready.wait(5)
    for out in outputs:
        assert not out.playing and out.backend is None and out.reason
        out.play(array.array("h", [1000] * 10), 1.0)
        assert out.mixer.active() == 0
        out.close()
    assert len([r for r in caplog.records if "silently" in r.getMessage()]) == 1


def test_no_device_at_all_when_miniaudio_cannot_be_imported(monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    monkeypatch.delenv(output_module.NO_DEVICE_ENV, raising=False)
    monkeypatch.setitem(sys.modules, "miniaudio", None)  # import miniaudio raises ImportError
    out = DeviceOutput().start()
    assert out.ready.wait(5)
    assert not out.playing and "miniaudio" in out.reason
