"""The New Game dialog (Ctrl+N): the rules, players, game length, starting run, seats, game number."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mextrain.ai import KINDS
from mextrain.controller import HUMAN
from mextrain.engine import FULL_GAME, MAX_SEATS, SHORT_GAME
from mextrain.engine.options import full_rounds, max_seats, short_rounds
from mextrain.saves import data_dir
from mextrain.table_setup import random_seed
from mextrain.ui import texts
from mextrain.ui.rules.editor import RuleSetEditor
from mextrain.ui.screen_fit import FittedDialog, fit_content
from mextrain.ui.settings import GameSetup, default_kind, known_kind
from mextrain.ui.window.new_game_rules import NewGameRules

MAX_SEED = 2_147_483_647
NAME_LENGTH = 20


def game_length_boxes() -> tuple[QComboBox, QCheckBox]:
    """The game's length (full or short, as rounds in the item data) and the starting-run box,
    the same in the New Game and Host a Table dialogs; each dialog words them itself."""
    length = QComboBox()
    length.setObjectName("length")
    length.addItem("", FULL_GAME)
    length.addItem("", SHORT_GAME)
    starting_run = QCheckBox()
    starting_run.setObjectName("startingRun")
    return length, starting_run


class NewGameDialog(FittedDialog):
    #: a first start's "Learn to Play first": the dialog closed without a deal, the lesson wanted
    learn_requested = Signal()

    def __init__(self, setup: GameSetup, seed: int | None = None, parent: QWidget | None = None,
                 data_folder: Path | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.seats_note = QLabel()
        self.seats_note.setObjectName("seatsNote")
        self.seats_note.setWordWrap(True)
        #: (players before, players now) when the set chosen seated fewer than were chosen
        self._seats_dropped: tuple[int, int] | None = None

        self.players = QSpinBox()
        self.players.setObjectName("players")
        self.players.setRange(2, MAX_SEATS)
        self.length, self.starting_run = game_length_boxes()

        # R18: the rule set, chosen first (its own part, new_game_rules.py): the seats and the game's length follow it
        self.chooser = NewGameRules(self, data_folder or data_dir(), self.starting_run)
        self.rules_box = self.chooser.rules_box
        self.edit_rules_button = self.chooser.edit_rules_button
        self.rules_summary = self.chooser.rules_summary
        self.rules_problem = self.chooser.rules_problem
        self.rule_sets = self.chooser.rule_sets
        rules_row = QHBoxLayout()
        rules_row.addWidget(self.rules_box, 1)
        rules_row.addWidget(self.edit_rules_button)
        self.rules_label = QLabel()
        self.seed = QSpinBox()
        self.seed.setObjectName("seed")
        self.seed.setRange(0, MAX_SEED)
        self.new_seed_button = QPushButton()
        self.new_seed_button.setObjectName("newNumber")
        self.new_seed_button.setAutoDefault(False)  # Enter deals; this is an ordinary button
        self.new_seed_button.clicked.connect(lambda: self.seed.setValue(random_seed()))
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed, 1)
        seed_row.addWidget(self.new_seed_button)

        self.person_name = QLineEdit()  # the first seat is always a person: at least one plays
        self.person_name.setObjectName("name0")
        self.person_name.setMaxLength(NAME_LENGTH)
        self.person_label = QLabel()

        self.form = QFormLayout()
        self.form.addRow(self.rules_label, rules_row)
        self.form.addRow("", self.rules_summary)
        self.form.addRow("", self.rules_problem)
        self.form.addRow(self.person_label, self.person_name)
        self.players_label = QLabel()
        self.length_label = QLabel()
        self.seed_label = QLabel()
        self.form.addRow(self.players_label, self.players)
        self.form.addRow("", self.seats_note)
        self.form.addRow(self.length_label, self.length)
        self.form.addRow("", self.starting_run)
        self.form.addRow(self.seed_label, seed_row)

        # issue 32: who plays a seat (a person or a computer) and a computer's strength are two choices
        self.opponents_box = QGroupBox()
        grid = QGridLayout(self.opponents_box)
        self.seat_labels: list[QLabel] = []
        self.name_edits: list[QLineEdit] = []
        self.who_boxes: list[QComboBox] = []
        self.kind_boxes: list[QComboBox] = []
        self.name_header = QLabel()
        self.who_header = QLabel()
        self.kind_header = QLabel()
        grid.addWidget(self.name_header, 0, 1)
        grid.addWidget(self.who_header, 0, 2)
        grid.addWidget(self.kind_header, 0, 3)
        for i in range(MAX_SEATS - 1):
            label = QLabel()
            edit = QLineEdit()
            edit.setObjectName(f"name{i + 1}")
            edit.setMaxLength(NAME_LENGTH)
            who = QComboBox()
            who.setObjectName(f"who{i + 1}")
            who.addItem("", False)  # a computer
            who.addItem("", True)  # another person at this computer
            who.currentIndexChanged.connect(self._enable_seats)
            box = QComboBox()
            box.setObjectName(f"kind{i + 1}")
            for kind in KINDS:
                box.addItem("", kind)
            grid.addWidget(label, i + 1, 0)
            grid.addWidget(edit, i + 1, 1)
            grid.addWidget(who, i + 1, 2)
            grid.addWidget(box, i + 1, 3)
            self.seat_labels.append(label)
            self.name_edits.append(edit)
            self.who_boxes.append(who)
            self.kind_boxes.append(box)
        grid.setColumnStretch(1, 1)

        # our own Deal button: a standard Ok button would be re-labelled "OK" on a language change
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.deal_button = QPushButton()
        self.deal_button.setObjectName("deal")
        self.buttons.addButton(self.deal_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        # a first start greets the person here (set_welcome); hidden otherwise
        self.welcome = QLabel()
        self.welcome.setObjectName("welcome")
        self.welcome.setWordWrap(True)
        self.welcome.setVisible(False)
        # and offers the lesson first (Help > Learn to Play), there too
        self.learn_button = QPushButton()
        self.learn_button.setObjectName("learnToPlay")
        self.learn_button.setAutoDefault(False)
        self.learn_button.setVisible(False)
        self.learn_button.clicked.connect(self._learn)
        layout = QVBoxLayout(self)
        layout.addWidget(self.welcome)
        layout.addWidget(self.learn_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addLayout(self.form)
        layout.addWidget(self.opponents_box)
        layout.addWidget(self.buttons)

        # only now that the button sits in the dialog does setDefault register it: Enter deals
        self.deal_button.setDefault(True)
        for box in (*self.kind_boxes, *self.who_boxes):
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.players.valueChanged.connect(self._enable_seats)
        self.players.valueChanged.connect(self._word_seats_note)
        self.chooser.changed.connect(self._follow_rules)
        self.set_setup(setup, random_seed() if seed is None else seed)
        self.retranslate_ui()

    # ------------------------------------------------------------------ values
    def set_setup(self, setup: GameSetup, seed: int) -> None:
        self._seats_dropped = None
        self.chooser.choose_remembered(setup)
        fit_content(self)
        self.players.setValue(setup.players)
        self._seats_dropped = None  # the remembered choice: nothing was taken away
        self._word_seats_note()
        self.length.setCurrentIndex(1 if setup.short else 0)
        self.seed.setValue(seed)
        self.person_name.setText(setup.person_name)
        for i in range(MAX_SEATS - 1):
            self.name_edits[i].setText(setup.names[i])
            kind = setup.kinds[i]
            self.who_boxes[i].setCurrentIndex(1 if kind == HUMAN else 0)
            box = self.kind_boxes[i]
            index = box.findData(kind)
            if index < 0 and known_kind(kind) and kind != HUMAN:  # "random" from a settings file
                box.addItem(texts.kind_name(kind), kind)
                index = box.count() - 1
            if index < 0:
                index = box.findData(default_kind())
            box.setCurrentIndex(max(0, index))
        self._enable_seats()

    def setup(self) -> GameSetup:
        names = [
            edit.text().strip() or texts.DEFAULT_NAMES[i] for i, edit in enumerate(self.name_edits)
        ]
        kinds = [HUMAN if who.currentData() else str(box.currentData())
                 for who, box in zip(self.who_boxes, self.kind_boxes)]
        person = self.person_name.text().strip()
        return GameSetup(
            players=self.players.value(),
            rounds=int(self.length.currentData()),
            starting_run=bool(self.chooser.rules()["starting_run"]),
            names=names,
            kinds=kinds,
            person_name=person,
            rule_set=self.chooser.rule_set_name(),
            house={k: v for k, v in self.chooser.rules().items() if k != "starting_run"},
        )

    # ------------------------------------------------------------------ the rules (R18): new_game_rules.py
    def rules(self) -> dict[str, Any]:
        """The rule set chosen now (every rule option)."""
        return self.chooser.rules()

    def rule_set_name(self) -> str:
        """The saved rule set chosen ("" for the standard rules or rules not saved)."""
        return self.chooser.rule_set_name()

    def set_rules(self, rules: dict[str, Any], name: str = "") -> None:
        """Choose these rules (under a saved name, or none); the list, the seats and the length follow."""
        self.chooser.set_rules(rules, name)

    def edit_rules(self) -> RuleSetEditor:
        """Rules > Edit…: the rule-set editor, opened on the rules chosen now."""
        return self.chooser.edit_rules()

    @property
    def editor(self) -> RuleSetEditor | None:
        return self.chooser.editor

    def _follow_rules(self) -> None:
        """R19: the seats the set allows (and why), the rounds of a full and a short game."""
        top = int(self.chooser.rules()["set"])
        most = max_seats(top)
        before = self.players.value()
        self.players.setMaximum(most)
        if before > most:  # the set took seats away: said, not done silently (issue 38)
            self._seats_dropped = (before, most)
        self._word_seats_note()
        self.seats_note.setVisible(most < MAX_SEATS)
        self.length.setItemData(0, full_rounds(top))
        self.length.setItemData(1, short_rounds(top))
        self._word_lengths()
        self.chooser.show_summary(self.chooser.options(min(self.players.value(), most)))
        self._enable_seats()
        fit_content(self)

    def _word_seats_note(self) -> None:
        """R19: the seats the set allows, and the players it took away, until the person chooses again."""
        top, most = int(self.chooser.rules()["set"]), self.players.maximum()
        if self._seats_dropped is not None and self.players.value() != self._seats_dropped[1]:
            self._seats_dropped = None
        if self._seats_dropped is not None:
            note = self.tr("A double-%1 set seats 2 to %2 players, so the players went down from %3 to %2.")
            note = note.replace("%3", str(self._seats_dropped[0]))
        else:
            note = self.tr("A double-%1 set seats 2 to %2 players.")
        self.seats_note.setText(note.replace("%1", str(top)).replace("%2", str(most)))

    def _word_lengths(self) -> None:
        full, short = int(self.length.itemData(0)), int(self.length.itemData(1))
        self.length.setItemText(0, texts.plural_s(self.tr("Full game (%n round(s))", "", full), full))
        self.length.setItemText(1, texts.plural_s(self.tr("Short game (%n round(s))", "", short), short))

    def set_welcome(self, on: bool) -> None:
        """Show the greeting of a first start above the choices."""
        self.welcome.setVisible(on)
        self.learn_button.setVisible(on)
        fit_content(self)

    def _learn(self) -> None:
        """The first start's other way in: the lesson instead of a game (nothing is dealt or kept)."""
        self.reject()
        self.learn_requested.emit()

    def game_number(self) -> int:
        return self.seed.value()

    def _enable_seats(self) -> None:
        opponents = self.players.value() - 1
        for i in range(MAX_SEATS - 1):
            on = i < opponents
            for widget in (self.seat_labels[i], self.name_edits[i], self.who_boxes[i]):
                widget.setEnabled(on)
            self.kind_boxes[i].setEnabled(on and not self.who_boxes[i].currentData())  # a person has no strength

    # ------------------------------------------------------------------ words
    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("New Game"))
        self.players_label.setText(self.tr("&Players:"))
        self.players_label.setBuddy(self.players)
        self.length_label.setText(self.tr("Game &length:"))
        self.length_label.setBuddy(self.length)
        self.rules_label.setText(self.tr("&Rules:"))
        self.rules_label.setBuddy(self.rules_box)
        self.chooser.retranslate_ui()
        self.starting_run.setText(self.tr("&Starting run: several tiles on your own train in the first turn"))
        self.starting_run.setToolTip(self.tr("Off by default: see the starting run in the rules (F1)."))
        self.seed_label.setText(self.tr("Game &number:"))
        self.seed_label.setBuddy(self.seed)
        self.seed.setToolTip(self.tr("The same number deals the same tiles, so a game can be replayed."))
        self.new_seed_button.setText(self.tr("New n&umber"))
        self.person_label.setText(self.tr("Your na&me:"))
        self.person_label.setBuddy(self.person_name)
        self.person_name.setPlaceholderText(texts.you())
        self.person_name.setToolTip(self.tr("Choose Person for a seat below and several people play at this "
                                            "computer, passing it round; each sees only their own hand."))
        self.opponents_box.setTitle(self.tr("Seats"))
        self.name_header.setText(self.tr("Name"))
        self.who_header.setText(self.tr("Played by"))
        self.kind_header.setText(self.tr("Strength"))
        for i, label in enumerate(self.seat_labels):
            label.setText(self.tr("Seat %1").replace("%1", str(i + 2)))
        for who in self.who_boxes:
            for j in range(who.count()):
                who.setItemText(j, texts.seat_kind_name(bool(who.itemData(j))))
        for box in self.kind_boxes:
            for j in range(box.count()):
                box.setItemText(j, texts.kind_name(str(box.itemData(j))))
        self.deal_button.setText(self.tr("&Deal"))
        self.learn_button.setText(self.tr("New to the game? Learn to Play &first"))
        self.welcome.setText(self.tr("Welcome to Mexican Train! Choose how many play, how long the game "
                                     "lasts and how strong your opponents are, then deal. The game remembers "
                                     "your choices; Help > Rules (F1) explains the game."))
        # the new words have other widths: let every box and the dialog measure again
        for widget in (*self.kind_boxes, *self.who_boxes, self.rules_box, self.length, self.players,
                       self.new_seed_button, self.deal_button):
            widget.updateGeometry()
        fit_content(self)
