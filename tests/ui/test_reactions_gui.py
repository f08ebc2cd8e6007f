"""Reactions through the window (issue 31) over real sockets: a host app and a joined app in one process on
127.0.0.1. A reaction chosen in one app's menu (a real click) or with its key appears beside the seat at
the other, is announced to a screen reader and sounded; the host's lobby switch and each person's
Preferences switch stop them; a second one within 2 s is dropped."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from mextrain.net import messages as m
from mextrain.sound import Cue
from mextrain.ui.netplay.dialogs import HostSetup, JoinRequest
from mextrain.ui.netplay.reactions import TableReactions, reaction_line, reaction_text
from mextrain.ui.window.main_window import MainWindow
from support.net_gui import click, net_window
from support.ports import free_port
from support.sound import RecordingBoard, use_board
from support.ux import Languages


def _table(qtbot, tmp_path: Path, *, reactions: bool = True) -> tuple[MainWindow, MainWindow]:
    """Mona hosts in window a, Ana joins from window b, and the game starts (a click on Start)."""
    a, b = net_window(qtbot, tmp_path, "a"), net_window(qtbot, tmp_path, "b")
    port = free_port()
    host = a.net.host_table(HostSetup("Mona", "Kitchen", 2, 7, False, port))
    assert host is not None
    b.net.join(JoinRequest("Ana", host.table.code, "127.0.0.1", port))
    qtbot.waitUntil(lambda: host.table.full and b.net.lobby is not None and b.net.lobby.isVisible(), timeout=5000)
    if not reactions:
        _tick(a.net.lobby.reactions_box)  # the host's lobby option
        qtbot.waitUntil(lambda: b.net.joined.lobby.reactions is False, timeout=5000)
        assert "no reactions" in b.net.lobby.options.text()
    assert not b.net.lobby.reactions_box.isVisible()  # the host's alone
    click(a.net.lobby.start_button)
    qtbot.waitUntil(lambda: b.play is b.net.game and b.play.game is not None and b.net.reactions is not None
                    and a.net.reactions is not None, timeout=5000)
    qtbot.waitUntil(lambda: bool(b.panel.seat_order) and bool(a.panel.seat_order), timeout=5000)
    return a, b


def _reactions(w: MainWindow) -> TableReactions:
    assert w.net.reactions is not None
    return w.net.reactions


def _tick(box) -> None:
    """A click on a check box's box (its middle may be empty room beyond the words)."""
    assert box.isVisible() and box.isEnabled(), box.objectName()
    QTest.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def _key(qtbot, w: MainWindow, key: Qt.Key) -> None:
    """A key pressed in `w` (made the active window first, as the person's click on it would)."""
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=3000)
    QTest.keyClick(w, key)


def _choose_in_menu(qtbot, w: MainWindow, code: str) -> None:
    """Click the React button, then the reaction in its menu (the menu runs its own event loop)."""
    r = _reactions(w)
    action = r.actions[code]

    def pick() -> None:
        assert r.menu.isVisible()
        QTest.mouseClick(r.menu, Qt.MouseButton.LeftButton, pos=r.menu.actionGeometry(action).center())

    QTimer.singleShot(150, pick)
    click(r.button)


def test_a_reaction_chosen_in_one_app_appears_beside_the_seat_at_the_other_said_and_heard(qtbot, tmp_path: Path) -> None:
    a, b = _table(qtbot, tmp_path)
    board_a, board_b = use_board(a, RecordingBoard()), use_board(b, RecordingBoard())
    _choose_in_menu(qtbot, b, "nice_move")
    ana = b.net.joined.seat
    qtbot.waitUntil(lambda: _reactions(a).shown.get(ana) == "nice_move", timeout=5000)
    bubble = a.panel.findChild(QLabel, f"reactionBubble{ana}")
    assert bubble is not None and bubble.isVisible() and bubble.text() == "Nice move!"
    assert bubble.accessibleName() == "Ana reacts: Nice move!"
    assert "Ana reacts: Nice move!" in a.table.announced
    assert Cue.REACTION in board_a.cues(heard_only=False)
    # Ana's own app shows it went (beside her seat), without saying or sounding it to her
    qtbot.waitUntil(lambda: _reactions(b).shown.get(ana) == "nice_move", timeout=5000)
    assert Cue.REACTION not in board_b.cues(heard_only=False)
    assert not any("reacts" in line for line in b.table.announced)
    a.grab().save(str(tmp_path / "host_sees_reaction.png"))

    # the host's person reacts with a key: Ana sees the thumbs-up beside Mona's seat
    _key(qtbot, a, Qt.Key.Key_6)
    qtbot.waitUntil(lambda: _reactions(b).shown.get(0) == "thumbs_up", timeout=5000)
    assert "Mona reacts: Thumbs up" in b.table.announced
    assert Cue.REACTION in board_b.cues(heard_only=False)
    a.close()
    b.close()


