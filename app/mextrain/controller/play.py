"""The game this window plays: one interface for the local game and a game joined over the network.

The main window holds exactly one current `Play` (`window.play`) and every feature goes
through it: the table and the side panel (view, legal moves, names, who is thinking),
the person's moves (`submit`, `explain`), Hint and Undo (`hint_request`, `undoable`),
the pause for dialogs (`pause`, `others_wait`), the score sheet (`game`), statistics and
saves (`saves_here`). Two classes implement it: `GameController` (a game played on this
computer, also a hosted table, whose people elsewhere are seats of it) and
`network.joined_game.JoinedGame` (a seat at a table hosted elsewhere: the host runs the
one engine, here there is only this seat's view).

"No seat" is None everywhere (`local_seat`, `thinking_seat`, the `thinking` signal).

Signals (declared once in `PlaySignals`):
- `moved(number, list[Event])`: the one "a move happened" signal, once per change of the
  table (a move with its events; a deal, resume, Undo or Redo with none; `number` grows by
  one with each); it feeds the redraw, the log and sounds, the autosave and (on a host)
  the table's views
- `changed()`: the rest of what is shown changed without a move (whose question is open,
  who thinks, a move on its way, a seat's presence)
- `move_rejected(move, Reason | None)`: a move of this window's person was not taken
  (None: it is not their turn now)
- `thinking(int | None)`: the seat, other than this window's, that is to move now
- `round_over()`, `game_over()`: show the score sheet

Play Again (`may_play_again`, `play_again`) is part of the one interface: the window offers it on
the final score sheet when its play says so and asks its play to deal again; how is the play's
business. The local controller deals at once (the only person, or the persons passing the computer
round); a networked table's play would ask everyone first. `PlaySignals` offers nothing by default.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from mextrain.controller.requests import MoveRequest
from mextrain.engine import Move, PlayerView, Reason

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from mextrain.controller.game_controller import Pace, SeatConfig


class PlaySeat(Protocol):
    """What the window reads of one seat (`Play.seat(i)`): a Protocol, as `Play` is, because its two
    implementations (the controller's seats and a joined game's `JoinedSeat`) share no base."""

    @property
    def name(self) -> str: ...
    @property
    def present(self) -> bool: ...
    @property
    def stand_in(self) -> bool:
        """A computer plays for the seat's person (away past the grace period, or gone for good)."""
        ...
    @property
    def thinking(self) -> bool: ...


@runtime_checkable
class Play(Protocol):
    """The game this window plays; a Protocol for its two implementations (module docstring)."""

    moved: SignalInstance
    changed: SignalInstance
    move_rejected: SignalInstance
    thinking: SignalInstance
    round_over: SignalInstance
    game_over: SignalInstance

    #: what the score sheet reads: an engine `Game`, or a joined game's `ScoreBook`; None before a deal
    game: Any
    #: the seats' names and kinds ("human" for this window's person)
    seats: list[SeatConfig]
    #: hints shown and undos made in this game (shown on the score sheet, kept in the save)
    hints_used: int
    undos_used: int

    @property
    def local_seat(self) -> int | None:
        """The seat of the person at this window; None when nobody here plays (computers only)."""
    @property
    def rule_set(self) -> str | None:
        """The name of the game's rule set (R18), None for rules without a name; a joined game's is the host's."""
    @property
    def thinking_seat(self) -> int | None:
        """The seat other than this window's that is to move now, or None."""
    @property
    def busy(self) -> bool:
        """The person must wait (another seat moves, a tile flies, a move is on its way)."""
    @property
    def others_wait(self) -> bool:
        """People at other computers play at this table: the game must never stop for this
        window's dialogs or a minimised window (the pause is only for a table where nobody waits)."""
    @property
    def undoable(self) -> bool:
        """Undo and Redo may apply (a local game against computer players only)."""
    @property
    def persons(self) -> list[int]:
        """The seats of the persons at this computer (more than one: they pass it round)."""
    @property
    def hand_hidden(self) -> bool:
        """The computer is being handed to `local_seat`'s person: no hand may be shown now."""
    def show_hand(self) -> None:
        """The person the computer was handed to is there: show their hand."""
    @property
    def saves_here(self) -> bool:
        """The record of this game is kept on this computer (autosave, Save As, statistics)."""

    def ready(self) -> bool:
        """There is a view to show (a joined game before the host's first view has none)."""
    def local_view(self) -> PlayerView:
        """What this window shows: the local seat's view (seat 0's when nobody here plays)."""
    def local_legal(self) -> list[Move]:
        """The person's legal moves now; empty unless they are asked for a move."""
    def hint_request(self) -> MoveRequest | None:
        """The question the person is asked now (their own view and legal moves), for a hint."""
    def explain(self, move: Move) -> Reason:
        """Why `move` is not legal now."""
    def submit(self, move: Move) -> None:
        """The person's move; not taken: `move_rejected`."""
    def seat(self, index: int) -> PlaySeat:
        """Who plays seat `index`."""
    def names(self) -> list[str]: ...
    def flight_ms(self, seat: int) -> int:
        """How long a move of `seat` animates on this window."""
    def set_pace(self, pace: Pace) -> None: ...
    def set_animations(self, enabled: bool) -> None: ...
    def next_round(self) -> None:
        """After the score sheet: the next deal (a joined game waits for the host's)."""
    def may_play_again(self) -> bool:
        """After the game's end: whether this window's person may deal the game again (Play Again)."""
    def play_again(self) -> None:
        """Play Again: a new game with the same seats, names, computers and options (the rule set
        too), started by the next seat (rules.md R5); shown as any new deal is, on `moved`."""
    def pause(self, reason: str) -> None:
        """Hold the turn loop for `reason` (nothing to hold in a joined game)."""
    def unpause(self, reason: str) -> None: ...
    def cancel(self) -> None:
        """Stop asking (the game is put away); `set_position(game)` or a resume goes on."""
    def shutdown(self, wait_ms: int = 2000) -> None:
        """The window closes or leaves this game."""


__all__ = ["Play", "PlaySeat"]
