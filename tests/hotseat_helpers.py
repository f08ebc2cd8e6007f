"""Helpers for the hot-seat tests (issue 22): a table of two persons and two computers, and
the checks that nothing on screen names a tile of a hand that is not shown."""
from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from pathlib import Path

from PySide6.QtCore import QRect
from PySide6.QtGui import QAccessible, QColor
from PySide6.QtWidgets import QAbstractButton, QLabel, QListWidget, QWidget

from mextrain.controller import Pace
from mextrain.engine import Tile
from mextrain.ui.main_window import MainWindow
from mextrain.ui.settings import GameSetup, Settings

PERSONS = ("Ada", "Bob")
#: seat 0 Ada, seat 1 a computer, seat 2 Bob, seat 3 a computer
KINDS = ["random", "human", "random"] + ["normal"] * 4
NAMES = ["Cleo", "Bob", "Dora", "Emil", "Freja", "Greta", "Hugo"]


def hotseat_settings(path: Path, pace: Pace = Pace.INSTANT) -> Settings:
    s = Settings.at(path)
    s.pace = pace
    s.save_setup(GameSetup(players=4, rounds=7, kinds=list(KINDS), names=list(NAMES), person_name="Ada"))
    return s


def tile_pattern(tiles: Iterable[Tile]) -> re.Pattern[str] | None:
    """A tile written as the game writes it ("5|12", either way round), not inside a longer number."""
    words = sorted({f"{a}\\|{b}" for (a, b) in tiles} | {f"{b}\\|{a}" for (a, b) in tiles})
    if not words:
        return None
    return re.compile(r"(?<!\d)(?:" + "|".join(words) + r")(?!\d)")


def widget_texts(window: MainWindow) -> Iterator[str]:
    """Every text the window shows or tells: labels, buttons, the log, tooltips, the status line."""
    yield window.statusBar().currentMessage()
    for w in [window, *window.findChildren(QWidget)]:
        yield w.toolTip()
        yield w.accessibleName()
        yield w.accessibleDescription()
        if isinstance(w, (QLabel, QAbstractButton)) and w.isVisible():
            yield w.text()
        if isinstance(w, QListWidget):
            yield from this_round(w.item(i).text() for i in range(w.count()))
    for action in window.findChildren(type(window.panel.hint_action)):
        yield action.toolTip()
        yield action.text()


def this_round(lines: Iterable[str]) -> list[str]:
    """The log's lines of the round in play (earlier rounds' tiles were laid in public)."""
    lines = list(lines)
    starts = [i for i, line in enumerate(lines) if "begins with the engine" in line]
    return lines[starts[-1]:] if starts else lines


def scene_texts(window: MainWindow) -> Iterator[str]:
    """The table's items: tooltips and whatever text an item carries."""
    for item in window.table.scene().items():
        yield item.toolTip()
        for attr in ("text", "label"):
            value = getattr(item, attr, None)
            if isinstance(value, str):
                yield value


def accessible_texts(widget: QWidget, depth: int = 12) -> Iterator[str]:
    """Names and descriptions in the accessibility tree under `widget`."""
    root = QAccessible.queryAccessibleInterface(widget)
    stack = [(root, 0)] if root is not None else []
    seen = 0
    while stack and seen < 5000:
        node, level = stack.pop()
        seen += 1
        if node is None or not node.isValid():
            continue
        yield node.text(QAccessible.Text.Name)
        yield node.text(QAccessible.Text.Description)
        owner = node.object()
        if owner is not None and owner.objectName() == "moveLog":
            continue  # its lines are read by widget_texts, this round's only (earlier rounds' tiles were public)
        if level < depth:
            stack.extend((node.child(i), level + 1) for i in range(node.childCount()))


def leaks(window: MainWindow, hidden: Iterable[Tile]) -> list[str]:
    """Every text anywhere in the window that names one of the `hidden` tiles."""
    pattern = tile_pattern(hidden)
    if pattern is None:
        return []
    texts = [*widget_texts(window), *scene_texts(window), *accessible_texts(window)]
    return [t for t in texts if t and pattern.search(t)]


def face_pixels(window: MainWindow) -> int:
    """How many pixels of the rack (grabbed from the table's viewport) have a tile face's ivory."""
    lay = window.table.scene().layout_
    box = lay.hand
    top_left = window.table.mapFromScene(box.x, box.y)
    bottom_right = window.table.mapFromScene(box.x + box.w, box.y + box.h)
    image = window.table.viewport().grab(QRect(top_left, bottom_right)).toImage()
    notice = window.table.scene().notice  # a notice over the rack's edge is public news, not a tile
    skip = (window.table.mapFromScene(notice.sceneBoundingRect()).boundingRect().translated(-top_left)
            if notice.isVisible() else QRect())
    count = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            if skip.contains(x, y):
                continue
            c = QColor(image.pixel(x, y))
            if c.red() > 235 and c.green() > 228 and c.blue() > 200:
                count += 1
    return count
