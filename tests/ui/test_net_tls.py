"""The windows' side of TLS (issue 30): the certificate kept in the data folder, its words in both
lobbies, a table found nearby pinned to its announced fingerprint, and a changed certificate
for an address typed by hand refused in plain words, trusted again only on purpose."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from mextrain.net import certs
from mextrain.ui.netplay import texts as net_texts
from support.net_gui import FakeBrowser, FoundTable, click, net_window, same_words
from support.ports import free_port
from support.ux import Languages


def _host(window, port: int) -> None:
    window.menus.host_action.trigger()
    dialog = window.net.host_dialog
    QTest.keyClicks(dialog.player_name, "Mona")
    dialog.seats.setValue(2)
    dialog.port.setValue(port)
    click(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    assert window.net.host is not None


def _join_by_hand(window, port: int, code: str) -> None:
    window.menus.join_action.trigger()
    dialog = window.net.join_dialog
    QTest.keyClicks(dialog.player_name, "Ana")
    QTest.keyClicks(dialog.code, code)
    QTest.keyClicks(dialog.address, "127.0.0.1")
    dialog.port.setValue(port)
    click(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))


def test_both_lobbies_show_the_same_certificate_words_and_the_host_keeps_its_certificate(qtbot, tmp_path: Path) -> None:
    host, guest = net_window(qtbot, tmp_path, "host"), net_window(qtbot, tmp_path, "guest")
    port = free_port()
    _host(host, port)
    fp = host.net.host.fingerprint
    kept = certs.load(tmp_path / "host" / certs.CERT_NAME, tmp_path / "host" / certs.KEY_NAME)
    assert kept.fingerprint == fp  # made once, in the data folder
    words = " ".join(certs.fingerprint_words(fp))
    assert host.net.lobby.certificate.isVisible() and words in host.net.lobby.certificate.text()
    _join_by_hand(guest, port, host.net.host.table.code)
    asked = same_words(qtbot, guest)  # met for the first time: the words asked about are the host's lobby's
    assert asked.informativeText().startswith(words)
    qtbot.waitUntil(lambda: guest.net.lobby is not None and guest.net.lobby.certificate.isVisible(), timeout=5000)
    assert words in guest.net.lobby.certificate.text()
    assert guest.net.lobby.certificate.text() == net_texts.fingerprint_line(fp, False)
    assert guest.net.known_hosts.get("127.0.0.1", port) == fp  # remembered for this address
    guest.net.end()
    host.net.end()
    _host(host, port)  # a second table of this app: the same certificate, the same words
    assert host.net.host.fingerprint == fp
    host.net.end()


def test_a_changed_certificate_is_refused_in_words_and_trusted_only_on_purpose(qtbot, net, tmp_path: Path) -> None:
    table = net.host(2)
    guest = net_window(qtbot, tmp_path, "guest")
    earlier = certs.make_self_signed().fingerprint
    guest.net.known_hosts.remember("127.0.0.1", table.port, earlier)  # this address showed another one before
    _join_by_hand(guest, table.port, table.table.code)
    qtbot.waitUntil(lambda: isinstance(guest.net.message, QMessageBox) and guest.net.message.isVisible(), timeout=5000)
    box = guest.net.message
    assert box.objectName() == "certificateRefused"
    assert box.text() == net_texts.lost_text("certificate_changed")
    assert " ".join(certs.fingerprint_words(earlier)) in box.informativeText()
    assert " ".join(certs.fingerprint_words(table.fingerprint)) in box.informativeText()
    assert all(s.conn is None for s in table.table.seats)  # nothing was said to it
    assert guest.net.joined is None and guest.net.known_hosts.get("127.0.0.1", table.port) == earlier
    trust = next(b for b in box.buttons() if b.text() == guest.net.tr("&Trust the New Certificate"))
    click(trust)
    qtbot.waitUntil(lambda: guest.net.joined is not None and guest.net.joined.seat is not None, timeout=5000)
    assert guest.net.known_hosts.get("127.0.0.1", table.port) == table.fingerprint


def test_a_table_found_nearby_is_pinned_to_the_fingerprint_it_announced(qtbot, net, tmp_path: Path) -> None:
    table = net.host(2)
    guest = net_window(qtbot, tmp_path, "guest")
    browser = FakeBrowser()
    guest.net.browser_factory = lambda: browser
    guest.menus.join_action.trigger()
    dialog = guest.net.join_dialog
    announced = certs.make_self_signed().fingerprint  # someone else's announcement for this address
    browser.add(FoundTable("Kitchen", "127.0.0.1", table.port, 2, 1, fingerprint=announced))
    dialog.found.setCurrentRow(0)
    QTest.keyClicks(dialog.player_name, "Ana")
    QTest.keyClicks(dialog.code, table.table.code)
    assert dialog.request().fingerprint == announced
    click(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    qtbot.waitUntil(lambda: isinstance(guest.net.message, QMessageBox) and guest.net.message.isVisible(), timeout=5000)
    box = guest.net.message
    assert box.objectName() == "certificateRefused" and box.text() == net_texts.lost_text("wrong_certificate")
    assert len(box.buttons()) == 1  # no way to wave it through: the announcement named another certificate
    assert all(s.conn is None for s in table.table.seats)
    box.reject()


def test_a_typed_address_after_picking_a_table_drops_its_pin(qtbot, tmp_path: Path) -> None:
    guest = net_window(qtbot, tmp_path, "guest")
    browser = FakeBrowser()
    guest.net.browser_factory = lambda: browser
    guest.menus.join_action.trigger()
    dialog = guest.net.join_dialog
    browser.add(FoundTable("Kitchen", "192.0.2.7", 47123, 2, 1, fingerprint="ab" * 32))
    dialog.found.setCurrentRow(0)
    assert dialog.request().fingerprint == "ab" * 32
    dialog.address.clear()
    QTest.keyClicks(dialog.address, "192.0.2.8")
    assert dialog.request().fingerprint == ""  # another address: the pin was the found table's
    dialog.reject()


def test_the_certificate_words_are_the_same_english_words_in_every_language(qtbot, tmp_path: Path) -> None:
    """Grandma's app in German and the host's in English compare the same words: the word list is one
    for every language (resources/words/fingerprint-words.txt), and each lobby's line says so."""
    host = net_window(qtbot, tmp_path, "host")
    _host(host, free_port())
    words = " ".join(certs.fingerprint_words(host.net.host.fingerprint))
    english = {"de": "auf Englisch", "uk": "англійські", "da": "engelske", "en": "in English"}
    languages = Languages(tmp_path / "lang.ini")
    try:
        for code in ("de", "uk", "da", "en"):
            languages.switch(code)
            line = host.net.lobby.certificate.text()
            assert words in line and english[code] in line, (code, line)
            guest_line = net_texts.fingerprint_line(host.net.host.fingerprint, False)
            assert words in guest_line and english[code] in guest_line, (code, guest_line)
    finally:
        languages.close()
        host.net.end()
