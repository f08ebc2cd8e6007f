"""The in-app rules pages (resources/rules/rules_<lang>.html) speak each language's glossary.

The terms are copied from the project's glossary (kept outside the repository): for each
concept a pattern that any inflected form of the glossary's word matches (Ukrainian
"кісточка, кісточки, кісточок, кісточку" all start "кісточ"). Every page has the same
sections as the English one, and none uses a literal calque the glossary ruled out.
"""
from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from mextrain.i18n import CODES
from mextrain.paths import resources_dir

RULES = resources_dir() / "rules"

#: concept -> a regular expression (case-insensitive) for the glossary's word in the language
GLOSSARY: dict[str, dict[str, str]] = {
    "en": {
        "tile": r"\btiles?\b",
        "double": r"\bdoubles?\b",
        "engine": r"\bengines?\b",
        "train": r"\btrains?\b",
        "Mexican Train": r"Mexican Train",
        "marker": r"\bmarkers?\b",
        "boneyard": r"\bboneyard\b",
        "draw": r"\bdraw",
        "pass": r"\bpass(es)?\b",
        "cover": r"\bcover",
        "pips": r"\bpips?\b",
        "round": r"\brounds?\b",
        "points": r"\bpoints\b",
        "hand": r"\bhand\b",
        "full game": r"\bfull game\b",
        "short game": r"\bshort game\b",
        "starting run": r"\bstarting run\b",
        "Flip": r"\bFlip\b",
        "Arrange": r"\bArrange\b",
        "New Game dialog": r"\bNew Game dialog\b",
    },
    "de": {
        "tile": r"\bStein(e|en)?\b",
        "double": r"\bPasch",
        "engine": r"\bLokomotive\b",
        "train": r"\bZug",
        "Mexican Train": r"\bgemeinsame[n]? Zug|„Mexican Train“",
        "marker": r"\bMarkierung",
        "boneyard": r"\bVorrat",
        "draw": r"\bzieh",
        "pass": r"\baussetzen\b",
        "cover": r"\bbedien",
        "pips": r"\bAugen",
        "round": r"\bRunde",
        "points": r"\bPunkte\b",
        "hand": r"\bHand\b",
        "full game": r"\bvolles Spiel\b",
        "short game": r"\bkurzes Spiel\b",
        "Flip": r"\bDrehen\b",
        "Arrange": r"\bOrdnen\b",
        "New Game dialog": r"„Neues Spiel“",
    },
    "uk": {
        "tile": r"кісточ",
        "double": r"дубл",
        "engine": r"локомотив",
        "train": r"потяг",
        "Mexican Train": r"спільн\w* потяг|«мексиканськ",
        "marker": r"маркер",
        "boneyard": r"базар",
        "draw": r"\bбер|\bбрати|\bвзяти|добира|добир",
        "pass": r"пасу",
        "cover": r"закри",
        "pips": r"\bочк|\bочок",
        "round": r"раунд",
        "points": r"\bочк|\bочок",
        "hand": r"\bрук[аиуі]\b",
        "full game": r"повн\w+ гр",
        "short game": r"коротк\w+ гр",
        "Flip": r"Перевернути",
        "Arrange": r"Упорядкувати",
        "New Game dialog": r"«Нова гра»",
    },
    "da": {
        "tile": r"\bbrik",
        "double": r"dobbeltbrik",
        "engine": r"startbrik",
        "train": r"\btog",
        "Mexican Train": r"Mexican Train",
        "marker": r"\bmarkør",
        "boneyard": r"\bbunken\b",
        "draw": r"\btræk",
        "pass": r"\bmeld\w* pas\b",
        "cover": r"\bdække",
        "pips": r"\bøjne",
        "round": r"\brunde",
        "points": r"\bpoint\b",
        "hand": r"\bhånd",
        "full and short game": r"\b13 runder\b.*\b7 runder\b|\b7 runder\b.*\b13 runder\b",
        "Flip": r"\bVend\b",
        "Arrange": r"\bOrdn\b",
        "New Game dialog": r"\bNyt spil\b",
    },
}

#: literal calques the glossary rules out (the engine is no motor, the boneyard no bone pile)
AVOID: dict[str, list[str]] = {
    "en": [],
    "de": [r"\bMotor", r"Knochen", r"\bMarker\b", r"\bDominostein"],
    "uk": [r"двигун", r"кістк", r"\bбанк"],
    "da": [r"\bmotor", r"knogle", r"kirkegård"],
}


def page(code: str) -> Path:
    return RULES / f"rules_{code}.html"


def page_text(code: str) -> str:
    """The page's words: tags out, entities decoded, spaces collapsed."""
    raw = page(code).read_text(encoding="utf-8")
    text = html.unescape(re.sub(r"<[^>]+>", " ", raw)).replace("\u2060", "")
    return re.sub(r"\s+", " ", text)


