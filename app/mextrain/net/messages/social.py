"""The messages of the people around a game (version 7): watchers and Play Again (`watching`,
`take_seat`, `play_again`, `again`) and reactions (`react`, `reaction`) (messages.py holds every
message together).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .. import schema as s
from .base import (
    APP_VERSION,
    PROTOCOL_VERSION,
    REACTIONS,
    Message,
)


@dataclass(frozen=True)
class Watching(Message):
    """The host's answer to a `hello` with `watch`: this connection watches the table (no seat, no
    token); the lobby and, in a game, the public view follow."""

    TYPE = "watching"
    protocol: int = PROTOCOL_VERSION
    app: str = APP_VERSION

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE, "protocol": self.protocol, "app": self.app}

    @classmethod
    def from_json(cls, d: dict[str, Any], players: int) -> Watching:
        s.fields(d, ("type", "protocol", "app"))
        return cls(s.integer(d["protocol"], "protocol", 0, 10**6), s.version(d["app"], "app"))


@dataclass(frozen=True)
class TakeSeat(Message):
    """A watcher asks for `seat` in the lobby or between rounds: an open seat is theirs at once (a
    `welcome` follows), a seat a computer plays because its person left for good when the host agrees."""

    TYPE = "take_seat"
    seat: int

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE, "seat": self.seat}

    @classmethod
    def from_json(cls, d: dict[str, Any], players: int) -> TakeSeat:
        s.fields(d, ("type", "seat"))
        return cls(s.seat(d["seat"], "seat", players))


@dataclass(frozen=True)
class PlayAgain(Message):
    """After the game's end the host pressed Play Again: "`host` wants to play again". The lobby
    follows (phase `lobby`, its `again` the seats that said Play); answer `again`, or `bye` `leaving`."""

    TYPE = "play_again"
    host: str

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE, "host": self.host}

    @classmethod
    def from_json(cls, d: dict[str, Any], players: int) -> PlayAgain:
        s.fields(d, ("type", "host"))
        return cls(s.name(d["host"], "host"))


@dataclass(frozen=True)
class Again(Message):
    """A seated person's Play to the host's `play_again`."""

    TYPE = "again"

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE}

    @classmethod
    def from_json(cls, d: dict[str, Any], players: int) -> Again:
        s.fields(d, ("type",))
        return cls()


@dataclass(frozen=True)
class React(Message):
    """A seated person's canned reaction (one of `REACTIONS`); the host passes it on as `reaction`."""

    TYPE = "react"
    reaction: str

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE, "reaction": self.reaction}

    @classmethod
    def from_json(cls, d: dict[str, Any], players: int) -> React:
        s.fields(d, ("type", "reaction"))
        return cls(s.word(d["reaction"], "reaction", REACTIONS))


@dataclass(frozen=True)
class Reaction(Message):
    """The host tells every seated app that `seat` reacted (its own one too: the sender sees it taken)."""

    TYPE = "reaction"
    seat: int
    reaction: str

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE, "seat": self.seat, "reaction": self.reaction}

    @classmethod
    def from_json(cls, d: dict[str, Any], players: int) -> Reaction:
        s.fields(d, ("type", "seat", "reaction"))
        return cls(s.seat(d["seat"], "seat", players), s.word(d["reaction"], "reaction", REACTIONS))
