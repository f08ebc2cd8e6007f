"""What the game remembers between runs (QSettings), and the system's reduced-motion wish.

Kept in one small class so that tests can hand the window a settings file of their own.
"""
from __future__ import annotations

import functools
import json
import os
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from mextrain.ai import KINDS
from mextrain.controller import HUMAN, Pace, SeatConfig
from mextrain.engine import FULL_GAME, MAX_SEATS, GameOptions
from mextrain.engine.options import HOUSE_RULE_KEYS, STANDARD_RULES, full_rounds, max_seats, short_rounds
from mextrain.ui import texts


def default_kind() -> str:
    """The middle strength of `mextrain.ai.KINDS` ("normal" once it exists)."""
    if "normal" in KINDS:
        return "normal"
    return KINDS[len(KINDS) // 2]


def known_kind(kind: object) -> bool:
    """A strength the dialog offers, or "random" (not offered, but kept when a settings file
    names it: the uniform player the simulator and the whole-game test use)."""
    return isinstance(kind, str) and (kind in KINDS or kind in ("random", HUMAN))


@dataclass
class GameSetup:
    """The New Game dialog's choices, minus the game number: what is remembered."""

    players: int = 4
    rounds: int = FULL_GAME
    starting_run: bool = False
    #: names and kinds of the seats 1..7 (only the first players-1 take part); "human" is a
    #: person sharing this computer with the first (they pass it round the table)
    names: list[str] = field(default_factory=lambda: list(texts.DEFAULT_NAMES))
    kinds: list[str] = field(default_factory=lambda: [default_kind()] * (MAX_SEATS - 1))
    #: the first seat's person's name; empty: "You" (the statistics' default name)
    person_name: str = ""
    #: the chosen rule set's name (R18): "" for the standard rules or rules not saved under a name
    rule_set: str = ""
    #: the house rules in force (R19–R24, keys of HOUSE_RULE_KEYS; left out: the standard rule)
    house: dict[str, Any] = field(default_factory=dict)

    @property
    def short(self) -> bool:
        """A short game of the chosen set (`rounds` counts the rounds of a short or full game)."""
        return self.rounds <= short_rounds(self.rules()["set"])

    def rules(self) -> dict[str, Any]:
        """The rule set (R18): the starting run and the house rules."""
        return {**STANDARD_RULES, **self.house, "starting_run": self.starting_run}

    def options(self) -> GameOptions:
        """The game's options; seats beyond what the set allows (R19) are not dealt in."""
        rules = self.rules()
        players = min(self.players, max_seats(int(rules["set"])))
        return GameOptions.of(players, short=self.short, **rules)

    def seats(self, human_name: str) -> list[SeatConfig]:
        """Seat 0 is a person (`human_name` unless named); the others computers or more persons (R2)."""
        return [SeatConfig(self.person_name or human_name, HUMAN)] + [
            SeatConfig(self.names[i], self.kinds[i]) for i in range(self.players - 1)
        ]


class _Flag:
    """A yes/no setting of `Settings`, kept under `key` (QSettings may hand back "true" as text)."""

    def __init__(self, key: str, default: bool, doc: str) -> None:
        self.key, self.default, self.__doc__ = key, default, doc

    def __get__(self, settings: Settings | None, owner: type | None = None) -> bool:
        if settings is None:
            return self  # type: ignore[return-value]  # the descriptor itself, for help() and docs
        return _as_bool(settings.store.value(self.key, self.default))

    def __set__(self, settings: Settings, on: bool) -> None:
        settings.store.setValue(self.key, bool(on))


class Settings:
    """Typed access to QSettings; every value is checked, a bad one falls back to the default."""

    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store if store is not None else QSettings()

    @staticmethod
    def at(path: Path) -> Settings:
        """Settings in an INI file of their own (tests, screenshots, benchmarks)."""
        return Settings(QSettings(str(path), QSettings.Format.IniFormat))

    # ------------------------------------------------------------------ view
    @property
    def pace(self) -> Pace:
        return Pace.parse(self.store.value("view/pace", Pace.NORMAL.value))

    @pace.setter
    def pace(self, pace: Pace) -> None:
        self.store.setValue("view/pace", pace.value)

    numerals = _Flag("view/numerals", False, "Numerals instead of pips on the tiles (View menu).")
    hints = _Flag("view/hints", True, "Mark the tiles of the rack that may be laid now (on by default; Preferences).")

    sound = _Flag("sound/on", True, "Play the table's sounds (Preferences; View > Mute Sounds turns it off).")
    reactions = _Flag("net/reactions", True, "Show and sound the reactions of the others at a networked table "
                      "(on by default; Preferences).")
    turn_notices = _Flag("notify/turn", True, "A desktop notification for the person's turn while the window "
                         "is in the background (on by default; Preferences).")

    @property
    def volume(self) -> int:
        """The sounds' volume, 0..100 (Preferences)."""
        value = _as_int(self.store.value("sound/volume", 70))
        return value if value is not None and 0 <= value <= 100 else 70

    @volume.setter
    def volume(self, volume: int) -> None:
        self.store.setValue("sound/volume", max(0, min(100, int(volume))))

    PALETTES = ("classic", "colour-blind")

    @property
    def palette(self) -> str:
        """The pips' colours: the real sets' ("classic", the default) or "colour-blind" (Preferences)."""
        value = str(self.store.value("view/palette", "classic"))
        return value if value in self.PALETTES else "classic"

    @palette.setter
    def palette(self, name: str) -> None:
        self.store.setValue("view/palette", name if name in self.PALETTES else "classic")

    ZOOM_RANGE = (1.0, 2.0)

    @property
    def zoom(self) -> float:
        """How much larger than fits the table and the hand are drawn (View > Zoom In); 1.0 if unset or bad."""
        try:
            stored: Any = self.store.value("view/zoom", 1.0)  # whatever the file holds: float() judges it
            value = float(stored)
        except (TypeError, ValueError):
            return 1.0
        lo, hi = self.ZOOM_RANGE
        return value if lo <= value <= hi else 1.0

    @zoom.setter
    def zoom(self, zoom: float) -> None:
        self.store.setValue("view/zoom", float(zoom))

    @property
    def first_start(self) -> bool:
        """No game was ever set up here: the person is greeted with the New Game dialog."""
        return not self.store.contains("game/players")

    @property
    def geometry(self) -> QByteArray | None:
        value = self.store.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    @geometry.setter
    def geometry(self, value: QByteArray) -> None:
        self.store.setValue("window/geometry", value)

    # ------------------------------------------------------------------ computer players
    #: the Hard player's thinking time per decision, in seconds (View > Thinking Time)
    HARD_SECONDS = (0.5, 0.9, 2.0, 4.0)

    @property
    def hard_seconds(self) -> float:
        value: Any = self.store.value("ai/hard_seconds", 0.9)  # whatever the file holds: float() judges it
        try:
            seconds = float(value)
        except (TypeError, ValueError):
            return 0.9
        return seconds if seconds in self.HARD_SECONDS else 0.9

    @hard_seconds.setter
    def hard_seconds(self, seconds: float) -> None:
        self.store.setValue("ai/hard_seconds", seconds if seconds in self.HARD_SECONDS else 0.9)

    #: how the hint is worked out (Preferences): Hard's search, or Normal's quick rule of thumb
    HINT_STRENGTHS = ("search", "quick")

    @property
    def hint_strength(self) -> str:
        """"search" (Hard's search within half a second; the default) or "quick" (Normal's rule of thumb)."""
        value = self.store.value("ai/hint_strength", "search")
        return value if value in self.HINT_STRENGTHS else "search"

    @hint_strength.setter
    def hint_strength(self, strength: str) -> None:
        self.store.setValue("ai/hint_strength", strength if strength in self.HINT_STRENGTHS else "search")

    # ------------------------------------------------------------------ saved games
    RESUME_POLICIES = ("ask", "always", "never")

    @property
    def resume_policy(self) -> str:
        """What to do at start with an unfinished game: "ask", "always" resume, or "never"."""
        value = self.store.value("files/resume", "ask")
        return value if value in self.RESUME_POLICIES else "ask"

    @resume_policy.setter
    def resume_policy(self, policy: str) -> None:
        self.store.setValue("files/resume", policy if policy in self.RESUME_POLICIES else "ask")

    @property
    def last_folder(self) -> str:
        value = self.store.value("files/folder", "")
        return value if isinstance(value, str) else ""

    @last_folder.setter
    def last_folder(self, folder: str) -> None:
        self.store.setValue("files/folder", folder)

    # ------------------------------------------------------------------ the last game
    def last_setup(self) -> GameSetup:
        s = self.store
        setup = GameSetup()
        players = _as_int(s.value("game/players", setup.players))
        if players is not None and 2 <= players <= MAX_SEATS:
            setup.players = players
        setup.house = _house_rules(s.value("game/house_rules", ""))
        top = int(setup.house.get("set", STANDARD_RULES["set"]))
        rounds = _as_int(s.value("game/rounds", setup.rounds))
        if rounds in (full_rounds(top), short_rounds(top)):  # a full or a short game of the remembered set
            setup.rounds = rounds
        setup.starting_run = _as_bool(s.value("game/starting_run", False))
        for i in range(MAX_SEATS - 1):
            name = s.value(f"game/seat{i + 1}/name")
            if isinstance(name, str) and name.strip():
                setup.names[i] = name.strip()
            kind = s.value(f"game/seat{i + 1}/kind")
            if known_kind(kind):
                setup.kinds[i] = kind
        person = s.value("game/seat0/name", "")
        if isinstance(person, str):
            setup.person_name = person.strip()[:20]
        name = s.value("game/rule_set", "")
        setup.rule_set = name.strip() if isinstance(name, str) else ""
        return setup

    def save_setup(self, setup: GameSetup) -> None:
        s = self.store
        s.setValue("game/players", setup.players)
        s.setValue("game/rounds", setup.rounds)
        s.setValue("game/starting_run", setup.starting_run)
        for i in range(MAX_SEATS - 1):
            s.setValue(f"game/seat{i + 1}/name", setup.names[i])
            s.setValue(f"game/seat{i + 1}/kind", setup.kinds[i])
        s.setValue("game/seat0/name", setup.person_name)
        s.setValue("game/rule_set", setup.rule_set)
        s.setValue("game/house_rules", json.dumps({k: v for k, v in setup.house.items() if k in HOUSE_RULE_KEYS},
                                                  sort_keys=True))

    def sync(self) -> None:
        self.store.sync()


def _house_rules(value: object) -> dict[str, Any]:
    """The house rules remembered as JSON; none (the standard rules) when they cannot be played."""
    try:
        data = json.loads(value) if isinstance(value, str) and value else {}
        if not isinstance(data, dict) or set(data) - set(HOUSE_RULE_KEYS):
            return {}
        GameOptions.of(2, **data)
    except (ValueError, TypeError, RecursionError):  # RuleError is a ValueError
        return {}
    return data


def _as_bool(value: object) -> bool:
    if isinstance(value, str):
        return value.lower() in ("true", "1", "yes")
    return bool(value)


def _as_int(value: Any) -> int | None:
    """A stored value as an int; None when int() refuses it."""
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


# ---------------------------------------------------------------------- reduced motion
@functools.cache
def reduced_motion() -> bool:
    """Whether the system asks for less motion (then tiles jump instead of flying).

    Qt 6.10 has no cross-platform hint for it, so ask each system the way it answers:
    MEXTRAIN_REDUCED_MOTION=1/0 overrides; Windows "show animations in Windows";
    macOS "reduce motion"; GNOME "enable-animations"; KDE "AnimationDurationFactor".
    """
    env = os.environ.get("MEXTRAIN_REDUCED_MOTION")
    if env is not None:
        return env.strip().lower() in ("1", "true", "yes")
    try:
        if sys.platform == "win32":
            import ctypes

            SPI_GETCLIENTAREAANIMATION = 0x1042
            on = ctypes.c_int(1)
            if ctypes.windll.user32.SystemParametersInfoW(SPI_GETCLIENTAREAANIMATION, 0, ctypes.byref(on), 0):
                return not on.value
            return False
        if sys.platform == "darwin":
            out = _run(["defaults", "read", "com.apple.universalaccess", "reduceMotion"])
            return out == "1"
        kde = Path.home() / ".config" / "kdeglobals"
        if os.environ.get("XDG_CURRENT_DESKTOP", "").upper().find("KDE") >= 0 and kde.is_file():
            for line in kde.read_text(encoding="utf-8", errors="replace").splitlines():
                if line.strip().startswith("AnimationDurationFactor="):
                    return float(line.split("=", 1)[1]) == 0.0
        if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
            out = _run(["gsettings", "get", "org.gnome.desktop.interface", "enable-animations"])
            return out == "false"
    except (OSError, ValueError, AttributeError):
        pass
    return False


def _run(command: list[str]) -> str:
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=1.0, check=False)
    except (OSError, subprocess.SubprocessError):
        return ""
    return done.stdout.strip()
