"""`LanguageManager`: installs the game's and Qt's translators and remembers the choice.

Switching = set the default QLocale, remove the old QTranslators, install the new ones.
Installing or removing a translator makes Qt send `QEvent.Type.LanguageChange` to every
widget (QApplication posts it to each top-level window, which hands it to its children;
repeated posts are compressed into one), so each widget re-translates in its `changeEvent`.
Objects that are not widgets (scene items, models) listen to `language_changed`.

Two translators per language:
- the game's, translations/mextrain_<code>.qm, found through `mextrain.paths` (source tree,
  installed package and frozen app alike);
- Qt's own, qtbase_<code>.qm (standard dialog buttons, shortcuts, colour and file dialogs),
  from Qt's translations folder: PySide6/Qt/translations in a venv, and the same folder
  inside a PyInstaller bundle, which keeps qtbase_{de,uk,da} (packaging/bundle_policy.py).
English needs no Qt translation; its game .qm only carries the singular/plural forms.
"""
from __future__ import annotations

import logging
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QSettings, QTranslator, Signal

from mextrain.paths import translations_dir

from .languages import CODES, SOURCE_LANGUAGE, normalize, system_language

log = logging.getLogger(__name__)

SETTINGS_KEY = "ui/language"
#: stored to mean "follow the system's language" (also what a first start does)
FOLLOW_SYSTEM = ""
APP_CATALOG = "mextrain"
QT_CATALOG = "qtbase"


def app_qm_path(code: str, folder: Path | None = None) -> Path:
    return (translations_dir() if folder is None else folder) / f"{APP_CATALOG}_{code}.qm"


def qt_translation_dirs() -> list[Path]:
    """Where Qt's own .qm files may be, best first (the list is short and cheap to try)."""
    dirs = [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))]
    try:
        import PySide6

        dirs.append(Path(PySide6.__file__).resolve().parent / "Qt" / "translations")
    except (ImportError, TypeError):  # pragma: no cover - PySide6 is always there
        pass
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        dirs.append(Path(frozen_root) / "PySide6" / "Qt" / "translations")
    unique: list[Path] = []
    for folder in dirs:
        if folder not in unique:
            unique.append(folder)
    return unique


def qt_qm_path(code: str) -> Path | None:
    """qtbase_<code>.qm, or None when Qt has no translation for `code` (or it was cut)."""
    for folder in qt_translation_dirs():
        path = folder / f"{QT_CATALOG}_{code}.qm"
        if path.is_file():
            return path
    return None


def locale_for(code: str) -> QLocale:
    """The system's locale when it speaks `code` (keeps de_AT's or en_GB's formats), else `code`'s."""
    system = QLocale.system()
    return system if normalize(system.name()) == code else QLocale(code)


class LanguageManager(QObject):
    """The one owner of the application's translators.

    `settings`: where the choice is kept (default: the application's QSettings);
    `folder`: where the game's .qm files are (default: `mextrain.paths.translations_dir()`).
    The stored language is applied at construction.
    """

    language_changed = Signal(str)

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        settings: QSettings | None = None,
        folder: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self._settings = settings if settings is not None else QSettings()
        self._folder = folder
        self._current = ""
        self._translators: list[QTranslator] = []
        self._apply(self.stored_language())

    # ------------------------------------------------------------------ reading
    @property
    def current(self) -> str:
        """The code of the language on screen ("en", "de", "uk", "da")."""
        return self._current

    @property
    def follows_system(self) -> bool:
        return self._stored_value() == FOLLOW_SYSTEM

    def _stored_value(self) -> str:
        """The stored code, normalized; FOLLOW_SYSTEM when none, or a broken or foreign value, is stored."""
        code = normalize(self._settings.value(SETTINGS_KEY, FOLLOW_SYSTEM))
        return FOLLOW_SYSTEM if code is None else code

    def stored_language(self) -> str:
        """The remembered language; the system's (or English) if none or a bad one is stored."""
        value = self._stored_value()
        return system_language() if value == FOLLOW_SYSTEM else value

    def loaded_files(self) -> list[str]:
        """The .qm files installed now (for the self-test and bug reports)."""
        return [t.filePath() for t in self._translators]

    # ------------------------------------------------------------------ switching
    def set_language(self, code: str) -> None:
        """Show the game in `code` and remember it; `""` follows the system's language.

        Raises ValueError for a language the game does not speak.
        """
        if code == FOLLOW_SYSTEM:
            self._settings.setValue(SETTINGS_KEY, FOLLOW_SYSTEM)
            self._apply(system_language())
            return
        normal = normalize(code)
        if normal is None:
            raise ValueError(f"the game does not speak {code!r}; it speaks {', '.join(CODES)}")
        self._settings.setValue(SETTINGS_KEY, normal)
        self._apply(normal)

    def _apply(self, code: str) -> None:
        if code == self._current and self._translators:
            return
        QLocale.setDefault(locale_for(code))  # before the event: widgets may ask QLocale()
        app = QCoreApplication.instance()
        new = self._load(code)
        if app is not None:
            for translator in self._translators:
                app.removeTranslator(translator)
            for translator in new:  # Qt's first: the last installed is asked first
                app.installTranslator(translator)
        self._translators = new
        changed = code != self._current
        self._current = code
        if changed:
            self.language_changed.emit(code)

    def _load(self, code: str) -> list[QTranslator]:
        loaded: list[QTranslator] = []
        qt_qm = None if code == SOURCE_LANGUAGE else qt_qm_path(code)
        for path in (qt_qm, app_qm_path(code, self._folder)):
            if path is None:
                continue
            translator = QTranslator(self)
            if translator.load(str(path)):
                loaded.append(translator)
            else:
                log.warning("cannot load the translation %s", path)
        if code != SOURCE_LANGUAGE and qt_qm is None:
            log.warning("Qt's own translation qtbase_%s.qm is missing", code)
        return loaded

    def shutdown(self) -> None:
        """Remove the translators (tests; the end of the application removes them anyway)."""
        app = QCoreApplication.instance()
        if app is not None:
            for translator in self._translators:
                app.removeTranslator(translator)
        self._translators = []
        self._current = ""
