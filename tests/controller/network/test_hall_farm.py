"""Halls across machines, as packaging/hall/ ships them (resources/docs/hall.md, "Beyond one machine").

Four network namespaces made here, joined by veth pairs with private addresses: the people's (10.78.0.2),
HAProxy's (10.78.0.1 toward the people, 10.78.1.1 and 10.78.2.1 toward the halls) and one "machine" for
each hall (10.78.1.2, 10.78.2.2). HAProxy runs packaging/hall/haproxy.cfg with only the halls' addresses
changed; each hall runs mextrain-hall@.service's ExecStart (instances 01 and 02, their farm.env naming
their address and the balancer's). The people (tests/support/farm_client.py: protocol clients and the app's own
JoinedTable/HallAdmin, headless) know only names, resolved by a hosts file bind-mounted over /etc/hosts
in a mount namespace of their own: `hall.example.org` to make a table, the route each hall answers
(`01.hall.example.org`) for everything after. They make tables at both halls through the balancer, play,
the app's hall is killed with SIGKILL (only its tables pause; the other hall's never notice; a new table
goes to the hall that is up), restarted (its tables and the app come back), and nothing of a table is
ever found at the other hall: not its code, not a token, not a file.
"""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from support.farm import Namespaces, fingerprint_of, haproxy_config, systemd_command
from support.hall import HallProcess
from support.system_tools import REQUIRE, require_tool

TESTS = Path(__file__).resolve().parents[2]
# (every person here comes from one address, 10.78.0.2: its tables are not limited to 4 a hall)
FAST = ["--pace", "instant", "--next-round", "0.1", "--rate", "2000", "--burst", "2000", "--tables-per-address", "50"]
HALLS = {"01": ("10.78.1.2", "10.78.1.1"), "02": ("10.78.2.2", "10.78.2.1")}  # hall: (its address, the balancer's)
HOSTS = "10.78.0.1 hall.example.org 01.hall.example.org 02.hall.example.org\n"


def _root() -> None:
    if os.geteuid() != 0:
        reason = "needs root: network namespaces (ip netns, unshare -m)"
        if os.environ.get(REQUIRE) == "1":
            pytest.fail(f"{reason} ({REQUIRE}=1: CI must run this test)")
        pytest.skip(reason)


