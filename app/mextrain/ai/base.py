"""What every computer player offers, declared once: callers never probe a player's abilities.

A player sees a `PlayerView` (its hand, the table, counts, the public history) and
never the hidden hands or the boneyard's order: hidden information as a view.

`Player` is the one interface (as KDE bovo's `Ai` with `cancelAndWait()` and OpenSpiel's
`Bot`): `choose(view, should_stop)` answers one legal move; `cancel()` asks a search in
progress, from another thread, to answer now; `needs_view` says whether `choose_from(legal)`
may be called instead (the simulator then skips building views); `stats` describes the
last decision (empty for the players that do not search); `thinking_time` and
`set_thinking_time()` are its one setting a table changes while it plays.

`PlayerSpec` names a player as data: the kind and, for Hard, its budget and whether it
reads moves. `PlayerSpec.parse("hard:0.2s")` and `str(spec)` are the command line's
strings ("random", "easy", "normal", "hard", "hard:0.2s", "hard:500", "hard:500:read");
`mextrain.ai.make_player(spec, seed)` builds the player.
"""
from __future__ import annotations

import abc
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import ClassVar

from mextrain.engine import Move, MoveKind, PlayerView

#: every kind `PlayerSpec` knows, weakest first ("random" is the simulator's baseline; "hint" plays
#: the search hint on every turn, for the arena: hint.HintPlayer)
ALL_KINDS: tuple[str, ...] = ("random", "easy", "normal", "hard", "hint")
#: the kinds that take a budget (seconds or playouts)
BUDGETED: tuple[str, ...] = ("hard", "hint")
#: Hard's time budget when its spec names none (seconds per decision)
DEFAULT_SECONDS = 0.9
#: the longest time budget a spec may name
MAX_SECONDS = 600.0


@dataclass
class DecisionStats:
    """What the last decision cost (for tests, the arena and the GUI's status line).

    `searched` is false when the move needed no search (or the player never searches);
    the other fields are then zero or the time the answer took."""

    playouts: int = 0
    samples: int = 0
    seconds: float = 0.0
    candidates: int = 0
    searched: bool = False

    @property
    def playouts_per_second(self) -> float:
        return self.playouts / self.seconds if self.seconds > 0 else 0.0


def forced_move(view: PlayerView) -> Move | None:
    """A move that needs no judgement, or None: the only legal move, the first legal one when
    no tile may be laid, or the last tile going out (R14). Every player starts with this."""
    legal = view.legal
    if len(legal) == 1:
        return legal[0]
    plays = [m for m in legal if m.kind is MoveKind.PLAY]
    if not plays:
        return legal[0]
    if len(view.hand) == 1:
        return plays[0]
    return None


class Player(abc.ABC):
    """A computer player: given a seat's view, one legal move. See the module docstring."""

    #: the kind named in the New Game dialog, records and the simulator ("random", "easy", ...)
    kind: ClassVar[str]
    #: False when `choose_from(legal)` answers as `choose(view)` would, without a view
    needs_view: ClassVar[bool] = True

    @abc.abstractmethod
    def choose(self, view: PlayerView, should_stop: Callable[[], bool] | None = None) -> Move:
        """One move out of `view.legal`. A player that searches checks `should_stop()` (from
        any thread) and answers its best move so far once it is true; others may ignore it."""

    def choose_from(self, legal: Sequence[Move]) -> Move:
        """One move out of `legal`; only for players whose `needs_view` is False."""
        raise NotImplementedError(f"{self.kind} needs a view: call choose(view)")

    def cancel(self) -> None:  # noqa: B027 - optional: players that answer at once need nothing
        """Thread-safe: a search in progress answers now. Players that answer at once ignore it."""

    @property
    def stats(self) -> DecisionStats:
        """The last decision's statistics; empty for players that do not search."""
        return DecisionStats()

    @property
    def thinking_time(self) -> float | None:
        """Seconds a decision may take, or None for a player not budgeted by time."""
        return None

    def set_thinking_time(self, seconds: float) -> None:  # noqa: B027 - optional, like cancel
        """Change the time budget from the next decision on; ignored by players without one."""


class SearchingPlayer(Player):
    """A player that searches within a budget (Hard, and the hint): `seconds` a decision (None: budgeted
    by playouts instead) and what its last decision did."""

    seconds: float | None
    _stats: DecisionStats

    @property
    def stats(self) -> DecisionStats:
        """What the last decision did: playouts, deals sampled, time, whether it searched."""
        return self._stats

    @property
    def thinking_time(self) -> float | None:
        return self.seconds


