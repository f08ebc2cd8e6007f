"""What a table says about itself on the local network (DNS-SD TXT record), both ways.

Pure: no zeroconf, no Qt, no sockets, so that the parsing of what strangers send is tested
on its own. `discovery.py` is the Qt side that announces and browses with zeroconf.
A TXT record arrives from anyone on the network: every field is checked, bounded and
cleaned here, and a record that cannot be trusted yields no table at all.
"""
from __future__ import annotations

import ipaddress
import re
import secrets
import socket
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from mextrain.engine.moves import MAX_SEATS
from mextrain.engine.options import RULE_KEYS, STANDARD_RULES, GameOptions, RuleError
from mextrain.net import APP_VERSION, PROTOCOL_VERSION
from mextrain.net.lobby import clean_rule_set
from mextrain.net.schema import MAX_RULE_SET_NAME, MAX_TABLE_NAME, VERSION_RE, clean_text

SERVICE_TYPE = "_mextrain._tcp.local."
MIN_SEATS = 2
#: a TXT record longer than this (bytes, all strings together) is not ours: skipped whole
MAX_TXT_BYTES = 1024
#: DNS labels (the service instance name) are at most 63 bytes of UTF-8
MAX_LABEL_BYTES = 63
_DIGITS = re.compile(rb"[0-9]{1,6}\Z")
_FINGERPRINT = re.compile(rb"[0-9a-f]{64}\Z")


@dataclass(frozen=True)
class FoundTable:
    """A table announced on the local network, as the join dialog lists it.

    `host` is the address to connect to (of `addresses`, the one on a network of this
    computer when there is one); `service` is the unique DNS-SD instance name (two tables
    may share a display name); `protocol` and `version` are 0 and "" when not announced.
    """

    name: str
    host: str
    port: int
    seats: int
    seats_free: int
    version: str
    protocol: int = 0
    addresses: tuple[str, ...] = ()
    service: str = ""
    #: the game is under way: nobody new is seated (announced as `playing`)
    playing: bool = False
    #: the fingerprint of the table's TLS certificate (`fp`): the joined app pins it; "" when not announced
    fingerprint: str = ""
    #: the table's rule set (R18, every rule option) from `rules`; None when not announced (an older app)
    rules: Mapping[str, Any] | None = None
    #: the rule set's name (`rule_set`), "" when it has none
    rule_set: str = ""


def clean_table_name(name: str) -> str:
    """The table's name as announced: printable, one line, at most MAX_TABLE_NAME characters."""
    cleaned = clean_text(name if isinstance(name, str) else "", MAX_TABLE_NAME)
    if not cleaned:
        cleaned = clean_text(socket.gethostname(), MAX_TABLE_NAME) or "mextrain"
    return cleaned


def rules_text(rules: Mapping[str, Any]) -> str:
    """The rule set as the `rules` field says it: each option that differs from the standard rules,
    `key=value` joined by `;` (a flag as 1 or 0), "" for the standard rules."""
    out = []
    for key in RULE_KEYS:
        value = rules.get(key, STANDARD_RULES[key])
        if value != STANDARD_RULES[key]:
            out.append(f"{key}={int(value) if isinstance(value, bool) else value}")
    return ";".join(out)


def parse_rules(raw: bytes, seats: int) -> dict[str, Any] | None:
    """`rules` back as every rule option, each checked as a saved rule set's (R18) and playable at
    `seats`; None when it is not one this app can read (an option of a later version, garbage)."""
    if len(raw) > 200:
        return None
    try:
        rules: dict[str, Any] = {}
        for part in raw.decode("ascii").split(";") if raw else []:
            key, _, value = part.partition("=")
            if key not in RULE_KEYS or key in rules:
                return None
            standard = STANDARD_RULES[key]
            if isinstance(standard, bool):
                if value not in ("0", "1"):
                    return None
                rules[key] = value == "1"
            elif isinstance(standard, int):
                rules[key] = int(value) if value.isdigit() and len(value) <= 3 else value
            else:
                rules[key] = value
        return GameOptions.of(seats, **rules).rules()
    except (RuleError, UnicodeError, ValueError, TypeError):
        return None


def txt_properties(name: str, seats: int, seats_free: int, playing: bool = False,
                   fingerprint: str = "", rules: Mapping[str, Any] | None = None,
                   rule_set: str | None = None) -> dict[str, str]:
    """The TXT record a table announces (resources/docs/network-discovery.md lists it)."""
    seats = max(MIN_SEATS, min(MAX_SEATS, int(seats)))
    fp = {"fp": fingerprint} if fingerprint else {}
    if rules is not None:
        fp["rules"] = rules_text(rules)
        named = clean_rule_set(rule_set)
        if named:
            fp["rule_set"] = named
    return {**fp,
        "name": clean_table_name(name),
        "seats": str(seats),
        "free": str(max(0, min(seats, int(seats_free)))),
        "playing": "1" if playing else "0",
        "version": APP_VERSION,
        "protocol": str(PROTOCOL_VERSION),
    }


