"""Every box of the rule-set editor reads as what ticking it does (issue 38, point 1).

In each language (the real .qm files), the standard rules show every box unticked; each box is
ticked by a real mouse click, the game dealt from New Game, and the option that reaches the game
is the house rule the box names. Then a position where that rule decides a move is put on the
table and the move is played through the window's play: allowed or refused as the box said.
("Going out on a double is allowed", ticked, forbade it.)"""
from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from mextrain.engine import DRAW, MEXICAN, Game, Move, Phase, Tile, full_set
from mextrain.engine.game import Deal
from mextrain.engine.options import STANDARD_RULES
from mextrain.ui.window.main_window import MainWindow
from support.rules import T, tiles
from support.rules_ui import click, open_editor
from support.ux import Languages, make_settings, make_window, wait_for_person

#: what each box says (accelerators removed), in each language: the house rule that ticking it turns on
LABELS: dict[str, dict[str, str]] = {
    "en": {"doubles": "Doubles need not be covered", "out_on_double": "Nobody may go out on a double",
           "own_train_first": "Own train first", "draw": "Draw until a tile fits", "zero_zero": "0|0 counts 0 points",
           "starting_run": "Starting run"},
    "de": {"doubles": "Ein Pasch muss nicht bedient werden",
           "out_on_double": "Niemand darf mit einem Pasch als letztem Stein ausgehen",
           "own_train_first": "Zuerst den eigenen Zug beginnen", "draw": "Ziehen, bis ein Stein passt",
           "zero_zero": "0|0 zählt 0 Punkte", "starting_run": "Reihe zum Rundenstart"},
    "uk": {"doubles": "Дубль не обов’язково закривати", "out_on_double": "Ніхто не може закінчити раунд дублем",
           "own_train_first": "Спершу свій потяг", "draw": "Добирати, доки кісточка не підійде",
           "zero_zero": "0|0 — 0 очок", "starting_run": "Перший хід кількома кісточками"},
    "da": {"doubles": "Dobbeltbrikker behøver ikke at dækkes",
           "out_on_double": "Ingen må afslutte runden med en dobbeltbrik", "own_train_first": "Først dit eget tog",
           "draw": "Træk, til en brik passer", "zero_zero": "0|0 tæller 0 point", "starting_run": "Tillad startserie"},
}
#: the house rule each box turns on (rules.md R10, R20–R24)
TICKED = {"doubles": "free", "out_on_double": False, "own_train_first": True, "draw": "until_fits", "zero_zero": 0,
          "starting_run": True}


def plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def deal_with(qtbot, window: MainWindow, code: str, key: str | None) -> None:
    """New Game > Edit…: the standard rules (every box unticked, each saying its house rule), the box
    `key` ticked by a click (none: the standard rules), Use, two players, Deal."""
    dialog = window.show_new_game_dialog()
    editor = open_editor(qtbot, dialog)
    click(editor.standard_button)
    assert {k: plain(b.text()) for k, b in editor.boxes.items()} == LABELS[code]
    assert not any(b.isChecked() for b in editor.boxes.values())  # the standard rules: nothing ticked
    if key is not None:
        click(editor.boxes[key])
        assert editor.boxes[key].isChecked()
    click(editor.use_button)
    dialog.players.setValue(2)
    click(dialog.deal_button)
    game = window.controller.game
    assert game is not None
    want = dict(STANDARD_RULES) if key is None else {**STANDARD_RULES, key: TICKED[key]}
    assert game.options.rules() == want, (code, key)


def put(qtbot, window: MainWindow, hands: Sequence[str], boneyard: str = "",
        before: Sequence[tuple[str, object]] = ()) -> Game:
    """A round 1 (engine 12|12) of the game's own options with these hands, the person (seat 0) to
    start; the moves `before` made; on the table as Undo puts a position."""
    c = window.controller
    assert c.game is not None
    options = c.game.options
    hs = [tiles(h) for h in hands]
    front = tiles(boneyard)
    used = {t for h in hs for t in h} | set(front) | {Tile(12, 12)}
    rest = [t for t in full_set(options.set) if t not in used]
    deal = Deal(12, tuple(tuple(h) for h in hs), tuple(front + rest), 0)
    game = Game(options, c.game.seed, track_decisions=True, track_events=True, first_deal=deal, rule_set=c.rule_set)
    for tile, train in before:
        game.apply(Move.play(T(tile), train))  # type: ignore[arg-type]
    c.set_position(game)
    wait_for_person(qtbot, window)
    assert game.current_seat == 0
    return game


