"""The fast winning test, best score and shanten of ``agari.fujian`` agree with a brute-force reference
(``tests/fujian_ref.py``: each gold replaced by every tile type, then the plain 5-sets-plus-pair check;
shanten by trying every draw) on 20,000 seeded random hands with 0-3 golds, with and without melds."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from fujian_ref import Case, golden, random_case, ref_total, standard, wins

from agari.core.errors import TileCountError
from agari.core.tile import Tile
from agari.fujian.analysis import drawn, shanten_of, without
from agari.fujian.hand import read_hand
from agari.fujian.reading import best_reading, is_complete
from agari.fujian.rules import PRESETS
from agari.fujian.score import NotWinning, score_hand

HANDS = 20_000
TYPES = [Tile(i) for i in range(27)]


def cases(seed: int, n: int) -> list[Case]:
    rnd = random.Random(seed)
    return [random_case(rnd) for _ in range(n)]


CASES = cases(2026, HANDS)


@pytest.mark.slow  # seeded brute-force runs of the engine's logic: CPython runs them, Pyodide the others here
def test_winning_test_and_best_score_agree_with_brute_force() -> None:
    tally: Counter[str] = Counter()
    for i, case in enumerate(CASES):
        hand = read_hand(case.text, gold=case.gold, bonus=case.bonus)
        assert hand.golds == case.golds and list(hand.counts) == case.real, case
        rules = PRESETS["fuzhou" if i % 2 else "gold-rush"]
        tsumo = i % 3 == 0
        expect = ref_total(case, rules, tsumo)
        expect_win = expect is not None
        assert is_complete(hand) is expect_win, case
        tally[f"golds={case.golds} win={expect_win} melds={'(' in case.text or '[' in case.text}"] += 1
        if expect is None:
            with pytest.raises(NotWinning):
                score_hand(hand, tsumo=tsumo, rules=rules)
            continue
        s = score_hand(hand, tsumo=tsumo, rules=rules)
        assert s.total == expect, (case, rules.name, tsumo, s.to_dict())
        assert sum(item.points for item in s.items) == s.total
        reading = best_reading(hand)
        assert reading is not None and len(reading.stand_ins) == case.golds
        if reading.standard:
            assert len(reading.sets) == 5 and reading.pair
        tally["golden pair"] += reading.golden_pair
        tally["one suit"] += reading.one_suit is not None
        tally["three golds"] += reading.three_golds
    # the sample covers every case the reference distinguishes
    for golds in range(4):
        for melds in (False, True):
            assert tally[f"golds={golds} win=True melds={melds}"] > 100
            if golds < 3:
                assert tally[f"golds={golds} win=False melds={melds}"] > 100
    assert tally["golden pair"] > 100 and tally["one suit"] > 20 and tally["three golds"] > 1000


def test_golden_pair_and_readings_agree_with_brute_force() -> None:
    for case in cases(7, 600):
        hand = read_hand(case.text, gold=case.gold)
        reading = best_reading(hand)
        std = standard(case.real, case.golds)
        assert (reading is not None and reading.standard) is std, case
        if reading is not None:
            assert reading.golden_pair is (std and golden(case.real, case.golds)), case


@pytest.mark.slow  # seeded brute-force runs of the engine's logic: CPython runs them, Pyodide the others here
def test_shanten_agrees_with_trying_every_draw() -> None:
    """16 tiles: -1 with 3 golds, 0 exactly when some draw wins (every one of the 27 draws tried on 1,000
    hands; on all 20,000 the gold draw, which stands for any tile); 17 tiles: -1 exactly when the hand wins,
    else (checked on 5,000) the best discard's shanten."""
    rnd = random.Random(99)
    ready = tried = 0
    for i, case in enumerate(CASES):
        full = read_hand(case.text, gold=case.gold)
        hand = without(full, rnd.choice(full.concealed))
        sh = shanten_of(hand)
        real = list(hand.counts)
        if hand.golds >= 3:
            assert sh == -1
            continue
        draws_win = wins(real, hand.golds + 1)
        if i % 20 == 0:
            every = any(wins(real[:t] + [real[t] + 1] + real[t + 1:], hand.golds) if t != hand.gold
                        else wins(real, hand.golds + 1) for t in range(27))
            assert every is draws_win
            tried += 1
        assert (sh == 0) is draws_win, (case, sh)
        assert sh >= 0
        ready += draws_win
        whole = shanten_of(full)
        assert (whole == -1) is is_complete(full)
        if whole >= 0 and i % 4 == 0:
            assert whole == min(shanten_of(without(full, t)) for t in set(full.concealed)) >= 0
    assert ready > 5000 and tried > 800


def test_shanten_drops_by_one_with_the_best_draw_and_discard() -> None:
    """For a hand not ready, the best draw followed by the best discard lowers the shanten by exactly one."""
    rnd = random.Random(5)
    checked = 0
    for case in cases(13, 300):
        full = read_hand(case.text, gold=case.gold)
        hand = without(full, rnd.choice(full.concealed))
        sh = shanten_of(hand)
        if sh < 1:
            continue
        best = min(shanten_of(without(drawn(hand, t), d)) for t in TYPES for d in set(drawn(hand, t).concealed))
        assert best == sh - 1, case
        checked += 1
    assert checked > 60


