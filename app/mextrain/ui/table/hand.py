"""The person's tiles on the rack: their order, which way round each one lies, selection and dragging.

Dragging is done the kpat way, with the item's own mouse events (press, move past the
start-drag distance, release), never QDrag.exec(), so tests can drive it with real mouse
events. The hand knows nothing of the rules: where a dropped tile may go is the scene's
question (`DropHandler`), answered from the legal moves it was given.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QPropertyAnimation, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from mextrain.engine.tiles import Tile
from mextrain.ui.table.layout import Box, HandGeometry, hand_geometry, hand_index_at
from mextrain.ui.table.tile_item import DominoItem
from mextrain.ui.table.tile_paint import GOLD_COLOUR, HIGHLIGHT_COLOUR

HAND_Z = 10.0
LIFT = 0.42  # how far the hinted tile stands out of the rack, in tile lengths
DRAG_Z = 50.0


def lift_room(geom: HandGeometry) -> float:
    """How far a tile of a lower row may rise without touching the tile above it."""
    if geom.per_row <= 0 or len(geom.centres) <= geom.per_row:
        return geom.long * LIFT
    pitch = geom.centres[geom.per_row][1] - geom.centres[0][1]
    return max(0.0, pitch - geom.short - 2.0)


class DropHandler(Protocol):
    """What the hand asks while a tile is dragged (the `TableScene` answers): a Protocol because
    the scene imports this module (no import cycle, tests/project/test_layering.py)."""

    def drag_started(self, tile: Tile) -> None: ...
    def drag_moved(self, tile: Tile, pos: QPointF) -> None: ...
    def drag_ended(self, tile: Tile, pos: QPointF) -> None: ...


class HandTileItem(DominoItem):
    """One tile of the person's hand; mouse events go to the `Hand`, which owns the drag."""

    def __init__(self, tile: Tile, hand: Hand, long_side: float) -> None:
        super().__init__(tile[0], tile[1], long_side, vertical=False)
        self.tile = tile
        self.hand = hand
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setZValue(HAND_Z)
        self.playable = False  # a light bar under the tile: it fits a train now (a hint)
        self.drawn = False     # a gold arrow above it: the tile just drawn

    def set_marks(self, playable: bool, drawn: bool) -> None:
        if (playable, drawn) != (self.playable, self.drawn):
            self.prepareGeometryChange()
            self.playable, self.drawn = playable, drawn
            self.update()

    def boundingRect(self) -> QRectF:
        short = self.long_side / 2
        return super().boundingRect().adjusted(0, -short * 0.55 if self.drawn else 0, 0,
                                               short * 0.3 if self.playable else 0)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        rect = self.tile_rect()
        short = self.long_side / 2
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.playable:
            bar = QRectF(rect.center().x() - rect.width() * 0.3, rect.bottom() + short * 0.12,
                         rect.width() * 0.6, short * 0.13)
            light = QColor(HIGHLIGHT_COLOUR)
            light.setAlpha(200)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(light)
            painter.drawRoundedRect(bar, bar.height() / 2, bar.height() / 2)
        if self.drawn:
            cx, top = rect.center().x(), rect.top() - short * 0.08
            arrow = QPainterPath(QPointF(cx, top))
            arrow.lineTo(cx - short * 0.26, top - short * 0.4)
            arrow.lineTo(cx + short * 0.26, top - short * 0.4)
            arrow.closeSubpath()
            painter.setPen(QPen(QColor("#5A4300"), short * 0.04))
            painter.setBrush(GOLD_COLOUR)
            painter.drawPath(arrow)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        event.accept()  # become the mouse grabber, so the moves and the release come here
        self.hand.pressed(self, event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.hand.moved(self, event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.hand.released(self, event)


class Hand(QObject):
    """The rack's tiles in the person's chosen order, each possibly flipped."""

    selection_changed = Signal()

    def __init__(self, scene: QGraphicsScene, handler: DropHandler, rack: Box) -> None:
        super().__init__(scene)
        self.scene = scene
        self.handler = handler
        self.rack = rack
        self.order: list[Tile] = []
        self.flipped: set[Tile] = set()
        self.items: dict[Tile, HandTileItem] = {}
        self.selected: Tile | None = None
        self.lifted: Tile | None = None  # the hinted tile: it stands out of the rack, glowing
        self.geom: HandGeometry = hand_geometry(0, rack)
        self.numerals = False
        self.motion_ms = 160
        self.dragging: Tile | None = None
        self._press_scene = QPointF()
        self._press_item = QPointF()
        self._pressed: Tile | None = None
        self._animations: dict[Tile, QPropertyAnimation] = {}
        self.playable: set[Tile] = set()
        self.drawn: Tile | None = None        # marked while the person may still lay it
        self.last_added: Tile | None = None   # the tile that came in last without a new deal

    # ------------------------------------------------------------------ state
    def sync(self, hand: Sequence[Tile], new_deal: bool = False) -> None:
        """Follow the engine's hand: keep the person's order, drop played tiles, add drawn ones last.

        A new deal starts over in the engine's order.
        """
        present = set(hand)
        kept = [] if new_deal else [t for t in self.order if t in present]
        if not kept:
            self.flipped.clear()
        kept_set = set(kept)
        added = [t for t in hand if t not in kept_set]
        self.last_added = added[0] if kept and len(added) == 1 else (None if new_deal else self.last_added)
        self.order = kept + [t for t in hand if t not in kept_set]
        for t in [t for t in self.items if t not in present]:
            item = self.items.pop(t)
            self._stop(t)
            self.scene.removeItem(item)
        self.flipped &= present
        if self.selected is not None and self.selected not in present:
            self.selected = None
            self.selection_changed.emit()
        if self.dragging is not None and self.dragging not in present:
            self.dragging = None
        if self.lifted is not None and self.lifted not in present:
            self.lifted = None
        for t in self.order:
            if t not in self.items:
                item = HandTileItem(t, self, self.geom.long)
                item.set_numerals(self.numerals)
                self.items[t] = item
                self.scene.addItem(item)
        self.relayout()

    def set_marks(self, playable: set[Tile], drawn: Tile | None) -> None:
        """Mark the tiles that may be laid now and the tile just drawn (the scene decides which)."""
        self.playable, self.drawn = set(playable), drawn
        for t, item in self.items.items():
            item.set_marks(t in self.playable, t == drawn)

    def set_rack(self, rack: Box) -> None:
        if rack == self.rack:
            return
        self.finish_motion()  # a tile gliding to its old slot would land beside the moved rack
        self.rack = rack
        self.relayout()

    def relayout(self) -> None:
        self.geom = hand_geometry(len(self.order), self.rack)
        for t in self.order:
            item = self.items[t]
            item.set_long_side(self.geom.long)
            first, second = self.faces(t)
            if (item.first, item.second) != (first, second):
                item.set_faces(first, second)
            item.set_selected_look(t == self.selected)
            item.set_highlight(t == self.lifted)
            if t != self.dragging and t not in self._animations:
                item.setPos(self.slot_pos(t))
                item.setZValue(HAND_Z)

    def faces(self, tile: Tile) -> tuple[int, int]:
        """(left half, right half) as the tile lies in the rack."""
        return (tile[1], tile[0]) if tile in self.flipped else (tile[0], tile[1])

    def slot_pos(self, tile: Tile) -> QPointF:
        index = self.order.index(tile)
        x, y = self.geom.centres[index]
        if tile == self.lifted:
            # out of the top row it stands out over the table; from a lower row only into the gap
            # above it, so that it never covers the tile over it
            top_row = index < self.geom.per_row
            y -= self.geom.long * LIFT if top_row else min(self.geom.long * LIFT, lift_room(self.geom))
        return QPointF(x, y)

    def lift(self, tile: Tile | None) -> None:
        """Lift `tile` out of the rack (the hint), or put the lifted one back (None)."""
        if tile is not None and tile not in self.items:
            tile = None
        if tile == self.lifted:
            return
        old, self.lifted = self.lifted, tile
        for t in (old, tile):
            if t is not None and t in self.items:
                self.items[t].set_highlight(t == tile)
                if t != self.dragging:
                    self._glide(t, self.slot_pos(t))

    def set_numerals(self, numerals: bool) -> None:
        self.numerals = numerals
        for item in self.items.values():
            item.set_numerals(numerals)

    # ------------------------------------------------------------------ helpers the table gives
    def select(self, tile: Tile | None) -> None:
        if tile is not None and tile not in self.items:
            tile = None
        if tile != self.selected:
            old, self.selected = self.selected, tile
            for t in (old, tile):
                if t in self.items:
                    self.items[t].set_selected_look(t == tile)
            self.selection_changed.emit()

    def select_step(self, step: int) -> None:
        """Choose the next (+1) or previous (-1) tile in the rack, wrapping round."""
        if not self.order:
            return
        if self.selected is None:
            self.select(self.order[0 if step > 0 else -1])
        else:
            i = self.order.index(self.selected)
            self.select(self.order[(i + step) % len(self.order)])

    def move_selected(self, step: int) -> None:
        """Move the selected tile one place left or right in the rack (planning by keyboard)."""
        if self.selected is not None:
            i = self.order.index(self.selected)
            self.reorder(self.selected, max(0, min(len(self.order) - 1, i + step)))

    def flip(self, tile: Tile | None = None) -> None:
        tile = self.selected if tile is None else tile
        if tile is None or tile not in self.items or tile.is_double:
            return
        self.flipped ^= {tile}
        self.items[tile].set_faces(*self.faces(tile))

    def reorder(self, tile: Tile, index: int) -> None:
        """Put `tile` in slot `index`; the tiles between shift over (animated)."""
        if tile not in self.order or index < 0:
            return
        self.order.remove(tile)
        self.order.insert(min(index, len(self.order)), tile)
        self._glide_all(except_tile=tile)

    def arrange(self, row: Sequence[Tile], open_end: int | None) -> None:
        """Put `row` at the front of the rack in laying order, each tile turned to chain from open_end."""
        row = [t for t in row if t in self.items]
        rest = [t for t in self.order if t not in set(row)]
        self.order = row + rest
        end = open_end
        for t in row:
            if end is not None and t.has(end):
                if t[0] == end:
                    self.flipped.discard(t)
                else:
                    self.flipped.add(t)
                end = t.other(end)
            else:
                end = None
            self.items[t].set_faces(*self.faces(t))
        self._glide_all()

    # ------------------------------------------------------------------ dragging
    def pressed(self, item: HandTileItem, event: QGraphicsSceneMouseEvent) -> None:
        self._stop(item.tile)
        self._pressed = item.tile
        self._press_scene = event.scenePos()
        self._press_item = self.slot_pos(item.tile)
        self.select(item.tile)

    def moved(self, item: HandTileItem, event: QGraphicsSceneMouseEvent) -> None:
        if self._pressed != item.tile:
            return
        if self.dragging is None:
            moved = event.screenPos() - event.buttonDownScreenPos(Qt.MouseButton.LeftButton)
            if moved.manhattanLength() < QApplication.startDragDistance():
                return
            self.dragging = item.tile
            item.setZValue(DRAG_Z)
            item.setCursor(Qt.CursorShape.ClosedHandCursor)
            self.handler.drag_started(item.tile)
        item.setPos(self._press_item + (event.scenePos() - self._press_scene))
        self.handler.drag_moved(item.tile, event.scenePos())

    def released(self, item: HandTileItem, event: QGraphicsSceneMouseEvent) -> None:
        self._pressed = None
        if self.dragging != item.tile:
            return
        self.dragging = None
        item.setCursor(Qt.CursorShape.OpenHandCursor)
        self.handler.drag_ended(item.tile, event.scenePos())

    def cancel_drag(self) -> None:
        if self.dragging is not None:
            tile, self.dragging = self.dragging, None
            self._pressed = None
            self.snap_back(tile)

    def drop_in_rack(self, tile: Tile, pos: QPointF) -> bool:
        """A drop inside the rack reorders; False when the point is outside the rack."""
        if not self.rack.contains(pos.x(), pos.y()):
            return False
        self.reorder(tile, hand_index_at(self.geom, pos.x(), pos.y()))
        self.snap_back(tile)
        return True

    def snap_back(self, tile: Tile) -> None:
        """Return a tile to its slot, gliding unless motion is off."""
        if tile in self.items:
            self._glide(tile, self.slot_pos(tile))

    # ------------------------------------------------------------------ motion
    def _glide_all(self, except_tile: Tile | None = None) -> None:
        for t in self.order:
            if t != except_tile and t != self.dragging:
                self._glide(t, self.slot_pos(t))

    def _glide(self, tile: Tile, target: QPointF) -> None:
        item = self.items[tile]
        self._stop(tile)
        if self.motion_ms <= 0 or item.pos() == target:
            item.setPos(target)
            item.setZValue(HAND_Z)
            return
        anim = QPropertyAnimation(item, b"pos", self)
        anim.setDuration(self.motion_ms)
        anim.setStartValue(item.pos())
        anim.setEndValue(target)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.finished.connect(lambda t=tile: self._landed(t))
        self._animations[tile] = anim
        anim.start()

    def _landed(self, tile: Tile) -> None:
        self._animations.pop(tile, None)
        item = self.items.get(tile)
        if item is not None and tile != self.dragging:
            item.setZValue(HAND_Z)

    def _stop(self, tile: Tile) -> None:
        anim = self._animations.pop(tile, None)
        if anim is not None:
            anim.stop()

    def finish_motion(self) -> None:
        """Jump every gliding tile to its slot (before a redraw or in a test)."""
        for t in list(self._animations):
            self._stop(t)
            if t in self.items:
                self.items[t].setPos(self.slot_pos(t))
                self.items[t].setZValue(HAND_Z)

    def gliding(self) -> bool:
        return bool(self._animations)

    def item_of(self, tile: Tile) -> QGraphicsItem | None:
        return self.items.get(tile)
