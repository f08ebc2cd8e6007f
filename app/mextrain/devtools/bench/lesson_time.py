"""`python -m mextrain.devtools.bench.lesson_time`: how long Learn to Play takes a first-time player (issue 40
says about five minutes), worked out from the lesson itself, in each language.

The time is what the person reads, what they do and what they wait for:
- reading: every word the card asks them to read (each note, each of their steps, each computer
  move that is said), the tiles and the scoring filled in as the card fills them, at `--wpm` words
  a minute (200: an unhurried adult reading a new subject);
- doing: `--drag` seconds for each tile they lay (find it in the rack, drag it to the lit train),
  `--button` seconds for Draw, Pass or a note's Continue;
- waiting: each computer move at the lesson's pace (`Pace.SLOW`: the wait before a paced seat
  moves, its tile's flight within it), from the code.
It prints one line a language and, with `--steps`, the English steps one by one. A first-time
player also stops to look at the table and may try a wrong move: the figure is a floor for a
careful reader, not a promise.
"""
from __future__ import annotations

import argparse
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path

LANGUAGES = ("en", "de", "uk", "da")
WORD = re.compile(r"\w+(?:[|'’.-]\w+)*", re.UNICODE)


@dataclass(frozen=True)
class StepTime:
    kind: str
    text: str
    words: int
    seconds: float  # reading + doing + waiting


def words_in(text: str) -> int:
    """Words as a reader meets them: a tile like 5|12 is one, punctuation none."""
    return len(WORD.findall(text))


def lesson_steps(wpm: float, drag: float, button: float) -> list[StepTime]:
    """Each step of the first lesson, timed, in the language on screen (module doc)."""
    from mextrain.engine import MoveKind
    from mextrain.engine.lesson import Lesson, StepKind, play_script
    from mextrain.table_setup import Pace
    from mextrain.ui import texts
    from mextrain.ui.lesson import words
    from mextrain.ui.lesson.entry import FIRST_ROUND, lesson_path

    lesson = Lesson.load(lesson_path(FIRST_ROUND))
    game = play_script(lesson)  # the round as written: the scoring note's points
    names = ["You" if s == lesson.person else n for s, n in enumerate(lesson.names)]
    pace = Pace.SLOW  # the lesson's pace (LessonPlay's default)
    out: list[StepTime] = []
    for step in lesson.steps:
        text = words.text(step.text) if step.text else ""
        if step.kind is StepKind.NOTE and "%1" in text:
            points = game.rounds[-1].points or ()
            text = texts.fill(text, ", ".join(words.points_of(names[s], p) for s, p in enumerate(points)
                                              if s != game.rounds[-1].out_seat))
        elif "%1" in text:
            tile = next((m.tile for m in step.moves if m.tile is not None), None)
            text = texts.fill(text, texts.tile_text(tile))
        n = words_in(text)
        reading = 60.0 * n / wpm
        if step.kind is StepKind.NOTE:
            doing = button
        elif step.kind is StepKind.PERSON:
            doing = drag if step.moves[0].kind is MoveKind.PLAY else button
        else:
            doing = pace.delay_ms / 1000  # the computer's move, slowed; its words are read meanwhile or after
        out.append(StepTime(step.kind.value, text, n, reading + doing))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mextrain.devtools.bench.lesson_time", description=__doc__.split("\n")[0])
    parser.add_argument("--wpm", type=float, default=200.0, help="reading speed, words a minute")
    parser.add_argument("--drag", type=float, default=5.0, help="seconds to find and drag a tile")
    parser.add_argument("--button", type=float, default=2.0, help="seconds to press Draw, Pass or Continue")
    parser.add_argument("--steps", action="store_true", help="also each English step")
    args = parser.parse_args(argv)

    from PySide6.QtCore import QCoreApplication, QSettings

    from mextrain import i18n

    app = QCoreApplication.instance() or QCoreApplication([])
    scratch = Path(tempfile.mkdtemp(prefix="lesson-time-"))
    i18n.install(settings=QSettings(str(scratch / "lang.ini"), QSettings.Format.IniFormat))
    try:
        for code in LANGUAGES:
            i18n.switch_language(code)
            steps = lesson_steps(args.wpm, args.drag, args.button)
            total = sum(s.seconds for s in steps)
            read = sum(s.words for s in steps)
            person = sum(1 for s in steps if s.kind == "person")
            computer = sum(1 for s in steps if s.kind == "computer")
            print(f"{code}: {len(steps)} steps ({person} yours, {computer} the computers'), {read} words to read "
                  f"= {60 * read / args.wpm:.0f} s at {args.wpm:g} wpm; in all {total:.0f} s = {total / 60:.1f} min")
            if args.steps and code == "en":
                for i, s in enumerate(steps, 1):
                    print(f"  {i:2d} {s.kind:8s} {s.words:3d} words {s.seconds:5.1f} s  {s.text[:70]}")
    finally:
        i18n.switch_language("en")
        i18n.uninstall()
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
