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

from collections.abc import Callable, Sequence
from operator import itemgetter
from typing import Any, NamedTuple

from agari.core.shanten import _COMB, _NU, _VECFLAT, MEMO_LIMIT, suit_walk
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

Entry = tuple[str, int]
Part = tuple[tuple[Entry, ...], int]
"""The draws of one suit that help, as (tile, copies left) in tile order, and their total."""
Parts = dict[int, Part]
"""A suit's parts by (seen id, profile of the rest, off, shanten, twin draws, suit): see ``discard_rows``."""


class Info(NamedTuple):
    """What the discard table needs of one suit's 9 counts (memoised by the counts)."""

    profile: int
    adds: bytes
    """Profile ids after one more tile at each position (_NU where the position holds 4)."""
    parts: Parts
    zeros: int
    """Mask of the positions not held (bit j: position j)."""
    ones: int
    """Mask of the positions held once."""
    left: bytes
    """Copies not held, per position."""
    entries: list[tuple[Entry, ...] | None]
    """Per suit (man, pin, sou): (tile, copies not held) per position, made on first use."""


Less = tuple[tuple[int, Info, bytes], ...]
"""A suit's discards: (position, the Info and the counts of the suit left) per position held."""

_INFO: dict[bytes, Info] = {}
_LESS: dict[bytes, Less] = {}
_SEEN_IDS: dict[bytes, int] = {bytes(9): 0}
"""Seen counts of a suit -> a small id (0: nothing seen)."""
_STORED = [0]
"""Parts stored since the memos were last cleared (they are cleared past MEMO_LIMIT, a long session)."""
_ONE = [bytes((n,)) for n in range(5)]
_IS_ZERO = bytes([1, 0, 0, 0, 0]) + bytes(251)
_IS_ONE = bytes([0, 1, 0, 0, 0]) + bytes(251)
_NOT_HELD = bytes([4, 3, 2, 1, 0]) + bytes(251)
_AT_MOST = [b"\1" * (cur + 1) + bytes(255 - cur) for cur in range(16)]
"""Translation tables: draws <= cur -> 1, else 0."""
_MASKS: dict[bytes, int] = {}
"""0/1 flags per position -> the mask of the positions flagged."""


def _mask(flags: bytes) -> int:
    found = _MASKS.get(flags)
    if found is None:
        found = _MASKS[flags] = sum([1 << j for j, f in enumerate(flags) if f])
    return found


def suit_info(key: bytes) -> Info:
    """The Info of a suit's 9 counts (memoised)."""
    found = _INFO.get(key)
    if found is None:
        uid, adds = suit_profiles(key)
        found = _INFO[key] = _new(Info, (uid, adds, {}, _mask(key.translate(_IS_ZERO)), _mask(key.translate(_IS_ONE)),
                                         key.translate(_NOT_HELD), [None, None, None]))
    return found


def suit_profiles(key: bytes) -> tuple[int, bytes]:
    """A suit's profile id by the automaton, and its profile ids after one more tile at each position (_NU where the
    position holds 4)."""
    uid, adds = suit_walk(key, _NU)
    return uid, bytes(adds)


def suit_less(key: bytes) -> Less:
    """The suit left by discarding each position a suit holds (memoised)."""
    found = _LESS.get(key)
    if found is None:
        out = []
        for i, n in enumerate(key):
            if n:
                less = key[:i] + _ONE[n - 1] + key[i + 1:]
                out.append((i, suit_info(less), less))
        found = _LESS[key] = tuple(out)
    return found


def _forget() -> None:
    _INFO.clear()
    _LESS.clear()
    _SEEN_IDS.clear()
    _SEEN_IDS[bytes(9)] = 0
    _STORED[0] = 0


_DRAWS: dict[int, bytes] = {}
"""By ``rest * 16 + off``: a translation table from a suit's profile id to the draws (to ``off``'s melds and pair)
of that suit together with the profile ``rest``; 255 for no profile (_NU)."""


def _draws(rest: int, off: int) -> bytes:
    k = rest * 16 + off
    found = _DRAWS.get(k)
    if found is None:
        vec = _VECFLAT
        found = _DRAWS[k] = (bytes([vec[u * 10 + off] for u in _COMB[rest * _NU : rest * _NU + _NU]])
                             + bytes([255]) * (256 - _NU))
    return found


Getter = Callable[[Sequence[Any]], tuple[Any, ...]]
_GETTERS: dict[int, Getter] = {}
"""A mask -> a function picking the items at its positions, as a tuple."""


def _getter(mask: int) -> Getter:
    found = _GETTERS.get(mask)
    if found is None:
        at = [j for j in range(9) if mask >> j & 1]
        if len(at) >= 2:
            found = itemgetter(*at)
        elif at:
            j = at[0]
            found = lambda items: (items[j],)  # noqa: E731 (itemgetter of one position gives the item alone)
        else:
            found = lambda items: ()  # noqa: E731
        _GETTERS[mask] = found
    return found


def _seen_id(seen: bytes) -> int:
    found = _SEEN_IDS.get(seen)
    if found is None:
        found = _SEEN_IDS[seen] = len(_SEEN_IDS)
    return found


_NOTHING = (0, 0, 0)


def _twins(pairs: int, kinds: int) -> tuple[int, int, int]:
    """Seven twins of the hand left (``pairs`` and ``kinds``), and after drawing a new kind or a new twin."""
    return (6 - pairs + (7 - kinds if kinds < 7 else 0), 6 - pairs + (6 - kinds if kinds < 6 else 0),
            5 - pairs + (7 - kinds if kinds < 7 else 0))


