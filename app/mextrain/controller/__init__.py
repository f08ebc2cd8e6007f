"""Controllers: QObjects that own a game and its turn loop, between the engine and the UI."""
from __future__ import annotations

from .game_controller import HUMAN, GameController, Pace, SeatConfig

__all__ = ["HUMAN", "GameController", "Pace", "SeatConfig"]
