"""Who at a hosted table is away, and whether a computer stands in for them: one home for it.

A person elsewhere whose connection ends during the game is *away* from that moment. After
the table's grace period a computer *stands in* for them (plays their seat) until they are
back; a grace of `WAIT_GRACE` (a day) means the table waits for them instead. The host's
`HostSession` keeps one `AwayBook` and alone changes it; the controller's `RemoteSeat`,
the host window's seat line and every view sent to the joined apps (`away_left`) read it,
so the countdown has one clock, the host's. A seat whose person was removed, or whose
table was closed, is a computer's seat (the lobby's), not an away one.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .messages import WAIT_GRACE


@dataclass
class AwayBook:
    #: seat -> when (the session's clock) its person's connection ended
    since: dict[int, float] = field(default_factory=dict)
    #: the seats away past the grace period: a computer plays for them until they are back
    standing_in: set[int] = field(default_factory=set)

    def went(self, seat: int, now: float) -> None:
        self.since[seat] = now

    def back(self, seat: int) -> bool:
        """The person of `seat` is back (or gone for good): True if they were away."""
        was = self.since.pop(seat, None) is not None or seat in self.standing_in
        self.standing_in.discard(seat)
        return was

    def due(self, now: float, grace: float) -> list[int]:
        """The seats whose grace period ran out by `now`: a computer stands in for them from now on."""
        if grace >= WAIT_GRACE:
            return []  # the table waits for them
        out = [seat for seat, since in sorted(self.since.items())
               if seat not in self.standing_in and now - since >= grace]
        self.standing_in.update(out)
        return out

    def left(self, seat: int, grace: float, now: float) -> float | None:
        """Seconds until a computer plays for `seat` (0: it does now; None: the table waits, or
        the seat is not away)."""
        if seat in self.standing_in:
            return 0.0
        if grace >= WAIT_GRACE or seat not in self.since:
            return None
        return round(max(0.0, self.since[seat] + grace - now), 1)


__all__ = ["AwayBook"]
