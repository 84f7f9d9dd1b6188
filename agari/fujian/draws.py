"""The draws that lower a hand's shanten, read off memoised per-suit tables (docs/fujian.md).

A suit's useful table (``agari.fujian.wilds.useful``) gives, at slot ``2 * b + p``, the most real tiles
fitting ``b`` partial sets and ``p`` pair slots.  One more tile of a suit raises some slots of its table,
each by exactly one (a tile fits at most once): ``suit_draws`` keeps, per suit, which slots each of its
9 draws raises.  A hand's most is the best sum of its three tables over the ways to share the sets and the
pair slot; ``best`` also says which slots of each table some best way uses.  A real draw then helps exactly
when one more real tile lowers the shanten and the draw raises a used slot of its suit.

Tables are few (about a hundred kinds in practice), so each gets a small id and two suits' tables are merged
once per pair of ids.

>>> from agari.fujian.hand import read_hand
>>> h = read_hand("123m456m789m12p456p5s7s", gold="9s", sizes=(16,))
>>> draws = hand_draws(h.counts)
>>> shanten_and_help(0, draws, merged(draws[1][0], draws[2][0], 5), h.golds, h.gold, 5)  # 1p 2p 3p 5s 6s 7s 9s
(1, (9, 10, 11, 22, 23, 24, 26))
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Sequence

from agari.fujian.wilds import MAX_BLOCKS, useful

SLOTS = 2 * MAX_BLOCKS + 2
"""Slots of a useful table: ``2 * b + p`` for up to 5 sets, with and without the pair slot."""

Draws = tuple[int, tuple[int, ...], dict[int, tuple[int, ...]]]
"""A suit's table id, the slots (bits) each of its 9 draws raises, and a memo: ``used << 2 | suit`` -> the
types (0-26) of that suit whose draw raises a used slot."""
Merged = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]
"""Two suits merged: at ``2 * w + q`` the most real tiles of both in ``w`` sets, with (``q`` 1) or without the
pair slot, and the slots of each suit's table that reach it."""

TABLES: list[tuple[int, ...]] = []
"""Every useful table met so far, by id."""
_TABLE_ID: dict[tuple[int, ...], int] = {}
_DRAWS: dict[bytes, Draws] = {}
_MERGED: dict[tuple[int, int, int], Merged] = {}


def table_id(table: tuple[int, ...]) -> int:
    """The small id of a useful table (a new one is numbered on first sight)."""
    found = _TABLE_ID.get(table)
    if found is None:
        found = _TABLE_ID[table] = len(TABLES)
        TABLES.append(table)
    return found


def suit_draws(suit: bytes) -> Draws:
    """The table id of a suit (its 9 counts as bytes) and the slots one more of each of its tiles raises."""
    found = _DRAWS.get(suit)
    if found is None:
        table = useful(suit)
        grown = bytearray(suit)
        masks = []
        for i in range(9):
            grown[i] += 1
            more = useful(grown)
            grown[i] -= 1
            m = 0
            for j in range(SLOTS):
                if more[j] > table[j]:
                    m |= 1 << j
            masks.append(m)
        found = _DRAWS[suit] = (table_id(table), tuple(masks), {})
    return found


def hand_draws(counts: Sequence[int]) -> tuple[Draws, Draws, Draws]:
    """``suit_draws`` of the three suits of 27 real counts."""
    raw = bytes(counts)
    return suit_draws(raw[0:9]), suit_draws(raw[9:18]), suit_draws(raw[18:27])


def merged(b: int, c: int, sets: int) -> Merged:
    """Tables ``b`` and ``c`` (ids) merged for up to ``sets`` sets; memoised."""
    key = (b, c, sets)
    found = _MERGED.get(key)
    if found is not None:
        return found
    tb, tc = TABLES[b], TABLES[c]
    size = 2 * sets + 2
    most = [-1] * size
    mb = [0] * size
    mc = [0] * size
    for y in range(sets + 1):
        for z in range(sets + 1 - y):
            for i, k in ((2 * y, 2 * z), (2 * y + 1, 2 * z), (2 * y, 2 * z + 1)):
                v = tb[i] + tc[k]
                j = i + k
                if v > most[j]:
                    most[j] = v
                    mb[j] = 1 << i
                    mc[j] = 1 << k
                elif v == most[j]:
                    mb[j] |= 1 << i
                    mc[j] |= 1 << k
    found = _MERGED[key] = (tuple(most), tuple(mb), tuple(mc))
    return found


