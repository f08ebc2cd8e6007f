"""`TrContext`: a fixed translation context for code that is not a QObject.

Python's answer to C++'s `Q_DECLARE_TR_FUNCTIONS(Context)`:

    Texts = TrContext("Texts")          # the variable's name IS the context
    Texts.tr("The boneyard is empty.")
    Texts.tr("%n tile(s)", "tiles left in a hand", n)

Why not `QCoreApplication.translate("Texts", "%n tile(s)", "...", n)`? pyside6-lupdate
6.10's Python parser reads an identifier in the fourth place as the old "encoding"
argument, so it records such a message WITHOUT plural forms (and drops the call entirely
when the count is an expression like `len(hand)`). `Name.tr("text", "comment", n)` is parsed
like `self.tr`, with `Name` as the context, and any count expression makes it a plural.
Plain `QCoreApplication.translate("Ctx", "literal")` without a count is fine as it is.

Rules for lupdate to see the string: call it as `Name.tr(...)` with the bare name (not
`module.Name.tr`), with literal strings, and bind the name to `TrContext("Name")`.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication


class TrContext:
    """A translation context: `tr()` translates within it, as `self.tr()` does for a QObject."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """The translation of `text` in this context; `%n` becomes `n` in the right plural form."""
        return QCoreApplication.translate(self.name, text, disambiguation, n)

    def __repr__(self) -> str:
        return f"TrContext({self.name!r})"
