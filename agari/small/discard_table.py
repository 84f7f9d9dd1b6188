"""The discard table of a Small Mahjong hand one tile over (5, 8, 11 or 14 tiles), suit by suit.

A discard changes one suit and a draw one suit, so each row is three *parts*, one per suit: the draws
of that suit that lower the shanten, with the copies left.  Per hand, each suit's profile id and the
profile ids after one more tile at each position are looked up once (memos keyed by the suit's counts);
per discard, the suit left and its own draws come from a memo of the suit's discards, and the parts of
the two other suits depend only on the profile the discard leaves, so discards leaving the same profile
share them.  Seven twins (14 tiles) is counted from the pairs and kinds: a draw helps it only by making a
new twin (a type held once) or a new kind (a type not held) when kinds are short of seven.

The rows are exactly those of the plain way (``ukeire_counts`` after each discard, sorted): a test
compares both on seeded random hands.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from agari.core.shanten import _COMB, _NU, _SUITS, _VECFLAT, MEMO_LIMIT, added_profiles
from agari.core.tile import type_name

SUITED = 27
NAMES: tuple[str, ...] = tuple(type_name(t) for t in range(SUITED))
"""Notation of every suited type."""


class Discard(NamedTuple):
    """One discard: the shanten it leaves and the ukeire of the hand left."""

    tile: str
    shanten: int
    ukeire: tuple[tuple[str, int], ...]
    total: int

    def to_json(self) -> dict[str, object]:
        return {"discard": self.tile, "shanten": self.shanten,
                "ukeire": [{"tile": t, "count": n} for t, n in self.ukeire], "ukeire_count": self.total}


_new = tuple.__new__
"""Rows are built with tuple.__new__: a named tuple's own __new__ is a Python-level call."""

Adds = tuple[int, ...]
"""A suit's profile ids after one more tile at each position (_NU where the position holds 4)."""
Less = tuple[tuple[int, int, Adds], ...]
"""A suit's discards: (position, profile id of the suit left, its Adds) for each position held."""

_ADDS: dict[bytes, Adds] = {}
_LESS: dict[bytes, Less] = {}
_ONE = [bytes((n,)) for n in range(5)]


def suit_adds(key: bytes) -> Adds:
    """Profile ids of a suit (9 counts) after one more tile at each position (memoised)."""
    found = _ADDS.get(key)
    if found is None:
        if len(_ADDS) > MEMO_LIMIT:
            _ADDS.clear()
        found = _ADDS[key] = tuple([u if u >= 0 else _NU for u in added_profiles(key)])
    return found


def suit_less(key: bytes) -> Less:
    """The suit left by discarding each position a suit holds (memoised)."""
    found = _LESS.get(key)
    if found is None:
        if len(_LESS) > MEMO_LIMIT:
            _LESS.clear()
        out = []
        for i, n in enumerate(key):
            if n:
                less = key[:i] + _ONE[n - 1] + key[i + 1:]
                out.append((i, _SUITS[less][0], suit_adds(less)))
        found = _LESS[key] = tuple(out)
    return found


_DRAWS: dict[int, list[int]] = {}
"""Entry ``off`` of every profile (draws to a complete hand), and 255 for no profile (_NU): by ``off``."""
_ROWS: dict[int, list[int]] = {}
"""A profile id's row of the combination table, with _NU -> _NU."""


def _draws(off: int) -> list[int]:
    found = _DRAWS.get(off)
    if found is None:
        found = _DRAWS[off] = [*_VECFLAT[off::10], 255]
    return found


def _row(rest: int) -> list[int]:
    found = _ROWS.get(rest)
    if found is None:
        found = _ROWS[rest] = [*_COMB[rest * _NU : rest * _NU + _NU], _NU]
    return found


Part = tuple[tuple[tuple[str, int], ...], int]


