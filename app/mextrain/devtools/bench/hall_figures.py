"""Every capacity figure of resources/docs/hall.md ("How many tables", this hall against the Qt hall) in one run.

    python -m mextrain.devtools.bench.hall_figures OLD_TREE [--seconds 60]

OLD_TREE: a checkout of the last commit with the Qt hall, e.g.
`git worktree add --detach ../oldhall 0c0cb38` (its app/ is put ahead of this one's for its hall).
One after the other, each a `bench_hall` run (one at a time, none niced: latencies are measured):

1. the Qt hall and this hall side by side under the same load (200 tables, 800 people): each one's
   moves per CPU-second of its own process;
2. this hall at 1,000 tables and 4,000 people: the p99 of a move's views, memory, CPU;
3. 30 tables of people beside 6 tables of three Hard computers, and the same 30 tables alone: how
   much a thinking computer delays another table.

Say the machine's load beside each figure (`uptime` is printed before each run).
"""
from __future__ import annotations

import argparse
import os
from pathlib import Path

from mextrain.devtools.bench import hall as bench_hall


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("old", type=Path, help="a checkout of the Qt hall (its app/ folder is used)")
    p.add_argument("--seconds", type=float, default=60.0, help="seconds measured in each run")
    p.add_argument("--own-core", action="store_true", help="each hall on a CPU of its own (bench.hall --own-core)")
    args = p.parse_args(argv)
    if not (args.old / "app" / "mextrain" / "controller" / "network" / "hall_server.py").exists():
        p.error(f"{args.old} holds no Qt hall (app/mextrain/controller/network/hall_server.py)")
    seconds = str(args.seconds)
    runs = [
        ("1. the Qt hall and this hall, the same load", ["--tables", "200", "--against", str(args.old)]),
        ("2. this hall at 1,000 tables", ["--tables", "1000", "--jobs", "3"]),
        ("3a. 30 tables beside 6 tables of Hard computers", ["--tables", "30", "--hard", "6", "--think", "1"]),
        ("3b. the same 30 tables alone", ["--tables", "30", "--think", "1"]),
    ]
    for title, extra in runs:
        print(f"\n== {title} (load average {' '.join(f'{x:.2f}' for x in os.getloadavg())})", flush=True)
        bench_hall.main([*extra, "--seconds", seconds, *(["--own-core"] if args.own_core else [])])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
