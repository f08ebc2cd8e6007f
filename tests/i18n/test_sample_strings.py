"""The seeded sample of UI strings a native reader grades (mextrain.devtools.review.sample_strings)."""
from __future__ import annotations

from mextrain.devtools.review import sample_strings


def test_the_same_seed_gives_the_same_forty_finished_strings() -> None:
    first = sample_strings.sample("de", 1201)
    assert len(first) == 40 and len(set(first)) == 40
    assert all(m.kind == "" and all(m.forms) for m in first)
    assert sample_strings.sample("de", 1201) == first
    assert sample_strings.sample("de", 1202) != first


def test_each_language_gets_its_own_sample() -> None:
    keys = {code: [(m.context, m.source) for m in sample_strings.sample(code, 1201)]
            for code in sample_strings.TRANSLATED}
    assert len({tuple(k) for k in keys.values()}) == len(keys)


def test_the_command_prints_english_and_every_plural_form(capsys) -> None:
    assert sample_strings.main(["--seed", "1201", "--language", "uk"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("# uk: 40 strings, seed 1201")
    assert out.count("\n") >= 80  # at least one English line and one translation per string
