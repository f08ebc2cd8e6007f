"""The rule-set editor (New Game > Rules > Edit…): every rule option of R18–R24, each with one
line that says what it changes, a live summary of how the chosen rules differ from the standard
rules, and the family's names for them (Save as, Rename, Delete; storage in `store.py`)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mextrain.engine.options import SETS, STANDARD_RULES, GameOptions
from mextrain.ui.rules import words
from mextrain.ui.rules.store import NAME_LENGTH, RuleSet, RuleSets, same_rules
from mextrain.ui.screen_fit import FittedDialog, fit_content

#: the yes/no options, each as (rule key, the value when the box is ticked, the value when not). Each
#: box says the house rule that ticking it turns on, so the standard rules are every box unticked
#: (issue 38: "Going out on a double is allowed", ticked, forbade it)
_BOXES: tuple[tuple[str, Any, Any], ...] = (
    ("doubles", "free", "cover"),
    ("out_on_double", False, True),
    ("own_train_first", True, False),
    ("draw", "until_fits", "one"),
    ("zero_zero", 0, 50),
    ("starting_run", True, False),
)


class RuleSetEditor(FittedDialog):
    """Edit a rule set; `rules()` and `name()` are the result (name "" when not saved)."""

    #: the saved rule sets changed (saved, renamed or deleted): the New Game dialog lists them again
    saved_changed = Signal()

    def __init__(self, store: RuleSets, rules: dict[str, Any] | None = None, name: str = "",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ruleSetEditor")
        self.store = store
        self._saved_name = name  # the saved rule set being edited ("" if none)
        self.question: QMessageBox | None = None  # the last question asked (Replace, Delete)

        self.set_box = QComboBox()
        self.set_box.setObjectName("set")
        for top in SETS:
            self.set_box.addItem("", top)
        self.set_label = QLabel()
        self.set_label.setBuddy(self.set_box)
        self.boxes: dict[str, QCheckBox] = {}
        self.lines: dict[str, QLabel] = {"set": self._line()}
        grid = QGridLayout()
        grid.addWidget(self.set_label, 0, 0)
        grid.addWidget(self.set_box, 0, 1)
        grid.addWidget(self.lines["set"], 1, 0, 1, 2)
        for row, (key, _on, _off) in enumerate(_BOXES, start=1):
            box = QCheckBox()
            box.setObjectName(key)
            box.toggled.connect(self._changed)
            self.boxes[key] = box
            self.lines[key] = self._line()
            grid.addWidget(box, 2 * row, 0, 1, 2)
            grid.addWidget(self.lines[key], 2 * row + 1, 0, 1, 2)
        grid.setColumnStretch(1, 1)
        self.set_box.currentIndexChanged.connect(self._changed)

        self.summary_title = QLabel()
        self.summary_title.setWordWrap(True)
        self.summary = QLabel()
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)

        self.name_label = QLabel()
        self.name_edit = QLineEdit(name)
        self.name_edit.setObjectName("ruleSetName")
        self.name_edit.setMaxLength(NAME_LENGTH)
        self.name_label.setBuddy(self.name_edit)
        self.save_button = QPushButton()
        self.save_button.setObjectName("saveAs")
        self.rename_button = QPushButton()
        self.rename_button.setObjectName("rename")
        self.delete_button = QPushButton()
        self.delete_button.setObjectName("delete")
        for button in (self.save_button, self.rename_button, self.delete_button):
            button.setAutoDefault(False)
        self.save_button.clicked.connect(self.save_as)
        self.rename_button.clicked.connect(self.rename)
        self.delete_button.clicked.connect(self.delete)
        self.name_edit.textChanged.connect(self._enable)
        name_row = QHBoxLayout()
        name_row.addWidget(self.name_label)
        name_row.addWidget(self.name_edit, 1)
        name_row.addWidget(self.save_button)
        name_row.addWidget(self.rename_button)
        name_row.addWidget(self.delete_button)
        self.message = QLabel()
        self.message.setObjectName("message")
        self.message.setWordWrap(True)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.use_button = QPushButton()
        self.use_button.setObjectName("use")
        self.buttons.addButton(self.use_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.standard_button = QPushButton()
        self.standard_button.setObjectName("standard")
        self.standard_button.setAutoDefault(False)
        self.buttons.addButton(self.standard_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.standard_button.clicked.connect(lambda: self.set_rules(dict(STANDARD_RULES)))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        # the options on the left, how they differ on the right: on a 600-pixel screen one column
        # of both sliced the explanations (issue 38)
        differences = QVBoxLayout()
        differences.addWidget(self.summary_title)
        differences.addWidget(self.summary)
        differences.addStretch(1)
        columns = QHBoxLayout()
        columns.addLayout(grid, 3)
        columns.addSpacing(12)
        columns.addLayout(differences, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(columns)
        layout.addLayout(name_row)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.use_button.setDefault(True)
        self.set_rules(rules or dict(STANDARD_RULES))
        self.retranslate_ui()

    @staticmethod
    def _line() -> QLabel:
        label = QLabel()
        label.setWordWrap(True)
        label.setIndent(24)
        font = label.font()
        font.setPointSizeF(font.pointSizeF() * 0.9)
        label.setFont(font)
        return label

    # ------------------------------------------------------------------ values
    def set_rules(self, rules: dict[str, Any]) -> None:
        merged = {**STANDARD_RULES, **rules}
        for widget in (self.set_box, *self.boxes.values()):
            widget.blockSignals(True)
        self.set_box.setCurrentIndex(max(0, self.set_box.findData(merged["set"])))
        for key, on, _off in _BOXES:
            self.boxes[key].setChecked(merged[key] == on)
        for widget in (self.set_box, *self.boxes.values()):
            widget.blockSignals(False)
        self._changed()

    def rules(self) -> dict[str, Any]:
        out: dict[str, Any] = {"set": int(self.set_box.currentData())}
        for key, on, off in _BOXES:
            out[key] = on if self.boxes[key].isChecked() else off
        return {k: out[k] for k in STANDARD_RULES}

    def options(self) -> GameOptions:
        return GameOptions.of(2, **self.rules())

    def name(self) -> str:
        """The saved name of the rules chosen ("" when they are not saved as they are)."""
        if not self._saved_name:
            return ""
        saved = next((r for r in self.store.load()[0] if r.name == self._saved_name), None)
        return self._saved_name if saved is not None and same_rules(saved.rules, self.rules()) else ""

    # ------------------------------------------------------------------ names
    def _typed_name(self) -> str | None:
        typed = self.name_edit.text().strip()
        if not typed:
            self.message.setText(self.tr("Type a name for these rules first."))
            return None
        if typed.casefold() == words.standard_name().casefold():
            self.message.setText(self.tr("“%1” are the game's own rules; choose another name.").replace("%1", typed))
            return None
        return typed

    def save_as(self) -> None:
        """Save the rules shown under the name typed; a name that is taken is replaced only when the
        person says so."""
        typed = self._typed_name()
        if typed is None:
            return
        if typed in self.store.names():
            self._ask(self.tr("Replace the Rules?"),
                      self.tr("There are rules called “%1” already. Replace them with the rules shown here?")
                      .replace("%1", typed), self.tr("&Replace"), lambda: self._save(typed))
            return
        self._save(typed)

    def _save(self, typed: str) -> None:
        self.store.save(RuleSet(typed, self.rules()))
        self._saved_name = typed
        self.message.setText(self.tr("Saved as “%1”.").replace("%1", typed))
        self._enable()
        self.saved_changed.emit()

    def rename(self) -> None:
        """The rule set being edited under the name typed, with the rules shown (edits included)."""
        typed = self._typed_name()
        if typed is None or not self._saved_name:
            return
        if typed != self._saved_name and typed in self.store.names():
            self.message.setText(self.tr("There are rules called “%1” already.").replace("%1", typed))
            return
        old = self._saved_name
        self.store.save(RuleSet(typed, self.rules()))
        if self.store.path_of(old) != self.store.path_of(typed):
            self.store.delete(old)
        self._saved_name = typed
        self.message.setText(self.tr("“%1” is now called “%2”.").replace("%1", old).replace("%2", typed))
        self._enable()
        self.saved_changed.emit()

    def delete(self) -> None:
        """Delete the saved rule set being edited, once the person has said so."""
        if not self._saved_name:
            return
        name = self._saved_name
        self._ask(self.tr("Delete the Rules?"),
                  self.tr("Delete the rules “%1”? Games played under them keep their rules.").replace("%1", name),
                  self.tr("&Delete"), lambda: self._delete(name))

    def _delete(self, name: str) -> None:
        self.store.delete(name)
        if self._saved_name == name:
            self._saved_name = ""
        self.message.setText(self.tr("“%1” is deleted.").replace("%1", name))
        self._enable()
        self.saved_changed.emit()

    def _ask(self, title: str, text: str, yes: str, then: Callable[[], None]) -> QMessageBox:
        """A question before something that cannot be undone; Cancel is the default."""
        box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=self)
        box.setObjectName("ruleSetQuestion")
        confirm = box.addButton(yes, QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.finished.connect(lambda _result: then() if box.clickedButton() is confirm else None)
        self.question = box
        box.open()
        return box

    # ------------------------------------------------------------------ showing
    def _changed(self) -> None:
        self.summary.setText(words.differences_text(self.options()) if not self.options().standard
                             else self.tr("The standard rules: nothing differs."))
        self._enable()
        fit_content(self)

    def _enable(self) -> None:
        saved = bool(self._saved_name)
        self.rename_button.setEnabled(saved and self.name_edit.text().strip() != self._saved_name)
        self.delete_button.setEnabled(saved)
        self.save_button.setEnabled(bool(self.name_edit.text().strip()))

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("House Rules"))
        self.set_label.setText(self.tr("&Set:"))
        for i in range(self.set_box.count()):
            self.set_box.setItemText(i, words.set_name(int(self.set_box.itemData(i))))
        self.lines["set"].setText(self.tr("The highest double of the tiles; the hands, the seats, the rounds and "
                                          "the engines follow it."))
        b, line = self.boxes, self.lines
        b["doubles"].setText(self.tr("Doubles n&eed not be covered"))
        line["doubles"].setText(self.tr("Whoever lays a double plays again; nobody must cover it."))
        b["out_on_double"].setText(self.tr("Nob&ody may go out on a double"))
        line["out_on_double"].setText(self.tr("The last tile of a hand may not be a double."))
        b["own_train_first"].setText(self.tr("Own &train first"))
        line["own_train_first"].setText(self.tr("Until you have laid a tile on your own train, you lay only there."))
        b["draw"].setText(self.tr("&Draw until a tile fits"))
        line["draw"].setText(self.tr("Instead of one tile, draw until one fits (or the boneyard is empty)."))
        b["zero_zero"].setText(self.tr("0|0 &counts 0 points"))
        line["zero_zero"].setText(self.tr("Left in a hand, the double blank counts 0 points instead of 50."))
        b["starting_run"].setText(self.tr("Starting &run"))
        line["starting_run"].setText(self.tr("In the first turn of a round you may lay several tiles on your own train."))
        self.summary_title.setText(self.tr("How these rules differ from the standard rules:"))
        self.name_label.setText(self.tr("Na&me:"))
        self.save_button.setText(self.tr("Sa&ve as"))
        self.rename_button.setText(self.tr("Ren&ame"))
        self.delete_button.setText(self.tr("De&lete"))
        self.use_button.setText(self.tr("&Use these rules"))
        self.standard_button.setText(self.tr("&Back to the standard rules"))
        self._changed()
