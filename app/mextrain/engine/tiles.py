"""Tiles of the sets a game may use (R1, R19: up to double-15) as small, normalised values.

A `Tile` is a tuple subclass: hashable, immutable, compared and hashed at C speed,
and written to JSON as `[a, b]` as record-format.md wants. Every tile up to 15|15 also has
an id (0..135) and a bit in an int bitmask; the round state keeps hands as bitmasks
so that legal moves are found with a few integer operations. The ids run in the order
(0|0, 0|1, …, 0|15, 1|1, …), so the tiles of any smaller set keep their order among
themselves: `set_tiles(12)` is the double-twelve set in the order the deal shuffles.
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator
from operator import itemgetter

#: the highest number of any set (R19: double-15)
MAX_PIPS = 15


class Tile(tuple[int, int]):
    """A domino `a|b`, normalised so that `a <= b` (R1)."""

    __slots__ = ()

    def __new__(cls, a: int, b: int) -> Tile:
        if type(a) is not int or type(b) is not int:
            raise TypeError(f"tile halves must be integers, not {a!r} and {b!r}")
        if not (0 <= a <= MAX_PIPS and 0 <= b <= MAX_PIPS):
            raise ValueError(f"tile {a}|{b} is not in a double-{MAX_PIPS} set")
        if a > b:
            a, b = b, a
        return tuple.__new__(cls, (a, b))

    a: int = property(itemgetter(0), doc="the lower half")  # type: ignore[assignment]  # a C getter: fast
    b: int = property(itemgetter(1), doc="the higher half")  # type: ignore[assignment]

    @property
    def is_double(self) -> bool:
        return self[0] == self[1]

    @property
    def pips(self) -> int:
        return self[0] + self[1]

    @property
    def score(self) -> int:
        """Points the tile costs when left in a hand (R17: 0|0 counts 50)."""
        return 50 if self[1] == 0 else self[0] + self[1]

    @property
    def id(self) -> int:
        return TILE_ID[self[0]][self[1]]

    def has(self, number: int) -> bool:
        return self[0] == number or self[1] == number

    def other(self, number: int) -> int:
        """The half that is not `number` (the new open end after laying on `number`)."""
        return self[1] if self[0] == number else self[0]

    def __repr__(self) -> str:
        return f"Tile({self[0]}, {self[1]})"

    def __str__(self) -> str:
        return f"{self[0]}|{self[1]}"

    @classmethod
    def parse(cls, text: str) -> Tile:
        """`Tile.parse("5|3") == Tile(3, 5)`; the inverse of `str`."""
        left, sep, right = text.strip().partition("|")
        if not sep:
            raise ValueError(f"not a tile: {text!r}")
        return cls(int(left), int(right))

    def __reduce__(self) -> tuple[type[Tile], tuple[int, int]]:  # pickle/copy as Tile(a, b), not a bare tuple
        return (Tile, (self[0], self[1]))


#: every tile of the set in a fixed order; `ALL_TILES[t.id] == t`
ALL_TILES: tuple[Tile, ...] = tuple(Tile(a, b) for a in range(MAX_PIPS + 1) for b in range(a, MAX_PIPS + 1))
TILE_ID: tuple[tuple[int, ...], ...] = tuple(
    tuple(ALL_TILES.index(Tile(min(a, b), max(a, b))) for b in range(MAX_PIPS + 1)) for a in range(MAX_PIPS + 1)
)
N_TILES = len(ALL_TILES)  # 136
#: bitmask of the tiles that carry a number
NUM_MASK: tuple[int, ...] = tuple(
    sum(1 << t.id for t in ALL_TILES if t.has(n)) for n in range(MAX_PIPS + 1)
)
#: the bit of the double n|n
DOUBLE_BIT: tuple[int, ...] = tuple(1 << TILE_ID[n][n] for n in range(MAX_PIPS + 1))
DOUBLES_MASK = sum(DOUBLE_BIT)
TILE_SCORE: tuple[int, ...] = tuple(t.score for t in ALL_TILES)
#: R24: the scores when 0|0 counts its pips (0)
TILE_SCORE_ZERO: tuple[int, ...] = tuple(t.pips for t in ALL_TILES)
TILE_HI: tuple[int, ...] = tuple(t[1] for t in ALL_TILES)
TILE_LO: tuple[int, ...] = tuple(t[0] for t in ALL_TILES)
TILE_IS_DOUBLE: tuple[bool, ...] = tuple(t.is_double for t in ALL_TILES)


def tile(a: int, b: int) -> Tile:
    """The interned tile a|b."""
    return ALL_TILES[TILE_ID[a][b]]


def set_tiles(top: int = 12) -> list[Tile]:
    """The tiles of a double-`top` set (R1, R19), in a fixed order (the deal's)."""
    return list(_SETS[top])


def full_set(top: int = 12) -> list[Tile]:
    """The tiles of a double-`top` set, (top+1)(top+2)/2 of them (R1, R19)."""
    return set_tiles(top)


#: per highest number: the tiles of that set, in the deal's order
_SETS: tuple[tuple[Tile, ...], ...] = tuple(tuple(t for t in ALL_TILES if t[1] <= n) for n in range(MAX_PIPS + 1))
#: per highest number: the bitmask of every tile of that set
SET_MASK: tuple[int, ...] = tuple(sum(1 << t.id for t in ALL_TILES if t[1] <= n) for n in range(MAX_PIPS + 1))


def scores_of(zero_zero: int) -> tuple[int, ...]:
    """R17/R24: the score of each tile id, 0|0 counting 50 or 0."""
    return TILE_SCORE if zero_zero == 50 else TILE_SCORE_ZERO


def mask_of(tiles: Iterable[Tile]) -> int:
    m = 0
    for t in tiles:
        m |= 1 << TILE_ID[t[0]][t[1]]
    return m


def ids_of(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def tiles_of(mask: int) -> list[Tile]:
    return [ALL_TILES[i] for i in ids_of(mask)]


def hand_score(tiles: Iterable[Tile], zero_zero: int = 50) -> int:
    """R17/R24: the pips of the tiles, 0|0 counting 50 (or 0)."""
    return sum(t.score if zero_zero == 50 else t.pips for t in tiles)


def mask_score(mask: int, scores: tuple[int, ...] = TILE_SCORE) -> int:
    """R17 for a hand held as a bitmask over tile ids (the engine's and the playouts' form);
    `scores` is `scores_of(zero_zero)` (R24)."""
    total = 0
    while mask:
        low = mask & -mask
        total += scores[low.bit_length() - 1]
        mask ^= low
    return total
