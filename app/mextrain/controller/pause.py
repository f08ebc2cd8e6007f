"""The controller's pause: while a modal dialog is open or the window is minimised, no
answer is applied and no timer step runs; lifting the last reason goes on where it was."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QTimer


class Pause:
    """The controller's pause: a set of reasons, the timer's remaining wait, a held answer."""

    def __init__(self, timer: QTimer, deliver: Callable[..., None]) -> None:
        self.reasons: set[str] = set()
        self.remaining: int | None = None
        self.held: tuple[Any, ...] | None = None
        self._timer = timer
        self._deliver = deliver

    def add(self, reason: str) -> None:
        if not self.reasons and self._timer.isActive():
            self.remaining = max(0, self._timer.remainingTime())
            self._timer.stop()
        self.reasons.add(reason)

    def hold(self, *thought: object) -> bool:
        """Keep an answer that came in while paused; True if kept."""
        if self.reasons:
            self.held = thought
        return bool(self.reasons)

    def remove(self, reason: str, step_waiting: bool) -> None:
        if reason not in self.reasons:
            return
        self.reasons.discard(reason)
        if self.reasons:
            return
        remaining, self.remaining = self.remaining, None
        held, self.held = self.held, None
        if remaining is not None and step_waiting:
            self._timer.start(remaining)
        if held is not None:
            self._deliver(*held)
