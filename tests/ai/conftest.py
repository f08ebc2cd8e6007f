"""Tests of the computer players, the hint and the AI benchmarks (app/mextrain/ai)."""
