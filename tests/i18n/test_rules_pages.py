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
    "uk": [r"двигун", r"кістк", r"\bбанк", r"Mexican Train"],  # the game is «Мексиканський потяг» here
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
#: tog"); drawing ends a starting run; a round is never ended while someone could still lay.
#: R15 as rewritten: a pass opens the passer's train, and the round is blocked only when
#: nobody could lay even with a marker on every train (not after one forced pass).
CLARIFIED: dict[str, dict[str, str]] = {
    "en": {
        "R11 cover anywhere": r"even on another player's train that has no marker.{0,60}for that one tile only",
        "R12 run ends on a draw": r"you draw one tile, and the run is over",
        "R15 never while someone could lay": r"never ended while anyone could still lay",
        "R15 a pass opens a train": r"passes, and the marker that pass puts on their train opens it",
        "R15 judged with every train marked": r"blocked only when nobody holds a tile.{0,40}even with a marker on every player's train",
    },
    "de": {
        "R11 cover anywhere": r"Zug eines anderen Spielers, der keine Markierung hat.{0,20}Für diesen einen Stein",
        "R12 run ends on a draw": r"ziehst du einen Stein aus dem Vorrat – damit ist die Reihe vorbei",
        "R15 never while someone could lay": r"Solange noch irgendjemand einen Stein anlegen könnte, geht die Runde weiter",
        "R15 a pass opens a train": r"Wer nicht legen kann, setzt aus, und sein Zug bekommt eine Markierung – damit steht er allen",
        "R15 judged with every train marked": r"erst, wenn niemand mehr einen Stein hat.{0,40}selbst wenn auf jedem Zug eine Markierung stünde",
    },
    "uk": {
        "R11 cover anywhere": r"на чужому потязі без маркера.{0,40}лише для однієї кісточки",
        "R12 run ends on a draw": r"бери одну кісточку з базару — на цьому викладання кісточок поспіль закінчується",
        "R15 never while someone could lay": r"Поки хоч хтось може покласти кісточку, раунд триває",
        "R15 a pass opens a train": r"пасує, і на його потяг ставлять маркер — тепер туди можуть ходити всі інші",
        "R15 judged with every train marked": r"лише тоді, коли ні в кого немає кісточки.{0,40}навіть якби маркер стояв на кожному потязі",
    },
    "da": {
        "R11 cover anywhere": r"også på private tog.{0,80}kun åbent for den ene brik",
        "R12 run ends on a draw": r"trækker du én brik fra bunken – så er startserien slut",
        "R15 never while someone could lay": r"Så længe bare én spiller kan lægge en brik, fortsætter runden",
        "R15 a pass opens a train": r"melder pas og får en markør på sit tog – og så må alle de andre lægge dér",
        "R15 judged with every train marked": r"først slut, når ingen har en brik.{0,40}heller ikke hvis der stod en markør på hvert eneste tog",
    },
}


@pytest.mark.parametrize("code", CODES)
def test_the_page_states_the_clarified_rules(code: str) -> None:
    """R11, R12 and R15 as the engine plays them, on every page (they once said less)."""
    assert set(CLARIFIED) == set(CODES)
    text = page_text(code)
    missing = [rule for rule, pattern in CLARIFIED[code].items() if not re.search(pattern, text)]
    assert not missing, f"rules_{code}.html does not say: {', '.join(missing)}"


#: wording that once said something wrong or unclear (issue 24) and must not come back: the
#: old one-pass R15, "may" for a drawn tile that must be laid (R12), 24 pips for a 12|12
#: train's first tile (R6), "whoever ended the round" after a blocked round (R17), a first
#: tile elsewhere that is "only this one tile" though a double plays again (R11), and
#: phrases no native speaker would write
RETIRED: dict[str, list[str]] = {
    "en": [r"not even after the player whose turn it is has passed", r"one-tile turn"],
    "de": [r"auch dann nicht, wenn der Spieler, der gerade dran ist", r"darfst du ihn sofort anlegen",
           r"Augenzahl der Lokomotive zeigen", r"Wer die Runde beendet hat", r"bleibt es bei diesem einen Stein",
           r"ab Werk", r"gibt ab, wenn", r"\bzieh ihn\b", r"Zug beenden"],
    "uk": [r"навіть після того, як гравець, чия зараз черга", r"стільки ж очок, скільки локомотив",
           r"Хто закінчив раунд", r"зазвичай", r"спочатку вимкнено", r"намальований як маленький локомотив",
           r"запишуть тобі в очки", r"і то одразу", r"ряд закінчується"],
    "da": [r"den spiller, der er i tur", r"Markøren fjernes, i samme øjeblik", r"Hold øje med lokomotiverne",
           r"Afslut tur\b", r"\b(?<!start)serie"],
}


