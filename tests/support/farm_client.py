"""The people of tests/controller/network/test_hall_farm.py: protocol clients and an app, in the clients'
network namespace, reaching the farm only by its names (hall.example.org and each hall's route, resolved
by the hosts file of their mount namespace) through HAProxy.

    python tests/support/farm_client.py FINGERPRINT

Run by the test, which reads this script's stdout: lines `ask kill HALL` / `ask restart HALL` (the test does
it and writes `done` on stdin), `note ...` (figures for the report), and last `result JSON`. An assertion
that fails ends the script with its traceback (exit 1): the test shows it.
"""
from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/, above support/ (run as a script)

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer  # noqa: E402

from mextrain.controller.network.hall_admin import HallAdmin  # noqa: E402
from mextrain.controller.network.joined_table import JoinedTable  # noqa: E402
from mextrain.engine.options import GameOptions  # noqa: E402
from mextrain.net import messages as m  # noqa: E402
from mextrain.net.hall import CreateTable  # noqa: E402
from support.hall import TlsClient, create_table  # noqa: E402

FARM, PORT = "hall.example.org", 47124
LETTERS = {"A": "01", "B": "02"}  # the code letter of halls 01 and 02 (CODE_ALPHABET)
THINK = 0.1  # seconds a protocol client waits before its move: games that last past the kill


def say(*words: Any) -> None:
    print(*words, flush=True)


def ask(what: str, hall: str) -> None:
    say("ask", what, hall)
    assert sys.stdin.readline().strip() == "done", f"the test did not {what} hall {hall}"


def admin(route: tuple[str, int], fp: str, code: str, host_token: str, action: str) -> dict[str, Any]:
    """One of the host's lobby powers, by the table's route."""
    c = TlsClient(route[1], fp, host=route[0])
    c.send({"type": "table_admin", "protocol": m.PROTOCOL_VERSION, "app": m.APP_VERSION, "code": code,
            "host_token": host_token, "action": action})
    try:
        return c.wait_for("table_admin_result")
    finally:
        c.close()


class Table:
    """A table of two protocol clients: its host and a guest who came by the route."""

    def __init__(self, n: int, fp: str) -> None:
        self.host, self.code, self.host_token = create_table(PORT, fp, f"H{n}", f"Table {n}", host=FARM, rounds=13,
                                                             seed=n, think=THINK)
        made = next(x for x in self.host.inbox if x["type"] == "table_created")
        self.route = (made["route"]["host"], made["route"]["port"])
        self.hall = LETTERS[self.code[0]]
        assert self.route == (f"{self.hall}.{FARM}", PORT), (self.code, self.route)  # its own hall's name
        self.guest = TlsClient(self.route[1], fp, host=self.route[0], name=f"G{n}", seed=100 + n, think=THINK)
        self.guest.hello(code=self.code)
        self.guest.wait_for("welcome")
        assert admin(self.route, fp, self.code, self.host_token, "start")["ok"]
        self.fp = fp

    @property
    def people(self) -> list[TlsClient]:
        return [self.host, self.guest]

    def moves(self) -> int:
        return sum(c.moves for c in self.people)

    def back(self) -> None:
        """Both people back at the reopened table with their tokens, by the route."""
        for i, c in enumerate(list(self.people)):
            again = None
            end = time.monotonic() + 15
            while again is None:  # as the app does: until the balancer has seen the hall back (its check)
                try:
                    again = TlsClient(self.route[1], self.fp, host=self.route[0], name=c.name, seed=200 + i, think=THINK)
                except OSError:
                    assert time.monotonic() < end, f"{self.code}: its hall did not come back"
                    time.sleep(0.2)
            again.hello(token=c.token)
            welcome = again.wait_for("welcome")
            assert welcome["seat"] == c.seat, welcome
            again.moves = c.moves
            if c is self.host:
                self.host = again
            else:
                self.guest = again


class App:
    """The app's own joining code (JoinedTable, QSslSocket; HallAdmin for the lobby's powers), headless:
    it makes its table through the farm's name and plays its seat; a computer plays the other."""

    def __init__(self, fp: str) -> None:
        self.joined = JoinedTable(FARM, PORT, "Oma", create=CreateTable("Oma", "The app's table", GameOptions(2)),
                                  pin=fp, retry_delays=(0.2, 0.5, 1.0))
        self.moves = 0
        self.states: list[str] = []
        self.admin: HallAdmin | None = None
        self.answers: list[tuple[str, bool, str]] = []
        self.joined.view_changed.connect(lambda _v: QTimer.singleShot(int(THINK * 1000), self._play))
        self.joined.result_came.connect(self._result)
        self.joined.state_changed.connect(self.states.append)
        self.joined.table_created.connect(self._created)
        self.joined.connect_to_host()

    def _created(self, made: Any) -> None:
        j = self.joined
        self.admin = HallAdmin(j.host, j.port, made.code, made.host_token, j.fingerprint)
        self.admin.answered.connect(lambda action, ok, code, _d: self.answers.append((action, ok, code)))

    def _play(self) -> None:
        view = self.joined.view
        if (view is not None and view.phase == "playing" and view.view.legal and view.view.current == self.joined.seat
                and self.joined.connected and not self.joined.move_pending):
            self.joined.move(random.choice(view.view.legal))

    def _result(self, result: m.MoveResult) -> None:
        if result.ok:
            self.moves += 1


