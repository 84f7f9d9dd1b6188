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
from agari.fujian.wilds import max_useful, suit_draws

TILE_NAMES: tuple[str, ...] = tuple(tile_name(i) for i in range(27))
"""The text of each suit type (``5s``)."""


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


Merged = tuple[list[int], list[int], list[int]]
"""Two suits' useful tables merged (``_merge``)."""
Draws = tuple[tuple[int, ...], tuple[int, ...]]
"""A suit's useful table and the slots each of its 9 draws raises (``suit_draws``)."""


def _merge(b: tuple[int, ...], c: tuple[int, ...], sets: int) -> Merged:
    """Two suits' useful tables merged: at ``2 * w + q`` the most real tiles of both in ``w`` sets, with
    (``q`` 1) or without the pair slot, and the slots of each table (bit ``2 * y + p``) reaching that most."""
    size = 2 * sets + 2
    most = [-1] * size
    mb = [0] * size
    mc = [0] * size
    for y in range(sets + 1):
        for z in range(sets + 1 - y):
            for i, k in ((2 * y, 2 * z), (2 * y + 1, 2 * z), (2 * y, 2 * z + 1)):
                v = b[i] + c[k]
                j = i + k
                if v > most[j]:
                    most[j] = v
                    mb[j] = 1 << i
                    mc[j] = 1 << k
                elif v == most[j]:
                    mb[j] |= 1 << i
                    mc[j] |= 1 << k
    return most, mb, mc


def _best(a: tuple[int, ...], rest: Merged, sets: int) -> tuple[int, int, int, int]:
    """The most real tiles of a suit (table ``a``) and the two others (``rest``) in ``sets`` sets and a pair
    slot, and the slots of each of the three tables that some reading reaching it uses."""
    most, mb, mc = rest
    best = -1
    ma = xb = xc = 0
    top = 2 * sets + 1
    for i in range(top + 1):
        j = top - i
        v = a[i] + most[j]
        if v > best:
            best = v
            ma = 1 << i
            xb = mb[j]
            xc = mc[j]
        elif v == best:
            ma |= 1 << i
            xb |= mb[j]
            xc |= mc[j]
    return best, ma, xb, xc


def _helps(own: int, draws: tuple[Draws, Draws, Draws], rest: Merged, golds: int, gold: int, sets: int,
           left: Sequence[int]) -> tuple[int, tuple[Help, ...]]:
    """The shanten of a hand (its three suits' ``draws``, suit ``own`` against the two others merged in
    ``rest``) and the draws that lower it.

    A gold always helps (one gap fewer, one gold closer to Three Golds).  A real tile helps when one more
    real tile fitting lowers the shanten and the tile raises a slot of its suit's table that a best reading
    uses: it then fits one more (a tile fits at most once), and where no best reading has a raised slot
    the most stays as it was."""
    best, ma, mb, mc = _best(draws[own][0], rest, sets)
    shanten = min(3 * sets + 1 - best - golds, 2 - golds)
    if shanten < 0:
        return shanten, ()
    found = {gold}
    if best >= 3 * sets - 1:  # one more real tile fitting lowers the shanten
        for s, used in ((own, ma), ((own + 1) % 3, mb), ((own + 2) % 3, mc)):
            masks = draws[s][1]
            for i in range(9):
                if masks[i] & used:
                    found.add(9 * s + i)
    return shanten, tuple(Help(TILE_NAMES[t], left[t]) for t in sorted(found))


def _suit_draws(counts: Sequence[int]) -> tuple[Draws, Draws, Draws]:
    raw = bytes(counts)
    return suit_draws(raw[0:9]), suit_draws(raw[9:18]), suit_draws(raw[18:27])


def helping(hand: FujianHand, left: Sequence[int]) -> list[Help]:
    """Tiles whose draw lowers the shanten of a 16-tile hand, with their copies left."""
    draws = _suit_draws(hand.counts)
    sets = hand.sets_needed
    rest = _merge(draws[1][0], draws[2][0], sets)
    return list(_helps(0, draws, rest, hand.golds, hand.gold, sets, left)[1])


class Discard(NamedTuple):
    """One discard of a 17-tile hand: the shanten after it and the tiles that then help."""

    discard: str
    shanten: int
    ukeire: tuple[Help, ...]

    @property
    def ukeire_count(self) -> int:
        return sum(h.copies for h in self.ukeire)


def discard_table(hand: FujianHand, left: Sequence[int]) -> list[Discard]:
    """Every distinct discard, best first (lowest shanten, then most tiles that help).

    A discard changes one suit: each suit's two others are merged once per hand, and each discard costs
    the table of the suit it leaves (memoised by shape) and one pass over the set counts."""
    counts, golds, gold, sets = hand.counts, hand.golds, hand.gold, hand.sets_needed
    draws = _suit_draws(counts)
    rests = [_merge(draws[(s + 1) % 3][0], draws[(s + 2) % 3][0], sets) for s in range(3)]
    out = []
    for i in range(27):
        if i == gold:
            if not golds:
                continue
            shanten, helps = _helps(0, draws, rests[0], golds - 1, gold, sets, left)
        elif counts[i]:
            own = i // 9
            fewer = bytearray(counts[9 * own:9 * own + 9])
            fewer[i % 9] -= 1
            after = list(draws)
            after[own] = suit_draws(bytes(fewer))
            shanten, helps = _helps(own, (after[0], after[1], after[2]), rests[own], golds, gold, sets, left)
        else:
            continue
        out.append(Discard(TILE_NAMES[i], shanten, helps))
    out.sort(key=lambda d: (d.shanten, -d.ukeire_count))
    return out
