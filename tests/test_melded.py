"""The discard table of hands with called melds (agari.analysis.melded) against the hand left by each discard."""

from __future__ import annotations

import random

from agari.analysis.discards import discard_rows
from agari.analysis.melded import melded_rows
from agari.analysis.ukeire import improving, ukeire_of
from agari.core.tile import Tile


def open_hand(rnd: random.Random, suits: int) -> tuple[list[int], list[int], int]:
    """14 tiles (melds as 3) with 1 to 4 called melds, drawn from ``suits`` of the four groups (one suit: the caps of
    the melds' copies bind often)."""
    groups = rnd.sample(range(4), suits)
    types = [t for g in groups for t in range(g * 9, 34 if g == 3 else g * 9 + 9)]
    wall = [t for t in types for _ in range(4)]
    copies = [0] * 34
    melds = rnd.randrange(1, 5)
    made = 0
    while made < melds:
        t = rnd.choice(types)
        if rnd.random() < 0.5 and t < 27 and t % 9 < 7:
            tiles = [t, t + 1, t + 2]
        else:
            tiles = [t] * (4 if rnd.random() < 0.15 else 3)
        if all(wall.count(x) >= tiles.count(x) for x in set(tiles)):
            for x in tiles:
                wall.remove(x)
                copies[x] += 1
            made += 1
    counts = [0] * 34
    for t in rnd.sample(wall, 14 - 3 * melds):
        counts[t] += 1
    return counts, copies, melds


def test_melded_rows_are_the_ukeire_of_each_hand_left() -> None:
    rnd = random.Random(23)
    bound = 0
    for n in range(1500):
        counts, copies, melds = open_hand(rnd, 1 + n % 3)
        rows = melded_rows(counts, copies)
        assert [t for t, _, _ in rows] == [t for t in range(34) if counts[t]]
        for t, cur, types in rows:
            counts[t] -= 1
            res, expected = improving(counts, copies, melds)
            counts[t] += 1
            assert (cur, list(types)) == (res.shanten, expected), (counts, copies, t)
            bound += any(copies[u] and counts[u] + copies[u] == 4 for u in range(34))
    assert bound > 1000  # hands with a type whose last copies are in the hand and its melds


def test_discard_rows_with_melds_count_the_copies_unseen() -> None:
    rnd = random.Random(5)
    for _ in range(300):
        counts, copies, melds = open_hand(rnd, 2)
        seen = [0] * 34
        for t in rnd.sample(range(34), 8):
            seen[t] = rnd.randrange(5 - counts[t] - copies[t])
        concealed = [Tile(t) for t in range(34) for _ in range(counts[t])]
        rows = discard_rows(concealed, counts, copies, melds, seen)
        assert sorted(r.tile.index for r in rows) == [t for t in range(34) if counts[t]]
        for r in rows:
            counts[r.tile.index] -= 1
            uk = ukeire_of(counts, copies, melds, seen)
            counts[r.tile.index] += 1
            assert (r.shanten, r.ukeire, r.total) == (uk.shanten.shanten, uk.tiles, uk.total)
