"""The table scene mirrors the state: gold doubles, markers, labels, long trains, the train dialog,
keyboard play, flights of computer tiles, notices, and a cheap redraw after one move."""
from __future__ import annotations

import random
import statistics
import time

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest

from mextrain.engine import MEXICAN, EventKind, Move, MoveKind, Phase
from mextrain.ui.table.items import paint_locomotive
from support.table import NAMES, find_game, make_view, person_may_play, show


def _last_item(view, train):
    tiles = view.scene().state.train(train).tiles
    return view.scene().tile_items[tiles[-1][0]]


def test_show_state_shows_every_train_the_engine_and_the_hand(qtbot) -> None:
    game = find_game(8, lambda g: sum(len(game_t) for game_t in g.round.trains) > 20, seed=1)
    view = make_view(qtbot, (1280, 800))
    show(view, game)
    v = game.view(0)
    table = view.scene()
    assert set(table.rows) == set(range(8)) | {MEXICAN}
    assert sorted(table.hand.items) == sorted(v.hand)
    assert (table.engine_item.first, table.engine_item.second) == (v.engine_number, v.engine_number)
    for tv in v.trains:
        row = table.rows[tv.train]
        shown = [t for (t, _, _) in tv.tiles[row.look.hidden:]]
        assert all(table.tile_items[t].isVisible() for t in shown)
        assert row.look.open_end == tv.open_end
        slot = row.look.slot
        assert table.sceneRect().contains(QPointF(slot.cx, slot.cy))
        if tv.tiles:  # the newest tile's outer half shows the open end
            last = table.tile_items[tv.tiles[-1][0]]
            outer = last.second if row.look.slot_direction > 0 else last.first
            assert outer == tv.open_end
    assert table.rows[0].look.own and table.rows[0].look.label != ""
    assert table.rows[MEXICAN].look.mexican


def test_the_seat_to_move_is_highlighted_and_a_thinking_seat_marked(qtbot) -> None:
    game = find_game(4, lambda g: g.round.current == 2, seed=1)
    view = make_view(qtbot)
    show(view, game, thinking=2)
    looks = {t: r.look for t, r in view.scene().rows.items()}
    assert [t for t, look in looks.items() if look.current] == [2]
    assert [t for t, look in looks.items() if look.thinking] == [2]
    assert NAMES[2] in looks[2].label


def test_an_open_double_glows_gold_until_it_is_covered(qtbot) -> None:
    game = find_game(4, lambda g: bool(g.round.coverable_open_doubles()), seed=1)
    view = make_view(qtbot)
    show(view, game)
    train = game.round.coverable_open_doubles()[0]
    double = _last_item(view, train)
    assert double._gold and double.vertical  # crosswise, gold (R11)
    golden = [t for t, item in view.scene().tile_items.items() if item.isVisible() and item._gold]
    assert len(golden) == len(game.round.coverable_open_doubles())

    rng = random.Random(0)
    while train in game.round.coverable_open_doubles() and game.phase is Phase.PLAYING:
        legal = game.legal_moves()
        game.apply(legal[rng.randrange(len(legal))])
        show(view, game)
    if train not in game.round.coverable_open_doubles():
        assert not double._gold


def test_a_train_with_a_marker_shows_a_locomotive(qtbot) -> None:
    game = find_game(4, lambda g: any(g.round.has_marker(s) for s in range(4)), seed=1)
    view = make_view(qtbot)
    show(view, game)
    for tv in game.view(0).trains:
        assert view.scene().rows[tv.train].look.marker == tv.marker
    marked = next(tv.train for tv in game.view(0).trains if tv.marker)
    row = view.scene().rows[marked]
    image = QImage(900, 700, QImage.Format.Format_ARGB32)
    image.fill(QColor("#1F5A3A"))
    painter = QPainter(image)
    view.scene().render(painter, image.rect(), row.boundingRect())
    painter.end()
    reds = sum(1 for x in range(0, 900, 3) for y in range(0, 700, 3)
               if image.pixelColor(x, y).red() > 170 and image.pixelColor(x, y).green() < 70)
    assert reds > 10  # the locomotive's red body


