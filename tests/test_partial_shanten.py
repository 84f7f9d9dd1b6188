"""Shanten of a hand still being built (fewer than 13 tiles, melds as 3) against brute force.

The definition (``agari.core.shanten.partial_shanten``): the tiles that the nearest complete hand of
14 tiles (melds as 3) holds beyond this hand, minus one; the absent tiles count as draws.  Checked
against the enumeration of ``test_shanten.reference_standard`` (every target of 4 - melds sets and a
pair, at most 4 copies of a type), the definitions of seven pairs and kokushi, and the identity
shanten(hand) = 1 + min over drawable tiles t of shanten(hand + t), down to the 13-tile engine.
"""

from __future__ import annotations

import random

import pytest
from test_shanten import random_hand, reference_chiitoitsu, reference_kokushi, reference_standard

import agari
from agari.analysis.ukeire import ukeire
from agari.core.errors import TileCountError
from agari.core.shanten import FULL_SIZE, hand_counts, partial_shanten, riichi_shanten, shanten_of
from agari.frontends.jsonapi import handle


@pytest.mark.parametrize("size", range(1, 13))
def test_closed_partial_hands_match_brute_force(size: int) -> None:
    rnd = random.Random(500 + size)
    for _ in range(40 if size < 7 else 8):
        counts, copies = random_hand(rnd, size, 0)
        res = partial_shanten(counts, copies, 0)
        assert res.standard == reference_standard(counts, copies, 4), counts
        assert res.chiitoitsu == reference_chiitoitsu(counts), counts
        assert res.kokushi == reference_kokushi(counts), counts
        assert res.shanten == min(res.standard, res.chiitoitsu, res.kokushi)
        assert agari.shanten(counts) == res  # the counts input takes the same path


@pytest.mark.parametrize("called", [1, 2, 3])
def test_partial_hands_with_melds_match_brute_force(called: int) -> None:
    rnd = random.Random(600 + called)
    for n in range(60):
        size = 1 + n % (FULL_SIZE - 3 * called - 1)
        counts, copies = random_hand(rnd, size, called)
        res = partial_shanten(counts, copies, called)
        assert res.chiitoitsu is None and res.kokushi is None
        assert res.shanten == res.standard == reference_standard(counts, copies, 4 - called), (counts, copies)


def _drawable(counts: list[int], copies: list[int]) -> list[int]:
    return [t for t in range(34) if counts[t] + copies[t] < 4]


def test_one_draw_brings_the_hand_at_most_one_step_nearer() -> None:
    rnd = random.Random(77)
    for n in range(400):
        called = n % 4
        size = 1 + rnd.randrange(FULL_SIZE - 3 * called - 1)
        counts, copies = random_hand(rnd, size, called)
        cur = riichi_shanten(counts, copies, called).shanten
        after = []
        for t in _drawable(counts, copies):
            counts[t] += 1
            after.append((riichi_shanten(counts, copies, called).shanten, t))
            counts[t] -= 1
        assert cur == 1 + min(after)[0], (counts, copies)
        assert all(v >= cur - 1 for v, _ in after)
        if not called:  # ukeire is exactly the tiles whose draw lowers the shanten
            uk = ukeire(agari.Hand(tuple(agari.Tile(t) for t in range(34) for _ in range(counts[t])), ()))
            assert [t.index for t, _ in uk.tiles] == [t for v, t in after if v < cur]
            assert uk.total == sum(4 - counts[t.index] for t, _ in uk.tiles)


def test_known_values() -> None:
    assert agari.shanten("123m456p789s112z") == (1, 1, 5, 8)  # the seed's 12-tile example
    assert agari.shanten("1m") == (12, 12, 12, 12)  # 13 tiles to draw
    assert agari.shanten("11m").shanten == 11
    assert agari.shanten("1234m").shanten == 9  # a closed 4-tile hand is not tenpai: 9 tiles are absent
    assert agari.shanten("1111m").shanten == 9  # 111m + 1m of 123m; a 1m pair would be a fifth copy
    assert agari.shanten("(111m)(222p)(333s)1z").shanten == 3  # 10 tiles: 3 absent, then a pair to make
    assert agari.shanten("1122m3344p5566s") == (1, 3, 1, 11)  # six pairs and one absent tile
    assert agari.shanten("123m456p789s1112z").shanten == 0  # 13 tiles: unchanged
    uk = agari.ukeire("123m456p789s112z")
    assert [(str(t), n) for t, n in uk.tiles] == [("1z", 2), ("2z", 3)]


def test_the_own_size_rule_is_kept_for_small_games() -> None:
    hc = hand_counts("1234m")
    assert shanten_of(hc.counts, hc.meld_copies, hc.melds).shanten == 0  # 4 tiles towards a 5-tile hand
    with pytest.raises(TileCountError):
        hand_counts("123m")  # 3n tiles only with partial=True
    assert hand_counts("123m", partial=True).concealed == 3


@pytest.mark.parametrize("text", ["", "123m456p789s1234567z", "(123m)(456m)(789m)(111z)", "11111m"])
def test_still_refused(text: str) -> None:
    with pytest.raises(agari.AgariError):
        agari.shanten(text)
    with pytest.raises(TileCountError):
        agari.shanten([0] * 34)


def test_json_ops_answer_partial_hands() -> None:
    out = handle({"op": "analyze", "hand": "123m456p78s"})
    assert (out["ok"], out["tiles"], out["shanten"], out["partial"], out["missing"]) == (True, 8, 5, True, 5)
    assert out["forms"] == {"standard": 5, "chiitoitsu": 6, "kokushi": 12}
    assert out["discards"] is None and out["waits"] == [] and out["complete"] is False
    assert out["ukeire_count"] == 128 and len(out["ukeire"]) == 34
    out = handle({"op": "analyze", "hand": "1234m", "riichi": True})
    assert (out["shanten"], out["waits"], out["missing"]) == (9, [], 9)
    out = handle({"op": "shanten", "id": 1, "hand": "123m456p789s112z"})
    assert out == {"id": 1, "ok": True, "shanten": 1, "ukeire": ["1z", "2z"], "ukeire_count": 5, "error": None}
    assert "partial" not in handle({"op": "analyze", "hand": "123m456p789s1122z"})


def test_counts_fast_path_is_the_general_path() -> None:
    rnd = random.Random(91)
    for n in range(3000):
        counts, _ = random_hand(rnd, 13 + n % 2, 0)
        expected = shanten_of(counts, [0] * 34, 0)
        assert agari.shanten(counts) == expected == agari.shanten(tuple(counts)), counts
    with pytest.raises(TileCountError, match="34 numbers 0..4"):
        agari.shanten([5] + [1] * 12 + [0] * 21)
    with pytest.raises(TileCountError, match="34 numbers 0..4"):
        agari.shanten([1] * 13 + [0] * 22)  # 35 counts
    with pytest.raises(TileCountError, match="1 to 14 tiles"):
        agari.shanten([2] * 8 + [0] * 26)  # 16 tiles
