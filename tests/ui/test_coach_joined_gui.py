"""Issue 40 at a joined table, through real clicks over real sockets on 127.0.0.1: a host's computer's
line in Recent moves says why (worked out from the views this app was shown: the host sends no
reasons), and the coach's finding opens the replay viewer at that position with both moves, built
from the person's own views (the joined app has no record): their hand only, never another's."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QListWidgetItem

from mextrain.ai.why import public_why
from mextrain.controller.replay import Kind
from mextrain.engine import MoveKind, Phase
from mextrain.ui import texts
from mextrain.ui.netplay.dialogs import JoinRequest
from mextrain.ui.window.coach_panel import finding_line
from mextrain.ui.window.why_ui import DECISION_ROLE, why_text
from support.net_gui import click, net_window
from support.net_sockets import CODE, Net
from support.shots import save_shot
from support.ux import Languages

TITLES = {"en": "The game as you saw it · your hand only", "de": "Das Spiel, wie du es gesehen hast · nur deine Hand",
          "uk": "Гра з твого погляду · лише твоя рука", "da": "Spillet, som du så det · kun din hånd"}


def _computer_lines(window) -> list[QListWidgetItem]:  # noqa: ANN001
    log = window.panel.log
    return [log.item(i) for i in range(log.count()) if isinstance(log.item(i).data(DECISION_ROLE), tuple)]


@pytest.mark.slow
def test_at_a_joined_table_the_reason_and_the_coachs_replay_come_from_the_persons_views(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    net = Net()
    host = net.host(2, next_round_ms=None)  # the round's sheet stays until the host deals again
    try:
        host.set_computer(1, "normal", "Hal")
        window = net_window(qtbot, tmp_path, "ada")
        window.net.join(JoinRequest("Ada", CODE, "127.0.0.1", host.port))
        qtbot.waitUntil(lambda: window.net.game is not None and window.net.game.joined.seat == 0, timeout=8000)
        host.start(seed=4)
        play = window.net.game
        qtbot.waitUntil(lambda: window.play is play and play.ready(), timeout=8000)
        game = host.controller.game
        reason_read = False
        said = ""
        for _ in range(200):  # Ada plays round 1 by a poor rule of her own: her lowest tile, anywhere
            qtbot.waitUntil(lambda: bool(play.local_legal()) or play.game.phase is not Phase.PLAYING, timeout=10000)
            if play.game.phase is not Phase.PLAYING:
                break
            hal = [item for item in _computer_lines(window) if item.data(DECISION_ROLE)[0] == 1]
            if hal and not reason_read:  # Hal's last move, clicked in Recent moves: why, in words
                item = hal[-1]
                number, index = item.data(DECISION_ROLE)
                d = game.rounds[0].decisions[index]
                log = window.panel.log
                log.scrollToItem(item)
                QTest.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                                 log.visualItemRect(item).center())
                said = window.panel.hint_label.text()
                own = host.controller.why(number, index)  # Hal's own reason, at the host
                assert own is not None and d.seat == 1
                seen = play.seen.view_at(1, index)
                assert seen is not None and seen.seat == 0  # worked out from Ada's own view
                assert said == why_text(public_why(seen, 1, d.move, "normal"), d.move, "Hal") == item.toolTip()
                assert said.startswith("Why Hal ") and public_why(seen, 1, d.move, "normal").code is own.code
                if d.move.kind is MoveKind.PLAY:
                    assert "rule of thumb" in said
                for t in game.round.hand(1):  # no tile Hal holds is named
                    assert d.move.tile == t or texts.tile_text(t) not in said
                reason_read = True
                withdrawn = False
            legal = play.local_legal()
            plays = [m for m in legal if m.kind is MoveKind.PLAY]
            move = min(plays, key=lambda m: (m.tile.pips, m.train != 1)) if plays else legal[0]
            before = sum(len(r.decisions) for r in game.rounds)
            play.submit(move)
            qtbot.waitUntil(lambda before=before: sum(len(r.decisions) for r in game.rounds) > before, timeout=5000)
            if reason_read and not withdrawn:  # the reason goes with the next move
                qtbot.waitUntil(lambda said=said: window.panel.hint_label.text() != said or not window.panel.hint_label.isVisible(),
                                timeout=3000)
                withdrawn = True
        assert reason_read
        qtbot.waitUntil(lambda: window.score_sheet.isVisible(), timeout=8000)
        sheet = window.score_sheet
        panel = sheet.coach
        window.coach_ui.seconds_per_round = None  # the playouts alone: the same figures on a loaded machine
        window.coach_ui.run.playouts = 300
        click(panel.button)
        qtbot.waitUntil(lambda: window.coach_ui.last is not None, timeout=120000)
        review = window.coach_ui.last
        assert review is not None and review.seat == 0 and review.findings
        first = review.findings[0]
        item = panel.list.item(0)
        english = item.text()
        assert english == finding_line(first, window.seat_names())
        assert item.toolTip() == "Click to see this position in the replay viewer, with both moves."
        rect = panel.list.visualItemRect(item)
        QTest.mouseClick(panel.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        viewer = window.replays.viewer
        assert viewer is not None
        qtbot.waitUntil(viewer.isVisible, timeout=5000)
        viewer.resize(1024, 600)
        pos = viewer.replay.position()
        moment = next(m for m in play.coach_moments[0] if m.decision == first.decision)
        assert (pos.round_number, pos.decision) == (1, first.decision) and pos.kind in (Kind.START, Kind.MOVE)
        assert pos.view == moment.view  # the position as Ada saw it then: her hand, the table, the counts
        assert first.played in pos.view.legal and first.better in pos.view.legal
        assert viewer.line.text() == item.text()  # both moves, in words
        scene = viewer.table.scene()
        assert scene.hint_train == first.better.train and scene.hand.lifted == first.better.tile
        assert not viewer.hands.isVisible() and viewer.title.text() == TITLES["en"]
        assert [len(h) for s, h in enumerate(pos.hands) if s != 0] == [0]  # Hal's hand: never there
        # one step on: the move Ada made
        viewer.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is viewer, timeout=3000)
        QTest.keyClick(viewer, Qt.Key.Key_Right)
        after = viewer.replay.position()
        assert (after.seat, after.move) == (0, first.played) and scene.hint_train is None
        QTest.keyClick(viewer, Qt.Key.Key_Left)
        languages = Languages(tmp_path / "lang.ini")
        try:
            for code in ("en", "de", "uk", "da"):
                languages.switch(code)
                assert viewer.title.text() == TITLES[code]
                assert viewer.line.text() == finding_line(first, window.seat_names())  # in the new language too
                assert (viewer.line.text() == english) is (code == "en")
                qtbot.wait(30)
                save_shot(viewer.grab(), f"coach/joined-replay-{code}.png")
                save_shot(window.grab(), f"coach/joined-sheet-{code}.png")
        finally:
            languages.close()
        viewer.close()
        qtbot.waitUntil(sheet.isVisible, timeout=3000)  # the sheet comes back with its review
        window.net.end()
    finally:
        net.close()
