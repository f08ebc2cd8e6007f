"""Run by tests/ui/test_zoom.py in a child process whose offscreen screen is 1024x600
(QT_QPA_PLATFORM="offscreen:configfile=..."), with the system font 1.5x as large: opens the
window, deals, and prints as JSON whether the window fits and each panel button can be
scrolled into view and clicked. Usage: panel_probe.py SETTINGS DATA"""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from mextrain.controller import Pace
from mextrain.ui.settings import GameSetup, Settings
from mextrain.ui.window.main_window import MainWindow


def settle(seconds: float = 0.3) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QCoreApplication.processEvents()
        time.sleep(0.005)


def main() -> None:
    app = QApplication(sys.argv[:1])
    font = QFont(app.font())
    font.setPointSizeF(font.pointSizeF() * 1.5)
    app.setFont(font)
    settings = Settings.at(Path(sys.argv[1]))
    settings.pace = Pace.INSTANT
    w = MainWindow(settings=settings, data_folder=Path(sys.argv[2]), seed=21, start_game=False)
    w.start_game(GameSetup(players=4, rounds=7, kinds=["random"] * 7), 21)
    w.show()
    settle()
    panel = w.panel
    area = w.screen().availableGeometry()
    frame = w.frameGeometry()
    reached = {}
    for name, button in panel.buttons.items():
        panel.scroll_area.ensureWidgetVisible(button)
        settle(0.05)
        top_left = button.mapTo(panel.scroll_area.viewport(), button.rect().topLeft())
        reached[name] = panel.scroll_area.viewport().rect().contains(top_left)
    arrange = panel.buttons["arrangeAction"]
    panel.scroll_area.ensureWidgetVisible(arrange)
    settle(0.05)
    before = list(w.table.scene().hand.order)
    QTest.mouseClick(arrange, Qt.MouseButton.LeftButton)
    settle(0.1)
    print(json.dumps({
        "area": [area.x(), area.y(), area.width(), area.height()],
        "frame": [frame.x(), frame.y(), frame.width(), frame.height()],
        "need": panel.scroll_area.widget().minimumSizeHint().height(),
        "panel": panel.height(),
        "scrolls": panel.scroll_area.verticalScrollBar().maximum() > 0,
        "reached": reached,
        "arranged": sorted(before) == sorted(w.table.scene().hand.order) and before != [],
    }))
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/, above support/
    from support.shots import save_shot
    save_shot(w.grab(), "font-150-screen-1024x600.png")
    w.close()


if __name__ == "__main__":
    main()
