"""A fake freedesktop notification service for tests (tests/ui/test_turn_notice.py), run in a process
of its own on a private session bus: `python fake_notifications.py BUS_ADDRESS LOG`.

It answers org.freedesktop.Notifications `Notify` as a real service does (exported by QtDBus, so a
call with the wrong D-Bus types finds no method, as a strict service refuses it) and writes each
call as one JSON line to LOG before answering; "ready" on stdout once it owns the name."""
from __future__ import annotations

import json
import sys

from PySide6.QtCore import QCoreApplication, QObject, Slot
from PySide6.QtDBus import QDBusConnection

SERVICE = "org.freedesktop.Notifications"


class Service(QObject):
    def __init__(self, log: str) -> None:
        super().__init__()
        self.log = log
        self.number = 0

    @Slot(str, "uint", str, str, str, "QStringList", "QVariantMap", int, result="uint")
    def Notify(self, app: str, replaces: int, icon: str, summary: str, body: str,  # noqa: N802 - the spec's name
               actions: list[str], hints: dict[str, object], timeout: int) -> int:
        self.number += 1
        call = {"app": app, "replaces": replaces, "icon": icon, "summary": summary, "body": body,
                "actions": list(actions), "hints": {k: str(v) for k, v in hints.items()}, "timeout": timeout}
        with open(self.log, "a", encoding="utf-8") as f:
            f.write(json.dumps(call, ensure_ascii=False) + "\n")
        return self.number


def main() -> None:
    app = QCoreApplication(sys.argv[:1])
    bus = QDBusConnection.connectToBus(sys.argv[1], "fake-notifications")
    service = Service(sys.argv[2])
    exported = bus.registerObject("/org/freedesktop/Notifications", SERVICE, service,
                                  QDBusConnection.RegisterOption.ExportAllSlots)
    if not exported or not bus.registerService(SERVICE):
        print("could not own", SERVICE, flush=True)
        sys.exit(1)
    print("ready", flush=True)
    app.exec()


if __name__ == "__main__":
    main()
