"""A dialog's keyboard accelerators (Alt+letter) stay distinct in every language.

A translation picks its own letters; two fields of one dialog on the same letter make
Alt+letter reach only the first. Each context below is one dialog or panel, so its
accelerators must not clash more than the English ones do.
"""
from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from mextrain.i18n import CODES, lupdate, ts_check

FOLDER = Path(__file__).resolve().parents[2] / "translations"
#: contexts whose strings all sit in one window at once
ONE_WINDOW = ("HostDialog", "JoinDialog", "LobbyWindow", "NewGameDialog", "PreferencesDialog", "SidePanel", "ScoreSheet")


def letter(text: str) -> str | None:
    found = re.search(r"&(?!&)(\w)", text)
    return found.group(1).casefold() if found else None


def clashes(texts: list[str]) -> dict[str, int]:
    counts = Counter(filter(None, map(letter, set(texts))))
    return {key: n for key, n in counts.items() if n > 1}


@pytest.mark.parametrize("code", [c for c in CODES if c != "en"])
def test_no_dialog_gives_two_fields_one_letter(code: str) -> None:
    messages = ts_check.read_ts(lupdate.ts_path(code, FOLDER)).messages
    worse = {}
    for context in ONE_WINDOW:
        mine = [m for m in messages if m.context == context]
        assert mine, f"no strings in the context {context}"
        english, translated = clashes([m.source for m in mine]), clashes([m.forms[0] for m in mine])
        if len(translated) > len(english):
            worse[context] = {key: [m.forms[0] for m in mine if letter(m.forms[0]) == key] for key in translated}
    assert not worse, worse


def test_a_clash_is_found() -> None:
    assert clashes(["&Port:", "&Plätze:", "&Name"]) == {"p": 2}
    assert clashes(["&Port:", "Plät&ze:", "a && b"]) == {}
