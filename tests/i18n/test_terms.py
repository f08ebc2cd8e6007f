"""One word for each idea: no glossary term's rival comes back into the shipped translations.

The term table is in translations/README.md (the translators' section). Each rule below
names a word that means one idea in a language and says in which English sources it may
appear; the texts are read from the .qm files the game loads (keys from the .ts), so a
rival that slips into a build is caught. The examples at the end are the rivals issue 24
found, so each rule is shown to catch what it is for.
"""
from __future__ import annotations

import html
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from mextrain.i18n import lupdate, ts_check
from mextrain.paths import resources_dir

FOLDER = Path(__file__).resolve().parents[2] / "translations"
TRANSLATED = ("de", "uk", "da")
ACCELERATOR = re.compile(r"&(?!&)")
#: the plural forms asked of the .qm: n that pick each of the language's forms
PLURAL_NS = {"de": (1, 2), "da": (1, 2), "uk": (1, 2, 5)}


@dataclass(frozen=True)
class Shown:
    context: str
    source: str  # the English, accelerators removed
    text: str  # what the .qm gives, accelerators removed

    def where(self) -> str:
        return f"[{self.context}] {self.source!r} -> {self.text!r}"


def plain(text: str) -> str:
    return ACCELERATOR.sub("", text).replace("&&", "&")


@cache
def shown(code: str) -> tuple[Shown, ...]:
    """Every translated string of a language as the game shows it (each plural form on its own)."""
    translator = QTranslator()
    assert translator.load(str(lupdate.qm_path(code, FOLDER))), f"mextrain_{code}.qm does not load"
    found = []
    for m in ts_check.read_ts(lupdate.ts_path(code, FOLDER)).messages:
        comment = m.comment or None
        texts = ([translator.translate(m.context, m.source, comment, n) for n in PLURAL_NS[code]]
                 if m.numerus else [translator.translate(m.context, m.source, comment)])
        for text in texts:
            assert text, f"mextrain_{code}.qm has nothing for [{m.context}] {m.source!r}"
            found.append(Shown(m.context, plain(m.source), plain(text)))
    return tuple(found)


def tr(code: str, context: str, source: str) -> str:
    hits = {s.text for s in shown(code) if s.context == context and s.source == plain(source)}
    assert len(hits) == 1, (code, context, source, hits)
    return hits.pop()


@dataclass(frozen=True)
class Rival:
    why: str
    pattern: str  # in the translation
    allowed_if: str | None = None  # ...unless the English source matches this


