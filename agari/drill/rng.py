"""A seeded random number generator of our own, so that a seed gives the same drills on every Python.

``random.Random`` keeps its Mersenne Twister, but ``shuffle``, ``choice``, ``randrange`` and ``sample``
have changed how they use it between versions; a drill must be the same on CPython 3.11 and on the
page's Pyodide (CPython 3.14). This is SplitMix64 (Steele, Lea and Flood, 2014: a 64-bit counter
stepped by the golden ratio and mixed), with helpers that use integers only.

A drill's state comes from its seed text by SHA-256 (``derive``), so drill number 7 of a seed is made
without making the six before it.

>>> rng = Rng(derive("demo"))
>>> [rng.below(10) for _ in range(8)]
[9, 1, 8, 2, 6, 6, 2, 2]
>>> rng.weighted((0, 5, 0, 1))
1
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

MASK = (1 << 64) - 1
GAMMA = 0x9E3779B97F4A7C15
"""The golden-ratio step of SplitMix64."""
VERSION = "agari-drill/1"
"""Mixed into every derived seed: a change of the generator that changes drills changes this too."""


def derive(*parts: object) -> int:
    """A 64-bit state from text parts (the seed, the game, the drill's number...), the same everywhere."""
    text = "\x1f".join([VERSION, *(str(p) for p in parts)])
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")


class Rng:
    """SplitMix64: ``next64`` gives 64 random bits; ``below``, ``chance``, ``pick``, ``weighted`` build on it."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & MASK

    def next64(self) -> int:
        """The next 64 random bits."""
        s = self.state = (self.state + GAMMA) & MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A whole number in ``[0, n)``, every value equally likely (Lemire's multiply and shift: the high 64
        bits of 64 random bits times ``n``; the few products that would favour some values are drawn again)."""
        if n <= 1:
            return 0
        m = self.next64() * n
        if m & MASK < n:
            floor = ((1 << 64) - n) % n
            while m & MASK < floor:
                m = self.next64() * n
        return m >> 64

    def chance(self, per_mille: int) -> bool:
        """True ``per_mille`` times in 1000."""
        return self.below(1000) < per_mille

    def pick(self, items: Sequence[T]) -> T:
        """One item, each equally likely."""
        return items[self.below(len(items))]

    def weighted(self, weights: Sequence[int]) -> int:
        """An index, each drawn in proportion to its whole-number weight (at least one weight above 0)."""
        total = sum(weights)
        if total <= 0:
            raise ValueError("weighted() needs a weight above 0")
        x = self.below(total)
        for i, w in enumerate(weights):
            if x < w:
                return i
            x -= w
        raise AssertionError("unreachable")

    def fork(self, *parts: object) -> Rng:
        """A new generator for a separate purpose, seeded from this one's next value and ``parts``."""
        return Rng(derive(self.next64(), *parts))
