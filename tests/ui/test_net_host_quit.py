"""Issue 38, point 10: the host's Quit offers what really happens. *Pause the table*: the others wait
and read so, it reopens at the next start and their apps find it at once. *End it for everyone*: the
others read "The host closed the table" and have their own game back; nothing is offered at the next
start. Real windows, real sockets on 127.0.0.1, real clicks."""
from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from mextrain.ui.netplay import texts as net_texts
from mextrain.ui.netplay.dialogs import HostSetup, JoinRequest
from mextrain.ui.window.main_window import MainWindow
from support.net_gui import click
from support.net_gui import net_window as _window
from support.ports import free_port
from support.shots import save_shot
from support.ux import Languages

PAUSE = "&Pause the Table and Quit"
END = "&End It for Everyone and Quit"
STAY = "&Stay at the Table"


def _table(qtbot, tmp_path: Path):
    """Mona hosts "Kitchen" for two; Ana joins from a window of her own; the game is under way."""
    host_window = _window(qtbot, tmp_path, "host")
    guest = _window(qtbot, tmp_path, "guest")
    guest.net.retry_delays = (0.1, 30.0)  # after one quick try, the guest's next try is half a minute away
    port = free_port()
    host = host_window.net.host_table(HostSetup("Mona", "Kitchen", 2, 7, False, port))
    assert host is not None
    joined = guest.net.join(JoinRequest("Ana", host.table.code, "127.0.0.1", port))
    qtbot.waitUntil(lambda: host.table.full and joined.seat is not None, timeout=8000)
    click(host_window.net.lobby.start_button)
    qtbot.waitUntil(lambda: guest.play is guest.net.game and guest.play.ready(), timeout=8000)
    return host_window, guest, joined, port


def _quit_answering(window: MainWindow, word: str, seen: list[QMessageBox], shot: str = "") -> None:
    """Game > Quit, and in the question that comes, a click on the button that reads `word` (or, `word`
    empty, the one that keeps the table), the question saved as a picture first when `shot` names it."""
    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, answer)
            return
        seen.append(box)
        if shot:
            save_shot(box.grab(), shot)
        button = next(b for b in box.buttons() if b.text() == word or not word
                      and box.buttonRole(b) is QMessageBox.ButtonRole.RejectRole)
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, answer)
    window.menus.quit_action.trigger()


def test_point_10_the_hosts_quit_says_both_choices_and_pause_keeps_the_others_waiting(qtbot, tmp_path: Path) -> None:
    host_window, guest, joined, port = _table(qtbot, tmp_path)
    states: list[str] = []
    joined.state_changed.connect(states.append)
    seen: list[QMessageBox] = []
    _quit_answering(host_window, PAUSE, seen)
    box = seen[0]
    assert box.objectName() == "confirmLeaveTable"
    assert box.text() == "Quit while the table “Kitchen” is playing? Still connected: Ana."
    assert box.informativeText() == (
        "Pause the table: the others wait, and it reopens when you start the app again.\n"
        "End it for everyone: the others' game ends here; it is kept in your saves.")
    assert sorted(b.text() for b in box.buttons()) == sorted([PAUSE, END, STAY])
    assert "Their game ends here" not in box.informativeText()  # what it said before, and did not do
    assert not host_window.isVisible()
    # Ana's screen matches: she waits for the table, no box, her seat and table kept
    qtbot.waitUntil(lambda: joined.back_later and guest.net.status.waiting.isVisible(), timeout=5000)
    assert guest.net.message is None or not guest.net.message.isVisible()
    assert guest.play is guest.net.game and guest.table.scene().state is not None

    # the next start offers the table again, and Ana's app finds it at once (not at its next try, 30 s away)
    qtbot.waitUntil(lambda: states.count("retrying") >= 2, timeout=5000)  # its quick first try found nobody
    again = MainWindow(settings=host_window.settings, start_game=False, data_folder=tmp_path / "host")
    again.net.announcer_factory = None
    again.net.browser_factory = None
    qtbot.addWidget(again)
    assert again.net.offer_reopen(lambda: None)
    offer = again.net.message
    assert offer is not None and "Kitchen" in offer.text()
    reopen = next(b for b in offer.buttons() if b.text() == "&Reopen the Table")
    reopened = time.monotonic()
    QTest.mouseClick(reopen, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: joined.connected and guest.play.ready(), timeout=8000)
    assert time.monotonic() - reopened < 5
    assert not guest.net.status.waiting.isVisible()
    again.net.end()


