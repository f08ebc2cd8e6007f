"""A sound board that remembers what it was asked to play, for the tests of the table's sounds."""
from __future__ import annotations

import array
import time

from mextrain.sound import Cue, SoundBoard


class RecordingOutput:
    def __init__(self) -> None:
        self.played: list[tuple[array.array, float]] = []

    def play(self, samples: array.array, gain: float) -> None:
        self.played.append((samples, gain))


class RecordingBoard(SoundBoard):
    """Every request as (time, cue, heard): the seam `TableSound` talks through."""

    def __init__(self, output: object | None = None, **kw: object) -> None:
        super().__init__(output if output is not None else RecordingOutput(), **kw)
        self.asked: list[tuple[float, Cue, bool]] = []

    def play(self, cue: Cue) -> bool:
        heard = super().play(cue)
        self.asked.append((time.monotonic(), cue, heard))
        return heard

    def cues(self, heard_only: bool = True) -> list[Cue]:
        return [cue for _t, cue, heard in self.asked if heard or not heard_only]


def use_board(window: object, board: SoundBoard) -> SoundBoard:
    """Give the window's TableSound `board`, with the window's settings."""
    sound = window.sound  # type: ignore[attr-defined]
    board.enabled, board.volume = sound.settings.sound, sound.settings.volume
    sound.board = board
    return board
