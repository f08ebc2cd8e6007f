"""Every message of the table's protocol as a frozen dataclass (protocol.md describes each).

`decode(obj, players)` turns a parsed frame into exactly one of these or raises
`ProtocolError`; `message.to_json()` is its inverse. Nothing here knows about sockets
or sessions: this is the vocabulary, `host.py` and `client.py` hold the conversations.
The messages are kept by what they carry: base.py (the protocol's numbers and words,
`Message`), conn.py (a connection's life: heartbeats, `hello` and its answers,
`error`, `bye`), game.py (a move and what the host shows of the game) and
social.py (watchers, Play Again, reactions); every name is read from here.
"""
from __future__ import annotations

from typing import Any, cast

from mextrain.engine.moves import MAX_SEATS

from ..schema import ProtocolError, bad
from .base import (
    APP_VERSION,
    CLOSING,
    ERROR_CODES,
    ERRORS,
    LEVELS,
    MAX_NEXT_ROUND_MS,
    MAX_WATCHERS,
    PHASES,
    PROTOCOL_VERSION,
    REACTION_EVERY,
    REACTIONS,
    REFUSALS,
    RESULT_CODES,
    SEAT_STATES,
    WAIT_GRACE,
    Message,
    SeatState,
)
from .conn import (
    Bye,
    Error,
    Hello,
    Ping,
    Pong,
    Refused,
    VersionMismatch,
    Welcome,
)
from .game import (
    Events,
    GameOver,
    Lobby,
    MoveIntent,
    MoveResult,
    RoundOver,
    SeatInfo,
    View,
)
from .social import (
    Again,
    PlayAgain,
    React,
    Reaction,
    TakeSeat,
    Watching,
)

CLIENT_MESSAGES: dict[str, type] = {m.TYPE: m for m in (Hello, MoveIntent, Ping, Pong, Bye, React)}
HOST_MESSAGES: dict[str, type] = {m.TYPE: m for m in (
    Welcome, Refused, Lobby, View, MoveResult, Error, Events, RoundOver, GameOver, Ping, Pong, Bye, Reaction)}
# watchers and Play Again (7)
CLIENT_MESSAGES.update({x.TYPE: x for x in (TakeSeat, Again)})
HOST_MESSAGES.update({x.TYPE: x for x in (Watching, PlayAgain)})


#: a hall's first messages besides `hello` (net/hall.py): on a connection already at a table (seated or
#: watching, or before its hello at a table hosted alone) they are `unexpected`, not an `unknown_type`
HALL_FIRST = ("create_table", "table_admin", "get_record")


def decode(obj: dict[str, Any], kinds: dict[str, type], players: int = MAX_SEATS) -> Message:
    """One parsed frame as a typed message of `kinds`; raises `ProtocolError`."""
    kind = obj.get("type")
    if type(kind) is not str or kind not in kinds:
        raise ProtocolError("unknown_type", f"no message type {str(kind)[:32]!r}")
    try:
        return cast(Message, kinds[kind].from_json(obj, players))  # type: ignore[attr-defined]  # each kind has one
    except ProtocolError:
        raise
    except (ValueError, TypeError, KeyError, RecursionError) as exc:  # a check this module forgot
        raise bad(f"{kind}: {str(exc)[:80]}") from None


__all__ = [
    "APP_VERSION",
    "Again",
    "Bye",
    "CLIENT_MESSAGES",
    "CLOSING",
    "ERRORS",
    "ERROR_CODES",
    "Error",
    "Events",
    "GameOver",
    "HALL_FIRST",
    "HOST_MESSAGES",
    "Hello",
    "LEVELS",
    "Lobby",
    "MAX_NEXT_ROUND_MS",
    "MAX_WATCHERS",
    "Message",
    "MoveIntent",
    "MoveResult",
    "PHASES",
    "PROTOCOL_VERSION",
    "Ping",
    "PlayAgain",
    "Pong",
    "REACTIONS",
    "REACTION_EVERY",
    "REFUSALS",
    "RESULT_CODES",
    "React",
    "Reaction",
    "Refused",
    "RoundOver",
    "SEAT_STATES",
    "SeatInfo",
    "SeatState",
    "TakeSeat",
    "VersionMismatch",
    "View",
    "WAIT_GRACE",
    "Watching",
    "Welcome",
    "decode",
]
