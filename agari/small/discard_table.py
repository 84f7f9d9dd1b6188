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

from agari.core.shanten import _COMB, _LAYERS, _NU, _VECFLAT, MEMO_LIMIT
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
"""A suit's parts, by (seen id, profile of the rest, off, shanten, twin draws, suit) and, under negative keys, by
(seen id, the mask of the draws that help, suit)."""
Info = tuple[int, bytes, Parts, int, int, tuple[int, ...]]
"""A suit's profile id; its profile ids after one more tile at each position (_NU where it holds 4), as bytes; its
parts memo; the masks of its positions held 0 and 1 times (bit j: position j); the copies not held."""
Less = tuple[tuple[int, Info, bytes], ...]
"""A suit's discards: (position, the Info and the counts of the suit left) per position held."""

_INFO: dict[bytes, Info] = {}
_LESS: dict[bytes, Less] = {}
_SEEN_IDS: dict[bytes, int] = {bytes(9): 0}
"""Seen counts of a suit -> a small id (0: nothing seen)."""
_STORED = [0]
"""Parts stored since the memos were last cleared (they are cleared past MEMO_LIMIT, a long session)."""
_ONE = [bytes((n,)) for n in range(5)]


def _mask(flags: bytes) -> int:
    """Bit j set where ``flags[j]`` is not 0."""
    return sum([1 << j for j, f in enumerate(flags) if f])


def suit_info(key: bytes) -> Info:
    """The Info of a suit's 9 counts (memoised)."""
    found = _INFO.get(key)
    if found is None:
        uid, adds = suit_profiles(key)
        found = _INFO[key] = (uid, adds, {}, _mask(key.translate(_IS_ZERO)), _mask(key.translate(_IS_ONE)),
                              tuple([4 - n for n in key]))
    return found


def suit_profiles(key: bytes) -> tuple[int, bytes]:
    """A suit's profile id by the automaton, and its profile ids after one more tile at each position (_NU where the
    position holds 4): the walk is shared up to the position that changes."""
    c0, c1, c2, c3, c4, c5, c6, c7, c8 = key
    L0, L1, L2, L3, L4, L5, L6, L7, L8 = _LAYERS
    p1 = L0[c0]
    p2 = L1[p1 * 5 + c1]
    p3 = L2[p2 * 5 + c2]
    p4 = L3[p3 * 5 + c3]
    p5 = L4[p4 * 5 + c4]
    p6 = L5[p5 * 5 + c5]
    p7 = L6[p6 * 5 + c6]
    p8 = L7[p7 * 5 + c7]
    nu = _NU
    return L8[p8 * 5 + c8], bytes((
        L8[L7[L6[L5[L4[L3[L2[L1[L0[c0 + 1] * 5 + c1] * 5 + c2] * 5 + c3] * 5 + c4] * 5 + c5] * 5 + c6] * 5 + c7]
           * 5 + c8] if c0 < 4 else nu,
        L8[L7[L6[L5[L4[L3[L2[L1[p1 * 5 + c1 + 1] * 5 + c2] * 5 + c3] * 5 + c4] * 5 + c5] * 5 + c6] * 5 + c7]
           * 5 + c8] if c1 < 4 else nu,
        L8[L7[L6[L5[L4[L3[L2[p2 * 5 + c2 + 1] * 5 + c3] * 5 + c4] * 5 + c5] * 5 + c6] * 5 + c7] * 5 + c8]
        if c2 < 4 else nu,
        L8[L7[L6[L5[L4[L3[p3 * 5 + c3 + 1] * 5 + c4] * 5 + c5] * 5 + c6] * 5 + c7] * 5 + c8] if c3 < 4 else nu,
        L8[L7[L6[L5[L4[p4 * 5 + c4 + 1] * 5 + c5] * 5 + c6] * 5 + c7] * 5 + c8] if c4 < 4 else nu,
        L8[L7[L6[L5[p5 * 5 + c5 + 1] * 5 + c6] * 5 + c7] * 5 + c8] if c5 < 4 else nu,
        L8[L7[L6[p6 * 5 + c6 + 1] * 5 + c7] * 5 + c8] if c6 < 4 else nu,
        L8[L7[p7 * 5 + c7 + 1] * 5 + c8] if c7 < 4 else nu,
        L8[p8 * 5 + c8 + 1] if c8 < 4 else nu,
    ))


