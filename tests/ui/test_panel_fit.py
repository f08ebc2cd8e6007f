"""Issue 32, points 10, 12 and 14: the side panel at 1024x600 with 8 seats and 12-letter names
fits in every language (nothing cut: each text inside its widget, each widget inside the
window); it follows the application's font changed while the game runs; and its
accessibility tree holds no hidden badge's words and no name padded with spaces."""
from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QAccessible, QFont
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from mextrain.controller import Pace
from mextrain.ui.settings import GameSetup, Settings
from mextrain.ui.window.main_window import MainWindow
from support.a11y_tree import tree
from support.shots import save_shot
from support.ux import Languages

#: 12 letters each, the wide ones among them; seat 2 is a second person at this computer
NAMES = ["Bartholomäus", "Wolfgangmann", "Konstantinos", "Oleksandrina", "Christophers", "Mwanamwezima",
         "Gwendolynmaw"]
PERSON = "Maximilianus"
KINDS = ["random", "human"] + ["normal"] * 5


@pytest.fixture
def langs(tmp_path: Path):
    languages = Languages(tmp_path / "languages.ini")
    yield languages
    languages.close()


def eight_seats(qtbot, tmp_path: Path) -> MainWindow:
    settings = Settings.at(tmp_path / "s.ini")
    settings.pace = Pace.INSTANT
    settings.save_setup(GameSetup(players=8, rounds=13, kinds=list(KINDS), names=list(NAMES), person_name=PERSON))
    w = MainWindow(settings=settings, data_folder=tmp_path / "data", seed=3)
    qtbot.addWidget(w)
    w.resize(1024, 600)
    w.show()
    qtbot.waitExposed(w)
    c = w.controller
    # the computers have played up to a person's turn (the cover asks to pass the computer):
    # nothing redraws the panel meanwhile
    qtbot.waitUntil(lambda: c.game is not None and c.game.current_seat in c.persons
                    and w.handover_ui.cover.isVisible(), timeout=10000)
    QApplication.processEvents()
    return w


def crowded(w: MainWindow, current: int = 0) -> None:
    """The widest a seat's line gets: every train marked, three-figure points, a seat at one
    tile (its badge), the current seat's name in bold; drawn by the window's own refresh."""
    c = w.play
    view = c.local_view()
    counts = list(view.hand_counts)
    counts[3] = 1
    trains = tuple(dataclasses.replace(t, marker=True) for t in view.trains)
    fake = dataclasses.replace(view, hand_counts=tuple(counts), trains=trains, totals=(245,) * 8, current=current)
    real = c.local_view
    c.local_view = lambda: fake
    try:
        w.refresh()
    finally:
        c.local_view = real
    QApplication.processEvents()
    assert w.panel.rows[0].points.text() == "245", "nothing redrew the panel meanwhile"


def cut(w: MainWindow) -> list[str]:
    """Every visible widget of the panel whose text is wider than the widget, or that reaches
    past the panel's visible area or the window."""
    panel = w.panel
    area = QRect(panel.scroll_area.viewport().mapTo(w, QPoint(0, 0)), panel.scroll_area.viewport().size())
    assert w.rect().contains(area), "the panel lies inside the window"
    found = []
    for widget in panel.scroll_area.widget().findChildren(QWidget):
        if not widget.isVisibleTo(w) or widget.parent() is panel.log:
            continue
        rect = QRect(widget.mapTo(w, QPoint(0, 0)), widget.size())
        if not area.contains(rect):
            found.append(f"{widget.objectName() or type(widget).__name__} {rect} outside {area}")
        if isinstance(widget, QLabel) and widget.text():
            inner = widget.contentsRect().adjusted(widget.margin(), widget.margin(), -widget.margin(), -widget.margin())
            if widget.wordWrap():
                need = widget.heightForWidth(widget.width())
                if need > widget.height():
                    found.append(f"{widget.text()!r}: {need} px high in {widget.height()}")
            elif widget.fontMetrics().horizontalAdvance(widget.text()) > inner.width():
                found.append(f"{widget.text()!r}: wider than its {inner.width()} px")
        elif isinstance(widget, QAbstractButton):
            text = widget.text().replace("&", "")
            if widget.fontMetrics().horizontalAdvance(text) + 8 > widget.width():
                found.append(f"button {text!r}: wider than its {widget.width()} px")
    return found


