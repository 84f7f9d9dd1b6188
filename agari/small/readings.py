"""Every reading of a winning hand: its melds and pair (or seven twins) and the wait the winning tile completed.

A group is an int code, as in ``agari.core.decompose``: ``SEQUENCE_AT + first`` (34..) for a sequence,
``TRIPLET_AT + first`` (102..) for a triplet, the first tile being a type index 0..26.  The splits of
the three suits come from the shared split search (``agari.core.decompose.split_packed``).

>>> [(r.sets, r.pair, r.wait) for r in readings(counts_of("123456m99p"), 0)]
[((34, 37), 17, 'two_sided')]
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
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


Options = tuple[tuple[tuple[int, ...], int], ...]
"""Splits of a suit or a hand: (meld codes, pair type or -1) each."""
_OPTIONS: tuple[dict[bytes, Options], ...] = ({}, {}, {})
"""Per suit (man, pin, sou): 9 counts -> their splits (``_suit_options``)."""


def _suit_options(seg: bytes, base: int) -> Options:
    """Every split of one suit's 9 counts (its first type ``base``): (meld codes, pair type or -1); memoised."""
    memo = _OPTIONS[base // 9]
    found = memo.get(seg)
    if found is not None:
        return found
    options: list[tuple[tuple[int, ...], int]] = []
    for split in split_packed(packed(seg), True):
        pair = -1
        sets: list[int] = []
        for code in split:
            if code < SEQUENCE_AT:
                pair = base + code - PAIR_AT
            else:
                sets.append(code + base)
        options.append((tuple(sets), pair))
    if len(memo) >= 16384:
        memo.clear()
    found = memo[seg] = tuple(options)
    return found


_EMPTY = bytes(9)


@lru_cache(maxsize=4096)
def standard_splits(key: bytes) -> Options:
    """Every split of 27 suited counts (bytes) into melds and exactly one pair: (meld codes, pair type).

    The codes come suit by suit, each suit's from its lowest tile: identical sequences are neighbours.
    """
    per_suit: list[Options] = []
    for base, seg, memo in ((0, key[0:9], _OPTIONS[0]), (9, key[9:18], _OPTIONS[1]), (18, key[18:27], _OPTIONS[2])):
        if seg == _EMPTY:
            continue
        options = memo.get(seg)
        if options is None:
            options = _suit_options(seg, base)
        if not options:
            return ()
        per_suit.append(options)
    if len(per_suit) == 1:
        return per_suit[0]
    # Only a suit of 3n + 2 tiles splits with a pair, one of 3n without, one of 3n + 1 not at all: every
    # combination holds exactly one pair.
    if len(per_suit) == 2:
        first, second = per_suit
        if len(first) == 1 and len(second) == 1:  # the usual case: one way
            (a, pa), = first
            (b, pb), = second
            return ((a + b, pa if pa >= 0 else pb),)
    else:
        first, second, third = per_suit
        if len(first) == 1 and len(second) == 1 and len(third) == 1:
            (a, pa), = first
            (b, pb), = second
            (c, pc), = third
            return ((a + b + c, pa if pa >= 0 else pb if pb >= 0 else pc),)
    out: list[tuple[tuple[int, ...], int]] = []
    for combo in product(*per_suit):
        sets: tuple[int, ...] = ()
        pair = -1
        for part, p in combo:
            sets += part
            if p >= 0:
                pair = p
        out.append((sets, pair))
    return tuple(out)


def _sequence_wait(first: int, win: int) -> str:
    """The wait of a sequence completed by ``win``."""
    if win == first + 1:
        return CLOSED
    if win == first:
        return EDGE if first % 9 == 6 else TWO_SIDED
    return EDGE if first % 9 == 0 else TWO_SIDED


def readings(counts: Sequence[int], win: int) -> list[Reading]:
    """Every reading of a complete hand (5, 8, 11 or 14 tiles as 34 counts) with ``win`` as the winning tile.

    One reading per split and per group holding the winning tile (two identical groups count once);
    seven twins (14 tiles, seven distinct pairs) is a reading of its own.
    """
    out: list[Reading] = []
    if not counts[win]:
        return out
    for sets, pair in standard_splits(bytes(counts[:27])):
        if pair == win:
            out.append(_new(Reading, (STANDARD, sets, pair, SINGLE, PAIR_AT + pair, ())))
        seen = -1
        for code in sets:
            if code == seen:
                continue
            if code >= TRIPLET_AT:
                if code - TRIPLET_AT == win:
                    out.append(_new(Reading, (STANDARD, sets, pair, DUAL_PON, code, ())))
                    seen = code
            else:
                first = code - SEQUENCE_AT
                if first <= win <= first + 2:
                    out.append(_new(Reading, (STANDARD, sets, pair, _sequence_wait(first, win), code, ())))
                    seen = code
    if counts.count(2) == 7 and counts.count(0) == 27:  # seven distinct twins (14 tiles)
        twins = tuple(i for i in range(27) if counts[i])
        out.append(_new(Reading, (SEVEN_TWINS, (), -1, SINGLE, PAIR_AT + win, twins)))
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
