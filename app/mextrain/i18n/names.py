"""A name put before what it owns, as each language builds it: the Danish genitive.

Danish puts the genitive on the name itself: "Adas tog", "Annas hånd"; a name that ends
in s, x or z takes an apostrophe only: "Boris' tog", "Lars' bord", "Max' tur", and one that ends in a
digit apostrophe and s: "Spiller 1's tur" (Retskrivningsordbogen).
A string cannot say that with "%1s", so a Danish translation writes "%1 tog" where the
English says "%1's train", and the code fills that %1 with `mextrain.i18n.possessive(name)`.
The other languages say it around the plain name ("Ada's train", "Zug von Ada",
"потяг гравця Ада"), so for them the name comes back as it is.
"""
from __future__ import annotations

#: the last letters after which a Danish genitive is an apostrophe alone
_APOSTROPHE_ONLY = frozenset("sxz")


def possessive(name: str, language: str) -> str:
    """`name` as `language` ("en", "de", "uk", "da") puts it before what it owns; after a digit
    Danish writes "'s" ("Spiller 1's tur", as "DSB's"), the default name of an unnamed person."""
    if language != "da" or not name:
        return name
    if name[-1].isdigit():
        return name + "'s"
    return name + ("'" if name[-1].casefold() in _APOSTROPHE_ONLY else "s")
