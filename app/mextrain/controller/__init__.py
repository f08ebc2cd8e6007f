"""Controllers: QObjects that own a game and its turn loop, between the engine and the UI."""
from __future__ import annotations

from mextrain.controller.game_controller import HUMAN, GameController, Pace, SeatConfig
from mextrain.controller.requests import MoveRequest
from mextrain.controller.seats import ComputerSeat, LocalPersonSeat, SeatKind, TableSeat
from mextrain.controller.table_setup import random_seed

__all__ = ["HUMAN", "ComputerSeat", "GameController", "LocalPersonSeat", "MoveRequest", "Pace", "TableSeat",
           "SeatConfig", "SeatKind", "random_seed"]
