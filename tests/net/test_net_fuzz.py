"""Hostile input: thousands of random, truncated, oversized and mutated frames, to the decoder
and to a host session in the middle of a game. Nothing escapes, every bad frame is answered
or its connection closed, the game does not change, and it still plays to the end."""
from __future__ import annotations

import json
import random
import struct

import pytest

from mextrain.ai import make_player
from mextrain.engine import Phase
from mextrain.engine.record import game_to_record, replay
from mextrain.net import actions as a
from mextrain.net import messages as m
from mextrain.net.wire import MAX_FRAME, FrameDecoder, WireError, encode
from support.net import CODE, MemoryTable, inbox_of, sample_messages

JUNK_VALUES = [None, True, False, -1, 0, 2**70, -(2**63), 1.5, float("1e308"), "", "x" * 5000, "\u202e\u0000\ud7ff", "\ud800", "x\udfff",
               "мексика🚂", [], {}, [[[[[[]]]]]], {"a": {"b": {"c": []}}}, [1, 2], [13, 13], [5, 2], "mexican", "../../etc/passwd"]


def _frame(body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + body


def mutate(rng: random.Random, obj: dict) -> dict:
    obj = json.loads(json.dumps(obj))
    for _ in range(rng.randint(1, 3)):
        target = obj
        if rng.random() < 0.4:  # reach into a nested object
            nested = [v for v in target.values() if isinstance(v, dict)]
            if nested:
                target = rng.choice(nested)
        keys = list(target)
        op = rng.randrange(4)
        if op == 0 and keys:
            del target[rng.choice(keys)]
        elif op == 1:
            target[rng.choice(["extra", "type", "turn", "seat", "n", "\u0000", "is_host"])] = rng.choice(JUNK_VALUES)
        elif op == 2 and keys:
            target[rng.choice(keys)] = rng.choice(JUNK_VALUES)
        else:
            target[rng.choice(keys or ["type"])] = rng.choice([10**rng.randint(3, 30), -10**rng.randint(3, 30), "A" * rng.randint(1, 70)])
    return obj


def hostile_body(rng: random.Random, valid: list[dict]) -> bytes:
    kind = rng.randrange(9)
    if kind == 0:
        return rng.randbytes(rng.randint(1, 300))
    if kind == 1:  # a valid message with bytes flipped
        body = bytearray(json.dumps(rng.choice(valid)).encode())
        for _ in range(rng.randint(1, 4)):
            body[rng.randrange(len(body))] = rng.randrange(256)
        return bytes(body)
    if kind == 2:  # a valid message cut short inside its frame
        body = json.dumps(rng.choice(valid)).encode()
        return body[: rng.randrange(1, len(body))]
    if kind == 3:
        return b"[" * rng.randint(1, 60_000)
    if kind == 4:
        return json.dumps(rng.choice([[1, 2], 7, "hello", None, True, 1.5])).encode()
    if kind == 5:  # a key twice
        return json.dumps(rng.choice(valid))[:-1].encode() + b', "type": "ping"}'
    if kind == 6:  # unicode junk everywhere
        junk = "".join(chr(rng.choice([0, 7, 0x200B, 0x202E, 0xFEFF, 0x1F682, 0x0416, 0xD7FF, rng.randrange(0x10FFFF)]))
                       for _ in range(rng.randint(1, 50)))
        return json.dumps({"type": rng.choice(["hello", "move", junk]), "name": junk, "n": junk}).encode("utf-8", "surrogatepass")
    return json.dumps(mutate(rng, rng.choice(valid))).encode()


def test_the_decoder_survives_random_streams() -> None:
    rng = random.Random(99)
    valid = [x.encode() for x in sample_messages()]
    for _ in range(2000):
        parts = []
        for _ in range(rng.randint(1, 6)):
            k = rng.randrange(5)
            if k == 0:
                parts.append(rng.choice(valid))
            elif k == 1:
                parts.append(rng.choice(valid)[: rng.randrange(1, 40)])
            elif k == 2:
                parts.append(struct.pack(">I", rng.randint(MAX_FRAME + 1, 2**32 - 1)))
            elif k == 3:
                parts.append(rng.randbytes(rng.randint(1, 64)))
            else:
                parts.append(_frame(hostile_body(rng, [json.loads(v[4:]) for v in valid[:20]])))
        stream = b"".join(parts)
        dec = FrameDecoder()
        pos = 0
        while pos < len(stream):
            n = rng.randint(1, 5000)
            for item in dec.feed(stream[pos:pos + n]):
                assert isinstance(item, (dict, WireError))
            pos += n
        assert dec.buffered <= MAX_FRAME + 4


def _snapshot(t: MemoryTable) -> tuple:
    r = t.game.round
    return (t.host.turn, t.game.round_number, t.game.phase, tuple(r.hands), r.drawn_count, r.current,
            tuple(len(x) for x in r.trains), tuple(r.markers), tuple(t.game.totals))


def _answered(acts: list, conn: int) -> bool:
    """The host said something back to `conn` (an error, a refusal, a pong, a result) or closed it."""
    for x in acts:
        if isinstance(x, a.CloseConnection) and x.conn == conn:
            return True
        if isinstance(x, a.SendTo) and x.conn == conn:
            (obj,) = FrameDecoder().feed(x.data)
            msg = m.decode(obj, m.HOST_MESSAGES)
            if isinstance(msg, (m.Error, m.Refused, m.Bye, m.Pong)) or (isinstance(msg, m.MoveResult) and not msg.ok):
                return True
    return False


@pytest.mark.slow  # a whole game
def test_a_host_mid_game_survives_thousands_of_hostile_frames_and_the_game_finishes() -> None:
    rng = random.Random(2024)
    t = MemoryTable(players=4, seed=21)
    ana, evil = t.join("Ana"), t.join("Evil")
    t.start()
    evil_seat, evil_token = evil.client.seat, evil.client.token
    evil_ai = make_player("random", "evil")
    frames = strangers = closes = 0
    while frames < 4000:
        if t.game.phase is Phase.GAME_OVER:
            break
        if not evil.open:
            evil.client.token = evil_token  # (a refusal the junk provoked made the client forget it)
            evil = t.reconnect(evil)
            closes += 1
            assert evil.client.seat == evil_seat, evil.inbox
        if t.game.phase is Phase.PLAYING and t.game.current_seat == evil_seat:
            move = evil_ai.choose(t.game.view(evil_seat))
            before = t.applied
            t.raw(evil, m.MoveIntent(t.host.turn, move).encode())
            assert t.applied == before + 1
            continue
        valid = [m.MoveIntent(t.host.turn, x).to_json() for x in t.game.legal_moves()[:3]] + [
            m.Hello("Evil", CODE).to_json(), m.Ping(3).to_json(), m.Hello("Evil", token=evil.client.token).to_json()]
        for _ in range(25):
            before = _snapshot(t)
            if rng.random() < 0.15:  # a stranger's connection: any bytes at all, then gone
                conn = 10_000 + strangers
                strangers += 1
                t.run(t.host.connected(conn, f"198.51.100.{strangers % 250}", t.now))
                junk = rng.choice([rng.randbytes(rng.randint(1, 100)), struct.pack(">I", 2**31) + b"x",
                                   _frame(hostile_body(rng, valid))])
                acts = t.host.received(conn, junk, t.now)
                t.run(acts)
                t.run(t.host.disconnected(conn, t.now))
            else:
                body = hostile_body(rng, valid)
                if len(body) > MAX_FRAME:
                    body = body[:MAX_FRAME]
                acts = t.raw(evil, _frame(body))
                assert _answered(acts, evil.conn), (body[:200], acts)
                if not evil.open:
                    evil.client.token = evil_token
                    evil = t.reconnect(evil)
                    closes += 1
            frames += 1
            assert _snapshot(t) == before
        t.step()
    assert frames >= 4000 and closes > 10 and strangers > 300
    assert ana.open and not inbox_of(ana, m.Error)
    t.play_to_end()
    assert replay(json.loads(json.dumps(game_to_record(t.game, t.record_seats())))).totals == t.game.totals
    assert inbox_of(ana, m.GameOver)[0].totals == tuple(t.game.totals)
    assert len(t.host.conns) <= 3  # every stranger is gone


def test_a_flood_of_valid_messages_is_closed() -> None:
    t = MemoryTable(players=3)
    evil = t.join("Evil")
    acts = t.raw(evil, m.Ping(1).encode() * 500)
    assert a.CloseConnection(evil.conn, "flood") in acts
    assert t.host.table.seats[1].state == "person"  # the seat stays; only the connection went


def test_an_oversized_frame_closes_the_connection_at_once() -> None:
    t = MemoryTable(players=3)
    evil = t.join("Evil")
    acts = t.raw(evil, struct.pack(">I", MAX_FRAME + 1))
    assert a.CloseConnection(evil.conn, "too_big") in acts and not evil.open
    assert encode({"type": "ping", "n": 1})  # (the helper itself still works)
