"""How many tables one hall holds: a load generator from protocol.md alone (standard library only).

    python -m mextrain.devtools.bench.hall --tables 50 --seconds 60 --jobs 2 [--think 2.0]

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
there, not at the hall). Bounded: at most 1,000 tables, 600 s, loopback only.

    python -m mextrain.devtools.bench.hall --farm 2 --tables 200 --seconds 60 --jobs 2

With `--farm K`, K halls (hall numbers 1..K, each its own process, data folder and code letter, told
its route and to read PROXY headers from 127.0.0.1) behind HAProxy (`haproxy` on the PATH), configured as
packaging/hall/haproxy.cfg is (TCP, TLS untouched, SNI routing, leastconn among halls with room by
their agent ports, send-proxy-v2), on 127.0.0.1: every table is made through the farm's name and each
guest and admin connection goes by the route its hall answered, as the app does. Printed besides: each
hall's and HAProxy's CPU (from /proc/PID/stat) over the measured time, and moves per CPU-second for each
hall (its tables' moves), for HAProxy (all moves) and for the farm as a whole, so that the capacity of a
core times the cores is a measured figure.
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
import shutil
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
MAX_TABLES, MAX_SECONDS = 1000, 600
FARM_NAME = "hall.example.org"  # sent as SNI only: every connection goes to 127.0.0.1
MAX_FARM = 4
CODE_LETTERS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # net/lobby.py's CODE_ALPHABET: hall k's codes begin with letter k
HEADER = struct.Struct(">I")


def frame(msg: dict[str, Any]) -> bytes:
    body = json.dumps(msg, separators=(",", ":")).encode()
    return HEADER.pack(len(body)) + body


class Client:
    def __init__(self, port: int, fp: str, name: str, table: int, job: Job, sni: str | None = None) -> None:
        ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
        ctx.check_hostname, ctx.verify_mode = False, ssl.CERT_NONE
        raw = socket.create_connection((HOST, port), timeout=20)
        raw.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)  # as the app's sockets (LowDelayOption)
        self.sock = ctx.wrap_socket(raw, server_hostname=sni)  # a farm: the name HAProxy routes by
        if hashlib.sha256(self.sock.getpeercert(binary_form=True) or b"").hexdigest() != fp:
            raise SystemExit("the hall's certificate is not the one it logged")
        self.sock.setblocking(False)
        self.name, self.table, self.job = name, table, job
        self.buf = bytearray()
        self.seat: int | None = None
        self.due: tuple[float, dict[str, Any]] | None = None
        self.code = self.host_token = ""
        self.route: tuple[str, int] | None = None  # a farm's hall names its own (table_created)
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
            if "route" in msg:
                self.route = (msg["route"]["host"], msg["route"]["port"])
        elif kind == "view":
            if msg["turn"] > self.seen_turn:
                self.seen_turn = msg["turn"]
                sent = self.job.sent.get((self.table, msg["turn"] - 1))
                if sent is not None and sent[1] != self.seat and self.job.measuring and self.table not in self.job.hard:
                    self.job.latencies.append(now - sent[0])
                    self.job.when.append(sent[0])
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
            letter = self.code[:1] or "?"
            self.job.done_by[letter] = self.job.done_by.get(letter, 0) + 1


class Job:
    def __init__(self, think: float, hard: set[int] | None = None) -> None:
        self.think = think
        self.hard = hard or set()  # tables of one client and three Hard computers (their views not timed)
        self.sent: dict[tuple[int, int], tuple[float, int]] = {}
        self.latencies: list[float] = []
        self.when: list[float] = []  # when each timed move was sent (time.monotonic: one clock for every process)
        self.moves = 0
        self.done = 0  # moves the hall answered ok
        self.done_by: dict[str, int] = {}  # ... by the first letter of the table's code (a farm: its hall)
        self.games = 0
        self.measuring = False


def run_job(port: int, fp: str, protocol: int, tables: list[int], think: float, seconds: float, ready: Any, go: Any,
            out: Any, farm: bool = False, hard: tuple[int, ...] = ()) -> None:
    job = Job(think, set(hard))
    sel = selectors.DefaultSelector()
    clients: list[Client] = []

    def pump(c: Client, want: str) -> dict[str, Any]:
        end = time.monotonic() + 20
        sel.register(c.sock, selectors.EVENT_READ, c)
        try:
            while True:
                for msg in c.read():
                    c.handle(msg, time.monotonic())
                    if msg["type"] == want:
                        return msg
                if want is None or c.closed or time.monotonic() > end:
                    raise SystemExit(f"{c.name}: no {want} from the hall")
                drain(0.05)
        finally:
            sel.unregister(c.sock)

    def drain(wait: float) -> None:
        """Every client of the tables made so far that has something to read reads it (answers its pings:
        else, while the other tables are set up, the hall finds it dead after 6 s)."""
        for key, _ in sel.select(wait):
            other = key.data
            if other in ready_clients:
                for msg in other.read():
                    other.handle(msg, time.monotonic())

    ready_clients: set[Client] = set()

    proto = {"protocol": protocol, "app": "0.1.0"}
    for t in tables:
        host = Client(port, fp, f"H{t}", t, job, sni=FARM_NAME if farm else None)
        host.send({"type": "create_table", **proto, "name": f"H{t}", "table": f"Table {t}",
                   "options": {"players": 4, "rounds": 13, "starting_run": False}})
        pump(host, "welcome")
        if farm and host.route is None:
            raise SystemExit("a hall of the farm named no route")
        sni = host.route[0] if host.route is not None else None  # its hall's name, at the same balancer
        where = port
        group = [host]
        for k in range(0 if t in job.hard else 3):
            g = Client(where, fp, f"G{t}-{k}", t, job, sni=sni)
            g.code = host.code
            g.send({"type": "hello", **proto, "name": f"G{t}-{k}", "code": host.code})
            pump(g, "welcome")
            group.append(g)
        clients += group
        for c in group:  # from now on read whenever they have something (drain)
            sel.register(c.sock, selectors.EVENT_READ, c)
            ready_clients.add(c)
        if t in job.hard:  # three Hard computers beside the client
            admin = Client(where, fp, "admin", t, job, sni=sni)
            admin.send({"type": "table_admin", **proto, "code": host.code, "host_token": host.host_token, "action": "fill",
                        "level": "hard"})
            pump(admin, "table_admin_result")
            admin.sock.close()
        admin = Client(where, fp, "admin", t, job, sni=sni)
        admin.send({"type": "table_admin", **proto, "code": host.code, "host_token": host.host_token, "action": "start"})
        pump(admin, "table_admin_result")
        admin.sock.close()
        drain(0)
    ready.set()
    while not go.wait(0.05):  # the other jobs still set up their tables: these ones' pings are answered
        drain(0)
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
    out.put({"cpu": (time.process_time() - cpu0) / (time.monotonic() - started), "moves": job.moves, "done": job.done, "lost": sum(c.closed for c in clients), "latencies": job.latencies, "when": job.when, "games": job.games, "clients": len(clients),
             "seconds": time.monotonic() - started, "done_by": job.done_by})


class HallRun:
    """One hall process: its port, its agent port (a farm's), and its log kept drained in a file."""

    def __init__(self, data: Path, argv: list[str], tree: Path | None = None) -> None:
        self.data = data
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
        if tree is not None:  # another checkout's hall (`--against`): its app/ ahead of this one's
            env["PYTHONPATH"] = os.pathsep.join([str(tree / "app"), *filter(None, [env.get("PYTHONPATH")])])
        self.proc = subprocess.Popen([sys.executable, "-m", "mextrain.hall_cli", "--data", str(data), *argv],
                                     stderr=subprocess.PIPE, text=True, env=env)
        self.port = self.agent = 0
        self.fp = ""
        assert self.proc.stderr is not None
        for line in self.proc.stderr:
            if (m := re.search(r"fingerprint ([0-9a-f]{64})", line)) is not None:
                self.fp = m.group(1)
            if (m := re.search(r"agent port .* on [0-9.]+:(\d+)", line)) is not None:
                self.agent = int(m.group(1))
            if (m := re.search(r"the hall listens on [0-9.]+:(\d+)", line)) is not None:
                self.port = int(m.group(1))
                if "--agent-port" not in argv:
                    break
            if self.port and self.agent:
                break
        self.log_file = (data / "hall.log").open("w", encoding="utf-8")  # kept drained, and kept: why a client was lost
        self.drain = threading.Thread(target=lambda: [self.log_file.write(line) for line in self.proc.stderr or ()],
                                      daemon=True)
        self.drain.start()

    def stop(self) -> list[str]:
        """TERM, then what the hall said of its disk and its loop at the end."""
        self.proc.terminate()
        try:
            self.proc.wait(20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        self.drain.join(5)
        self.log_file.close()
        return [line.split(": ", 1)[1] for line in (self.data / "hall.log").read_text(encoding="utf-8").splitlines()
                if "group commit" in line or "the hall's log:" in line or "event loop:" in line or "event loop thread:" in line or "CPU: " in line]


def cpu_of(pid: int) -> float:
    """CPU seconds (user and system, every thread) of a process so far, from /proc/PID/stat."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def haproxy_config(port: int, halls: list[HallRun]) -> str:
    """packaging/hall/haproxy.cfg's farm on 127.0.0.1: its frontend, its SNI routes, its new_tables backend
    (leastconn, the halls' agents) and one backend a hall, with the same server options."""
    lines = ["global", "    log stdout format raw daemon notice", "defaults", "    mode tcp", "    maxconn 20000",
             "    timeout connect 5s", "    timeout client 90s", "    timeout server 90s", "    retries 2",
             "    option redispatch", "frontend halls", f"    bind {HOST}:{port}", "    tcp-request inspect-delay 5s",
             "    tcp-request content accept if { req.ssl_hello_type 1 }"]
    lines += [f"    use_backend hall{k:02d} if {{ req.ssl_sni -i {k:02d}.{FARM_NAME} }}" for k in range(1, len(halls) + 1)]
    lines += ["    default_backend new_tables", "backend new_tables", "    balance leastconn",
              "    default-server weight 100 send-proxy-v2 check check-send-proxy inter 1s fall 2 rise 1 agent-check "
              "agent-inter 1s"]
    lines += [f"    server hall{k:02d} {HOST}:{h.port} agent-port {h.agent}" for k, h in enumerate(halls, 1)]
    for k, h in enumerate(halls, 1):
        lines += [f"backend hall{k:02d}", f"    server hall{k:02d} {HOST}:{h.port} send-proxy-v2 check check-send-proxy "
                  "inter 1s fall 2 rise 1"]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--tables", type=int, default=50)
    p.add_argument("--seconds", type=float, default=60.0)
    p.add_argument("--think", type=float, default=2.0, help="seconds a client thinks before a move (on average)")
    p.add_argument("--jobs", type=int, default=2, help="client processes")
    p.add_argument("--hard", type=int, default=0, metavar="K",
                   help="K more tables of one client and three Hard computers, thinking all the while (the other "
                        "tables' views are timed, not theirs: how much a thinking computer delays another table)")
    p.add_argument("--farm", type=int, default=0, metavar="K", help=f"K halls behind HAProxy (1-{MAX_FARM}; 0: one hall alone)")
    p.add_argument("--own-core", action="store_true",
                   help="the hall's process on the last CPU alone, the client processes (and this one) on the others: "
                        "the load generator does not take the hall's core (Linux, 2 CPUs or more)")
    p.add_argument("--against", type=Path, action="append", default=[], metavar="TREE",
                   help="first the same load on the hall of another checkout (its app/), e.g. a worktree of the old "
                        "Qt hall; then this one's; the moves per CPU-second of each side by side (repeatable)")
    args = p.parse_args(argv)
    if not 0 <= args.hard <= 100:
        p.error("0-100 tables of Hard computers")
    if not 1 <= args.tables <= MAX_TABLES or not 1 <= args.seconds <= MAX_SECONDS or not 1 <= args.jobs <= 4:
        p.error(f"1-{MAX_TABLES} tables, 1-{MAX_SECONDS} s, 1-4 jobs")
    if not 0 <= args.farm <= MAX_FARM:
        p.error(f"a farm of 1-{MAX_FARM} halls")
    if args.farm and shutil.which("haproxy") is None:
        p.error("--farm needs HAProxy: apt-get install -y haproxy")
    if args.farm and args.against:
        p.error("--against compares one hall with another (no --farm)")
    if args.own_core and (args.farm or not hasattr(os, "sched_setaffinity") or len(os.sched_getaffinity(0)) < 2):
        p.error("--own-core needs one hall (no --farm), Linux and 2 CPUs or more")
    args.cpus = sorted(os.sched_getaffinity(0)) if args.own_core else []  # (before a run narrows this process's)
    try:
        figures = [(str(tree), bench(args, tree)) for tree in args.against]
        figures.append(("this checkout", bench(args, None)))
    finally:
        if args.cpus:
            os.sched_setaffinity(0, set(args.cpus))  # this process's CPUs as they were (bench.hall_figures runs again)
    if len(figures) > 1:
        print("side by side, the same load (moves per CPU-second of the hall process: its own CPU time, user and "
              "system, every thread, from /proc, so the figure holds on a busy machine):")
        for name, rate in figures:
            print(f"  {rate:8.0f} moves per CPU-second  {rate / figures[0][1]:.2f}x  {name}")
    return 0


def bench(args: argparse.Namespace, tree: Path | None) -> float:
    """One run of the load against one hall (or farm); its figures printed; the halls' moves per CPU-second."""
    from mextrain.net.messages import PROTOCOL_VERSION  # the one thing taken from the package

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)  # 4 connections a table on each side
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, 8 * args.tables + 256)), hard))

    data = Path(tempfile.mkdtemp(prefix="bench-hall-"))
    n = args.tables + args.hard
    hard_tables = tuple(range(args.tables, n))
    limits = ["--address", HOST, "--port", "0", "--max-tables", str(n), "--tables-per-address", str(n),
              "--connections-per-address", str(5 * n + 16), "--handshakes-per-address", "64", "--next-round", "2"]
    halls: list[HallRun] = []
    haproxy: subprocess.Popen[bytes] | None = None
    try:
        if args.farm:
            subprocess.run([sys.executable, "-m", "mextrain.hall_cli", "--new-certificate", str(data / "farm")],
                           check=True, capture_output=True)
            with socket.socket() as s:  # a free port for the balancer
                s.bind((HOST, 0))
                port = s.getsockname()[1]
            for k in range(1, args.farm + 1):
                (data / f"{k:02d}").mkdir()
                halls.append(HallRun(data / f"{k:02d}", [*limits, "--hall-number", str(k), "--route",
                                                          f"{k:02d}.{FARM_NAME}:{port}", "--proxy-from", HOST,
                                                          "--agent-port", "0", "--agent-address", HOST,
                                                          "--cert", str(data / "farm" / "tls-cert.pem"),
                                                          "--key", str(data / "farm" / "tls-key.pem")]))
            (data / "haproxy.cfg").write_text(haproxy_config(port, halls))
            haproxy = subprocess.Popen(["haproxy", "-db", "-f", str(data / "haproxy.cfg")],
                                       stdout=(data / "haproxy.log").open("wb"), stderr=subprocess.STDOUT)
            for _ in range(100):
                with socket.socket() as s:
                    if s.connect_ex((HOST, port)) == 0:
                        break
                time.sleep(0.1)
            fp = halls[0].fp
        else:
            halls.append(HallRun(data, limits, tree))
            port, fp = halls[0].port, halls[0].fp
        if args.own_core:  # the hall (every thread: the affinity of a process's threads made so far) on the last CPU
            cpus = args.cpus
            for tid in os.listdir(f"/proc/{halls[0].proc.pid}/task"):
                os.sched_setaffinity(int(tid), {cpus[-1]})
            os.sched_setaffinity(0, set(cpus[:-1]))  # this process and the client processes it spawns: the others
        ctx = multiprocessing.get_context("spawn")
        ready = [ctx.Event() for _ in range(args.jobs)]
        go, out = ctx.Event(), ctx.Queue()
        t0 = time.monotonic()
        procs = [ctx.Process(target=run_job, args=(port, fp, PROTOCOL_VERSION, list(range(j, n, args.jobs)), args.think,
                                                   args.seconds, ready[j], go, out, bool(args.farm), hard_tables))
                 for j in range(args.jobs)]
        for proc in procs:
            proc.start()
        for r in ready:
            r.wait(600)
        setup = time.monotonic() - t0
        pids = [h.proc.pid for h in halls] + ([haproxy.pid] if haproxy is not None else [])
        cpu0, w0 = [cpu_of(pid) for pid in pids], time.monotonic()
        go.set()
        results = [out.get(timeout=args.seconds + 120) for _ in procs]
        wall = time.monotonic() - w0
        used = [cpu_of(pid) - c0 for pid, c0 in zip(pids, cpu0)]
        for proc in procs:
            proc.join(30)
        hwm = [int(re.search(r"VmHWM:\s+(\d+)", Path(f"/proc/{h.proc.pid}/status").read_text()).group(1)) / 1024  # type: ignore[union-attr]
               for h in halls]
        lat = sorted(x for r in results for x in r["latencies"])
        if os.environ.get("BENCH_HALL_LATENCIES"):  # every timed view: when its move was sent, and its latency
            with open(os.environ["BENCH_HALL_LATENCIES"], "w", encoding="ascii") as f:
                f.writelines(f"{w:.4f} {x:.4f}\n" for r in results for w, x in zip(r["when"], r["latencies"]))
        moves = sum(r["moves"] for r in results)
        done = sum(r["done"] for r in results)
        secs = max(r["seconds"] for r in results)
        done_by: dict[str, int] = {}
        for r in results:
            for letter, k in r["done_by"].items():
                done_by[letter] = done_by.get(letter, 0) + k

        shares = ", ".join(f"{r['cpu'] * 100:.0f}%" for r in results)

        def pct(q: float) -> float:
            return lat[min(len(lat) - 1, int(len(lat) * q))] * 1000 if lat else float("nan")

        if tree is not None:
            print(f"the hall of {tree}:")
        print(f"tables {args.tables}{f' and {args.hard} of Hard computers' if args.hard else ''}, clients {sum(r['clients'] for r in results)}, set up in {setup:.1f} s; over {secs:.0f} s: "
              f"moves/s asked {n / args.think:.0f}, sent {moves / secs:.1f}, done {done / secs:.1f}; {len(lat)} views timed, move-to-other-view p50 {pct(0.5):.1f} ms, "
              f"p99 {pct(0.99):.1f} ms; {sum(r['lost'] for r in results)} clients lost; hall memory {max(hwm):.0f} MiB (VmHWM), hall CPU {sum(used[:len(halls)]) / wall * 100:.0f}% of a core, "
              f"{sum(used[:len(halls)]) / max(1, done) * 1000:.2f} CPU s per 1,000 moves done; "
              f"client processes {shares} of a core each; the hall's log: {halls[0].data / 'hall.log'}")
        if args.farm:
            for k, (h, cpu) in enumerate(zip(halls, used), 1):
                mine = done_by.get(CODE_LETTERS[k - 1], 0)
                print(f"  hall {k:02d}: {mine / secs:.1f} moves/s done, CPU {cpu / wall * 100:.0f}% of a core, "
                      f"{mine / max(cpu, 1e-9):.0f} moves per CPU-second, memory {hwm[k - 1]:.0f} MiB")
            proxy_cpu = used[-1]
            print(f"  HAProxy: CPU {proxy_cpu / wall * 100:.0f}% of a core, {done / max(proxy_cpu, 1e-9):.0f} moves per "
                  f"CPU-second (all {done / secs:.1f} moves/s through it)")
            print(f"  the farm: {done / max(sum(used), 1e-9):.0f} moves per CPU-second of its {len(halls)} halls and HAProxy "
                  f"together ({sum(used) / wall * 100:.0f}% of a core in all)")
    finally:
        if haproxy is not None:
            haproxy.terminate()
            haproxy.wait(10)
        for k, h in enumerate(halls, 1):
            for line in h.stop():  # what the hall says of its disk at the end
                print(f"hall {k:02d}: {line}" if args.farm else line)
    return float(done / max(sum(used[:len(halls)]), 1e-9))


if __name__ == "__main__":
    raise SystemExit(main())
