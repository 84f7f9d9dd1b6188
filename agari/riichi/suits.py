"""Each suit of the concealed tiles, worked out once per pattern: the flags of its tiles and its splits.

A ``Suit`` is one suit's counts (9, or 7 for honors) with the flags of its tiles
(which suit, simples, terminals, honors, green tiles, a fifth copy: what tanyao,
honroutou and the one-suit yaku look at) and every split into sets and at most
one pair, as group codes (``agari.riichi.codes``).  Suits are cached per pattern and
their splits per shape (the counts moved down to the first position: one shape
is in many suits, at many positions), so a hand's decompositions are a few tuple
joins (``standard_codes``).
"""

from itertools import product
from typing import NamedTuple

from agari.core.decompose import SEQUENCE_AT, split_packed

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


Split = tuple[tuple[int, ...], tuple[int, ...]]
"""A split of a suit: the codes of its sets, and the pair's code alone (or nothing)."""


class Suit(NamedTuple):
    """One suit's counts: the flags of its tiles and every split into sets and at most one pair.

    The caches hold these fields as plain tuples (quicker to make; read by position: ``entry[0]`` is the flags);
    ``suit()`` gives the named value."""

    flags: int
    code: int
    """How the suit splits, made to be added over the four suits: 0 one way with only sets, 1 one way with the
    pair, plus 10 for several ways, 100 no way.  A hand's sum is 1 when it splits one way with one pair."""
    sets: tuple[int, ...]
    """The set codes of the only split (empty: no tiles, or several splits)."""
    pair: tuple[int, ...]
    """The pair code of the only split, alone (or empty)."""
    splits: tuple[Split, ...]
    """Every split; empty when there is none."""


Entry = tuple[int, int, tuple[int, ...], tuple[int, ...], tuple[Split, ...]]
"""A suit's fields as a plain tuple (see ``Suit``)."""


def _make(flags: int, splits: tuple[Split, ...]) -> Entry:
    if len(splits) == 1:
        sets, pair = splits[0]
        return (flags, len(pair), sets, pair, splits)
    return (flags, 10 + len(splits[0][1]) if splits else 100, (), (), splits)


_SUITS: tuple[dict[int, Entry], ...] = ({}, {}, {}, {})
"""Per suit (man, pin, sou, honors): packed counts (``decompose.packed``) -> the suit (filled as hands come)."""
EMPTY_SUIT = (((), ()),)
_EMPTY: Entry = (0, 0, (), (), EMPTY_SUIT)
"""A suit with no tiles: one split, empty."""
_NIBBLE = 0x111111111
"""The lowest bit of each of the nine 4-bit counts of a packed suit."""
_NOT_TWO, _THREES, _EIGHTS = 0xD * _NIBBLE, 3 * _NIBBLE, 8 * _NIBBLE
_TERMINALS = 0xF0000000F
_SIMPLES = 0x0FFFFFFF0
_NOT_GREEN = tuple(~green & (1 << 36) - 1 for green in (0, 0, 0x0F0F0FFF0, 0x000F00000))
"""Per suit: the counts of the tiles outside ryuuiisou (23468 sou, hatsu)."""
_SUIT_BIT = (MAN, PIN, SOU, HONOR)
_SHAPES: tuple[dict[int, Entry], ...] = ({}, {})
"""Honors, suits: packed counts starting at position 0 -> their splits (``_shape``)."""


def suit(block: int, p: int) -> Suit:
    """The suit ``block`` (0 man .. 3 honors) holding the packed counts ``p`` (cached)."""
    found = _SUITS[block].get(p)
    return Suit(*(found if found is not None else new_suit(block, p)))


