"""Nothing lost: autosave after every move, resume at start, broken files and settings, faults."""
from __future__ import annotations

import logging
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from mextrain.controller import Pace
from mextrain.engine import Phase
from mextrain.faults import configure_logging
from mextrain.saves import AUTOSAVE_NAME, LAST_GAME_NAME, load_game, saved_record
from mextrain.ui.settings import GameSetup, Settings
from mextrain.ui.window.main_window import MainWindow


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    s = Settings.at(tmp_path / "settings.ini")
    s.pace = Pace.INSTANT
    s.save_setup(GameSetup(players=3, rounds=7, kinds=["random"] * 7))
    return s


def make_window(qtbot, settings: Settings, folder: Path, **kw) -> MainWindow:
    w = MainWindow(settings=settings, data_folder=folder, **kw)
    qtbot.addWidget(w)
    w.show()
    return w


def decisions(path: Path) -> int:
    data, _ = saved_record(path.read_text(encoding="utf-8"))  # the journal, rebuilt
    return sum(len(r["events"]) for r in data["rounds"])


def state(window: MainWindow) -> tuple:
    g = window.controller.game
    r = g.round
    return (g.seed, g.round_number, g.phase, r.current, [sorted(r.hand(s)) for s in range(r.players)],
            [r.train_tiles(t) for t in r.train_ids()], list(g.totals), r.legal_moves())


def test_autosave_after_every_move_and_resume_at_start(qtbot, settings: Settings, tmp_path: Path) -> None:
    folder = tmp_path / "data"
    w = make_window(qtbot, settings, folder, watch=True, seed=77)
    path = folder / AUTOSAVE_NAME
    qtbot.waitUntil(lambda: path.exists() and decisions(path) >= 25, timeout=10000)
    w.controller.cancel()  # stop here, as a crash or a closed window would
    w.files.autosave()
    saved = decisions(path)
    assert saved == len(w.controller.game.rounds[-1].decisions) + sum(
        len(r.decisions) for r in w.controller.game.rounds[:-1])
    before = state(w)
    w.close()

    settings.resume_policy = "always"
    again = make_window(qtbot, settings, folder, watch=True, start_game=True)
    again.controller.cancel()
    assert state(again) == before  # the same decision, hands, table and scores
    again.close()


def test_the_autosave_runs_once_per_change_of_the_table(qtbot, settings: Settings, tmp_path: Path) -> None:
    """It hangs on `moved`, not on every redraw: a paced computer move once rang it twice."""
    settings.pace = Pace.FAST
    folder = tmp_path / "data"
    w = make_window(qtbot, settings, folder, watch=True, seed=77)
    runs: list[int] = []
    real = w.files.autosave
    w.files.autosave = lambda force=False: (runs.append(1), real(force))  # type: ignore[method-assign]
    qtbot.waitUntil(lambda: len(w.controller.game.rounds[-1].decisions) >= 6, timeout=20000)
    w.controller.cancel()
    moves = len(w.controller.game.rounds[-1].decisions)
    assert moves <= len(runs) <= moves + 1  # each move, and the deal if it came after the window was made
    assert decisions(folder / AUTOSAVE_NAME) == moves
    w.close()


def test_never_resume_deals_a_new_game_and_keeps_the_file(qtbot, settings: Settings, tmp_path: Path) -> None:
    folder = tmp_path / "data"
    w = make_window(qtbot, settings, folder, watch=True, seed=5)
    qtbot.waitUntil(lambda: (folder / AUTOSAVE_NAME).exists(), timeout=5000)
    w.controller.cancel()
    w.close()
    settings.resume_policy = "never"
    fresh = make_window(qtbot, settings, folder, seed=6)
    assert fresh.controller.game.seed == 6
    fresh.close()


