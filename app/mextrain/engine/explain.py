"""Why a move is not legal now: the rule it breaks, for the messages a person is shown.

Kept apart from `round.py`, whose legal list is the only judge: this only names the reason
for a move that list does not contain (the UI translates the `Reason`).
"""
from __future__ import annotations

from typing import Protocol, cast

from .errors import Reason
from .moves import END, MAX_SEATS, Move, MoveKind, TrainId, train_slot
from .tiles import TILE_ID, Tile


class Position(Protocol):
    """What an explanation reads of a round (a `RoundState` is one): a Protocol because round.py
    imports this module (no import cycle)."""

    @property
    def result(self) -> object: ...

    players: int
    current: int
    hands: list[int]
    ends: list[int]
    open_doubles: list[int]
    run: bool
    drew: bool
    drawn: int
    drawn_count: int
    boneyard: list[Tile]

    def legal_moves(self) -> list[Move]: ...

    def oldest_open_double(self) -> int: ...

    def playable_slots(self, seat: int) -> list[int]: ...


def why_illegal(state: Position, move: Move) -> Reason:
    """The rule a move breaks now (for messages); call only for a move not in the legal list."""
    if state.result is not None:
        return Reason.ROUND_OVER
    if not isinstance(move, Move):
        return Reason.NOT_A_MOVE
    legal = state.legal_moves()
    seat = state.current
    if move.kind is MoveKind.PLAY:
        t = cast(Tile, move.tile)  # a PLAY move always names its tile and train
        try:
            slot = train_slot(cast(TrainId, move.train))
        except (TypeError, ValueError):
            return Reason.NO_SUCH_TRAIN
        if not (0 <= slot <= MAX_SEATS) or (slot < MAX_SEATS and slot >= state.players):
            return Reason.NO_SUCH_TRAIN
        if not (state.hands[seat] >> TILE_ID[t[0]][t[1]]) & 1:
            return Reason.NOT_IN_HAND
        if state.drawn >= 0 and TILE_ID[t[0]][t[1]] != state.drawn:
            return Reason.DRAWN_TILE_ONLY  # R12
        if state.run:
            if slot != seat:
                return Reason.RUN_OWN_TRAIN
            if seat in state.open_doubles and not t.has(state.ends[seat]):
                return Reason.COVER_DOUBLE
            return Reason.NO_MATCH
        od = state.oldest_open_double()
        if od >= 0 and slot != od:
            return Reason.COVER_DOUBLE
        if slot not in state.playable_slots(seat):
            return Reason.TRAIN_CLOSED
        return Reason.NO_MATCH
    if move.kind is MoveKind.DRAW:
        if any(m.kind is MoveKind.PLAY for m in legal):
            return Reason.MUST_PLAY
        if state.drew:
            return Reason.ALREADY_DREW
        if state.drawn_count >= len(state.boneyard):
            return Reason.BONEYARD_EMPTY
        return Reason.MUST_PLAY
    if move.kind is MoveKind.PASS:
        if any(m.kind is MoveKind.PLAY for m in legal) or END in legal:
            return Reason.MUST_PLAY
        return Reason.MUST_DRAW
    if move.kind is MoveKind.END:
        if not state.run:
            return Reason.NOT_IN_RUN
        return Reason.DOUBLE_OPEN_IN_RUN
    return Reason.NOT_A_MOVE
