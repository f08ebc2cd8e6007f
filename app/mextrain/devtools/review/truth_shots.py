"""`python -m mextrain.devtools.review.truth_shots OUTDIR [--lang CODE]`: issue 38's pictures at 1024x600.

In each language (en, de, uk, da), every window at 1024x600 with its dialog drawn over its middle
as a window manager shows it (the dialogs are windows of their own: the picture is the window's
grab with the dialog's grab laid over it): the rule-set editor and New Game with four house rules
(Oma's rules), Help > Rules in a double-9 game, the first-contact words at a typed address, the
host's Quit question, the Join dialog's refusal of a started table, a watcher's Take a Seat, and
the Play Again question at a computer shared by two people. The network is real sockets on
127.0.0.1 only. Settings and data go to a scratch folder, never to the person's own. A scene that
does not get there in time is named on stderr and the others are still taken.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import socket
import sys
import tempfile
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from mextrain.devtools.review.screenshots import pump_until, save, settle
from mextrain.devtools.review.seat_shots import net_window

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from mextrain.ui.window.main_window import MainWindow

LANGUAGES = ("en", "de", "uk", "da")
SIZE = (1024, 600)
OMA = {"set": 15, "doubles": "free", "draw": "until_fits", "zero_zero": 0}  # four house rules


def _free_port() -> int:
    """A port below the kernel's ephemeral range (where bind(0) draws, and so every other socket of the
    machine): none can take it between this choice and the host's listen. Tests choose in 20000-32000."""
    ports = list(range(17000, 20000))
    random.Random(os.getpid()).shuffle(ports)
    for port in ports:
        if port in _USED:
            continue
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
        _USED.add(port)
        return port
    raise OSError("no free port in 17000-19999")


_USED: set[int] = set()


def _close(*windows: MainWindow) -> None:
    for w in windows:
        w.net.end()
        w.close()
    settle(0.2)


def house_rules(out: Path, folder: Path, code: str) -> list[Path]:
    """New Game with Oma's four house rules, its rule-set editor, Help > Rules in a double-9 game."""
    from mextrain.engine.options import STANDARD_RULES
    from mextrain.ui.rules.store import FOLDER_NAME, RuleSet, RuleSets
    from mextrain.ui.settings import GameSetup

    RuleSets(folder / f"rules-{code}" / FOLDER_NAME).save(RuleSet("Oma", {**STANDARD_RULES, **OMA}))
    w = net_window(folder, f"rules-{code}")
    saved = []
    setup = GameSetup(players=4, rounds=8, kinds=["random"] * 7, rule_set="Oma", house=dict(OMA))
    w.settings.save_setup(setup)  # the choice New Game remembers
    w.start_game(setup, 15)
    pump_until(lambda: bool(w.controller.local_legal()))
    dialog = w.show_new_game_dialog()
    saved.append(save(w, out / f"new_game_four_house_rules_{code}.png", overlay=dialog))
    editor = dialog.edit_rules()
    saved.append(save(w, out / f"rules_editor_{code}.png", overlay=editor))
    editor.reject()
    dialog.reject()
    w.start_game(GameSetup(players=4, kinds=["random"] * 7, house={"set": 9}), 5)
    pump_until(lambda: bool(w.controller.local_legal()))
    rules = w.help_ui.show_rules()
    saved.append(save(w, out / f"help_rules_double_9_{code}.png", overlay=rules))
    rules.close()
    _close(w)
    return saved


def _join_by_address(w: MainWindow, name: str, code: str, port: int) -> None:
    from PySide6.QtWidgets import QDialogButtonBox

    dialog = w.net.show_join_dialog()
    assert dialog is not None
    dialog.player_name.setText(name)
    dialog.code.setText(code)
    dialog.address.setText("127.0.0.1")
    dialog.port.setValue(port)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok is not None
    ok.click()


