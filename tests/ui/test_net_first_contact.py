"""Issue 38, point 18: a table joined for the first time by an address typed in Join a Table is not
taken on trust. Before anything is sent (no name, no code), its certificate's six words are shown to
compare with the host's, as ssh asks; the person joins only on their yes, and the address is then
known. An invitation (or an announcement) names the certificate itself: no question. Real windows,
real TLS handshakes on 127.0.0.1, real clicks."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from mextrain.ui.netplay import texts as net_texts
from mextrain.ui.netplay.dialogs import JoinRequest
from support.net_gui import click
from support.net_gui import net_window as _window
from support.shots import save_shot
from support.ux import Languages


def _join_by_address(window, code: str, port: int, watch: bool = False) -> None:
    dialog = window.net.show_join_dialog()
    assert dialog is not None
    dialog.player_name.setText("Ana")
    dialog.code.setText(code)
    dialog.address.setText("127.0.0.1")
    dialog.port.setValue(port)
    click(dialog.watch_button if watch else dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))


def _question(qtbot, window) -> QMessageBox:
    qtbot.waitUntil(lambda: window.net.message is not None and window.net.message.isVisible(), timeout=8000)
    return window.net.message


def _button(box: QMessageBox, text: str):
    return next(b for b in box.buttons() if b.text() == text)


def test_point_18_a_typed_address_met_first_shows_the_words_and_joins_only_on_yes(qtbot, net, tmp_path: Path) -> None:
    host = net.host(3)
    window = _window(qtbot, tmp_path)
    _join_by_address(window, host.table.code, host.port)
    box = _question(qtbot, window)
    assert box.objectName() == "firstContact"
    assert box.windowTitle() == "Is this the host's table?"
    assert box.text() == f"This is the first time you join the table at 127.0.0.1:{host.port}. Its certificate's words are:"
    words = net_texts.words_of(host.fingerprint)
    assert len(words.split()) == 6 and box.informativeText().startswith(words + "\n\n")
    assert "Ask the host to read out the words" in box.informativeText()
    # nothing was said to the table yet: no name, no code, no seat
    assert [s.name for s in host.table.infos() if s.state == "person" and not s.host] == []
    assert window.net.known_hosts.get("127.0.0.1", host.port) is None
    assert box.defaultButton() is _button(box, "&Do Not Join")
    click(_button(box, "&Same Words: Join"))
    qtbot.waitUntil(lambda: window.net.joined is not None and window.net.joined.seat is not None, timeout=8000)
    assert "Ana" in [s.name for s in host.table.infos()]
    assert window.net.known_hosts.get("127.0.0.1", host.port) == host.fingerprint
    window.net.end()
    # the next time, the address is known: no question
    _join_by_address(window, host.table.code, host.port)
    qtbot.waitUntil(lambda: window.net.joined is not None and window.net.joined.seat is not None, timeout=8000)
    assert window.net.message is None or window.net.message.objectName() != "firstContact" \
        or not window.net.message.isVisible()
    window.net.end()


def test_point_18_do_not_join_sends_nothing_and_remembers_nothing(qtbot, net, tmp_path: Path) -> None:
    host = net.host(2)
    window = _window(qtbot, tmp_path)
    _join_by_address(window, host.table.code, host.port, watch=True)  # a watcher is asked too
    box = _question(qtbot, window)
    assert box.objectName() == "firstContact"
    click(_button(box, "&Do Not Join"))
    qtbot.wait(300)
    assert window.net.joined is None and window.play is window.controller
    assert host.session.watchers() == () and window.net.known_hosts.get("127.0.0.1", host.port) is None


def test_point_18_an_invitations_certificate_needs_no_question(qtbot, net, tmp_path: Path) -> None:
    host = net.host(2)
    window = _window(qtbot, tmp_path)
    window.net.join(JoinRequest("Ana", host.table.code, "127.0.0.1", host.port, host.fingerprint, typed=True))
    qtbot.waitUntil(lambda: window.net.joined is not None and window.net.joined.seat is not None, timeout=8000)
    assert window.net.message is None
    window.net.end()


def test_point_18_the_question_reads_in_every_language(qtbot, net, tmp_path: Path) -> None:
    host = net.host(2)
    window = _window(qtbot, tmp_path)
    languages = Languages(tmp_path / "lang.ini")
    seen: set[str] = set()
    try:
        for code in ("en", "de", "uk", "da"):
            languages.switch(code)
            _join_by_address(window, host.table.code, host.port)
            box = _question(qtbot, window)
            assert box.objectName() == "firstContact"
            assert net_texts.words_of(host.fingerprint) in box.informativeText()  # the words stay English
            save_shot(box.grab(), f"issue38/first_contact_{code}.png")
            seen.add(box.text())
            reject = next(b for b in box.buttons() if box.buttonRole(b) is QMessageBox.ButtonRole.RejectRole)
            click(reject)
            qtbot.waitUntil(lambda box=box: not box.isVisible(), timeout=3000)
    finally:
        languages.close()
    assert len(seen) == 4
