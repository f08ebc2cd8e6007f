"""The options of a game (the New Game dialog's choices that change the rules) and what
follows from them alone: R2 seats, R3 hand sizes, R4 game lengths."""
from __future__ import annotations

from dataclasses import dataclass

from .moves import MAX_SEATS

FULL_GAME = 13
SHORT_GAME = 7


def hand_size(players: int) -> int:
    """R3: 15 tiles with 2–4 players, 12 with 5–6, 10 with 7–8."""
    if not 2 <= players <= MAX_SEATS:
        raise ValueError(f"Mexican Train is for 2 to {MAX_SEATS} players, not {players}")
    return 15 if players <= 4 else 12 if players <= 6 else 10


@dataclass(frozen=True)
class GameOptions:
    """The options of the New Game dialog that change the rules (rules.md)."""

    players: int = 4
    rounds: int = FULL_GAME
    starting_run: bool = False

    def __post_init__(self) -> None:
        if type(self.players) is not int or not 2 <= self.players <= MAX_SEATS:
            raise ValueError(f"players must be 2 to {MAX_SEATS}, not {self.players!r}")
        if self.rounds not in (FULL_GAME, SHORT_GAME):
            raise ValueError(f"a game has {FULL_GAME} or {SHORT_GAME} rounds, not {self.rounds!r}")
        if type(self.starting_run) is not bool:
            raise ValueError(f"starting_run must be true or false, not {self.starting_run!r}")

    @property
    def hand_size(self) -> int:
        return hand_size(self.players)