def discard_rows(c: Sequence[int], seen: Sequence[int]) -> list[Discard]:
    """Every distinct discard of a 5, 8, 11 or 14-tile hand (34 counts), best first (shanten, tiles left, kinds,
    tile); ``seen`` counts the tiles visible elsewhere."""
    raw = bytes(c[:SUITED])
    keys = (raw[0:9], raw[9:18], raw[18:27])
    units = (_SUITS[keys[0]][0], _SUITS[keys[1]][0], _SUITS[keys[2]][0])
    adds = (suit_adds(keys[0]), suit_adds(keys[1]), suit_adds(keys[2]))
    size = sum(raw)
    draws = _draws(size // 3 * 2 + 1)  # the hand after a draw: size // 3 melds and a pair
    twins = size == 14
    kinds = SUITED - raw.count(0)
    pairs = kinds - raw.count(1)
    seen_suited = seen[:SUITED]
    left = [4 - n - s if n + s < 4 else 0 for n, s in zip(raw, seen_suited, strict=True)]
    # the discarded type has one copy more left to draw
    less_left = [5 - n - s if n + s < 5 else 0 for n, s in zip(raw, seen_suited, strict=True)]
    entry = [(NAMES[t], left[t]) for t in range(SUITED)]
    nu = _NU
    comb = _COMB
    parts: dict[int, Part] = {}  # (profile left, shanten, twin draws, discarded suit, suit) -> part
    rows: dict[int, Discard] = {}
    for g in range(3):
        less = suit_less(keys[g])
        if not less:
            continue
        h1 = 1 if g == 0 else 0  # the other suits, in tile order
        h2 = 1 if g == 2 else 2
        u1 = units[h1]
        u2 = units[h2]
        own_row = _row(comb[u1 * nu + u2])
        key_g = keys[g]
        base = 9 * g
        for i, ul, al in less:
            t = base + i
            n_t = key_g[i]
            cur = draws[own_row[ul]] - 1
            tw = 0  # bit 1: a draw of a type not held helps seven twins; bit 2: of a type held once
            if twins:
                p = pairs - (n_t == 2)
                k = kinds - (n_t == 1)
                seven = 6 - p + (7 - k if k < 7 else 0)
                if seven < cur:
                    cur = seven
                if 6 - p + (6 - k if k < 6 else 0) < cur:
                    tw = 1
                if 5 - p + (7 - k if k < 7 else 0) < cur:
                    tw |= 2
            # the own suit: its draws after the discard
            if tw:  # a position held 4 times has no profile (_NU, 255 draws) and is no new twin nor kind
                own_js = [j for j, a in enumerate(al) if draws[own_row[a]] <= cur
                          or (key_g[j] - (j == i)) < 2 and tw >> (key_g[j] - (j == i)) & 1]
            else:
                own_js = [j for j, a in enumerate(al) if draws[own_row[a]] <= cur]
            own_entries = tuple([entry[base + j] if j != i else (NAMES[t], less_left[t]) for j in own_js])
            own_total = 0
            for _, n in own_entries:
                own_total += n
            # the other two suits: they depend on this discard only through the profile it leaves
            ck = (((ul * 16 + cur + 1) * 4 + tw) * 3 + g) * 3
            first = parts.get(ck + h1)
            if first is None:
                first = parts[ck + h1] = _part(keys[h1], adds[h1], _row(comb[ul * nu + u2]), draws, cur, tw,
                                                   entry, 9 * h1)
            second = parts.get(ck + h2)
            if second is None:
                second = parts[ck + h2] = _part(keys[h2], adds[h2], _row(comb[ul * nu + u1]), draws, cur, tw,
                                                    entry, 9 * h2)
            if g == 0:
                entries = own_entries + first[0] + second[0]
            elif g == 1:
                entries = first[0] + own_entries + second[0]
            else:
                entries = first[0] + second[0] + own_entries
            total = own_total + first[1] + second[1]
            order = (((cur + 1) * 256 + 255 - total) * 64 + 63 - len(entries)) * 32 + t
            rows[order] = _new(Discard, (NAMES[t], cur, entries, total))
    return [rows[k] for k in sorted(rows)]


def _part(key: bytes, adds: Adds, row: list[int], draws: list[int], cur: int, tw: int,
          entry: list[tuple[str, int]], base: int) -> Part:
    """The draws of one untouched suit that bring the shanten below ``cur``, with copies left, and their total."""
    if tw:
        js = [j for j, a in enumerate(adds) if draws[row[a]] <= cur or key[j] < 2 and tw >> key[j] & 1]
    else:
        js = [j for j, a in enumerate(adds) if draws[row[a]] <= cur]
    found = tuple([entry[base + j] for j in js])
    total = 0
    for _, n in found:
        total += n
    return found, total
