"""Controllers: QObjects that own a game and its turn loop, between the engine and the UI.

The names below are loaded when first used, not when the package is. How a table is set up
(`HUMAN`, `Pace`, `SeatConfig`, `random_seed`) lives below, in mextrain/table_setup.py, as the
journal and the saves do (mextrain/journal.py, saves.py, net/table_save.py): the hall keeps its
tables with them and imports nothing of this package.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mextrain.controller.game_controller import HUMAN, GameController, Pace, SeatConfig
    from mextrain.controller.requests import MoveRequest
    from mextrain.controller.seats import ComputerSeat, LocalPersonSeat, SeatKind, TableSeat
    from mextrain.table_setup import random_seed

_WHERE = {"HUMAN": "mextrain.table_setup", "Pace": "mextrain.table_setup", "SeatConfig": "mextrain.table_setup",
          "random_seed": "mextrain.table_setup", "GameController": f"{__name__}.game_controller",
          "MoveRequest": f"{__name__}.requests", "ComputerSeat": f"{__name__}.seats",
          "LocalPersonSeat": f"{__name__}.seats", "SeatKind": f"{__name__}.seats", "TableSeat": f"{__name__}.seats"}


def __getattr__(name: str) -> Any:
    where = _WHERE.get(name)
    if where is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(where), name)


__all__ = ["HUMAN", "ComputerSeat", "GameController", "LocalPersonSeat", "MoveRequest", "Pace", "TableSeat",
           "SeatConfig", "SeatKind", "random_seed"]
