"""`python -m mextrain.devtools.bench.net`: the networked table's speed and toughness on localhost.

1. Drop to every screen (goal < 50 ms with 8 seats): a table with 8 joined apps over
   127.0.0.1; one person's move leaves their app, the host checks and applies it, and every
   other app has received and decoded the view that shows the tile. Host and apps share
   one process and one event loop here, so the figure includes the host's work and all
   seven apps' decoding one after another: an upper bound of what a real table sees.
2. Garbage connections (goal: 100, game unaffected): a table of 8 seats (3 joined apps,
   5 computers) plays a whole game while that many connections hammer the port, half of
   them silent (they hold a connection until the hello timeout) and half sending garbage.
   Reported: whether the game ended, whether a player was ever dropped, and the drop
   latency under that load.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtNetwork import QSslSocket

    from mextrain.controller.network.host_table import HostTable
    from mextrain.controller.network.joined_table import JoinedTable
    from mextrain.engine import Game
    from mextrain.net.messages import View

LATENCY_GOAL_MS = 50.0
GARBAGE_GOAL = 100


def _app() -> QCoreApplication:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.instance() or QCoreApplication(sys.argv[:1])


def _wait(app: QCoreApplication, until: Callable[[], bool], seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if until():
            return True
        app.processEvents()
        time.sleep(0.0005)
    return until()


class Timing:
    """Moves the joined apps make by hand, timed until every other app holds the new view."""

    def __init__(self, clients: list[JoinedTable], rng: random.Random) -> None:
        self.clients = clients
        self.rng = rng
        self.samples: list[float] = []
        self._t0 = 0.0
        self._turn = -1
        self._waiting: set[int] = set()
        for c in clients:
            c.view_changed.connect(lambda msg, c=c: self._seen(c, msg))

    def _seen(self, client: JoinedTable, msg: View) -> None:
        if self._waiting and msg.turn > self._turn and id(client) in self._waiting:
            self._waiting.discard(id(client))
            if not self._waiting:
                self.samples.append((time.perf_counter() - self._t0) * 1000)

    def step(self) -> bool:
        """If an app's person is to move and nothing is in flight, make the move. True if one was made."""
        if self._waiting:
            return False
        for c in self.clients:
            v = c.view
            if v is not None and v.phase == "playing" and v.view.legal:
                self._turn = v.turn
                self._waiting = {id(o) for o in self.clients if o is not c}
                self._t0 = time.perf_counter()
                c.move(self.rng.choice(list(v.view.legal)))
                return True
        return False


def _table(players: int, persons: int, grace: float = 60.0) -> tuple[HostTable, list[JoinedTable]]:
    from PySide6.QtNetwork import QHostAddress

    from mextrain.controller import GameController, Pace
    from mextrain.controller.network.host_table import HostTable
    from mextrain.controller.network.joined_table import JoinedTable
    from mextrain.engine import GameOptions
    from mextrain.net.lobby import Table

    controller = GameController(pace=Pace.INSTANT, animations=False)
    table = Table("Bench", GameOptions(players, 7), code="BENCH2", grace=grace)
    host = HostTable(table, controller, next_round_ms=0, stand_in_level="easy")
    assert host.listen(0, QHostAddress.SpecialAddress.LocalHost)
    clients = [JoinedTable("127.0.0.1", host.port, f"P{i}", "BENCH2") for i in range(persons)]
    for c in clients:
        c.connect_to_host()
    return host, clients


def _game(host: HostTable) -> Game:
    """The host's game, which `host.start` has begun."""
    assert host.game is not None
    return host.game


def latency(moves: int, players: int = 8) -> list[float]:
    app = _app()
    host, clients = _table(players, players)
    assert _wait(app, lambda: all(c.seat is not None for c in clients), 10)
    host.start(seed=7)
    timing = Timing(clients, random.Random(1))
    end = time.monotonic() + 120
    while len(timing.samples) < moves and time.monotonic() < end and _game(host).phase.value != "game_over":
        timing.step()
        app.processEvents()
    host.controller.shutdown()
    host.close()
    for c in clients:
        c.close()
    return timing.samples


