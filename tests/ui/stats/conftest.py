"""Tests of the statistics window (app/mextrain/ui/stats)."""
