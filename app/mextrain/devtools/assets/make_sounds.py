"""Synthesise the table's sounds into resources/sounds/ (`python -m mextrain.devtools.assets.make_sounds`).

The sounds are ours: nothing is recorded or taken from elsewhere. A tile set down is a few
milliseconds of seeded noise ringing through resonant filters that decay fast (ceramic rings
high and short, a wooden table low); the calls are soft marimba-like notes. Same code, same
bytes: tests/project/test_sounds.py rebuilds every file and compares it byte for byte.
Mono, 16 bit, 22,050 Hz, short: under 100 KB in all.
"""
from __future__ import annotations

import argparse
import io
import math
import random
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 22050
ROOT = Path(__file__).resolve().parents[4]
SOUNDS_DIR = ROOT / "resources" / "sounds"

Samples = list[float]


def silence(seconds: float) -> Samples:
    return [0.0] * int(seconds * RATE)


def noise_burst(rng: random.Random, seconds: float, attack: float = 0.0004) -> Samples:
    """White noise under a fast rise and an exponential fall: the moment of contact."""
    n = int(seconds * RATE)
    out = []
    for i in range(n):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-t / (seconds / 4))
        out.append(rng.uniform(-1.0, 1.0) * env)
    return out


def resonator(signal: Samples, freq: float, decay_s: float, length: int) -> Samples:
    """A two-pole resonance at `freq` whose ring falls by 1/e every `decay_s` seconds."""
    r = math.exp(-1.0 / (decay_s * RATE))
    c = 2.0 * r * math.cos(2.0 * math.pi * freq / RATE)
    gain = 1.0 - r  # keeps each mode's loudness about level across frequencies
    out = [0.0] * length
    y1 = y2 = 0.0
    for i in range(length):
        x = signal[i] if i < len(signal) else 0.0
        y = gain * x + c * y1 - r * r * y2
        out[i] = y
        y1, y2 = y, y1
    return out


def strike(rng: random.Random, modes: Sequence[tuple[float, float, float]], burst_s: float,
           length_s: float, noise_level: float = 0.25) -> Samples:
    """A hit: one noise burst exciting every (frequency, decay, weight) mode, plus a little of
    the burst itself for the dry edge of the sound."""
    length = int(length_s * RATE)
    burst = noise_burst(rng, burst_s)
    out = [noise_level * burst[i] if i < len(burst) else 0.0 for i in range(length)]
    for freq, decay, weight in modes:
        ring = resonator(burst, freq, decay, length)
        for i in range(length):
            out[i] += weight * ring[i]
    return out


def note(freq: float, length_s: float, decay_s: float) -> Samples:
    """A soft mallet note: a sine with a quieter fourth partial that dies first (marimba-like)."""
    out = []
    for i in range(int(length_s * RATE)):
        t = i / RATE
        attack = min(1.0, t / 0.004)
        body = math.sin(2 * math.pi * freq * t) * math.exp(-t / decay_s)
        bar = 0.25 * math.sin(2 * math.pi * freq * 3.93 * t) * math.exp(-t / (decay_s / 4))
        out.append(attack * (body + bar))
    return out


def mix(*parts: tuple[float, Samples]) -> Samples:
    """Lay parts over each other, each starting at its offset in seconds."""
    length = max(int(offset * RATE) + len(part) for offset, part in parts)
    out = [0.0] * length
    for offset, part in parts:
        start = int(offset * RATE)
        for i, value in enumerate(part):
            out[start + i] += value
    return out


def fade_out(samples: Samples, seconds: float = 0.01) -> Samples:
    n = min(len(samples), int(seconds * RATE))
    return samples[: len(samples) - n] + [v * (n - i) / n for i, v in enumerate(samples[len(samples) - n:])]


def normalised(samples: Samples, peak: float) -> Samples:
    top = max(abs(v) for v in samples) or 1.0
    return [v * peak / top for v in fade_out(samples)]


# ---------------------------------------------------------------------- the sounds
def click(rng: random.Random) -> Samples:
    """A tile set down: a dry, bright tick of ceramic on a table."""
    return normalised(strike(rng, [(3150, 0.006, 1.0), (4870, 0.004, 0.7), (2230, 0.008, 0.5), (640, 0.01, 0.3)],
                             0.0025, 0.06), 0.55)


