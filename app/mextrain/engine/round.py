"""One round of Mexican Train: the rules of a turn (R6–R16, and the house rules R20–R23)
on a `RoundPosition`.

This is the hot loop of the simulator and of the searching computer player. Legal moves
are interned `Move` values; the same `legal_moves()` feeds the UI, the AI, records and
`apply`, which alone changes a round in play.
"""
from __future__ import annotations

from .errors import IllegalMove, Reason
from .events import Event, EventKind, RoundEnd
from .explain import why_illegal
from .moves import DRAW, END, MEXICAN, MEXICAN_SLOT, PASS, PLAY_MOVES, Move, MoveKind, slot_train
from .position import RoundPosition
from .tiles import ALL_TILES, DOUBLE_BIT, DOUBLES_MASK, NUM_MASK, TILE_HI, TILE_ID, TILE_IS_DOUBLE, TILE_LO, Tile


class RoundState(RoundPosition):
    """The whole truth of one round. Computer players get a `PlayerView` instead."""

    __slots__ = ()

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
        if self.drawn >= 0:  # R12: only the drawn tile may be laid now
            hand &= 1 << self.drawn
        elif self.no_out_double and hand & (hand - 1) == 0 and hand & DOUBLES_MASK:
            hand = 0  # R21: a double may not be the last tile of a hand
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
            own_double_open = seat in self.open_doubles and self.laid[v] < self.per_number
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
        od = self.oldest_open_double() if self.open_doubles else -1
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
            for s in ((seat, MEXICAN_SLOT) if not marked and not self.own_first else self.playable_slots(seat)):
                m = hand & NUM_MASK[ends[s]]
                while m:
                    low = m & -m
                    plays.append(PLAY_MOVES[low.bit_length() - 1][s])
                    m ^= low
        if plays:
            return plays
        if (self.drew and not self.until) or self.drawn_count >= len(self.boneyard):
            return [PASS]  # R12 (R23: under "until it fits" a seat draws again)
        return [DRAW]

    def wanted_numbers(self, seat: int) -> frozenset[int]:
        """The numbers any tile of which the seat to move could lay now.

        A seat that draws or passes shows that it holds no tile with these numbers,
        which a searching player uses when it samples the hidden hands.
        """
        ends = self.ends
        if self.run:
            return frozenset((ends[seat],))
        od = self.oldest_open_double()
        if od >= 0:
            return frozenset((ends[od],))
        return frozenset(ends[s] for s in self.playable_slots(seat))

    def can_lay_fresh(self, seat: int) -> bool:
        """Whether `seat` holds a tile it could lay if a new turn of its began now, on the
        table as it is (R15 asks `could_still_lay`, which counts the markers to come)."""
        hand = self._layable(seat)
        if not hand:
            return False
        od = self.oldest_open_double()
        if od >= 0:
            return bool(hand & NUM_MASK[self.ends[od]])
        ends = self.ends
        for s in self.playable_slots(seat):
            if hand & NUM_MASK[ends[s]]:
                return True
        return False

    def why_illegal(self, move: Move) -> Reason:
        """The rule a move breaks now (for messages); call only for a move not in the legal list."""
        return why_illegal(self, move)

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
        history = self.history
        if history is not None:
            # what a draw or a pass shows of the seat's hand: the numbers it holds no tile of; nothing
            # under R21 where a last double may have kept it from laying (inlined: a call per move)
            if (kind is MoveKind.DRAW or kind is MoveKind.PASS) and not (
                    self.no_out_double and (self.weak_lack or self.hands[seat].bit_count() == 1)):
                history.append((seat, move, self.wanted_numbers(seat)))
            else:
                history.append((seat, move, None))
        if kind is MoveKind.PLAY:
            self._play(seat, move)
        elif kind is MoveKind.DRAW:
            if self.no_out_double and self.hands[seat].bit_count() == 1:
                self.weak_lack = True  # R21: the last tile may be a double that fits
            t = self.boneyard[self.drawn_count]
            self.drawn_count += 1
            self.hands[seat] |= 1 << TILE_ID[t[0]][t[1]]
            self.drew = True
            self.drawn = TILE_ID[t[0]][t[1]]
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
        # R15: judged at the end of each turn once the boneyard is empty (a seat that drew
        # the last tile, or laid a double, still makes its play or its forced pass)
        if self.result is None and self.drawn_count >= len(self.boneyard) and self.current != seat:
            self._check_blocked()

    def _play(self, seat: int, move: Move) -> None:
        # a PLAY move names its tile and train (no typing.cast: a call per move in the hot loop)
        t: Tile = move.tile  # type: ignore[assignment]
        tid = TILE_ID[t[0]][t[1]]
        slot: int = MEXICAN_SLOT if move.train == MEXICAN else move.train  # type: ignore[assignment]
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
        open_doubles = self.open_doubles
        if open_doubles and slot in open_doubles:
            open_doubles.remove(slot)
            if events is not None:
                events.append(Event(EventKind.DOUBLE_COVERED, seat=seat, tile=ALL_TILES[TILE_ID[touching][touching]], train=move.train))
        if slot == seat:
            started = self.started
            if not started[seat]:
                started[seat] = True  # R22: the seat's own train is started
            if self.markers[seat]:  # R8
                self.markers[seat] = False
                self.marked.remove(seat)
                if events is not None:
                    events.append(Event(EventKind.MARKER_OFF, seat=seat, train=seat))
        is_double = TILE_IS_DOUBLE[tid]
        if is_double:
            self.turn_doubles.append(slot)
            if not self.free:  # R20: under "free" no double is ever open
                open_doubles.append(slot)
                if events is not None:
                    events.append(Event(EventKind.DOUBLE_OPENED, seat=seat, tile=t, train=move.train))
        # R13: a number whose tiles are all on the table closes its open doubles
        full = self.per_number
        if open_doubles and (laid[lo] >= full or laid[hi] >= full):
            for s in open_doubles:
                v = ends[s]
                if laid[v] >= full and (v == lo or v == hi):
                    if events is not None:
                        events.append(Event(EventKind.DOUBLE_UNCOVERABLE, tile=ALL_TILES[TILE_ID[v][v]], train=slot_train(s)))
            self.open_doubles = open_doubles = [s for s in open_doubles if laid[ends[s]] < full]
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
        self.drawn = -1
        self.weak_lack = False
        if self.run:
            return  # the run goes on (R10)
        if is_double:
            return  # R11: the seat plays again
        self._end_turn(seat)

    def _end_turn(self, seat: int) -> None:
        self.had_turn[seat] = True
        self.drew = False
        self.drawn = -1
        self.weak_lack = False
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

    def could_still_lay(self, seat: int) -> bool:
        """R15: whether `seat` holds a tile it could lay in a turn of its own once every
        personal train carries a marker (the markers the others' passes may still add)."""
        return bool(self._layable(seat) & self._wanted_by(seat, self._wanted_by_anyone()))

    def _layable(self, seat: int) -> int:
        """The seat's tiles that a turn of its own could lay at all (R21: not a last double)."""
        hand = self.hands[seat]
        if self.no_out_double and hand & (hand - 1) == 0 and hand & DOUBLES_MASK:
            return 0
        return hand

    def _wanted_by(self, seat: int, anyone: int) -> int:
        """R15 judged for one seat: `anyone` (see `_wanted_by_anyone`), or under R22 only
        its own train's number while it has not laid there (an open double excepted)."""
        if self.own_first and not self.started[seat] and self.oldest_open_double() < 0:
            return NUM_MASK[self.ends[seat]]
        return anyone

    def _wanted_by_anyone(self) -> int:
        """The tiles some seat could lay in a turn of its own with a marker on every
        personal train (R7, R11, R13): those of the oldest coverable open double, else
        those of any open end."""
        ends = self.ends
        od = self.oldest_open_double()
        if od >= 0:
            return NUM_MASK[ends[od]]
        want = NUM_MASK[ends[MEXICAN_SLOT]]
        for s in range(self.players):
            want |= NUM_MASK[ends[s]]
        return want

    def blocked_by_the_first_judgement(self) -> bool:
        """Whether R15 as first written ended the round here: the boneyard empty, the seat to
        move unable to lay, and nobody able to lay in a fresh turn on the table as it stands
        after that seat's forced pass. Only for reading records written under it."""
        if self.result is not None or self.drawn_count < len(self.boneyard):
            return False
        legal = self.legal_moves()
        if any(m.kind is MoveKind.PLAY for m in legal):
            return False
        seat = self.current
        mark = legal == [PASS] and not self.markers[seat]
        if mark:
            self.markers[seat] = True
            self.marked.append(seat)
        try:
            return not any(self.can_lay_fresh(s) for s in range(self.players))
        finally:
            if mark:
                self.markers[seat] = False
                self.marked.remove(seat)

    def end_as_blocked_by_the_first_judgement(self) -> None:
        """End the round where a record written under R15's first judgement ended it (the
        points are the hands as they stand: the markers still to come change no score)."""
        if not self.blocked_by_the_first_judgement():
            raise ValueError("R15's first judgement did not end the round here either")
        self._end_round(RoundEnd.BLOCKED, None)

    def blocked_now(self) -> bool:
        """R15: the boneyard is empty and no seat could lay even with a marker on every
        personal train (the round ends at the end of the turn in play)."""
        if self.result is not None or self.drawn_count < len(self.boneyard):
            return False
        want = self._wanted_by_anyone()
        return not any(self._layable(s) & self._wanted_by(s, want) for s in range(self.players))

    def _check_blocked(self) -> None:
        """R15: the boneyard is empty and no seat holds a tile it could lay even with a
        marker on every personal train. Passes only add markers, so the seats that cannot
        lay pass until one that can has its turn; judging only the next pass's marker
        ended rounds while a seat two passes later could still lay."""
        want = self._wanted_by_anyone()
        if self.own_first or self.no_out_double:
            for s in range(self.players):
                if self._layable(s) & self._wanted_by(s, want):
                    return
        else:
            for hand in self.hands:
                if hand & want:
                    return
        self._end_round(RoundEnd.BLOCKED, None)

    def _end_round(self, reason: RoundEnd, seat: int | None) -> None:
        self.result = reason
        self.out_seat = seat
        self._legal = []
        if self.events is not None:
            self.events.append(Event(EventKind.ROUND_OVER, seat=seat, points=tuple(self.points()), reason=reason))
