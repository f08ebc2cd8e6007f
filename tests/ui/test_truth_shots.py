"""`python -m mextrain.devtools.review.truth_shots` (issue 38's pictures), run as the README says for one language: it
exits 0, and each of the eight moments is a 1024x600 picture with something drawn in it, not a blank grab."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

NAMES = ["new_game_four_house_rules", "rules_editor", "help_rules_double_9", "first_contact_words",
         "host_quit_question", "join_refused_started", "watcher_take_seat", "play_again_shared"]


def colours(image: QImage) -> int:
    """How many different colours a grid of 64x40 points of the picture holds."""
    return len({image.pixel(x * image.width() // 64, y * image.height() // 40) for x in range(64) for y in range(40)})


@pytest.mark.slow  # eight moments, four apps over 127.0.0.1, a whole short game: about 30 s
def test_the_issue_38_pictures_are_all_taken_at_1024x600_in_one_language(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MEXTRAIN_NO_SOUND_DEVICE="1")
    done = subprocess.run([sys.executable, "-m", "mextrain.devtools.review.truth_shots", str(tmp_path), "--lang", "de"],
                          env=env, capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, done.stderr[-3000:]
    assert sorted(Path(line).name for line in done.stdout.split()) == sorted(f"{n}_de.png" for n in NAMES)
    for name in NAMES:
        image = QImage(str(tmp_path / f"{name}_de.png"))
        assert image.size().toTuple() == (1024, 600), name
        assert colours(image) > 20, name  # a window and its dialog, not one flat colour