def discard_rows(c: Sequence[int], seen: Sequence[int]) -> list[Discard]:
    """Every distinct discard of a 5, 8, 11 or 14-tile hand (34 counts), best first (shanten, tiles left, kinds,
    tile); ``seen`` counts the tiles visible elsewhere.

    A part is memoised in its suit's Info under ``(seen id, rest, off, shanten + 1, twin draws, suit)``: the profile
    of the other two suits (for the discarded suit, the untouched two; for another, the suit left and the third),
    where the hand's draws are read (``off``), the shanten to beat, and which draws help seven twins.
    """
    if _STORED[0] > MEMO_LIMIT:
        _forget()
    raw = bytes(c[:SUITED])
    keys = (raw[0:9], raw[9:18], raw[18:27])
    info = (suit_info(keys[0]), suit_info(keys[1]), suit_info(keys[2]))
    seen_raw = bytes(seen[:SUITED])
    sids = (_seen_id(seen_raw[0:9]), _seen_id(seen_raw[9:18]), _seen_id(seen_raw[18:27])) if any(seen_raw) \
        else _NOTHING
    size = sum(raw)
    off = size // 3 * 2 + 1  # the hand after a draw: size // 3 melds and a pair
    if size == 14:  # seven twins, by the count of the discarded type (1 to 4)
        kinds = SUITED - raw.count(0)
        pairs = kinds - raw.count(1)
        twins: tuple[tuple[int, int, int], ...] | None = (
            (0, 0, 0), _twins(pairs, kinds - 1), _twins(pairs - 1, kinds), _twins(pairs, kinds), _twins(pairs, kinds))
    else:
        twins = None
    nu = _NU
    comb = _COMB
    vec = _VECFLAT
    rows: dict[int, Discard] = {}
    for g in range(3):
        less = suit_less(keys[g])
        if not less:
            continue
        h1 = 1 if g == 0 else 0  # the other suits, in tile order
        h2 = 1 if g == 2 else 2
        info1 = info[h1]
        info2 = info[h2]
        u1 = info1[0]
        u2 = info2[0]
        rest = comb[u1 * nu + u2]
        own_comb = rest * nu
        key_g = keys[g]
        base = 9 * g
        own_key = (sids[g] * 256 + rest) * 1024
        sid1 = sids[h1] * 256
        sid2 = sids[h2] * 256
        for i, il, lk in less:
            ul = il[0]
            cur = vec[comb[own_comb + ul] * 10 + off] - 1
            tw = 0  # 1: a draw of a type not held helps seven twins; 2: of a type held once
            if twins is not None:
                seven, new_kind, new_twin = twins[key_g[i]]
                if seven < cur:
                    cur = seven
                if new_kind < cur:
                    tw = 1
                if new_twin < cur:
                    tw += 2
            tail = (off * 16 + cur + 1) * 4 + tw
            mk = (own_key + tail) * 4 + g
            parts = il[2]
            own = parts.get(mk)
            if own is None:
                own = parts[mk] = _part(il, lk, rest, off, cur, tw, g, sids[g], seen_raw)
            x1 = comb[ul * nu + u2]
            mk = ((sid1 + x1) * 1024 + tail) * 4 + h1
            parts = info1[2]
            first = parts.get(mk)
            if first is None:
                first = parts[mk] = _part(info1, keys[h1], x1, off, cur, tw, h1, sids[h1], seen_raw)
            x2 = comb[ul * nu + u1]
            mk = ((sid2 + x2) * 1024 + tail) * 4 + h2
            parts = info2[2]
            second = parts.get(mk)
            if second is None:
                second = parts[mk] = _part(info2, keys[h2], x2, off, cur, tw, h2, sids[h2], seen_raw)
            if g == 0:
                entries = own[0] + first[0] + second[0]
            elif g == 1:
                entries = first[0] + own[0] + second[0]
            else:
                entries = first[0] + second[0] + own[0]
            total = own[1] + first[1] + second[1]
            t = base + i
            order = (((cur + 1) * 256 + 255 - total) * 64 + 63 - len(entries)) * 32 + t
            rows[order] = _new(Discard, (NAMES[t], cur, entries, total))
    return [rows[k] for k in sorted(rows)]


def _part(info: Info, key: bytes, rest: int, off: int, cur: int, tw: int, h: int, sid: int, seen: bytes) -> Part:
    """The draws of one suit (its Info and counts, the profile of the rest) that bring the shanten below ``cur``,
    with the copies left (4 - held - seen), and their total."""
    _STORED[0] += 1
    table = _DRAWS.get(rest * 16 + off)
    if table is None:
        table = _draws(rest, off)
    flags = info.adds.translate(table).translate(_AT_MOST[cur])
    mask = _MASKS.get(flags)
    if mask is None:
        mask = _mask(flags)
    if tw & 1:  # a new kind for seven twins
        mask |= info.zeros
    if tw & 2:  # a new twin
        mask |= info.ones
    pick = _GETTERS.get(mask)
    if pick is None:
        pick = _getter(mask)
    if sid:
        base = 9 * h
        left = bytes([4 - n - s if n + s < 4 else 0 for n, s in zip(key, seen[base:base + 9], strict=True)])
        names = _SUIT_NAMES[h]
        return pick(tuple(zip(names, left, strict=True))), sum(pick(left))
    entries = info.entries[h]
    if entries is None:
        entries = info.entries[h] = tuple(zip(_SUIT_NAMES[h], info.left, strict=True))
    return pick(entries), sum(pick(info.left))


_SUIT_NAMES = (NAMES[0:9], NAMES[9:18], NAMES[18:27])