def test_paint_locomotive_faces_either_way() -> None:
    for facing in (-1, 1):
        image = QImage(76, 48, QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        paint_locomotive(painter, image.rect().toRectF(), facing)
        painter.end()
        # the cab (red) is at the back, away from the way the engine heads
        back_x = 10 if facing > 0 else 66
        assert any(image.pixelColor(back_x + dx, 20).red() > 150 for dx in range(-4, 5))


def test_a_long_train_shows_its_newest_tiles_and_counts_the_rest(qtbot) -> None:
    game = find_game(8, lambda g: max(len(t) for t in g.round.trains) >= 12, seed=1, steps=600)
    view = make_view(qtbot, (1280, 800))
    show(view, game)
    tv = max(game.view(0).trains, key=lambda t: len(t.tiles))
    row = view.scene().rows[tv.train]
    assert row.look.hidden > 0 and row.look.more is not None
    newest = [t for (t, _, _) in tv.tiles[row.look.hidden:]]
    older = [t for (t, _, _) in tv.tiles[:row.look.hidden]]
    assert newest and all(view.scene().tile_items[t].isVisible() for t in newest)
    assert not any(view.scene().tile_items[t].isVisible() for t in older if t in view.scene().tile_items)


def test_clicking_a_train_opens_all_its_tiles(qtbot) -> None:
    game = find_game(8, lambda g: max(len(t) for t in g.round.trains) >= 12, seed=1, steps=600)
    view = make_view(qtbot, (1280, 800))
    show(view, game)
    tv = max(game.view(0).trains, key=lambda t: len(t.tiles))
    row = view.scene().rows[tv.train]
    with qtbot.waitSignal(view.train_clicked, timeout=1000) as signal:
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         view.mapFromScene(QPointF(row.row.label.cx, row.row.label.cy)))
    assert signal.args == [tv.train]
    dialog = view.train_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.tile_count() == len(tv.tiles)  # every tile, hidden ones included
    assert [(i.first, i.second) for i in dialog.items[1:]] == [(a, b) for (_, a, b) in tv.tiles]
    dialog.close()


def test_keyboard_play_arrows_tab_and_enter(qtbot) -> None:
    game = find_game(4, person_may_play, seed=7)
    view = make_view(qtbot)
    show(view, game)
    legal = [m for m in game.legal_moves() if m.kind is MoveKind.PLAY]
    view.setFocus()
    playable = {m.tile for m in legal}
    QTest.keyClick(view, Qt.Key.Key_Tab)  # no tile chosen: Tab chooses the first tile that may be laid
    assert view.scene().key_train is None
    assert view.selected_tile() == next(t for t in view.hand_order() if t in playable)
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert view.selected_tile() is None
    QTest.keyClick(view, Qt.Key.Key_Right)
    order = view.hand_order()
    assert view.selected_tile() == order[0]
    while view.selected_tile() not in playable:
        QTest.keyClick(view, Qt.Key.Key_Right)
    tile = view.selected_tile()
    trains = view.scene().targets(tile)
    assert set(trains) == {m.train for m in legal if m.tile == tile}
    QTest.keyClick(view, Qt.Key.Key_Tab)
    assert view.scene().key_train == trains[0]
    assert view.scene().rows[trains[0]].look.hover
    if len(trains) > 1:
        QTest.keyClick(view, Qt.Key.Key_Tab)
        assert view.scene().key_train == trains[1]
    chosen = view.scene().key_train
    with qtbot.waitSignal(view.move_requested, timeout=1000) as signal:
        QTest.keyClick(view, Qt.Key.Key_Return)
    assert signal.args == [Move.play(tile, chosen)]
    game.apply(signal.args[0])
    show(view, game)
    assert tile not in view.hand_order()


def test_enter_on_a_tile_that_fits_nowhere_is_refused(qtbot) -> None:
    game = find_game(4, lambda g: person_may_play(g) and any(
        all(m.tile != t for m in g.legal_moves()) for t in g.view(0).hand), seed=7)
    view = make_view(qtbot)
    show(view, game)
    stuck = next(t for t in game.view(0).hand if all(m.tile != t for m in game.legal_moves()))
    view.scene().hand.select(stuck)
    with qtbot.waitSignal(view.move_refused, timeout=1000) as signal:
        QTest.keyClick(view, Qt.Key.Key_Enter)
    assert signal.args == [Move.play(stuck, 0)]


def test_numerals_setting_reaches_every_tile(qtbot) -> None:
    game = find_game(4, lambda g: sum(len(t) for t in g.round.trains) > 6, seed=1)
    view = make_view(qtbot)
    show(view, game)
    view.set_numerals(True)
    items = list(view.scene().tile_items.values()) + list(view.scene().hand.items.values()) + [view.scene().engine_item]
    assert all(i._numerals for i in items)
    game.apply(game.legal_moves()[0])
    show(view, game)
    assert all(i._numerals for i in view.scene().tile_items.values())


