"""A rule set in words (R18–R24): its name, and one line for each rule that differs from
the standard rules. The one place that says a game's rules to people: the New Game dialog's
summary, the side panel's tooltip, the score sheet, Help → Rules, the replay, statistics and
the lobby all read these lines.
"""
from __future__ import annotations

import json

from PySide6.QtCore import QCoreApplication

from mextrain.engine import GameOptions
from mextrain.engine.options import RULE_KEYS, RuleError


def standard_name() -> str:
    """The name of the source texts' rules (every option at its default, R18)."""
    return QCoreApplication.translate("RulesText", "Standard rules")


def rule_set_name(options: GameOptions, name: str | None = None) -> str:
    """What a game's rule set is called: its saved name, "Standard rules" for the standard
    rules, else "House rules"."""
    if name:
        return name
    if options.standard:
        return standard_name()
    return QCoreApplication.translate("RulesText", "House rules")


def set_name(top: int) -> str:
    """R19: "double-12" and the like."""
    return QCoreApplication.translate("RulesText", "double-%1").replace("%1", str(top))


def difference_line(options: GameOptions, key: str) -> str:
    """One rule of `options` in words, as it differs from the standard rules."""
    if key == "set":
        return QCoreApplication.translate("RulesText", "Played with a double-%1 set").replace("%1", str(options.set))
    if key == "doubles":
        return QCoreApplication.translate("RulesText", "Doubles need not be covered: whoever lays one plays again")
    if key == "out_on_double":
        return QCoreApplication.translate("RulesText", "Nobody may go out on a double")
    if key == "own_train_first":
        return QCoreApplication.translate("RulesText", "Own train first: until you have laid on your own train, only there")
    if key == "draw":
        return QCoreApplication.translate("RulesText", "Draw until a tile fits")
    if key == "zero_zero":
        return QCoreApplication.translate("RulesText", "0|0 counts 0 points")
    if key == "starting_run":
        return QCoreApplication.translate("RulesText", "Starting run: the first turn of a round may lay several tiles on your own train")
    raise ValueError(f"no such rule: {key!r}")


def difference_lines(options: GameOptions) -> list[str]:
    """Every rule of the game that differs from the standard rules, in words (none for
    the standard rules)."""
    return [difference_line(options, key) for key in options.differences()]


def differences_text(options: GameOptions) -> str:
    """Each difference from the standard rules on a line of its own, or "No house rules" (a
    tooltip beside the rule set's name)."""
    diffs = difference_lines(options)
    if not diffs:
        return QCoreApplication.translate("RulesText", "No house rules")
    return "\n".join("• " + line for line in diffs)


def summary(options: GameOptions, name: str | None = None) -> str:
    """The rule set's name, then its differences, one per line."""
    lines = [rule_set_name(options, name)]
    diffs = difference_lines(options)
    if diffs:
        lines += ["• " + line for line in diffs]
    else:
        lines.append(QCoreApplication.translate("RulesText", "No house rules"))
    return "\n".join(lines)


def rule_name(key: str) -> str:
    """A rule option by the name the editor's box gives it ("Draw until a tile fits")."""
    names = {
        "doubles": QCoreApplication.translate("RulesText", "Doubles need not be covered"),
        "out_on_double": QCoreApplication.translate("RulesText", "Nobody may go out on a double"),
        "own_train_first": QCoreApplication.translate("RulesText", "Own train first"),
        "draw": QCoreApplication.translate("RulesText", "Draw until a tile fits"),
        "zero_zero": QCoreApplication.translate("RulesText", "0|0 counts 0 points"),
        "starting_run": QCoreApplication.translate("RulesText", "Starting run"),
    }
    return names.get(key, key)


def refusal(error: RuleError) -> str:
    """Why a rule set cannot be played, in a family's words and the UI language (a clause that follows
    a colon): the rule by its box's name, never the file's keys or the code's English."""
    if error.unknown:
        return (QCoreApplication.translate("RulesText", "it has a rule this game does not know (“%1”)")
                .replace("%1", error.option))
    if error.option == "set":
        return (QCoreApplication.translate("RulesText", "its set is %1, and a set is double-6, double-9, double-12 "
                                           "or double-15").replace("%1", _said(error.value)))
    if error.option == "name":
        return QCoreApplication.translate("RulesText", "it has no name, or a name that is too long")
    if error.option in RULE_KEYS:
        return (QCoreApplication.translate("RulesText", "the rule “%1” says %2, where the box can only be "
                                           "ticked or not").replace("%1", rule_name(error.option))
                .replace("%2", _said(error.value)))
    return QCoreApplication.translate("RulesText", "the file is damaged, or it is not a rule set")


def _said(value: object) -> str:
    """A value from a file as the file says it (25, "yes")."""
    return json.dumps(value, ensure_ascii=False) if isinstance(value, str | int | float | bool) else "…"


def inline(options: GameOptions, name: str | None = None) -> str:
    """`summary` on one line, for a line of a window that has no room for a list: "Grandma's
    rules: Played with a double-9 set · Draw until a tile fits"."""
    first, *rest = summary(options, name).splitlines()
    return first + ": " + " · ".join(line.removeprefix("• ") for line in rest)


__all__ = ["difference_line", "difference_lines", "differences_text", "inline", "refusal", "rule_name", "rule_set_name", "set_name",
           "standard_name", "summary"]
