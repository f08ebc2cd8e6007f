"""Run by tests/ui/test_small_screen_windows.py in a child process whose offscreen screen has a
set size: opens the replay, statistics and rules windows and prints, as JSON, where each opened
and whether its last control (the replay's slider, the dialogs' buttons) is inside it."""
from __future__ import annotations

import json
import sys
import time

from PySide6.QtCore import QCoreApplication, QPoint
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget

from mextrain.ui.help.rules import RulesDialog
from mextrain.ui.replay.window import ReplayWindow
from mextrain.ui.stats.window import StatsWindow


def settle(seconds: float = 0.2) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QCoreApplication.processEvents()
        time.sleep(0.005)


def inside_window(window: QWidget, child: QWidget) -> bool:
    top_left = child.mapTo(window, QPoint(0, 0))
    return (child.isVisible() and top_left.y() >= 0 and top_left.y() + child.height() <= window.height()
            and top_left.x() >= 0 and top_left.x() + child.width() <= window.width())


def main() -> int:
    app = QApplication(sys.argv[:1])
    area = app.primaryScreen().availableGeometry()
    out: dict = {"area": [area.x(), area.y(), area.width(), area.height()]}
    windows = {"replay": ReplayWindow(), "statistics": StatsWindow(lambda: None), "rules": RulesDialog("de")}
    for name, w in windows.items():
        w.show()
        QTest.qWaitForWindowExposed(w)
        settle()
        frame = w.frameGeometry()
        last = w.controls.slider if name == "replay" else w.findChild(QDialogButtonBox)
        out[name] = {"frame": [frame.x(), frame.y(), frame.width(), frame.height()],
                     "minimum": [w.minimumSizeHint().width(), w.minimumSizeHint().height()],
                     "controls_inside": inside_window(w, last)}
        w.close()
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
