"""Where the mixed sound goes: the system's audio device through miniaudio, or nowhere.

miniaudio (one small C extension) finds PulseAudio, PipeWire's Pulse server, ALSA, WASAPI or
Core Audio at run time and links none of them, so a machine without sound still starts the
game. The device is opened on a thread of its own, never on the GUI thread (a sound server
that hangs must not hold up the window); until it is open, and for good when it cannot be
opened, sounds are dropped and the game plays silently. That is said once in the log.
"""
from __future__ import annotations

import array
import atexit
import logging
import os
import threading
from collections.abc import Generator
from typing import Any, Protocol

from mextrain.sound.mixer import RATE, Mixer

log = logging.getLogger(__name__)
PERIOD_MS = 20  # small enough that a click is heard with the tile's landing
#: set to 1, no device is opened (the test suite: GUI tests must not click on a developer's speakers)
NO_DEVICE_ENV = "MEXTRAIN_NO_SOUND_DEVICE"


class Output(Protocol):
    """Where samples are played: `DeviceOutput`, `SilentOutput` and the tests' recording double."""

    def play(self, samples: array.array[int], gain: float) -> None: ...


class SilentOutput:
    """No sound at all: the headless paths and tests that only count what is asked for."""

    reason = "silent"

    def play(self, samples: array.array[int], gain: float) -> None:
        pass


class DeviceOutput:
    """The default audio device, opened in the background by `start()`."""

    def __init__(self) -> None:
        self.mixer = Mixer()
        self.ready = threading.Event()   # set once opening ended, well or not
        self.backend: str | None = None  # e.g. "PulseAudio" once open
        self.reason = ""                 # why there is no sound, when there is none
        self._device: Any = None
        self._thread: threading.Thread | None = None

    def start(self) -> DeviceOutput:
        """Open the device in the background; whoever starts one closes it (`close`) before exit."""
        if self._thread is None:
            self._thread = threading.Thread(target=self._open, name="mextrain-sound", daemon=True)
            self._thread.start()
        return self

    @property
    def playing(self) -> bool:
        return self._device is not None

    def play(self, samples: array.array[int], gain: float) -> None:
        if self._device is not None:
            self.mixer.add(samples, gain)

    def close(self) -> None:
        device, self._device = self._device, None
        if device is not None:
            try:
                device.close()
            except Exception:  # noqa: BLE001 - closing a dead device must not crash the app
                pass

    def _open(self) -> None:
        try:
            if os.environ.get(NO_DEVICE_ENV) == "1":
                raise RuntimeError(f"{NO_DEVICE_ENV}=1")
            import miniaudio

            device = miniaudio.PlaybackDevice(output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1,
                                              sample_rate=RATE, buffersize_msec=PERIOD_MS, app_name="Mexican Train")
            if device.backend.lower() == "null":
                device.close()
                raise RuntimeError("no audio device (only miniaudio's null backend)")
            feed = self._feed()
            next(feed)
            device.start(feed)
        except Exception as error:  # noqa: BLE001 - any failure means: play silently
            self.reason = f"{type(error).__name__}: {error}"
            say_silent(self.reason)
        else:
            self.backend = device.backend
            self._device = device
            log.info("sound plays through %s", device.backend)
        finally:
            self.ready.set()

    def _feed(self) -> Generator[array.array[int], int, None]:
        frames = yield array.array("h")
        while True:
            frames = yield self.mixer.render(frames)


_said = False


def say_silent(reason: str) -> None:
    """Log, once per run, that the game plays without sound."""
    global _said
    if not _said:
        _said = True
        log.warning("no sound: %s; the game plays silently", reason)


_shared: DeviceOutput | None = None


def shared_output() -> DeviceOutput:
    """The one device of this process, opened the first time a window asks for it."""
    global _shared
    if _shared is None:
        _shared = DeviceOutput().start()
        atexit.register(_shared.close)  # a device left open hangs the interpreter's shutdown
    return _shared
