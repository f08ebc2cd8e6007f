"""Computer players. Each gets only its seat's view (`PlayerView`), never the hidden hands."""
from __future__ import annotations

import random

from .base import Player, RandomPlayer

#: kinds the New Game dialog offers, weakest first (the simulator accepts "random" too)
KINDS: tuple[str, ...] = ("random",)


def make_player(spec: str, seed: int | str) -> Player:
    """A player from a kind name such as "random" (later kinds take options, e.g. "hard:500").

    Raises ValueError with a plain message for an unknown kind.
    """
    kind, _, arg = spec.partition(":")
    rng = random.Random(f"mextrain/player/{seed}")
    if kind == "random" and not arg:
        return RandomPlayer(rng)
    raise ValueError(f"unknown computer player {spec!r}; kinds: {', '.join(KINDS)}")


__all__ = ["KINDS", "Player", "RandomPlayer", "make_player"]