def test_point_10_end_it_for_everyone_tells_the_others_and_nothing_is_offered_at_the_next_start(
        qtbot, tmp_path: Path) -> None:
    host_window, guest, joined, _port = _table(qtbot, tmp_path)
    seen: list[QMessageBox] = []
    _quit_answering(host_window, END, seen)
    assert seen and not host_window.isVisible()
    # Ana reads that the host closed the table, and her window shows her own game again
    qtbot.waitUntil(lambda: guest.net.message is not None and guest.net.message.isVisible(), timeout=5000)
    assert guest.net.message.text() == net_texts.lost_text("shutdown") == "The host closed the table."
    assert guest.net.joined is None and guest.play is guest.controller
    assert not joined.back_later
    # nothing to reopen at the host's next start
    again = MainWindow(settings=host_window.settings, start_game=False, data_folder=tmp_path / "host")
    again.net.announcer_factory = None
    qtbot.addWidget(again)
    assert not again.net.offer_reopen(lambda: None)
    assert not again.net.save_path.exists()


def test_point_10_stay_keeps_the_table_and_the_window(qtbot, tmp_path: Path) -> None:
    host_window, guest, joined, _port = _table(qtbot, tmp_path)
    seen: list[QMessageBox] = []
    _quit_answering(host_window, STAY, seen)
    assert seen and host_window.isVisible() and host_window.net.host is not None
    qtbot.wait(200)
    assert joined.connected and not joined.back_later
    host_window.net.end()


def test_point_10_the_quit_question_reads_in_every_language(qtbot, tmp_path: Path) -> None:
    """Each language's question has three choices with three different shortcuts, and its own words."""
    host_window, _guest, _joined, _port = _table(qtbot, tmp_path)
    languages = Languages(tmp_path / "lang.ini")
    texts: set[str] = set()
    try:
        for code in ("en", "de", "uk", "da"):
            languages.switch(code)
            seen: list[QMessageBox] = []
            _quit_answering(host_window, "", seen, shot=f"issue38/host_quit_question_{code}.png")
            box = seen[0]
            words = [b.text() for b in box.buttons()]
            keys = {w[w.index("&") + 1].lower() for w in words}
            assert len(words) == 3 and len(keys) == 3, words
            assert "Kitchen" in box.text() and "Ana" in box.text()
            texts.add(box.informativeText())
            assert host_window.isVisible() and host_window.net.host is not None  # kept: the table plays on
    finally:
        languages.close()
    assert len(texts) == 4  # translated, not English four times
    host_window.net.end()


def test_point_10_end_it_for_everyone_keeps_the_guests_game_on_the_guests_side_and_says_where(
        qtbot, tmp_path: Path) -> None:
    """The host keeps the record; Ana's app keeps what it showed of the game (the table, the players, each
    round's points, the totals) in its data folder, and the box that says the table was closed names the file."""
    import json

    from mextrain.controller.network.joined_record import FOLDER, FORMAT

    host_window, guest, joined, _port = _table(qtbot, tmp_path)
    seat = joined.seat
    seen: list[QMessageBox] = []
    _quit_answering(host_window, END, seen)
    qtbot.waitUntil(lambda: guest.net.message is not None and guest.net.message.isVisible(), timeout=5000)
    box = guest.net.message
    assert box.text() == "The host closed the table."
    kept = sorted((tmp_path / "guest" / FOLDER).glob("*.json"))
    assert len(kept) == 1 and kept[0].name.endswith("-Kitchen.json")
    assert box.informativeText() == (f"Your game so far is kept: the table, the players, each round's points and the "
                                     f"totals, in {kept[0]}.")
    data = json.loads(kept[0].read_text(encoding="utf-8"))
    assert data["format"] == FORMAT and data["table"] == "Kitchen" and data["ended"] == "host_closed"
    assert data["names"] == ["Mona", "Ana"] and data["you"] == [seat]
    assert data["rounds"][0]["number"] == 1 and data["totals"] == [0, 0] and data["options"]["players"] == 2
