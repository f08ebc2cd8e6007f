"""The pinned Qt binding must keep Python's reference counts straight.

PySide6-Essentials 6.12.0 on Python 3.11 returned None from void calls without a
reference: a few thousand QPainter calls aborted the process ("deallocating None").
The pin in pyproject.toml avoids that release; this test keeps it from coming back.
"""
from __future__ import annotations

import sys

from PySide6.QtCore import QPointF


def test_void_calls_do_not_eat_references_to_none() -> None:
    point = QPointF()
    before = sys.getrefcount(None)
    for i in range(5000):
        point.setX(float(i))
    assert sys.getrefcount(None) >= before - 50
