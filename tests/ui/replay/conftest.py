"""Tests of the replay viewer (app/mextrain/ui/replay)."""
