"""Every reading of a winning hand: its melds and pair (or seven twins) and the wait the winning tile completed.

A group is an int code, as in ``agari.core.decompose``: ``SEQUENCE_AT + first`` (34..) for a sequence,
``TRIPLET_AT + first`` (102..) for a triplet, the first tile being a type index 0..26.  The splits of
a suit and their facts come from ``agari.small.suits``: a hand's splits are its suits' splits put together,
their facts added (and the ranks where a group starts in all three suits ANDed).

>>> [(r.sets, r.pair, r.wait) for r, _ in readings(tuple(counts_of("123456m99p")), 0)]
[((34, 37), 17, 'two_sided')]
"""

from __future__ import annotations

from itertools import product
from typing import NamedTuple

from agari.core.decompose import PAIR_AT, SEQUENCE_AT, TRIPLET_AT
from agari.core.tile import type_name
from agari.small.suits import FACTS, SUIT_MEMOS, suit_options, tile_facts

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


Split = tuple[tuple[int, ...], int, int]
"""One split of a hand: (meld codes, pair type, facts ``agari.small.suits.FACTS``)."""


_MAN, _PIN, _SOU = (memo.get for memo in SUIT_MEMOS)
_ALL_SUITS = FACTS["all_suit_ranks"]


def standard_splits(counts: tuple[int, ...]) -> tuple[Split, ...]:
    """Every split of a hand's counts (27 or 34, a tuple) into melds and exactly one pair: (meld codes, pair type,
    facts ``FACTS``).

    The codes come suit by suit, each suit's from its lowest tile: identical sequences are neighbours.
    """
    m = counts[0:9]
    p = counts[9:18]
    s = counts[18:27]
    man = _MAN(m) or suit_options(m, 0)
    pin = _PIN(p) or suit_options(p, 1)
    sou = _SOU(s) or suit_options(s, 2)
    if not man or not pin or not sou:
        return ()
    # Only a suit of 3n + 2 tiles splits with a pair, one of 3n (or none) without, one of 3n + 1 not at all:
    # every combination holds exactly one pair.
    if len(man) == 1 and len(pin) == 1 and len(sou) == 1:  # the usual case: one way
        (a, pa, fa, ra), = man
        (b, pb, fb, rb), = pin
        (c, pc, fc, rc), = sou
        return ((a + b + c, pa if pa >= 0 else pb if pb >= 0 else pc, fa + fb + fc + ((ra & rb & rc) << _ALL_SUITS)),)
    out: list[Split] = []
    for (a, pa, fa, ra), (b, pb, fb, rb), (c, pc, fc, rc) in product(man, pin, sou):
        out.append((a + b + c, pa if pa >= 0 else pb if pb >= 0 else pc, fa + fb + fc + ((ra & rb & rc) << _ALL_SUITS)))
    return tuple(out)


def _win_groups(win: int) -> tuple[tuple[int, int], ...]:
    """The groups that can hold ``win``, in the order a split lists them, with their wait's number (``WAITS``)."""
    rank = win % 9
    out = []
    for d in (2, 1):
        if rank >= d and rank - d <= 6:
            out.append((SEQUENCE_AT + win - d, WAITS.index(CLOSED if d == 1 else EDGE if rank == 2 else TWO_SIDED)))
    out.append((TRIPLET_AT + win, WAITS.index(DUAL_PON)))
    if rank <= 6:
        out.append((SEQUENCE_AT + win, WAITS.index(EDGE if rank == 6 else TWO_SIDED)))
    return tuple(out)


_WIN_GROUPS = tuple(_win_groups(t) for t in range(27))
"""Per winning tile type: the groups holding it in split order (sequences from it - 2 and - 1, its triplet, the
sequence from it), each with its wait's number: code x 8 + wait."""


def readings(counts: tuple[int, ...], win: int) -> list[tuple[Reading, int]]:
    """Every reading of a complete hand (5, 8, 11 or 14 tiles as 34 counts) with ``win`` as the winning tile, each
    with its key: its split's facts (``FACTS``) x 8 + its wait's number (``WAITS``; 5: seven twins).

    One reading per split and per group holding the winning tile (two identical groups count once);
    seven twins (14 tiles, seven distinct pairs) is a reading of its own.
    """
    out: list[tuple[Reading, int]] = []
    if not counts[win]:
        return out
    groups = _WIN_GROUPS[win]
    for sets, pair, facts in standard_splits(counts):
        key = facts << 3
        if pair == win:
            out.append((_new(Reading, (STANDARD, sets, pair, SINGLE, PAIR_AT + pair, ())), key))
        for code, wait in groups:
            if code in sets:
                out.append((_new(Reading, (STANDARD, sets, pair, WAITS[wait], code, ())), key + wait))
    if 1 not in counts and counts.count(2) == 7 and counts.count(0) == 27:  # seven distinct twins (14 tiles)
        twins = tuple(i for i in range(27) if counts[i])
        facts = tile_facts(counts[0:9]) + tile_facts(counts[9:18]) + tile_facts(counts[18:27])
        out.append((_new(Reading, (SEVEN_TWINS, (), -1, SINGLE, PAIR_AT + win, twins)), facts << 3 | SEVEN_TWINS_WAIT))
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
