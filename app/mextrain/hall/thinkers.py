"""Where the computers of every table at the hall think: processes of their own, never the loop's.

A search in Python holds the interpreter's lock (the GIL) while it runs: on a thread of the
hall's own process it took the lock from the event loop every few milliseconds and every
other table's moves waited behind it. So computers think in `THINKERS` worker processes
(started on the first computer's first move, by `spawn`: the hall's threads are never forked),
each keeping its players between moves (a player is made once per game and seat, `key`), at a
lower priority than the hall (`NICE`): on a busy machine a search has its time budget, while
every other table's person waits for the loop.
A move is asked with a time budget (`budget`), after which a searching player answers its best
so far; a move no longer wanted (`stop`: the person took the seat back, the table closed) is
told to its process through a flag in shared memory, and the search ends at its next check.
A process that dies is replaced by a new pool; its moves answer None (the table then plays a
legal move, as for a player that failed). A process ends with the hall, even a hall killed.
"""
from __future__ import annotations

import asyncio
import logging
import multiprocessing
import multiprocessing.connection
import os
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from multiprocessing.sharedctypes import RawArray
from typing import Any

from mextrain.engine import Move, PlayerView

log = logging.getLogger("mextrain.hall")

#: worker processes the computers of every table think in
THINKERS = 2
#: how much less CPU the computers' processes are given than the hall's loop when both want it
NICE = 10
#: moves being thought at once at most that can be told to stop (a ring of flags in shared memory)
SLOTS = 4096

_players: dict[tuple[str, str], Any] = {}  # in a worker process: (key, level) -> its player
_stops: Any = None  # in a worker process: the shared ring of stop flags


def _start(stops: Any) -> None:
    global _stops
    _stops = stops
    _leave_with_the_hall()
    try:  # on a busy machine the hall's loop comes first: a search has its budget, a move's view its person
        os.nice(NICE)
    except OSError:
        pass


def _leave_with_the_hall() -> None:
    """In a worker process: end it when the hall's process ends, however it ends. A pool's worker holds
    both ends of its own task pipe, so it never reads an end of file: after a hall was killed (SIGKILL,
    the out-of-memory killer, a crash) its workers lived on, idle, outside any supervisor's reach."""
    parent = multiprocessing.parent_process()
    if parent is None or parent.sentinel is None:
        return
    sentinel = parent.sentinel

    def watch() -> None:
        multiprocessing.connection.wait([sentinel])
        os._exit(0)

    threading.Thread(target=watch, name="hall-watch", daemon=True).start()


def _choose(ticket: int, level: str, key: str, view: PlayerView, budget: float) -> Move | None:
    """In a worker process: the move of the player `(key, level)` for `view` (None if it failed)."""
    from mextrain.ai import make_player  # the worker's own import (the hall's loop never needs the players)

    until = time.monotonic() + budget
    slot = ticket % SLOTS

    def should_stop() -> bool:
        return _stops[slot] == ticket or time.monotonic() >= until

    try:
        player = _players.get((key, level))
        if player is None:
            player = _players[(key, level)] = make_player(level, key)
        move: Move = player.choose(view, should_stop=should_stop)
        return move
    except Exception:  # noqa: BLE001 - a failing player must not stop the game: a legal move is played
        logging.getLogger("mextrain.hall").exception("a computer's search failed (%s, %s)", level, key)
        return None


class Thinkers:
    """See the module docstring. Used on the event loop's thread only."""

    def __init__(self, loop: asyncio.AbstractEventLoop, size: int = THINKERS) -> None:
        self._loop = loop
        self._size = size
        self._pool: ProcessPoolExecutor | None = None
        self._stops: Any = None
        self._ticket = 0

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._stops = RawArray("q", SLOTS)
            self._pool = ProcessPoolExecutor(self._size, mp_context=multiprocessing.get_context("spawn"),
                                             initializer=_start, initargs=(self._stops,))
        return self._pool

    def think(self, level: str, key: str, view: PlayerView, budget: float,
              then: Callable[[Move | None], None]) -> Callable[[], None]:
        """Ask for a move; `then(move)` on the loop once it is known (None: the player failed). Returns
        what stops the search (its answer is then not wanted: `then` is not called)."""
        self._ticket += 1
        ticket = self._ticket
        wanted = [True]
        try:
            future: Future[Move | None] = self._executor().submit(_choose, ticket, level, key, view, budget)
        except (BrokenProcessPool, RuntimeError, OSError) as exc:
            log.error("the computers' processes cannot be started (%s): a legal move is played", exc)
            self._pool = None
            self._loop.call_soon(then, None)
            return lambda: None

        def arrived(f: Future[Move | None]) -> None:  # on a thread of the pool's
            try:
                self._loop.call_soon_threadsafe(answer, f)
            except RuntimeError:
                pass  # the loop is closed: the hall has stopped

        def answer(f: Future[Move | None]) -> None:
            if not wanted[0] or f.cancelled():
                return
            try:
                move = f.result()
            except BrokenProcessPool:
                log.error("a computers' process died: a new one is started, and a legal move played")
                if self._pool is not None:
                    self._pool.shutdown(wait=False, cancel_futures=True)
                self._pool = None
                move = None
            except Exception:  # noqa: BLE001 - e.g. a view that could not be sent: a legal move is played
                log.exception("a computer's move could not be thought")
                move = None
            then(move)

        def stop() -> None:
            wanted[0] = False
            if self._stops is not None:
                self._stops[ticket % SLOTS] = ticket

        future.add_done_callback(arrived)
        return stop

    def shutdown(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None


__all__ = ["THINKERS", "Thinkers"]
