"""The hall's computers' processes (hall/thinkers.py): a move comes back on the loop, a move no
longer wanted never does, and a process that dies costs one move (answered None: the table plays
a legal one) while the next move is thought by a new process."""
from __future__ import annotations

import asyncio
import os
import signal

from mextrain.engine import Game, GameOptions, Move
from mextrain.hall.thinkers import Thinkers


def _view():  # the first seat's view of a fresh four-seat game, with legal moves
    game = Game(GameOptions(4, 7, False), 11, track_decisions=False)
    view = game.view(game.current_seat)
    assert view.legal
    return view


def test_a_move_is_thought_in_another_process_and_a_dead_process_costs_one_move_only() -> None:
    view = _view()

    async def main() -> None:
        loop = asyncio.get_running_loop()
        thinkers = Thinkers(loop, size=1)
        try:
            async def ask(level: str, budget: float) -> Move | None:
                answer: asyncio.Future[Move | None] = loop.create_future()
                thinkers.think(level, "g1/0", view, budget, answer.set_result)
                return await asyncio.wait_for(answer, 60)

            move = await ask("normal", 5.0)
            assert move in view.legal  # thought by the worker, answered on the loop
            pool = thinkers._pool
            assert pool is not None
            (pid,) = [p.pid for p in pool._processes.values()]  # type: ignore[union-attr]
            assert pid != os.getpid()

            # a Hard search of 30 s, its process killed meanwhile: answered None, not hung
            answer: asyncio.Future[Move | None] = loop.create_future()
            thinkers.think("hard:30s", "g1/1", view, 30.0, answer.set_result)
            await asyncio.sleep(1.0)  # the worker has the move by now (the pool hands it at once)
            os.kill(pid, signal.SIGKILL)
            assert await asyncio.wait_for(answer, 60) is None
            # the next move: a new process
            assert await ask("normal", 5.0) in view.legal
            assert thinkers._pool is not None and thinkers._pool is not pool

            # a move no longer wanted is never answered; a Hard search is stopped by its flag at once
            unwanted: list[Move | None] = []
            stop = thinkers.think("hard:30s", "g1/2", view, 30.0, unwanted.append)
            stop()
            began = loop.time()
            assert await ask("normal", 5.0) in view.legal  # one worker: the stopped search ended first,
            assert loop.time() - began < 15  # at its next look at the flag, not after its 30 s
            assert unwanted == []
        finally:
            thinkers.shutdown()

    asyncio.run(main())


_HALL_STAND_IN = """
import asyncio, sys, time
from mextrain.engine import Game, GameOptions
from mextrain.hall.thinkers import Thinkers

async def main():
    game = Game(GameOptions(4, 7, False), 11, track_decisions=False)
    view = game.view(game.current_seat)
    loop = asyncio.get_running_loop()
    thinkers = Thinkers(loop, size=2)
    answer = loop.create_future()
    thinkers.think("normal", "g1/0", view, 5.0, answer.set_result)
    await asyncio.wait_for(answer, 60)
    print(" ".join(str(p.pid) for p in thinkers._pool._processes.values()), flush=True)
    time.sleep(600)

asyncio.run(main())
"""


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split(") ")[1][0] != "Z"
    except OSError:
        return False


def test_the_computers_processes_end_when_the_hall_is_killed() -> None:
    """A hall killed with SIGKILL leaves none of its computers' processes behind (they held their own
    task pipe open and lived on, idle, after every killed hall)."""
    import subprocess
    import sys
    import time

    hall = subprocess.Popen([sys.executable, "-c", _HALL_STAND_IN], stdout=subprocess.PIPE, text=True)
    try:
        assert hall.stdout is not None
        workers = [int(pid) for pid in hall.stdout.readline().split()]
        assert workers and all(_alive(pid) for pid in workers)
    finally:
        hall.send_signal(signal.SIGKILL)
        hall.wait(10)
    deadline = time.monotonic() + 10
    while any(_alive(pid) for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not [pid for pid in workers if _alive(pid)], "a computer's process outlived its hall"