def test_a_broken_autosave_is_reported_kept_aside_and_a_new_game_starts(qtbot, settings: Settings, tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / AUTOSAVE_NAME).write_text('{"format": "mexican-train-record", "version": 1, "seed": 3, "rou', encoding="utf-8")
    settings.resume_policy = "always"
    w = make_window(qtbot, settings, folder, seed=9)
    assert w.controller.game is not None and w.controller.game.seed == 9
    box = w.files.message
    assert box is not None and box.isVisible()
    assert "damaged or cut short" in box.text() and "kept as autosave.journal.broken-" in box.informativeText()
    kept = [p for p in folder.iterdir() if p.name.startswith("autosave.journal.broken-")]
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8").endswith('"rou')
    w.close()


def test_open_a_record_from_the_command_line_or_the_menu(qtbot, settings: Settings, tmp_path: Path) -> None:
    folder = tmp_path / "data"
    w = make_window(qtbot, settings, folder, watch=True, seed=31)
    qtbot.waitUntil(lambda: w.controller.game.phase is Phase.ROUND_OVER, timeout=10000)
    w.controller.next_round()  # a round in the middle of the game: later deals come from the seed
    qtbot.waitUntil(lambda: len(w.controller.game.rounds[-1].decisions) >= 10, timeout=10000)
    w.controller.cancel()
    export = tmp_path / "export.json"
    assert w.files.save_to(export)
    before = state(w)
    w.close()
    other = make_window(qtbot, settings, tmp_path / "data2", start_game=True, seed=1)
    assert other.open_game_file(export)
    other.controller.cancel()
    assert state(other) == before
    assert export.exists()  # opening never moves a good file
    other.close()


@pytest.mark.slow  # a whole game
def test_a_finished_game_is_not_offered_again(qtbot, settings: Settings, tmp_path: Path) -> None:
    folder = tmp_path / "data"
    # the shortest whole game (R19: 4 rounds of a double-6 set): the point is its end
    settings.save_setup(GameSetup(players=2, rounds=4, kinds=["random"] * 7, house={"set": 6}))
    w = make_window(qtbot, settings, folder, watch=True, seed=8)
    assert (w.controller.game.options.set, w.controller.game.options.rounds) == (6, 4)
    qtbot.waitUntil(lambda: w.controller.game.phase is not Phase.PLAYING, timeout=10000)
    while w.controller.game.phase is Phase.ROUND_OVER:
        w.controller.next_round()
        qtbot.waitUntil(lambda: w.controller.game.phase is not Phase.PLAYING, timeout=10000)
    assert w.controller.game.phase is Phase.GAME_OVER
    assert not (folder / AUTOSAVE_NAME).exists()
    assert load_game(folder / LAST_GAME_NAME).game.phase is Phase.GAME_OVER
    w.close()


def test_settings_of_the_wrong_type_or_range_fall_back_to_defaults(tmp_path: Path) -> None:
    ini = tmp_path / "bad.ini"
    ini.write_text("[game]\nplayers=99\nrounds=banana\nstarting_run=maybe\nseat1\\kind=grandmaster\n"
                   "[view]\npace=warp\nnumerals=@Variant(garbage)\n[files]\nresume=perhaps\n", encoding="utf-8")
    s = Settings(QSettings(str(ini), QSettings.Format.IniFormat))
    setup = s.last_setup()
    assert (setup.players, setup.rounds, setup.starting_run) == (4, 13, False)
    assert setup.kinds[0] in ("normal",)
    assert s.pace is Pace.NORMAL and s.numerals is False and s.resume_policy == "ask"


