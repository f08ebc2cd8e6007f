"""A free TCP port on 127.0.0.1 that no other test worker can take before it is used.

A port the kernel hands out for `bind(port 0)` comes from the ephemeral range (32768–60999 on
Linux), the same range every other socket of every pytest-xdist worker draws its own port from:
between choosing it and the server's `listen` another worker could take it (a failure seen under
load). So the choice is made below the ephemeral range, in a band of its own for each worker, and
never twice in one process; the bind checks that nobody holds it now.
"""
from __future__ import annotations

import os
import random
import socket

_BASE, _BAND = 20000, 1500  # worker gwN chooses in [20000 + N * 1500, 20000 + (N + 1) * 1500)
_used: set[int] = set()


def _band() -> range:
    worker = os.environ.get("PYTEST_XDIST_WORKER", "gw0").removeprefix("gw")
    n = int(worker) if worker.isdigit() else 0
    start = _BASE + (n % 8) * _BAND
    return range(start, start + _BAND)


def free_port(host: str = "127.0.0.1") -> int:
    band = _band()
    order = list(band)
    random.Random(os.getpid()).shuffle(order)
    for port in order:
        if port in _used:
            continue
        with socket.socket() as s:
            try:
                s.bind((host, port))
            except OSError:
                continue
        _used.add(port)
        return port
    raise RuntimeError(f"no free port in {band.start}-{band.stop - 1}")
