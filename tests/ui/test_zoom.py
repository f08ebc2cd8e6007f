"""View > Zoom In / Zoom Out / Actual Size on the platform's keys, remembered; a larger system
font makes the table's labels larger (issue 23, "Larger, clearer tiles")."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from mextrain.ui.main_window import MainWindow
from mextrain.ui.settings import Settings
from shots import save_shot
from ux_helpers import make_settings, wait_for_person

CTRL = Qt.KeyboardModifier.ControlModifier


def tile_pixels(w) -> float:
    """The on-screen long side of a tile in the person's rack."""
    scene = w.table.scene()
    item = next(iter(scene.hand.items.values()))
    return w.table.mapFromScene(item.sceneBoundingRect()).boundingRect().width()


PANEL_PROBE = Path(__file__).resolve().parents[1] / "panel_probe.py"


def start(qtbot, tmp_path: Path, settings: Settings, folder: str = "data"):
    w = MainWindow(settings=settings, data_folder=tmp_path / folder, seed=21)
    qtbot.addWidget(w)
    w.resize(1024, 600)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    wait_for_person(qtbot, w)
    w.table.scene().finish_motion()
    return w


def test_zoom_keys_grow_and_shrink_the_table_and_the_zoom_is_remembered(qtbot, tmp_path: Path) -> None:
    settings = make_settings(tmp_path / "s.ini")
    w = start(qtbot, tmp_path, settings)
    assert w.menus.view.zoom_in_action.shortcut() == QKeySequence(QKeySequence.StandardKey.ZoomIn)
    actual = tile_pixels(w)
    QTest.keyClick(w.table, Qt.Key.Key_Plus, CTRL)
    QTest.keyClick(w.table, Qt.Key.Key_Plus, CTRL)
    assert w.table.zoom == 1.5
    assert tile_pixels(w) > actual * 1.4
    rack = w.table.mapFromScene(w.table.scene().rack_item.sceneBoundingRect()).boundingRect()
    assert w.table.viewport().rect().intersects(rack), "the hand stays in sight at a zoom"
    QTest.keyClick(w.table, Qt.Key.Key_Minus, CTRL)
    assert w.table.zoom == 1.25
    save_shot(w.grab(), "zoom-125-1024x600.png")
    w.close()
    again = start(qtbot, tmp_path, Settings.at(tmp_path / "s.ini"), "other")
    assert again.table.zoom == 1.25  # remembered
    for _ in range(6):
        QTest.keyClick(again.table, Qt.Key.Key_Plus, CTRL)
    assert again.table.zoom == 2.0  # no further than 200 %
    save_shot(again.grab(), "zoom-200-1024x600.png")
    QTest.keyClick(again.table, Qt.Key.Key_0, CTRL)
    assert again.table.zoom == 1.0
    assert abs(tile_pixels(again) - actual) < 2


def test_a_larger_system_font_makes_the_tables_labels_larger(qtbot, tmp_path: Path) -> None:
    old = QApplication.font()
    try:
        big = QFont(old)
        big.setPointSizeF(old.pointSizeF() * 1.5)
        QApplication.setFont(big)  # as a desktop set to large text starts the app
        large = start(qtbot, tmp_path, make_settings(tmp_path / "large.ini"), "large")
        large.resize(1366, 728)  # a 1366x768 screen (1024x600: the next test)
        QApplication.processEvents()
        grown = large.table.label_pixels()
        log = large.panel.log
        assert log.font().pointSizeF() > old.pointSizeF() * 1.4  # the panel follows the font too
        assert log.viewport().height() / log.fontMetrics().lineSpacing() >= 4, "Recent moves keeps enough lines"
        assert large.minimumSizeHint().height() <= 768 - 40, "it still fits a 1366x768 screen"
        save_shot(large.grab(), "font-150-1366x728.png")
        QApplication.setFont(old)  # the usual font again, while it runs: the labels follow
        QApplication.processEvents()
        assert grown > large.table.label_pixels() * 1.3
    finally:
        QApplication.setFont(old)


def test_with_a_larger_system_font_on_a_1024x600_screen_the_window_fits_and_the_panel_scrolls(
        tmp_path: Path) -> None:
    """At 1.5x the panel needs about 700 px: on a 1024x600 screen (a child process with the
    offscreen platform's screen set) its contents scroll instead of pushing the window off the
    screen, and every button can be scrolled into view and clicked (issue 23)."""
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": 1024, "height": 600,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}")
    args = [sys.executable, str(PANEL_PROBE), str(tmp_path / "s.ini"), str(tmp_path / "data")]
    done = subprocess.run(args, env=env, capture_output=True, text=True, timeout=120, check=True)
    out = json.loads(done.stdout.strip().splitlines()[-1])
    x, y, width, height = out["frame"]
    ax, ay, aw, ah = out["area"]
    assert ax <= x and ay <= y and x + width <= ax + aw and y + height <= ay + ah, out
    assert out["need"] > out["panel"] and out["scrolls"], out
    assert all(out["reached"].values()) and len(out["reached"]) == 6, out
    assert out["arranged"], out


def test_a_damaged_zoom_or_palette_setting_falls_back_to_the_default(tmp_path: Path) -> None:
    settings = Settings.at(tmp_path / "s.ini")
    for bad in ("lots", "7", "-1", ""):
        settings.store.setValue("view/zoom", bad)
        assert settings.zoom == 1.0
    settings.store.setValue("view/palette", "sepia")
    assert settings.palette == "classic"
    settings.zoom = 1.75
    settings.palette = "colour-blind"
    assert (settings.zoom, settings.palette) == (1.75, "colour-blind")
