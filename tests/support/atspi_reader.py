"""A screen reader's view, through AT-SPI (pyatspi, as Orca uses it); run with the system's
python3. Finds the probe app on the bus, prints every accessible name under its table as JSON,
then listens for the announcement of a move and prints it."""
from __future__ import annotations

import json
import sys
import threading
import time

import pyatspi


def names(acc, depth=0, out=None):
    out = [] if out is None else out
    if depth > 6:
        return out
    try:
        out.append([depth, acc.name, acc.getRoleName()])
        for i in range(acc.childCount):
            child = acc.getChildAtIndex(i)
            if child is not None:
                names(child, depth + 1, out)
    except Exception as exc:  # a node that went away while read
        out.append([depth, f"<{exc}>", ""])
    return out


def find_app(name: str, seconds: float):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and app.name == name:
                return app
        time.sleep(0.3)
    return None


def main() -> int:
    app = find_app(sys.argv[1], 20)
    if app is None:
        print(json.dumps({"error": "no app on the bus"}))
        return 1
    heard: list[str] = []

    def listen(event) -> None:
        text = event.any_data if isinstance(event.any_data, str) else str(event.any_data)
        heard.append(f"{event.type}: {text}")

    pyatspi.Registry.registerEventListener(listen, "object:announcement", "object:state-changed:focused")
    tree = names(app)
    timer = threading.Timer(float(sys.argv[2]), pyatspi.Registry.stop)
    timer.start()
    pyatspi.Registry.start()
    print(json.dumps({"tree": tree, "heard": heard}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
