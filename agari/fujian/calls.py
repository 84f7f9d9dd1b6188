"""Which calls a 16-tile hand may make on a discard (docs/fujian.md (calls)).

Win from anyone; kong (3 alike in hand) and pung (2 alike) from anyone; chow only from the player on
the left.  Golds are never used to call, so a discarded gold can only be won on, and the tiles taken
from the hand for a meld are never golds.

>>> from agari.fujian.hand import read_hand
>>> h = read_hand("123m456m789m12p55p99s3s", gold="3s", sizes=(16,))
>>> [c.meld for c in legal_calls(h, Tile.parse("3p"), "left")]
['', '(123p)']
"""

from __future__ import annotations

from typing import NamedTuple

from agari.core.tile import Tile
from agari.fujian.analysis import drawn
from agari.fujian.hand import FujianHand, tile_name
from agari.fujian.reading import is_complete

SEATS = ("left", "right", "across")
"""Where the discard comes from, relative to the caller (left: the player before you in turn order)."""


class Call(NamedTuple):
    """One legal call: ``win``, ``kong``, ``pung`` or ``chow``, and the meld it makes ('' for a win)."""

    call: str
    meld: str


def legal_calls(hand: FujianHand, tile: Tile, seat: str) -> list[Call]:
    """Every legal call on ``tile`` discarded by the player at ``seat``, in priority order (win first)."""
    out: list[Call] = []
    if is_complete(drawn(hand, tile)):
        out.append(Call("win", ""))
    i = tile.index
    if i == hand.gold:
        return out
    have = hand.counts
    name = tile_name(i)
    if have[i] >= 3:
        out.append(Call("kong", f"({name[0] * 4}{name[1]})"))
    if have[i] >= 2:
        out.append(Call("pung", f"({name[0] * 3}{name[1]})"))
    if seat == "left":
        base = i - i % 9
        for a in (i - 2, i - 1, i):
            if base <= a <= base + 6 and all(have[j] > 0 for j in (a, a + 1, a + 2) if j != i):
                out.append(Call("chow", f"({a - base + 1}{a - base + 2}{a - base + 3}{name[1]})"))
    return out
