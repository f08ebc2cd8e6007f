"""The sounds are ours: resources/sounds/ is exactly what mextrain.devtools.assets.make_sounds writes."""
from __future__ import annotations

from pathlib import Path

from mextrain.devtools.assets import make_sounds
from mextrain.sound import Cue

SOUNDS = Path(__file__).resolve().parents[2] / "resources" / "sounds"


def test_the_script_reproduces_every_sound_file_byte_for_byte(tmp_path: Path) -> None:
    assert make_sounds.main([str(tmp_path)]) == 0
    made = sorted(p.name for p in tmp_path.iterdir())
    assert made == sorted(p.name for p in SOUNDS.glob("*.wav"))
    for name in made:
        assert (tmp_path / name).read_bytes() == (SOUNDS / name).read_bytes(), name


def test_every_cue_has_its_file_and_all_are_small() -> None:
    assert {f"{cue.value}.wav" for cue in Cue} == {p.name for p in SOUNDS.iterdir()}
    total = sum(p.stat().st_size for p in SOUNDS.iterdir())
    assert 20_000 < total < 100_000, total
