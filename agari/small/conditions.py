"""The winning conditions of Small Mahjong (docs/small.md) as one table, and the tests that find them.

Each condition names itself (``key``), its points, its scope -- ``situation`` (how the hand was won),
``hand`` (the tiles alone) or ``reading`` (the melds and the wait) -- whether it is a 16-point
condition (which replaces every other one), and the deal sizes where a hand can have it.

>>> CONDITIONS["full_flush"].value(13), CONDITIONS["full_flush"].value(4)
(6, 3)
>>> [c.key for c in TABLE if c.special]
['blessing_of_heaven', 'blessing_of_earth', 'all_terminals', 'four_closed_triplets', 'nine_gates']
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from agari.small.readings import DUAL_PON, SEVEN_TWINS_WAIT, TWO_SIDED, WAITS
from agari.small.situation import Situation
from agari.small.suits import FACTS

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
"""Every condition, in the order of docs/small.md's table (results list their items in this order)."""

CONDITIONS: dict[str, Condition] = {c.key: c for c in TABLE}
ORDER: dict[str, int] = {c.key: i for i, c in enumerate(TABLE)}


# -- condition sets as int masks ---------------------------------------------------------------------

BIT: dict[str, int] = {c.key: 1 << i for i, c in enumerate(TABLE)}
"""Each condition's bit in a mask: a set of conditions is one int (bit i is ``TABLE[i]``)."""


def keys_of(mask: int) -> tuple[str, ...]:
    """The keys of a mask's conditions, in table order."""
    return tuple(c.key for i, c in enumerate(TABLE) if mask >> i & 1)


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


SITUATION_MASKS: dict[Situation, int] = {}


def situation_mask(s: Situation) -> int:
    """The situation's conditions (a few hundred situations in all: each is worked out once).

    >>> keys_of(situation_mask(Situation(tsumo=True, reach=True)))
    ('reach', 'win_from_stock')
    """
    found = SITUATION_MASKS.get(s)
    if found is None:
        found = SITUATION_MASKS[s] = sum(BIT[key] for key, test in SITUATION_TESTS if test(s))
    return found


# -- the reading --------------------------------------------------------------------------------------

_SEQUENCES, _TRIPLETS, _TWINS, _INNER, _STRAIGHTS, _SUITS, _TERMINAL_SUITS, _MIDDLE_SUITS, _GATES = (
    FACTS[k] for k in list(FACTS)[:9])
_ALL_SUITS = FACTS["all_suit_ranks"]
_CLOSED_TRIPLETS = {3: BIT["three_closed_triplets"], 4: BIT["four_closed_triplets"]}
READING_MASKS: dict[int, int] = {}
"""Reading key x 2 + tsumo -> ``reading_mask``."""
_DUAL_PON = WAITS.index(DUAL_PON)
_TWO_SIDED = WAITS.index(TWO_SIDED)


def reading_mask(key: int, tsumo: bool) -> int:
    """The conditions of one reading, of its tiles and of its melds, from its key (``readings``: the split's facts
    x 8 + the wait); the tsumo flag decides whether a triplet completed by the win is closed.  A few hundred keys
    in all: each is worked out once.

    >>> from agari.small.readings import counts_of, readings
    >>> [keys_of(reading_mask(k, False)) for _, k in readings(tuple(counts_of("111222333m99p")), 17)]
    [('all_triplets', 'three_closed_triplets'), ('pure_double_sequences', 'all_outside')]
    >>> [keys_of(reading_mask(k, True)) for _, k in readings(tuple(counts_of("11123456788999m")), 7)]
    [('nine_gates',)]
    """
    found = READING_MASKS.get(key << 1 | tsumo)
    if found is None:
        found = READING_MASKS[key << 1 | tsumo] = _tile_mask(key >> 3) | _meld_mask(key, tsumo)
    return found


def _tile_mask(facts: int) -> int:
    """All Middles, All Terminals, Full Flush or Nine Gates, from a reading's facts."""
    out = 0
    if not facts >> _TERMINAL_SUITS & 15:
        out |= BIT["all_middles"]
    if not facts >> _MIDDLE_SUITS & 15:
        out |= BIT["all_terminals"]
    if facts >> _SUITS & 15 == 1:
        out |= BIT["nine_gates"] if facts >> _GATES & 15 else BIT["full_flush"]
    return out


def _meld_mask(key: int, tsumo: bool) -> int:
    """The conditions of a reading's melds and wait."""
    wait = key & 7
    if wait == SEVEN_TWINS_WAIT:
        return BIT["seven_twins"]
    facts = key >> 3
    sequences = facts >> _SEQUENCES & 15
    triplets = facts >> _TRIPLETS & 15
    twins = facts >> _TWINS & 15
    all_suits = facts >> _ALL_SUITS
    out = 0
    if twins == 1:
        out |= BIT["pure_double_sequences"]
    elif twins >= 2:
        out |= BIT["two_pure_double_sequences"]
    if all_suits & 0x7F:
        out |= BIT["mixed_triple_sequences"]
    if facts >> _STRAIGHTS & 15:
        out |= BIT["pure_straight"]
    if all_suits >> 16:
        out |= BIT["mixed_triple_triplets"]
    if not sequences:
        out |= BIT["all_triplets"]
    if not facts >> _INNER & 15:
        out |= BIT["all_outside"]
    if not triplets:
        return out | BIT["all_sequences"] if wait == _TWO_SIDED else out
    closed = triplets - 1 if wait == _DUAL_PON and not tsumo else triplets
    return out | _CLOSED_TRIPLETS.get(closed, 0)
