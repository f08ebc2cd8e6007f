"""Computer players. Each gets only its seat's view (`PlayerView`), never the hidden hands.

Every player implements `base.Player`; `PlayerSpec` names one as data and `make_player`
builds it.
"""
from __future__ import annotations

import random

from .base import ALL_KINDS, DEFAULT_SECONDS, DecisionStats, Player, PlayerSpec, RandomPlayer
from .easy import EasyPlayer
from .hard import HardPlayer
from .hint import HINT_SECONDS, HintPlayer
from .normal import NormalPlayer

#: kinds the New Game dialog offers, weakest first (the simulator accepts "random" too)
KINDS: tuple[str, ...] = ("easy", "normal", "hard")


def make_player(spec: str | PlayerSpec, seed: int | str) -> Player:
    """A player from a spec or its text: "random", "easy", "normal", "hard", "hard:0.2s", "hard:500",
    "hint:0.5s" (a seat that plays the search hint every turn).

    "hard:500:read" is Hard that also reads the opponents' moves (inference.py): off by
    default, since the deals it needs cost more search time than the knowledge gains.

    Raises ValueError with a plain message for an unknown kind or a bad budget.
    """
    if not isinstance(spec, PlayerSpec):
        spec = PlayerSpec.parse(spec)
    rng = random.Random(f"mextrain/player/{seed}")
    if spec.kind == "random":
        return RandomPlayer(rng)
    if spec.kind == "easy":
        return EasyPlayer(rng)
    if spec.kind == "normal":
        return NormalPlayer(rng)
    if spec.kind == "hint":  # the search hint on every turn (the arena's measure of it)
        seconds = spec.seconds if spec.seconds is not None or spec.playouts is not None else HINT_SECONDS
        return HintPlayer(seconds=seconds, playouts=spec.playouts)
    return HardPlayer(rng, seconds=spec.budget_seconds, iterations=spec.playouts, read_moves=spec.read_moves)


__all__ = ["ALL_KINDS", "DEFAULT_SECONDS", "KINDS", "DecisionStats", "EasyPlayer", "HardPlayer", "NormalPlayer",
           "Player", "PlayerSpec", "RandomPlayer", "make_player"]
