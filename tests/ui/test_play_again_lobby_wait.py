"""Issue 38, point 12: after Play Again the lobby's "Every seat is taken: press Start." waits for the
answers. Until everyone asked said Play, the line names who has not answered and Start cannot be
pressed (a click starts nothing); read in each language from the real .qm files."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QSettings, Qt
from PySide6.QtTest import QTest

from mextrain import i18n
from mextrain.engine import GameOptions
from mextrain.i18n.translator import LanguageManager
from mextrain.net.messages import SeatInfo, SeatState
from mextrain.ui.netplay.lobby import LobbyWindow
from support.shots import save_shot

SEATS = (SeatInfo(SeatState.PERSON, "Mona", True, host=True, together=0),
         SeatInfo(SeatState.PERSON, "Lia", True, together=0),
         SeatInfo(SeatState.PERSON, "Ben", True))
WAITING = {"en": "Waiting for Lia and Ben to answer Play Again…",
           "de": "Warten auf die Antwort von Lia und Ben auf „Noch einmal spielen“…",
           "uk": "Чекаємо, що відповість Lia і Ben на «Зіграти ще раз»…",
           "da": "Venter på svar fra Lia og Ben på »Spil igen«…"}
EVERY_SEAT = {"en": "Every seat is taken: press Start.", "de": "Alle Plätze sind besetzt: klick auf „Starten“."}


def test_after_play_again_start_waits_for_everyone_asked_and_says_whom(qtbot, tmp_path: Path) -> None:
    lobby = LobbyWindow(is_host=True)
    qtbot.addWidget(lobby)
    lobby.resize(1024, 600)
    lobby.show_lobby("Kitchen", SEATS, GameOptions(3), 0, "K7P2MX")
    lobby.show_watchers((), (), (0,))  # Mona asked: her seat counts at once
    lobby.show()
    qtbot.waitUntil(lambda: len(lobby.cards) == 3 and lobby.cards[0].isVisible(), timeout=3000)
    assert lobby.cards[0].again_mark is not None and lobby.cards[2].again_mark is None  # Mona plays again; Ben?
    started: list[bool] = []
    lobby.start_requested.connect(lambda: started.append(True))
    saved_locale = QLocale()
    manager = LanguageManager(settings=QSettings(str(tmp_path / "lang.ini"), QSettings.Format.IniFormat))
    try:
        for code in ("en", "de", "uk", "da"):
            manager.set_language(code)
            QCoreApplication.processEvents()
            qtbot.waitUntil(lambda code=code: lobby.status.text() == WAITING[code] and lobby.cards[0].isVisible(), timeout=3000)
            assert not lobby.start_button.isEnabled()
            QTest.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
            assert started == []
            save_shot(lobby.grab(), f"play-again-waiting-{code}.png")
        manager.set_language("de")
        QCoreApplication.processEvents()
        lobby.show_lobby("Kitchen", SEATS, GameOptions(3), 0, "K7P2MX")
        lobby.show_watchers((), (), (0, 1))  # Lia said Play
        assert lobby.status.text() == "Warten auf die Antwort von Ben auf „Noch einmal spielen“…"
        lobby.show_lobby("Kitchen", SEATS, GameOptions(3), 0, "K7P2MX")
        lobby.show_watchers((), (), (0, 1, 2))  # and Ben: now Start
        assert lobby.status.text() == EVERY_SEAT["de"] and lobby.start_button.isEnabled()
        QTest.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
        assert started == [True]
    finally:
        manager.shutdown()
        i18n.uninstall()
        QLocale.setDefault(saved_locale)
        QCoreApplication.processEvents()
