"""The PROXY protocol's version 2 header, read: a balancer in front of a hall names the person's address.

Behind HAProxy in TCP mode (hall.md, "Beyond one machine") every connection reaches a hall from
the balancer's address, so the hall's limits per address (connections, handshakes, tables, wrong
codes, bans) would count the whole world as one person. HAProxy's `send-proxy-v2` writes, before
the first byte of the person's, a binary header naming where the connection came from
(https://www.haproxy.org/download/2.6/doc/proxy-protocol.txt, section 2.2). A hall started with
`--proxy-from ADDRESS` expects that header on every connection from that address (and from no
other: anyone could write one) and counts the connection under the address it names.

`parse` is pure (bytes in); the hall peeks at the first bytes, parses, then takes exactly the
header's bytes off the socket, leaving the TLS handshake behind it untouched.
"""
from __future__ import annotations

import ipaddress
from dataclasses import dataclass

SIGNATURE = b"\r\n\r\n\x00\r\nQUIT\n"
HEADER = 16  # the signature, version and command, family, length
#: the addresses' part is 12 (IPv4) or 36 (IPv6) bytes; HAProxy may add TLVs (none unless asked):
#: a header longer than this is refused rather than waited for
MAX_BODY = 512
MOST = HEADER + MAX_BODY  # what the hall peeks at


class ProxyError(ValueError):
    """Not a PROXY v2 header (the connection is closed without a word)."""


@dataclass(frozen=True)
class Proxied:
    """A whole header: `size` bytes to take off the socket; `source` the person's address, None for a
    connection the balancer opened itself (LOCAL, e.g. a health check: its own address stands)."""

    size: int
    source: str | None


def parse(data: bytes) -> Proxied | None:
    """The header at the start of `data`; None when more bytes are needed; ProxyError when it is none."""
    head = data[:len(SIGNATURE)]
    if SIGNATURE[:len(head)] != head:
        raise ProxyError("no PROXY v2 signature")
    if len(data) < HEADER:
        return None
    version, command = data[12] >> 4, data[12] & 0x0F
    if version != 2 or command > 1:
        raise ProxyError("not version 2, or an unknown command")
    family = data[13]
    length = int.from_bytes(data[14:16], "big")
    if length > MAX_BODY:
        raise ProxyError("a header longer than any balancer of ours sends")
    if len(data) < HEADER + length:
        return None
    body = data[HEADER:HEADER + length]
    if command == 0:  # LOCAL: the balancer's own connection
        return Proxied(HEADER + length, None)
    if family == 0x11 and length >= 12:  # TCP over IPv4: source, destination, their ports
        return Proxied(HEADER + length, str(ipaddress.IPv4Address(body[:4])))
    if family == 0x21 and length >= 36:  # TCP over IPv6
        source = ipaddress.IPv6Address(body[:16])
        mapped = source.ipv4_mapped
        return Proxied(HEADER + length, str(mapped if mapped is not None else source))
    raise ProxyError("a connection that is not TCP over IPv4 or IPv6")


def header(source: str, destination: str, source_port: int, destination_port: int) -> bytes:
    """A PROXY v2 header as HAProxy writes it (for tests and the benchmark's clients)."""
    a, b = ipaddress.ip_address(source), ipaddress.ip_address(destination)
    if a.version != b.version:
        raise ValueError("both addresses of one family")
    body = a.packed + b.packed + source_port.to_bytes(2, "big") + destination_port.to_bytes(2, "big")
    return SIGNATURE + bytes((0x21, 0x11 if a.version == 4 else 0x21)) + len(body).to_bytes(2, "big") + body


__all__ = ["MOST", "Proxied", "ProxyError", "header", "parse"]
