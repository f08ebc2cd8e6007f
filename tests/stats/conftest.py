"""Tests of the statistics store and its queries (app/mextrain/stats)."""
