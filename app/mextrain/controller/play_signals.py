"""What the window hears from a game it shows, a local one (`GameController`) or one joined
over the network (`JoinedGame`): one declaration of the signals both give (`controller.play.Play`),
and what a play offers unless it says otherwise."""
from __future__ import annotations

from PySide6.QtCore import QObject, Signal


class PlaySignals(QObject):
    #: the one "a move happened" signal: (number, events). Emitted exactly once per change of
    #: the table: a move applied (with its engine events, as this window may see them), or a
    #: deal or a position put on the table (a new round, a resume, Undo, Redo: no events).
    #: `number` grows by one with each, so a listener told twice of one change can tell. It
    #: feeds the redraw, the log and the sounds, the autosave and (on a host) the table's views.
    #: A Python int, not a C++ one: at a joined table it is the host's `seq`, which a reopened table
    #: starts at n * 2**32 (protocol.md), past what a Qt int holds.
    moved = Signal(object, list)
    #: the rest of what is shown changed, with no move: whose question is open, who thinks,
    #: whether a move is on its way, a seat's presence, the hand handed over
    changed = Signal()
    #: (move, Reason) for a move of the person at this window that is not legal now; Reason
    #: is None when it is not that person's turn (another seat moves, or a tile is still flying)
    move_rejected = Signal(object, object)
    #: the seat (other than this window's) that is to move, thinking or waiting its pace; or None
    thinking = Signal(object)
    round_over = Signal()
    game_over = Signal()

    def may_play_again(self) -> bool:
        """Play Again is offered only by a play that can deal again (`Play.play_again`): not by a
        game joined over the network, where the host deals."""
        return False

    def play_again(self) -> None:
        """Where Play Again is not offered there is nothing to deal (`may_play_again`)."""
