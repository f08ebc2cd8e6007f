"""What the window hears from a game it shows, a local one (`GameController`) or one joined
over the network (`JoinedGame`): one declaration of the signals both give (`controller.play.Play`)."""
from __future__ import annotations

from PySide6.QtCore import QObject, Signal


class PlaySignals(QObject):
    changed = Signal()
    #: the engine events of the move just applied (a list of `Event`)
    events_happened = Signal(list)
    #: (move, Reason) for a move of the person at this window that is not legal now; Reason
    #: is None when it is not that person's turn (another seat moves, or a tile is still flying)
    move_rejected = Signal(object, object)
    #: the seat (other than this window's) that is to move, thinking or waiting its pace; or None
    thinking = Signal(object)
    round_over = Signal()
    game_over = Signal()
