"""Helpers for tests/controller/network/test_discovery.py: multicast DNS kept on the loopback interface.

Every Zeroconf here is bound to 127.0.0.1 only, so no packet leaves this machine. Names carry
a random tag so that tests running at the same time on one machine never see each other's
tables as their own.
"""
from __future__ import annotations

import asyncio
import functools
import secrets
import socket
import struct
from typing import Any

LOOPBACK = ["127.0.0.1"]
#: an address no interface here has (TEST-NET-2): zeroconf fails to bind to it
NOT_HERE = ["198.51.100.7"]


@functools.cache
def loopback_multicast_problem() -> str | None:
    """None when a multicast datagram sent out of 127.0.0.1 comes back; else what is missing."""
    group = "224.0.0.251"
    rx = tx = None
    try:
        rx = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        rx.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        rx.bind(("", 0))  # a free port, not 5353: the probe is no mDNS packet
        rx.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP,
                      socket.inet_aton(group) + socket.inet_aton("127.0.0.1"))
        rx.settimeout(3)
        tx = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        tx.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF, socket.inet_aton("127.0.0.1"))
        tx.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_TTL, struct.pack("b", 1))
        tx.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_LOOP, 1)
        token = secrets.token_bytes(8)
        tx.sendto(token, (group, rx.getsockname()[1]))
        while rx.recvfrom(64)[0] != token:
            pass
        return None
    except OSError as exc:
        return f"multicast over the loopback interface (127.0.0.1, group {group}) does not work here: {exc}"
    finally:
        for sock in (rx, tx):
            if sock is not None:
                sock.close()


def tag() -> str:
    """A random word that keeps this test's table names apart from any other run's."""
    return secrets.token_hex(4)


def raw_service(label: str, properties: Any, port: int = 47999, addresses: tuple[str, ...] = ("127.0.0.1",)) -> Any:
    """A service of our type with whatever TXT data, as no TableAnnouncer would write it."""
    from zeroconf import ServiceInfo

    from mextrain.controller.network.discovery import SERVICE_TYPE

    return ServiceInfo(SERVICE_TYPE, f"{label}.{SERVICE_TYPE}", port=port, properties=properties,
                       server=f"raw-{secrets.token_hex(3)}.local.", parsed_addresses=list(addresses))


def register_all(zc: Any, infos: list[Any], timeout: float = 30) -> None:
    """Register services side by side (each probes for ~1 s), on zeroconf's own loop."""

    async def register() -> None:
        announcing = await asyncio.gather(*(zc.async_register_service(info, allow_name_change=True) for info in infos))
        await asyncio.gather(*announcing)

    asyncio.run_coroutine_threadsafe(register(), zc.loop).result(timeout)
