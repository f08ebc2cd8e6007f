"""Helpers for a farm of halls behind HAProxy, as packaging/hall/ ships it, in network namespaces.

`systemd_command` reads a unit's ExecStart as systemd expands it. `Namespaces` makes network
namespaces joined by veth pairs with private addresses (nothing leaves them: no route to any other
network exists in them) and runs programs in them; a program that resolves names gets a mount
namespace of its own (`unshare -m`) with a hosts file bind-mounted over /etc/hosts. Everything made
is removed by `close`. Root only (the test skips without it, naming why).
"""
from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HALL = ROOT / "packaging/hall"
PROGRAM = str(Path(sys.executable).with_name("mextrain-hall"))


def systemd_command(unit: str, data: Path, instance: str = "", farm_env: dict[str, str] | None = None,
                    credentials: Path | None = None) -> tuple[list[str], dict[str, str]]:
    """A unit's ExecStart as systemd runs it: `%i`, then `${VAR}` from its Environment= lines, `farm_env` over
    them (as /etc/mextrain-hall/farm.env) and CREDENTIALS_DIRECTORY (its LoadCredential= files: a certificate
    made there unless it exists); the program is this venv's, the state folder `data`."""
    lines = (HALL / unit).read_text().splitlines()

    def value(key: str) -> list[str]:
        return [line.split("=", 1)[1].replace("%i", instance) for line in lines if line.startswith(key + "=")]

    env = dict(word.split("=", 1) for line in value("Environment") for word in shlex.split(line))
    assert not farm_env or set(farm_env) <= set(env), "farm.env sets only what the unit names"
    env.update(farm_env or {})
    credentials = credentials or data.parent / "credentials"
    if value("LoadCredential"):
        assert {c.split(":", 1)[0] for c in value("LoadCredential")} == {"tls-cert.pem", "tls-key.pem"}
        if not (credentials / "tls-key.pem").exists():
            subprocess.run([PROGRAM, "--new-certificate", str(credentials)], check=True, capture_output=True, timeout=60)
    env["CREDENTIALS_DIRECTORY"] = str(credentials)
    start = re.sub(r"\$\{(\w+)\}", lambda m: env[m.group(1)], value("ExecStart")[0])
    (state,) = value("StateDirectory")
    argv = [PROGRAM if a.endswith("/mextrain-hall") and i == 0 else str(data) if a == f"/var/lib/{state}" else a
            for i, a in enumerate(shlex.split(start))]
    return argv, {k: v for k, v in env.items() if k != "CREDENTIALS_DIRECTORY"}


def fingerprint_of(credentials: Path) -> str:
    """The fingerprint of the farm's certificate (`mextrain-hall --new-certificate` shows it again)."""
    out = subprocess.run([PROGRAM, "--new-certificate", str(credentials)], check=True, capture_output=True,
                         text=True, timeout=60).stdout
    found = re.search(r"fingerprint ([0-9a-f]{64})", out)
    assert found is not None, out
    return found.group(1)


def haproxy_config(servers: dict[str, str]) -> str:
    """packaging/hall/haproxy.cfg with only the halls' addresses changed (`servers`: shipped -> here)."""
    text = (HALL / "haproxy.cfg").read_text()
    for shipped, here in servers.items():
        assert shipped in text, shipped
        text = text.replace(shipped, here)
    return text


class Namespaces:
    """Network namespaces of this test, named `prefix-NAME`, with veth links between them."""

    def __init__(self, prefix: str) -> None:
        self.prefix = prefix
        self.made: list[str] = []

    def ns(self, name: str) -> str:
        return f"{self.prefix}-{name}"

    def add(self, name: str) -> str:
        full = self.ns(name)
        _run("ip", "netns", "add", full)
        self.made.append(full)
        _run("ip", "-n", full, "link", "set", "lo", "up")
        return full

    def link(self, a: str, a_address: str, b: str, b_address: str) -> None:
        """A veth pair between namespaces `a` and `b` (made inside `a`: no name in the machine's own)."""
        left, right = f"v{len(self.made)}{a[:4]}{b[:4]}", f"v{len(self.made)}{b[:4]}{a[:4]}"
        _run("ip", "-n", self.ns(a), "link", "add", left, "type", "veth", "peer", "name", right, "netns", self.ns(b))
        for ns, dev, address in ((a, left, a_address), (b, right, b_address)):
            _run("ip", "-n", self.ns(ns), "addr", "add", address, "dev", dev)
            _run("ip", "-n", self.ns(ns), "link", "set", dev, "up")

    def route(self, name: str, to: str, via: str) -> None:
        _run("ip", "-n", self.ns(name), "route", "add", to, "via", via)

    def prefix_for(self, name: str, hosts: Path | None = None) -> list[str]:
        """The command line's front that runs a program in namespace `name` (with `hosts` over /etc/hosts, in a
        mount namespace of its own); the program keeps the PID the caller sees (each step execs the next)."""
        front = ["ip", "netns", "exec", self.ns(name)]
        if hosts is None:
            return front
        return [*front, "unshare", "--mount", "--propagation", "private", "sh", "-c",
                f'mount --bind {shlex.quote(str(hosts))} /etc/hosts && exec "$@"', "sh"]

    def close(self) -> None:
        for full in reversed(self.made):
            subprocess.run(["ip", "netns", "pids", full], capture_output=True)
            for pid in subprocess.run(["ip", "netns", "pids", full], capture_output=True, text=True).stdout.split():
                try:
                    os.kill(int(pid), 9)  # only the programs this test started in its own namespaces
                except (OSError, ValueError):
                    pass
            subprocess.run(["ip", "netns", "del", full], capture_output=True)
        self.made.clear()


def _run(*argv: str) -> None:
    out = subprocess.run(argv, capture_output=True, text=True, timeout=20)
    if out.returncode != 0:
        raise RuntimeError(f"{' '.join(argv)}: {out.stderr.strip()}")