def new_suit(block: int, p: int) -> Entry:
    """``suit`` when it is not cached yet (it is afterwards).

    The splits are those of the same counts moved down to the suit's first type (``_shape``: shared by every
    suit and position that holds them), moved back up.
    """
    if not p:
        found = _EMPTY
    else:
        low = ((p & -p).bit_length() - 1) >> 2  # the lowest position with tiles
        shape = p >> (4 * low)
        shape_flags, code, sets, pair, splits = _SHAPES[block < 3].get(shape) or _shape(block < 3, shape)
        flags = shape_flags | _SUIT_BIT[block]
        if p & _NOT_GREEN[block]:
            flags |= NOT_GREEN
        if block < 3:
            if p & _TERMINALS:
                flags |= TERMINAL
            if p & _SIMPLES:
                flags |= SIMPLE
        at = 9 * block + low  # from codes as if the tiles started at type 0 to this suit's
        if not at or not splits:
            found = (flags, code, sets, pair, splits)
        elif code < 10:  # one split
            sets = _shifted(sets, at)
            pair = (pair[0] + at,) if pair else ()
            found = (flags, code, sets, pair, ((sets, pair),))
        else:
            found = _make(flags, tuple([(_shifted(sets, at), _shifted(pair, at)) for sets, pair in splits]))
    table = _SUITS[block]
    if len(table) >= 8192:
        table.clear()
    table[p] = found
    return found


def _shifted(codes: tuple[int, ...], at: int) -> tuple[int, ...]:
    """Codes moved ``at`` tile types up (a tuple display per length: quicker than ``map``)."""
    n = len(codes)
    if n == 3:
        return (codes[0] + at, codes[1] + at, codes[2] + at)
    if n == 4:
        return (codes[0] + at, codes[1] + at, codes[2] + at, codes[3] + at)
    if n == 2:
        return (codes[0] + at, codes[1] + at)
    return tuple([c + at for c in codes])


def _shape(suited: bool, p: int) -> Entry:
    """The splits of packed counts that start at position 0, as a suit with only the flags that do not depend on
    where the tiles are (a fifth copy, a type not held twice); cached: the same shape is in many suits, at many
    positions."""
    memo = _SHAPES[suited]
    if len(memo) >= 16384:
        memo.clear()
    flags = NOT_PAIRS if p & _NOT_TWO else 0  # a count other than 0 and 2 has a bit other than bit 1
    if ((p + _THREES) | p) & _EIGHTS:  # a count of 5 or more (bit 3 after adding 3, or before)
        found = memo[p] = _make(flags | OVER, ())
        return found
    splits = split_packed(p, suited)
    if len(splits) == 1:
        split = splits[0]
        if split[-1] < SEQUENCE_AT:  # the pair is last
            found = (flags, 1, split[:-1], split[-1:], ((split[:-1], split[-1:]),))
        else:
            found = (flags, 0, split, (), ((split, ()),))
    else:
        found = _make(flags, tuple([
            (split[:-1], split[-1:]) if split[-1] < SEQUENCE_AT else (split, ()) for split in splits
        ]))
    memo[p] = found
    return found


def standard_codes(suits: tuple[Entry, Entry, Entry, Entry]) -> list[tuple[int, ...]]:
    """Every split of the concealed tiles into sets and one pair, as group codes: the sets suit by suit, the pair
    last."""
    _, m_code, m_sets, m_pair, _ = suits[0]
    _, p_code, p_sets, p_pair, _ = suits[1]
    _, s_code, s_sets, s_pair, _ = suits[2]
    _, z_code, z_sets, z_pair, _ = suits[3]
    if m_code + p_code + s_code + z_code == 1:  # the usual case: one way, one pair
        return [m_sets + p_sets + s_sets + z_sets + (m_pair or p_pair or s_pair or z_pair)]
    out: list[tuple[int, ...]] = []
    for combo in product(*(x[4] for x in suits)):  # their splits
        pairs = [pair for _, pair in combo if pair]
        if len(pairs) == 1:
            out.append((*combo[0][0], *combo[1][0], *combo[2][0], *combo[3][0], *pairs[0]))
    return out
