"""The table's sounds, below the widgets and free of Qt: which sounds there are (`Cue`), the
files that hold them, a small mixer and the audio device it plays to (miniaudio, opened off
the GUI thread). `mextrain.ui.sound.table_sound` decides when each is heard. The headless server imports
nothing from here."""
from __future__ import annotations

from mextrain.sound.board import Cue, SoundBoard

__all__ = ["Cue", "SoundBoard"]