#: per language: words that mean another idea (or a spelling the glossary ruled out)
RIVALS: dict[str, list[Rival]] = {
    "de": [
        Rival("Zug is the train: a move is a Spielzug, a turn 'dran sein'", r"\b[Zz][uü]g(e|es|en)?\b",
              r"\btrains?\b|\bMexican Train\b"),
        Rival("the shared train is der gemeinsame Zug: Mexican Train is the game's name (issue 38)",
              r"\b(den|der|dem|des|Der) Mexican Train\b|^Mexican Train$"),
        Rival("ziehen is drawing: dragging is schieben", r"(?i)\b(zieh|gezogen|ziehen)", r"\bdr(aw|ew|awn|awing)\b"),
        Rival("Markierung is the marker: highlighting is hervorheben", r"(?i)markier(?!ung)"),
        Rival("Markierung is only the marker", r"Markierung", r"\bmarkers?\b"),
        Rival("the starting run is the Reihe zum Rundenstart", r"mehrere Steine zum Rundenstart"),
        Rival("'ab Werk' is said of factory settings, not of a game's option", r"ab Werk"),
        Rival("the key is 'Eingabe' in every string", r"\bEnter\b"),
        Rival("the own train is 'dein eigener Zug': 'Dein Zug' alone reads as 'your move'", r"\b[Dd]ein(e[mnrs])? Zug\b"),
        Rival("Reihe is the starting run: the Arrange row is the Kette", r"\bReihe\b", r"(?i)starting run|\bruns?\b|End Turn"),
        Rival("Flip swaps the halves: umdrehen would lay the tile face down", r"(?i)umdreh|umzudreh|umgedreht"),
        Rival("one word for the computer players: Computerspieler", r"Computergegner|schwere[nr]? Gegner"),
        Rival("the ellipsis follows its word without a space", r"\s…"),
        Rival("a house rule is a Hausregel (issue 38)", r"Zusatzregel"),
        Rival("the set of tiles is a Satz (issue 38)", r"\bSet\b"),
        Rival("the score sheet is the Punktetabelle (issue 38)", r"Punktezettel"),
        Rival("going out is ausgehen, in one wording (issue 38)", r"(?i)gehst raus|Steine los\b"),
        Rival("away is abwesend, in one wording (issue 38)", r"(?i)\bweg (war|bist|ist|sind)"),
        Rival("the basic rules, not the source texts (issue 38)", r"Vorlagen"),
    ],
    "uk": [
        Rival("the game and the shared train are «Мексиканський потяг», never the Latin spelling", r"Mexican Train"),
        Rival("the shared train's name is «Мексиканський потяг», not 'спільний потяг'", r"[Сс]пільн\w* потяг"),
        Rival("a name after потяг goes after 'гравця' (потяг гравця Ада), never undeclined", r"потяг\w*\s+%\d"),
        Rival("ряд is the Arrange row only", r"\bряд", r"\brows?\b"),
        Rival("місце is a seat only", r"\b[Мм]ісц", r"\bseat(s|ed)?\b"),
        Rival("a count of points is 2 очки (очка only after a decimal)", r"%n очка\b"),
        Rival("'позбавляти від' is a Russism", r"позбавля\w* від"),
        Rival("one apostrophe: ’", r"\w'\w"),
        Rival("highlighting is підсвічувати (позначати reads as marking)", r"(?i)познач"),
        Rival("the player is ти everywhere, never ви or ваш", r"(?i)(?<!\w)(ви|вас|ваш\w*|вам|вами)(?!\w)"),
        Rival("away is 'не на зв’язку', words without a gender (відійшов is wrong for Ada)", r"(?i)відійш|відсутн"),
        Rival("what lies in the boneyard lies на базарі", r"(?i)(?<!\w)[ву] базарі"),
        Rival("one word for the app: програма", r"(?i)застосун"),
        Rival("one word for the host: господар столу", r"(?i)господар\w*(?!\w)(?!\s+столу)"),
        Rival("the highest double is найвищий, not the oldest (issue 38)", r"(?i)найстарш"),
        Rival("Ukrainian quotes are «…» (issue 38)", r"[„“]"),
        Rival("going out is 'закінчити раунд', not the calque 'виходити' (issue 38)", r"(?i)виходиш|виходить\b"),
        Rival("words to the player have no gender (issue 38)", r"\bДістав\b|\bти сам\b|\bсам можеш\b"),
        Rival("away is 'не на зв’язку' (issue 38)", r"(?i)відійд"),
        Rival("the basic rules, not the source texts (issue 38)", r"(?i)першоджерел"),
    ],
    "da": [
        Rival("træk is drawing: a move is a handling", r"(?i)\btr(æk|ak|ukket|ække)\w*", r"\bdr(aw|ew|awn|awing)\b"),
        Rival("markør is the marker: highlighting is fremhæve", r"(?i)\bmark(é|e)r\b"),
        Rival("the starting run is the startserie, never a bare serie", r"(?i)(?<!start)serie"),
        Rival("familieregel only beside startserie", r"(?i)^(?!.*startserie).*familieregel"),
        Rival("a name's genitive is built in code (Adas, Boris', i18n.possessive): never '%1s' or '%1-toget'",
              r"%\d(-toget|s\b)"),
        Rival("a blocked round is blokeret", r"(?i)\blåst"),
        Rival("one word for the app: app (a program is someone else's)", r"(?i)\bdit program\b|\bprogrammet\b"),
        Rival("a question asks with the infinitive (Genåbne bordet?); the imperative is the button's",
              r"^(Genåbn|Forlad|Luk|Vend|Åbn|Gem)\b[^.!]*\?$"),
        Rival("a busy table is optaget, not in a hurry", r"travlt"),
        Rival("the ellipsis follows its word without a space (issue 38)", r"\s…"),
        Rival("a tile is written 0|0, as every other tile (issue 38)", r"\b\d+-\d+\b(?!-sæt)"),
        Rival("a house rule is a valgmulighed (Indstillinger are the Preferences) (issue 38)", r"Indstillingen\b"),
        Rival("someone away is vedkommende, not 'dem' (issue 38)", r"\b(for|på) dem\b"),
        Rival("Nice move! is 'Flot lagt!' (issue 38)", r"Flot handling"),
        Rival("a double need not be covered: 'behøver ikke', never a prohibition (issue 38)",
              r"skal ikke dækkes|ingen skal dække"),
        Rival("the basic rules, not the source texts (issue 38)", r"(?i)kildetekst"),
    ],
}


