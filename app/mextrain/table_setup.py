"""How a table is set up: its seats (`SeatConfig`, name and kind, kept by a record as it is: engine/record.py) and the pace of the computer moves.

Kept apart from the turn loop (game_controller.py, which re-exports these names) because
the New Game dialog, the saves and the network read them without a game.
"""
from __future__ import annotations

import enum
import random

from mextrain.engine.record import HUMAN, SeatConfig

__all__ = ["HUMAN", "Pace", "SeatConfig", "random_seed"]


def random_seed() -> int:
    """A fresh game number (the New Game dialog shows it so that a deal can be replayed; Play Again
    starts from one)."""
    return random.SystemRandom().randrange(1, 1_000_000)


class Pace(enum.Enum):
    """How fast computer moves follow each other (View > Speed)."""

    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"
    INSTANT = "instant"

    @property
    def delay_ms(self) -> int:
        """The wait before a computer seat moves, so each move is seen on its own."""
        return {"slow": 1200, "normal": 600, "fast": 250, "instant": 0}[self.value]

    @property
    def animation_ms(self) -> int:
        """How long a computer's tile flies to its place (always shorter than the delay)."""
        return {"slow": 700, "normal": 400, "fast": 180, "instant": 0}[self.value]

    @staticmethod
    def parse(text: object, default: Pace | None = None) -> Pace:
        try:
            return Pace(text)
        except ValueError:
            return default or Pace.NORMAL
