"""Pure geometry of the table: where the engine, every train, its open end and the hand go.

No Qt here, so the layout is tested as plain functions (no overlaps for 2..8 seats, every
open end inside the scene). The scene is `SCENE_WIDTH` units wide; its height follows the
view's aspect ratio, and the view scales the whole scene to the window (fitInView).

The table is laid out like seats around a real table: the engine stands in a hub column in
the middle, trains run left from it (the person's own train at the bottom, then the seats
after it going up) and right from it (the remaining seats coming down, the Mexican Train at
the bottom, next to the person's own). The hand is a rack across the bottom.
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from mextrain.engine.moves import MEXICAN, TrainId

SCENE_WIDTH = 1200.0
DEFAULT_HEIGHT = 750.0
MIN_HEIGHT = 620.0
MAX_HEIGHT = 1150.0
MARGIN = 14.0
HAND_HEIGHT = 132.0
HAND_GAP = 10.0          # between the table area and the rack
LABEL_HEIGHT = 26.0      # the line above a train: marker, name, tile count
ROW_GAP = 8.0            # between one row's band and the next row's label
MAX_PITCH = 150.0        # rows never spread further apart than this
TRAIN_LONG_MAX = 70.0    # long side of a tile on the table
TRAIN_LONG_MIN = 40.0
HAND_LONG_MAX = 82.0     # long side of a tile in the hand
HAND_LONG_MIN = 34.0
TILE_GAP = 3.0           # between tiles in a train
HUB_GAP = 10.0           # between the hub and the first tile of a train
MORE_WIDTH = 42.0        # the "+k" chip in front of the newest tiles
MAX_LINES = 3            # lines a train may snake over when the table has room
LINE_GAP = 6.0
TURN_ROOM = 16.0         # room at the table's edge for a train's rails to turn
HAND_PAD = 12.0
HAND_GAP_X = 8.0
HAND_GAP_Y = 10.0


@dataclass(frozen=True)
class Box:
    """An axis-aligned rectangle in scene units."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def cx(self) -> float:
        return self.x + self.w / 2

    @property
    def cy(self) -> float:
        return self.y + self.h / 2

    def contains(self, px: float, py: float) -> bool:
        return self.x <= px <= self.right and self.y <= py <= self.bottom

    def intersects(self, other: Box) -> bool:
        """True when the two overlap by more than a touching edge."""
        eps = 1e-6
        return (self.x < other.right - eps and other.x < self.right - eps
                and self.y < other.bottom - eps and other.y < self.bottom - eps)

    def inside(self, other: Box) -> bool:
        eps = 1e-6
        return (self.x >= other.x - eps and self.y >= other.y - eps
                and self.right <= other.right + eps and self.bottom <= other.bottom + eps)

    def united(self, other: Box) -> Box:
        x, y = min(self.x, other.x), min(self.y, other.y)
        return Box(x, y, max(self.right, other.right) - x, max(self.bottom, other.bottom) - y)


@dataclass(frozen=True)
class Row:
    """One train's strip: a label line above one or more lines of tiles.

    The first line runs away from the hub; when a train outgrows it and the table has
    room, it turns at the table's edge and comes back on the next line (and so on), like
    a real train snaking across the table.
    """

    train: TrainId
    direction: int      # -1: the train runs to the left of the hub, +1: to the right
    label: Box          # marker, name and count
    bands: tuple[Box, ...]  # one band per line, from the hub edge to the table edge
    start_x: float      # where the first tile (or the "+k" chip) begins, next to the hub
    far_x: float        # where a line turns at the table's edge
    long: float         # long side of a tile in this row
    short: float

    @property
    def band(self) -> Box:
        return self.bands[0]

    @property
    def lines(self) -> int:
        return len(self.bands)

    @property
    def hit(self) -> Box:
        """Clicks and drops anywhere on the label or the lines belong to this train."""
        box = self.label
        for b in self.bands:
            box = box.united(b)
        return box

    @property
    def length(self) -> float:
        """Room along one line."""
        return abs(self.far_x - self.start_x)

    def line_direction(self, line: int) -> int:
        return self.direction if line % 2 == 0 else -self.direction

    def line_start(self, line: int) -> float:
        return self.start_x if line % 2 == 0 else self.far_x


@dataclass(frozen=True)
class TableLayout:
    players: int
    scene: Box
    table: Box          # everything above the rack
    hub: Box            # the column that holds the engine
    engine: Box         # the engine tile, standing upright
    rows: tuple[Row, ...]
    hand: Box           # the rack

    def row(self, train: TrainId) -> Row:
        for r in self.rows:
            if r.train == train:
                return r
        raise KeyError(train)


