"""Learn to Play's length, worked out from the lesson (devtools/bench/lesson_time.py): the issue says it takes
about five minutes; the figure is read from the real lesson file and its words in each language."""
from __future__ import annotations

from pathlib import Path

from mextrain.devtools.bench.lesson_time import lesson_steps, words_in
from support.ux import Languages


def test_words_are_counted_as_a_reader_meets_them() -> None:
    assert words_in("Start your own train: drag 5|12 onto the row “Your train”.") == 11
    assert words_in("Ada's train (it carries a marker).") == 6


def test_the_lesson_takes_a_first_time_player_about_four_to_five_minutes(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    languages = Languages(tmp_path / "lang.ini")
    try:
        minutes = {}
        for code in ("en", "de", "uk", "da"):
            languages.switch(code)
            steps = lesson_steps(wpm=200, drag=5, button=2)
            assert len(steps) == 34 and sum(s.kind == "person" for s in steps) == 12
            assert all(s.words > 0 for s in steps if s.kind != "computer")  # every step says what to do
            assert all("%1" not in s.text for s in steps)  # tiles and points filled in, as the card fills them
            minutes[code] = sum(s.seconds for s in steps) / 60
        assert all(3.0 <= m <= 6.0 for m in minutes.values()), minutes
    finally:
        languages.close()