def test_tiles_that_help_agree_with_the_shanten_of_every_draw() -> None:
    """The fast ukeire (one suit's table per draw against the other two merged) names exactly the draws whose
    hand has a lower shanten, on 1,000 seeded 16-tile hands with up to 3 golds (half of them near a win)."""
    import random as rnd_module

    from agari.core.tile import Tile
    from agari.fujian.analysis import copies_left, drawn, helping, shanten_of
    from agari.fujian.hand import read_hand

    rnd = rnd_module.Random(2027)
    wall = [t for t in range(27) for _ in range(4)]
    checked = 0
    while checked < 1000:
        gold = rnd.randrange(27)
        if checked % 2:
            tiles: list[int] = []
            for _ in range(5):
                a = rnd.randrange(27)
                tiles += [a, a, a] if rnd.random() < 0.4 or a % 9 > 6 else [a, a + 1, a + 2]
            tiles += [rnd.randrange(27)] * 2
            tiles.pop(rnd.randrange(len(tiles)))
            if any(tiles.count(t) > (3 if t == gold else 4) for t in set(tiles)):
                continue
        else:
            tiles = rnd.sample([t for t in wall if t != gold] + [gold] * 3, 16)
        hand = read_hand("".join(str(Tile(t)) for t in sorted(tiles)), gold=str(Tile(gold)), sizes=(16,))
        now = shanten_of(hand)
        slow = [str(Tile(t)) for t in range(27) if now >= 0 and shanten_of(drawn(hand, Tile(t))) < now]
        assert [h.tile for h in helping(hand, copies_left(hand))] == slow, (tiles, gold)
        checked += 1


def test_suit_tables_agree_with_the_plain_recursion() -> None:
    """The memo of suit shapes (read without empty ends, either way round) gives the plain recursion's table
    on every suit of up to 7 tiles and on 3,000 seeded random suits of 8-14 tiles (counts up to 4)."""
    from itertools import product

    from fujian_ref import plain_useful

    from agari.fujian.wilds import useful

    checked = 0
    for suit in product(range(5), repeat=9):
        if sum(suit) <= 7:
            assert useful(suit) == plain_useful(suit), suit
            checked += 1
    rnd = random.Random(31)
    for _ in range(3000):
        counts = [0] * 9
        for t in rnd.sample([t for t in range(9) for _ in range(4)], rnd.randrange(8, 15)):
            counts[t] += 1
        assert useful(tuple(counts)) == plain_useful(tuple(counts)), counts
    assert checked > 10_000


def test_discard_table_agrees_with_every_discard_and_draw() -> None:
    """The fast discard table (one suit's table per discard, draws read off memoised masks) equals the
    straightforward one: each distinct discard, its shanten and every draw whose hand has a lower shanten,
    with the copies left, on 400 seeded 17-tile hands (0-3 golds, with and without melds)."""
    from agari.fujian.analysis import Discard, Help, copies_left, discard_table

    rnd = random.Random(404)
    shown = Counter()
    for case in cases(77, 400):
        full = read_hand(case.text, gold=case.gold, bonus=case.bonus)
        visible = [Tile(rnd.randrange(27)) for _ in range(rnd.randrange(3))]
        try:
            left = copies_left(full, visible)
        except TileCountError:
            left = copies_left(full)
        slow = []
        for t in sorted(set(full.concealed)):
            hand = without(full, t)
            now = shanten_of(hand)
            helps = tuple(Help(str(d), left[d.index]) for d in TYPES if now >= 0 and shanten_of(drawn(hand, d)) < now)
            slow.append(Discard(str(t), now, helps))
            shown[min(now, 2), len(helps) > 1] += 1
        slow.sort(key=lambda d: (d.shanten, -d.ukeire_count))
        assert discard_table(full, left) == slow, case
    assert all(shown[sh, True] > 100 for sh in (0, 1, 2)) and shown[-1, False] > 50, shown


def test_quick_hand_check_passes_only_what_the_positional_check_passes() -> None:
    """``read_hand`` checks the parsed tiles first and reads the text by position only for a message: on
    4,000 seeded hand texts (reds, honors, bonus tiles, golds in melds, too many copies) every hand the quick
    check passes also passes the positional check, with the same counts, and the sorted text is
    ``format_tiles`` of the sorted tiles."""
    from agari.core.errors import AgariError
    from agari.core.notation import format_tiles, parse_hand
    from agari.fujian.hand import _check_placed, _counts, _plain_counts

    rnd = random.Random(8)
    passed = refused = 0
    for _ in range(4000):
        gold = rnd.randrange(27)
        pool = [t for t in range(27) for _ in range(5)] + [27, 31, 32, 33] + [gold] * 3
        parts = []
        for _ in range(rnd.randrange(1, 4)):
            tiles = sorted(rnd.sample(pool, rnd.randrange(1, 8)))
            parts.append("".join(f"{'0' if rnd.random() < 0.02 and t % 9 == 4 else t % 9 + 1}{'mpsz'[t // 9]}"
                                 for t in tiles))
        if rnd.random() < 0.5:
            a = rnd.choice([gold, rnd.randrange(27)])
            parts.insert(rnd.randrange(len(parts) + 1), f"({a % 9 + 1}{a % 9 + 1}{a % 9 + 1}{'mps'[a // 9]})")
        text = "".join(parts)
        rob = rnd.random() < 0.2
        try:
            hand = parse_hand(text)
        except AgariError:
            continue
        counts, golds = _plain_counts(hand, gold, rob)
        if counts is None:
            refused += 1
            continue
        _check_placed(text, gold, rob)
        assert (counts, golds) == _counts(hand.concealed, gold), text
        held = read_hand(text, gold=name_of(gold), sizes=(len(hand.concealed) + 3 * len(hand.melds),),
                         rob_gold=rob) if golds or not rob else None
        if held is not None:
            assert held.canonical() == format_tiles(sorted(hand.concealed)) + "".join(str(m) for m in hand.melds)
        passed += 1
    assert passed > 1000 and refused > 1000, (passed, refused)


def name_of(i: int) -> str:
    return str(Tile(i))
