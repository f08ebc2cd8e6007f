"""`python -m mextrain.devtools.review.screenshots OUTDIR`: PNGs of the game window at 1280x800.

Four moments a game is judged by: the start of a round (4 seats), the middle of a round with
8 seats, an open double glowing gold that the person must cover, and the score sheet. Then,
in each language (en, de, uk, da), what a newcomer meets: the first start, the prompt after
drawing a tile that fits, the marks on the tiles that may be laid, the Preferences dialog,
and the table in a 1024x600 window; last the Statistics window over made-up games in a
scratch database, the replay viewer with every hand face up, and a hint. The computer seats are random and every game number is
fixed, so the pictures are the same on every run. Settings go to a scratch folder, never
to the person's own.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from mextrain.engine import Game
    from mextrain.ui.replay.window import ReplayWindow
    from mextrain.ui.window.main_window import MainWindow

WIDTH, HEIGHT = 1280, 800


def pump_until(predicate: Callable[[], bool], timeout: float = 10.0) -> None:
    from PySide6.QtCore import QCoreApplication

    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise TimeoutError("the game did not get there in time")
        QCoreApplication.processEvents()
        time.sleep(0.002)


def settle(seconds: float = 0.15) -> None:
    from PySide6.QtCore import QCoreApplication

    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QCoreApplication.processEvents()
        time.sleep(0.005)


def make_window(scratch: Path) -> MainWindow:
    from mextrain.controller import Pace
    from mextrain.ui.settings import GameSetup, Settings
    from mextrain.ui.window.main_window import MainWindow

    settings = Settings.at(scratch / "settings.ini")
    settings.pace = Pace.INSTANT
    settings.save_setup(GameSetup(kinds=["random"] * 7))
    window = MainWindow(settings=settings, start_game=False)
    window.resize(WIDTH, HEIGHT)
    window.show()
    return window


def game_of(window: MainWindow) -> Game:
    """The game in play: the window has dealt one."""
    game = window.controller.game
    assert game is not None
    return game


def deal(window: MainWindow, players: int, seed: int, rounds: int = 13) -> None:
    from mextrain.ui.settings import GameSetup

    window.start_game(GameSetup(players=players, rounds=rounds, kinds=["random"] * 7), seed)
    wait_for_person(window)


def wait_for_person(window: MainWindow) -> None:
    from mextrain.engine import Phase

    c = window.controller
    pump_until(lambda: bool(c.local_legal()) or (game_of(window).phase is not Phase.PLAYING and not c.busy))


def play_until(window: MainWindow, rng: random.Random, done: Callable[[], bool], limit: int = 400) -> bool:
    """The person plays random legal moves until `done()` holds at the person's turn."""
    from mextrain.engine import Phase

    c = window.controller
    for _ in range(limit):
        wait_for_person(window)
        if game_of(window).phase is not Phase.PLAYING:
            return False
        if done():
            return True
        legal = c.local_legal()
        plays = [m for m in legal if m.tile is not None]
        c.submit(rng.choice(plays or legal))
    return False


