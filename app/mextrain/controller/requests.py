"""The question the controller puts to a seat whose turn it is (see `seats`)."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from mextrain.engine import Move, PlayerView, Reason


@dataclass(frozen=True, eq=False)
class MoveRequest:
    """"Seat `seat`, your move": what the seat may know and answer.

    Compared by identity: each question is a new object, and an answer is taken only
    for the question the controller is waiting on (a late one is dropped).
    """

    #: the seat asked (0-based, as in the engine)
    seat: int
    #: a running number of the controller's questions (for logs and network messages)
    number: int
    #: the seat's view of the game: its own hand, the table, counts, the public history
    view: PlayerView
    #: the legal answers (the engine's `legal_moves()` now)
    legal: tuple[Move, ...]
    #: why a move is not legal now (the engine's Reason); valid while the question is open
    explain: Callable[[Move], Reason]
