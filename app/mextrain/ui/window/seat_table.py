"""The side panel's seats table: a row a seat with whose turn it is, the name, the seat's kind (when
several persons play), the marker, the tiles left (a red badge at one tile) and the points.

Its words keep the side panel's translation context ("SidePanel"): they are the panel's words.
"""
from __future__ import annotations

from collections.abc import Collection, Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPixmap
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QWidget

from mextrain.engine import MAX_SEATS, PlayerView
from mextrain.ui import texts
from mextrain.ui.window.handover import seat_name

HEADER_COLOUR = "#5C5446"  # 6.5:1 on the panel's beige (WCAG AA asks 4.5:1)
PANEL_BACKGROUND = "#F3EEE3"
TILES_COLUMN = 4        # the seats' grid: turn, name, kind, marker, tiles (or the badge), points
BADGE_STYLE = "QLabel { background: #C62828; color: white; border-radius: 8px; padding: 1px 7px; font-weight: bold; }"


def _canvas(w: int, h: int, colour: QColor) -> tuple[QPixmap, QPainter]:
    """A transparent pixmap of w x h at twice the pixels, and a painter on it filling with `colour`
    (the caller ends the painter)."""
    pm = QPixmap(w * 2, h * 2)
    pm.setDevicePixelRatio(2)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    return pm, p


def marker_pixmap(height: int = 16, colour: QColor | None = None) -> QPixmap:
    """A small locomotive: the marker on an open train (R8)."""
    colour = colour or QColor("#B23A2E")
    w, h = int(height * 1.6), height
    pm, p = _canvas(w, h, colour)
    p.drawRoundedRect(QRectF(w * 0.05, h * 0.35, w * 0.6, h * 0.4), 2, 2)   # boiler
    p.drawRect(QRectF(w * 0.6, h * 0.1, w * 0.32, h * 0.65))               # cab
    p.drawRect(QRectF(w * 0.14, h * 0.12, w * 0.12, h * 0.25))             # chimney
    path = QPainterPath(QPointF(w * 0.02, h * 0.75))
    path.lineTo(w * 0.0, h * 0.92)
    path.lineTo(w * 0.2, h * 0.75)
    p.drawPath(path)                                                       # cow-catcher
    p.setBrush(QColor("#222222"))
    for cx, r in ((w * 0.2, h * 0.14), (w * 0.45, h * 0.14), (w * 0.76, h * 0.17)):
        p.drawEllipse(QPointF(cx, h * 0.8), r, r)
    p.end()
    return pm


def kind_pixmap(person: bool, height: int = 14, colour: QColor | None = None) -> QPixmap:
    """A seat's kind when several persons play: a head and shoulders, or a screen on its stand."""
    colour = colour or QColor("#4E473B")
    w = h = height
    pm, p = _canvas(w, h, colour)
    if person:
        p.drawEllipse(QPointF(w * 0.5, h * 0.3), w * 0.2, h * 0.2)                  # head
        p.drawRoundedRect(QRectF(w * 0.16, h * 0.58, w * 0.68, h * 0.42), w * 0.3, h * 0.3)  # shoulders
    else:
        p.drawRoundedRect(QRectF(w * 0.04, h * 0.1, w * 0.92, h * 0.6), 1.5, 1.5)   # screen
        p.setBrush(QColor(PANEL_BACKGROUND))
        p.drawRect(QRectF(w * 0.14, h * 0.2, w * 0.72, h * 0.4))
        p.setBrush(colour)
        p.drawRect(QRectF(w * 0.42, h * 0.7, w * 0.16, h * 0.14))                   # stand
        p.drawRect(QRectF(w * 0.25, h * 0.84, w * 0.5, h * 0.12))
    p.end()
    return pm


class SeatRow:
    """One line of the seats table; plain widgets in the panel's grid: whose turn it is, the name,
    the seat's kind (when several persons play), the marker, the tiles left (a red badge at one
    tile) and the points. Nothing but the name stretches, so 8 seats of 12-letter names fit a
    1024x600 window in every language (issue 32)."""

    def __init__(self, grid: QGridLayout, row: int) -> None:
        self.turn = QLabel()  # "▶" at the seat whose turn it is (a column of its own: no padded names)
        self.turn.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.name = QLabel()
        self.name.setTextFormat(Qt.TextFormat.PlainText)
        self.kind = QLabel()
        self.marker = QLabel()
        self.marker.setPixmap(marker_pixmap())
        self.tiles = QLabel()
        self.tiles.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.points = QLabel()
        self.points.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.badge = QLabel()  # stands in for the tile count at one tile left (R16)
        self.badge.setStyleSheet(BADGE_STYLE)
        self.badge.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.badge.setVisible(False)
        # a badge or marker that comes and goes never moves the rows below (nor the buttons)
        grid.setRowMinimumHeight(row, max(self.badge.sizeHint().height(), self.marker.sizeHint().height()))
        self.widgets = (self.turn, self.name, self.kind, self.marker, self.tiles, self.points)
        self._on: bool | None = None  # shown, hidden, or not yet said
        for col, widget in enumerate(self.widgets):
            grid.addWidget(widget, row, col)
        grid.addWidget(self.badge, row, TILES_COLUMN, Qt.AlignmentFlag.AlignRight)

    def set_visible(self, on: bool) -> None:
        """Show or hide the row (asked at every redraw: only a change reaches its widgets; the
        kind, the marker and the badge are then set by the seat's own state). A hidden row says
        nothing to a screen reader: its words are cleared."""
        if on == self._on:
            return
        self._on = on
        for widget in self.widgets:
            widget.setVisible(on)
            if not on:
                widget.setToolTip("")
                widget.setAccessibleName("")
        if not on:
            self.badge.setVisible(False)
            for label in (self.turn, self.name, self.tiles, self.points):
                label.setText("")


