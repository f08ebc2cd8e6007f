"""The game table widget: a QGraphicsView on the `TableScene`, scaled to the window.

The main window builds it, calls `show_state` after every change and listens to
`move_requested` / `move_refused`. Keyboard play: Left/Right
choose a tile (Shift moves it in the rack), Tab/Shift+Tab go through the tiles that fit and
the trains each may go on (then on to the side panel), Enter plays, Space flips, Escape
clears the choice.
"""
from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from typing import cast

from PySide6.QtCore import QEvent, QRectF, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QFocusEvent,
    QKeyEvent,
    QPainter,
    QResizeEvent,
)
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsView, QWidget

from mextrain.engine import Event, EventKind, Move, PlayerView, Tile, TrainId
from mextrain.engine.moves import MEXICAN
from mextrain.ui import texts
from mextrain.ui.table import accessible, tile_paint
from mextrain.ui.table.layout import HAND_HEIGHT, LABEL_HEIGHT, MARGIN, Box, scene_height
from mextrain.ui.table.scene import TableScene
from mextrain.ui.table.train_dialog import TrainDialog
from mextrain.ui.table.train_row import label_text_px
from mextrain.ui.texts import possessive

__all__ = ["TableScene", "TableView"]

LABEL_BOOST_AT = 0.8    # below this view scale the labels' text grows...
LABEL_BOOST_MAX = 1.3   # ...by at most this much (it still fits the label's pill)
ZOOM_STEPS = (1.0, 1.25, 1.5, 1.75, 2.0)  # View > Zoom In / Zoom Out; 1.0 is Actual Size
REFERENCE_POINTS = 10.0  # a system font larger than this makes the labels' text larger with it
RACK_MAX_SHARE = 0.36   # at a zoom the rack kept in sight takes at most this share of the view's height


