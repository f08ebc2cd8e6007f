"""`mextrain --self-test`: prove that this copy of the game starts and plays, with no display.

It opens the real main window off screen, opens the About dialog, loads every translation
that ships, plays one sound (or reports that there is no audio device), plays one round between computer seats, reads a table's network announcement back
(zeroconf, sending nothing), makes a TLS handshake on loopback as a hosted table and a joined
app do, and writes a JSON report. It is meant
for the frozen app above all (CI runs it on the PyInstaller bundle), where a missing module,
plugin or data file shows up only at run time. Exit status 0 means every step passed; any
failure gives 1, with the step and the reason in the report and on standard error.
"""
from __future__ import annotations

import json
import os
import platform
import shutil
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import (
    QCollator,
    QCoreApplication,
    QEventLoop,
    QLibraryInfo,
    QLocale,
    QMessageLogContext,
    QSettings,
    QStandardPaths,
    QtMsgType,
    QTranslator,
    qInstallMessageHandler,
    qVersion,
)
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from mextrain import __version__
from mextrain.controller.network.discovery import offline_check
from mextrain.identity import ICON_SIZES
from mextrain.paths import resources_dir, translations_dir

# Qt's own translations that ship with the game, one per language besides English.
QT_LANGUAGES = ("de", "uk", "da")
MAX_MOVES = 10_000
SEED = 1


class SelfTestFailure(Exception):
    """A check that did not hold; the message says which and why."""


def play_one_round(window: Any, seed: int = SEED, timeout_s: float = 60.0) -> dict[str, Any]:
    """Play round 1 of a 4-seat game between computer seats through the window's controller.

    The controller runs the turn loop as in a real game (computer players on worker threads,
    moves applied on the GUI thread), at the instant pace.
    """
    from mextrain.controller import Pace, SeatConfig
    from mextrain.engine import GameOptions, Phase

    controller = window.controller
    controller.set_pace(Pace.INSTANT)
    seats = [SeatConfig(name, kind) for name, kind in
             (("North", "normal"), ("East", "easy"), ("South", "normal"), ("West", "random"))]
    controller.new_game(GameOptions(players=4, rounds=7, starting_run=False), seed, seats)
    deadline = time.monotonic() + timeout_s
    while controller.game.phase is Phase.PLAYING:
        if time.monotonic() > deadline:
            raise SelfTestFailure(f"round not over after {timeout_s:.0f} s")
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        time.sleep(0.001)
    game = controller.game
    if game.phase is not Phase.ROUND_OVER:
        raise SelfTestFailure(f"after one round the game is {game.phase.value}, not round_over")
    controller.cancel()
    record = game.rounds[-1]
    return {
        "seed": seed,
        "players": game.options.players,
        "seats": [f"{s.name} ({s.kind})" for s in seats],
        "moves": len(record.decisions),
        "ended": record.result.value if record.result is not None else None,
        "out_seat": record.out_seat,
        "points": list(record.points or ()),
    }


def check_tls(timeout_s: float = 10.0) -> dict[str, Any]:
    """A TLS handshake on loopback with the game's own pieces: a certificate made as a hosted table
    makes it (net/certs.py), the host's and the joined app's QSslSocket configurations, and the
    fingerprint the joined app checks. Without a TLS backend plugin no table can be hosted or joined."""
    from PySide6.QtNetwork import QHostAddress, QSslSocket

    from mextrain.controller.network import tls
    from mextrain.net import certs

    if not QSslSocket.supportsSsl():
        raise SelfTestFailure(f"no TLS backend (found {QSslSocket.availableBackends()}): no table can be hosted or joined")
    cert = certs.make_self_signed("Mexican Train self-test")
    served: list[QSslSocket] = []

    def incoming(handle: int) -> None:
        server_side = QSslSocket()
        server_side.setSocketDescriptor(handle)
        server_side.setSslConfiguration(tls.server_configuration(cert))
        server_side.startServerEncryption()
        served.append(server_side)

    listener = tls.Listener(incoming)
    if not listener.listen(QHostAddress.SpecialAddress.LocalHost, 0):
        raise SelfTestFailure(f"cannot listen on loopback: {listener.errorString()}")
    client = QSslSocket()
    client.setSslConfiguration(tls.client_configuration())
    client.connectToHostEncrypted("127.0.0.1", listener.serverPort())
    deadline = time.monotonic() + timeout_s
    try:
        while not client.isEncrypted():
            if time.monotonic() > deadline:
                raise SelfTestFailure(f"no TLS handshake within {timeout_s:.0f} s: {client.errorString()}")
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        seen = tls.peer_fingerprint(client)
        if seen != cert.fingerprint:
            raise SelfTestFailure("the certificate seen is not the one shown")
        return {"backend": QSslSocket.activeBackend(), "library": QSslSocket.sslLibraryVersionString(),
                "protocol": client.sessionProtocol().name, "fingerprint_checked": True}
    finally:
        client.abort()
        for sock in served:
            sock.abort()
        listener.close()


