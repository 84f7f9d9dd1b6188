"""Exact shanten and ukeire: the verified cases, a brute-force reference and the scorer's decomposition."""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path

import pytest

from agari.analysis.ukeire import improving, improving_closed, ukeire
from agari.core.decompose import is_chiitoitsu, is_kokushi, standard
from agari.core.errors import AgariError, TileCountError
from agari.core.shanten import (
    _VECS,
    _capped_suit_profile,
    _walk,
    hand_counts,
    shanten,
    shanten_counts,
    shanten_of,
)
from agari.core.tile import type_name

CASES = [json.loads(line) for line in (Path(__file__).parent / "cases" / "shanten.jsonl").read_text().splitlines()
         if line.strip()]
YAO = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
WALL = [t for t in range(34) for _ in range(4)]


# -- the verified cases ---------------------------------------------------------------------------


def test_case_file_has_every_kind() -> None:
    ids = {c["id"] for c in CASES}
    assert {"S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8"} <= ids
    assert len(CASES) == 428


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_shanten_cases(case: dict) -> None:
    expect = case["expect"]
    res = shanten(case["hand"])
    assert res.shanten == expect["shanten"]
    if "ukeire" in expect:
        uk = ukeire(case["hand"])
        assert uk.shanten.shanten == expect["shanten"]
        assert [str(t) for t, _ in uk.tiles] == expect["ukeire"]
        assert uk.total == expect["ukeire_count"]


def test_hard_cases_by_form() -> None:
    assert shanten("123456789m1111z") == (1, 1, 5, 9)  # not tenpai on the 5th 1z
    assert shanten("1112223334444z") == (1, 1, 5, 8)
    r = shanten("19m19p19s12345z(567p)")  # melds: only the standard form
    assert (r.shanten, r.chiitoitsu, r.kokushi) == (6, None, None)
    assert shanten("19m19p19s1234567z") == (0, 8, 6, 0)
    assert shanten("19m19p19s1234567z").form == "kokushi"
    assert shanten("1122m3344p5566s7z").form == "chiitoitsu"
    assert shanten("11223344556677z") == (-1, 3, -1, 5)  # tsuuiisou chiitoitsu: 14 tiles, complete
    assert shanten("2m(444p)(567m)(333p)(888s)").shanten == 0
    assert shanten("4p(444p)(567m)(333p)(888s)").shanten == 1  # 4p tanki with a pon of 4p is no wait


def test_pon_of_the_wait_blocks_it() -> None:
    assert [str(t) for t, _ in ukeire("4p(444p)(567m)(333p)(888s)").tiles][:3] == ["1m", "2m", "3m"]
    assert "4p" not in [str(t) for t, _ in ukeire("4p(444p)(567m)(333p)(888s)").tiles]
    uk = ukeire("1m(123p)(456p)(789p)(111z)")
    assert [(str(t), n) for t, n in uk.tiles] == [("1m", 3)]


def sized(text: str) -> int:
    """Shanten towards a complete hand of the hand's own size (``shanten_of``: the small games' rule)."""
    hc = hand_counts(text)
    return shanten_of(hc.counts, hc.meld_copies, hc.melds).shanten


def test_small_and_odd_sizes() -> None:
    assert sized("1m") == 0
    assert sized("11m") == -1
    assert sized("12m") == 0
    assert sized("1m9p") == 0
    assert sized("1234m") == 0
    assert sized("1358m") == 1
    assert sized("1111m") == 1  # 111m + a 1m pair would need a 5th copy
    assert sized("1111m(2222z)(3333z)(4444z)") == 1  # 13 tiles: the public shanten agrees
    assert shanten("1111m(2222z)(3333z)(4444z)").shanten == 1


@pytest.mark.parametrize("text", ["123m456p789s123456z", "123456789m11111z", "1m2m3m4m5m6m7m8m9m1p2p3p4p5p6p",
                                  "(123m)(456m)(789m)(111z)", "00m123456p789s11z"])
def test_bad_hands_raise(text: str) -> None:
    with pytest.raises(AgariError):
        shanten(text)


