"""The replay viewer on the real table, driven by real clicks, drags and keys."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QStyle, QStyleOptionSlider, QWidget

from mextrain.controller import Pace
from mextrain.controller.replay import Kind
from mextrain.engine import MEXICAN, Phase
from mextrain.ui import texts
from mextrain.ui.replay.window import ReplayWindow
from mextrain.ui.settings import GameSetup, Settings
from mextrain.ui.window.main_window import MainWindow
from support.replay import sim_records


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    s = Settings.at(tmp_path / "settings.ini")
    s.pace = Pace.INSTANT
    s.save_setup(GameSetup(players=2, rounds=7, kinds=["random"] * 7))
    return s


@pytest.fixture
def window(qtbot, settings: Settings, tmp_path: Path) -> MainWindow:
    w = MainWindow(settings=settings, start_game=False, data_folder=tmp_path / "data")
    qtbot.addWidget(w)
    w.show()
    return w


def open_viewer(qtbot, window: MainWindow, path: Path, number: int = 0) -> ReplayWindow:
    assert window.watch_file(path) if number == 0 else window.replays.watch_file(path, number)
    viewer = window.replays.viewer
    assert viewer is not None and viewer.isVisible()
    viewer.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is viewer, timeout=2000)
    return viewer


def click(button) -> None:
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def sheet_totals(viewer: ReplayWindow) -> list[int]:
    table = viewer.sheet.table
    heads = [table.verticalHeaderItem(r).text() for r in range(table.rowCount())]
    total = heads.index("Total")  # the game's end adds the places under it
    assert heads[total + 1:] in ([], ["Place"])
    return [int(table.item(total, s).text()) for s in range(table.columnCount())]


def shown(viewer: ReplayWindow) -> tuple:
    """What the window shows: the table's tiles, every hand, the log, the sheet, the slider."""
    scene = viewer.table.scene()
    trains = tuple(tv.tiles for tv in scene.state.trains)
    return (trains, viewer.hands.hands, viewer.hands.current, tuple(viewer.log.item(i).text() for i in range(viewer.log.count())),
            viewer.line.text(), tuple(sheet_totals(viewer)), viewer.controls.slider.value(), viewer.controls.where.text())


@pytest.mark.parametrize("players", range(2, 9))
@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_every_sim_record_replays_to_its_end_with_the_sheet_matching(qtbot, window: MainWindow, tmp_path: Path,
                                                                     players: int) -> None:
    path = tmp_path / "games.jsonl"
    records = sim_records(path, players, games=2, seed=players)
    for number, data in enumerate(records):
        viewer = open_viewer(qtbot, window, path, number)
        assert viewer.chooser.isVisible() and viewer.chooser.currentIndex() == number
        assert viewer.title.text().startswith(texts.fill("Game number %1", data["seed"]))
        for r, rd in enumerate(data["rounds"]):
            assert viewer.replay.position().kind is Kind.START and viewer.replay.position().round_index == r
            assert len(viewer.hands.hands) == players
            assert [sorted(list(t) for t in h) for h in viewer.hands.hands] == [sorted(h) for h in rd["hands"]]
            QTest.keyClick(viewer, Qt.Key.Key_PageDown)
        # the last Page Down went to the game's end: the sheet holds the record's totals and winners
        assert viewer.replay.at_end and viewer.replay.position().kind is Kind.END
        assert sheet_totals(viewer) == data["totals"]
        assert viewer.sheet.table.rowCount() == len(data["rounds"]) + 3  # the rounds, the tiles left, the total, the places
        names = viewer.names()
        assert viewer.sheet.headline.text() == texts.winners_line(data["winners"], names, -1)
        assert viewer.log.item(viewer.log.count() - 1).text() == texts.winners_line(data["winners"], names, -1)


