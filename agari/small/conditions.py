"""The winning conditions of Small Mahjong (SMALL.md §2) as one table, and the tests that find them.

Each condition names itself (``key``), its points, its scope -- ``situation`` (how the hand was won),
``hand`` (the tiles alone) or ``reading`` (the melds and the wait) -- whether it is a 16-point
condition (which replaces every other one), and the deal sizes where a hand can have it.

>>> CONDITIONS["full_flush"].value(13), CONDITIONS["full_flush"].value(4)
(6, 3)
>>> [c.key for c in TABLE if c.special]
['blessing_of_heaven', 'blessing_of_earth', 'all_terminals', 'four_closed_triplets', 'nine_gates']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import NamedTuple

from agari.core.decompose import TRIPLET_AT
from agari.small.readings import DUAL_PON, SEVEN_TWINS, TWO_SIDED, Reading
from agari.small.situation import Situation

ALL_DEALS = (4, 7, 10, 13)


class Condition(NamedTuple):
    """One winning condition: its key, points, scope, and where it can occur."""

    key: str
    points: int
    scope: str
    """``situation``, ``hand`` or ``reading``."""
    special: bool = False
    """A 16-point condition: it replaces all others (16-point conditions add up)."""
    per_deal: bool = False
    """Points + dealt ÷ 3 (Full Flush: 3, 4, 5, 6 for 4, 7, 10, 13 dealt)."""
    deals: tuple[int, ...] = ALL_DEALS
    """The deal sizes where a hand can have it."""
    replaces: str = ""
    """The condition this one replaces when both hold."""

    def value(self, dealt: int) -> int:
        """Points for a hand of ``dealt`` dealt tiles."""
        return self.points + dealt // 3 if self.per_deal else self.points


TABLE: tuple[Condition, ...] = (
    Condition("reach", 1, "situation"),
    Condition("double_reach", 2, "situation", replaces="reach"),
    Condition("one_shot", 1, "situation"),
    Condition("last_stock", 1, "situation"),
    Condition("last_discard", 1, "situation"),
    Condition("win_from_stock", 1, "situation"),
    Condition("all_middles", 1, "hand"),
    Condition("all_sequences", 1, "reading"),
    Condition("pure_double_sequences", 1, "reading", deals=(7, 10, 13)),
    Condition("mixed_triple_sequences", 2, "reading", deals=(10, 13)),
    Condition("mixed_triple_triplets", 2, "reading", deals=(10, 13)),
    Condition("pure_straight", 2, "reading", deals=(10, 13)),
    Condition("seven_twins", 2, "reading", deals=(13,)),
    Condition("all_triplets", 2, "reading"),
    Condition("three_closed_triplets", 2, "reading", deals=(10, 13)),
    Condition("all_outside", 3, "reading"),
    Condition("two_pure_double_sequences", 3, "reading", deals=(13,), replaces="pure_double_sequences"),
    Condition("full_flush", 2, "hand", per_deal=True),
    Condition("blessing_of_heaven", 16, "situation", special=True),
    Condition("blessing_of_earth", 16, "situation", special=True),
    Condition("all_terminals", 16, "hand", special=True),
    Condition("four_closed_triplets", 16, "reading", special=True, deals=(13,)),
    Condition("nine_gates", 16, "hand", special=True, deals=(13,)),
)
"""Every condition, in the order of SMALL.md's table (results list their items in this order)."""

CONDITIONS: dict[str, Condition] = {c.key: c for c in TABLE}
ORDER: dict[str, int] = {c.key: i for i, c in enumerate(TABLE)}


# -- situation ------------------------------------------------------------------------------------


SITUATION_TESTS: tuple[tuple[str, Callable[[Situation], bool]], ...] = (
    ("reach", lambda s: s.reach and not s.double_reach),
    ("double_reach", lambda s: s.double_reach),
    ("one_shot", lambda s: s.one_shot),
    ("last_stock", lambda s: s.tsumo and s.last_tile),
    ("last_discard", lambda s: not s.tsumo and s.last_tile),
    ("win_from_stock", lambda s: s.tsumo),
    ("blessing_of_heaven", lambda s: s.heaven),
    ("blessing_of_earth", lambda s: s.earth),
)
"""Conditions of how the hand was won."""


