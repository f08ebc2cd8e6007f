"""Where a wrapped line would cut a tile's name ("6|" at one line's end, "4" on the next): Qt's own
line breaking (QTextLayout, as a wrapped label or list draws) at every width of a range."""
from __future__ import annotations

import re

from PySide6.QtGui import QFont, QTextLayout, QTextOption

TILE = re.compile(r"\d+\u2060?\|\u2060?\d+")


def line_ends(text: str, font: QFont, width: int) -> list[int]:
    """Where each line but the last ends when `text` is word-wrapped at `width` pixels."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    ends = []
    layout.beginLayout()
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        ends.append(line.textStart() + line.textLength())
    layout.endLayout()
    return ends[:-1]


def cut_tiles(text: str, font: QFont, widths: range = range(16, 480)) -> list[tuple[int, str]]:
    """(width, the tile's name) for every width at which a line ends inside a tile's name."""
    spans = [(m.start(), m.end(), m.group()) for m in TILE.finditer(text)]
    out = []
    for width in widths:
        for end in line_ends(text, font, width):
            out += [(width, name) for a, b, name in spans if a < end < b]
    return out
