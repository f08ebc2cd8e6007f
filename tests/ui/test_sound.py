"""The table's sounds through the window (ui/sound/table_sound.py): which sound is asked for at each event,
when (a computer's tile clicks as its flight lands, at every pace), muting and volume."""
from __future__ import annotations

import time
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from mextrain.controller import Pace
from mextrain.engine import Event, EventKind, Phase, Tile
from mextrain.engine.moves import MEXICAN
from mextrain.sound import Cue
from mextrain.ui.settings import GameSetup, Settings
from mextrain.ui.sound import table_sound as sound_ui
from support.sound import RecordingBoard, RecordingOutput, use_board
from support.ux import make_settings, make_window, wait_for_person


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    s = make_settings(tmp_path / "s.ini", Pace.INSTANT, setup=False)
    s.save_setup(GameSetup(players=2, kinds=["random"] * 7))
    return s


def person_to_move(qtbot, tmp_path: Path, settings: Settings):
    """A window whose game waits for the person (nothing else moves while the test talks)."""
    w = make_window(qtbot, settings, tmp_path)
    w.start_game(settings.last_setup(), 3)
    wait_for_person(qtbot, w)
    return w


def laid(seat: int, a: int, b: int, train: object = None) -> Event:
    return Event(EventKind.TILE_LAID, seat=seat, tile=Tile(a, b), train=train, value=a)


@pytest.mark.parametrize("pace", list(Pace))
def test_a_computers_tile_clicks_when_its_flight_lands_at_every_pace(qtbot, tmp_path: Path, settings: Settings,
                                                                     pace: Pace) -> None:
    settings.pace = pace
    w = make_window(qtbot, settings, tmp_path, watch=True)
    board = use_board(w, RecordingBoard())
    laid_at: list[float] = []

    def seen(_number: int, events: list[Event]) -> None:
        if any(e.kind is EventKind.TILE_LAID and e.seat != w.play.local_seat for e in events):
            laid_at.append(time.monotonic())

    w.controller.moved.connect(seen)
    w.start_game(settings.last_setup(), 7)
    qtbot.waitUntil(lambda: len(laid_at) >= 2, timeout=20000)
    first = laid_at[0]
    qtbot.waitUntil(lambda: any(t >= first and cue in (Cue.CLICK, Cue.CLICK_HEAVY) for t, cue, _ in board.asked),
                    timeout=5000)
    click = next(t for t, cue, _ in board.asked if t >= first and cue in (Cue.CLICK, Cue.CLICK_HEAVY))
    fly_s = pace.animation_ms / 1000
    assert fly_s * 0.8 <= click - first <= fly_s + 0.25, (pace, click - first)
    assert set(board.cues()) <= set(Cue)


def test_the_persons_draw_and_pass_are_heard_at_once(qtbot, tmp_path: Path, settings: Settings) -> None:
    from mextrain.engine import DRAW, PASS
    from support.table import find_game

    w = make_window(qtbot, settings, tmp_path)
    board = use_board(w, RecordingBoard())
    game = find_game(2, lambda g: g.current_seat == 0 and DRAW in g.legal_moves())
    w.controller.resume(game, settings.last_setup().seats("You"))
    qtbot.waitUntil(lambda: DRAW in w.controller.local_legal(), timeout=5000)
    QTest.keyClick(w, Qt.Key.Key_D)
    assert board.cues()[-1] is Cue.DRAW
    if PASS in w.controller.local_legal():
        QTest.keyClick(w, Qt.Key.Key_P)
        assert board.cues()[-1] is Cue.PASS


