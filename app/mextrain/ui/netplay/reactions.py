"""A word across a networked table (issue 31): the side panel's React button and keys, and each
reaction shown for a few seconds beside the seat that sent it, said to a screen reader, with a soft sound.

There is no free text: six canned reactions (`net.messages.REACTIONS`), the same code for everyone,
each app showing its own words for it. The host passes a reaction on or drops it (one every 2 s per
seat, none while the host has them off); here the buttons only wait out the same 2 s, so a person
sees at once that a second one would not go. The person's own Preferences switch (`Settings.reactions`)
hides the button and keys and leaves the others' reactions unshown and unheard. A local game has
none: the people at one computer see each other.

`TableReactions` is made by the window's network play (ui/netplay/entry.py) when a hosted or joined
game starts and stopped when the table ends; `HostSource` and `JoinedSource` are the two ends it
talks through (the host's session, a joined app's connection).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, QTimer, SignalInstance
from PySide6.QtGui import QAction, QColor, QKeySequence, QPainter, QPixmap
from PySide6.QtWidgets import QLabel, QMenu, QSizePolicy, QToolButton, QWidget

from mextrain.i18n import TrContext
from mextrain.net import messages as m
from mextrain.ui import texts

Reactions = TrContext("Reactions")
#: how long a reaction stands beside its seat
SHOWN_MS = 4000
BUBBLE_STYLE = ("QLabel { background: #FFF8D6; color: #3A2E00; border: 1px solid #C9A400; border-radius: 9px;"
                " padding: 1px 8px; }")


def reaction_text(code: str) -> str:
    """A reaction's words, in the interface's language (the menu's item and the bubble)."""
    words = {
        "nice_move": Reactions.tr("Nice move!"),
        "oops": Reactions.tr("Oops!"),
        "your_turn": Reactions.tr("Your turn!"),
        "well_played": Reactions.tr("Well played"),
        "good_game": Reactions.tr("Good game"),
        "thumbs_up": Reactions.tr("Thumbs up"),
    }
    return words.get(code, "")


def reaction_line(name: str, code: str) -> str:
    """What a screen reader says (and the bubble's accessible name): who reacted, and how."""
    return texts.fill(Reactions.tr("%1 reacts: %2"), name, reaction_text(code))


def thumb_pixmap(height: int = 18, colour: QColor | None = None) -> QPixmap:
    """A thumbs-up drawn here (no emoji font is needed on any desktop)."""
    colour = colour or QColor("#3A2E00")
    w = h = height
    pm = QPixmap(w, h)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawRoundedRect(QRectF(w * 0.06, h * 0.46, w * 0.2, h * 0.5), 1.5, 1.5)      # the cuff
    p.drawRoundedRect(QRectF(w * 0.32, h * 0.42, w * 0.6, h * 0.54), w * 0.12, w * 0.12)  # the fist
    p.drawRoundedRect(QRectF(w * 0.36, h * 0.04, w * 0.22, h * 0.5), w * 0.11, w * 0.11)  # the thumb
    p.setBrush(QColor("#FFF8D6"))
    for i in range(3):  # the folded fingers' lines
        y = h * (0.58 + 0.12 * i)
        p.drawRect(QRectF(w * 0.62, y, w * 0.3, h * 0.03))
    p.drawEllipse(QPointF(w * 0.47, h * 0.46), w * 0.02, w * 0.02)
    p.end()
    return pm


class HostSource:
    """The host's own app: the seat of the person shown (one of the host's) reacts through the session."""

    def __init__(self, host: Any) -> None:
        self.host = host

    def allowed(self) -> bool:
        return bool(self.host.table.reactions)

    def send(self, code: str, seat: int | None) -> None:
        seats = self.host.table.seats
        if seat is not None and 0 <= seat < len(seats) and seats[seat].host:
            self.host.react(seat, code)

    def wire(self, came: Callable[[int, str], None]) -> tuple[SignalInstance, ...]:
        self.host.reacted.connect(came)
        return (self.host.lobby_changed,)


class JoinedSource:
    """A joined app: the shown person's seat reacts over its own connection; the host's lobby says whether it may."""

    def __init__(self, joined: Any, game: Any) -> None:
        self.joined = joined
        self.game = game  # the JoinedGame: which connection holds which seat here

    def allowed(self) -> bool:
        lobby = self.joined.lobby
        return lobby is not None and lobby.reactions and self.joined.connected

    def send(self, code: str, seat: int | None) -> None:
        table = self.game.table_of(seat)
        if table is not None:
            table.react(code)

    def wire(self, came: Callable[[int, str], None]) -> tuple[SignalInstance, ...]:
        self.joined.reaction_came.connect(lambda msg: came(msg.seat, msg.reaction))
        return (self.joined.lobby_changed, self.joined.state_changed)


class ReactButton(QToolButton):
    """The side panel's React button; its menu holds the six reactions."""

    def __init__(self, retranslate: Callable[[], None]) -> None:
        super().__init__()
        self._retranslate = retranslate

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)


