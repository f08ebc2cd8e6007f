"""The status bar's table label during a networked game (R18): the table's name and its rule
set's name, each difference in its tooltip, so no player at the table has to ask."""
from __future__ import annotations

from typing import Protocol

from PySide6.QtWidgets import QLabel

from mextrain.engine import GameOptions
from mextrain.ui.rules import words


class HasGameLabel(Protocol):
    game_label: QLabel


SHOWN = "tableShown"  # the label's property: (table, options, rule set) shown now, to word again


def show_table_label(window: HasGameLabel, table: str, options: GameOptions, rule_set: str | None) -> None:
    """"Kitchen · Grandma's rules" in the window's game label, the rule set's summary as its tooltip."""
    window.game_label.setProperty(SHOWN, (table, options, rule_set))
    window.game_label.setText(f"{table} · {words.rule_set_name(options, rule_set)}")
    window.game_label.setToolTip(words.summary(options, rule_set))


def reword_table_label(window: HasGameLabel) -> bool:
    """After a language switch: the table's label in the new language ("Standardregeln", not "Standard
    rules"); False when the label shows no table."""
    shown = window.game_label.property(SHOWN)
    if not isinstance(shown, tuple) or len(shown) != 3:
        return False
    table, options, rule_set = shown
    show_table_label(window, str(table), options, rule_set)
    return True


def clear_table_label(window: HasGameLabel) -> None:
    """The table is left: its rule set leaves the label's tooltip (the caller words the label)."""
    window.game_label.setProperty(SHOWN, None)
    window.game_label.setToolTip("")


__all__ = ["clear_table_label", "reword_table_label", "show_table_label"]
