"""The colour-blind-friendly pip palette (issue 23): chosen in Preferences with a real click,
remembered, painted on the table's tiles; its colours stay apart as deuteranopes and protanopes
see them, which the real sets' colours (still the default) do not."""
from __future__ import annotations

import itertools
import math
from pathlib import Path

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest

from mextrain.ui.settings import Settings
from mextrain.ui.table import tile_paint
from mextrain.ui.window.main_window import MainWindow
from support.shots import save_shot
from support.ux import make_settings, wait_for_person

# Viénot, Brettel and Mollon (1999): how dichromats see linear RGB
DEUTERANOPE = ((0.29275, 0.70725, 0.0), (0.29275, 0.70725, 0.0), (-0.02234, 0.02234, 1.0))
PROTANOPE = ((0.11238, 0.88762, 0.0), (0.11238, 0.88762, 0.0), (0.00401, -0.00401, 1.0))


def seen_by(colour: QColor, matrix) -> tuple[float, ...]:
    def linear(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    def encoded(v: float) -> float:
        v = min(1.0, max(0.0, v))
        return 255 * (12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055)
    rgb = [linear(c) for c in (colour.redF(), colour.greenF(), colour.blueF())]
    return tuple(encoded(sum(row[j] * rgb[j] for j in range(3))) for row in matrix)


def closest_pair(palette, matrix) -> float:
    return min(math.dist(seen_by(palette[a], matrix), seen_by(palette[b], matrix))
               for a, b in itertools.combinations(range(1, 16), 2))  # 1..15: the numbers drawn as pips


def test_the_colour_blind_palette_keeps_every_two_numbers_apart_for_dichromats() -> None:
    assert closest_pair(tile_paint.PIP_COLOURS, DEUTERANOPE) < 5  # 9 and 12 look alike: the reason for the option
    assert closest_pair(tile_paint.COLOUR_BLIND_COLOURS, DEUTERANOPE) > 20
    assert closest_pair(tile_paint.COLOUR_BLIND_COLOURS, PROTANOPE) > 20


def pip_pixel(n: int) -> QColor:
    """The colour at the centre of the single pip of a 1|n... tile's first half, as painted now."""
    image = QImage(200, 100, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    tile_paint.paint_tile(painter, QRectF(0, 0, 200, 100), n, n)
    painter.end()
    centre = tile_paint.pip_centres(QRectF(0, 0, 100, 100), n, False)[0]
    return QColor(image.pixel(round(centre.x()), round(centre.y())))


def test_preferences_switches_the_pips_to_the_colour_blind_palette_and_back(qtbot, tmp_path: Path) -> None:
    settings = make_settings(tmp_path / "s.ini")
    w = MainWindow(settings=settings, data_folder=tmp_path / "data", seed=5)
    qtbot.addWidget(w)
    w.resize(1024, 600)
    w.show()
    qtbot.waitExposed(w)
    wait_for_person(qtbot, w)
    try:
        assert settings.palette == "classic"
        dialog = w.settings_ui.show_preferences()
        box = dialog.palette_box
        assert box.text() and not box.isChecked()
        QTest.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
        assert box.isChecked() and Settings.at(tmp_path / "s.ini").palette == "colour-blind"
        near = pip_pixel(3)
        want = tile_paint.COLOUR_BLIND_COLOURS[3]
        assert math.dist(near.getRgb()[:3], want.getRgb()[:3]) < 60
        w.table.scene().finish_motion()
        dialog.close()
        save_shot(w.grab(), "palette-colour-blind-1024x600.png")
        again = w.settings_ui.show_preferences()
        QTest.mouseClick(again.palette_box, Qt.MouseButton.LeftButton, pos=QPoint(8, again.palette_box.height() // 2))
        assert settings.palette == "classic"
        assert math.dist(pip_pixel(3).getRgb()[:3], tile_paint.PIP_COLOURS[3].getRgb()[:3]) < 60
        again.close()
    finally:
        tile_paint.set_palette("classic")
