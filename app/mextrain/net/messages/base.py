"""The protocol's numbers and words (its version; the codes of refusals, errors and goodbyes; a
seat's states; the limits every side knows) and `Message`, what every message is (messages.py).
"""
from __future__ import annotations

from enum import StrEnum
from typing import Any, ClassVar

import mextrain

from .. import schema as s
from .. import wire

#: bumped whenever a message changes shape; a host refuses every other number (protocol.md).
#: 2: `view` lost its `thinking` (no app read it; it cost a second view per move), `in_use`;
#: 4: the house rules in the options; 5: the hall; 6: `bye` `back_later` (the host will reopen: its
#: people wait), a `bye` `leaving` in a game gives the seat up; 7: watchers and Play Again (`watch`,
#: `watching`, `take_seat`, `play_again`, `again`, the lobby's `watchers` `asks` `again`, a view's `public`),
#: reactions (`react`, `reaction`, the lobby's `reactions`) and several seats at one app (`hello.companion`,
#: a seat's `together`)
PROTOCOL_VERSION = 7
#: the longest grace the protocol carries (a day): a host that chose it waits for a person away
WAIT_GRACE = 86400.0
APP_VERSION: str = mextrain.__version__ if s.VERSION_RE.match(mextrain.__version__) else "0"

REFUSALS = ("version", "full", "bad_code", "bad_token", "slow_down", "removed", "started", "busy", "replaced", "in_use",
            # watchers and Play Again (7): the table has MAX_WATCHERS watchers already
            "watchers_full")
#: `error` codes: a message that changed nothing (each counts toward MAX_STRIKES on a seated connection)
ERROR_CODES = ("bad_message", "unknown_type", "unexpected", "bad_frame",
               # watchers and Play Again (7): `take_seat` of a seat nobody may take, or while a round is played
               "seat_taken", "not_now")
#: `result.code` when a move is not taken
RESULT_CODES = ("not_playing", "stale_turn", "future_turn", "not_your_turn", "illegal")
#: why a connection is closed, as `bye.reason` says it (before the hello, an error's own code)
CLOSING = ("too_big", "bad_frame", "too_many_errors", "flood", "timeout", "dead", "shutdown", "back_later",
           "leaving",
           "bad_message", "unknown_type", "unexpected")
ERRORS = tuple(dict.fromkeys(ERROR_CODES + RESULT_CODES + CLOSING))


class SeatState(StrEnum):
    """What a seat of the lobby holds; the values are the protocol's words (protocol.md), so a
    state compares equal to its word and is written as it."""

    OPEN = "open"
    PERSON = "person"
    COMPUTER = "computer"


SEAT_STATES = tuple(SeatState)
LEVELS = ("easy", "normal", "hard")
PHASES = ("lobby", "playing", "round_over", "game_over")
#: the longest wait before a next round a host may announce (an hour, in milliseconds)
MAX_NEXT_ROUND_MS = 3_600_000
#: watchers and Play Again (7): a table's watchers at most (the next is refused `watchers_full`)
MAX_WATCHERS = 8


#: the canned reactions (protocol.md, "Reactions"): the same words for everyone, each app shows its
#: own translation; there is no free text
REACTIONS = ("nice_move", "oops", "your_turn", "well_played", "good_game", "thumbs_up")
#: a seat's reactions come at most this often (seconds); the host drops those in between
REACTION_EVERY = 2.0


class Message:
    TYPE: ClassVar[str]

    def to_json(self) -> dict[str, Any]:
        raise NotImplementedError

    def encode(self) -> bytes:
        return wire.encode(self.to_json())
