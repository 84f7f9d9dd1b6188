"""Each suit of the concealed tiles, worked out once per pattern: the flags of its tiles and its splits.

A ``Suit`` is one suit's counts (9, or 7 for honors) with the flags of its tiles
(which suit, simples, terminals, honors, green tiles, a fifth copy: what tanyao,
honroutou and the one-suit yaku look at) and every split into sets and at most
one pair, as group codes (``agari.codes``).  Suits are cached per pattern, so a
hand's decompositions are a few tuple joins (``standard_codes``).
"""

from __future__ import annotations

from itertools import product

from agari.codes import PAIR_AT, SEQUENCE_AT, TRIPLET_AT
from agari.decompose import SUIT_BLOCKS, split_packed

MAN, PIN, SOU, HONOR = 1, 2, 4, 8
"""A tile of this suit is present (the suit's own bit)."""
SIMPLE = 16
"""A suited 2..8."""
TERMINAL = 32
"""A suited 1 or 9."""
NOT_GREEN = 64
"""A tile outside 23468 sou and hatsu (the tiles of ryuuiisou)."""
OVER = 128
"""More than four copies of one type (invalid input)."""
NOT_PAIRS = 256
"""A type held other than exactly twice (no seven pairs)."""
GREEN_TYPES = frozenset({19, 20, 21, 23, 25, 32})
SUIT_COUNT: tuple[int, ...] = tuple(bin(bits & 7).count("1") for bits in range(8))
"""Flags & 7 -> how many of man, pin and sou are present."""


def tile_flags(index: int) -> int:
    """The flags of one tile type."""
    block = index // 9
    kind = HONOR if block == 3 else TERMINAL if index % 9 in (0, 8) else SIMPLE
    return (HONOR if block == 3 else 1 << block) | kind | (0 if index in GREEN_TYPES else NOT_GREEN)


TILE_FLAGS: tuple[int, ...] = tuple(tile_flags(i) for i in range(34))


class Suit:
    """One suit's counts: the flags of its tiles and every split into sets and at most one pair (immutable)."""

    __slots__ = ("flags", "splits", "code", "sets", "pair")
    flags: int
    splits: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]
    """Every split as (the codes of its sets, the pair's code alone or nothing); empty when there is none."""
    code: int
    """How the suit splits, made to be added over the four suits: 0 one way with only sets, 1 one way with the
    pair, plus 10 for several ways, 100 no way.  A hand's sum is 1 when it splits one way with one pair."""
    sets: tuple[int, ...]
    """The set codes of the only split (empty: no tiles, or several splits)."""
    pair: tuple[int, ...]
    """The pair code of the only split, alone (or empty)."""

    def __init__(self, flags: int, splits: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]) -> None:
        self.flags = flags
        self.splits = splits
        if not splits:
            self.code, self.sets, self.pair = 100, (), ()
        elif len(splits) == 1:
            self.sets, self.pair = splits[0]
            self.code = len(self.pair)
        else:
            self.code, self.sets, self.pair = 10 + len(splits[0][1]), (), ()

    def __repr__(self) -> str:
        return f"Suit({self.flags!r}, {self.splits!r})"


_SUITS: tuple[dict[int, Suit], ...] = ({}, {}, {}, {})
"""Per suit (man, pin, sou, honors): packed counts (``decompose.packed``) -> the suit (filled as hands come)."""
_CODES: tuple[tuple[int, ...], ...] = tuple(
    tuple(at + min(lo + pos, 33) for at in (PAIR_AT, SEQUENCE_AT, TRIPLET_AT) for pos in range(9))
    for lo, _ in SUIT_BLOCKS
)
"""Per suit: the code of ``decompose.split_packed`` (9 x kind + position) -> the group code."""
EMPTY_SUIT = (((), ()),)
_NIBBLE = 0x111111111
"""The lowest bit of each of the nine 4-bit counts of a packed suit."""
_TERMINALS = 0xF0000000F
_SIMPLES = 0x0FFFFFFF0
_GREEN = (0, 0, 0x0F0F0FFF0, 0x000F00000)
"""Per suit: the counts of the tiles of ryuuiisou (23468 sou, hatsu)."""


def _flags(block: int, p: int) -> int:
    """The flags of a suit's tiles, from its packed counts (4 bits a position)."""
    if not p:
        return 0
    if block == 3:
        flags = HONOR
    else:
        flags = 1 << block
        if p & _TERMINALS:
            flags |= TERMINAL
        if p & _SIMPLES:
            flags |= SIMPLE
    if p & ~_GREEN[block]:
        flags |= NOT_GREEN
    if ((p + 3 * _NIBBLE) | p) & 8 * _NIBBLE:  # a count of 5 or more (bit 3 after adding 3, or before)
        flags |= OVER
    if p & 0xD * _NIBBLE:  # a count other than 0 and 2 has a bit other than 2
        flags |= NOT_PAIRS
    return flags


def suit(block: int, p: int) -> Suit:
    """The suit ``block`` (0 man .. 3 honors) holding the packed counts ``p`` (cached)."""
    found = _SUITS[block].get(p)
    if found is None:
        found = _suit(block, p)
    return found


def _suit(block: int, p: int) -> Suit:
    flags = _flags(block, p)
    if not flags:
        found = Suit(0, EMPTY_SUIT)
    elif flags & OVER:
        found = Suit(flags, ())
    else:
        codes = _CODES[block].__getitem__
        splits = []
        for rel in split_packed(p, block < 3):
            split = tuple(map(codes, rel))
            splits.append((split[:-1], split[-1:]) if rel[-1] < 9 else (split, ()))  # a pair (0..8) is last
        found = Suit(flags, tuple(splits))
    table = _SUITS[block]
    if len(table) >= 8192:
        table.clear()
    table[p] = found
    return found


def standard_codes(suits: tuple[Suit, Suit, Suit, Suit]) -> list[tuple[int, ...]]:
    """Every split of the concealed tiles into sets and one pair, as group codes: the sets suit by suit, the pair
    last."""
    man, pin, sou, honors = suits
    if man.code + pin.code + sou.code + honors.code == 1:  # the usual case: one way, one pair
        return [man.sets + pin.sets + sou.sets + honors.sets + (man.pair or pin.pair or sou.pair or honors.pair)]
    out: list[tuple[int, ...]] = []
    for combo in product(*(x.splits for x in suits)):
        pairs = [pair for _, pair in combo if pair]
        if len(pairs) == 1:
            out.append((*combo[0][0], *combo[1][0], *combo[2][0], *combo[3][0], *pairs[0]))
    return out
