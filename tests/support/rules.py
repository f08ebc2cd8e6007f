"""Scripted positions for the rule tests: small hands, the rest of the set placed on purpose."""
from __future__ import annotations

from collections.abc import Iterable, Sequence

from mextrain.engine import GameOptions, Move, RoundState, Tile, full_set
from mextrain.engine.moves import MEXICAN


def T(text: str) -> Tile:
    return Tile.parse(text)


def tiles(text: str) -> list[Tile]:
    return [T(x) for x in text.split()]


def position(
    engine: int,
    hands: Sequence[str],
    *,
    boneyard: str = "",
    rest: str | int = "boneyard",
    starter: int = 0,
    starting_run: bool = False,
    options: GameOptions | None = None,
) -> RoundState:
    """A round with the given hands and boneyard front; the rest of the set goes to the
    end of the boneyard (`rest="boneyard"`) or into the hand of seat `rest`. `options` is a
    rule set (R18–R24) for the house rules' tests; its set is the one dealt (R19)."""
    hs = [tiles(h) for h in hands]
    front = tiles(boneyard)
    used = {t for h in hs for t in h} | set(front) | {Tile(engine, engine)}
    left = [t for t in full_set(options.set if options else 12) if t not in used]
    if rest == "boneyard":
        by = front + left
    else:
        by = front
        hs[int(rest)] = hs[int(rest)] + left
    return RoundState(len(hs), engine, hs, by, starter, starting_run=starting_run, options=options, track_events=True)


def play(r: RoundState, tile: str, train) -> None:
    r.apply(Move.play(T(tile), train))


def plays_of(r: RoundState) -> set[tuple[str, object]]:
    return {(str(m.tile), m.train) for m in r.legal_moves() if m.tile is not None}


def kinds_of(r: RoundState) -> set[str]:
    return {m.kind.value for m in r.legal_moves()}


__all__ = ["MEXICAN", "T", "tiles", "position", "play", "plays_of", "kinds_of", "Iterable"]
