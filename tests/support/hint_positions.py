"""Positions for the hint tests: the person's views met in random games of every seat count."""
from __future__ import annotations

import random
from collections.abc import Iterator

from mextrain.ai import make_player
from mextrain.engine import Game, GameOptions, Phase, PlayerView


def positions(players: int, seed: int, *, starting_run: bool = False, limit: int = 400,
              options: GameOptions | None = None) -> Iterator[tuple[Game, PlayerView]]:
    """(game, view of the seat to move) at each decision of a short game played by Easy seats
    (under `options`, a rule set, where given)."""
    game = Game(options or GameOptions(players, 7, starting_run=starting_run), seed)
    movers = [make_player("easy", f"{seed}/{i}") for i in range(players)]
    for _ in range(limit):
        if game.phase is Phase.GAME_OVER:
            return
        if game.phase is Phase.ROUND_OVER:
            game.next_round()
            continue
        view = game.view(game.current_seat)
        yield game, view
        game.apply(movers[game.current_seat].choose(view))


def hidden_swapped(game: Game, view: PlayerView, rng: random.Random) -> PlayerView:
    """The same seat's view of a round whose hidden tiles (other hands, boneyard) are dealt anew."""
    from mextrain.engine import RoundState

    rnd = game.round
    seat = view.seat
    hidden = [t for s in range(view.players) if s != seat for t in rnd.hand(s)] + list(rnd.boneyard[rnd.drawn_count:])
    rng.shuffle(hidden)
    hands, at = [], 0
    for s in range(view.players):
        if s == seat:
            hands.append(list(view.hand))
        else:
            hands.append(hidden[at:at + view.hand_counts[s]])
            at += view.hand_counts[s]
    boneyard = hidden[at:]
    other = RoundState.from_view(view, hands, boneyard)
    return other.view(seat, view.options, view.round_number, view.totals)
