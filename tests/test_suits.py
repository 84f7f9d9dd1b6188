"""The scoring hot path's tables against plain definitions: packed counts, suit flags and splits, group codes.

``agari.riichi.suits`` reads a suit's flags from its packed counts with bit masks and
splits it with ``decompose.split_packed`` (shared by man, pin and sou, then moved
to the suit); ``agari.riichi.codes`` numbers groups; ``agari.riichi.facts`` counts a hand in
packed ints.  Each is checked here, on seeded random input, against a direct
tile-by-tile or brute-force computation.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import product

import pytest

from agari.core.decompose import KAN, PAIR, SEQUENCE, TRIPLET, Group, packed, split_packed, suit_splits
from agari.core.notation import Hand
from agari.riichi.codes import CODES, code_of, group_of, info, summary
from agari.riichi.facts import HandFacts
from agari.riichi.fu import set_item
from agari.riichi.suits import NOT_PAIRS, OVER, TILE_FLAGS, standard_codes, suit

SEED = 20261122


def random_pattern(rng: random.Random, size: int) -> list[int]:
    """Counts of one suit, mostly legal (0..4), sometimes a fifth copy or more."""
    return [rng.choice((0, 0, 0, 1, 1, 2, 2, 3, 4, 5, 14) if rng.random() < 0.1 else (0, 0, 0, 1, 1, 2, 3, 4))
            for _ in range(size)]


def brute_splits(counts: list[int], base: int, sequences: bool) -> set[tuple[Group, ...]]:
    """Every split into sets and at most one pair, found by trying every set at the lowest tile (as multisets)."""
    found: set[tuple[Group, ...]] = set()

    def walk(left: list[int], groups: tuple[Group, ...], pair_used: bool) -> None:
        i = next((k for k, n in enumerate(left) if n), None)
        if i is None:
            found.add(tuple(sorted(groups)))
            return
        if left[i] >= 3:
            walk(left[:i] + [left[i] - 3] + left[i + 1 :], (*groups, Group(TRIPLET, base + i)), pair_used)
        if not pair_used and left[i] >= 2:
            walk(left[:i] + [left[i] - 2] + left[i + 1 :], (*groups, Group(PAIR, base + i)), True)
        if sequences and i + 2 < len(left) and left[i + 1] and left[i + 2]:
            rest = left[:i] + [left[i] - 1, left[i + 1] - 1, left[i + 2] - 1] + left[i + 3 :]
            walk(rest, (*groups, Group(SEQUENCE, base + i)), pair_used)

    walk(list(counts), (), False)
    return found


@pytest.mark.parametrize("block", [0, 1, 2, 3])
def test_suit_flags_and_splits_match_a_tile_by_tile_reading(block: int) -> None:
    rng = random.Random(SEED + block)
    size = 9 if block < 3 else 7
    base = 9 * block
    checked = split_seen = 0
    for _ in range(3000):
        counts = random_pattern(rng, size)
        s = suit(block, packed(counts))
        want = 0
        for pos, n in enumerate(counts):
            if n:
                want |= TILE_FLAGS[base + pos] | (OVER if n > 4 else 0) | (NOT_PAIRS if n != 2 else 0)
        assert s.flags == want, counts
        if max(counts) > 4:
            assert s.splits == () and s.code == 100
            continue
        if not any(counts):
            assert s.splits == (((), ()),) and s.code == 0  # one split, empty
            continue
        brute = brute_splits(counts, base, block < 3)
        ours = {tuple(sorted(group_of(c) for c in (*sets, *pair))) for sets, pair in s.splits}
        assert ours == brute, counts
        assert len(s.splits) == len(ours)  # no split found twice
        assert {tuple(sorted(g)) for g in suit_splits(tuple(counts), base)} == ours
        checked += 1
        split_seen += bool(ours)
    assert checked > 2000 and split_seen > (100 if block < 3 else 30)  # the sample holds many splittable suits


def test_split_packed_pair_position_rule() -> None:
    """The pair sits where twice its position matches the tiles' positions (mod 3): no split is missed."""
    rng = random.Random(SEED)
    for _ in range(2000):
        counts = random_pattern(rng, 9)
        if max(counts) > 4 or not any(counts):
            continue
        splits = split_packed(packed(counts), True)
        assert len(splits) == len(set(splits))
        brute = brute_splits(counts, 0, True)
        assert {tuple(sorted(group_of(c) for c in split)) for split in splits} == brute


