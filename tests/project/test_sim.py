"""The simulator's command line: same seed same records, --check, clear errors."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path


def sim(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mextrain.sim", *args], capture_output=True, text=True, timeout=120)


def test_same_seed_same_records_byte_for_byte(tmp_path: Path) -> None:
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    for out in (a, b):
        r = sim("--players", "3", "--games", "3", "--seed", "5", "--short", "--starting-run", "--records", str(out))
        assert r.returncode == 0, r.stderr
    assert a.read_bytes() == b.read_bytes()
    assert len(a.read_text().splitlines()) == 3
    r = sim("--players", "3", "--seats", "random", "--games", "3", "--seed", "5", "--short")
    assert "games 3, rounds 21" in r.stdout and "seat 2 (random)" in r.stdout


def test_check_accepts_good_records_and_reports_bad_ones(tmp_path: Path) -> None:
    good = tmp_path / "good.jsonl"
    assert sim("--players", "4", "--games", "2", "--seed", "9", "--short", "--records", str(good)).returncode == 0
    r = sim("--check", str(good))
    assert r.returncode == 0 and "2 records checked: 2 conform, 0 do not" in r.stdout
    lines = good.read_text().splitlines()
    bad = json.loads(lines[1])
    bad["rounds"][0]["events"][3]["legal"].append({"play": [12, 12], "train": 0})
    badfile = tmp_path / "bad.jsonl"
    badfile.write_text(lines[0] + "\n" + json.dumps(bad) + "\n")
    r = sim("--check", str(badfile))
    assert r.returncode == 1
    assert "game 2: round 1, event 3" in r.stdout and "Traceback" not in r.stdout + r.stderr


def test_check_reports_files_that_are_not_records(tmp_path: Path) -> None:
    cases = {
        "notjson.txt": "hello there",
        "cut.jsonl": '{"format": "mexican-train-record", "version": 1, "seed": 3, "opt',
        "tiles.json": json.dumps({"format": "mexican-train-record", "version": 1, "seed": 1,
                                  "options": {"players": 2, "rounds": 7, "starting_run": False},
                                  "seats": [{"name": "a", "kind": "random"}, {"name": "b", "kind": "random"}],
                                  "rounds": [{"number": 1, "engine": 12, "starter": 0,
                                              "hands": [[[13, 14]] * 15, [[0, 1]] * 15],
                                              "boneyard": [], "events": []}]}),
        "seat.json": json.dumps({"format": "mexican-train-record", "version": 1, "seed": 1,
                                 "options": {"players": 9, "rounds": 7}, "seats": [], "rounds": []}),
    }
    for name, text in cases.items():
        path = tmp_path / name
        path.write_text(text)
        r = sim("--check", str(path))
        assert r.returncode == 1, name
        assert "Traceback" not in r.stdout + r.stderr, name
        assert r.stdout.strip(), name
    r = sim("--check", str(tmp_path / "missing.json"))
    assert r.returncode == 1 and "cannot be read" in r.stdout


def test_bad_arguments_exit_2_with_a_message() -> None:
    for args in (["--players", "1"], ["--seats", "bogus"], ["--players", "3", "--seats", "random,random"],
                 ["--games", "0"], ["--players", "x"], ["--table", "--records", "x.jsonl"],
                 ["--table", "--jobs", "0"]):
        r = sim(*args)
        assert r.returncode == 2, args
        assert "error" in r.stderr and "Traceback" not in r.stderr, args
    r = sim("--players", "2", "--seats", "hard:fast,normal")
    assert r.returncode == 2 and r.stderr.strip() == ("mextrain.sim: error: hard's budget 'fast' is neither "
                                                      "seconds (e.g. hard:0.2s) nor playouts (e.g. hard:500)")


def test_table_rotates_seats_and_prints_intervals() -> None:
    # Normal against Easy, 2 seats: each kind sits in each seat, and the table gives each
    # kind's win share with its 95% interval and its mean points
    r = sim("--players", "2", "--seats", "normal,easy", "--games", "12", "--short", "--table")
    assert r.returncode == 0, r.stderr
    assert "seats rotated" in r.stdout
    rows = {line.split()[0]: line for line in r.stdout.splitlines() if line.startswith(("normal", "easy"))}
    assert set(rows) == {"normal", "easy"}
    share = {k: float(v.split()[2].rstrip("%")) for k, v in rows.items()}
    assert abs(share["normal"] + share["easy"] - 100.0) < 0.2  # a 2-seat game has one win to share
    assert share["normal"] > share["easy"]
    assert all("[" in v and "±" in v for v in rows.values())
