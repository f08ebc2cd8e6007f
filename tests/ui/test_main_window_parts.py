"""The window's parts on their own: settings, the reduced-motion switch, the rules page lookup,
the score sheet of a blocked round, and the side panel's marker and thinking line."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from mextrain.controller import Pace
from mextrain.engine import Game, GameOptions, Phase, RoundEnd
from mextrain.ui import settings as settings_module
from mextrain.ui import texts
from mextrain.ui.help.rules import rules_path
from mextrain.ui.settings import GameSetup, Settings, default_kind
from mextrain.ui.window.score_sheet import ScoreSheet
from mextrain.ui.window.side_panel import SidePanel


def test_settings_round_trip_and_bad_values_fall_back(tmp_path: Path) -> None:
    s = Settings.at(tmp_path / "s.ini")
    assert s.pace is Pace.NORMAL and s.numerals is False
    setup = s.last_setup()
    assert (setup.players, setup.rounds, setup.starting_run) == (4, 13, False)
    assert setup.names[:3] == ["Ada", "Boris", "Clara"] and setup.kinds == [default_kind()] * 7
    s.pace = Pace.FAST
    s.numerals = True
    s.save_setup(GameSetup(players=8, rounds=7, starting_run=True, names=["X"] * 7, kinds=["random"] * 7))
    s.sync()
    again = Settings.at(tmp_path / "s.ini")
    assert again.pace is Pace.FAST and again.numerals is True
    got = again.last_setup()
    assert (got.players, got.rounds, got.starting_run, got.names[6], got.kinds[0]) == (8, 7, True, "X", "random")
    again.store.setValue("game/players", 99)
    again.store.setValue("game/rounds", 5)
    again.store.setValue("game/seat1/kind", "grandmaster")
    again.store.setValue("game/seat2/name", "   ")
    again.store.setValue("view/pace", "warp")
    bad = again.last_setup()
    assert (bad.players, bad.rounds, bad.kinds[0], bad.names[1]) == (4, 13, default_kind(), "Boris")
    assert again.pace is Pace.NORMAL


def test_reduced_motion_follows_the_override(monkeypatch) -> None:
    settings_module.reduced_motion.cache_clear()
    monkeypatch.setenv("MEXTRAIN_REDUCED_MOTION", "1")
    assert settings_module.reduced_motion() is True
    settings_module.reduced_motion.cache_clear()
    monkeypatch.setenv("MEXTRAIN_REDUCED_MOTION", "0")
    assert settings_module.reduced_motion() is False
    settings_module.reduced_motion.cache_clear()


def test_rules_page_per_language() -> None:
    assert rules_path("de").name == "rules_de.html"
    assert rules_path("uk_UA").name == "rules_uk.html"
    assert rules_path("fr").name == "rules_en.html"


def blocked_or_out_game(reason: RoundEnd) -> Game:
    import random

    for seed in range(500):
        g = Game(GameOptions(players=4, rounds=7), seed)
        rng = random.Random(seed)
        while g.phase is Phase.PLAYING:
            g.apply(rng.choice(g.legal_moves()))
        if g.rounds[-1].result is reason:
            return g
    raise AssertionError(f"no round ended {reason}")


def test_score_sheet_says_a_round_was_blocked(qtbot) -> None:
    g = blocked_or_out_game(RoundEnd.BLOCKED)
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    names = ["You", "Ada", "Boris", "Clara"]
    sheet.show_game(g, names, 0)
    assert sheet.detail.text() == texts.round_end_line(RoundEnd.BLOCKED, None, names, 0)
    assert not any("(out)" in sheet.table.item(0, s).text() for s in range(4))
    assert sheet.headline.text().startswith("Round 1")


def test_side_panel_shows_markers_and_who_thinks(qtbot) -> None:
    import random

    g = Game(GameOptions(players=3), 5)
    rng = random.Random(5)
    while not any(g.round.markers[:3]) and g.phase is Phase.PLAYING:
        g.apply(rng.choice(g.legal_moves()))
    panel = SidePanel()
    qtbot.addWidget(panel)
    names = ["You", "Ada", "Boris"]
    view = g.view(0)
    panel.show_state(view, names, 0, 2, [])
    for row, seat in zip(panel.rows, range(3)):
        assert row.marker.isVisibleTo(panel) == view.trains[seat].marker
        assert row.tiles.text() == str(view.hand_counts[seat])
    assert panel.prompt.text() == texts.thinking_line(2, names)
    assert not panel.rows[3].name.isVisibleTo(panel)


@pytest.mark.parametrize("reason", [RoundEnd.BLOCKED, RoundEnd.OUT])
def test_score_sheet_shows_the_tiles_left_in_each_hand(qtbot, reason: RoundEnd) -> None:
    from mextrain.ui.window.score_sheet import tiles_line

    g = blocked_or_out_game(reason)
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.show_game(g, ["You", "Ada", "Boris", "Clara"], 0)
    heads = [sheet.table.verticalHeaderItem(r).text() for r in range(sheet.table.rowCount())]
    row = heads.index("Tiles left")
    assert heads[-1] == "Total" and row == len(heads) - 2
    for seat in range(4):
        hand = g.round.hand(seat)
        assert sheet.table.item(row, seat).text() == (tiles_line(hand) if hand else "none")
        assert all(texts.tile_text(t) in sheet.table.item(row, seat).text().split() for t in hand)
    if reason is RoundEnd.OUT:
        assert sheet.table.item(row, g.rounds[-1].out_seat).text() == "none"
