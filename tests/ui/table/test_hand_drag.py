"""Dragging tiles from the rack with real mouse events on the viewport; Flip, Arrange, reordering."""
from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from mextrain.engine import MEXICAN, Move, MoveKind, arrange, is_row
from support.table import apply_and_show, drag, find_game, make_view, person_may_play, show, slot_centre


def test_drag_a_tile_onto_a_legal_train_plays_it(qtbot) -> None:
    game = find_game(4, person_may_play, seed=3)
    view = make_view(qtbot)
    show(view, game)
    apply_and_show(view, game)
    move = next(m for m in game.legal_moves() if m.kind is MoveKind.PLAY)
    item = view.scene().hand.items[move.tile]
    laid_before = len(game.round.train_tiles(move.train))
    assert QApplication.startDragDistance() < 40

    with qtbot.waitSignal(view.move_requested, timeout=1000) as signal:
        drag(view, item.pos(), slot_centre(view, move.train))

    assert signal.args == [move]
    assert game.round.train_tiles(move.train)[-1][0] == move.tile  # applied to the engine
    assert len(game.round.train_tiles(move.train)) == laid_before + 1
    assert move.tile not in view.scene().hand.items  # gone from the rack
    assert view.scene().tile_items[move.tile].isVisible()  # now on the table


def test_while_dragging_exactly_the_legal_trains_are_highlighted(qtbot) -> None:
    game = find_game(4, person_may_play, seed=5)
    view = make_view(qtbot)
    show(view, game)
    tile = next(m.tile for m in game.legal_moves() if m.kind is MoveKind.PLAY)
    legal_trains = {m.train for m in game.legal_moves() if m.kind is MoveKind.PLAY and m.tile == tile}
    item = view.scene().hand.items[tile]
    vp = view.viewport()
    p0 = view.mapFromScene(item.pos())
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p0)
    for i in range(1, 6):
        QTest.mouseMove(vp, p0 + view.mapFromScene(QPointF(0, -12 * i)) - view.mapFromScene(QPointF(0, 0)))
    assert view.scene().hand.dragging == tile
    assert {t for t, row in view.scene().rows.items() if row.look.target} == legal_trains
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p0)
    qtbot.waitUntil(lambda: not view.scene().hand.gliding(), timeout=5000)  # a glide of 0.3 s; a loaded machine takes longer
    assert view.selected_tile() == tile  # still chosen, so its trains stay marked
    assert {t for t, row in view.scene().rows.items() if row.look.target} == legal_trains
    assert not any(row.look.hover for row in view.scene().rows.values())


def _illegal_drop(game):
    """A tile of the person's hand and a train where laying it is not legal now."""
    v = game.view(0)
    for tile in v.hand:
        for train in list(range(v.players)) + [MEXICAN]:
            if Move.play(tile, train) not in v.legal:
                return tile, train
    raise AssertionError("every drop is legal")


def test_an_illegal_drop_snaps_back_and_is_refused(qtbot) -> None:
    game = find_game(4, person_may_play, seed=3)
    view = make_view(qtbot)
    show(view, game)
    tile, train = _illegal_drop(game)
    requested = []
    view.move_requested.connect(requested.append)
    item = view.scene().hand.items[tile]
    home = item.pos()
    hand_before = view.hand_order()

    with qtbot.waitSignal(view.move_refused, timeout=1000) as signal:
        drag(view, home, slot_centre(view, train))

    assert signal.args == [Move.play(tile, train)]
    assert requested == []
    assert game.round.why_illegal(Move.play(tile, train)).text  # the engine can say why
    qtbot.waitUntil(lambda: item.pos() == home, timeout=1000)  # back in its slot
    assert view.hand_order() == hand_before


def test_a_drop_on_the_bare_table_returns_the_tile_without_a_refusal(qtbot) -> None:
    game = find_game(4, person_may_play, seed=3)
    view = make_view(qtbot)
    show(view, game)
    tile = view.hand_order()[0]
    item = view.scene().hand.items[tile]
    home = item.pos()
    refused = []
    view.move_refused.connect(refused.append)
    hub = view.scene().layout_.hub
    drag(view, home, QPointF(hub.cx, hub.cy))
    qtbot.waitUntil(lambda: item.pos() == home, timeout=1000)
    assert refused == []