def language_of(qm: Path) -> str:
    """`mextrain_de.qm` -> `de`, `mextrain_pt_BR.qm` -> `pt_BR`."""
    _, sep, rest = qm.stem.partition("_")
    return rest if sep else qm.stem


def load_languages(app: QApplication) -> list[dict[str, Any]]:
    """Load and install each .qm of the game, one at a time, so every widget retranslates."""
    loaded: list[dict[str, Any]] = []
    for qm in sorted(translations_dir().glob("*.qm")):
        translator = QTranslator()
        if not translator.load(str(qm)):
            raise SelfTestFailure(f"QTranslator could not load {qm}")
        app.installTranslator(translator)
        QCoreApplication.processEvents()  # LanguageChange reaches every widget
        app.removeTranslator(translator)
        QCoreApplication.processEvents()
        loaded.append({"language": language_of(qm), "file": qm.name})
    return loaded


def load_qt_languages() -> list[str]:
    """Qt's own strings (standard buttons, shortcuts) in the languages the bundle keeps."""
    qt_dir = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    for language in QT_LANGUAGES:
        qm = qt_dir / f"qtbase_{language}.qm"
        if not QTranslator().load(str(qm)):
            raise SelfTestFailure(f"Qt's translation {qm} is missing or unreadable")
    return [f"qtbase_{language}" for language in QT_LANGUAGES]


# Names sorted as each language sorts them (Qt asks ICU's collation data for this): Danish
# puts "Aa" = "Å" after "Z", Ukrainian puts "ґ" after "г"; German and English do neither.
COLLATION_CASES = {
    "da_DK": ["Zacharias", "Aaron", "Åse"],
    "uk_UA": ["гора", "ґанок"],
    "de_DE": ["Aaron", "Åse", "Zacharias"],
    "en_US": ["Aaron", "Åse", "Zacharias"],
}


def check_collation() -> dict[str, list[str]]:
    """Sort player names in each language; a missing or cut ICU data file shows up here."""
    result = {}
    for locale, expected in COLLATION_CASES.items():
        collator = QCollator(QLocale(locale))
        got = sorted(reversed(expected), key=collator.sortKey)
        if got != expected:
            raise SelfTestFailure(f"{locale} sorts names as {got}, not {expected}")
        result[locale] = got
    return result


def isolate_user_files() -> Path:
    """Keep the self-test away from the person's settings and saved games."""
    folder = Path(tempfile.mkdtemp(prefix="mextrain-self-test-"))
    os.environ["MEXTRAIN_DATA_DIR"] = str(folder / "data")  # autosaves and the log
    QStandardPaths.setTestModeEnabled(True)
    for kind in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(kind, QSettings.Scope.UserScope, str(folder))
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    return folder


def check_resources() -> dict[str, Any]:
    res = resources_dir()
    if not res.is_dir():
        raise SelfTestFailure(f"no resources folder at {res}")
    missing = [s for s in ICON_SIZES if not (res / "icons" / f"mextrain-{s}.png").is_file()]
    if missing:
        raise SelfTestFailure(f"app icon missing at sizes {missing} in {res / 'icons'}")
    return {
        "resources": str(res),
        "translations": str(translations_dir()),
        "resource_folders": sorted(p.name for p in res.iterdir() if p.is_dir()),
    }


def open_window(report: dict[str, Any]) -> Any:
    from mextrain.ui.window.main_window import MainWindow

    window = MainWindow()
    window.show()
    QCoreApplication.processEvents()
    report["window_shown_unix"] = time.time()
    if not window.isVisible():
        raise SelfTestFailure("the main window did not become visible")
    if window.windowIcon().isNull():
        raise SelfTestFailure("the main window has no icon")
    if window.grab().isNull():
        raise SelfTestFailure("the main window could not be painted")
    report["window"] = {"title": window.windowTitle(), "width": window.width(), "height": window.height()}
    return window


def open_about(window: Any) -> dict[str, Any]:
    dialog = window.help_ui.show_about()
    QCoreApplication.processEvents()
    texts = " ".join(label.text() for label in dialog.findChildren(type(dialog.version_label)))
    if __version__ not in texts:
        raise SelfTestFailure(f"the About dialog does not show version {__version__}")
    dialog.close()
    return {"title": dialog.windowTitle()}


