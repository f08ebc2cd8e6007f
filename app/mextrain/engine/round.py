"""One round of Mexican Train: the table, the hands and the turn (R6–R16).

This is the hot loop of the simulator and of the searching computer player, so the
state is kept in flat lists and int bitmasks: a hand is a mask over tile ids, each
train has a slot (seats 0..7, the Mexican Train 8) holding its open end. Legal moves
are interned `Move` values; the same `legal_moves()` feeds the UI, the AI, records
and `apply`.
"""
from __future__ import annotations

from typing import Sequence

from .errors import IllegalMove, Reason
from .events import Event, EventKind, RoundEnd
from .moves import DRAW, END, MAX_SEATS, MEXICAN, MEXICAN_SLOT, PASS, PLAY_MOVES, Move, MoveKind, slot_train, train_slot
from .tiles import (
    ALL_TILES,
    DOUBLE_BIT,
    MAX_PIPS,
    NUM_MASK,
    TILE_HI,
    TILE_ID,
    TILE_IS_DOUBLE,
    TILE_LO,
    TILE_SCORE,
    Tile,
    mask_of,
    tiles_of,
)

#: how many tiles carry each number in the whole set (the engine included)
TILES_PER_NUMBER = MAX_PIPS + 1  # 13

_NO_END = -1


def hand_size(players: int) -> int:
    """R3: 15 tiles with 2–4 players, 12 with 5–6, 10 with 7–8."""
    if not 2 <= players <= MAX_SEATS:
        raise ValueError(f"Mexican Train is for 2 to {MAX_SEATS} players, not {players}")
    return 15 if players <= 4 else 12 if players <= 6 else 10


