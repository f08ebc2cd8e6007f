"""When the turn loop's next step runs: after the pace's wait, and never while it is paused.

The controller schedules one step at a time (ask the next seat, show the round's end)
after a wait (`schedule`). While a modal dialog is open or the window is minimised, at
a table where nobody else waits, the loop is paused for that reason (`add`): the wait
stops where it was and an answer that comes in meanwhile is held (`hold`). Lifting the
last reason (`remove`) goes on where it was: the rest of the wait, then the held answer.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer


class TurnClock(QObject):
    """The turn loop's one timer and its pause: reasons, the wait left, a held answer."""

    def __init__(self, deliver: Callable[..., None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.reasons: set[str] = set()
        self._deliver = deliver
        self._step: Callable[[], None] | None = None
        self._remaining: int | None = None  # paused: the wait left before the step
        self._held: tuple[Any, ...] | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._run)

    def schedule(self, wait_ms: int, step: Callable[[], None]) -> None:
        """Run `step` after `wait_ms` (counted only while not paused); replaces a step scheduled before."""
        self._step = step
        if self.reasons:
            self._remaining = max(0, wait_ms)  # the timer starts when the pause is lifted
        else:
            self._timer.start(max(0, wait_ms))

    def stop(self) -> None:
        """No step runs (the loop was cancelled); the pause's reasons stay."""
        self._timer.stop()
        self._step = None
        self._remaining = None

    def add(self, reason: str) -> None:
        if not self.reasons and self._timer.isActive():
            self._remaining = max(0, self._timer.remainingTime())
            self._timer.stop()
        self.reasons.add(reason)

    def hold(self, *answer: object) -> bool:
        """Keep an answer that came in while paused (delivered when it is lifted); True if kept."""
        if self.reasons:
            self._held = answer
        return bool(self.reasons)

    def remove(self, reason: str) -> None:
        if reason not in self.reasons:
            return
        self.reasons.discard(reason)
        if self.reasons:
            return
        remaining, self._remaining = self._remaining, None
        held, self._held = self._held, None
        if remaining is not None and self._step is not None:
            self._timer.start(remaining)
        if held is not None:
            self._deliver(*held)

    def _run(self) -> None:
        step, self._step = self._step, None
        if step is not None:
            step()


__all__ = ["TurnClock"]