class TableView(QGraphicsView):
    move_requested = Signal(object)
    move_refused = Signal(object)
    train_clicked = Signal(object)
    selection_changed = Signal()
    train_chosen = Signal(object, object)  # (tile, train): Tab chose where Enter lays the tile
    zoom_changed = Signal(float)
    hint_dropped = Signal()  # another tile than the hinted one was picked: the hint's lift and light are gone

    def __init__(self, parent: QWidget | None = None) -> None:
        accessible.install()
        super().__init__(parent)
        self.setObjectName("tableView")
        self._parts: accessible.Parts | None = None
        self.announced: deque[str] = deque(maxlen=40)  # what was said to a screen reader, newest last
        self._scene = TableScene(self)
        self.setScene(self._scene)
        self._scene.move_requested.connect(self.move_requested)
        self._scene.move_refused.connect(self.move_refused)
        self._scene.train_clicked.connect(self.train_clicked)
        self._scene.selection_changed.connect(self.selection_changed)
        self._scene.train_chosen.connect(self.train_chosen)
        self._scene.hint_dropped.connect(self.hint_dropped)
        self.selection_changed.connect(self._focus_moved)
        self.train_chosen.connect(self._focus_moved)
        self.train_clicked.connect(self.open_train_dialog)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 300)
        self.zoom = 1.0  # on top of fitting the table to the view (View > Zoom In)
        self.selection_changed.connect(self._show_chosen)
        self.train_chosen.connect(self._show_chosen)
        # at a zoom the table scrolls under the rack, which stays where the view shows it
        self.horizontalScrollBar().valueChanged.connect(self._place_rack)
        self.verticalScrollBar().valueChanged.connect(self._place_rack)
        self.train_dialog: TrainDialog | None = None
        self._dialog_train: TrainId | None = None
        self.retranslate_ui()

    # ------------------------------------------------------------------ the contract
    def scene(self) -> TableScene:
        """The table scene this view shows, typed (QGraphicsView.scene() says only QGraphicsScene)."""
        return self._scene

    def show_state(self, view: PlayerView, legal: Sequence[Move], names: Sequence[str],
                   thinking_seat: int | None, person_moves: bool = False) -> None:
        """Make or move the items to show `view`; `legal` are the person's moves now (may be empty);
        `person_moves`: `thinking_seat` is a person's (their turn), not a computer's."""
        was_turn = self._persons_turn()
        self._scene.show_state(view, legal, names, thinking_seat, person_moves)
        if self._persons_turn() and not was_turn:
            self.announce(texts.turn_prompt(view, legal))
            self._show_chosen()  # at a zoom the person's own train's open end comes into sight
        if self.train_dialog is not None and self.train_dialog.isVisible() and self._dialog_train is not None:
            self._fill_train_dialog(self._dialog_train)

    def show_nothing(self) -> None:
        """No game on the table: the last one shown (a table that is gone) is not left standing."""
        self._scene.show_nothing()

    def animate_events(self, events: Sequence[Event], duration_ms: int) -> None:
        """Call after `show_state` with the events of the move it shows; 0 shows them at once."""
        self._scene.animate_events(events, duration_ms)
        self.announce_events(events)

    def set_numerals(self, numerals: bool) -> None:
        self._scene.set_numerals(numerals)
        if self.train_dialog is not None:
            self.train_dialog.set_numerals(numerals)

    def set_palette(self, name: str) -> None:
        """The pips' colours: "classic" (the real sets') or "colour-blind" (Preferences)."""
        tile_paint.set_palette(name)
        self._scene.repaint_tiles()
        if self.train_dialog is not None:
            self.train_dialog.update()
            for child in self.train_dialog.findChildren(QWidget):
                child.update()

    def set_hints(self, on: bool) -> None:
        """Mark the rack's tiles that may be laid now (Preferences)."""
        self._scene.set_hints(on)

    def flip_selected(self) -> None:
        self._scene.hand.flip()

    def arrange_hand(self, row: list[Tile]) -> None:
        state = self._scene.state
        own_end = state.train(state.seat).open_end if state is not None else None
        self._scene.hand.arrange(row, own_end)

    def selected_tile(self) -> Tile | None:
        return self._scene.hand.selected

    def show_notice(self, text: str) -> None:
        self._scene.show_notice(text)

    def hide_notice(self) -> None:
        """Take a notice away at once (the computer changes hands: it may name a tile)."""
        self._scene.notices.timer.stop()
        self._scene.notice.setVisible(False)

    def set_motion(self, milliseconds: int) -> None:
        """How long a tile glides back to the rack (0: no animation, for reduced motion)."""
        self._scene.hand.motion_ms = max(0, milliseconds)

    def hand_order(self) -> list[Tile]:
        """The rack's tiles in the order the person arranged them."""
        return list(self._scene.hand.order)

    # ------------------------------------------------------------------ screen readers
    def accessible_parts(self) -> accessible.Parts:
        """The table's parts as assistive technology sees them (accessible.py)."""
        if self._parts is None:
            self._parts = accessible.Parts(self)
        return self._parts

    def announce(self, text: str, assertive: bool = False) -> None:
        """Say `text` to a screen reader (QAccessibleAnnouncementEvent), in the words it is given."""
        if not text:
            return
        self.announced.append(text)
        if QAccessible.isActive():
            event = QAccessibleAnnouncementEvent(self, text)
            if assertive:
                event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
            QAccessible.updateAccessibility(event)

    def announce_events(self, events: Sequence[Event]) -> None:
        """A move, a draw, a pass, an open double, one tile left, the round's end: said as the log says it."""
        state = self._scene.state
        if state is None:
            return
        seat = state.seat if self._scene.person_at_rack and not self._scene.name_own_train else -1  # as the log says
        names = list(self._scene.names) or [str(i + 1) for i in range(state.players)]
        for ev in events:
            line = texts.event_line(ev, names, seat)
            if line:
                self.announce(line, ev.kind in (EventKind.ONE_TILE_LEFT, EventKind.ROUND_OVER, EventKind.GAME_OVER))

    def _persons_turn(self) -> bool:
        state = self._scene.state
        return (state is not None and self._scene.person_at_rack and state.current == state.seat
                and bool(self._scene.legal))

    def _focus_moved(self, *_: object) -> None:
        """The chosen tile or train is the focus a screen reader follows."""
        if not QAccessible.isActive() or not self.hasFocus():
            return
        part = self.accessible_parts().focused()
        if part is not None:
            QAccessible.updateAccessibility(QAccessibleEvent(part, QAccessible.Event.Focus))

    # ------------------------------------------------------------------ the train dialog
    def open_train_dialog(self, train: TrainId) -> TrainDialog | None:
        if self._scene.state is None:
            return None
        if self.train_dialog is None:
            self.train_dialog = TrainDialog(self)
        self._dialog_train = train
        self._fill_train_dialog(train)
        self.train_dialog.show()
        self.train_dialog.raise_()
        return self.train_dialog

    def _fill_train_dialog(self, train: TrainId) -> None:
        state = self._scene.state
        assert state is not None and self.train_dialog is not None  # the callers make sure of both
        names = self._scene.names
        if train == MEXICAN:
            title = self.tr("Mexican Train")
        elif train == state.seat and self._scene.person_at_rack and not self._scene.name_own_train:
            title = self.tr("Your train")  # never a watcher's, nor when several persons share the computer
        else:
            seat = cast(int, train)  # not MEXICAN: a seat's number
            name = names[seat] if seat < len(names) else str(seat + 1)
            title = self.tr("%1's train").replace("%1", possessive(name))
        self.train_dialog.set_train(title, state.engine_number, state.train(train), self._scene.numerals,
                                    train in state.open_doubles)

    # ------------------------------------------------------------------ zoom
    def set_zoom(self, zoom: float) -> float:
        """Draw the table and the hand `zoom` times as large as fits (scrolling where it must)."""
        zoom = min(ZOOM_STEPS[-1], max(ZOOM_STEPS[0], float(zoom)))
        if abs(zoom - self.zoom) > 1e-6:
            self.zoom = zoom
            self._fit()
            self.zoom_changed.emit(zoom)
        return self.zoom

    def zoom_in(self) -> float:
        return self.set_zoom(next((z for z in ZOOM_STEPS if z > self.zoom + 1e-6), ZOOM_STEPS[-1]))

    def zoom_out(self) -> float:
        return self.set_zoom(next((z for z in reversed(ZOOM_STEPS) if z < self.zoom - 1e-6), ZOOM_STEPS[0]))

    def font_factor(self) -> float:
        """How much larger than usual the system's font is (1.0 at or below 10 points)."""
        points = QApplication.font().pointSizeF()
        return max(1.0, points / REFERENCE_POINTS) if points > 0 else 1.0

    def _fit(self) -> None:
        size = self.viewport().size()
        if size.height() > 0:
            self._scene.set_height(scene_height(size.width() / size.height()))
        self.resetCachedContent()  # the felt is drawn for the scene's new shape
        zoomed = self.zoom > 1.0 + 1e-6
        policy = Qt.ScrollBarPolicy.ScrollBarAsNeeded if zoomed else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        self.setHorizontalScrollBarPolicy(policy)
        self.setVerticalScrollBarPolicy(policy)
        self.fitInView(self._scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        if zoomed:
            self.scale(self.zoom, self.zoom)
        self._place_rack()
        if zoomed:
            self._show_chosen()
        # a table drawn small keeps its labels readable: their text grows up to 30 %, and with a
        # larger system font as much again as the font is larger
        boost = min(LABEL_BOOST_MAX, max(1.0, LABEL_BOOST_AT / max(0.05, self.transform().m11())))
        self._scene.set_text_scale(boost * self.font_factor())

    def _place_rack(self, *_: object) -> None:
        """At a zoom the whole hand stays in sight: the rack lies along the foot of the view, as
        wide as the view shows, and the hand wraps into rows in it (its tiles as large as fit),
        while the table scrolls beneath. At Actual Size the rack is in its place in the layout."""
        if self.zoom <= 1.0 + 1e-6:
            self._scene.set_rack_box(None)
            return
        shown = self.mapToScene(self.viewport().rect()).boundingRect().intersected(self._scene.sceneRect())
        if shown.isEmpty():
            return
        margin = MARGIN / self.zoom
        height = min(HAND_HEIGHT, shown.height() * RACK_MAX_SHARE)
        self._scene.set_rack_box(Box(shown.left() + margin, shown.bottom() - margin - height,
                                     shown.width() - 2 * margin, height))

    def _show_chosen(self, *_: object) -> None:
        """At a zoom the chosen train (or else the person's own train) keeps its open end in sight,
        above the rack that lies over the foot of the view."""
        state = self._scene.state
        if self.zoom <= 1.0 + 1e-6 or state is None:
            return
        table = self._scene
        train = table.key_train if table.key_train in table.rows else state.seat
        row = table.rows.get(train)
        slot = row.look.slot if row is not None else None
        if slot is None:
            return
        rack = table.rack()
        # the open end with room below it for the rack: then the rack does not cover it
        target = QRectF(slot.x, slot.y, slot.w, slot.h + rack.h + 2 * MARGIN / self.zoom)
        self.ensureVisible(target, 16, 8)

    # ------------------------------------------------------------------ Qt events
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def label_pixels(self) -> float:
        """The on-screen pixel size of the trains' label text (tests and the screenshots check it)."""
        return label_text_px(LABEL_HEIGHT, self._scene.text_scale) * self.transform().m11()

    def event(self, event: QEvent) -> bool:
        # Tab goes through every tile that fits and, after each, the trains it fits (Enter lays it
        # on the chosen one); past the last it leaves the table, as in any window, for the side
        # panel's buttons and the log. Shift+Tab goes back the same way.
        if (event.type() == QEvent.Type.KeyPress
                and cast(QKeyEvent, event).key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)):
            forward = cast(QKeyEvent, event).key() == Qt.Key.Key_Tab
            if not self._scene.tab_step(1 if forward else -1):
                self.focusNextPrevChild(forward)
            return True
        return super().event(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Tab from the panel comes back to the first stop (Shift+Tab: the last), not to a train
        chosen before the keyboard left."""
        super().focusInEvent(event)
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            table = self._scene
            table.hand.select(None)
            table.key_train = None
            table.tab_step(1 if event.reason() == Qt.FocusReason.TabFocusReason else -1)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        hand = self._scene.hand
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if key == Qt.Key.Key_Left else 1
            hand.move_selected(step) if shift else hand.select_step(step)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._scene.play_selected()
        elif key == Qt.Key.Key_Space:
            hand.flip()
        elif key == Qt.Key.Key_Escape:
            hand.cancel_drag()
            hand.select(None)
        else:
            super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        elif event.type() == QEvent.Type.FontChange:
            self._fit()  # the system's font grew or shrank: so do the table's labels
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setToolTip("")
        self.setAccessibleName(self.tr("Table"))
        self.setAccessibleDescription(self.tr("Drag a tile from your rack onto a highlighted train. Keys: Left and "
                                              "Right choose a tile, Tab a train, Enter plays, Space flips."))
        self._scene.retranslate()
        if self.train_dialog is not None and self._dialog_train is not None and self._scene.state is not None:
            self._fill_train_dialog(self._dialog_train)
