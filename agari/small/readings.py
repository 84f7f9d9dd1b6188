"""Every reading of a winning hand: its melds and pair (or seven twins) and the wait the winning tile completed.

A group is an int code, as in ``agari.core.decompose``: ``SEQUENCE_AT + first`` (34..) for a sequence,
``TRIPLET_AT + first`` (102..) for a triplet, the first tile being a type index 0..26.  The splits of
a suit come from the shared split search (``agari.core.decompose.split_packed``), once per suit shape:
a shape met in one suit is shifted to the others, and each split carries the facts the conditions read
(``FACTS``), so a hand's splits are the suits' splits put together with a few int additions.

>>> [(r.sets, r.pair, r.wait) for r, _ in readings(counts_of("123456m99p"), 0)]
[((34, 37), 17, 'two_sided')]
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product
from typing import NamedTuple

from agari.core.decompose import PAIR_AT, SEQUENCE_AT, TRIPLET_AT, packed, split_packed
from agari.core.tile import type_name

STANDARD = "standard"
SEVEN_TWINS = "seven_twins"

SINGLE = "single"
"""Waiting on the pair's second tile (or on a seventh twin)."""
DUAL_PON = "dual_pon"
"""Waiting on either of two pairs: the winning tile makes a triplet."""
TWO_SIDED = "two_sided"
"""Two consecutive tiles without a 1 or 9, waiting at either end."""
EDGE = "edge"
"""12 waiting on 3, or 89 waiting on 7."""
CLOSED = "closed"
"""Waiting on the middle of a sequence."""
WAITS = (SINGLE, DUAL_PON, TWO_SIDED, EDGE, CLOSED)
"""The waits by their number in a reading's key (``readings``); 5 is the seven-twins reading."""
SEVEN_TWINS_WAIT = 5

FACTS: dict[str, int] = {"sequences": 0, "triplets": 4, "twin_sequences": 8, "inner_groups": 12, "straights": 16,
                         "all_suit_ranks": 20}
"""A split's facts packed in one int, field -> bit offset: how many sequences, triplets, disjoint pairs of
identical sequences and groups (the pair too) without a 1 or 9, and suits holding 123 456 789 (4 bits
each, added suit by suit); from bit 20 the ranks where a group starts in all three suits (bits 0-6:
sequences, 16-24: triplets)."""
_SEQUENCE, _TRIPLET, _TWIN, _INNER, _STRAIGHT = (1 << FACTS[k] for k in list(FACTS)[:5])
_ALL_SUITS = FACTS["all_suit_ranks"]
_TRIPLET_RANK = 16
"""Bit offset of the triplets' ranks in a suit's rank mask."""


class Reading(NamedTuple):
    """One reading: the form, the melds (codes in tile order), the pair's type (-1 for seven twins), the wait and
    the group the winning tile completed (a meld code, or ``PAIR_AT + type`` for the pair or a twin)."""

    form: str
    sets: tuple[int, ...]
    pair: int
    wait: str
    win_group: int
    twins: tuple[int, ...] = ()
    """The seven twins' types (seven twins only)."""


_new = tuple.__new__
"""Readings are built with tuple.__new__: a named tuple's own __new__ is a Python-level call."""


def counts_of(text: str) -> list[int]:
    """34 counts of a plain hand string (a helper for doctests and tests)."""
    from agari.core.tile import parse_tiles

    c = [0] * 34
    for t in parse_tiles(text):
        c[t.index] += 1
    return c


Option = tuple[tuple[int, ...], int, int, int]
"""One split of a suit: (meld codes, pair type or -1, facts, ranks where its groups start: bits 0-6 sequences,
16-24 triplets)."""
Split = tuple[tuple[int, ...], int, int]
"""One split of a hand: (meld codes, pair type, facts ``FACTS``)."""

_SUITS: tuple[dict[bytes, tuple[Option, ...]], ...] = ({}, {}, {})
"""Per suit (man, pin, sou): 9 counts -> their splits; man's codes are the shape's own (first type 0)."""
_MEMO_LIMIT = 16384


def _shape(seg: bytes) -> tuple[Option, ...]:
    """Every split of a suit shape (first type 0) with its facts."""
    options: list[Option] = []
    for split in split_packed(packed(seg), True):
        pair = -1
        sets: list[int] = []
        facts = ranks = 0
        last = -1
        for code in split:
            if code < SEQUENCE_AT:
                pair = code - PAIR_AT
                if pair not in (0, 8):
                    facts += _INNER
            elif code < TRIPLET_AT:
                first = code - SEQUENCE_AT
                facts += _SEQUENCE
                if first not in (0, 6):
                    facts += _INNER
                if first == last:  # a second identical sequence: one pair, the next starts afresh
                    facts += _TWIN
                    last = -1
                else:
                    last = first
                ranks |= 1 << first
                sets.append(code)
            else:
                first = code - TRIPLET_AT
                facts += _TRIPLET
                if first not in (0, 8):
                    facts += _INNER
                ranks |= 1 << (_TRIPLET_RANK + first)
                sets.append(code)
        if ranks & 0b1001001 == 0b1001001:
            facts += _STRAIGHT
        options.append((tuple(sets), pair, facts, ranks))
    return tuple(options)


