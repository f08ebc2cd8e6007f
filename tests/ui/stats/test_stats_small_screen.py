"""Issue 32, point 11: Statistics fits a 600-pixel screen with its title bar (its minimum height
was 589 px with a dozen games kept): the figures scroll, the cards and the buttons stay."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from mextrain.devtools.bench.stats import fake_games
from mextrain.stats import DB_NAME, StatsStore
from mextrain.ui.screen_fit import FRAME
from mextrain.ui.stats.window import StatsWindow
from support.shots import save_shot
from support.ux import Languages

SCREEN_HEIGHT = 600
DESKTOP_PANEL = 24  # a taskbar or top bar takes this much of the screen's height


@pytest.mark.parametrize("code", ["en", "de", "uk", "da"])
@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_statistics_fits_a_600_pixel_screen_and_its_figures_scroll(qtbot, tmp_path: Path, code: str) -> None:
    store, _ = StatsStore.open(tmp_path / DB_NAME)
    for game in fake_games(12, seed=3):
        store.record(game)
    languages = Languages(tmp_path / "languages.ini")
    try:
        languages.switch(code)
        w = StatsWindow(lambda: store)
        qtbot.addWidget(w)
        w.refresh()
        w.show()
        qtbot.waitExposed(w)
        room = SCREEN_HEIGHT - DESKTOP_PANEL - FRAME.height()
        assert w.minimumSizeHint().height() <= room, "it can be made short enough for the screen"
        w.resize(1024 - FRAME.width(), room)
        QApplication.processEvents()
        buttons = w.findChild(QDialogButtonBox)
        assert QRect(QPoint(0, 0), w.size()).contains(QRect(buttons.mapTo(w, QPoint(0, 0)), buttons.size()))
        area = w.figures_area
        bar = area.verticalScrollBar()
        assert bar.maximum() > 0, "the figures scroll"
        for _ in range(20):  # the scroll bar's track clicked below its handle, as a person would
            if bar.value() == bar.maximum():
                break
            qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=QPoint(bar.width() // 2, bar.height() - bar.width() - 3))
        assert bar.value() == bar.maximum()
        chart = w.engine_chart
        shown = QRect(QPoint(0, 0), area.viewport().size())
        assert shown.contains(QRect(chart.mapTo(area.viewport(), QPoint(0, 0)), chart.size())), "the last chart is reached"
        save_shot(w.grab(), f"statistics-{code}-1024x600.png")
        w.close()
    finally:
        languages.close()
        store.close()


def test_the_window_grows_again_to_show_all_figures_without_scrolling(qtbot, tmp_path: Path) -> None:
    store, _ = StatsStore.open(tmp_path / DB_NAME)
    for game in fake_games(12, seed=3):
        store.record(game)
    w = StatsWindow(lambda: store)
    qtbot.addWidget(w)
    w.refresh()
    w.show()
    w.resize(980, 720)
    QApplication.processEvents()
    assert w.figures_area.verticalScrollBar().maximum() == 0, "on a larger screen nothing scrolls"
    store.close()


@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_a_live_language_switch_lays_the_window_out_as_one_opened_in_that_language(qtbot, tmp_path: Path) -> None:
    """Every label has the room its new words need at once (no labels cut until the window is laid out
    again): the window switched while open looks exactly like one opened in that language."""
    store, _ = StatsStore.open(tmp_path / DB_NAME)
    for game in fake_games(12, seed=3):
        store.record(game)
    languages = Languages(tmp_path / "languages.ini")
    size = (1024 - FRAME.width(), SCREEN_HEIGHT - DESKTOP_PANEL - FRAME.height())

    def opened() -> StatsWindow:
        w = StatsWindow(lambda: store)
        qtbot.addWidget(w)
        w.refresh()
        w.show()
        w.resize(*size)
        QApplication.processEvents()
        return w

    try:
        live = opened()
        for code in ("uk", "de", "da"):
            languages.switch(code)
            QApplication.processEvents()
            fresh = opened()
            for table in (live.players_table, live.strength_table):
                header = table.horizontalHeader()
                for column in range(table.columnCount()):
                    words = table.horizontalHeaderItem(column).text()
                    assert header.sectionSize(column) >= header.fontMetrics().horizontalAdvance(words), (code, words)
            assert live.grab().toImage() == fresh.grab().toImage(), code
            fresh.close()
        live.close()
    finally:
        languages.close()
        store.close()
