"""Synthesize the game's sound effects into ``sounds/*.wav`` with the standard library only.

    python tools/make_sounds.py [OUT_DIR]

Deterministic: a fixed random seed, so running it again gives byte-identical files.
Card sounds are shaped noise bursts; trick and prize are soft bell-like chimes; game over is a
short rising arpeggio.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 22050
SEED = 20240917
# Peak level of each effect: the frequent card sounds sit under the chimes.
GAINS = {"deal": 0.5, "play": 0.6, "click": 0.35, "trick": 0.55, "prize": 0.65, "gameover": 0.7}


def _write(path: Path, samples: Sequence[float], gain: float) -> None:
    """16-bit mono; normalized so the loudest sample is ``gain`` of full scale."""
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = gain * 32767 / peak
    frames = b"".join(struct.pack("<h", int(round(s * scale))) for s in samples)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def _envelope(n: int, attack: float, decay: float) -> list[float]:
    """Fast attack, exponential decay (``decay`` in seconds to fall to about 1/e)."""
    a = max(1, int(attack * RATE))
    out = []
    for i in range(n):
        t = i / RATE
        rise = min(1.0, i / a)
        out.append(rise * math.exp(-t / decay))
    return out


def _fade_out(samples: list[float], seconds: float = 0.01) -> list[float]:
    k = min(len(samples), int(seconds * RATE))
    for j in range(k):
        samples[len(samples) - 1 - j] *= j / k
    return samples


def _noise_burst(rng: random.Random, seconds: float, decay: float, lowpass: float, body_hz: float) -> list[float]:
    """Filtered noise (the rasp of card on felt) plus a faint low thump."""
    n = int(seconds * RATE)
    env = _envelope(n, 0.002, decay)
    out, y = [], 0.0
    for i in range(n):
        y += lowpass * (rng.uniform(-1.0, 1.0) - y)  # one-pole low-pass
        thump = 0.35 * math.sin(2 * math.pi * body_hz * i / RATE) * math.exp(-i / (RATE * decay * 0.6))
        out.append(env[i] * (y + thump))
    return _fade_out(out)


def _chime(notes: Sequence[tuple[float, float]], seconds: float, decay: float) -> list[float]:
    """Bell-like partials; ``notes`` are (frequency, start time in seconds)."""
    n = int(seconds * RATE)
    out = [0.0] * n
    partials = ((1.0, 1.0), (2.0, 0.35), (3.01, 0.12), (4.2, 0.05))
    for freq, start in notes:
        s0 = int(start * RATE)
        for i in range(s0, n):
            t = (i - s0) / RATE
            env = min(1.0, t / 0.004) * math.exp(-t / decay)
            out[i] += env * sum(a * math.sin(2 * math.pi * freq * m * t) for m, a in partials)
    return _fade_out(out, 0.03)


def _click(rng: random.Random) -> list[float]:
    n = int(0.03 * RATE)
    env = _envelope(n, 0.0005, 0.006)
    return _fade_out([env[i] * (0.6 * math.sin(2 * math.pi * 1800 * i / RATE) + 0.4 * rng.uniform(-1, 1)) for i in range(n)], 0.004)


def sounds() -> dict[str, Callable[[random.Random], list[float]]]:
    c5, e5, g5, c6 = 523.25, 659.25, 783.99, 1046.5
    return {
        "deal": lambda rng: _noise_burst(rng, 0.09, 0.025, 0.35, 180.0),
        "play": lambda rng: _noise_burst(rng, 0.14, 0.04, 0.22, 120.0),
        "click": _click,
        "trick": lambda rng: _chime([(g5, 0.0), (c6, 0.07)], 0.6, 0.16),
        "prize": lambda rng: _chime([(e5, 0.0), (g5, 0.08), (c6, 0.16)], 0.9, 0.22),
        "gameover": lambda rng: _chime([(c5, 0.0), (e5, 0.15), (g5, 0.30), (c6, 0.45), (g5, 0.75), (c6, 0.9)], 1.8, 0.3),
    }


def main(argv: list[str]) -> int:
    out_dir = Path(argv[0]) if argv else Path(__file__).resolve().parent.parent / "sounds"
    out_dir.mkdir(parents=True, exist_ok=True)
    rng = random.Random(SEED)
    for name, make in sounds().items():
        path = out_dir / f"{name}.wav"
        _write(path, make(rng), GAINS[name])
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
