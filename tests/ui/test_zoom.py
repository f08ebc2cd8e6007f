"""View > Zoom In / Zoom Out / Actual Size on the platform's keys, remembered; a larger system
font makes the table's labels larger (issue 23, "Larger, clearer tiles")."""
from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QFont, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from mextrain.ui.settings import Settings
from mextrain.ui.window.main_window import MainWindow
from support.shots import save_shot
from support.table import drag
from support.ux import make_settings, wait_for_person

CTRL = Qt.KeyboardModifier.ControlModifier


def tile_pixels(w) -> float:
    """The on-screen long side of a tile in the person's rack."""
    scene = w.table.scene()
    item = next(iter(scene.hand.items.values()))
    return w.table.mapFromScene(item.sceneBoundingRect()).boundingRect().width()


PANEL_PROBE = Path(__file__).resolve().parents[1] / "support" / "panel_probe.py"


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


# ---------------------------------------------------------------------- issue 32, point 9
def grown_hand(w, size: int = 22) -> None:
    """The person's hand as it is after drawing up to `size` tiles (the boneyard's next tiles)."""
    c = w.controller
    view = c.local_view()
    r = c.game.round
    extra = tuple(r.boneyard[r.drawn_count:][:size - len(view.hand)])
    w.table.show_state(dataclasses.replace(view, hand=view.hand + extra), c.local_legal(), w.seat_names(), None)
    w.table.scene().finish_motion()


def on_screen(w, rect) -> QRect:
    return w.table.mapFromScene(rect).boundingRect()


def hand_rects(w) -> list[QRect]:
    """The hand's tiles on screen (the tiles themselves, without the marks under and over them)."""
    return [on_screen(w, item.mapRectToScene(item.tile_rect())) for item in w.table.scene().hand.items.values()]


def open_end(w, train) -> QRect:
    slot = w.table.scene().rows[train].look.slot
    return on_screen(w, QRectF(slot.x, slot.y, slot.w, slot.h))


def in_sight(w) -> list[str]:
    """What of the hand and the own train's open end is off screen or under the rack."""
    view = w.table.viewport().rect()
    scene = w.table.scene()
    rack = on_screen(w, scene.rack_item.sceneBoundingRect())
    wrong = [f"tile {r} off {view}" for r in hand_rects(w) if not view.contains(r)]
    end = open_end(w, scene.state.seat)
    if not view.contains(end) or end.intersects(rack):
        wrong.append(f"own open end {end} (view {view}, rack {rack})")
    return wrong


def test_at_every_zoom_the_whole_hand_of_22_tiles_and_the_own_trains_open_end_stay_in_sight(
        qtbot, tmp_path: Path) -> None:
    w = start(qtbot, tmp_path, make_settings(tmp_path / "s.ini"))
    grown_hand(w)
    table = w.table
    assert len(table.scene().hand.items) == 22
    assert not in_sight(w), in_sight(w)  # at Actual Size too
    for zoom in (1.25, 1.5, 1.75, 2.0):
        QTest.keyClick(table, Qt.Key.Key_Plus, CTRL)
        QApplication.processEvents()
        table.scene().finish_motion()
        assert table.zoom == zoom
        assert not in_sight(w), (zoom, in_sight(w))
        tiles = hand_rects(w)
        assert min(r.width() for r in tiles) >= 44, "the hand's tiles stay readable"
        assert not any(a.intersects(b) for i, a in enumerate(tiles) for b in tiles[i + 1:]), "rows, not a heap"
        save_shot(w.grab(), f"zoom-{round(zoom * 100)}-22-tiles-1024x600.png")
    # the table scrolls (a click on the scroll bar's track), the hand does not
    bar = table.verticalScrollBar()
    before = bar.value()
    for _ in range(6):
        qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=QPoint(bar.width() // 2, bar.width() + 4))
    assert bar.value() < before, "the table scrolled up"
    table.scene().finish_motion()
    view = table.viewport().rect()
    assert all(view.contains(r) for r in hand_rects(w)), "the hand stays whole in view"


def test_at_a_zoom_a_tile_is_dragged_onto_its_train_and_a_drop_on_the_rack_never_reaches_a_train_beneath(
        qtbot, tmp_path: Path) -> None:
    w = start(qtbot, tmp_path, make_settings(tmp_path / "s.ini"))
    table, c = w.table, w.controller
    for _ in range(4):
        QTest.keyClick(table, Qt.Key.Key_Plus, CTRL)
    QApplication.processEvents()
    scene = table.scene()
    scene.finish_motion()
    assert table.zoom == 2.0 and not in_sight(w)
    moved: list = []
    refused: list = []
    table.move_requested.connect(moved.append)
    table.move_refused.connect(refused.append)
    # a tile that fits is dragged with the mouse onto a train whose open end is in sight
    view = table.viewport().rect()
    rack = on_screen(w, scene.rack_item.sceneBoundingRect())
    plays = [m for m in c.local_legal() if m.tile is not None
             and view.contains(open_end(w, m.train)) and not open_end(w, m.train).intersects(rack)]
    assert plays, "the own train's open end (or another the tile fits) is in sight"
    slot = scene.rows[plays[0].train].look.slot
    drag(table, scene.hand.items[plays[0].tile].pos(), QPointF(slot.cx, slot.cy))
    assert moved == [plays[0]]
    wait_for_person(qtbot, w)
    scene.finish_motion()
    assert not in_sight(w), "the next turn shows the own train's open end again"
    # the table scrolled to its top: the rack lies over a row, and a drop there stays in the rack
    table.verticalScrollBar().setValue(0)
    QApplication.processEvents()
    scene.finish_motion()
    box = scene.rack()
    under = next(r for r in scene.layout_.rows if r.hit.intersects(box))
    tile = scene.hand.order[0]
    x = (max(box.x, under.hit.x) + min(box.right, under.hit.right)) / 2
    y = (max(box.y, under.hit.y) + min(box.bottom, under.hit.bottom)) / 2
    drag(table, scene.hand.items[tile].pos(), QPointF(x, y))
    assert moved == [plays[0]] and not refused, "the train beneath the rack is not tried"
    assert tile in scene.hand.order
