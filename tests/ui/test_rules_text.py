"""A rule set in words (R18–R24): the one source of the lines every window shows, read
through the game's own .qm files in each language."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from mextrain.engine import GameOptions
from mextrain.ui.rules import words as rules_text

QM = Path(__file__).resolve().parents[2] / "translations"
EVERYTHING = GameOptions.of(4, set=9, doubles="free", out_on_double=False, own_train_first=True,
                            draw="until_fits", zero_zero=0, starting_run=True)


@pytest.fixture
def language(qapp) -> Iterator[object]:
    installed: list[QTranslator] = []

    def load(code: str) -> None:
        t = QTranslator()
        assert t.load(str(QM / f"mextrain_{code}.qm"))
        QCoreApplication.installTranslator(t)
        installed.append(t)

    yield load
    for t in installed:
        QCoreApplication.removeTranslator(t)


def test_R18_the_standard_rules_have_their_name_and_no_difference(qapp) -> None:
    standard = GameOptions(4)
    assert rules_text.difference_lines(standard) == []
    assert rules_text.rule_set_name(standard) == "Standard rules"
    assert rules_text.summary(standard).splitlines() == ["Standard rules", "No house rules"]


def test_R18_R24_each_house_rule_in_force_has_its_own_line_and_the_set_its_number(qapp) -> None:
    lines = rules_text.difference_lines(EVERYTHING)
    assert len(lines) == 7 == len(set(lines))
    assert lines[1] == "Played with a double-9 set"
    assert rules_text.rule_set_name(EVERYTHING) == "House rules"
    assert rules_text.rule_set_name(EVERYTHING, "Grandma's") == "Grandma's"
    only_zero = GameOptions.of(4, zero_zero=0)
    assert rules_text.difference_lines(only_zero) == ["0|0 counts 0 points"]


@pytest.mark.parametrize("code,word", [("de", "Doppel-9"), ("uk", "дубль-9"), ("da", "dobbelt-9")])
def test_R19_the_lines_are_translated_in_every_language(language, code: str, word: str) -> None:
    english = rules_text.difference_lines(EVERYTHING)
    language(code)
    lines = rules_text.difference_lines(EVERYTHING)
    assert all(a != b for a, b in zip(lines, english, strict=True)), lines
    assert word in lines[1]
    assert rules_text.standard_name() != "Standard rules"
