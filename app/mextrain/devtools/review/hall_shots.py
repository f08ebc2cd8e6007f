"""`python -m mextrain.devtools.review.hall_shots OUTDIR`: PNGs, in each language, of playing across towns.

Issue 30's moments as a family meets them, in 1024x600 windows: Host a Table at a hall, the
host's lobby there after Copy Invitation (the invitation's text beside it as a .txt), the link
handed to the running app (Join a Table filled in), both lobbies' certificate words, a full hall
refusing a second table, a changed certificate refused, and the Join list with each table's
rule set. The hall is the real one (`mextrain-hall`, a process of its own on 127.0.0.1, allowed
one table), so its refusal is the one a full hall sends. Run it on a
1024x600 screen to see what such a screen shows:
`QT_QPA_PLATFORM=offscreen:configfile=screen.json` (tests/ui/test_small_screens.py writes one).
Settings and data go to a scratch folder, never to the person's own.
"""
from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mextrain.ui.window.main_window import MainWindow

LANGUAGES = ("en", "de", "uk", "da")


class _Found:
    """The local network's tables as the Join dialog's browser gives them (no network needed)."""

    def __init__(self, tables: list[Any]) -> None:
        from PySide6.QtCore import QObject, Signal

        class Changes(QObject):
            changed = Signal()

        self._changes = Changes()
        self.tables_changed = self._changes.changed
        self._tables = tables

    def start(self) -> None: ...

    def stop(self) -> None: ...

    def tables(self) -> list[Any]:
        return list(self._tables)


def _window(scratch: Path, name: str) -> MainWindow:
    from mextrain.controller import Pace
    from mextrain.devtools.review.screenshots import settle
    from mextrain.ui.settings import Settings
    from mextrain.ui.window.main_window import MainWindow

    settings = Settings.at(scratch / f"{name}.ini")
    settings.pace = Pace.INSTANT
    window = MainWindow(settings=settings, start_game=False, data_folder=scratch / name)
    window.net.announcer_factory = None
    window.net.browser_factory = None
    window.resize(1024, 600)
    window.show()
    settle(0.05)
    return window


def _host_at(window: MainWindow, port: int, name: str, table: str) -> Any:
    from mextrain.devtools.review.screenshots import settle

    window.menus.host_action.trigger()
    dialog = window.net.host_dialog
    assert dialog is not None
    dialog.where.setCurrentIndex(dialog.where.findData("hall"))
    dialog.player_name.setText(name)
    dialog.table_name.setText(table)
    dialog.hall.setText(f"127.0.0.1:{port}")
    settle()
    return dialog


def shots(outdir: Path, scratch: Path, languages: tuple[str, ...]) -> list[Path]:
    """Every picture in each of `languages`; the paths written."""
    outdir.mkdir(parents=True, exist_ok=True)
    hall = _Hall(scratch / "hall")
    made: list[Path] = []
    try:
        for code in languages:
            _one_language(code, hall, hall.fingerprint, scratch, outdir, made)
    finally:
        hall.close()
    return made


class _Hall:
    """`mextrain-hall` in a process of its own on 127.0.0.1, allowed one table: its port and fingerprint."""

    def __init__(self, folder: Path) -> None:
        import re

        self.folder = folder
        import subprocess
        import sys
        import threading

        self.proc = subprocess.Popen([sys.executable, "-m", "mextrain.hall_cli", "--data", str(folder), "--address",
                                      "127.0.0.1", "--port", "0", "--max-tables", "1"],
                                     stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True)
        self.port, self.fingerprint = 0, ""
        assert self.proc.stderr is not None
        for line in self.proc.stderr:
            if (f := re.search(r"certificate fingerprint ([0-9a-f]{64})", line)) is not None:
                self.fingerprint = f.group(1)
            if (p := re.search(r"the hall listens on [0-9.]+:(\d+)", line)) is not None:
                self.port = int(p.group(1))
                break
        assert self.port, "the hall cannot listen on 127.0.0.1"
        rest = self.proc.stderr
        threading.Thread(target=lambda: [None for _line in rest], daemon=True).start()  # its log, drained

    def admin(self, words: list[str]) -> str:
        from mextrain.hall.admin import admin_command

        return admin_command(self.folder, words)

    def close(self) -> None:
        self.proc.terminate()
        self.proc.wait(20)


