"""Controllers: QObjects that own a game and its turn loop, between the engine and the UI."""
from __future__ import annotations

from .game_controller import HUMAN, GameController, Pace, SeatConfig
from .requests import MoveRequest
from .seats import ComputerSeat, LocalPersonSeat, Seat, SeatKind

__all__ = ["HUMAN", "ComputerSeat", "GameController", "LocalPersonSeat", "MoveRequest", "Pace", "Seat",
           "SeatConfig", "SeatKind"]
