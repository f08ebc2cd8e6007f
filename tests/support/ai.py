"""Scripted positions for the computer players' tests: hands and moves written as text, views."""
from __future__ import annotations

from mextrain.ai import NormalPlayer
from mextrain.engine import DRAW, END, MEXICAN, PASS, GameOptions, Move, PlayerView, RoundState, Tile, full_set


def tiles(text: str) -> list[Tile]:
    return [Tile.parse(x) for x in text.split()]


def parse_move(text: str) -> Move:
    """"draw", "pass", "end", or "a|b@train" with train a seat number or "m" (Mexican)."""
    if text in ("draw", "pass", "end"):
        return {"draw": DRAW, "pass": PASS, "end": END}[text]
    tile, _, train = text.partition("@")
    return Move.play(Tile.parse(tile), MEXICAN if train == "m" else int(train))


def position(hands: list[str], moves: str = "", *, starter: int = 0, boneyard: str = "",
             engine: int = 12, starting_run: bool = False) -> RoundState:
    """A scripted deal: the hands as given, the boneyard `boneyard` first and then every
    other tile in set order; then the scripted moves, each checked legal by the engine."""
    hs = [tiles(h) for h in hands]
    top = tiles(boneyard)
    used = {t for h in hs for t in h} | set(top) | {Tile(engine, engine)}
    rest = [t for t in full_set() if t not in used]
    rnd = RoundState(len(hands), engine, hs, top + rest, starter, starting_run=starting_run)
    for m in filter(None, (x.strip() for x in moves.split(","))):
        rnd.apply(parse_move(m))
    return rnd


def view_of(rnd: RoundState, seat: int | None = None) -> PlayerView:
    options = GameOptions(rnd.players, 7, rnd.starting_run)
    return rnd.view(rnd.current if seat is None else seat, options)


def normal_move(rnd: RoundState) -> Move:
    return NormalPlayer().choose(view_of(rnd))


# ---------------------------------------------------------------------- Normal
