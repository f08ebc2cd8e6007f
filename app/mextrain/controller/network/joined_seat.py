"""The seats this app holds at a table hosted elsewhere, kept in the data folder while they are held.

Written when the host seats us (with the reconnection token) and removed when the person
leaves on purpose, the game is over or the host says the seat is gone; so a joined app
that crashed finds it at its next start and can offer to rejoin at once (issue 19 point 1).
Every seat of the table held here is kept: the first person's at the top of the file (as a
file with one seat always was, so such a file still loads), each other person at this
computer's (`hello.companion`, issue 31) under "companions", with its own token.
The first person's seat also keeps how far this app's log had read (the round and the moves of it shown):
back after a crash, the log lists only what happened while the app was gone (issue 38 point 14).
Written atomically; a damaged file is simply not offered (it holds nothing a person made),
a damaged companion is left out.
"""
from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from mextrain.files import atomic_write_text

log = logging.getLogger(__name__)

JOINED_SEAT_NAME = "joined-seat.json"
FORMAT = "mextrain-joined-seat"


@dataclass(frozen=True)
class HeldSeat:
    """Where the table is, who we are there, and the token that gives the seat back."""

    address: str
    port: int
    name: str
    token: str
    table: str
    seat: int
    #: at a hall, the table's code and the host's token when this app made the table there (the
    #: lobby's powers, `table_admin`): a host whose app crashed gets them back with its seat
    code: str = ""
    host_token: str = ""
    #: how far the log had read: the round, and how many of its moves were shown (-1: not known)
    read_round: int = 0
    read_moves: int = -1


def save_seats(path: Path, seats: Sequence[HeldSeat]) -> None:
    """The first person's seat, then those of the other persons at this computer."""
    first, *others = seats
    data = {"format": FORMAT, **asdict(first), "companions": [asdict(seat) for seat in others]}
    try:
        atomic_write_text(Path(path), json.dumps(data, ensure_ascii=False) + "\n")
    except OSError as exc:  # a full disk must not stop the game
        log.error("could not keep the joined seat in %s: %s", path, exc)


def _held(data: dict[str, Any]) -> HeldSeat | None:
    seat = HeldSeat(str(data["address"]), int(data["port"]), str(data["name"]), str(data["token"]),
                    str(data["table"]), int(data["seat"]), str(data.get("code", "")),
                    str(data.get("host_token", "")), int(data.get("read_round", 0)), int(data.get("read_moves", -1)))
    return seat if 0 < seat.port < 65536 and seat.token else None


def load_seats(path: Path) -> list[HeldSeat]:
    """The seats kept by an app that did not leave, the first person's first; [] (none, or unreadable)."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        if data.get("format") != FORMAT:
            return []
        first = _held(data)
        companions = data.get("companions", [])
        if first is None or not isinstance(companions, list):
            return []
    except FileNotFoundError:
        return []
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        log.warning("the joined seat in %s could not be read: %s", path, exc)
        return []
    seats = [first]
    for entry in companions:
        try:
            seat = _held(entry)
        except (ValueError, KeyError, TypeError, AttributeError) as exc:
            log.warning("a companion's seat in %s could not be read: %s", path, exc)
            continue
        if seat is not None:
            seats.append(seat)
    return seats


def forget_seat(path: Path) -> None:
    try:
        Path(path).unlink(missing_ok=True)
    except OSError as exc:
        log.warning("could not remove %s: %s", path, exc)


__all__ = ["JOINED_SEAT_NAME", "HeldSeat", "forget_seat", "load_seats", "save_seats"]
