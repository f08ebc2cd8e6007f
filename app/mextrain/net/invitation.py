"""An invitation's link, both ways: `mextrain://ADDRESS:PORT/CODE?fp=FINGERPRINT&t=TABLE&h=HOST`.

The host's lobby copies it (Copy Invitation); clicked in a mail or chat, the operating system
starts the app with it (the `mextrain:` URL scheme of the desktop entry, the Windows
installer and the macOS bundle), and the app opens Join a Table filled in and pinned to the
fingerprint: the person only gives their name. A link comes from anywhere, so `parse` checks
every part and refuses a bad one whole (`InvitationError.reason`), never half-used. The table's
and the host's names (`t`, `h`, optional) are only shown (Join a Table names the table it joins);
they are cleaned as the protocol cleans names, and a name that is none is left out.
"""
from __future__ import annotations

import ipaddress
import re
from dataclasses import dataclass
from urllib.parse import parse_qs, quote, urlsplit

from .lobby import normalise_code
from .schema import MAX_NAME, MAX_TABLE_NAME, clean_text

SCHEME = "mextrain"
MAX_LINK = 800  # a link longer than this is no invitation of ours (names percent-encoded take room)
_HOST = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\Z")
_CODE = re.compile(r"[A-Z0-9]{4,16}\Z")
_FP = re.compile(r"[0-9a-f]{64}\Z")


class InvitationError(ValueError):
    """`reason`: "not_a_link", "bad_address", "bad_code" or "bad_fingerprint"."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class Invitation:
    host: str
    port: int
    code: str
    fingerprint: str
    table: str = ""  # the table's name, as the host called it ("": not in the link)
    host_name: str = ""  # the host's name


def link(host: str, port: int, code: str, fingerprint: str, table: str = "", host_name: str = "") -> str:
    """The link an invitation carries (an IPv6 address in brackets)."""
    where = f"[{host}]" if ":" in host else host
    names = "".join(f"&{key}={quote(clean_text(value, most), safe='')}"
                    for key, value, most in (("t", table, MAX_TABLE_NAME), ("h", host_name, MAX_NAME))
                    if clean_text(value, most))
    return f"{SCHEME}://{where}:{int(port)}/{code}?fp={fingerprint}{names}"


def parse(text: str) -> Invitation:
    """The invitation a link names; InvitationError when any part of it is not right."""
    text = text.strip() if isinstance(text, str) else ""
    if not text or len(text) > MAX_LINK or not text.lower().startswith(SCHEME + "://") or any(c.isspace() for c in text):
        raise InvitationError("not_a_link")
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError:
        raise InvitationError("bad_address") from None
    host = parts.hostname or ""
    if parts.username is not None or parts.password is not None or port is None or not 0 < port < 65536:
        raise InvitationError("bad_address")
    if not valid_host(host):
        raise InvitationError("bad_address")
    code = normalise_code(parts.path.strip("/"))
    if not _CODE.match(code):
        raise InvitationError("bad_code")
    try:
        query = parse_qs(parts.query, strict_parsing=True, max_num_fields=4)
    except ValueError:
        raise InvitationError("bad_fingerprint") from None
    fps = query.get("fp", [])
    if len(fps) != 1 or not _FP.match(fps[0].lower()) or parts.fragment:
        raise InvitationError("bad_fingerprint")
    table, host_name = (clean_text(query[key][0], most) if len(query.get(key, [])) == 1 else ""
                        for key, most in (("t", MAX_TABLE_NAME), ("h", MAX_NAME)))
    return Invitation(host, port, code, fps[0].lower(), table, host_name)


def valid_host(host: str) -> bool:
    """A host name or an address an app may connect to (not a multicast or unspecified one)."""
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return len(host) <= 253 and bool(_HOST.match(host)) and not host.replace(".", "").isdigit()
    return not (address.is_multicast or address.is_unspecified)


__all__ = ["SCHEME", "Invitation", "InvitationError", "link", "parse", "valid_host"]