def _first_contact(w: MainWindow) -> QMessageBox:
    from PySide6.QtWidgets import QMessageBox

    pump_until(lambda: isinstance(w.net.message, QMessageBox) and w.net.message.isVisible())
    box = w.net.message
    assert isinstance(box, QMessageBox)
    return box


def _answer(box: QMessageBox, role: QMessageBox.ButtonRole) -> None:
    next(b for b in box.buttons() if box.buttonRole(b) is role).click()


def evening(out: Path, folder: Path, code: str) -> list[Path]:
    """Mona hosts "Kitchen" for two at her screen; Ana joins by a typed address (the first-contact words,
    then Yes); the game starts; Mona's Quit question (answered Stay); Kim's Join is refused (the game has
    started) and she watches; Ana leaves for good, and Kim's side panel offers Take a Seat."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from mextrain.controller.network.host_table import HostTable
    from mextrain.ui.netplay.dialogs import HostSetup

    h, g, k = (net_window(folder, f"{who}-{code}") for who in ("host", "guest", "watcher"))
    saved: list[Path] = []
    port = _free_port()
    host = h.net.host_table(HostSetup("Mona", "Kitchen", 2, 4, False, port, rules={"set": 6}))
    assert isinstance(host, HostTable)
    _join_by_address(g, "Ana", host.table.code, port)
    box = _first_contact(g)
    saved.append(save(g, out / f"first_contact_words_{code}.png", overlay=box))
    _answer(box, QMessageBox.ButtonRole.AcceptRole)
    pump_until(lambda: host.table.full)
    lobby = h.net.lobby
    assert lobby is not None
    lobby.start_button.click()
    pump_until(lambda: g.play is g.net.game and g.play.ready())

    def shoot_quit() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, shoot_quit)
            return
        saved.append(save(h, out / f"host_quit_question_{code}.png", overlay=box))
        _answer(box, QMessageBox.ButtonRole.RejectRole)  # Stay at the Table

    QTimer.singleShot(0, shoot_quit)
    h.menus.quit_action.trigger()

    _join_by_address(k, "Kim", host.table.code, port)
    box = _first_contact(k)
    _answer(box, QMessageBox.ButtonRole.AcceptRole)
    first = k.net.join_dialog
    pump_until(lambda: k.net.join_dialog is not None and k.net.join_dialog is not first
               and k.net.join_dialog.isVisible() and bool(k.net.join_dialog.error.text()))
    refused = k.net.join_dialog
    assert refused is not None
    saved.append(save(k, out / f"join_refused_started_{code}.png", overlay=refused))
    refused.watch_button.click()
    pump_until(lambda: k.play is k.net.game and k.play.ready())
    g.net.end()  # Ana leaves for good: a computer plays her seat, which Kim may take
    pump_until(lambda: host.table.seats[1].freed)
    pump_until(lambda: k.net.evening.bar is not None and k.net.evening.bar.isVisible()
               and k.net.evening.bar.button.isVisible())
    saved.append(save(k, out / f"watcher_take_seat_{code}.png"))
    _close(k, g, h)
    return saved


def play_again_shared(out: Path, folder: Path, code: str, rng: random.Random) -> list[Path]:
    """Ada and Ben at one joined computer play a short double-6 game (4 rounds) with Mona and a computer to its
    end; Mona asks to play again, and Ada's question comes first at their computer."""
    from PySide6.QtWidgets import QMessageBox

    from mextrain.controller.network.host_table import HostTable
    from mextrain.engine import Phase
    from mextrain.ui.netplay.dialogs import HostSetup, JoinRequest

    h, s = net_window(folder, f"again-host-{code}"), net_window(folder, f"again-shared-{code}")
    port = _free_port()
    host = h.net.host_table(HostSetup("Mona", "Kitchen", 4, 1, False, port, rules={"set": 6}))
    assert isinstance(host, HostTable)
    s.net.join(JoinRequest("Ada", host.table.code, "127.0.0.1", port))
    pump_until(lambda: s.net.joined is not None and s.net.joined.seat is not None)
    s.net.add_person("Ben")
    pump_until(lambda: sum(1 for i in host.table.infos() if i.state == "person") == 3)
    host.fill_with_computers("easy", ["Cy"])
    lobby = h.net.lobby
    assert lobby is not None
    lobby.start_button.click()
    pump_until(lambda: host.game is not None)
    game = host.game
    assert game is not None
    for _ in range(3000):
        if game.phase is Phase.ROUND_OVER:  # Mona deals the next round, as from her round-end sheet
            h.controller.next_round()
            pump_until(lambda: game.phase is not Phase.ROUND_OVER)
            continue
        if game.phase is not Phase.PLAYING:
            break
        pump_until(lambda: bool(h.play.local_legal()) or bool(s.play.local_legal()) or s.handover.isVisible()
                   or game.phase is not Phase.PLAYING, 20)
        if s.handover.isVisible():
            s.handover.button.click()
            continue
        for w in (h, s):
            legal = w.play.local_legal()
            if legal:
                before = sum(len(r.decisions) for r in game.rounds)
                w.play.submit(rng.choice(legal))
                pump_until(lambda before=before: sum(len(r.decisions) for r in game.rounds) > before  # type: ignore[misc]
                           or game.phase is not Phase.PLAYING)
                break
    pump_until(lambda: game.phase is Phase.GAME_OVER, 30)
    settle(0.5)
    for m in (h, s):  # the game's-end sheet is not the moment: the question is
        for dialog in m.findChildren(QMessageBox):
            if dialog is not s.net.evening.question:
                dialog.hide()
    host.play_again("Mona")
    pump_until(lambda: isinstance(s.net.evening.question, QMessageBox) and s.net.evening.question.isVisible())
    box = s.net.evening.question
    assert isinstance(box, QMessageBox)
    saved = [save(s, out / f"play_again_shared_{code}.png", overlay=box)]
    box.hide()
    _close(s, h)
    return saved


