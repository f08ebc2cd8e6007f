"""The hall's loop watched from a thread of its own: how late it comes to a 10 ms timer, every stall
over 250 ms with what its thread did meanwhile (ran, waited for a CPU, slept) and its Python stack, the
garbage collector's passes; and the seconds the loop could not hear, which no connection's silence
counts (net/host_edge.py's `Hearing`). Logged when the hall stops (server.py)."""
from __future__ import annotations

import asyncio
import gc
import logging
import sys
import threading
import time
import traceback
from collections import deque

from mextrain.net.host_edge import Hearing

from .commit import milliseconds

log = logging.getLogger("mextrain.hall")


class LoopWatch:
    """How late the loop comes to a 10 ms timer: what a move arriving at that moment waits before
    the hall even reads it (logged at the stop, beside the group commit's figures). A loop held
    over `DEAF` read nothing meanwhile: those seconds go to `hearing` (net/host_edge.py), so no
    connection's silence counts them (`note`, also called first thing by the hall's tick)."""

    EVERY = 0.010
    DEAF = 0.1  # the loop made no progress for this long: it could not hear (its connections were not silent)
    STALL = 0.25  # a loop this late: what its thread is doing is logged (`_probe`)

    def __init__(self, loop: asyncio.AbstractEventLoop, hearing: Hearing | None = None) -> None:
        self.loop = loop
        self.hearing = hearing if hearing is not None else Hearing()
        self.deaf_spells = 0
        self._seen = time.perf_counter()  # the loop's last sign of progress (a beat or a tick)
        self.late: deque[float] = deque(maxlen=200_000)  # seconds past each timer's due time
        self._last = time.perf_counter()
        self._handle: asyncio.TimerHandle | None = loop.call_later(self.EVERY, self._beat)
        self._thread = threading.get_ident()
        self._native = threading.get_native_id()
        self._stop = threading.Event()
        self.stalls: list[tuple[float, float, float]] = []  # (seconds held, ms run, ms waited for a CPU)
        self.collections: list[tuple[int, float]] = []  # the garbage collector's passes: (generation, seconds)
        self._gc_began = 0.0
        self.collected = [0, 0, 0]  # objects the collector freed, by generation
        self.long_collections: list[tuple[float, int, float, int]] = []  # over 50 ms: (ended, generation, s, freed)
        gc.callbacks.append(self._collecting)
        self._prober = threading.Thread(target=self._probe, name="hall-loop-probe", daemon=True)
        self._prober.start()

    def _probe(self) -> None:
        """Every 50 ms, off the loop: a loop held over `STALL` is logged when it ends, with what its
        thread did meanwhile (from the kernel's schedstat: ran, waited for a CPU, or slept: on the
        interpreter's lock or the disk) and its Python stack during the stall."""
        samples: deque[tuple[float, int, int]] = deque(maxlen=64)  # (when, ns run, ns waited for a CPU)
        stall: tuple[float, tuple[float, int, int], str] | None = None  # its start, the sample then, its stack
        while not self._stop.wait(0.05):
            last = self._last
            now = time.perf_counter()
            sample = (now, *_schedstat(self._native))
            samples.append(sample)
            if stall is not None and last != stall[0]:  # it ended: what the thread did meanwhile
                began, before, stack = stall
                stall = None
                ran, waited = (sample[1] - before[1]) / 1e6, (sample[2] - before[2]) / 1e6
                span = (sample[0] - before[0]) * 1000
                self.stalls.append((last - began, ran, waited))
                log.warning("event loop held %.0f ms (ended at %.1f, monotonic): its thread ran %.0f ms, waited %.0f ms for a CPU, slept %.0f ms "
                            "(the interpreter's lock, the disk) in the %.0f ms around it; its Python then:\n%s",
                            (last - began) * 1000, time.monotonic() - (time.perf_counter() - last), ran, waited, max(0.0, span - ran - waited), span, stack)
            if stall is None and now - last >= self.STALL:
                before = next((x for x in samples if x[0] >= last), samples[0])
                before = max((x for x in samples if x[0] <= last), default=before, key=lambda x: x[0])
                frame = sys._current_frames().get(self._thread)
                stack = "".join(traceback.format_stack(frame)[-6:]) if frame is not None else "(in C)\n"
                stall = (last, before, stack)

    def _collecting(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._gc_began = time.perf_counter()
        elif len(self.collections) < 1_000_000:
            took = time.perf_counter() - self._gc_began
            self.collections.append((info["generation"], took))
            self.collected[info["generation"]] += info["collected"]
            if took > 0.05:
                self.long_collections.append((time.monotonic(), info["generation"], took, info["collected"]))

    def note(self) -> None:
        """The loop runs: a gap since its last sign over `DEAF` is time it could not hear."""
        now = time.perf_counter()
        gap = now - self._seen
        self._seen = now
        if gap > self.DEAF:
            self.hearing.deaf += gap
            self.deaf_spells += 1

    def _beat(self) -> None:
        self.note()
        now = time.perf_counter()
        self.late.append(max(0.0, now - self._last - self.EVERY))
        self._last = now
        self._handle = self.loop.call_later(self.EVERY, self._beat)

    def close(self) -> None:
        self._stop.set()
        if self._collecting in gc.callbacks:
            gc.callbacks.remove(self._collecting)
        for generation in (0, 1, 2):
            took = [t for g, t in self.collections if g == generation]
            if took:
                log.info("event loop: the garbage collector's generation %d: %d passes, p50 %.1f ms, p99 %.1f ms, "
                         "longest %.1f ms, %.1f s in all; %d objects freed", generation, len(took), *milliseconds(took),
                         sum(took), self.collected[generation])
        if self.long_collections:
            log.info("event loop: garbage collections over 50 ms: %s", ", ".join(
                f"at {t:.1f} generation {g} {s * 1000:.0f} ms ({n} freed)" for t, g, s, n in self.long_collections[:30]))
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None
        if self.late:
            log.info("event loop: a %d ms timer came p50 %.1f ms late, p99 %.1f ms, longest %.1f ms; "
                     "%d of %d beats over 50 ms late; held over %d ms %d times, %.1f s in all (not counted as "
                     "anybody's silence)", round(self.EVERY * 1000), *milliseconds(self.late),
                     sum(1 for x in self.late if x > 0.05), len(self.late), round(self.DEAF * 1000),
                     self.deaf_spells, self.hearing.deaf)
            run, wait = _schedstat(self._native)
            log.info("event loop thread: ran %.1f s, waited %.1f s for a CPU (runnable, not running); %d stalls over "
                     "%d ms: held %.1f s, of it %.1f s waiting for a CPU", run / 1e9, wait / 1e9, len(self.stalls),
                     round(self.STALL * 1000), sum(x[0] for x in self.stalls), sum(x[2] for x in self.stalls) / 1000)


def _schedstat(tid: int) -> tuple[int, int]:
    """Nanoseconds a thread of this process has run, and has waited runnable for a CPU (Linux; else 0, 0)."""
    try:
        with open(f"/proc/self/task/{tid}/schedstat", encoding="ascii") as f:
            run, wait, _ = f.read().split()
        return int(run), int(wait)
    except (OSError, ValueError):
        return 0, 0
