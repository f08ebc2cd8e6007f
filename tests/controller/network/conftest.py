"""Tests of the networked table over real sockets on loopback, and discovery (app/mextrain/controller/network)."""
