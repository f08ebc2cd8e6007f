"""The persons at this computer and whose hand the window shows (issue 22: passing it round).

One person object per person here: a local game's `LocalPersonSeat`, a joined table's seat of this
app (controller/network/joined_game.py); all it needs of one is its seat `index`. `shown` is the person whose hand this window shows and
whose moves it makes (the controller's `local_seat`); `hidden` is true while the computer is
handed over to that person, when no hand may be shown. The turn loop only says which seat
it asks (`asking`); a game starts hidden for the first person to move (`start`) when more
than one person plays. With one person nothing is ever hidden.
"""
from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Generic, Protocol, TypeVar

from mextrain.engine import PlayerView


class Person(Protocol):
    @property
    def index(self) -> int: ...


P = TypeVar("P", bound=Person)


class PersonsHere(Generic[P]):
    """Whose hand is shown among the persons at this computer; see the module docstring."""

    def __init__(self, persons: Sequence[P] = ()) -> None:
        self.seats: list[P] = list(persons)
        self.shown: P | None = self.seats[0] if self.seats else None
        self.hidden = False

    @property
    def indices(self) -> list[int]:
        return [p.index for p in self.seats]

    @property
    def shown_index(self) -> int | None:
        return self.shown.index if self.shown is not None else None

    def asking(self, index: int) -> None:
        """The turn loop asks seat `index`: another person's turn hides the hands first."""
        person = next((p for p in self.seats if p.index == index), None)
        if person is None or (person is self.shown and not self.hidden):
            return
        self.shown = person
        self.hidden = True

    def start(self, current_seat: int, players: int) -> None:
        """A new or resumed game: with several persons, hidden for the first of them to move."""
        if len(self.seats) < 2:
            return
        order = [(current_seat + k) % players for k in range(players)]
        here = set(self.indices)
        self.asking(next(i for i in order if i in here))
        self.hidden = True

    def reveal(self) -> bool:
        """The person is there: show their hand. False when nothing was hidden."""
        was, self.hidden = self.hidden, False
        return was

    def show(self, person: P) -> bool:
        """Show `person`'s hand at once, without covering it first (at the game's end every hand is public).
        False when it was shown already."""
        if person is self.shown and not self.hidden:
            return False
        self.shown, self.hidden = person, False
        return True

    def view(self, view: PlayerView) -> PlayerView:
        """What the window may show of the shown person's view: no tile of the hand while hidden."""
        return dataclasses.replace(view, hand=(), drawn=None, legal=()) if self.hidden else view


__all__ = ["PersonsHere"]
