"""What one seat may know (OpenSpiel's observation): computer players get only this."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

from .moves import MEXICAN_SLOT, Move, TrainId, slot_train, train_slot
from .round import RoundState
from .tiles import Tile

if TYPE_CHECKING:
    from .game import Game, GameOptions


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
    options: "GameOptions"
    round_number: int
    engine: int
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
    run: bool
    turn_plays: int
    turn_doubles: tuple[TrainId, ...]
    had_turn: tuple[bool, ...]
    all_open_doubles: tuple[TrainId, ...]

    @property
    def players(self) -> int:
        return self.options.players

    def train(self, train: TrainId) -> TrainView:
        slot = train_slot(train)
        return self.trains[-1] if slot == MEXICAN_SLOT else self.trains[slot]

    def table_tiles(self) -> list[Tile]:
        """Every tile laid on the table (the engine not included)."""
        return [t for tv in self.trains for (t, _, _) in tv.tiles]

    @staticmethod
    def of(game: "Game", seat: int) -> "PlayerView":
        rnd = game.round
        return PlayerView.of_round(rnd, seat, game.options, game.round_number, tuple(game.totals))

    @staticmethod
    def of_round(rnd: RoundState, seat: int, options: "GameOptions", round_number: int = 1,
                 totals: Sequence[int] = ()) -> "PlayerView":
        if not 0 <= seat < rnd.players:
            raise ValueError(f"no seat {seat}")
        slots = list(range(rnd.players)) + [MEXICAN_SLOT]
        trains = tuple(
            TrainView(slot_train(s), tuple(rnd.trains[s]), rnd.ends[s], rnd.markers[s]) for s in slots
        )
        history = tuple(HistoryEntry(s, m, lacked) for (s, m, lacked) in (rnd.history or ()))
        return PlayerView(
            seat=seat,
            options=options,
            round_number=round_number,
            engine=rnd.engine,
            hand=tuple(rnd.hand(seat)),
            hand_counts=tuple(rnd.hand_count(s) for s in range(rnd.players)),
            boneyard_size=rnd.boneyard_size,
            trains=trains,
            open_doubles=tuple(rnd.coverable_open_doubles()),
            current=rnd.current,
            legal=tuple(rnd.legal_moves()) if rnd.current == seat and not rnd.over else (),
            history=history,
            totals=tuple(totals) if totals else (0,) * rnd.players,
            drew=rnd.drew,
            run=rnd.run,
            turn_plays=rnd.turn_plays,
            turn_doubles=tuple(slot_train(s) for s in rnd.turn_doubles),
            had_turn=tuple(rnd.had_turn),
            all_open_doubles=tuple(slot_train(s) for s in rnd.open_doubles),
        )

    def determinize(self, hands: Sequence[Sequence[Tile]], boneyard: Sequence[Tile]) -> RoundState:
        """A full round state that agrees with this view, with the hidden tiles as given.

        `hands[self.seat]` must be this seat's own hand; the other hands must have the
        counts the view shows; `boneyard` lists the tiles still to be drawn, in drawing
        order. A searching player samples these and plays the result out.
        """
        n = self.players
        if len(hands) != n:
            raise ValueError(f"{len(hands)} hands for {n} seats")
        for s in range(n):
            if len(hands[s]) != self.hand_counts[s]:
                raise ValueError(f"seat {s} holds {self.hand_counts[s]} tiles, not {len(hands[s])}")
        if len(boneyard) != self.boneyard_size:
            raise ValueError(f"the boneyard holds {self.boneyard_size} tiles, not {len(boneyard)}")
        if sorted(hands[self.seat]) != sorted(self.hand):
            raise ValueError("the seat's own hand differs from the view")
        rnd = RoundState.__new__(RoundState)
        from .tiles import MAX_PIPS, mask_of
        from .moves import MAX_SEATS

        rnd.players = n
        rnd.engine = self.engine
        rnd.starting_run = self.options.starting_run
        rnd.hands = [mask_of(h) for h in hands]
        rnd.boneyard = list(boneyard)
        rnd.drawn_count = 0
        rnd.ends = [-1] * (MAX_SEATS + 1)
        rnd.trains = [[] for _ in range(MAX_SEATS + 1)]
        rnd.markers = [False] * (MAX_SEATS + 1)
        rnd.marked = []
        rnd.laid = [0] * (MAX_PIPS + 1)
        rnd.laid[self.engine] = 1
        for tv in self.trains:
            s = train_slot(tv.train)
            rnd.ends[s] = tv.open_end
            rnd.trains[s] = list(tv.tiles)
            rnd.markers[s] = tv.marker
            if tv.marker:
                rnd.marked.append(s)
            for (t, _, _) in tv.tiles:
                rnd.laid[t[0]] += 1
                if t[1] != t[0]:
                    rnd.laid[t[1]] += 1
        rnd.open_doubles = [train_slot(t) for t in self.all_open_doubles]
        rnd.current = self.current
        rnd.drew = self.drew
        rnd.run = self.run
        rnd.turn_plays = self.turn_plays
        rnd.turn_doubles = [train_slot(t) for t in self.turn_doubles]
        rnd.had_turn = list(self.had_turn)
        rnd.result = None
        rnd.out_seat = None
        rnd.events = None
        rnd.history = None
        rnd._legal = None
        seen = 0
        for m in rnd.hands:
            if seen & m:
                raise ValueError("a tile is in two hands")
            seen |= m
        b = mask_of(rnd.boneyard)
        if b & seen or mask_of(self.table_tiles()) & (seen | b):
            raise ValueError("a tile is in two places")
        return rnd
