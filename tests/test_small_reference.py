"""Small Mahjong's fast scorer and shanten against the brute-force reference (tests/small_reference.py).

20,000 seeded random winning hands of each deal size (plus random complete-size hands that mostly do
not win) are scored both ways and must agree on every reading, its wait, items and total, and on the
best total; 20,000 seeded random hands of each dealt size (and 5,000 one tile over) agree on shanten.
Marked ``slow`` (they take several seconds) but collected and run by the default suite.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from small_reference import ref_readings, ref_shanten

from agari.core.decompose import PAIR_AT
from agari.core.tile import Tile
from agari.small.analysis import shanten_counts
from agari.small.hand import SmallHand
from agari.small.readings import group_text
from agari.small.score import score_hand
from agari.small.situation import Situation

N = 20_000
DEALS = (4, 7, 10, 13)
SUIT_MODES = ("any", "one_suit", "terminals", "three_suits")


def _meld(rnd: random.Random, mode: str) -> list[int]:
    s = rnd.randrange(3) if mode != "one_suit" else 0
    if mode == "terminals" and rnd.random() < 0.6:
        t = 9 * s + rnd.choice((0, 8))
        return [t] * 3 if rnd.random() < 0.7 else [9 * s + (0 if t % 9 == 0 else 6) + k for k in range(3)]
    if rnd.random() < 0.35:
        return [9 * s + rnd.randrange(9)] * 3
    first = 9 * s + rnd.randrange(7)
    return [first, first + 1, first + 2]


def winning_hand(rnd: random.Random, dealt: int) -> list[int] | None:
    """A random complete hand of dealt + 1 tiles as 34 counts (None when a 5th copy came up)."""
    mode = rnd.choice(SUIT_MODES)
    counts = [0] * 34
    if dealt == 13 and rnd.random() < 0.1:
        for t in rnd.sample(range(9) if mode == "one_suit" else range(27), 7):
            counts[t] = 2
        return counts
    pair_suit = 0 if mode == "one_suit" else rnd.randrange(3)
    pair = 9 * pair_suit + (rnd.choice((0, 8)) if mode == "terminals" else rnd.randrange(9))
    tiles = [pair, pair]
    if mode == "three_suits" and dealt >= 10:
        r = rnd.randrange(7)
        kind = rnd.random() < 0.5
        for s in range(3):
            tiles += [9 * s + r] * 3 if kind else [9 * s + r + k for k in range(3)]
        melds = dealt // 3 - 3
    else:
        melds = dealt // 3
    for _ in range(melds):
        tiles += _meld(rnd, mode)
    for t in tiles:
        counts[t] += 1
    return counts if max(counts) <= 4 else None


def random_situation(rnd: random.Random) -> dict[str, Any]:
    tsumo = rnd.random() < 0.5
    sit: dict[str, Any] = {"tsumo": tsumo, "dealer": rnd.random() < 0.3, "players": rnd.choice((2, 3, 4))}
    if tsumo and rnd.random() < 0.05:
        sit["first_turn"] = True
        return sit
    if not tsumo or rnd.random() < 0.5:
        sit["reach"] = True
        sit["double_reach"] = rnd.random() < 0.2
        sit["one_shot"] = rnd.random() < 0.3
    sit["last_tile"] = rnd.random() < 0.1
    return sit


def fast_readings(counts: list[int], win: int, sit: dict[str, Any]) -> tuple[set[tuple[object, ...]], int]:
    """The fast scorer's readings in the reference's shape."""
    hand = SmallHand(tuple(counts), "", sum(counts))
    res = score_hand(hand, Tile(win), Situation.make(**sit))
    if not res.ok:
        return set(), 0
    out = set()
    for r in res.readings:
        reading = r.reading
        if reading.form == "seven_twins":
            groups = tuple(group_text(PAIR_AT + t) for t in reading.twins)
        else:
            groups = (*map(group_text, reading.sets), group_text(PAIR_AT + reading.pair))
        out.add((tuple(sorted(groups)), reading.wait, group_text(reading.win_group), r.total,
                 tuple(sorted(i.key for i in r.items))))
    return out, res.total


@pytest.mark.slow
@pytest.mark.parametrize("dealt", DEALS)
def test_scorer_agrees_with_the_reference(dealt: int) -> None:
    rnd = random.Random(4000 + dealt)
    done = wins = 0
    seen_keys: set[str] = set()
    while done < N:
        counts = winning_hand(rnd, dealt) if rnd.random() < 0.9 else None
        if counts is None:  # a random hand of the winning size: mostly not a win
            counts = [0] * 34
            for t in rnd.sample([t for t in range(27) for _ in range(4)], dealt + 1):
                counts[t] += 1
        win = rnd.choice([t for t in range(27) if counts[t]])
        sit = random_situation(rnd)
        ours, total = fast_readings(counts, win, sit)
        theirs = ref_readings(counts, win, sit)
        assert ours == theirs, (counts, win, sit)
        if theirs:
            wins += 1
            assert total == max(r[3] for r in theirs)  # type: ignore[type-var]
            for r in theirs:
                seen_keys.update(r[4])  # type: ignore[arg-type]
        done += 1
    assert wins > N * 0.6
    # the corpus reaches every condition that a hand of this deal size can have
    from agari.small.conditions import TABLE

    assert {c.key for c in TABLE if dealt in c.deals} <= seen_keys


@pytest.mark.slow
@pytest.mark.parametrize("size", DEALS)
def test_shanten_agrees_with_the_reference(size: int) -> None:
    rnd = random.Random(7000 + size)
    wall = [t for t in range(27) for _ in range(4)]
    values = set()
    for n, count in ((size, N), (size + 1, N // 4)):
        for _ in range(count):
            counts = [0] * 34
            for t in rnd.sample(wall, n):
                counts[t] += 1
            ours = shanten_counts(counts).shanten
            assert ours == ref_shanten(counts), counts
            values.add(ours)
    assert len(values) >= min(4, size // 3 + 2)


@pytest.mark.parametrize("size", [4, 7, 10, 13])
def test_improving_draws_agree_with_shanten_of_every_draw(size: int) -> None:
    """The fast ukeire (one suit recombined per draw) names exactly the draws whose hand has a lower shanten."""
    from agari.small.analysis import improving, shanten_counts

    rnd = random.Random(1000 + size)
    wall = [t for t in range(27) for _ in range(4)]
    checked = 0
    for _ in range(2000):
        c = [0] * 34
        for t in rnd.sample(wall, size):
            c[t] += 1
        cur = shanten_counts(c).shanten
        slow = []
        for t in range(27):
            if c[t] < 4:
                c[t] += 1
                if shanten_counts(c).shanten < cur:
                    slow.append(t)
                c[t] -= 1
        assert improving(c, size, cur) == slow, c
        checked += 1
    assert checked == 2000


def plain_discard_rows(c: list[int], seen: list[int]) -> list[tuple[str, int, tuple[tuple[str, int], ...], int]]:
    """The discard table the plain way: the ukeire of the hand left by each discard, sorted best first."""
    from agari.core.tile import type_name
    from agari.small.analysis import ukeire_counts

    rows = []
    for t in range(27):
        if c[t]:
            c[t] -= 1
            uk = ukeire_counts(c, seen)
            c[t] += 1
            rows.append((type_name(t), uk.shanten.shanten, uk.tiles, uk.total))
    rows.sort(key=lambda r: (r[1], -r[3], -len(r[2]), type_name_order(r[0])))
    return rows


def type_name_order(name: str) -> int:
    return "mps".index(name[1]) * 9 + int(name[0]) - 1


@pytest.mark.parametrize("size", [5, 8, 11, 14])
def test_discard_table_agrees_with_the_ukeire_after_each_discard(size: int) -> None:
    """The suit-by-suit discard table (parts shared between discards) gives the plain way's rows, in its order:
    hands from all suits, two suits and one suit, half of them with tiles seen elsewhere."""
    from agari.small.discard_table import discard_rows

    rnd = random.Random(3000 + size)
    wall = [t for t in range(27) for _ in range(4)]
    walls = (wall, [t for t in wall if t < 18], [t for t in wall if 9 <= t < 18])
    shanten_values = set()
    for n in range(3000):
        c = [0] * 34
        for t in rnd.sample(walls[n % 3], size):
            c[t] += 1
        seen = [0] * 34
        if n % 2:
            for t in range(27):
                if c[t] < 4 and rnd.random() < 0.2:
                    seen[t] = rnd.randrange(5 - c[t])
        fast = [tuple(r) for r in discard_rows(c, seen)]
        assert fast == plain_discard_rows(c, seen), (c, seen)
        shanten_values.update(r[1] for r in fast)
    assert len(shanten_values) >= min(4, size // 3 + 2)
