"""Issue 38: a seat a computer plays for its person is not shown under the person's name alone. When
Cy's line drops past the grace period, and when Cy leaves for good, the host's window and a joined
app both read "Cy (computer plays)" in the side panel and on Cy's train; when Cy's app comes back,
the name returns. A real host window, a real joined window, Cy a headless app on real loopback sockets."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from mextrain.ui import texts
from mextrain.ui.netplay.dialogs import HostSetup, JoinRequest
from support.net_gui import net_window
from support.ports import free_port
from support.shots import save_shot
from support.ux import Languages


def _shown(w, seat: int) -> tuple[str, str]:
    """Cy's name as the side panel shows it, and the label on Cy's train."""
    row = w.panel.seats.row_of(seat)
    return (row.name.text() if row is not None else "", w.table.scene().rows[seat].look.label)


def test_a_seat_a_computer_plays_says_so_at_the_host_and_a_joined_app_until_its_person_is_back(
        qtbot, net, tmp_path: Path) -> None:
    a, b = net_window(qtbot, tmp_path, "host"), net_window(qtbot, tmp_path, "guest")
    port = free_port()
    host = a.net.host_table(HostSetup("Mona", "Kitchen", 4, 7, False, port, grace=0.3))
    b.net.join(JoinRequest("Ana", host.table.code, "127.0.0.1", port))
    cy = net.client(port, "Cy", code=host.table.code, seed=5)
    qtbot.waitUntil(lambda: sum(s.state == "person" for s in host.table.seats) == 3 and cy.seat is not None,
                    timeout=8000)
    seat = cy.seat
    host.fill_with_computers("easy", ["Dora"])
    QTest.mouseClick(a.net.lobby.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: b.play is b.net.game and b.play.ready() and cy.view is not None, timeout=8000)
    windows = (a, b)
    for w in windows:
        qtbot.waitUntil(lambda w=w: _shown(w, seat)[0] == "Cy", timeout=5000)
        assert _shown(w, seat)[1].startswith("Cy · ")
    marked = texts.stand_in_name("Cy")
    assert marked == "Cy (computer plays)"
    cy.playing = False
    cy.close()  # Cy's line drops: after 0.3 s a computer plays for Cy
    for w in windows:
        qtbot.waitUntil(lambda w=w: _shown(w, seat)[0] == marked, timeout=8000)
        assert _shown(w, seat)[1].startswith(f"{marked} · ")
    cy.playing = True
    cy.connect_to_host()  # Cy's app comes back with its token: the name returns
    for w in windows:
        qtbot.waitUntil(lambda w=w: _shown(w, seat)[0] == "Cy", timeout=8000)
        assert _shown(w, seat)[1].startswith("Cy · ")
    cy.playing = False
    cy.leave()  # Cy goes for good: a computer plays the seat from now on, under the mark
    for w in windows:
        qtbot.waitUntil(lambda w=w: _shown(w, seat)[0] == marked, timeout=8000)
        assert _shown(w, seat)[1].startswith(f"{marked} · ")
    languages = Languages(tmp_path / "lang.ini")  # the mark in each language, from the .qm files
    try:
        for code, words in (("de", "Cy (Computer spielt)"), ("uk", "Cy (грає комп’ютер)"), ("da", "Cy (computer spiller)")):
            languages.switch(code)
            qtbot.waitUntil(lambda words=words: _shown(b, seat)[0] == words, timeout=3000)
            save_shot(b.grab(), f"issue38/stand_in_{code}.png")
    finally:
        languages.close()
    for w in (b, a):
        w.net.end()
        w.close()
