"""The replay viewer's controls bar: its actions and keys, the buttons, the slider and the
"where" label, built into one typed `ReplayControls` (kept as the window's `controls`) and worded
for the `ReplayWindow` (whose translation context they keep).

The window owns what the controls do (go, step, play); this module only makes and words them.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSlider, QStyle, QToolButton, QWidget

from mextrain.i18n import TrContext
from mextrain.ui.actions import action_button, window_action

ReplayWindow = TrContext("ReplayWindow")  # the name is the context lupdate records


class ReplayMoves(Protocol):
    """What the controls do, carried out by the `ReplayWindow`: a Protocol because the window
    imports this module (no import cycle, tests/project/test_layering.py)."""

    def count(self) -> int: ...
    def go(self, index: int) -> None: ...
    def step(self, delta: int) -> None: ...
    def previous_round(self) -> None: ...
    def next_round(self) -> None: ...
    def play(self) -> None: ...
    def stop(self) -> None: ...
    def show_sheet(self, on: bool) -> None: ...


@dataclass
class ReplayControls:
    """The replay window's actions (window-wide keys), their buttons by action name, the slider
    over the whole game, the "where" label and the bar that holds them."""
    start_action: QAction
    end_action: QAction
    previous_round_action: QAction
    previous_action: QAction
    play_action: QAction
    next_action: QAction
    next_round_action: QAction
    sheet_action: QAction
    close_action: QAction
    buttons: dict[str, QToolButton]
    slider: QSlider
    where: QLabel
    bar: QHBoxLayout


def build(window: QWidget, moves: ReplayMoves) -> ReplayControls:
    """`window`'s actions (its keys) and the bar of buttons under the table, doing `moves`."""
    style = window.style()
    icon = QStyle.StandardPixmap

    def action(name: str, key: Qt.Key, slot: Callable[..., object],
               pixmap: QStyle.StandardPixmap | None = None) -> QAction:
        return window_action(window, name, QKeySequence(key), slot,
                             style.standardIcon(pixmap) if pixmap is not None else None)

    start = action("replayStartAction", Qt.Key.Key_Home, lambda: moves.go(0))
    end = action("replayEndAction", Qt.Key.Key_End, lambda: moves.go(moves.count() - 1))
    previous_round = action("previousRoundAction", Qt.Key.Key_PageUp, moves.previous_round,
                            icon.SP_MediaSkipBackward)
    previous = action("previousMoveAction", Qt.Key.Key_Left, lambda: moves.step(-1), icon.SP_MediaSeekBackward)
    play = action("playAction", Qt.Key.Key_Space, lambda on: moves.play() if on else moves.stop(),
                  icon.SP_MediaPlay)
    play.setCheckable(True)
    next_ = action("nextMoveAction", Qt.Key.Key_Right, lambda: moves.step(1), icon.SP_MediaSeekForward)
    next_round = action("nextRoundAction", Qt.Key.Key_PageDown, moves.next_round, icon.SP_MediaSkipForward)
    sheet = action("replaySheetAction", Qt.Key.Key_S, moves.show_sheet, icon.SP_FileDialogDetailedView)
    sheet.setCheckable(True)
    close = action("closeReplayAction", Qt.Key.Key_Escape, window.close)

    buttons: dict[str, QToolButton] = {}

    def button(act: QAction) -> QToolButton:
        b = action_button(act, buttons)
        b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        b.setAutoRaise(True)
        b.setMinimumSize(34, 30)
        return b

    bar = QHBoxLayout()
    bar.setContentsMargins(10, 4, 10, 6)
    for act in (previous_round, previous, play, next_, next_round):
        bar.addWidget(button(act))
    slider = QSlider(Qt.Orientation.Horizontal)
    slider.setObjectName("replaySlider")
    slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    slider.setMinimum(0)
    slider.valueChanged.connect(moves.go)
    bar.addWidget(slider, 1)
    where = QLabel()
    where.setObjectName("replayWhere")
    where.setMinimumWidth(220)
    bar.addSpacing(10)
    bar.addWidget(where)
    sheet_button = button(sheet)
    sheet_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    bar.addWidget(sheet_button)
    return ReplayControls(start, end, previous_round, previous, play, next_, next_round, sheet, close,
                          buttons, slider, where, bar)


def show_playing(c: ReplayControls, style: QStyle, playing: bool) -> None:
    """The play button as Pause while the replay plays, as Play when it stands."""
    c.play_action.setChecked(playing)
    pixmap = QStyle.StandardPixmap.SP_MediaPause if playing else QStyle.StandardPixmap.SP_MediaPlay
    c.play_action.setIcon(style.standardIcon(pixmap))
    retranslate_play(c)


def retranslate(c: ReplayControls) -> None:
    """The controls' texts and tooltips in the current language."""
    c.sheet_action.setText(ReplayWindow.tr("Score Sheet"))
    c.sheet_action.setToolTip(ReplayWindow.tr("The score sheet in place of the table, and back (S)"))
    c.previous_round_action.setText(ReplayWindow.tr("Previous Round"))
    c.previous_round_action.setToolTip(ReplayWindow.tr("Back to the start of the round (Page Up)"))
    c.previous_action.setText(ReplayWindow.tr("Previous Move"))
    c.previous_action.setToolTip(ReplayWindow.tr("One move back (Left)"))
    c.next_action.setText(ReplayWindow.tr("Next Move"))
    c.next_action.setToolTip(ReplayWindow.tr("One move on (Right)"))
    c.next_round_action.setText(ReplayWindow.tr("Next Round"))
    c.next_round_action.setToolTip(ReplayWindow.tr("On to the start of the next round (Page Down)"))
    c.slider.setAccessibleName(ReplayWindow.tr("Position in the game"))
    retranslate_play(c)


def retranslate_play(c: ReplayControls) -> None:
    if c.play_action.isChecked():
        c.play_action.setText(ReplayWindow.tr("Pause"))
        c.play_action.setToolTip(ReplayWindow.tr("Pause (Space)"))
    else:
        c.play_action.setText(ReplayWindow.tr("Play"))
        c.play_action.setToolTip(ReplayWindow.tr("Play the game on at the chosen speed (Space)"))