def click_heavy(rng: random.Random) -> Samples:
    """A double, or a tile covering one: the same tick, lower, with the table's body under it."""
    return normalised(strike(rng, [(2450, 0.008, 1.0), (3900, 0.005, 0.6), (1650, 0.011, 0.6), (310, 0.03, 0.8)],
                             0.0035, 0.1), 0.7)


def draw(rng: random.Random) -> Samples:
    """A tile slid out of the boneyard: a short scrape, two ticks of tiles brushing."""
    scrape = [v * 0.5 for v in resonator(noise_burst(rng, 0.09, attack=0.03), 1800, 0.002, int(0.11 * RATE))]
    tick = strike(rng, [(3600, 0.004, 1.0), (2100, 0.005, 0.5)], 0.0015, 0.04)
    return normalised(mix((0.0, scrape), (0.07, tick)), 0.4)


def marker(rng: random.Random) -> Samples:
    """A pass: the small locomotive put on the train, a soft wooden double tap."""
    tap = strike(rng, [(900, 0.012, 1.0), (1500, 0.008, 0.5), (260, 0.02, 0.4)], 0.003, 0.08, noise_level=0.1)
    tap2 = strike(rng, [(940, 0.01, 1.0), (1550, 0.007, 0.4)], 0.002, 0.07, noise_level=0.1)
    return normalised(mix((0.0, tap), (0.055, [v * 0.6 for v in tap2])), 0.45)


def knock(rng: random.Random) -> Samples:
    """R16, one tile left: the last tile knocked twice on the wooden table."""
    def hit() -> Samples:
        return strike(rng, [(190, 0.05, 1.0), (420, 0.03, 0.7), (1150, 0.01, 0.3), (2900, 0.004, 0.3)],
                      0.004, 0.16, noise_level=0.15)
    return normalised(mix((0.0, hit()), (0.15, hit())), 0.75)


def your_turn(_rng: random.Random) -> Samples:
    """A soft call: two notes rising a fourth."""
    return normalised(mix((0.0, note(659.25, 0.14, 0.06)), (0.09, note(880.0, 0.22, 0.08))), 0.35)


def round_end(_rng: random.Random) -> Samples:
    """The round is over: three notes up a major chord."""
    return normalised(mix((0.0, note(523.25, 0.15, 0.06)), (0.08, note(659.25, 0.15, 0.06)),
                          (0.16, note(783.99, 0.24, 0.09))), 0.4)


def game_end(_rng: random.Random) -> Samples:
    """The game is over: the chord up to the octave, and the octave left to ring."""
    return normalised(mix((0.0, note(523.25, 0.15, 0.06)), (0.08, note(659.25, 0.15, 0.06)),
                          (0.16, note(783.99, 0.15, 0.06)), (0.24, note(1046.5, 0.36, 0.13)),
                          (0.24, [0.5 * v for v in note(523.25, 0.36, 0.13)])), 0.45)


def reaction(_rng: random.Random) -> Samples:
    """A word across the table (a reaction): one soft, low note and its fifth, quieter than the call."""
    return normalised(mix((0.0, note(392.0, 0.16, 0.05)), (0.05, [0.6 * v for v in note(587.33, 0.16, 0.05)])), 0.25)


#: file stem -> how it is made; the seed of each is fixed by its position here
SOUNDS: dict[str, Callable[[random.Random], Samples]] = {
    "click": click,
    "click_heavy": click_heavy,
    "draw": draw,
    "pass": marker,
    "knock": knock,
    "your_turn": your_turn,
    "round_end": round_end,
    "game_end": game_end,
    "reaction": reaction,
}


def wav_bytes(samples: Samples) -> bytes:
    frames = bytearray()
    for v in samples:
        frames += max(-32767, min(32767, round(v * 32767))).to_bytes(2, "little", signed=True)
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(bytes(frames))
    return buffer.getvalue()


def render_all() -> dict[str, bytes]:
    """Every sound as the bytes of its WAV file, by file name."""
    return {f"{stem}.wav": wav_bytes(make(random.Random(f"mextrain-sound-{stem}")))
            for stem, make in SOUNDS.items()}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", type=Path, default=SOUNDS_DIR)
    args = parser.parse_args(argv)
    args.folder.mkdir(parents=True, exist_ok=True)
    total = 0
    for name, data in render_all().items():
        (args.folder / name).write_bytes(data)
        total += len(data)
        print(f"{name}: {len(data):,} bytes")
    print(f"{total:,} bytes in all")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