def spin(tables: list[Table], seconds: float, until: Any = None) -> bool:
    """Qt's events and every protocol client, until `until()` or the time is up (False then)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if until is not None and until():
            return True
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 10)
        for t in tables:
            for c in t.people:
                if not c.closed:
                    c.pump()
        time.sleep(0.005)
    return until is not None and bool(until())


def largest_gap(clients: list[TlsClient], since: float, until: float) -> float:
    """The longest a client went without a view between `since` and `until` (seconds)."""
    gap = 0.0
    for c in clients:
        times = [since] + [t for _turn, t in c.view_times if since <= t <= until] + [until]
        gap = max(gap, max(b - a for a, b in zip(times, times[1:], strict=False)))
    return gap


def main() -> int:
    fp = sys.argv[1]
    app = QCoreApplication([sys.argv[0]])
    random.seed(7)
    # tables made through the farm's name: the balancer spreads them over both halls, each answering
    # with its own route; the guests come by the route alone (no directory anywhere)
    tables = [Table(n, fp) for n in range(4)]
    say("note tables", " ".join(f"{t.code}@{t.hall}" for t in tables))
    assert {t.hall for t in tables} == {"01", "02"}, [t.code for t in tables]
    you = App(fp)
    assert spin(tables, 20, lambda: you.admin is not None and you.joined.seat is not None), you.states
    j = you.joined
    mine = LETTERS[you.admin.code[0]]
    # the app took its hall's route for everything after: its reconnections, its lobby powers, its invitation
    assert (j.host, j.port) == (f"{mine}.{FARM}", PORT) and you.admin.host == j.host, (j.host, j.port)
    assert j.fingerprint == fp
    you.admin.send("fill", level="easy")
    assert spin(tables, 10, lambda: ("fill", True, "") in you.answers), you.answers
    you.admin.send("start")
    assert spin(tables, 10, lambda: ("start", True, "") in you.answers), you.answers
    assert spin(tables, 30, lambda: you.moves >= 5 and all(t.moves() >= 10 for t in tables)), \
        (you.moves, [t.moves() for t in tables])
    say("note before the kill: the app", you.moves, "moves; tables", [t.moves() for t in tables])

    # SIGKILL the app's hall: its tables pause (their people lose the line, the app retries by itself),
    # the other hall's tables never notice
    down = [t for t in tables if t.hall == mine]
    up = [t for t in tables if t.hall != mine]
    before = {id(t): t.moves() for t in up}
    turn_before = {id(t): t.host.view_times[-1][0] for t in down}
    ask("kill", mine)
    killed = time.monotonic()
    assert spin(tables, 10, lambda: all(c.closed for t in down for c in t.people)), "the killed hall's people stay"
    assert spin(tables, 10, lambda: j.state in ("retrying", "connecting")), j.states
    # a new table now goes to the hall that is up (the balancer's check and its redispatch)
    extra, code, _ = create_table(PORT, fp, "Nell", "During the outage", host=FARM)
    assert code[0] != you.admin.code[0], code
    extra.close()
    spin(tables, 4)
    outage = time.monotonic()
    gap = largest_gap([c for t in up for c in t.people], killed, outage)
    moved = {id(t): t.moves() - before[id(t)] for t in up}
    say(f"note during the outage ({outage - killed:.1f} s): the other hall's tables made {sorted(moved.values())} "
        f"moves, the longest a person there waited for a view {gap * 1000:.0f} ms; the app: {j.state}")
    assert all(not c.closed for t in up for c in t.people), "a person at the other hall lost the line"
    assert all(n >= 5 for n in moved.values()), moved
    assert gap < 2.0, gap
    assert j.state != "lost", j.states

    ask("restart", mine)
    restarted = time.monotonic()
    for t in down:
        t.back()
    app_before = you.moves
    assert spin(tables, 30, lambda: j.connected and you.moves >= app_before + 3), (j.state, you.moves, j.states)
    came_back = time.monotonic() - restarted
    assert spin(tables, 20, lambda: all(t.moves() >= 10 for t in down) and
                all(t.host.view_times and t.host.view_times[-1][0] > turn_before[id(t)] for t in down))
    say(f"note after the restart: the app played on {came_back:.1f} s after it (its own retries), "
        f"the reopened tables' turns {[turn_before[id(t)] for t in down]} -> "
        f"{[t.host.view_times[-1][0] for t in down]}")

    # nothing of a table crosses to the other hall: its seats' tokens and its code are unknown there
    other = next(t for t in up)
    for i, t in enumerate(down):  # (a name each: a wrong code's wait is counted per name, too)
        for what, hello in (("bad_token", {"token": t.host.token}), ("bad_code", {"code": t.code})):
            stranger = TlsClient(other.route[1], fp, host=other.route[0], name=f"Eve {i} {what}")
            stranger.hello(**hello)
            refused = stranger.wait_for("refused")
            assert refused["code"] == what, (t.code, hello, refused)
            stranger.close()
    # a new table goes to a hall with room: hall 02 holds 3 tables at most (the test's --max-tables), and
    # once full its agent port tells HAProxy "drain"; four more tables through the farm's name are all made
    late = []
    for n in range(4):
        spin(tables, 1.5)  # the agents' next word (agent-inter 1s)
        try:
            c, code, _ = create_table(PORT, fp, f"N{n}", f"Late {n}", host=FARM)
        except AssertionError as exc:  # refused (hall_full): no table_created came
            raise AssertionError(f"late table {n} not made: {exc}") from None
        late.append(c)
        say(f"note a late table went to hall {LETTERS[code[0]]}")
    for c in late:
        c.close()
    result = {"tables": {t.code: {"hall": t.hall, "tokens": [t.host.token, t.guest.token]} for t in tables},
              "app": {"code": you.admin.code, "hall": mine, "token": j.token}}
    for t in tables:
        for c in t.people:
            c.close()
    j.leave()
    say("result", json.dumps(result))
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