def save(window: MainWindow | ReplayWindow, path: Path, overlay: QWidget | None = None, notices: bool = True) -> Path:
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtGui import QColor, QPainter

    settle()
    if not notices:  # a notice left over from a game played at full speed would hide the rack
        window.table.scene().notice.setVisible(False)
    image = window.grab()
    if overlay is not None:
        sheet = overlay.grab()
        painter = QPainter(image)
        corner = QPoint((image.width() - sheet.width()) // 2, (image.height() - sheet.height()) // 2)
        for spread, alpha in ((6, 40), (3, 70)):  # a soft shadow, as a window manager draws it
            painter.fillRect(QRect(corner, sheet.size()).adjusted(-spread, -spread + 2, spread, spread + 2),
                             QColor(0, 0, 0, alpha))
        painter.drawPixmap(corner, sheet)
        painter.end()
    image.save(str(path))
    return path


def statistics_shot(window: MainWindow, scratch: Path, path: Path) -> Path:
    """Game > Statistics… over made-up games written to a database in `scratch`."""
    from mextrain.devtools.bench.stats import fake_games
    from mextrain.stats import DB_NAME, StatsStore
    from mextrain.ui.stats.window import StatsWindow

    store, _ = StatsStore.open(scratch / DB_NAME)
    for game in fake_games(40, seed=14):
        store.record(game)
    stats = StatsWindow(lambda: store, window)
    stats.show()
    shot = save(window, path, overlay=stats)
    stats.close()
    store.close()
    return shot


def watch_record(window: MainWindow, path: Path, players: int, seed: int) -> ReplayWindow:
    """A short game of computer seats (the first called "You"), shown in the replay viewer at
    the middle of its second round."""
    from mextrain.engine import GameOptions
    from mextrain.engine.record import SeatConfig, dumps, game_to_record
    from mextrain.tools.sim import play_game
    from mextrain.ui.texts import DEFAULT_NAMES

    game = play_game(GameOptions(players, 7), seed, ["normal"] * players, record=True)
    seats = [SeatConfig("You", "human")] + [SeatConfig(name, "normal") for name in DEFAULT_NAMES[: players - 1]]
    path.write_text(dumps(game_to_record(game, seats)) + "\n", encoding="utf-8")
    window.watch_file(path)
    viewer = window.replays.viewer
    assert viewer is not None  # watch_file opened it
    viewer.resize(WIDTH, HEIGHT)
    rep = viewer.replay
    assert rep is not None  # showing the record
    start, end = rep.round_starts[1], rep.round_starts[2]
    viewer.go(next((i for i in range(start, end) if len(rep.position(i).view.table_tiles()) >= 26), end - 1))
    return viewer


def take_all(outdir: Path) -> list[Path]:
    from PySide6.QtWidgets import QApplication

    from mextrain.engine import starter_of_game
    from mextrain.identity import configure_application

    # instance() is typed as the QCoreApplication base; the one running here is a QApplication
    app = cast(QApplication, QApplication.instance() or QApplication(sys.argv[:1]))
    configure_application(app)
    outdir.mkdir(parents=True, exist_ok=True)
    shots: list[Path] = []
    with tempfile.TemporaryDirectory(prefix="mextrain-shots-") as scratch:
        window = make_window(Path(scratch))
        c = window.controller

        # 1. the start of a round: 4 seats, Ada starts, so three computer moves are on the table
        deal(window, 4, seed=next(s for s in range(1, 1000) if starter_of_game(s, 4) == 1))
        shots.append(save(window, outdir / "1_round_start.png"))

        # 2. the middle of a round with 8 seats
        deal(window, 8, seed=8)
        rng = random.Random(8)
        play_until(window, rng, lambda: len(c.local_view().table_tiles()) >= 32)
        shots.append(save(window, outdir / "2_mid_round_8_seats.png"))

        # 3. an open double glows gold and the person must cover it
        for seed in range(1, 200):
            deal(window, 4, seed=seed)
            rng = random.Random(seed)
            if play_until(window, rng, lambda: bool(c.local_view().open_doubles)):
                break
        shots.append(save(window, outdir / "3_gold_double.png"))

        # 4. the score sheet after round 2 of a 6-seat game
        deal(window, 6, seed=6)
        rng = random.Random(6)
        for _ in range(2):
            play_until(window, rng, lambda: False, limit=1000)
            pump_until(window.score_sheet.isVisible)
            if game_of(window).round_number == 1:
                window.score_sheet.next_button.click()
        shots.append(save(window, outdir / "4_score_sheet.png", overlay=window.score_sheet))
        window.score_sheet.hide()
        # a hint: the tile lifts out of the rack, its train lights up, the reason in words
        from mextrain.ai.hint import HintReason, suggest

        for seed in range(1, 200):
            deal(window, 4, seed=seed, rounds=7)
            rng = random.Random(seed)
            if play_until(window, rng, lambda: suggest(c.local_view()).reason is HintReason.ROW_NEXT
                          and len(c.local_view().table_tiles()) >= 6, limit=60):
                break
        window.assist_ui.assist.toggle_hint()
        pump_until(lambda: window.assist_ui.assist.hint is not None)
        window.table.scene().finish_motion()
        window.table.scene().notice.setVisible(False)  # an older game's notice, still fading
        window.statusBar().clearMessage()
        shots.append(save(window, outdir / "12_hint.png"))
        shots += newcomer_shots(window, Path(scratch), outdir)
        # the statistics window over 40 made-up games (a scratch database)
        shots.append(statistics_shot(window, Path(scratch), outdir / "10_statistics.png"))
        # the replay viewer in the middle of a round with 6 seats, every hand face up
        viewer = watch_record(window, Path(scratch) / "replay.json", players=6, seed=12)
        shots.append(save(viewer, outdir / "11_replay.png"))
        viewer.close()
        window.close()
    return shots


def find_drawn_tile_that_fits(window: MainWindow) -> bool:
    """Deal until the person draws a tile that may be laid (the prompt names it)."""
    from mextrain.engine import DRAW, MoveKind

    c = window.controller
    for seed in range(1, 80):
        deal(window, 2, seed=seed, rounds=7)
        rng = random.Random(seed)
        while play_until(window, rng, lambda: c.local_legal() == [DRAW], limit=200):
            c.submit(DRAW)
            wait_for_person(window)
            if any(m.kind is MoveKind.PLAY for m in c.local_legal()):
                return True
    return False


def newcomer_shots(window: MainWindow, scratch: Path, outdir: Path) -> list[Path]:
    """Issue 15's pictures, in every language: first start, drawn tile, marks, Preferences, 1024x600."""
    from PySide6.QtCore import QSettings

    from mextrain import i18n
    from mextrain.engine import MoveKind
    from mextrain.ui.settings import Settings
    from mextrain.ui.window.main_window import MainWindow

    shots: list[Path] = []
    i18n.install(settings=QSettings(str(scratch / "language.ini"), QSettings.Format.IniFormat))
    c = window.controller
    for code in ("en", "de", "uk", "da"):
        i18n.switch_language(code)
        settle()
        first = MainWindow(settings=Settings.at(scratch / f"first-{code}.ini"), start_game=False, greet=True,
                           data_folder=scratch / f"first-{code}")
        first.resize(WIDTH, HEIGHT)
        first.show()
        first.start()
        shots.append(save(first, outdir / f"5_first_start_{code}.png", overlay=first.new_game_dialog))
        dialog = first.new_game_dialog
        assert dialog is not None  # start() opened it: a first start
        dialog.hide()
        first.close()
        if find_drawn_tile_that_fits(window):
            shots.append(save(window, outdir / f"6_drawn_tile_{code}.png", notices=False))
        def some_fit() -> bool:  # a turn where several tiles fit and the rest do not
            plays = {m.tile for m in c.local_legal() if m.kind is MoveKind.PLAY}
            return 3 <= len(plays) <= len(c.local_view().hand) - 4 and len(c.local_view().table_tiles()) >= 8

        for seed in range(1, 40):
            deal(window, 4, seed=seed)
            if play_until(window, random.Random(seed), some_fit, limit=60):
                break
        shots.append(save(window, outdir / f"7_playable_marks_{code}.png", notices=False))
        prefs = window.settings_ui.show_preferences()
        shots.append(save(window, outdir / f"8_preferences_{code}.png", overlay=prefs, notices=False))
        prefs.hide()
        window.resize(1024, 600)
        rng = random.Random(12)
        deal(window, 6, seed=12)
        play_until(window, rng, lambda: len(c.local_view().table_tiles()) >= 14)
        shots.append(save(window, outdir / f"9_table_1024x600_{code}.png", notices=False))
        window.resize(WIDTH, HEIGHT)
    i18n.switch_language("en")
    return shots


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mextrain.devtools.review.screenshots", description=__doc__.splitlines()[0])
    parser.add_argument("outdir", type=Path)
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    for path in take_all(args.outdir):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
