"""The Statistics window's figures in words: percentages, points, a game's line and tip, the chart's
title, Reset's question. Numbers and dates as the language writes them (locale_text); the words
are the window's (translation context "StatsWindow")."""
from __future__ import annotations

from mextrain.i18n import TrContext
from mextrain.stats import GameLine
from mextrain.ui import texts
from mextrain.ui.stats.locale_text import locale_number, locale_time

StatsWindow = TrContext("StatsWindow")  # the window's words (the name is the context lupdate records)


def percent(fraction: float) -> str:
    return StatsWindow.tr("%1%", "a percentage").replace("%1", locale_number(fraction * 100))


def points_text(points: int) -> str:
    return texts.plural_s(StatsWindow.tr("%n point(s)", "", points), points)


def last_title(n: int) -> str:
    """The chart's title; one game is not "the last 1 game" (%n plurals for the rest)."""
    if n == 1:
        return StatsWindow.tr("Your points in your one game so far (gold: won)")
    return texts.plural_s(StatsWindow.tr("Your points in the last %n game(s) (gold: won)", "", n), n)


def reset_question(n: int) -> str:
    """Reset's question; one game is not "all 1 finished game" (%n plurals for the rest)."""
    if n == 1:
        return StatsWindow.tr("Forget your one finished game? This cannot be undone.")
    return texts.plural_s(StatsWindow.tr("Forget all %n finished game(s)? This cannot be undone.", "", n), n)


def game_text(g: GameLine) -> str:
    """"12/03/2026 19:30 · 4 seats · 85 points in 7 rounds (12.1 per round) · won"."""
    rounds = texts.plural_s(StatsWindow.tr("%n round(s)", "", g.rounds), g.rounds)
    seats = texts.plural_s(StatsWindow.tr("%n seat(s)", "", g.players), g.players)
    line = StatsWindow.tr("%1 · %2 · %3 in %4 (%5 per round)").replace("%5", locale_number(g.per_round, 1)).replace(
        "%4", rounds).replace("%3", points_text(g.total)).replace("%2", seats).replace("%1", locale_time(g.played_at))
    return line + (" · " + StatsWindow.tr("won") if g.won else "")


def game_tip(g: GameLine) -> str:
    tip = f"{locale_time(g.played_at)}\n{points_text(g.total)}"
    return tip + ("\n" + StatsWindow.tr("won") if g.won else "")


def engine_tip(engine: int, mean: float) -> str:
    return StatsWindow.tr("Engine %1: %2 points per round on average").replace("%2", locale_number(mean, 1)).replace(
        "%1", f"{engine}|{engine}")


__all__ = ["engine_tip", "game_text", "game_tip", "last_title", "percent", "points_text", "reset_question"]
