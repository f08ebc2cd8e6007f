"""The playout policy on engine states, for the stretch where a starting run is possible.

`fastsim.play_out` plays sampled rounds on its own flat state, but a starting run
(R10) is left to the engine; while one is under way or still possible, the playout
steps the `RoundState` with this policy. It reads the state's own arrays (hands as
tile bitmasks, per-slot open ends and markers) and scores each legal move with a few
integer operations: go out when you can, shed heavy tiles, lay a double only with its
cover, lift your marker, keep a tile for the end you leave, keep a run going.
"""
from __future__ import annotations

import random

from mextrain.engine import Move, RoundState
from mextrain.engine.moves import PLAY_MOVES
from mextrain.engine.tiles import ALL_TILES, NUM_MASK, TILE_SCORE

#: for each interned play move (by `id`): (tile bit, slot, low half, high half, points, is double)
_FEATURES: dict[int, tuple[int, int, int, int, int, bool]] = {}
for _tid, _row in enumerate(PLAY_MOVES):
    _t = ALL_TILES[_tid]
    for _slot, _m in enumerate(_row):
        _FEATURES[id(_m)] = (1 << _tid, _slot, _t[0], _t[1], TILE_SCORE[_tid], _t[0] == _t[1])

GO_OUT = 100_000
LIFT_MARKER = 60
DOUBLE_WITH_COVER = 25
DOUBLE_WITHOUT_COVER = -120
KEEPS_A_FOLLOWER = 12
OWN_TRAIN = 4
END_RUN = -15


def move_features(move: Move) -> tuple[int, int, int, int, int, bool] | None:
    """(tile bit, slot, low, high, points, is double) of an interned play move, else None."""
    return _FEATURES.get(id(move))


def policy_move(state: RoundState, legal: list[Move], rng: random.Random, noise: float = 6.0) -> Move:
    """The playout policy's move among `legal` (two or more moves) for the seat to move."""
    seat = state.current
    hand = state.hands[seat]
    ends = state.ends
    own_marker = state.markers[seat]
    best = legal[0]
    best_score = -1e18
    rand = rng.random
    feats = _FEATURES
    for m in legal:
        f = feats.get(id(m))
        if f is None:
            # END of a starting run (DRAW and PASS only come alone)
            s = END_RUN
        else:
            bit, slot, lo, hi, pts, dbl = f
            rest = hand & ~bit
            if not rest:
                return m  # R14: going out ends the round
            s = pts
            end = ends[slot]
            new_end = hi if lo == end else lo
            if dbl:
                if rest & NUM_MASK[lo]:
                    s += DOUBLE_WITH_COVER
                else:
                    s += DOUBLE_WITHOUT_COVER
            if slot == seat:
                s += OWN_TRAIN
                if own_marker:
                    s += LIFT_MARKER
                if not dbl and rest & NUM_MASK[new_end]:
                    s += KEEPS_A_FOLLOWER
            elif not dbl and rest & NUM_MASK[new_end]:
                s += KEEPS_A_FOLLOWER // 2
        s += noise * rand()
        if s > best_score:
            best_score = s
            best = m
    return best


__all__ = ["move_features", "policy_move"]