def shoot(out: Path, folder: Path, code: str, rng: random.Random) -> tuple[list[Path], list[str]]:
    """Every scene in language `code`: the pictures saved and the scenes that failed."""
    saved: list[Path] = []
    failed: list[str] = []
    scenes: list[tuple[str, Callable[[], list[Path]]]] = [
        ("house rules", lambda: house_rules(out, folder, code)),
        ("evening", lambda: evening(out, folder, code)),
        ("play again", lambda: play_again_shared(out, folder, code, rng)),
    ]
    for name, scene in scenes:
        try:
            saved += scene()
        except Exception:  # noqa: BLE001  # one scene lost is said; the others are still taken
            failed.append(f"{name} ({code})")
            traceback.print_exc()
    return saved, failed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--lang", choices=LANGUAGES, action="append", help="only this language (repeatable)")
    args = parser.parse_args(argv)
    os.environ.setdefault("MEXTRAIN_NO_SOUND_DEVICE", "1")
    screen = Path(tempfile.mkdtemp(prefix="mextrain-screen-")) / "screen.json"
    screen.write_text(json.dumps({"screens": [{"name": "small", "x": 0, "y": 0, "width": SIZE[0], "height": SIZE[1],
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    if os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":  # an offscreen screen of 1024x600
        os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={screen}"
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from mextrain import i18n
    from mextrain.identity import configure_application

    app = QApplication.instance() or QApplication(sys.argv[:1])
    if isinstance(app, QApplication):
        configure_application(app)
    args.outdir.mkdir(parents=True, exist_ok=True)
    failed: list[str] = []
    with tempfile.TemporaryDirectory(prefix="mextrain-shots-") as scratch:
        folder = Path(scratch)
        i18n.install(settings=QSettings(str(folder / "language.ini"), QSettings.Format.IniFormat))
        rng = random.Random(38)
        for code in args.lang or LANGUAGES:
            i18n.switch_language(code)
            paths, lost = shoot(args.outdir, folder, code, rng)
            failed += lost
            for path in paths:
                print(path)
        i18n.switch_language("en")
    for name in failed:
        print(f"not taken: {name}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
