"""Going back in a game: the engine has no undo, so a rewound game is rebuilt by replaying.

`rewind(game, decisions)` deals the same rounds again from their recorded deals and
applies the recorded decisions, keeping only the first `decisions` of the round in play.
The result is a fresh `Game` whose record is exactly what a game played without the
later decisions would have written: what was taken back is gone from it.
"""
from __future__ import annotations

from collections.abc import Sequence

from .game import Decision, Game, Phase
from .moves import Move


def rewind(game: Game, decisions: int) -> Game:
    """A new game equal to `game` with only the first `decisions` decisions of its last round.

    Earlier rounds are replayed whole; `game` itself is not changed. Raises ValueError for
    a count outside 0..len(the last round's decisions) or a game played without records.
    """
    if not game.track_decisions:
        raise ValueError("a game played without records cannot be rewound")
    last = game.rounds[-1]
    if not 0 <= decisions <= len(last.decisions):
        raise ValueError(f"round {last.number} has {len(last.decisions)} decisions, not {decisions}")
    new = Game(game.options, game.seed, track_decisions=True, track_events=game.track_events, track_history=game.track_history,
               first_deal=game.rounds[0].deal, rule_set=game.rule_set)
    for i, rec in enumerate(game.rounds):
        if i > 0:
            new.start_round(rec.deal)
        kept = rec.decisions if rec is not last else rec.decisions[:decisions]
        for d in kept:
            new.apply(d.move)
    return new  # the replayed moves' events were returned by apply and dropped: seen long ago


def replay_moves(game: Game, moves: Sequence[Move]) -> None:
    """Apply `moves` in order to `game` (in play); raises IllegalMove if one is not legal."""
    for move in moves:
        if game.phase is not Phase.PLAYING:
            raise ValueError("the round ended before every move was made again")
        game.apply(move)


def moves_of(decisions: Sequence[Decision]) -> list[Move]:
    return [d.move for d in decisions]


__all__ = ["moves_of", "replay_moves", "rewind"]