def test_doubles_and_covers_click_heavier_and_R16_knocks_after_the_click(qtbot, tmp_path: Path,
                                                                        settings: Settings) -> None:
    w = person_to_move(qtbot, tmp_path, settings)
    board = use_board(w, RecordingBoard())
    local = w.play.local_seat
    w.sound.on_events([laid(local, 3, 5, MEXICAN)])
    w.sound.on_events([laid(local, 6, 6, MEXICAN)])
    qtbot.wait(100)  # past the gap that keeps one sound from repeating at once
    w.sound.on_events([laid(local, 6, 2, MEXICAN),
                       Event(EventKind.DOUBLE_COVERED, seat=local, tile=Tile(6, 6), train=MEXICAN)])
    assert board.cues() == [Cue.CLICK, Cue.CLICK_HEAVY, Cue.CLICK_HEAVY]
    w.sound.on_events([laid(local, 1, 2, MEXICAN), Event(EventKind.ONE_TILE_LEFT, seat=local)])
    assert board.cues()[-1] is Cue.CLICK
    qtbot.waitUntil(lambda: board.cues()[-1] is Cue.KNOCK, timeout=2000)
    w.sound.round_over()
    w.sound.game_over()
    assert board.cues()[-2:] == [Cue.ROUND_END, Cue.GAME_END]