class Garbage:
    """`count` TLS connections (a table speaks nothing else): even ones stay silent once TLS is up, odd ones
    send random bytes inside TLS, where the session reads them; reopened when closed."""

    def __init__(self, port: int, count: int) -> None:
        self.port = port
        self.rng = random.Random(3)
        self.socks = [self._open() for _ in range(count)]
        self.reopened = 0
        self.frames = 0

    def _open(self) -> QSslSocket:
        from PySide6.QtNetwork import QSslSocket

        from mextrain.controller.network.tls import client_configuration

        s = QSslSocket()
        s.setSslConfiguration(client_configuration())
        s.connectToHostEncrypted("127.0.0.1", self.port)
        return s

    def poke(self) -> None:
        from PySide6.QtNetwork import QAbstractSocket

        for i, s in enumerate(self.socks):
            state = s.state()
            if state == QAbstractSocket.SocketState.UnconnectedState:
                s.abort()
                s.deleteLater()
                self.socks[i] = self._open()
                self.reopened += 1
            elif s.isEncrypted():
                s.readAll()
                if i % 2 and self.rng.random() < 0.2:
                    s.write(self.rng.randbytes(self.rng.randrange(1, 200)))
                    self.frames += 1

    def connected(self) -> int:
        from PySide6.QtNetwork import QAbstractSocket

        return sum(1 for s in self.socks if s.state() == QAbstractSocket.SocketState.ConnectedState)


def hostile(count: int, players: int = 8, persons: int = 3) -> dict[str, Any]:
    app = _app()
    host, clients = _table(players, persons)
    assert _wait(app, lambda: all(c.seat is not None for c in clients), 10)
    welcomes = [0]
    for c in clients:
        c.welcomed.connect(lambda _m: welcomes.__setitem__(0, welcomes[0] + 1))
    host.fill_with_computers("easy", ["Bot"])
    garbage = Garbage(host.port, count)
    host.start(seed=11)
    timing = Timing(clients, random.Random(2))
    most = 0
    t0 = time.monotonic()
    last_poke = 0.0
    while _game(host).phase.value != "game_over" and time.monotonic() - t0 < 300:
        timing.step()
        app.processEvents()
        if time.monotonic() - last_poke > 0.02:
            garbage.poke()
            last_poke = time.monotonic()
            most = max(most, garbage.connected())
    result = {"ended": _game(host).phase.value == "game_over", "dropped": welcomes[0] > 0,
              "seconds": time.monotonic() - t0, "most_connected": most, "reopened": garbage.reopened,
              "garbage_writes": garbage.frames, "samples": timing.samples}
    host.controller.shutdown()
    host.close()
    for c in clients:
        c.close()
    return result


def _figures(samples: list[float]) -> str:
    if not samples:
        return "no samples"
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return f"median {statistics.median(ordered):.1f} ms, 95th percentile {p95:.1f} ms, max {ordered[-1]:.1f} ms (n={len(ordered)})"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m mextrain.devtools.bench.net", description=__doc__.splitlines()[0])
    p.add_argument("--moves", type=int, default=300, help="timed moves with 8 joined apps (default 300)")
    p.add_argument("--garbage", type=int, default=GARBAGE_GOAL, help="garbage connections (default 100)")
    args = p.parse_args(argv)
    samples = latency(args.moves)
    worst = max(samples) if samples else float("inf")
    median = statistics.median(samples) if samples else float("inf")
    print(f"drop to every other app's view, 8 seats on localhost: {_figures(samples)}; "
          f"goal < {LATENCY_GOAL_MS:g} ms: {'met' if median < LATENCY_GOAL_MS else 'NOT met'} (median)"
          + ("" if worst < LATENCY_GOAL_MS else f"; the slowest took {worst:.1f} ms"))
    r = hostile(args.garbage)
    print(f"{args.garbage} garbage connections (half silent, half sending random bytes) during a whole game "
          f"of 8 seats: game ended {r['ended']}, a player dropped {r['dropped']}, at most {r['most_connected']} "
          f"garbage connections open at once, {r['reopened']} reopened after the host closed them, "
          f"{r['garbage_writes']} garbage writes, {r['seconds']:.1f} s")
    print(f"drop to every other app's view under that load: {_figures(r['samples'])}")
    ok = r["ended"] and not r["dropped"]
    print(f"goal: {GARBAGE_GOAL} garbage connections, game unaffected: {'met' if ok and args.garbage >= GARBAGE_GOAL else 'NOT met'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
