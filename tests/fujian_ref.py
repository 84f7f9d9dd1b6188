"""A brute-force reference for Fujian hands (tests only): every gold replaced by every tile type, then the
plain 5-sets-plus-pair check; the score from the formula of docs/fujian.md (score) written out again; and a
seeded generator of random hands with 0-3 golds, with and without melds."""

from __future__ import annotations

import random
from functools import cache
from itertools import combinations_with_replacement
from typing import NamedTuple

from agari.fujian.rules import Rules


@cache
def suit_sets(v: tuple[int, ...], pair: bool) -> bool:
    """Can these counts of one suit be split into sets (and exactly one pair when ``pair``)?"""
    i = next((j for j in range(9) if v[j]), -1)
    if i < 0:
        return not pair
    w = list(v)
    if v[i] >= 3:
        w[i] -= 3
        if suit_sets(tuple(w), pair):
            return True
        w[i] += 3
    if i <= 6 and v[i + 1] and v[i + 2]:
        w[i] -= 1
        w[i + 1] -= 1
        w[i + 2] -= 1
        if suit_sets(tuple(w), pair):
            return True
        w[i] += 1
        w[i + 1] += 1
        w[i + 2] += 1
    if pair and v[i] >= 2:
        w[i] -= 2
        if suit_sets(tuple(w), False):
            return True
    return False


def plain_complete(c: list[int], pair: bool = True) -> bool:
    """27 counts (no wilds) split into sets plus one pair (or sets only)."""
    suits = (tuple(c[0:9]), tuple(c[9:18]), tuple(c[18:27]))
    sizes = [sum(s) % 3 for s in suits]
    if not pair:
        return all(n == 0 for n in sizes) and all(suit_sets(s, False) for s in suits)
    if sorted(sizes) != [0, 0, 2]:
        return False
    return all(suit_sets(s, n == 2) for s, n in zip(suits, sizes, strict=True))


Substitution = tuple[tuple[int, ...], tuple[int, int, int]]


