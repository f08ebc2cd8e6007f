"""Controllers: QObjects that own a game and its turn loop, between the engine and the UI.

The names below are loaded when first used, not when the package is: the hall (mextrain/hall/)
keeps its tables with this package's journal (`journal`, `saves`, `network.table_save`, pure
Python) and must not load Qt with them.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mextrain.controller.game_controller import HUMAN, GameController, Pace, SeatConfig
    from mextrain.controller.requests import MoveRequest
    from mextrain.controller.seats import ComputerSeat, LocalPersonSeat, SeatKind, TableSeat
    from mextrain.controller.table_setup import random_seed

_WHERE = {"HUMAN": "table_setup", "Pace": "table_setup", "SeatConfig": "table_setup", "random_seed": "table_setup",
          "GameController": "game_controller", "MoveRequest": "requests", "ComputerSeat": "seats",
          "LocalPersonSeat": "seats", "SeatKind": "seats", "TableSeat": "seats"}


def __getattr__(name: str) -> Any:
    where = _WHERE.get(name)
    if where is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{where}"), name)


__all__ = ["HUMAN", "ComputerSeat", "GameController", "LocalPersonSeat", "MoveRequest", "Pace", "TableSeat",
           "SeatConfig", "SeatKind", "random_seed"]
