"""`python -m mextrain.devtools.review.seat_shots OUTDIR`: PNGs of a networked evening at 1024x600 (issue 31).

In each language (en, de, uk, da) a host's window and a joined window in this one process, over
127.0.0.1: the joined lobby where Ada added Ben ("Ada and Ben (one computer)"), the hand-over cover
at the joined app, a reaction shown beside a seat at both windows, and the React menu. Settings go
to a scratch folder, never to the person's own; the deals are random, the moments are not.
"""
from __future__ import annotations

import argparse
import os
import random
import socket
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from mextrain.devtools.review.screenshots import pump_until

if TYPE_CHECKING:
    from mextrain.ui.window.main_window import MainWindow

LANGUAGES = ("en", "de", "uk", "da")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def net_window(folder: Path, name: str) -> MainWindow:
    """A 1024x600 window for a networked table, its settings and data in `folder`, announcing nothing."""
    from mextrain.controller import Pace
    from mextrain.ui.settings import Settings
    from mextrain.ui.window.main_window import MainWindow

    settings = Settings.at(folder / f"{name}.ini")
    settings.pace = Pace.INSTANT
    w = MainWindow(settings=settings, start_game=False, data_folder=folder / name)
    w.net.announcer_factory = None  # nothing is announced on the machine's network
    w.net.browser_factory = None
    w.resize(1024, 600)
    w.show()
    return w


def _wait(seconds: float) -> None:
    import time

    end = time.monotonic() + seconds
    pump_until(lambda: time.monotonic() >= end, seconds + 5)


def _decisions(w: MainWindow) -> int:
    game = w.controller.game
    return sum(len(r.decisions) for r in game.rounds) if game is not None else 0


def shoot(out: Path, folder: Path, code: str, rng: random.Random) -> list[Path]:
    from PySide6.QtCore import QPoint

    from mextrain.controller.network.host_table import HostTable
    from mextrain.ui.netplay.dialogs import HostSetup, JoinRequest

    a, b = net_window(folder, f"host-{code}"), net_window(folder, f"joined-{code}")
    saved: list[Path] = []

    def save(widget: object, name: str) -> None:
        path = out / f"{name}_{code}.png"
        widget.grab().save(str(path))  # type: ignore[attr-defined]  # a widget
        saved.append(path)

    port = _free_port()
    host = a.net.host_table(HostSetup("Mona", "Kitchen", 4, 7, False, port))
    assert isinstance(host, HostTable)
    b.net.join(JoinRequest("Ada", host.table.code, "127.0.0.1", port))
    pump_until(lambda: b.net.lobby is not None and b.net.joined is not None and b.net.joined.seat is not None)
    b.net.add_person("Ben")
    pump_until(lambda: b.net.lobby is not None and bool(b.net.lobby.together.text()))
    lobby = b.net.lobby
    assert lobby is not None
    lobby.resize(lobby.sizeHint())
    _wait(0.3)
    save(lobby, "lobby_one_computer")
    host.fill_with_computers("normal", ["Cy"])
    start = a.net.lobby.start_button if a.net.lobby is not None else None
    assert start is not None
    start.click()
    pump_until(lambda: b.play is b.net.game and b.net.reactions is not None and a.net.reactions is not None)
    game = a.controller.game
    assert game is not None
    for _ in range(400):  # play until the computer is handed to Ada or Ben on their turn, a few moves in
        pump_until(lambda: bool(a.play.local_legal()) or bool(b.play.local_legal()) or b.handover.isVisible())
        if b.handover.isVisible():
            if game.current_seat == b.play.local_seat and _decisions(a) > 3:
                break
            b.handover.button.click()
            continue
        for w in (a, b):
            legal = w.play.local_legal()
            if legal:
                before = _decisions(a)
                w.play.submit(rng.choice(legal))
                pump_until(lambda before=before: _decisions(a) > before)  # type: ignore[misc]
                break
    _wait(0.3)
    save(b, "handover_joined")
    b.handover.button.click()
    reactions_a, reactions_b = a.net.reactions, b.net.reactions
    assert reactions_a is not None and reactions_b is not None
    reactions_b.send("nice_move")
    pump_until(lambda: bool(reactions_a.shown))
    _wait(2.1)  # one a seat every 2 s
    reactions_a.send("thumbs_up")
    pump_until(lambda: 0 in reactions_b.shown and 0 in reactions_a.shown)
    _wait(0.2)
    save(a, "reaction_host")
    save(b, "reaction_joined")
    menu = reactions_b.menu
    menu.popup(reactions_b.button.mapToGlobal(QPoint(0, reactions_b.button.height())))
    _wait(0.3)
    save(menu, "reactions_menu")
    menu.hide()
    a.net.end()
    b.net.end()
    a.close()
    b.close()
    _wait(0.2)
    return saved


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("outdir", type=Path)
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("MEXTRAIN_NO_SOUND_DEVICE", "1")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from mextrain import i18n
    from mextrain.identity import configure_application

    app = QApplication.instance() or QApplication(sys.argv[:1])
    if isinstance(app, QApplication):
        configure_application(app)
    args.outdir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="mextrain-shots-") as scratch:
        folder = Path(scratch)
        i18n.install(settings=QSettings(str(folder / "language.ini"), QSettings.Format.IniFormat))
        rng = random.Random(31)
        for code in LANGUAGES:
            i18n.switch_language(code)
            for path in shoot(args.outdir, folder, code, rng):
                print(path)
        i18n.switch_language("en")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
