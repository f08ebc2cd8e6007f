"""Time to a hint, and to an undo (a benchmark that prints, not a timed test).

    python -m mextrain.devtools.bench.hint [--games 6] [--search 40] [--through-window 150]

First the hint itself (`ai.hint.suggest`: Normal's move and its reason) over every
decision of short games at 2 to 8 seats, median and max per seat count. Then the search
hint (Hard's search within `HINT_SECONDS`, `HintStrength.SEARCH`) at that many positions with a
choice, spread over 2 to 8 seats: median and max time, and the deals it played. Then the whole
way a person waits for it: `Assist.toggle_hint()` on the GUI thread, worked out on the
controller's pool, delivered by a queued signal (median and max over that many hints).
Last, what an undo costs late in a full game: the engine replays every decision that
stands (`engine.rewind`), at 2, 4 and 8 seats in round 13.
"""
from __future__ import annotations

import argparse
import os
import statistics
import time
from collections.abc import Callable

from mextrain.ai import make_player
from mextrain.ai.hint import HINT_SECONDS, HintStrength, suggest
from mextrain.engine import SHORT_GAME, Game, GameOptions, Phase, PlayerView


def views(players: int, games: int) -> list[PlayerView]:
    """Every decision's view of short games Easy seats play (Easy gives varied positions)."""
    out: list[PlayerView] = []
    for seed in range(games):
        game = Game(GameOptions(players, SHORT_GAME, starting_run=seed % 2 == 1), 1000 * players + seed, track_decisions=False)
        movers = [make_player("easy", f"{seed}/{i}") for i in range(players)]
        while game.phase is not Phase.GAME_OVER:
            if game.phase is Phase.ROUND_OVER:
                game.next_round()
                continue
            view = game.view(game.current_seat)
            out.append(view)
            game.apply(movers[game.current_seat].choose(view))
    return out


def ms(seconds: float) -> str:
    return f"{seconds * 1000:7.2f} ms"


def bench_suggest(games: int) -> list[float]:
    print("the hint itself (ai.hint.suggest):")
    every: list[float] = []
    choices: list[float] = []  # positions with more than one legal move
    for players in range(2, 9):
        times = []
        for view in views(players, games):
            start = time.perf_counter()
            suggest(view)
            times.append(time.perf_counter() - start)
            if len(view.legal) > 1:
                choices.append(times[-1])
        every += times
        print(f"  {players} seats: {len(times):5d} hints  median {ms(statistics.median(times))}  max {ms(max(times))}")
    print(f"  all:     {len(every):5d} hints  median {ms(statistics.median(every))}  max {ms(max(every))}")
    print(f"  with a choice: {len(choices):5d} hints  median {ms(statistics.median(choices))}  max {ms(max(choices))}")
    return every


def bench_search(count: int) -> list[float]:
    """The search hint at `count` positions with a choice (as many at each seat count, 2 to 8)."""
    print(f"the search hint (Hard's search, budget {HINT_SECONDS:g} s), positions with a choice:")
    times: list[float] = []
    deals: list[int] = []
    per = max(1, count // 7)
    for players in range(2, 9):
        chosen = [v for v in views(players, 1) if sum(1 for m in v.legal if m.tile is not None) > 1 and len(v.hand) > 1]
        for view in chosen[:: max(1, len(chosen) // per)][:per]:
            start = time.perf_counter()
            hint = suggest(view, HintStrength.SEARCH)
            times.append(time.perf_counter() - start)
            deals.append(hint.search.deals if hint.search is not None else 0)
    print(f"  {len(times)} hints  median {ms(statistics.median(times))}  max {ms(max(times))}  "
          f"deals median {statistics.median(deals):.0f}, fewest {min(deals)}")
    return times


def bench_through_controller(count: int) -> list[float]:
    """From the key press to the hint on the GUI thread, through the pool."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication

    from mextrain.controller import GameController, Pace, SeatConfig
    from mextrain.controller.assist import Assist

    app = QCoreApplication.instance() or QCoreApplication([])
    ctl = GameController(pace=Pace.INSTANT, animations=False)
    assist = Assist(ctl)
    times: list[float] = []
    seed = 0

    def pump(cond: Callable[[], bool], seconds: float = 10.0) -> None:
        end = time.monotonic() + seconds
        while not cond():
            if time.monotonic() > end:
                raise TimeoutError("no hint came")
            app.processEvents()

    def phase() -> Phase:
        assert ctl.game is not None  # new_game made it
        return ctl.game.phase

    while len(times) < count:
        players = 2 + seed % 7
        ctl.new_game(GameOptions(players, SHORT_GAME), seed,
                     [SeatConfig("You", "human")] + [SeatConfig(f"C{i}", "easy") for i in range(1, players)])
        seed += 1
        while len(times) < count:
            pump(lambda: bool(ctl.local_legal()) or phase() is not Phase.PLAYING and not ctl.busy)
            if phase() is not Phase.PLAYING:
                break
            start = time.perf_counter()
            assist.toggle_hint()
            pump(lambda: assist.hint is not None)
            times.append(time.perf_counter() - start)
            hint = assist.hint
            assert hint is not None  # pump waited for it
            move = hint.move
            ctl.submit(move)
    ctl.shutdown()
    print(f"key to hint on the table (pool + queued signal): {len(times)} hints  "
          f"median {ms(statistics.median(times))}  max {ms(max(times))}")
    return times


def bench_undo() -> None:
    from mextrain.engine import FULL_GAME
    from mextrain.engine.rewind import rewind

    print("an undo in round 13 of a full game (engine.rewind replays the whole game):")
    for players in (2, 4, 8):
        game = Game(GameOptions(players, FULL_GAME), 5, track_decisions=True, track_events=True)
        movers = [make_player("normal", i) for i in range(players)]
        while not (game.round_number == FULL_GAME and len(game.rounds[-1].decisions) > 30):
            if game.phase is Phase.GAME_OVER:
                break
            if game.phase is Phase.ROUND_OVER:
                game.next_round()
                continue
            game.apply(movers[game.current_seat].choose(game.view(game.current_seat)))
        decisions = sum(len(r.decisions) for r in game.rounds)
        times = []
        for _ in range(5):
            start = time.perf_counter()
            rewind(game, 20)
            times.append(time.perf_counter() - start)
        print(f"  {players} seats: {decisions:5d} decisions replayed  median {ms(statistics.median(times))}  "
              f"max {ms(max(times))}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mextrain.devtools.bench.hint", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6, help="short games per seat count (default 6)")
    parser.add_argument("--search", type=int, default=42, help="search hints timed (0: none)")
    parser.add_argument("--through-window", type=int, default=150, help="hints timed through the controller")
    args = parser.parse_args(argv)
    bench_suggest(args.games)
    if args.search > 0:
        bench_search(args.search)
    if args.through_window > 0:
        bench_through_controller(args.through_window)
    bench_undo()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