def test_ukeire_needs_3n_plus_1() -> None:
    with pytest.raises(TileCountError):
        ukeire("123m456p789s11223z")


def test_ukeire_counts_dora_and_visible() -> None:
    uk = ukeire("123m456p789s1122z", dora=["1z"], visible="2z")
    assert [(str(t), n) for t, n in uk.tiles] == [("1z", 1), ("2z", 1)]
    assert uk.total == 2
    uk = ukeire("123m456p789s1122z", visible=["1z", "1z"])
    assert [(str(t), n) for t, n in uk.tiles] == [("1z", 0), ("2z", 2)]
    with pytest.raises(TileCountError):
        ukeire("123m456p789s1122z", visible="111z")


def test_red_fives_count_as_fives() -> None:
    uk = ukeire("340m99p27889s115z")
    assert uk.shanten.shanten == 2
    assert uk.total == 34
    assert all(str(t)[0] != "0" for t, _ in uk.tiles)


# -- the suit automaton against the exact DP ------------------------------------------------------


def test_automaton_matches_exact_suit_dp() -> None:
    rnd = random.Random(11)
    for _ in range(2000):
        key = tuple(rnd.choice((0, 0, 0, 1, 1, 2, 3, 4)) for _ in range(9))
        assert _capped_suit_profile(key, (4,) * 9) == _VECS[_walk(key)], key
    for key in itertools.product(range(3), repeat=5):
        full = (*key, 0, 0, 0, 0)
        assert _capped_suit_profile(full, (4,) * 9) == _VECS[_walk(full)]


# -- an independent reference: the definition, by enumeration ---------------------------------------

MELDS = [(t, t, t) for t in range(34)] + [(s * 9 + i, s * 9 + i + 1, s * 9 + i + 2) for s in range(3) for i in range(7)]


def reference_standard(counts: list[int], copies: list[int], melds_needed: int) -> int:
    """min over complete targets (melds_needed sets + a pair, at most 4 - meld copies each) of draws, minus 1.

    Sets and pairs that touch no tile of the hand cost their full size: they are one "fresh" choice.
    """
    caps = [4 - c for c in copies]
    touching = [m for m in MELDS if any(counts[t] for t in m)]
    FRESH = None
    options = [*touching, FRESH]
    pair_types = [t for t in range(34) if counts[t]]
    best = 99
    for combo in itertools.combinations_with_replacement(range(len(options)), melds_needed):
        target = [0] * 34
        fresh = 0
        ok = True
        for k in combo:
            m = options[k]
            if m is None:
                fresh += 1
                continue
            for t in m:
                target[t] += 1
                if target[t] > caps[t]:
                    ok = False
        if not ok:
            continue
        base = sum(max(0, target[t] - counts[t]) for t in range(34)) + 3 * fresh
        if base >= best:
            continue
        pair = 2  # a fresh pair
        for t in pair_types:
            if target[t] + 2 <= caps[t]:
                extra = max(0, target[t] + 2 - counts[t]) - max(0, target[t] - counts[t])
                pair = min(pair, extra)
        best = min(best, base + pair)
    return best - 1


def reference_chiitoitsu(counts: list[int]) -> int:
    costs = sorted(max(0, 2 - c) for c in counts)
    return sum(costs[:7]) - 1


def reference_kokushi(counts: list[int]) -> int:
    single = sum(max(0, 1 - counts[t]) for t in YAO)
    pair = min(max(0, 2 - counts[t]) - max(0, 1 - counts[t]) for t in YAO)
    return single + pair - 1


def random_hand(rnd: random.Random, concealed: int, called: int) -> tuple[list[int], list[int]]:
    """Random concealed counts plus the copies of `called` random melds (chi, pon or kan), all from one wall."""
    wall = list(WALL)
    copies = [0] * 34
    for _ in range(called):
        while True:
            kind = rnd.random()
            if kind < 0.4:
                s, i = rnd.randrange(3), rnd.randrange(7)
                tiles = [s * 9 + i, s * 9 + i + 1, s * 9 + i + 2]
            else:
                t = rnd.randrange(34)
                tiles = [t] * (4 if kind > 0.85 else 3)
            if all(wall.count(t) >= tiles.count(t) for t in set(tiles)):
                break
        for t in tiles:
            wall.remove(t)
            copies[t] += 1
    counts = [0] * 34
    for t in rnd.sample(wall, concealed):
        counts[t] += 1
    return counts, copies


