"""Copy Invitation and the `mextrain:` link (issue 30, step 3): the lobby copies a short text with the
link in the host's language; the link opens Join a Table filled in and pinned (at start, through
the desktop entry's Exec line run as a process, and handed to the running app); a bad link is
refused in words and nothing else happens."""
from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QFileOpenEvent, QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox

from mextrain.app import split_file_argument
from mextrain.net import invitation
from mextrain.ui.netplay import texts as net_texts
from mextrain.ui.netplay.dialogs import HostSetup
from support.desktop_entry import desktop_entry, exec_argv, validate_desktop_file
from support.net_gui import FakeBrowser, FoundTable, click, net_window
from support.ports import free_port
from support.shots import save_shot
from support.ux import Languages

ROOT = Path(__file__).resolve().parents[2]
DESKTOP = ROOT / "packaging" / "linux" / "io.github.mextrain.MexicanTrain.desktop"


def _link_in(text: str) -> str:
    return next(word for word in text.split() if word.startswith("mextrain://"))


def test_copy_invitation_carries_the_link_and_the_link_joins_with_only_a_name(qtbot, tmp_path: Path) -> None:
    host, guest = net_window(qtbot, tmp_path, "host"), net_window(qtbot, tmp_path, "guest")
    table = host.net.host_table(HostSetup("Mona", "Kitchen", 2, 7, False, free_port()))
    lobby = host.net.lobby
    assert lobby.invite_button.isVisible()
    click(lobby.invite_button)
    text = QGuiApplication.clipboard().text()
    link = _link_in(text)
    found = invitation.parse(link)
    assert (found.port, found.code, found.fingerprint) == (table.port, table.table.code, table.fingerprint)
    assert "Mona" in text and "Kitchen" in text and "Join a Table" in text and str(table.port) in text
    assert text == lobby.invitation_text()

    assert (found.table, found.host_name) == ("Kitchen", "Mona")  # the link names the table and its host
    link = link.replace(f"//{found.host}:", "//127.0.0.1:") if ":" not in found.host else link.replace(
        f"//[{found.host}]:", "//127.0.0.1:")  # as a friend on this machine
    dialog = guest.net.open_invitation(link)
    assert dialog is not None and dialog.isVisible()
    # issue 38, point 19: the dialog says whose table it joins, in the person's language
    assert dialog.found_label.text().startswith("Mona invites you to the table “Kitchen”. The invitation filled in")
    save_shot(dialog.grab(), "net/join_invitation_en.png")
    languages = Languages(tmp_path / "lang.ini")
    try:
        for code, words in (("de", "Mona lädt dich an den Tisch „Kitchen“ ein."), ("uk", "Mona запрошує тебе до столу «Kitchen»."),
                            ("da", "Mona inviterer dig til bordet »Kitchen«.")):
            languages.switch(code)
            qtbot.waitUntil(lambda words=words: dialog.found_label.text().startswith(words), timeout=3000)  # reworded
            save_shot(dialog.grab(), f"net/join_invitation_{code}.png")
    finally:
        languages.close()
    assert (dialog.code.text(), dialog.address.text(), dialog.port.value()) == (table.table.code, "127.0.0.1", table.port)
    assert dialog.request().fingerprint == table.fingerprint  # pinned
    dialog.player_name.clear()
    QTest.keyClicks(dialog.player_name, "Ana")  # the only thing the person gives
    click(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    qtbot.waitUntil(lambda: table.table.full, timeout=5000)
    assert guest.net.joined.pin == table.fingerprint


def test_join_opened_by_an_invitation_says_so_and_shows_its_table_alone(qtbot, tmp_path: Path) -> None:
    """Not "Ask the host for the address…" nor the tables nearby: the invitation named the table
    (at a hall, far away, the local network's tables are no choice); only the name is left to give."""
    guest = net_window(qtbot, tmp_path, "guest")
    browser = FakeBrowser()
    browser.add(FoundTable("Next door", "127.0.0.2", 47200, 4, 3))
    guest.net.browser_factory = lambda: browser
    guest.menus.join_action.trigger()  # Join a Table from the menu: the tables nearby
    plain = guest.net.join_dialog
    assert plain.found.isVisibleTo(plain) and plain.found.count() == 1
    assert plain.found_label.text() == "Tables on your network:"
    plain.reject()
    link = invitation.link("127.0.0.1", 47124, "KX7P2M", "ab" * 32)
    dialog = guest.net.open_invitation(link)
    assert dialog is not None and dialog.isVisible() and dialog is not plain
    assert dialog.found_label.text().startswith("The invitation filled in the table's address, port and join code.")
    assert not dialog.found.isVisibleTo(dialog) and not dialog.empty.isVisibleTo(dialog)
    assert not dialog.table_rules.isVisibleTo(dialog)
    browser.add(FoundTable("Upstairs", "127.0.0.3", 47201, 4, 3))  # more found meanwhile: still not offered
    assert not dialog.found.isVisibleTo(dialog)
    assert dialog.focusWidget() is dialog.player_name  # the name is the one thing to type
    dialog.reject()


def test_a_bad_link_is_refused_in_words_and_nothing_else_happens(qtbot, tmp_path: Path) -> None:
    guest = net_window(qtbot, tmp_path, "guest")
    for link, reason in (("mextrain://no port/KX7P2M?fp=" + "0" * 64, "not_a_link"),
                         ("mextrain://127.0.0.1:5000/KX7P2M?fp=123", "bad_fingerprint"),
                         ("mextrain://127.0.0.1:5000/?fp=" + "0" * 64, "bad_code")):
        assert guest.net.open_invitation(link) is None
        box = guest.net.message
        assert isinstance(box, QMessageBox) and box.text() == net_texts.invitation_problem(reason)
        assert guest.net.join_dialog is None and guest.net.joined is None
        box.close()


def test_the_running_app_takes_a_link_handed_to_it(qtbot, tmp_path: Path) -> None:
    guest = net_window(qtbot, tmp_path, "guest")
    link = invitation.link("192.0.2.7", 47124, "KX7P2M", "ab" * 32)
    QApplication.sendEvent(QApplication.instance(), QFileOpenEvent(QUrl(link)))  # as macOS hands a clicked link
    dialog = guest.net.join_dialog
    assert dialog is not None and dialog.isVisible()
    assert (dialog.code.text(), dialog.address.text(), dialog.port.value()) == ("KX7P2M", "192.0.2.7", 47124)
    assert dialog.request().fingerprint == "ab" * 32
    dialog.reject()


def test_the_command_line_tells_a_link_from_a_file() -> None:
    assert split_file_argument("mextrain://h:5/KX7P2M?fp=x") == ("mextrain://h:5/KX7P2M?fp=x", None)
    assert split_file_argument("file:///home/ana/a%20b.json") == (None, Path("/home/ana/a b.json"))
    assert split_file_argument("game.json") == (None, Path("game.json"))
    assert split_file_argument(None) == (None, None)


def _entry_value(key: str) -> str:
    return desktop_entry(DESKTOP)[key]


def _exec_line(link: str) -> list[str]:
    """The desktop entry's Exec line with its %u filled in, its program this venv's `mextrain`."""
    argv = exec_argv(_entry_value("Exec"), link)
    assert argv[0] == "mextrain" and argv[1:] == [link]
    return [str(Path(sys.executable).parent / "mextrain"), *argv[1:]]


def _run_until(argv: list[str], folder: Path, words: str) -> str:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "MEXTRAIN_DATA_DIR": str(folder),
           "MEXTRAIN_NO_SOUND_DEVICE": "1"}
    proc = subprocess.Popen(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    log = folder / "mextrain.log"
    try:
        end = time.monotonic() + 20
        while time.monotonic() < end and proc.poll() is None:
            if log.exists() and words in log.read_text(encoding="utf-8"):
                break
            time.sleep(0.1)
        return log.read_text(encoding="utf-8") if log.exists() else ""
    finally:
        proc.kill()
        proc.wait(10)


def test_the_desktop_entrys_exec_line_opens_join_a_table_for_a_link_and_refuses_a_bad_one(tmp_path: Path) -> None:
    good = invitation.link("192.0.2.7", 47124, "KX7P2M", "ab" * 32)
    text = _run_until(_exec_line(good), tmp_path / "good", "opens Join a Table")
    assert "an invitation to 192.0.2.7:47124 opens Join a Table" in text
    text = _run_until(_exec_line("mextrain://192.0.2.7:47124/KX7P2M?fp=nope"), tmp_path / "bad", "refused")
    assert "an invitation link was refused (bad_fingerprint)" in text and "opens Join a Table" not in text


def test_the_desktop_entrys_handler_hands_a_clicked_link_to_the_running_app(tmp_path: Path) -> None:
    """What a desktop does with a clicked `mextrain:` link: the entry that claims the scheme (valid by
    desktop-file-validate), its Exec line with %u filled in per the spec, its program found on PATH
    (TryExec), run while the app runs: the running app gets the link and the handler is gone at once."""
    validate_desktop_file(DESKTOP)
    assert "x-scheme-handler/mextrain" in _entry_value("MimeType").split(";")
    data = tmp_path / "data"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "MEXTRAIN_DATA_DIR": str(data), "MEXTRAIN_NO_SOUND_DEVICE": "1",
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "HOME": str(tmp_path),
           "PATH": str(Path(sys.executable).parent) + os.pathsep + os.environ.get("PATH", "")}
    assert shutil.which(_entry_value("TryExec"), path=env["PATH"]) == str(Path(sys.executable).parent / "mextrain")
    running = subprocess.Popen([str(Path(sys.executable).parent / "mextrain")], env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    log = data / "mextrain.log"
    try:
        end = time.monotonic() + 30
        while not (log.exists() and "mextrain.sound" in log.read_text(encoding="utf-8")):  # its window is up
            assert running.poll() is None and time.monotonic() < end
            time.sleep(0.05)
        link = invitation.link("192.0.2.9", 47124, "KX7P2M", "ef" * 32)
        handler = subprocess.run(exec_argv(_entry_value("Exec"), link), env=env, capture_output=True, timeout=30)
        assert handler.returncode == 0, handler.stderr
        while "an invitation to 192.0.2.9:47124 opens Join a Table" not in log.read_text(encoding="utf-8"):
            assert running.poll() is None and time.monotonic() < end, log.read_text(encoding="utf-8")
            time.sleep(0.05)
        text = log.read_text(encoding="utf-8")
        assert "this start handed its link to the running app" in text and "a later start handed a link" in text
    finally:
        running.send_signal(signal.SIGTERM)
        running.wait(10)


def test_the_exec_line_is_split_as_the_desktop_entry_spec_says() -> None:
    link = "mextrain://h:5/KX7P2M?fp=x"
    assert exec_argv("mextrain %u", link) == ["mextrain", link]
    assert exec_argv('"/opt/Mexican Train/mextrain" --x=100%% %u %F', link) == ["/opt/Mexican Train/mextrain", "--x=100%", link]
    assert exec_argv('sh -c "echo \\"\\$1\\"" %u', link) == ["sh", "-c", 'echo "$1"', link]
