"""How many tables one hall holds: a load generator from protocol.md alone (standard library only).

    python -m mextrain.devtools.bench_hall --tables 50 --seconds 60 --jobs 2 [--think 2.0]

Starts a hall (`mextrain.hall_cli`, its own process, 127.0.0.1 only, limits raised for one
address), then `--jobs` client processes open 4 TLS connections per table: the first makes
the table (`create_table`), three join with its code, the maker starts it (`table_admin`).
Every client answers a view that offers it a move after `--think` seconds (a random legal
move); the first moves are spread over one think time from the start, as the moves of a
hall's tables are (not all 500 in one instant: that herd alone made the p99 of half a second
this benchmark printed before). The clients' sockets are TCP_NODELAY, as the app's. Measured over `--seconds` after all tables have started: moves a second asked (tables
/ think) and done (moves the hall answered `ok`), the time from a move being sent to each of
the other three seats' first view of it (p50/p99; a view repeated for the same turn, e.g.
when a seat goes away, is not a move's view), the hall's memory (VmHWM) and CPU (its share of
a core, and CPU seconds per 1,000 moves done: a figure the machine's other load moves little), and the
client processes' CPU (they share the machine: a load generator at its limit would show
there, not at the hall). Bounded: at most 500 tables, 600 s, loopback only.
"""
from __future__ import annotations

import argparse
import hashlib
import heapq
import json
import multiprocessing
import os
import random
import re
import resource
import selectors
import socket
import ssl
import struct
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

HOST = "127.0.0.1"  # loopback only
MAX_TABLES, MAX_SECONDS = 500, 600
HEADER = struct.Struct(">I")


def frame(msg: dict[str, Any]) -> bytes:
    body = json.dumps(msg, separators=(",", ":")).encode()
    return HEADER.pack(len(body)) + body


class Client:
    def __init__(self, port: int, fp: str, name: str, table: int, job: Job) -> None:
        ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
        ctx.check_hostname, ctx.verify_mode = False, ssl.CERT_NONE
        raw = socket.create_connection((HOST, port), timeout=20)
        raw.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)  # as the app's sockets (LowDelayOption)
        self.sock = ctx.wrap_socket(raw)
        if hashlib.sha256(self.sock.getpeercert(binary_form=True) or b"").hexdigest() != fp:
            raise SystemExit("the hall's certificate is not the one it logged")
        self.sock.setblocking(False)
        self.name, self.table, self.job = name, table, job
        self.buf = bytearray()
        self.seat: int | None = None
        self.due: tuple[float, dict[str, Any]] | None = None
        self.code = self.host_token = ""
        self.closed = False
        self.seen_turn = -1  # the last turn this client saw a view of (each move is timed once)

    def send(self, msg: dict[str, Any]) -> None:
        self.sock.setblocking(True)
        try:
            self.sock.sendall(frame(msg))
        except OSError:
            self.closed = True
        self.sock.setblocking(False)

    def read(self) -> list[dict[str, Any]]:
        out = []
        while True:
            try:
                data = self.sock.recv(262144)
            except (ssl.SSLWantReadError, BlockingIOError):
                break
            if not data:
                self.closed = True
                break
            self.buf += data
        while len(self.buf) >= 4:
            (n,) = HEADER.unpack(self.buf[:4])
            if len(self.buf) < 4 + n:
                break
            out.append(json.loads(self.buf[4:4 + n]))
            del self.buf[:4 + n]
        return out

    def handle(self, msg: dict[str, Any], now: float) -> None:
        kind = msg["type"]
        if kind == "ping":
            self.send({"type": "pong", "n": msg["n"]})
        elif kind == "welcome":
            self.seat = msg["seat"]
        elif kind == "table_created":
            self.code, self.host_token = msg["code"], msg["host_token"]
        elif kind == "view":
            if msg["turn"] > self.seen_turn:
                self.seen_turn = msg["turn"]
                sent = self.job.sent.get((self.table, msg["turn"] - 1))
                if sent is not None and sent[1] != self.seat and self.job.measuring:
                    self.job.latencies.append(now - sent[0])
            legal = msg["view"]["legal"]
            if msg["phase"] == "playing" and legal and msg["view"]["current"] == self.seat:
                think = self.job.think * random.uniform(0.5, 1.5)
                self.due = (now + think, {"type": "move", "turn": msg["turn"], "move": random.choice(legal)})
            else:
                self.due = None
        elif kind == "game_over":
            self.job.games += 1
        elif kind == "result" and msg["ok"] and self.job.measuring:
            self.job.done += 1


