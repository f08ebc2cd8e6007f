"""The computer players' common shape: given a seat's view, answer with one legal move.

A player sees a `PlayerView` (its hand, the table, counts, the public history) and
never the hidden hands or the boneyard's order (STYLE.md: hidden information as a view).
"""
from __future__ import annotations

import random
from typing import Protocol, Sequence

from mextrain.engine import Move, PlayerView


class Player(Protocol):
    #: the kind named in the New Game dialog, records and the simulator ("random", "easy", ...)
    kind: str

    def choose(self, view: PlayerView) -> Move:
        """One move out of `view.legal`."""
        ...


class RandomPlayer:
    """Uniform over the legal moves: the baseline, and the fastest seat for simulations."""

    kind = "random"
    #: the simulator may call `choose_from(legal)` and skip building a view
    needs_view = False

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose_from(self, legal: Sequence[Move]) -> Move:
        return legal[self.rng.randrange(len(legal))] if len(legal) > 1 else legal[0]

    def choose(self, view: PlayerView) -> Move:
        return self.choose_from(view.legal)
