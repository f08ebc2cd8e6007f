"""Issue 19, points 13 and 14: the lobby as part of the game — a card per seat saying each thing
once, the code to read out and to copy, the address a friend types, all reworded by a
language switch (the Ukrainian lobby once kept "Adresse: port 47200"). Real sockets, real clicks."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QSettings
from PySide6.QtGui import QGuiApplication

from mextrain import i18n
from mextrain.i18n.translator import LanguageManager
from mextrain.ui.netplay.dialogs import HostSetup
from mextrain.ui.netplay.seat_card import SeatCard
from support.net_gui import click
from support.net_gui import net_window as _window
from support.ports import free_port


def _visible_texts(card: SeatCard) -> list[str]:
    from PySide6.QtWidgets import QComboBox, QLabel
    out = [w.text() for w in card.findChildren(QLabel) if not w.isHidden()]
    out += [w.currentText() for w in card.findChildren(QComboBox) if not w.isHidden()]
    return out


def test_the_lobby_shows_each_seat_once_the_code_to_copy_and_the_address_to_type(qtbot, net, tmp_path: Path) -> None:
    a = _window(qtbot, tmp_path, "host")
    port = free_port()
    host = a.net.host_table(HostSetup("Mona", "Kitchen", 4, 7, False, port))
    guest = net.client(port, "Ana", code=host.table.code)
    qtbot.waitUntil(lambda: guest.lobby is not None, timeout=5000)
    lobby = a.net.lobby
    host.set_computer(2, "normal", "Dora")
    qtbot.waitUntil(lambda: len(lobby.cards) == 4 and lobby.cards[2].control.currentData() == "normal", timeout=3000)
    free, computer, mona, ana = lobby.cards[3], lobby.cards[2], lobby.cards[0], lobby.cards[1]
    # an open seat: "Free seat" and the choice, never "Open" twice; a computer: its name and the choice only
    assert len(set(_visible_texts(free))) == len(_visible_texts(free))
    assert free.state.isHidden() and computer.state.isHidden()
    assert mona.name.text().startswith("Mona") and not mona.state.isHidden() and not ana.control.isHidden()  # Remove
    # the code, grouped for reading out, and copied with one click
    assert lobby.code.text() == host.table.code[:3] + " " + host.table.code[3:]
    QGuiApplication.clipboard().clear()
    click(lobby.copy_button)
    assert QGuiApplication.clipboard().text() == host.table.code
    # the address line names the port a friend types (and the addresses, when there is a network)
    assert str(host.port) in lobby.address.text()
    english_address, english_free = lobby.address.text(), free.name.text()
    saved_locale = QLocale()
    manager = LanguageManager(settings=QSettings(str(tmp_path / "lang.ini"), QSettings.Format.IniFormat))
    try:
        manager.set_language("uk")
        QCoreApplication.processEvents()
        free = lobby.cards[3]
        assert lobby.address.text() != english_address and str(host.port) in lobby.address.text()
        assert "port" not in lobby.address.text().lower().replace("порт", "")  # no English word left
        assert free.name.text() == "Вільне місце" != english_free
        manager.set_language("de")
        QCoreApplication.processEvents()
        assert "Port" in lobby.address.text() and "port " not in lobby.address.text()
    finally:
        manager.shutdown()
        i18n.uninstall()
        QLocale.setDefault(saved_locale)
        QCoreApplication.processEvents()
    a.net.end()


def test_a_guest_lobby_reads_the_away_rule_and_marks_its_own_card(qtbot, net, tmp_path: Path) -> None:
    from mextrain.net.messages import WAIT_GRACE
    from mextrain.ui.netplay import texts as net_texts
    from mextrain.ui.netplay.dialogs import JoinRequest

    host = net.host(3, grace=45.0)
    b = _window(qtbot, tmp_path, "guest")
    b.net.join(JoinRequest("Ana", host.table.code, "127.0.0.1", host.port))
    qtbot.waitUntil(lambda: b.net.lobby is not None and len(b.net.lobby.cards) == 3, timeout=5000)
    lobby = b.net.lobby
    assert lobby.away_caption.text() == net_texts.away_policy(45.0, WAIT_GRACE)
    assert not lobby.away_choice.isVisible() and not lobby.code_panel.isVisible()
    mine = next(c for c in lobby.cards if c.property("you"))
    assert "Ana" in mine.name.text() and all(c.control is None for c in lobby.cards)  # read-only


def _gap_below_the_seats(lobby) -> int:
    """Pixels between the lowest seat card and the first line under the seats (the host's rule choice)."""
    from PySide6.QtCore import QPoint

    cards = max(card.mapTo(lobby, QPoint(0, card.height())).y() for card in lobby.cards)
    return lobby.rule_caption.mapTo(lobby, QPoint(0, 0)).y() - cards


def test_no_empty_band_between_the_seat_cards_and_the_options(qtbot, tmp_path: Path) -> None:
    """Issue 38, point 19: at 1024x600 the lobby had a wide empty band (about 100 px) between the seat cards and
    the table's options: it was taller than its contents, and the room to spare went there. Now the options
    follow the cards, and the buttons stay at the foot, in every language and for 2, 4 and 8 seats."""
    from support.shots import save_shot
    from support.ux import Languages

    a = _window(qtbot, tmp_path, "host")
    langs = Languages(tmp_path / "lang.ini")
    try:
        _lobbies_without_a_band(qtbot, a, langs, save_shot)
    finally:
        langs.close()


def _lobbies_without_a_band(qtbot, a, langs_for_lobby, save_shot) -> None:
    for seats, code in ((4, "en"), (2, "de"), (8, "uk"), (4, "da")):
        langs_for_lobby.switch(code)
        host = a.net.host_table(HostSetup("Mona", "Kitchen", seats, 7, False, free_port()))
        assert host is not None
        lobby = a.net.lobby
        qtbot.waitUntil(lambda seats=seats, lobby=lobby: len(lobby.cards) == seats and lobby.isVisible(), timeout=5000)
        qtbot.wait(50)  # the lobby measures its words once its cards are polished
        save_shot(lobby.grab(), f"net/lobby_{seats}_seats_{code}.png")
        gap = _gap_below_the_seats(lobby)
        assert 0 < gap <= 24, (seats, code, gap)
        buttons = lobby.start_button.mapTo(lobby, lobby.start_button.rect().bottomLeft()).y()
        assert lobby.height() - 30 <= buttons < lobby.height(), (seats, code, buttons, lobby.height())  # at the foot
        a.net.end()
        qtbot.waitUntil(lambda: a.net.lobby is None or not a.net.lobby.isVisible(), timeout=5000)


def test_no_computer_takes_a_persons_name(qtbot, net, tmp_path: Path) -> None:
    """Issue 38: Fill Open Seats named the eighth seat's computer "Ada 2" beside a person named Ada (the
    names went by seat). A computer gets a name nobody at the table has; a level chosen keeps its name."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    a = _window(qtbot, tmp_path, "host")
    port = free_port()
    host = a.net.host_table(HostSetup("Mona", "Kitchen", 8, 7, False, port))
    clara = net.client(port, "Clara", code=host.table.code)  # seat 2: where "Clara" would have gone
    ada = net.client(port, "Ada", code=host.table.code)
    qtbot.waitUntil(lambda: clara.seat is not None and ada.seat is not None, timeout=5000)
    lobby = a.net.lobby
    combo = lobby.cards[3].control  # the host makes seat 4 a computer with the keyboard
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_Down)
    qtbot.waitUntil(lambda: host.table.seats[3].state == "computer", timeout=3000)
    chosen = host.table.seats[3].name
    click(lobby.fill_button)
    qtbot.waitUntil(lambda: host.table.full, timeout=3000)
    qtbot.waitUntil(lambda: all(c.name.text() for c in lobby.cards), timeout=3000)
    shown = [card.name.text() for card in lobby.cards]
    computers = [s.name for s in host.table.seats if s.state == "computer"]
    assert len(computers) == 5 and host.table.seats[3].name == chosen
    assert not {"Clara", "Ada", "Mona"} & set(computers), computers
    assert not any(name[-2:] in (" 2", " 3") for name in computers), computers  # nobody numbered
    assert [n for n in shown if n in computers] == computers  # the cards read them
