"""Synthesize the game's card sounds into resources/sounds/ (16-bit mono WAV, 22,050 Hz).

    python packaging/make_sounds.py            # writes resources/sounds/*.wav
    python packaging/make_sounds.py --check    # exit 1 if the committed files differ

The sounds are our own: filtered noise for the cards (a deal's flick, a card laid down, a trick
gathered) and two sine notes for "your turn", from a fixed seed, so the same script always
writes the same bytes. Standard library only (``wave``, ``math``, ``random``).
"""

from __future__ import annotations

import argparse
import io
import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "resources" / "sounds"


def _noise(rng: random.Random, n: int, smooth: float) -> list[float]:
    """White noise through a one-pole low-pass (``smooth`` near 1: darker)."""
    out: list[float] = []
    last = 0.0
    for _ in range(n):
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        out.append(last)
    peak = max(abs(v) for v in out) or 1.0
    return [v / peak for v in out]


def _envelope(n: int, attack: float, decay: float) -> list[float]:
    """A quick rise over ``attack`` seconds, then an exponential fall with time constant ``decay``."""
    a = max(1, int(attack * RATE))
    return [(i / a) if i < a else math.exp(-(i - a) / (decay * RATE)) for i in range(n)]


def _mix(length_s: float, *parts: tuple[float, list[float]]) -> list[float]:
    """Sum sounds, each starting at its offset in seconds."""
    samples = [0.0] * int(length_s * RATE)
    for start, sound in parts:
        offset = int(start * RATE)
        for i, v in enumerate(sound):
            if offset + i < len(samples):
                samples[offset + i] += v
    return samples


def flick(rng: random.Random, length_s: float, smooth: float, decay: float, gain: float) -> list[float]:
    n = int(length_s * RATE)
    return [gain * v * e for v, e in zip(_noise(rng, n, smooth), _envelope(n, 0.004, decay))]


def deal(rng: random.Random) -> list[float]:
    """A card flicked across the table: bright noise, a short tail."""
    return _mix(0.16, (0.0, flick(rng, 0.16, 0.55, 0.035, 0.7)))


def play(rng: random.Random) -> list[float]:
    """A card laid on the cloth: a soft slap with a low thump under it."""
    n = int(0.12 * RATE)
    thump = [0.35 * math.sin(2 * math.pi * 140 * i / RATE) * math.exp(-i / (0.02 * RATE)) for i in range(n)]
    return _mix(0.12, (0.0, flick(rng, 0.12, 0.75, 0.018, 0.8)), (0.0, thump))


def trick(rng: random.Random) -> list[float]:
    """The trick gathered: three cards swept together."""
    return _mix(
        0.34,
        (0.0, flick(rng, 0.12, 0.8, 0.03, 0.45)),
        (0.07, flick(rng, 0.12, 0.8, 0.03, 0.5)),
        (0.15, flick(rng, 0.18, 0.85, 0.05, 0.6)),
    )


def turn(_rng: random.Random) -> list[float]:
    """Your turn: two soft sine notes, a fifth apart."""

    def note(freq: float, length_s: float) -> list[float]:
        n = int(length_s * RATE)
        env = _envelope(n, 0.01, 0.09)
        return [0.32 * math.sin(2 * math.pi * freq * i / RATE) * e for i, e in enumerate(env)]

    return _mix(0.42, (0.0, note(660.0, 0.3)), (0.11, note(990.0, 0.3)))


SOUNDS: dict[str, Callable[[random.Random], list[float]]] = {
    "deal": deal,
    "play": play,
    "trick": trick,
    "turn": turn,
}


def wav_bytes(samples: list[float]) -> bytes:
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", round(max(-1.0, min(1.0, v)) * 32000)) for v in samples))
    return buffer.getvalue()


def render() -> dict[str, bytes]:
    return {f"{name}.wav": wav_bytes(make(random.Random(f"belote-{name}"))) for name, make in SOUNDS.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--check", action="store_true", help="compare with the committed files; write nothing")
    args = parser.parse_args(argv)
    files = render()
    if args.check:
        stale = [name for name, data in files.items() if not (OUT / name).is_file() or (OUT / name).read_bytes() != data]
        for name in stale:
            print(f"{OUT / name}: differs from what packaging/make_sounds.py writes", file=sys.stderr)
        return 1 if stale else 0
    OUT.mkdir(parents=True, exist_ok=True)
    for name, data in files.items():
        (OUT / name).write_bytes(data)
        print(f"{OUT / name}: {len(data)} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
