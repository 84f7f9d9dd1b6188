"""Shanten with golds, tiles that help, what to discard and the waits of a ready hand (FUJIAN.md section 5).

Shanten counts the draws still needed, less one: a hand of ``3k+1`` or ``3k+2`` concealed tiles needs
``3k+2`` tiles in ``k`` sets and a pair; the real tiles that fit are counted with the suit tables of
``agari.fujian.wilds`` and each gold fills one gap.  Three Golds is the other way to win: ``2 - golds``
(so 3 golds is complete, -1).  Copies left: 4 of a type, 3 of the gold type (one is face up), minus the
hand, its melds, the bonus tiles and the tiles marked visible.

>>> from agari.fujian.hand import read_hand
>>> shanten_of(read_hand("123m456m789m123p456p5s", gold="5s", sizes=(16,)))
0
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from agari.core.errors import TileCountError
from agari.core.tile import Tile
from agari.fujian.hand import FujianHand, tile_name
from agari.fujian.wilds import _split, max_useful

SUIT_TYPES: tuple[Tile, ...] = tuple(Tile(i) for i in range(27))


def shanten_of(hand: FujianHand) -> int:
    """Draws still needed to win, less one (-1: complete), golds wild, Three Golds included."""
    k = hand.sets_needed
    need = 3 * k + 2 - max_useful(hand.suits(), k) - hand.golds
    return min(need - 1, 2 - hand.golds)


class Help(NamedTuple):
    """A tile that lowers the shanten, and how many copies are left."""

    tile: str
    copies: int
    """Copies left unseen."""


def copies_left(hand: FujianHand, visible: Sequence[Tile] = ()) -> list[int]:
    """Unseen copies of each of the 27 suit types (4, or 3 of the gold type)."""
    seen = hand.physical()
    for t in visible:
        seen[t.index] += 1
    out = []
    for i in range(27):
        total = 3 if i == hand.gold else 4
        if seen[i] > total:
            raise TileCountError(f"{tile_name(i)} is seen {seen[i]} times (hand, melds and visible); there are "
                                 f"only {total}", field="visible")
        out.append(total - seen[i])
    return out


def drawn(hand: FujianHand, t: Tile) -> FujianHand:
    """The hand after drawing ``t``."""
    return hand.with_concealed((*hand.concealed, t))


def without(hand: FujianHand, t: Tile) -> FujianHand:
    """The hand after discarding one ``t``."""
    tiles = list(hand.concealed)
    tiles.remove(t)
    return hand.with_concealed(tiles)


def _shanten(counts: Sequence[int], golds: int, sets: int) -> int:
    """``shanten_of`` from the real counts (27) and the golds: the draws of the tables below, no hand built."""
    need = 3 * sets + 2 - max_useful((tuple(counts[0:9]), tuple(counts[9:18]), tuple(counts[18:27])), sets) - golds
    return min(need - 1, 2 - golds)


def _two_suits(b: tuple[tuple[int, ...], tuple[int, ...]], c: tuple[tuple[int, ...], tuple[int, ...]],
               sets: int) -> tuple[list[int], list[int]]:
    """Two suits' useful tables merged: the most real tiles in ``w`` sets without (row 0) and with (row 1)
    the pair slot, for every ``w`` up to ``sets``."""
    without, with_pair = [], []
    for w in range(sets + 1):
        m0 = m1 = 0
        for y in range(w + 1):
            z = w - y
            v = b[0][y] + c[0][z]
            if v > m0:
                m0 = v
            v = max(b[0][y] + c[1][z], b[1][y] + c[0][z])
            if v > m1:
                m1 = v
        without.append(m0)
        with_pair.append(m1)
    return without, with_pair


def _helping(counts: list[int], golds: int, gold: int, sets: int, left: Sequence[int]) -> list[Help]:
    """The tiles whose draw lowers the shanten of these counts (``counts`` is left as it was).

    A draw changes one suit: the other two suits are merged once per suit (``_two_suits``), and each draw
    costs one suit table (cached by shape) and one pass over the set counts."""
    now = _shanten(counts, golds, sets)
    if now < 0:
        return []
    suits = [tuple(counts[9 * s:9 * s + 9]) for s in range(3)]
    better: set[int] = set()
    if gold >= 0:
        better.add(gold)  # one more gold: one gap fewer, and one gold closer to Three Golds
    top = 3 * sets + 2 - golds - 1
    for s in range(3):
        rest = _two_suits(_split(suits[(s + 1) % 3]), _split(suits[(s + 2) % 3]), sets)
        suit = list(suits[s])
        for i in range(9):
            t = 9 * s + i
            if t == gold:
                continue
            suit[i] += 1
            a0, a1 = _split(tuple(suit))
            suit[i] -= 1
            most = 0
            for x in range(sets + 1):
                v = a0[x] + rest[1][sets - x]
                if v > most:
                    most = v
                v = a1[x] + rest[0][sets - x]
                if v > most:
                    most = v
            if min(top - most, 2 - golds) < now:
                better.add(t)
    return [Help(str(SUIT_TYPES[i]), left[i]) for i in sorted(better)]


def helping(hand: FujianHand, left: Sequence[int]) -> list[Help]:
    """Tiles whose draw lowers the shanten of a 16-tile hand, with their copies left."""
    return _helping(list(hand.counts), hand.golds, hand.gold, hand.sets_needed, left)


class Discard(NamedTuple):
    """One discard of a 17-tile hand: the shanten after it and the tiles that then help."""

    discard: str
    shanten: int
    ukeire: tuple[Help, ...]

    @property
    def ukeire_count(self) -> int:
        return sum(h.copies for h in self.ukeire)


def discard_table(hand: FujianHand, left: Sequence[int]) -> list[Discard]:
    """Every distinct discard, best first (lowest shanten, then most tiles that help)."""
    counts = list(hand.counts)
    golds, gold, sets = hand.golds, hand.gold, hand.sets_needed
    out = []
    for t in sorted(set(hand.concealed)):
        i = t.index
        if i == gold:
            after = (counts, golds - 1)
        else:
            counts[i] -= 1
            after = (counts, golds)
        rest, held = after
        out.append(Discard(str(t), _shanten(rest, held, sets), tuple(_helping(rest, held, gold, sets, left))))
        if i != gold:
            counts[i] += 1
    out.sort(key=lambda d: (d.shanten, -d.ukeire_count))
    return out
