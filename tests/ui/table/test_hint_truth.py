"""Aids that tell the truth (issue 23): the hinted tile lifts without covering the tile above it,
the hint goes dark once another tile is picked, and a notice of the round goes with the round."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest

from mextrain.engine import Event, EventKind, MoveKind, RoundEnd
from support.shots import save_shot
from support.table import find_game, make_view, person_may_play, show


def two_row_view(qtbot):
    game = find_game(4, lambda g: person_may_play(g) and len(g.view(0).hand) >= 14)
    view = make_view(qtbot, (1000, 640))
    show(view, game)
    hand = view.scene().hand
    assert len(hand.order) > hand.geom.per_row, "the rack has two rows"
    play = next(m for m in game.view(0).legal if m.kind is MoveKind.PLAY)
    hand.reorder(play.tile, len(hand.order) - 1)  # into the lower row
    hand.finish_motion()
    return game, view, play


def test_the_lifted_hint_tile_does_not_cover_the_tile_above_it(qtbot) -> None:
    _game, view, play = two_row_view(qtbot)
    hand = view.scene().hand
    view.scene().show_hint(play)
    hand.finish_motion()
    lifted = hand.items[play.tile]
    index = hand.order.index(play.tile)
    resting_y = hand.geom.centres[index][1]
    assert lifted.pos().y() < resting_y - 2, "it stands out of its row"
    above = hand.items[hand.order[index - hand.geom.per_row]] if index >= hand.geom.per_row else None
    box = lifted.mapRectToScene(lifted.tile_rect())
    for t, item in hand.items.items():
        if t != play.tile:
            assert not box.intersects(item.mapRectToScene(item.tile_rect())), (t, "covered by the hint")
    assert above is not None
    save_shot(view.grab(), "hint-two-rows.png")


def test_picking_another_tile_puts_the_hint_back_and_darkens_its_train(qtbot) -> None:
    _game, view, play = two_row_view(qtbot)
    scene, hand = view.scene(), view.scene().hand
    dropped = []
    view.hint_dropped.connect(lambda: dropped.append(True))
    scene.show_hint(play)
    assert scene.rows[play.train].look.hover
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)  # a real key picks the first tile of the rack
    picked = view.selected_tile()
    assert picked is not None and picked != play.tile
    hand.finish_motion()
    assert hand.lifted is None and dropped == [True]
    assert not hand.items[play.tile]._highlight
    lit = {t for t, row in scene.rows.items() if row.look.target}
    assert lit == set(scene.targets(picked)), "only the picked tile's trains are lit"
    assert hand.items[play.tile].pos().y() == hand.geom.centres[hand.order.index(play.tile)][1]


def test_the_round_end_takes_a_stale_notice_off_the_table(qtbot) -> None:
    game = find_game(3, person_may_play)
    view = make_view(qtbot)
    show(view, game)
    view.show_notice("Ada has only one tile left!")
    assert view.scene().notice.isVisible()
    view.animate_events([Event(EventKind.TILE_LAID, seat=1, tile=None, train=1),
                         Event(EventKind.ROUND_OVER, seat=1, reason=RoundEnd.OUT)], 0)
    assert not view.scene().notice.isVisible()


def test_the_open_double_has_a_dashed_ring_besides_its_gold(qtbot) -> None:
    from mextrain.ui.table.tile_item import OPEN_DOUBLE_DASH

    def dark_ring_pixels(view, item) -> int:
        """Pixels of the dash colour around the tile (outside its face, where pips cannot be)."""
        image = view.grab().toImage()
        box = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        face = view.mapFromScene(item.mapRectToScene(item.tile_rect())).boundingRect().adjusted(-1, -1, 1, 1)
        return sum(1 for y in range(box.top(), box.bottom()) for x in range(box.left(), box.right())
                   if 0 <= x < image.width() and 0 <= y < image.height() and not face.contains(x, y)
                   and max(abs(a - b) for a, b in zip(QColor(image.pixel(x, y)).getRgb()[:3],
                                                      OPEN_DOUBLE_DASH.getRgb()[:3])) < 30)

    game = find_game(3, lambda g: bool(g.view(0).open_doubles))
    view = make_view(qtbot)
    show(view, game)
    view.scene().finish_motion()
    train = game.view(0).open_doubles[0]
    tiles = game.view(0).train(train).tiles
    double = view.scene().tile_items[tiles[-1][0]]
    assert double._gold and dark_ring_pixels(view, double) > 20
    plain = next(view.scene().tile_items[t] for tv in game.view(0).trains for (t, _, _) in tv.tiles
                 if not view.scene().tile_items[t]._gold and view.scene().tile_items[t].isVisible())
    assert dark_ring_pixels(view, plain) < 5
    save_shot(view.grab(), "open-double-ring.png")


def test_the_trains_a_tile_may_go_on_carry_a_check_mark_not_only_a_glow(qtbot) -> None:
    from mextrain.ui.table.train_row import FITS_TICK

    def ticks(view, train) -> int:
        image = view.grab().toImage()
        slot = view.scene().rows[train].look.slot
        box = view.mapFromScene(QRectF(slot.x, slot.y, slot.w, slot.h)).boundingRect().adjusted(3, 3, -3, -3)
        return sum(1 for y in range(box.top(), box.bottom()) for x in range(box.left(), box.right())
                   if max(abs(a - b) for a, b in zip(QColor(image.pixel(x, y)).getRgb()[:3],
                                                      FITS_TICK.getRgb()[:3])) < 30)

    game = find_game(4, person_may_play)
    view = make_view(qtbot)
    show(view, game)
    assert all(ticks(view, t) == 0 for t in view.scene().rows)
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Tab)  # a tile that fits is chosen
    targets = view.scene().targets()
    assert targets
    for train in view.scene().rows:
        assert (ticks(view, train) > 10) == (train in targets), train


def test_a_train_a_dragged_tile_may_not_go_on_carries_a_cross_not_only_a_red_edge(qtbot) -> None:
    """Issue 32, point 15: the refusal's second cue is a shape, as the check mark is for a fit."""
    from PySide6.QtWidgets import QApplication

    from mextrain.ui.table.train_row import REFUSE_CROSS

    def crosses(view, train) -> int:
        image = view.grab().toImage()
        slot = view.scene().rows[train].look.slot
        box = view.mapFromScene(QRectF(slot.x, slot.y, slot.w, slot.h)).boundingRect().adjusted(3, 3, -3, -3)
        return sum(1 for y in range(box.top(), box.bottom()) for x in range(box.left(), box.right())
                   if max(abs(a - b) for a, b in zip(QColor(image.pixel(x, y)).getRgb()[:3],
                                                      REFUSE_CROSS.getRgb()[:3])) < 30)

    game = find_game(4, lambda g: person_may_play(g) and any(
        all(m.tile != t for m in g.legal_moves()) for t in g.view(0).hand), seed=7)
    view = make_view(qtbot)
    show(view, game)
    stuck = next(t for t in game.view(0).hand if all(m.tile != t for m in game.legal_moves()))
    own = view.scene().rows[0].look.slot
    assert all(crosses(view, t) == 0 for t in view.scene().rows)
    vp = view.viewport()
    start = view.mapFromScene(view.scene().hand.items[stuck].pos())
    end = view.mapFromScene(own.cx, own.cy)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 11):
        QTest.mouseMove(vp, start + (end - start) * (i / 10))
    label = view.scene().rows[0].row.label  # the dragged tile over the train's label: the open end shows
    QTest.mouseMove(vp, view.mapFromScene(own.cx, label.y + 2))
    QApplication.processEvents()
    try:
        assert view.scene().rows[0].look.refuse
        assert crosses(view, 0) > 10, "the own train's open end shows a cross"
        assert all(crosses(view, t) == 0 for t in view.scene().rows if t != 0)
        save_shot(view.grab(), "refused-drag-cross.png")
    finally:
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