_SITUATION_KEYS: dict[Situation, tuple[str, ...]] = {}


def situation_keys(s: Situation) -> tuple[str, ...]:
    """The situation's conditions (a few hundred situations in all: each is worked out once)."""
    found = _SITUATION_KEYS.get(s)
    if found is None:
        found = _SITUATION_KEYS[s] = tuple(key for key, test in SITUATION_TESTS if test(s))
    return found


# -- the tiles alone --------------------------------------------------------------------------------

_TERMINAL = frozenset((0, 8, 9, 17, 18, 26))
_NINE_GATES = (3, 1, 1, 1, 1, 1, 1, 1, 3)


def hand_keys(counts: Sequence[int]) -> tuple[str, ...]:
    """All Middles, All Terminals, Full Flush or Nine Gates, from the 27 counts of the winning hand."""
    c = counts
    terminals = c[0] + c[8] + c[9] + c[17] + c[18] + c[26]
    man = sum(c[0:9])
    pin = sum(c[9:18])
    size = man + pin + sum(c[18:27])
    out: tuple[str, ...] = ("all_middles",) if not terminals else ("all_terminals",) if terminals == size else ()
    base = 0 if man == size else 9 if pin == size else 18 if not man and not pin else -1
    if base < 0:
        return out
    if size == 14 and all(n >= need for n, need in zip(c[base : base + 9], _NINE_GATES, strict=True)):
        return (*out, "nine_gates")
    return (*out, "full_flush")


# -- the reading --------------------------------------------------------------------------------------


def _identical_pairs(sequences: Sequence[int]) -> int:
    """How many disjoint pairs of identical sequences (identical codes are neighbours): 3 alike make one pair."""
    pairs = 0
    i = 0
    while i + 1 < len(sequences):
        if sequences[i] == sequences[i + 1]:
            pairs += 1
            i += 2
        else:
            i += 1
    return pairs


def _in_all_suits(firsts: Sequence[int]) -> bool:
    """Some rank starts a group in man, pin and sou."""
    have = set(firsts)
    return any(f + 9 in have and f + 18 in have for f in have if f < 9)


def _straight(firsts: Sequence[int]) -> bool:
    """123, 456 and 789 of one suit."""
    have = set(firsts)
    return any(b in have and b + 3 in have and b + 6 in have for b in (0, 9, 18))


def _outside(code: int) -> bool:
    """A meld holding a 1 or 9."""
    if code >= TRIPLET_AT:
        return code - TRIPLET_AT in _TERMINAL
    return (code - 34) % 9 in (0, 6)


@lru_cache(maxsize=8192)
def split_keys(sets: tuple[int, ...], pair: int) -> tuple[tuple[str, ...], int]:
    """The conditions of a split that do not depend on the wait, and its number of triplets."""
    sequences = [c - 34 for c in sets if c < TRIPLET_AT]
    triplets = [c - TRIPLET_AT for c in sets if c >= TRIPLET_AT]
    out: list[str] = []
    pairs = _identical_pairs(sequences)
    if pairs == 1:
        out.append("pure_double_sequences")
    elif pairs >= 2:
        out.append("two_pure_double_sequences")
    if len(sequences) >= 3:
        if _in_all_suits(sequences):
            out.append("mixed_triple_sequences")
        if _straight(sequences):
            out.append("pure_straight")
    if len(triplets) >= 3 and _in_all_suits(triplets):
        out.append("mixed_triple_triplets")
    if not sequences:
        out.append("all_triplets")
    if pair in _TERMINAL and all(_outside(c) for c in sets):
        out.append("all_outside")
    return tuple(out), len(triplets)


def reading_keys(r: Reading, tsumo: bool) -> tuple[str, ...]:
    """The conditions of one reading (the tsumo flag decides whether a triplet completed by the win is closed)."""
    if r.form == SEVEN_TWINS:
        return ("seven_twins",)
    keys, triplets = split_keys(r.sets, r.pair)
    wait = r.wait
    if not triplets:
        return (*keys, "all_sequences") if wait == TWO_SIDED else keys
    closed = triplets - 1 if wait == DUAL_PON and not tsumo else triplets
    if closed == 3:
        return (*keys, "three_closed_triplets")
    if closed == 4:
        return (*keys, "four_closed_triplets")
    return keys