class RoundState:
    """The whole truth of one round. Computer players get a `PlayerView` instead."""

    __slots__ = (
        "players", "engine", "starting_run", "hands", "boneyard", "drawn_count",
        "ends", "trains", "markers", "open_doubles", "laid", "current",
        "marked", "drew", "run", "turn_plays", "turn_doubles", "had_turn",
        "result", "out_seat", "events", "_legal", "history",
    )

    def __init__(
        self,
        players: int,
        engine: int,
        hands: Sequence[Sequence[Tile]],
        boneyard: Sequence[Tile],
        starter: int,
        *,
        starting_run: bool = False,
        track_events: bool = False,
        track_history: bool = True,
    ) -> None:
        hand_size(players)
        if not 0 <= engine <= MAX_PIPS:
            raise ValueError(f"no engine {engine}")
        if len(hands) != players:
            raise ValueError(f"{len(hands)} hands for {players} players")
        if not 0 <= starter < players:
            raise ValueError(f"starter {starter} is not a seat")
        self.players = players
        self.engine = engine
        self.starting_run = starting_run
        self.hands: list[int] = [mask_of(h) for h in hands]
        self.boneyard: list[Tile] = list(boneyard)
        self.drawn_count = 0
        # per slot: the open end, or _NO_END for a seat that does not play
        self.ends: list[int] = [engine if s < players else _NO_END for s in range(MAX_SEATS)] + [engine]
        # per slot: tiles laid, each as (tile, the half touching the train, the new open end)
        self.trains: list[list[tuple[Tile, int, int]]] = [[] for _ in range(MAX_SEATS + 1)]
        self.markers: list[bool] = [False] * (MAX_SEATS + 1)
        self.marked: list[int] = []  # seats whose trains carry a marker (kept beside `markers` for speed)
        self.open_doubles: list[int] = []  # slots whose last tile is an open double, oldest first
        self.laid: list[int] = [0] * (MAX_PIPS + 1)  # tiles on the table carrying each number
        self.laid[engine] = 1  # the engine is on the table (R4)
        self.current = starter
        self.drew = False          # drew in this play of the turn (R12)
        self.run = False           # a starting run is under way (R10)
        self.turn_plays = 0        # tiles laid in this turn
        self.turn_doubles: list[int] = []  # slots of doubles this seat laid in this turn (R11)
        self.had_turn: list[bool] = [False] * players
        self.result: RoundEnd | None = None
        self.out_seat: int | None = None
        self.events: list[Event] | None = [] if track_events else None
        # (seat, move, numbers): for a draw or pass, the numbers the seat held no tile of
        self.history: list[tuple[int, Move, frozenset[int] | None]] | None = [] if track_history else None
        self._legal: list[Move] | None = None
        self._check_deal()

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
        engine_bit = DOUBLE_BIT[self.engine]
        if seen & engine_bit:
            raise ValueError("the engine is dealt (R4: it is taken out of the set)")
        if count != len(ALL_TILES) - 1:
            raise ValueError(f"the deal has {count} tiles, the set less the engine has {len(ALL_TILES) - 1}")

    # ------------------------------------------------------------------ copies
    def clone(self) -> "RoundState":
        """A deep enough copy for search: the copy can be played on independently."""
        c = RoundState.__new__(RoundState)
        c.players = self.players
        c.engine = self.engine
        c.starting_run = self.starting_run
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

    def hand_count(self, seat: int) -> int:
        return self.hands[seat].bit_count()

    def train_ids(self) -> list:
        return list(range(self.players)) + [slot_train(MEXICAN_SLOT)]

    def open_end(self, train) -> int:
        return self.ends[train_slot(train)]

    def train_tiles(self, train) -> list[tuple[Tile, int, int]]:
        return list(self.trains[train_slot(train)])

    def has_marker(self, train) -> bool:
        return self.markers[train_slot(train)]

    def coverable_open_doubles(self) -> list:
        """Open doubles that still restrict play (R11, R13), oldest first, as train ids."""
        laid = self.laid
        ends = self.ends
        return [slot_train(s) for s in self.open_doubles if laid[ends[s]] < TILES_PER_NUMBER]

    def _oldest_open_double(self) -> int:
        laid = self.laid
        ends = self.ends
        for s in self.open_doubles:
            if laid[ends[s]] < TILES_PER_NUMBER:
                return s
        return -1

    def points(self) -> list[int]:
        """R17: pips left in each hand (0|0 counts 50); the seat that went out has none."""
        out = []
        for m in self.hands:
            total = 0
            while m:
                low = m & -m
                total += TILE_SCORE[low.bit_length() - 1]
                m ^= low
            out.append(total)
        return out

    def playable_slots(self, seat: int) -> list[int]:
        """R7: the seat's own train, the Mexican Train and every train with a marker."""
        marked = self.marked
        if not marked:
            return [seat, MEXICAN_SLOT]
        return [seat, MEXICAN_SLOT] + [s for s in marked if s != seat]

    # ------------------------------------------------------------------ legal moves
    def legal_moves(self) -> list[Move]:
        """Every legal move of the seat to move, each once (one source for everything)."""
        legal = self._legal
        if legal is not None:
            return legal
        legal = self._legal = self._compute_legal()
        return legal

    def _compute_legal(self) -> list[Move]:
        if self.result is not None:
            return []
        seat = self.current
        hand = self.hands[seat]
        ends = self.ends
        plays: list[Move] = []
        if self.run:
            # R10: the run goes only on the seat's own train
            v = ends[seat]
            m = hand & NUM_MASK[v]
            while m:
                low = m & -m
                plays.append(PLAY_MOVES[low.bit_length() - 1][seat])
                m ^= low
            own_double_open = seat in self.open_doubles and self.laid[v] < TILES_PER_NUMBER
            if not own_double_open:
                plays.append(END)
                return plays
            if plays:
                return plays
            # R10/R12: a run that cannot cover its own double draws as in any turn (drawing
            # ends the run: the drawn tile is judged as after any double, R11), or passes
            if self.drawn_count >= len(self.boneyard):
                return [PASS]
            return [DRAW]
        od = self._oldest_open_double() if self.open_doubles else -1
        if od >= 0:
            # R11: cover the oldest open double
            m = hand & NUM_MASK[ends[od]]
            while m:
                low = m & -m
                plays.append(PLAY_MOVES[low.bit_length() - 1][od])
                m ^= low
            if od in self.turn_doubles:
                # R11: the seat that laid it this turn may lay another double elsewhere
                for s in self.playable_slots(seat):
                    if s != od:
                        bit = DOUBLE_BIT[ends[s]]
                        if hand & bit:
                            plays.append(PLAY_MOVES[bit.bit_length() - 1][s])
        else:
            marked = self.marked
            for s in ((seat, MEXICAN_SLOT) if not marked else self.playable_slots(seat)):
                m = hand & NUM_MASK[ends[s]]
                while m:
                    low = m & -m
                    plays.append(PLAY_MOVES[low.bit_length() - 1][s])
                    m ^= low
        if plays:
            return plays
        if self.drew or self.drawn_count >= len(self.boneyard):
            return [PASS]
        return [DRAW]

    def wanted_numbers(self, seat: int) -> frozenset[int]:
        """The numbers any tile of which the seat to move could lay now.

        A seat that draws or passes shows that it holds no tile with these numbers,
        which a searching player uses when it samples the hidden hands.
        """
        ends = self.ends
        if self.run:
            return frozenset((ends[seat],))
        od = self._oldest_open_double()
        if od >= 0:
            return frozenset((ends[od],))
        return frozenset(ends[s] for s in self.playable_slots(seat))

    def can_lay_fresh(self, seat: int) -> bool:
        """Whether `seat` holds a tile it could lay if a new turn of its began now (R15)."""
        hand = self.hands[seat]
        if not hand:
            return False
        od = self._oldest_open_double()
        if od >= 0:
            return bool(hand & NUM_MASK[self.ends[od]])
        ends = self.ends
        for s in self.playable_slots(seat):
            if hand & NUM_MASK[ends[s]]:
                return True
        return False

    def why_illegal(self, move: Move) -> Reason:
        """The rule a move breaks now (for messages); call only for a move not in the legal list."""
        if self.result is not None:
            return Reason.ROUND_OVER
        if not isinstance(move, Move):
            return Reason.NOT_A_MOVE
        legal = self.legal_moves()
        seat = self.current
        if move.kind is MoveKind.PLAY:
            t = move.tile
            try:
                slot = train_slot(move.train)
            except (TypeError, ValueError):
                return Reason.NO_SUCH_TRAIN
            if not (0 <= slot <= MAX_SEATS) or (slot < MAX_SEATS and slot >= self.players):
                return Reason.NO_SUCH_TRAIN
            if not (self.hands[seat] >> TILE_ID[t[0]][t[1]]) & 1:
                return Reason.NOT_IN_HAND
            if self.run:
                if slot != seat:
                    return Reason.RUN_OWN_TRAIN
                if seat in self.open_doubles and not t.has(self.ends[seat]):
                    return Reason.COVER_DOUBLE
                return Reason.NO_MATCH
            od = self._oldest_open_double()
            if od >= 0 and slot != od:
                return Reason.COVER_DOUBLE
            if slot not in self.playable_slots(seat):
                return Reason.TRAIN_CLOSED
            if self.drew and any(m.kind is MoveKind.PLAY for m in legal):
                return Reason.DRAWN_TILE_ONLY
            return Reason.NO_MATCH
        if move.kind is MoveKind.DRAW:
            if any(m.kind is MoveKind.PLAY for m in legal):
                return Reason.MUST_PLAY
            if self.drew:
                return Reason.ALREADY_DREW
            if self.drawn_count >= len(self.boneyard):
                return Reason.BONEYARD_EMPTY
            return Reason.MUST_PLAY
        if move.kind is MoveKind.PASS:
            if any(m.kind is MoveKind.PLAY for m in legal) or END in legal:
                return Reason.MUST_PLAY
            return Reason.MUST_DRAW
        if move.kind is MoveKind.END:
            if not self.run:
                return Reason.NOT_IN_RUN
            return Reason.DOUBLE_OPEN_IN_RUN
        return Reason.NOT_A_MOVE

    # ------------------------------------------------------------------ applying
    def apply(self, move: Move) -> None:
        """Apply one legal move; anything else raises `IllegalMove` naming the rule."""
        legal = self._legal
        if legal is None:
            legal = self.legal_moves()
        if move not in legal:
            raise IllegalMove(move, self.why_illegal(move))
        self._legal = None
        seat = self.current
        kind = move.kind
        if self.history is not None:
            self.history.append((seat, move, self.wanted_numbers(seat) if kind is MoveKind.DRAW or kind is MoveKind.PASS else None))
        if kind is MoveKind.PLAY:
            self._play(seat, move)
        elif kind is MoveKind.DRAW:
            t = self.boneyard[self.drawn_count]
            self.drawn_count += 1
            self.hands[seat] |= 1 << TILE_ID[t[0]][t[1]]
            self.drew = True
            # R12: a run that draws is over; the drawn tile may cover the run's double or,
            # being a double, go on another train as R11's extra play (turn_doubles keeps
            # the run's doubles, so the legal list follows R11 from here on)
            self.run = False
            if self.events is not None:
                self.events.append(Event(EventKind.TILE_DRAWN, seat=seat, tile=t))
        elif kind is MoveKind.PASS:
            events = self.events
            if events is not None:
                events.append(Event(EventKind.PASSED, seat=seat))
            if not self.markers[seat]:  # R8
                self.markers[seat] = True
                self.marked.append(seat)
                if events is not None:
                    events.append(Event(EventKind.MARKER_ON, seat=seat, train=seat))
            self._end_turn(seat)
        else:  # END (R10)
            self._end_turn(seat)
        if self.result is None and self.drawn_count >= len(self.boneyard):
            self._check_blocked()

    def _play(self, seat: int, move: Move) -> None:
        t = move.tile
        tid = TILE_ID[t[0]][t[1]]
        slot = move.train
        if slot == MEXICAN:
            slot = MEXICAN_SLOT
        events = self.events
        self.hands[seat] &= ~(1 << tid)
        ends = self.ends
        touching = ends[slot]
        lo = TILE_LO[tid]
        hi = TILE_HI[tid]
        new_end = hi if lo == touching else lo
        ends[slot] = new_end
        self.trains[slot].append((t, touching, new_end))
        laid = self.laid
        laid[lo] += 1
        if hi != lo:
            laid[hi] += 1
        if events is not None:
            events.append(Event(EventKind.TILE_LAID, seat=seat, tile=t, train=move.train, value=touching))
        was_drawn = self.drew
        covered = False
        open_doubles = self.open_doubles
        if open_doubles and slot in open_doubles:
            open_doubles.remove(slot)
            covered = True
            if events is not None:
                events.append(Event(EventKind.DOUBLE_COVERED, seat=seat, tile=ALL_TILES[TILE_ID[touching][touching]], train=move.train))
        if slot == seat and self.markers[seat]:  # R8
            self.markers[seat] = False
            self.marked.remove(seat)
            if events is not None:
                events.append(Event(EventKind.MARKER_OFF, seat=seat, train=seat))
        is_double = TILE_IS_DOUBLE[tid]
        if is_double:
            open_doubles.append(slot)
            self.turn_doubles.append(slot)
            if events is not None:
                events.append(Event(EventKind.DOUBLE_OPENED, seat=seat, tile=t, train=move.train))
        # R13: a number whose tiles are all on the table closes its open doubles
        if laid[lo] >= TILES_PER_NUMBER or laid[hi] >= TILES_PER_NUMBER:
            for s in open_doubles:
                v = ends[s]
                if laid[v] >= TILES_PER_NUMBER and (v == lo or v == hi):
                    if events is not None:
                        events.append(Event(EventKind.DOUBLE_UNCOVERABLE, tile=ALL_TILES[TILE_ID[v][v]], train=slot_train(s)))
            self.open_doubles = open_doubles = [s for s in open_doubles if laid[ends[s]] < TILES_PER_NUMBER]
        left = self.hands[seat]
        if not left:  # R14: going out ends the round at once, even on a double
            self._end_round(RoundEnd.OUT, seat)
            return
        if left & (left - 1) == 0 and events is not None:  # R16
            events.append(Event(EventKind.ONE_TILE_LEFT, seat=seat))
        # R10: a first turn's first tile on the seat's own train begins a run
        if (
            self.starting_run
            and self.turn_plays == 0
            and slot == seat
            and not was_drawn
            and not self.had_turn[seat]
        ):
            self.run = True
            if events is not None:
                events.append(Event(EventKind.RUN_STARTED, seat=seat))
        self.turn_plays += 1
        self.drew = False
        if self.run:
            return  # the run goes on (R10)
        if is_double:
            return  # R11: the seat plays again
        self._end_turn(seat)

    def _end_turn(self, seat: int) -> None:
        self.had_turn[seat] = True
        self.drew = False
        self.run = False
        self.turn_plays = 0
        if self.turn_doubles:
            self.turn_doubles = []
        nxt = seat + 1
        if nxt == self.players:
            nxt = 0
        self.current = nxt
        if self.events is not None:
            self.events.append(Event(EventKind.TURN_ENDED, seat=seat, value=nxt))

    def _check_blocked(self) -> None:
        """R15: the boneyard is empty and nobody holds a tile it could lay, judged on the
        table as it will stand after the pass the seat to move is forced to make: that
        pass puts a marker on its train (R8), which may open it to another seat."""
        legal = self.legal_moves()
        for m in legal:
            if m.kind is MoveKind.PLAY:
                return
        seat = self.current
        mark = legal == [PASS] and not self.markers[seat]
        if mark:  # the forced pass's marker, for the judgement only
            self.markers[seat] = True
            self.marked.append(seat)
        try:
            for s in range(self.players):
                if self.can_lay_fresh(s):
                    return
        finally:
            if mark:
                self.markers[seat] = False
                self.marked.remove(seat)
        self._end_round(RoundEnd.BLOCKED, None)

    def _end_round(self, reason: RoundEnd, seat: int | None) -> None:
        self.result = reason
        self.out_seat = seat
        self._legal = []
        if self.events is not None:
            self.events.append(Event(EventKind.ROUND_OVER, seat=seat, points=tuple(self.points()), reason=reason))

    def drain_events(self) -> list[Event]:
        """The events since the last call (empty when events are not tracked)."""
        if not self.events:
            return []
        out = self.events
        self.events = []
        return out