class SeatTable(QWidget):
    """The seats' grid under its header (Player, Tiles, Points), a row for each seat of the largest
    table; the rows of seats a game does not have are hidden."""

    def __init__(self) -> None:
        super().__init__()
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 4, 0, 4)
        self.grid.setHorizontalSpacing(6)
        self.grid.setVerticalSpacing(2)
        self.grid.setColumnStretch(1, 1)
        self.header_name = QLabel()
        self.header_tiles = QLabel()
        self.header_points = QLabel()
        for col, span, label in ((0, 2, self.header_name), (TILES_COLUMN, 1, self.header_tiles),
                                 (TILES_COLUMN + 1, 1, self.header_points)):
            label.setStyleSheet(f"color: {HEADER_COLOUR};")
            self.grid.addWidget(label, 0, col, 1, span)
        self.header_tiles.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.header_points.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.rows = [SeatRow(self.grid, i + 1) for i in range(MAX_SEATS)]
        self.seat_order: list[int] = []  # the seat each row shows, top down
        # the seats keep their full height in a short window (at 1024x600 with eight seats the rows
        # were squashed and the header's descenders cut); the move log gives way instead
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        for seat_row in self.rows:  # no seats before the first deal (a first start shows the dialog)
            seat_row.set_visible(False)

    def show_seats(self, view: PlayerView, names: Sequence[str], human_seat: int | None,
                   thinking_seat: int | None, persons: Collection[int] | None, person_moves: bool = False) -> None:
        """Every seat of `view`, this computer's person first and the others in turn order."""
        n = view.players
        start = human_seat or 0
        order = [(start + i) % n for i in range(n)]
        self.seat_order = order
        for row, widgets in enumerate(self.rows):
            if row >= n:
                widgets.set_visible(False)
                continue
            seat = order[row]
            widgets.set_visible(True)
            self._show_seat(widgets, view, seat, names, human_seat, thinking_seat, persons, person_moves)

    def hide_seats(self) -> None:
        for widgets in self.rows:
            widgets.set_visible(False)
        self.seat_order = []

    def row_of(self, seat: int) -> SeatRow | None:
        """The row that shows `seat` now (None before a deal, or for a seat the table has not)."""
        return self.rows[self.seat_order.index(seat)] if seat in self.seat_order else None

    def _show_seat(self, row: SeatRow, view: PlayerView, seat: int, names: Sequence[str],
                   human_seat: int | None, thinking_seat: int | None, persons: Collection[int] | None,
                   person_moves: bool) -> None:
        count = view.hand_counts[seat]
        current = seat == view.current and count > 0
        name = names[seat]
        row.turn.setText("▶" if current else "")
        row.name.setText(name)
        font = QFont()  # only the weight is set: the size follows the application's font
        font.setBold(current)
        row.name.setFont(font)
        row.name.setToolTip(texts.thinking_line(seat, names, person_moves) if seat == thinking_seat else "")
        row.kind.setVisible(persons is not None)
        if persons is not None:  # a picture of the kind, its words for the tooltip and a screen reader
            kind = seat_name(name, seat in persons)
            if row.kind.toolTip() != kind:
                row.kind.setPixmap(kind_pixmap(seat in persons))
                row.kind.setToolTip(kind)
                row.kind.setAccessibleName(kind)
            row.name.setAccessibleName(kind)
        else:
            row.name.setAccessibleName("")
            row.kind.setToolTip("")
            row.kind.setAccessibleName("")
        row.tiles.setText(str(count))
        row.tiles.setToolTip(texts.tiles_left(count))
        row.points.setText(str(view.totals[seat]))
        row.points.setToolTip(texts.points(view.totals[seat]))
        has_marker = view.trains[seat].marker
        row.marker.setVisible(has_marker)
        row.marker.setToolTip(QCoreApplication.translate("SidePanel", "Marker: everyone may lay on this train.") if has_marker else "")
        # at one tile the count turns into a red badge; a hidden badge has no words, so a screen
        # reader does not find "Last tile!" (nor "Ada has one tile left!") at every seat
        last = count == 1
        row.tiles.setVisible(not last)
        row.badge.setVisible(last)
        row.badge.setText("1" if last else "")
        row.badge.setAccessibleName(QCoreApplication.translate("SidePanel", "Last tile!") if last else "")
        row.badge.setToolTip(texts.one_tile_left(seat, names, human_seat) if last else "")

    def retranslate_ui(self) -> None:
        self.header_name.setText(QCoreApplication.translate("SidePanel", "Player"))
        self.header_tiles.setText(QCoreApplication.translate("SidePanel", "Tiles"))
        self.header_points.setText(QCoreApplication.translate("SidePanel", "Points"))
