"""Errors the engine raises. Each names the rule it enforces, as a code a UI can translate."""
from __future__ import annotations

import enum


class Reason(enum.Enum):
    """Why a move is not legal now; `rule` is the rules.md id."""

    ROUND_OVER = ("R14", "the round is over")
    NOT_A_MOVE = ("R9", "that is not a move of this game")
    NOT_IN_HAND = ("R9", "the tile is not in the hand")
    NO_SUCH_TRAIN = ("R6", "there is no such train")
    TRAIN_CLOSED = ("R7", "that train belongs to another seat and carries no marker")
    NO_MATCH = ("R6", "the tile does not match the open end of that train")
    COVER_DOUBLE = ("R11", "an open double must be covered first")
    RUN_OWN_TRAIN = ("R10", "a starting run goes only on the seat's own train")
    MUST_PLAY = ("R9", "a tile can be laid, so drawing or passing is not allowed")
    ALREADY_DREW = ("R12", "the seat has drawn this turn already")
    BONEYARD_EMPTY = ("R12", "the boneyard is empty")
    MUST_DRAW = ("R12", "the seat must draw before it may pass")
    NOT_IN_RUN = ("R10", "only a starting run can be ended")
    DOUBLE_OPEN_IN_RUN = ("R10", "a run cannot end while its double is open")
    DRAWN_TILE_ONLY = ("R12", "after drawing only the drawn tile may be laid")
    GAME_OVER = ("R17", "the game is over")
    NOT_PLAYING = ("R14", "the round is over; start the next round first")

    @property
    def rule(self) -> str:
        return self.value[0]

    @property
    def text(self) -> str:
        return self.value[1]


class IllegalMove(ValueError):
    """Raised by `apply` for a move that is not in the legal list."""

    def __init__(self, move: object, reason: Reason, detail: str = "") -> None:
        self.move = move
        self.reason = reason
        self.detail = detail
        message = f"illegal move {move!r} ({reason.rule}): {reason.text}"
        if detail:
            message += f" ({detail})"
        super().__init__(message)
