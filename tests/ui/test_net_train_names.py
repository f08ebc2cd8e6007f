"""Issue 38: "Your train" only where one person looks. At a joined app two people share (Ada and Ben,
passing it round) the shown hand's train is called by its person's name, as every other; at a joined
app of one person it is "Your train"; a watcher's table says nobody's "your", on the row or in the
window a click on a train opens. Real windows, real sockets on 127.0.0.1, real mouse clicks."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from mextrain.ui.netplay.dialogs import HostSetup, JoinRequest
from support.net_gui import net_window
from support.ports import free_port


def _open_train(qtbot, w, train):
    """Click the train's label on the table; the window listing its tiles."""
    label = w.table.scene().rows[train].row.label
    QTest.mouseClick(w.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     w.table.mapFromScene(QPointF(label.cx, label.cy)))
    qtbot.waitUntil(lambda: w.table.train_dialog is not None and w.table.train_dialog.isVisible(), timeout=3000)
    dialog = w.table.train_dialog
    title = dialog.title_label.text()
    dialog.close()
    return title


def _labels(w) -> dict:
    return {train: row.look.label for train, row in w.table.scene().rows.items()}


def test_a_shared_joined_app_names_its_trains_and_a_watcher_is_nobodys_you(qtbot, tmp_path: Path) -> None:
    a = net_window(qtbot, tmp_path, "host")
    b = net_window(qtbot, tmp_path, "shared")
    c = net_window(qtbot, tmp_path, "alone")
    port = free_port()
    host = a.net.host_table(HostSetup("Mona", "Kitchen", 5, 7, False, port))
    code = host.table.code
    b.net.join(JoinRequest("Ada", code, "127.0.0.1", port))
    qtbot.waitUntil(lambda: b.net.joined is not None and b.net.joined.seat is not None, timeout=8000)
    b.net.add_person("Ben")  # Ben shares Ada's computer
    c.net.join(JoinRequest("Cy", code, "127.0.0.1", port))
    qtbot.waitUntil(lambda: sum(s.state == "person" for s in host.table.seats) == 4, timeout=8000)
    host.fill_with_computers("easy", ["Dora"])
    QTest.mouseClick(a.net.lobby.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: b.play is b.net.game and c.play is c.net.game and b.play.ready() and c.play.ready(),
                    timeout=8000)
    # the shared app: Ada's (or Ben's) hand shown after the hand-over, and her train under her name
    qtbot.waitUntil(lambda: b.handover.isVisible() or not b.play.hand_hidden, timeout=8000)
    if b.handover.isVisible():
        QTest.mouseClick(b.handover.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not b.play.hand_hidden, timeout=5000)
    seat = b.play.local_seat
    name = b.play.seats[seat].name
    assert name in ("Ada", "Ben")
    assert _labels(b)[seat].startswith(f"{name} · ")
    assert "Your train" not in _labels(b).values()
    assert _open_train(qtbot, b, seat) == f"{name}'s train"
    # one person at her own app: her train is hers
    seat_c = c.play.local_seat
    assert _labels(c)[seat_c] == "Your train" and c.table.scene().rows[seat_c].look.own
    assert _open_train(qtbot, c, seat_c) == "Your train"
    # a watcher comes: no train of the table is "yours", the first seat's neither
    d = net_window(qtbot, tmp_path, "watcher")
    d.net.join(JoinRequest("Kim", code, "127.0.0.1", port, watch=True))
    qtbot.waitUntil(lambda: d.play is d.net.game and d.play.ready(), timeout=8000)
    assert "Your train" not in _labels(d).values()
    assert not any(row.look.own for row in d.table.scene().rows.values())  # no train drawn as the watcher's own
    assert _open_train(qtbot, d, 0) == "Mona's train"
    for w in (d, c, b, a):
        w.net.end()
        w.close()