@pytest.mark.parametrize("code", ["en", "de", "uk", "da"])
def test_the_panel_fits_1024x600_with_eight_seats_of_twelve_letters(qtbot, tmp_path: Path, langs: Languages,
                                                                     code: str) -> None:
    w = eight_seats(qtbot, tmp_path)
    langs.switch(code)
    for current in (0, 6):  # a bold name at the top, and further down
        crowded(w, current)
        assert not cut(w), cut(w)
    panel = w.panel
    content = panel.scroll_area.widget()
    assert content.width() <= panel.scroll_area.viewport().width()
    assert content.height() <= panel.scroll_area.viewport().height(), "nothing below the window's edge"
    assert w.table.width() >= 700, "the table keeps most of the window"
    # the house rules' rule-set name will be one more short line: it still fits without scrolling
    line = panel.boneyard_label.sizeHint().height() + content.layout().spacing()
    assert content.minimumSizeHint().height() + line <= panel.scroll_area.viewport().height()
    names = [r.name.text() for r in panel.rows]
    assert names[0] == PERSON and names[1:] == NAMES and all(len(n) == 12 for n in names)
    kinds = [r.kind.toolTip() for r in panel.rows]
    assert PERSON in kinds[0] and NAMES[1] in kinds[2] and kinds[0] != kinds[1]  # persons and computers told apart
    assert panel.rows[3].badge.isVisibleTo(panel) and not panel.rows[3].tiles.isVisibleTo(panel)
    save_shot(w.grab(), f"panel-8-seats-{code}-1024x600.png")


def test_the_panel_follows_the_font_changed_while_the_game_runs(qtbot, tmp_path: Path) -> None:
    w = eight_seats(qtbot, tmp_path)
    panel = w.panel
    before = {"round": panel.round_label.fontInfo().pointSizeF(), "name": panel.rows[1].name.fontInfo().pointSizeF(),
              "current": panel.rows[0].name.fontInfo().pointSizeF(),
              "button": panel.buttons["drawAction"].fontInfo().pointSizeF(),
              "log": panel.log.fontInfo().pointSizeF()}
    width = panel.width()
    old = QApplication.font()
    try:
        big = QFont(old)
        big.setPointSizeF(old.pointSizeF() * 1.3)
        QApplication.setFont(big)  # the desktop's text made larger while the game runs
        QApplication.processEvents()
        after = {"round": panel.round_label.fontInfo().pointSizeF(), "name": panel.rows[1].name.fontInfo().pointSizeF(),
                 "current": panel.rows[0].name.fontInfo().pointSizeF(),
                 "button": panel.buttons["drawAction"].fontInfo().pointSizeF(),
                 "log": panel.log.fontInfo().pointSizeF()}
        grown = {k: after[k] / before[k] for k in before}
        assert all(g > 1.2 for g in grown.values()), grown
        assert panel.rows[0].name.font().bold() and panel.round_label.font().bold()
        assert panel.width() > width, "the panel widened for the larger names"
        save_shot(w.grab(), "panel-font-130-1024x600.png")
        QApplication.setFont(old)
        QApplication.processEvents()
        assert abs(panel.round_label.fontInfo().pointSizeF() - before["round"]) < 0.5
        assert panel.width() == width
    finally:
        QApplication.setFont(old)


