"""Sampling the hidden tiles of a view (determinization), consistent with what it tells.

A seat's view shows its own hand, the table, how many tiles each other seat holds and
how many lie in the boneyard. The tiles it does not see are dealt at random to the other
hands and the boneyard, honouring what the public history tells about them: a seat that
drew or passed showed it held no tile with any number it could have laid then
(`HistoryEntry.lacked`, R9/R12). That holds for every tile it held at that moment. A
tile it drew later is free of it; a drawn tile is kept only when the seat passed right
after drawing (a drawn tile that fits is laid at once, R12), so the kept tiles are known
by the moment they came in, though not by face. Each hidden tile of a seat is therefore
given a slot: tiles held since the deal must avoid every number the seat lacked in the
round; a tile kept from a draw must avoid only the numbers lacked from that draw on.
Which of the kept tiles are still in the hand is unknown, so the sampler assumes the
most recent ones are (the loosest reading that fits the counts).

The result is a full `RoundState` built by `RoundState.from_view`; for speed every
sample after the first reuses that state's table and only swaps the hands and boneyard.
"""
from __future__ import annotations

import random
from collections.abc import Iterable

from mextrain.engine import PlayerView, RoundState, Tile
from mextrain.engine.moves import MoveKind
from mextrain.engine.tiles import ALL_TILES, DOUBLE_BIT, NUM_MASK, SET_MASK, ids_of, mask_of

from .inference import READ_TRIES, last_turns


def _forbidden(numbers: Iterable[int]) -> int:
    m = 0
    for v in numbers:
        m |= NUM_MASK[v]
    return m


def slot_constraints(view: PlayerView, seat: int) -> list[int]:
    """For each hidden tile of `seat`, the bitmask of tiles it cannot be (see the module doc).

    The list has one entry per tile the seat holds, most constrained first.
    """
    history = view.history
    lacked_at: list[tuple[int, frozenset[int]]] = []
    kept_draws: list[int] = []
    for i, e in enumerate(history):
        if e.seat != seat:
            continue
        if e.lacked:
            lacked_at.append((i, e.lacked))
        if e.move.kind is MoveKind.DRAW and i + 1 < len(history):
            nxt = history[i + 1]
            if nxt.seat == seat and nxt.move.kind is MoveKind.PASS:
                kept_draws.append(i)
    count = view.hand_counts[seat]
    original = _forbidden(frozenset().union(*(n for _, n in lacked_at))) if lacked_at else 0
    loose: list[int] = []
    for d in reversed(kept_draws):  # the most recent draw first: the loosest slot
        if len(loose) == count:
            break
        numbers: set[int] = set()
        for i, n in lacked_at:
            if i > d:
                numbers |= n
        loose.append(_forbidden(numbers))
    slots = [original] * (count - len(loose)) + loose
    return slots


class Sampler:
    """Deals the unseen tiles of one view to the other hands and the boneyard, at random.

    `sample(rng)` returns (hands as bitmasks, boneyard in drawing order); `state(rng)`
    returns a full `RoundState` ready to be played on. With `read_moves`, of up to
    `READ_TRIES` deals it keeps the first that explains every opponent's last turn as
    Normal's move, else the one that explains the most (inference.py).
    """

    def __init__(self, view: PlayerView, read_moves: bool = True, tries: int = READ_TRIES) -> None:
        self.view = view
        self.turns = last_turns(view) if read_moves else []
        self.tries = tries
        self.seat = view.seat
        own = mask_of(view.hand)
        table = mask_of(view.table_tiles())
        unknown = SET_MASK[view.options.set] & ~own & ~table & ~DOUBLE_BIT[view.engine_number]
        self.own = own
        self.unknown: list[int] = list(ids_of(unknown))
        hidden = sum(c for s, c in enumerate(view.hand_counts) if s != view.seat) + view.boneyard_size
        if hidden != len(self.unknown):
            raise ValueError(f"the view hides {hidden} tiles but {len(self.unknown)} are unseen")
        n = view.players
        self.counts = list(view.hand_counts)
        # constrained slots (seat, forbidden mask), most restrictive first; the others are free
        constrained: list[tuple[int, int, int]] = []
        self.free = [0] * n
        for s in range(n):
            if s == self.seat:
                continue
            for forbidden in slot_constraints(view, s):
                f = forbidden & unknown
                if f:
                    constrained.append(((f.bit_count()), s, f))
                else:
                    self.free[s] += 1
        constrained.sort(reverse=True)
        self.constrained: list[tuple[int, int]] = [(s, f) for _, s, f in constrained]
        self.relaxed = 0  # samples in which a constraint could not be met and was dropped
        self._base: RoundState | None = None

    def sample(self, rng: random.Random) -> tuple[list[int], list[Tile]]:
        """Hands (bitmasks, own hand as it is) and the boneyard order of one random deal."""
        turns = self.turns
        deal = self._deal(rng)
        if not turns:
            return deal
        best, best_misses = deal, len(turns) + 1
        for attempt in range(self.tries):
            if attempt:
                deal = self._deal(rng)
            hands = deal[0]
            misses = self.misses(hands)
            if misses < best_misses:
                best, best_misses = deal, misses
                if not misses:
                    break
        return best

    def misses(self, hands: list[int]) -> int:
        """How many of the opponents' last turns these hands do not explain."""
        return sum(1 for t in self.turns if not t.normal_would(hands[t.seat]))

    def _deal(self, rng: random.Random) -> tuple[list[int], list[Tile]]:
        order = self.unknown[:]
        for attempt in range(4):
            rng.shuffle(order)
            hands = [0] * len(self.counts)
            hands[self.seat] = self.own
            used = 0
            ok = True
            for s, forbidden in self.constrained:
                for tid in order:
                    bit = 1 << tid
                    if not (used & bit or forbidden & bit):
                        break
                else:
                    if attempt < 3:
                        ok = False
                        break
                    # the constraints cannot all be met in this shuffle: drop this one
                    self.relaxed += 1
                    for tid in order:
                        bit = 1 << tid
                        if not used & bit:
                            break
                used |= bit
                hands[s] |= bit
            if ok:
                break
        free = self.free
        need = free[:]
        boneyard: list[Tile] = []
        s = 0
        n = len(need)
        for tid in order:
            bit = 1 << tid
            if used & bit:
                continue
            while s < n and need[s] == 0:
                s += 1
            if s < n:
                hands[s] |= bit
                need[s] -= 1
            else:
                boneyard.append(ALL_TILES[tid])
        return hands, boneyard

    def state(self, rng: random.Random) -> RoundState:
        """A full round state for one random deal of the unseen tiles."""
        hands, boneyard = self.sample(rng)
        base = self._base
        if base is None:
            tiles = [[ALL_TILES[i] for i in ids_of(m)] for m in hands]
            base = self._base = RoundState.from_view(self.view, tiles, boneyard)
            return base.clone()
        return base.with_hidden(hands, boneyard)


__all__ = ["Sampler", "slot_constraints"]
