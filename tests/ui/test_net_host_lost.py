"""Issue 19, point 6: the others learn at once, and rightly, that the host left or was lost,
and a joined app takes no drop while its line is down (real sockets on 127.0.0.1, real drags)."""
from __future__ import annotations

import time
from pathlib import Path

from mextrain.engine import MoveKind
from mextrain.ui.netplay import texts as net_texts
from mextrain.ui.netplay.dialogs import JoinRequest
from support.net_gui import drag, drop_point, tile_point
from support.net_gui import net_window as _window


def _seated_at_a_started_table(qtbot, net, tmp_path: Path, retry_delays: tuple[float, ...]):
    host = net.host(2, grace=600)
    window = _window(qtbot, tmp_path, "guest")
    window.net.retry_delays = retry_delays
    joined = window.net.join(JoinRequest("Ana", host.table.code, "127.0.0.1", host.port))
    qtbot.waitUntil(lambda: joined.seat is not None, timeout=5000)
    host.fill_with_computers("easy", ["Dora"])
    host.start(seed=7)
    qtbot.waitUntil(lambda: window.play is window.net.game and window.play.ready(), timeout=5000)
    return host, window, joined


def _switch_language(qtbot, tmp_path: Path, code: str, check) -> None:
    from PySide6.QtCore import QCoreApplication, QLocale, QSettings

    from mextrain import i18n
    from mextrain.i18n.translator import LanguageManager

    saved_locale = QLocale()
    manager = LanguageManager(settings=QSettings(str(tmp_path / "lang.ini"), QSettings.Format.IniFormat))
    try:
        manager.set_language(code)
        qtbot.waitUntil(check, timeout=2000)
    finally:
        manager.shutdown()
        i18n.uninstall()
        QLocale.setDefault(saved_locale)
        QCoreApplication.processEvents()


def _kill(host) -> None:
    """The host's app dies: no goodbye, its sockets simply vanish."""
    transport = host.transport
    transport._timer.stop()
    transport._server.close()
    for sock in list(transport._socks.values()):
        sock.abort()
    host.controller.cancel()


def test_R_net_a_host_that_closes_says_goodbye_and_is_told_at_once_without_retries(qtbot, net, tmp_path: Path) -> None:
    host, window, joined = _seated_at_a_started_table(qtbot, net, tmp_path, (5.0, 5.0, 5.0))
    states: list[str] = []
    joined.state_changed.connect(states.append)
    started = time.monotonic()
    host.close()  # the host closes the table (or quits its app)
    qtbot.waitUntil(lambda: window.net.message is not None and window.net.message.isVisible(), timeout=3000)
    assert time.monotonic() - started < 2.0  # not 15 s of "reconnecting…"
    assert "retrying" not in states
    assert window.net.message.text() == net_texts.lost_text("shutdown")  # "The host closed the table."
    assert window.play.local_legal() == [] and window.play.thinking_seat is None


def test_R_net_a_lost_host_is_shown_on_the_table_and_in_the_prompt_and_a_drop_goes_back(qtbot, net, tmp_path: Path) -> None:
    host, window, joined = _seated_at_a_started_table(qtbot, net, tmp_path, (30.0,))
    play = window.play
    qtbot.waitUntil(lambda: bool(play.local_legal()) or play.thinking_seat is not None, timeout=5000)
    if not play.local_legal():  # the host's computer moves first: wait for our turn
        qtbot.waitUntil(lambda: bool(play.local_legal()), timeout=5000)
    legal = play.local_legal()
    tile_move = next((mv for mv in legal if mv.kind is MoveKind.PLAY), None)
    hand_before = list(play.local_view().hand)
    _kill(host)
    qtbot.waitUntil(lambda: joined.state == "retrying", timeout=3000)
    # at once: the prompt says the host is lost, nobody is "thinking", no move is offered
    assert window.panel.prompt.text() == net_texts.host_lost_prompt("retrying")
    assert play.thinking_seat is None and play.local_legal() == []
    assert net_texts.connection_line("retrying") in window.statusBar().currentMessage()
    _switch_language(qtbot, tmp_path, "de", lambda: window.panel.prompt.text() == net_texts.host_lost_prompt("retrying")
                     != "The host cannot be reached. Reconnecting…")  # a language switch words it again, not away
    if tile_move is not None:  # a drag to a place that was legal a moment ago is not lost silently
        start = tile_point(window, tile_move.tile)
        drag(window.table.viewport(), start, drop_point(window, tile_move.train))
        assert list(play.local_view().hand) == hand_before
        qtbot.waitUntil(lambda: tile_point(window, tile_move.tile) == start, timeout=2000)  # back in the rack
        qtbot.waitUntil(lambda: window.statusBar().currentMessage() == net_texts.connection_line("retrying"),
                        timeout=2000)
