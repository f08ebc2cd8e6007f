"""The lesson's card: a band above the table that says the step (what to do and why), what the
computers just did, why a move was refused, and offers Continue (on a note) and Leave the Lesson."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from mextrain.ui.texts import plain, unbroken

STYLE = """
QFrame#lessonCard { background: #fff8dc; border-bottom: 2px solid #c9a227; }
QFrame#lessonCard QLabel { color: #1d1d1d; }
QLabel#lessonTitle { font-weight: bold; }
QLabel#lessonSaid { color: #3b3b3b; font-style: italic; }
QLabel#lessonFeedback { color: #8b1a1a; font-weight: bold; }
"""


def shown(label: QLabel) -> str:
    """What a label of the card reads, without the word joiners (ui/texts.py, `unbroken`)."""
    return plain(label.text())


class LessonCard(QFrame):
    continue_clicked = Signal()
    leave_clicked = Signal()
    # the language changed: the lesson words the step again
    language_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonCard")
        self.setStyleSheet(STYLE)
        self.title = QLabel()
        self.title.setObjectName("lessonTitle")
        self.said = QLabel()
        self.said.setObjectName("lessonSaid")
        self.step = QLabel()
        self.step.setObjectName("lessonStep")
        self.feedback = QLabel()
        self.feedback.setObjectName("lessonFeedback")
        for label in (self.title, self.said, self.step, self.feedback):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.continue_button = QPushButton()
        self.continue_button.setObjectName("lessonContinue")
        self.continue_button.clicked.connect(self.continue_clicked)
        self.leave_button = QPushButton()
        self.leave_button.setObjectName("lessonLeave")
        self.leave_button.clicked.connect(self.leave_clicked)
        for button in (self.continue_button, self.leave_button):
            button.setAutoDefault(False)
        words = QVBoxLayout()
        words.setSpacing(2)
        for label in (self.title, self.said, self.step, self.feedback):
            words.addWidget(label)
        buttons = QVBoxLayout()
        buttons.addWidget(self.continue_button)
        buttons.addWidget(self.leave_button)
        buttons.addStretch(1)
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 10, 6)
        row.addLayout(words, 1)
        row.addLayout(buttons)
        self.last_button = ""  # "start", "continue" or "finish": the note's button word
        self.retranslate_ui()
        self.hide()

    def show_step(self, title: str, said: str, step: str, note_button: str) -> None:
        """`note_button` is "" on a step the person plays, else the note's button ("start", "continue",
        "finish")."""
        self.title.setText(title)
        self.said.setText(unbroken(said))
        self.said.setVisible(bool(said))
        self.step.setText(unbroken(step))
        self.last_button = note_button
        self._word_button()
        self.continue_button.setVisible(bool(note_button))

    def show_feedback(self, text: str) -> None:
        self.feedback.setText(unbroken(text))
        self.feedback.setVisible(bool(text))

    def _word_button(self) -> None:
        words = {"start": self.tr("&Start"), "continue": self.tr("&Continue"), "finish": self.tr("Fi&nish")}
        self.continue_button.setText(words.get(self.last_button, self.tr("&Continue")))

    def retranslate_ui(self) -> None:
        self._word_button()
        self.leave_button.setText(self.tr("&Leave the Lesson"))
        self.leave_button.setToolTip(self.tr("Back to the game you were playing; Help > Learn to Play starts "
                                             "the lesson again."))
        self.setAccessibleName(self.tr("Lesson"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self.language_changed.emit()
        super().changeEvent(event)


__all__ = ["LessonCard"]