def test_your_turn_is_called_with_an_alert_when_the_window_is_minimised(qtbot, tmp_path: Path, settings: Settings,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    w = person_to_move(qtbot, tmp_path, settings)
    board = use_board(w, RecordingBoard())
    alerts: list[object] = []
    monkeypatch.setattr(QApplication, "alert", staticmethod(lambda widget, ms=0: alerts.append(widget)))
    local = w.play.local_seat
    other = (local + 1) % 2
    turn_to_me = Event(EventKind.TURN_ENDED, seat=other, value=local)
    w.sound.on_events([Event(EventKind.TURN_ENDED, seat=local, value=other)])  # the person just moved
    w.sound.on_events([Event(EventKind.PASSED, seat=other), turn_to_me])
    qtbot.wait(sound_ui.GAP_MS + 100)
    if w.isActiveWindow():  # in the foreground, right after the person's own move: no call
        assert Cue.YOUR_TURN not in board.cues() and alerts == []
    w.showMinimized()
    qtbot.waitUntil(w.isMinimized, timeout=2000)
    w.sound.on_events([Event(EventKind.PASSED, seat=other), turn_to_me])
    qtbot.waitUntil(lambda: Cue.YOUR_TURN in board.cues(), timeout=2000)
    assert alerts == [w]


def test_in_the_foreground_the_call_comes_after_a_long_wait_only(qtbot, tmp_path: Path, settings: Settings) -> None:
    w = person_to_move(qtbot, tmp_path, settings)
    qtbot.waitUntil(w.isActiveWindow, timeout=2000)
    board = use_board(w, RecordingBoard())
    now = [100.0]
    w.sound._clock = lambda: now[0]
    local = w.play.local_seat
    other = (local + 1) % 2
    w.sound.on_events([Event(EventKind.TURN_ENDED, seat=local, value=other)])
    now[0] += 1.0
    w.sound.on_events([Event(EventKind.TURN_ENDED, seat=other, value=local)])
    w.sound.on_events([Event(EventKind.TURN_ENDED, seat=local, value=other)])
    now[0] += sound_ui.CALL_AFTER_S + 0.5
    w.sound.on_events([Event(EventKind.TURN_ENDED, seat=other, value=local)])
    assert board.cues() == [Cue.YOUR_TURN]


def test_m_mutes_and_unmutes_and_it_is_remembered(qtbot, tmp_path: Path, settings: Settings) -> None:
    w = person_to_move(qtbot, tmp_path, settings)
    board = use_board(w, RecordingBoard())
    QTest.keyClick(w, Qt.Key.Key_M)
    assert w.sound.mute_action.isChecked() and not Settings.at(tmp_path / "s.ini").sound
    w.sound.on_events([laid(w.play.local_seat, 3, 5, MEXICAN)])
    assert board.cues() == [] and board.output.played == []
    QTest.keyClick(w, Qt.Key.Key_M)
    assert Settings.at(tmp_path / "s.ini").sound
    w.sound.on_events([laid(w.play.local_seat, 3, 5, MEXICAN)])
    assert board.cues() == [Cue.CLICK]


def test_preferences_turn_sound_off_and_set_the_volume(qtbot, tmp_path: Path, settings: Settings) -> None:
    w = person_to_move(qtbot, tmp_path, settings)
    output = RecordingOutput()
    use_board(w, RecordingBoard(output))
    d = w.settings_ui.show_preferences()
    box = d.sound_box
    assert box.sound.isChecked() and box.volume.value() == 70
    box.volume.setFocus()
    QTest.keyClick(box.volume, Qt.Key.Key_End)  # the slider to 100
    assert Settings.at(tmp_path / "s.ini").volume == 100
    w.sound.on_events([laid(w.play.local_seat, 3, 5, MEXICAN)])
    QTest.keyClick(box.volume, Qt.Key.Key_PageDown)
    for _ in range(5):
        QTest.keyClick(box.volume, Qt.Key.Key_PageDown)
    assert settings.volume == 40
    qtbot.wait(100)  # past the gap that keeps one sound from repeating at once
    w.sound.on_events([laid(w.play.local_seat, 3, 5, MEXICAN)])
    assert [gain for _s, gain in output.played] == [1.0, pytest.approx(0.16)]
    QTest.mouseClick(box.sound, Qt.MouseButton.LeftButton, pos=box.sound.rect().topLeft() + QPoint(8, box.sound.height() // 2))
    assert not settings.sound and w.sound.mute_action.isChecked() and not box.volume.isEnabled()
    w.sound.on_events([laid(w.play.local_seat, 3, 5, MEXICAN)])
    assert len(output.played) == 2
    w.sound.mute_action.trigger()  # the View menu turns it on again: Preferences shows it
    d.load()
    assert box.sound.isChecked()


def test_eight_computers_at_the_instant_pace_never_pile_up(qtbot, tmp_path: Path, settings: Settings) -> None:
    """Moves come back to back: the same sound is heard at most once per MIN_GAP_S, at most
    MAX_VOICES sounds ring together, and asking for a sound costs the GUI thread next to nothing."""
    from mextrain.sound import board as board_module
    from mextrain.sound.mixer import MAX_VOICES, Mixer

    settings.save_setup(GameSetup(players=8, kinds=["random"] * 7))
    w = make_window(qtbot, settings, tmp_path, watch=True)
    mixer = Mixer()

    class MixerOutput:
        def play(self, samples, gain: float) -> None:
            mixer.add(samples, gain)
            voices.append(mixer.active())

    voices: list[int] = []
    board = use_board(w, RecordingBoard(MixerOutput()))
    w.start_game(settings.last_setup(), 5)
    qtbot.waitUntil(lambda: len(board.asked) >= 60 or w.controller.game.phase is not Phase.PLAYING, timeout=30000)
    w.controller.cancel()
    heard = [(t, cue) for t, cue, h in board.asked if h]
    assert len(heard) >= 10
    for cue in Cue:
        times = [t for t, c in heard if c is cue]
        assert all(b - a >= board_module.MIN_GAP_S * 0.99 for a, b in zip(times, times[1:])), cue
    assert max(voices) <= MAX_VOICES
    started = time.perf_counter()
    for _ in range(100):
        board.play(Cue.CLICK)
    assert (time.perf_counter() - started) / 100 < 0.001


def test_damaged_sound_files_leave_the_game_playing_silently(qtbot, tmp_path: Path, settings: Settings,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    from mextrain.sound import board as board_module

    broken = tmp_path / "sounds"
    broken.mkdir()
    for cue in Cue:
        (broken / f"{cue.value}.wav").write_bytes(b"RIFF garbage, not a sound")
    monkeypatch.setattr(board_module, "sounds_dir", lambda: broken)
    w = make_window(qtbot, settings, tmp_path, watch=True)
    assert set(w.sound.board.broken) == set(Cue)
    w.start_game(settings.last_setup(), 2)
    qtbot.waitUntil(lambda: w.controller.game.phase is not Phase.PLAYING, timeout=30000)
    assert not w.sound.board.play(Cue.CLICK)
