"""A refusal says how long to wait, in the joining app's own words (issue 19, points 10, 17, 18),
read from the real .qm translations with the plural forms of each language."""
from __future__ import annotations

from pathlib import Path

import pytest

from mextrain.net import messages as m
from mextrain.ui.netplay import texts as net_texts
from support.ux import Languages


@pytest.fixture
def languages(qapp, tmp_path: Path):
    langs = Languages(tmp_path / "settings.ini")
    yield langs
    langs.close()


WORDS = {"en": ("1 second.", "3 seconds.", "5 seconds."), "de": ("1 Sekunde", "3 Sekunden", "5 Sekunden"),
         "uk": ("1 секунду", "3 секунди", "5 секунд"), "da": ("1 sekund.", "3 sekunder.", "5 sekunder.")}


@pytest.mark.parametrize("code", ["en", "de", "uk", "da"])
def test_a_refusal_says_how_many_seconds_to_wait_in_each_language(languages, code: str) -> None:
    languages.switch(code)
    for kind in ("slow_down", "in_use", "replaced", "bad_code"):
        texts = [net_texts.refusal_text(m.Refused(kind, retry_after=s)) for s in (0.4, 2.1, 5.0)]
        for text, word in zip(texts, WORDS[code]):
            assert word in text, (kind, text)
    if code != "en":
        languages.switch("en")
        english = net_texts.refusal_text(m.Refused("slow_down", retry_after=3))
        languages.switch(code)
        assert net_texts.refusal_text(m.Refused("slow_down", retry_after=3)) != english


@pytest.mark.parametrize("code", ["en", "de", "uk", "da"])
def test_a_countdown_inside_a_sentence_never_ends_it_with_two_periods(languages, code: str) -> None:
    """Danish abbreviated seconds as "43 sek.", and "... om 43 sek.." ended the away prompt."""
    languages.switch(code)
    for left in (43.0, 300.0):
        for text in (net_texts.away_prompt("Frida", "away", left), net_texts.person_state("away", left)):
            assert ".." not in text and text.strip(), text


UPDATE = {"en": ("Update your app", "Ask the host to update"), "de": ("Aktualisiere deine App", "Bitte den Gastgeber"),
          "uk": ("Онови свою програму", "Попроси господаря столу оновити"),
          "da": ("Opdater din app", "Bed værten om at opdatere")}


@pytest.mark.parametrize("code", ["en", "de", "uk", "da"])
def test_a_version_refusal_says_which_side_must_update_the_older_one(languages, code: str) -> None:
    """Issue 38, point 17: "the host runs 0.1.0, you run 0.1.0. Both must run the same version." told
    nobody what to do. A host of a newer protocol: update this app; of an older one: the host updates."""
    languages.switch(code)
    ours = m.APP_VERSION
    newer = net_texts.refusal_text(m.Refused("version", host_app="0.8.0", host_protocol=m.PROTOCOL_VERSION + 1))
    older = net_texts.refusal_text(m.Refused("version", host_app="0.6.0", host_protocol=m.PROTOCOL_VERSION - 1))
    update_here, update_host = UPDATE[code]
    assert "0.8.0" in newer and ours in newer and update_here in newer and update_host not in newer
    assert "0.6.0" in older and ours in older and update_host in older and update_here not in older