class Job:
    def __init__(self, think: float) -> None:
        self.think = think
        self.sent: dict[tuple[int, int], tuple[float, int]] = {}
        self.latencies: list[float] = []
        self.moves = 0
        self.done = 0  # moves the hall answered ok
        self.games = 0
        self.measuring = False


def run_job(port: int, fp: str, protocol: int, tables: list[int], think: float, seconds: float, ready: Any, go: Any,
            out: Any) -> None:
    job = Job(think)
    sel = selectors.DefaultSelector()
    clients: list[Client] = []

    def pump(c: Client, want: str) -> dict[str, Any]:
        end = time.monotonic() + 20
        while True:
            for msg in c.read():
                c.handle(msg, time.monotonic())
                if msg["type"] == want:
                    return msg
            if want is None or c.closed or time.monotonic() > end:
                raise SystemExit(f"{c.name}: no {want} from the hall")
            select_one(c)

    def select_one(c: Client) -> None:
        s = selectors.DefaultSelector()
        s.register(c.sock, selectors.EVENT_READ)
        s.select(0.05)
        s.close()

    proto = {"protocol": protocol, "app": "0.1.0"}
    for t in tables:
        host = Client(port, fp, f"H{t}", t, job)
        host.send({"type": "create_table", **proto, "name": f"H{t}", "table": f"Table {t}",
                   "options": {"players": 4, "rounds": 13, "starting_run": False}})
        pump(host, "welcome")
        group = [host]
        for k in range(3):
            g = Client(port, fp, f"G{t}-{k}", t, job)
            g.send({"type": "hello", **proto, "name": f"G{t}-{k}", "code": host.code})
            pump(g, "welcome")
            group.append(g)
        clients += group
        admin = Client(port, fp, "admin", t, job)
        admin.send({"type": "table_admin", **proto, "code": host.code, "host_token": host.host_token, "action": "start"})
        pump(admin, "table_admin_result")
        admin.sock.close()
        for c in clients:  # the tables made so far answer their pings meanwhile (else they are dead in 6 s)
            for msg in c.read():
                c.handle(msg, time.monotonic())
    for c in clients:
        sel.register(c.sock, selectors.EVENT_READ, c)
    ready.set()
    go.wait()
    started = time.monotonic()
    job.measuring = True
    cpu0 = time.process_time()
    due: list[tuple[float, int, Client]] = []  # (when, n, client): the moves to send, soonest first
    n = 0
    for c in clients:  # the first moves, offered while the tables were being set up: spread over one think
        if c.due is not None:  # time, as a hall's tables are in play (not all at the same instant)
            c.due = (started + think * random.random(), c.due[1])
            n += 1
            heapq.heappush(due, (c.due[0], n, c))
    while time.monotonic() - started < seconds:
        wait = min(0.05, max(0.0, due[0][0] - time.monotonic())) if due else 0.05
        for key, _ in sel.select(wait):
            c = key.data
            for msg in c.read():  # read() drains the socket and TLS's buffer: nothing stays pending
                c.handle(msg, time.monotonic())
                if c.due is not None and msg["type"] == "view":
                    n += 1
                    heapq.heappush(due, (c.due[0], n, c))
        now = time.monotonic()
        while due and due[0][0] <= now:  # only the clients whose think time is over (not all 2,000)
            _, _, c = heapq.heappop(due)
            if c.due is None or c.due[0] > now or c.closed:
                continue  # replaced by a later view, or gone
            msg, c.due = c.due[1], None
            job.sent[(c.table, msg["turn"])] = (time.monotonic(), c.seat if c.seat is not None else -1)
            c.send(msg)
            job.moves += 1
    out.put({"cpu": (time.process_time() - cpu0) / (time.monotonic() - started), "moves": job.moves, "done": job.done, "lost": sum(c.closed for c in clients), "latencies": job.latencies, "games": job.games, "clients": len(clients),
             "seconds": time.monotonic() - started})


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--tables", type=int, default=50)
    p.add_argument("--seconds", type=float, default=60.0)
    p.add_argument("--think", type=float, default=2.0, help="seconds a client thinks before a move (on average)")
    p.add_argument("--jobs", type=int, default=2, help="client processes")
    args = p.parse_args(argv)
    if not 1 <= args.tables <= MAX_TABLES or not 1 <= args.seconds <= MAX_SECONDS or not 1 <= args.jobs <= 4:
        p.error(f"1-{MAX_TABLES} tables, 1-{MAX_SECONDS} s, 1-4 jobs")
    from mextrain.net.messages import PROTOCOL_VERSION  # the one thing taken from the package

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)  # 4 connections a table on each side
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, 8 * args.tables + 256)), hard))

    data = Path(tempfile.mkdtemp(prefix="bench-hall-"))
    n = args.tables
    hall = subprocess.Popen([sys.executable, "-m", "mextrain.hall_cli", "--data", str(data), "--address", HOST,
                             "--port", "0", "--max-tables", str(n), "--tables-per-address", str(n),
                             "--connections-per-address", str(5 * n + 16), "--handshakes-per-address", "64",
                             "--next-round", "2"], stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    port, fp = 0, ""
    assert hall.stderr is not None
    for line in hall.stderr:
        if (m := re.search(r"fingerprint ([0-9a-f]{64})", line)) is not None:
            fp = m.group(1)
        if (m := re.search(r"listens on [0-9.]+:(\d+)", line)) is not None:
            port = int(m.group(1))
            break
    log_file = (data / "hall.log").open("w", encoding="utf-8")  # kept drained, and kept: why a client was lost
    drain = threading.Thread(target=lambda: [log_file.write(line) for line in hall.stderr or ()], daemon=True)
    drain.start()

    def cpu() -> float:
        fields = Path(f"/proc/{hall.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    try:
        ctx = multiprocessing.get_context("spawn")
        ready = [ctx.Event() for _ in range(args.jobs)]
        go, out = ctx.Event(), ctx.Queue()
        t0 = time.monotonic()
        procs = [ctx.Process(target=run_job, args=(port, fp, PROTOCOL_VERSION, list(range(j, n, args.jobs)), args.think, args.seconds,
                                                   ready[j], go, out)) for j in range(args.jobs)]
        for proc in procs:
            proc.start()
        for r in ready:
            r.wait(600)
        setup = time.monotonic() - t0
        cpu0, w0 = cpu(), time.monotonic()
        go.set()
        results = [out.get(timeout=args.seconds + 120) for _ in procs]
        cpu_used = cpu() - cpu0
        cpu_share = cpu_used / (time.monotonic() - w0)
        for proc in procs:
            proc.join(30)
        status = Path(f"/proc/{hall.pid}/status").read_text()
        hwm = int(re.search(r"VmHWM:\s+(\d+)", status).group(1)) / 1024  # type: ignore[union-attr]
        lat = sorted(x for r in results for x in r["latencies"])
        moves = sum(r["moves"] for r in results)
        done = sum(r["done"] for r in results)
        secs = max(r["seconds"] for r in results)

        shares = ", ".join(f"{r['cpu'] * 100:.0f}%" for r in results)

        def pct(q: float) -> float:
            return lat[min(len(lat) - 1, int(len(lat) * q))] * 1000 if lat else float("nan")

        print(f"tables {n}, clients {sum(r['clients'] for r in results)}, set up in {setup:.1f} s; over {secs:.0f} s: "
              f"moves/s asked {n / args.think:.0f}, sent {moves / secs:.1f}, done {done / secs:.1f}; {len(lat)} views timed, move-to-other-view p50 {pct(0.5):.1f} ms, "
              f"p99 {pct(0.99):.1f} ms; {sum(r['lost'] for r in results)} clients lost; hall memory {hwm:.0f} MiB (VmHWM), hall CPU {cpu_share * 100:.0f}% of a core, "
              f"{cpu_used / max(1, done) * 1000:.2f} CPU s per 1,000 moves done; "
              f"client processes {shares} of a core each; the hall's log: {data / 'hall.log'}")
    finally:
        hall.terminate()
        try:
            hall.wait(20)
        except subprocess.TimeoutExpired:
            hall.kill()
        drain.join(5)
        log_file.close()
        for line in (data / "hall.log").read_text(encoding="utf-8").splitlines():
            if "group commit" in line or "event loop:" in line:  # what the hall says of its disk at the end
                print(line.split(": ", 1)[1])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
