"""Computer players. Each gets only its seat's view (`PlayerView`), never the hidden hands."""
from __future__ import annotations

import random

from .base import Player, RandomPlayer
from .easy import EasyPlayer
from .normal import NormalPlayer

#: kinds the New Game dialog offers, weakest first (the simulator accepts "random" too)
KINDS: tuple[str, ...] = ("easy", "normal")


def make_player(spec: str, seed: int | str) -> Player:
    """A player from a kind name: "random", "easy", "normal".

    Raises ValueError with a plain message for an unknown kind.
    """
    kind, _, arg = spec.strip().partition(":")
    rng = random.Random(f"mextrain/player/{seed}")
    if kind == "random" and not arg:
        return RandomPlayer(rng)
    if kind == "easy" and not arg:
        return EasyPlayer(rng)
    if kind == "normal" and not arg:
        return NormalPlayer(rng)
    raise ValueError(f"unknown computer player {spec!r}; kinds: random, {', '.join(KINDS)}")


__all__ = ["KINDS", "EasyPlayer", "NormalPlayer", "Player", "RandomPlayer", "make_player"]