@dataclass(frozen=True)
class TrainPlacement:
    """Where one train's newest tiles go; older tiles before the first visible one are hidden."""

    first_visible: int           # index of the oldest tile shown
    tiles: tuple[Box, ...]       # boxes of tiles[first_visible:], in laying order
    directions: tuple[int, ...]  # the way each shown tile's line runs (+1 right, -1 left)
    slot: Box                    # where the next tile goes (the open end, the drop target)
    slot_direction: int
    more: Box | None             # the "+k" chip when tiles are hidden
    lines_used: int

    @property
    def hidden(self) -> int:
        return self.first_visible


@dataclass(frozen=True)
class HandGeometry:
    long: float
    short: float
    per_row: int
    centres: tuple[tuple[float, float], ...]


def scene_height(aspect: float) -> float:
    """Scene height for a view of the given width/height ratio (clamped to a readable range)."""
    if not aspect or aspect <= 0 or math.isnan(aspect):
        return DEFAULT_HEIGHT
    return min(MAX_HEIGHT, max(MIN_HEIGHT, SCENE_WIDTH / aspect))


def seat_order(players: int) -> tuple[list[TrainId], list[TrainId]]:
    """The trains of the left column (bottom to top) and the right column (top to bottom)."""
    trains: list[TrainId] = list(range(players)) + [MEXICAN]
    rows = math.ceil(len(trains) / 2)
    return trains[:rows], trains[rows:]