def test_a_second_reaction_within_two_seconds_is_dropped(qtbot, tmp_path: Path) -> None:
    a, b = _table(qtbot, tmp_path)
    _key(qtbot, b, Qt.Key.Key_2)
    qtbot.waitUntil(lambda: _reactions(a).shown.get(1) == "oops", timeout=5000)
    assert not _reactions(b).button.isEnabled()  # the app waits out the 2 s itself
    _key(qtbot, b, Qt.Key.Key_3)  # nothing goes
    b.net.joined.react("good_game")  # and if it did (a modified app), the host drops it
    _key(qtbot, a, Qt.Key.Key_4)  # Mona's own limit is hers: hers passes
    qtbot.waitUntil(lambda: _reactions(b).shown.get(0) == "well_played", timeout=5000)
    qtbot.wait(300)  # Ana's hand-made second one has long reached the host by now
    assert _reactions(a).shown.get(1) == "oops"
    assert [line for line in a.table.announced if "reacts" in line] == ["Ana reacts: Oops!"]
    a.close()
    b.close()


def test_the_hosts_lobby_switch_stops_reactions_for_everyone(qtbot, tmp_path: Path) -> None:
    a, b = _table(qtbot, tmp_path, reactions=False)
    assert not _reactions(b).button.isVisible() and not _reactions(a).button.isVisible()
    _key(qtbot, b, Qt.Key.Key_1)
    b.net.joined.react("oops")  # even sent by hand it goes nowhere
    _key(qtbot, a, Qt.Key.Key_1)
    qtbot.wait(300)
    assert not _reactions(a).shown and not _reactions(b).shown
    assert not any("reacts" in line for line in a.table.announced + b.table.announced)
    a.close()
    b.close()


def test_the_preferences_switch_neither_shows_nor_sounds_the_others_reactions(qtbot, tmp_path: Path) -> None:
    a, b = _table(qtbot, tmp_path)
    board_b = use_board(b, RecordingBoard())
    prefs = b.settings_ui.show_preferences()
    assert prefs.reactions_box.isChecked()
    _tick(prefs.reactions_box)
    prefs.close()
    assert not b.settings.reactions and not _reactions(b).button.isVisible()
    _key(qtbot, a, Qt.Key.Key_5)
    qtbot.waitUntil(lambda: _reactions(a).shown.get(0) == "good_game", timeout=5000)  # it went out
    qtbot.wait(300)
    assert not _reactions(b).shown and Cue.REACTION not in board_b.cues(heard_only=False)
    assert not any("reacts" in line for line in b.table.announced)
    a.close()
    b.close()


WORDS = {"en": ("Nice move!", "Oops!", "Your turn!", "Well played", "Good game", "Thumbs up", "Ada reacts: Oops!"),
         "de": ("Guter Spielzug!", "Hoppla!", "Du bist dran!", "Gut gespielt", "Schönes Spiel", "Daumen hoch",
                "Ada reagiert: Hoppla!"),
         "uk": ("Гарний хід!", "Ой!", "Твій хід!", "Добре зіграно", "Гарна гра", "Палець угору", "Ada реагує: Ой!"),
         "da": ("Flot lagt!", "Ups!", "Din tur!", "Godt spillet", "Godt spil", "Tommel op", "Ada reagerer: Ups!")}


@pytest.mark.parametrize("code", ["en", "de", "uk", "da"])
def test_the_reactions_are_the_same_for_everyone_in_each_ones_language(qapp, tmp_path: Path, code: str) -> None:
    """The protocol carries a code; each app says it in its own words, read from the real .qm files."""
    languages = Languages(tmp_path / "settings.ini")
    try:
        languages.switch(code)
        said = tuple(reaction_text(c) for c in m.REACTIONS) + (reaction_line("Ada", "oops"),)
        assert said == WORDS[code]
    finally:
        languages.close()
