"""The table for assistive technology: an accessible interface for the view whose children
are the round and turn, the boneyard, the engine, every train (its tiles as its children)
and the hand (its tiles, and which of them fit now).

Scene items are not widgets, so Qt exposes none of them by itself. `install()` puts a
factory in (`QAccessible.installFactory`, which PySide6 6.10 binds) that gives a
`TableView` a `TableAccessible`; its parts are `PartAccessible` objects made once per
part and kept for the view's life, because Qt's accessibility cache holds on to them by
pointer. Names come from spoken.py, in the UI language, when they are asked for.
"""
from __future__ import annotations

import atexit
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol, cast

import shiboken6
from PySide6.QtCore import QObject, QRect, QRectF
from PySide6.QtGui import QAccessible, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsItem, QGraphicsView

from mextrain.engine import Tile, TrainId
from mextrain.ui.table import spoken

if TYPE_CHECKING:
    from mextrain.ui.table.scene import TableScene

# the view these serve is a TableView (view.py, which installs them); named by its Qt base here,
# so that the two modules do not import each other
TableView = QGraphicsView


class _GivesParts(Protocol):
    """What a TableView has beyond its Qt base, for the type checker (see TableView above)."""

    def accessible_parts(self) -> Parts: ...


Role = QAccessible.Role
Text = QAccessible.Text

STATUS, BONEYARD, ENGINE, TRAIN, HAND, TRAIN_TILE, HAND_TILE = range(7)

_installed = False
_closing = False
_kept: list[Parts] = []  # every view's parts: Python must not free what Qt's cache holds
#: what makes an interface for a widget of each class name (Qt asks by class name), and what lets
#: Qt's cache delete the interfaces made at exit; other windows' parts add theirs (add_factory)
_makers: dict[str, Callable[[QObject], QAccessibleInterface]] = {}
_releases: list[Callable[[], None]] = []


def install() -> None:
    """Give every TableView its accessible interface (once per process)."""
    add_factory("TableView", lambda obj: TableAccessible(cast(TableView, obj)))


def add_factory(key: str, make: Callable[[QObject], QAccessibleInterface],
                release: Callable[[], None] | None = None) -> None:
    """Widgets of class `key` get `make`'s interface; `release` runs at exit (see _release_all)."""
    global _installed
    if key not in _makers:
        _makers[key] = make
        if release is not None:
            _releases.append(release)
    if not _installed:
        _installed = True
        QAccessible.installFactory(_factory)
        atexit.register(_release_all)


def _release_all() -> None:
    """Before Python goes: Qt's cache deletes the interfaces it holds while their Python side
    is still there (they are Python objects that Qt also owns; the other order would free them twice).
    From then on the factory makes no more: Qt's last events at exit get its plain interface."""
    global _closing
    _closing = True
    for parts in list(_kept):
        parts.release(with_root=True)
    for release in _releases:
        release()


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    make = _makers.get(key)
    return make(obj) if make is not None and not _closing else None


class Parts:
    """The accessible parts of one view, made on first request and then reused."""

    def __init__(self, view: TableView) -> None:
        self.view = view
        self.made: dict[tuple[int, object, TrainId | None], PartAccessible] = {}
        self.roots: list[TableAccessible] = []  # the view's own interfaces, as the factory made them
        _kept.append(self)
        view.destroyed.connect(lambda *_: self.release())

    def release(self, with_root: bool = False) -> None:
        """Let Qt's cache delete the parts (and at exit the view's own interface) now.

        Python keeps a reference to each until then, so it never frees one that Qt still holds;
        once Qt has deleted it, the reference is a dead wrapper that Python frees nothing for."""
        doomed: list[QAccessibleInterface] = list(self.made.values())
        if with_root:
            doomed += self.roots
        for part in doomed:
            if shiboken6.isValid(part):
                QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(part))

    def alive(self) -> bool:
        return shiboken6.isValid(self.view)

    def scene(self) -> TableScene:
        """The view's TableScene (TableView.scene(), which its Qt base types as a plain QGraphicsScene)."""
        return cast("TableScene", self.view.scene())

    def get(self, kind: int, key: object = None, train: TrainId | None = None) -> PartAccessible:
        ident = (kind, key, train)
        part = self.made.get(ident)
        if part is None:
            part = self.made[ident] = PartAccessible(self, kind, key, train)
        return part

    def top(self) -> list[PartAccessible]:
        """The view's children in reading order: turn, boneyard, engine, the trains, the hand."""
        state = self.scene().state if self.alive() else None
        if state is None:
            return []
        trains = [self.get(TRAIN, tv.train) for tv in state.trains]
        return [self.get(STATUS), self.get(BONEYARD), self.get(ENGINE), *trains, self.get(HAND)]

    def children(self, part: PartAccessible) -> list[PartAccessible]:
        state = self.scene().state if self.alive() else None
        if state is None:
            return []
        if part.kind == TRAIN:
            train = cast(TrainId, part.key)
            return [self.get(TRAIN_TILE, t, train) for (t, _, _) in state.train(train).tiles]
        if part.kind == HAND:
            return [self.get(HAND_TILE, t) for t in self.scene().hand.order]
        return []

    def focused(self) -> PartAccessible | None:
        table = self.scene()
        if table.hand.selected is not None and table.hand.selected in table.hand.items:
            if table.key_train is not None:
                return self.get(TRAIN, table.key_train)
            return self.get(HAND_TILE, table.hand.selected)
        return None

    def screen_rect(self, rect: QRectF) -> QRect:
        view = self.view
        local = view.mapFromScene(rect).boundingRect()
        return QRect(view.viewport().mapToGlobal(local.topLeft()), local.size())


