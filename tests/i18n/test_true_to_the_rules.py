"""No string of the app says what the rules do not allow (issue 32 point 21).

R12: a tile drawn from the boneyard that fits must be laid; only a tile that does not fit
(or an empty boneyard) leaves a pass. The prompt once said "Lay the tile you drew, %1, or
pass.", a choice the engine never offers.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from mextrain.i18n import CODES, lupdate, ts_check

FOLDER = Path(__file__).resolve().parents[2] / "translations"


@pytest.mark.parametrize("code", [c for c in CODES if c != "en"])
def test_no_string_offers_a_pass_beside_a_drawn_tile_that_fits(code: str) -> None:
    messages = ts_check.read_ts(lupdate.ts_path(code, FOLDER)).messages
    found = [m.where() for m in messages if re.search(r"(?i)\b(you drew|drawn)\b.*\bor pass\b", m.source)]
    assert not found, found


def test_the_prompt_after_a_drawn_tile_that_fits_says_lay_it() -> None:
    """Played through the engine: a seat draws, and the tile it drew fits; the prompt is R12's."""
    from mextrain.engine import DRAW, PASS, Game, GameOptions, Phase
    from mextrain.ui import texts

    for seed in range(200):
        game = Game(GameOptions(2, 7, False), seed)
        while game.legal_moves() != [DRAW]:
            moves = game.legal_moves()
            game.apply(moves[0])
            if game.phase is not Phase.PLAYING:
                break
        if game.phase is not Phase.PLAYING:
            continue
        game.apply(DRAW)
        legal = game.legal_moves()
        if PASS in legal:
            continue  # the drawn tile does not fit
        view = game.view(game.current_seat)
        prompt = texts.turn_prompt(view, legal)
        assert prompt.startswith("Lay the tile you drew, ") and "pass" not in prompt, prompt
        return
    pytest.fail("no game drew a tile that fits")
