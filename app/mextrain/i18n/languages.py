"""The languages the game speaks, each named in its own language, and the system's choice.

English is the source language: the strings in the code are English, and
translations/mextrain_en.ts only carries English's singular/plural forms.
"""
from __future__ import annotations

from PySide6.QtCore import QLocale

SOURCE_LANGUAGE = "en"

#: (code, the language's own name), in the order View > Language lists them.
#: The names are never translated: a person looks for their own language's name.
LANGUAGES: tuple[tuple[str, str], ...] = (
    ("en", "English"),
    ("de", "Deutsch"),
    ("uk", "Українська"),
    ("da", "Dansk"),
)

CODES: tuple[str, ...] = tuple(code for code, _ in LANGUAGES)

#: plural forms per language, as Qt's lrelease counts them (Ukrainian: 1, 2-4, 5-20 ...)
PLURAL_FORMS: dict[str, int] = {"en": 2, "de": 2, "uk": 3, "da": 2}


def native_name(code: str) -> str:
    """"Deutsch" for "de"; the code itself for a language we do not ship."""
    return dict(LANGUAGES).get(code, code)


def normalize(code: object) -> str | None:
    """"de", "de_DE", "de-AT", "DE" -> "de"; anything that is not one of ours -> None."""
    if not isinstance(code, str):
        return None
    base = code.strip().replace("-", "_").split("_")[0].lower()
    return base if base in CODES else None


def system_language(locale: QLocale | None = None) -> str:
    """The first of the system's preferred UI languages that the game speaks, else English.

    `QLocale.uiLanguages()` lists the person's preferences in order ("de-CH", "de", "en"),
    so a Swiss German desktop gets German and a French one gets English.
    """
    locale = QLocale.system() if locale is None else locale
    for name in [*locale.uiLanguages(), locale.name()]:
        code = normalize(name)
        if code is not None:
            return code
    return SOURCE_LANGUAGE
