"""The table as a screen reader sees it: walked through QAccessible, played with real keys."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from mextrain.engine import EventKind, MoveKind
from mextrain.engine.moves import MEXICAN
from support.table import find_game, make_view, person_may_play, show

Name = QAccessible.Text.Name


def walk(iface, depth: int = 0) -> list[tuple[int, str, QAccessible.Role]]:
    """Every node under `iface` as (depth, name, role), in the order a screen reader reads them."""
    found = [(depth, iface.text(Name), iface.role())]
    for i in range(iface.childCount()):
        child = iface.child(i)
        assert child is not None and child.isValid()
        assert iface.indexOfChild(child) == i, "a child must know its place"
        assert child.parent().text(Name) == iface.text(Name), "a child must know its parent"
        found += walk(child, depth + 1)
    return found


def names_of(view) -> list[str]:
    return [name for (_, name, _) in walk(QAccessible.queryAccessibleInterface(view))]


def test_the_table_is_a_tree_of_trains_tiles_and_the_hand(qtbot) -> None:
    game = find_game(4, person_may_play)
    view = make_view(qtbot)
    show(view, game)
    root = QAccessible.queryAccessibleInterface(view)
    assert root.text(Name) == "Table"
    top = [root.child(i).text(Name) for i in range(root.childCount())]
    v = game.view(0)
    assert top[0].startswith(f"Round {v.round_number} of ") and "Your turn" in top[0]
    assert top[1] == f"Boneyard: {v.boneyard_size} tiles"
    assert top[2] == f"Engine: double {v.engine_number}"
    trains = top[3:-1]
    assert len(trains) == 5  # four seats and the Mexican Train
    assert trains[0].startswith("Your train, open end ")
    assert trains[1].startswith("Ada's train, open end ") and f"Ada holds {v.hand_counts[1]} tiles" in trains[1]
    assert trains[-1].startswith("Mexican Train, open end ")
    fitting = {m.tile for m in v.legal if m.kind is MoveKind.PLAY}
    assert top[-1] == f"Your hand: {len(v.hand)} tiles, {len(fitting)} fit now" or len(fitting) == 1
    hand = root.child(root.childCount() - 1)
    assert hand.role() == QAccessible.Role.List and hand.childCount() == len(v.hand)
    tiles = [hand.child(i).text(Name) for i in range(hand.childCount())]
    for tile, words in zip(view.hand_order(), tiles):
        a, b = view.scene().hand.faces(tile)
        said = f"double {a}" if a == b else f"{a} and {b}"
        assert words.startswith(said)
        assert (", fits on " in words) == (tile in fitting)
    for name in names_of(view):  # plain words: no invisible characters a reader would spell out
        assert "\u2060" not in name and "|" not in name and "(s)" not in name


def test_a_trains_tiles_are_its_children_touching_half_first(qtbot) -> None:
    game = find_game(3, lambda g: person_may_play(g) and len(g.view(0).train(MEXICAN).tiles) >= 2)
    view = make_view(qtbot)
    show(view, game)
    root = QAccessible.queryAccessibleInterface(view)
    mexican = root.child(root.childCount() - 2)
    tv = game.view(0).train(MEXICAN)
    assert mexican.text(Name).startswith("Mexican Train")
    assert f"{len(tv.tiles)} tiles laid" in mexican.text(Name)
    assert mexican.childCount() == len(tv.tiles)
    for i, (_tile, touching, end) in enumerate(tv.tiles):
        words = mexican.child(i).text(Name)
        assert words == (f"double {touching}" if touching == end else f"{touching} and {end}")
    assert not mexican.child(0).rect().isEmpty()  # a magnifier can find it on screen


def play_through(view, game) -> None:
    """A stand-in controller that also hands the table the events of each move (as the window does)."""
    def on_move(move) -> None:
        events = game.apply(move)
        show(view, game)
        view.animate_events(events, 0)
    view.move_requested.connect(on_move)


def test_keys_move_the_focus_a_reader_follows_and_the_move_is_announced(qtbot) -> None:
    game = find_game(4, person_may_play)
    view = make_view(qtbot)
    play_through(view, game)
    show(view, game)
    view.activateWindow()
    view.setFocus()
    QAccessible.setActive(True)
    root = QAccessible.queryAccessibleInterface(view)
    QTest.keyClick(view, Qt.Key.Key_Tab)  # the first tile that fits
    tile = view.selected_tile()
    assert tile is not None
    focus = root.focusChild()
    assert focus is not None and focus.role() == QAccessible.Role.ListItem
    assert focus.state().selected and ", fits on " in focus.text(Name)
    QTest.keyClick(view, Qt.Key.Key_Tab)  # its first train
    chosen = root.focusChild()
    assert chosen.role() == QAccessible.Role.List
    assert "chosen: Enter lays the tile here" in chosen.text(Name)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert tile not in game.view(0).hand
    assert any(line.startswith(f"You laid {tile[0]}|{tile[1]} on ") for line in view.announced)


def test_one_tile_left_and_the_round_end_are_announced(qtbot) -> None:
    from mextrain.engine import Event, RoundEnd
    game = find_game(3, person_may_play)
    view = make_view(qtbot)
    show(view, game)
    view.animate_events([Event(EventKind.ONE_TILE_LEFT, seat=1),
                         Event(EventKind.PASSED, seat=2),
                         Event(EventKind.ROUND_OVER, seat=1, reason=RoundEnd.OUT)], 0)
    said = list(view.announced)[-3:]
    assert said[0] == "Ada has only one tile left!" or "Ada" in said[0]
    assert said[1] == "Boris passed."
    assert "Ada" in said[2]


WORDS = {  # what a reader must find at the table, in each language (the glossary's words, translations/README.md)
    "de": ("Du bist dran", "Vorrat:", "Lokomotive: 12er-Pasch", "Dein eigener Zug, offenes Ende", "Gemeinsamer Zug, offenes Ende",
           "Zug von Ada", "Deine Hand:", "passt an:"),
    "uk": ("Твій хід", "Базар:", "Локомотив: дубль 12", "Твій потяг, відкритий кінець",
           "Мексиканський потяг, відкритий кінець", "Потяг гравця Ada", "Твоя рука:", "підходить до:"),
    "da": ("Din tur", "Bunken:", "Startbrik: dobbelt-12", "Dit tog, åben ende", "Mexican Train, åben ende",
           "Adas tog", "Din hånd:", "passer på:"),
}


def test_a_whole_turn_read_in_each_language_names_every_fact(qtbot, tmp_path) -> None:
    from support.ux import Languages
    game = find_game(4, lambda g: person_may_play(g) and g.view(0).engine_number == 12)
    view = make_view(qtbot)
    play_through(view, game)
    show(view, game)
    languages = Languages(tmp_path / "lang.ini")
    try:
        for code, words in WORDS.items():
            languages.switch(code)
            show(view, game)  # the window redraws after a language change
            said = " / ".join(names_of(view))
            for word in words:
                assert word in said, (code, word, said)
            assert "(s)" not in said and "tile" not in said, (code, said)
        languages.switch("de")
        view.activateWindow()
        view.setFocus()
        QTest.keyClick(view, Qt.Key.Key_Tab)
        QTest.keyClick(view, Qt.Key.Key_Return)
        assert view.announced and view.announced[-1].startswith("Du hast ")  # "Du hast 5|12 an … gelegt."
    finally:
        languages.close()
