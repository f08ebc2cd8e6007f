"""translations/: the .ts files are in step with the code, well-formed for each language, and
the .qm files are what lrelease builds from them.

Whether every entry is translated is tests/i18n/test_i18n_complete.py's question (the translators'
part); everything here holds while entries are still unfinished.
"""
from __future__ import annotations

import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from mextrain.i18n import CODES, PLURAL_FORMS, lupdate, refresh, ts_check
from mextrain.paths import translations_dir

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "translations"
TS = {code: ts_check.read_ts(lupdate.ts_path(code, FOLDER)) for code in CODES}


def ts_text(messages: str, language: str = "uk") -> str:
    return (f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="{language}" '
            f'sourcelanguage="en">\n<context>\n    <name>Ctx</name>\n{messages}</context>\n</TS>\n')


def write_ts(tmp_path: Path, messages: str, language: str = "uk") -> ts_check.TsFile:
    path = tmp_path / f"mextrain_{language}.ts"
    path.write_text(ts_text(messages, language), encoding="utf-8")
    return ts_check.read_ts(path)


# ---------------------------------------------------------------------- the files that ship
def test_every_language_has_a_ts_and_a_qm_where_the_game_looks() -> None:
    for code in CODES:
        assert lupdate.ts_path(code, FOLDER).is_file(), f"run python -m mextrain.i18n.refresh ({code})"
        assert lupdate.qm_path(code, FOLDER).is_file(), f"run python -m mextrain.i18n.refresh ({code})"
        assert lupdate.qm_path(code, translations_dir()).is_file()


@pytest.mark.parametrize("code", CODES)
def test_the_ts_declares_its_language_so_lrelease_knows_the_plural_rules(code: str) -> None:
    assert TS[code].language == code and TS[code].source_language == "en"
    assert ts_check.language_problems(TS[code]) == []


@pytest.mark.parametrize("code", CODES)
def test_no_vanished_or_obsolete_entries(code: str) -> None:
    assert [m.where() for m in ts_check.vanished_or_obsolete(TS[code])] == []


@pytest.mark.parametrize("code", CODES)
def test_translations_keep_the_sources_placeholders_and_accelerators(code: str) -> None:
    assert [(m.where(), why) for m, why in ts_check.placeholder_mismatches(TS[code])] == []


@pytest.mark.parametrize("code", CODES)
def test_every_count_is_a_plural_message_with_the_languages_number_of_forms(code: str) -> None:
    assert [(m.where(), why) for m, why in ts_check.plural_problems(TS[code])] == []
    for m in TS[code].messages:
        if m.numerus:
            assert len(m.forms) == PLURAL_FORMS[code], m.where()


def test_ukrainian_counts_have_three_forms() -> None:
    counts = [m for m in TS["uk"].messages if "%n" in m.source]
    assert counts, "no %n message at all"
    for m in counts:
        assert m.numerus and len(m.forms) == 3, m.where()
        if m.kind != "unfinished":
            assert all(m.forms), f"{m.where()}: a finished entry with an empty form"


def test_english_holds_only_plurals_and_all_are_filled_in() -> None:
    """English is the source language: its .ts carries the singular/plural forms, nothing else."""
    en = TS["en"]
    assert en.messages and all(m.numerus for m in en.messages)
    assert ts_check.unfinished(en) == []
    numerus_sources = {(m.context, m.source) for code in ("de", "uk", "da") for m in TS[code].messages if m.numerus}
    assert {(m.context, m.source) for m in en.messages} == numerus_sources
    for m in en.messages:
        singular, plural = m.forms
        assert "(s)" not in singular + plural and singular != plural, m.where()


def test_every_language_has_the_same_strings() -> None:
    keys = {code: {(m.context, m.source, m.comment) for m in TS[code].messages} for code in ("de", "uk", "da")}
    assert keys["de"] == keys["uk"] == keys["da"]


