"""Run as a program by test_undo_kill_resume: the real window plays one move of the person,
undoes it with Ctrl+Z, writes what stands to UNDONE_FILE and then waits to be killed."""
from __future__ import annotations

import json
import os
import sys
import time

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from mextrain.faults import configure_logging
from mextrain.identity import configure_application
from mextrain.saves import data_dir


def wait(app: QApplication, cond, seconds: float = 30) -> None:
    end = time.monotonic() + seconds
    while not cond():
        if time.monotonic() > end:
            raise SystemExit("timed out")
        app.processEvents()
        time.sleep(0.01)


def main() -> None:
    app = QApplication(sys.argv[:1])
    configure_application(app)
    configure_logging(data_dir())
    from mextrain.ui.window.main_window import MainWindow

    w = MainWindow(seed=int(sys.argv[1]))
    w.show()
    c = w.controller
    wait(app, lambda: bool(c.local_legal()))
    c.submit(c.local_legal()[0])
    wait(app, lambda: bool(c.local_legal()))
    QTest.keyClick(w.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    app.processEvents()
    standing = [d.move.to_json() for d in c.game.rounds[-1].decisions]
    target = os.environ["UNDONE_FILE"]
    with open(target + ".tmp", "w", encoding="utf-8") as f:
        json.dump({"undos": c.undos_used, "events": standing}, f)
    os.replace(target + ".tmp", target)  # the test sees the whole file or none
    while True:  # the test kills us here
        app.processEvents()
        time.sleep(0.02)


if __name__ == "__main__":
    main()