def test_dragging_within_the_rack_reorders_the_hand(qtbot) -> None:
    game = find_game(4, lambda g: True, seed=3)
    view = make_view(qtbot)
    show(view, game)
    order = view.hand_order()
    first, fourth = order[0], order[3]
    target = view.scene().hand.items[fourth].pos()

    drag(view, view.scene().hand.items[first].pos(), target)

    expected = order[1:4] + [first] + order[4:]
    assert view.hand_order() == expected
    qtbot.waitUntil(lambda: not view.scene().hand.gliding(), timeout=1000)
    assert view.scene().hand.items[first].pos() == target  # it took the fourth slot
    show(view, game)  # a redraw keeps the person's order
    assert view.hand_order() == expected


def test_a_click_selects_and_flip_turns_the_selected_tile(qtbot) -> None:
    game = find_game(4, lambda g: True, seed=3)
    view = make_view(qtbot)
    show(view, game)
    tile = next(t for t in view.hand_order() if not t.is_double)
    item = view.scene().hand.items[tile]
    with qtbot.waitSignal(view.selection_changed, timeout=1000):
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         view.mapFromScene(item.pos()))
    assert view.selected_tile() == tile
    assert (item.first, item.second) == (tile[0], tile[1])

    view.flip_selected()
    assert (item.first, item.second) == (tile[1], tile[0])
    QTest.keyClick(view, Qt.Key.Key_Space)  # Space flips back
    assert (item.first, item.second) == (tile[0], tile[1])


def test_arrange_puts_the_longest_row_first_turned_to_chain(qtbot) -> None:
    game = find_game(4, lambda g: len(g.view(0).hand) >= 10, seed=3)
    view = make_view(qtbot)
    show(view, game)
    v = game.view(0)
    end = v.train(0).open_end
    row = arrange(v.hand, end)
    assert len(row) >= 2

    view.arrange_hand(row)

    assert view.hand_order()[:len(row)] == row
    assert sorted(view.hand_order()) == sorted(v.hand)
    assert is_row(row, end)
    faces = [(view.scene().hand.items[t].first, view.scene().hand.items[t].second) for t in row]
    assert faces[0][0] == end
    assert all(a[1] == b[0] for a, b in zip(faces, faces[1:]))  # each tile's right half meets the next
    qtbot.waitUntil(lambda: not view.scene().hand.gliding(), timeout=1000)
    xs = [view.scene().hand.items[t].pos().x() for t in row[:4]]
    assert xs == sorted(xs)


def test_a_new_round_starts_the_rack_in_the_engine_order(qtbot) -> None:
    game = find_game(3, lambda g: True, seed=3)
    view = make_view(qtbot)
    show(view, game)
    order = view.hand_order()
    view.scene().hand.reorder(order[0], len(order) - 1)
    assert view.hand_order() != list(game.view(0).hand)
    nxt = type(game)(game.options, game.seed + 1, track_events=True)
    view.show_state(nxt.view(0), [], ["You", "Ada", "Boris"], None)
    assert view.hand_order() == list(nxt.view(0).hand)


def test_hovering_a_train_the_tile_may_not_go_on_marks_its_open_end(qtbot) -> None:
    game = find_game(4, person_may_play, seed=3)
    view = make_view(qtbot)
    show(view, game)
    tile, train = _illegal_drop(game)
    vp = view.viewport()
    p0 = view.mapFromScene(view.scene().hand.items[tile].pos())
    p1 = view.mapFromScene(slot_centre(view, train))
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p0)
    for i in range(1, 9):
        QTest.mouseMove(vp, p0 + (p1 - p0) * (i / 8))
    look = view.scene().rows[train].look
    assert look.refuse and not look.target and not look.hover
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p1)
    assert not view.scene().rows[train].look.refuse
