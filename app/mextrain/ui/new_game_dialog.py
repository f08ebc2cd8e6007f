"""The New Game dialog (Ctrl+N): players, game length, starting run, opponents, game number."""
from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
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
from mextrain.controller.table_setup import random_seed
from mextrain.engine import FULL_GAME, MAX_SEATS, SHORT_GAME
from mextrain.ui import texts
from mextrain.ui.settings import GameSetup, default_kind, known_kind

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


class NewGameDialog(QDialog):
    def __init__(self, setup: GameSetup, seed: int | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")

        self.players = QSpinBox()
        self.players.setObjectName("players")
        self.players.setRange(2, MAX_SEATS)
        self.length, self.starting_run = game_length_boxes()
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
        self.form.addRow(self.person_label, self.person_name)
        self.players_label = QLabel()
        self.length_label = QLabel()
        self.seed_label = QLabel()
        self.form.addRow(self.players_label, self.players)
        self.form.addRow(self.length_label, self.length)
        self.form.addRow("", self.starting_run)
        self.form.addRow(self.seed_label, seed_row)

        self.opponents_box = QGroupBox()
        grid = QGridLayout(self.opponents_box)
        self.seat_labels: list[QLabel] = []
        self.name_edits: list[QLineEdit] = []
        self.kind_boxes: list[QComboBox] = []
        self.name_header = QLabel()
        self.kind_header = QLabel()
        grid.addWidget(self.name_header, 0, 1)
        grid.addWidget(self.kind_header, 0, 2)
        for i in range(MAX_SEATS - 1):
            label = QLabel()
            edit = QLineEdit()
            edit.setObjectName(f"name{i + 1}")
            edit.setMaxLength(NAME_LENGTH)
            box = QComboBox()
            box.setObjectName(f"kind{i + 1}")
            for kind in KINDS:
                box.addItem("", kind)
            box.addItem("", HUMAN)  # another person at this computer
            grid.addWidget(label, i + 1, 0)
            grid.addWidget(edit, i + 1, 1)
            grid.addWidget(box, i + 1, 2)
            self.seat_labels.append(label)
            self.name_edits.append(edit)
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
        layout = QVBoxLayout(self)
        layout.addWidget(self.welcome)
        layout.addLayout(self.form)
        layout.addWidget(self.opponents_box)
        layout.addWidget(self.buttons)

        # only now that the button sits in the dialog does setDefault register it: Enter deals
        self.deal_button.setDefault(True)
        for box in self.kind_boxes:
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.players.valueChanged.connect(self._enable_seats)
        self.set_setup(setup, random_seed() if seed is None else seed)
        self.retranslate_ui()

    # ------------------------------------------------------------------ values
    def set_setup(self, setup: GameSetup, seed: int) -> None:
        self.players.setValue(setup.players)
        self.length.setCurrentIndex(max(0, self.length.findData(setup.rounds)))
        self.starting_run.setChecked(setup.starting_run)
        self.seed.setValue(seed)
        self.person_name.setText(setup.person_name)
        for i in range(MAX_SEATS - 1):
            self.name_edits[i].setText(setup.names[i])
            box = self.kind_boxes[i]
            index = box.findData(setup.kinds[i])
            if index < 0 and known_kind(setup.kinds[i]):  # "random" from a settings file
                box.addItem(texts.kind_name(setup.kinds[i]), setup.kinds[i])
                index = box.count() - 1
            if index < 0:
                index = self.kind_boxes[i].findData(default_kind())
            self.kind_boxes[i].setCurrentIndex(max(0, index))
        self._enable_seats()

    def setup(self) -> GameSetup:
        names = [
            edit.text().strip() or texts.DEFAULT_NAMES[i] for i, edit in enumerate(self.name_edits)
        ]
        kinds = [str(box.currentData()) for box in self.kind_boxes]
        person = self.person_name.text().strip()
        return GameSetup(
            players=self.players.value(),
            rounds=int(self.length.currentData()),
            starting_run=self.starting_run.isChecked(),
            names=names,
            kinds=kinds,
            person_name=person,
        )

    def set_welcome(self, on: bool) -> None:
        """Show the greeting of a first start above the choices."""
        self.welcome.setVisible(on)
        self.adjustSize()

    def game_number(self) -> int:
        return self.seed.value()

    def _enable_seats(self) -> None:
        opponents = self.players.value() - 1
        for i in range(MAX_SEATS - 1):
            on = i < opponents
            for widget in (self.seat_labels[i], self.name_edits[i], self.kind_boxes[i]):
                widget.setEnabled(on)

    # ------------------------------------------------------------------ words
    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("New Game"))
        self.players_label.setText(self.tr("&Players:"))
        self.players_label.setBuddy(self.players)
        self.length_label.setText(self.tr("Game &length:"))
        self.length_label.setBuddy(self.length)
        self.length.setItemText(0, self.tr("Full game (13 rounds)"))
        self.length.setItemText(1, self.tr("Short game (7 rounds)"))
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
        self.opponents_box.setTitle(self.tr("Opponents"))
        self.name_header.setText(self.tr("Name"))
        self.kind_header.setText(self.tr("Strength"))
        for i, label in enumerate(self.seat_labels):
            label.setText(self.tr("Seat %1").replace("%1", str(i + 2)))
        for box in self.kind_boxes:
            for j in range(box.count()):
                box.setItemText(j, texts.kind_name(str(box.itemData(j))))
        self.deal_button.setText(self.tr("&Deal"))
        self.welcome.setText(self.tr("Welcome to Mexican Train! Choose how many play, how long the game "
                                     "lasts and how strong your opponents are, then deal. The game remembers "
                                     "your choices; Help > Rules (F1) explains the game."))
        # the new words have other widths: let every box and the dialog measure again
        for widget in (*self.kind_boxes, self.length, self.players, self.new_seed_button, self.deal_button):
            widget.updateGeometry()
        layout = self.layout()
        if layout is not None:
            layout.activate()
            self.resize(self.width(), self.height())
            if self.width() < self.minimumSizeHint().width():
                self.adjustSize()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
