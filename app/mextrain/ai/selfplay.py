"""Whole games between computer players: the one game loop of the simulator, the arena and
the soak test. Each seat sees only its own view (or, for a player that needs none, only the
legal moves)."""
from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from mextrain.engine import Game, GameOptions, Move, Phase

from .base import Player

#: called after each decision, before the move is applied: (game, seat, player, move, seconds)
Observer = Callable[[Game, int, Player, Move, float], None]


def play_game(options: GameOptions, seed: int, players: Sequence[Player], *, record: bool = False,
              observe: Observer | None = None) -> Game:
    """Play game `seed` to its end; the game keeps its history only where a player reads it."""
    game = Game(options, seed, track_decisions=record, track_history=record or any(p.needs_view for p in players))
    clock = time.perf_counter
    # each seat decides from its view or, where it needs none, the legal list alone; what it
    # needs is looked up once (`sim --games 400` at 4 seats: half a million moves)
    views = [p.needs_view for p in players]
    choosers = [p.choose_from for p in players]
    while True:
        phase = game.phase
        if phase is Phase.PLAYING:
            seat = game.round.current
            t0 = clock() if observe is not None else 0.0  # nobody asks how long it took: no clock
            move = players[seat].choose(game.view(seat)) if views[seat] else choosers[seat](game.round.legal_moves())
            if observe is not None:
                observe(game, seat, players[seat], move, clock() - t0)
            game.apply(move)
        elif phase is Phase.ROUND_OVER:
            game.next_round()
        else:
            return game


__all__ = ["Observer", "play_game"]
