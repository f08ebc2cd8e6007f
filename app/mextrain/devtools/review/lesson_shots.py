"""`python -m mextrain.devtools.review.lesson_shots OUTDIR`: Help > Learn to Play at 1024x600, in each language.

One picture of every kind of step: the welcome note, a step that lights a tile and its train, a
computer's move as it is said (slowed), a step with the computers' words above it, the Draw step
(the Draw button lit), the Pass step, a refused move with its reason and the right move, and the
scoring note. Settings go to a scratch folder, never to the person's own.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from mextrain.devtools.review.screenshots import pump_until, settle

LANGUAGES = ("en", "de", "uk", "da")
WIDTH, HEIGHT = 1024, 600


def shoot(out: Path, languages: tuple[str, ...] = LANGUAGES) -> list[Path]:
    from PySide6.QtCore import QSettings

    from mextrain import i18n

    out.mkdir(parents=True, exist_ok=True)
    scratch = Path(tempfile.mkdtemp(prefix="lesson-shots-"))
    i18n.install(settings=QSettings(str(scratch / "lang.ini"), QSettings.Format.IniFormat))
    saved: list[Path] = []
    try:
        for code in languages:
            i18n.switch_language(code)
            saved += shoot_language(out, code, scratch)
    finally:
        i18n.switch_language("en")
        i18n.uninstall()
    return saved


def shoot_language(out: Path, code: str, scratch: Path) -> list[Path]:
    """The pictures in the language on screen, named with its `code`."""
    from mextrain.controller import Pace
    from mextrain.engine import DRAW, PASS, Move, MoveKind, Tile
    from mextrain.engine.lesson import StepKind
    from mextrain.ui.settings import Settings
    from mextrain.ui.window.main_window import MainWindow

    saved: list[Path] = []
    settings = Settings.at(scratch / f"{code}.ini")
    settings.pace = Pace.INSTANT
    window = MainWindow(settings=settings, start_game=False, data_folder=scratch / code)
    window.resize(WIDTH, HEIGHT)
    window.show()
    window.lessons.pace = Pace.INSTANT
    window.lessons.start()
    play = window.lessons.play
    assert play is not None

    def ready() -> bool:
        step = play.step
        return step is None or step.kind is StepKind.NOTE or bool(play.asked())

    def grab(name: str) -> None:
        settle(0.2)
        path = out / f"lesson-{name}-{code}.png"
        window.grab().save(str(path))
        saved.append(path)

    def go_on_until(done: Callable[[], bool]) -> None:
        while not done():
            play.submit(play.asked()[0])
            pump_until(ready)

    grab("1-welcome")
    window.lessons.card.continue_button.click()
    pump_until(ready)
    grab("2-lay-a-tile")
    window.table.move_refused.emit(Move.play(Tile(5, 5), "mexican"))  # as a drop there does
    grab("3-refused")
    go_on_until(lambda: play.step is not None and play.step.text == "mexican_train")
    play.set_pace(Pace.SLOW)  # the computers' moves, slowed and said
    play.submit(play.asked()[0])
    pump_until(lambda: any(s.text == "ada_passes" for s in play.said) and play.busy)
    grab("4-computer-says")
    play.set_pace(Pace.INSTANT)
    pump_until(ready, 20)
    grab("5-after-the-computers")
    go_on_until(lambda: play.asked()[:1] == (DRAW,))
    grab("6-draw")
    go_on_until(lambda: play.asked()[:1] == (PASS,))
    grab("7-pass")
    go_on_until(lambda: play.step is not None and play.step.text == "go_out")
    assert play.asked()[0].kind is MoveKind.PLAY
    grab("8-one-tile-left")
    go_on_until(lambda: play.step is None or play.step.kind is StepKind.NOTE)
    grab("9-scoring")
    window.lessons.leave()
    window.close()
    window.deleteLater()
    settle(0.1)
    return saved


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--language", action="append", choices=LANGUAGES, help="only these (default: all four)")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv)
    for path in shoot(args.outdir, tuple(args.language or LANGUAGES)):
        print(path)
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
