"""Tests of the turn loop, the seats, pausing, undo and the crash-and-resume paths (app/mextrain/controller)."""
