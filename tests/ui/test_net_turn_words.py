"""Issue 38, point 13 (and point 19's status bar): while a person at another computer is to move, the prompt says it is their turn;
"Ben is thinking…" is what the table says of a computer. Both windows of a real table on 127.0.0.1, the
moves made with the mouse."""
from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QLabel

from mextrain.ui.netplay.dialogs import HostSetup, JoinRequest
from support.net_gui import click, play_turn
from support.net_gui import net_window as _window
from support.ports import free_port


def _playing(qtbot, tmp_path: Path):
    """Mona hosts "Kitchen" for two in window a, Ana joins from window b, the game is under way."""
    a, b = _window(qtbot, tmp_path, "a"), _window(qtbot, tmp_path, "b")
    port = free_port()
    host = a.net.host_table(HostSetup("Mona", "Kitchen", 2, 7, False, port))
    assert host is not None
    b.net.join(JoinRequest("Ana", host.table.code, "127.0.0.1", port))
    qtbot.waitUntil(lambda: host.table.full and b.net.lobby is not None and b.net.lobby.isVisible(), timeout=8000)
    click(a.net.lobby.start_button)
    qtbot.waitUntil(lambda: b.play is b.net.game and b.play.ready(), timeout=8000)
    return a, b, host


def test_point_13_a_person_elsewhere_to_move_is_their_turn_not_thinking(qtbot, tmp_path: Path) -> None:
    a, b, _host = _playing(qtbot, tmp_path)
    game = a.controller.game
    rng = random.Random(13)
    read = {"a": "", "b": ""}  # what the window that waits reads while the other person is to move
    for _ in range(12):
        qtbot.waitUntil(lambda: bool(a.play.local_legal()) or bool(b.play.local_legal()), timeout=10000)
        mover, waiter, key, other = (a, b, "b", "Mona") if a.play.local_legal() else (b, a, "a", "Ana")
        qtbot.waitUntil(lambda waiter=waiter, other=other: waiter.panel.prompt.text() == f"It is {other}'s turn.",
                        timeout=5000)
        read[key] = waiter.panel.prompt.text()
        assert "thinking" not in waiter.panel.prompt.text()
        if all(read.values()):
            break
        before = sum(len(r.decisions) for r in game.rounds)
        play_turn(mover, mover.play, rng)
        qtbot.waitUntil(lambda before=before: sum(len(r.decisions) for r in game.rounds) > before, timeout=5000)
    assert read == {"a": "It is Ana's turn.", "b": "It is Mona's turn."}
    b.net.end()
    a.net.end()



def _spoken_turn(window) -> str:
    """What a screen reader reads first on the table: its status item (the round and whose turn)."""
    return QAccessible.queryAccessibleInterface(window.table).child(0).text(QAccessible.Text.Name)


def test_point_13_the_seat_rows_tooltip_and_the_spoken_table_say_their_turn(qtbot, tmp_path: Path) -> None:
    """The seat's row (its tooltip) and the table's status item, in English and German, while the person
    at the other computer is to move: their turn, never "thinking" (a computer's word)."""
    from support.ux import Languages

    a, b, _host = _playing(qtbot, tmp_path)
    game = a.controller.game
    rng = random.Random(13)
    qtbot.waitUntil(lambda: bool(a.play.local_legal()) or bool(b.play.local_legal()), timeout=10000)
    if a.play.local_legal():  # let Mona move: Ana's window then waits for Mona
        play_turn(a, a.play, rng)
        qtbot.waitUntil(lambda: decisions(game) > 0 and bool(b.play.local_legal()), timeout=5000)
    mover, waiter, other, seat = (b, a, "Ana", 1)
    qtbot.waitUntil(lambda: waiter.play.thinking_seat == seat and waiter.panel.row_of(seat) is not None, timeout=5000)
    languages = Languages(tmp_path / "lang.ini")
    try:
        for code, tip, spoken in (("en", f"It is {other}'s turn.", f"{other}'s turn."),
                                  ("de", f"{other} ist dran.", f"{other} ist dran.")):
            languages.switch(code)
            waiter.refresh()
            row = waiter.panel.row_of(seat)
            assert row is not None and row.name.text() == other
            assert row.name.toolTip() == tip
            said = _spoken_turn(waiter)
            assert said.endswith(spoken), said
            look = waiter.table.scene().rows[seat].look  # highlighted as the seat to move, no "…" thinking bubble
            assert look.current and not look.thinking
            assert "thinking" not in said and "überlegt" not in said
    finally:
        languages.close()
    assert mover.play.local_legal()
    b.net.end()
    a.net.end()


def decisions(game) -> int:
    return sum(len(r.decisions) for r in game.rounds)

def test_point_19_the_status_bars_table_label_follows_a_language_switch(qtbot, tmp_path: Path) -> None:
    from mextrain.ui.rules import words
    from support.ux import Languages

    a, b, host = _playing(qtbot, tmp_path)
    english = b.game_label.text()
    assert english == "Kitchen · Standard rules"
    languages = Languages(tmp_path / "lang.ini")
    try:
        (people,) = [label for label in b.findChildren(QLabel, "seatsLine") if label.isVisible()]
        assert "Mona: hosting" in people.text()
        languages.switch("de")
        for w in (a, b):  # the host's window and the joined one
            assert w.game_label.text() == f"Kitchen · {words.rule_set_name(host.table.options, None)}" != english
        assert "Mona: Gastgeber" in people.text()  # the people's line too, at once (not at its next second)
    finally:
        languages.close()
    b.net.end()
    a.net.end()
