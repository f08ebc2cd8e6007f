"""`mextrain-server`: a table without a display, for a machine that stays on.

    mextrain-server --seats person,person,computer:hard,person --rounds 7 --port 47123 --code WXYZ
    mextrain-server --rules family.json --seats person,person,computer   (a saved rule set, R18)
    mextrain-server --set 9 --doubles free --draw until-fits               (house rules as flags)

People join with the app (Game > Join a Table…); computers take the seats named so.
The game starts by itself once every seat is taken and deals each next round after a
pause. The table (seats, reconnection tokens) and the game are kept in a save file
after every move: started again after a crash or a kill, the server reopens the table
where it stopped and the people's apps reconnect by themselves.
"""
from __future__ import annotations

import argparse
import logging
import signal
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from mextrain.engine import GameOptions, Phase
from mextrain.engine.options import RuleError
from mextrain.net.lobby import LobbySeat, Table, normalise_code
from mextrain.net.messages import LEVELS, SeatState
from mextrain.tools import rule_flags

if TYPE_CHECKING:
    from mextrain.controller.network.host_table import HostTable

log = logging.getLogger("mextrain.server")

COMPUTER_NAMES = ("Ada", "Bruno", "Clara", "Dmytro", "Eva", "Frida", "Gustav", "Hanna")
SAVE_NAME = "server-table.json"


def parse_seats(text: str) -> list[tuple[str, str | None]]:
    """"person,computer:hard,…" as (state, level) pairs; raises ValueError with a plain reason."""
    seats: list[tuple[str, str | None]] = []
    for part in (p.strip().lower() for p in text.split(",")):
        kind, _, level = part.partition(":")
        if kind == "person" and not level:
            seats.append(("person", None))
        elif kind == "computer" and (level or "normal") in LEVELS:
            seats.append(("computer", level or "normal"))
        else:
            raise ValueError(f"{part!r} is not a seat: use person, computer, computer:easy, computer:normal or computer:hard")
    if not 2 <= len(seats) <= 8:
        raise ValueError(f"a table has 2 to 8 seats, not {len(seats)}")
    if all(state == "computer" for state, _ in seats):
        raise ValueError("at least one seat must be for a person")
    return seats


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="mextrain-server", description="Host a Mexican Train table without a display.")
    p.add_argument("--seats", default="person,person,computer,computer",
                   help="one entry a seat: person, computer or computer:easy|normal|hard (default: two of each)")
    p.add_argument("--rounds", type=int,
                   help="a full game (the default: 13 rounds with a double-12 set) or a short one (7 with a double-12)")
    p.add_argument("--starting-run", action="store_true", help="allow the starting run (R10; off by default)")
    rule_flags.add_rule_arguments(p)
    p.add_argument("--port", type=int, default=47123, help="the TCP port to listen on (default 47123)")
    p.add_argument("--address", default="0.0.0.0", help="the address to listen on (default: every interface)")
    p.add_argument("--code", help="the join code (default: a random one of 6 characters)")
    p.add_argument("--name", default="Mexican Train", help="the table's name")
    p.add_argument("--grace", type=float, default=60.0, help="seconds before a computer plays for a person who is away")
    p.add_argument("--stand-in", default="normal", choices=LEVELS, help="the level of that computer")
    p.add_argument("--next-round", type=float, default=8.0, help="seconds between a round's end and the next deal")
    p.add_argument("--pace", default="normal", choices=("slow", "normal", "fast", "instant"),
                   help="how fast computer seats move")
    p.add_argument("--save", type=Path, help=f"the table's save file (default: {SAVE_NAME} in the app's data folder)")
    p.add_argument("--cert", type=Path, help="a certificate for TLS (PEM; default: one the server makes once, "
                   "kept beside the save)")
    p.add_argument("--key", type=Path, help="its private key (PEM)")
    p.add_argument("--fresh", action="store_true", help="set an earlier table aside and start a new one")
    p.add_argument("--linger", type=float, default=30.0, help="seconds the table stays open after the game ends")
    p.add_argument("--no-announce", action="store_true",
                   help="do not list the table on the local network (Join a Table finds it by address only)")
    p.add_argument("--announce-on", action="append", metavar="ADDRESS",
                   help="announce only on the interface of this address (repeatable; default: every interface)")
    return p


