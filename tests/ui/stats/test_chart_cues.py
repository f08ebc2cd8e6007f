"""A won game's bar in the Statistics chart is told apart by more than its colour (issue 23):
it is hatched and outlined, so that it reads in grey too."""
from __future__ import annotations

from PySide6.QtGui import QColor

from mextrain.ui.stats.chart import Bar, BarChart
from support.shots import save_shot


def greys_in(image, rect) -> set[int]:
    """The distinct grey levels inside a bar (what a person who sees no colour sees)."""
    levels = set()
    for y in range(int(rect.top()) + 3, int(rect.bottom()) - 3):
        for x in range(int(rect.left()) + 3, int(rect.right()) - 3):
            levels.add(QColor(image.pixel(x, y)).lightness() // 16)
    return levels


def test_won_bars_are_hatched_lost_bars_plain(qtbot) -> None:
    chart = BarChart()
    qtbot.addWidget(chart)
    chart.resize(420, 220)
    chart.set_bars([Bar(40, "a", "", False), Bar(40, "b", "", True)])
    chart.show()
    qtbot.waitExposed(chart)
    image = chart.grab().toImage()
    lost, won = chart.bar_rects()
    assert len(greys_in(image, lost)) == 1
    assert len(greys_in(image, won)) >= 2, "the won bar has stripes, not only another colour"
    save_shot(image, "chart-won-hatched.png")
