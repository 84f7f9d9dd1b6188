"""Facts of a hand that every reading and every winning tile share: counted once per hand.

The counts (packed in ints, 4 bits a tile type), the red fives, the declared
melds, each suit's cached splits (``agari.riichi.suits``) and the flags of the tiles
present (which suits, simples, terminals, honors, green tiles) that the yaku
tests look at.
"""

from __future__ import annotations

from agari.core.decompose import Group, meld_group
from agari.core.notation import Hand, Meld
from agari.core.tile import RED_FIVES
from agari.riichi.codes import MELD_AT
from agari.riichi.suits import _SUITS, HONOR, NOT_GREEN, OVER, SIMPLE, SUIT_COUNT, TERMINAL, TILE_FLAGS, Entry, new_suit

_RED = frozenset(RED_FIVES)
SHIFT: tuple[int, ...] = tuple(4 * (i % 9) + 36 * (i // 9) for i in range(34))
"""Tile type -> where its count is in a packed count: ``(key >> SHIFT[i]) & 15``."""
_NIBBLES = sum(1 << shift for shift in SHIFT)
_THREES, _EIGHTS = 3 * _NIBBLES, 8 * _NIBBLES
"""Counts packed 4 bits a type (``Tile.unit``; each suit in 36 bits): a hand has at most 14 of a type once its
tile count is right, so no count spills into the next."""
SUIT_MASK = (1 << 36) - 1
_BEYOND_HONORS = SIMPLE | TERMINAL
_BEYOND_TERMINALS = SIMPLE | HONOR


class HandFacts:
    """Facts about the hand that every reading shares (computed once per hand)."""

    __slots__ = (
        "closed", "has_melds", "key", "all_key", "suits", "flags", "suit_count", "has_honors", "tiles", "kans",
        "reds", "aka", "melds", "meld_codes", "near_yakuman",
    )
    closed: bool
    """No chi, pon or open kan (closed kans keep the hand closed)."""
    has_melds: bool
    key: int
    """The concealed counts, packed (``Tile.unit``)."""
    all_key: int
    """The counts of every tile, melds included (kans count 4), packed."""
    suits: tuple[Entry, Entry, Entry, Entry]
    """The concealed tiles of man, pin, sou and honors, with their splits (``riichi.suits``; fields of ``Suit``)."""
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

    def __init__(self, hand: Hand, key: int | None = None) -> None:
        """``key``: the packed count of the concealed tiles when it is known (``notation.parse_hand_key``)."""
        concealed = hand.concealed
        if key is None:
            key = 0
            for t in concealed:
                key += t.unit
        self.key = key
        reds = [0, 0, 0]
        aka = 0
        if not _RED.isdisjoint(concealed):
            for t in concealed:
                if t.red:
                    reds[t.index // 9] += 1
                    aka += 1
        man, pin, sou, honors = _SUITS
        p = key & SUIT_MASK
        m = man.get(p) or new_suit(0, p)
        p = (key >> 36) & SUIT_MASK
        n = pin.get(p) or new_suit(1, p)
        p = (key >> 72) & SUIT_MASK
        s = sou.get(p) or new_suit(2, p)
        p = key >> 108
        z = honors.get(p) or new_suit(3, p)
        self.suits = (m, n, s, z)
        flags = m[0] | n[0] | s[0] | z[0]  # their flags
        tiles = len(concealed)
        kans = 0
        closed = True
        melds = hand.melds
        if melds:
            groups = []
            codes = []
            for meld in melds:
                mt = meld.tiles
                kind = meld.kind._value_
                found = _MELDS.get((kind, mt[0].index))
                unit, meld_flags, g, code = found if found is not None else _meld(meld)
                key += unit
                flags |= meld_flags
                if not _RED.isdisjoint(mt):
                    for t in mt:
                        if t.red:
                            reds[t.index // 9] += 1
                            aka += 1
                tiles += len(mt)
                if kind != "chi" and kind != "pon":
                    kans += 1
                if kind != "ankan":
                    closed = False
                groups.append(g)
                codes.append(code)
            self.melds = tuple(groups)
            self.meld_codes = tuple(codes)
            if ((key + _THREES) | key) & _EIGHTS:  # a count of 5 or more (bit 3 after adding 3, or before)
                flags |= OVER
        else:
            self.melds = ()
            self.meld_codes = ()
        self.all_key = key
        self.closed = closed
        self.has_melds = melds != ()
        self.tiles = tiles
        self.kans = kans
        self.reds = reds
        self.aka = aka
        self.flags = flags
        suit_count = self.suit_count = SUIT_COUNT[flags & 7]
        honors_in = self.has_honors = (flags & HONOR) != 0
        self.near_yakuman = (
            not flags & _BEYOND_HONORS or not flags & _BEYOND_TERMINALS or not flags & NOT_GREEN
            or (closed and not melds and not honors_in and suit_count == 1)
        )

    @staticmethod
    def _counts(key: int) -> list[int]:
        return [(key >> shift) & 15 for shift in SHIFT]

    def count(self, index: int) -> int:
        """Tiles of type ``index`` in the hand, melds included."""
        return (self.all_key >> SHIFT[index]) & 15

    @property
    def counts(self) -> list[int]:
        """34 counts of every tile in the hand, melds included (kans count 4)."""
        return self._counts(self.all_key)

    @property
    def concealed_counts(self) -> list[int]:
        """34 counts of the concealed tiles."""
        return self._counts(self.key)


_MELDS: dict[tuple[str, int], tuple[int, int, Group, int]] = {}
"""(meld kind, first tile type) -> (its tiles in a packed count, their flags, the meld as a group, its group code)."""


def _meld(meld: Meld) -> tuple[int, int, Group, int]:
    flags = 0
    for t in meld.tiles:
        flags |= TILE_FLAGS[t.index]
    found = _MELDS[(meld.kind.value, meld.first)] = (
        sum(t.unit for t in meld.tiles), flags, meld_group(meld), MELD_AT[meld.kind.value] + meld.first
    )
    return found
