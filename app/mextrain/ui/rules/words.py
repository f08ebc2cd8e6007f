"""A rule set in words (R18–R24): its name, and one line for each rule that differs from
the standard rules. The one place that says a game's rules to people: the New Game dialog's
summary, the side panel's tooltip, the score sheet, Help → Rules, the replay, statistics and
the lobby all read these lines.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mextrain.engine import GameOptions
from mextrain.engine.options import RuleError


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


def refusal(error: RuleError) -> str:
    """Why a rule set cannot be played, in plain words: the option and the values it allows."""
    return (QCoreApplication.translate("RulesText", "The option “%1” must be %2, not %3.")
            .replace("%1", error.option).replace("%2", error.allowed).replace("%3", repr(error.value)))


def inline(options: GameOptions, name: str | None = None) -> str:
    """`summary` on one line, for a line of a window that has no room for a list: "Grandma's
    rules: Played with a double-9 set · Draw until a tile fits"."""
    first, *rest = summary(options, name).splitlines()
    return first + ": " + " · ".join(line.removeprefix("• ") for line in rest)


__all__ = ["difference_line", "difference_lines", "differences_text", "inline", "refusal", "rule_set_name", "set_name",
           "standard_name", "summary"]
