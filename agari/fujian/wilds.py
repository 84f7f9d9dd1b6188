"""Sets and pair with wild tiles (golds), one suit at a time, memoised.

A suit is 9 counts of its real (non-gold) tiles.  ``cover(suit, pair)`` is the fewest golds that
complete it into sets (and one pair when ``pair``), with one way of doing it; ``useful(suit)`` is the
shanten table: the most real tiles that fit ``b`` blocks of up to 3 and ``p`` pair slots.  Golds may
stand for any tile, so for each block the real tiles are used wherever they exist (swapping a gold
and a real tile between two blocks never changes the cost) and a gold fills each gap.

>>> cover((1, 0, 1, 0, 0, 0, 0, 0, 0), False)[0]
1
>>> cover((0, 0, 0, 0, 2, 0, 0, 0, 0), True)[0]
0
>>> useful((1, 1, 0, 0, 0, 0, 0, 0, 0))[2 * 1 + 0]
2
"""

from __future__ import annotations

from collections.abc import Sequence

Block = tuple[int, ...]
"""A set or pair inside one suit: positions 0-8 of real tiles, ``WILD + position`` for a gold standing there."""
Cover = tuple[int, tuple[Block, ...]]
"""Golds needed and the blocks that reach it."""

WILD = 10
"""Offset marking a gold's stand-in position in a Block."""
INF = 99
"""More golds than any hand holds: no such cover."""
MAX_BLOCKS = 5
"""Sets of a Fujian hand (its shanten tables go this far)."""
EMPTY: tuple[int, ...] = (0,) * 9

_COVER: dict[tuple[tuple[int, ...], bool], Cover] = {}
_USEFUL: dict[bytes, tuple[int, ...]] = {b"": (0,) * (2 * MAX_BLOCKS + 2)}


def _shapes(i: int, pair: bool) -> list[tuple[tuple[int, ...], bool]]:
    """The blocks whose lowest real tile is ``i`` (positions, with ``True`` for the pair)."""
    out: list[tuple[tuple[int, ...], bool]] = [((i, i, i), False)]
    for a in (i - 2, i - 1, i):
        if 0 <= a <= 6:
            out.append(((a, a + 1, a + 2), False))
    if pair:
        out.append(((i, i), True))
    return out


def cover(suit: tuple[int, ...], pair: bool) -> Cover:
    """Fewest golds completing ``suit`` into sets (+ a pair holding a real tile when ``pair``), and how."""
    key = (suit, pair)
    found = _COVER.get(key)
    if found is not None:
        return found
    i = next((j for j in range(9) if suit[j]), -1)
    if i < 0:
        found = (INF, ()) if pair else (0, ())
    else:
        best: Cover = (INF, ())
        for shape, is_pair in _shapes(i, pair):
            rest = list(suit)
            block: list[int] = []
            wilds = 0
            for p in shape:
                if rest[p]:
                    rest[p] -= 1
                    block.append(p)
                else:
                    block.append(WILD + p)
                    wilds += 1
            sub = cover(tuple(rest), pair and not is_pair)
            if wilds + sub[0] < best[0]:
                best = (wilds + sub[0], (tuple(block), *sub[1]))
        found = best
    _COVER[key] = found
    return found


def useful(suit: Sequence[int]) -> tuple[int, ...]:
    """Most real tiles of ``suit`` fitting ``b`` partial sets and ``p`` pair slots, at index ``2 * b + p``."""
    key = bytes(suit).strip(b"\0")
    found = _USEFUL.get(key)
    return found if found is not None else _useful(key)


def _useful(key: bytes) -> tuple[int, ...]:
    """``useful`` of a suit written as its counts without empty ends (``b"\\1\\0\\1"``), memoised.

    A partial set needs only real tiles, so the table does not change when the tiles move up or down the
    suit or are read backwards (``34m`` fits as ``67m`` does): the memo holds a shape once, in both
    directions.  The lowest tile is left unused, or starts a part: 1-3 alike, or 2-3 of a run."""
    found = _USEFUL.get(key)
    if found is not None:
        return found
    n0 = key[0]
    n1 = key[1] if len(key) > 1 else 0
    n2 = key[2] if len(key) > 2 else 0
    tail = key[3:]
    best = list(_useful((bytes((n0 - 1, n1, n2)) + tail).strip(b"\0")))  # the lowest tile left unused
    for a, b, c in _PARTS[(n0 >= 2) + (n0 >= 3) * 2 + (n1 > 0) * 4 + (n2 > 0) * 8]:
        sub = _useful((bytes((n0 - a, n1 - b, n2 - c)) + tail).strip(b"\0"))
        n = a + b + c
        for j in range(2, 2 * MAX_BLOCKS + 2):
            v = n + sub[j - 2]
            if v > best[j]:
                best[j] = v
        if n <= 2 and not b and not c:  # 1 or 2 alike also fit the pair slot
            for j in range(0, 2 * MAX_BLOCKS + 2, 2):
                v = n + sub[j]
                if v > best[j + 1]:
                    best[j + 1] = v
    found = _USEFUL[key] = _USEFUL[key[::-1]] = tuple(best)
    return found


def _part_list(flags: int) -> tuple[tuple[int, int, int], ...]:
    """The parts starting at the lowest tile, as counts taken from it and the next two positions, given
    which are possible (bit 0: 2 alike, bit 1: 3 alike, bit 2: the next tile held, bit 3: the one after)."""
    out = [(1, 0, 0)]
    if flags & 1:
        out.append((2, 0, 0))
    if flags & 2:
        out.append((3, 0, 0))
    if flags & 4:
        out.append((1, 1, 0))
    if flags & 8:
        out.append((1, 0, 1))
    if flags & 12 == 12:
        out.append((1, 1, 1))
    return tuple(out)


_PARTS: tuple[tuple[tuple[int, int, int], ...], ...] = tuple(_part_list(f) for f in range(16))


_SPLIT: dict[bytes, tuple[tuple[int, ...], tuple[int, ...]]] = {}


def _split(suit: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The useful table of a suit as two rows: without and with the pair slot.

    Kept by the suit's shape without its empty ends: a partial set needs only real tiles, so the table does
    not change when the tiles move up or down the suit (``34m`` fits as ``67m`` does).
    """
    key = bytes(suit).strip(b"\0")
    found = _SPLIT.get(key)
    if found is None:
        t = useful(suit)
        found = _SPLIT[key] = (t[0::2], t[1::2])
    return found


def max_useful(suits: Sequence[tuple[int, ...]], blocks: int) -> int:
    """Most real tiles of the three suits fitting ``blocks`` sets and one pair slot."""
    a0, a1 = _split(suits[0])
    b0, b1 = _split(suits[1])
    c0, c1 = _split(suits[2])
    best = 0
    for x in range(blocks + 1):
        ax0 = a0[x]
        ax1 = a1[x]
        for y in range(blocks + 1 - x):
            z = blocks - x - y
            by0 = b0[y]
            cz0 = c0[z]
            v = ax0 + by0 + c1[z]
            if v > best:
                best = v
            v = ax0 + b1[y] + cz0
            if v > best:
                best = v
            v = ax1 + by0 + cz0
            if v > best:
                best = v
    return best

