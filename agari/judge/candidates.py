"""Every discard a seat can make now, with the shanten it leaves and its ukeire counted from the seat's view."""

from __future__ import annotations

from typing import NamedTuple

from agari.analysis.discards import discard_rows
from agari.core.tile import Tile
from agari.logs.table import Table

MISSING_3P = frozenset(range(1, 8))
"""2m-8m: not in play with three players."""


class Row(NamedTuple):
    """One discard: the shanten it leaves, the tiles that help with the copies this player has not seen, and their
    total."""

    tile: Tile
    shanten: int
    ukeire: tuple[tuple[Tile, int], ...]
    total: int


def rows(table: Table, seat: int) -> list[Row]:
    """The seat's discard table as the review counts it: the copies seen by the seat, the discarded one included
    (held now, it lies in the pond next), three players' 2m-8m left out.  Engine order (best first)."""
    s = table.seats[seat]
    seen = table.seen_by(seat)
    missing: frozenset[int] = frozenset()
    if table.players == 3:
        missing = MISSING_3P
        for i in missing:
            seen[i] = 4
    out = []
    for r in discard_rows(list(s.tiles), s.counts, s.copies, len(s.melds), seen):
        ukeire = tuple((t, n - 1 if t.index == r.tile.index else n) for t, n in r.ukeire if t.index not in missing)
        out.append(Row(r.tile, r.shanten, tuple((t, n) for t, n in ukeire if n > 0), sum(n for _, n in ukeire)))
    return out