class TableReactions(QObject):
    """The reactions of one networked game in the window; see the module docstring."""

    def __init__(self, window: Any, source: HostSource | JoinedSource, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.window = window
        self.source = source
        self.shown: dict[int, str] = {}  # seat -> the reaction beside it now (tests and screenshots read it)
        self._bubbles: dict[int, tuple[QLabel, QTimer]] = {}
        panel = window.panel
        self.menu = QMenu(panel)
        self.menu.setObjectName("reactionsMenu")
        self.actions: dict[str, QAction] = {}
        for i, code in enumerate(m.REACTIONS):
            action = QAction(panel)
            action.setObjectName(f"reaction_{code}")
            action.setShortcut(QKeySequence(f"{i + 1}"))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(lambda _checked=False, c=code: self.send(c))
            if code == "thumbs_up":
                action.setIcon(thumb_pixmap())
            panel.addAction(action)
            self.menu.addAction(action)
            self.actions[code] = action
        self.react_action = QAction(panel)  # R opens the menu at the button, for the keyboard
        self.react_action.setObjectName("reactAction")
        self.react_action.setShortcut(QKeySequence(Qt.Key.Key_R))
        self.react_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.react_action.triggered.connect(self._open_menu)
        panel.addAction(self.react_action)
        self.button = ReactButton(self.retranslate)
        self.button.setObjectName("reactButton")
        self.button.setMenu(self.menu)
        self.button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.button.setIcon(thumb_pixmap(14))
        self.button.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        panel.log_header.addWidget(self.button)  # beside "Recent moves": no row of its own, the seats keep their room
        self._cooling = QTimer(self)  # the 2 s after our own reaction: the host would drop another
        self._cooling.setSingleShot(True)
        self._cooling.setInterval(int(m.REACTION_EVERY * 1000))
        self._cooling.timeout.connect(self.refresh)
        self._stopped = False
        self._signals = (*source.wire(self.came), window.play.changed, window.play.moved)
        for signal in self._signals:
            signal.connect(self._changed)
        self.retranslate()
        self.refresh()

    # ------------------------------------------------------------------ what the person does
    @property
    def available(self) -> bool:
        """The button shows: the host allows reactions and the person has not switched them off."""
        return self.source.allowed() and bool(self.window.settings.reactions)

    def _changed(self, *_: object) -> None:
        self.refresh()

    def refresh(self) -> None:
        if self._stopped:  # a table that ended (its button is gone) hears no more of the play
            return
        on = self.available
        self.button.setVisible(on)
        ready = on and not self._cooling.isActive() and not self.window.play.hand_hidden
        self.button.setEnabled(ready)
        self.react_action.setEnabled(ready)
        for action in self.actions.values():
            action.setEnabled(ready)

    def send(self, code: str) -> None:
        if not self.available or self._cooling.isActive() or self.window.play.hand_hidden:
            return  # (nobody reacts for a person the computer is being passed to)
        self.source.send(code, self.window.play.local_seat)
        self._cooling.start()
        self.refresh()

    def _open_menu(self) -> None:
        if self.button.isVisible() and self.button.isEnabled():
            self.button.showMenu()

    # ------------------------------------------------------------------ what the table says
    def came(self, seat: int, code: str) -> None:
        """A reaction the host passed on (ours too: it shows that it went)."""
        if not self.window.settings.reactions or code not in m.REACTIONS:
            return
        names = self.window.play.names()
        name = names[seat] if 0 <= seat < len(names) else str(seat + 1)
        self.show(seat, code, name)
        if seat not in self.window.play.persons:  # our own: shown, not said or sounded to us
            self.window.table.announce(reaction_line(name, code))
            self.window.sound.reaction()

    def show(self, seat: int, code: str, name: str) -> None:
        row = self.window.panel.row_of(seat)
        if row is None:
            return
        bubble, timer = self._bubbles.get(seat) or self._new_bubble(seat, row.name.parentWidget())
        if code == "thumbs_up":
            bubble.setPixmap(thumb_pixmap(max(14, bubble.fontMetrics().height() + 4)))
        else:
            bubble.setText(reaction_text(code))
        bubble.setAccessibleName(reaction_line(name, code))
        bubble.adjustSize()
        geometry = row.name.geometry()
        width = row.name.fontMetrics().horizontalAdvance(row.name.text())
        room = parent.width() if (parent := bubble.parentWidget()) is not None else geometry.right()
        x = min(geometry.x() + width + 8, max(0, room - bubble.width()))
        bubble.move(x, geometry.y() + (geometry.height() - bubble.height()) // 2)
        bubble.raise_()
        bubble.show()
        self.shown[seat] = code
        timer.start()

    def _new_bubble(self, seat: int, parent: QWidget) -> tuple[QLabel, QTimer]:
        bubble = QLabel(parent)
        bubble.setObjectName(f"reactionBubble{seat}")
        bubble.setStyleSheet(BUBBLE_STYLE)
        bubble.setTextFormat(Qt.TextFormat.PlainText)
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.setInterval(SHOWN_MS)
        timer.timeout.connect(lambda: self._hide(seat))
        self._bubbles[seat] = (bubble, timer)
        return bubble, timer

    def _hide(self, seat: int) -> None:
        entry = self._bubbles.get(seat)
        if entry is not None:
            entry[0].hide()
        self.shown.pop(seat, None)

    def retranslate(self) -> None:
        self.button.setText(Reactions.tr("React"))
        self.button.setToolTip(Reactions.tr("Say a word to the table (R, then the number; or 1 to 6)"))
        self.react_action.setText(Reactions.tr("React"))
        for code, action in self.actions.items():
            action.setText(reaction_text(code))

    def stop(self) -> None:
        """The table ended: the button, its keys and every bubble go."""
        self._stopped = True
        for signal in self._signals:
            try:
                signal.disconnect(self._changed)
            except (RuntimeError, TypeError):  # its sender is gone already
                pass
        for bubble, timer in self._bubbles.values():
            timer.stop()
            bubble.deleteLater()
        self._bubbles.clear()
        self.shown.clear()
        self._cooling.stop()
        panel = self.window.panel
        for action in (*self.actions.values(), self.react_action):
            panel.removeAction(action)
        self.button.hide()
        self.button.deleteLater()
        self.menu.deleteLater()


__all__ = ["HostSource", "JoinedSource", "TableReactions", "reaction_line", "reaction_text", "thumb_pixmap"]
