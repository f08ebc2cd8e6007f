"""The Statistics window's row above the figures: whose figures (several persons at this computer
each have their own, issue 22) and by which rules (R18: every rule set, or the games of one).

Shown once there is more than one name or rule set. Its words are the window's (translation
context "StatsWindow"), so they read as one window's in every language.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QWidget

from mextrain.i18n import TrContext
from mextrain.stats import RuleSet
from mextrain.ui import texts
from mextrain.ui.rules import words as rule_words

StatsWindow = TrContext("StatsWindow")  # the window's words (the name is the context lupdate records)


class FigureChoice(QWidget):
    """Whose figures and which rule set's games; `chosen` when the person picks another."""

    chosen = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.person_box = QComboBox()
        self.person_box.setObjectName("person")
        self.person_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.person_label = QLabel()
        self.person_label.setBuddy(self.person_box)
        self.person_box.activated.connect(lambda _i: self.chosen.emit())
        self.rules_box = QComboBox()
        self.rules_box.setObjectName("ruleSet")
        self.rules_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.rules_label = QLabel()
        self.rules_label.setBuddy(self.rules_box)
        self.rules_box.activated.connect(lambda _i: self.chosen.emit())
        self._rule_sets: list[RuleSet] = []
        self._several_people = False
        whose = QHBoxLayout(self)
        whose.addWidget(self.person_label)
        whose.addWidget(self.person_box)
        whose.addSpacing(16)
        whose.addWidget(self.rules_label)
        whose.addWidget(self.rules_box)
        whose.addStretch(1)
        self.setVisible(False)  # shown once there is more than one name or rule set
        self.retranslate_ui()

    # ------------------------------------------------------------------ whose
    def person(self) -> str | None:
        """Whose figures are chosen (None before any game is kept)."""
        data = self.person_box.currentData()
        return data if isinstance(data, str) else None

    def select_person(self, name: str) -> bool:
        """Choose `name`; False when no game of theirs is kept."""
        index = self.person_box.findData(name)
        if index < 0:
            return False
        self.person_box.setCurrentIndex(index)
        return True

    def fill_people(self, names: list[str]) -> None:
        """The names with games kept; the choice stays, else the default name, else who played last."""
        chosen = self.person()
        if [self.person_box.itemData(i) for i in range(self.person_box.count())] != names:
            self.person_box.blockSignals(True)
            self.person_box.clear()
            for name in names:
                self.person_box.addItem(name, name)
            self.person_box.blockSignals(False)
        for wanted in (chosen, texts.you()):
            if wanted in names:
                self.person_box.setCurrentIndex(names.index(wanted))
                break
        self._several_people = len(names) > 1
        self.person_label.setVisible(self._several_people)
        self.person_box.setVisible(self._several_people)

    # ------------------------------------------------------------------ which rules
    def rule_set(self) -> RuleSet | None:
        """The rule set whose games are chosen (None: every rule set's)."""
        index = self.rules_box.currentData()
        return self._rule_sets[index] if isinstance(index, int) and 0 <= index < len(self._rule_sets) else None

    def select_rule_set(self, rules: RuleSet | None) -> bool:
        """Choose the games of `rules` (None: every rule set's); False when none of them is kept."""
        index = 0 if rules is None else next((i + 1 for i, r in enumerate(self._rule_sets) if r == rules), -1)
        if index < 0:
            return False
        self.rules_box.setCurrentIndex(index)
        return True

    def fill_rule_sets(self, sets: list[RuleSet]) -> None:
        """"Every rule set", then each rule set the person's games were played by; the choice stays."""
        chosen = self.rule_set()
        labels = [rule_set_text(r) for r in sets]
        self._rule_sets = list(sets)
        self.rules_box.blockSignals(True)
        self.rules_box.clear()
        self.rules_box.addItem(StatsWindow.tr("Every rule set"), None)
        for i, (rules, label) in enumerate(zip(sets, labels)):
            options = rules.options()
            if labels.count(label) > 1 and options is not None:  # two sets of one name: say how they differ
                label += " (" + "; ".join(rule_words.difference_lines(options)) + ")"
            self.rules_box.addItem(label, i)
            self.rules_box.setItemData(i + 1, rule_words.summary(options, rules.name) if options is not None
                                       else rules.house_rules, Qt.ItemDataRole.ToolTipRole)
        self.rules_box.setCurrentIndex(sets.index(chosen) + 1 if chosen in sets else 0)
        self.rules_box.blockSignals(False)
        self.rules_label.setVisible(len(sets) > 1)
        self.rules_box.setVisible(len(sets) > 1)
        self.setVisible(self._several_people or len(sets) > 1)

    # ------------------------------------------------------------------ words
    def retranslate_ui(self) -> None:
        self.person_label.setText(StatsWindow.tr("&Figures of:"))
        self.rules_label.setText(StatsWindow.tr("Rule &set:"))
        self.fill_rule_sets(self._rule_sets)  # the rule sets' names in the new language

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def rule_set_text(rules: RuleSet) -> str:
    """A rule set as the filter names it: its name, "Standard rules" or "House rules"."""
    options = rules.options()
    if options is None:  # a rule this version does not know
        return rules.name or rules.house_rules
    return rule_words.rule_set_name(options, rules.name)


__all__ = ["FigureChoice", "rule_set_text"]