# The interfaces' methods that may answer None (no such child, parent, window or object) carry
# `type: ignore[override]`: Qt takes None (nullptr) for that, but PySide6's stubs leave None
# out of those return types.


class TableAccessible(QAccessibleWidget):
    """The view itself: "Table", with the parts of the table as its children."""

    def __init__(self, view: TableView) -> None:
        super().__init__(view, Role.Pane, "")
        self.parts: Parts = cast(_GivesParts, view).accessible_parts()
        self.parts.roots.append(self)  # held here, so Python never frees it under Qt's cache

    def childCount(self) -> int:
        return len(self.parts.top())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # None is Qt's nullptr
        top = self.parts.top()
        return top[index] if 0 <= index < len(top) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return _index(self.parts.top(), child)

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # None is Qt's nullptr
        return self.parts.focused() if self.parts.alive() else None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # None is Qt's nullptr
        for part in self.parts.top():
            if part.rect().contains(x, y):
                return part
        return None


def _index(parts: list[PartAccessible], child: QAccessibleInterface) -> int:
    for i, part in enumerate(parts):
        if part is child:
            return i
    return -1


class PartAccessible(QAccessibleInterface):
    """One part of the table (a train, a tile, the hand, ...) with no widget of its own."""

    def __init__(self, parts: Parts, kind: int, key: object, train: TrainId | None) -> None:
        super().__init__()
        self.parts = parts
        self.kind = kind
        self.key = key
        self.train = train

    # ------------------------------------------------------------------ the tree
    def isValid(self) -> bool:
        return self.parts.alive()

    def object(self) -> QObject | None:  # type: ignore[override]  # None is Qt's nullptr
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]  # None is Qt's nullptr
        return self.parts.view.window().windowHandle() if self.parts.alive() else None

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]  # None is Qt's nullptr
        if not self.parts.alive():
            return None
        if self.kind == TRAIN_TILE:
            return self.parts.get(TRAIN, self.train)
        if self.kind == HAND_TILE:
            return self.parts.get(HAND)
        return QAccessible.queryAccessibleInterface(self.parts.view)

    def childCount(self) -> int:
        return len(self.parts.children(self))

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # None is Qt's nullptr
        kids = self.parts.children(self)
        return kids[index] if 0 <= index < len(kids) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return _index(self.parts.children(self), child)

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # None is Qt's nullptr
        for part in self.parts.children(self):
            if part.rect().contains(x, y):
                return part
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # None is Qt's nullptr
        focused = self.parts.focused()
        return focused if focused is not None and focused.parent() is self else None

    def relations(self, match: QAccessible.RelationFlag | None = None
                  ) -> list[tuple[QAccessibleInterface, QAccessible.RelationFlag]]:
        return []

    # ------------------------------------------------------------------ what it says
    def role(self) -> QAccessible.Role:
        if self.kind in (TRAIN, HAND):
            return Role.List
        if self.kind in (TRAIN_TILE, HAND_TILE):
            return Role.ListItem
        return Role.StaticText

    def text(self, kind: QAccessible.Text) -> str:
        if kind != Text.Name or not self.parts.alive():
            return ""
        return self.name()

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        pass  # the table's words come from the state only

    def name(self) -> str:
        table = self.parts.scene()
        view = table.state
        if view is None:
            return ""
        names, person = table.names, table.person_at_rack
        own = person and not table.name_own_train  # trains are said as the table labels them
        if self.kind == STATUS:
            return spoken.turn_words(view, names, person, None if table.thinking_person else table.thinking)
        if self.kind == BONEYARD:
            return spoken.boneyard_words(view)
        if self.kind == ENGINE:
            return spoken.engine_words(view)
        if self.kind == TRAIN:
            targets = table.targets()
            train = cast(TrainId, self.key)
            return spoken.train_words(train, view, names, own, train in targets,
                                      train in targets and train == table.key_train)
        if self.kind == HAND:
            return spoken.hand_words(view, sum(1 for t in table.hand.order if table.targets(t)), person)
        if self.kind == TRAIN_TILE:
            for (t, touching, end) in view.train(cast(TrainId, self.train)).tiles:
                if t == self.key:
                    return spoken.tile_words(touching, end)
            return ""
        tile = cast(Tile, self.key)
        if tile not in table.hand.items:
            return ""
        return spoken.hand_tile_words(tile, table.hand.faces(tile), table.targets(tile), view, names, own,
                                      tile == table.hand.lifted)

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        if not self.parts.alive():
            state.invalid = True
            return state
        table = self.parts.scene()
        if self.kind == HAND_TILE:
            state.focusable = True
            state.selectable = True
            state.selected = table.hand.selected == self.key
            state.focused = state.selected and self.parts.view.hasFocus() and table.key_train is None
        elif self.kind == TRAIN:
            state.focusable = True
            state.focused = table.key_train == self.key and self.parts.view.hasFocus()
        state.readOnly = True
        return state

    def rect(self) -> QRect:
        if not self.parts.alive():
            return QRect()
        table = self.parts.scene()
        item: QGraphicsItem | None = None
        if self.kind == TRAIN:
            item = table.rows.get(cast(TrainId, self.key))
        elif self.kind == TRAIN_TILE:
            item = table.tile_items.get(cast(Tile, self.key))
        elif self.kind == HAND_TILE:
            item = table.hand.items.get(cast(Tile, self.key))
        elif self.kind == HAND:
            item = table.rack_item
        elif self.kind == ENGINE:
            item = table.engine_item
        if item is None or not item.isVisible():
            view = self.parts.view
            return QRect(view.mapToGlobal(view.rect().topLeft()), view.size()) if self.kind == STATUS else QRect()
        return self.parts.screen_rect(item.sceneBoundingRect())