def test_group_codes_round_trip_and_info() -> None:
    for code in range(CODES):
        g = group_of(code)
        if g.kind == SEQUENCE and (g.first >= 27 or g.first % 9 > 6):
            continue  # no such sequence
        assert code_of(g) == code
        first, yao, item, fu, ankou, kan, view = info(code)
        assert first == g.first
        assert yao == g.has_yaochuu
        assert item == (set_item(g) if g.kind in (TRIPLET, KAN) else None)
        assert fu == (item.fu if item else 0)
        assert ankou == int(g.kind in (TRIPLET, KAN) and g.concealed)
        assert kan == int(g.kind == KAN)
        assert (view.kind, view.tiles, view.open) == (g.label, g.text, not g.concealed)


@pytest.mark.slow  # every suit shape against the definitions: the engine's logic, which CPython checks alike
def test_summary_reads_groups_like_their_definitions() -> None:
    rng = random.Random(SEED)
    for _ in range(2000):
        codes = tuple(rng.choice([c for c in range(CODES) if group_of(c).kind != SEQUENCE or group_of(c).first % 9 < 7
                                  and group_of(c).first < 27]) for _ in range(rng.randint(1, 6)))
        groups = [group_of(c) for c in codes]
        _, sequences, triplets, ankou, kans, yaochuu, peikou, items, set_fu = summary(codes)
        assert sequences == [g.first for g in groups if g.kind == SEQUENCE]
        assert triplets == [g.first for g in groups if g.kind in (TRIPLET, KAN)]
        assert ankou == sum(1 for g in groups if g.kind in (TRIPLET, KAN) and g.concealed)
        assert kans == sum(1 for g in groups if g.kind == KAN)
        assert yaochuu == all(g.has_yaochuu for g in groups)
        assert items == [set_item(g) for g in groups if g.kind in (TRIPLET, KAN)]
        assert set_fu == sum(i.fu for i in items)
        if sequences == sorted(sequences):  # peikou is counted on sequences in order (as decompositions give them)
            assert peikou == sum(n // 2 for n in Counter(sequences).values())


def test_hand_facts_count_like_the_tiles() -> None:
    rng = random.Random(SEED)
    tiles = [f"{n}{s}" for s, top in (("m", 9), ("p", 9), ("s", 9), ("z", 7)) for n in range(1, top + 1)]
    for _ in range(1500):
        concealed = [rng.choice(tiles) for _ in range(rng.randint(1, 14))]
        melds = ""
        for _ in range(rng.randint(0, 2)):
            t = rng.choice(tiles)
            melds += rng.choice([f"({t[0] * 3}{t[1]})", f"[{t[0] * 4}{t[1]}]"])
        hand = Hand.parse("".join(concealed) + melds)
        facts = HandFacts(hand)
        want = Counter(t.index for t in hand.all_tiles())
        assert facts.counts == [want[i] for i in range(34)]
        assert facts.concealed_counts == [sum(1 for t in hand.concealed if t.index == i) for i in range(34)]
        assert [facts.count(i) for i in range(34)] == facts.counts
        flags = 0
        for i, n in want.items():
            flags |= TILE_FLAGS[i] | (OVER if n > 4 else 0)
        assert facts.flags & ~NOT_PAIRS == flags
        assert facts.has_honors == any(i >= 27 for i in want)
        assert facts.suit_count == len({i // 9 for i in want if i < 27})
        types = set(want)
        assert facts.near_yakuman == (
            types <= set(range(27, 34)) or types <= {0, 8, 9, 17, 18, 26} or types <= {19, 20, 21, 23, 25, 32}
            or (facts.closed and not hand.melds and not facts.has_honors and facts.suit_count == 1)
        )


def test_standard_codes_are_every_decomposition() -> None:
    """Whole hands: the suits' splits combined are the decompositions the plain search finds."""
    from agari.core.decompose import standard

    rng = random.Random(SEED)
    for _ in range(1500):
        counts = [0] * 34
        for _ in range(4):
            if rng.random() < 0.5:
                first = rng.choice([b + i for b in (0, 9, 18) for i in range(7)])
                for t in (first, first + 1, first + 2):
                    counts[t] += 1
            else:
                counts[rng.randrange(34)] += 3
        counts[rng.randrange(34)] += 2
        if max(counts) > 4:
            continue
        hand = Hand.parse("".join(f"{i % 9 + 1}{'mpsz'[i // 9]}" * n for i, n in enumerate(counts)))
        facts = HandFacts(hand)
        ours = sorted(tuple(group_of(c) for c in codes) for codes in standard_codes(facts.suits))
        assert ours == sorted(standard(counts, 4))
        assert len(ours) >= 1


@pytest.mark.parametrize("counts", list(product((0, 2, 3), repeat=3)))
def test_small_honor_suits(counts: tuple[int, int, int]) -> None:
    pattern = [*counts, 0, 0, 0, 0]
    s = suit(3, packed(pattern))
    assert {tuple(sorted(group_of(c) for c in (*a, *b))) for a, b in s.splits} == (
        {g for g in brute_splits(pattern, 27, False) if g} if any(pattern) else {()}
    )
