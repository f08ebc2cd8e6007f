"""Recorded rounds for the coach's tests: every move of seat 0 the search's own best, or all but one."""
from __future__ import annotations

from mextrain.ai import NormalPlayer, coach
from mextrain.ai.estimate import estimate
from mextrain.engine import SHORT_GAME, Game, GameOptions, Phase

SEED = 6


def searched_round(seed: int, blunder: bool) -> tuple[Game, int | None]:
    """Round 1 of a two-seat game: seat 0 lays the move the coach's own estimate finds best at every
    choice, but with `blunder` at its first choice where the worst move looks clearly worse (by 10
    points and 2.5 standard errors) it lays that one; seat 1 plays Normal. Returns the game and the
    blunder's decision index."""
    game = Game(GameOptions(2, SHORT_GAME), seed)
    normal = NormalPlayer()
    where = None
    while game.phase is Phase.PLAYING:
        view = game.view(game.current_seat)
        if view.seat == 0 and coach.has_choice(view):
            est = estimate(view, playouts=300)
            move = est.moves[est.best].move
            if blunder and where is None:
                worst = min(range(len(est.moves)), key=lambda i: est.moves[i].mean)
                gain, se = est.difference(est.best, worst)
                if gain > 10 and gain > 2.5 * se:
                    move, where = est.moves[worst].move, len(game.rounds[0].decisions)
            game.apply(move)
        else:
            game.apply(normal.choose(view))
    return game, where
