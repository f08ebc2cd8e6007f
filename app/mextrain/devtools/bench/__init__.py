"""Benchmarks: scripts that print figures (speed, capacity, strength), never timed tests."""