_IS_ZERO = bytes([1, 0, 0, 0, 0]) + bytes(251)
_IS_ONE = bytes([0, 1, 0, 0, 0]) + bytes(251)


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
_AT_MOST = [b"\1" * (cur + 1) + bytes(255 - cur) for cur in range(16)]
"""Translation tables: draws <= cur -> 1, else 0."""
_MASKS: dict[bytes, int] = {}
_POSITIONS: dict[int, tuple[int, ...]] = {}


def _draws(rest: int, off: int) -> bytes:
    k = rest * 16 + off
    found = _DRAWS.get(k)
    if found is None:
        row = _COMB[rest * _NU : rest * _NU + _NU]
        vec = _VECFLAT
        found = _DRAWS[k] = bytes([vec[u * 10 + off] for u in row]) + bytes([255]) * (256 - _NU)
    return found


def _seen_id(seen: bytes) -> int:
    found = _SEEN_IDS.get(seen)
    if found is None:
        found = _SEEN_IDS[seen] = len(_SEEN_IDS)
    return found


_NOTHING = (0, 0, 0)


def discard_rows(c: Sequence[int], seen: Sequence[int]) -> list[Discard]:
    """Every distinct discard of a 5, 8, 11 or 14-tile hand (34 counts), best first (shanten, tiles left, kinds,
    tile); ``seen`` counts the tiles visible elsewhere."""
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
    twins = size == 14
    kinds = SUITED - raw.count(0)
    pairs = kinds - raw.count(1)
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
        base = 9 * g
        sid_g = sids[g] * 256
        sid1 = sids[h1] * 256
        sid2 = sids[h2] * 256
        for i, il, lk in less:
            ul = il[0]
            n_t = lk[i] + 1
            cur = vec[comb[own_comb + ul] * 10 + off] - 1
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
            tail = ((off * 16 + cur + 1) * 4 + tw) * 4
            # the discarded suit: the suit left and the rest; the others: the profile the discard leaves
            mk = ((sid_g + rest) * 1024 * 4) + tail + g
            parts = il[2]
            own = parts.get(mk)
            if own is None:
                own = parts[mk] = _part(il, lk, rest, off, cur, tw, g, sid_g, seen_raw)
            x1 = comb[ul * nu + u2]
            mk = ((sid1 + x1) * 1024 * 4) + tail + h1
            parts = info1[2]
            first = parts.get(mk)
            if first is None:
                first = parts[mk] = _part(info1, keys[h1], x1, off, cur, tw, h1, sid1, seen_raw)
            x2 = comb[ul * nu + u1]
            mk = ((sid2 + x2) * 1024 * 4) + tail + h2
            parts = info2[2]
            second = parts.get(mk)
            if second is None:
                second = parts[mk] = _part(info2, keys[h2], x2, off, cur, tw, h2, sid2, seen_raw)
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
    with the copies left (4 - held - seen), and their total.  Many rests and shanten give the same draws: the
    parts are also memoised by the mask of those draws (``sid``: the suit's seen id x 256)."""
    _STORED[0] += 1
    table = _DRAWS.get(rest * 16 + off)
    if table is None:
        table = _draws(rest, off)
    flags = info[1].translate(table).translate(_AT_MOST[cur])
    mask = _MASKS.get(flags)
    if mask is None:
        mask = _MASKS[flags] = _mask(flags)
    if tw & 1:  # a new kind for seven twins
        mask |= info[3]
    if tw & 2:  # a new twin
        mask |= info[4]
    parts = info[2]
    mk = -1 - ((sid * 2 + mask) * 4 + h)
    found = parts.get(mk)
    if found is None:
        at = _POSITIONS.get(mask)
        if at is None:
            at = _POSITIONS[mask] = tuple([j for j in range(9) if mask >> j & 1])
        if sid:
            base = 9 * h
            left = [4 - n - s if n + s < 4 else 0 for n, s in zip(key, seen[base:base + 9], strict=True)]
        else:
            left = info[5]  # type: ignore[assignment]
        names = _SUIT_NAMES[h]
        found = parts[mk] = (tuple([(names[j], left[j]) for j in at]), sum([left[j] for j in at]))
    return found


_SUIT_NAMES = (NAMES[0:9], NAMES[9:18], NAMES[18:27])
