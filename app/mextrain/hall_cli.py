"""`mextrain-hall` (also `mextrain-server --hall`): many tables on one TLS port, for a rented machine.

    mextrain-hall --data /var/lib/mextrain-hall --port 47124 [--cert fullchain.pem --key privkey.pem]
    mextrain-hall --admin /var/lib/mextrain-hall list | close CODE | ban ADDRESS | unban ADDRESS
    mextrain-hall --data /var/lib/mextrain-hall/2 --port 47202 --hall-number 2 --route 2.hall.example.org:47124 \
        --proxy-from 127.0.0.1 --agent-port 47302 --cert farm.pem --key farm.key      # one hall of a farm
    mextrain-hall --new-certificate /etc/mextrain-hall     # a farm's one certificate, made once

Without --cert/--key the hall makes its own certificate once (kept in the data folder) and logs
its fingerprint, which invitations carry. resources/docs/hall.md says how to run it.
"""
from __future__ import annotations

import argparse
import asyncio
import logging
import os
import signal
import sys
import time
from collections.abc import Coroutine, Sequence
from pathlib import Path
from typing import Any

from mextrain.net.hall import FARM_HALLS, Farm, HallLimits, Route

DEFAULT_PORT = 47124


def _route(text: str) -> Route:
    try:
        return Route.parse(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _parser() -> argparse.ArgumentParser:
    d = HallLimits()
    p = argparse.ArgumentParser(prog="mextrain-hall", description="A hall of Mexican Train tables on one TLS port.")
    p.add_argument("--hall", action="store_true", help=argparse.SUPPRESS)  # as `mextrain-server --hall`
    p.add_argument("--data", type=Path, help="the hall's folder: tables, records, certificate, bans, admin socket")
    p.add_argument("--admin", type=Path, metavar="DATA", help="send a command to the hall running with this folder")
    p.add_argument("command", nargs="*", help="with --admin: list | close CODE | ban ADDRESS | unban ADDRESS")
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"the TCP port (default {DEFAULT_PORT})")
    p.add_argument("--address", default="0.0.0.0", help="the address to listen on (default: every interface)")
    p.add_argument("--cert", type=Path, help="the administrator's certificate (PEM, e.g. Let's Encrypt's fullchain.pem)")
    p.add_argument("--key", type=Path, help="its private key (PEM)")
    p.add_argument("--pace", default="normal", choices=("slow", "normal", "fast", "instant"),
                   help="how fast computer seats move")
    p.add_argument("--next-round", type=float, default=8.0, help="seconds between a round's end and the next deal")
    p.add_argument("--new-certificate", type=Path, metavar="FOLDER",
                   help="make a certificate in FOLDER (tls-cert.pem, tls-key.pem) for every hall of a farm, print its "
                        "fingerprint, and stop (an existing one is kept and shown)")
    farm = p.add_argument_group("several halls behind a balancer (resources/docs/hall.md, \"Beyond one machine\")")
    farm.add_argument("--hall-number", type=int, default=0, metavar="N",
                      help=f"this hall's number in the farm (1-{FARM_HALLS}): every code it draws begins with a letter "
                           "of its own")
    farm.add_argument("--route", type=_route, metavar="NAME:PORT",
                      help="this hall's own public address (the name or port the balancer sends to it alone): the "
                           "app of a table made here comes back there and invites people there")
    farm.add_argument("--proxy-from", action="append", default=[], metavar="ADDRESS",
                      help="a balancer's address: its connections begin with a PROXY v2 header naming the person's "
                           "address, which the limits count (HAProxy: send-proxy-v2); may be given again")
    farm.add_argument("--agent-port", type=int, metavar="PORT",
                      help="answer HAProxy's agent-check on this port (on --agent-address): the room for new tables, "
                           "'drain' when full")
    farm.add_argument("--agent-address", default="127.0.0.1", metavar="ADDRESS",
                      help="the agent port's address (default 127.0.0.1)")
    lim = p.add_argument_group("limits (resources/docs/hall.md)")
    lim.add_argument("--max-tables", type=int, default=d.tables, help=f"tables in all ({d.tables})")
    lim.add_argument("--tables-per-address", type=int, default=d.tables_per_address)
    lim.add_argument("--connections-per-address", type=int, default=d.connections_per_address)
    lim.add_argument("--handshakes-per-address", type=int, default=d.handshakes_per_address)
    lim.add_argument("--handshakes", type=int, default=d.handshakes, help="handshakes of all addresses together")
    lim.add_argument("--rate", type=float, default=d.rate, help="messages a second a connection may send")
    lim.add_argument("--burst", type=float, default=d.burst, help="... and at once")
    lim.add_argument("--max-message", type=int, default=d.max_frame, help="bytes in one message")
    keep = p.add_argument_group("keep times, in hours")
    keep.add_argument("--game-kept", type=float, default=d.game_kept / 3600, help="a game after the last person left")
    keep.add_argument("--lobby-kept", type=float, default=d.lobby_kept / 3600, help="a lobby nobody is in")
    keep.add_argument("--table-max", type=float, default=d.table_max / 3600, help="any table")
    keep.add_argument("--record-kept", type=float, default=d.record_kept / 3600, help="a finished game's record")
    return p