def table_options(args: argparse.Namespace, players: int) -> tuple[GameOptions, str | None]:
    """The table's options under the command line's rule set (`--rules`, the flags), a full
    game or `--rounds`; raises ValueError naming the option and the values it allows."""
    options, rule_set = rule_flags.options_from_args(argparse.Namespace(**vars(args), players=players, short=False))
    if args.rounds is not None and args.rounds != options.rounds:
        try:
            options = options.replace(rounds=args.rounds)
        except RuleError as exc:
            raise ValueError(f"--rounds must be {exc.allowed}, not {exc.value!r}") from None
    return options, rule_set


def new_table(args: argparse.Namespace, seats: list[tuple[str, str | None]], options: GameOptions,
              rule_set: str | None) -> Table:
    """The lobby the command line describes, under its rule set (`options_from_args`)."""
    table = Table(args.name, options, code=args.code, grace=args.grace, rule_set=rule_set)
    for i, (state, level) in enumerate(seats):
        if state == "computer":
            table.set_computer(i, level or "normal", COMPUTER_NAMES[i])
    return table


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if "--hall" in argv or "--hall-admin" in argv:  # many tables on one TLS port: mextrain.hall_cli
        from mextrain import hall_cli

        return hall_cli.main([("--admin" if a == "--hall-admin" else a) for a in argv])
    args = _parser().parse_args(argv)
    try:
        seats = parse_seats(args.seats)
        options, rule_set = table_options(args, len(seats))  # R18: refused before anything runs
        if args.code is not None and not 1 <= len(normalise_code(args.code)) <= 16:
            raise ValueError("a join code has 1 to 16 letters and digits")
        if (args.cert is None) != (args.key is None):
            raise ValueError("--cert and --key go together")
    except ValueError as exc:
        print(f"mextrain-server: error: {exc}", file=sys.stderr)
        return 2
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s", stream=sys.stderr)

    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtNetwork import QHostAddress

    from mextrain.controller import GameController, Pace
    from mextrain.controller.network.host_table import HostTable
    from mextrain.files import set_aside
    from mextrain.net import certs
    from mextrain.net.table_save import load_table
    from mextrain.saves import SaveError, data_dir

    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    save_path = args.save or data_dir() / SAVE_NAME
    try:  # every connection is TLS; a certificate nobody signed is trusted by its fingerprint (logged below)
        cert = certs.load(args.cert, args.key) if args.cert else certs.ensure_self_signed(save_path.parent)
    except (OSError, ValueError) as exc:
        print(f"mextrain-server: error: the certificate cannot be used: {exc}", file=sys.stderr)
        return 1
    table, game = None, None
    if save_path.exists() and args.fresh:
        log.info("the earlier table was set aside as %s", set_aside(save_path))
    elif save_path.exists():
        try:
            saved = load_table(save_path)
            table, game = saved.table, saved.game
        except SaveError as exc:
            log.error("the saved table could not be read (%s); kept as %s; starting a new one", exc, exc.kept_as)
        else:
            if game is not None and game.phase is Phase.GAME_OVER:
                log.info("the saved game was over; set aside as %s", set_aside(save_path))
                table, game = None, None
            else:
                log.info("reopening the saved table %r", table.name)
    if table is None:
        table = new_table(args, seats, options, rule_set)

    controller = GameController(pace=Pace(args.pace), animations=False)
    host = HostTable(table, controller, save_path=save_path, stand_in_level=args.stand_in,
                     next_round_ms=int(args.next_round * 1000), certificate=cert)
    host.session.first_asker_sits = True  # nobody here to agree: a freed seat is the first asking watcher's
    try:
        ok = host.listen(args.port, QHostAddress(args.address))
    except ValueError as exc:  # the certificate or its key could not be read by the TLS library
        print(f"mextrain-server: error: the certificate cannot be used: {exc}", file=sys.stderr)
        return 1
    if not ok:
        print(f"mextrain-server: error: cannot listen on {args.address}:{args.port}: {host.transport.error_text}",
              file=sys.stderr)
        return 1
    log.info("table %r on port %d (TLS), join code %s", table.name, host.port, table.code)
    log.info("certificate fingerprint %s (%s)", host.fingerprint, " ".join(certs.fingerprint_words(host.fingerprint)))
    if args.no_announce:
        log.info("not announced on the local network (--no-announce)")
    else:
        announce(host, args.announce_on)
    if len(table.code) < 6:
        log.warning("a join code of %d characters can be guessed; leave --code out for a random one", len(table.code))

    def lobby_changed() -> None:
        log.info("lobby: %s", ", ".join(_seat_text(i, s) for i, s in enumerate(table.seats)))
        if host.game is None and table.full:
            QTimer.singleShot(1000, app, start_when_full)

    def start_when_full() -> None:
        if host.game is None and table.full:
            host.start()

    def round_over() -> None:
        g = controller.game
        assert g is not None  # round_over comes from the game in play
        rec = g.rounds[-1]
        assert rec.result is not None  # the round's record has its result once it is over
        log.info("round %d over (%s): points %s, totals %s", rec.number, rec.result.value, rec.points, g.totals)

    def game_over() -> None:
        g = controller.game
        assert g is not None  # game_over comes from the game in play
        log.info("the game is over: totals %s, won by %s", g.totals, ", ".join(table.seats[w].name for w in g.winners))
        QTimer.singleShot(int(args.linger * 1000), app, stop)

    host.lobby_changed.connect(lobby_changed)
    controller.round_over.connect(round_over)
    controller.game_over.connect(game_over)
    if game is not None:
        host.reopen(game)
    else:
        lobby_changed()

    stopped: list[bool] = []

    def stop(*_: object) -> None:
        if stopped:
            return
        stopped.append(True)
        log.info("stopping: the table is saved in %s", save_path)
        controller.cancel()
        host.save()
        host.close(for_good=False)  # everybody is told (bye: back_later while a game is kept); the loop ends soon
        if not args.no_announce:
            from mextrain.controller.network import discovery

            discovery.shutdown(1.0)  # the local network hears the table is gone
        QTimer.singleShot(300, app, app.quit)

    # The handler only notes the signal: it runs between any two lines of Python, e.g. while the table's
    # transport carries out a move's messages, where closing it would cut every connection before its
    # goodbye (`back_later`) went out; the timer below stops the table between two events instead.
    asked: list[int] = []
    signal.signal(signal.SIGINT, lambda number, _frame: asked.append(number))
    signal.signal(signal.SIGTERM, lambda number, _frame: asked.append(number))
    wake = QTimer(app)  # lets Python run its signal handlers while Qt waits, and then stops
    wake.start(200)
    wake.timeout.connect(lambda: stop() if asked else None)
    app.exec()
    controller.shutdown()
    return 0


