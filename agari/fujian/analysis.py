"""Shanten with golds, tiles that help, what to discard and the waits of a ready hand (docs/fujian.md).

Shanten counts the draws still needed, less one: a hand of ``3k+1`` or ``3k+2`` concealed tiles needs
``3k+2`` tiles in ``k`` sets and a pair; the real tiles that fit are counted with the suit tables of
``agari.fujian.wilds`` and each gold fills one gap (the tiles that help and the discard table read the
per-suit draw tables of ``agari.fujian.draws``).  Three Golds is the other way to win: ``2 - golds``
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
from agari.fujian.draws import hand_draws, merged, shanten_and_help, suit_draws
from agari.fujian.hand import FujianHand, tile_name
from agari.fujian.wilds import max_useful

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


def helping(hand: FujianHand, left: Sequence[int]) -> list[Help]:
    """Tiles whose draw lowers the shanten of a 16-tile hand, with their copies left."""
    draws = hand_draws(hand.counts)
    sets = hand.sets_needed
    rest = merged(draws[1][0], draws[2][0], sets)
    return [Help(TILE_NAMES[t], left[t]) for t in shanten_and_help(0, draws, rest, hand.golds, hand.gold, sets)[1]]


class Discard(NamedTuple):
    """One discard of a 17-tile hand: the shanten after it and the tiles that then help."""

    discard: str
    shanten: int
    ukeire: tuple[Help, ...]

    @property
    def ukeire_count(self) -> int:
        return sum(h.copies for h in self.ukeire)


DiscardRow = tuple[int, int, int, tuple[int, ...]]
"""A discard as types: the type discarded, the shanten after it, the copies left that help, the types that help."""


def discard_rows(hand: FujianHand, left: Sequence[int]) -> list[DiscardRow]:
    """Every distinct discard of a 17-tile hand as a ``DiscardRow``, best first (lowest shanten, then most
    copies that help, then by type).

    A discard changes one suit: each suit's two others are merged once per hand, and each discard costs
    the draws table of the suit it leaves (memoised by the suit's counts) and one pass over the slots."""
    counts, golds, gold, sets = hand.counts, hand.golds, hand.gold, hand.sets_needed
    draws = hand_draws(counts)
    rests = [merged(draws[(s + 1) % 3][0], draws[(s + 2) % 3][0], sets) for s in range(3)]
    rows: list[tuple[int, int, int, tuple[int, ...]]] = []
    for i in range(27):
        if i == gold:
            if not golds:
                continue
            shanten, helps = shanten_and_help(0, draws, rests[0], golds - 1, gold, sets)
        elif counts[i]:
            own = i // 9
            fewer = bytearray(counts[9 * own:9 * own + 9])
            fewer[i % 9] -= 1
            after = list(draws)
            after[own] = suit_draws(bytes(fewer))
            shanten, helps = shanten_and_help(own, (after[0], after[1], after[2]), rests[own], golds, gold, sets)
        else:
            continue
        rows.append((shanten, -sum([left[t] for t in helps]), i, helps))
    rows.sort()
    return [(i, shanten, -copies, helps) for shanten, copies, i, helps in rows]


def discard_table(hand: FujianHand, left: Sequence[int]) -> list[Discard]:
    """Every distinct discard, best first (lowest shanten, then most tiles that help)."""
    return [Discard(TILE_NAMES[i], shanten, tuple(Help(TILE_NAMES[t], left[t]) for t in helps))
            for i, shanten, _, helps in discard_rows(hand, left)]