def limits_of(args: argparse.Namespace) -> HallLimits:
    return HallLimits(args.max_tables, args.tables_per_address, args.connections_per_address,
                      args.handshakes_per_address, args.handshakes, args.rate, args.burst, args.max_message,
                      args.game_kept * 3600, args.lobby_kept * 3600, args.table_max * 3600, args.record_kept * 3600)


def farm_of(args: argparse.Namespace) -> Farm:
    """The hall's place in a farm (ValueError: a flag that cannot be)."""
    import ipaddress

    addresses = [ipaddress.ip_address(a) for a in args.proxy_from]
    # as the hall writes a peer: an IPv4 address mapped into IPv6 as the IPv4 one
    proxies = frozenset(str(a.ipv4_mapped if isinstance(a, ipaddress.IPv6Address) and a.ipv4_mapped else a)
                        for a in addresses)
    return Farm(args.hall_number, args.route, proxies)


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.new_certificate is not None:
        from mextrain.net import certs

        try:
            made = certs.ensure_self_signed(args.new_certificate, "Mexican Train hall")
        except OSError as exc:
            print(f"mextrain-hall: error: {exc}", file=sys.stderr)
            return 1
        print(f"{args.new_certificate / certs.CERT_NAME}, {args.new_certificate / certs.KEY_NAME}: fingerprint "
              f"{made.fingerprint} ({' '.join(certs.fingerprint_words(made.fingerprint))})")
        return 0
    if args.admin is not None:
        from mextrain.hall.admin import admin_command

        try:
            print(admin_command(args.admin, args.command or ["list"]), end="")
        except OSError as exc:
            print(f"mextrain-hall: {exc}", file=sys.stderr)
            return 1
        return 0
    if args.data is None:
        print("mextrain-hall: error: --data FOLDER is needed (where the tables are kept)", file=sys.stderr)
        return 2
    if (args.cert is None) != (args.key is None):
        print("mextrain-hall: error: --cert and --key go together", file=sys.stderr)
        return 2
    try:
        farm = farm_of(args)
    except ValueError as exc:
        print(f"mextrain-hall: error: {exc}", file=sys.stderr)
        return 2
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s", stream=sys.stderr)
    profile = os.environ.get("MEXTRAIN_HALL_PROFILE")  # a file: cProfile of the event loop (devtools/bench/hall.py)
    if profile:
        import cProfile

        with cProfile.Profile(time.thread_time) as prof:  # the loop thread's CPU, not the wall clock
            code = _run(_serve(args, farm))
        prof.dump_stats(profile)
        return code
    return _run(_serve(args, farm))


def _run(main: Coroutine[Any, Any, int]) -> int:
    """The hall's loop: uvloop's (libuv, in C) when it is installed, else asyncio's own; the same loop to
    the hall (`MEXTRAIN_HALL_LOOP=asyncio` chooses asyncio's). resources/docs/hall.md, "How many tables"."""
    if os.environ.get("MEXTRAIN_HALL_LOOP", "uvloop") != "asyncio":
        try:
            import uvloop
        except ImportError:
            pass
        else:
            return int(uvloop.run(main))
    return asyncio.run(main)


async def _serve(args: argparse.Namespace, farm: Farm) -> int:
    from mextrain.hall.server import Hall
    from mextrain.net import certs
    from mextrain.table_setup import Pace

    log = logging.getLogger("mextrain.hall")
    log.info("event loop: %s", type(asyncio.get_running_loop()).__module__.split(".")[0])
    try:
        cert = certs.load(args.cert, args.key) if args.cert else certs.ensure_self_signed(args.data, "Mexican Train hall")
        hall = Hall(args.data, cert, limits_of(args), pace=Pace(args.pace), next_round_ms=int(args.next_round * 1000),
                    farm=farm)
    except (OSError, ValueError) as exc:
        print(f"mextrain-hall: error: {exc}", file=sys.stderr)
        return 1
    fp = cert.fingerprint
    log.info("certificate fingerprint %s (%s)", fp, " ".join(certs.fingerprint_words(fp)))
    hall.reopen_all()
    if not await hall.listen(args.port, args.address):
        return 1
    if args.agent_port is not None and not await hall.listen_agent(args.agent_port, args.agent_address):
        return 1
    if farm.number or farm.route or farm.proxies:
        log.info("hall %d of a farm: codes beginning with %s, route %s, PROXY headers from %s", farm.number,
                 farm.letter or "any letter", farm.route or "the address the app used",
                 ", ".join(sorted(farm.proxies)) or "nobody")
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for number in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(number, stop.set)
    await stop.wait()
    log.info("stopping: every table is saved in %s", args.data)
    hall.close()
    await asyncio.sleep(0.3)  # the goodbyes leave
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
