"""What one seat may know (OpenSpiel's observation): computer players get only this."""
from __future__ import annotations

from dataclasses import dataclass

from .moves import MEXICAN_SLOT, Move, TrainId, train_slot
from .options import GameOptions
from .tiles import Tile


@dataclass(frozen=True)
class TrainView:
    train: TrainId
    tiles: tuple[tuple[Tile, int, int], ...]  # (tile, half touching the train, new open end)
    open_end: int
    marker: bool


@dataclass(frozen=True)
class HistoryEntry:
    seat: int
    move: Move
    #: for a draw or a pass: the numbers the seat showed it held no tile of
    lacked: frozenset[int] | None


@dataclass(frozen=True)
class PlayerView:
    """One seat's knowledge: its own hand, the table, counts and the public history."""

    seat: int
    options: GameOptions
    round_number: int
    engine_number: int  # the number on the engine (R4)
    hand: tuple[Tile, ...]
    hand_counts: tuple[int, ...]
    boneyard_size: int
    trains: tuple[TrainView, ...]
    open_doubles: tuple[TrainId, ...]  # coverable, oldest first
    current: int
    legal: tuple[Move, ...]  # empty unless this seat is to move
    history: tuple[HistoryEntry, ...]
    totals: tuple[int, ...]
    # the turn's public state, needed to rebuild a full state from a sample
    drew: bool
    drawn: Tile | None  # the tile this seat drew in this play of its turn (only the drawer sees it)
    run: bool
    turn_plays: int
    turn_doubles: tuple[TrainId, ...]
    had_turn: tuple[bool, ...]
    all_open_doubles: tuple[TrainId, ...]
    #: R22: the seats that have laid on their own train in this round
    started: tuple[bool, ...] = ()
    #: R21: this play's draws say nothing of the numbers the seat holds
    weak_lack: bool = False

    @property
    def players(self) -> int:
        return self.options.players

    def train(self, train: TrainId) -> TrainView:
        slot = train_slot(train)
        return self.trains[-1] if slot == MEXICAN_SLOT else self.trains[slot]

    def table_tiles(self) -> list[Tile]:
        """Every tile laid on the table (the engine not included)."""
        return [t for tv in self.trains for (t, _, _) in tv.tiles]
