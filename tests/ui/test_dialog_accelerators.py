"""Every window of the app, in every language: no two mnemonics on one Alt+letter (issue 32 point 22).

Each dialog and message box is made by the app's own code (the menu's slot, the question
the app asks), with the game's real translations loaded. A message box is caught where the
app shows it (`exec`/`open`), read, and answered "no"; a dialog is read while it is open.
Within one window, every button, checkbox, group box and label with a buddy that is
visible in it counts, and so do the menu bar's titles and each menu's items; two of them
on one letter mean Alt+letter reaches only the first.
"""
from __future__ import annotations

import random
import re
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QGroupBox,
    QLabel,
    QMenu,
    QMenuBar,
    QMessageBox,
    QWidget,
)

from mextrain.controller.network.joined_seat import HeldSeat, save_seats
from mextrain.engine import Game, GameOptions, Phase
from mextrain.i18n import CODES
from mextrain.net import messages as m
from mextrain.saves import Problem, SaveError
from mextrain.stats import store as stats_store
from mextrain.ui.netplay import hosting as net_hosting
from mextrain.ui.settings import GameSetup
from mextrain.ui.window import leave_game
from mextrain.ui.window.leave_game import Leaving
from mextrain.ui.window.main_window import MainWindow
from support.replay import sim_records
from support.ux import Languages, make_settings, make_window, wait_for_person

_MNEMONIC = re.compile(r"&(?!&)(\w)")


def mnemonic(text: str) -> str | None:
    """The Alt+letter of a text ("Tisch &verlassen" -> "v"), None without one ("a && b")."""
    found = _MNEMONIC.search(text.replace("&&", ""))
    return found.group(1).casefold() if found else None


def clashes(texts: list[str]) -> dict[str, list[str]]:
    """The letters that more than one text claims, with those texts."""
    by_letter: dict[str, list[str]] = defaultdict(list)
    for text in texts:
        key = mnemonic(text)
        if key is not None:
            by_letter[key].append(text)
    return {key: found for key, found in by_letter.items() if len(found) > 1}


def window_mnemonics(window: QWidget) -> list[str]:
    """The texts with a mnemonic that one Alt+letter may reach in `window` (its menus apart)."""
    found: list[str] = []
    for widget in [window, *window.findChildren(QWidget)]:
        if widget.window() is not window or not (widget is window or widget.isVisibleTo(window)):
            continue
        if isinstance(widget, QAbstractButton):
            found.append(widget.text())
        elif isinstance(widget, QGroupBox):
            found.append(widget.title())
        elif isinstance(widget, QLabel) and widget.buddy() is not None:
            found.append(widget.text())
        elif isinstance(widget, QMenuBar):
            found.extend(a.text() for a in widget.actions() if a.isVisible())
    return found


def menu_mnemonics(menu: QMenu) -> list[str]:
    return [a.text() for a in menu.actions() if a.isVisible() and not a.isSeparator()]


@dataclass
class Seen:
    """Each window read so far: its name (title and what it was) and its clashes."""

    problems: dict[str, dict[str, list[str]]]

    def read(self, what: str, window: QWidget) -> None:
        self.check(f"{what} «{window.windowTitle()}»", window_mnemonics(window))
        for menu in window.findChildren(QMenu):
            if not menu.title():
                continue  # the menu bar's overflow menu: the bar's own titles, read above
            self.check(f"{what}, menu «{menu.title()}»", menu_mnemonics(menu))

    def check(self, name: str, texts: list[str]) -> None:
        found = clashes(texts)
        if found:
            self.problems[name] = found


@pytest.fixture
def boxes(monkeypatch: pytest.MonkeyPatch) -> list[QMessageBox]:
    """Every message box the app shows, caught as it is shown and answered with no button."""
    shown: list[QMessageBox] = []

    def caught_exec(box: QMessageBox) -> int:
        shown.append(box)
        return int(QMessageBox.StandardButton.NoButton.value)

    def caught_open(box: QMessageBox) -> None:
        shown.append(box)

    monkeypatch.setattr(QMessageBox, "exec", caught_exec)
    monkeypatch.setattr(QMessageBox, "open", caught_open)
    return shown


def _game_in_play(qtbot, tmp_path: Path) -> MainWindow:  # noqa: ANN001
    w = make_window(qtbot, make_settings(tmp_path / "s.ini"), tmp_path / "data")
    w.start_game(GameSetup(players=3, rounds=7, kinds=["random"] * 7), 5)
    wait_for_person(qtbot, w)
    w.play.submit(w.play.local_legal()[0])
    wait_for_person(qtbot, w)
    assert w.controller.game.phase is Phase.PLAYING
    return w


