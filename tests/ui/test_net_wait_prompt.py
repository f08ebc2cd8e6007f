"""Issue 19 point 2's rest: those who wait are told what they wait for. When the seat to move is a
person who is away and the table waits for them, the host's prompt and a joined app's prompt say
so (not "Cy is thinking…"), in every language; a countdown while a computer is due. Real sockets on
127.0.0.1, the moves of the two windows made with the mouse."""
from __future__ import annotations

import random
from pathlib import Path

from mextrain.engine import Phase
from mextrain.net.messages import WAIT_GRACE
from mextrain.ui.netplay import texts as net_texts
from mextrain.ui.netplay.dialogs import HostSetup, JoinRequest
from support.net_gui import net_window as _window
from support.net_gui import play_where_asked
from support.ports import free_port
from support.ux import Languages


def _until_the_turn_of(qtbot, game, seat: int, windows) -> None:
    """The windows' persons play with the mouse until `seat` is to move."""
    rng = random.Random(8)
    while not (game.phase is Phase.PLAYING and game.current_seat == seat):
        qtbot.waitUntil(lambda: any(w.play.local_legal() for w in windows) or game.current_seat == seat
                        or game.phase is not Phase.PLAYING, timeout=10000)
        if game.phase is not Phase.PLAYING:
            windows[0].score_sheet.next_button.click()
            continue
        play_where_asked(qtbot, windows, game, rng)


def _table(qtbot, net, tmp_path: Path, grace: float):
    a, b = _window(qtbot, tmp_path, "host"), _window(qtbot, tmp_path, "guest")
    port = free_port()
    host = a.net.host_table(HostSetup("Mona", "Kitchen", 3, 7, False, port, grace=grace))
    assert host is not None
    b.net.join(JoinRequest("Ana", host.table.code, "127.0.0.1", port))
    cy = net.client(port, "Cy", code=host.table.code)
    cy.playing = False
    qtbot.waitUntil(lambda: host.table.full and all(s.connected for s in host.table.infos()[1:]), timeout=5000)
    a.net.lobby.start_button.click()
    qtbot.waitUntil(lambda: b.play is b.net.game and b.play.ready(), timeout=5000)
    seat = next(i for i, s in enumerate(host.table.infos()) if s.name == "Cy")
    cy.close()  # Cy's line drops: away
    qtbot.waitUntil(lambda: seat in host.session.away(), timeout=5000)
    return a, b, host, seat


def test_point_2_the_prompt_says_the_table_waits_for_a_person_who_is_away(qtbot, net, tmp_path: Path) -> None:
    a, b, host, cy = _table(qtbot, net, tmp_path, WAIT_GRACE)
    game = a.controller.game
    _until_the_turn_of(qtbot, game, cy, (a, b))
    waits = net_texts.away_prompt("Cy", "away", None)
    assert "Cy" in waits and "thinking" not in waits
    for w in (a, b):  # the host and the joined app, at once (after the redraw)
        qtbot.waitUntil(lambda w=w: w.panel.prompt.text() == waits, timeout=1500)
    qtbot.wait(300)
    assert a.panel.prompt.text() == waits and game.current_seat == cy  # the table does wait
    languages = Languages(tmp_path / "lang.ini")
    try:
        for code in ("de", "uk", "da"):
            languages.switch(code)
            worded = net_texts.away_prompt("Cy", "away", None)
            assert worded != waits and "Cy" in worded
            for w in (a, b):
                qtbot.waitUntil(lambda w=w, worded=worded: w.panel.prompt.text() == worded, timeout=2500)
    finally:
        languages.close()
    a.net.end()
    b.net.end()


def test_point_2_the_prompt_counts_down_to_the_computer_for_a_person_who_is_away(qtbot, net, tmp_path: Path) -> None:
    a, b, host, cy = _table(qtbot, net, tmp_path, 600.0)
    game = a.controller.game
    _until_the_turn_of(qtbot, game, cy, (a, b))
    qtbot.waitUntil(lambda: a.panel.prompt.text().startswith("Cy is away. If they are not back"), timeout=1500)
    text = a.panel.prompt.text()
    assert "min" in text and "thinking" not in text, text  # about ten minutes left
    qtbot.waitUntil(lambda: b.panel.prompt.text().startswith("Cy is away. If they are not back"), timeout=2500)
    a.net.end()
    b.net.end()