def played(qtbot, window: MainWindow, move: Move) -> bool:
    """The person's move through the window's play: True when it was made, False when refused
    (and then the window says why, in the status bar)."""
    play = window.play
    game = play.game
    assert game is not None
    refused: list[object] = []
    play.move_rejected.connect(lambda m, _reason: refused.append(m))
    made = len(game.rounds[-1].decisions)
    play.submit(move)
    qtbot.waitUntil(lambda: bool(refused) or len(game.rounds[-1].decisions) > made, timeout=5000)
    if refused:
        assert window.statusBar().currentMessage(), move  # the refusal is said
        return False
    return True


def decides(qtbot, window: MainWindow, key: str, house: bool) -> None:
    """A position where the rule `key` decides a move; the move is allowed or refused as the rule says."""
    if key == "doubles":  # R20: after a double of its own, may the seat lay elsewhere without covering it?
        put(qtbot, window, ["12|5 5|5 12|4 1|2", "12|8 8|9 0|1"], before=[("12|5", 0), ("12|8", 1), ("5|5", 0)])
        assert played(qtbot, window, Move.play(T("12|4"), MEXICAN)) is house
    elif key == "out_on_double":  # R21: the last tile of the hand is a double
        game = put(qtbot, window, ["12|5 5|5", "12|8 8|11 2|3"], boneyard="0|2", before=[("12|5", 0), ("12|8", 1)])
        assert played(qtbot, window, Move.play(T("5|5"), 0)) is not house
        assert (game.phase is not Phase.PLAYING) is not house  # standard: the person went out
    elif key == "own_train_first":  # R22: the first tile of the round on the Mexican Train
        put(qtbot, window, ["12|3 12|4 4|5 3|7", "12|8 8|9 0|1"])
        assert played(qtbot, window, Move.play(T("12|3"), MEXICAN)) is not house
    elif key == "draw":  # R23: the tile drawn does not fit; draw again?
        put(qtbot, window, ["1|2 3|4", "12|8 0|1"], boneyard="5|6 7|9 9|12")
        assert played(qtbot, window, DRAW)
        wait_for_person(qtbot, window)
        assert played(qtbot, window, DRAW) is house
    elif key == "zero_zero":  # R24: going out while the other hand holds 0|0 and 1|2
        game = put(qtbot, window, ["12|5", "0|0 1|2"])
        assert played(qtbot, window, Move.play(T("12|5"), 0))
        qtbot.waitUntil(lambda: game.phase is not Phase.PLAYING, timeout=5000)
        assert game.rounds[-1].points == ((0, 3) if house else (0, 53))
        qtbot.waitUntil(window.score_sheet.isVisible, timeout=5000)
        window.score_sheet.hide()
    elif key == "starting_run":  # R10: after the first tile on the own train, another in the same turn?
        game = put(qtbot, window, ["12|1 1|2 2|3 9|10", "12|5 5|6"])
        assert played(qtbot, window, Move.play(T("12|1"), 0))
        wait_for_person(qtbot, window)
        if house:
            assert played(qtbot, window, Move.play(T("1|2"), 0))
        assert [d.seat for d in game.rounds[-1].decisions[:2]] == ([0, 0] if house else [0, 1])
    else:
        raise AssertionError(key)


@pytest.mark.parametrize("code", ["en", "de", "uk", "da"])
def test_each_box_ticked_by_a_click_reaches_the_game_and_decides_a_move_as_it_reads(qtbot, tmp_path: Path,
                                                                                     code: str) -> None:
    window = make_window(qtbot, make_settings(tmp_path / "s.ini"), tmp_path / "data")
    languages = Languages(tmp_path / "lang.ini")
    try:
        languages.switch(code)
        QApplication.processEvents()
        deal_with(qtbot, window, code, None)  # the standard rules: every position as R1-R17 say
        for key in TICKED:
            decides(qtbot, window, key, house=False)
        for key in TICKED:
            deal_with(qtbot, window, code, key)
            decides(qtbot, window, key, house=True)
    finally:
        languages.close()
