"""Why a computer player made its move, in words that give nothing away (issue 40).

`why_of(player, view, move)` is asked right after `player.choose(view)` answered `move`. The
answer (`Why`) is a code and, for Hard, the figures of its search; the UI makes the sentence
(ui/texts.py, in the UI language). It is shown to every person at the table, so it says only
what the move itself shows or the rules say, never what the player holds or could not know:

- a rule that left no choice a person could not see anyway: nothing fits, so it draws or passes
  (R12, R13), the last tile goes out (R14), an open double must be covered (R11), the starting
  run (R10), a free double (R20);
- what the move itself does: it lifts the marker off its own train (R8), builds its own train,
  lays a double, or lays on the Mexican Train or another seat's marked train;
- for Normal, Hint's reason (`hint.reason_for`) only where it says no more than that; "the next
  tile of its longest row", "keeps back a double it cannot cover", "the heaviest tile that fits"
  would tell of tiles it holds, so those become "its rule of thumb" (`RULE_OF_THUMB`);
- for Hard, whether its search (over `deals` sampled deals of the hidden tiles) changed Normal's
  move, and by how much on average (`gain`: points a round, or in the game's last round the share
  of games won): a figure about the moves compared, never about its hand;
- for Random and Easy, their plain manner (any tile; Easy a double first).
"""
from __future__ import annotations

import enum
from dataclasses import dataclass

from mextrain.engine import DRAW, END, PASS, Move, MoveKind, PlayerView

from .base import Player
from .hard import WIN_BONUS, HardPlayer
from .hint import HintReason, reason_for
from .normal import NormalPlayer


class WhyCode(enum.Enum):
    """What may be said of a computer's move (see the module docstring)."""

    DRAW = "draw"                  # nothing fits: it draws (R12)
    PASS = "pass"                  # nothing fits and nothing to draw, or the drawn tile fits nowhere (R13)
    GO_OUT = "go_out"              # its last tile (R14)
    COVER_DOUBLE = "cover_double"  # an open double must be covered (R11)
    RUN = "run"                    # its starting run (R10): a tile of it, or its end
    LIFT_MARKER = "lift_marker"    # the tile lifts the marker off its own train (R8)
    FREE_DOUBLE = "free_double"    # R20: a double, one more play and nobody must cover it
    OWN_TRAIN = "own_train"        # builds its own train
    ELSEWHERE = "elsewhere"        # lays on the Mexican Train or a marked train, not its own
    RULE_OF_THUMB = "rule_of_thumb"  # Normal's weighing of the tiles it holds (what it holds is not said)
    ANY_TILE = "any_tile"          # Random: any move
    EASY = "easy"                  # Easy: any tile that fits, a double first


@dataclass(frozen=True)
class Why:
    """A computer's reason: `code`, and when Hard searched: over how many `deals`, whether the
    search `switched` from the rule of thumb's move, and by how much it found the move better on
    average (`gain`: points a round; in the game's last round, `last_round`, the share of games
    won, 0..1; None when the rule of thumb's move was dropped early as clearly worse)."""

    code: WhyCode
    deals: int = 0
    switched: bool = False
    gain: float | None = None
    last_round: bool = False

    @property
    def searched(self) -> bool:
        return self.deals > 0


def rule_code(view: PlayerView, move: Move) -> WhyCode:
    """The public words for `move` by the rules and what the move itself shows (no search)."""
    if move == DRAW:
        return WhyCode.DRAW
    if move == PASS:
        return WhyCode.PASS
    if move == END:
        return WhyCode.RUN
    assert move.kind is MoveKind.PLAY and move.tile is not None
    if len(view.hand) == 1:
        return WhyCode.GO_OUT
    if move.train in view.open_doubles:
        return WhyCode.COVER_DOUBLE
    if view.run:  # a starting run goes on (R10): everyone sees it
        return WhyCode.RUN
    if move.train == view.seat and view.train(view.seat).marker:
        return WhyCode.LIFT_MARKER
    if move.tile.is_double and view.options.free_doubles:
        return WhyCode.FREE_DOUBLE
    return WhyCode.OWN_TRAIN if move.train == view.seat else WhyCode.ELSEWHERE


#: Hint's reasons that speak only of the rules or of the move itself, and their public code
_PUBLIC = {
    HintReason.DRAW: WhyCode.DRAW,
    HintReason.PASS: WhyCode.PASS,
    HintReason.END_RUN: WhyCode.RUN,
    HintReason.GO_OUT: WhyCode.GO_OUT,
    HintReason.CONTINUE_RUN: WhyCode.RUN,
    HintReason.COVER_DOUBLE: WhyCode.COVER_DOUBLE,
    HintReason.LIFT_MARKER: WhyCode.LIFT_MARKER,
    HintReason.FREE_DOUBLE: WhyCode.FREE_DOUBLE,
}


def normal_code(view: PlayerView, move: Move) -> WhyCode:
    """Normal's reason for `move`, said publicly: a rule or the move's own doing, else its rule of thumb."""
    if len(view.legal) == 1 or move.kind is not MoveKind.PLAY:
        return rule_code(view, move)
    public = _PUBLIC.get(reason_for(view, move))
    return public if public is not None else WhyCode.RULE_OF_THUMB


def why_of(player: Player, view: PlayerView, move: Move) -> Why:
    """Why `player` answered `move` to `view` (asked right after its `choose`; see the module doc)."""
    if player.kind == "random":
        code = rule_code(view, move)
        return Why(code if code in (WhyCode.DRAW, WhyCode.PASS, WhyCode.GO_OUT) or len(view.legal) == 1
                   else WhyCode.ANY_TILE)
    if player.kind == "easy":
        code = rule_code(view, move)
        return Why(code if code not in (WhyCode.OWN_TRAIN, WhyCode.ELSEWHERE) or len(view.legal) == 1
                   else WhyCode.EASY)
    if isinstance(player, HardPlayer) and player.last_search is not None:
        s = player.last_search
        code = normal_code(view, move) if not s.switched else rule_code(view, move)
        if s.switched and code is WhyCode.RULE_OF_THUMB:
            code = WhyCode.ELSEWHERE if move.train != view.seat else WhyCode.OWN_TRAIN
        last = view.round_number >= view.options.rounds
        gain = s.gain
        if gain is not None and last:
            gain = gain / WIN_BONUS
        return Why(code, s.samples, s.switched, gain, last)
    if isinstance(player, (NormalPlayer, HardPlayer)):
        return Why(normal_code(view, move))
    return Why(rule_code(view, move))


__all__ = ["Why", "WhyCode", "normal_code", "rule_code", "why_of"]