def suit_options(seg: bytes, suit: int) -> tuple[Option, ...]:
    """Every split of one suit's 9 counts (``suit`` 0, 1, 2), codes of that suit; memoised per suit, and a shape
    found in one suit is shifted to another without a new search."""
    memo = _SUITS[suit]
    found = memo.get(seg)
    if found is not None:
        return found
    shapes = _SUITS[0]
    own = shapes.get(seg)
    if own is None:
        own = _shape(seg)
        if len(shapes) >= _MEMO_LIMIT:
            shapes.clear()
        shapes[seg] = own
    if suit:
        base = 9 * suit
        found = tuple([(tuple([c + base for c in sets]), pair + base if pair >= 0 else -1, facts, ranks)
                       for sets, pair, facts, ranks in own])
        if len(memo) >= _MEMO_LIMIT:
            memo.clear()
        memo[seg] = found
        return found
    return own


_EMPTY = bytes(9)


def standard_splits(key: bytes) -> tuple[Split, ...]:
    """Every split of 27 suited counts (bytes) into melds and exactly one pair: (meld codes, pair type, facts).

    The codes come suit by suit, each suit's from its lowest tile: identical sequences are neighbours.
    """
    per_suit: list[tuple[Option, ...]] = []
    for suit, seg in enumerate((key[0:9], key[9:18], key[18:27])):
        if seg != _EMPTY:
            options = _SUITS[suit].get(seg) or suit_options(seg, suit)
            if not options:
                return ()
            per_suit.append(options)
    # Only a suit of 3n + 2 tiles splits with a pair, one of 3n without, one of 3n + 1 not at all: every
    # combination holds exactly one pair.
    if len(per_suit) == 1:
        return tuple([(sets, pair, facts) for sets, pair, facts, _ in per_suit[0]])
    if len(per_suit) == 2:
        first, second = per_suit
        if len(first) == 1 and len(second) == 1:  # the usual case: one way
            (a, pa, fa, _), = first
            (b, pb, fb, _), = second
            return ((a + b, pa if pa >= 0 else pb, fa + fb),)
    else:
        first, second, third = per_suit
        if len(first) == 1 and len(second) == 1 and len(third) == 1:
            (a, pa, fa, ra), = first
            (b, pb, fb, rb), = second
            (c, pc, fc, rc), = third
            facts = fa + fb + fc + ((ra & rb & rc) << _ALL_SUITS)
            return ((a + b + c, pa if pa >= 0 else pb if pb >= 0 else pc, facts),)
    out: list[Split] = []
    three = len(per_suit) == 3
    for combo in product(*per_suit):
        sets: tuple[int, ...] = ()
        pair = -1
        facts = 0
        ranks = -1
        for part, p, f, r in combo:
            sets += part
            facts += f
            ranks &= r
            if p >= 0:
                pair = p
        out.append((sets, pair, facts + (ranks << _ALL_SUITS if three else 0)))
    return tuple(out)


_SEQUENCE_WAITS: tuple[int, ...] = tuple(
    WAITS.index(CLOSED if d == 1 else (EDGE if first == 6 else TWO_SIDED) if d == 0 else EDGE if first == 0
                else TWO_SIDED)
    for first in range(9) for d in range(3))
"""The wait (its number in ``WAITS``) of a sequence at rank ``first`` completed by its ``d``-th tile: 3 x first + d."""


def readings(counts: Sequence[int], win: int) -> list[tuple[Reading, int]]:
    """Every reading of a complete hand (5, 8, 11 or 14 tiles as 34 counts) with ``win`` as the winning tile, each
    with its key: its split's facts (``FACTS``) x 8 + its wait's number (``WAITS``; 5: seven twins).

    One reading per split and per group holding the winning tile (two identical groups count once);
    seven twins (14 tiles, seven distinct pairs) is a reading of its own.
    """
    out: list[tuple[Reading, int]] = []
    if not counts[win]:
        return out
    for sets, pair, facts in standard_splits(bytes(counts[:27])):
        key = facts << 3
        if pair == win:
            out.append((_new(Reading, (STANDARD, sets, pair, SINGLE, PAIR_AT + pair, ())), key))
        seen = -1
        for code in sets:
            if code == seen:
                continue
            if code >= TRIPLET_AT:
                if code - TRIPLET_AT == win:
                    out.append((_new(Reading, (STANDARD, sets, pair, DUAL_PON, code, ())), key + 1))
                    seen = code
            else:
                d = win - code + SEQUENCE_AT
                if 0 <= d <= 2:
                    wait = _SEQUENCE_WAITS[3 * ((code - SEQUENCE_AT) % 9) + d]
                    out.append((_new(Reading, (STANDARD, sets, pair, WAITS[wait], code, ())), key + wait))
                    seen = code
    if counts.count(2) == 7 and counts.count(0) == 27:  # seven distinct twins (14 tiles)
        twins = tuple(i for i in range(27) if counts[i])
        out.append((_new(Reading, (SEVEN_TWINS, (), -1, SINGLE, PAIR_AT + win, twins)), SEVEN_TWINS_WAIT))
    return out


def group_text(code: int) -> str:
    """Notation of a group code: ``123m``, ``555p``, ``99s`` (a pair is ``PAIR_AT + type``)."""
    if code >= TRIPLET_AT:
        t = type_name(code - TRIPLET_AT)
        return t[0] * 3 + t[1]
    if code >= SEQUENCE_AT:
        first = code - SEQUENCE_AT
        return "".join(type_name(first + i)[0] for i in range(3)) + type_name(first)[1]
    t = type_name(code - PAIR_AT)
    return t[0] * 2 + t[1]


def group_kind(code: int) -> str:
    """``triplet``, ``sequence`` or ``pair``."""
    return "triplet" if code >= TRIPLET_AT else "sequence" if code >= SEQUENCE_AT else "pair"