@pytest.mark.parametrize("code", CODES)
def test_the_page_no_longer_says_what_issue_24_corrected(code: str) -> None:
    assert set(RETIRED) == set(CODES)
    text = page_text(code)
    found = [m.group(0) for pattern in RETIRED[code] for m in [re.search(pattern, text)] if m]
    assert not found, f"rules_{code}.html still says {found}"


def test_the_danish_new_game_bullet_names_every_option_and_its_default() -> None:
    """Issue 24: the Danish page's New Game bullet once left out the starting run and the defaults."""
    text = page_text("da")
    bullet = re.search(r"Dialogen Nyt spil\..*?Endelig er der spilnummeret", text)
    assert bullet, "the Danish page has no New Game bullet"
    for needed in (r"4 spillere som standard", r"mellemniveauet", r"13 runder.{0,60}standardvalget",
                   r"startserie.{0,40}slået fra som standard"):
        assert re.search(needed, bullet.group(0)), needed


#: what issue 32's native editor found untrue or unclear on the pages: the seats as "you and
#: 1-7 computer opponents" (people may sit at any seat), R13's "Augenzahl" (reads as the
#: sum), Flip as "umdrehen" (face down), the Arrange row as a "Reihe" (the starting run),
#: and the Ukrainian page ending the first turn on a draw (it ends the run: R10, R12)
RETIRED_IN_ISSUE_32: dict[str, list[str]] = {
    "en": [r"you and 1–7 computer opponents", r"each computer opponent's name"],
    "de": [r"1 bis 7 Computergegner", r"jedem Gegner einen Namen", r"Augenzahl des Pasches", r"umzudrehen",
           r"längste Reihe", r"Reihe zurechtzulegen", r"diese Reihe"],
    "uk": [r"на цьому твій перший хід закінчується", r"суперників-комп’ютерів", r"силу кожного суперника",
           r"(?i)(?<!\w)(ви|вас|ваш\w*|вам|вами)(?!\w)"],  # ти everywhere
    "da": [r"1–7 computermodstandere", r"hver modstander et navn"],
}


@pytest.mark.parametrize("code", CODES)
def test_the_page_no_longer_says_what_issue_32_corrected(code: str) -> None:
    assert set(RETIRED_IN_ISSUE_32) == set(CODES)
    text = page_text(code)
    found = [m.group(0) for pattern in RETIRED_IN_ISSUE_32[code] for m in [re.search(pattern, text)] if m]
    assert not found, f"rules_{code}.html still says {found}"


#: a seat may be a person (at this computer or at a networked table), and the computer
#: players' default names are the ones the game gives them (ui.texts.DEFAULT_NAMES)
SEATS_OF_PEOPLE: dict[str, dict[str, str]] = {
    "en": {"a person": r"\bor a person\b", "one computer": r"play at this one computer",
           "networked": r"Host a Table…", "kinds": r"Easy, Normal or Hard"},
    "de": {"a person": r"oder ein Mensch\b", "one computer": r"an diesem einen Computer",
           "networked": r"Tisch eröffnen…", "kinds": r"Leicht, Normal oder Schwer"},
    "uk": {"a person": r"або людина\b", "one computer": r"за цим самим комп’ютером",
           "networked": r"Відкрити стіл…", "kinds": r"легкий, звичайний чи сильний"},
    "da": {"a person": r"eller et menneske\b", "one computer": r"ved den samme computer",
           "networked": r"Vær vært for et bord…", "kinds": r"computerspiller med en styrke"},
}


@pytest.mark.parametrize("code", CODES)
def test_the_page_says_a_seat_may_be_a_person_and_names_the_computer_players(code: str) -> None:
    from mextrain.ui.texts import DEFAULT_NAMES

    text = page_text(code)
    missing = [what for what, pattern in SEATS_OF_PEOPLE[code].items() if not re.search(pattern, text)]
    names = ", ".join(DEFAULT_NAMES[:-1])  # "Ada, Boris, …, Freja", then "and Greta" in the language's words
    assert names in text and DEFAULT_NAMES[-1] in text, f"rules_{code}.html does not name {DEFAULT_NAMES}"
    assert not missing, f"rules_{code}.html does not say: {', '.join(missing)}"


