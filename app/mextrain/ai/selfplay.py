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


def decide(player: Player, game: Game, seat: int) -> Move:
    """The player's move for `seat`, from its view or, where it needs none, the legal list."""
    if player.needs_view:
        return player.choose(game.view(seat))
    return player.choose_from(game.round.legal_moves())


def play_game(options: GameOptions, seed: int, players: Sequence[Player], *, record: bool = False,
              observe: Observer | None = None) -> Game:
    """Play game `seed` to its end; the game keeps its history only where a player reads it."""
    game = Game(options, seed, track_decisions=record, track_history=record or any(p.needs_view for p in players))
    clock = time.perf_counter
    # `decide` inlined, with each seat's needs looked up once: the simulator's loop runs it a
    # million times (`sim --games 400` at 4 seats: half a million moves)
    views = [p.needs_view for p in players]
    choosers = [p.choose_from for p in players]
    while True:
        phase = game.phase
        if phase is Phase.PLAYING:
            seat = game.round.current
            if observe is None:  # nobody asks how long it took: no clock
                game.apply(players[seat].choose(game.view(seat)) if views[seat] else choosers[seat](game.round.legal_moves()))
                continue
            t0 = clock()
            move = players[seat].choose(game.view(seat)) if views[seat] else choosers[seat](game.round.legal_moves())
            observe(game, seat, players[seat], move, clock() - t0)
            game.apply(move)
        elif phase is Phase.ROUND_OVER:
            game.next_round()
        else:
            return game


__all__ = ["Observer", "decide", "play_game"]
