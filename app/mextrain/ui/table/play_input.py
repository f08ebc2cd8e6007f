"""The person's play on the table: a tile dragged from the rack and dropped on a train, or chosen
with the keyboard (Tab through every tile that fits and the trains it fits, Enter to lay it).

A mixin of `TableScene` (scene.py), which draws the state; this part only turns what the person does
into a move the legal moves allow (`move_requested`) or a refusal (`move_refused`). It reads the
scene through `_Table`, what it needs of it.
"""
from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPointF, SignalInstance

from mextrain.engine import Move, PlayerView, Tile, TrainId
from mextrain.ui.table.hand import Hand


class _Table(Protocol):
    """What the play needs of the scene."""

    hand: Hand
    legal: tuple[Move, ...]
    state: PlayerView | None
    hover: TrainId | None
    key_train: TrainId | None
    move_requested: SignalInstance
    move_refused: SignalInstance
    selection_changed: SignalInstance
    train_chosen: SignalInstance

    def train_under(self, pos: QPointF) -> TrainId | None: ...
    def targets(self, tile: Tile | None = None) -> list[TrainId]: ...
    def tab_stops(self) -> list[tuple[Tile, TrainId | None]]: ...
    def _refresh_targets(self) -> None: ...
    def _drop_stale_hint(self, tile: Tile) -> None: ...


class PersonPlay:
    """Drag and keyboard play (the rack's `DropHandler`), mixed into the table scene."""

    hover: TrainId | None       # the row under a dragged tile
    key_train: TrainId | None   # the row chosen with Tab

    # ------------------------------------------------------------------ the drag (DropHandler)
    def drag_started(self: _Table, tile: Tile) -> None:
        self.hover = None
        self._drop_stale_hint(tile)
        self._refresh_targets()

    def drag_moved(self: _Table, tile: Tile, pos: QPointF) -> None:
        hover = self.train_under(pos)
        if hover != self.hover:
            self.hover = hover
            self._refresh_targets()

    def drag_ended(self: _Table, tile: Tile, pos: QPointF) -> None:
        self.hover = None
        train = self.train_under(pos)
        if train is not None:
            move = Move.play(tile, train)
            if move in self.legal:
                self.move_requested.emit(move)
                if tile in self.hand.items:  # not applied (yet): back to the rack
                    self.hand.snap_back(tile)
            else:
                self.hand.snap_back(tile)
                self.move_refused.emit(move)
        elif not self.hand.drop_in_rack(tile, pos):
            self.hand.snap_back(tile)
        self._refresh_targets()

    def _selection_changed(self: _Table) -> None:
        self.key_train = None
        if self.hand.selected is not None:
            self._drop_stale_hint(self.hand.selected)
        self._refresh_targets()
        self.selection_changed.emit()

    # ------------------------------------------------------------------ keyboard
    def tab_stops(self: _Table) -> list[tuple[Tile, TrainId | None]]:
        """Where Tab goes in the table: every tile that fits, in the rack's order, each followed by
        the trains it fits (own first, then the Mexican Train, then the others)."""
        stops: list[tuple[Tile, TrainId | None]] = []
        for tile in self.hand.order:
            trains = self.targets(tile)
            if trains:
                stops.append((tile, None))
                stops += [(tile, train) for train in trains]
        return stops

    def tab_step(self: _Table, step: int) -> bool:
        """Tab (+1) or Shift+Tab (-1): the next stop of `tab_stops`; False past the last (or before
        the first), where the keyboard leaves the table for the panel's buttons and the log."""
        stops = self.tab_stops()
        tile = self.hand.selected
        here = (tile, self.key_train if self.key_train in self.targets(tile) else None)
        if here in stops:
            i = stops.index(here) + step
        elif tile is None:
            i = 0 if step > 0 else len(stops) - 1
        else:  # a tile chosen with Left and Right that fits nowhere: the stops after it (or before it)
            place = {t: n for n, t in enumerate(self.hand.order)}
            after = [n for n, (t, _) in enumerate(stops) if place[t] > place[tile]]
            before = [n for n, (t, _) in enumerate(stops) if place[t] < place[tile]]
            i = (after[0] if after else len(stops)) if step > 0 else (before[-1] if before else -1)
        if not 0 <= i < len(stops):
            return False
        tile, train = stops[i]
        again = tile == self.hand.selected
        self.hand.select(tile)
        self.key_train = train
        self._refresh_targets()
        if train is not None:
            self.train_chosen.emit(tile, train)
        elif again:  # back from its train to the tile: the tile is the focus again
            self.selection_changed.emit()
        return True

    def play_selected(self: _Table) -> None:
        """Enter: lay the selected tile on the chosen train (or the first it may go on)."""
        tile = self.hand.selected
        if tile is None or self.state is None:
            return
        targets = self.targets(tile)
        train = self.key_train if self.key_train in targets else (targets[0] if targets else None)
        if train is None:
            self.move_refused.emit(Move.play(tile, self.state.seat))
        else:
            self.move_requested.emit(Move.play(tile, train))
