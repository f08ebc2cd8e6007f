"""The networked table's protocol, pure: framing, messages, the host's and the joining app's sessions.

No sockets, threads or Qt here (a protocol without I/O, like h11): bytes and time go in,
typed messages and actions come out; the QtNetwork transports are thin loops around it.
resources/docs/protocol.md is the written protocol.
"""
from __future__ import annotations

from .messages import APP_VERSION, PROTOCOL_VERSION
from .schema import ProtocolError
from .wire import MAX_FRAME, FrameDecoder, WireError, encode

__all__ = ["APP_VERSION", "MAX_FRAME", "PROTOCOL_VERSION", "FrameDecoder", "ProtocolError", "WireError", "encode"]