def headings(code: str, level: int) -> list[str]:
    raw = page(code).read_text(encoding="utf-8")
    return [html.unescape(h).strip() for h in re.findall(rf"<h{level}[^>]*>(.*?)</h{level}>", raw, re.DOTALL)]


def test_every_language_has_a_rules_page_and_a_term_list() -> None:
    assert set(GLOSSARY) == set(CODES) == set(AVOID)
    for code in CODES:
        assert page(code).is_file(), f"{page(code)} is missing"


@pytest.mark.parametrize("code", CODES)
def test_the_page_uses_its_languages_glossary_terms(code: str) -> None:
    text = page_text(code)
    missing = [concept for concept, pattern in GLOSSARY[code].items()
               if not re.search(pattern, text, re.IGNORECASE | re.DOTALL)]
    assert not missing, f"rules_{code}.html lacks the glossary's word for: {', '.join(missing)}"


@pytest.mark.parametrize("code", CODES)
def test_the_page_avoids_words_the_glossary_rules_out(code: str) -> None:
    text = page_text(code)
    found = [m.group(0) for pattern in AVOID[code] for m in [re.search(pattern, text, re.IGNORECASE)] if m]
    assert not found, f"rules_{code}.html uses {found}, which the glossary does not"


def test_no_english_term_is_missing_from_the_english_page() -> None:
    """English is the UI's source: every concept of the glossary appears on the English page."""
    text = page_text("en")
    assert len(GLOSSARY["en"]) == 20  # every row of the glossary
    missing = [concept for concept, pattern in GLOSSARY["en"].items() if not re.search(pattern, text, re.IGNORECASE)]
    assert not missing


@pytest.mark.parametrize("code", [c for c in CODES if c != "en"])
def test_the_page_has_the_english_pages_sections(code: str) -> None:
    """One title and the same main sections, in the same order as far as numbers go
    (subsections are free: a language may split a long section)."""
    assert len(headings(code, 1)) == len(headings("en", 1)) == 1
    assert len(headings(code, 2)) == len(headings("en", 2)), (headings(code, 2), headings("en", 2))
    assert all(headings(code, 2)), f"rules_{code}.html has an empty section heading"


@pytest.mark.parametrize("code", CODES)
def test_the_page_states_the_same_numbers(code: str) -> None:
    """The facts that must not drift in translation: 91 tiles, 50 for the 0|0, 13 and 7 rounds,
    the hand sizes 15/12/10."""
    text = page_text(code)
    for number in ("91", "50", "13", "7", "15", "12", "10"):
        assert re.search(rf"(?<!\d){number}(?!\d)", text), f"rules_{code}.html never says {number}"


@pytest.mark.parametrize("code", CODES)
def test_the_page_is_utf8_html_with_a_title(code: str) -> None:
    raw = page(code).read_bytes().decode("utf-8")  # raises if not UTF-8
    assert re.search(r"charset=[\"']?utf-8", raw, re.IGNORECASE)
    assert re.search(r"<title>[^<]+</title>", raw)


#: the clarified R11, R12 and R15 in each language's words: a double is covered wherever it
#: lies, a train without a marker for that one tile only (the Danish text: "også på private
#: tog"); drawing ends a starting run; a round is never ended while someone could still lay
CLARIFIED: dict[str, dict[str, str]] = {
    "en": {
        "R11 cover anywhere": r"even on another player's train that has no marker.{0,60}for that one tile only",
        "R12 run ends on a draw": r"you draw one tile, and the run is over",
        "R15 never while someone could lay": r"never ended while anyone could still lay",
    },
    "de": {
        "R11 cover anywhere": r"Zug eines anderen Spielers, der keine Markierung hat.{0,20}Für diesen einen Stein",
        "R12 run ends on a draw": r"ziehst du einen Stein aus dem Vorrat – damit ist die Reihe vorbei",
        "R15 never while someone could lay": r"Solange noch irgendjemand einen Stein anlegen könnte, geht die Runde weiter",
    },
    "uk": {
        "R11 cover anywhere": r"на чужому потязі без маркера.{0,40}лише для однієї кісточки",
        "R12 run ends on a draw": r"бери одну кісточку з базару — на цьому ряд закінчується",
        "R15 never while someone could lay": r"Поки хоч хтось може покласти кісточку, раунд триває",
    },
    "da": {
        "R11 cover anywhere": r"også på private tog.{0,80}kun åbent for den ene brik",
        "R12 run ends on a draw": r"trækker du én brik fra bunken – så er serien slut",
        "R15 never while someone could lay": r"Så længe bare én spiller kan lægge en brik, fortsætter runden",
    },
}


@pytest.mark.parametrize("code", CODES)
def test_the_page_states_the_clarified_rules(code: str) -> None:
    """R11, R12 and R15 as the engine plays them, on every page (they once said less)."""
    assert set(CLARIFIED) == set(CODES)
    text = page_text(code)
    missing = [rule for rule, pattern in CLARIFIED[code].items() if not re.search(pattern, text)]
    assert not missing, f"rules_{code}.html does not say: {', '.join(missing)}"
