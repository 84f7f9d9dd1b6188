"""Cross-check with the PyPI mahjong package (2.1.0): same shanten on random closed hands.

Kept apart from test_shanten.py so that file also runs inside Pyodide, where mahjong is not installed.
"""

from __future__ import annotations

import random

from mahjong.shanten import Shanten

from agari.core.shanten import hand_counts, shanten_counts, shanten_of

WALL = [t for t in range(34) for _ in range(4)]


def test_agrees_with_mahjong_on_random_hands() -> None:
    rnd = random.Random(31337)
    with_four = 0
    for n in range(12000):
        counts = [0] * 34
        for t in rnd.sample(WALL, 13 + n % 2):
            counts[t] += 1
        with_four += 4 in counts
        assert shanten_counts(counts) == Shanten.calculate_shanten(counts), counts
    assert with_four > 10


def test_mahjong_cannot_see_copies_inside_melds() -> None:
    hc = hand_counts("4p(444p)(567m)(333p)(888s)")
    assert Shanten.calculate_shanten(hc.counts) == 0  # it only sees the concealed 4p
    assert shanten_of(hc.counts, hc.meld_copies, hc.melds).shanten == 1
