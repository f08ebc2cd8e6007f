"""Issue 32, 5: the final score sheet gives every seat's place, ties shared (1st, 1st, 3rd), in the
words of each language; shown for a finished game opened in the window, as a person sees it."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QTableWidget

from mextrain.controller.replay import ScoreState
from mextrain.engine import Phase, placings
from mextrain.engine.record import SeatConfig
from mextrain.saves import save_game
from mextrain.ui import texts
from mextrain.ui.window.score_sheet import ScoreSheet
from support.shots import save_shot
from support.stats import played_game
from support.ux import Languages, make_settings, make_window

SEATS = [SeatConfig("You", "human"), SeatConfig("Ada", "easy"), SeatConfig("Boris", "normal"), SeatConfig("Clara", "hard")]
#: each language's places 1 to 4, as its readers write them in a table of results
PLACES = {"en": ["1st", "2nd", "3rd", "4th"], "de": ["1.", "2.", "3.", "4."],
          "uk": ["1-й", "2-й", "3-й", "4-й"], "da": ["1.", "2.", "3.", "4."]}


def last_row(table: QTableWidget) -> tuple[str, list[str]]:
    row = table.rowCount() - 1
    return table.verticalHeaderItem(row).text(), [table.item(row, c).text() for c in range(table.columnCount())]


def test_the_final_score_sheet_gives_each_seats_place_in_every_language(qtbot, tmp_path: Path) -> None:
    game = played_game(4, 21)
    path = tmp_path / "finished.json"
    save_game(path, game, SEATS)
    languages = Languages(tmp_path / "lang.ini")
    try:
        for code in ("en", "de", "uk", "da"):
            languages.switch(code)
            w = make_window(qtbot, make_settings(tmp_path / f"s-{code}.ini"), tmp_path / f"data-{code}")
            w.resize(1024, 600)
            assert w.open_game_file(path)  # Game > Open of a finished game: its final sheet
            sheet = w.score_sheet
            qtbot.waitUntil(sheet.isVisible, timeout=3000)
            head, cells = last_row(sheet.table)
            assert head == {"en": "Place", "de": "Platzierung", "uk": "Підсумок", "da": "Placering"}[code]
            assert cells == [PLACES[code][p - 1] for p in placings(game.totals)]
            save_shot(sheet.grab(), f"score-sheet-places-{code}.png")
            w.close()
    finally:
        languages.close()


def test_seats_with_the_same_total_share_their_place(qtbot) -> None:
    game = played_game(4, 21)
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    tied = ScoreState(game.options, game.rounds, [10, 30, 10, 40], Phase.GAME_OVER, (0, 2), game.options.rounds)
    sheet.show_game(tied, [s.name for s in SEATS], 0)  # type: ignore[arg-type]  # what the replay's sheet reads
    assert last_row(sheet.table) == ("Place", ["1st", "3rd", "1st", "4th"])
    assert texts.placing(9) == "9"  # past eight seats a plain number, never a wrong ordinal
