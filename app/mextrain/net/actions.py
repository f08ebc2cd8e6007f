"""What the host's session asks of the transport and the controller (h11's "events", the other way).

The transport carries out `SendTo` and `CloseConnection`; the controller carries out the rest. The
session itself never touches a socket, a clock or the game.
"""
from __future__ import annotations

from dataclasses import dataclass

from mextrain.engine import Event, EventKind, Move


@dataclass(frozen=True)
class SendTo:
    conn: int
    data: bytes


@dataclass(frozen=True)
class CloseConnection:
    conn: int
    reason: str


@dataclass(frozen=True)
class ApplyMove:
    """Apply this legal move of `seat`, then call `game_changed`.

    It was legal when the intent arrived. Apply it only while the game is still at
    `turn` (`HostSession.turn`): a computer that played the seat meanwhile wins, and the
    person's move is then simply not applied (it can never be applied twice).
    """

    seat: int
    move: Move
    turn: int


@dataclass(frozen=True)
class SeatAway:
    seat: int


@dataclass(frozen=True)
class SeatToComputer:
    """The grace period passed (or the host removed the person): a computer plays the seat now."""

    seat: int


@dataclass(frozen=True)
class SeatBack:
    """The person of `seat` is connected again and plays it from the next decision on.

    A computer still thinking for the seat should be dropped; its move, if it comes
    first, is applied as usual and the person's then answers a later turn.
    """

    seat: int


@dataclass(frozen=True)
class LobbyChanged:
    pass


@dataclass(frozen=True)
class Reacted:
    """`seat` reacted (a `REACTIONS` word); the joined apps are told already, the host's own window shows it."""

    seat: int
    reaction: str


Action = SendTo | CloseConnection | ApplyMove | SeatAway | SeatToComputer | SeatBack | LobbyChanged | Reacted



def public_events(events: list[Event], seat: int) -> tuple[Event, ...]:
    """The events as `seat` may see them: a drawn tile is known only to the one who drew it."""
    return tuple(e._replace(tile=None) if e.kind is EventKind.TILE_DRAWN and e.seat != seat else e for e in events)