def instance_label(name: str) -> str:
    """A DNS-SD instance name unique to this table: its name plus a random tag.

    Two tables on one computer (or two tables called alike) must both be listed, so the
    tag makes the label unique; dots and control characters are dropped, and the label
    is cut to fit a DNS label's 63 bytes.
    """
    tag = f" [{secrets.token_hex(3)}]"
    base = clean_table_name(name).replace(".", " ").strip() or "mextrain"
    room = MAX_LABEL_BYTES - len(tag.encode())
    while len(base.encode("utf-8")) > room:
        base = base[:-1]
    return base.rstrip() + tag


def _text(props: Mapping[object, object], key: bytes) -> bytes | None:
    value = props.get(key)
    return value if isinstance(value, bytes) else None


def _small_int(raw: bytes | None, lo: int, hi: int) -> int | None:
    if raw is None or not _DIGITS.match(raw):
        return None
    value = int(raw)
    return value if lo <= value <= hi else None


def parse_table(
    properties: Mapping[Any, object] | None,
    port: int | None,
    addresses: Iterable[str],
    service: str = "",
    local_networks: Iterable[ipaddress.IPv4Network | ipaddress.IPv6Network] = (),
) -> FoundTable | None:
    """The table a service announces, or None when its record is missing, garbage or too big.

    Never raises on what came from the network: name, seats, free seats, port and an
    address are required and checked; version and protocol fall back to "" and 0.
    """
    try:
        return _parse(properties, port, addresses, service, local_networks)
    except (ValueError, TypeError, AttributeError, UnicodeError, OverflowError):
        return None


def _parse(
    properties: Mapping[Any, object] | None,
    port: int | None,
    addresses: Iterable[str],
    service: str,
    local_networks: Iterable[ipaddress.IPv4Network | ipaddress.IPv6Network],
) -> FoundTable | None:
    if not isinstance(properties, Mapping) or not isinstance(port, int) or not 0 < port < 65536:
        return None
    size = sum(len(k) + len(v) for k, v in properties.items() if isinstance(k, bytes) and isinstance(v, bytes))
    if size > MAX_TXT_BYTES:
        return None
    raw_name = _text(properties, b"name")
    if raw_name is None or len(raw_name) > MAX_TABLE_NAME * 4:
        return None
    name = clean_text(raw_name.decode("utf-8", errors="strict"), MAX_TABLE_NAME)
    seats = _small_int(_text(properties, b"seats"), MIN_SEATS, MAX_SEATS)
    if not name or seats is None:
        return None
    free = _small_int(_text(properties, b"free"), 0, seats)
    if free is None:
        return None
    raw_version = _text(properties, b"version") or b""
    version = raw_version.decode("ascii", errors="replace") if len(raw_version) <= 32 else ""
    version = version if VERSION_RE.match(version) else ""
    protocol = _small_int(_text(properties, b"protocol"), 0, 999_999) or 0
    usable = _usable_addresses(addresses)
    if not usable:
        return None
    host = pick_host(usable, local_networks)
    label = clean_text(service if isinstance(service, str) else "", 256)
    playing = _small_int(_text(properties, b"playing"), 0, 1) == 1
    raw_fp = _text(properties, b"fp")
    if raw_fp is not None and not _FINGERPRINT.match(raw_fp):
        return None  # a fingerprint that is no fingerprint: nothing to pin, nothing to list
    fp = raw_fp.decode("ascii") if raw_fp is not None else ""
    raw_rules = _text(properties, b"rules")
    rules = parse_rules(raw_rules, seats) if raw_rules is not None else None
    raw_rule_set = _text(properties, b"rule_set")
    rule_set = (clean_rule_set(raw_rule_set.decode("utf-8", errors="replace"))
                if raw_rule_set and len(raw_rule_set) <= 4 * MAX_RULE_SET_NAME and rules is not None else None)
    return FoundTable(name, host, port, seats, free, version, protocol, usable, label, playing, fp, rules, rule_set or "")


def _usable_addresses(addresses: Iterable[str]) -> tuple[str, ...]:
    out: list[str] = []
    for text in list(addresses)[:16]:
        try:
            address = ipaddress.ip_address(text)
        except (ValueError, TypeError):
            continue
        if address.is_multicast or address.is_unspecified or (address.version == 6 and address.is_link_local):
            continue  # nothing to connect to (a link-local IPv6 address needs a scope we do not have)
        if str(address) not in out:
            out.append(str(address))
    return tuple(out)


def pick_host(addresses: tuple[str, ...], local_networks: Iterable[ipaddress.IPv4Network | ipaddress.IPv6Network]) -> str:
    """The address to connect to: not loopback, on a network this computer is on, IPv4 first."""
    parsed = [ipaddress.ip_address(a) for a in addresses]
    networks = list(local_networks)

    def rank(address: ipaddress.IPv4Address | ipaddress.IPv6Address) -> tuple[int, int, int]:
        on_link = any(address in net for net in networks if net.version == address.version)
        return (1 if address.is_loopback else 0, 0 if on_link else 1, 0 if address.version == 4 else 1)

    return str(min(parsed, key=rank))