def table_layout(players: int, height: float = DEFAULT_HEIGHT) -> TableLayout:
    """The table for `players` seats in a scene SCENE_WIDTH wide and `height` high."""
    if not 2 <= players <= 8:
        raise ValueError(f"players must be 2 to 8, not {players!r}")
    width = SCENE_WIDTH
    height = max(MIN_HEIGHT, float(height))
    scene = Box(0.0, 0.0, width, height)
    hand = Box(MARGIN, height - MARGIN - HAND_HEIGHT, width - 2 * MARGIN, HAND_HEIGHT)
    table = Box(MARGIN, MARGIN, width - 2 * MARGIN, hand.y - HAND_GAP - MARGIN)

    left, right = seat_order(players)
    n_rows = len(left)
    room = table.h / n_rows
    long = max(TRAIN_LONG_MIN, min(TRAIN_LONG_MAX, room - LABEL_HEIGHT - ROW_GAP - 4))
    short = long / 2
    band_h = long + 4  # room for a double laid crosswise
    lines = max(1, min(MAX_LINES, int((room - LABEL_HEIGHT - ROW_GAP + LINE_GAP) // (band_h + LINE_GAP))))
    pitch = LABEL_HEIGHT + lines * band_h + (lines - 1) * LINE_GAP + ROW_GAP
    pitch = min(room, pitch + 0.4 * band_h)  # spread the rows a little when there is room
    block = n_rows * pitch
    top = table.y + (table.h - block) / 2

    engine_long = min(long * 1.3, block - 24)
    hub_w = engine_long / 2 + 22
    cx = width / 2
    hub = Box(cx - hub_w / 2, top + 2, hub_w, block - ROW_GAP - 4)
    engine = Box(cx - engine_long / 4, hub.cy - engine_long / 2, engine_long / 2, engine_long)

    spare = pitch - (LABEL_HEIGHT + lines * band_h + (lines - 1) * LINE_GAP + ROW_GAP)

    def row_at(index_from_top: int, train: TrainId, direction: int) -> Row:
        y = top + index_from_top * pitch + spare / 2
        if direction < 0:
            x0, x1 = table.x, hub.x
        else:
            x0, x1 = hub.right, table.right
        label = Box(x0, y, x1 - x0, LABEL_HEIGHT)
        bands = tuple(Box(x0, label.bottom + i * (band_h + LINE_GAP), x1 - x0, band_h) for i in range(lines))
        start = x1 - HUB_GAP if direction < 0 else x0 + HUB_GAP
        far = x0 + TURN_ROOM if direction < 0 else x1 - TURN_ROOM
        return Row(train, direction, label, bands, start, far, long, short)

    rows: list[Row] = []
    for i, train in enumerate(left):  # bottom to top
        rows.append(row_at(n_rows - 1 - i, train, -1))
    offset = n_rows - len(right)  # the right column sits at the bottom, beside the own train
    for i, train in enumerate(right):  # top to bottom
        rows.append(row_at(offset + i, train, +1))
    return TableLayout(players, scene, table, hub, engine, tuple(rows), hand)


def place_train(row: Row, doubles: Sequence[bool]) -> TrainPlacement:
    """Boxes for the newest tiles of a train that fit in its row, the "+k" chip and the open end.

    `doubles[i]` says whether the i-th tile (in laying order) is a double: doubles lie
    crosswise, as on a real table, and take a short side of room instead of a long one.
    """
    widths = [row.short if d else row.long for d in doubles]
    placed = _flow(row, widths, doubles, 0)
    if placed is None:
        lo, hi = 1, len(widths)  # the smallest number of hidden tiles that lets the rest fit
        while lo < hi:
            mid = (lo + hi) // 2
            if _flow(row, widths, doubles, mid) is None:
                lo = mid + 1
            else:
                hi = mid
        placed = _flow(row, widths, doubles, lo)
        assert placed is not None, "a row always holds the chip and the open end"
    return placed


def _flow(row: Row, widths: Sequence[float], doubles: Sequence[bool], first: int) -> TrainPlacement | None:
    """Lay the chip (if first > 0), tiles[first:] and the slot along the lines; None if they overflow."""
    long, short = row.long, row.short
    units: list[tuple[float, float]] = []  # (width along the line, height across it)
    if first > 0:
        units.append((MORE_WIDTH, short * 0.9))
    units += [(w, long if d else short) for w, d in zip(widths[first:], doubles[first:])]
    units.append((long, short))
    line, cursor, left = 0, row.line_start(0), row.length
    boxes: list[Box] = []
    dirs: list[int] = []
    for w, h in units:
        if w > left + 1e-6:
            line += 1
            if line >= row.lines:
                return None
            cursor, left = row.line_start(line), row.length
        d = row.line_direction(line)
        boxes.append(_box_from(cursor, d, w, row.bands[line].cy, h))
        dirs.append(d)
        cursor += d * (w + TILE_GAP)
        left -= w + TILE_GAP
    more = boxes.pop(0) if first > 0 else None
    if first > 0:
        dirs.pop(0)
    slot, slot_dir = boxes.pop(), dirs.pop()
    return TrainPlacement(first, tuple(boxes), tuple(dirs), slot, slot_dir, more, line + 1)


def _box_from(edge: float, direction: int, w: float, cy: float, h: float) -> Box:
    """A box w wide starting at `edge` and extending in `direction`, centred on cy."""
    x = edge if direction > 0 else edge - w
    return Box(x, cy - h / 2, w, h)


def hand_geometry(count: int, rack: Box) -> HandGeometry:
    """Slots of the hand's tiles, lying flat in rows across the rack, largest size that fits."""
    long = HAND_LONG_MAX
    while True:
        short = long / 2
        per_row = max(1, int((rack.w - 2 * HAND_PAD + HAND_GAP_X) // (long + HAND_GAP_X)))
        rows_fit = max(1, int((rack.h - 2 * HAND_PAD + HAND_GAP_Y) // (short + HAND_GAP_Y)))
        if count <= per_row * rows_fit or long <= HAND_LONG_MIN:
            break
        long -= 2
    rows = max(1, math.ceil(count / per_row))
    pitch_x, pitch_y = long + HAND_GAP_X, short + HAND_GAP_Y
    in_first = min(count, per_row)
    x0 = rack.cx - (in_first * pitch_x - HAND_GAP_X) / 2 + long / 2
    y0 = rack.cy - (rows * pitch_y - HAND_GAP_Y) / 2 + short / 2
    centres = tuple((x0 + (i % per_row) * pitch_x, y0 + (i // per_row) * pitch_y) for i in range(count))
    return HandGeometry(long, short, per_row, centres)


def hand_index_at(geom: HandGeometry, px: float, py: float) -> int:
    """The hand slot nearest to a point (where a tile dropped in the rack goes); -1 if empty."""
    if not geom.centres:
        return -1
    best, best_d = 0, float("inf")
    for i, (x, y) in enumerate(geom.centres):
        d = ((x - px) / geom.long) ** 2 + ((y - py) / geom.short) ** 2
        if d < best_d:
            best, best_d = i, d
    return best


def train_at(layout: TableLayout, px: float, py: float) -> TrainId | None:
    """The train whose row holds the point, or None."""
    for r in layout.rows:
        if r.hit.contains(px, py):
            return r.train
    return None


__all__ = [
    "Box", "HandGeometry", "Row", "TableLayout", "TrainPlacement", "SCENE_WIDTH",
    "hand_geometry", "hand_index_at", "place_train", "scene_height", "seat_order",
    "table_layout", "train_at",
]