def rivals_in(code: str, source: str, text: str) -> list[str]:
    return [r.why for r in RIVALS[code]
            if re.search(r.pattern, text) and not (r.allowed_if and re.search(r.allowed_if, source, re.IGNORECASE))]


@pytest.mark.parametrize("code", TRANSLATED)
def test_no_glossary_term_has_a_rival_in_the_ui(code: str) -> None:
    found = [f"{s.where()}: {why}" for s in shown(code) for why in rivals_in(code, s.source, s.text)]
    assert not found, "\n".join(found)


#: what each idea must be called where the English names it
REQUIRED: dict[str, list[tuple[str, str]]] = {
    "de": [(r"(?i)\bstarting run\b|\bEnd Turn\b|\bend the run\b", r"\bReihe\b"),
           (r"\b[Tt]he Mexican Train\b(?! table)|^Mexican Train$", r"\b[Gg]emeinsame[nr]? Zug\b")],  # the shared train (issue 38)
    "uk": [(r"Mexican Train", r"Мексиканськ")],
    "da": [(r"(?i)\bstarting run\b|\bEnd Turn\b|\b(a|the) run\b", r"(?i)startserie"),
           (r"(?i)\bmoves?\b(?!!)", r"(?i)\bhandling(er|en)?\b")],  # "Nice move!" is "Flot lagt!"
}


@pytest.mark.parametrize("code", TRANSLATED)
def test_each_idea_has_its_term_wherever_the_english_names_it(code: str) -> None:
    missing = [f"{s.where()}: needs {term!r}" for idea, term in REQUIRED[code]
               for s in shown(code) if re.search(idea, s.source) and not re.search(term, s.text)]
    assert not missing, "\n".join(missing)


@pytest.mark.parametrize("code", TRANSLATED)
def test_a_count_reads_the_same_in_every_window(code: str) -> None:
    """'%n point(s)' on the score sheet and in the statistics are one set of plural forms."""
    forms: dict[str, set[tuple[str, ...]]] = {}
    for m in ts_check.read_ts(lupdate.ts_path(code, FOLDER)).messages:
        if m.numerus:
            forms.setdefault(m.source, set()).add(m.forms)
    differing = {source: f for source, f in forms.items() if len(f) > 1}
    assert not differing, differing


#: menu paths named in running text, and the menu entries they name
MENU_PATHS = {"Help > Rules": [("MainWindow", "&Help"), ("MainWindow", "&Rules")],
              "Game > Open": [("MainWindow", "&Game"), ("MainWindow", "&Open…")]}


@pytest.mark.parametrize("code", TRANSLATED)
def test_a_menu_path_in_a_sentence_says_what_the_menu_says(code: str) -> None:
    wrong = []
    for english, entries in MENU_PATHS.items():
        path = " > ".join(tr(code, context, source).rstrip("…") for context, source in entries)
        wrong += [s.where() for s in shown(code) if english in s.source and path not in s.text]
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_new_game_dialog_points_to_a_section_the_rules_page_has(code: str) -> None:
    hint = tr(code, "NewGameDialog", "Off by default: see the starting run in the rules (F1).")
    quoted = re.search(r"[„«»]([^“»«]+)[“»«]", hint)
    assert quoted, hint
    page = (resources_dir() / "rules" / f"rules_{code}.html").read_text(encoding="utf-8")
    headings = [html.unescape(h).strip() for h in re.findall(r"<h[23][^>]*>(.*?)</h[23]>", page, re.DOTALL)]
    assert any(h.startswith(quoted.group(1)) for h in headings), (quoted.group(1), headings)


