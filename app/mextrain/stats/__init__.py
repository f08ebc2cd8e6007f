"""Statistics of finished games in a local SQLite database (pure Python, no Qt).

`store` keeps the file (schema versions, migrations, transactions, a broken file set
aside); `model` is what one finished game leaves; `queries` reads the figures and
writes the CSV export. The window (ui.stats_window) only shows them.
"""
from __future__ import annotations

from .model import FinishedGame, RoundResult, SeatResult, finished_game, strongest_opponent
from .queries import (
    GameLine,
    PastGame,
    RuleSet,
    Summary,
    Tally,
    game_lines,
    last_totals,
    past_games,
    people,
    rule_sets,
    summary,
    write_csv,
)
from .store import DB_NAME, SCHEMA_VERSION, Problem, StatsError, StatsStore

__all__ = [
    "DB_NAME", "SCHEMA_VERSION", "FinishedGame", "GameLine", "PastGame", "Problem", "RoundResult", "RuleSet",
    "SeatResult", "StatsError", "StatsStore", "Summary", "Tally", "finished_game", "game_lines", "last_totals",
    "past_games", "people", "rule_sets", "strongest_opponent", "summary", "write_csv",
]
