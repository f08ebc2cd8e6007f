"""Issue 19, point 11: the Join dialog says it is searching and that nothing was found yet,
a double-click joins, each way of not reaching a table has its own words, and the Host
dialog stays open (with everything typed) after a port error. Real sockets on 127.0.0.1."""
from __future__ import annotations

import socket
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtNetwork import QAbstractSocket
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from mextrain.engine import GameOptions
from mextrain.ui.netplay import join_dialog
from mextrain.ui.netplay import texts as net_texts
from mextrain.ui.netplay.dialogs import JoinRequest
from support.net_gui import FakeBrowser, FoundTable, click
from support.net_gui import net_window as _window
from support.ports import free_port


def _double_click(widget, pos) -> None:
    """What a hand does: a click, and the second click of the pair (QTest's DClick alone is no press)."""
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos)
    QTest.mouseDClick(widget, Qt.MouseButton.LeftButton, pos=pos)


def _ok(dialog):
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def test_the_join_list_says_searching_then_nothing_found_then_lists_and_a_double_click_joins(
        qtbot, net, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(join_dialog, "SEARCH_MS", 300)
    host = net.host(3)
    window = _window(qtbot, tmp_path)
    browser = FakeBrowser()
    window.net.browser_factory = lambda: browser
    window.menus.join_action.trigger()
    dialog = window.net.join_dialog
    assert dialog.empty.isVisible() and not dialog.found.isVisible()
    assert dialog.empty.text() == dialog.tr("Searching for tables on your network…")
    qtbot.waitUntil(lambda: dialog.empty.text() != dialog.tr("Searching for tables on your network…"), timeout=3000)
    assert "No tables found yet" in dialog.empty.text()
    browser.add(FoundTable("Kitchen", "127.0.0.1", host.port, 3, 2, fingerprint=host.fingerprint))  # as announced
    assert dialog.found.isVisible() and not dialog.empty.isVisible()
    QTest.keyClicks(dialog.player_name, "Ana")
    rect = dialog.found.visualItemRect(dialog.found.item(0))
    _double_click(dialog.found.viewport(), rect.center())
    qtbot.waitUntil(lambda: dialog.focusWidget() is dialog.code, timeout=1000)
    assert dialog.isVisible()  # the code is still missing: asked for, not joined
    QTest.keyClicks(dialog.code, host.table.code)
    _double_click(dialog.found.viewport(), rect.center())
    qtbot.waitUntil(lambda: window.net.joined is not None and window.net.joined.seat is not None, timeout=5000)
    assert (window.net.joined.host, window.net.joined.port) == ("127.0.0.1", host.port)


def test_nothing_listening_on_the_port_has_its_own_words(qtbot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path)
    window.net.join(JoinRequest("Ana", "KX7P2M", "127.0.0.1", free_port()))
    qtbot.waitUntil(lambda: window.net.join_dialog is not None and window.net.join_dialog.isVisible(), timeout=6000)
    assert window.net.join_dialog.error.text() == net_texts.lost_text("nobody_listening")  # said in the Join dialog
    assert window.net.join_dialog.error.text() != net_texts.lost_text("unreachable")


def test_a_name_that_does_not_resolve_has_its_own_words(qtbot, tmp_path: Path) -> None:
    """The lookup itself is not made (it would ask a name server off this machine): the socket's
    own HostNotFound error is raised on it, as Qt raises it after a failed lookup."""
    window = _window(qtbot, tmp_path)
    joined = window.net.join(JoinRequest("Ana", "KX7P2M", "127.0.0.1", free_port()))
    joined._sock.errorOccurred.emit(QAbstractSocket.SocketError.HostNotFoundError)
    qtbot.waitUntil(lambda: window.net.join_dialog is not None and window.net.join_dialog.isVisible(), timeout=3000)
    assert window.net.join_dialog.error.text() == net_texts.lost_text("no_such_host")  # said in the Join dialog
    assert len({net_texts.lost_text(r) for r in ("no_such_host", "nobody_listening", "unreachable", "dropped")}) == 4


def test_a_port_in_use_keeps_the_host_dialog_open_with_everything_typed(qtbot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path, "host")
    with socket.socket() as taken:
        taken.bind(("0.0.0.0", 0))  # another program holds the port (bound, listening, never reached)
        taken.listen(1)
        port = taken.getsockname()[1]
        window.menus.host_action.trigger()
        dialog = window.net.host_dialog
        dialog.player_name.clear()
        QTest.keyClicks(dialog.player_name, "Mona")
        QTest.keyClicks(dialog.table_name, "Kitchen")
        dialog.seats.setValue(5)
        dialog.port.setValue(port)
        click(_ok(dialog))
        assert dialog.isVisible() and window.net.host is None and window.net.lobby is None
        assert dialog.error.isVisible() and dialog.error.text() == net_texts.port_error(port, True, "")
        assert (dialog.player_name.text(), dialog.table_name.text(), dialog.seats.value()) == ("Mona", "Kitchen", 5)
        assert dialog.focusWidget() is dialog.port
    dialog.port.setValue(free_port())
    assert not dialog.error.isVisible()
    click(_ok(dialog))
    assert window.net.host is not None and window.net.lobby is not None and window.net.lobby.isVisible()
    assert window.net.host.table.name == "Kitchen" and len(window.net.host.table.seats) == 5
    window.net.end()


def test_the_join_list_shows_each_tables_rule_set_and_the_picked_ones_differences(qtbot, tmp_path: Path) -> None:
    """Issue 28: "every joined app shows it (name and each difference) before it sits down"."""
    from mextrain.engine.options import STANDARD_RULES
    from mextrain.ui.rules import words as rule_words

    window = _window(qtbot, tmp_path)
    browser = FakeBrowser()
    window.net.browser_factory = lambda: browser
    window.menus.join_action.trigger()
    dialog = window.net.join_dialog
    oma = {**STANDARD_RULES, "set": 9, "draw": "until_fits"}
    browser.add(FoundTable("Kitchen", "192.0.2.7", 47123, 4, 2, rules=oma, rule_set="Oma's rules"))
    browser.add(FoundTable("Porch", "192.0.2.8", 47123, 4, 3, rules=dict(STANDARD_RULES)))
    browser.add(FoundTable("Attic", "192.0.2.9", 47123, 4, 3))  # an older app: no rules announced
    lines = [dialog.found.item(i).text() for i in range(3)]
    assert "Oma's rules" in lines[0] and "Standard rules" in lines[1]
    assert "rules" not in lines[2].lower()
    assert not dialog.table_rules.isVisible()
    QTest.mouseClick(dialog.found.viewport(), Qt.MouseButton.LeftButton,
                     pos=dialog.found.visualItemRect(dialog.found.item(0)).center())
    assert dialog.table_rules.isVisible()
    shown = dialog.table_rules.text()
    assert "Oma's rules" in shown and "Played with a double-9 set" in shown and "Draw until a tile fits" in shown
    options = GameOptions.of(4, **oma)
    assert dialog.found.item(0).toolTip() == rule_words.summary(options, "Oma's rules")
    QTest.mouseClick(dialog.found.viewport(), Qt.MouseButton.LeftButton,
                     pos=dialog.found.visualItemRect(dialog.found.item(2)).center())
    assert not dialog.table_rules.isVisible() and dialog.address.text() == "192.0.2.9"
    dialog.reject()


def test_fitting_the_words_never_makes_a_dialog_larger_than_the_screen(qtbot) -> None:
    """The lobby, laid out narrow (tall wrapped lines) and then widened, kept its old height: 635 px on a
    600-pixel screen. Fitting the words grows a dialog to them, but only within the screen's area."""
    from PySide6.QtWidgets import QDialog, QLabel, QVBoxLayout

    from mextrain.ui.netplay.dialogs import fit_words
    from mextrain.ui.screen_fit import FRAME, available_area

    dialog = QDialog()
    qtbot.addWidget(dialog)
    words = QLabel("a line that wraps when the dialog is narrow " * 20)
    words.setWordWrap(True)
    QVBoxLayout(dialog).addWidget(words)
    dialog.show()
    area = available_area(dialog)
    dialog.resize(300, area.height() + 300)  # what an earlier, narrow layout left
    fit_words(dialog)
    assert dialog.height() <= area.height() - FRAME.height()
    assert dialog.width() <= area.width() - FRAME.width() and dialog.width() >= dialog.layout().sizeHint().width()


def test_a_hosted_table_announces_its_rule_set_from_the_start_and_each_change(qtbot, tmp_path: Path) -> None:
    """What the Join list shows comes from here: the host's app announces the rule set (and its name) in
    its first announcement and again when the host changes the rules in the lobby."""
    from mextrain.engine.options import STANDARD_RULES, full_rounds
    from mextrain.ui.netplay.dialogs import HostSetup

    said: list[tuple] = []

    class Announcer:
        def start(self) -> None: ...

        def update(self, free: int, playing: bool = False, rules=None, rule_set=None) -> None:
            said.append((free, playing, dict(rules) if rules is not None else None, rule_set))

        def stop(self) -> None: ...

    window = _window(qtbot, tmp_path, "host")
    window.net.announcer_factory = lambda *_: Announcer()
    oma = {**STANDARD_RULES, "set": 9}
    window.net.host_table(HostSetup("Mona", "Kitchen", 4, full_rounds(9), False, free_port(), rules=oma,
                                    rule_set="Oma's rules"))
    assert said and said[-1] == (3, False, oma, "Oma's rules")
    window.net.host.set_rules({**oma, "draw": "until_fits"})  # as the lobby's rule choice does
    qtbot.waitUntil(lambda: said[-1][2] == {**oma, "draw": "until_fits"}, timeout=3000)
    assert said[-1][3] is None  # no longer the rules called Oma's
    window.net.end()


def test_a_table_found_playing_or_full_is_offered_to_watch_not_to_join(qtbot, tmp_path: Path, monkeypatch) -> None:
    """Issue 31: a cousin who comes late picks the table already in play from the list and watches it
    (the list used to grey such a table out, so a watcher had to type its address)."""
    window = _window(qtbot, tmp_path)
    asked: list[JoinRequest] = []
    monkeypatch.setattr(window.net, "join", asked.append)  # what the dialog asks for; nothing is sent
    browser = FakeBrowser()
    window.net.browser_factory = lambda: browser
    window.menus.join_action.trigger()
    dialog = window.net.join_dialog
    browser.add(FoundTable("Kitchen", "192.0.2.7", 47123, 4, 0, playing=True))
    browser.add(FoundTable("Porch", "192.0.2.8", 47124, 4, 2))
    dialog.player_name.setText("Kim")
    dialog.code.setText("123456")
    join = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    QTest.mouseClick(dialog.found.viewport(), Qt.MouseButton.LeftButton,
                     pos=dialog.found.visualItemRect(dialog.found.item(0)).center())
    assert dialog.address.text() == "192.0.2.7" and dialog.port.value() == 47123
    assert not join.isEnabled() and dialog.watch_button.isEnabled()
    assert "watch" in dialog.found.item(0).toolTip()
    QTest.mouseClick(dialog.found.viewport(), Qt.MouseButton.LeftButton,
                     pos=dialog.found.visualItemRect(dialog.found.item(1)).center())
    assert join.isEnabled() and dialog.watch_button.isEnabled()  # a table with free seats: either
    QTest.mouseClick(dialog.found.viewport(), Qt.MouseButton.LeftButton,
                     pos=dialog.found.visualItemRect(dialog.found.item(0)).center())
    click(dialog.watch_button)
    assert len(asked) == 1 and asked[0].watch and (asked[0].address, asked[0].port) == ("192.0.2.7", 47123)
