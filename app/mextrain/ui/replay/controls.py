"""The replay viewer's controls bar: its actions and keys, the buttons, the slider and the
"where" label, built and worded for the `ReplayWindow` (whose translation context they keep).

The window owns what the controls do (go, step, play); this module only makes and words them.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSlider, QStyle, QToolButton

from mextrain.i18n import TrContext
from mextrain.ui.actions import action_button, window_action

ReplayWindow = TrContext("ReplayWindow")  # the name is the context lupdate records


def build(window: Any) -> QHBoxLayout:
    """The window's actions (window.play_action...) and the bar of buttons under the table.

    `window` is the ReplayWindow (not imported: it imports this module).
    """
    style = window.style()
    icon = QStyle.StandardPixmap

    def action(name: str, key: Qt.Key, slot, pixmap: QStyle.StandardPixmap | None = None):
        return window_action(window, name, QKeySequence(key), slot,
                             style.standardIcon(pixmap) if pixmap is not None else None)

    window.start_action = action("replayStartAction", Qt.Key.Key_Home, lambda: window.go(0))
    window.end_action = action("replayEndAction", Qt.Key.Key_End, lambda: window.go(window._count() - 1))
    window.previous_round_action = action("previousRoundAction", Qt.Key.Key_PageUp, window.previous_round,
                                          icon.SP_MediaSkipBackward)
    window.previous_action = action("previousMoveAction", Qt.Key.Key_Left, lambda: window.step(-1),
                                    icon.SP_MediaSeekBackward)
    window.play_action = action("playAction", Qt.Key.Key_Space, lambda on: window.play() if on else window.stop(),
                                icon.SP_MediaPlay)
    window.play_action.setCheckable(True)
    window.next_action = action("nextMoveAction", Qt.Key.Key_Right, lambda: window.step(1),
                                icon.SP_MediaSeekForward)
    window.next_round_action = action("nextRoundAction", Qt.Key.Key_PageDown, window.next_round,
                                      icon.SP_MediaSkipForward)
    window.sheet_action = action("replaySheetAction", Qt.Key.Key_S, window.show_sheet,
                                 icon.SP_FileDialogDetailedView)
    window.sheet_action.setCheckable(True)
    window.close_action = action("closeReplayAction", Qt.Key.Key_Escape, window.close)

    window.buttons = {}

    def button(act) -> QToolButton:
        b = action_button(act, window.buttons)
        b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        b.setAutoRaise(True)
        b.setMinimumSize(34, 30)
        return b

    controls = QHBoxLayout()
    controls.setContentsMargins(10, 4, 10, 6)
    for act in (window.previous_round_action, window.previous_action, window.play_action,
                window.next_action, window.next_round_action):
        controls.addWidget(button(act))
    window.slider = QSlider(Qt.Orientation.Horizontal)
    window.slider.setObjectName("replaySlider")
    window.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    window.slider.setMinimum(0)
    window.slider.valueChanged.connect(window.go)
    controls.addWidget(window.slider, 1)
    window.where = QLabel()
    window.where.setObjectName("replayWhere")
    window.where.setMinimumWidth(220)
    controls.addSpacing(10)
    controls.addWidget(window.where)
    sheet_button = button(window.sheet_action)
    sheet_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    controls.addWidget(sheet_button)
    return controls


def show_playing(window: Any, playing: bool) -> None:
    """The play button as Pause while the replay plays, as Play when it stands."""
    window.play_action.setChecked(playing)
    pixmap = QStyle.StandardPixmap.SP_MediaPause if playing else QStyle.StandardPixmap.SP_MediaPlay
    window.play_action.setIcon(window.style().standardIcon(pixmap))
    retranslate_play(window)


def retranslate(window: Any) -> None:
    """The controls' texts and tooltips in the current language."""
    window.sheet_action.setText(ReplayWindow.tr("Score Sheet"))
    window.sheet_action.setToolTip(ReplayWindow.tr("The score sheet in place of the table, and back (S)"))
    window.previous_round_action.setText(ReplayWindow.tr("Previous Round"))
    window.previous_round_action.setToolTip(ReplayWindow.tr("Back to the start of the round (Page Up)"))
    window.previous_action.setText(ReplayWindow.tr("Previous Move"))
    window.previous_action.setToolTip(ReplayWindow.tr("One move back (Left)"))
    window.next_action.setText(ReplayWindow.tr("Next Move"))
    window.next_action.setToolTip(ReplayWindow.tr("One move on (Right)"))
    window.next_round_action.setText(ReplayWindow.tr("Next Round"))
    window.next_round_action.setToolTip(ReplayWindow.tr("On to the start of the next round (Page Down)"))
    window.slider.setAccessibleName(ReplayWindow.tr("Position in the game"))
    retranslate_play(window)


def retranslate_play(window: Any) -> None:
    if window.play_action.isChecked():
        window.play_action.setText(ReplayWindow.tr("Pause"))
        window.play_action.setToolTip(ReplayWindow.tr("Pause (Space)"))
    else:
        window.play_action.setText(ReplayWindow.tr("Play"))
        window.play_action.setToolTip(ReplayWindow.tr("Play the game on at the chosen speed (Space)"))
