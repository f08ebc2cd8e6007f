"""What an opponent's last turn says about its hand, read as a Normal-like player's move.

The sampler deals the unseen tiles at random within what the rules reveal (counts, and
the numbers a seat that drew or passed lacked). Players also reveal something by what
they choose: a Normal-like player lays a tile outside its planned row elsewhere before
its row's next tile, its heaviest such tile first, and so on. Hard's sampler therefore
deals up to `READ_TRIES` times and keeps the first deal in which every opponent's last
turn is the move Normal's policy would have made with that hand, else the deal that
explains the most turns. It never excludes a hand: against players unlike Normal it
only leans the deals a little.

Why choosing among a few deals and not weighing each deal by how well it explains the
moves (importance weights): weights cost the search effective samples for a small gain in
knowledge, while extra deals cost only dealing time. The gain itself is small: what a
player's choice reveals is weak next to what a pass reveals, which the sampler already
obeys strictly. `python -m mextrain.devtools.bench.ai --reading` prints how well the deals
know the hidden hands with and without reading, and what a deal costs.

Hard reads moves only when asked (`HardPlayer(read_moves=True)`, the kind
`hard:2000:read`): each read turn costs Normal's row search, so under a time budget reading
buys fewer playouts for that small gain; whether it wins games is for the arena
(`python -m mextrain.arena`) to show. Making `LastTurn.normal_would` cheaper is the way to
turn it on.

Only turns that are clear to read are used: the turn's first move was a tile (not a
draw, and no draw later in the turn, so the hand then is the hand now plus the tiles it
laid in that turn), no double had to be covered, and no starting run was possible. The
table at that moment is rebuilt from the public history (open ends and markers).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from mextrain.engine import MoveKind, PlayerView, Tile
from mextrain.engine.moves import MAX_SEATS, MEXICAN_SLOT, TrainId, train_slot
from mextrain.engine.tiles import NUM_MASK, TILE_ID, TILE_SCORE, scores_of

from .policy import play_score, row_bits

#: deals tried for one that explains every opponent's last turn
READ_TRIES = 4


@dataclass(frozen=True)
class LastTurn:
    """One opponent's last turn, as far as it can be checked against a sampled hand."""

    seat: int
    slots: tuple[int, ...]  # where it could lay then: own train, Mexican, marked trains
    ends: tuple[int, ...]   # their open ends then
    marker: bool            # its own train carried a marker then
    laid: int               # the tiles it laid in that turn (in its hand when it chose)
    move_bit: int           # the tile and the slot of its first move
    move_slot: int
    rules: tuple[tuple[int, ...], bool, bool] = (TILE_SCORE, False, False)  # play_score's (R20, R21, R24)

    def normal_would(self, hand_now: int) -> bool:
        """Whether Normal's policy, holding `hand_now` plus the laid tiles, makes this move."""
        hand = hand_now | self.laid
        seat = self.seat
        own_end = self.ends[0]
        row = row_bits(hand, own_end)
        first = row[0] if row else 0
        row_mask = sum(row)
        best = -1e18
        choice = (0, 0)
        for s, e in zip(self.slots, self.ends):
            m = hand & NUM_MASK[e]
            while m:
                b = m & -m
                m ^= b
                sc = play_score(b.bit_length() - 1, hand & ~b, s == seat, self.marker, b == first,
                                bool(b & row_mask), *self.rules)
                if sc > best:
                    best = sc
                    choice = (b, s)
        return choice == (self.move_bit, self.move_slot)


def last_turns(view: PlayerView) -> list[LastTurn]:
    """The checkable last turn of each other seat (see the module doc), by replaying the
    public history on the open ends and markers."""
    n = view.players
    history = view.history
    if not history:
        return []
    last_start: dict[int, int] = {}
    first_turn: dict[int, int] = {}
    for i, e in enumerate(history):
        if i == 0 or history[i - 1].seat != e.seat:
            last_start[e.seat] = i
            first_turn.setdefault(e.seat, i)
    wanted = {i: s for s, i in last_start.items() if s != view.seat}
    ends = [view.engine_number] * (MAX_SEATS + 1)
    markers = [False] * (MAX_SEATS + 1)
    open_doubles: list[int] = []
    opts = view.options
    full = opts.per_number  # R13/R19
    laid = [0] * full
    laid[view.engine_number] = 1
    started = [False] * n  # R22
    out = []
    for i, e in enumerate(history):
        seat = wanted.get(i)
        if seat is not None:
            turn = [x for x in history[i:] if x.seat == seat]  # its last turn runs to the end
            plays = [x.move for x in turn]
            coverable = [x for x in open_doubles if laid[ends[x]] < full]
            if (
                plays[0].kind is MoveKind.PLAY
                and all(m.kind is MoveKind.PLAY for m in plays)
                and not coverable
                and not (view.options.starting_run and first_turn[seat] == i)
            ):
                if opts.own_train_first and not started[seat]:
                    slots: tuple[int, ...] = (seat,)  # R22
                else:
                    slots = (seat, MEXICAN_SLOT) + tuple(s for s in range(n) if markers[s] and s != seat)
                first = plays[0]
                t = cast(Tile, first.tile)
                out.append(LastTurn(
                    seat=seat,
                    slots=slots,
                    ends=tuple(ends[s] for s in slots),
                    marker=markers[seat],
                    laid=sum(1 << cast(Tile, m.tile).id for m in plays),
                    move_bit=1 << TILE_ID[t[0]][t[1]],
                    move_slot=train_slot(cast(TrainId, first.train)),
                    rules=(scores_of(opts.zero_zero), opts.free_doubles, not opts.out_on_double),
                ))
        m = e.move
        if m.kind is MoveKind.PLAY:
            slot = train_slot(cast(TrainId, m.train))
            t = cast(Tile, m.tile)
            new_end = t.other(ends[slot])
            ends[slot] = new_end
            laid[t[0]] += 1
            if t[1] != t[0]:
                laid[t[1]] += 1
            if slot in open_doubles:
                open_doubles.remove(slot)
            if slot == e.seat:
                markers[slot] = False
                started[slot] = True
            if t[0] == t[1] and not opts.free_doubles:  # R20: a free double is never open
                open_doubles.append(slot)
        elif m.kind is MoveKind.PASS:
            markers[e.seat] = True
    return out


__all__ = ["LastTurn", "READ_TRIES", "last_turns"]