def test_the_language_layers_own_strings_are_translated_everywhere() -> None:
    """i18n/phrases.py's strings are translated with the language layer (the glossary's words)."""
    expected = {
        "de": {"&Language": ("&Sprache",), "%n tile(s)": ("%n Stein", "%n Steine")},
        "uk": {"&Language": ("&Мова",), "%n tile(s)": ("%n кісточка", "%n кісточки", "%n кісточок")},
        "da": {"&Language": ("&Sprog",), "%n tile(s)": ("%n brik", "%n brikker")},
    }
    for code, wanted in expected.items():
        found = {m.source: m for m in TS[code].messages if m.context in ("Language", "Plurals")}
        for source, forms in wanted.items():
            assert found[source].kind == "" and found[source].forms == forms, (code, source)


# ---------------------------------------------------------------------- in step with the code
def test_extraction_changes_nothing() -> None:
    """lupdate on a copy of translations/ gives the same bytes: the .ts files are in step with
    the code (after changing UI strings, run python -m mextrain.i18n.refresh and commit)."""
    assert ts_check.extraction_diff(FOLDER, ROOT) == {}


def test_the_qm_files_are_what_lrelease_builds_from_the_ts(tmp_path: Path) -> None:
    built = lupdate.release(FOLDER, tmp_path)
    for fresh in built:
        shipped = FOLDER / fresh.name
        assert shipped.read_bytes() == fresh.read_bytes(), f"{shipped.name} is stale: run python -m mextrain.i18n.refresh"
    for code in CODES:
        assert ts_check.qm_status(lupdate.ts_path(code, FOLDER), lupdate.qm_path(code, FOLDER)) in ("ok", "older")


def test_refresh_check_agrees() -> None:
    assert refresh.out_of_date(ROOT) == []


def test_lupdate_reads_every_python_file_of_the_game() -> None:
    files = lupdate.source_files(ROOT)
    assert ROOT / "app" / "mextrain" / "i18n" / "phrases.py" in files
    assert ROOT / "app" / "mextrain" / "ui" / "window" / "main_window.py" in files
    assert all(p.suffix == ".py" and "__pycache__" not in p.parts for p in files)


# ---------------------------------------------------------------------- the checks catch problems
def test_english_forms_come_from_the_sources_s_pattern() -> None:
    assert lupdate.english_forms("%n tile(s)") == ("%n tile", "%n tiles")
    assert lupdate.english_forms("%n match(es) left for %1") == ("%n match left for %1", "%n matches left for %1")
    assert lupdate.english_forms("%n sheep") is None


def test_filling_english_is_idempotent_and_leaves_hand_written_forms(tmp_path: Path) -> None:
    messages = (
        '    <message numerus="yes">\n        <source>%n tile(s)</source>\n'
        '        <translation type="unfinished">\n            <numerusform></numerusform>\n'
        '            <numerusform></numerusform>\n        </translation>\n    </message>\n'
        '    <message numerus="yes">\n        <source>%n sheep</source>\n'
        '        <translation type="unfinished">\n            <numerusform></numerusform>\n'
        '            <numerusform></numerusform>\n        </translation>\n    </message>\n'
        '    <message numerus="yes">\n        <source>%n mouse(s)</source>\n'
        '        <translation>\n            <numerusform>%n mouse</numerusform>\n'
        '            <numerusform>%n mice</numerusform>\n        </translation>\n    </message>\n'
    )
    text, filled = lupdate.fill_english_text(ts_text(messages, "en"))
    assert filled == 1
    again, filled_again = lupdate.fill_english_text(text)
    assert (again, filled_again) == (text, 0)
    path = tmp_path / "mextrain_en.ts"
    path.write_text(text, encoding="utf-8")
    ts = ts_check.read_ts(path)
    assert [m.forms for m in ts.messages] == [("%n tile", "%n tiles"), ("", ""), ("%n mouse", "%n mice")]
    assert [m.source for m in ts_check.unfinished(ts)] == ["%n sheep"]


