"""A name before what it owns reads as each language says it (issue 32 point 18).

Danish puts the genitive on the name: "Adas tog", but "Boris' tog", "Lars' bord", "Max'
tur" after s, x and z. A translation cannot say that with "%1s" ("Boriss tog" in every
default game), so the code builds it (`mextrain.i18n.possessive`) and the Danish strings
say "%1 tog"; the other languages keep the plain name. Read through the real .qm files.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from mextrain.engine import Event, EventKind, Game, GameOptions
from mextrain.i18n import lupdate, names, possessive, ts_check
from mextrain.ui import texts
from mextrain.ui.netplay.dialogs import HostDialog
from mextrain.ui.table import spoken
from mextrain.ui.window import handover
from support.ux import Languages

FOLDER = Path(__file__).resolve().parents[2] / "translations"

#: the name, and its Danish genitive
DANISH = {"Boris": "Boris'", "Max": "Max'", "Anna": "Annas", "Lars": "Lars'", "Ada": "Adas", "Liz": "Liz'",
          "Jens": "Jens'", "Emil": "Emils", "Spiller 1": "Spiller 1's"}  # the last: an unnamed person (issue 32, 7)


@pytest.mark.parametrize(("name", "genitive"), DANISH.items())
def test_the_danish_genitive_takes_an_apostrophe_after_s_x_and_z(name: str, genitive: str) -> None:
    assert names.possessive(name, "da") == genitive
    for code in ("en", "de", "uk"):
        assert names.possessive(name, code) == name  # said around the plain name there


def test_an_empty_name_stays_empty() -> None:
    assert names.possessive("", "da") == ""


@pytest.fixture
def languages(qapp, tmp_path: Path):  # noqa: ANN001
    shown = Languages(tmp_path / "language.ini")
    yield shown
    shown.close()


def _possessives(seats: list[str]) -> list[str]:
    """Every sentence of the app that puts a seat's name into a possessive, seat 0 being the person."""
    game = Game(GameOptions(len(seats), 7, False), 1)
    view = game.view(0)
    host = HostDialog(seats[1])
    try:
        table = host.setup().table
    finally:
        host.deleteLater()
    return [
        handover.hand_owner_line(seats[1]),
        handover.handover_line(seats[2], True),
        handover.show_button_text(seats[3]),
        table,
        texts.train_name(4, seats, 0),
        texts.event_line(Event(EventKind.MARKER_ON, train=1), seats, 0) or "",
        texts.event_line(Event(EventKind.MARKER_OFF, train=2), seats, 0) or "",
        spoken.train_title(3, view, seats, True),
        spoken.turn_words(view, seats, True, None) if view.current != 0 else spoken.train_title(4, view, seats, True),
    ]


SEATS = ["Ada", "Boris", "Max", "Anna", "Lars"]


def test_every_danish_possessive_puts_the_genitive_on_the_name(languages: Languages) -> None:
    languages.switch("da")
    said = _possessives(SEATS)
    assert said[:8] == [
        "Boris' hånd",
        "Det er Max' tur: giv computeren videre til Max.",
        "V&is Annas hånd",
        "Boris' bord",
        "Lars' tog",
        "Boris' tog har fået en markør.",
        "Markøren er fjernet fra Max' tog.",
        "Annas tog",
    ]
    assert not any("ss " in s or "xs " in s or "%" in s for s in said), said


def test_the_other_languages_keep_the_plain_name(languages: Languages) -> None:
    languages.switch("de")
    said = _possessives(SEATS)
    assert said[0] == "Hand von Boris" and said[4] == "den Zug von Lars" and "Max ist dran" in said[1]
    languages.switch("en")
    said = _possessives(SEATS)
    assert said[:5] == ["Boris's hand", "Max's turn: pass the computer to Max.", "&Show Anna's hand", "Boris's table",
                        "Lars's train"]


def test_no_danish_string_builds_a_genitive_with_s() -> None:
    """"%1s" is "Boriss" for a name in s: every possessive is built in code (names.py)."""
    messages = ts_check.read_ts(lupdate.ts_path("da", FOLDER)).messages
    found = [m.where() for m in messages for form in m.forms if "%1s" in form or "%2s" in form]
    assert not found, found


def test_the_possessive_of_the_language_on_screen(languages: Languages) -> None:
    languages.switch("da")
    assert possessive("Boris") == "Boris'"
    languages.switch("uk")
    assert possessive("Boris") == "Boris"
