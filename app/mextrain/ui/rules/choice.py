"""A rule-set choice for a hosted table (R18): the standard rules, the family's saved rule sets
(`store.RuleSets`, as New Game keeps them), or a rule set read from a rule-set file (JSON, as
`mextrain-server --rules` reads it), each named as `words` names it, its differences in a tooltip.

Host a Table… and the host's lobby use it; a file that is not a rule set is refused in a
message that names the option and the values it allows, and the choice stays as it was.
"""
from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QComboBox, QFileDialog, QMessageBox, QWidget

from mextrain.engine import GameOptions
from mextrain.engine.options import STANDARD_RULES
from mextrain.tools.rule_flags import read_rule_file
from mextrain.ui.rules import words
from mextrain.ui.rules.store import RuleSets


class RuleSetChoice(QComboBox):
    """"Standard rules", the saved rule sets, those opened from files, then "Open a Rule Set File…"."""

    chosen = Signal()  # the person chose another rule set (read it with `rule_set`)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ruleSetChoice")
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self._sets: list[tuple[str | None, dict[str, Any]]] = [(None, dict(STANDARD_RULES))]
        self._index = 0
        self.message: QMessageBox | None = None  # the last refusal shown (tests read it)
        self.activated.connect(self._activated)
        self._fill()

    def rule_set(self) -> tuple[str | None, dict[str, Any]]:
        """(name, rules) chosen; the name is None for the standard rules and a set without one."""
        name, rules = self._sets[self._index]
        return name, dict(rules)

    def offer_saved(self, folder: Path) -> None:
        """Offer the family's saved rule sets of `folder` after the standard rules (a file that is
        not a rule set is set aside by the store, as New Game does)."""
        saved, _refused = RuleSets(folder).load()
        for i, rule_set in enumerate(saved, 1):
            entry = (rule_set.name, dict(rule_set.rules))
            if entry not in self._sets:
                self._sets.insert(i, entry)
        self._fill()

    def show_rule_set(self, name: str | None, rules: Mapping[str, Any]) -> None:
        """Show the rule set a table has now (added to the list when it is not there)."""
        entry = (name, dict(rules))
        if entry not in self._sets:
            self._sets.append(entry)
        self._index = self._sets.index(entry)
        self._fill()

    def open_file(self) -> bool:
        """Ask for a rule-set file and choose it; False when none was chosen or it is not a rule set."""
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a Rule Set"), str(Path.home()),
                                              self.tr("Rule sets (*.json);;All files (*)"))
        if not path:
            return False
        try:
            name, rules = read_rule_file(path)
        except ValueError as exc:
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Not a rule set"),
                              self.tr("This file is not a rule set that can be played: %1").replace("%1", str(exc)),
                              parent=self)
            self.message = box
            box.open()
            return False
        self.show_rule_set(name, rules)
        return True

    def _activated(self, index: int) -> None:
        if index == len(self._sets):  # "Open a Rule Set File…"
            chose = self.open_file()
            self._fill()
            if chose:
                self.chosen.emit()
            return
        if index != self._index:
            self._index = index
            self.chosen.emit()

    def _fill(self) -> None:
        self.blockSignals(True)
        self.clear()
        for name, rules in self._sets:
            options = GameOptions.of(2, **rules)  # two seats fit every set; only the rules are named
            self.addItem(words.rule_set_name(options, name))
            self.setItemData(self.count() - 1, words.summary(options, name), Qt.ItemDataRole.ToolTipRole)
        self.addItem(self.tr("Open a Rule Set File…"))
        self.setCurrentIndex(self._index)
        self.setToolTip(self.itemData(self._index, Qt.ItemDataRole.ToolTipRole))
        self.blockSignals(False)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._fill()
        super().changeEvent(event)


__all__ = ["RuleSetChoice"]
