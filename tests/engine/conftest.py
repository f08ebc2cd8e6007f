"""Tests of the rules, the state, the records and saves: the pure floor (app/mextrain/engine)."""
