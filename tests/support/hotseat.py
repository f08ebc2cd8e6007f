"""Helpers for the hot-seat tests (issue 22): a table of two persons and two computers, and
the checks that nothing on screen names a tile of a hand that is not shown."""
from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from pathlib import Path

from PySide6.QtCore import QRect
from PySide6.QtGui import QAccessible, QColor, QImage, QPainter
from PySide6.QtWidgets import QAbstractButton, QLabel, QListWidget, QWidget

from mextrain.controller import Pace
from mextrain.engine import Tile
from mextrain.ui.settings import GameSetup, Settings
from mextrain.ui.window.main_window import MainWindow

PERSONS = ("Ada", "Bob")
#: seat 0 Ada, seat 1 a computer, seat 2 Bob, seat 3 a computer
KINDS = ["random", "human", "random"] + ["normal"] * 4
NAMES = ["Cleo", "Bob", "Dora", "Emil", "Freja", "Greta", "Hugo"]


def hotseat_settings(path: Path, pace: Pace = Pace.INSTANT, *, short_double_6: bool = False) -> Settings:
    """Ada and Bob with two computers; `short_double_6`: the shortest whole game (R19: 4 rounds of a
    double-6 set), for a test that plays one to its end."""
    s = Settings.at(path)
    s.pace = pace
    rounds, house = (4, {"set": 6}) if short_double_6 else (7, {})
    s.save_setup(GameSetup(players=4, rounds=rounds, kinds=list(KINDS), names=list(NAMES), person_name="Ada",
                           house=house))
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
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    notice = window.table.scene().notice  # a notice over the rack's edge is public news, not a tile
    if notice.isVisible():
        painter = QPainter(image)
        painter.fillRect(window.table.mapFromScene(notice.sceneBoundingRect()).boundingRect().translated(-top_left),
                         QColor(0, 0, 0))
        painter.end()
    return _ivory_count(image)


# a channel's bytes -> 1 where it is bright enough for a tile face's ivory, else 0
_IVORY = tuple(bytes(1 if v > low else 0 for v in range(256)) for low in (200, 228, 235))  # blue, green, red


def _ivory_count(image: QImage) -> int:
    """Pixels of ivory (red > 235, green > 228, blue > 200), looking at every second pixel of
    every second row: each channel of a row becomes a string of 0/1 bytes, and the three are
    ANDed as integers (a loop over the pixels in Python took 90 ms a grab, most of the hot-seat
    test's 72 s)."""
    bpl, w = image.bytesPerLine(), image.width()
    data = bytes(image.constBits())  # Format_RGB32: B, G, R, 255 for each pixel
    count = 0
    for y in range(0, image.height(), 2):
        row = data[y * bpl: y * bpl + w * 4]
        b, g, r = (int.from_bytes(row[i::8].translate(_IVORY[i]), "big") for i in range(3))
        count += (b & g & r).bit_count()
    return count