@pytest.mark.parametrize("size", [1, 2, 4, 5, 7, 8])
def test_small_hands_match_the_definition(size: int) -> None:
    rnd = random.Random(100 + size)
    for n in range(300 if size > 5 else 200):
        called = (n % 3) if size <= 8 else 0
        counts, copies = random_hand(rnd, size, called)
        got = shanten_of(counts, copies, called).standard
        assert got == reference_standard(counts, copies, size // 3), (counts, copies)


def test_ten_tile_hands_match_the_definition() -> None:
    rnd = random.Random(7)
    for n in range(60):
        counts, copies = random_hand(rnd, 10 + n % 2, 1)
        assert shanten_of(counts, copies, 1).standard == reference_standard(counts, copies, 3), (counts, copies)


def test_seven_pairs_and_kokushi_match_the_definition() -> None:
    rnd = random.Random(8)
    for _ in range(2000):
        counts, _ = random_hand(rnd, rnd.choice((13, 14)), 0)
        res = shanten_of(counts, [0] * 34, 0)
        assert res.chiitoitsu == reference_chiitoitsu(counts)
        assert res.kokushi == reference_kokushi(counts)
        assert res.shanten == min(res.standard, res.chiitoitsu, res.kokushi)


# -- near-complete hands: every tile tried, complete hands checked by the scorer's decomposition ----


def complete(counts: list[int], melds: int) -> bool:
    """The scorer's decomposition: four sets (melds included) and a pair, seven pairs, or kokushi."""
    if standard(list(counts), 4 - melds):
        return True
    return melds == 0 and (is_chiitoitsu(list(counts)) or is_kokushi(list(counts)))


def complete_hand(rnd: random.Random, called: int) -> tuple[list[int], list[int]]:
    """A random complete hand (4 sets and a pair) with `called` of its sets called."""
    while True:
        counts = [0] * 34
        copies = [0] * 34
        groups = [rnd.choice(MELDS) for _ in range(4)]
        pair = rnd.randrange(34)
        for k, g in enumerate(groups):
            for t in g:
                (copies if k < called else counts)[t] += 1
        counts[pair] += 2
        if all(counts[t] + copies[t] <= 4 for t in range(34)):
            return counts, copies


def near_complete(rnd: random.Random, called: int) -> tuple[list[int], list[int]]:
    """A complete hand with one tile removed and up to one more swapped (13 tiles, melds as 3)."""
    counts, copies = complete_hand(rnd, called)
    tiles = [t for t in range(34) for _ in range(counts[t])]
    counts[rnd.choice(tiles)] -= 1
    if rnd.random() < 0.5:
        tiles = [t for t in range(34) for _ in range(counts[t])]
        counts[rnd.choice(tiles)] -= 1
        while True:
            t = rnd.randrange(34)
            if counts[t] + copies[t] < 4:
                counts[t] += 1
                break
    return counts, copies


def chiitoitsu_near(rnd: random.Random) -> list[int]:
    while True:
        counts = [0] * 34
        for t in rnd.sample(range(34), 7):
            counts[t] = 2
        counts[rnd.choice([t for t in range(34) if counts[t]])] -= 1
        if rnd.random() < 0.4:
            counts[rnd.randrange(34)] += 1
            counts[rnd.choice([t for t in range(34) if counts[t]])] -= 1
        if max(counts) <= 4:
            return counts


def kokushi_near(rnd: random.Random) -> list[int]:
    while True:
        counts = [0] * 34
        for t in YAO:
            counts[t] = 1
        counts[rnd.choice(YAO)] += 1
        counts[rnd.choice([t for t in range(34) if counts[t]])] -= 1
        if rnd.random() < 0.5:
            counts[rnd.randrange(34)] += 1
            counts[rnd.choice([t for t in range(34) if counts[t]])] -= 1
        if max(counts) <= 4:
            return counts


def winning_tiles(counts: list[int], copies: list[int], melds: int) -> list[int]:
    out = []
    for t in range(34):
        if counts[t] + copies[t] < 4:
            counts[t] += 1
            if complete(counts, melds):
                out.append(t)
            counts[t] -= 1
    return out


def test_tenpai_and_waits_by_trying_every_tile() -> None:
    rnd = random.Random(2024)
    hands: list[tuple[list[int], list[int], int]] = []
    for n in range(1000):
        called = n % 5 if n % 2 else 0
        counts, copies = near_complete(rnd, called)
        hands.append((counts, copies, called))
    hands += [(chiitoitsu_near(rnd), [0] * 34, 0) for _ in range(200)]
    hands += [(kokushi_near(rnd), [0] * 34, 0) for _ in range(200)]
    tenpai = 0
    for counts, copies, called in hands:
        wins = winning_tiles(counts, copies, called)
        res, types = improving(list(counts), copies, called)
        assert (res.shanten == 0) == bool(wins), (counts, copies)
        assert res.shanten >= 0
        if wins:
            tenpai += 1
            assert types == wins, (counts, copies)
        if not called:
            fast, fast_types = improving_closed(counts)
            assert fast == res.shanten
            assert fast_types == types
            assert shanten_counts(counts) == res.shanten
    assert tenpai > 400


def test_complete_exactly_when_the_scorer_decomposes() -> None:
    rnd = random.Random(5)
    seen_complete = 0
    for n in range(2500):
        called = n % 4 if n % 3 == 0 else 0
        if n % 3 == 1:
            counts, copies = complete_hand(rnd, called)
        else:
            counts, copies = near_complete(rnd, called)
            while True:  # one more tile: 14 tiles (melds as 3), sometimes complete
                t = rnd.randrange(34) if n % 2 else rnd.choice([t for t in range(34) if counts[t]] or [0])
                if counts[t] + copies[t] < 4:
                    counts[t] += 1
                    break
        res = shanten_of(counts, copies, called)
        assert (res.shanten == -1) == complete(counts, called), (counts, copies)
        seen_complete += res.shanten == -1
    assert seen_complete > 900


def test_ukeire_is_exactly_the_improving_tiles() -> None:
    rnd = random.Random(99)
    for n in range(400):
        called = n % 3
        counts, copies = random_hand(rnd, 13 - 3 * called, called)
        cur, types = improving(list(counts), copies, called)
        expected = []
        for t in range(34):
            if counts[t] + copies[t] < 4:
                counts[t] += 1
                if shanten_of(counts, copies, called).shanten < cur.shanten:
                    expected.append(t)
                counts[t] -= 1
        assert types == expected, (counts, copies)


def test_type_names_of_ukeire() -> None:
    assert [type_name(t) for t in improving_closed(hand_counts("35678m111456p22z").counts)[1]] == ["4m"]


def test_counts_input() -> None:
    counts = hand_counts("123m456p789s1122z").counts
    assert shanten(counts) == (0, 0, 4, 8)
    with pytest.raises(TileCountError):
        shanten([0] * 34)
    with pytest.raises(TileCountError):
        shanten([5] + [0] * 33)


def test_one_entry_of_a_combination_and_added_tiles() -> None:
    import sys

    mod = sys.modules["agari.core.shanten"]
    rnd = random.Random(21)
    for _ in range(3000):
        a = tuple(rnd.randint(0, 10) for _ in range(10))
        b = tuple(rnd.randint(0, 10) for _ in range(10))
        full = mod.min_plus(a, b)
        assert [mod.combined_value(a, b, i) for i in range(10)] == list(full)
    for _ in range(1000):
        key = bytes(rnd.choice((0, 0, 1, 1, 2, 3, 4)) for _ in range(9))
        adds = mod.added_profiles(key)
        for i, uid in enumerate(adds):
            if key[i] == 4:
                assert uid == -1
            else:
                assert uid == mod._SUITS[key[:i] + bytes((key[i] + 1,)) + key[i + 1 :]][0]