def test_an_uncaught_exception_is_logged_saved_and_shown_once(qtbot, settings: Settings, tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # put pytest's hook back afterwards
    folder = tmp_path / "data"
    log_path = configure_logging(folder)
    w = make_window(qtbot, settings, folder, watch=True, seed=12)
    qtbot.waitUntil(lambda: len(w.controller.game.rounds[-1].decisions) >= 5, timeout=5000)
    w.controller.cancel()
    handler = w.install_crash_handler()
    for _ in range(3):
        try:
            raise RuntimeError("a fault in a slot")
        except RuntimeError as exc:
            handler(type(exc), exc, exc.__traceback__)
    assert handler.shown and handler.count == 3
    assert w.files.message is not None and w.files.message.isVisible()
    for h in logging.getLogger("mextrain").handlers:
        h.flush()
    assert log_path is not None and log_path.read_text(encoding="utf-8").count("RuntimeError: a fault in a slot") == 3
    assert decisions(folder / AUTOSAVE_NAME) == len(w.controller.game.rounds[-1].decisions)
    w.close()


def test_an_earlier_versions_autosave_is_resumed_then_kept_as_a_journal(qtbot, settings: Settings, tmp_path: Path) -> None:
    """autosave.json (one whole record, as versions before the journal wrote it) is not lost."""
    import random

    from mextrain.engine import Game, GameOptions
    from mextrain.engine.record import SeatConfig
    from mextrain.saves import LEGACY_AUTOSAVE_NAME, save_game

    folder = tmp_path / "data"
    game = Game(GameOptions(players=3, rounds=7), 31)
    rng = random.Random(31)
    while game.current_seat != 0 or len(game.rounds[-1].decisions) < 6:
        legal = game.legal_moves()
        game.apply(legal[rng.randrange(len(legal))])
    seats = [SeatConfig("You", "human"), SeatConfig("Ada", "random"), SeatConfig("Bo", "random")]
    save_game(folder / LEGACY_AUTOSAVE_NAME, game, seats, hints_used=2)
    settings.resume_policy = "always"
    w = make_window(qtbot, settings, folder, seed=99)
    assert w.controller.game.seed == 31 and w.controller.hints_used == 2
    assert decisions(folder / AUTOSAVE_NAME) == len(game.rounds[-1].decisions)
    assert not (folder / LEGACY_AUTOSAVE_NAME).exists()  # the journal holds that game now
    w.close()


def _choose_in_file_dialog(monkeypatch, path: Path) -> None:
    from PySide6.QtWidgets import QFileDialog

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), "")))


def test_a_damaged_file_the_person_chose_is_never_renamed_or_moved(qtbot, settings: Settings, tmp_path: Path,
                                                                   monkeypatch) -> None:
    """Issue 32, 16: Open (and Watch a Game) renamed a damaged file the person chose in its own folder
    ("damaged.json.broken-20261201-195422"); only the app's own files are set aside."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    w = make_window(qtbot, settings, tmp_path / "data", seed=4)
    mine = tmp_path / "my games"
    mine.mkdir()
    damaged = mine / "damaged.json"
    damaged.write_text('{"format": "mexican-train-record", "version": 1, "seed": 3, "rou', encoding="utf-8")
    text = damaged.read_text(encoding="utf-8")
    _choose_in_file_dialog(monkeypatch, damaged)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3000)
    QTest.keyClick(w, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)  # Game > Open
    box = w.files.message
    assert box is not None and box.isVisible() and "damaged or cut short" in box.text()
    assert box.informativeText() == ""  # nothing was kept anywhere: nothing to say where
    box.close()
    w.menus.watch_action.trigger()  # Game > Watch a Game…
    assert w.files.message is not box and "damaged or cut short" in w.files.message.text()
    w.files.message.close()
    assert list(mine.iterdir()) == [damaged] and damaged.read_text(encoding="utf-8") == text
    assert w.controller.game.seed == 4  # the game on the table goes on


def test_watch_a_game_refuses_the_game_in_play_and_a_game_left_unfinished(qtbot, settings: Settings,
                                                                          tmp_path: Path, monkeypatch) -> None:
    """Issue 32, 6: with "All files" Watch a Game took `autosave.journal` and showed every opponent's hand."""
    w = make_window(qtbot, settings, tmp_path / "data", seed=4)
    c = w.controller
    qtbot.waitUntil(lambda: bool(c.local_legal()), timeout=5000)
    c.submit(c.local_legal()[0])
    qtbot.waitUntil(lambda: bool(c.local_legal()), timeout=5000)
    kept = w.files.keep_unfinished()  # as New Game keeps the game it replaces: unfinished-4.json
    assert kept is not None and kept.name == "unfinished-4.json"
    for path in (w.files.autosave_path, kept):
        text = path.read_bytes()
        _choose_in_file_dialog(monkeypatch, path)
        w.menus.watch_action.trigger()
        box = w.files.message
        assert box is not None and box.isVisible()
        assert box.text().startswith("This game is not over yet."), box.text()
        assert w.replays.viewer is None or not w.replays.viewer.isVisible()
        assert path.read_bytes() == text  # refused, not set aside: it is still the game to go on with
        box.close()
    assert c.game.seed == 4 and bool(c.local_legal())