def announce(host: HostTable, interfaces: list[str] | None) -> None:
    """List the table on the local network like a table hosted from the app (DNS-SD over mDNS).

    A failure (no multicast, zeroconf missing) is logged; the table goes on, joined by address.
    """
    try:
        from mextrain.controller.network.discovery import TableAnnouncer
    except ImportError as exc:
        log.warning("the table cannot be announced on the local network: %s", exc)
        return
    table = host.table
    free = sum(1 for s in table.seats if s.state == SeatState.OPEN)
    announcer = TableAnnouncer(table.name, host.port, len(table.seats), free, host, interfaces=interfaces,
                                fingerprint=host.fingerprint)
    announcer.announced.connect(lambda name: log.info("announced on the local network as %s", name))
    def failed(text: str) -> None:
        if text:
            log.warning("%s", text)

    announcer.error_changed.connect(failed)
    host.announcer = announcer
    announcer.start()
    host.announce()


def _seat_text(index: int, seat: LobbySeat) -> str:
    if seat.state == SeatState.OPEN:
        return f"{index}: open"
    if seat.state == SeatState.COMPUTER:
        return f"{index}: {seat.name} (computer, {seat.level})"
    return f"{index}: {seat.name} ({'connected' if seat.conn is not None else 'away'})"


if __name__ == "__main__":
    raise SystemExit(main())