@cache
def substitutions(golds: int, first: int = 0, last: int = 27) -> tuple[Substitution, ...]:
    """Every multiset of stand-ins (types ``first``..``last - 1``) for ``golds`` golds, with the tiles it adds
    to each suit."""
    out = []
    for sub in combinations_with_replacement(range(first, last), golds):
        adds = [0, 0, 0]
        for t in sub:
            adds[t // 9] += 1
        out.append((sub, (adds[0], adds[1], adds[2])))
    return tuple(out)


def with_stand_ins(real: list[int], subs: tuple[int, ...]) -> list[int]:
    c = list(real)
    for t in subs:
        c[t] += 1
    return c


def _any_complete(real: list[int], golds: int, pair: bool, first: int = 0, last: int = 27) -> bool:
    """Some replacement of the golds (each by every type in range) gives a plain complete hand; a replacement
    whose suit sizes cannot split into sets (+ pair) is skipped before the full check."""
    s0, s1, s2 = sum(real[0:9]), sum(real[9:18]), sum(real[18:27])
    want = 2 if pair else 0
    for sub, (a0, a1, a2) in substitutions(golds, first, last):
        m0, m1, m2 = (s0 + a0) % 3, (s1 + a1) % 3, (s2 + a2) % 3
        if m0 != 1 and m1 != 1 and m2 != 1 and m0 + m1 + m2 == want and plain_complete(with_stand_ins(real, sub),
                                                                                       pair):
            return True
    return False


def standard(real: list[int], golds: int) -> bool:
    """A 5-sets-plus-pair reading exists: some replacement of the golds makes a plain complete hand."""
    return _any_complete(real, golds, True)


def golden(real: list[int], golds: int) -> bool:
    """Two golds can be the pair: the rest, other golds replaced by every type, splits into sets."""
    return golds >= 2 and _any_complete(real, golds - 2, False)


def one_suit_win(real: list[int], meld_suits: set[int], golds: int) -> bool:
    """Every real tile (melds too) in one suit, and a reading with every gold standing in that suit."""
    suits = {i // 9 for i, n in enumerate(real) if n} | meld_suits
    if len(suits) != 1:
        return False
    s = suits.pop()
    return _any_complete(real, golds, True, 9 * s, 9 * s + 9)


def wins(real: list[int], golds: int) -> bool:
    """Three Golds or a standard reading."""
    return golds >= 3 or standard(real, golds)


class Case(NamedTuple):
    """A random hand: its notation, gold type, golds held, bonus tiles, melds."""

    text: str
    gold: str
    real: list[int]
    golds: int
    bonus: str
    concealed_kongs: int
    exposed_kongs: int
    meld_suits: set[int]


def ref_total(case: Case, rules: Rules, tsumo: bool, streak: int = 0, rob: bool = False) -> int | None:
    """The best score by brute force (None: not a win)."""
    g = case.golds
    three = g >= 3
    # with 3 golds the hand wins anyway; a reading matters only through the golden pair and one suit,
    # each of which is a reading of its own
    std = three or standard(case.real, g)
    if not std:
        return None
    non = rules.base + rules.bonus_tile * (len(case.bonus) // 2) + rules.gold * g
    non += rules.concealed_kong * case.concealed_kongs + rules.exposed_kong * case.exposed_kongs
    non += streak if rules.dealer_streak else 0
    specials = 0
    if three:
        specials += rules.three_golds
    if rob:
        specials += rules.robbing_the_gold
    if std and golden(case.real, g):
        specials += rules.golden_pair
    if std and one_suit_win(case.real, case.meld_suits, g):
        specials += rules.all_one_suit
    if not case.bonus and not case.concealed_kongs and not case.exposed_kongs:
        specials += rules.no_bonus_no_kong
    double = tsumo or three or rob or (rules.special_doubles and specials > 0)
    return non * (2 if double else 1) + specials


def name(i: int) -> str:
    return f"{i % 9 + 1}{'mps'[i // 9]}"


def _block(rnd: random.Random, suit_bias: int | None) -> list[int]:
    s = suit_bias if suit_bias is not None else rnd.randrange(3)
    if rnd.random() < 0.5:
        a = rnd.randrange(7)
        return [9 * s + a, 9 * s + a + 1, 9 * s + a + 2]
    t = 9 * s + rnd.randrange(9)
    return [t, t, t]


def random_case(rnd: random.Random) -> Case:
    """A random legal 17-tile hand: near-complete or scattered, 0-3 golds, 0-2 melds."""
    while True:
        gold = rnd.randrange(27)
        flush = rnd.randrange(3) if rnd.random() < 0.1 else None
        seen = [0] * 27
        seen[gold] = 1  # the face-up gold
        melds: list[str] = []
        ck = ek = 0
        meld_suits: set[int] = set()
        for _ in range(rnd.choice((0, 0, 0, 1, 2))):
            b = _block(rnd, flush)
            while gold in b:
                b = _block(rnd, flush)
            kong = b[0] == b[1] and rnd.random() < 0.4
            tiles = b + [b[0]] if kong else b
            for t in tiles:
                seen[t] += 1
            meld_suits.add(b[0] // 9)
            digits = "".join(str(t % 9 + 1) for t in tiles)
            concealed = kong and rnd.random() < 0.5
            ck += concealed
            ek += kong and not concealed
            melds.append(f"[{digits}{'mps'[b[0] // 9]}]" if concealed else f"({digits}{'mps'[b[0] // 9]})")
        n = 17 - 3 * len(melds)
        if rnd.random() < 0.6:
            tiles = [t for _ in range((n - 2) // 3) for t in _block(rnd, flush)]
            p = 9 * (flush if flush is not None else rnd.randrange(3)) + rnd.randrange(9)
            tiles += [p, p]
            for _ in range(rnd.choice((0, 0, 1, 2))):
                tiles[rnd.randrange(n)] = rnd.randrange(27)
        else:
            tiles = [rnd.randrange(27) for _ in range(n)]
        golds = rnd.choice((0, 1, 1, 2, 2, 3))
        golds = max(golds, sum(1 for t in tiles if t == gold))
        for i in rnd.sample(range(n), n):
            if sum(1 for t in tiles if t == gold) >= golds:
                break
            tiles[i] = gold
        for t in tiles:
            seen[t] += 1
        if any(v > 4 for v in seen) or sum(1 for t in tiles if t == gold) > 3:
            continue
        real = [0] * 27
        for t in tiles:
            if t != gold:
                real[t] += 1
        g = sum(1 for t in tiles if t == gold)
        bonus = "".join(rnd.choice(("1z", "2z", "3z", "4z", "7z")) for _ in range(rnd.choice((0, 0, 1, 2, 3))))
        if any(bonus[i:i + 2] and bonus.count(bonus[i:i + 2]) > 4 for i in range(0, len(bonus), 2)):
            continue
        rnd.shuffle(tiles)
        text = "".join(name(t) for t in tiles) + "".join(melds)
        return Case(text, name(gold), real, g, bonus, ck, ek, meld_suits)


@cache
def plain_useful(suit: tuple[int, ...]) -> tuple[int, ...]:
    """The shanten table of one suit the plain way (tests only), at ``2 * b + p``: the most real tiles fitting
    ``b`` partial sets and ``p`` pair slots.  The lowest tile is left out or starts a part (1-3 alike, or
    2-3 tiles of one run); no memo by shape, no mirror."""
    i = next((j for j in range(9) if suit[j]), -1)
    if i < 0:
        return (0,) * 12
    c = list(suit)
    c[i] -= 1
    best = list(plain_useful(tuple(c)))
    c[i] += 1
    parts: list[tuple[int, ...]] = [(i,), (i, i), (i, i, i), (i, i + 1), (i, i + 2), (i, i + 1, i + 2)]
    for part in parts:
        left = list(suit)
        for p in part:
            if p > 8 or left[p] == 0:
                break
            left[p] -= 1
        else:
            sub = plain_useful(tuple(left))
            n = len(part)
            for b in range(1, 6):
                for p in (0, 1):
                    best[2 * b + p] = max(best[2 * b + p], n + sub[2 * (b - 1) + p])
            if n <= 2 and part[-1] == i:
                for b in range(6):
                    best[2 * b + 1] = max(best[2 * b + 1], n + sub[2 * b])
    return tuple(best)
