"""The simulator: whole games between computer seats, game records, and record checking.

    python -m mextrain.sim --players 4 --seats random --games 100 --seed 1 [--short]
                           [--starting-run] [--records FILE.jsonl]
                           [--set 6|9|12|15] [--doubles cover|free] [--no-out-on-double]
                           [--own-train-first] [--draw one|until-fits] [--zero-zero 50|0]
                           [--rules RULESET.json]   (the house rules, R18–R24)
    python -m mextrain.sim --players 2 --seats hard:500,normal --games 200 --table --jobs 2
    python -m mextrain.sim --check FILE   (game records, JSON Lines of them, or a table's save)

`--table` plays a strength table instead (the arena's: seats rotated across games, each
kind's win share and mean points with a 95% confidence interval, decision times).
"""
from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from typing import NoReturn, TextIO

from mextrain.ai import PlayerSpec, make_player, selfplay
from mextrain.engine import Game, GameOptions
from mextrain.engine.record import RecordError, SeatConfig, dumps, game_to_record, load_records, replay

from .rule_flags import add_rule_arguments, options_from_args


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # exit 2 with a plain message, as argparse does, but clearer
        self.print_usage(sys.stderr)
        print(f"mextrain.sim: error: {message}", file=sys.stderr)
        raise SystemExit(2)


def _parser() -> argparse.ArgumentParser:
    p = _Parser(prog="python -m mextrain.sim", description="Play Mexican Train games between computer seats.")
    p.add_argument("--players", type=int, default=4, help="seats, 2 to 8 (default 4)")
    p.add_argument("--seats", default="random", help="one kind for every seat, or a comma list, one kind a seat")
    p.add_argument("--games", type=int, default=1, help="how many games (default 1)")
    p.add_argument("--seed", type=int, default=1, help="the first game number; game i uses seed+i")
    p.add_argument("--short", action="store_true", help="the short game: the top half of the rounds (7 instead of 13)")
    p.add_argument("--starting-run", action="store_true", help="allow the starting run (R10)")
    add_rule_arguments(p)
    p.add_argument("--records", metavar="FILE", help="write one JSON record per game (JSON Lines)")
    p.add_argument("--check", metavar="FILE", help="check records in FILE against the rules instead")
    p.add_argument("--table", action="store_true",
                   help="a strength table: rotate the seats across games and print each kind's win share "
                        "and mean points with a 95%% confidence interval")
    p.add_argument("--jobs", type=int, default=1, help="worker processes for --table (default 1)")
    return p


def seat_kinds(spec: str, players: int) -> list[str]:
    kinds = [k.strip() for k in spec.split(",")]
    if any(not k for k in kinds):
        raise ValueError(f"--seats {spec!r} has an empty kind")
    if len(kinds) == 1:
        kinds = kinds * players
    if len(kinds) != players:
        raise ValueError(f"--seats names {len(kinds)} kinds for {players} players")
    return kinds


def play_game(options: GameOptions, seed: int, kinds: Sequence[str], *, record: bool = False) -> Game:
    """One whole game between computer seats of these kinds; each seat sees only its view."""
    return selfplay.play_game(options, seed, [make_player(k, f"{seed}/{i}") for i, k in enumerate(kinds)],
                              record=record)


def run_games(args: argparse.Namespace, out: TextIO) -> int:
    options, rule_set = options_from_args(args)
    kinds = seat_kinds(args.seats, args.players)
    for k in set(kinds):
        PlayerSpec.parse(k)  # an unknown kind fails here, before any game
    if args.games < 1:
        raise ValueError("--games must be at least 1")
    if args.table:
        if args.records:
            raise ValueError("--table writes no records; play without --table to write them")
        if args.jobs < 1:
            raise ValueError("--jobs must be at least 1")
        from mextrain.tools import arena

        start = time.perf_counter()
        results = arena.run(options, kinds, args.games, args.seed, args.jobs)
        arena.report(arena.summarise(results, kinds), options, kinds, args.games, args.seed,
                     time.perf_counter() - start, out)
        return 0
    wins = [0.0] * args.players
    points = [0] * args.players
    rounds = 0
    records = open(args.records, "w", encoding="utf-8") if args.records else None
    start = time.perf_counter()
    try:
        for g in range(args.games):
            seed = args.seed + g
            game = play_game(options, seed, kinds, record=records is not None)
            rounds += game.round_number
            for s in game.winners:
                wins[s] += 1 / len(game.winners)
            for s, t in enumerate(game.totals):
                points[s] += t
            if records is not None:
                seats = [SeatConfig(f"Seat {i}", k) for i, k in enumerate(kinds)]
                records.write(dumps(game_to_record(game, seats, rule_set)) + "\n")
    finally:
        if records is not None:
            records.close()
    elapsed = time.perf_counter() - start
    print(f"games {args.games}, rounds {rounds}, {rounds / elapsed:.0f} rounds/s ({elapsed:.2f} s)", file=out)
    for s in range(args.players):
        print(f"seat {s} ({kinds[s]}): wins {wins[s]:g} ({100 * wins[s] / args.games:.1f}%), "
              f"mean points {points[s] / args.games:.1f}", file=out)
    return 0


#: a hosted table's save (`net/table_save.py`, `mextrain-server --save`): its
#: record sits under "game". The literal is repeated here (the simulator is below the controller).
TABLE_SAVE_FORMAT = "mextrain-table"


def _table_save_records(text: str) -> list[dict[str, object]] | None:
    """The game record of a table's save as a list of one (none in the lobby); None: not a table's save."""
    import json

    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or data.get("format") != TABLE_SAVE_FORMAT:
        return None
    return [] if data.get("game") is None else [data["game"]]


def check_file(path: str, out: TextIO) -> int:
    """Replay every record in the file (or the game of a table's save); one line per record that does not conform."""
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except (OSError, UnicodeDecodeError) as exc:
        print(f"{path}: cannot be read: {exc}", file=out)
        return 1
    table_save = _table_save_records(text)
    if table_save is not None:
        records = table_save
        if not records:
            print(f"{path}: a table's save still in the lobby: no game to check", file=out)
    else:
        try:
            records = load_records(text)
        except RecordError as exc:
            print(f"{path}: {exc}", file=out)
            print("0 records checked, the file is not valid JSON", file=out)
            return 1
    bad = 0
    for i, data in enumerate(records, 1):
        try:
            replay(data)
        except RecordError as exc:
            bad += 1
            print(f"game {i}: {exc}", file=out)
        except Exception as exc:  # a defect in the engine must not hide as a traceback here
            bad += 1
            print(f"game {i}: could not be replayed ({type(exc).__name__}: {exc})", file=out)
    print(f"{len(records)} records checked: {len(records) - bad} conform, {bad} do not", file=out)
    return 0 if bad == 0 else 1


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.check:
        return check_file(args.check, sys.stdout)
    try:
        return run_games(args, sys.stdout)
    except (ValueError, OSError) as exc:
        print(f"mextrain.sim: error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    raise SystemExit(main())
