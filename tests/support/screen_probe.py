"""Run by tests/ui/test_small_screens.py in a child process whose offscreen screen has a set size
(QT_QPA_PLATFORM="offscreen:configfile=..."): opens the window, deals, and prints what a
person would see as JSON. Usage: screen_probe.py SETTINGS DATA [WIDTHxHEIGHT+X+Y to leave it at]."""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QPointF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from mextrain.controller import Pace
from mextrain.ui.settings import GameSetup, Settings
from mextrain.ui.window.main_window import MainWindow


def settle(seconds: float = 0.2) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QCoreApplication.processEvents()
        time.sleep(0.005)


def seen(w: MainWindow) -> dict:
    """Sizes on screen: the window, the rack's bottom edge, label text and hand tiles in pixels."""
    rack = w.table.scene().layout_.hand
    bottom = w.table.mapToGlobal(w.table.mapFromScene(QPointF(rack.x + rack.w / 2, rack.bottom)))
    scale = w.table.transform().m11()
    frame = w.frameGeometry()
    return {"frame": [frame.x(), frame.y(), frame.width(), frame.height()],
            "size": [w.width(), w.height()], "rack_bottom": bottom.y(),
            "table_bottom": w.table.mapToGlobal(w.table.rect().bottomLeft()).y(),
            "label_px": w.table.label_pixels(), "hand_px": w.table.scene().hand.geom.long * scale,
            "panel": w.panel.width(), "newest_log_line": w.panel.log.newest_visible()}


def main() -> int:
    app = QApplication(sys.argv[:1])
    settings = Settings.at(Path(sys.argv[1]))
    settings.pace = Pace.INSTANT
    settings.save_setup(GameSetup(kinds=["random"] * 7))
    w = MainWindow(settings=settings, start_game=False, data_folder=Path(sys.argv[2]))
    w.show()
    QTest.qWaitForWindowExposed(w)
    w.start_game(GameSetup(players=4, rounds=7, kinds=["random"] * 7), 5)
    settle()
    area = app.primaryScreen().availableGeometry()
    out = {"area": [area.x(), area.y(), area.width(), area.height()], "opened": seen(w),
           "minimum": [w.minimumWidth(), w.minimumHeight()]}
    w.resize(w.minimumSize())
    settle()
    out["at_minimum"] = seen(w)
    if len(sys.argv) > 3:  # leave the window at this size and place, as a person would
        size, _, place = sys.argv[3].partition("+")
        width, height = (int(v) for v in size.split("x"))
        x, y = (int(v) for v in place.split("+"))
        w.resize(width, height)
        w.move(x, y)
        settle()
        out["left_at"] = seen(w)
    w.close()
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
