"""The few strings the language layer owns, translated here into every language.

- `language_menu_title()`: View > Language's title, "&Language".
- `tile_count(n)`: "%n tile(s)", the number of tiles in a hand ("1 tile", "5 tiles";
  Ukrainian "1 кісточка", "2 кісточки", "5 кісточок"). The UI shows hand counts with it.

Their translations in translations/mextrain_{de,uk,da}.ts were written with the language
layer (the glossary's words: Stein, кісточка, brik); lupdate keeps them across refreshes.
The runtime tests use them to check plural forms with the real .qm files.
"""
from __future__ import annotations

from .context import TrContext

Language = TrContext("Language")
Plurals = TrContext("Plurals")


def language_menu_title() -> str:
    return Language.tr("&Language", "View menu: the submenu that lists the languages")


def tile_count(n: int) -> str:
    return Plurals.tr("%n tile(s)", "how many tiles a hand holds", n)
