"""What moves on the table by itself: tiles flying to their place and notices fading away.

The scene decides what happened and where things go; these helpers only run the
animations and can always be finished at once (a new state, a resize, a new game), so
no item is ever left half-way or hidden.
"""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    QTimer,
    Signal,
)
from PySide6.QtWidgets import QGraphicsScene

from mextrain.ui.table.items import NoticeItem
from mextrain.ui.table.tile_item import DominoItem

TILE_Z = 5.0
FLY_Z = 40.0
NOTICE_MS = 4000
FADE_MS = 400


class Notices(QObject):
    """One notice at a time over the table: shown at once, faded out after NOTICE_MS."""

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self.item = NoticeItem()
        scene.addItem(self.item)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._fade)
        self._fade_anim: QPropertyAnimation | None = None

    def show(self, text: str, anchor: QPointF, width: float) -> None:
        if self._fade_anim is not None:
            self._fade_anim.stop()
        self.item.set_text(text, anchor, width)
        self.item.setOpacity(1.0)
        self.item.setVisible(True)
        self.timer.start(NOTICE_MS)

    def clear(self) -> None:
        """Take the notice away now (the round is over: "Ada has one tile left!" is stale)."""
        self.timer.stop()
        if self._fade_anim is not None:
            self._fade_anim.stop()
        self.item.setVisible(False)

    def _fade(self) -> None:
        fade = QPropertyAnimation(self.item, b"opacity", self)
        fade.setDuration(FADE_MS)
        fade.setStartValue(1.0)
        fade.setEndValue(0.0)
        fade.finished.connect(lambda: self.item.setVisible(False))
        self._fade_anim = fade
        fade.start()


class Flights(QObject):
    """Tiles flying one after another, each from a start point to its place on a train."""

    #: a flying tile (its DominoItem) reached its place at the end of its flight (the sound
    #: clicks then); tiles put in place at once by `finish()` do not say so
    landed = Signal(object)

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._group: QSequentialAnimationGroup | None = None
        self._ends: list[tuple[DominoItem, QPointF]] = []

    def start(self, legs: Sequence[tuple[DominoItem, QPointF, QPointF]], duration_ms: int) -> None:
        """Fly each (item, start, end) in turn; a tile waits hidden until its flight begins."""
        self.finish()
        if duration_ms <= 0 or not legs:
            return
        group = QSequentialAnimationGroup(self)
        for item, start, end in legs:
            anim = QPropertyAnimation(item, b"pos")
            anim.setDuration(duration_ms)
            anim.setStartValue(start)
            anim.setEndValue(end)
            anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
            anim.stateChanged.connect(
                lambda new, old, it=item: it.setVisible(True) if new == QAbstractAnimation.State.Running else None)
            anim.finished.connect(lambda it=item: self.landed.emit(it))
            item.setZValue(FLY_Z)
            item.setPos(start)
            if self._ends:
                item.setVisible(False)  # waits for its turn to fly
            self._ends.append((item, end))
            group.addAnimation(anim)
        group.finished.connect(self.finish)
        self._group = group
        group.start()

    def flying(self) -> bool:
        return self._group is not None

    def finish(self) -> None:
        """Every flying tile lands on its place now."""
        group, self._group = self._group, None
        if group is not None:
            group.stop()
            group.deleteLater()
        for item, end in self._ends:
            item.setPos(end)
            item.setZValue(TILE_Z)
            item.setVisible(True)
        self._ends = []