def _played_to(phase: Phase) -> Game:
    """A short game of random moves, stopped at the end of its first round or at its end."""
    game = Game(GameOptions(3, 7, False), 11, track_decisions=True)
    rng = random.Random(11)
    while game.phase is not phase:
        if game.phase is Phase.ROUND_OVER:
            game.next_round()
        else:
            game.apply(rng.choice(game.legal_moves()))
    return game


def _read_dialogs(w: MainWindow, seen: Seen, tmp_path: Path) -> None:
    """Every QDialog and window of the app, opened as its menu or its moment opens it."""
    seen.read("main window", w)
    seen.read("New Game", w.show_new_game_dialog())
    seen.read("House Rules", w.new_game_dialog.edit_rules())  # the rule-set editor, from New Game
    w.new_game_dialog.editor.reject()
    w.new_game_dialog.reject()
    seen.read("Preferences", w.settings_ui.show_preferences())
    w.settings_ui.preferences_dialog.reject()
    seen.read("Rules", w.help_ui.show_rules())
    w.help_ui.rules_dialog.close()
    seen.read("About", w.help_ui.show_about())
    w.help_ui.about_dialog.close()
    stats = w.statistics.show_window()
    seen.read("Statistics", stats)
    seen.read("Train", w.table.open_train_dialog(0))
    w.table.train_dialog.close()
    names = ["Anna", "Boris", "Lars"]
    for phase in (Phase.PLAYING, Phase.ROUND_OVER, Phase.GAME_OVER):
        game = Game(GameOptions(3, 7, False), 3) if phase is Phase.PLAYING else _played_to(phase)
        w.score_sheet.show_game(game, names, 0)
        w.score_sheet.open()
        seen.read(f"score sheet ({phase.name})", w.score_sheet)
        w.score_sheet.reject()
    records = tmp_path / "games.jsonl"
    sim_records(records, players=3, games=1)
    assert w.replays.watch_file(records)
    replay = next(t for t in QApplication.topLevelWidgets() if t.objectName() == "replayWindow" and t.isVisible())
    seen.read("replay", replay)
    replay.close()
    stats.close()


def _read_handover(qtbot, w: MainWindow, seen: Seen) -> None:  # noqa: ANN001
    """The main window while the table is covered for the next person (its button has a mnemonic)."""
    w.start_game(GameSetup(players=3, rounds=7, names=["Anna", "Boris"] + ["Ada"] * 5,
                           kinds=["human"] + ["random"] * 6, person_name="Lars"), 7)
    qtbot.waitUntil(lambda: w.handover.isVisible(), timeout=5000)
    seen.read("main window at the hand-over", w)


def _read_net_dialogs(w: MainWindow, seen: Seen, monkeypatch: pytest.MonkeyPatch) -> None:
    """The Host and Join dialogs and both lobbies (the question before them is read on its own)."""
    monkeypatch.setattr(w, "may_leave", lambda _leaving, _what="": True)
    host = w.net.show_host_dialog()
    assert host is not None
    seen.read("Host a Table", host)
    host.reject()
    join = w.net.show_join_dialog()
    assert join is not None
    seen.read("Join a Table", join)
    join.reject()
    seats = (m.SeatInfo("person", "Lars", True, None, True), m.SeatInfo("open"), m.SeatInfo("computer", "Ada", False, "hard"))
    for is_host in (True, False):
        lobby = w.net._open_lobby(is_host)
        lobby.show_lobby("Boris' table", seats, GameOptions(3, 7, False), 0 if is_host else 1,
                         "123456" if is_host else None, ("127.0.0.1",), 47123)
        seen.read("host's lobby" if is_host else "guest's lobby", lobby)
        lobby.hide()
        lobby.deleteLater()
        w.net.lobby = None


