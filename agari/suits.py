"""Each suit of the concealed tiles, worked out once per pattern: the flags of its tiles and its splits.

A ``Suit`` is one suit's counts (9, or 7 for honors) with the flags of its tiles
(which suit, simples, terminals, honors, green tiles, a fifth copy: what tanyao,
honroutou and the one-suit yaku look at) and every split into sets and at most
one pair, as group codes (``agari.codes``).  Suits are cached per pattern, so a
hand's decompositions are a few tuple joins (``standard_codes``).
"""

from __future__ import annotations

from functools import reduce
from itertools import compress, product
from operator import or_
from typing import NamedTuple

from agari.codes import PAIR_AT, SEQUENCE_AT, TRIPLET_AT
from agari.decompose import SUIT_BLOCKS, relative_splits

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
GREEN_TYPES = frozenset({19, 20, 21, 23, 25, 32})
SUIT_COUNT: tuple[int, ...] = tuple(bin(bits & 7).count("1") for bits in range(256))
"""Flags -> how many of man, pin and sou are present."""


def tile_flags(index: int) -> int:
    """The flags of one tile type."""
    block = index // 9
    kind = HONOR if block == 3 else TERMINAL if index % 9 in (0, 8) else SIMPLE
    return (HONOR if block == 3 else 1 << block) | kind | (0 if index in GREEN_TYPES else NOT_GREEN)


TILE_FLAGS: tuple[int, ...] = tuple(tile_flags(i) for i in range(34))


class Suit(NamedTuple):
    """One suit's counts: the flags of its tiles and every split into sets and at most one pair."""

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


_SUITS: tuple[dict[tuple[int, ...], Suit], ...] = ({}, {}, {}, {})
"""Per suit (man, pin, sou, honors): counts -> the suit (filled as hands come)."""
_BLOCK_FLAGS = tuple(TILE_FLAGS[lo:hi] for lo, hi in SUIT_BLOCKS)
_CODES: tuple[tuple[int, ...], ...] = tuple(
    tuple(at + min(lo + pos, 33) for at in (PAIR_AT, SEQUENCE_AT, TRIPLET_AT) for pos in range(9))
    for lo, _ in SUIT_BLOCKS
)
"""Per suit: the code of ``relative_splits`` (9 x kind + position) -> the group code."""
EMPTY_SUIT = (((), ()),)


def suit(block: int, pattern: tuple[int, ...]) -> Suit:
    """The suit ``block`` (0 man .. 3 honors) holding these counts (cached)."""
    found = _SUITS[block].get(pattern)
    if found is None:
        found = _suit(block, pattern)
    return found


def _suit(block: int, pattern: tuple[int, ...]) -> Suit:
    flags = reduce(or_, compress(_BLOCK_FLAGS[block], pattern), 0)
    if not flags:
        found = Suit(0, EMPTY_SUIT, 0, (), ())
    elif max(pattern) > 4:
        found = Suit(flags | OVER, (), 100, (), ())
    else:
        codes = _CODES[block].__getitem__
        splits = []
        for rel in relative_splits(pattern, block < 3):
            split = tuple(map(codes, rel))
            splits.append((split[:-1], split[-1:]) if rel[-1] < 9 else (split, ()))  # a pair (0..8) is last
        if not splits:
            found = Suit(flags, (), 100, (), ())
        elif len(splits) == 1:
            sets, pair = splits[0]
            found = Suit(flags, (splits[0],), len(pair), sets, pair)
        else:
            found = Suit(flags, tuple(splits), 10 + len(splits[0][1]), (), ())
    table = _SUITS[block]
    if len(table) >= 8192:
        table.clear()
    table[pattern] = found
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