#: the rivals issue 24 found, as (language, English source, the old translation)
FOUND_IN_ISSUE_24 = [
    ("de", "%1 s per move", "%1 s pro Zug"),
    ("de", "End Turn", "Zug beenden"),
    ("de", "Drag a tile from your rack onto a highlighted train.", "Zieh einen Stein aus deiner Hand auf einen hervorgehobenen Zug."),
    ("de", "Mark the tiles that can be laid now", "Anlegbare Steine markieren"),
    ("uk", "Welcome to Mexican Train!", "Ласкаво просимо до Mexican Train!"),
    ("uk", "Mexican Train", "Спільний потяг"),
    ("uk", "%1's train", "потяг %1"),
    ("uk", "%n point(s)", "%n очка"),
    ("uk", "Position in the game", "Місце в грі"),
    ("uk", "gets rid of heavy tiles", "позбавляє від кісточок з багатьма очками"),
    ("uk", "Mark the tiles that can be laid now", "Позначати кісточки, які можна покласти"),
    ("da", "Recent moves", "Seneste træk"),
    ("da", "%1 started a run.", "%1 startede en serie."),
    ("da", "Allow the starting run", "Tillad familieregel: flere brikker i første tur"),
    ("da", "%1's train", "%1-toget"),
    ("da", "Mark the tiles that can be laid now", "Markér de brikker, der kan lægges nu"),
    ("da", "The table is busy. Try again in a moment.", "Bordet har travlt. Prøv igen om et øjeblik."),
]


#: the words issue 32 (a native editor's read, points 18-20) found, as (language, English source, the old translation)
FOUND_IN_ISSUE_32 = [
    ("da", "%1's train", "%1s tog"),
    ("da", "&Show %1's hand", "&Vis %1s hånd"),
    ("da", "Reopen the table?", "Genåbn bordet?"),
    ("da", "The round is blocked: nobody can lay a tile.", "Runden er låst: ingen kan lægge en brik."),
    ("da", "Your seat changed hands a moment ago. Your app tries again in %n second(s).",
     "Din plads har lige skiftet hænder. Dit program prøver igen om %n sekunder."),
    ("de", "Your train", "Dein Zug"),
    ("de", "Marker off your train.", "Dein Zug hat keine Markierung mehr."),
    ("de", "starts your longest row", "beginnt deine längste Reihe"),
    ("de", "Turn the selected tile around (F or Space)", "Den gewählten Stein umdrehen (F oder Leertaste)"),
    ("de", "&Thinking time of Hard players:", "&Bedenkzeit der schweren Gegner:"),
    ("de", "Mexican Train dominoes with a double-12 set, against computer opponents.",
     "Mexican-Train-Domino mit einem Doppel-Zwölf-Set gegen Computergegner."),
    ("de", "Waiting for players…", "Warten auf Mitspieler …"),
    ("uk", "Your seat there is given up.", "Ваше місце там звільниться."),
    ("uk", "The game you left is kept in %1.", "Гру, яку ви покинули, збережено в %1."),
    ("uk", "Away", "Відійшов"),
    ("uk", "A computer plays for someone &away after:", "Комп’ютер грає за &відсутнього через:"),
    ("uk", "Undo cannot go back past a draw: a tile drawn from the boneyard stays drawn, so Undo never shows what "
           "lies in the boneyard.", "… тож скасування ніколи не покаже, що лежить у базарі."),
    ("uk", "The connection to the host was lost and could not be made again. The host's app may have stopped, or its "
           "computer left the network.", "… Можливо, його застосунок закрився або комп’ютер вийшов із мережі."),
    ("uk", "The host closed the table.", "Господар закрив стіл."),
]


