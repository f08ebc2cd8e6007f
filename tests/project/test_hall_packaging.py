"""The hall's systemd unit and container recipe (packaging/hall/): their command lines run here.

The unit's ExecStart and the image's ENTRYPOINT are read from the files and started as they
are, with only the program's path (this venv's `mextrain-hall`) and the data folder put in,
and, appended, 127.0.0.1 and a free port; a protocol client then plays a game against each.
"""
from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path

import pytest

from support.hall import HallProcess, admin, create_table, play_until

ROOT = Path(__file__).resolve().parents[2]
PROGRAM = str(Path(sys.executable).with_name("mextrain-hall"))
LOCAL = ["--address", "127.0.0.1", "--port", "0", "--pace", "instant", "--next-round", "0.1", "--rate", "2000",
         "--burst", "2000"]


def unit_command(data: Path) -> tuple[list[str], dict[str, str]]:
    lines = (ROOT / "packaging/hall/mextrain-hall.service").read_text().splitlines()
    start = next(line.split("=", 1)[1] for line in lines if line.startswith("ExecStart="))
    env = dict(line.split("=", 1)[1].split("=", 1) for line in lines if line.startswith("Environment="))
    state = next(line.split("=", 1)[1] for line in lines if line.startswith("StateDirectory="))
    argv = [PROGRAM if a.endswith("/mextrain-hall") and i == 0 else str(data) if a == f"/var/lib/{state}" else a
            for i, a in enumerate(shlex.split(start))]
    return argv, env


def entry_point(data: Path) -> tuple[list[str], dict[str, str]]:
    lines = (ROOT / "packaging/hall/Containerfile").read_text().splitlines()
    argv = json.loads(next(line.split(" ", 1)[1] for line in lines if line.startswith("ENTRYPOINT ")))
    env = dict(line.split(" ", 1)[1].split("=", 1) for line in lines if line.startswith("ENV "))
    return [PROGRAM if a == "mextrain-hall" else str(data) if a == "/data" else a for a in argv], env


@pytest.mark.parametrize("recipe", [unit_command, entry_point], ids=["systemd", "container"])
def test_the_recipe_runs_a_hall_a_client_plays_at(tmp_path, recipe):
    argv, env = recipe(tmp_path / "state")
    assert argv[0] == PROGRAM and str(tmp_path / "state") in argv
    hall = HallProcess(tmp_path / "state", argv=argv + LOCAL, env=env)
    try:
        host, code, host_token = create_table(hall.port, hall.fingerprint, "Oma", "Family")
        assert admin(hall.port, hall.fingerprint, code, host_token, "fill", level="easy")["ok"]
        assert admin(hall.port, hall.fingerprint, code, host_token, "start")["ok"]
        assert play_until([host], lambda: host.moves >= 20, 15)
        assert (tmp_path / "state" / "tables").is_dir() and (tmp_path / "state" / "tls-cert.pem").exists()
        assert hall.stop() == 0  # TERM: saved and told, then a clean exit
        assert list((tmp_path / "state" / "tables").glob("*.hall.json"))  # the table stays for the next start
    finally:
        hall.kill()
