"""Two persons and two computers at one computer (issue 22, R2): a whole short game played through
the window with real events; at every hand-over no hand is on screen, each person plays from
their own hand, nothing names a tile of a hand that is not shown, and the record replays."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from mextrain.controller import Pace
from mextrain.engine import DRAW, MoveKind, Phase
from mextrain.engine.record import replay
from mextrain.ui.settings import Settings
from support.hotseat import PERSONS, face_pixels, hotseat_settings, leaks, tile_pattern
from support.ux import make_window
from support.window_play import click, one_action

SEED = 77
MAX_ACTIONS = 4000


def hands(game):
    return [game.view(s).hand for s in range(game.options.players)] if game.phase is Phase.PLAYING else []


def hidden_tiles(game, shown: int | None):
    """The tiles of every hand but `shown`'s (None: every hand)."""
    return [t for s, h in enumerate(hands(game)) if s != shown for t in h]


def start(qtbot, tmp_path: Path, *, short_double_6: bool = False):
    w = make_window(qtbot, hotseat_settings(tmp_path / "s.ini", short_double_6=short_double_6), tmp_path / "data")
    w.resize(1280, 800)
    dialog = w.show_new_game_dialog()
    assert dialog.person_name.text() == "Ada"
    assert [k for k in dialog.setup().kinds[:3]] == ["random", "human", "random"]
    assert [b.currentData() for b in dialog.who_boxes[:3]] == [False, True, False]
    dialog.seed.setValue(SEED)
    click(dialog.deal_button)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3000)
    return w


