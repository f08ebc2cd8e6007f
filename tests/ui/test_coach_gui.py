"""The coach on the score sheet, through real clicks: the button, its progress while the sheet stays
usable, the findings in words, and a click that opens the replay viewer at the position with both
moves shown; at a hot-seat table each person asks for their own review."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu

from mextrain.ai import NormalPlayer, coach
from mextrain.controller import Pace
from mextrain.controller.replay import Kind
from mextrain.engine import SHORT_GAME, Game, GameOptions, Phase
from mextrain.engine.record import SeatConfig
from mextrain.ui import texts
from mextrain.ui.settings import Settings
from mextrain.ui.window.coach_panel import finding_line
from mextrain.ui.window.main_window import MainWindow
from support.coach import SEED, searched_round
from support.shots import save_shot
from support.ux import Languages

_ROUND: list[tuple[Game, int | None]] = []


def blunder_round() -> tuple[Game, int]:
    """Round 1 over; seat 0 made one clearly worse move (made once for the module: a few seconds)."""
    if not _ROUND:
        _ROUND.append(searched_round(SEED, blunder=True))
    game, where = _ROUND[0]
    assert where is not None and game.phase is Phase.ROUND_OVER
    return game, where


def window_at(qtbot, tmp_path: Path, game: Game, seats: list[SeatConfig]) -> MainWindow:  # noqa: ANN001
    settings = Settings.at(tmp_path / "settings.ini")
    settings.pace = Pace.INSTANT
    window = MainWindow(settings=settings, start_game=False, data_folder=tmp_path / "data")
    qtbot.addWidget(window)
    window.resize(1024, 600)
    window.show()
    qtbot.waitExposed(window)
    window.coach_ui.seconds_per_round = None  # the playouts alone: the same figures on a loaded machine
    window.resume_game(game, seats)
    qtbot.waitUntil(lambda: window.score_sheet.isVisible(), timeout=5000)
    return window


def over_window(window: MainWindow, dialog) -> QPixmap:  # noqa: ANN001
    """The window at 1024x600 with the dialog over its middle, as a person sees them."""
    image = window.grab()
    painter = QPainter(image)
    over = dialog.grab()
    painter.drawPixmap(QPoint((image.width() - over.width()) // 2, (image.height() - over.height()) // 2), over)
    painter.end()
    return image


def click(widget) -> None:  # noqa: ANN001
    assert widget.isVisible() and widget.isEnabled(), widget.objectName()
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_the_coach_names_the_worse_move_and_the_replay_shows_both(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    game, where = blunder_round()
    window = window_at(qtbot, tmp_path, game, [SeatConfig("Ann", "human"), SeatConfig("Bo", "normal")])
    sheet = window.score_sheet
    panel = sheet.coach
    assert panel.isVisible() and panel.button.text().replace("&", "") == "How could I have played better?"
    assert not panel.list.isVisible() and not panel.status.isVisible()
    click(panel.button)
    # judged off the GUI thread: the progress shows and the sheet's own buttons stay usable
    assert panel.progress.isVisible() and not panel.button.isEnabled()
    assert panel.status.text().startswith("Judging your decisions")
    assert sheet.next_button.isEnabled()
    QTest.mouseMove(sheet.table.viewport())  # the GUI answers events meanwhile
    qtbot.waitUntil(lambda: window.coach_ui.last is not None, timeout=120000)
    review = window.coach_ui.last
    assert review is not None and review.seat == 0 and review.findings
    first = review.findings[0]
    assert first.decision == where
    item = panel.list.item(0)
    line = item.text()
    assert line == finding_line(first, window.seat_names())
    assert item.text().startswith(f"Round 1, your turn {first.turn}: you laid ")
    assert "was better: " in item.text() and item.text().endswith("(Hard's estimate).")
    assert panel.status.text() == "Where another move was clearly better, as Hard's search sees it."
    assert not panel.progress.isVisible() and panel.button.isEnabled()
    # a click on the finding: the replay viewer at the position before the move, the better move lit
    rect = panel.list.visualItemRect(item)
    QTest.mouseClick(panel.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    viewer = window.replays.viewer
    assert viewer is not None
    qtbot.waitUntil(viewer.isVisible, timeout=5000)
    assert not sheet.isVisible() and game.phase is Phase.ROUND_OVER  # it steps aside; nothing dealt
    pos = viewer.replay.position()
    assert (pos.round_number, pos.decision) == (1, where) and pos.kind in (Kind.START, Kind.MOVE)
    assert pos.view.seat == 0 and first.played in pos.view.legal and first.better in pos.view.legal
    assert viewer.line.text() == item.text()  # both moves, in words
    scene = viewer.table.scene()
    assert scene.hint_train == first.better.train and scene.hand.lifted == first.better.tile
    assert not viewer.hands.isVisible()  # only the person's own hand: the rack's
    assert "your hand only" in viewer.title.text()
    # one step on: the move that was made
    viewer.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is viewer, timeout=3000)
    QTest.keyClick(viewer, Qt.Key.Key_Right)
    after = viewer.replay.position()
    assert after.move == first.played and scene.hint_train is None
    # the viewer closed, the sheet comes back with its review
    viewer.close()
    qtbot.waitUntil(sheet.isVisible, timeout=3000)
    assert panel.list.count() == len(review.findings) and panel.list.item(0).text() == line
    window.close()


@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_at_a_hot_seat_table_each_person_asks_for_their_own_review(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    game, _ = blunder_round()
    window = window_at(qtbot, tmp_path, game, [SeatConfig("Ann", "human"), SeatConfig("Bo", "human")])
    panel = window.score_sheet.coach
    assert window.play.persons == [0, 1]
    click(panel.button)
    menu = panel.menu
    qtbot.waitUntil(menu.isVisible, timeout=3000)
    assert [a.text() for a in menu.actions()] == ["Ann", "Bo"]
    bo = menu.actions()[1]  # Bo's own review, by a real click on the entry
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(bo).center())
    qtbot.waitUntil(lambda: window.coach_ui.last is not None, timeout=120000)
    review = window.coach_ui.last
    assert review is not None and review.seat == 1
    assert all(f.seat == 1 for f in review.findings)
    assert panel.status.text().startswith("Bo's review: ")
    assert isinstance(menu, QMenu) and QApplication.activePopupWidget() is None
    window.close()


WORDS = {  # the start of the first finding's line, and the replay's title, in each language
    "en": ("Round 1, your turn ", "your hand only"),
    "de": ("Runde 1, als du zum ", "nur deine Hand"),
    "uk": ("Раунд 1, твій ", "лише твоя рука"),
    "da": ("Runde 1, din ", "kun din hånd"),
}


@pytest.mark.parametrize("code", sorted(WORDS))
@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_the_coachs_list_and_its_replay_position_in_each_language(qtbot, tmp_path: Path, code: str) -> None:  # noqa: ANN001
    game, where = blunder_round()
    languages = Languages(tmp_path / "lang.ini")
    try:
        languages.switch(code)
        window = window_at(qtbot, tmp_path, game, [SeatConfig("Ann", "human"), SeatConfig("Bo", "normal")])
        sheet = window.score_sheet
        panel = sheet.coach
        english = "How could I have played better?"
        assert (panel.button.text().replace("&", "") == english) is (code == "en")
        click(panel.button)
        qtbot.waitUntil(lambda: window.coach_ui.last is not None, timeout=120000)
        head, title = WORDS[code]
        line = panel.list.item(0).text()
        assert line.startswith(head) and window.coach_ui.last is not None
        assert window.coach_ui.last.findings[0].decision == where
        found = window.coach_ui.last.findings[0]
        for move in (found.played, found.better):  # both moves' tiles, as the table writes them
            assert texts.tile_text(move.tile) in line
        save_shot(over_window(window, sheet), f"coach/sheet-{code}.png")
        rect = panel.list.visualItemRect(panel.list.item(0))
        QTest.mouseClick(panel.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        viewer = window.replays.viewer
        assert viewer is not None
        qtbot.waitUntil(viewer.isVisible, timeout=5000)
        viewer.resize(1024, 600)
        assert title in viewer.title.text() and viewer.line.text() == line
        qtbot.wait(50)
        save_shot(viewer.grab(), f"coach/replay-{code}.png")
        viewer.close()
        window.close()
    finally:
        languages.close()


@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_the_final_sheet_judges_the_whole_game(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    game = Game(GameOptions(2, SHORT_GAME), 31)
    normal = NormalPlayer()
    while game.phase is not Phase.GAME_OVER:
        if game.phase is Phase.ROUND_OVER:
            game.next_round()
        game.apply(normal.choose(game.view(game.current_seat)))
    window = window_at(qtbot, tmp_path, game, [SeatConfig("Ann", "human"), SeatConfig("Bo", "normal")])
    window.coach_ui.run.playouts = 60  # a quick look: the whole game's decisions are many
    panel = window.score_sheet.coach
    assert panel.button.text().replace("&", "") == "How could I have played better in this game?"
    click(panel.button)
    qtbot.waitUntil(lambda: window.coach_ui.last is not None, timeout=120000)
    review = window.coach_ui.last
    every = [m for m in coach.moments(game, 0) if coach.has_choice(m.view)]
    assert review is not None and review.judged == len(every) and {m.round_number for m in every} == set(range(1, 8))
    assert len(review.findings) <= coach.GAME_FINDINGS == 5
    gains = [f.gain for f in review.findings]
    assert gains == sorted(gains, reverse=True)  # the costliest first
    if review.findings:
        assert panel.status.text() == "The costliest decisions of the game, as Hard's search sees them."
        assert panel.list.count() == len(review.findings)
    else:
        assert panel.status.text().startswith("Every move you made in this game was sound")
    window.close()
