"""Shared helpers of the table and hand tests: seeded game states, a shown TableView, real drags."""
from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from mextrain.engine import Game, GameOptions, Move, MoveKind, Phase
from mextrain.ui.table.view import TableView

NAMES = ("You", "Ada", "Boris", "Clara", "Dmytro", "Emil", "Freja", "Greta")


def person_may_play(game: Game) -> bool:
    return (game.phase is Phase.PLAYING and game.round.current == 0
            and any(m.kind is MoveKind.PLAY for m in game.legal_moves()))


def find_game(players: int, wanted: Callable[[Game], bool], seed: int = 1, steps: int = 400) -> Game:
    """The first seeded game that reaches a state where `wanted` holds, by seeded random moves."""
    for s in range(seed, seed + 300):
        game = Game(GameOptions(players), s, track_events=True)
        rng = random.Random(s)
        for _ in range(steps):
            if game.phase is not Phase.PLAYING:
                break
            if wanted(game):
                return game
            legal = game.legal_moves()
            game.apply(legal[rng.randrange(len(legal))])
    raise AssertionError("no seeded game reaches the wanted state")


def make_view(qtbot, size: tuple[int, int] = (1000, 700)) -> TableView:
    view = TableView()
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    view.set_motion(60)
    return view


def show(view: TableView, game: Game, thinking: int | None = None) -> None:
    v = game.view(0)
    view.show_state(v, v.legal, NAMES[:game.options.players], thinking)


def apply_and_show(view: TableView, game: Game) -> Callable[[Move], None]:
    """A stand-in controller: a requested move is applied to the engine and the table redrawn."""
    def on_move(move: Move) -> None:
        game.apply(move)
        show(view, game)
    view.move_requested.connect(on_move)
    return on_move


def to_view(view: TableView, point: QPointF) -> QPoint:
    return view.mapFromScene(point)


def drag(view: TableView, start: QPointF, end: QPointF, steps: int = 10) -> None:
    """Press at `start`, move in steps well past the start-drag distance, release at `end` (scene points)."""
    vp = view.viewport()
    p0, p1 = to_view(view, start), to_view(view, end)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p0)
    for i in range(1, steps + 1):
        QTest.mouseMove(vp, p0 + (p1 - p0) * (i / steps))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p1)


def slot_centre(view: TableView, train: object) -> QPointF:
    slot = view.scene().rows[train].look.slot
    return QPointF(slot.cx, slot.cy)
