"""Languages: the list, the switch, and the tools around the .ts/.qm files.

For the UI:
    from mextrain import i18n
    i18n.install()                 # once, after QApplication exists: applies the stored choice
    i18n.LANGUAGES                 # (code, own name) pairs for View > Language
    i18n.switch_language("uk")     # switch now and remember; "" follows the system
    i18n.current_language()        # "uk"
    i18n.possessive("Boris")       # "Boris'" in Danish ("%1 tog"), the name itself elsewhere
    i18n.manager().language_changed.connect(...)   # for things that are not widgets

Widgets re-translate in `changeEvent` on `QEvent.Type.LanguageChange`. Strings outside a
QObject use a fixed context: `QCoreApplication.translate("Ctx", "text")`, or for counts
`Ctx = TrContext("Ctx"); Ctx.tr("%n tile(s)", "comment", n)` (see context.py for why).

Tools: `python -m mextrain.i18n.refresh` (extract and build), `python -m mextrain.i18n.ts_check`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .context import TrContext
from .languages import CODES, LANGUAGES, PLURAL_FORMS, SOURCE_LANGUAGE, native_name, normalize, system_language
from .names import possessive as _possessive

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtCore import QSettings

    from .translator import LanguageManager

__all__ = [
    "CODES",
    "LANGUAGES",
    "PLURAL_FORMS",
    "SOURCE_LANGUAGE",
    "TrContext",
    "current_language",
    "install",
    "manager",
    "native_name",
    "normalize",
    "possessive",
    "switch_language",
    "system_language",
    "uninstall",
]

_manager: LanguageManager | None = None


def install(settings: QSettings | None = None, folder: Path | None = None) -> LanguageManager:
    """Create the application's LanguageManager and apply the remembered language.

    Call once after the QApplication exists and has its organization and application
    names, so that the choice is read from the right QSettings. With `settings` (a
    QSettings of one's own: tests, the self-test) or `folder` (where the .qm files are),
    a new manager replaces the old one, whose translators are removed.
    """
    global _manager
    from PySide6.QtCore import QCoreApplication

    from .translator import LanguageManager

    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("mextrain.i18n.install() needs a QApplication first")
    fresh = settings is not None or folder is not None
    if fresh or not _usable(_manager, app):
        if _usable(_manager, app):
            _manager.shutdown()  # type: ignore[union-attr]
            _manager.deleteLater()  # type: ignore[union-attr]
        _manager = LanguageManager(app, settings=settings, folder=folder)
    return _manager  # type: ignore[return-value]


def _usable(candidate: LanguageManager | None, app: object) -> bool:
    """Still alive and owned by this application (tests may make a new QApplication)."""
    from shiboken6 import isValid

    return candidate is not None and isValid(candidate) and candidate.parent() is app


def manager() -> LanguageManager:
    """The application's LanguageManager, installed on first use."""
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance()
    return _manager if _usable(_manager, app) else install()  # type: ignore[return-value]


def uninstall() -> None:
    """Remove the translators and forget the manager (tests; a new install() starts afresh)."""
    global _manager
    from PySide6.QtCore import QCoreApplication

    if _usable(_manager, QCoreApplication.instance()):
        _manager.shutdown()  # type: ignore[union-attr]
        _manager.deleteLater()  # type: ignore[union-attr]
    _manager = None


def switch_language(code: str) -> None:
    """Show the game in `code` ("en", "de", "uk", "da"; "" = the system's) and remember it."""
    manager().set_language(code)


def current_language() -> str:
    return manager().current


def possessive(name: str) -> str:
    """`name` as the language on screen puts it before what it owns: the Danish genitive
    ("Adas", "Boris'", "Max'"), the plain name in the other languages (names.py).

    Asks the installed manager, never installs one: without it the strings are English."""
    from PySide6.QtCore import QCoreApplication

    shown = _manager
    code = shown.current if shown is not None and _usable(shown, QCoreApplication.instance()) else SOURCE_LANGUAGE
    return _possessive(name, code)