def _one_language(code: str, hall: Any, fingerprint: str, scratch: Path, outdir: Path, made: list[Path]) -> None:
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

    from mextrain import i18n
    from mextrain.controller.network.discovery_records import FoundTable
    from mextrain.devtools.review.screenshots import pump_until, save, settle
    from mextrain.engine.options import STANDARD_RULES
    from mextrain.net import certs, invitation

    ok = QDialogButtonBox.StandardButton.Ok
    i18n.switch_language(code)
    settle()
    host = _window(scratch, f"host-{code}")
    dialog = _host_at(host, hall.port, "Mona", "Kitchen")
    made.append(save(host, outdir / f"{code}-1-host-at-a-hall.png", overlay=dialog))
    dialog.buttons.button(ok).click()
    pump_until(lambda: host.net.lobby is not None and host.net.lobby.isVisible()
               and host.net.lobby.code.text() != "", 15)
    lobby = host.net.lobby
    assert lobby is not None and host.net.hall_admin is not None
    table_code = host.net.hall_admin.code
    lobby.invite_button.click()
    settle(0.05)
    made.append(save(host, outdir / f"{code}-2-lobby-at-a-hall-invitation-copied.png", overlay=lobby))
    text = outdir / f"{code}-2-invitation.txt"
    text.write_text(QGuiApplication.clipboard().text(), encoding="utf-8")
    made.append(text)

    guest = _window(scratch, f"guest-{code}")  # the link clicked while the app runs
    guest.file_opener.take(invitation.link("127.0.0.1", hall.port, table_code, fingerprint))
    settle()
    join = guest.net.join_dialog
    assert join is not None
    made.append(save(guest, outdir / f"{code}-3-link-opens-join-a-table.png", overlay=join))
    join.player_name.setText("Oma")
    join.buttons.button(ok).click()
    pump_until(lambda: guest.net.lobby is not None and guest.net.lobby.isVisible()
               and guest.net.lobby.certificate.isVisible(), 15)
    settle(0.05)
    made.append(save(guest, outdir / f"{code}-4-certificate-words-guest.png", overlay=guest.net.lobby))
    made.append(save(host, outdir / f"{code}-4-certificate-words-host.png", overlay=lobby))

    other = _window(scratch, f"other-{code}")  # a second table where the hall holds its one
    second = _host_at(other, hall.port, "Ana", "Porch")
    second.buttons.button(ok).click()
    pump_until(lambda: isinstance(other.net.message, QMessageBox) and other.net.message.isVisible(), 15)
    settle(0.05)
    made.append(save(other, outdir / f"{code}-5-full-hall.png", overlay=other.net.message))

    third = _window(scratch, f"third-{code}")  # this address showed another certificate before
    third.net.known_hosts.remember("127.0.0.1", hall.port, certs.make_self_signed().fingerprint)
    third.menus.join_action.trigger()
    join = third.net.join_dialog
    assert join is not None
    join.player_name.setText("Ben")
    join.code.setText(table_code)
    join.address.setText("127.0.0.1")
    join.port.setValue(hall.port)
    join.buttons.button(ok).click()
    pump_until(lambda: isinstance(third.net.message, QMessageBox) and third.net.message.isVisible(), 15)
    settle(0.05)
    made.append(save(third, outdir / f"{code}-6-changed-certificate-refused.png", overlay=third.net.message))

    fourth = _window(scratch, f"fourth-{code}")  # the tables nearby, each with its rule set
    oma = {**STANDARD_RULES, "set": 9, "draw": "until_fits"}
    found = _Found([FoundTable("Kitchen", "192.168.1.20", 47123, 4, 2, "", rules=oma, rule_set="Oma's rules"),
                    FoundTable("Porch", "192.168.1.31", 47123, 6, 5, "", rules=dict(STANDARD_RULES)),
                    FoundTable("Attic", "192.168.1.44", 47123, 4, 0, "")])
    fourth.net.browser_factory = lambda found=found: found
    fourth.menus.join_action.trigger()
    join = fourth.net.join_dialog
    assert join is not None
    join.found.setCurrentRow(0)
    settle()
    made.append(save(fourth, outdir / f"{code}-7-join-list-rule-sets.png", overlay=join))

    for window in (guest, other, third, fourth, host):
        for box in (window.net.message, window.net.join_dialog, window.net.host_dialog):
            if box is not None and box.isVisible():
                box.close()
        window.net.end()
        window.close()
        window.deleteLater()
    settle(0.1)
    hall.admin(["close", table_code])  # room for the next language's table, as its administrator makes it
    settle(0.05)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mextrain.devtools.review.hall_shots", description=__doc__.splitlines()[0])
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--languages", default=",".join(LANGUAGES), help="comma-separated (default: all four)")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("MEXTRAIN_NO_SOUND_DEVICE", "1")
    from PySide6.QtCore import QSettings, QStandardPaths
    from PySide6.QtWidgets import QApplication

    from mextrain import i18n
    from mextrain.identity import configure_application

    QStandardPaths.setTestModeEnabled(True)  # QSettings() to a test folder, not the person's own
    app = QApplication.instance() or QApplication([])
    configure_application(app)  # type: ignore[arg-type]
    with tempfile.TemporaryDirectory(prefix="mextrain-hall-shots-") as folder:
        scratch = Path(folder)
        i18n.install(settings=QSettings(str(scratch / "language.ini"), QSettings.Format.IniFormat))
        for path in shots(args.outdir, scratch, tuple(c for c in args.languages.split(",") if c)):
            print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
