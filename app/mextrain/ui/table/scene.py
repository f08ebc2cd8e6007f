"""The table as a QGraphicsScene: the engine, every train, the rack, drop targets and flights.

Items mirror the `PlayerView` they are given and are reused from one state to the next
(a tile's item is made once and only moved), so a redraw after one move is cheap. What
may be played where comes only from the legal moves passed to `show_state`. The
animations themselves (flights, fading notices) run in table_motion.py.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from PySide6.QtCore import QObject, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene

from mextrain.engine import Event, EventKind, Move, MoveKind, PlayerView, Tile, TrainId
from mextrain.engine.moves import MEXICAN
from mextrain.ui.table.hand import Hand
from mextrain.ui.table.items import HubItem, RackItem
from mextrain.ui.table.layout import DEFAULT_HEIGHT, Box, TableLayout, place_train, table_layout, train_at
from mextrain.ui.table.motion import TILE_Z, Flights, Notices
from mextrain.ui.table.play_input import PersonPlay
from mextrain.ui.table.tile_item import DominoItem
from mextrain.ui.table.train_row import RowLook, TrainRowItem
from mextrain.ui.texts import plural_s

FELT_CENTRE = QColor("#2E7A4E")
FELT_EDGE = QColor("#113B25")
RACK_Z = 8.0  # over the table's tiles (a rack kept in sight at a zoom lies over them), under the hand


class TableScene(PersonPlay, QGraphicsScene):
    move_requested = Signal(object)
    move_refused = Signal(object)
    train_clicked = Signal(object)
    selection_changed = Signal()
    # (tile, train) when Tab chooses the train Enter will lay the selected tile on
    train_chosen = Signal(object, object)
    hint_dropped = Signal()  # the person picked another tile than the hinted one

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.players = 4
        self.height_ = DEFAULT_HEIGHT
        self.layout_: TableLayout = table_layout(self.players, self.height_)
        self.setSceneRect(QRectF(0, 0, self.layout_.scene.w, self.layout_.scene.h))
        self.state: PlayerView | None = None
        self.legal: tuple[Move, ...] = ()
        self.names: tuple[str, ...] = ()
        self.thinking: int | None = None
        self.thinking_person = False  # the seat to move is a person elsewhere: their turn, not "thinking"
        self.numerals = False
        self.person_at_rack = True  # False in a replay of computer seats: no "Your train"
        # several persons share this computer (or a joined app): the shown hand's train is called by its seat's
        # name, as every other, never "Your train" to whoever looks (issue 38)
        self.name_own_train = False
        self.text_scale = 1.0  # labels grow when the view draws the table small (set_text_scale)
        self.hints = True  # mark the rack's tiles that may be laid now (Preferences)
        self.rack_box: Box | None = None  # where the rack lies instead of its place in the layout (a zoom)
        self.rack_item = RackItem(self.layout_.hand)
        self.rack_item.setZValue(RACK_Z)
        self.addItem(self.rack_item)
        self.hub_item = HubItem(self.layout_.hub)
        self.hub_item.setVisible(False)
        self.addItem(self.hub_item)
        self.engine_item = DominoItem(12, 12, self.layout_.engine.h, vertical=True)
        self.engine_item.setZValue(TILE_Z)
        self.engine_item.setVisible(False)
        self.addItem(self.engine_item)
        self.rows: dict[TrainId, TrainRowItem] = {}
        self.tile_items: dict[Tile, DominoItem] = {}
        self.on_table: set[Tile] = set()
        self._row_keys: dict[TrainId, object] = {}
        self._row_seen: dict[TrainId, list[Tile]] = {}
        self.hand = Hand(self, self, self.layout_.hand)
        self.hand.selection_changed.connect(self._selection_changed)
        self.hover: TrainId | None = None       # the row under a dragged tile
        self.key_train: TrainId | None = None   # the row chosen with Tab
        self.hint_train: TrainId | None = None  # the row the hinted tile goes on
        self.notices = Notices(self)
        self.notice = self.notices.item
        self.flights = Flights(self)

    # ------------------------------------------------------------------ geometry
    def set_height(self, height: float) -> None:
        if abs(height - self.height_) > 0.5:
            self.height_ = height
            self._relayout()

    def _relayout(self) -> None:
        self.finish_motion()
        self.layout_ = table_layout(self.players, self.height_)
        lay = self.layout_
        self.setSceneRect(QRectF(0, 0, lay.scene.w, lay.scene.h))
        self.rack_item.set_box(self.rack())
        self.hub_item.set_box(lay.hub)
        self.engine_item.set_long_side(lay.engine.h)
        self.engine_item.setPos(lay.engine.cx, lay.engine.cy)
        for r in lay.rows:
            if r.train in self.rows:
                self.rows[r.train].set_row(r)
        self._row_keys.clear()
        self.hand.set_rack(self.rack())
        if self.state is not None:
            self._render_trains()
            self._refresh_rows()

    def rack(self) -> Box:
        """Where the rack and the hand are: their place in the layout, or where the view put them."""
        return self.rack_box or self.layout_.hand

    def set_rack_box(self, box: Box | None) -> None:
        """Lay the rack and the hand in `box` (the view keeps them in sight at a zoom), or back in
        their place in the layout (None). The rack lies over the table there: it hides what is under it."""
        if box == self.rack_box:
            return
        self.rack_box = box
        self.rack_item.set_box(self.rack())
        self.hand.set_rack(self.rack())

    def train_under(self, pos: QPointF) -> TrainId | None:
        """The train at a scene point; none where the rack lies over it."""
        if self.rack().contains(pos.x(), pos.y()):
            return None
        return train_at(self.layout_, pos.x(), pos.y())

    def _rebuild_rows(self) -> None:
        for item in self.rows.values():
            self.removeItem(item)
        self.rows.clear()
        self.layout_ = table_layout(self.players, self.height_)
        for r in self.layout_.rows:
            item = TrainRowItem(r)
            item.clicked.connect(self.train_clicked)
            self.rows[r.train] = item
            self.addItem(item)
        self._relayout()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        centre = self.sceneRect().center()
        felt = QRadialGradient(centre, self.sceneRect().width() * 0.75)
        felt.setColorAt(0.0, FELT_CENTRE)
        felt.setColorAt(1.0, FELT_EDGE)
        painter.fillRect(rect, felt)

    # ------------------------------------------------------------------ state
    def show_state(self, view: PlayerView, legal: Sequence[Move], names: Sequence[str],
                   thinking_seat: int | None, person_moves: bool = False) -> None:
        """`person_moves`: the seat to move is a person (at another computer): it is their turn, nobody
        "is thinking" (what a computer does)."""
        if self.state is None or view.trains != self.state.trains:
            self.finish_flights()  # a redraw that only moves the turn on lets tiles fly on
        old = self.state
        # a new round or game: the hand changed although no move was made (the history did not grow)
        new_deal = (old is None or (view.round_number, view.players) != (old.round_number, old.players)
                    or (view.hand != old.hand and len(view.history) <= len(old.history)))
        self.state = view
        self.legal = tuple(legal)
        self.names = tuple(names)
        self.thinking = thinking_seat
        self.thinking_person = person_moves
        if view.players != self.players or not self.rows:
            self.players = view.players
            self._rebuild_rows()
        if (self.engine_item.first, self.engine_item.second) != (view.engine_number, view.engine_number):
            self.engine_item.set_faces(view.engine_number, view.engine_number)
        self.engine_item.setVisible(True)
        self.hub_item.setVisible(True)
        self.hand.sync(view.hand, new_deal)
        self._mark_hand()
        if self.key_train is not None and self.key_train not in self.targets():
            self.key_train = None
        self._render_trains()
        self._refresh_rows()

    def show_nothing(self) -> None:
        """No game is shown (a table that is gone, or no game dealt yet): the felt alone, no tiles."""
        self.finish_flights()
        self.state = None
        self.legal = ()
        for item in self.tile_items.values():
            self.removeItem(item)
        self.tile_items.clear()
        self.on_table.clear()
        self._row_keys.clear()
        self._row_seen.clear()
        for row in self.rows.values():
            self.removeItem(row)
        self.rows.clear()
        self.hand.sync((), True)
        self.engine_item.setVisible(False)
        self.hub_item.setVisible(False)

    def _render_trains(self) -> None:
        view = self.state
        assert view is not None  # only called with a state shown
        lay = self.layout_
        seen: set[Tile] = set()
        for tv in view.trains:
            row = lay.row(tv.train)
            gold = tv.train in view.open_doubles
            key = (row, tv.tiles, gold)
            if self._row_keys.get(tv.train) == key:
                seen.update(self._row_seen[tv.train])
                continue
            self._row_keys[tv.train] = key
            placement = place_train(row, [t.is_double for (t, _, _) in tv.tiles])
            self._row_seen[tv.train] = [t for (t, _, _) in tv.tiles[placement.first_visible:]]
            last = len(tv.tiles) - 1
            for i, box in enumerate(placement.tiles, start=placement.first_visible):
                t, touching, end = tv.tiles[i]
                direction = placement.directions[i - placement.first_visible]
                item = self.tile_items.get(t)
                if item is None:
                    item = DominoItem(t[0], t[1], row.long)
                    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                    item.setZValue(TILE_Z)
                    item.set_numerals(self.numerals)
                    self.tile_items[t] = item
                    self.addItem(item)
                faces = (touching, end) if direction > 0 else (end, touching)
                if (item.first, item.second) != faces:
                    item.set_faces(*faces)
                item.set_vertical(t.is_double)
                item.set_long_side(row.long)
                item.set_gold(gold and i == last)
                item.setPos(box.cx, box.cy)
                item.setVisible(True)
                seen.add(t)
            self.rows[tv.train].update_look(
                hidden=placement.hidden, more=placement.more, slot=placement.slot,
                slot_direction=placement.slot_direction, lines_used=placement.lines_used, open_end=tv.open_end)
        for t in self.on_table - seen:
            self.tile_items[t].setVisible(False)
        self.on_table = seen

    def _label(self, train: TrainId) -> str:
        view = self.state
        assert view is not None  # only called with a state shown
        if train == MEXICAN:
            return self.tr("Mexican Train")
        if train == view.seat and self.person_at_rack and not self.name_own_train:
            return self.tr("Your train")
        seat = cast(int, train)  # not MEXICAN: a seat's number
        if seat < len(self.names):
            name = self.names[seat]
        else:
            name = self.tr("Seat %1").replace("%1", str(seat + 1))
        count = view.hand_counts[seat]
        label = self.tr("%1 · %n tile(s)", "a train's label: name, tiles in hand", count)
        return plural_s(label, count).replace("%1", name)

    def _refresh_rows(self) -> None:
        view = self.state
        if view is None:
            return
        targets = self.targets()
        for tv in view.trains:
            item = self.rows[tv.train]
            seat_row = tv.train != MEXICAN
            item.set_look(RowLook(
                label=self._label(tv.train),
                own=tv.train == view.seat and self.person_at_rack,  # a watcher (or a covered hand) owns none
                mexican=not seat_row,
                current=seat_row and tv.train == view.current,
                # the "…" bubble says a computer is thinking: a person elsewhere to move is only highlighted
                thinking=seat_row and tv.train == self.thinking and not self.thinking_person,
                marker=tv.marker,
                warn=seat_row and view.hand_counts[cast(int, tv.train)] == 1,
                hidden=item.look.hidden,
                more=item.look.more,
                slot=item.look.slot,
                slot_direction=item.look.slot_direction,
                lines_used=item.look.lines_used,
                open_end=tv.open_end,
                numerals=self.numerals,
                target=tv.train in targets or tv.train == self.hint_train,
                hover=self._lit(tv.train, targets),
                refuse=tv.train == self.hover and tv.train not in targets,
                chosen=tv.train in targets and tv.train == self.key_train,
                text_scale=self.text_scale,
            ))

    def _refresh_targets(self) -> None:
        targets = self.targets()
        for train, item in self.rows.items():
            item.update_look(target=train in targets or train == self.hint_train,
                             hover=self._lit(train, targets),
                             refuse=train == self.hover and train not in targets,
                             chosen=train in targets and train == self.key_train)

    def _lit(self, train: TrainId, targets: list[TrainId]) -> bool:
        """The row shines: the drag or the keyboard is on it, or the hint lays its tile there."""
        return (train in targets and train in (self.hover, self.key_train)) or train == self.hint_train

    def show_hint(self, move: Move | None) -> None:
        """The hinted play: its tile lifted out of the rack, glowing, and only its train lit
        (the tile is not chosen, so that the other trains it fits stay dark); None clears."""
        tile = move.tile if move is not None and move.kind is MoveKind.PLAY else None
        self.hint_train = move.train if move is not None and tile is not None else None
        self.hand.lift(tile)
        if tile is not None and self.hand.selected is not None:
            self.hand.select(None)
        self._refresh_targets()

    def _drop_stale_hint(self, tile: Tile) -> None:
        """Another tile was picked: the hint's tile goes back and its train goes dark, so that only
        the picked tile's trains are lit (not two tiles and two trains)."""
        if self.hand.lifted is not None and tile != self.hand.lifted:
            self.hint_train = None
            self.hand.lift(None)
            self.hint_dropped.emit()

    def targets(self, tile: Tile | None = None) -> list[TrainId]:
        """Trains the dragged (or selected) tile may be laid on now, own first, then the Mexican Train."""
        if tile is None:
            tile = self.hand.dragging or self.hand.selected
        if tile is None or self.state is None:
            return []
        found = {m.train for m in self.legal if m.kind is MoveKind.PLAY and m.tile == tile}
        order: list[TrainId] = [self.state.seat, MEXICAN, *(s for s in range(self.players) if s != self.state.seat)]
        return [t for t in order if t in found]

    def drawn_tile(self) -> Tile | None:
        """The tile the person drew this turn, while it is still theirs to lay (or pass)."""
        view = self.state
        if view is None or not view.drew or view.current != view.seat or not self.legal:
            return None
        plays = {m.tile for m in self.legal if m.kind is MoveKind.PLAY}
        if len(plays) == 1:
            return next(iter(plays))
        return self.hand.last_added if self.hand.last_added in view.hand else None

    def _mark_hand(self) -> None:
        playable = ({m.tile for m in self.legal if m.kind is MoveKind.PLAY and m.tile is not None}
                    if self.hints else set())
        self.hand.set_marks(playable, self.drawn_tile())

    def set_text_scale(self, scale: float) -> None:
        if abs(scale - self.text_scale) > 0.01:
            self.text_scale = scale
            self._refresh_rows()

    def set_hints(self, on: bool) -> None:
        self.hints = bool(on)
        self._mark_hand()

    def repaint_tiles(self) -> None:
        """Every tile painted again (their pictures are cached): the pip palette changed."""
        for item in [*self.tile_items.values(), *self.hand.items.values(), self.engine_item]:
            item.update()
        for row in self.rows.values():
            row.slot_part.update()
        self.update()

    def set_numerals(self, numerals: bool) -> None:
        self.numerals = numerals
        for item in self.tile_items.values():
            item.set_numerals(numerals)
        self.engine_item.set_numerals(numerals)
        self.hand.set_numerals(numerals)

    def retranslate(self) -> None:
        self._refresh_rows()

    # ------------------------------------------------------------------ notices and motion
    def show_notice(self, text: str) -> None:
        rack = self.rack()
        # on the seam between the table and the rack, where it hides the fewest tiles
        self.notices.show(text, QPointF(rack.cx, rack.y - 2), rack.w * 0.6)

    def animate_events(self, events: Sequence[Event], duration_ms: int) -> None:
        """Tiles laid by other seats fly, one after another, from their seat's label to their place."""
        self.finish_flights()
        if any(ev.kind in (EventKind.ROUND_OVER, EventKind.GAME_OVER) for ev in events):
            self.notices.clear()  # the score sheet comes: a notice of the round is stale
        view = self.state
        if duration_ms <= 0 or view is None:
            return
        legs = []
        for ev in events:
            if ev.kind is not EventKind.TILE_LAID or ev.seat == view.seat or ev.tile not in self.on_table:
                continue
            source = self.rows.get(ev.seat) if ev.seat is not None else None
            item = self.tile_items[ev.tile]
            end = item.pos()
            start = source.label_anchor() if source is not None else QPointF(end.x(), end.y() - 120)
            legs.append((item, start, end))
        self.flights.start(legs, duration_ms)

    def flying(self) -> bool:
        return self.flights.flying()

    def finish_flights(self) -> None:
        self.flights.finish()

    def finish_motion(self) -> None:
        self.finish_flights()
        self.hand.finish_motion()
