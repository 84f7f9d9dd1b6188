"""The discard table of hands with called melds (agari.analysis.melded) against the hand left by each discard, the
rule that lets most capped suits skip the exact DP, and the review's ``focus`` (only the rows it reads)."""

from __future__ import annotations

import random

import pytest

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
    for n in range(600):
        counts, copies, melds = open_hand(rnd, 1 + n % 3)
        rows = melded_rows(counts, copies)
        assert [t for t, _, _ in rows] == [t for t in range(34) if counts[t]]
        for t, cur, types in rows:
            counts[t] -= 1
            res, expected = improving(counts, copies, melds)
            counts[t] += 1
            assert (cur, list(types)) == (res.shanten, expected), (counts, copies, t)
            bound += any(copies[u] and counts[u] + copies[u] == 4 for u in range(34))
    assert bound > 350  # hands with a type whose last copies are in the hand and its melds


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


@pytest.mark.slow  # the engine's logic, which CPython checks alike: not again inside Pyodide
def test_caps_two_above_the_count_never_change_a_suit_profile() -> None:
    """``caps_bind``'s rule, over every suit of up to 14 tiles: with each cap at min(4, count + 2) (the tightest the
    rule lets through; looser caps lie between these and none), the exact capped DP gives the automaton's profile.
    Both walks go position by position, so each prefix is stepped once."""
    from agari.core import shanten as sh

    checked = 0
    layers = sh._LAYERS

    def walk(pos: int, total: int, state: int, dp: int) -> None:
        nonlocal checked
        for c in range(min(4, 14 - total) + 1):
            cap = min(4, c + 2)
            key = (dp * 25 + c * 5 + cap) * 2 + (pos >= 7)
            nxt = sh._STEPS.get(key)
            if nxt is None:
                nxt = sh._STEPS[key] = sh._state_id(sh._suit_step(sh._DP_STATES[dp], c, cap, pos))
            auto = layers[pos][state * 5 + c] if pos else layers[0][c]
            if pos == 8:
                final = sh._DP_STATES[nxt].get((0, 0), [sh.CAP] * 10)
                assert tuple(min(v, sh.CAP) for v in final) == sh._VECS[auto]
                checked += 1
            else:
                walk(pos + 1, total + c, auto, nxt)

    walk(0, 0, 0, 0)
    assert checked == 405350
    assert not sh.caps_bind((0, 1, 1, 1, 0, 0, 0, 0, 0), (4, 3, 3, 3, 4, 4, 4, 4, 4))  # a chi's tiles, one held each
    assert sh.caps_bind((0, 2, 1, 1, 0, 0, 0, 0, 0), (4, 3, 3, 3, 4, 4, 4, 4, 4))
    assert sh.caps_bind((0, 0, 0, 0, 1, 0, 0, 0, 0), (4, 4, 4, 4, 1, 4, 4, 4, 4))  # a pon's type


def test_focus_works_out_the_lowest_rows_and_the_focus_alone() -> None:
    rnd = random.Random(11)
    wall = [t for t in range(34) for _ in range(4)]
    narrowed = 0
    for n in range(400):
        if n % 2:
            counts, copies, melds = open_hand(rnd, 1 + n % 3)
        else:
            counts, copies, melds = [0] * 34, [0] * 34, 0
            for t in rnd.sample(wall, 14):
                counts[t] += 1
        concealed = [Tile(t) for t in range(34) for _ in range(counts[t])]
        seen = [0] * 34
        full = discard_rows(concealed, counts, copies, melds, seen)
        focus = rnd.choice([t for t in range(34) if counts[t]])
        rows = discard_rows(concealed, counts, copies, melds, seen, focus)
        lowest = min(r.shanten for r in full)
        assert sorted(rows, key=lambda r: r.tile.index) == sorted(
            [r if r.shanten == lowest or r.tile.index == focus else r._replace(ukeire=(), total=0) for r in full],
            key=lambda r: r.tile.index)
        assert [r for r in rows if r.shanten == lowest] == [r for r in full if r.shanten == lowest]
        narrowed += any(r.shanten > lowest for r in full)
    assert narrowed > 200
