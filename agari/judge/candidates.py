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


def next_ukeire(table: Table, seat: int, row: Row) -> float:
    """After ``row``'s discard, the ukeire the hand has one step further on: for each tile that helps, drawn, the
    most tiles its best discard leaves (at the shanten one lower), weighted by the copies unseen.  For a 1-shanten
    hand: the winning tiles of the tenpai it reaches, on average."""
    s = table.seats[seat]
    if row.total == 0:
        return 0.0
    seen = table.seen_by(seat)
    if table.players == 3:
        for i in MISSING_3P:
            seen[i] = 4
    seen[row.tile.index] += 1  # the discarded copy lies in the pond
    counts = s.counts
    tiles = dict(s.tiles)
    counts[row.tile.index] -= 1
    _drop(tiles, row.tile)
    total = 0.0
    try:
        for t, n in row.ukeire:
            counts[t.index] += 1
            tiles[t] = tiles.get(t, 0) + 1
            best = 0
            for r in discard_rows(list(tiles), counts, s.copies, len(s.melds), seen):
                if r.shanten >= row.shanten:
                    break
                best = max(best, sum(m - (1 if u.index == r.tile.index else 0) for u, m in r.ukeire
                                     if u.index not in MISSING_3P or table.players == 4))
            total += n * best
            _drop(tiles, t)
            counts[t.index] -= 1
    finally:
        counts[row.tile.index] += 1
    return total / row.total


def _drop(tiles: dict[Tile, int], tile: Tile) -> None:
    n = tiles[tile] - 1
    if n:
        tiles[tile] = n
    else:
        del tiles[tile]
