"""Start the game: command line, QApplication identity (name, version, icon), main window.

The same `main()` runs from a source tree (`python -m mextrain`), from an installed package
(the `mextrain` gui-script) and from the PyInstaller bundle, so it may only find its files
through `mextrain.paths`.
"""
from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import cast

from PySide6.QtWidgets import QApplication

from mextrain import __version__
from mextrain.identity import configure_application


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mextrain",
        description="Mexican Train dominoes against computer opponents.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="open the window off screen, load every language, play one round between "
        "computer seats, write a report and exit (0 when everything worked)",
    )
    parser.add_argument(
        "--report",
        metavar="PATH",
        type=Path,
        help="with --self-test: write the JSON report here instead of to standard output",
    )
    parser.add_argument("--seed", type=int, metavar="N", help="the game number of the first new game")
    parser.add_argument("--watch", action="store_true",
                        help="computer players take every seat, yours too: watch a game")
    parser.add_argument("--replay", metavar="FILE", type=Path,
                        help="step through a finished game's record (a saved or exported game, or a simulator's "
                        "records) in the replay viewer alone")
    parser.add_argument("file", nargs="?", help="a saved game to open, or an invitation's link "
                        "(mextrain://ADDRESS:PORT/CODE?fp=…) to join its table")
    return parser


def split_file_argument(value: str | None) -> tuple[str | None, Path | None]:
    """The command line's one argument as (an invitation's link, a file): the desktop entry passes
    either (`%u`: a link clicked, or a file, perhaps as a file:// URL)."""
    if value is None:
        return None, None
    if value.lower().startswith("mextrain:"):
        return value, None
    if value.lower().startswith("file://"):
        from PySide6.QtCore import QUrl

        return None, Path(QUrl(value).toLocalFile())
    return None, Path(value)


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(sys.argv[1:] if argv is None else argv)
    if args.report is not None and not args.self_test:
        build_parser().error("--report only goes with --self-test")

    if args.self_test:
        # Headless on purpose: the self-test must run on CI machines without a display.
        os.environ["QT_QPA_PLATFORM"] = "offscreen"

    # instance() is typed as the QCoreApplication base; the one running here is a QApplication
    app = cast(QApplication, QApplication.instance() or QApplication(sys.argv[:1]))
    configure_application(app)

    if args.self_test:
        from mextrain.selftest import run_self_test

        return run_self_test(app, args.report)

    from mextrain import i18n
    from mextrain.faults import configure_logging
    from mextrain.saves import data_dir

    folder = data_dir()
    configure_logging(folder)
    instance = None
    if args.replay is None and not args.watch and args.seed is None:
        # one app per person: a link clicked while it runs goes to it (mextrain/single_instance.py)
        from mextrain.single_instance import become_the_app

        found = become_the_app(folder, handed_argument(args.file))
        if isinstance(found, bool):
            if not found:
                print("Mexican Train is already running but does not answer.", file=sys.stderr)
            return 0 if found else 1
        instance = found
    broken_settings = check_settings_file()
    i18n.install()

    if args.replay is not None:
        # a record double-clicked in a file manager: the viewer alone, as a document viewer opens
        # a document (no game window, no first-start dialog, no question about an unfinished game)
        from mextrain.ui.replay.entry import watch_alone

        alone = watch_alone(args.replay)  # the viewer (or what was wrong with the file), kept while the app runs
        code = app.exec()
        del alone
        return code

    from mextrain.ui.window.main_window import MainWindow

    # the window is shown first, so a question at start (resume?) or the first start's
    # New Game dialog comes with the window behind it
    link, file = split_file_argument(args.file)
    window = MainWindow(watch=args.watch, seed=args.seed, start_game=False, greet=args.file is None)
    window.install_crash_handler()
    if instance is not None:  # before anything below may wait for an answer (and take a hand-off meanwhile)
        instance.handed.connect(window.file_opener.take)
    window.show()
    if link is not None:
        window.net.open_invitation(link)  # Join a Table filled in (a bad link: a message, nothing else)
    elif file is None or not window.open_game_file(file):
        window.start()
    if broken_settings is not None:
        window.settings_were_broken(broken_settings)
    return app.exec()


def handed_argument(value: str | None) -> str:
    """The command line's argument as the running app is handed it: a link as it is, a file by its
    absolute path (the running app has another working folder), "" for none."""
    link, file = split_file_argument(value)
    if link is not None:
        return link
    return str(file.absolute()) if file is not None else ""


def check_settings_file() -> Path | None:
    """A settings file Qt cannot parse is renamed aside (the app starts with defaults).

    Returns the name it was kept under, or None when the settings are fine.
    """
    from PySide6.QtCore import QSettings

    from mextrain.files import set_aside

    settings = QSettings()
    if settings.status() != QSettings.Status.FormatError:
        return None
    path = Path(settings.fileName())
    del settings
    return set_aside(path)


if __name__ == "__main__":
    raise SystemExit(main())
