"""The messages of a connection's life at any table: the heartbeats and the goodbye (both ways),
the app's `hello` and the host's answer to it (`welcome`, `refused`), and `error` (messages.py
holds every message together).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .. import schema as s
from ..schema import ProtocolError
from .base import (
    APP_VERSION,
    PROTOCOL_VERSION,
    Message,
)


@dataclass(frozen=True)
class Ping(Message):
    TYPE = "ping"
    n: int

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE, "n": self.n}

    @classmethod
    def from_json(cls, d: dict[str, Any], players: int) -> Ping:
        s.fields(d, ("type", "n"))
        return cls(s.integer(d["n"], "n"))


@dataclass(frozen=True)
class Pong(Ping):
    TYPE = "pong"


@dataclass(frozen=True)
class Bye(Message):
    """The sender closes the connection on purpose; `reason` is one of the codes resources/docs/protocol.md lists."""

    TYPE = "bye"
    reason: str

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE, "reason": self.reason}

    @classmethod
    def from_json(cls, d: dict[str, Any], players: int) -> Bye:
        s.fields(d, ("type", "reason"))
        return cls(s.word(d["reason"], "reason"))


@dataclass(frozen=True)
class Hello(Message):
    """The first message of a joining app: who it is and how it may sit down."""

    TYPE = "hello"
    name: str
    code: str | None = None
    token: str | None = None
    protocol: int = PROTOCOL_VERSION
    app: str = APP_VERSION
    #: watchers and Play Again (7): come to watch (no seat, no hand, no move), with the join code
    watch: bool = False
    #: 7: the token of a seat this app already holds at the table: the new seat is another person
    #: at the same computer (with `code`; the lobby shows them together)
    companion: str | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.TYPE, "protocol": self.protocol, "app": self.app, "name": self.name}
        if self.code is not None:
            out["code"] = self.code
        if self.token is not None:
            out["token"] = self.token
        if self.watch:
            out["watch"] = True
        if self.companion is not None:
            out["companion"] = self.companion
        return out

    @classmethod
    def from_json(cls, d: dict[str, Any], players: int) -> Hello:
        # protocol and app are read first and kept in every version: a host must be able to
        # say "the host runs X, you run Y" to a hello whose other fields it does not know
        protocol = s.integer(d.get("protocol"), "protocol", 0, 10**6)
        app = s.version(d.get("app"), "app")
        if protocol != PROTOCOL_VERSION:
            raise VersionMismatch(protocol, app)
        s.fields(d, ("type", "protocol", "app", "name"), ("code", "token", "watch", "companion"))
        return cls(s.name(d["name"], "name"), s.optional(d, "code", s.join_code),
                   s.optional(d, "token", s.token), protocol, app, bool(s.optional(d, "watch", s.boolean, "watch")),
                   companion=s.optional(d, "companion", s.token))


class VersionMismatch(ProtocolError):
    def __init__(self, protocol: int, app: str) -> None:
        super().__init__("version", f"protocol {protocol} (app {app})")
        self.protocol = protocol
        self.app = app


@dataclass(frozen=True)
class Welcome(Message):
    TYPE = "welcome"
    seat: int
    token: str
    protocol: int = PROTOCOL_VERSION
    app: str = APP_VERSION

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE, "seat": self.seat, "token": self.token, "protocol": self.protocol, "app": self.app}

    @classmethod
    def from_json(cls, d: dict[str, Any], players: int) -> Welcome:
        s.fields(d, ("type", "seat", "token", "protocol", "app"))
        return cls(s.seat(d["seat"], "seat"), s.token(d["token"]),
                   s.integer(d["protocol"], "protocol", 0, 10**6), s.version(d["app"], "app"))


@dataclass(frozen=True)
class Refused(Message):
    """The host will not seat this connection; it closes the connection after sending this."""

    TYPE = "refused"
    code: str
    host_app: str = APP_VERSION
    host_protocol: int = PROTOCOL_VERSION
    your_app: str | None = None
    retry_after: float | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.TYPE, "code": self.code, "host_app": self.host_app,
                               "host_protocol": self.host_protocol}
        if self.your_app is not None:
            out["your_app"] = self.your_app
        if self.retry_after is not None:
            out["retry_after"] = self.retry_after
        return out

    @classmethod
    def from_json(cls, d: dict[str, Any], players: int) -> Refused:
        s.fields(d, ("type", "code", "host_app", "host_protocol"), ("your_app", "retry_after"))
        return cls(s.word(d["code"], "code"), s.version(d["host_app"], "host_app"),
                   s.integer(d["host_protocol"], "host_protocol", 0, 10**6),
                   s.optional(d, "your_app", s.version, "your_app"),
                   s.optional(d, "retry_after", s.number, "retry_after", 0, 86400))


@dataclass(frozen=True)
class Error(Message):
    """A message that was not accepted; it changed nothing."""

    TYPE = "error"
    code: str
    detail: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE, "code": self.code, "detail": self.detail}

    @classmethod
    def from_json(cls, d: dict[str, Any], players: int) -> Error:
        s.fields(d, ("type", "code", "detail"))
        return cls(s.word(d["code"], "code"), s.name(d["detail"], "detail", s.MAX_DETAIL, empty=True))