def test_the_danish_page_gives_the_two_exceptions_and_the_lobby() -> None:
    """R11: nobody lays elsewhere while a double is open, but the seat that laid it may lay
    another double, or a drawn double, on another train; the host switches the starting run
    on in the lobby (the Danish source text says so)."""
    text = page_text("da")
    assert re.search(r"må ingen lægge andre steder – heller ikke på deres eget tog\. Der er kun to undtagelser", text)
    assert re.search(r"endnu en dobbeltbrik på et andet tog.{0,160}trækker, en dobbeltbrik", text)
    assert re.search(r"startserie.{0,300}værten slår den til i lobbyen", text)


#: R18–R24 on every page (issue 28): the section, the rule set and each house rule in the
#: glossary's words, the hands of a double-15 set
HOUSE_RULES: dict[str, dict[str, str]] = {
    "en": {"section": "House rules", "R18": r"rule set", "standard": r"Standard rules",
           "R19": r"double-6, double-9, double-12 \(the standard\) or double-15", "R20": r"Doubles need not be covered",
           "R21": r"Going out on a double", "R22": r"Own train first", "R23": r"Draw until a tile fits",
           "R24": r"0\|0 counts 0", "hands": r"double-15 20 16 14"},
    "de": {"section": "Hausregeln", "R18": r"Regelsatz", "standard": r"Standardregeln",
           "R19": r"Doppel-6, Doppel-9, Doppel-12 \(Standard\) oder Doppel-15",
           "R20": r"Ein Pasch muss nicht bedient werden", "R21": r"Mit einem Pasch als letztem Stein ausgehen",
           "R22": r"Zuerst den eigenen Zug beginnen", "R23": r"Ziehen, bis ein Stein passt",
           "R24": r"0\|0 zählt 0 Punkte", "hands": r"Doppel-15 20 16 14"},
    "uk": {"section": "Домашні правила", "R18": r"набор\w* правил", "standard": r"Стандартн\w+ правил",
           "R19": r"дубль-6, дубль-9, дубль-12 \(стандартний\) або дубль-15",
           "R20": r"Дубль не обов’язково закривати", "R21": r"Закінчити раунд дублем",
           "R22": r"Спершу свій потяг", "R23": r"Добирати, доки кісточка не підійде",
           "R24": r"0\|0 — 0 очок", "hands": r"дубль-15 20 16 14"},
    "da": {"section": "Husregler", "R18": r"regelsæt", "standard": r"Standardregler",
           "R19": r"dobbelt-6-, dobbelt-9-, dobbelt-12- \(standard\) eller dobbelt-15-sæt",
           "R20": r"Dobbeltbrikker behøver ikke at dækkes", "R21": r"Afslutte runden med en dobbeltbrik",
           "R22": r"Først dit eget tog", "R23": r"Træk, til en brik passer",
           "R24": r"0\|0 tæller 0 point", "hands": r"dobbelt-15 20 16 14"},
}


@pytest.mark.parametrize("code", CODES)
def test_the_page_has_a_house_rules_section_in_the_glossarys_words(code: str) -> None:
    assert set(HOUSE_RULES) == set(CODES)
    assert HOUSE_RULES[code]["section"] in headings(code, 2)
    text = page_text(code)
    missing = [rule for rule, pattern in HOUSE_RULES[code].items() if not re.search(pattern, text)]
    assert not missing, f"rules_{code}.html does not say: {', '.join(missing)}"


def test_rules_md_r2_says_who_plays_a_seat_as_the_game_does_now() -> None:
    """Issue 38, point 24: R2 said every seat but the first is a computer, "so that several people may one
    day share a table" - they do (people at one computer, networked tables)."""
    text = (Path(__file__).resolve().parents[2] / "resources" / "docs" / "rules.md").read_text(encoding="utf-8")
    r2 = text[text.index("**R2 The seats.**"):text.index("**R3 The deal.**")]
    assert "one day" not in r2 and "every other seat is a computer" not in r2
    assert "person" in r2 and "computer" in r2 and re.search(r"networked\s+table", r2)
