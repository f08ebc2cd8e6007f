"""Computer players. Each gets only its seat's view (`PlayerView`), never the hidden hands."""
from __future__ import annotations

import random

from .base import Player, RandomPlayer
from .easy import EasyPlayer
from .hard import DEFAULT_SECONDS, HardPlayer
from .normal import NormalPlayer

#: kinds the New Game dialog offers, weakest first (the simulator accepts "random" too)
KINDS: tuple[str, ...] = ("easy", "normal", "hard")


def parse_hard_budget(arg: str) -> tuple[float | None, int | None]:
    """"" -> the default time; "0.2s" -> 0.2 seconds; "500" -> 500 playouts."""
    if not arg:
        return DEFAULT_SECONDS, None
    try:
        if arg.endswith("s"):
            seconds = float(arg[:-1])
            if not 0 < seconds <= 600:
                raise ValueError
            return seconds, None
        iterations = int(arg)
        if iterations < 1:
            raise ValueError
        return None, iterations
    except ValueError:
        raise ValueError(
            f"hard's budget {arg!r} is neither seconds (e.g. hard:0.2s) nor playouts (e.g. hard:500)"
        ) from None


def make_player(spec: str, seed: int | str) -> Player:
    """A player from a kind name: "random", "easy", "normal", "hard", "hard:0.2s", "hard:500".

    "hard:500:read" is Hard that also reads the opponents' moves (inference.py): off by
    default, since the deals it needs cost more search time than the knowledge gains.

    Raises ValueError with a plain message for an unknown kind.
    """
    kind, sep, arg = spec.strip().partition(":")
    rng = random.Random(f"mextrain/player/{seed}")
    if kind == "random" and not arg:
        return RandomPlayer(rng)
    if kind == "easy" and not arg:
        return EasyPlayer(rng)
    if kind == "normal" and not arg:
        return NormalPlayer(rng)
    if kind == "hard" and (arg or not sep):
        budget, _, flag = arg.partition(":")
        if flag not in ("", "read"):
            raise ValueError(f"unknown option {flag!r} of {spec!r}; the only one is :read")
        seconds, iterations = parse_hard_budget(budget)
        return HardPlayer(rng, seconds=seconds, iterations=iterations, read_moves=flag == "read")
    raise ValueError(f"unknown computer player {spec!r}; kinds: random, {', '.join(KINDS)}, hard:0.2s, hard:500")


__all__ = ["KINDS", "EasyPlayer", "HardPlayer", "NormalPlayer", "Player", "RandomPlayer", "make_player"]
