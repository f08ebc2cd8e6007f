"""When the table is heard: the window's play and the table's flights turned into sounds.

A tile laid clicks (heavier for a double or a tile that covers an open double); a computer's
tile clicks when its flight lands, a tile that jumps (the person's own, the instant pace,
reduced motion) clicks at once. The knock (R16) and the call for the person's turn follow
the click. The call is heard when the window is in the background or minimised (with the
platform's attention request) or when the others took long enough that the person may have
looked away (CALL_AFTER_S); in the background a desktop notification says it too (ui/sound/turn_notice.py,
told of every move here). Nothing else makes a sound. What is played and how loud is
`mextrain.sound.SoundBoard`'s business; this module only decides when.
"""
from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication

from mextrain.engine import Event, EventKind
from mextrain.sound import Cue, SoundBoard
from mextrain.sound.output import shared_output
from mextrain.ui.sound.turn_notice import TurnNotice

# the pause between a tile's click and the knock or call after it
GAP_MS = 160
# in the foreground, the call comes only when the others took at least this long
CALL_AFTER_S = 4.0
# the device opens this long after the window is made, so that loading miniaudio on its
# thread does not compete with the window's first paint
WARM_UP_MS = 400


class SharedDevice:
    """The process's audio device, opened at the first sound (not at import)."""

    def play(self, samples: Any, gain: float) -> None:
        shared_output().play(samples, gain)

    @staticmethod
    def warm_up() -> None:
        """Start opening the device (in the background) so that the first click is heard."""
        shared_output()


class TableSound(QObject):
    """Owned by the main window, which feeds it its play's signals (`on_events`, `round_over`,
    `game_over`) after the table has drawn them."""

    def __init__(self, window: Any, board: SoundBoard | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(window)
        self.window = window
        self.settings = window.settings
        self.board = board if board is not None else SoundBoard(SharedDevice())
        self.board.enabled = self.settings.sound
        self.board.volume = self.settings.volume
        self._clock = clock
        self._pending: list[Cue] = []   # what the tile in flight says when it lands
        self._waiting_since = clock()   # when the person's own turn last ended
        self.mute_action = QAction(window)
        self.mute_action.setObjectName("muteAction")
        self.mute_action.setCheckable(True)
        self.mute_action.setChecked(not self.board.enabled)
        self.mute_action.setShortcut(QKeySequence(Qt.Key.Key_M))
        self.mute_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.mute_action.toggled.connect(lambda muted: self.set_enabled(not muted))
        window.table.scene().flights.landed.connect(self._landed)
        self.turn_notice = TurnNotice(window)  # the call's desktop notification
        if self.board.enabled:
            QTimer.singleShot(WARM_UP_MS, self, self._warm_up)
        self.retranslate()

    def _warm_up(self) -> None:
        if self.board.enabled and isinstance(self.board.output, SharedDevice):
            SharedDevice.warm_up()

    # ------------------------------------------------------------------ the person's choices
    def set_enabled(self, on: bool) -> None:
        self.settings.sound = bool(on)
        self.board.enabled = bool(on)
        if self.mute_action.isChecked() == bool(on):
            self.mute_action.setChecked(not on)  # comes back here once, with the same value
        if on:
            SharedDevice.warm_up()
        else:
            self._pending = []

    def set_volume(self, volume: int) -> None:
        self.settings.volume = volume
        self.board.volume = self.settings.volume

    def retranslate(self) -> None:
        self.mute_action.setText(self.tr("&Mute Sounds"))

    # ------------------------------------------------------------------ what the game says
    def on_events(self, events: Sequence[Event]) -> None:
        self.turn_notice.on_events(events)
        play = self.window.play
        local = play.local_seat
        self._pending = []  # an earlier tile in flight has landed or jumped by now
        covered = {e.train for e in events if e.kind is EventKind.DOUBLE_COVERED}
        first: list[Cue] = []
        after: list[Cue] = []
        flies = False
        for e in events:
            if e.kind is EventKind.TILE_LAID and e.tile is not None:
                first.append(Cue.CLICK_HEAVY if e.tile.is_double or e.train in covered else Cue.CLICK)
                flies = flies or e.seat != local
            elif e.kind is EventKind.TILE_DRAWN:
                first.append(Cue.DRAW)
            elif e.kind is EventKind.PASSED:
                first.append(Cue.PASS)
            elif e.kind is EventKind.ONE_TILE_LEFT:
                after.append(Cue.KNOCK)
            elif e.kind is EventKind.TURN_ENDED and local is not None:
                if e.seat == local:
                    self._waiting_since = self._clock()
                elif e.value == local and self._call_wanted():
                    after.append(Cue.YOUR_TURN)
        sequence = first + after
        if flies and self.window.table.scene().flights.flying():
            self._pending = sequence
        else:
            self._play_in_turn(sequence)

    def round_over(self) -> None:
        self._play_in_turn([Cue.ROUND_END])

    def game_over(self) -> None:
        self._play_in_turn([Cue.GAME_END])

    def reaction(self) -> None:
        """Somebody reacted (ui/netplay/reactions.py asks only for reactions it shows)."""
        self.board.play(Cue.REACTION)

    def _landed(self, _item: object) -> None:
        sequence, self._pending = self._pending, []
        self._play_in_turn(sequence)

    def _call_wanted(self) -> bool:
        """Whether the person's turn, coming now, is called: always when they are elsewhere
        (and then the window asks for attention too), else after a long wait."""
        w = self.window
        if w.isMinimized() or not w.isActiveWindow():
            QApplication.alert(w, 0)
            return True
        return self._clock() - self._waiting_since >= CALL_AFTER_S

    def _play_in_turn(self, cues: Sequence[Cue]) -> None:
        for i, cue in enumerate(cues):
            if i == 0:
                self.board.play(cue)
            else:
                QTimer.singleShot(i * GAP_MS, self, lambda c=cue: self.board.play(c))
