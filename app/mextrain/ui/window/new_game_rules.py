"""New Game's rule-set chooser (R18): the family's saved rule sets in a list, Edit… (the rule-set
editor), a summary of how the rules chosen differ from the standard ones, and the saved rule sets
that cannot be played, each said by its name with where its file was kept.

It owns the rules chosen and their name; the dialog places its widgets in its form and follows
each choice (`changed`: the seats the set allows and the game's length, R19). Its words keep the
dialog's translation context ("NewGameDialog"), where they were before it became a part of its own.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QPushButton, QWidget

from mextrain.engine import GameOptions
from mextrain.engine.options import STANDARD_RULES
from mextrain.ui.rules import words
from mextrain.ui.rules.editor import RuleSetEditor
from mextrain.ui.rules.store import FOLDER_NAME, Refused, RuleSet, RuleSets, same_rules
from mextrain.ui.settings import GameSetup

#: the Rules list's entry for rules edited but not saved under a name
UNSAVED = "\0unsaved"


class NewGameRules(QObject):
    """The rules chosen in New Game, and the widgets that choose and show them (module docstring)."""

    #: the rules chosen changed: the dialog follows them (seats, lengths), then words the summary
    changed = Signal()

    def __init__(self, dialog: QWidget, folder: Path, starting_run: QCheckBox) -> None:
        super().__init__(dialog)
        self.dialog = dialog
        #: the family's saved rule sets, in the app's data folder (or the window's own, in tests)
        self.rule_sets = RuleSets(folder / FOLDER_NAME)
        self._rules: dict[str, Any] = dict(STANDARD_RULES)
        self._rule_name = ""  # the saved rule set chosen ("" for the standard or unsaved rules)
        self.editor: RuleSetEditor | None = None
        self.starting_run = starting_run
        self.rules_box = QComboBox()
        self.rules_box.setObjectName("rules")
        self.rules_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.rules_box.activated.connect(self._rules_chosen)
        self.edit_rules_button = QPushButton()
        self.edit_rules_button.setObjectName("editRules")
        self.edit_rules_button.setAutoDefault(False)
        self.edit_rules_button.clicked.connect(self.edit_rules)
        self.rules_summary = QLabel()
        self.rules_summary.setObjectName("rulesSummary")
        self.rules_summary.setWordWrap(True)
        self.rules_problem = QLabel()
        self.rules_problem.setObjectName("rulesProblem")
        self.rules_problem.setWordWrap(True)
        self.rules_problem.setVisible(False)
        self._refused: list[Refused] = []
        self._saved: dict[str, RuleSet] = {}
        starting_run.toggled.connect(self._starting_run_toggled)

    # ------------------------------------------------------------------ the rules chosen
    def rules(self) -> dict[str, Any]:
        """The rule set chosen now (every rule option)."""
        return dict(self._rules)

    def rule_set_name(self) -> str:
        """The saved rule set chosen ("" for the standard rules or rules not saved)."""
        return self._rule_name

    def options(self, players: int) -> GameOptions:
        return GameOptions.of(players, **self._rules)

    def choose_remembered(self, setup: GameSetup) -> None:
        """The last choice again: a saved rule set by its name, else the rules remembered; a saved
        rule set that cannot be played is refused (set aside) and the standard rules offered."""
        saved, self._refused = self.rule_sets.load()
        remembered = next((r for r in saved if r.name == setup.rule_set), None)
        if remembered is not None:
            self.set_rules(dict(remembered.rules), remembered.name, saved)
        elif setup.rule_set:  # deleted, or refused just now: the standard rules
            self.set_rules(dict(STANDARD_RULES), "", saved)
        else:
            self.set_rules(setup.rules(), "", saved)
        self.show_refused()

    def set_rules(self, rules: dict[str, Any], name: str = "", saved: list[RuleSet] | None = None) -> None:
        """Choose these rules (under a saved name, or none); the list, the seats and the length follow."""
        self._rules = {**STANDARD_RULES, **rules}
        saved = self.rule_sets.load()[0] if saved is None else saved
        if name and not any(r.name == name and same_rules(r.rules, self._rules) for r in saved):
            name = ""
        self._rule_name = name
        self.rules_box.blockSignals(True)
        self.rules_box.clear()
        self.rules_box.addItem(words.standard_name(), "")
        for rule_set in saved:
            self.rules_box.addItem(rule_set.name, rule_set.name)
        self._saved = {r.name: r for r in saved}
        if name:
            self.rules_box.setCurrentIndex(self.rules_box.findData(name))
        elif same_rules(self._rules, STANDARD_RULES):
            self.rules_box.setCurrentIndex(0)
        else:
            self.rules_box.addItem(words.rule_set_name(self.options(2), None), UNSAVED)
            self.rules_box.setCurrentIndex(self.rules_box.count() - 1)
        self.rules_box.blockSignals(False)
        self.starting_run.blockSignals(True)
        self.starting_run.setChecked(bool(self._rules["starting_run"]))
        self.starting_run.blockSignals(False)
        self.changed.emit()

    def _rules_chosen(self, index: int) -> None:
        data = self.rules_box.itemData(index)
        if data == UNSAVED:
            return
        if not data:
            self.set_rules(dict(STANDARD_RULES))
            return
        chosen = self._saved.get(str(data))
        if chosen is not None:
            self.set_rules(dict(chosen.rules), chosen.name)

    def _starting_run_toggled(self, on: bool) -> None:
        rules = {**self._rules, "starting_run": on}
        named = next((r.name for r in self._saved.values() if same_rules(r.rules, rules)), "")
        self.set_rules(rules, named)

    def edit_rules(self) -> RuleSetEditor:
        """Rules > Edit…: the rule-set editor, opened on the rules chosen now."""
        self.editor = RuleSetEditor(self.rule_sets, self.rules(), self._rule_name, self.dialog)
        self.editor.accepted.connect(self._edited)
        self.editor.saved_changed.connect(lambda: self.set_rules(self._rules, self._rule_name))
        self.editor.open()
        return self.editor

    def _edited(self) -> None:
        editor = self.editor
        assert editor is not None
        rules = editor.rules()
        named = editor.name() or next((r.name for r in self.rule_sets.load()[0] if same_rules(r.rules, rules)
                                       and not same_rules(rules, STANDARD_RULES)), "")
        self.set_rules(rules, named)

    # ------------------------------------------------------------------ words
    def show_summary(self, options: GameOptions) -> None:
        """Each house rule of `options` on a line of its own, all of them readable before Deal (issue 38)
        (the starting run has its box just below, ticked or not)."""
        lines = [words.difference_line(options, key) for key in options.differences() if key != "starting_run"]
        lines = lines or words.difference_lines(options)
        self.rules_summary.setText("\n".join("• " + line for line in lines) if lines else
                                   QCoreApplication.translate("NewGameDialog", "The basic rules, without house rules."))
        self.rules_box.setToolTip(words.differences_text(options))

    def show_refused(self) -> None:
        """Each saved rule set that cannot be played, by its name, why, and where its file was kept."""
        parts = []
        for r in self._refused:
            why = words.refusal(r.error)
            if r.name:
                text = QCoreApplication.translate("NewGameDialog", "The saved rules “%1” cannot be played: %2.").replace(
                    "%1", r.name).replace("%2", why)
            else:
                text = QCoreApplication.translate("NewGameDialog", "A saved rule set cannot be played: %1.").replace("%1", why)
            kept = (QCoreApplication.translate("NewGameDialog", "Its file was set aside as %1.").replace("%1", str(r.kept_as))
                    if r.kept_as is not None
                    else QCoreApplication.translate("NewGameDialog", "Its file is %1.").replace("%1", str(r.path)))
            parts.append(text + " " + kept)
        if parts:
            parts.append(QCoreApplication.translate("NewGameDialog", "The standard rules are offered instead."))
        self.rules_problem.setText("\n".join(parts))
        self.rules_problem.setVisible(bool(parts))

    def retranslate_ui(self) -> None:
        self.edit_rules_button.setText(QCoreApplication.translate("NewGameDialog", "&Edit…"))
        self.edit_rules_button.setToolTip(QCoreApplication.translate(
            "NewGameDialog", "Every rule the family may change, and names for its own rules."))
        self.set_rules(self._rules, self._rule_name)
        self.show_refused()


__all__ = ["UNSAVED", "NewGameRules"]
