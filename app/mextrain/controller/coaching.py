"""The coach at work off the GUI thread: one review at a time, with its progress, for the score sheet.

`CoachRun.start(items, limit)` judges the decisions (`ai.coach.review` over `ai.coach.Moment`s,
each the person's own view) on a worker of the thread pool, as a computer seat thinks
(`thinker`); `progress(done, total)` and `finished(Review)` come back queued on the GUI thread.
A new start or `cancel()` stops the one in progress at its next deal (`should_stop`), and its
late answers are dropped: only the last review asked for is ever reported.

`moments_for(play, seat, rounds)` gathers a seat's decisions from the game this window plays:
the local game's record, rebuilt view by view (`coach.moments`), or, at a joined table, the views
this app was shown when its person moved (`JoinedGame.coach_moments`): never a hidden hand.
"""
from __future__ import annotations

import threading
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from mextrain.ai import coach
from mextrain.ai.coach import Moment, Review
from mextrain.engine import Game


class _Relay(QObject):
    """Lives on the GUI thread; the worker's signals are delivered queued."""

    progress = Signal(int, int, int)  # the run's number, done, total
    done = Signal(int, object, object)  # the run's number, the Review (or None), the error (or None)


class _ReviewTask(QRunnable):
    def __init__(self, relay: _Relay, number: int, items: Sequence[Moment], limit: int, stop: threading.Event,
                 playouts: int, seconds: float | None) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self.relay, self.number, self.items, self.limit, self.stop = relay, number, list(items), limit, stop
        self.playouts, self.seconds = playouts, seconds

    def run(self) -> None:
        result: Review | None = None
        error: BaseException | None = None
        try:
            result = coach.review(self.items, limit=self.limit, playouts=self.playouts, seconds=self.seconds,
                                  should_stop=self.stop.is_set, progress=self._progress)
        except BaseException as exc:  # noqa: BLE001 - reported on the GUI thread
            error = exc
        try:
            self.relay.done.emit(self.number, result, error)
        except RuntimeError:  # the window closed meanwhile
            pass

    def _progress(self, done: int, total: int) -> None:
        try:
            self.relay.progress.emit(self.number, done, total)
        except RuntimeError:
            pass


class CoachRun(QObject):
    """One review at a time off the GUI thread; see the module docstring."""

    progress = Signal(int, int)  # decisions judged, decisions with a choice
    finished = Signal(object)    # the Review
    failed = Signal(str)         # the review raised: what (logged; the sheet says it could not judge)

    def __init__(self, pool: QThreadPool | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        if pool is None:  # its own: one review at a time, on one core, whatever else is thinking
            pool = QThreadPool(self)
            pool.setMaxThreadCount(1)
        self._pool = pool
        self._relay = _Relay(self)
        self._relay.progress.connect(self._on_progress)
        self._relay.done.connect(self._on_done)
        self._number = 0
        self._stop: threading.Event | None = None
        self.playouts = coach.PLAYOUTS

    @property
    def running(self) -> bool:
        return self._stop is not None

    def start(self, items: Sequence[Moment], limit: int = coach.ROUND_FINDINGS,
              seconds: float | None = coach.ROUND_SECONDS) -> None:
        """Judge `items` (one seat's decisions) within `seconds` (None: only the playout budget)."""
        self.cancel()
        self._number += 1
        self._stop = threading.Event()
        self._pool.start(_ReviewTask(self._relay, self._number, items, limit, self._stop, self.playouts, seconds))

    def cancel(self) -> None:
        """Stop the review in progress; nothing more is reported of it."""
        if self._stop is not None:
            self._stop.set()
            self._stop = None
        self._number += 1

    def shutdown(self, wait_ms: int = 2000) -> None:
        """The window closes: stop the review and wait for its worker (it stops at its next deal)."""
        self.cancel()
        self._pool.waitForDone(wait_ms)

    def _on_progress(self, number: int, done: int, total: int) -> None:
        if number == self._number and self._stop is not None:
            self.progress.emit(done, total)

    def _on_done(self, number: int, result: object, error: object) -> None:
        if number != self._number or self._stop is None:
            return  # a review cancelled or replaced meanwhile
        self._stop = None
        if error is not None or result is None:
            self.failed.emit(str(error))
            return
        self.finished.emit(result)


def moments_for(game: object, kept: dict[int, list[Moment]] | None, seat: int, rounds: Iterable[int] | None) -> list[Moment]:
    """`seat`'s decisions in `rounds` (all by default): from the engine's record when `game` is a `Game`
    (the local game), else from the moments a joined game kept of its persons (`kept`, by seat)."""
    if isinstance(game, Game):
        return coach.moments(game, seat, rounds)
    wanted = set(rounds) if rounds is not None else None
    return [m for m in (kept or {}).get(seat, []) if wanted is None or m.round_number in wanted]


__all__ = ["CoachRun", "moments_for"]
