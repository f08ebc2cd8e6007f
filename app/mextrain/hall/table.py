"""One table at the hall: the pure `TableCore` (net/table_core.py) driven on asyncio.

Its connections' bytes go to the core and what the core asks is carried out here: frames to
the links (everything a pass sends one connection leaving as one write), a `Save` as the
table's journal line, appended without waiting for the disk, with everything the table sends
from then on held until the group commit has it on the disk (`hold`, `release`), a computer's
move worked out in the hall's computers' processes (`Think`, thinkers.py: never on the loop nor
in its process, so a thinking computer never delays another table; within `THINK_BUDGET`
seconds, after which a searching player answers its best so far), the core's next step at its `deadline()` (the pace's wait,
the next deal), and the game's end handed to the hall (its record).
"""
from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from mextrain.engine import Move
from mextrain.net import actions as a
from mextrain.net import hall as h
from mextrain.net.table_core import GameEnded, Output, Save, StopThinking, TableCore, Think
from mextrain.net.table_save import save_table, table_journal

from .commit import GroupCommit
from .link import MAX_BACKLOG, Link
from .thinkers import Thinkers

log = logging.getLogger("mextrain.hall")

#: seconds a computer may think about one move (Hard's own budget is shorter; this bounds any player)
THINK_BUDGET = 5.0


class Hall(Protocol):
    """What a table asks of its hall (server.py's `Hall`)."""

    loop: asyncio.AbstractEventLoop
    limits: h.HallLimits
    clock: Callable[[], float]

    def forget_link(self, link: Link) -> None: ...
    def finished(self, table: HallTable) -> None: ...