def open_statistics(window: Any) -> dict[str, Any]:
    """Game > Statistics…: the bundle carries sqlite3, and the database is made in the data folder."""
    stats = window.statistics.show_window()
    QCoreApplication.processEvents()
    store = window.statistics.recorder.store()
    if store is None:
        raise SelfTestFailure("the statistics database could not be opened")
    if stats.grab().isNull():
        raise SelfTestFailure("the Statistics window could not be painted")
    stats.close()
    return {"database": store.path.name, "games": store.count()}


def play_one_sound(window: Any, timeout_s: float = 5.0) -> dict[str, Any]:
    """One click to whatever audio device there is: the sound files must load; no device is
    reported, not failed (CI machines and servers have none)."""
    from mextrain.sound import Cue, SoundBoard
    from mextrain.sound.output import shared_output

    board = window.sound.board
    if board.broken:
        raise SelfTestFailure(f"sound files missing or damaged: {board.broken}")
    device = shared_output()
    device.ready.wait(timeout_s)
    played = SoundBoard(device).play(Cue.CLICK) if device.playing else False
    deadline = time.monotonic() + timeout_s
    while played and device.mixer.active() and time.monotonic() < deadline:
        time.sleep(0.02)  # the click is heard to its end before the report says so
    return {"files": len(board.sounds), "device": device.backend, "played": played,
            "no_device": None if device.playing else (device.reason or "the device did not open in time")}


def run_self_test(app: QApplication, report_path: Path | None) -> int:
    started = time.perf_counter()
    report: dict[str, Any] = {
        "ok": False,
        "version": __version__,
        "qt_version": qVersion(),
        "pyside_version": pyside_version,
        "python": platform.python_version(),
        "platform_plugin": QGuiApplication.platformName(),
        "os": platform.platform(),
        "frozen": bool(getattr(sys, "frozen", False)),
        "started_unix": time.time(),
    }
    warnings: list[str] = []

    def on_qt_message(kind: QtMsgType, _context: QMessageLogContext, message: str) -> None:
        if kind != QtMsgType.QtDebugMsg:
            warnings.append(message)

    previous = qInstallMessageHandler(on_qt_message)
    scratch = isolate_user_files()
    step = "resources"
    try:
        report["resources"] = check_resources()
        step = "window"
        window = open_window(report)
        step = "about"
        report["about"] = open_about(window)
        step = "statistics"
        report["statistics"] = open_statistics(window)
        step = "languages"
        report["languages"] = load_languages(app)
        report["languages_found"] = len(report["languages"])
        step = "qt_languages"
        report["qt_languages"] = load_qt_languages()
        step = "collation"
        report["collation"] = check_collation()
        step = "discovery"
        report["discovery"] = offline_check()
        step = "tls"
        report["tls"] = check_tls()
        step = "sound"
        report["sound"] = play_one_sound(window)
        step = "round"
        round_started = time.perf_counter()
        report["round"] = play_one_round(window)
        report["round"]["seconds"] = round(time.perf_counter() - round_started, 3)
        step = "close"
        window.close()
        QCoreApplication.processEvents()
        report["ok"] = True
    except Exception as error:  # noqa: BLE001 - every failure must become a report and exit 1
        report["failed_step"] = step
        report["error"] = f"{type(error).__name__}: {error}"
        report["traceback"] = traceback.format_exc()
    finally:
        qInstallMessageHandler(previous)
        shutil.rmtree(scratch, ignore_errors=True)
    report["qt_warnings"] = warnings
    report["seconds"] = round(time.perf_counter() - started, 3)
    return _finish(report, report_path)


def _finish(report: dict[str, Any], report_path: Path | None) -> int:
    text = json.dumps(report, indent=2, ensure_ascii=False)
    status = 0 if report["ok"] else 1
    try:
        if report_path is None:
            if sys.stdout is not None:  # a windowed Windows app has no stdout
                print(text)
        else:
            report_path.parent.mkdir(parents=True, exist_ok=True)
            report_path.write_text(text + "\n", encoding="utf-8")
    except OSError as error:
        _say(f"mextrain self-test: cannot write the report to {report_path}: {error}")
        return 2
    if status:
        _say(f"mextrain self-test FAILED at step {report['failed_step']}: {report['error']}")
    return status


def _say(line: str) -> None:
    if sys.stderr is not None:
        print(line, file=sys.stderr)