def test_a_save_with_an_unknown_house_rule_is_refused_in_words_and_the_autosave_kept_aside(
        qtbot, settings: Settings, tmp_path: Path) -> None:
    """R18: a rule set this version cannot play is named, with the values it allows; nothing is lost:
    a file the person chose stays where it is, the app's own autosave is set aside like any damaged save."""
    import json

    record = json.loads((Path(__file__).resolve().parents[1] / "data" / "r15_first_judgement_record.json")
                        .read_text(encoding="utf-8"))
    record["options"]["draw"] = "twice"
    path = tmp_path / "house.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    w = make_window(qtbot, settings, tmp_path / "data", start_game=True, seed=5)
    assert not w.open_game_file(path)
    assert w.controller.game is not None and w.controller.game.seed == 5  # the game in play goes on
    box = w.files.message
    assert box is not None and box.isVisible()
    assert "rule set this version cannot play" in box.text()
    assert "draw must be \"one\" or \"until_fits\", not 'twice'" in box.text()
    assert path.exists()  # the person's own file, never renamed
    box.close()
    w.close()
    folder = tmp_path / "data2"
    folder.mkdir()
    (folder / AUTOSAVE_NAME).write_text(json.dumps(record), encoding="utf-8")
    settings.resume_policy = "always"
    w = make_window(qtbot, settings, folder, seed=9)
    assert w.controller.game is not None and w.controller.game.seed == 9  # a new game instead
    box = w.files.message
    assert box is not None and "rule set this version cannot play" in box.text()
    assert "kept as autosave.journal.broken-" in box.informativeText()
    assert len([p for p in folder.iterdir() if p.name.startswith("autosave.journal.broken-")]) == 1
    w.close()


def test_a_game_under_house_rules_resumes_with_its_rule_set_and_its_name(qtbot, settings: Settings,
                                                                          tmp_path: Path) -> None:
    """R18: the autosave of a double-9 game under free doubles, named, comes back as it was
    (the log of the round so far is rebuilt by the game's rules, not the standard ones)."""
    import random

    from mextrain.engine import Game, GameOptions
    from mextrain.engine.record import SeatConfig
    from mextrain.saves import save_game

    folder = tmp_path / "data"
    options = GameOptions.of(3, short=True, set=9, doubles="free")
    game = Game(options, 8, rule_set="Grandma's rules")
    rng = random.Random(8)
    while game.current_seat != 0 or len(game.rounds[-1].decisions) < 6:
        legal = game.legal_moves()
        game.apply(legal[rng.randrange(len(legal))])
    seats = [SeatConfig("You", "human"), SeatConfig("Ada", "random"), SeatConfig("Bo", "random")]
    save_game(folder / "last.json", game, seats)
    w = make_window(qtbot, settings, folder, start_game=True, seed=5)
    assert w.open_game_file(folder / "last.json")
    g = w.controller.game
    assert g.options == options and g.rule_set == "Grandma's rules"
    assert len(g.rounds[-1].decisions) == len(game.rounds[-1].decisions)
    data, _ = saved_record((folder / AUTOSAVE_NAME).read_text(encoding="utf-8"))
    assert data["rule_set"] == "Grandma's rules" and data["options"]["set"] == 9
    w.close()
