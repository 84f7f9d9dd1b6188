"""Facts of a hand that every reading and every winning tile share: counted once per hand.

The 34 counts (concealed and in all), the red fives, the declared melds as
groups, the tile types, suits and honors present, and the type families
(all simples, all terminals/honors, all honors, all terminals, all green) the
yaku tests look at.
"""

from __future__ import annotations

from bisect import bisect_left
from itertools import compress

from agari.decompose import Group, meld_group
from agari.notation import Hand, Meld
from agari.tile import RED_FIVES

GREEN = frozenset({19, 20, 21, 23, 25, 32})
"""2 3 4 6 8 sou and hatsu: the tiles of ryuuiisou."""
TERMINALS = frozenset({0, 8, 9, 17, 18, 26})
HONORS = frozenset(range(27, 34))
_TYPES = range(34)
_SUIT_OF = tuple(i // 9 for i in range(34))
"""Suit of each tile type (3 = honors)."""
_RED = frozenset(RED_FIVES)


class HandFacts:
    """Facts about the hand that every reading shares (computed once per hand)."""

    __slots__ = (
        "closed", "has_melds", "counts", "concealed_counts", "key", "types", "type_set", "suits", "has_honors",
        "tiles", "kans", "reds", "aka", "melds", "near_yakuman",
    )
    closed: bool
    """No chi, pon or open kan (closed kans keep the hand closed)."""
    has_melds: bool
    counts: list[int]
    """34 counts of every tile in the hand, melds included (kans count 4)."""
    concealed_counts: list[int]
    key: tuple[int, ...]
    """The concealed counts as a tuple (the key of the decompositions)."""
    types: list[int]
    """Every tile type present, in order."""
    type_set: frozenset[int]
    suits: frozenset[int]
    """Suits (0 man, 1 pin, 2 sou) present."""
    has_honors: bool
    tiles: int
    """Physical tiles, kans counting 4."""
    kans: int
    reds: list[int]
    """Red fives per suit (man, pin, sou)."""
    aka: int
    melds: tuple[Group, ...]
    """The declared melds as groups."""
    near_yakuman: bool
    """All honors, all terminals, all green, or closed in one suit without honors (some yakuman may hold)."""

    def __init__(self, hand: Hand) -> None:
        concealed = hand.concealed
        counts = [0] * 34
        for t in concealed:
            counts[t.index] += 1
        reds = [0, 0, 0]
        if not _RED.isdisjoint(concealed):
            for t in concealed:
                if t.red:
                    reds[t.index // 9] += 1
        self.key = tuple(counts)
        tiles = len(concealed)
        kans = 0
        closed = True
        melds = hand.melds
        if melds:
            self.concealed_counts = list(counts)
            groups = []
            for m in melds:
                mt = m.tiles
                for t in mt:
                    counts[t.index] += 1
                if not _RED.isdisjoint(mt):
                    for t in mt:
                        if t.red:
                            reds[t.index // 9] += 1
                tiles += len(mt)
                kind = m.kind._value_
                if kind != "chi" and kind != "pon":
                    kans += 1
                if kind != "ankan":
                    closed = False
                g = _MELD_GROUPS.get((kind, mt[0].index))
                groups.append(g if g is not None else _meld_group(m))
            self.melds = tuple(groups)
        else:
            self.concealed_counts = counts  # the same counts (neither is changed)
            self.melds = ()
        self.closed = closed
        self.has_melds = bool(melds)
        self.counts = counts
        self.tiles = tiles
        self.kans = kans
        self.reds = reds
        self.aka = reds[0] + reds[1] + reds[2]
        types = self.types = list(compress(_TYPES, counts))
        type_set = self.type_set = frozenset(types)
        n = len(types)
        honors_at = bisect_left(types, 27)
        sou_at = bisect_left(types, 18, 0, honors_at)
        pin_at = bisect_left(types, 9, 0, sou_at)
        self.suits = suits = _SUIT_SETS[(pin_at > 0) + 2 * (sou_at > pin_at) + 4 * (honors_at > sou_at)]
        honors = self.has_honors = honors_at < n
        self.near_yakuman = (
            (type_set <= HONORS or type_set <= TERMINALS or type_set <= GREEN)
            or (closed and not melds and not honors and len(suits) == 1)
        )


_SUIT_SETS: tuple[frozenset[int], ...] = tuple(frozenset(s for s in range(3) if bits >> s & 1) for bits in range(8))
"""The suits present, by a bit per suit (man 1, pin 2, sou 4)."""
_MELD_GROUPS: dict[tuple[str, int], Group] = {}
"""(meld kind, first tile type) -> the meld as a group."""


def _meld_group(meld: Meld) -> Group:
    g = _MELD_GROUPS[(meld.kind.value, meld.first)] = meld_group(meld)
    return g