def _ask_every_question(w: MainWindow, boxes: list[QMessageBox], seen: Seen, tmp_path: Path,
                        monkeypatch: pytest.MonkeyPatch) -> None:
    """Every message box, asked by the code that asks it in the app."""
    def read_last(what: str) -> None:
        assert boxes, f"no message box for {what}"
        seen.read(what, boxes.pop())

    for leaving in Leaving:
        assert not leave_game.confirm_leave(w, leaving, "other.json")
        read_last(f"leave the game for {leaving.name}")
    w.files.autosave(force=True)
    w.settings.resume_policy = "ask"
    assert not w.files.resume_at_start()
    read_last("resume the unfinished game")
    w.files.show_problem(tmp_path / "broken.json", SaveError(Problem.NOT_JSON, "cut short", tmp_path / "broken.json.x"))
    read_last("cannot open a game")
    blocked = tmp_path / "a file, not a folder"
    blocked.write_text("", encoding="utf-8")
    assert not w.files.save_to(blocked / "game.json")
    read_last("cannot save a game")
    w._show_fault("Traceback: test")
    read_last("something went wrong")
    w.settings_were_broken(tmp_path / "settings.ini.broken")
    read_last("settings reset")
    w.statistics.show_problem(stats_store.StatsError(stats_store.Problem.NOT_A_DATABASE, "garbage",
                                                      tmp_path / "stats.broken"))
    read_last("statistics damaged")
    stats = w.statistics.show_window()
    stats.ask_reset()
    read_last("reset statistics")
    assert not stats.export_to(blocked / "stats.csv")
    read_last("cannot export statistics")
    stats.close()

    net = w.net
    save_seats(net.seat_path, [HeldSeat("127.0.0.1", 47123, "Lars", "token", "Boris' table", 1)])
    assert net.offer_rejoin(lambda: None)
    read_last("rejoin the table")
    saved = SimpleNamespace(game=w.controller.game, table=SimpleNamespace(name="Boris' table"))
    net.save_path.write_text("{}", encoding="utf-8")
    monkeypatch.setattr(net_hosting, "load_table", lambda _path: saved)
    monkeypatch.setattr(net, "offer_rejoin", lambda _then: False)
    assert net.offer_reopen(lambda: None)
    read_last("reopen the table")
    # a table this window hosts, with a person connected; then one it joined, before and in a game
    person = SimpleNamespace(name="Anna", state="person", host=False, connected=True)
    for game in (None, w.controller.game):
        for quitting in (False, True):  # quitting a table that reopens asks Pause the Table or End It for Everyone
            net.host = SimpleNamespace(table=SimpleNamespace(infos=lambda: [person], name="Boris' table"), game=game,
                                       will_reopen=quitting, close=lambda *_args, **_kwargs: None)
            assert not net.may_leave(quitting)
            read_last(f"close the table (quitting: {quitting})")
    net.host = None
    for game in (None, SimpleNamespace(game=w.controller.game, playing_book=w.controller.game, tables=[])):
        net.joined = SimpleNamespace(lobby=SimpleNamespace(table="Boris' table"), session=SimpleNamespace(refused=None),
                                     seat=1, leave=lambda *_args, **_kwargs: None, deleteLater=lambda: None)
        net.game = game
        for quitting in (False, True):
            assert not net.may_leave(quitting)
            read_last(f"leave the table (quitting: {quitting}, in a game: {game is not None})")
    net.game = None
    net.joining._gave_up("lost")
    read_last("connection lost")
    net.joined = None


@pytest.mark.parametrize("code", CODES)
@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_no_window_of_the_app_puts_two_mnemonics_on_one_letter(qtbot, tmp_path: Path, code: str, boxes,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    languages = Languages(tmp_path / "language.ini")
    try:
        languages.switch(code)
        w = _game_in_play(qtbot, tmp_path)
        seen = Seen({})
        _read_dialogs(w, seen, tmp_path)
        _ask_every_question(w, boxes, seen, tmp_path, monkeypatch)
        _read_net_dialogs(w, seen, monkeypatch)
        _read_handover(qtbot, w, seen)
        w.net.end()
        assert not seen.problems, "\n" + "\n".join(f"{name}: {found}" for name, found in seen.problems.items())
    finally:
        languages.close()


def test_a_clash_is_found_and_a_doubled_ampersand_is_no_mnemonic() -> None:
    assert clashes(["Tisch schließen und &beenden", "Am Tisch &bleiben", "&Noch einmal"]) == {
        "b": ["Tisch schließen und &beenden", "Am Tisch &bleiben"]}
    assert clashes(["&Port:", "Plät&ze:", "a && b", "Salt && &Pepper"]) == {"p": ["&Port:", "Salt && &Pepper"]}
    assert mnemonic("a && b") is None


def test_a_window_counts_only_what_is_visible_in_it(qtbot) -> None:  # noqa: ANN001
    dialog = QDialog()
    qtbot.addWidget(dialog)
    from PySide6.QtWidgets import QPushButton, QVBoxLayout

    layout = QVBoxLayout(dialog)
    shown, hidden = QPushButton("&Start"), QPushButton("&Stop")
    layout.addWidget(shown)
    layout.addWidget(hidden)
    hidden.hide()
    menu_bar = QMenuBar(dialog)
    menu_bar.addAction(QAction("&Spiel", dialog))
    assert window_mnemonics(dialog) == ["&Start", "&Spiel"]