class HallTable:
    """See the module docstring."""

    def __init__(self, hall: Hall, core: TableCore, entry: h.TableEntry, path: Path, commit: GroupCommit,
                 pool: Thinkers) -> None:
        self.hall = hall
        self.core = core
        self.entry = entry
        self.path = path
        self.commit = commit
        self.pool = pool
        self.links: dict[int, Link] = {}
        self.held: list[a.SendTo | a.CloseConnection] | None = None  # what waits for the disk
        self._out: set[int] = set()  # connections with something queued this pass
        self._stops: dict[int, Callable[[], None]] = {}  # seat -> what stops its computer's search
        self._timer: asyncio.TimerHandle | None = None
        self._due: float | None = None
        self.closed = False
        journal = table_journal(path)
        journal.whole = commit.replace  # snapshots written by the group commit too
        journal.appended = commit.appended  # its lines synced in the hall's log (wal.py)

    @property
    def clock(self) -> Callable[[], float]:
        return self.hall.clock

    # ------------------------------------------------------------------ the links
    def adopt(self, link: Link, data: bytes, first: bytes = b"") -> None:
        """`link` (TLS up) becomes a connection of this table; `data`: what it sent so far; `first`: what
        the hall says to it before the table does (`table_created`)."""
        now = self.clock()
        self.links[link.conn] = link
        link.owner = self
        self.run(self.core.connected(link.conn, link.peer, now))
        c = self.core.session.conns.get(link.conn)
        if c is not None:
            self.core.session.conns[link.conn] = h.with_limits(c, self.hall.limits)
        if first:
            self.run([a.SendTo(link.conn, first)])
        if data:
            self.run(self.core.received(link.conn, data, now))

    def on_bytes(self, link: Link, data: bytes) -> None:
        if self.links.get(link.conn) is link:
            self.run(self.core.received(link.conn, data, self.clock()))

    def on_lost(self, link: Link) -> None:
        self.hall.forget_link(link)
        if self.links.get(link.conn) is link:
            del self.links[link.conn]
            self.run(self.core.disconnected(link.conn, self.clock()))

    def drop(self, conn: int) -> None:
        """Cut a connection off (banned, not reading): the table hears it is gone."""
        link = self.links.pop(conn, None)
        if link is not None:
            link.abort()
            self.hall.forget_link(link)
            self.run(self.core.disconnected(conn, self.clock()))

    # ------------------------------------------------------------------ carrying out the core's outputs
    def run(self, out: list[Output]) -> None:
        if self.closed:
            return
        if out and isinstance(out[0], Save):
            self.save()
        for x in out:
            try:
                self._carry_out(x)
            except Exception:  # noqa: BLE001 - one bad action must not stop the hall
                log.exception("table %s: carrying out %r failed", self.entry.code, x)
        self._flush()
        self._schedule()

    def _carry_out(self, x: Output) -> None:
        if isinstance(x, (a.SendTo, a.CloseConnection)):
            if self.held is not None:
                self.held.append(x)  # in order, behind what already waits
            else:
                self._send(x)
        elif isinstance(x, Think):
            self._think(x)
        elif isinstance(x, StopThinking):
            stop = self._stops.pop(x.seat, None)
            if stop is not None:
                stop()
        elif isinstance(x, GameEnded):
            self.hall.finished(self)

    def _send(self, x: a.SendTo | a.CloseConnection) -> None:
        link = self.links.get(x.conn)
        if link is None:
            return
        if isinstance(x, a.SendTo):
            if link.backlog > MAX_BACKLOG:
                log.warning("%s: a connection of table %s does not read; closed", link.peer, self.entry.code)
                self.drop(x.conn)
                return
            link.send(x.data)
            self._out.add(x.conn)
        else:
            del self.links[x.conn]
            self._out.discard(x.conn)
            link.close()  # what it was sent goes first
            self.hall.forget_link(link)

    def _flush(self) -> None:
        for conn in self._out:
            link = self.links.get(conn)
            if link is not None:
                link.flush()
        self._out.clear()

    # ------------------------------------------------------------------ the disk
    @property
    def held_count(self) -> int:
        return len(self.held or ())

    def hold(self, path: Path | None = None) -> None:
        """From now on what this table sends waits for the next group commit."""
        if self.held is None:
            self.held = []
        self.commit.want(self, path)

    def release(self, n: int) -> None:
        """The first `n` held actions go out (what they show is on the disk)."""
        held = self.held
        if held is None:
            return
        out = held[:n]
        del held[:n]
        if not held:
            self.held = None
        else:
            self.commit.want(self)  # held after that batch began: the next one
        for x in out:
            self._send(x)
        self._flush()

    def save(self) -> None:
        """The table's journal line, written now and synced by the group commit before anything after it is sent."""
        if self.closed:
            return
        self.hold()  # before the line: nothing sent from here on goes ahead of it (the line: `commit.appended`)
        if self.commit.writing(self.path):  # its snapshot is being written: the lines go to the new file
            self.commit.after(self.path, self.save)
            return
        journal = table_journal(self.path)
        if self.commit.pending(self.path):
            journal.forget()  # a snapshot waits for the next batch: this one, newer, replaces it
        try:
            save_table(self.path, self.core.table, self.core.game, self.core.seat_configs(), sync=False)
        except OSError as exc:  # a full disk must not stop the game
            log.error("saving the table to %s failed: %s", self.path, exc)

    # ------------------------------------------------------------------ computers and time
    def _think(self, t: Think) -> None:
        old = self._stops.pop(t.seat, None)
        if old is not None:
            old()

        def done(move: Move | None) -> None:
            if self._stops.get(t.seat) is stop:
                del self._stops[t.seat]
            if self.closed:
                return
            self.run(self.core.thought(t.seat, t.turn, move, self.clock()))

        stop = self._stops[t.seat] = self.pool.think(t.level, t.key, t.view, THINK_BUDGET, done)

    def tick(self) -> None:
        self.run(self.core.tick(self.clock()))

    def _schedule(self) -> None:
        due = self.core.deadline()
        if due == self._due:
            return
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self._due = due
        if due is not None:
            self._timer = self.hall.loop.call_at(max(self.hall.loop.time(), due), self._advance)

    def _advance(self) -> None:
        self._timer = None
        self._due = None
        self.run(self.core.advance(self.clock()))

    # ------------------------------------------------------------------ the end
    def stop_thinking(self) -> None:
        for stop in self._stops.values():
            stop()
        self._stops.clear()
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def close(self, reason: str = "shutdown") -> None:
        """Everybody told `reason` and closed; the table does nothing more."""
        self.stop_thinking()
        self.run(self.core.shutdown(reason))
        for link in list(self.links.values()):
            link.close()
            self.hall.forget_link(link)
        self.links.clear()
        self.closed = True


__all__ = ["HallTable", "THINK_BUDGET"]
