"""Run by tests/ui/table/test_table_atspi.py on a real X display with an AT-SPI bus: shows the
table in a dealt game, lays a tile by keys after a moment, and stays up until killed."""
from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/, above support/

from mextrain import i18n  # noqa: E402
from mextrain.ui.table.view import TableView  # noqa: E402
from support.table import find_game, person_may_play, show  # noqa: E402


def main() -> int:
    app = QApplication(sys.argv[:1])
    app.setApplicationName("mextrain-atspi-probe")
    i18n.install(settings=QSettings(sys.argv[1], QSettings.Format.IniFormat))
    i18n.switch_language(sys.argv[2])
    game = find_game(4, lambda g: person_may_play(g) and g.view(0).engine_number == 12)
    view = TableView()
    view.resize(1000, 640)

    def on_move(move: object) -> None:
        events = game.apply(move)
        show(view, game)
        view.animate_events(events, 0)

    view.move_requested.connect(on_move)
    show(view, game)
    view.show()
    view.activateWindow()
    view.setFocus()

    def lay() -> None:  # a turn by keys: Tab chooses a tile that fits, Enter lays it
        QTest.keyClick(view, Qt.Key.Key_Tab)
        QTest.keyClick(view, Qt.Key.Key_Return)
        print("laid", flush=True)

    QTimer.singleShot(int(float(sys.argv[3]) * 1000), lay)
    print("ready", flush=True)
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
