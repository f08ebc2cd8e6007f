"""A long soak: many seeded games between computer seats, invariants checked at every step.

    python -m mextrain.devtools.bench.soak --games 10000 [--seats random] [--seed 1]

Not part of every CI run (it takes minutes); the figure goes into closing notes.
Each game varies the seat count (2-8), the length and the starting run with its seed.
"""
from __future__ import annotations

import argparse
import random
import sys
import time

from mextrain.ai import Player, make_player, selfplay
from mextrain.engine import FULL_GAME, SHORT_GAME, Game, GameOptions, IllegalMove, Move, MoveKind, RoundState
from mextrain.engine.record import SeatConfig, game_to_record, replay
from mextrain.engine.tiles import SET_MASK


def check_round(r: RoundState) -> None:
    count = sum(h.bit_count() for h in r.hands) + r.boneyard_size + 1  # + the engine
    count += sum(len(t) for t in r.trains)
    in_set = SET_MASK[r.top].bit_count()  # R19: the tiles of the game's set
    if count != in_set:
        raise AssertionError(f"{count} tiles accounted for, not {in_set}")
    legal = r.legal_moves()
    if len(set(legal)) != len(legal) or (not legal and not r.over):
        raise AssertionError(f"bad legal list {legal}")
    for m in legal:
        if m.kind is MoveKind.PLAY and (m.tile is None or not (r.hands[r.current] >> m.tile.id) & 1):
            raise AssertionError(f"{m} plays a tile the seat does not hold")


def soak(games: int, seed: int, seats: str, replay_every: int) -> tuple[int, int]:
    decisions = 0
    for g in range(games):
        game_seed = seed + g
        rng = random.Random(game_seed)
        players = rng.randrange(2, 9)
        options = GameOptions(players, rng.choice((FULL_GAME, SHORT_GAME)), rng.random() < 0.5)
        kinds = [k.strip() for k in seats.split(",")]
        kinds = (kinds * players)[:players]
        bots = [make_player(k, f"{game_seed}/{i}") for i, k in enumerate(kinds)]
        record = replay_every > 0 and g % replay_every == 0
        counted = [0]
        last: list[Move] = []

        def observe(game: Game, seat: int, player: Player, move: Move, _seconds: float, *,
                    game_seed: int = game_seed, counted: list[int] = counted,
                    last: list[Move] = last) -> None:  # bound to this game, not the loop's last
            check_round(game.round)
            if move not in game.legal_moves():
                raise AssertionError(f"game {game_seed}: seat {seat} chose an illegal {move}")
            counted[0] += 1
            last[:] = [move]

        game = selfplay.play_game(options, game_seed, bots, record=record, observe=observe)
        decisions += counted[0]
        move = last[0]
        try:
            game.apply(move)
            raise AssertionError("a finished game accepted a move")
        except IllegalMove:
            pass
        if record:
            again = replay(game_to_record(game, [SeatConfig(str(i), k) for i, k in enumerate(kinds)]))
            if again.totals != game.totals:
                raise AssertionError(f"game {game_seed}: the record replays to other totals")
    return games, decisions


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m mextrain.devtools.bench.soak", description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=10000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--seats", default="random")
    p.add_argument("--replay-every", type=int, default=50, help="replay the record of every k-th game (0: never)")
    args = p.parse_args(argv)
    t0 = time.perf_counter()
    try:
        games, decisions = soak(args.games, args.seed, args.seats, args.replay_every)
    except AssertionError as exc:
        print(f"soak FAILED: {exc}", file=sys.stderr)
        return 1
    dt = time.perf_counter() - t0
    print(f"soak: {games} games, {decisions} decisions, invariants held at every step ({dt:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
