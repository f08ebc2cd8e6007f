"""The data of one round: fields, the named constructors, copies and read-only queries.

The state is kept in flat lists and int bitmasks for the simulator's and the searching
player's hot loops: a hand is a mask over tile ids, each train has a slot (seats 0..7,
the Mexican Train 8) holding its open end. Only these constructors write the fields:
from a deal (`RoundState(...)`), from a seat's view plus a sample of the hidden tiles
(`from_view`), with other hidden tiles (`with_hidden`) and as a copy (`clone`). The
rules that change them are in `round.py`.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Self

from .events import Event, RoundEnd
from .moves import MAX_SEATS, MEXICAN_SLOT, Move, TrainId, slot_train, train_slot
from .options import GameOptions
from .tiles import ALL_TILES, DOUBLE_BIT, SET_MASK, Tile, mask_of, mask_score, scores_of, tiles_of
from .view import HistoryEntry, PlayerView, TrainView

_NO_END = -1


class RoundPosition:
    """The data of one round and what can be read off it; `RoundState` adds the rules."""

    events: list[Event] | None
    #: (seat, move, numbers): for a draw or pass, the numbers the seat held no tile of
    history: list[tuple[int, Move, frozenset[int] | None]] | None

    __slots__ = (
        "players", "engine_number", "starting_run", "hands", "boneyard", "drawn_count",
        "ends", "trains", "markers", "open_doubles", "laid", "current",
        "marked", "drew", "drawn", "run", "turn_plays", "turn_doubles", "had_turn",
        "result", "out_seat", "events", "_legal", "history",
        # the rule set (R18–R24) and what the hot loops read of it
        "options", "top", "per_number", "free", "own_first", "until", "no_out_double", "scores",
        "started", "weak_lack",
    )

    def __init__(
        self,
        players: int,
        engine_number: int,
        hands: Sequence[Sequence[Tile]],
        boneyard: Sequence[Tile],
        starter: int,
        *,
        starting_run: bool = False,
        options: GameOptions | None = None,
        track_events: bool = False,
        track_history: bool = True,
    ) -> None:
        """A round from its deal (R3, R4, R5): hands, the boneyard in drawing order, the starter.

        `options` is the game's rule set (R18–R24; its `starting_run` wins over the keyword);
        without it the round is played by the standard rules with `starting_run` as given."""
        if options is None:
            options = GameOptions(players, starting_run=starting_run)
        elif options.players != players:
            raise ValueError(f"{players} players, the options say {options.players}")
        if not 0 <= engine_number <= options.set:
            raise ValueError(f"no engine {engine_number} in a double-{options.set} set")
        if len(hands) != players:
            raise ValueError(f"{len(hands)} hands for {players} players")
        if not 0 <= starter < players:
            raise ValueError(f"starter {starter} is not a seat")
        self._start(options, engine_number, [mask_of(h) for h in hands], list(boneyard), starter)
        if track_events:
            self.events = []
        if track_history:
            self.history = []
        self._check_deal()

    def _start(self, options: GameOptions, engine_number: int, hands: list[int],
               boneyard: list[Tile], current: int) -> None:
        """Every field as at the start of a round (the one place that lists them)."""
        players = options.players
        self.players = players
        self.engine_number = engine_number  # the number on the engine, the double in the middle (R4)
        self.options = options
        self.starting_run = options.starting_run
        self.top = options.set  # R19: a double-N set
        self.per_number = options.per_number  # tiles carrying each number in the set (R13)
        self.free = options.free_doubles  # R20
        self.own_first = options.own_train_first  # R22
        self.until = options.until_fits  # R23
        self.no_out_double = not options.out_on_double  # R21
        self.scores = scores_of(options.zero_zero)  # R24
        self.started: list[bool] = [False] * players  # R22: laid on its own train this round
        self.weak_lack = False  # R21: this play's draws tell nothing of the numbers held
        self.hands: list[int] = hands
        self.boneyard: list[Tile] = boneyard
        self.drawn_count = 0
        # per slot: the open end, or _NO_END for a seat that does not play
        self.ends: list[int] = [engine_number if s < players else _NO_END for s in range(MAX_SEATS)] + [engine_number]
        # per slot: tiles laid, each as (tile, the half touching the train, the new open end)
        self.trains: list[list[tuple[Tile, int, int]]] = [[] for _ in range(MAX_SEATS + 1)]
        self.markers: list[bool] = [False] * (MAX_SEATS + 1)
        self.marked: list[int] = []  # seats whose trains carry a marker (kept beside `markers` for speed)
        self.open_doubles: list[int] = []  # slots whose last tile is an open double, oldest first
        self.laid: list[int] = [0] * (options.set + 1)  # tiles on the table carrying each number
        self.laid[engine_number] = 1  # the engine is on the table (R4)
        self.current = current
        self.drew = False          # drew in this play of the turn (R12)
        self.drawn = -1            # the id of that drawn tile, or -1 where it is not known
        self.run = False           # a starting run is under way (R10)
        self.turn_plays = 0        # tiles laid in this turn
        self.turn_doubles: list[int] = []  # slots of doubles this seat laid in this turn (R11)
        self.had_turn: list[bool] = [False] * players
        self.result: RoundEnd | None = None
        self.out_seat: int | None = None
        self.events = None
        self.history = None
        self._legal: list[Move] | None = None

    @classmethod
    def from_view(cls, view: PlayerView, hands: Sequence[Sequence[Tile]], boneyard: Sequence[Tile]) -> Self:
        """A full round that agrees with a seat's view, with the hidden tiles as given.

        `hands[view.seat]` must be that seat's own hand; the other hands must have the
        counts the view shows; `boneyard` lists the tiles still to be drawn, in drawing
        order. A searching player samples these and plays the result out.
        """
        n = view.players
        if len(hands) != n:
            raise ValueError(f"{len(hands)} hands for {n} seats")
        for s in range(n):
            if len(hands[s]) != view.hand_counts[s]:
                raise ValueError(f"seat {s} holds {view.hand_counts[s]} tiles, not {len(hands[s])}")
        if len(boneyard) != view.boneyard_size:
            raise ValueError(f"the boneyard holds {view.boneyard_size} tiles, not {len(boneyard)}")
        if sorted(hands[view.seat]) != sorted(view.hand):
            raise ValueError("the seat's own hand differs from the view")
        r = cls.__new__(cls)
        r._start(view.options, view.engine_number, [mask_of(h) for h in hands], list(boneyard), view.current)
        for tv in view.trains:
            s = train_slot(tv.train)
            r.ends[s] = tv.open_end
            r.trains[s] = list(tv.tiles)
            if tv.marker:
                r.markers[s] = True
                r.marked.append(s)
            for (t, _, _) in tv.tiles:
                r.laid[t[0]] += 1
                if t[1] != t[0]:
                    r.laid[t[1]] += 1
        r.open_doubles = [train_slot(t) for t in view.all_open_doubles]
        r.drew = view.drew
        r.drawn = view.drawn.id if view.drawn is not None else -1
        r.run = view.run
        r.turn_plays = view.turn_plays
        r.turn_doubles = [train_slot(t) for t in view.turn_doubles]
        r.had_turn = list(view.had_turn)
        r.started = list(view.started) if view.started else [False] * n
        r.weak_lack = view.weak_lack
        seen = 0
        for m in r.hands:
            if seen & m:
                raise ValueError("a tile is in two hands")
            seen |= m
        b = mask_of(r.boneyard)
        if b & seen or mask_of(view.table_tiles()) & (seen | b):
            raise ValueError("a tile is in two places")
        return r

    def with_hidden(self, hands: list[int], boneyard: list[Tile]) -> Self:
        """A copy with other hidden tiles (hands as masks, the boneyard still to draw): a
        searching player's next sample of the same position, without checks (for speed)."""
        c = self.clone()
        c.hands = hands
        c.boneyard = boneyard
        c.drawn_count = 0
        c._legal = None
        return c

    def _check_deal(self) -> None:
        seen = 0
        count = 0
        for m in self.hands:
            if seen & m:
                raise ValueError("a tile is dealt twice")
            seen |= m
            count += m.bit_count()
        b = mask_of(self.boneyard)
        if b & seen or len(self.boneyard) != b.bit_count():
            raise ValueError("a tile is dealt twice")
        seen |= b
        count += len(self.boneyard)
        engine_bit = DOUBLE_BIT[self.engine_number]
        if seen & engine_bit:
            raise ValueError("the engine is dealt (R4: it is taken out of the set)")
        if seen & ~SET_MASK[self.top]:
            raise ValueError(f"a tile of the deal is not in a double-{self.top} set (R19)")
        in_set = SET_MASK[self.top].bit_count()
        if count != in_set - 1:
            raise ValueError(f"the deal has {count} tiles, the set less the engine has {in_set - 1}")

    # ------------------------------------------------------------------ copies
    def clone(self) -> Self:
        """A deep enough copy for search: the copy can be played on independently."""
        c = type(self).__new__(type(self))
        c.players = self.players
        c.engine_number = self.engine_number
        c.starting_run = self.starting_run
        c.options = self.options
        c.top = self.top
        c.per_number = self.per_number
        c.free = self.free
        c.own_first = self.own_first
        c.until = self.until
        c.no_out_double = self.no_out_double
        c.scores = self.scores
        c.started = self.started[:]
        c.weak_lack = self.weak_lack
        c.hands = self.hands[:]
        c.boneyard = self.boneyard  # never mutated: drawing moves `drawn_count`
        c.drawn_count = self.drawn_count
        c.ends = self.ends[:]
        c.trains = [t[:] for t in self.trains]
        c.markers = self.markers[:]
        c.marked = self.marked[:]
        c.open_doubles = self.open_doubles[:]
        c.laid = self.laid[:]
        c.current = self.current
        c.drew = self.drew
        c.drawn = self.drawn
        c.run = self.run
        c.turn_plays = self.turn_plays
        c.turn_doubles = self.turn_doubles[:]
        c.had_turn = self.had_turn[:]
        c.result = self.result
        c.out_seat = self.out_seat
        c.events = None
        c.history = None
        c._legal = self._legal
        return c

    # ------------------------------------------------------------------ queries
    @property
    def over(self) -> bool:
        return self.result is not None

    @property
    def boneyard_size(self) -> int:
        return len(self.boneyard) - self.drawn_count

    def hand(self, seat: int) -> list[Tile]:
        return tiles_of(self.hands[seat])

    def legal_moves(self) -> list[Move]:
        """Every legal move of the seat to move (the rules are `RoundState`'s)."""
        raise NotImplementedError

    def hand_count(self, seat: int) -> int:
        return self.hands[seat].bit_count()

    def train_ids(self) -> list[TrainId]:
        return list(range(self.players)) + [slot_train(MEXICAN_SLOT)]

    def open_end(self, train: TrainId) -> int:
        return self.ends[train_slot(train)]

    def train_tiles(self, train: TrainId) -> list[tuple[Tile, int, int]]:
        return list(self.trains[train_slot(train)])

    def has_marker(self, train: TrainId) -> bool:
        return self.markers[train_slot(train)]

    def coverable_open_doubles(self) -> list[TrainId]:
        """Open doubles that still restrict play (R11, R13), oldest first, as train ids."""
        laid = self.laid
        ends = self.ends
        full = self.per_number
        return [slot_train(s) for s in self.open_doubles if laid[ends[s]] < full]

    def oldest_open_double(self) -> int:
        """The slot of the oldest open double that still restricts play (R11, R13), or -1."""
        laid = self.laid
        ends = self.ends
        full = self.per_number
        for s in self.open_doubles:
            if laid[ends[s]] < full:
                return s
        return -1

    def points(self) -> list[int]:
        """R17: pips left in each hand (0|0 counts 50, or 0 under R24); the seat that went out has none."""
        scores = self.scores
        return [mask_score(m, scores) for m in self.hands]

    def playable_slots(self, seat: int) -> list[int]:
        """R7: the seat's own train, the Mexican Train and every train with a marker; under
        R22 only its own train until it has laid there."""
        if self.own_first and not self.started[seat]:
            return [seat]
        marked = self.marked
        if not marked:
            return [seat, MEXICAN_SLOT]
        if seat not in marked:  # (no comprehension where none is needed: a call per move)
            return [seat, MEXICAN_SLOT, *marked]
        return [seat, MEXICAN_SLOT] + [s for s in marked if s != seat]

    def view(self, seat: int, options: GameOptions, round_number: int = 1, totals: Sequence[int] = ()) -> PlayerView:
        """What `seat` may know (OpenSpiel's observation): its hand, the table, the counts."""
        if not 0 <= seat < self.players:
            raise ValueError(f"no seat {seat}")
        slots = list(range(self.players)) + [MEXICAN_SLOT]
        trains = tuple(TrainView(slot_train(s), tuple(self.trains[s]), self.ends[s], self.markers[s]) for s in slots)
        history = tuple(HistoryEntry(s, m, lacked) for (s, m, lacked) in (self.history or ()))
        return PlayerView(
            seat=seat,
            options=options,
            round_number=round_number,
            engine_number=self.engine_number,
            hand=tuple(self.hand(seat)),
            hand_counts=tuple(self.hand_count(s) for s in range(self.players)),
            boneyard_size=self.boneyard_size,
            trains=trains,
            open_doubles=tuple(self.coverable_open_doubles()),
            current=self.current,
            legal=tuple(self.legal_moves()) if self.current == seat and not self.over else (),
            history=history,
            totals=tuple(totals) if totals else (0,) * self.players,
            drew=self.drew,
            drawn=ALL_TILES[self.drawn] if seat == self.current and self.drawn >= 0 else None,
            run=self.run,
            turn_plays=self.turn_plays,
            turn_doubles=tuple(slot_train(s) for s in self.turn_doubles),
            had_turn=tuple(self.had_turn),
            all_open_doubles=tuple(slot_train(s) for s in self.open_doubles),
            started=tuple(self.started),
            weak_lack=self.weak_lack,
        )

    def views(self, seats: Sequence[int], options: GameOptions, round_number: int = 1,
              totals: Sequence[int] = ()) -> list[PlayerView]:
        """`view` of each of `seats`, the part every seat sees alike (the trains, the history, the
        counts) made once: only the hand, the legal moves and the drawn tile are each seat's."""
        if not seats:
            return []
        first = self.view(seats[0], options, round_number, totals)
        out = [first]
        for seat in seats[1:]:
            if not 0 <= seat < self.players:
                raise ValueError(f"no seat {seat}")
            mine = self.current == seat
            out.append(replace(first, seat=seat, hand=tuple(self.hand(seat)),
                               legal=tuple(self.legal_moves()) if mine and not self.over else (),
                               drawn=ALL_TILES[self.drawn] if mine and self.drawn >= 0 else None))
        return out

    def drain_events(self) -> list[Event]:
        """The events since the last call (empty when events are not tracked)."""
        if not self.events:
            return []
        out = self.events
        self.events = []
        return out
