"""Tests of the pure protocol layer: messages, framing, lobby and host sessions, no sockets (app/mextrain/net)."""
