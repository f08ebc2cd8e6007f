"""What the score sheet and the window read of a game run elsewhere (a `ScoreBook`): the rounds as the
host announced them (`round_over`), the totals, the winners and the phase; the names are the engine's
`Game`/`RoundRecord` ones, so the score sheet reads either. `JoinedGame` keeps one per game.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from mextrain.engine import GameOptions, Phase, RoundEnd, Tile


@dataclass
class Deal:
    engine_number: int
    starter: int


@dataclass
class ScoreRound:
    """One round as the score sheet reads it (the engine's RoundRecord has the same names)."""

    number: int
    deal: Deal
    points: tuple[int, ...] | None = None
    result: RoundEnd | None = None
    out_seat: int | None = None
    hands_left: tuple[tuple[Tile, ...], ...] | None = None  # every hand is public at the end


@dataclass
class ScoreBook:
    """What the window and the score sheet read of a game, for a game the host runs."""

    options: GameOptions
    rounds: list[ScoreRound] = field(default_factory=list)
    totals: list[int] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)
    phase: Phase = Phase.PLAYING
    seed: int = 0
    #: when (time.monotonic) the host deals the next round by itself; None: when the host's person does
    next_round_at: float | None = None
    #: whose turn it is in the last view (the hand-over cover asks whether it is the shown person's)
    current_seat: int = 0

    @property
    def round_number(self) -> int:
        return self.rounds[-1].number if self.rounds else 1


__all__ = ["Deal", "ScoreBook", "ScoreRound"]
