"""resources/docs/protocol.md is the truth a stranger writes a client from (issue 19, point 20):
its example, its tables of messages and codes and its limits are checked against the code."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from mextrain.net import client as cl
from mextrain.net import connection as conn
from mextrain.net import host as h
from mextrain.net import lobby
from mextrain.net import messages as m
from mextrain.net.wire import MAX_FRAME, FrameDecoder
from support.net import sample_messages

ROOT = Path(__file__).resolve().parents[2]
DOC = (ROOT / "resources" / "docs" / "protocol.md").read_text(encoding="utf-8")


def _section(title: str) -> str:
    start = DOC.index(title)
    end = DOC.find("\n## ", start + len(title))
    return DOC[start:end if end >= 0 else None]


def _first_column(table_header: str) -> list[str]:
    """The backticked words of a markdown table's first column, the table found by its header."""
    start = DOC.index(table_header)
    rows = []
    for line in DOC[start:].splitlines()[2:]:
        if not line.startswith("|"):
            break
        rows.append(line.split("|")[1].strip().strip("`"))
    return rows


def test_the_framing_example_is_a_frame_the_code_reads() -> None:
    (line,) = re.findall(r"^((?:[0-9a-f]{2} ){4}) *(\{.*\})$", DOC, re.M)
    header, body = bytes.fromhex(line[0]), line[1].encode()
    assert int.from_bytes(header, "big") == len(body)
    assert FrameDecoder().feed(header + body) == [{"type": "ping", "n": 4}]
    assert m.Ping(4).encode() == header + body


def test_the_version_in_the_title_is_the_codes() -> None:
    assert DOC.startswith(f"# The table protocol (version {m.PROTOCOL_VERSION})")


def _documented_fields() -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for header in ("## Messages from a joining app", "## Messages from the host"):
        for line in _section(header).splitlines():
            cells = re.split(r"(?<!\\)\|", line)  # "int\|null" is one cell
            if len(cells) < 4 or not cells[1].strip().startswith("`") or cells[1].strip() == "`ping`, `pong`, `bye`":
                continue
            kind = cells[1].strip().strip("`")
            found = (re.match(r"`([a-z_]+)` ", item.strip()) for item in cells[2].split(","))
            fields = {x.group(1) for x in found if x}
            out.setdefault(kind, set()).update(fields)
    return out


def test_every_message_has_exactly_the_fields_the_document_lists() -> None:
    documented = _documented_fields()
    sent: dict[str, set[str]] = {}
    for msg in sample_messages():
        sent.setdefault(msg.TYPE, set()).update(set(msg.to_json()) - {"type"})
    assert set(documented) == set(m.CLIENT_MESSAGES) | set(m.HOST_MESSAGES)
    for kind, fields in sent.items():
        assert documented[kind] == fields, kind


def test_the_refusal_codes_and_closing_reasons_are_the_codes() -> None:
    assert set(_first_column("| `refused.code` | when | the app |")) == set(m.REFUSALS)
    assert set(_first_column("| `result.code` | meaning |")) == set(m.RESULT_CODES)
    closing = DOC[DOC.index("- Closing reasons sent in `bye`"):]
    closing = closing[:closing.index("A refusal closes")]
    assert set(re.findall(r"`([a-z_]+)`", closing)) - {"bye", "hello"} == set(m.CLOSING)
    errors = DOC[DOC.index("- `error` codes"):DOC.index("- Closing reasons")]
    assert set(re.findall(r"`([a-z_]+)`", errors)) - {"hello", "move", "error", *m.HALL_FIRST} == set(m.ERROR_CODES)


@pytest.mark.parametrize("row, value", [
    ("one frame's body", f"{MAX_FRAME:,}".replace(",", " ") + " bytes"),
    ("messages a connection may send", f"{conn.RATE:g} a second on average, {conn.BURST:g} at once"),
    ("errors on a seated connection", f"{conn.MAX_STRIKES}"),
    ("connections in the handshake from one address", f"{conn.MAX_PENDING_PER_PEER}"),
    ("connections in the handshake from all addresses", f"{conn.MAX_PENDING}"),
    ("time before the first byte", f"{conn.HANDSHAKE_SILENT:g} s"),
    ("time to send `hello`", f"{conn.HELLO_TIMEOUT:g} s"),
])
def test_the_limits_table_says_the_codes_numbers(row: str, value: str) -> None:
    (line,) = [x for x in DOC.splitlines() if x.startswith(f"| {row} |")]
    assert line.split("|")[2].strip().startswith(value), line


def test_the_listen_backlog_the_document_names_is_the_transports() -> None:
    from mextrain.controller.network.host_transport import LISTEN_BACKLOG

    (line,) = [x for x in DOC.splitlines() if "(the listen backlog)" in x]
    assert line.split("|")[2].strip() == str(LISTEN_BACKLOG)
    assert f"listen backlog {LISTEN_BACKLOG}" in DOC


def test_the_throttle_and_the_takeovers_are_described_with_the_codes_numbers() -> None:
    text = " ".join(DOC.split())
    assert "A person's first two wrong codes cost nothing" in text and lobby.THROTTLE_NAME_FREE == 2
    assert "together make ten wrong codes for free" in text and lobby.THROTTLE_PEER_FREE == 10
    assert f"waits {lobby.THROTTLE_FIRST:g}, 2, 4, 8 … up to {lobby.THROTTLE_MAX:g} s" in text
    assert f"at most once in {h.TAKEOVER_EVERY:g} s" in text
    assert "forgotten an hour after its last wrong code" in text and lobby.THROTTLE_FORGET == 3600
    delays = ", ".join(f"{d:g}" for d in cl.RETRY_DELAYS[:-1]) + f" and {cl.RETRY_DELAYS[-1]:g} s"
    assert f"(after {delays}:" in text
    assert f"heard nothing from the other for **{conn.PING_EVERY:g} s**" in text and f"for **{conn.DEAD_AFTER:g} s** is dead" in text