@pytest.mark.slow  # a whole game
def test_a_whole_game_move_by_move_with_the_right_key_and_back_with_the_left(qtbot, window: MainWindow,
                                                                            tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    data = sim_records(path, 3, games=1, seed=21, top=6)[0]  # the shortest whole game (R19: double-6, 4 rounds)
    viewer = open_viewer(qtbot, window, path)
    assert data["options"]["set"] == 6 and len(viewer.replay.round_starts) == 4
    assert not viewer.chooser.isVisible()  # one game in the file: nothing to choose
    seen = [shown(viewer)]
    for _ in range(viewer.replay.count - 1):
        QTest.keyClick(viewer, Qt.Key.Key_Right)
        seen.append(shown(viewer))
    assert viewer.replay.at_end and sheet_totals(viewer) == data["totals"]
    assert len(set(s[6] for s in seen)) == viewer.replay.count  # every position was shown once
    QTest.keyClick(viewer, Qt.Key.Key_Right)
    assert shown(viewer) == seen[-1]  # nothing after the end
    for i in range(len(seen) - 2, -1, -1):
        QTest.keyClick(viewer, Qt.Key.Key_Left)
        assert shown(viewer) == seen[i]


def test_buttons_slider_and_keys_move_through_the_game(qtbot, window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    sim_records(path, 4, games=1, seed=4)
    viewer = open_viewer(qtbot, window, path)
    rep = viewer.replay
    start = shown(viewer)
    assert not viewer.controls.buttons["previousMoveAction"].isEnabled()
    click(viewer.controls.buttons["nextMoveAction"])
    assert rep.index == 1 and rep.position().kind is Kind.MOVE
    after_one = shown(viewer)
    assert after_one != start and viewer.line.text() in after_one[3]
    click(viewer.controls.buttons["nextMoveAction"])
    click(viewer.controls.buttons["previousMoveAction"])
    assert shown(viewer) == after_one
    click(viewer.controls.buttons["nextRoundAction"])
    assert rep.index == rep.round_starts[1]
    click(viewer.controls.buttons["previousRoundAction"])
    assert rep.index == 0 and shown(viewer) == start
    QTest.keyClick(viewer, Qt.Key.Key_End)
    assert rep.at_end and not viewer.controls.buttons["nextMoveAction"].isEnabled()
    QTest.keyClick(viewer, Qt.Key.Key_PageUp)
    assert rep.index == rep.round_starts[-1]
    QTest.keyClick(viewer, Qt.Key.Key_Home)
    assert rep.index == 0

    # drag the slider's handle to the middle of its groove, in steps
    slider = viewer.controls.slider
    option = QStyleOptionSlider()
    slider.initStyleOption(option)
    handle = slider.style().subControlRect(QStyle.ComplexControl.CC_Slider, option,
                                           QStyle.SubControl.SC_SliderHandle, slider).center()
    QTest.mousePress(slider, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, handle)
    target_x = slider.width() // 2
    for x in range(handle.x(), target_x, 12):
        QTest.mouseMove(slider, QPoint(x, handle.y()))
    QTest.mouseMove(slider, QPoint(target_x, handle.y()))
    QTest.mouseRelease(slider, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(target_x, handle.y()))
    assert abs(rep.index - rep.count // 2) <= rep.count // 10
    assert viewer.controls.slider.value() == rep.index
    middle = rep.position()
    assert viewer.hands.hands == middle.hands
    assert tuple(tv.tiles for tv in viewer.table.scene().state.trains) == tuple(tv.tiles for tv in middle.view.trains)

    # Space plays on at the game's pace (Instant here) and pauses again
    QTest.keyClick(viewer, Qt.Key.Key_Space)
    assert viewer.playing and viewer.controls.play_action.isChecked()
    before = rep.index
    qtbot.waitUntil(lambda: rep.index >= before + 3, timeout=5000)
    QTest.keyClick(viewer, Qt.Key.Key_Space)
    assert not viewer.playing
    paused = rep.index
    qtbot.wait(3 * viewer.interval_ms())
    assert rep.index == paused
    # S shows the score sheet in the table's place, and S again the table
    QTest.keyClick(viewer, Qt.Key.Key_S)
    assert viewer.stack.currentWidget() is viewer.sheet
    QTest.keyClick(viewer, Qt.Key.Key_S)
    assert viewer.stack.currentWidget() is viewer.table
    QTest.keyClick(viewer, Qt.Key.Key_Escape)
    assert not viewer.isVisible()


def test_playing_stops_at_the_end(qtbot, window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    sim_records(path, 2, games=1, seed=2)
    viewer = open_viewer(qtbot, window, path)
    viewer.go(viewer.replay.count - 4)
    click(viewer.controls.buttons["playAction"])
    qtbot.waitUntil(lambda: not viewer.playing, timeout=5000)
    assert viewer.replay.at_end and not viewer.controls.play_action.isChecked()


def test_the_viewer_cannot_change_the_game(qtbot, window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    sim_records(path, 2, games=1, seed=5)
    viewer = open_viewer(qtbot, window, path)
    QTest.keyClick(viewer, Qt.Key.Key_Right)
    table = viewer.table
    scene = table.scene()
    before = shown(viewer)
    requested = []
    table.move_requested.connect(requested.append)
    # drag every tile of the rack onto every train, with real mouse events on the view
    for tile, item in list(scene.hand.items.items()):
        start = table.mapFromScene(item.sceneBoundingRect().center())
        for train in (0, MEXICAN):
            end = table.mapFromScene(scene.layout_.row(train).hit.x + 30, scene.layout_.row(train).hit.cy)
            QTest.mousePress(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
            for k in range(1, 6):
                QTest.mouseMove(table.viewport(), start + (end - start) * k / 5)
            QTest.mouseRelease(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    QTest.keyClick(viewer, Qt.Key.Key_Return)
    assert requested == []
    assert shown(viewer) == before
    assert scene.hand.dragging is None and scene.hand.selected is None


@pytest.mark.slow  # a whole game
def test_watch_this_game_again_from_the_score_sheet(qtbot, settings: Settings, tmp_path: Path) -> None:
    settings.save_setup(GameSetup(players=2, rounds=4, kinds=["random"] * 7, house={"set": 6}))  # the shortest whole game (R19)
    w = MainWindow(settings=settings, start_game=False, data_folder=tmp_path / "data", watch=True)
    qtbot.addWidget(w)
    w.show()
    w.start_game(settings.last_setup(), 31)
    c = w.controller
    sheet = w.score_sheet
    for _ in range(4):
        qtbot.waitUntil(lambda: sheet.isVisible() and not c.busy, timeout=30000)
        if c.game.phase is Phase.GAME_OVER:
            break
        assert not sheet.watch_button.isVisible()  # only a finished game is watched again
        click(sheet.next_button)
    assert c.game.phase is Phase.GAME_OVER and sheet.watch_button.isVisible()
    click(sheet.watch_button)
    viewer = w.replays.viewer
    assert viewer is not None and viewer.isVisible() and not sheet.isVisible()
    assert viewer.replay.game is not c.game and viewer.replay.game.seed == 31
    assert viewer.replay.index == 0 and len(viewer.replay.game.rounds) == 4
    for _ in range(4):  # round by round to the end, with the mouse
        click(viewer.controls.buttons["nextRoundAction"])
    assert viewer.replay.at_end and sheet_totals(viewer) == c.game.totals
    assert viewer.sheet.headline.text() == texts.winners_line(c.game.winners, w.seat_names(), c.local_seat)


def _replay_alone(monkeypatch, path: Path) -> list[QWidget]:
    """`mextrain --replay FILE` through the app's entry function, with an unfinished game in the data
    folder and no settings yet (a first start): the windows it shows (no MainWindow may be made)."""
    from mextrain import app
    from mextrain.engine import Game, GameOptions
    from mextrain.engine.record import SeatConfig
    from mextrain.saves import data_dir, save_game

    save_game(data_dir() / "autosave.json", Game(GameOptions(2, 7, False), 5, track_decisions=True),
              [SeatConfig("You", "human"), SeatConfig("Ada", "random")])  # an unfinished game to resume
    QSettings().clear()  # a first start: the game window would greet with New Game
    made: list[object] = []
    monkeypatch.setattr(MainWindow, "__init__", lambda self, *a, **k: made.append(self))
    monkeypatch.setattr(QApplication, "exec", lambda self: 0)
    before = set(QApplication.topLevelWidgets())  # earlier tests' windows
    assert app.main(["--replay", str(path)]) == 0
    assert made == []  # no game window, so no first-start dialog and no question about the autosave
    return [w for w in QApplication.topLevelWidgets() if w.isVisible() and w not in before]


def test_replay_on_the_command_line_opens_the_viewer_alone(qtbot, monkeypatch, tmp_path: Path) -> None:
    """Issue 32, 17: the game window, the first-start dialog and the resume question came before the replay."""
    path = tmp_path / "games.jsonl"
    sim_records(path, 2, games=1)
    shown = _replay_alone(monkeypatch, path)
    assert [type(w) for w in shown] == [ReplayWindow]
    viewer = shown[0]
    qtbot.addWidget(viewer)
    assert viewer.replay is not None and viewer.replay.game.phase is Phase.GAME_OVER
    click(viewer.controls.buttons["nextRoundAction"])  # it steps through the game as ever
    assert viewer.replay.index == viewer.replay.round_starts[1]
    viewer.close()


def test_replay_on_the_command_line_refuses_a_damaged_file_and_leaves_it_alone(qtbot, monkeypatch,
                                                                                tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    sim_records(path, 3, games=2)
    damaged = path.read_text(encoding="utf-8")[:-30]
    path.write_text(damaged, encoding="utf-8")
    shown = _replay_alone(monkeypatch, path)
    assert [type(w) for w in shown] == [QMessageBox]
    box = shown[0]
    assert box.text() == "The file is damaged or cut short: it is not a saved game."
    assert box.informativeText() == ""  # nothing was moved, so nothing to say where
    assert path.read_text(encoding="utf-8") == damaged and list(tmp_path.iterdir()) == [path]  # issue 32, 16
    box.close()


def test_the_game_menu_offers_watch_a_game(window: MainWindow, monkeypatch, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QFileDialog

    path = tmp_path / "games.jsonl"
    sim_records(path, 2, games=1)
    started_in: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        staticmethod(lambda _parent, _title, folder, *a, **k: (started_in.append(folder), (str(path), ""))[1]))
    assert window.menus.watch_action in window.menus.game_menu.actions()
    window.menus.watch_action.trigger()
    assert window.replays.viewer is not None and window.replays.viewer.isVisible()
    assert started_in == [str(window.files.folder)]  # issue 18: it starts where the game files are
    window.replays.viewer.close()


def test_the_chooser_picks_another_game_of_the_file(qtbot, window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    records = sim_records(path, 2, games=3, seed=60)
    viewer = open_viewer(qtbot, window, path)
    chooser = viewer.chooser
    assert chooser.isVisible() and chooser.count() == 3 and chooser.currentText() == "Game 1 of 3 · 60"
    QTest.mouseClick(chooser, Qt.MouseButton.LeftButton)
    popup = chooser.view()
    qtbot.waitUntil(popup.isVisible, timeout=2000)
    QTest.qWait(QApplication.doubleClickInterval() + 50)  # a popup ignores a release that comes at once
    rect = popup.visualRect(chooser.model().index(2, 0))
    QTest.mouseMove(popup.viewport(), rect.center())
    QTest.mouseClick(popup.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
    qtbot.waitUntil(lambda: viewer.replay.game.seed == 62, timeout=2000)
    assert chooser.currentIndex() == 2 and viewer.replay.index == 0
    QTest.keyClick(viewer, Qt.Key.Key_End)
    assert sheet_totals(viewer) == records[2]["totals"]


def test_the_viewer_speaks_the_chosen_language(qtbot, window: MainWindow, tmp_path: Path) -> None:
    from PySide6.QtCore import QCoreApplication, QTranslator

    path = tmp_path / "games.jsonl"
    sim_records(path, 4, games=1, seed=4)
    viewer = open_viewer(qtbot, window, path)
    QTest.keyClick(viewer, Qt.Key.Key_Right)
    translator = QTranslator()
    assert translator.load(str(Path(__file__).resolve().parents[3] / "translations" / "mextrain_de.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        QCoreApplication.processEvents()
        assert viewer.windowTitle() == "Spiel ansehen"
        assert viewer.controls.play_action.toolTip() == "Das Spiel im gewählten Tempo weiterlaufen lassen (Leertaste)"
        assert viewer.controls.where.text().startswith("Runde 1 von 7 · Spielzug 1 von ")
        assert viewer.log_title.text() == "Spielzüge dieser Runde"
        assert viewer.log.item(0).text().startswith("Runde 1 ")
        assert window.menus.watch_action.text() == "Spiel an&sehen…"
    finally:
        QCoreApplication.removeTranslator(translator)
        QCoreApplication.processEvents()
    assert viewer.windowTitle() == "Watch a Game"


CORPUS = Path(__file__).resolve().parents[2] / "data" / "house_rules_corpus.jsonl"


def test_the_viewer_shows_the_rule_set_its_name_and_each_difference(qtbot, window: MainWindow, tmp_path: Path) -> None:
    """R18: a replay says by which rules the game was played; the chooser's next game has its own."""
    import json

    lines = CORPUS.read_text(encoding="utf-8").splitlines()
    named = json.loads(lines[-1])  # every house rule at once (not the starting run), a double-6 set
    named["rule_set"] = "Grandma's rules"
    path = tmp_path / "house.jsonl"
    path.write_text("\n".join([json.dumps(named), lines[2]]) + "\n", encoding="utf-8")  # then a double-9 game
    viewer = open_viewer(qtbot, window, path)
    assert viewer.rules.isVisible()
    assert viewer.rules.text() == "Grandma's rules: " + " · ".join([
        "Played with a double-6 set",
        "Doubles need not be covered: whoever lays one plays again",
        "Nobody may go out on a double",
        "Own train first: until you have laid on your own train, only there",
        "Draw until a tile fits",
        "0|0 counts 0 points",
    ])
    QTest.keyClick(viewer, Qt.Key.Key_End)
    assert sheet_totals(viewer) == named["totals"]
    QTest.keyClick(viewer.chooser, Qt.Key.Key_Down)  # the next game of the file: by its own rules
    qtbot.waitUntil(lambda: viewer.replay.game.options.set == 9, timeout=2000)
    assert viewer.rules.text() == "House rules: Played with a double-9 set"


def test_a_record_from_before_the_house_rules_shows_the_standard_rules(qtbot, window: MainWindow, tmp_path: Path) -> None:
    from PySide6.QtCore import QCoreApplication, QTranslator

    path = tmp_path / "old.jsonl"  # written as before the house rules: options players, rounds, starting_run
    (record,) = sim_records(path, 2, games=1, seed=8)
    assert set(record["options"]) == {"players", "rounds", "starting_run"} and "rule_set" not in record
    viewer = open_viewer(qtbot, window, path)
    assert viewer.rules.text() == "Standard rules: No house rules"
    translator = QTranslator()
    assert translator.load(str(Path(__file__).resolve().parents[3] / "translations" / "mextrain_de.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        QCoreApplication.processEvents()
        assert viewer.rules.text() == "Standardregeln: Keine Hausregeln"
    finally:
        QCoreApplication.removeTranslator(translator)
        QCoreApplication.processEvents()