class Farm:
    def __init__(self, tmp: Path) -> None:
        self.tmp = tmp
        self.net = Namespaces(f"mxf{os.getpid()}")
        self.halls: dict[str, HallProcess] = {}
        self.argv: dict[str, list[str]] = {}
        self.haproxy: subprocess.Popen[str] | None = None
        self.haproxy_log: list[str] = []

    def build(self) -> None:
        for name in ("people", "lb", "h01", "h02"):
            self.net.add(name)
        self.net.link("people", "10.78.0.2/24", "lb", "10.78.0.1/24")
        for number, (address, balancer) in HALLS.items():
            self.net.link("lb", f"{balancer}/24", f"h{number}", f"{address}/24")
        (self.tmp / "hosts").write_text("127.0.0.1 localhost\n" + HOSTS)
        cfg = haproxy_config({f"127.0.0.1:472{n}": f"{a}:472{n}" for n, (a, _b) in HALLS.items()})
        (self.tmp / "haproxy.cfg").write_text(cfg)
        for number, (address, balancer) in HALLS.items():
            argv, _env = systemd_command("mextrain-hall@.service", self.tmp / f"state-{number}", number,
                                         {"HALL_ADDRESS": address, "BALANCER": balancer}, self.tmp / "credentials")
            # hall 02 has room for 3 tables: the balancer must then send new ones to hall 01 (its agent-check)
            room = ["--max-tables", "3"] if number == "02" else []
            self.argv[number] = [*self.net.prefix_for(f"h{number}"), *argv, *FAST, *room]
            self.start(number)
        self.haproxy = subprocess.Popen([*self.net.prefix_for("lb"), "haproxy", "-db", "-f", str(self.tmp / "haproxy.cfg")],
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        threading.Thread(target=lambda: self.haproxy_log.extend(self.haproxy.stdout or ()), daemon=True).start()
        deadline = time.monotonic() + 15
        while not any("hall02" in line and "UP" in line for line in self.haproxy_log) and time.monotonic() < deadline:
            time.sleep(0.1)  # both halls answer HAProxy's checks (they were up before it)
            if self.haproxy.poll() is not None:
                break
        assert self.haproxy.poll() is None, "".join(self.haproxy_log)

    def start(self, number: str) -> None:
        self.halls[number] = HallProcess(self.tmp / f"state-{number}", argv=self.argv[number], timeout=30)

    def close(self) -> None:
        (self.tmp / "haproxy.log").write_text("".join(self.haproxy_log))
        for hall in self.halls.values():
            hall.kill()
        if self.haproxy is not None and self.haproxy.poll() is None:
            self.haproxy.kill()
            self.haproxy.wait(10)
        self.net.close()


@pytest.mark.slow
def test_two_halls_behind_haproxy_tables_at_both_a_kill_pauses_only_its_own(tmp_path):
    _root()
    for tool, install in (("haproxy", "apt-get install -y haproxy"), ("unshare", "apt-get install -y util-linux"),
                          ("ip", "apt-get install -y iproute2")):
        require_tool(tool, install)
    farm = Farm(tmp_path)
    try:
        farm.build()
        fp = fingerprint_of(tmp_path / "credentials")
        assert {h.fingerprint for h in farm.halls.values()} == {fp}  # the farm's one certificate at every hall
        people = subprocess.Popen(
            [*farm.net.prefix_for("people", tmp_path / "hosts"), sys.executable, str(TESTS / "support" / "farm_client.py"), fp],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=TESTS,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "MEXTRAIN_DATA_DIR": str(tmp_path / "app")})
        assert people.stdin is not None and people.stdout is not None
        notes, result = [], None
        for line in people.stdout:
            word, _, rest = line.strip().partition(" ")
            if word == "ask":
                what, number = rest.split()
                if what == "kill":
                    farm.halls[number].proc.kill()  # SIGKILL: nothing saved on the way out
                    farm.halls[number].proc.wait(10)
                else:
                    farm.start(number)
                people.stdin.write("done\n")
                people.stdin.flush()
            elif word == "note":
                notes.append(rest)
            elif word == "result":
                result = json.loads(rest)
        rc = people.wait(60)
        errors = people.stderr.read() if people.stderr else ""
        print("\n".join(notes))
        assert rc == 0 and result is not None, errors[-6000:] + "\n" + "".join(farm.haproxy_log[-40:])
        # nothing a table holds is at the other hall: each hall's folder has its own tables alone, and no
        # token of the other hall's seats in any file
        letters = {"01": "A", "02": "B"}
        for number in HALLS:
            state = tmp_path / f"state-{number}"
            codes = [json.loads(p.read_text())["code"] for p in (state / "tables").glob("*.hall.json")]
            assert codes and {c[0] for c in codes} == {letters[number]}, (number, codes)
            text = "".join(p.read_text(errors="replace") for p in state.rglob("*.json"))
            theirs = [tok for code, t in result["tables"].items() if t["hall"] != number for tok in t["tokens"]]
            if result["app"]["hall"] != number:
                theirs.append(result["app"]["token"])
            ours = [tok for code, t in result["tables"].items() if t["hall"] == number for tok in t["tokens"]]
            assert theirs and not [tok for tok in theirs if tok in text], number
            assert all(tok in text for tok in ours), number  # (the search does find a token where it is)
        # the halls counted the people, not the balancer: HAProxy's PROXY header named 10.78.0.2
        listed = farm.halls["02"].admin("list")
        assert "from 10.78.0.2" in listed and "from 10.78.2.1" not in listed, listed
        assert re.search(r"hall 1 of a farm: codes beginning with A, route 01\.hall\.example\.org:47124",
                         farm.halls["01"].log())
    finally:
        farm.close()