@pytest.mark.slow
def test_R2_two_persons_two_computers_a_whole_game_through_the_window(qtbot, tmp_path: Path) -> None:
    w = start(qtbot, tmp_path, short_double_6=True)  # a whole game, the shortest: 4 rounds of a double-6 set
    c = w.controller
    game = c.game
    assert [cfg.name for cfg in c.seats] == ["Ada", "Cleo", "Bob", "Dora"]
    assert c.persons == [0, 2]
    rng = random.Random(SEED)
    handovers = turns = hints = 0
    played_by = {0: 0, 2: 0}
    ways = ["enter", "click", "button"]
    for _ in range(MAX_ACTIONS):
        qtbot.waitUntil(lambda: bool(c.local_legal()) or w.handover.isVisible() or w.score_sheet.isVisible(),
                        timeout=10000)
        if w.score_sheet.isVisible():
            if game.phase is Phase.GAME_OVER:
                break
            click(w.score_sheet.next_button)
            w.activateWindow()  # the offscreen platform does not give it back by itself
            qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3000)
            continue
        if w.handover.isVisible():
            # the hand-over screen: no tile of any hand on the table, in the pixels or in any text
            handovers += 1
            assert c.hand_hidden and not c.local_legal()
            assert not w.table.scene().hand.items and not w.table.scene().hand.order
            assert face_pixels(w) == 0
            assert leaks(w, hidden_tiles(game, None)) == []
            who = PERSONS[c.local_seat // 2]
            assert w.handover.label.text() in (f"{who}'s turn: pass the computer to {who}.",
                                               f"{who} plays next: pass the computer to {who}.")
            QTest.keyClick(w.handover, Qt.Key.Key_D)  # no key plays on the hidden table
            assert c.hand_hidden
            way = ways[handovers % 3]
            if way == "enter":
                QTest.keyClick(w.handover, Qt.Key.Key_Return)
            elif way == "click":
                QTest.mouseClick(w.handover, Qt.MouseButton.LeftButton, pos=QPoint(10, 10))
            else:
                click(w.handover.button)
            assert not w.handover.isVisible() and not c.hand_hidden
            continue
        # a person's turn: their own hand, and nothing names a tile of the other hands
        seat = c.local_seat
        assert seat == game.current_seat and seat in (0, 2)
        turns += 1
        assert set(w.table.scene().hand.items) == set(game.view(seat).hand)
        assert w.panel.hand_owner.text() == f"{PERSONS[seat // 2]}'s hand"
        assert face_pixels(w) > 0
        if turns % 15 == 1:  # the hint, then Arrange, on the person's own hand
            QTest.keyClick(w.table, Qt.Key.Key_H)
            qtbot.waitUntil(lambda: w.assist_ui.assist.hint is not None, timeout=5000)
            hints += 1
            QTest.keyClick(w.table, Qt.Key.Key_A)
        bad = leaks(w, hidden_tiles(game, seat))
        assert bad == [], bad
        assert not any(line.startswith("You ") for line in w.panel.log_lines())
        w.assist_ui.assist.clear_hint()
        one_action(w, rng)
        played_by[seat] += 1
    else:
        raise AssertionError("the game did not end")

    assert game.phase is Phase.GAME_OVER and len(game.round_points()) == 4 and game.options.set == 6
    assert handovers >= 14 and played_by[0] > 10 and played_by[2] > 10 and hints >= 2
    # the persons are named on the final sheet and in the log, never "You"
    sheet_text = w.score_sheet.headline.text()
    assert "You" not in sheet_text
    # the record keeps the persons, and replays to the same game
    data = json.loads((w.files.folder / "last-game.json").read_text())
    assert [(seat["name"], seat["kind"]) for seat in data["seats"]] == [
        ("Ada", "human"), ("Cleo", "random"), ("Bob", "human"), ("Dora", "random")]
    again = replay(data)
    assert again.totals == game.totals and again.phase is Phase.GAME_OVER
    # "Watch This Game Again": the replay viewer names both persons, nobody is "You"
    click(w.score_sheet.watch_button)
    viewer = w.replays.viewer
    assert viewer is not None and viewer.isVisible()
    viewer.go(viewer.replay.count - 1)  # the last move
    assert viewer.names()[:4] == ["Ada", "Cleo", "Bob", "Dora"]
    lines = [viewer.log.item(i).text() for i in range(viewer.log.count())]
    assert lines and not any(line.startswith("You ") for line in lines)
    viewer.close()
    w.close()


def test_a_saved_game_of_two_persons_resumes_to_the_hand_over_screen(qtbot, tmp_path: Path) -> None:
    w = start(qtbot, tmp_path)
    c = w.controller
    qtbot.waitUntil(lambda: w.handover.isVisible(), timeout=5000)
    click(w.handover.button)
    qtbot.waitUntil(lambda: bool(c.local_legal()), timeout=5000)
    first = c.local_seat
    c.submit(c.local_legal()[0])
    path = tmp_path / "two.json"
    assert w.files.save_to(path)
    w.close()

    settings = hotseat_settings(tmp_path / "s2.ini")
    settings.resume_policy = "always"
    again = make_window(qtbot, settings, tmp_path / "data2")
    again.resize(1280, 800)
    again.files.autosave_path.parent.mkdir(parents=True, exist_ok=True)
    again.files.autosave_path.write_text(path.read_text())
    again.start()  # as at start-up: the unfinished game is resumed
    c2 = again.controller
    assert [cfg.name for cfg in c2.seats] == ["Ada", "Cleo", "Bob", "Dora"] and c2.persons == [0, 2]
    # before any hand is shown: the cover, an empty rack, nothing names a tile of any hand
    assert again.handover.isVisible() and c2.hand_hidden
    assert not again.table.scene().hand.items and face_pixels(again) == 0
    assert leaks(again, hidden_tiles(c2.game, None)) == []
    name = c2.seats[c2.local_seat].name
    assert name in PERSONS and name in again.handover.label.text()
    QTest.keyClick(again.handover, Qt.Key.Key_Return)
    assert not c2.hand_hidden and set(again.table.scene().hand.items) == set(c2.game.view(c2.local_seat).hand)
    assert again.panel.hand_owner.text() == f"{name}'s hand"
    assert first in c2.persons
    again.close()


def test_new_game_seats_persons_among_the_computers_and_stays_quick_for_one(qtbot, tmp_path: Path) -> None:
    settings = Settings.at(tmp_path / "s.ini")
    settings.pace = Pace.INSTANT
    w = make_window(qtbot, settings, tmp_path / "data")
    dialog = w.show_new_game_dialog()
    # the usual game: one person, the rest computers, dealt at once
    assert not any(b.currentData() for b in dialog.who_boxes)
    click(dialog.deal_button)
    assert w.controller.persons == [0] and not w.controller.hand_hidden
    assert w.seat_names()[0] == "You"
    # three persons of five seats, any mix: names typed, "Person" chosen from the list
    dialog = w.show_new_game_dialog()
    dialog.players.setValue(5)
    dialog.person_name.clear()
    QTest.keyClicks(dialog.person_name, "Eve")
    for seat, name in ((1, "Bob"), (3, "Cy")):
        box = dialog.who_boxes[seat]
        box.setFocus()
        QTest.keyClick(box, Qt.Key.Key_End)  # "Person" is the last entry of who plays the seat
        assert box.currentData() is True and not dialog.kind_boxes[seat].isEnabled()
        dialog.name_edits[seat].clear()
        QTest.keyClicks(dialog.name_edits[seat], name)
    click(dialog.deal_button)
    c = w.controller
    assert [(cfg.name, cfg.kind) for cfg in c.seats] == [("Eve", "human"), ("Ada", "normal"), ("Bob", "human"),
                                                         ("Clara", "normal"), ("Cy", "human")]
    assert c.persons == [0, 2, 4] and c.hand_hidden
    assert w.seat_names() == ["Eve", "Ada", "Bob", "Clara", "Cy"]  # nobody is "You"
    assert w.settings.last_setup().person_name == "Eve"
    w.close()


def test_each_persons_rack_comes_back_as_they_arranged_it(qtbot, tmp_path: Path) -> None:
    w = start(qtbot, tmp_path)
    c = w.controller
    qtbot.waitUntil(lambda: w.handover.isVisible(), timeout=5000)
    QTest.keyClick(w.handover, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(c.local_legal()), timeout=5000)
    me = c.local_seat
    hand = w.table.scene().hand
    hand.order = list(reversed(hand.order))  # the person's own order (Shift+arrows or dragging does this)
    hand.relayout()
    mine = list(hand.order)
    move = next((m for m in c.local_legal() if m.tile is None), c.local_legal()[0])
    c.submit(move)  # a draw or pass keeps every tile; a play takes one away
    for _ in range(50):
        qtbot.waitUntil(lambda: w.handover.isVisible() or bool(c.local_legal()), timeout=5000)
        if w.handover.isVisible():
            QTest.keyClick(w.handover, Qt.Key.Key_Return)
            continue
        if c.local_seat == me:
            break
        c.submit(c.local_legal()[0])
    else:
        raise AssertionError("the first person's turn did not come back")
    assert c.game.round_number == 1
    kept = [t for t in hand.order if t in set(mine)]
    assert kept == [t for t in mine if t in set(hand.order)] and len(kept) >= len(mine) - 1
    w.close()


def test_nothing_names_a_tile_of_a_hand_not_shown_after_hint_arrange_and_a_draw(qtbot, tmp_path: Path) -> None:
    """The log ("Ada drew a tile.", never the tile), the hint, Arrange, tooltips and the
    accessibility tree, at each hand-over and on the next person's turn."""
    w = start(qtbot, tmp_path)
    c = w.controller
    game = c.game
    drawn_by_person = []
    checked = 0
    for _ in range(300):
        qtbot.waitUntil(lambda: bool(c.local_legal()) or w.handover.isVisible() or w.score_sheet.isVisible(),
                        timeout=10000)
        if w.score_sheet.isVisible():
            break
        if w.handover.isVisible():
            assert leaks(w, hidden_tiles(game, None)) == []
            checked += 1
            if drawn_by_person and checked > 6:
                break
            click(w.handover.button)
            continue
        seat = c.local_seat
        QTest.keyClick(w.table, Qt.Key.Key_H)
        qtbot.waitUntil(lambda: w.assist_ui.assist.hint is not None, timeout=5000)
        QTest.keyClick(w.table, Qt.Key.Key_A)
        assert w.panel.hint_label.isVisible() and leaks(w, hidden_tiles(game, seat)) == []
        legal = c.local_legal()
        if DRAW in legal:
            click(w.panel.buttons["drawAction"])
            drew = game.rounds[-1].decisions[-1].drew
            drawn_by_person.append(drew)
            assert any(line == f"{c.seats[seat].name} drew a tile." for line in w.panel.log_lines())
            assert not any(texts_name(line, drew) for line in w.panel.log_lines())
        else:
            plays = [m for m in legal if m.kind is MoveKind.PLAY]
            c.submit(plays[-1] if plays else legal[0])
    assert drawn_by_person and checked > 6
    w.close()


def texts_name(line: str, tile) -> bool:
    return tile_pattern([tile]).search(line) is not None


def _table_words(w) -> list[str]:
    """What a screen reader hears of the table: every accessible name under it."""
    from PySide6.QtGui import QAccessible

    said, stack = [], [QAccessible.queryAccessibleInterface(w.table)]
    while stack:
        node = stack.pop()
        if node is not None and node.isValid():
            said.append(node.text(QAccessible.Text.Name))
            stack.extend(node.child(i) for i in range(node.childCount()))
    return said


def _you_words(w) -> list[str]:
    """Every text that tells of the table and says "you": the window's labels and buttons, the status
    line, the log, the trains' labels and what a screen reader hears of the table (the help texts,
    tooltips and descriptions, address whoever reads them and are left out)."""
    import re

    from PySide6.QtGui import QAccessible
    from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

    you = re.compile(r"\byou(r|rs)?\b", re.IGNORECASE)
    shown = [w.statusBar().currentMessage(), *w.panel.log_lines()]
    shown += [x.text() for x in w.findChildren(QWidget) if isinstance(x, (QLabel, QAbstractButton)) and x.isVisible()]
    shown += [row.look.label for row in w.table.scene().rows.values()]
    stack = [QAccessible.queryAccessibleInterface(w.table)]
    while stack:
        node = stack.pop()
        if node is not None and node.isValid():
            shown.append(node.text(QAccessible.Text.Name))
            stack.extend(node.child(i) for i in range(node.childCount()))
    return sorted({t for t in shown if t and you.search(t)})


def test_nothing_says_you_while_the_computer_is_handed_over(qtbot, tmp_path: Path) -> None:
    """Issue 32, 7: under the cover the next person's train was already "Your train". Issue 38: and with
    the hand shown, the screen all of them look at still calls that train by its person's name (the
    row's label, the window a click on it opens, what a screen reader hears), as the log does."""
    w = start(qtbot, tmp_path)
    c = w.controller
    qtbot.waitUntil(lambda: w.handover.isVisible(), timeout=5000)
    for _ in range(3):  # a few hand-overs
        assert c.hand_hidden
        assert _you_words(w) == [], "\n".join(_you_words(w))
        QTest.keyClick(w.handover, Qt.Key.Key_Return)
        seat = c.local_seat
        name = c.seats[seat].name
        assert name in PERSONS
        row = w.table.scene().rows[seat]
        assert row.look.label.startswith(f"{name} · "), row.look.label
        assert not [t for t in _you_words(w) if "your train" in t.lower() or "you hold" in t.lower()], _you_words(w)
        assert any(t.startswith(f"{name}'s train, ") for t in _table_words(w))  # the screen reader's train
        label = row.row.label
        QTest.mouseClick(w.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         w.table.mapFromScene(QPointF(label.cx, label.cy)))
        dialog = w.table.train_dialog  # opened by the click
        assert dialog is not None and dialog.isVisible()
        assert dialog.title_label.text() == f"{name}'s train" == dialog.windowTitle()
        dialog.close()
        qtbot.waitUntil(lambda: bool(c.local_legal()), timeout=5000)
        c.submit(c.local_legal()[0])
        qtbot.waitUntil(lambda: w.handover.isVisible(), timeout=10000)



def _unnamed_cover(qtbot, tmp_path: Path, code: str) -> tuple[str, list[str]]:
    """A game whose first person was left unnamed, at that person's hand-over: (the name, what the
    cover's card, its button and then the panel's rack owner say)."""
    from mextrain.ui.settings import GameSetup
    from mextrain.ui.window.handover import unnamed_first_person
    from support.hotseat import KINDS, NAMES
    from support.shots import save_shot

    w = make_window(qtbot, Settings.at(tmp_path / f"s-{code}.ini"), tmp_path / f"data-{code}")
    w.resize(1024, 600)
    w.start_game(GameSetup(players=4, rounds=7, kinds=list(KINDS), names=list(NAMES), person_name=""), SEED)
    c = w.controller
    qtbot.waitUntil(lambda: w.handover.isVisible(), timeout=5000)
    name = unnamed_first_person()
    assert c.seats[0].name == name
    while c.seats[c.local_seat].name != name:  # Bob first: show his hand, play, hand over
        QTest.keyClick(w.handover, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: bool(c.local_legal()), timeout=5000)
        c.submit(c.local_legal()[0])
        qtbot.waitUntil(lambda: w.handover.isVisible(), timeout=10000)
    save_shot(w.grab(), f"handover-unnamed-{code}.png")
    said = [w.handover.label.text(), w.handover.button.text().replace("&", "")]
    QTest.keyClick(w.handover, Qt.Key.Key_Return)
    said.append(w.panel.hand_owner.text())
    w.close()
    return name, said


def test_an_unnamed_first_person_reads_naturally_at_the_hand_over_in_every_language(qtbot, tmp_path: Path) -> None:
    """Issue 32, 7: "Черга гравця Гравець 1: передай комп'ютер гравцеві Гравець 1": the default name
    after a form of its own first word. No sentence of the hand-over puts a word of the name's stem
    right before the name."""
    import re

    from support.ux import Languages

    languages = Languages(tmp_path / "lang.ini")
    try:
        for code in ("en", "de", "uk", "da"):
            languages.switch(code)
            name, said = _unnamed_cover(qtbot, tmp_path, code)
            stem = name.split()[0][:4].lower()
            for text in said:
                assert name in text, (code, text)
                before = re.findall(r"(\w+)\W+" + re.escape(name), text)
                assert not [b for b in before if b[:4].lower() == stem], (code, text)
            if code == "da":  # a Danish genitive after a digit: "Spiller 1's tur", never "Spiller 1s tur"
                assert f"{name}'s " in said[0] and f"{name}s " not in said[0], said[0]
    finally:
        languages.close()
