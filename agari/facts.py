"""Facts of a hand that every reading and every winning tile share: counted once per hand.

The 34 counts (concealed and in all), the red fives, the declared melds, each
suit's cached splits (``parts.Suit``) and the flags of the tiles present (which
suits, simples, terminals, honors, green tiles) that the yaku tests look at.
"""

from __future__ import annotations

from agari.codes import MELD_AT
from agari.decompose import Group, meld_group
from agari.notation import Hand, Meld
from agari.suits import _SUITS, HONOR, NOT_GREEN, OVER, SIMPLE, SUIT_COUNT, TERMINAL, TILE_FLAGS, Suit, suit
from agari.tile import RED_FIVES

_RED = frozenset(RED_FIVES)


class HandFacts:
    """Facts about the hand that every reading shares (computed once per hand)."""

    __slots__ = (
        "closed", "has_melds", "counts", "concealed_counts", "key", "suits", "flags", "suit_count", "has_honors",
        "tiles", "kans", "reds", "aka", "melds", "meld_codes", "near_yakuman",
    )
    closed: bool
    """No chi, pon or open kan (closed kans keep the hand closed)."""
    has_melds: bool
    counts: list[int]
    """34 counts of every tile in the hand, melds included (kans count 4)."""
    concealed_counts: list[int]
    key: tuple[int, ...]
    """The concealed counts as a tuple."""
    suits: tuple[Suit, Suit, Suit, Suit]
    """The concealed tiles of man, pin, sou and honors, with their splits (``agari.suits``)."""
    flags: int
    """The flags (``suits.TILE_FLAGS``) of every tile present, melds included; ``OVER``: a fifth copy."""
    suit_count: int
    """How many of man, pin and sou are present."""
    has_honors: bool
    tiles: int
    """Physical tiles, kans counting 4."""
    kans: int
    reds: list[int]
    """Red fives per suit (man, pin, sou)."""
    aka: int
    melds: tuple[Group, ...]
    """The declared melds as groups."""
    meld_codes: tuple[int, ...]
    """The group code of each declared meld."""
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
        key = self.key = tuple(counts)
        man, pin, sou, honors = _SUITS
        pattern = key[0:9]
        m = man.get(pattern) or suit(0, pattern)
        pattern = key[9:18]
        p = pin.get(pattern) or suit(1, pattern)
        pattern = key[18:27]
        s = sou.get(pattern) or suit(2, pattern)
        pattern = key[27:34]
        z = honors.get(pattern) or suit(3, pattern)
        self.suits = (m, p, s, z)
        flags = m.flags | p.flags | s.flags | z.flags
        tiles = len(concealed)
        kans = 0
        closed = True
        melds = hand.melds
        if melds:
            self.concealed_counts = list(counts)
            groups = []
            for meld in melds:
                mt = meld.tiles
                for t in mt:
                    counts[t.index] += 1
                    flags |= TILE_FLAGS[t.index]
                if not _RED.isdisjoint(mt):
                    for t in mt:
                        if t.red:
                            reds[t.index // 9] += 1
                tiles += len(mt)
                kind = meld.kind._value_
                if kind != "chi" and kind != "pon":
                    kans += 1
                if kind != "ankan":
                    closed = False
                g = _MELD_GROUPS.get((kind, mt[0].index))
                groups.append(g if g is not None else _meld_group(meld))
            self.melds = tuple(groups)
            self.meld_codes = tuple([MELD_AT[m.kind._value_] + m.first for m in melds])
            if max(counts) > 4:
                flags |= OVER
        else:
            self.concealed_counts = counts  # the same counts (neither is changed)
            self.melds = ()
            self.meld_codes = ()
        self.closed = closed
        self.has_melds = bool(melds)
        self.counts = counts
        self.tiles = tiles
        self.kans = kans
        self.reds = reds
        self.aka = reds[0] + reds[1] + reds[2]
        self.flags = flags
        suit_count = self.suit_count = SUIT_COUNT[flags]
        honors_in = self.has_honors = bool(flags & HONOR)
        self.near_yakuman = (
            not flags & (SIMPLE | TERMINAL) or not flags & (SIMPLE | HONOR) or not flags & NOT_GREEN
            or (closed and not melds and not honors_in and suit_count == 1)
        )


_MELD_GROUPS: dict[tuple[str, int], Group] = {}
"""(meld kind, first tile type) -> the meld as a group."""


def _meld_group(meld: Meld) -> Group:
    g = _MELD_GROUPS[(meld.kind.value, meld.first)] = meld_group(meld)
    return g

