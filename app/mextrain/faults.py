"""Faults never lose a game: a log file in the data folder, and a last-resort exception hook.

An uncaught exception in the GUI is logged with its traceback, the game is saved first,
and the person is shown one dialog (not one per repeat of the same fault); the app goes on.
"""
from __future__ import annotations

import logging
import sys
import traceback
from collections.abc import Callable
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType

#: the log file in the data folder
LOG_NAME = "mextrain.log"

log = logging.getLogger("mextrain")


def configure_logging(folder: Path) -> Path | None:
    """Log warnings and errors (and resumes) to `folder/mextrain.log`, kept small by rotation."""
    path = folder / LOG_NAME
    logged_to: Path | None = path
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = RotatingFileHandler(path, maxBytes=512 * 1024, backupCount=2, encoding="utf-8")
    except OSError:
        handler = logging.StreamHandler(sys.stderr)
        logged_to = None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger("mextrain")
    root.setLevel(logging.INFO)
    for old in list(root.handlers):
        root.removeHandler(old)
        old.close()
    root.addHandler(handler)
    return logged_to


class CrashHandler:
    """`sys.excepthook` for the GUI: log, save the game, tell the person once, go on."""

    def __init__(self, save_game: Callable[[], None], show: Callable[[str], None]) -> None:
        self.save_game = save_game
        self.show = show
        self.shown = False
        self.count = 0

    def __call__(self, kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, tb)
            return
        self.count += 1
        text = "".join(traceback.format_exception(kind, error, tb))
        log.error("uncaught exception:\n%s", text)
        try:
            self.save_game()
        except Exception:  # the save itself failing must not hide the first fault
            log.exception("saving the game after a fault failed")
        if not self.shown:
            self.shown = True
            try:
                self.show(text)
            except Exception:
                log.exception("showing the fault failed")

    def install(self) -> None:
        sys.excepthook = self
