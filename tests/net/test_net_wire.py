"""Framing: length-prefixed JSON objects, a hard size limit checked before any body byte is kept."""
from __future__ import annotations

import struct

import pytest

from mextrain.net.wire import HEADER_SIZE, MAX_FRAME, BadFrame, FrameDecoder, WireError, encode


def frame(body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + body


def test_messages_arrive_whole_however_the_bytes_are_cut() -> None:
    msgs = [{"type": "ping", "n": i, "text": "é✓" * i} for i in range(20)]
    stream = b"".join(encode(x) for x in msgs)
    for size in (1, 2, 3, 5, 7, 64, len(stream)):
        dec = FrameDecoder()
        got = []
        for i in range(0, len(stream), size):
            got += dec.feed(stream[i:i + size])
        assert got == msgs
        assert dec.buffered == 0


def test_an_oversized_length_kills_the_stream_before_its_body_is_buffered() -> None:
    dec = FrameDecoder()
    out = dec.feed(encode({"type": "ping", "n": 1}) + struct.pack(">I", MAX_FRAME + 1) + b"x" * 1000)
    assert out[0] == {"type": "ping", "n": 1}
    assert isinstance(out[1], WireError) and not isinstance(out[1], BadFrame) and out[1].code == "too_big"
    assert dec.buffered == 0 and dec.dead is not None
    assert dec.feed(encode({"type": "ping", "n": 2})) == []  # dead: nothing more is read


def test_a_frame_at_the_limit_is_read_and_one_byte_more_is_not() -> None:
    body = b'{"a":"' + b"x" * (MAX_FRAME - 8) + b'"}'
    assert len(body) == MAX_FRAME
    assert FrameDecoder().feed(frame(body)) == [{"a": "x" * (MAX_FRAME - 8)}]
    out = FrameDecoder().feed(frame(body + b" "))
    assert len(out) == 1 and out[0].code == "too_big"


def test_a_zero_length_is_fatal_too() -> None:
    out = FrameDecoder().feed(b"\0\0\0\0")
    assert len(out) == 1 and type(out[0]) is WireError and out[0].code == "bad_frame"


@pytest.mark.parametrize("body", [
    b"\xff\xfe not utf-8",
    b"not json",
    b"[1, 2, 3]",
    b'"a string"',
    b"[" * 50_000 + b"]" * 50_000,
    b'{"a": NaN}',
    b'{"a": Infinity}',
    b'{"a": 1, "a": 2}',
    b'{"n": ' + b"9" * 5000 + b"}",
    b'{"a": 1} trailing',
])
def test_a_whole_frame_that_is_not_one_json_object_is_an_error_and_the_stream_goes_on(body: bytes) -> None:
    dec = FrameDecoder()
    out = dec.feed(frame(body[:MAX_FRAME]) + encode({"ok": True}))
    assert len(out) == 2
    assert isinstance(out[0], BadFrame) and out[0].code == "bad_frame"
    assert out[1] == {"ok": True}


def test_the_sender_refuses_to_encode_a_message_over_the_limit() -> None:
    with pytest.raises(ValueError, match="limit"):
        encode({"type": "x", "text": "y" * MAX_FRAME})


def test_the_buffer_never_holds_more_than_one_frame() -> None:
    dec = FrameDecoder()
    dec.feed(struct.pack(">I", MAX_FRAME))
    for _ in range(MAX_FRAME // 4096 - 1):
        assert dec.feed(b" " * 4096) == []
    assert dec.buffered <= MAX_FRAME + HEADER_SIZE


def test_the_fast_encoder_writes_byte_for_byte_what_the_stdlib_writes() -> None:
    """wire.dumps is orjson's: every message type, a whole game's views and the awkward values
    (a key that is not a string, an integer past 64 bits, text beyond ASCII) come out as the
    stdlib's compact UTF-8 JSON, byte for byte but for a tiny float's text."""
    import json

    from mextrain.net import wire
    from mextrain.net.viewcodec import view_to_json
    from support.net import sample_messages, sample_views

    def stdlib(value: object) -> str:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)

    values: list[object] = [m.to_json() for m in sample_messages()]
    values += [view_to_json(v) for v in sample_views(players=4, every=3)]
    values += [{"n": 2**70}, {"k": {1: "one"}}, {"t": "Їжак «ü» \u2028 \\ \" \x00"}, {"away_left": [0.1, 59.5, 3.0, 0.0]},
               {"retry_after": 1.234}]
    assert len(values) > 30
    for value in values:
        assert wire.dumps(value) == stdlib(value)
    # the one difference: a tiny float's text (1e-7, 0.000035 for the stdlib's 1e-07, 3.5e-05): the same number
    tiny = {"away_left": [1e-07, 3.5e-05]}
    assert wire.dumps(tiny) == '{"away_left":[1e-7,0.000035]}' and json.loads(wire.dumps(tiny)) == tiny
