"""Game records for the replay tests, written by the simulator itself (short games, mixed seats)."""
from __future__ import annotations

import io
import json
from contextlib import redirect_stdout
from pathlib import Path

from mextrain.tools import sim

#: one kind a seat, random and normal mixed, for 2..8 seats
KINDS = ("random", "normal", "random", "easy", "normal", "random", "normal", "random")


def sim_records(path: Path, players: int, games: int = 2, seed: int = 1, top: int = 12) -> list[dict]:
    """Play `games` short games of a double-`top` set with the simulator's command line, in-process;
    returns the records."""
    kinds = ",".join(KINDS[:players])
    with redirect_stdout(io.StringIO()):
        code = sim.main(["--players", str(players), "--seats", kinds, "--games", str(games),
                         "--seed", str(seed), "--short", "--set", str(top), "--records", str(path)])
    assert code == 0
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def points_of(hand) -> int:
    """R17: pips left (0|0 counts 50)."""
    from mextrain.engine import hand_score

    return hand_score(hand)