#: the words issue 38 (a bilingual editor's read, points 9 and 26-29) found, as (language, English source, the old one)
FOUND_IN_ISSUE_38 = [
    ("de", "Off by default: see the starting run in the rules (F1).",
     "Standardmäßig aus. Siehe „Zusatzregel: Reihe zum Rundenstart“ in den Spielregeln (F1)."),
    ("de", "your last tile: you go out", "dein letzter Stein: Du gehst raus"),
    ("de", "You went out!", "Du bist alle Steine los!"),
    ("de", "While you were away, a computer played for you: %1.", "Während du weg warst, hat ein Computer …"),
    ("de", "The rules of the source texts.", "Die Regeln der Vorlagen, ohne Hausregeln."),
    ("de", "The set.", "Gespielt wird mit einem Doppel-Zwölf-Set"),
    ("de", "the score sheet", "auf dem Punktezettel"),
    ("de", "Mexican Train", "Mexican Train"),  # the shared train's label on the table, untranslated
    ("de", "Boris lays on the Mexican Train too.", "Boris legt ebenfalls an den Mexican Train an."),
    ("uk", "The highest double of the tiles; …", "Найстарший дубль набору; …"),
    ("uk", "A few set words such as “Nice move!”", "Кілька готових фраз, як-от „Гарний хід!“"),
    ("uk", "your last tile: you go out", "твоя остання кісточка: ти виходиш"),
    ("uk", "a double you can cover yourself", "дубль, який ти сам можеш закрити"),
    ("uk", "If someone is away, the table waits for them.", "Якщо хтось відійде, стіл чекає на нього."),
    ("uk", "The rules of the source texts.", "Правила з першоджерел, без домашніх правил."),
    ("da", "Waiting for players…", "Venter på spillere …"),
    ("da", "Left in a hand, the double blank counts 0 points instead of 50.", "Bliver 0-0 tilbage på hånden, …"),
    ("da", "The option “%1” must be %2, not %3.", "Indstillingen »%1« skal være %2, ikke %3."),
    ("da", "If someone is away, the table waits for them.", "Hvis nogen er væk, venter bordet på dem."),
    ("da", "Nice move!", "Flot handling!"),
    ("da", "Doubles n&eed not be covered", "Dobbeltbrikker skal ikke dækkes"),
    ("da", "Whoever lays a double plays again; nobody must cover it.", "… lægger igen; ingen skal dække den."),
    ("da", "The rules of the source texts.", "Reglerne fra kildeteksterne, uden husregler."),
]


@pytest.mark.parametrize(("code", "source", "text"), FOUND_IN_ISSUE_24 + FOUND_IN_ISSUE_32 + FOUND_IN_ISSUE_38)
def test_each_rival_issue_24_and_32_found_is_caught(code: str, source: str, text: str) -> None:
    assert rivals_in(code, source, text), f"no rule of {code} catches {text!r}"


def test_the_translators_term_table_names_every_chosen_word() -> None:
    readme = (FOLDER / "README.md").read_text(encoding="utf-8")
    for word in ("Spielzug", "schieben", "hervorheben", "Reihe zum Rundenstart", "Reihe beenden",
                 "«Мексиканський потяг»", "потяг гравця", "очки", "handling", "startserie", "fremhæve", "Adas tog",
                 "Boris' tog", "i18n.possessive", "Dein eigener Zug", "Kette", "Computerspieler", "не на зв’язку",
                 "господар столу", "програма", "Hausregel", "Punktetabelle", "ausgehen", "abwesend", "найвищий",
                 "Набір кісточок", "закінчуєш раунд", "«…»", "valgmulighed", "vedkommende", "Flot lagt!",
                 "behøver ikke at dækkes", "slæbe", "0|0 counts 0 points", "the basic rules, without house rules"):
        assert word in readme, word


#: the rivals of issue 38 that the rules pages (resources/rules) had too; the pages are read as text
PAGE_RIVALS = {"de": ["Zusatzregel", r"\bSet\b", "Punktezettel", "wo immer er passt", "Vorlagen"],
               "uk": ["найстарш", "Дістав", "куди вона підходить", "першоджерел", "„"],
               "da": ["skal ikke dækkes", "ingen skal dække", "Flot handling", "hvor den passer",
                      r"\bindstilling",  # lower case: an option; the Preferences are Indstillinger
                      r"\b0-0\b", "kildetekst"]}


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_rules_pages_have_none_of_the_rivals_issue_38_found(code: str) -> None:
    page = (resources_dir() / "rules" / f"rules_{code}.html").read_text(encoding="utf-8")
    found = [pattern for pattern in PAGE_RIVALS[code] if re.search(pattern, html.unescape(page))]
    assert not found, found