def best(a: int, rest: Merged, sets: int) -> tuple[int, int, int, int]:
    """The most real tiles of a suit (table id ``a``) and two others (``rest``) in ``sets`` sets and a pair
    slot, and the slots of each of the three tables that some way reaching it uses."""
    table = TABLES[a]
    most, mb, mc = rest
    top = 2 * sets + 1
    high = -1
    ma = xb = xc = 0
    for i in range(top + 1):
        j = top - i
        v = table[i] + most[j]
        if v > high:
            high = v
            ma = 1 << i
            xb = mb[j]
            xc = mc[j]
        elif v == high:
            ma |= 1 << i
            xb |= mb[j]
            xc |= mc[j]
    return high, ma, xb, xc


def _raising(draws: Draws, used: int, suit: int) -> tuple[int, ...]:
    """The types of ``suit`` whose draw raises one of the ``used`` slots."""
    key = used << 2 | suit
    found = draws[2].get(key)
    if found is None:
        masks = draws[1]
        found = draws[2][key] = tuple(9 * suit + i for i in range(9) if masks[i] & used)
    return found


def shanten_and_help(own: int, draws: tuple[Draws, Draws, Draws], rest: Merged, golds: int, gold: int,
                     sets: int) -> tuple[int, tuple[int, ...]]:
    """The shanten of a hand (its suits' ``draws``; suit ``own`` against the two others merged in ``rest``)
    and the types (sorted) whose draw lowers it: a gold always (one gap fewer, one gold closer to Three
    Golds), a real tile when one more fitting real tile lowers the shanten and it raises a used slot."""
    high, ma, mb, mc = best(draws[own][0], rest, sets)
    shanten = min(3 * sets + 1 - high - golds, 2 - golds)
    if shanten < 0:
        return shanten, ()
    if high < 3 * sets - 1:  # one more real tile fitting leaves the shanten as it is
        return shanten, (gold,)
    used = [0, 0, 0]
    used[own] = ma
    used[(own + 1) % 3] = mb
    used[(own + 2) % 3] = mc
    found = [*_raising(draws[0], used[0], 0), *_raising(draws[1], used[1], 1), *_raising(draws[2], used[2], 2)]
    if gold not in found:
        insort(found, gold)
    return shanten, tuple(found)


def standard_help(draws: tuple[Draws, Draws, Draws], rest: Merged, golds: int, gold: int,
                  sets: int) -> tuple[int, tuple[int, ...]]:
    """The shanten of the standard form alone (``sets`` sets and a pair, golds wild; Three Golds left aside) and
    the types (sorted) whose draw lowers it: a gold, or a real tile raising a used slot. ``rest`` merges suits 1
    and 2; a player building the hand while holding two golds (ready by Three Golds) still improves it this way.

    >>> from agari.fujian.hand import read_hand
    >>> h = read_hand("123m456m789m12p456p5s7s", gold="5s", sizes=(16,))
    >>> draws = hand_draws(h.counts)
    >>> standard_help(draws, merged(draws[1][0], draws[2][0], 5), h.golds, h.gold, 5)  # 3p, the gold 5s, 7s
    (0, (11, 22, 24))
    """
    high, ma, mb, mc = best(draws[0][0], rest, sets)
    shanten = 3 * sets + 1 - high - golds
    if shanten < 0:
        return shanten, ()
    found = [*_raising(draws[0], ma, 0), *_raising(draws[1], mb, 1), *_raising(draws[2], mc, 2)]
    if gold not in found:
        insort(found, gold)
    return shanten, tuple(found)