def test_a_computer_tile_flies_from_its_seat_to_its_place(qtbot) -> None:
    game = find_game(4, lambda g: g.round.current != 0 and any(
        m.kind is MoveKind.PLAY for m in g.legal_moves()), seed=1)
    view = make_view(qtbot)
    show(view, game)
    move = next(m for m in game.legal_moves() if m.kind is MoveKind.PLAY)
    events = game.apply(move)
    show(view, game)
    item = view.scene().tile_items[move.tile]
    end = item.pos()
    view.animate_events(events, 150)
    assert view.scene().flying() and item.pos() != end
    qtbot.waitUntil(lambda: not view.scene().flying(), timeout=2000)
    assert item.pos() == end
    laid = [e for e in events if e.kind is EventKind.TILE_LAID]
    assert laid and laid[0].tile == move.tile
    view.animate_events(events, 0)  # instant: nothing moves
    assert not view.scene().flying() and item.pos() == end


def test_a_notice_is_shown_on_the_table_and_goes_away(qtbot) -> None:
    view = make_view(qtbot)
    show(view, find_game(3, lambda g: True))
    view.show_notice("The open double 5|5 must be covered first")
    assert view.scene().notice.isVisible()
    assert view.scene().notice.text == "The open double 5|5 must be covered first"
    view.scene().notices.timer.setInterval(10)
    view.scene().notices.timer.start()
    qtbot.waitUntil(lambda: not view.scene().notice.isVisible(), timeout=3000)


def test_resizing_keeps_the_whole_table_in_view(qtbot) -> None:
    view = make_view(qtbot, (1280, 800))
    show(view, find_game(8, lambda g: True))
    for w, h in ((1280, 800), (900, 900), (1600, 700), (700, 500)):
        view.resize(w, h)
        qtbot.wait(10)
        visible = view.mapToScene(view.viewport().rect()).boundingRect()
        scene = view.scene().sceneRect()
        assert visible.adjusted(-2, -2, 2, 2).contains(scene)


def test_redrawing_after_one_move_late_in_an_eight_seat_round_is_cheap(qtbot) -> None:
    game = find_game(8, lambda g: sum(len(t) for t in g.round.trains) >= 45, seed=1, steps=800)
    view = make_view(qtbot, (1280, 800))
    show(view, game)
    qtbot.wait(20)
    times = []
    rng = random.Random(4)
    for _ in range(15):
        if game.phase is not Phase.PLAYING:
            break
        legal = game.legal_moves()
        game.apply(legal[rng.randrange(len(legal))])
        v = game.view(0)
        start = time.perf_counter()
        view.show_state(v, v.legal, NAMES, None)
        times.append(time.perf_counter() - start)
    assert times
    assert statistics.median(times) < 0.016  # the benchmark's budget; typically a few ms


def test_a_redraw_that_only_moves_the_turn_lets_a_tile_fly_on(qtbot) -> None:
    game = find_game(4, lambda g: g.round.current != 0 and any(
        m.kind is MoveKind.PLAY for m in g.legal_moves()), seed=2)
    view = make_view(qtbot)
    show(view, game)
    move = next(m for m in game.legal_moves() if m.kind is MoveKind.PLAY)
    events = game.apply(move)
    show(view, game)
    view.animate_events(events, 400)
    show(view, game, thinking=game.round.current)  # the next seat starts thinking: same trains
    assert view.scene().flying()
    game.apply(game.legal_moves()[0])
    show(view, game)  # the trains change: the flight ends at once, the tile in its place
    assert not view.scene().flying()
    assert view.scene().tile_items[move.tile].isVisible()


def test_a_language_change_relabels_the_table(qtbot) -> None:
    from PySide6.QtCore import QCoreApplication, QEvent

    view = make_view(qtbot)
    show(view, find_game(4, lambda g: True))
    view.scene().rows[MEXICAN].look = view.scene().rows[MEXICAN].look.__class__()  # forget the label
    QCoreApplication.sendEvent(view, QEvent(QEvent.Type.LanguageChange))
    assert view.scene().rows[MEXICAN].look.label == "Mexican Train"
    assert view.accessibleName() == "Table"
