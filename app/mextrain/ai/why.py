"""Why a computer player made its move, in words that give nothing away (issue 40).

`why_of(player, view, move)` is asked right after `player.choose(view)` answered `move`. The
answer (`Why`) is a code and, for Hard, the figures of its search; the UI makes the sentence
(ui/texts.py, in the UI language). It is shown to every person at the table, so it says only
what the move itself shows or the rules say, never what the player holds or could not know:

- a rule that left no choice a person could not see anyway: nothing fits, so it draws or passes
  (R12, R13), the last tile goes out (R14), an open double must be covered (R11), the starting
  run goes on (R10);
- what the move itself does: it lifts the marker off its own train (R8), lays a free double (R20),
  builds its own train, or lays on the Mexican Train or another seat's marked train;
- whether it was a choice (`judged`: more than one legal move) and how it chose: Random any move,
  Easy any tile that fits (a double first), Normal its rule of thumb. Normal's own reason (Hint's,
  `hint.reason_for`) is not said: "the next tile of its longest row", "keeps back a double it
  cannot cover", "the heaviest tile that fits" would each tell of tiles it holds;
- for Hard, whether its search (over `deals` sampled deals of the hidden tiles) changed the rule
  of thumb's move, and by how much on average it found its move better (`gain`: points a round, or
  in the game's last round the share of games won): a figure about the moves compared.

So a `Why` is the same whatever else the player holds (tests/ai/test_why.py swaps its other tiles),
but for Hard's figures, which are the search's estimate the issue asks to be said.

At a joined table the host's computers think at the host, and the host sends no reasons:
`public_why(view, seat, move, kind)` works one out from a view of the table just before the move
(any seat's: only the public parts are read: the trains, the markers, the open doubles, the counts)
and the seat's kind from the lobby. It says what `why_of` says but Hard's figures, which only the
host's search has ("Hard players choose by a search", `Manner.SEARCHED`), and never whether a
starting run's end was the only move left; so it is the same whatever any hand holds.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass

from mextrain.engine import DRAW, END, PASS, Move, MoveKind, PlayerView

from .base import Player
from .hard import WIN_BONUS, HardPlayer


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


class Manner(enum.Enum):
    """How the player chose among its legal moves (said when it had a choice)."""

    ANY = "any"            # Random: any legal move
    EASY = "easy"          # Easy: any tile that fits, a double first
    RULE_OF_THUMB = "rule_of_thumb"  # Normal (and Hard where its search kept Normal's move)
    SEARCH = "search"      # Hard's search changed the rule of thumb's move
    SEARCHED = "searched"  # Hard, at a joined table: it chose by its search, whose figures stay at the host


@dataclass(frozen=True)
class Why:
    """A computer's reason: `code` (what the rules or the move itself say), `manner` how it chose
    (None: a draw or pass it could not avoid), and when Hard searched: over how many `deals`, whether the search
    `switched` from the rule of thumb's move, and by how much it found the move better on average
    (`gain`: points a round; in the game's last round, `last_round`, the share of games won, 0..1;
    None when the rule of thumb's move was dropped early as clearly worse)."""

    code: WhyCode
    manner: Manner | None = None
    deals: int = 0
    switched: bool = False
    gain: float | None = None
    last_round: bool = False

    @property
    def searched(self) -> bool:
        return self.deals > 0


def rule_code(view: PlayerView, move: Move) -> WhyCode:
    """The public words for `move` by the rules and what the move itself shows (no search)."""
    return _code(view, view.seat, move)


def _code(view: PlayerView, seat: int, move: Move) -> WhyCode:
    """`rule_code` of `seat`'s move, read from the public parts of `view` (any seat's view of the
    table just before the move): the counts, the open doubles, the run, the markers."""
    if move == DRAW:
        return WhyCode.DRAW
    if move == PASS:
        return WhyCode.PASS
    if move == END:
        return WhyCode.RUN
    assert move.kind is MoveKind.PLAY and move.tile is not None
    if view.hand_counts[seat] == 1:
        return WhyCode.GO_OUT
    if move.train in view.open_doubles:
        return WhyCode.COVER_DOUBLE
    if view.run:  # a starting run goes on (R10): everyone sees it
        return WhyCode.RUN
    if move.train == seat and view.train(seat).marker:
        return WhyCode.LIFT_MARKER
    if move.tile.is_double and view.options.free_doubles:
        return WhyCode.FREE_DOUBLE
    return WhyCode.OWN_TRAIN if move.train == seat else WhyCode.ELSEWHERE


def why_of(player: Player, view: PlayerView, move: Move) -> Why:
    """Why `player` answered `move` to `view` (asked right after its `choose`; see the module doc)."""
    code = rule_code(view, move)
    if len(view.legal) == 1 and move.kind is not MoveKind.PLAY:
        return Why(code)  # a draw or a pass with nothing else to do: the table says so (a lone tile
        # that fits is not called the only one: that would tell that it holds no other)
    if player.kind == "random":
        return Why(code, Manner.ANY)
    if player.kind == "easy":
        return Why(code, Manner.EASY)
    if isinstance(player, HardPlayer) and player.last_search is not None:
        s = player.last_search
        last = view.round_number >= view.options.rounds
        gain = s.gain / WIN_BONUS if s.gain is not None and last else s.gain
        return Why(code, Manner.SEARCH if s.switched else Manner.RULE_OF_THUMB, s.samples, s.switched, gain, last)
    return Why(code, Manner.RULE_OF_THUMB)


#: how each computer kind of the lobby chooses, as far as a joined table can say (`public_why`)
_PUBLIC_MANNER = {"random": Manner.ANY, "easy": Manner.EASY, "normal": Manner.RULE_OF_THUMB, "hard": Manner.SEARCHED}


def public_why(view: PlayerView, seat: int, move: Move, kind: str) -> Why | None:
    """Why the computer of `kind` at `seat` made `move`, from `view`: a view of the table just before
    the move, of any seat (a joined app's own; see the module doc). None: `kind` is no computer's."""
    manner = _PUBLIC_MANNER.get(kind)
    if manner is None or view.current != seat:
        return None
    code = _code(view, seat, move)
    if move.kind is not MoveKind.PLAY:
        return Why(code)  # a draw or a pass is never chosen (R12, R13); a run's end, not said whether it was
    return Why(code, manner)


__all__ = ["Manner", "Why", "WhyCode", "public_why", "rule_code", "why_of"]
