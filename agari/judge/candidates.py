"""Every discard a seat can make now, with the shanten it leaves and its ukeire counted from the seat's view."""

from __future__ import annotations

from typing import NamedTuple

from agari.analysis.discards import discard_rows
from agari.core.tile import Tile
from agari.logs.table import Table

MISSING_3P = frozenset(range(1, 8))
"""2m-8m: not in play with three players."""


LOWEST = -1
"""``discard_rows``'s focus on no type: only the rows that leave the lowest shanten carry their tiles."""


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
    hand: the winning tiles of the tenpai it reaches, on average.

    The copies left count the seat's view with both discards in the pond (``row``'s and the later one).  The rows
    are worked out against the view without them (the same for every candidate of the decision, so the discard
    table's memos serve them all), then each row's total loses one for each of the two discarded kinds among its
    tiles; only the rows at the lower shanten carry their tiles, and they come most tiles first, so the first
    whose total is no more than the best found ends the search."""
    if row.total == 0:
        return 0.0
    s = table.seats[seat]
    seen = table.seen_by(seat)
    four = table.players == 4
    if not four:
        for i in MISSING_3P:
            seen[i] = 4
    counts = list(s.counts)
    d = row.tile.index
    counts[d] -= 1
    copies = s.copies
    melds = len(s.melds)
    below = row.shanten
    total = 0.0
    for t, n in row.ukeire:
        k = t.index
        counts[k] += 1
        best = 0
        for r in discard_rows((), counts, copies, melds, seen, LOWEST):
            if r.shanten >= below or (four and r.total <= best):
                break  # rows of the lower shanten come first, most tiles first; a total only loses from here
            ri = r.tile.index
            if four:
                left = r.total
                for u, _ in r.ukeire:
                    j = u.index
                    if j == d:
                        left -= 1
                    if j == ri:
                        left -= 1
            else:  # three players: 2m-8m left out (their totals no bound then: each row is counted)
                left = sum(m - (1 if u.index == d else 0) - (1 if u.index == ri else 0)
                           for u, m in r.ukeire if u.index not in MISSING_3P)
            if left > best:
                best = left
        total += n * best
        counts[k] -= 1
    return total / row.total