class RandomPlayer(Player):
    """Uniform over the legal moves: the baseline, and the fastest seat for simulations."""

    kind = "random"
    needs_view = False

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose_from(self, legal: Sequence[Move]) -> Move:
        # choice draws exactly what randrange(len) draws (the same games), with less to check
        return self.rng.choice(legal) if len(legal) > 1 else legal[0]

    def choose(self, view: PlayerView, should_stop: Callable[[], bool] | None = None) -> Move:
        return self.choose_from(view.legal)


@dataclass(frozen=True)
class PlayerSpec:
    """A computer player named as data: what the dialog, saves and the simulator ask for.

    `seconds` and `playouts` are Hard's budget (at most one; neither means
    `DEFAULT_SECONDS`); `read_moves` makes Hard read the opponents' moves (inference.py).
    Invalid combinations raise ValueError with the plain message the simulator prints.
    """

    kind: str
    seconds: float | None = None
    playouts: int | None = None
    read_moves: bool = False

    def __post_init__(self) -> None:
        if self.kind not in ALL_KINDS:
            raise ValueError(_unknown(self.kind))
        if self.kind not in BUDGETED and (self.seconds is not None or self.playouts is not None or self.read_moves):
            raise ValueError(_unknown(str(self._text())))
        if self.kind == "hint" and self.read_moves:
            raise ValueError(_unknown(str(self._text())))
        if self.seconds is not None and self.playouts is not None:
            raise ValueError("hard's budget is seconds or playouts, not both")
        if self.seconds is not None and not 0 < self.seconds <= MAX_SECONDS:
            raise ValueError(_bad_budget(f"{self.seconds:g}s"))
        if self.playouts is not None and self.playouts < 1:
            raise ValueError(_bad_budget(str(self.playouts)))

    @classmethod
    def parse(cls, text: str) -> PlayerSpec:
        """"hard:0.2s" -> Hard with 0.2 seconds; "hard:500" -> 500 playouts; ":read" reads moves."""
        spec = text.strip()
        kind, sep, arg = spec.partition(":")
        if kind in ALL_KINDS and kind not in BUDGETED and not sep:
            return cls(kind)
        if kind not in BUDGETED or (sep and not arg):
            raise ValueError(_unknown(spec))
        budget, _, flag = arg.partition(":")
        if flag not in ("", "read"):
            raise ValueError(f"unknown option {flag!r} of {spec!r}; the only one is :read")
        seconds, playouts = _parse_budget(budget)
        return cls(kind, seconds=seconds, playouts=playouts, read_moves=flag == "read")

    @property
    def budget_seconds(self) -> float | None:
        """Hard's time budget as built: the named one, the default, or None for playouts."""
        if self.seconds is not None:
            return self.seconds
        return DEFAULT_SECONDS if self.playouts is None else None

    def _text(self) -> str:
        budget = f"{self.seconds:g}s" if self.seconds is not None else "" if self.playouts is None else str(self.playouts)
        if self.read_moves:
            return f"{self.kind}:{budget}:read"
        return f"{self.kind}:{budget}" if budget else self.kind

    def __str__(self) -> str:
        return self._text()


def _parse_budget(arg: str) -> tuple[float | None, int | None]:
    """"" -> the default; "0.2s" -> 0.2 seconds; "500" -> 500 playouts."""
    if not arg:
        return None, None
    try:
        if arg.endswith("s"):
            seconds = float(arg[:-1])
            if not 0 < seconds <= MAX_SECONDS:
                raise ValueError
            return seconds, None
        playouts = int(arg)
        if playouts < 1:
            raise ValueError
        return None, playouts
    except ValueError:
        raise ValueError(_bad_budget(arg)) from None


def _bad_budget(arg: str) -> str:
    return f"hard's budget {arg!r} is neither seconds (e.g. hard:0.2s) nor playouts (e.g. hard:500)"


def _unknown(spec: str) -> str:
    return f"unknown computer player {spec!r}; kinds: {', '.join(ALL_KINDS)}, hard:0.2s, hard:500, hint:0.5s"


__all__ = ["ALL_KINDS", "DEFAULT_SECONDS", "DecisionStats", "Player", "PlayerSpec", "RandomPlayer", "SearchingPlayer"]
