"""The networked table's sentences: why a host refused us, how the connection stands, seat states.

Kept beside `texts` (same fixed-context pattern, context "NetTexts"): the protocol speaks
in codes (refusal codes, connection states, seat states), the person reads these.
"""
from __future__ import annotations

import math

from mextrain.net import messages as m
from mextrain.ui.texts import _Context, fill

NetTexts = _Context("NetTexts")
#: the refusals that say how long to wait (the server helper's strings, kept apart for merging)
NetWaits = _Context("NetWaits")


def _seconds(refused: m.Refused) -> int:
    """`retry_after` as whole seconds to read (rounded up: never "0 seconds")."""
    return max(1, math.ceil(refused.retry_after or 0))


def refusal_text(refused: m.Refused, our_app: str = m.APP_VERSION) -> str:
    """Why the host would not seat us, addressed to the person."""
    code = refused.code
    if code == "version":
        return fill(NetTexts.tr("This table runs another version of Mexican Train: the host runs %1, you run %2. "
                                "Both must run the same version."), refused.host_app, our_app)
    if code == "bad_code" and refused.retry_after:
        return NetWaits.tr("The join code is not right. Ask the host for it again, then try again in %n second(s).",
                           None, _seconds(refused))
    if code == "bad_code":
        return NetTexts.tr("The join code is not right. Ask the host for it again.")
    if code == "slow_down" and refused.retry_after:
        return NetWaits.tr("Too many wrong codes came from your network. Try again in %n second(s).",
                           None, _seconds(refused))
    if code == "slow_down":
        return NetTexts.tr("Too many wrong codes: wait a moment before trying again.")
    if code == "in_use":
        return NetWaits.tr("Your seat changed hands a moment ago. Your app tries again in %n second(s).",
                           None, _seconds(refused))
    if code == "replaced" and refused.retry_after:
        return NetWaits.tr("Someone took your seat with your reconnection token: another window or computer of yours, "
                           "or someone who read it off the network. Your app takes the seat back once, in %n second(s).",
                           None, _seconds(refused))
    if code == "full":
        return NetTexts.tr("Sorry, every seat at this table is taken.")
    if code == "started":
        return NetTexts.tr("The game at this table has already started.")
    if code == "removed":
        return NetTexts.tr("The host removed you from the table.")
    if code == "replaced":
        return NetTexts.tr("Your seat was taken over from another window or computer.")
    if code == "bad_token":
        return NetTexts.tr("The table no longer knows your seat. Join again with the join code.")
    if code == "busy":
        return NetTexts.tr("The table is busy. Try again in a moment.")
    return fill(NetTexts.tr("The host refused (%1)."), code)


def lost_text(reason: str) -> str:
    """The connection ended and will not come back by itself."""
    if reason == "unreachable":
        return NetTexts.tr("The table cannot be reached. Check the address and the port, and that the host is running.")
    if reason == "shutdown":
        return NetTexts.tr("The host closed the table.")
    return NetTexts.tr("The connection to the table was lost.")


def connection_line(state: str) -> str:
    if state == "connecting":
        return NetTexts.tr("Connecting to the table…")
    if state == "retrying":
        return NetTexts.tr("Connection lost: reconnecting…")
    if state == "connected":
        return NetTexts.tr("Connected to the table.")
    return NetTexts.tr("Not connected.")


def seat_state(info: m.SeatInfo) -> str:
    """What the lobby says of a seat: open, a person (connected or away, the host), a computer of a level."""
    if info.state == "open":
        return NetTexts.tr("Open")
    if info.state == "computer":
        level = {"easy": NetTexts.tr("Easy"), "normal": NetTexts.tr("Normal"), "hard": NetTexts.tr("Hard")}
        return fill(NetTexts.tr("Computer (%1)"), level.get(info.level or "normal", info.level or ""))
    if info.host:
        return NetTexts.tr("Host")
    return NetTexts.tr("Connected") if info.connected else NetTexts.tr("Away")
