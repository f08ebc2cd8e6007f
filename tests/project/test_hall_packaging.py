"""The hall's systemd units and container recipe (packaging/hall/): their command lines run here.

The units' ExecStart and the image's ENTRYPOINT are read from the files and started as they
are, with only the program's path (this venv's `mextrain-hall`), the data folder and the credentials
folder put in (and, for the template unit, its instance and its Environment= defaults, as systemd
expands them), and, appended, 127.0.0.1 and free ports; a protocol client then plays a game against
each. None of them installs, sets or loads a GUI library: the hall draws nothing.
"""
from __future__ import annotations

import json
import re
import socket
import subprocess
from pathlib import Path

import pytest

from support.farm import HALL, PROGRAM, systemd_command
from support.hall import HallProcess, admin, create_table, play_until

ROOT = Path(__file__).resolve().parents[2]
LOCAL = ["--address", "127.0.0.1", "--port", "0", "--pace", "instant", "--next-round", "0.1", "--rate", "2000",
         "--burst", "2000"]
#: what a hall must not need: the libraries the image installed for Qt's GUI before, and Qt's GUI itself
GUI_LIBRARIES = ("libGL", "libEGL", "libxkbcommon", "libfontconfig", "libdbus", "libQt6Gui", "libQt6Widgets",
                 "libQt6DBus")


def unit_command(data: Path) -> tuple[list[str], dict[str, str]]:
    return systemd_command("mextrain-hall.service", data)


def template_command(data: Path) -> tuple[list[str], dict[str, str]]:
    # the balancer is elsewhere (192.0.2.1, an address of no machine): the client here speaks to the hall
    # directly, with no PROXY header (tests/controller/network/test_hall_farm.py has the balancer)
    argv, env = systemd_command("mextrain-hall@.service", data, "01", {"BALANCER": "192.0.2.1"})
    return argv + ["--agent-port", "0"], env


def entry_point(data: Path) -> tuple[list[str], dict[str, str]]:
    lines = (HALL / "Containerfile").read_text().splitlines()
    argv = json.loads(next(line.split(" ", 1)[1] for line in lines if line.startswith("ENTRYPOINT ")))
    env = dict(line.split(" ", 1)[1].split("=", 1) for line in lines if line.startswith("ENV "))
    return [PROGRAM if a == "mextrain-hall" else str(data) if a == "/data" else a for a in argv], env


def test_no_recipe_installs_or_sets_anything_for_a_screen() -> None:
    for name in ("Containerfile", "mextrain-hall.service", "mextrain-hall@.service"):
        text = (HALL / name).read_text()
        code = "\n".join(line for line in text.splitlines() if not line.startswith("#"))
        assert "QT_QPA_PLATFORM" not in code, name
        for package in ("libgl1", "libegl1", "libxkbcommon", "fontconfig", "dbus", "PySide6 ", "PySide6="):
            assert package not in code, (name, package)
    containerfile = (HALL / "Containerfile").read_text()
    assert "pip install --no-cache-dir --no-deps ." in containerfile and "PySide6" not in containerfile
    assert "apt-get" not in containerfile  # nothing from Debian: the hall on asyncio needs no Qt, nor GLib
    # the two dependencies the hall takes (its JSON, its event loop), at the versions the package pins
    for package in ("orjson", "uvloop"):
        pinned = re.search(rf'"{package}==([0-9.]+)', (ROOT / "pyproject.toml").read_text())
        assert pinned is not None and f'"{package}=={pinned.group(1)}"' in containerfile, package


@pytest.mark.parametrize("recipe", [unit_command, template_command, entry_point], ids=["systemd", "template", "container"])
def test_the_recipe_runs_a_hall_a_client_plays_at(tmp_path, recipe):
    argv, env = recipe(tmp_path / "state")
    assert argv[0] == PROGRAM and str(tmp_path / "state") in argv
    hall = HallProcess(tmp_path / "state", argv=argv + LOCAL, env=env)
    try:
        maps = Path(f"/proc/{hall.proc.pid}/maps").read_text()
        assert "libQt6" not in maps and "libglib" not in maps and not [lib for lib in GUI_LIBRARIES if lib in maps]
        host, code, host_token = create_table(hall.port, hall.fingerprint, "Oma", "Family")
        made = next(m for m in host.inbox if m["type"] == "table_created")
        if recipe is template_command:  # hall 01 of a farm: its letter, its route, the agent port
            assert code[0] == "A" and made["route"] == {"host": "01.hall.example.org", "port": 47124}
            assert hall.fingerprint == subprocess.run([PROGRAM, "--new-certificate", str(tmp_path / "credentials")],
                                                      capture_output=True, text=True).stdout.split()[3]
            agent = int(re.search(r"agent port .* on 127\.0\.0\.1:(\d+)", hall.log()).group(1))  # type: ignore[union-attr]
            with socket.create_connection(("127.0.0.1", agent), timeout=5) as s:
                assert s.recv(100) == b"ready up 100%\n"  # one table of 500: 99.8 % room, rounded
        else:
            assert "route" not in made
        assert admin(hall.port, hall.fingerprint, code, host_token, "fill", level="easy")["ok"]
        assert admin(hall.port, hall.fingerprint, code, host_token, "start")["ok"]
        assert play_until([host], lambda: host.moves >= 20, 15)
        assert (tmp_path / "state" / "tables").is_dir()
        assert (tmp_path / "state" / "tls-cert.pem").exists() == (recipe is not template_command)
        assert hall.stop() == 0  # TERM: saved and told, then a clean exit
        assert list((tmp_path / "state" / "tables").glob("*.hall.json"))  # the table stays for the next start
    finally:
        hall.kill()