def test_the_hand_over_cover_follows_the_font_too(qtbot, tmp_path: Path) -> None:
    """Issue 38, point 22: the hand-over cover grows with a font made 1.5x larger while the game runs,
    its words whole in the larger card."""
    w = eight_seats(qtbot, tmp_path)  # a person's turn with another person at this computer: the cover is up
    cover = w.handover_ui.cover
    assert cover.isVisible()
    before = {"words": cover.label.fontInfo().pointSizeF(), "button": cover.button.fontInfo().pointSizeF(),
              "card": cover.card.height()}
    old = QApplication.font()
    try:
        big = QFont(old)
        big.setPointSizeF(old.pointSizeF() * 1.5)
        QApplication.setFont(big)
        qtbot.waitUntil(lambda: cover.label.fontInfo().pointSizeF() > before["words"] * 1.4, timeout=3000)
        assert cover.button.fontInfo().pointSizeF() > before["button"] * 1.4
        assert cover.label.font().bold()
        qtbot.waitUntil(lambda: cover.card.height() > before["card"], timeout=3000)
        # the words are whole: the label is as tall as its wrapped text needs, inside the card and the table
        label = cover.label
        assert label.height() >= label.heightForWidth(label.width())
        assert cover.rect().contains(cover.card.geometry())
        save_shot(w.grab(), "handover-font-150-1024x600.png")
        QApplication.setFont(old)
        qtbot.waitUntil(lambda: abs(cover.label.fontInfo().pointSizeF() - before["words"]) < 0.5, timeout=3000)
    finally:
        QApplication.setFont(old)


def test_the_panels_accessibility_tree_has_no_hidden_words_nor_padded_names(qtbot, tmp_path: Path) -> None:
    w = eight_seats(qtbot, tmp_path)
    nodes = tree(w.panel)
    names = {name for name, _d, _i, _r in nodes}
    assert f"{PERSON} (person)" in names and f"{NAMES[3]} (computer)" in names, "every seat is named, as it is written"
    padded = [name for name, _d, _i, _r in nodes if name != name.strip()]
    assert not padded
    hidden = [(name, d) for name, d, invisible, _r in nodes if invisible and (name or d)]
    assert not hidden, "a hidden badge or line says nothing"
    assert not any("one tile left" in d for _n, d, _i, _r in nodes)  # nobody is down to one tile
    crowded(w)
    nodes = tree(w.panel)
    told = [n for n, _d, invisible, _r in nodes if "last tile" in n and not invisible]
    assert told == [f"{NAMES[2]} (computer): 1 tile, 245 points, last tile, a marker on the train"], told  # its row says it


@pytest.mark.parametrize("code", ["en", "de", "uk", "da"])
def test_a_screen_reader_finds_the_seats_as_a_table_and_no_nameless_text(qtbot, tmp_path: Path, langs, code: str) -> None:
    """Issue 38, point 21: the panel said many nameless StaticText and Graphic items (the turn arrow's
    empty labels, the pictures) and the seats as flat text. Now every shown item has a name, and the
    seats are a table, a row a seat, each row saying the seat's name, tiles and points."""
    langs.switch(code)
    w = eight_seats(qtbot, tmp_path)
    crowded(w)
    nodes = [(role, name) for name, _d, hidden, role in tree(w.panel) if not hidden]
    Role = QAccessible.Role
    nameless = [role.name for role, name in nodes if not name.strip() and role in (Role.StaticText, Role.Graphic)]
    assert nameless == []
    tables = [i for i, (role, _name) in enumerate(nodes) if role == Role.Table]
    assert len(tables) == 1
    table = QAccessible.queryAccessibleInterface(w.panel.seats)
    assert table.role() == Role.Table and table.text(QAccessible.Text.Name)
    rows = [table.child(i) for i in range(table.childCount())]
    assert len(rows) == 8 and all(row.role() == Role.Row for row in rows)
    for row, seat in zip(rows, w.panel.seat_order):
        words = row.text(QAccessible.Text.Name)
        cells = [row.child(i).text(QAccessible.Text.Name) for i in range(row.childCount())]
        assert [row.child(i).role() for i in range(row.childCount())] == [Role.Cell] * 3
        panel_row = w.panel.row_of(seat)
        assert cells[2] == panel_row.points.toolTip() and panel_row.points.text() in cells[2]
        assert all(cell in words for cell in cells), (words, cells)  # the row's sentence holds its cells
    assert any(name == w.panel.log_title.text() for role, name in nodes if role == Role.List), "the log is named"
