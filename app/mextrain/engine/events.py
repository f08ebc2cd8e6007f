"""What happened, for a front end to show. Codes and values only, never sentences."""
from __future__ import annotations

import enum
from typing import NamedTuple

from .moves import TrainId
from .tiles import Tile


class EventKind(enum.Enum):
    TILE_LAID = "tile_laid"          # seat, tile, train, value = the half touching the train
    TILE_DRAWN = "tile_drawn"        # seat, tile (hidden from the other seats' views)
    PASSED = "passed"                # seat
    TURN_ENDED = "turn_ended"        # seat (who ended), value = next seat
    MARKER_ON = "marker_on"          # train
    MARKER_OFF = "marker_off"        # train
    DOUBLE_OPENED = "double_opened"  # seat, tile, train
    DOUBLE_COVERED = "double_covered"  # seat (who covered), tile (the double), train
    DOUBLE_UNCOVERABLE = "double_uncoverable"  # tile (the double), train  (R13)
    ONE_TILE_LEFT = "one_tile_left"  # seat (R16)
    RUN_STARTED = "run_started"      # seat (R10)
    ROUND_OVER = "round_over"        # seat (who went out, or None), points, reason
    GAME_OVER = "game_over"          # winners, points = totals


class RoundEnd(enum.Enum):
    OUT = "out"          # R14
    BLOCKED = "blocked"  # R15


class Event(NamedTuple):
    kind: EventKind
    seat: int | None = None
    tile: Tile | None = None
    train: TrainId | None = None
    value: int | None = None
    points: tuple[int, ...] | None = None
    reason: RoundEnd | None = None
    winners: tuple[int, ...] | None = None
