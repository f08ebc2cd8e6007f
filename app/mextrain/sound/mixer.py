"""Mixing the sounds that play at once, for the audio device's thread.

Sounds never pile up: at most MAX_VOICES play together (a new one ends the oldest), and
the sum is clipped, so eight computers at the instant pace stay a patter, never a roar.
"""
from __future__ import annotations

import array
import threading
from typing import Any

RATE = 22050
MAX_VOICES = 3


class Mixer:
    """Voices added from the GUI thread, rendered from the device's: a lock guards both."""

    def __init__(self, max_voices: int = MAX_VOICES) -> None:
        self.max_voices = max_voices
        self._voices: list[list[Any]] = []  # [samples, position, gain]
        self._lock = threading.Lock()

    def add(self, samples: array.array[int], gain: float) -> None:
        if gain <= 0.0 or not samples:
            return
        with self._lock:
            if len(self._voices) >= self.max_voices:
                self._voices.pop(0)
            self._voices.append([samples, 0, gain])

    def active(self) -> int:
        with self._lock:
            return len(self._voices)

    def clear(self) -> None:
        with self._lock:
            self._voices.clear()

    def render(self, frames: int) -> array.array[int]:
        """The next `frames` samples (16-bit mono); empty when nothing plays, which the
        device takes as silence."""
        with self._lock:
            if not self._voices:
                return array.array("h")
            out = [0.0] * frames
            for voice in self._voices:
                samples, pos, gain = voice
                for i, value in enumerate(samples[pos:pos + frames]):
                    out[i] += value * gain
                voice[1] = pos + frames
            self._voices = [v for v in self._voices if v[1] < len(v[0])]
        return array.array("h", (32767 if v > 32767 else -32767 if v < -32767 else int(v) for v in out))
