"""What a joined app was shown, kept to be looked at again: the coach's finding in the replay viewer,
and why a host's computer made its move (issue 40, at a joined table).

A joined app holds no record of the game (the host keeps it, with the hidden hands), so the replay
of a finding is built from the views the host sent this app's persons, in order (`SeenViews`,
filled by `JoinedGame` as each view comes): one position per decision the person saw, their own
hand only, the moves' events as this app heard them (another seat's drawn tile hidden, as
`net.actions.public_events` hides it). `SeenReplay` is a `replay.Positions`, so the replay viewer
steps through it as through a recorded game; nothing in it was not on this person's screen.

The host sends no computer's reasons; `SeenViews.computer_why` works one out from the views just
before and after its move, which say the same whatever any hidden hand holds (`ai.why.public_why`).
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from mextrain.ai.why import Why, public_why
from mextrain.engine import Event, EventKind, GameOptions, Move, Phase, PlayerView, RoundEnd, Tile
from mextrain.engine.game import Deal, RoundRecord

from .replay import Kind, Position, Positions, ScoreState


@dataclass(frozen=True)
class Seen:
    """One view a person here was shown, the events that came with it, and whether the round was over."""

    view: PlayerView
    events: tuple[Event, ...]
    over: bool


class RoundScore(Protocol):
    """A round as the joined app's score book has it (`joined_game.ScoreRound`)."""

    @property
    def number(self) -> int: ...
    @property
    def points(self) -> tuple[int, ...] | None: ...
    @property
    def result(self) -> RoundEnd | None: ...
    @property
    def out_seat(self) -> int | None: ...
    @property
    def hands_left(self) -> tuple[tuple[Tile, ...], ...] | None: ...


def _key(view: PlayerView) -> tuple[int, int]:
    return view.round_number, len(view.history)


class SeenViews:
    """Each person's views, one a decision (the latest shown for it), by seat, round and decisions made.

    A view earlier in the game than the last one kept for its seat is a new game at the same table
    (Play Again): that seat's views start again. The events come with the views of the connection
    that tells the table's story (the first person's); they are kept by the decision they follow, for
    every person here."""

    def __init__(self) -> None:
        self._views: dict[int, dict[tuple[int, int], Seen]] = {}
        self._events: dict[tuple[int, int], tuple[Event, ...]] = {}
        self._last_story: tuple[int, int] | None = None

    def add(self, view: PlayerView, phase: str, events: Sequence[Event] | None = None) -> None:
        """A view shown to `view.seat`; `events` when it came on the story's connection (maybe none)."""
        key = _key(view)
        kept = self._views.setdefault(view.seat, {})
        if kept and key < max(kept):
            kept.clear()  # the table's next game
        kept[key] = Seen(view, (), phase != Phase.PLAYING.value)
        if events is not None:
            if self._last_story is not None and key < self._last_story:
                self._events.clear()
            self._last_story = key
            if events:
                self._events[key] = self._events.get(key, ()) + tuple(events)

    def clear(self) -> None:
        self._views.clear()
        self._events.clear()
        self._last_story = None

    def seats(self) -> list[int]:
        return sorted(self._views)

    def view_at(self, round_number: int, decisions: int, seat: int | None = None) -> PlayerView | None:
        """A view shown here in round `round_number` after `decisions` decisions: `seat`'s, or any
        person's here (their public parts are alike)."""
        seats = [seat] if seat is not None else self.seats()
        for s in seats:
            seen = self._views.get(s, {}).get((round_number, decisions))
            if seen is not None:
                return seen.view
        return None

    def computer_why(self, round_number: int, index: int, kinds: Sequence[str]) -> tuple[Why, int, Move] | None:
        """Why a computer made decision `index` of round `round_number` (its reason, its seat, its move),
        worked out from the views shown here just before and after it (`ai.why.public_why`); `kinds`
        are the seats' kinds as the lobby says them. None: not a computer's, or not seen here."""
        before = self.view_at(round_number, index)
        after = self.view_at(round_number, index + 1)
        if before is None or after is None or len(after.history) <= index:
            return None
        entry = after.history[index]
        kind = kinds[entry.seat].partition(":")[0] if entry.seat < len(kinds) else ""
        why = public_why(before, entry.seat, entry.move, kind)
        return None if why is None else (why, entry.seat, entry.move)

    def replay(self, seat: int, rounds: Sequence[RoundScore] = ()) -> SeenReplay | None:
        """`seat`'s views as positions to step through (None: none kept); `rounds` says the points
        of the rounds over, as the score book has them."""
        kept = self._views.get(seat)
        if not kept:
            return None
        return SeenReplay([Seen(s.view, self._heard(s.view, seat), s.over) for s in (kept[k] for k in sorted(kept))],
                          seat, list(rounds))

    def _heard(self, view: PlayerView, seat: int) -> tuple[Event, ...]:
        """The events that came with `view`, as `seat` may hear them: another seat's drawn tile hidden; its
        own named from its view (the story's connection may be another person's, which was not told it)."""
        out = []
        for e in self._events.get(_key(view), ()):
            if e.kind is EventKind.TILE_DRAWN:
                e = e._replace(tile=(e.tile or view.drawn) if e.seat == seat else None)
            out.append(e)
        return tuple(out)


