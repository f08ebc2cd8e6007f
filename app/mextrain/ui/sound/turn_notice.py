"""A desktop notification when a person's turn comes while the window is in the background.

Part of the window's call for the person's turn (ui/sound/table_sound.py calls `TurnNotice.on_events`
beside its sound and the platform's attention request): one notification for each turn that
comes to a person at this computer while the window is minimised or another window is in front,
none while it is active, none when Preferences switch it off (`Settings.turn_notices`, on by
default). At a networked table the text names the table ("Your turn at Ada's table").

How it is shown is the desktop's business. On Linux: the freedesktop notification service on the
session bus (org.freedesktop.Notifications `Notify`, with the app's icon name and desktop entry,
identity.APP_ID; each turn's notification replaces the last one, so they never pile up).
Elsewhere: the tray's message (QSystemTrayIcon.showMessage); nothing where neither exists.

`Notify` wants D-Bus's own types (a uint, a string list, a{sv}), which PySide6 cannot give a
plain call (a Python int goes out as a 16- or 32-bit int and a strict service refuses the call),
so the call goes through the service's own introspected method (QDBusInterface), and on a worker
thread of its own: it waits for the service's answer, which must never hold the window.
"""
from __future__ import annotations

import logging
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import Q_ARG, Q_RETURN_ARG, QMetaObject, QObject, Qt, QThreadPool
from PySide6.QtWidgets import QSystemTrayIcon

from mextrain.engine import Event, EventKind
from mextrain.i18n import TrContext, possessive
from mextrain.identity import APP_ID, APP_NAME, app_icon

if TYPE_CHECKING:  # QtDBus is imported on Linux only (the other platforms' bundles leave it out)
    from PySide6.QtDBus import QDBusConnection

log = logging.getLogger(__name__)

SERVICE = "org.freedesktop.Notifications"
PATH = "/org/freedesktop/Notifications"
# how long the worker waits for the service's answer
CALL_TIMEOUT_MS = 3000
# how long the tray's message stays (the freedesktop service decides for itself: -1)
TRAY_MS = 8000

Notification = TrContext("Notification")  # the notification's words (the name is the context)


def turn_text(table: str = "") -> str:
    """The notification's headline: "Your turn", or at a networked table "Your turn at Ada's table"."""
    if not table:
        return Notification.tr("Your turn")
    return Notification.tr("Your turn at %1's table", "%1 is the host's name (i18n.possessive)").replace(
        "%1", possessive(table))


class Notices(Protocol):
    """What shows a notification on this desktop."""

    def show(self, summary: str, body: str) -> None: ...


class FreedesktopNotices(QObject):
    """org.freedesktop.Notifications on `connection` (the session bus; a test's private bus)."""

    def __init__(self, connection: QDBusConnection, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.connection = connection
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)  # one call at a time, in order
        self._last = 0  # the id of the last notification, replaced by the next (read on the worker only)
        self._failed = False

    def show(self, summary: str, body: str) -> None:
        self._pool.start(lambda: self._notify(summary, body))

    def wait(self, ms: int = CALL_TIMEOUT_MS) -> bool:
        """Until the calls on their way are answered (the window closes; tests)."""
        return self._pool.waitForDone(ms)

    def _notify(self, summary: str, body: str) -> None:
        """On the worker: one Notify call, typed by the service's introspection."""
        from PySide6.QtDBus import QDBusInterface

        iface = QDBusInterface(SERVICE, PATH, SERVICE, self.connection)
        iface.setTimeout(CALL_TIMEOUT_MS)
        try:
            if not iface.isValid():
                raise RuntimeError(iface.lastError().message() or "no notification service")
            number = QMetaObject.invokeMethod(  # type: ignore[call-overload]  # PySide6 takes the name as str only
                iface, "Notify", Qt.ConnectionType.DirectConnection, Q_RETURN_ARG("uint"),
                Q_ARG(str, APP_NAME), Q_ARG("uint", self._last), Q_ARG(str, APP_ID), Q_ARG(str, summary),
                Q_ARG(str, body), Q_ARG("QStringList", []), Q_ARG("QVariantMap", {"desktop-entry": APP_ID}),
                Q_ARG(int, -1))
            self._last = number if isinstance(number, int) else 0
        except (RuntimeError, ValueError) as exc:  # no service, or it refused: the window's own call is still there
            if not self._failed:
                log.warning("desktop notification not shown: %s", exc)
            self._failed = True


class TrayNotices(QObject):
    """The tray's message (Windows, macOS): the app's tray icon, shown for the message."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tray = QSystemTrayIcon(app_icon(), self)
        self.tray.setToolTip(APP_NAME)
        self.tray.messageClicked.connect(self.tray.hide)

    def show(self, summary: str, body: str) -> None:
        self.tray.show()
        self.tray.showMessage(summary, body, app_icon(), TRAY_MS)


def desktop_notices(parent: QObject) -> Notices | None:
    """This desktop's notifications, or None where there is no service for them."""
    if sys.platform.startswith("linux"):
        from PySide6.QtDBus import QDBusConnection

        bus = QDBusConnection.sessionBus()
        return FreedesktopNotices(bus, parent) if bus.isConnected() else None
    if QSystemTrayIcon.isSystemTrayAvailable() and QSystemTrayIcon.supportsMessages():
        return TrayNotices(parent)
    return None


class TurnNotice(QObject):
    """Decides when a turn is told on the desktop; see the module docstring."""

    def __init__(self, window: Any, notices: Notices | None = None) -> None:
        super().__init__(window)
        self.window = window
        #: the desktop's notifications (None: none on this desktop); a test puts its own
        self.notices = notices if notices is not None else desktop_notices(self)
        #: the networked table's name, for "Your turn at Ada's table" (empty: a game at this computer)
        self.table = ""

    def on_events(self, events: Sequence[Event]) -> None:
        """A move's events: the turn that passes to a person at this computer is told, once."""
        w = self.window
        if self.notices is None or not w.settings.turn_notices or (w.isActiveWindow() and not w.isMinimized()):
            return
        play = w.play
        persons = set(play.persons) | ({play.local_seat} if play.local_seat is not None else set())
        for e in events:
            if e.kind is EventKind.TURN_ENDED and e.value in persons:
                several = len(persons) > 1  # persons passing the computer round: whose turn it is
                names = w.seat_names()
                self.notices.show(turn_text(self.table), names[e.value] if several else "")
