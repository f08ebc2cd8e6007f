"""What JSON costs the hall: the stdlib's `json` against `orjson` and `msgspec` on the hall's own traffic.

    python -m mextrain.devtools.bench.json_codecs [--games 3] [--repeat 5]

Plays `--games` four-seat games at a hall table's core (net/table_core.py: two persons whose
first legal move is sent as a real `move` frame, two computers) and keeps every value the
table made JSON of (`wire.dumps`: the views' shared and own parts, events, lobbies, results)
and every frame a person sent. Then times in CPU seconds, best of `--repeat`: encoding them all (compact,
UTF-8 as it is, as `wire.dumps`) and decoding every incoming frame's body (as `wire.parse_body`:
the stdlib with the duplicate-key check protocol.md asks for, and without it for comparison).
A library that is not installed is left out. Prints microseconds per move for each, and the
share of the hall's CPU per move that JSON is (beside a figure of CPU per move you pass in,
`--cpu-ms-per-move`, from bench_hall).
"""
from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable
from typing import Any

from mextrain.ai import make_player
from mextrain.engine import GameOptions, Phase
from mextrain.net import wire
from mextrain.net.actions import SendTo
from mextrain.net.lobby import Table
from mextrain.net.messages import APP_VERSION, PROTOCOL_VERSION
from mextrain.net.table_core import TableCore, Think


def traffic(games: int) -> tuple[list[Any], list[bytes], int]:
    """(every value made JSON, every incoming frame's body, moves played) over `games` games."""
    values: list[Any] = []
    real = wire.dumps

    def keep(value: Any) -> str:
        values.append(value)
        return real(value)

    incoming: list[bytes] = []
    moves = 0
    wire.dumps = keep
    try:
        for g in range(games):
            moves += _game(1000 + g, real, incoming)
    finally:
        wire.dumps = real
    return values, incoming, moves


def _game(seed: int, dumps: Callable[[Any], str], incoming: list[bytes]) -> int:
    """One game at a table's core; the persons' frames kept in `incoming`; the moves played."""
    core = TableCore(Table("Bench", GameOptions(4, 7), code="KX7P2M"), next_round_ms=0)
    now = 0.0
    moves = 0
    decoders: dict[int, wire.FrameDecoder] = {}
    last_view: dict[int, dict[str, Any]] = {}
    seats: dict[int, int] = {}
    players: dict[str, Any] = {}
    thinks: list[Think] = []

    def send(conn: int, msg: dict[str, Any], when: float) -> list[Any]:
        body = dumps(msg).encode()
        incoming.append(body)
        return core.received(conn, wire.frame_text(body.decode()), when)

    def run(out: list[Any]) -> None:
        for x in out:
            if isinstance(x, SendTo):
                for item in decoders.setdefault(x.conn, wire.FrameDecoder()).feed(x.data):
                    if isinstance(item, dict) and item.get("type") == "view":
                        last_view[x.conn] = item
                    elif isinstance(item, dict) and item.get("type") == "welcome":
                        seats[x.conn] = item["seat"]
            elif isinstance(x, Think):
                thinks.append(x)

    for conn in (1, 2):
        run(core.connected(conn, "10.0.0.9", now))
        run(send(conn, {"type": "hello", "protocol": PROTOCOL_VERSION, "app": APP_VERSION,
                        "name": f"P{conn}", "code": "KX7P2M"}, now))
    run(core.fill_with_computers("normal", ["A", "B"], now))
    run(core.start(now, seed=seed))
    game = core.game
    assert game is not None
    while game.phase is not Phase.GAME_OVER:
        now += 0.2
        while thinks:
            t = thinks.pop(0)
            player = players.setdefault(t.key, make_player(t.level, t.key))
            run(core.thought(t.seat, t.turn, player.choose(t.view), now))
            moves += 1
        run(core.advance(now + 1))
        for conn, view in list(last_view.items()):
            v = view["view"]
            if view["turn"] == core.turn and v["current"] == seats.get(conn) and v["legal"] and view["phase"] == "playing":
                run(send(conn, {"type": "move", "turn": view["turn"], "move": v["legal"][0]}, now))
                moves += 1
                break
        if now > 100000:
            raise RuntimeError("the game does not end")
    return moves


def _best(fn: Callable[[], object], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        t0 = time.process_time()  # CPU time: what the hall pays, whatever else the machine runs
        fn()
        best = min(best, time.process_time() - t0)
    return best


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--games", type=int, default=3)
    p.add_argument("--repeat", type=int, default=5)
    p.add_argument("--cpu-ms-per-move", type=float, default=None, help="the hall's CPU per move (bench_hall)")
    args = p.parse_args(argv)
    values, incoming, moves = traffic(max(1, min(args.games, 20)))
    out_bytes = sum(len(wire.dumps(v).encode()) for v in values)
    print(f"{args.games} games, {moves} moves: {len(values)} values made JSON ({out_bytes / 1e6:.1f} MB), "
          f"{len(incoming)} incoming frames")

    def enc_std() -> None:
        for v in values:
            json.dumps(v, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode()

    def dec_std() -> None:
        for b in incoming:
            wire.parse_body(b)

    def dec_std_plain() -> None:
        for b in incoming:
            json.loads(b)

    rows: list[tuple[str, Callable[[], None]]] = [("stdlib json: encode", enc_std),
                                                  ("stdlib json: decode (duplicate keys refused)", dec_std),
                                                  ("stdlib json: decode (no duplicate-key check)", dec_std_plain)]
    try:
        import orjson

        def enc_or() -> None:
            for v in values:
                orjson.dumps(v)

        def dec_or() -> None:
            for b in incoming:
                orjson.loads(b)

        rows += [(f"orjson {orjson.__version__}: encode", enc_or), (f"orjson {orjson.__version__}: decode", dec_or)]
    except ImportError:
        print("orjson is not installed: left out")
    try:
        import msgspec

        encoder, decoder = msgspec.json.Encoder(), msgspec.json.Decoder()

        def enc_ms() -> None:
            for v in values:
                encoder.encode(v)

        def dec_ms() -> None:
            for b in incoming:
                decoder.decode(b)

        rows += [(f"msgspec {msgspec.__version__}: encode", enc_ms), (f"msgspec {msgspec.__version__}: decode", dec_ms)]
    except ImportError:
        print("msgspec is not installed: left out")
    for name, fn in rows:
        seconds = _best(fn, args.repeat)
        per_move = seconds / moves * 1e6
        share = f", {per_move / 10 / args.cpu_ms_per_move:.1f}% of the hall's CPU per move" if args.cpu_ms_per_move else ""
        print(f"  {name:48s} {seconds * 1000:8.1f} ms in all, {per_move:6.1f} µs a move{share}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