def test_the_checks_find_unfinished_obsolete_placeholder_and_plural_problems(tmp_path: Path) -> None:
    ts = write_ts(tmp_path, (
        '    <message>\n        <source>&amp;Draw</source>\n        <translation>Взяти</translation>\n    </message>\n'
        '    <message>\n        <source>%1 laid %2</source>\n        <translation>%1 поклав %3</translation>\n    </message>\n'
        '    <message>\n        <source>Old</source>\n        <translation type="vanished">Старе</translation>\n    </message>\n'
        '    <message>\n        <source>Gone</source>\n        <translation type="obsolete">Нема</translation>\n    </message>\n'
        '    <message>\n        <source>New</source>\n        <translation type="unfinished"></translation>\n    </message>\n'
        '    <message>\n        <source>Empty</source>\n        <translation></translation>\n    </message>\n'
        '    <message numerus="yes">\n        <source>%n tile(s)</source>\n        <translation>\n'
        '            <numerusform>%n кісточка</numerusform>\n            <numerusform>%n кісточки</numerusform>\n'
        '        </translation>\n    </message>\n'
        '    <message numerus="yes">\n        <source>%n round(s)</source>\n        <translation>\n'
        '            <numerusform>%n раунд</numerusform>\n            <numerusform>раунди</numerusform>\n'
        '            <numerusform></numerusform>\n        </translation>\n    </message>\n'
        '    <message>\n        <source>%n point(s)</source>\n        <translation type="unfinished"></translation>\n    </message>\n'
    ))
    assert [m.source for m in ts_check.unfinished(ts)] == ["New", "Empty", "%n round(s)", "%n point(s)"]
    assert [m.source for m in ts_check.vanished_or_obsolete(ts)] == ["Old", "Gone"]
    mismatches = {m.source: why for m, why in ts_check.placeholder_mismatches(ts)}
    assert set(mismatches) == {"&Draw", "%1 laid %2", "%n round(s)"}
    assert "accelerators" in mismatches["&Draw"] and "%1..%9" in mismatches["%1 laid %2"]
    assert "%n missing" in mismatches["%n round(s)"]
    plurals = {m.source: why for m, why in ts_check.plural_problems(ts)}
    assert set(plurals) == {"%n tile(s)", "%n round(s)", "%n point(s)"}
    assert "has 3" in plurals["%n tile(s)"] and "without plural forms" in plurals["%n point(s)"]
    report_problems = (len(ts_check.unfinished(ts)) + len(ts_check.vanished_or_obsolete(ts))
                       + len(mismatches) + len(plurals))
    assert report_problems == 12


def test_placeholders_count_accelerators_but_not_literal_ampersands() -> None:
    assert ts_check.placeholders("Rock && &Roll %1 %L2 %n") == (True, frozenset({"1", "2"}), 1)
    assert ts_check.placeholders("Rock && Roll") == (False, frozenset(), 0)


def test_a_wrong_language_attribute_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "mextrain_uk.ts"
    path.write_text(ts_text("", "ru").replace("<context>\n    <name>Ctx</name>\n</context>\n", ""), encoding="utf-8")
    assert ts_check.language_problems(ts_check.read_ts(path))


def test_a_stale_or_missing_qm_is_reported(tmp_path: Path) -> None:
    for code in CODES:
        shutil.copy2(lupdate.ts_path(code, FOLDER), tmp_path)
    lupdate.release(tmp_path)
    ts, qm = lupdate.ts_path("uk", tmp_path), lupdate.qm_path("uk", tmp_path)
    assert ts_check.qm_status(ts, qm) in ("ok", "older")
    tree = ET.parse(ts)
    message = next(m for m in tree.getroot().iter("message") if m.get("numerus") != "yes")
    message.find("translation").text = "Щось нове"
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    assert ts_check.qm_status(ts, qm) == "stale"
    qm.unlink()
    assert ts_check.qm_status(ts, qm) == "missing"


def test_the_command_line_check_runs(capsys) -> None:
    status = ts_check.main(["--allow-unfinished", "--brief"])
    out = capsys.readouterr().out
    assert status == 0, out
    for code in CODES:
        assert f"mextrain_{code}.ts:" in out