class SeenReplay(Positions):
    """The positions a person at a joined table saw, for the replay viewer (see the module doc)."""

    def __init__(self, seen: Sequence[Seen], seat: int, rounds: Sequence[RoundScore] = ()) -> None:
        if not seen:
            raise ValueError("no view to replay")
        self.viewer = seat
        self.index = 0
        self._options = seen[0].view.options
        self._rounds = {r.number: r for r in rounds}
        self._positions: list[Position] = []
        self._starts: list[int] = []
        self._round_numbers: list[int] = []
        for s in seen:
            view = s.view
            if not self._round_numbers or self._round_numbers[-1] != view.round_number:
                self._starts.append(len(self._positions))
                self._round_numbers.append(view.round_number)
            self._add(view, s.events, Kind.START if not view.history else Kind.MOVE)
            if s.over:  # the round's end, as a recorded game's replay shows it
                self._add(view, (), Kind.END)
        self.count = len(self._positions)

    def _add(self, view: PlayerView, events: tuple[Event, ...], kind: Kind) -> None:
        n = len(view.history)
        last = view.history[-1] if view.history and kind is Kind.MOVE else None
        hands = tuple(view.hand if s == self.viewer else () for s in range(view.players))
        self._positions.append(Position(len(self._positions), kind, len(self._starts) - 1, n, view, hands, events,
                                        last.seat if last is not None else None,
                                        last.move if last is not None else None))

    # ------------------------------------------------------------------ Positions
    def position(self, index: int | None = None) -> Position:
        index = self.index if index is None else index
        if not 0 <= index < self.count:
            raise IndexError(f"no position {index} (the views are {self.count})")
        return self._positions[index]

    def index_of(self, round_number: int, decision: int) -> int | None:
        return next((p.index for p in self._positions if p.kind is not Kind.END and p.decision == decision
                     and self._round_numbers[p.round_index] == round_number), None)

    def round_events(self, index: int | None = None) -> list[Event]:
        pos = self.position(index)
        start = self._starts[pos.round_index]
        return [e for p in self._positions[start: pos.index + 1] for e in p.events]

    def score_state(self, index: int | None = None) -> ScoreState:
        pos = self.position(index)
        records = []
        for r, number in enumerate(self._round_numbers[: pos.round_index + 1]):
            engine, starter = self.deal_of(r)
            score = self._rounds.get(number)
            rec = RoundRecord(number, Deal(engine, (), (), starter), [])
            if score is not None and (number != pos.round_number or pos.kind is Kind.END):
                rec = RoundRecord(number, rec.deal, [], score.result, score.out_seat, score.points, score.hands_left)
            records.append(rec)
        # the totals before the round (as its first view had them), and after it at its end
        totals = list(self._positions[self._starts[pos.round_index]].view.totals)
        score = self._rounds.get(self._round_numbers[pos.round_index])
        if pos.kind is Kind.END:
            totals = [a + b for a, b in zip(totals, score.points)] if score is not None and score.points is not None \
                else list(pos.view.totals)
        phase = Phase.PLAYING if pos.kind is not Kind.END else Phase.ROUND_OVER
        return ScoreState(self._options, records, totals, phase, (), self._round_numbers[pos.round_index])

    @property
    def seed(self) -> int | None:
        return None  # a joined app is not told the game's number

    @property
    def options(self) -> GameOptions:
        return self._options

    @property
    def rule_set(self) -> str | None:
        return None

    def deal_of(self, round_index: int) -> tuple[int, int]:
        first = self._positions[self._starts[round_index]].view
        return first.engine_number, first.history[0].seat if first.history else first.current

    def decisions_in(self, round_index: int) -> int:
        end = self._starts[round_index + 1] if round_index + 1 < len(self._starts) else self.count
        return max(p.decision for p in self._positions[self._starts[round_index]: end])


__all__ = ["RoundScore", "Seen", "SeenReplay", "SeenViews"]
