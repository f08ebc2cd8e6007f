"""Moves as small hashable values (one source of moves for the UI, the AI and records).

Four kinds (record-format.md): play a tile on a train, draw, pass, end a starting run.
A train is named by its owner's seat number or by `MEXICAN`.
"""
from __future__ import annotations

import enum
from typing import Any, Final, NamedTuple, cast

from .tiles import ALL_TILES, MAX_PIPS, Tile

MEXICAN: Final = "mexican"
MAX_SEATS: Final = 8
#: the internal slot of the Mexican Train in per-train arrays (seats use 0..7)
MEXICAN_SLOT: Final = MAX_SEATS

TrainId = int | str


def train_slot(train: TrainId) -> int:
    return MEXICAN_SLOT if train == MEXICAN else int(train)


def slot_train(slot: int) -> TrainId:
    return MEXICAN if slot == MEXICAN_SLOT else slot


class MoveKind(enum.Enum):
    PLAY = "play"
    DRAW = "draw"
    PASS = "pass"
    END = "end"


class Move(NamedTuple):
    """One decision. Build with `Move.play(tile, train)` or use `DRAW`, `PASS`, `END`."""

    kind: MoveKind
    tile: Tile | None = None
    train: TrainId | None = None

    @staticmethod
    def play(tile: Tile, train: TrainId) -> Move:
        if not isinstance(tile, Tile):
            tile = Tile(*tile)
        if train != MEXICAN and not (isinstance(train, int) and not isinstance(train, bool) and 0 <= train < MAX_SEATS):
            raise ValueError(f"no such train: {train!r}")
        return PLAY_MOVES[tile.id][train_slot(train)]

    def __repr__(self) -> str:
        if self.kind is MoveKind.PLAY:
            return f"Move.play({self.tile!r}, {self.train!r})"
        return f"Move.{self.kind.name}"

    def __str__(self) -> str:
        if self.kind is MoveKind.PLAY:
            return f"{self.tile} on {self.train}"
        return str(self.kind.value)

    def to_json(self) -> dict[str, Any]:
        """The record-format.md form: `{"play": [a, b], "train": 2}`, `{"draw": true}`, ..."""
        if self.kind is MoveKind.PLAY:
            tile = cast(Tile, self.tile)
            return {"play": [tile[0], tile[1]], "train": self.train}
        return {self.kind.value: True}

    @staticmethod
    def from_json(data: Any) -> Move:
        """Parse the record-format.md form; raises ValueError with a plain reason."""
        if not isinstance(data, dict):
            raise ValueError(f"a move must be an object, not {data!r}")
        if "play" in data:
            if set(data) != {"play", "train"}:
                raise ValueError(f"a play move has exactly 'play' and 'train': {data!r}")
            t = data["play"]
            if not (isinstance(t, list) and len(t) == 2 and all(type(x) is int for x in t)):
                raise ValueError(f"not a tile: {t!r}")
            if t[0] > t[1]:
                raise ValueError(f"tile {t!r} is not written with a <= b")
            if not (0 <= t[0] <= MAX_PIPS and 0 <= t[1] <= MAX_PIPS):
                raise ValueError(f"tile {t!r} is not in a double-twelve set")
            train = data["train"]
            if not (train == MEXICAN or (type(train) is int and 0 <= train < MAX_SEATS)):
                raise ValueError(f"no such train: {train!r}")
            return Move.play(Tile(t[0], t[1]), train)
        for kind, singleton in (("draw", DRAW), ("pass", PASS), ("end", END)):
            if kind in data:
                if data != {kind: True}:
                    raise ValueError(f"a {kind} move is exactly {{\"{kind}\": true}}: {data!r}")
                return singleton
        raise ValueError(f"not a move: {data!r}")


DRAW: Final = Move(MoveKind.DRAW)
PASS: Final = Move(MoveKind.PASS)
END: Final = Move(MoveKind.END)

#: interned play moves: PLAY_MOVES[tile id][slot]
PLAY_MOVES: tuple[tuple[Move, ...], ...] = tuple(
    tuple(Move(MoveKind.PLAY, t, slot_train(slot)) for slot in range(MAX_SEATS + 1)) for t in ALL_TILES
)
