"""The seam between the game and the speaker: `SoundBoard.play(Cue)`.

It loads the sound files once, keeps the person's choices (on/off, volume) and drops a sound
asked for again too soon after itself (MIN_GAP_S), so that a burst of moves at the instant
pace is heard as a few clicks, not a pile. A file that is missing or damaged leaves that one
sound silent, said once in the log; nothing here raises.
"""
from __future__ import annotations

import array
import enum
import logging
import sys
import time
import wave
from collections.abc import Callable
from pathlib import Path

from mextrain.paths import resources_dir
from mextrain.sound.mixer import RATE
from mextrain.sound.output import Output, say_silent

log = logging.getLogger(__name__)


class Cue(enum.Enum):
    """Every sound the table makes; the value names its file in resources/sounds/."""

    CLICK = "click"              # a tile laid
    CLICK_HEAVY = "click_heavy"  # a double laid, or a tile that covers an open double
    DRAW = "draw"                # a tile drawn from the boneyard
    PASS = "pass"                # a pass: the marker goes on the train
    KNOCK = "knock"              # R16: somebody has one tile left
    YOUR_TURN = "your_turn"      # the person's turn comes after others moved
    ROUND_END = "round_end"
    GAME_END = "game_end"
    REACTION = "reaction"        # somebody at the table reacted (issue 31)


#: the shortest wait before the same sound plays again, in seconds
MIN_GAP_S = 0.07


def sounds_dir() -> Path:
    return resources_dir() / "sounds"


def load_wav(path: Path) -> array.array[int]:
    """16-bit mono samples at RATE; ValueError (or OSError) for anything else."""
    with wave.open(str(path), "rb") as source:
        if (source.getnchannels(), source.getsampwidth(), source.getframerate()) != (1, 2, RATE):
            raise ValueError(f"{path.name} is not 16-bit mono at {RATE} Hz")
        data = source.readframes(source.getnframes())
    samples = array.array("h")
    samples.frombytes(data[: len(data) // 2 * 2])
    if sys.byteorder == "big":
        samples.byteswap()
    if not samples:
        raise ValueError(f"{path.name} holds no sound")
    return samples


class SoundBoard:
    def __init__(self, output: Output, folder: Path | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.output = output
        self.enabled = True
        self.volume = 70  # 0..100
        self._clock = clock
        self._last: dict[Cue, float] = {}
        self.sounds: dict[Cue, array.array[int]] = {}
        self.broken: dict[Cue, str] = {}
        folder = folder if folder is not None else sounds_dir()
        for cue in Cue:
            try:
                self.sounds[cue] = load_wav(folder / f"{cue.value}.wav")
            except (OSError, ValueError, EOFError, wave.Error) as error:
                self.broken[cue] = f"{type(error).__name__}: {error}"
        if self.broken:
            say_silent("sound files missing or damaged: " + "; ".join(
                f"{cue.value}: {why}" for cue, why in self.broken.items()))

    @property
    def gain(self) -> float:
        """Loudness follows the square of the slider, close to how the ear hears it."""
        return (max(0, min(100, self.volume)) / 100.0) ** 2

    def play(self, cue: Cue) -> bool:
        """Play `cue` now, unless muted, silent at volume 0, unreadable or just played."""
        if not self.enabled or self.gain <= 0.0 or cue not in self.sounds:
            return False
        now = self._clock()
        if now - self._last.get(cue, -1e9) < MIN_GAP_S:
            return False
        self._last[cue] = now
        try:
            self.output.play(self.sounds[cue], self.gain)
        except Exception as error:  # noqa: BLE001 - a sound never stops the game
            log.warning("sound %s failed: %s", cue.value, error)
            return False
        return True
