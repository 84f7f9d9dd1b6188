"""Small Mahjong's fast paths against the plain ways they replace.

- ``agari.small.suits``: the table of melds gives every suit shape of up to 14 tiles the splits of the
  shared split search (``agari.core.decompose.split_packed``), in its order, shifted to each suit, with
  facts equal to a direct count of the groups; shapes that do not split get none.
- the situation memo keeps no value that is only equal to a flag (1 == True): such values still fail.
"""

from __future__ import annotations

import random
from itertools import product

import pytest

from agari.core.decompose import PAIR_AT, SEQUENCE_AT, TRIPLET_AT, packed, split_packed
from agari.core.errors import SituationError
from agari.small.situation import situation_from
from agari.small.suits import FACTS, SUIT_MEMOS, meld_table, suit_options, tile_facts
from agari.small.suits import packed as byte_packed


def field(facts: int, name: str) -> int:
    return facts >> FACTS[name] & 15


def direct_facts(seg: tuple[int, ...], split: tuple[int, ...]) -> dict[str, int]:
    """The facts of one split of a suit, counted group by group (codes of a suit whose first type is 0)."""
    sequences = [c - SEQUENCE_AT for c in split if SEQUENCE_AT <= c < TRIPLET_AT]
    triplets = [c - TRIPLET_AT for c in split if c >= TRIPLET_AT]
    pairs = [c - PAIR_AT for c in split if c < SEQUENCE_AT]
    inner = sum(1 for f in sequences if f not in (0, 6)) + sum(1 for t in triplets + pairs if t not in (0, 8))
    total = sum(seg)
    return {
        "sequences": len(sequences), "triplets": len(triplets),
        "twin_sequences": sum(sequences.count(f) // 2 for f in set(sequences)),
        "inner_groups": inner, "straights": int({0, 3, 6} <= set(sequences)),
        "suits": int(total > 0), "terminal_suits": int(seg[0] + seg[8] > 0),
        "middle_suits": int(total > seg[0] + seg[8]),
        "gates": int(total == 14 and all(n >= k for n, k in zip(seg, (3, 1, 1, 1, 1, 1, 1, 1, 3), strict=True))),
    }


def check_shape(seg: tuple[int, ...]) -> int:
    """suit_options of a shape in each suit against split_packed; the number of splits."""
    plain = split_packed(packed(seg), True)
    for suit in range(3):
        SUIT_MEMOS[suit].pop(seg, None)  # the way a first pass meets it
        options = suit_options(seg, suit)
        base = 9 * suit
        assert len(options) == len(plain), seg
        for (sets, pair, facts, ranks), split in zip(options, plain, strict=True):
            melds = tuple(c for c in split if c >= SEQUENCE_AT)
            pairs = [c - PAIR_AT for c in split if c < SEQUENCE_AT]
            assert sets == tuple(c + base for c in melds), (seg, suit)
            assert pair == (pairs[0] + base if pairs else -1), (seg, suit)
            for name, value in direct_facts(seg, split).items():
                assert field(facts, name) == value, (seg, suit, name)
            assert facts >> FACTS["all_suit_ranks"] == 0
            assert ranks == sum({1 << (c - SEQUENCE_AT) if c < TRIPLET_AT else 1 << (16 + c - TRIPLET_AT)
                                 for c in melds})
    return len(plain)


def test_the_meld_table_holds_every_meld_shape_of_the_split_search() -> None:
    table = meld_table()
    assert len(table) == 2869  # with the empty shape
    for p, splits in table.items():
        seg = tuple(p.to_bytes(9, "little"))
        assert p == byte_packed(seg) and sum(seg) % 3 == 0 and max(seg) <= 4
        assert tuple(codes for codes, _, _ in splits) == split_packed(packed(seg), True)


def test_every_complete_suit_shape_splits_as_the_split_search_does() -> None:
    """All 21,742 suit shapes that split (a table shape, or one with a pair added), in all three suits."""
    shapes = set()
    for p in meld_table():
        seg = tuple(p.to_bytes(9, "little"))
        if any(seg):
            shapes.add(seg)
        if sum(seg) <= 12:
            for pos in range(9):
                if seg[pos] <= 2:
                    shapes.add((*seg[:pos], seg[pos] + 2, *seg[pos + 1 :]))
    assert len(shapes) == 2868 + 18874
    assert all(check_shape(seg) for seg in sorted(shapes))


@pytest.mark.parametrize("seed", range(3))
def test_random_suit_shapes_split_or_not_as_the_split_search_does(seed: int) -> None:
    rnd = random.Random(seed)
    wall = [t for t in range(9) for _ in range(4)]
    split = 0
    for _ in range(3000):
        seg = [0] * 9
        for t in rnd.sample(wall, rnd.randrange(1, 15)):
            seg[t] += 1
        split += check_shape(tuple(seg)) > 0
    assert split > 100


def test_tile_facts_of_every_small_shape() -> None:
    for seg in product(range(3), repeat=9):
        facts = tile_facts(seg)
        for name in ("suits", "terminal_suits", "middle_suits", "gates"):
            assert field(facts, name) == direct_facts(seg, ())[name], seg


@pytest.mark.parametrize(("plain", "alike", "name"), [
    ({"tsumo": True}, {"tsumo": 1}, "tsumo"),
    ({"reach": True}, {"reach": 1.0}, "reach"),
    ({"tsumo": True, "dealer": False}, {"tsumo": True, "dealer": 0}, "dealer"),
    ({"tsumo": True, "players": 3}, {"tsumo": True, "players": 3.0}, "players"),
    ({"tsumo": True, "players": 1}, {"tsumo": True, "players": True}, "players"),
])
def test_a_value_only_equal_to_a_remembered_one_still_fails(plain: dict[str, object], alike: dict[str, object],
                                                          name: str) -> None:
    first = situation_from(plain)
    assert situation_from(plain) is first  # remembered
    with pytest.raises(SituationError) as exc:
        situation_from(alike)
    assert exc.value.field == name


@pytest.mark.parametrize("text", ["11111m234p", "123456789123456m", "1111m2222p3333s55s", "99999s", "11112345678999m",
                                  "123m456p789s1234567s", "22m33p44s", "123456789m123456p"])
def test_a_hand_written_suit_by_suit_reads_as_written_tile_by_tile(text: str) -> None:
    """The suit-by-suit reading (digit runs packed a byte a rank) against the long way, 5th copies and
    overlong suits included: the same hand, or an error of the same kind."""
    from agari.core.errors import AgariError
    from agari.small.hand import ANALYSIS_SIZES, read_hand

    spaced = " ".join(f"{d}{s}" for run, s in zip(*[iter(_runs(text))] * 2, strict=True) for d in run)
    try:
        slow = read_hand(spaced, ANALYSIS_SIZES)
    except AgariError as exc:
        with pytest.raises(type(exc)):
            read_hand(text, ANALYSIS_SIZES)
        return
    assert read_hand(text, ANALYSIS_SIZES) == slow


def _runs(text: str) -> list[str]:
    """``123m45p`` -> ["123", "m", "45", "p"]."""
    import re

    return [part for pair in re.findall(r"([1-9]+)([mps])", text) for part in pair]
