"""Easy: sensible but plain. Any legal move, preferring the ones that get rid of tiles.

It goes out when it can, lays a tile rather than ending a starting run, prefers a double
(R11 gives another play, so two tiles leave the hand) and otherwise picks at random. It
makes no plan, counts no pips and ignores markers: a gentle first opponent.
"""
from __future__ import annotations

import random
from collections.abc import Callable

from mextrain.engine import Move, MoveKind, PlayerView

from .base import Player, forced_move


class EasyPlayer(Player):
    kind = "easy"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: PlayerView, should_stop: Callable[[], bool] | None = None) -> Move:
        forced = forced_move(view)
        if forced is not None:
            return forced
        plays = [m for m in view.legal if m.kind is MoveKind.PLAY]
        doubles = [m for m in plays if m.tile is not None and m.tile.is_double]
        pool = doubles or plays
        return pool[self.rng.randrange(len(pool))]


__all__ = ["EasyPlayer"]
